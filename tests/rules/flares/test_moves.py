"""Flares setup, options, payload shapes, turns and phases, every remaining rule id, and the shapes
of the view and the score sheet (docs/games/README.md §0.2-0.6, §3.1-3.5)."""
from __future__ import annotations

import json

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.base import Entrant, Move
from rules.errors import Malformed, RuleViolation
from rules.games.flares import FLARES, INFO
from rules.games.flares.messages import FLARES_RULES
from rules.games.flares.schemas import FlaresOptions, FlaresScoreSheet
from tests.shapes import assert_fits

from .table import T01, Table, seat, t01_before

DEFAULTS = {"target": 100, "split_rounding": "exact", "deck_counts_for_most": False,
            "deck_sweep_doubles": False, "target_tie": "play_on", "revoke_penalty": "flag_only",
            "info_mode": "trust", "first_dealer": 0, "entry_mode": "scribe"}


# -- catalogue, options, setup -------------------------------------------------------------------

def test_flares_catalogue_entry():
    assert (INFO.slug, INFO.title, INFO.min_players, INFO.max_players) == ("flares", "Flares", 2, 4)
    assert set(INFO.moves) == {"private_hand", "deck_lead", "play", "point_cards", "revoke_ruling",
                               "round_result"}
    assert [name for name, move in INFO.moves.items() if move.private] == ["private_hand"]


def test_every_flares_rule_id_has_english_and_italian_text():
    assert set(FLARES_RULES) == {"FLARES-DECK-LEADS", "FLARES-NOT-DECK-TRICK", "FLARES-FOLLOW-SUIT",
                                 "FLARES-REVOKE", "FLARES-HAND-SIZE", "FLARES-POINT-TOO-EARLY",
                                 "FLARES-POINT-CARDS", "FLARES-TRICK-COUNTS", "FLARES-TRICKS-ADD-UP",
                                 "FLARES-NO-FLAG", "FLARES-FLAG-PAST-ROUND", "FLARES-FLAG-RULED"}
    for rule_id, text in INFO.rules.items():
        assert text.en and text.it and text.en != text.it, rule_id


def test_flares_options_default_to_the_spec_values():
    assert FlaresOptions().load({}) == DEFAULTS


@pytest.mark.parametrize("options, field", [
    ({"target": 0}, "target"), ({"target": "100"}, "target"),
    ({"split_rounding": "ceil"}, "split_rounding"), ({"deck_counts_for_most": 1}, "deck_counts_for_most"),
    ({"deck_sweep_doubles": "yes"}, "deck_sweep_doubles"), ({"target_tie": "coin"}, "target_tie"),
    ({"revoke_penalty": "death"}, "revoke_penalty"), ({"info_mode": "psychic"}, "info_mode"),
    ({"first_dealer": 4}, "first_dealer"), ({"entry_mode": "anyone"}, "entry_mode"),
    ({"wild_cards": "excluded"}, "wild_cards"),
])
def test_flares_options_refuse_bad_values_and_unknown_keys(options, field):
    with pytest.raises(ValidationError) as caught:
        referee.new_game(FLARES, 2, options)
    assert field in caught.value.messages


def test_flares_options_every_field_documents_itself():
    for name, field in FlaresOptions().fields.items():
        assert field.metadata.get("description"), name


@pytest.mark.parametrize("players", [1, 5])
def test_flares_needs_two_to_four_players(players):
    for make in (lambda: FLARES.setup(players, {}), lambda: referee.new_game(FLARES, players, {})):
        with pytest.raises(RuleViolation) as caught:
            make()
        assert caught.value.rule_id == "CORE-PLAYER-COUNT"
        assert caught.value.message(INFO.rules) == "This game needs 2 to 4 players."


def test_flares_first_dealer_without_a_seat_is_an_option_error_naming_the_seats():
    with pytest.raises(ValidationError) as caught:
        referee.new_game(FLARES, 3, {"first_dealer": 3})
    assert caught.value.messages == {
        "first_dealer": ["A seat of this table: 0 to 2 (the dealer of round 1)."]}


