"""Mini Golf moves one by one: options, payload shapes, the ledger, reveals and wilds (docs/games/mini-golf.md §1)."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.base import Entrant
from rules.errors import RuleViolation
from rules.games.mini_golf import INFO, MINI_GOLF
from rules.games.mini_golf.schemas import MiniGolfOptions
from rules.games.mini_golf.scoring import score_grid

from .table import Table, h01_before, play_hole, play_hole_to_reveal, seat

DEFAULTS = {"holes": 9, "suit_bonus_mode": "tiered", "discard_draw_must_replace": False,
            "deck_exhausted": "reshuffle_discards", "tie_rule": "shared", "wild_cards": "excluded",
            "first_dealer": 0, "entry_mode": "scribe"}


# -- options -------------------------------------------------------------------------------------

def test_golf_options_default_to_the_spec_values():
    assert MiniGolfOptions().load({}) == DEFAULTS


@pytest.mark.parametrize("options, field", [
    ({"holes": 0}, "holes"), ({"holes": 1000}, "holes"),
    ({"suit_bonus_mode": "lines"}, "suit_bonus_mode"), ({"deck_exhausted": "stop"}, "deck_exhausted"),
    ({"tie_rule": "coin"}, "tie_rule"), ({"wild_cards": "yes"}, "wild_cards"),
    ({"first_dealer": -1}, "first_dealer"), ({"entry_mode": "anyone"}, "entry_mode"),
    ({"mulligan": True}, "mulligan"),
])
def test_golf_options_refuse_bad_values_and_unknown_keys(options, field):
    with pytest.raises(ValidationError) as caught:
        referee.new_game(MINI_GOLF, 2, options)
    assert field in caught.value.messages


def test_golf_options_every_field_documents_itself():
    for name, field in MiniGolfOptions().fields.items():
        assert field.metadata.get("description"), name
        assert field.load_default is not None, name


def test_golf_setup_refuses_a_first_dealer_without_a_seat_as_a_field_error():
    with pytest.raises(ValidationError) as caught:
        referee.new_game(MINI_GOLF, 2, {"first_dealer": 2})
    assert caught.value.messages == {"first_dealer": ["A seat of this table: 0 to 1."]}


@pytest.mark.parametrize("players", [1, 5])
def test_golf_needs_two_to_four_players(players):
    with pytest.raises(RuleViolation) as caught:
        MINI_GOLF.setup(players, {})
    assert caught.value.message(INFO.rules) == "This game needs 2 to 4 players."


def test_golf_state_options_are_read_only():
    state = MINI_GOLF.setup(2, {})
    with pytest.raises(TypeError):
        state.options["holes"] = 3


# -- payload shapes (422) versus rule values (409) -------------------------------------------------

@pytest.mark.parametrize("payload", [
    {"source": "deck"},                                   # drawn missing
    {"source": "deck", "drawn": 5},                       # not a string
    {"source": "deck", "drawn": "2H", "replace": 3},
    {"source": "deck", "drawn": "2H", "swap": True},      # unknown field
])
def test_golf_turn_payload_shape_is_a_field_error(payload):
    with pytest.raises(ValidationError) as caught:
        referee.parse(MINI_GOLF, "turn", 0, payload)
    assert "payload" in caught.value.messages


def test_golf_reveal_payload_needs_a_mapping_of_strings():
    with pytest.raises(ValidationError):
        referee.parse(MINI_GOLF, "reveal", 0, {"cards": ["4H"]})
    with pytest.raises(ValidationError):
        referee.parse(MINI_GOLF, "reveal", 0, {"cards": {"BL": 4}})


def test_golf_source_must_be_deck_or_discard():
    table = Table.new(2)
    table.start("A", "5C")
    error = table.refuse("B", "turn", source="hand", drawn="2H")
    assert error.rule_id == "GOLF-BAD-SOURCE"
    assert table.message(error) == "Draw from the deck or take the top discard."


def test_golf_bad_card_text_is_core_bad_card():
    table = Table.new(2)
    error = table.refuse("A", "start_hole", initial_discard="7Z")
    assert error.rule_id == "CORE-BAD-CARD"
    assert table.message(error) == "'7Z' is not a card in this deck (use rank 1-6 and U, P, H, F, D or C)."
    table.start("A", "5C")
    assert table.refuse("B", "turn", source="deck", drawn="2X").rule_id == "CORE-BAD-CARD"
    assert table.refuse("B", "turn", source="deck", drawn="2H", replace="TL",
                        removed="10H").rule_id == "CORE-BAD-CARD"


def test_golf_cards_may_be_typed_in_lower_case():
    table = Table.new(2)
    table.start("A", " 5c ")
    state = table.turn("B", "deck", "2h", "TL", "6u")
    assert state.discard == ("5C", "6U")
    assert table.grid("B")["TL"] == "2H"


def test_golf_removed_card_required_exactly_when_swapping():
    table = Table.new(2)
    table.start("A", "5C")
    for payload in ({"replace": "TL"}, {"removed": "6U"}):
        error = table.refuse("B", "turn", source="deck", drawn="2H", **payload)
        assert error.rule_id == "GOLF-REMOVED-MISSING"
        assert table.message(error) == 'Tell us which card you took out of your grid (or choose "no swap").'


def test_golf_drawn_and_removed_must_differ():
    table = Table.new(2)
    table.start("A", "5C")
    error = table.refuse("B", "turn", source="deck", drawn="2H", replace="TL", removed="2H")
    assert error.rule_id == "CORE-DUPLICATE-CARD"
    assert table.message(error) == "You entered 2H twice."
    # The top discard cannot come back out of a face-down spot either.
    error = table.refuse("B", "turn", source="discard", drawn="5C", replace="TL", removed="5C")
    assert error.rule_id == "CORE-DUPLICATE-CARD"


def test_golf_any_grid_card_may_be_replaced_even_face_up():
    table = Table.new(2)
    table.start("A", "5C")
    table.turn("B", "deck", "2H", "TL", "6U")
    table.turn("A", "deck", "1D", "BR", "4P")
    state = table.turn("B", "deck", "3H", "TL", "2H")
    assert table.grid("B")["TL"] == "3H"
    assert state.discard[-1] == "2H"


# -- phases and turns ---------------------------------------------------------------------------

def test_golf_only_the_dealer_starts_the_hole():
    table = Table.new(2)
    error = table.refuse("B", "start_hole", initial_discard="5C")
    assert error.rule_id == "CORE-NOT-YOUR-TURN"
    assert table.message(error) == "It's A's turn, not B's."


def test_golf_turn_before_the_hole_starts_is_wrong_phase():
    table = Table.new(2)
    error = table.refuse("B", "turn", source="deck", drawn="2H")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == ("That move isn't possible right now: the hole has not started yet; "
                                    "A deals and enters the first discard.")
    assert table.message(error, "it") == ("Questa mossa non è possibile adesso: la buca non è ancora "
                                          "iniziata; A distribuisce e inserisce il primo scarto.")


def test_golf_start_hole_and_reveal_during_turns_are_wrong_phase():
    table = Table.new(2)
    table.start("A", "5C")
    error = table.refuse("A", "start_hole", initial_discard="6C")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == ("That move isn't possible right now: the hole is being played and "
                                    "it's B's turn.")
    assert table.refuse("B", "reveal", cards={"TL": "1U"}).rule_id == "CORE-WRONG-PHASE"


def test_golf_final_turns_give_every_other_player_exactly_one_turn():
    table = Table.new(3)
    table.start("A", "6F")
    b_turns = iter([("1U", "TL", "1F"), ("2U", "TR", "2F"), ("3U", "BL", "3F"), ("4U", "BR", "4F")])
    c_turns = iter([("1P", "TL", "1H"), ("2P", "TR", "2H"), ("3P", "BL", "3H"), ("4P", "BR", "6H")])
    # B and C fill a spot every turn (B first, so B finishes first); A always passes.
    for _ in range(3):
        table.turn("B", "deck", *next(b_turns))
        table.turn("C", "deck", *next(c_turns))
        table.turn("A", "discard", table.state.discard[-1])
    state = table.turn("B", "deck", *next(b_turns))
    assert (state.phase, state.finisher, state.final_turns_left) == ("final_turns", seat("B"), (2, 0))
    assert state.current == seat("C")
    state = table.turn("C", "deck", *next(c_turns))  # C completes too: nothing more happens (MG-10)
    assert (state.phase, state.finisher, state.final_turns_left, state.current) == ("final_turns", 1, (0,), 0)
    state = table.turn("A", "discard", table.state.discard[-1])
    assert state.phase == "reveal"
    assert MINI_GOLF.to_move(state) == {seat("A")}


def test_golf_hole_is_scored_at_once_when_no_face_down_card_is_left():
    table = Table.new(2)
    table.start("A", "6F")
    a = iter([("1P", "TL"), ("2P", "TR"), ("3P", "BL"), ("4P", "BR")])
    b = iter([("1U", "TL"), ("2U", "TR"), ("3U", "BL"), ("4U", "BR")])
    removed = iter(["1H", "2H", "3H", "4H", "5H", "6H", "1C", "2C"])
    for _ in range(4):
        table.turn("B", "deck", *next(b), next(removed))
        table.turn("A", "deck", *next(a), next(removed))
    state = table.state
    assert (state.hole, state.phase) == (2, "await_hole_start")
    assert state.rounds[0].scores == (4, 4)


# -- reveal --------------------------------------------------------------------------------------

def at_reveal(**options) -> Table:
    """H01 up to the reveal: A has BL face down, B has nothing face down."""
    return h01_before(10, **options)


def test_golf_reveal_must_name_exactly_the_face_down_spots():
    table = at_reveal()
    error = table.refuse("A", "reveal", cards={"BL": "4H", "TL": "3D"})
    assert error.rule_id == "GOLF-REVEAL-MISMATCH"
    assert table.message(error) == "Enter exactly your face-down cards: bottom-left."
    assert table.message(error, "it") == "Inserisci esattamente le tue carte coperte: in basso a sinistra."
    assert error.details()["expected"] == ["BL"]
    assert table.refuse("A", "reveal", cards={}).rule_id == "GOLF-REVEAL-MISMATCH"
    assert table.refuse("A", "reveal", cards={"bl": "4H"}).rule_id == "GOLF-REVEAL-MISMATCH"


def test_golf_reveal_from_a_player_with_nothing_face_down_is_a_mismatch():
    table = at_reveal()
    error = table.refuse("B", "reveal", cards={"BL": "4H"})
    assert error.rule_id == "GOLF-REVEAL-MISMATCH"
    assert table.message(error) == "Enter exactly your face-down cards: none, all your cards are already face up."


def test_golf_revealed_card_already_known_is_a_reveal_mismatch():
    # §1.4 files "each card hidden in the ledger" under GOLF-REVEAL-MISMATCH; the details say which
    # card is known and where.
    table = at_reveal()
    error = table.refuse("A", "reveal", cards={"BL": "2H"})
    assert error.rule_id == "GOLF-REVEAL-MISMATCH"
    assert table.message(error) == "Enter exactly your face-down cards: bottom-left."
    assert (error.params["card"], error.params["position"]) == ("2H", "BL")
    assert error.params["seen_at"]("en", table.names) == "face up in B's grid"
    assert error.params["seen_at"]("it", table.names) == "scoperta nella griglia di B"
    assert error.details()["card"] == "2H"
    error = table.refuse("A", "reveal", cards={"BL": "2F"})
    assert (error.rule_id, error.params["card"]) == ("GOLF-REVEAL-MISMATCH", "2F")
    assert error.params["seen_at"]("en") == "in the discard pile"


def test_golf_seat_sitting_out_a_playoff_hole_has_nothing_to_reveal():
    table = Table.new(3, holes=1, tie_rule="playoff")
    play_hole(table, {0: 5, 1: 9, 2: 5})
    play_hole_to_reveal(table, {0: 3, 2: 4})
    assert table.state.phase == "reveal"
    error = table.refuse("B", "reveal", cards={"TL": "1U"})
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == ("That move isn't possible right now: you are not playing this "
                                    "playoff hole.")
    assert table.message(error, "it") == ("Questa mossa non è possibile adesso: non stai giocando "
                                          "questa buca di spareggio.")


def test_golf_reveal_refuses_the_same_card_twice_and_comes_in_any_order():
    table = Table.new(2, deck_exhausted="end_hole")
    table.start("A", "6F")
    hidden = iter(["1U", "2U", "3U", "4U", "5U", "6U", "1P", "2P", "3P", "4P", "5P", "6P", "1H", "2H",
                   "3H", "4H", "5H", "6H", "1C", "2C", "3C", "4C", "5C", "6C", "1D", "2D", "3D"])
    while table.state.phase == "turns":
        table.turn("AB"[table.state.current], "deck", next(hidden))
    assert MINI_GOLF.to_move(table.state) == {0, 1}
    error = table.refuse("B", "reveal", cards={"TL": "4D", "TR": "4D", "BL": "5D", "BR": "6D"})
    assert error.rule_id == "CORE-DUPLICATE-CARD"
    assert table.message(error) == "You entered 4D twice."
    table.reveal("B", TL="4D", TR="5D", BL="6D", BR="1F")
    assert MINI_GOLF.to_move(table.state) == {0}
    assert table.refuse("A", "reveal", cards={"TL": "4D", "TR": "2F", "BL": "3F", "BR": "4F"}
                        ).rule_id == "GOLF-REVEAL-MISMATCH"
    state = table.reveal("A", TL="2F", TR="3F", BL="4F", BR="5F")
    assert state.rounds[0].scores[1] == score_of(["4D", "5D", "6D", "1F"])
    assert state.phase == "await_hole_start"


def score_of(cards):
    return score_grid(cards).score


def test_golf_no_move_after_the_game_is_over():
    table = Table.new(2, holes=1)
    play_hole(table, {0: 3, 1: 5})
    error = table.refuse("B", "start_hole", initial_discard="1U")
    assert error.rule_id == "CORE-GAME-OVER"
    with pytest.raises(RuleViolation) as caught:
        MINI_GOLF.check(table.state, table.move("B", "start_hole", initial_discard="1U"), 0)
    assert caught.value.rule_id == "CORE-GAME-OVER"


def test_golf_self_entry_mode_refuses_moves_typed_for_someone_else():
    table = Table.new(2, entry_mode="self")
    move = table.move("A", "start_hole", initial_discard="5C")
    with pytest.raises(RuleViolation) as caught:
        referee.play(MINI_GOLF, table.state, move, Entrant(seat=seat("B")), 0)
    assert caught.value.rule_id == "CORE-NOT-AUTHORIZED"
    scribe = Table.new(2)
    referee.play(MINI_GOLF, scribe.state, move, Entrant(seat=seat("B")), 0)


# -- wild cards ----------------------------------------------------------------------------------

def test_golf_wild_card_is_not_used_without_the_option():
    table = Table.new(2)
    error = table.refuse("A", "start_hole", initial_discard="W")
    assert error.rule_id == "CORE-CARD-NOT-USED"
    assert table.message(error) == "W is not used in this game."
    table.start("A", "5C")
    assert table.refuse("B", "turn", source="deck", drawn="W").rule_id == "CORE-CARD-NOT-USED"


def test_golf_wild_cards_join_the_deck_and_the_ledger():
    table = Table.new(2, wild_cards="best_assignment")
    state = table.start("A", "W")
    assert state.deck_count == 27 + 6
    for who in "BABAB":
        table.turn(who, "deck", "w")
    assert table.state.discard.count("W") == 6
    error = table.refuse("A", "turn", source="deck", drawn="W")
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == "W is already known to be in the discard pile; please check your entry."


def test_golf_two_wilds_in_one_entry_need_two_hidden_wilds():
    table = Table.new(2, wild_cards="best_assignment")
    table.start("A", "W")
    for who in "BABA":
        table.turn(who, "deck", "W")
    # Five W are in the discard pile: one is hidden, so drawing W and taking out W is one too many.
    error = table.refuse("B", "turn", source="deck", drawn="W", replace="TL", removed="W")
    assert error.rule_id == "CORE-DUPLICATE-CARD"
    table.turn("B", "deck", "W", "TL", "1U")


def test_golf_wild_grid_scores_with_its_best_assignment_and_shows_it():
    table = Table.new(2, wild_cards="best_assignment")
    table.start("A", "6F")
    b = iter([("W", "TL"), ("3C", "TR"), ("4D", "BL"), ("3D", "BR")])  # GOLF-W01
    removed = iter(["1H", "2H", "3H", "4H"])
    for _ in range(4):
        table.turn("B", "deck", *next(b), next(removed))
        if table.state.phase == "turns":
            table.turn("A", "discard", table.state.discard[-1])
    table.turn("A", "discard", table.state.discard[-1])
    table.reveal("A", TL="1P", TR="2P", BL="W", BR="W")
    last = MINI_GOLF.view(table.state, 0)["last_hole"]
    assert last["seats"][1] == {"grid": {"TL": "W", "TR": "3C", "BL": "4D", "BR": "3D"},
                                "base": 0, "bonus": -4, "score": -4, "wilds": {"TL": "4C"}}
    assert last["seats"][0]["wilds"].keys() == {"BL", "BR"}


def test_golf_check_order_discard_top_answers_before_bad_position():
    """The published check order is the one the referee follows: a turn that takes a card that is
    not the top discard and names no grid spot hears the earlier-listed rule."""
    order = INFO.moves["turn"].checks
    assert order.index("GOLF-DISCARD-TOP") < order.index("GOLF-BAD-POSITION")
    table = Table.new(2)
    table.start("A", "5C")
    error = table.refuse("B", "turn", source="discard", drawn="4P", replace="MID", removed="6U")
    assert error.rule_id == "GOLF-DISCARD-TOP"
