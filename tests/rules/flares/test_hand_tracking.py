"""Hand-tracking mode: private hands, rules enforced at the move, and secrecy (docs/games/README.md §0.4,
§3.3, §3.4; golden test FL-T10)."""
from __future__ import annotations

import json

import pytest

from rules.base import Entrant, Move
from rules.errors import Malformed, NotAuthorized
from rules.games.flares import FLARES

from .table import T09_HANDS, Table, seat


def tracked(players: int = 2, **options) -> Table:
    return Table.new(players, info_mode="hand_tracking", **options)


def t09_round_played() -> Table:
    """FL-T09's round played legally in hand-tracking mode, point cards revealed."""
    table = tracked()
    table.hands(**T09_HANDS)
    table.trick("deck 3H", "B 1H", "A 2H")
    table.trick("deck 4P", "B 3P", "A 4D")
    table.trick("deck 2C", "B 5D", "A 6C")
    table.points("1C", "3C", "5C")
    return table


def t10() -> Table:
    """FL-T09's deal in hand-tracking mode, hands in, the deck's 3H flipped."""
    table = tracked()
    table.hands(**T09_HANDS)
    table.flip("3H")
    return table


# -- FL-T10 ----------------------------------------------------------------------------------------

def test_FL_T10_holding_the_lead_suit_you_must_follow_it():
    table = t10()
    error = table.refuse("B", "play", card="5D")
    assert error.rule_id == "FLARES-FOLLOW-SUIT"
    assert table.message(error) == "You must follow Hearts — you still hold 1H."
    assert table.message(error, "it") == "Devi rispondere a Cuori: hai ancora 1H."
    assert error.details() == {"suit": "Hearts", "cards": ["1H"], "lead_suit": "H"}


@pytest.mark.parametrize("by", ["A", Entrant(host=True)], ids=["another-seat", "host"])
def test_FL_T10_another_phone_cannot_play_a_tracked_card_held_or_not(by):
    """A tracked hand's card is played from its own phone only: the host and a scribe get one
    refusal whatever B holds (1H held and following, 5D held but off-suit, 2C not held), so trying
    each card cannot read B's hand."""
    refusals = [t10().refuse("B", "play", card=card, by=by) for card in ("1H", "5D", "2C")]
    assert {(error.rule_id, json.dumps(error.details())) for error in refusals} == \
        {("CORE-HAND-OWN-PHONE", '{"player": 1}')}
    assert all(isinstance(error, NotAuthorized) for error in refusals)
    assert t10().message(refusals[0]) == "B plays their tracked cards from their own phone; no other phone can."


def test_FL_T10_following_suit_is_accepted():
    table = t10()
    state = table.card("B", "1H")
    assert state.trick.cards[-1].card == "1H"
    assert state.void_claims == ()


def test_FL_T10_a_card_never_entered_is_not_in_hand_at_any_time():
    table = t10()
    # B's turn in each trick of FL-T09's deal, B following suit; 2C is the deck's third card.
    for before_b in ((), ("B 1H", "A 2H", "deck 4P"), ("B 3P", "A 4D", "deck 2C")):
        table.trick(*before_b)
        error = table.refuse("B", "play", card="2C")
        assert error.rule_id == "CORE-NOT-IN-HAND"
        assert table.message(error) == "2C is not in your hand (as you entered it)."
        assert table.message(error, "it") == "2C non è nella tua mano (come l'hai inserita)."
    assert table.state.trick.cards[0].card == "2C"


def test_FL_T10_follow_suit_lists_every_held_card_of_the_suit():
    table = tracked(3)
    table.hands(A="1U 2U 3U 4U", B="5H 6H 1P 2P", C="3P 4P 5P 6P")
    table.flip("1H")
    error = table.refuse("B", "play", card="1P")
    assert table.message(error) == "You must follow Hearts — you still hold 5H, 6H."


def test_with_no_card_of_the_lead_suit_any_card_may_be_played():
    table = t10()
    table.card("B", "1H")
    state = table.card("A", "2H")
    table.flip("4P")
    table.card("B", "3P")
    state = table.card("A", "4D")    # A holds no Planes
    assert [(c.seat, c.suit) for c in state.void_claims] == [(0, "P")]


def test_a_card_of_your_hand_played_earlier_is_seen_in_its_trick():
    table = t10()
    table.trick("B 1H", "A 2H", "deck 4P")
    error = table.refuse("B", "play", card="1H")
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == "1H is already known to be played in trick 1 by B; please check your entry."


def test_the_t09_deal_played_legally_in_hand_tracking_scores_like_trust_mode():
    table = t09_round_played()
    assert table.awards() == ["18", "0"]


# -- entering hands -------------------------------------------------------------------------------

