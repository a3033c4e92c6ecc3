"""Half-Zero card validation and the turn's other rules (docs/games/half-zero.md §2.4, §2.5; golden test
HZ-T09): suits, base cards, replays, hands, reveals, tiebreaks, point cards, phases and phones."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.base import Entrant, Move
from rules.errors import Malformed, RuleViolation
from rules.games.half_zero import HALF_ZERO

from .table import Table

# -- HZ-T09 ---------------------------------------------------------------------------------------

def test_hz_t09_a_card_of_another_players_suit_is_the_wrong_suit():
    """HZ-T09: A (Units) enters 3H → HALFZERO-WRONG-SUIT."""
    table = Table.new("UH")
    error = table.refuse_reveal(A="3H", B="4H")
    assert error.rule_id == "HALFZERO-WRONG-SUIT"
    assert table.message(error) == "You can only play your own suit (Units)."
    assert table.message(error, "it") == "Puoi giocare solo il tuo seme (Unità)."


def test_hz_t09_the_base_card_stays_in_front_of_you():
    """HZ-T09: 5U (A's base) → HALFZERO-BASE-CARD."""
    table = Table.new("UH")
    error = table.refuse_reveal(A="5U", B="4H")
    assert error.rule_id == "HALFZERO-BASE-CARD"
    assert table.message(error) == "5U is your base card — it stays in front of you."


def test_hz_t09_a_card_played_this_round_cannot_be_played_again():
    """HZ-T09: 6U in turn 2 after 6U in turn 1 → HALFZERO-ALREADY-PLAYED."""
    table = Table.new("UH")
    table.reveal(A="6U", B="4H")
    table.point("A", "3C")
    error = table.refuse_reveal(A="6U", B="6H")
    assert error.rule_id == "HALFZERO-ALREADY-PLAYED"
    assert table.message(error) == "You already played 6U this round."


def test_hz_t09_no_card_in_turn_1_must_play_a_card():
    """HZ-T09: NONE in turn 1 → HALFZERO-MUST-PLAY-CARD."""
    table = Table.new("UH")
    error = table.refuse_reveal(A="NONE", B="4H")
    assert error.rule_id == "HALFZERO-MUST-PLAY-CARD"
    assert table.message(error) == "You still have 5 card(s) — play one (or opt out if you are allowed)."


def hearts_at_base_4() -> Table:
    """A Hearts player (B) with base 4 in hand-tracking mode."""
    return Table.at((5, 4), "UH", info_mode="hand_tracking")


def test_hz_t09_a_hand_of_four_non_base_hearts_is_accepted():
    """HZ-T09: hz.private_hand {1H,2H,3H,6H} by Hearts at base 4 → accepted."""
    table = hearts_at_base_4()
    table.hand("B", "1H", "2H", "3H", "6H")
    assert table.view("B")["you"]["hand"] == ["1H", "2H", "3H", "6H"]
    assert table.state.phase == "round_setup" and table.view()["hands_missing"] == []


@pytest.mark.parametrize("cards", [
    ["1H", "2H", "4H", "6H"],          # HZ-T09: contains the base rank 4
    ["1H", "2H", "3H"],                # too few
    ["1H", "2H", "3H", "5H", "6H"],    # too many
    ["1H", "2H", "3H", "3H"],          # not distinct
    ["1H", "2H", "3H", "6U"],          # another suit
    ["1H", "2H", "3H", "W"],           # a hierarchy card is no hand card
])
def test_hz_t09_a_hand_must_be_base_many_distinct_cards_of_your_suit_without_the_base(cards):
    """HZ-T09: {1H,2H,4H,6H} → HALFZERO-HAND-SIZE (and every other wrong hand likewise)."""
    table = hearts_at_base_4()
    error = table.refuse("B", "private_hand", cards=cards)
    assert error.rule_id == "HALFZERO-HAND-SIZE"
    assert table.message(error) == "Your hand this round is exactly 4 cards of Hearts, without your base 4."


# -- hands in hand-tracking mode ------------------------------------------------------------------

def test_turns_wait_for_every_hand_in_hand_tracking_mode():
    table = hearts_at_base_4()
    assert HALF_ZERO.to_move(table.state) == frozenset({1})
    error = table.refuse("A", "select", choice="6U")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == ("That move isn't possible right now: the round starts once these "
                                    "players have entered their hands: B.")


@pytest.mark.parametrize("setup, who, text", [
    ("trust", "B", "hands are entered only in hand-tracking mode"),
    ("base_5", "A", "with base 5 your hand is every card of your suit but the 5"),
    ("again", "B", "you have already entered your hand this round"),
    ("started", "B", "hands are entered before the first turn of the round"),
])
def test_a_hand_is_entered_once_before_the_first_turn_and_only_when_tracked(setup, who, text):
    table = Table.at((5, 4), "UH", info_mode="trust" if setup == "trust" else "hand_tracking")
    if setup in ("again", "started"):
        table.hand("B", "1H", "2H", "3H", "6H")
    if setup == "started":
        table.select("A", "6U")
        table.select("B", "6H")
    error = table.refuse(who, "private_hand", cards=["1H", "2H", "3H", "5H"])
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == f"That move isn't possible right now: {text}."


def test_hand_tracking_of_a_base_five_player_knows_the_whole_hand():
    """§2.1: with base 5 the hand is every card of the suit but the 5, without any entry."""
    table = Table.new("UH", info_mode="hand_tracking")
    assert HALF_ZERO.to_move(table.state) == frozenset({0, 1})
    assert table.view("A")["you"]["hand"] == ["1U", "2U", "3U", "4U", "6U"]


# -- cards that are not in the game ---------------------------------------------------------------

@pytest.mark.parametrize("text, rule", [("7U", "CORE-BAD-CARD"), ("banana", "CORE-BAD-CARD"),
                                        ("3P", "CORE-CARD-NOT-USED")])
def test_a_card_outside_the_deck_or_of_a_suit_nobody_owns_is_refused_by_the_core_rules(text, rule):
    """§0.5: CORE-BAD-CARD for a non-card; CORE-CARD-NOT-USED for a suit nobody owns (Planes here)."""
    table = Table.new("UH")
    assert table.refuse_reveal(A=text, B="4H").rule_id == rule


def test_a_point_suit_card_played_from_hand_is_the_wrong_suit():
    table = Table.new("UH")
    assert table.refuse_reveal(A="3C", B="4H").rule_id == "HALFZERO-WRONG-SUIT"


def test_cards_are_read_case_insensitively():
    table = Table.new("UH")
    table.reveal(A="6u", B=" 4h ")
    assert table.view()["turn"]["reveals"] == [[6, 4]]
    assert table.view("A")["you"]["possible"] == ["1U", "2U", "3U", "4U"]


# -- reveals and tiebreaks ------------------------------------------------------------------------

def test_a_reveal_must_name_every_player_still_in_the_turn():
    table = Table.new("UHD")
    error = table.refuse_reveal(A="6U", C="2D")
    assert error.rule_id == "HALFZERO-REVEAL-INCOMPLETE"
    assert table.message(error) == 'Enter a card, hierarchy card or "no card" for: B.'


def test_a_reveal_may_leave_out_a_player_whose_only_choice_is_the_invisible_zero():
    """HZ-1: a player with no cards left and no hierarchy card can only play 0; the engine fills it."""
    table = Table.at((5, 1), "UH", wild_opt_out_cards=False)
    table.reveal(A="1U", B="6H")
    table.point("B", "1C")
    table.reveal(A="2U")
    assert table.view()["turn"]["reveals"] == [[2, 0]]


def test_a_player_out_of_cards_who_still_holds_a_w_must_be_named():
    """The player could still opt out secretly with a W, so the choice is not derivable."""
    table = Table.at((5, 1), "UH")
    table.reveal(A="1U", B="6H")
    table.point("B", "1C")
    error = table.refuse_reveal(A="2U")
    assert error.rule_id == "HALFZERO-REVEAL-INCOMPLETE"
    assert table.message(error) == 'Enter a card, hierarchy card or "no card" for: B.'


def test_reveal_declarations_count_as_opt_outs_and_are_merged_with_recorded_ones():
    """§2.4: declared_optouts in the reveal holds every announced opt-out; the engine merges them."""
    table = Table.at((5, 3, 3), "UHD")
    table.opt_out("B")
    table.reveal(declared=("B", "C"), A="6U")
    view = table.view()
    assert view["turn"]["declared_optouts"] == [1, 2] and view["optouts_used"] == [0, 1, 1]
    assert view["turn"]["participants"] == [0] and view["turn"]["winner"] == 0


def test_a_declaration_in_the_reveal_is_checked_like_an_opt_out():
    table = Table.at((5, 3, 3), "UHD")
    error = table.refuse_reveal(declared=("A",), B="6H", C="6D")
    assert error.rule_id == "HALFZERO-OPTOUT-NOT-ALLOWED"


@pytest.mark.parametrize("plays", [["6U"], ["6U", "4H", None]])
def test_half_zero_plays_not_one_per_seat_are_malformed_saying_what_to_send(plays):
    table = Table.new("UH")
    error = table.refuse("A", "reveal", declared_optouts=[], plays=plays)
    assert isinstance(error, Malformed) and error.rule_id == "CORE-BAD-PAYLOAD"
    assert table.message(error) == (
        "Something is missing or malformed in this move: plays (a list of 2 entries, one per seat "
        "in seat order, null for a seat without a play).")


@pytest.mark.parametrize("plays", [{"0": "6U", "7": "4H"}, {"0": "6U", "one": "4H"}])
def test_half_zero_a_logged_reveal_keyed_by_something_other_than_a_seat_is_malformed(plays):
    """Logs from before plays were lists hold objects keyed by seat strings; a correction that
    replays one still checks it."""
    table = Table.new("UH")
    with pytest.raises(Malformed) as caught:
        HALF_ZERO.check(table.state, Move("reveal", 0, {"declared_optouts": [], "plays": plays}), 0)
    assert caught.value.rule_id == "CORE-BAD-PAYLOAD"


def test_half_zero_a_logged_reveal_keyed_by_seat_strings_still_replays():
    """A match logged before plays were lists folds, undoes and corrects as it did."""
    table = Table.new("UH")
    old = Move("reveal", 0, {"declared_optouts": [], "plays": {"0": "6U", "1": "4H"}}, seq=1)
    HALF_ZERO.check(table.state, old, 0)
    folded = referee.fold(HALF_ZERO, 2, table.options, [(old, 1000)])
    table.reveal(A="6U", B="4H")
    assert HALF_ZERO.dump(folded) == HALF_ZERO.dump(table.state)


def test_only_the_tied_players_break_the_tie():
    table = Table.new("UHD")
    table.reveal(A="6U", B="6H", C="2D")
    error = table.refuse_tiebreak(A="1U", B="4H", C="3D")
    assert error.rule_id == "HALFZERO-NOT-TIED"
    assert table.message(error) == "Only A, B are breaking this tie."
    assert table.refuse_tiebreak(A="1U").rule_id == "HALFZERO-NOT-TIED"


def test_opted_out_player_takes_no_part_in_the_tiebreak():
    """HZ-7: C opted out; the A/B tie is broken by A and B only."""
    table = Table.at((5, 5, 4), "UHD")
    table.opt_out("C")
    table.reveal(declared=("C",), A="6U", B="6H")
    assert table.refuse_tiebreak(A="1U", B="2H", C="6D").rule_id == "HALFZERO-NOT-TIED"
    table.tiebreak(A="1U", B="2H")
    assert table.view()["turn"]["winner"] == 1


def test_a_tiebreak_is_not_possible_without_a_tie():
    table = Table.new("UH")
    error = table.refuse_tiebreak(A="1U", B="2H")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == "That move isn't possible right now: there is no tie to break."


def test_a_tied_player_out_of_cards_plays_zero_in_the_tiebreak_without_an_entry():
    """HZ-1: in a tiebreak a player with no cards left counts 0 — here B, so A wins with any card."""
    table = Table.at((5, 1), "UH")
    table.reveal(A="6U", B="6H")
    table.tiebreak(A="1U")
    assert table.view()["turn"]["reveals"][1] == [1, 0]
    assert table.view()["turn"]["winner"] == 0


def test_the_reveal_is_entered_before_the_tiebreak_not_during_it():
    table = Table.new("UH")
    table.reveal(A="6U", B="6H")
    error = table.refuse_reveal(A="4U", B="4H")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == "That move isn't possible right now: the tie between A, B is being broken."


def test_an_opt_out_after_the_physical_reveal_is_too_late():
    table = Table.at((5, 5, 4), "UHD")
    table.reveal(A="6U", B="6H", C="1D")
    assert table.refuse("C", "opt_out").rule_id == "HALFZERO-OPTOUT-TOO-LATE"


def test_a_player_cannot_opt_out_twice_of_one_turn():
    table = Table.at((5, 3), "UH")
    table.opt_out("B")
    error = table.refuse("B", "opt_out")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == "That move isn't possible right now: you opted out of this turn."


# -- point cards ----------------------------------------------------------------------------------

def test_only_the_turn_winner_reveals_the_point_card():
    table = Table.new("UH")
    table.reveal(A="6U", B="4H")
    error = table.refuse("B", "point_card", card="3C")
    assert error.rule_id == "HALFZERO-NOT-TURN-WINNER"
    assert table.message(error) == "A won this turn and reveals the point card."
    assert table.message(error, "it") == "A ha vinto questo turno e scopre la carta punti."


def test_a_scribe_may_enter_the_point_card_for_the_winner():
    table = Table.new("UH")
    table.reveal(A="6U", B="4H")
    table.play("A", "point_card", by="B", card="3C")
    assert table.view()["point_won"] == [[3], []]


@pytest.mark.parametrize("card, rule", [("W", "HALFZERO-POINT-WRONG-SUIT"), ("9C", "CORE-BAD-CARD")])
def test_a_point_card_must_be_a_card_of_the_point_suit(card, rule):
    table = Table.new("UH")
    table.reveal(A="6U", B="4H")
    assert table.refuse("A", "point_card", card=card).rule_id == rule


def test_no_point_card_before_a_turn_is_won():
    table = Table.new("UH")
    error = table.refuse("A", "point_card", card="3C")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == "That move isn't possible right now: nobody is revealing a point card now."


def test_nothing_but_the_point_card_while_the_winner_reveals_it():
    table = Table.new("UH")
    table.reveal(A="6U", B="4H")
    error = table.refuse_reveal(A="4U", B="3H")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == ("That move isn't possible right now: A won the turn and reveals "
                                    "the point card.")


# -- entry modes and payload shapes ---------------------------------------------------------------

def test_self_entry_mode_lets_any_phone_enter_the_reveal_as_itself():
    table = Table.new("UH", entry_mode="self")
    table.reveal(by="B", A="6U", B="4H")
    with pytest.raises(RuleViolation) as caught:
        referee.check(HALF_ZERO, table.state, table.move("A", "point_card", card="3C"), Entrant(seat=1), 0)
    assert caught.value.rule_id == "CORE-NOT-AUTHORIZED"
    table.point("A", "3C")


def test_scribe_mode_lets_any_phone_enter_an_opt_out_for_another_player():
    table = Table.at((5, 4), "UH")
    table.play("B", "opt_out", by="A")
    assert table.view()["turn"]["declared_optouts"] == [1]


@pytest.mark.parametrize("move_type, payload", [
    ("reveal", {"declared_optouts": []}),                 # plays missing
    ("reveal", {"plays": [6, None]}),                     # not a string
    ("reveal", {"plays": {"0": "6U"}}),                   # an object keyed by seat: a list now
    ("reveal", {"plays": [], "declared_optouts": ["B"]}),
    ("select", {}), ("point_card", {"card": 3}), ("private_hand", {"cards": "1H"}),
    ("opt_out", {"now": True}), ("audit", {"left_in_hand": []}),
])
def test_half_zero_payload_shape_is_a_field_error(move_type, payload):
    with pytest.raises(ValidationError) as caught:
        referee.parse(HALF_ZERO, move_type, 0, payload)
    assert "payload" in caught.value.messages


def test_half_zero_a_declared_opt_out_for_a_seat_that_does_not_exist_is_malformed_naming_the_seats():
    table = Table.new("UH")
    error = table.refuse("A", "reveal", declared_optouts=[5], plays=["6U", "4H"])
    assert isinstance(error, Malformed) and error.rule_id == "CORE-BAD-PAYLOAD"
    assert error.details() == {"field": "declared_optouts (seats of this table: 0 to 1)"}


def test_check_refuses_an_unknown_move_type_with_bad_payload():
    with pytest.raises(RuleViolation) as caught:
        HALF_ZERO.check(Table.new("UH").state, Move("shuffle", 0, {}), 0)
    assert caught.value.rule_id == "CORE-BAD-PAYLOAD"
