"""Ladder's moves and their refusals (docs/games/ladder.md §4.1, §4.3-4.5): golden tests LD-T03, LD-T04,
LD-T05 and LD-T07, the start, turns, the flip and the options."""
from __future__ import annotations

import json

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.errors import RuleViolation
from rules.games.ladder import LADDER

from .table import Table, position, t01_before


@pytest.mark.parametrize("players, deck", [(2, 21), (3, 14), (4, 7)])
def test_LD_T07_deck_sizes_after_the_flip(players, deck):
    """LD-T07: 2 players: deck 21 after the flip; 3 players: 14; 4 players: 7."""
    table = Table.new(players)
    assert table.state.deck_count == deck + 1
    table.start("3H")
    assert table.state.deck_count == deck and table.counts == (7,) * players


def test_the_dealer_turns_up_the_start_card_and_the_player_on_the_left_begins():
    """§4.3 ladder.start: `current` = left of the dealer."""
    table = Table.new(4, first_dealer=3)
    assert LADDER.to_move(table.state) == {3}
    error = table.refuse("A", "start", flip="3H")
    assert error.rule_id == "CORE-NOT-YOUR-TURN" and table.message(error) == "It's D's turn, not A's."
    table.start("3H")
    assert table.state.current == 0 and table.top == (3, 1)
    assert table.state.pile[0].by == "DECK"


def test_nothing_is_played_before_the_start_card():
    table = Table.new(2)
    error = table.refuse("B", "play", cards=["3H"])
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == \
        "That move isn't possible right now: A first turns up the card that starts the pile."


def test_the_start_needs_its_card_and_only_once():
    table = Table.new(2)
    assert table.refuse("A", "start", flip=None).rule_id == "LADDER-FLIP-REQUIRED"
    assert table.refuse("A", "start", flip="7H").rule_id == "CORE-BAD-CARD"
    assert table.refuse("A", "start", flip="W").rule_id == "CORE-CARD-NOT-USED"
    table.start("3H")
    error = table.refuse("A", "start", flip="4H")
    assert table.message(error) == \
        "That move isn't possible right now: the pile is already started and it's B's turn."


def test_only_the_current_player_moves():
    table = Table.new(3)
    table.start("1H")
    error = table.refuse("C", "play", cards=["2H"])
    assert error.rule_id == "CORE-NOT-YOUR-TURN" and table.message(error) == "It's B's turn, not C's."


def test_a_scribe_enters_moves_for_others_unless_entry_mode_is_self():
    table = Table.new(2)
    table.play("A", "start", by="B", flip="1H")
    table.play("B", "play", by="A", cards=["2H"])
    strict = Table.new(2, entry_mode="self")
    assert strict.refuse("A", "start", by="B", flip="1H").rule_id == "CORE-NOT-AUTHORIZED"


def test_LD_T03_an_empty_deck_leaves_an_empty_pile_of_rank_0():
    """LD-T03: deck 0, top (5,1), A cannot beat it: flip 3H → LADDER-NO-DECK; flip null →
    accepted, pile empty, top (0,0); B collect → LADDER-MUST-PLAY-EMPTY; B play [1C] → (1,1)."""
    table = position(2, top="5H", deck=0, known={"A": "2C 3D"})
    error = table.refuse("A", "collect", flip="3H")
    assert error.rule_id == "LADDER-NO-DECK"
    assert table.message(error) == "The deck is empty — the next player plays on an empty pile."
    table.collect("A")
    assert table.state.pile == () and table.top == (0, 0) and table.state.current == 1
    assert table.known("A") == {"2C", "3D", "5H"} and table.counts[0] == 8
    error = table.refuse("B", "collect")
    assert error.rule_id == "LADDER-MUST-PLAY-EMPTY"
    assert table.message(error) == "The pile is empty (rank 0): any card beats it, so you must play."
    table.put("B", "1C")
    assert table.top == (1, 1)


def test_LD_T03_even_a_voluntary_pick_up_needs_a_pile():
    """LD-T03 / LD-4: voluntary_collect skips LADDER-MUST-PLAY, not LADDER-MUST-PLAY-EMPTY."""
    table = position(2, top=None, voluntary_collect=True)
    assert table.refuse("A", "collect").rule_id == "LADDER-MUST-PLAY-EMPTY"


