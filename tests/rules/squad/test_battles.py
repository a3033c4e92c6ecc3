"""SQ-T03..T06, T08, T09 (docs/games/squad.md §6.8): empty hands and redeploys, eliminations, the
simultaneous knock-out and its draw-off, 3-card squads, skipping eliminated players."""
from __future__ import annotations

import pytest

from rules.games.squad.schemas import SquadResult, SquadScores
from tests.shapes import assert_fits

from .table import position


def test_squad_lost_with_an_empty_hand_leaves_the_spot_empty():
    """SQ-T03: B loses [3U] with no cards: the spot stays empty, no replacement is owed, B stays in."""
    table = position(squads={"A": "4P | 2P", "B": "5U | 3U"}, hands={"A": 3, "B": 0}, deck=10)
    table.draw("A")
    assert table.state.deck_count == 9 and table.hands() == [4, 0]
    table.attack("A", 0, "B", 1)
    assert table.captured("A") == "3U"
    assert table.squads("B") == ["5U", "-"]
    assert table.state.pending_replace == () and table.state.eliminated == ()
    assert table.current == "B"


def test_squad_must_redeploy_after_the_draw_and_it_ends_the_turn():
    """SQ-T03: B draws, must first re-form the lost squad; by default that is B's action."""
    table = position(squads={"A": "4P | 2P", "B": "5U | 3U"}, hands={"A": 3, "B": 0}, deck=10)
    table.draw("A")
    table.attack("A", 0, "B", 1)
    table.draw("B")
    assert table.state.deck_count == 8 and table.hands() == [4, 1]
    error = table.refuse("B", "attack", slot=0, target_player=0, target_slot=0)
    assert error.rule_id == "SQUAD-MUST-REDEPLOY"
    assert table.message(error) == ("Your lost squad returns first: put a card from your hand in "
                                    "the empty spot.")
    assert table.refuse("B", "redeploy", slot=0, card="6P").rule_id == "SQUAD-SLOT-OCCUPIED"
    table.play("B", "redeploy", slot=1, card="6P")
    assert table.squads("B") == ["5U", "6P"] and table.hands() == [4, 0]
    assert table.current == "A" and table.state.phase == "draw"


def test_squad_redeploy_free_then_only_an_attack_is_left_with_an_empty_hand():
    """SQ-T03 with redeploy_counts_as_action = false: B still acts; with no cards, only attacks."""
    table = position(squads={"A": "4P | 2P", "B": "5U | 3U"}, hands={"A": 3, "B": 0}, deck=10,
                     redeploy_counts_as_action=False)
    table.draw("A")
    table.attack("A", 0, "B", 1)
    table.draw("B")
    table.play("B", "redeploy", slot=1, card="6P")
    assert table.current == "B" and table.state.phase == "action"
    error = table.refuse("B", "discard", card="1C")
    assert error.rule_id == "SQUAD-HAND-EMPTY"
    assert table.message(error) == "You have no cards in hand."
    assert table.refuse("B", "reinforce", slot=0, card="1U").rule_id == "SQUAD-HAND-EMPTY"
    table.attack("B", 1, "A", 0)
    assert table.captured("B") == "4P"


def test_squad_elimination_leaves_the_last_player_with_a_squad_the_winner():
    """SQ-T04: A's [6U] beats B's only squad [1D]; B has no card: B is out and A wins."""
    table = position(squads={"A": "6U | 2C", "B": "1D | -"}, hands={"A": 1, "B": 0}, deck=5)
    table.draw("A")
    table.attack("A", 0, "B", 0)
    assert table.state.eliminated == ((1, 2),)  # with the seq of the battle
    outcome = table.RULES.outcome(table.state)
    assert outcome.winners == (0,) and outcome.termination == "last_squad_standing"
    assert outcome.totals == (1, 0)
    assert table.RULES.to_move(table.state) == frozenset()
    assert table.refuse("B", "draw").rule_id == "CORE-GAME-OVER"


T05 = dict(squads={"A": "3H | -", "B": "1D 2D | -"}, hands={"A": 0, "B": 0}, deck=0,
           captured={"A": "4U 5P 1F 6C", "B": "3P 2F 5H 1U 4C"})


