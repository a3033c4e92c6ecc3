"""SQ-T07 (docs/games/squad.md §6.8): what an empty deck means under each `deck_exhausted` option."""
from __future__ import annotations

from .table import position

T07 = dict(squads={"A": "2C | 1D", "B": "3D", "C": "4C"}, hands={"A": 0, "B": 1, "C": 1}, deck=0,
           captured={"A": "2U 1P 3H 5F 5D", "B": "6U 5P 4H", "C": "1C 3U 3P 4D 6C"})


def test_squad_deck_exhausted_default_continues_without_drawing():
    """SQ-T07 continue_without_draw: no draw; A's hand is empty, so A must attack."""
    table = position(3, **T07)
    assert table.state.options["deck_exhausted"] == "continue_without_draw"
    assert table.state.phase == "action" and table.current == "A"
    assert table.refuse("A", "discard", card="6F").rule_id == "SQUAD-HAND-EMPTY"
    assert table.refuse("A", "draw").rule_id == "CORE-WRONG-PHASE"
    table.attack("A", 0, "C", 0)
    assert table.state.battle.result == "defender"


def test_squad_deck_exhausted_end_game_goes_to_the_bigger_piles_then_a_draw_off():
    """SQ-T07 end_game: the game ends at the start of A's turn; A and C have 5 captured each;
    A draws 2U, C draws 6C: C wins."""
    table = position(3, deck_exhausted="end_game", **T07)
    assert table.state.phase == "tiebreak"
    assert table.state.contenders == (0, 1, 2) and table.state.tiebreakers == (0, 2)
    assert table.RULES.to_move(table.state) == frozenset({0, 2})
    assert table.refuse("B", "tiebreak_draw", card="6U").rule_id == "CORE-NOT-YOUR-TURN"
    table.play("A", "tiebreak_draw", card="2U")
    table.play("C", "tiebreak_draw", card="6C")
    outcome = table.RULES.outcome(table.state)
    assert outcome.winners == (2,) and outcome.termination == "tiebreak_draw"
    assert outcome.totals == (5, 3, 5)


def test_squad_deck_exhausted_reshuffle_turns_the_discards_into_the_deck():
    """SQ-T07 reshuffle_discards, discard pile [4F, 1H]: the deck becomes 2, A draws: deck 1,
    hand 1, discard pile empty."""
    table = position(3, deck_exhausted="reshuffle_discards", discard="4F 1H", **T07)
    assert table.state.deck_count == 2 and table.state.discard == ()
    assert table.state.phase == "draw"
    table.draw("A")
    assert table.state.deck_count == 1 and table.hands()[0] == 1 and table.state.discard == ()
    table.discard("A", "4F")  # back from the deck: hidden again, so it may be played
    assert table.state.discard == ("4F",)


def test_squad_reshuffle_with_nothing_to_reshuffle_skips_the_draw():
    table = position(3, deck_exhausted="reshuffle_discards", **T07)
    assert table.state.phase == "action" and table.state.deck_count == 0