def test_LD_T03_with_cards_in_the_deck_the_flip_is_required():
    """LD-T03: deck > 0, collect {flip: null} → LADDER-FLIP-REQUIRED."""
    table = position(2, top="5H", deck=4)
    error = table.refuse("A", "collect", flip=None)
    assert error.rule_id == "LADDER-FLIP-REQUIRED"
    assert table.message(error) == "Turn over the next deck card and enter it."
    table.collect("A", "2D")
    assert table.top == (2, 1) and table.state.deck_count == 3


def test_the_flip_must_be_a_card_nobody_has_seen():
    """§0.5: a flipped card is hidden; the pile's own cards are being picked up, not flipped."""
    table = position(2, top="5H", deck=4, known={"B": "6C"})
    error = table.refuse("A", "collect", flip="6C")
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.refuse("A", "collect", flip="5H").rule_id == "CORE-CARD-SEEN"


def test_LD_T04_emptying_the_hand_wins_and_ends_the_game():
    """LD-T04: A holds exactly {5C, 5D}, top (3,1): play [5C, 5D] → A wins, game_over; any
    further event → CORE-GAME-OVER."""
    table = position(2, top="3H", known={"A": "5C 5D"}, counts={"A": 2})
    table.put("A", "5C 5D")
    state = table.state
    assert state.phase == "game_over" and state.winner == 0 and LADDER.to_move(state) == frozenset()
    outcome = LADDER.outcome(state)
    assert outcome.winners == (0,) and outcome.termination == "hand_emptied"
    assert outcome.totals == (1, 0) and outcome.extras == {"cards_left": [0, 7]}
    assert LADDER.scores(state)["totals"] == [1, 0]
    for who, type_, payload in (("B", "play", {"cards": ["6H"]}), ("B", "collect", {"flip": "1C"})):
        assert table.refuse(who, type_, **payload).rule_id == "CORE-GAME-OVER"


def test_LD_T04_holding_a_lower_card_the_player_must_pick_up():
    """LD-T04: A held {2C} on top (3,1): A cannot win this turn and must collect."""
    table = position(2, top="3H", known={"A": "2C"}, counts={"A": 1}, deck=2)
    assert table.refuse("A", "play", cards=["2C"]).rule_id == "LADDER-RANK-NOT-HIGHER"
    table.collect("A", "6U")
    assert table.counts[0] == 2 and table.state.phase == "turns"


@pytest.mark.parametrize("cards, rule_id", [
    (["4H", "5D"], "LADDER-SAME-RANK"), ([], "LADDER-EMPTY-PLAY"), (["3X"], "CORE-BAD-CARD"),
    (["6U", "6U"], "CORE-DUPLICATE-CARD")])
def test_LD_T05_malformed_plays(cards, rule_id):
    """LD-T05: same rank, at least one card, real cards, no card twice."""
    table = position(2, top="1H")
    assert table.refuse("A", "play", cards=cards).rule_id == rule_id


def test_LD_T05_more_cards_than_in_hand():
    """LD-T05: a player with hand count 2 plays three 6s → LADDER-HAND-COUNT."""
    table = position(2, top="1H", counts={"A": 2})
    error = table.refuse("A", "play", cards=["6U", "6P", "6H"])
    assert error.rule_id == "LADDER-HAND-COUNT" and table.message(error) == "You only have 2 cards."


def test_LD_T05_messages_of_malformed_plays():
    table = position(2, top="1H")
    assert table.message(table.refuse("A", "play", cards=[])) == \
        "Play at least one card, or pick up the pile."
    assert table.message(table.refuse("A", "play", cards=["4H", "5D"])) == \
        "Cards played together must all be the same rank."
    assert table.message(table.refuse("A", "play", cards=["6U", "6U"])) == "You entered 6U twice."


