"""Half-Zero in sealed selection mode (docs/games/half-zero.md §2.1 `selection_mode`, §2.4, HZ-12): each phone
selects privately, the engine reveals the moment the last player who still has a choice selects,
and until then nobody else can learn anything about a selection — only who has committed."""
from __future__ import annotations

import json

import pytest

from rules import referee
from rules.base import Entrant
from rules.errors import RuleViolation
from rules.games.half_zero import HALF_ZERO

from .table import NAMES, Table


@pytest.mark.parametrize("choice", ["4U", "W", "NONE"])
def test_no_view_log_score_or_flag_shows_a_sealed_selection_before_the_reveal(choice):
    """Someone selects; before the reveal, what the others and the table can read differs from
    before only in who has committed (and so who is still to select, and that selecting began);
    the new log line is hidden. The chooser's own view shows the selection."""
    if choice == "NONE":
        # C (base 1, with W tokens) runs out of cards in turn 1; in turn 2 C chooses NONE or W.
        table = Table.at((5, 5, 1), "UHD", selection_mode="sealed")
        for who, card in (("A", "6U"), ("B", "1H"), ("C", "6D"), ("A", "1U")):
            table.select(who, card)
        table.point("A", "1C")
        chooser = "C"
    else:
        table = Table.at((5, 5, 4), "UHD", selection_mode="sealed")
        chooser = "A" if choice == "4U" else "C"
    me = NAMES.index(chooser)
    others = [None] + [viewer for viewer in range(3) if viewer != me]
    before = {viewer: public(table, viewer) for viewer in others}
    table.select(chooser, choice)
    assert table.state.turn.reveals == ()  # still sealed: B has not selected
    for viewer in others:
        after = public(table, viewer)
        assert after["log"][-1] is None and after["log"][:-1] == before[viewer]["log"]
        assert after["view"]["turn"]["committed"] == [me]
        assert before[viewer]["view"]["turn"]["committed"] == []
        for data in (after, before[viewer]):
            data["view"]["turn"].pop("committed")
            data["view"].pop("phase")
            data.pop("log")
        assert after == before[viewer]
    kinds = {"4U": {"kind": "card", "card": "4U"}, "W": {"kind": "hierarchy", "card": None},
             "NONE": {"kind": "zero", "card": None}}
    assert HALF_ZERO.view(table.state, me)["you"]["selection"] == kinds[choice]
    assert HALF_ZERO.redact(table.state, table.last_move(), me) == {"choice": choice}
    assert me not in HALF_ZERO.to_move(table.state)


def public(table: Table, viewer: int | None) -> dict:
    """All a viewer can read: its view, the scores, the flags, the outcome and every log line."""
    state = table.state
    outcome = HALF_ZERO.outcome(state)
    return json.loads(json.dumps({
        "view": HALF_ZERO.view(state, viewer), "scores": HALF_ZERO.scores(state),
        "flags": HALF_ZERO.flags(state), "outcome": outcome.to_json() if outcome else None,
        "log": [HALF_ZERO.redact(state, move, viewer) for move, _now in table.log]}, default=dict))


def test_selections_are_revealed_to_everyone_when_the_last_one_is_in():
    table = Table.new("UH", selection_mode="sealed")
    table.select("A", "6U")
    first = table.last_move()
    assert HALF_ZERO.redact(table.state, first, 1) is None
    assert HALF_ZERO.to_move(table.state) == frozenset({1})
    table.select("B", "4H")
    assert HALF_ZERO.redact(table.state, first, 1) == {"choice": "6U"}
    assert HALF_ZERO.redact(table.state, first, None) == {"choice": "6U"}
    assert table.view()["turn"]["reveals"] == [[6, 4]]
    assert table.view("A")["you"]["selection"] is None