def test_the_round_starts_only_when_every_hand_is_in():
    table = tracked(3)
    assert table.state.phase == "round_setup"
    assert FLARES.to_move(table.state) == {0, 1, 2}
    table.hand("B", "5H 6H 1P 2P")
    assert FLARES.to_move(table.state) == {0, 2}
    error = table.refuse("A", "deck_lead", card="1H")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == \
        "That move isn't possible right now: the players are entering their hands for round 1."
    assert table.message(error, "it") == ("Questa mossa non è possibile adesso: i giocatori stanno "
                                          "inserendo le loro mani per la smazzata 1.")
    assert table.refuse("B", "play", card="5H").rule_id == "CORE-WRONG-PHASE"
    assert table.refuse("A", "point_cards", cards=["1C", "2C", "3C"]).rule_id == "FLARES-POINT-TOO-EARLY"
    table.hand("C", "3P 4P 5P 6P")
    state = table.hand("A", "1U 2U 3U 4U")
    assert state.phase == "await_deck_lead" and FLARES.to_move(state) == {0}


@pytest.mark.parametrize("cards", ["2H 4D", "2H 4D 6C 1C", ""])
def test_a_hand_must_have_exactly_h_cards(cards):
    table = tracked()
    error = table.refuse("A", "private_hand", cards=cards.split())
    assert error.rule_id == "FLARES-HAND-SIZE"
    assert isinstance(error, Malformed)  # h never changes at this table: 422, not 409
    assert table.message(error) == "You should have exactly 3 cards."
    assert table.message(error, "it") == "Dovresti avere esattamente 3 carte."


def test_a_card_twice_in_one_hand_is_a_duplicate():
    table = tracked()
    error = table.refuse("A", "private_hand", cards=["2H", "4D", "2h"])
    assert error.rule_id == "CORE-DUPLICATE-CARD"
    assert table.message(error) == "You entered 2H twice."


def test_a_hand_card_is_a_real_card_of_the_deck():
    table = tracked()
    assert table.refuse("A", "private_hand", cards=["2H", "4D", "7Z"]).rule_id == "CORE-BAD-CARD"
    error = table.refuse("A", "private_hand", cards=["2H", "4D", "W"])
    assert error.rule_id == "CORE-CARD-NOT-USED"
    assert table.message(error) == "W is not used in this game."


def test_a_card_in_another_players_hand_is_a_neutral_conflict():
    table = tracked()
    table.hand("A", "2H 4D 6C")
    error = table.refuse("B", "private_hand", cards=["1H", "5D", "2H"])
    assert error.rule_id == "CORE-CARD-CONFLICT"
    message = table.message(error)
    assert message == "That card conflicts with another player's entry; please re-check what you typed."
    assert "A" not in message and "4D" not in message
    assert set(error.details()) == {"card"}  # only the card B typed, never whose it is


@pytest.mark.parametrize("by", ["A", "B", Entrant(host=True)], ids=["dealer", "holder", "host"])
def test_a_deck_card_an_entered_hand_lists_is_turned_up_and_only_that_hand_is_told(by):
    """The deck's card is on the table for all to see, so it is taken from any phone whatever
    the hands hold (a refusal would tell whoever tried it that some hand holds it). B's entry
    lists 5D too: B's own view says so, and nobody else's shows anything."""
    table = tracked()
    table.hands(**T09_HANDS)  # B: 1H 5D 3P
    table.play("A", "deck_lead", by=by, card="5D")
    assert FLARES.view(table.state, seat("B"))["my_hand_conflicts"] == [{"card": "5D", "where": "deck_lead:1"}]
    assert FLARES.view(table.state, seat("A"))["my_hand_conflicts"] == []
    assert FLARES.view(table.state, None)["my_hand_conflicts"] is None


def test_a_hand_card_the_deck_turned_up_cannot_be_played_and_the_rest_stays_playable():
    """B entered 5D, which the deck has led: B's phone may not play it (it says where 5D is),
    and B, whose entry holds no other Diamond, is not made to follow Diamonds with it."""
    table = tracked()
    table.hands(**T09_HANDS)
    table.flip("5D")
    assert FLARES.view(table.state, seat("B"))["my_hand"]["playable"] == ["1H", "3P"]
    error = table.refuse("B", "play", card="5D")
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == ("5D is already known to be the deck's card that led trick 1; "
                                    "please check your entry.")
    table.card("B", "3P")
    assert [play.card for play in table.state.trick.cards] == ["5D", "3P"]


def test_correcting_the_hand_clears_its_conflict_and_the_log_still_holds():
    """B corrects its entry to the card it really holds (6P for 5D): the log played again from
    the entry (as a correction does) takes every later move, and the conflict is gone."""
    table = tracked()
    table.hands(**T09_HANDS)
    table.flip("5D")
    table.card("B", "3P")
    state = table.correct(2, cards=["1H", "6P", "3P"])
    assert FLARES.view(state, seat("B"))["my_hand_conflicts"] == []
    assert FLARES.view(state, seat("B"))["my_hand"]["unplayed"] == ["1H", "6P"]
    table.card("A", "4D")
    assert table.state.tricks_done[0].winner == "DECK"  # the deck's 5D over A's 4D