def test_squad_simultaneous_knock_out_goes_to_a_draw_off_by_rank_then_suit():
    """SQ-T05: 3 = 3, both knocked out with 6 captured cards each; A draws 5P, B 5H: Planes win."""
    table = position(**T05)
    assert table.state.phase == "action"  # an empty deck: no draw (continue_without_draw)
    assert table.refuse("A", "discard", card="2C").rule_id == "SQUAD-HAND-EMPTY"  # only an attack
    table.attack("A", 0, "B", 0)
    assert [len(pile) for pile in table.state.captured] == [6, 6]
    assert table.state.phase == "tiebreak" and table.state.contenders == (0, 1)
    assert table.RULES.to_move(table.state) == frozenset({0, 1})
    error = table.refuse("A", "tiebreak_draw", card="5H")
    assert error.rule_id == "SQUAD-TIEBREAK-CARD"
    assert table.message(error) == "5H isn't in your captured pile."
    table.play("A", "tiebreak_draw", card="5P")
    assert table.refuse("A", "tiebreak_draw", card="4U").rule_id == "CORE-WRONG-PHASE"
    table.play("B", "tiebreak_draw", card="5H")
    outcome = table.RULES.outcome(table.state)
    assert outcome.winners == (0,) and outcome.termination == "tiebreak_draw"
    assert outcome.extras["tiebreak_draws"] == ["5P", "5H"]
    assert_fits(outcome.to_json(), SquadResult)
    sheet = table.RULES.scores(table.state)
    assert_fits(sheet, SquadScores)
    # The knocked-out seats in one shape on the score sheet, in the result and in the view.
    assert sheet["eliminated"] == outcome.extras["eliminated"] == \
        table.RULES.view(table.state, None)["eliminated"] == [{"seat": 0, "seq": 1}, {"seat": 1, "seq": 1}]


def test_squad_draw_off_on_rank_first():
    """SQ-T05 variant: A draws 6C, B 5H: A wins on rank."""
    table = position(**T05)
    table.attack("A", 0, "B", 0)
    table.play("B", "tiebreak_draw", card="5H")
    table.play("A", "tiebreak_draw", card="6C")
    assert table.RULES.outcome(table.state).winners == (0,)


HIERARCHY = "UPHFDC"  # SQ-7: U > P > H > F > D > C


@pytest.mark.parametrize("stronger, weaker", list(zip(HIERARCHY, HIERARCHY[1:])))
def test_squad_draw_off_rank_tie_goes_by_the_suit_hierarchy(stronger, weaker):
    """SQ-T05 / SQ-7: on equal ranks the suit hierarchy decides, for every neighbouring pair of
    suits, whoever drew the stronger suit."""
    for a_card, b_card, winner in ((f"3{stronger}", f"3{weaker}", 0), (f"3{weaker}", f"3{stronger}", 1)):
        table = position(squads={"A": "6U | -", "B": "6P | -"}, deck=0,
                         captured={"A": a_card, "B": b_card}, deck_exhausted="end_game")
        assert table.state.phase == "tiebreak"
        table.play("A", "tiebreak_draw", card=a_card)
        table.play("B", "tiebreak_draw", card=b_card)
        assert table.RULES.outcome(table.state).winners == (winner,)


def test_squad_draw_off_a_higher_rank_beats_a_stronger_suit():
    """SQ-7: rank first: 2C beats 1U."""
    table = position(squads={"A": "6U | -", "B": "6P | -"}, deck=0,
                     captured={"A": "2C", "B": "1U"}, deck_exhausted="end_game")
    table.play("B", "tiebreak_draw", card="1U")
    table.play("A", "tiebreak_draw", card="2C")
    assert table.RULES.outcome(table.state).winners == (0,)


def test_squad_tied_contenders_with_empty_captured_piles_share_the_win():
    """SQ-7 / §6.6: nothing to draw from: a shared win. (A tied battle always fills both piles,
    so empty piles only meet when the deck runs out under `end_game`.)"""
    table = position(squads={"A": "3H | -", "B": "1D 2D | -"}, deck=0, deck_exhausted="end_game")
    outcome = table.RULES.outcome(table.state)
    assert outcome.winners == (0, 1) and outcome.termination == "shared_win"


def test_squad_knock_out_decided_by_the_bigger_captured_pile():
    """§6.6: one contender with the most captured cards wins without a draw-off."""
    table = position(squads={"A": "3H | -", "B": "1D 2D | -"}, deck=0,
                     captured={"A": "4U 5P", "B": "3P"})
    table.attack("A", 0, "B", 0)  # A: 2 + 2 = 4 cards, B: 1 + 1 = 2
    outcome = table.RULES.outcome(table.state)
    assert outcome.winners == (0,) and outcome.termination == "most_captured"


