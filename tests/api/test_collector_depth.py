"""Collector entered a hand at a time over HTTP (docs/games/collector.md, `depth: "hand"`): any
seated phone enters the sets laid down, the match is over with the full referee's result, and the
entry is refused, undone and entered again like any move, on both backends."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("backend")

NAMES = ["Ann", "Ben", "Cid"]
SPECTRUM = ["1U", "2P", "3H", "4F", "5D", "6C"]
STRAIGHT = ["1P", "2H", "3F", "4C", "5U", "6U"]
FLUSH = ["1D", "2D", "3D", "4D", "6D", "W"]


def _sets(api, match, seat, *laid, token=None, **kwargs):
    body = {"sets": [{"seat": by, "cards": cards} for by, cards in laid]}
    return api.move(match, seat, "sets", body, token=token or match["seats"][seat]["token"], **kwargs)


def test_a_seated_phone_enters_the_sets_and_the_match_is_decided(api):
    match = api.create(game="collector", players=NAMES, options={"depth": "hand"})
    view = api.view(match)
    assert (view["options"]["depth"], view["state"]["phase"], view["to_move"]) == ("hand", "await_sets", [0, 1, 2])
    # Ben laid down a straight first; Ann's spectrum in her final turn beats it.
    answer = _sets(api, match, 2, (1, STRAIGHT), (0, SPECTRUM))
    assert answer.status_code == 201, answer.get_json()
    result = answer.get_json()["match"]["result"]
    assert answer.get_json()["match"]["status"] == "finished"
    assert (result["winners"], result["totals"], result["termination"]) == ([0], [1, 0, 0], "final_turns_done")
    assert [(laid["seat"], laid["kind"], laid["tier"]) for laid in result["laid_down"]] == [
        (1, "straight", 3), (0, "spectrum", 1)]
    scores = api.view(match)["scores"]
    assert scores["sets"] == [{"tier": 1, "kind": "spectrum"}, {"tier": 3, "kind": "straight"}, None]


def test_the_entry_is_undone_from_the_phone_that_entered_it_and_entered_again(api):
    match = api.create(game="collector", players=NAMES, options={"depth": "hand", "wild_cards": "substitute"})
    _sets(api, match, 1, (1, STRAIGHT))
    undone = api.post(f"/matches/{match['id']}/undo", token=match["seats"][1]["token"], json={})
    assert undone.status_code == 200, undone.get_json()
    view = api.view(match)
    assert view["status"] != "finished"
    assert (view["state"]["phase"], view["state"]["laid_down"], view["result"]) == ("await_sets", [], None)
    # Entered again: Ben's straight, then Cid's flush with a W standing in for 5D wins.
    answer = _sets(api, match, 1, (1, STRAIGHT), (2, FLUSH)).get_json()
    assert answer["match"]["result"]["winners"] == [2]
    assert answer["match"]["result"]["laid_down"][1]["wilds_as"] == [{"rank": 5, "suit": "D"}]


def test_a_refused_entry_names_its_rule_in_the_readers_language(api):
    match = api.create(game="collector", players=NAMES, options={"depth": "hand"})
    twice = _sets(api, match, 0, (1, STRAIGHT), (1, SPECTRUM), headers={"Accept-Language": "it"})
    assert twice.status_code == 409 and twice.mimetype == "application/problem+json"
    assert (twice.get_json()["rule"], twice.get_json()["detail"]) == (
        "COLLECTOR-SET-TWICE", "Ben compare due volte: ognuno cala al massimo un set.")
    assert _sets(api, match, 0).get_json()["rule"] == "COLLECTOR-NO-SETS"
    assert _sets(api, match, 0, (0, SPECTRUM[:5])).get_json()["rule"] == "COLLECTOR-LAYDOWN-SIZE"
    assert _sets(api, match, 0, (0, FLUSH)).get_json()["rule"] == "CORE-CARD-NOT-USED"
    assert api.view(match)["state"]["phase"] == "await_sets"


def test_a_draw_is_entered_as_no_sets_when_there_is_a_turn_limit(api):
    match = api.create(game="collector", players=NAMES, options={"depth": "hand", "turn_limit": 10})
    result = _sets(api, match, 0).get_json()["match"]["result"]
    assert (result["winners"], result["totals"], result["termination"]) == ([], [0, 0, 0], "turn_limit")


def test_a_move_of_the_other_depth_is_refused_and_a_malformed_entry_is_a_field_error(api):
    match = api.create(game="collector", players=NAMES, options={"depth": "hand"})
    refused = api.move(match, 0, "start", {"discard_top": "4H"})
    assert (refused.status_code, refused.get_json()["rule"]) == (409, "CORE-WRONG-DEPTH")
    move_by_move = api.create(game="collector", players=NAMES)
    assert _sets(api, move_by_move, 0, (0, SPECTRUM)).get_json()["rule"] == "CORE-WRONG-DEPTH"
    malformed = api.move(match, 0, "sets", {"sets": [{"seat": "Ann", "cards": SPECTRUM}]})
    assert malformed.status_code == 422 and "seat" in str(malformed.get_json())


def test_in_self_entry_mode_a_phone_enters_the_sets_as_its_own_seat_only(api):
    match = api.create(game="collector", players=NAMES, options={"depth": "hand", "entry_mode": "self"})
    for_another = _sets(api, match, 0, (0, SPECTRUM), token=match["seats"][1]["token"])
    assert (for_another.status_code, for_another.get_json()["rule"]) == (403, "CORE-NOT-AUTHORIZED")
    assert _sets(api, match, 1, (0, SPECTRUM)).status_code == 201