def test_a_private_hand_stays_hidden_from_everyone_else():
    table = Table.at((5, 4), "UH", info_mode="hand_tracking", selection_mode="sealed")
    table.hand("B", "1H", "2H", "3H", "6H")
    hand = table.last_move()
    assert HALF_ZERO.redact(table.state, hand, 0) is None
    assert HALF_ZERO.redact(table.state, hand, None) is None
    assert HALF_ZERO.redact(table.state, hand, 1) == {"cards": ["1H", "2H", "3H", "6H"]}
    for viewer in (None, 0):
        assert "1H" not in json.dumps(public(table, viewer))
    assert table.view("B")["you"]["hand"] == ["1H", "2H", "3H", "6H"]


def test_a_selection_comes_only_from_the_players_own_phone():
    table = Table.new("UH", selection_mode="sealed")
    move = table.move("A", "select", choice="6U")
    for entrant in (Entrant(seat=1), Entrant(host=True)):
        with pytest.raises(RuleViolation) as caught:
            referee.check(HALF_ZERO, table.state, move, entrant, 0)
        assert caught.value.rule_id == "CORE-NOT-AUTHORIZED"


def test_a_sealed_selection_is_made_once():
    table = Table.new("UH", selection_mode="sealed")
    table.select("A", "6U")
    error = table.refuse("A", "select", choice="4U")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == ("That move isn't possible right now: your choice is in; waiting "
                                    "for the others.")


def test_sealed_selections_are_checked_like_revealed_cards():
    table = Table.new("UH", selection_mode="sealed")
    assert table.refuse("A", "select", choice="3H").rule_id == "HALFZERO-WRONG-SUIT"
    assert table.refuse("A", "select", choice="NONE").rule_id == "HALFZERO-MUST-PLAY-CARD"
    assert table.refuse("A", "select", choice="W").rule_id == "HALFZERO-OPTOUT-NOT-ALLOWED"


def test_an_opted_out_player_does_not_select():
    table = Table.at((5, 4), "UH", selection_mode="sealed")
    table.opt_out("B")
    assert HALF_ZERO.to_move(table.state) == frozenset({0})
    error = table.refuse("B", "select", choice="6H")
    assert table.message(error) == "That move isn't possible right now: you opted out of this turn."


def test_only_tied_players_select_in_a_sealed_tiebreak():
    table = Table.new("UHD", selection_mode="sealed")
    for who, card in (("A", "6U"), ("B", "6H"), ("C", "2D")):
        table.select(who, card)
    assert table.state.phase == "tiebreak"
    assert HALF_ZERO.to_move(table.state) == frozenset({0, 1})
    error = table.refuse("C", "select", choice="3D")
    assert error.rule_id == "HALFZERO-NOT-TIED"
    assert table.message(error) == "Only A, B are breaking this tie."
    table.select("A", "1U")
    table.select("B", "4H")
    assert table.view()["turn"]["reveals"][1] == [1, 4, None] and table.state.turn.winner == 1


def test_hz_t02_sealed_the_unresolvable_tie_needs_no_entry():
    """HZ-T02 turn 3 in sealed mode: 1 against 1 with both hands empty ends the round at once."""
    table = Table.new("UH", selection_mode="sealed")
    for a, b in [("6U", "6H"), ("4U", "4H"), ("3U", "2H")]:
        table.select("A", a)
        table.select("B", b)
    table.point("A", "6C")
    table.select("A", "2U")
    table.select("B", "3H")
    table.point("B", "1C")
    table.select("A", "1U")
    table.select("B", "1H")
    assert table.state.round == 2 and table.view()["history"][0]["upgraded"] == 0


@pytest.mark.parametrize("move_type, payload, text", [
    ("reveal", {"plays": ["6U", "4H"]},
     "in sealed selection mode each player selects on their own phone"),
    ("tiebreak", {"plays": ["6U", None]}, "in sealed selection mode each player selects on their own phone"),
])
def test_table_entries_are_not_used_in_sealed_mode(move_type, payload, text):
    table = Table.new("UH", selection_mode="sealed")
    error = table.refuse("A", move_type, **payload)
    assert table.message(error) == f"That move isn't possible right now: {text}."


def test_selections_are_not_used_in_physical_mode():
    table = Table.new("UH")
    error = table.refuse("A", "select", choice="6U")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == ("That move isn't possible right now: in physical selection mode "
                                    "one phone enters what the table reveals.")
