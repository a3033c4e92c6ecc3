"""2P6C: cards named by a deck definition or typed in (docs/games/2p6c.md §1.5, §4.1 step 3), the remaining
rule ids of §4.2 through the referee, and the house options that change what a move may do."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.base import Entrant
from rules.errors import RuleViolation
from rules.games.two_p6c import TWO_P6C
from rules.games.two_p6c.lookup import lookup
from rules.games.two_p6c.schemas import TwoP6COptions
from tests.rules.two_p6c.cards import CARDS
from tests.rules.two_p6c.table import Table, attributes

ANN, BEN = 0, 1
SETUP = ("k1", "k2", "k3", "k4", "k5", "k6")


def deck(extra: dict | None = None) -> dict:
    """A 54-card deck: the §7.1 fixtures by their ids, then filler cards."""
    cards = [{"code": card_id, **attributes(card)} for card_id, card in CARDS.items()]
    while len(cards) < 54:
        cards.append({"code": f"f{len(cards)}", "colour": "black", "polarity": "+",
                      "primary": "Z", "secondary": None, "substitution": "none", "tp": 1,
                      "rp": 1})
    return {"deck_id": "our-copy-v1", "name": "Our copy", "card_count": 54, "cards": cards,
            **(extra or {})}


def deck_table(players: int = 2) -> Table:
    table = Table(players, deck=deck())
    table.move("initial_row_set", ANN, cards=[{"code": code} for code in SETUP])
    return table


def play_code(table: Table, seat: int, code_spec: dict, col: int, row: int, text: str):
    return table.move("play", seat, cell={"col": col, "row": row}, card=code_spec,
                      form={"text": text})



def test_deck_cards_get_code_and_copy_ids():
    state = deck_table().state
    assert state.initial_ids == tuple(f"{code}#1" for code in SETUP)


def test_a_code_not_in_the_deck_is_card_unknown():
    table = deck_table()
    table.refused("2P6C-CARD-UNKNOWN", "play", ANN, cell={"col": 3, "row": 2},
            card={"code": "nope"}, form={"text": "AT"})


def test_a_code_without_a_loaded_deck_is_card_unknown():
    table = Table(2)
    table.setup(*SETUP)
    table.refused("2P6C-CARD-UNKNOWN", "play", ANN, cell={"col": 3, "row": 2},
            card={"code": "k7"}, form={"text": "AT"})


def test_every_copy_on_the_board_is_card_exhausted():
    table = deck_table()  # one deck for two players: k3 has one copy, already in row 1
    table.refused("2P6C-CARD-EXHAUSTED", "play", ANN, cell={"col": 3, "row": 2},
            card={"code": "k3"}, form={"text": "AA"})


def test_the_same_physical_copy_twice_is_card_duplicate():
    table = Table(3, deck=deck())  # two decks: two copies of each code
    table.move("initial_row_set", ANN, cards=[{"code": code} for code in SETUP])
    table.refused("2P6C-CARD-DUPLICATE", "play", ANN, cell={"col": 3, "row": 2},
            card={"code": "k3", "copy": 1}, form={"text": "AA"})
    state = play_code(table, ANN, {"code": "k3"}, 3, 2, "AA")  # the free copy
    assert state.stack_ids((3, 2)) == ("k3#2",)


def test_a_deck_play_and_an_ad_hoc_play_mix_in_one_match():
    table = deck_table()
    play_code(table, ANN, {"code": "k7"}, 3, 2, "AT")
    state = table.play(BEN, "k9", 1, 2, "SO")
    assert state.stack_ids((1, 2)) == ("c0001",) and state.form("chain:3").text == "AT"


def test_a_code_with_attributes_too_is_card_attr():
    table = deck_table()
    table.refused("2P6C-CARD-ATTR", "play", ANN, cell={"col": 3, "row": 2},
            card={"code": "k7", "colour": "black"}, form={"text": "AT"})


@pytest.mark.parametrize("change, field", [
    ({"card_count": 53}, "card_count"),
    ({"cards": deck()["cards"][:53]}, "cards"),
    ({"cards": [*deck()["cards"][:53], deck()["cards"][0]]}, "cards.53.code"),
    ({"cards": [{**deck()["cards"][0], "primary": "?"}, *deck()["cards"][1:]]}, "cards.0"),
])
def test_loading_a_deck_verifies_54_unique_valid_cards(change, field):
    with pytest.raises(ValidationError) as error:
        TwoP6COptions().load({"deck": deck(change)})
    assert field in str(error.value.messages)


def test_score_numbers_above_the_agreed_cap_are_card_attr():
    table = Table(2, max_score_number=20)
    table.setup(*SETUP)
    with pytest.raises(RuleViolation) as refusal:
        table.play(ANN, "k7", 3, 2, "AT", tp=21)
    assert refusal.value.rule_id == "2P6C-CARD-ATTR"


@pytest.mark.parametrize("cell, kind, rule", [
    ((7, 1), None, "2P6C-CELL-BOUNDS"), ((3, 4), None, "2P6C-CELL-BOUNDS"),
    ((3, 1), "chain", "2P6C-KIND-MISMATCH"), ((3, 2), "stack", "2P6C-KIND-MISMATCH"),
])
def test_placement_outside_the_board_or_of_the_wrong_kind(cell, kind, rule):
    table = Table(2)
    table.setup(*SETUP)
    with pytest.raises(RuleViolation) as refusal:
        table.play(ANN, "k7", *cell, "AT", kind=kind)
    assert refusal.value.rule_id == rule


def test_a_word_over_six_letters_is_word_maxlen_and_a_card_twice_is_one_letter():
    table = Table(2)
    table.setup(*SETUP)
    with pytest.raises(RuleViolation) as refusal:
        table.play(ANN, "k7", 3, 2, "ATTACKS", [("k3", "A"), ("k7", "T")])
    assert refusal.value.rule_id == "2P6C-WORD-MAXLEN"
    with pytest.raises(RuleViolation) as refusal:
        table.play(ANN, "k7", 3, 2, "AT", [("k3", "A"), ("k3", "T")])
    assert refusal.value.rule_id == "2P6C-WORD-ONE-LETTER"


def test_a_seat_that_does_not_exist_is_not_a_player():
    table = Table(2)
    table.setup(*SETUP)
    move = referee.parse(TWO_P6C, "recycle", 2, {})
    with pytest.raises(RuleViolation) as refusal:
        referee.play(TWO_P6C, table.state, move, Entrant(host=True), 1)
    assert refusal.value.rule_id == "2P6C-NOT-A-PLAYER"


def test_a_stack_play_may_redeclare_its_chain_when_the_group_allows_it():
    table = Table(2, stack_may_redeclare_chain=True)
    table.setup(*SETUP)
    table.play(ANN, "k7", 3, 2, "AT", [("k3", "A"), ("k7", "T")])
    state = table.move("play", BEN, cell={"col": 3, "row": 2},
                       card=attributes(CARDS["k15"]), form={"text": "TO"},
                       chain_form={"text": "AH", "uses": [
                           {"card": table.ids["k3"], "letter": "A"},
                           {"card": "NEW", "letter": "H"}]})
    assert state.form("chain:3").text == "AH" and state.form("stack:3:2").text == "TO"
    assert state.form("chain:3").declared_seq == 2


def test_a_redeclared_chain_without_the_option_is_refused():
    table = Table(2)
    table.setup(*SETUP)
    table.play(ANN, "k7", 3, 2, "AT", [("k3", "A"), ("k7", "T")])
    table.refused("CORE-BAD-PAYLOAD", "play", BEN, cell={"col": 3, "row": 2},
            card=attributes(CARDS["k15"]), form={"text": "TO"}, chain_form={"text": "AT"})


def test_eq_choice_lets_the_credited_player_score_an_equal_word_by_tp():
    table = Table(2, eq_word_score="choice")
    table.setup(*SETUP)
    table.play(ANN, "k7", 3, 2, "AT", [("k3", "A"), ("k7", "T")])
    table.play(BEN, "k9", 1, 2, "SO", [("k1", "S"), ("k9", "O")])  # =word: TP 3, RP 3
    table.play(ANN, "k13", 5, 1, "HE", [("k5", "E"), ("k13", "H")])  # =word: TP 4, RP 2
    table.move("end_proposed", BEN)
    table.move("end_vote", ANN, verdict="accept")
    table.move("no_challenge", BEN)
    assert table.state.phase == "scoring"
    assert table.words()["stack:5:1"]["score"] == 4  # not picked yet: the higher
    table.refused("2P6C-EQ-CHOICE", "eq_choice", BEN, slot="stack:5:1", pick="rp")
    table.refused("2P6C-EQ-CHOICE", "eq_choice", ANN, slot="chain:3", pick="rp")  # a −word
    table.move("eq_choice", ANN, slot="stack:5:1", pick="rp")
    assert table.words()["stack:5:1"]["score"] == 2


def test_eq_choice_without_the_option_is_refused():
    table = Table(2)
    table.setup(*SETUP)
    table.play(ANN, "k13", 5, 1, "HE", [("k5", "E"), ("k13", "H")])
    table.move("end_proposed", BEN)
    table.move("end_vote", ANN, verdict="accept")
    table.move("no_challenge", BEN)
    table.refused("2P6C-EQ-CHOICE", "eq_choice", ANN, slot="stack:5:1", pick="tp")


def test_options_changed_in_the_lobby_restart_the_agreement():
    _options, state = referee.new_game(TWO_P6C, 2, {})
    move = referee.parse(TWO_P6C, "options_agreed", ANN, {})
    state = referee.play(TWO_P6C, state, move, Entrant(seat=ANN), 1)
    change = referee.parse(TWO_P6C, "options_changed", BEN, {"options": {"jury_rule": "majority"}})
    state = referee.play(TWO_P6C, state, change, Entrant(seat=BEN), 2)
    assert state.options["jury_rule"] == "majority" and state.agreed == (False, False)
    bad = referee.parse(TWO_P6C, "options_changed", BEN, {"options": {"jury_rule": "loudest"}})
    with pytest.raises(RuleViolation) as refusal:
        referee.play(TWO_P6C, state, bad, Entrant(seat=BEN), 3)
    assert refusal.value.rule_id == "CORE-BAD-PAYLOAD"


# --- word-list lookups (§4.5, A24) ----------------------------------------------------------------

def test_no_word_list_lookup_while_the_game_is_played():
    table = Table(2, word_source="list:en-v1")
    table.setup(*SETUP)
    with pytest.raises(RuleViolation) as refusal:
        lookup(table.state, ANN, "TRADES")
    assert refusal.value.rule_id == "2P6C-LOOKUP-DURING-DECISION"


def test_lookups_are_open_once_the_game_is_over():
    table = Table(2, word_source="list:en-v1", extra_denied=["TEA"])
    table.setup(*SETUP)
    table.move("end_proposed", ANN)
    table.move("end_vote", BEN, verdict="accept")
    assert table.state.phase == "scoring"
    assert lookup(table.state, BEN, "trades") == {
        "text": "TRADES", "source": "list:en-v1", "agreed": True, "allowed": True}
    assert lookup(table.state, BEN, "tea")["allowed"] is False


def test_the_challenger_may_look_up_the_challenged_word_when_the_group_allows_it():
    table = Table(3, allow_challenger_lookup=True)
    table.setup(*SETUP)
    table.play(ANN, "k7", 3, 2, "AT", [("k3", "A"), ("k7", "T")])
    table.move("challenge_filed", 2, target_seq=1)
    answer = lookup(table.state, 2, "AT")
    assert answer["agreed"] is False and answer["source"] == "list:en-v1"  # advice only
    with pytest.raises(RuleViolation):
        lookup(table.state, BEN, "AT")  # a juror may not