def test_a_hand_is_entered_once_per_round():
    table = tracked()
    table.hand("A", "2H 4D 6C")
    error = table.refuse("A", "private_hand", cards=["1H", "5D", "3P"])
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == "That move isn't possible right now: your hand for round 1 is already in."


def test_hands_are_entered_again_for_every_round():
    table = t09_round_played()
    state = table.state
    assert (state.round, state.dealer, state.phase) == (2, seat("B"), "round_setup")
    assert state.hands == (None, None)
    table.hands(A="1H 5D 3P", B="2H 4D 6C")  # the same cards, dealt the other way round
    assert table.state.phase == "await_deck_lead"
    error = table.refuse("A", "play", card="1H")
    assert error.rule_id == "FLARES-DECK-LEADS"


def test_hands_are_not_entered_in_trust_mode():
    table = Table.new(2)
    error = table.refuse("A", "private_hand", cards=["2H", "4D", "6C"])
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == ("That move isn't possible right now: this game does not track "
                                    "hands (trust mode), so hands are never entered.")


def test_a_hand_comes_only_from_its_owners_phone_even_in_scribe_mode():
    table = tracked()
    for by in (Entrant(seat=1), Entrant(host=True)):
        error = table.refuse("A", "private_hand", by=by, cards=["2H", "4D", "6C"])
        assert error.rule_id == "CORE-NOT-AUTHORIZED"
        assert table.message(error) == "Only A can enter that from their own phone."


def test_a_tracked_players_card_is_played_from_their_own_phone_even_in_scribe_mode():
    table = t10()
    assert table.refuse("B", "play", by=Entrant(seat=0), card="1H").rule_id == "CORE-HAND-OWN-PHONE"
    state = table.play("B", "play", by=Entrant(seat=1), card="1H")
    assert state.trick.cards[-1].card == "1H"
    # The deck's card is no one's hand: the dealer's is still entered from any phone.
    table.play("A", "play", card="2H")
    assert table.play("A", "deck_lead", by=Entrant(host=True), card="4P").trick.cards[0].card == "4P"


# -- secrecy -------------------------------------------------------------------------------------

def hand_move(table: Table, who: str) -> Move:
    return next(move for move, _ in table.log if move.type == "private_hand" and move.seat == seat(who))


def test_a_hand_is_in_its_owners_view_only():
    table = t10()
    mine = FLARES.view(table.state, seat("B"))["my_hand"]
    assert mine == {"cards": ["1H", "5D", "3P"], "unplayed": ["1H", "5D", "3P"], "played": [],
                    "playable": ["1H"]}
    for viewer in (None, seat("A")):
        view = json.dumps(FLARES.view(table.state, viewer))
        assert "5D" not in view and "3P" not in view and "1H" not in view
    assert FLARES.view(table.state, seat("A"))["my_hand"]["playable"] == []  # not A's turn


def test_the_log_shows_a_hand_to_others_only_as_its_cards_are_played():
    table = t10()
    move = hand_move(table, "B")
    assert FLARES.redact(table.state, move, seat("B")) == {"cards": ["1H", "5D", "3P"]}
    assert FLARES.redact(table.state, move, seat("A")) is None
    assert FLARES.redact(table.state, move, None) is None
    table.card("B", "1H")
    assert FLARES.redact(table.state, move, seat("A")) == {"cards": ["1H"], "unplayed": 2}
    table.trick("A 2H", "deck 4P", "B 3P", "A 4D", "deck 2C")
    assert FLARES.redact(table.state, move, None) == {"cards": ["1H", "3P"], "unplayed": 1}
    table.trick("B 5D", "A 6C")
    # Every card of it is public now: the entry reads in full, before and after the round is scored.
    assert FLARES.redact(table.state, move, None) == {"cards": ["1H", "5D", "3P"]}
    table.points("1C", "3C", "5C")
    assert FLARES.redact(table.state, move, None) == {"cards": ["1H", "5D", "3P"]}


def test_an_earlier_rounds_hand_stays_readable_while_the_new_hands_are_sealed():
    table = t09_round_played()
    table.hand("A", "1U 2U 3U")
    old, new = (move for move, _ in table.log if move.type == "private_hand" and move.seat == 0)
    assert FLARES.redact(table.state, old, seat("B")) == {"cards": ["2H", "4D", "6C"]}
    assert FLARES.redact(table.state, new, seat("B")) is None
    assert "1U" not in json.dumps(FLARES.view(table.state, seat("B")))


def test_a_hand_move_without_a_log_seq_stays_sealed():
    table = t10()
    assert FLARES.redact(table.state, Move("private_hand", 1, {"cards": ["1H", "5D", "3P"]}), 0) is None
