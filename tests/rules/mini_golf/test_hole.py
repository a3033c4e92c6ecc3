"""One Mini Golf hole: golden test GOLF-H01 step by step and rejections GOLF-R01..R08 (docs/games/mini-golf.md §1.7)."""
from __future__ import annotations

from rules.games.mini_golf import MINI_GOLF

from .table import H01, Table, h01_before as before, seat

# Each grid after every H01 seq, as the spec's table implies: `..` is a face-down card.
H01_GRIDS = {  # seq -> (A's grid, B's grid)
    1: ("[.. .. / .. ..]", "[.. .. / .. ..]"),
    2: ("[.. .. / .. ..]", "[2H .. / .. ..]"),
    3: ("[.. .. / .. 1D]", "[2H .. / .. ..]"),
    4: ("[.. .. / .. 1D]", "[2H .. / 2P ..]"),
    5: ("[.. 5F / .. 1D]", "[2H .. / 2P ..]"),
    6: ("[.. 5F / .. 1D]", "[2H 3C / 2P ..]"),
    7: ("[.. 5F / .. 1D]", "[2H 3C / 2P ..]"),
    8: ("[.. 5F / .. 1D]", "[2H 3C / 2P 1H]"),
    9: ("[3D 5F / .. 1D]", "[2H 3C / 2P 1H]"),
    10: ("[3D 5F / 4H 1D]", "[2H 3C / 2P 1H]"),  # after scoring the grids stay on view
}


def assert_grids_after(table: Table, seq: int) -> None:
    for who, text in zip("AB", H01_GRIDS[seq]):
        expected = [None if card == ".." else card for card in text.strip("[]").replace("/", " ").split()]
        slots = table.state.grids[seat(who)]
        assert [slot.card for slot in slots] == expected, (seq, who)
        # A card is known exactly when it lies face up.
        assert [slot.face_up for slot in slots] == [card is not None for card in expected], (seq, who)


def test_golf_h01_full_hole_step_by_step():
    table = Table.new(2)
    expected = {  # seq -> (discard top, deck count, current)
        1: ("5C", 27, "B"), 2: ("6U", 26, "A"), 3: ("4P", 25, "B"), 4: ("5F", 24, "A"),
        5: ("3C", 24, "B"), 6: ("6D", 24, "A"), 7: ("6H", 23, "B"),
    }
    for seq in range(1, 8):
        who, type_, payload = H01[seq]
        state = table.play(who, type_, **payload)
        top, deck, current = expected[seq]
        assert (state.discard[-1], state.deck_count, state.current) == (top, deck, seat(current)), seq
        assert state.phase == "turns"
        assert_grids_after(table, seq)

    state = table.play("B", "turn", **H01[8][2])
    assert (state.phase, state.finisher, state.final_turns_left) == ("final_turns", seat("B"), (seat("A"),))
    assert (state.discard[-1], state.deck_count, state.current) == ("4U", 22, seat("A"))
    assert_grids_after(table, 8)

    state = table.play("A", "turn", **H01[9][2])
    assert_grids_after(table, 9)
    assert (state.discard[-1], state.deck_count, state.phase) == ("2F", 21, "reveal")
    assert MINI_GOLF.to_move(state) == {seat("A")}

    state = table.play("A", "reveal", **H01[10][2])
    assert_grids_after(table, 10)
    assert state.rounds[0].scores == (13, 4)
    assert state.discard == ("5C", "6U", "4P", "6D", "6H", "4U", "2F")
    assert (state.hole, state.phase, state.dealer) == (2, "await_hole_start", seat("B"))
    assert MINI_GOLF.scores(state)["totals"] == [13, 4]

    view = MINI_GOLF.view(state, None)
    assert view["last_hole"]["seats"][0] == {
        "grid": {"TL": "3D", "TR": "5F", "BL": "4H", "BR": "1D"}, "base": 13, "bonus": 0, "score": 13}
    assert view["last_hole"]["seats"][1]["grid"] == {"TL": "2H", "TR": "3C", "BL": "2P", "BR": "1H"}

    state = table.play("B", "start_hole", initial_discard="2F")
    assert state.current == seat("A")
    assert state.deck_count == 27


def test_golf_r01_not_your_turn():
    table = before(3)
    error = table.refuse("B", "turn", source="deck", drawn="1D", replace="BR", removed="4P")
    assert error.rule_id == "CORE-NOT-YOUR-TURN"
    assert table.message(error) == "It's A's turn, not B's."


def test_golf_r01_not_your_turn_in_italian():
    table = before(3)
    error = table.refuse("B", "turn", source="deck", drawn="1D", replace="BR", removed="4P")
    assert table.message(error, "it") == "Tocca a A, non a B."


def test_golf_r02_discard_draw_must_be_top_card():
    table = before(5)
    error = table.refuse("A", "turn", source="discard", drawn="4P", replace="TR", removed="3C")
    assert error.rule_id == "GOLF-DISCARD-TOP"
    assert table.message(error) == "You can only take the top discard, which is 5F."
    assert table.message(error, "it") == "Puoi prendere solo la carta in cima agli scarti, cioè 5F."


def test_golf_r03_removed_card_must_be_the_face_up_card_there():
    table = before(6)
    error = table.refuse("B", "turn", source="discard", drawn="3C", replace="TL", removed="2F")
    assert error.rule_id == "GOLF-REMOVED-MISMATCH"
    assert table.message(error) == "The card at top-left is 2H, not 2F."
    assert table.message(error, "it") == "La carta in alto a sinistra è 2H, non 2F."
    assert error.details()["position"] == "TL"


def test_golf_r04_deck_draw_must_be_a_hidden_card():
    table = before(7)
    error = table.refuse("A", "turn", source="deck", drawn="2H", replace=None)
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == "2H is already known to be face up in B's grid; please check your entry."
    assert table.message(error, "it") == "2H risulta già scoperta nella griglia di B; controlla cosa hai inserito."


def test_golf_r05_removed_face_down_card_must_be_hidden():
    table = before(3)
    error = table.refuse("A", "turn", source="deck", drawn="1D", replace="BR", removed="5C")
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == "5C is already known to be in the discard pile; please check your entry."


def test_golf_r06_no_turn_once_the_hole_is_over():
    table = before(10)
    error = table.refuse("B", "turn", source="deck", drawn="1C", replace=None)
    assert error.rule_id == "GOLF-HOLE-OVER"
    assert table.message(error) == ("This hole is over — flip your face-down cards and enter them "
                                    "for scoring.")


def test_golf_r07_replace_must_be_a_grid_position():
    table = before(7)
    error = table.refuse("A", "turn", source="deck", drawn="6H", replace="MID")
    assert error.rule_id == "GOLF-BAD-POSITION"
    assert table.message(error) == ("Pick one of your four grid spots (top-left, top-right, bottom-left, "
                                    "bottom-right) or none.")


def test_golf_r08_discard_draw_must_replace_when_the_option_is_on():
    table = before(7, discard_draw_must_replace=True)
    error = table.refuse("A", "turn", source="discard", drawn="6D", replace=None)
    assert error.rule_id == "GOLF-MUST-REPLACE"
    assert table.message(error) == "If you take the top discard you must swap it into your grid."


def test_golf_r08_taking_the_top_discard_back_is_a_pass_by_default():
    table = before(7)
    state = table.turn("A", "discard", "6D")
    assert state.discard[-1] == "6D"
    assert state.deck_count == 24
    assert state.current == seat("B")
