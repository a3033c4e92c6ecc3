"""Revokes in trust mode: void claims, the retroactive FLARES-REVOKE flag and every
`revoke_penalty` (docs/games/flares.md §3.4, FL-10; golden test FL-T09)."""
from __future__ import annotations

import json

import pytest

from rules.games.flares import FLARES
from rules.games.flares.messages import flag_message

from .table import T09_TRICKS, Table, seat


def t09(**options) -> Table:
    table = Table.new(2, **options)
    for trick in T09_TRICKS:
        table.trick(*trick)
    return table


def test_FL_T09_playing_the_suit_once_not_followed_raises_a_revoke_flag():
    table = Table.new(2)
    table.trick(*T09_TRICKS[0])
    table.trick(*T09_TRICKS[1])
    state = table.state
    assert [(c.seat, c.suit, c.trick) for c in state.void_claims] == [(1, "H", 1), (0, "P", 2)]
    assert FLARES.flags(state) == []
    table.flip("2C")
    table.card("B", "1H")    # seq 8: accepted, and it proves B's revoke in trick 1 (seq 2)
    assert FLARES.flags(table.state) == [{
        "id": 1, "rule": "FLARES-REVOKE", "seat": 1, "round": 1, "at_seq": 2, "evidence_seq": 8,
        "status": "open",
        "details": {"player": 1, "suit": "H", "t": 1, "card": "1H", "evidence_trick": 3,
                    "evidence_seq": 8, "off_suit_card": "5D"}}]


def test_FL_T09_the_flag_message_names_the_player_suit_trick_and_card():
    flag = FLARES.flags(t09().state)[0]
    assert flag_message(flag, "en", ["A", "B"]) == "B didn't follow Hearts in trick 1 but held 1H — a revoke."
    assert flag_message(flag, "it", ["Anna", "Bea"]) == \
        "Bea non ha risposto a Cuori nella presa 1 ma aveva 1H: una rinuncia."


def test_FL_T09_the_revoke_changes_nothing_by_default_and_a_wins_18():
    table = t09()
    assert [trick.winner for trick in table.state.tricks_done] == ["DECK", "DECK", 0]
    table.points("1C", "3C", "5C")
    assert table.awards() == ["18", "0"]
    assert len(FLARES.flags(table.state)) == 1  # flags outlive their round


def test_FL_T09_forfeit_round_leaves_a_revoker_with_nothing_to_lose_unchanged():
    table = t09(revoke_penalty="forfeit_round")
    table.points("1C", "3C", "5C")
    assert table.awards() == ["18", "0"]
    assert FLARES.scores(table.state)["rounds"][0]["forfeited"] == []


def revoker_wins(**options) -> Table:
    """B revokes in trick 1 (5D on Hearts while holding 6H), then takes tricks 2 and 3."""
    table = Table.new(2, **options)
    table.trick("deck 3H", "B 5D", "A 2H")
    table.trick("deck 4H", "B 6H", "A 1D")
    table.trick("B 6C", "A 1C")
    table.points("1U", "2P", "4F")
    return table


def test_forfeit_round_cancels_the_revoker_positive_award():
    assert revoker_wins().awards() == ["0", "7"]
    table = revoker_wins(revoke_penalty="forfeit_round")
    assert table.awards() == ["0", "0"]
    assert FLARES.scores(table.state)["rounds"][0]["forfeited"] == [seat("B")]


def test_forfeit_round_only_counts_revokes_of_the_round_being_scored():
    table = revoker_wins(revoke_penalty="forfeit_round")
    # Round 2, dealer B: A takes every trick, cleanly; B's flag from round 1 does not matter.
    table.trick("deck 1H", "A 2H", "B 3D")
    table.trick("A 4U", "B 5C")
    table.trick("A 6D", "B 2D")
    table.points("4F", "5F", "6F")
    assert table.awards() == ["60", "0"]
    assert FLARES.scores(table.state)["totals"] == [60, 0]


def test_rewind_proposes_undoing_back_to_the_revoking_play():
    flags = FLARES.flags(t09(revoke_penalty="rewind").state)
    assert flags[0]["proposal"] == {"undo_to_seq": 2}
    assert flags[0]["at_seq"] == 2 and flags[0]["evidence_seq"] == 8
    assert "proposal" not in FLARES.flags(t09().state)[0]


def test_a_revoke_is_flagged_once_however_often_the_suit_comes_back():
    table = Table.new(3)
    table.trick("deck 6H", "B 1C", "C 2H", "A 3H")      # B shows no Hearts in trick 1
    table.trick("deck 5H", "B 1H", "C 4C", "A 2C")      # ... then plays one: flag
    table.trick("deck 6U", "B 4H", "C 1U", "A 5U")      # another Heart from B: no second flag
    assert [flag["details"]["card"] for flag in FLARES.flags(table.state)] == ["1H"]
    assert [(c.seat, c.suit) for c in table.state.void_claims] == [(1, "H"), (2, "H"), (0, "H"), (1, "U")]


def test_leading_the_suit_not_followed_proves_a_revoke_too():
    table = Table.new(2)
    table.trick("deck 1H", "B 5D", "A 3H")   # A wins; B showed no Hearts
    table.card("A", "2U")
    table.card("B", "3U")                    # B wins and leads next
    table.card("B", "6H")
    flags = FLARES.flags(table.state)
    assert [(flag["seat"], flag["details"]["t"], flag["details"]["evidence_trick"]) for flag in flags] \
        == [(1, 1, 3)]


def test_following_suit_or_leading_raise_no_void_claim():
    table = Table.new(2)
    table.trick("deck 1H", "B 5H", "A 3H")
    table.card("B", "2U")
    assert table.state.void_claims == ()


def test_flags_are_plain_json_and_appear_in_every_view_unchanged():
    state = t09(revoke_penalty="rewind").state
    flags = FLARES.flags(state)
    assert json.loads(json.dumps(flags)) == flags
    assert FLARES.load(json.loads(json.dumps(FLARES.dump(state)))) == state


@pytest.mark.parametrize("penalty", ["flag_only", "forfeit_round", "rewind"])
def test_hand_tracking_never_flags_a_revoke_because_it_refuses_one(penalty):
    table = Table.new(2, info_mode="hand_tracking", revoke_penalty=penalty)
    table.hands(A="2H 4D 6C", B="1H 5D 3P")
    table.flip("3H")
    assert table.refuse("B", "play", card="5D").rule_id == "FLARES-FOLLOW-SUIT"
    assert FLARES.flags(table.state) == []