def test_squad_three_players_a_tied_battle_removes_two_and_the_third_wins():
    """SQ-T06: A's [2C] ties B's [2H], neither can replace: both out, C wins (no tie-break)."""
    table = position(3, squads={"A": "2C", "B": "2H", "C": "5U | 1P"},
                     hands={"C": 2}, deck=0)
    table.attack("A", 0, "B", 0)
    assert sorted(seat for seat, _seq in table.state.eliminated) == [0, 1]
    outcome = table.RULES.outcome(table.state)
    assert outcome.winners == (2,) and outcome.termination == "last_squad_standing"


def test_squad_three_card_squad_worth_six_and_a_six_against_six_battle():
    """SQ-T08: [1H] + 2H + 3H = 6 (legal); 4H more would be 10; then 6 = 6 against [6U]."""
    table = position(squads={"A": "1H | 4C", "B": "6U | 2D"}, hands={"A": 3, "B": 3}, deck=15)
    table.draw("A")
    table.reinforce("A", 0, "2H")
    table.draw("B")
    table.discard("B", "1C")
    table.draw("A")
    table.reinforce("A", 0, "3H")
    assert table.squads("A") == ["1H 2H 3H", "4C"]
    table.draw("B")
    table.discard("B", "2C")
    table.draw("A")
    error = table.refuse("A", "reinforce", slot=0, card="4H")
    assert error.rule_id == "SQUAD-SUM-LIMIT"
    assert table.message(error) == "That would make this squad 10; a squad must total less than 7."
    assert table.refuse("A", "reinforce", slot=0, card="1U").rule_id == "SQUAD-SUIT-MISMATCH"
    table.attack("A", 0, "B", 0)
    assert table.captured("A") == "6U" and table.captured("B") == "1H 2H 3H"
    assert table.state.pending_replace == ((0, 0), (1, 0))
    table.replace("B", 0, "5D")
    table.replace("A", 0, "6D")
    assert table.current == "B"
    assert table.RULES.scores(table.state)["totals"] == [1, 3]  # a 3-card squad counts 3


def test_squad_no_such_squad_to_attack_from_or_at():
    table = position(squads={"A": "6U | -", "B": "1D | -"}, hands={"A": 0, "B": 0}, deck=0)
    error = table.refuse("A", "attack", slot=1, target_player=1, target_slot=0)
    assert error.rule_id == "SQUAD-NO-SUCH-SQUAD"
    assert table.message(error) == "There's no squad there."
    assert table.refuse("A", "attack", slot=0, target_player=1, target_slot=1).rule_id == "SQUAD-NO-SUCH-SQUAD"
    assert table.refuse("A", "reinforce", slot=1, card="1U").rule_id == "SQUAD-NO-SUCH-SQUAD"


def test_squad_eliminated_players_are_skipped_and_cannot_be_attacked():
    """SQ-T09: B is out: after A comes C, after D comes A; attacking B is SQUAD-TARGET-OUT."""
    table = position(4, squads={"A": "5U | 1C", "C": "2H | -", "D": "6P | 4D"},
                     hands={"A": 1, "C": 0, "D": 2}, out="B", deck=0)
    error = table.refuse("A", "attack", slot=0, target_player=1, target_slot=0)
    assert error.rule_id == "SQUAD-TARGET-OUT"
    assert table.message(error) == "B is out of the game."
    table.discard("A", "3F")
    assert table.current == "C"
    table.attack("C", 0, "A", 1)  # 2 > 1: A loses [1C] and has no card left to replace it
    assert table.squads("A") == ["5U", "-"] and table.current == "D"
    table.attack("D", 0, "C", 0)  # 6 > 2: C has nothing left: out
    assert {seat for seat, _seq in table.state.eliminated} == {1, 2}
    assert table.current == "A"
    table.attack("A", 0, "D", 1)  # 5 > 4: D replaces from hand
    table.replace("D", 1, "3D")
    assert table.current == "D"  # B and C skipped
    table.attack("D", 0, "A", 0)  # 6 > 5: A's last squad, empty hand: D is the last one standing
    outcome = table.RULES.outcome(table.state)
    assert outcome.winners == (3,) and outcome.termination == "last_squad_standing"