@pytest.mark.parametrize("players, h, deck", [(2, 3, 27), (3, 4, 21), (4, 5, 13)])
def test_hand_size_is_players_plus_one_and_the_deck_keeps_the_rest(players, h, deck):
    state = Table.new(players).state
    assert (state.h, state.deck_count, state.phase) == (h, deck, "await_deck_lead")
    assert FLARES.view(state, None)["cards_left"] == [h] * players


def test_first_dealer_deals_round_one_and_the_deal_passes_left():
    table = Table.new(3, first_dealer=2)
    assert table.state.dealer == 2
    assert table.state.trick.order == (0, 1, 2)
    error = table.refuse("A", "deck_lead", card="1H")
    assert error.rule_id == "CORE-NOT-YOUR-TURN"
    assert table.message(error) == "It's C's turn, not A's."
    table.trick("deck 1H", "A 2H", "B 3H", "C 4H")           # C wins, leads
    table.trick("C 1U", "A 2U", "B 3U")                       # B wins
    table.trick("B 1P", "C 2P", "A 3P")                       # A wins
    table.trick("A 1D", "B 2D", "C 3D")                       # C wins
    state = table.points("6C", "5C", "4C")
    assert table.awards() == ["0", "0", "30"]
    assert (state.round, state.dealer, state.trick.order) == (2, 0, (1, 2, 0))


def test_options_are_read_only_in_the_state():
    with pytest.raises(TypeError):
        Table.new(2).state.options["target"] = 5


# -- payload shapes (field errors) versus rule values (rule ids) ------------------------------------

@pytest.mark.parametrize("type_, payload", [
    ("play", {}), ("play", {"card": 5}), ("play", {"card": "2H", "extra": 1}),
    ("deck_lead", {"card": None}), ("point_cards", {"cards": "2F 5F 6U"}),
    ("point_cards", {"cards": [2, 5, 6]}), ("private_hand", {}),
])
def test_flares_payload_shape_is_a_field_error(type_, payload):
    with pytest.raises(ValidationError) as caught:
        referee.parse(FLARES, type_, 0, payload)
    assert "payload" in caught.value.messages


def test_unknown_move_type_is_a_field_error():
    with pytest.raises(ValidationError) as caught:
        referee.parse(FLARES, "lead", 0, {"card": "1H"})
    assert "type" in caught.value.messages


def test_a_move_for_a_seat_that_does_not_exist_is_bad_payload():
    state = Table.new(2).state
    with pytest.raises(RuleViolation) as caught:
        referee.check(FLARES, state, Move("deck_lead", 2, {"card": "1H"}), Entrant(host=True), 0)
    assert caught.value.rule_id == "CORE-BAD-PAYLOAD"


def test_a_move_missing_its_card_is_bad_payload_when_checked_directly():
    state = Table.new(2).state
    for move, field in ((Move("deck_lead", 0, {}), "card"), (Move("flip", 0, {}), "type")):
        with pytest.raises(RuleViolation) as caught:
            FLARES.check(state, move, 0)
        assert (caught.value.rule_id, caught.value.details()["field"]) == ("CORE-BAD-PAYLOAD", field)
    state = t01_before(9).state
    with pytest.raises(RuleViolation) as caught:
        FLARES.check(state, Move("point_cards", 0, {"cards": None}), 0)
    assert (caught.value.rule_id, caught.value.details()["field"]) == ("CORE-BAD-PAYLOAD", "cards")


def test_cards_may_be_typed_in_lower_case_with_spaces():
    table = Table.new(2)
    state = table.play("A", "deck_lead", card=" 5u ")
    assert state.trick.cards[0].card == "5U" and state.trick.lead_suit == "U"


def test_a_bad_card_text_is_core_bad_card_and_w_is_not_used():
    table = Table.new(2)
    error = table.refuse("A", "deck_lead", card="7Z")
    assert error.rule_id == "CORE-BAD-CARD"
    assert table.message(error) == "'7Z' is not a card in this deck (use rank 1-6 and U, P, H, F, D or C)."
    error = table.refuse("A", "deck_lead", card="W")
    assert error.rule_id == "CORE-CARD-NOT-USED"
    table.flip("5U")
    assert table.refuse("B", "play", card="W").rule_id == "CORE-CARD-NOT-USED"
    assert table.refuse("B", "play", card="0U").rule_id == "CORE-BAD-CARD"