def test_the_checks_of_a_play_come_in_the_spec_order():
    """§4.4 check order: LADDER-EMPTY-PLAY → LADDER-SAME-RANK → LADDER-HAND-COUNT → ledger →
    LADDER-TOO-FEW-CARDS → LADDER-RANK-NOT-HIGHER; each play below also breaks every later check."""
    table = position(2, top="4C 4D", counts={"A": 2})
    for cards, rule_id in ((["5U", "6U", "6P"], "LADDER-SAME-RANK"),
                           (["4C", "4D", "4H"], "LADDER-HAND-COUNT"),
                           (["4C"], "CORE-CARD-SEEN"),
                           (["3U"], "LADDER-TOO-FEW-CARDS"),
                           (["3U", "3P"], "LADDER-RANK-NOT-HIGHER")):
        assert table.refuse("A", "play", cards=cards).rule_id == rule_id, cards
    table.put("A", "5U 5P")
    assert table.state.winner == 0


def test_the_published_check_order_of_a_play_is_the_one_followed():
    """The catalogue lists a play's checks in the order of the test above; a play of mixed ranks
    that also names a card on the pile hears the earlier-listed LADDER-SAME-RANK."""
    order = LADDER.info.moves["play"].checks
    spec_order = ["LADDER-EMPTY-PLAY", "LADDER-SAME-RANK", "LADDER-HAND-COUNT", "CORE-CARD-SEEN",
                  "LADDER-TOO-FEW-CARDS", "LADDER-RANK-NOT-HIGHER"]
    assert sorted(spec_order, key=order.index) == spec_order
    table = position(2, top="4C 4D")
    assert table.refuse("A", "play", cards=["4C", "5U"]).rule_id == "LADDER-SAME-RANK"


def test_cards_on_the_pile_cannot_be_played_again():
    table = position(2, top="4C 4D")
    error = table.refuse("A", "play", cards=["4C", "4D", "4H"])
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == "4C is already known to be on the centre pile; please check your entry."


def test_trust_mode_counts_the_dealt_cards_still_unseen():
    """A hand of 2 known cards and 1 dealt card cannot hold two never-seen cards."""
    table = position(2, top="1H", known={"A": "2C 3D"}, counts={"A": 3})
    error = table.refuse("A", "play", cards=["5U", "5P"])
    assert error.rule_id == "LADDER-DEALT-CARDS-LEFT"
    assert table.message(error) == ("Only 1 of your dealt cards are still unseen; the rest of your "
                                    "hand (2C, 3D) was picked up from the pile.")
    table.put("A", "5U")
    assert table.state.original_left[0] == 0


def test_a_known_card_played_leaves_the_known_hand_and_a_dealt_one_is_revealed():
    table = position(2, top="1H", known={"A": "2C 3D"}, counts={"A": 5})
    table.put("A", "2C")
    assert table.known("A") == {"3D"} and table.state.original_left[0] == 3
    assert table.state.revealed == ()


def test_options_default_to_the_spec():
    """§4.1 / §7.1: set_rule same_or_larger, voluntary_collect false, info_mode trust."""
    options, _state = referee.new_game(LADDER, 2, {})
    assert options == {"set_rule": "same_or_larger", "voluntary_collect": False,
                       "info_mode": "trust", "first_dealer": 0, "entry_mode": "scribe"}


def test_a_bad_option_or_player_count_is_refused():
    with pytest.raises(ValidationError):
        referee.new_game(LADDER, 2, {"set_rule": "anything"})
    with pytest.raises(RuleViolation) as caught:
        referee.new_game(LADDER, 5, {})
    assert caught.value.rule_id == "CORE-PLAYER-COUNT"
    with pytest.raises(ValidationError) as caught:  # a field error: 422 at POST /matches
        referee.new_game(LADDER, 2, {"first_dealer": 3})
    assert caught.value.messages == {"first_dealer": ["A seat of this table: 0 to 1."]}


def test_every_ladder_rule_has_an_italian_message():
    for rule_id, text in LADDER.info.rules.items():
        assert text.en and text.it and text.en != text.it, rule_id
    assert LADDER.info.rules["LADDER-MUST-PLAY"].it == \
        "Puoi ancora giocare {cards}: se puoi battere il mucchio, devi farlo."


def test_snapshots_round_trip_through_json():
    state = t01_before(21).state
    assert LADDER.load(json.loads(json.dumps(LADDER.dump(state)))) == state