# -- entry modes ---------------------------------------------------------------------------------

def test_scribe_mode_lets_any_seated_phone_enter_public_moves():
    table = Table.new(2)
    table.play("A", "deck_lead", by=Entrant(seat=1), card="5U")
    state = table.play("B", "play", by=Entrant(seat=0), card="3P")
    assert len(state.trick.cards) == 2


def test_self_mode_lets_only_the_actor_enter_a_move():
    table = Table.new(2, entry_mode="self")
    error = table.refuse("A", "deck_lead", by=Entrant(seat=1), card="5U")
    assert error.rule_id == "CORE-NOT-AUTHORIZED"
    assert table.message(error) == "Only A can enter that from their own phone."
    assert table.refuse("A", "deck_lead", by=Entrant(host=True), card="5U").rule_id == "CORE-NOT-AUTHORIZED"
    state = table.play("A", "deck_lead", by=Entrant(seat=0), card="5U")
    assert state.phase == "in_trick"


# -- turns and phases ------------------------------------------------------------------------------

def test_only_the_dealer_flips_for_the_deck():
    table = t01_before(4)
    error = table.refuse("B", "deck_lead", card="2H")
    assert error.rule_id == "CORE-NOT-YOUR-TURN"
    assert table.message(error) == "It's A's turn, not B's."


def test_the_deck_flips_once_per_trick():
    table = t01_before(2)
    error = table.refuse("A", "deck_lead", card="2H")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == "That move isn't possible right now: trick 1 is being played and it's B's turn."
    assert table.message(error, "it") == "Questa mossa non è possibile adesso: si gioca la presa 1 e tocca a B."


def test_after_the_last_trick_only_the_point_cards_come():
    table = t01_before(9)
    error = table.refuse("B", "play", card="1U")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == \
        "That move isn't possible right now: every trick is played; A reveals the point cards."
    assert table.refuse("A", "deck_lead", card="1U").rule_id == "CORE-WRONG-PHASE"
    error = table.refuse("B", "point_cards", cards=["2F", "5F", "6U"])
    assert error.rule_id == "CORE-NOT-YOUR-TURN"
    table.play("A", "point_cards", by=Entrant(seat=1), cards=["2F", "5F", "6U"])  # a scribe may


@pytest.mark.parametrize("cards", [["2F", "5F"], ["2F", "5F", "6U", "1U"], []])
def test_point_cards_are_exactly_three(cards):
    table = t01_before(9)
    error = table.refuse("A", "point_cards", cards=cards)
    assert error.rule_id == "FLARES-POINT-CARDS"
    assert isinstance(error, Malformed)  # never any other count: 422, not 409
    assert table.message(error) == "Enter all 3 point cards."
    assert table.message(error, "it") == "Inserisci tutte e 3 le carte punteggio."


def test_point_cards_are_three_different_real_cards():
    table = t01_before(9)
    error = table.refuse("A", "point_cards", cards=["2F", "5F", "2f"])
    assert error.rule_id == "CORE-DUPLICATE-CARD"
    assert table.message(error) == "You entered 2F twice."
    assert table.refuse("A", "point_cards", cards=["2F", "5F", "9F"]).rule_id == "CORE-BAD-CARD"


def test_a_played_card_cannot_be_played_again_or_flipped():
    table = t01_before(5)
    error = table.refuse("B", "play", card="3P")
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == "3P is already known to be played in trick 1 by B; please check your entry."
    assert table.message(error, "it") == "3P risulta già giocata nella presa 1 da B; controlla cosa hai inserito."
    table = t01_before(4)
    assert table.refuse("A", "deck_lead", card="2U").rule_id == "CORE-CARD-SEEN"


def test_cards_seen_in_an_earlier_round_are_back_in_the_deck():
    table = t01_before(10)
    state = table.flip("5U")
    assert state.trick.cards[0].card == "5U"


# -- what the phones see ---------------------------------------------------------------------------

def test_the_view_shows_the_trick_being_played():
    table = t01_before(6)
    view = FLARES.view(table.state, seat("A"))
    assert json.loads(json.dumps(view)) == view
    assert {key: view[key] for key in ("round", "dealer", "phase", "h", "deck_count", "tricks_won",
                                       "deck_tricks", "cards_left", "info_mode")} == {
        "round": 1, "dealer": 0, "phase": "in_trick", "h": 3, "deck_count": 25, "tricks_won": [0, 0],
        "deck_tricks": 1, "cards_left": [2, 1], "info_mode": "trust"}
    assert view["trick"] == {"number": 2, "leader": "DECK", "lead_suit": "H",
                             "cards": [{"by": "DECK", "card": "2H", "seq": 4}, {"by": 1, "card": "5H", "seq": 5}],
                             "winner": None, "deck_to_flip": False, "next": 0, "order": [0]}
    assert view["tricks_done"][0]["winner"] == "DECK"
    assert view["my_hand"] is None and view["hands_in"] is None and view["point_cards"] is None
    assert view["race"] == {"target": 100, "totals": [0, 0], "totals_display": ["0", "0"],
                            "totals_fraction": [[0, 1], [0, 1]], "to_go": [100, 100],
                            "to_go_display": ["100", "100"], "to_go_fraction": [[100, 1], [100, 1]]}


def test_while_the_deck_is_to_flip_the_dealer_is_next():
    trick = FLARES.view(t01_before(4).state, None)["trick"]
    assert (trick["deck_to_flip"], trick["next"], trick["order"], trick["cards"]) == (True, 0, [1, 0], [])
    assert FLARES.view(t01_before(9).state, None)["trick"] is None


def test_the_score_sheet_has_every_round_with_awards_tricks_point_cards_and_multipliers():
    table = t01_before(10)
    sheet = FLARES.scores(table.state)
    assert json.loads(json.dumps(sheet)) == sheet
    assert sheet["totals"] == [0, 13] and sheet["totals_display"] == ["0", "13"]
    assert sheet["totals_fraction"] == [[0, 1], [13, 1]]
    assert sheet["target"] == 100 and sheet["running"] == [[0, 13]]
    assert sheet["running_display"] == [["0", "13"]] and sheet["running_fraction"] == [[[0, 1], [13, 1]]]
    assert sheet["rounds"] == [{
        "label": "Round 1", "scores": [0, 13], "scores_display": ["0", "13"],
        "scores_fraction": [[0, 1], [13, 1]], "round": 1, "dealer": 0, "tricks": [0, 2],
        "deck_tricks": 1, "point_cards": ["2F", "5F", "6U"],
        "points": 13, "multipliers": {"suit": 1, "sweep": 1, "deck_sweep": 1}, "deck_sweep": False,
        "value": 13, "most": [1], "shares": 1, "all_tied": False, "forfeited": []}]
    assert_fits(sheet, FlaresScoreSheet)
    view = FLARES.view(table.state, None)
    assert view["race"]["to_go"] == [100, 87] and view["rounds_scored"] == 1


def test_snapshots_are_plain_json_and_load_back_equal():
    table = t01_before(len(T01) + 1)
    snapshot = FLARES.dump(table.state)
    assert FLARES.load(json.loads(json.dumps(snapshot))) == table.state
    with pytest.raises(ValueError):
        FLARES.load({**snapshot, "v": 99})


def test_flares_play_checks_deck_leads_before_the_turn_as_its_check_order_lists():
    """Before the deck's flip, the dealer (who plays last) playing a card breaks two rules: the
    deck leads first, and it is not the dealer's turn. The earlier of the two in `checks` answers."""
    listed = INFO.moves["play"].checks
    assert listed.index("FLARES-DECK-LEADS") < listed.index("CORE-NOT-YOUR-TURN")
    table = t01_before(4)
    assert table.state.phase == "await_deck_lead" and table.state.trick.order[-1] == seat("A")
    assert table.refuse("A", "play", card="4C").rule_id == "FLARES-DECK-LEADS"
