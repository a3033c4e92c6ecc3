"""GET /moves comes in pages: `after` and a `limit` with a maximum (1000), `next_after` saying
where the next page starts, and `newest` for the last moves. An answer never holds the whole of
a log that may reach MAX_MOVES_PER_MATCH moves."""
from __future__ import annotations

import pytest

from api.matches.schemas import MAX_LOG_PAGE

from .golf_h01 import HOLE_H01
from .test_sixes_api import line, started_round


def played(api):
    match = api.create(players=["Ann", "Ben"], options={"holes": 1})
    for move in HOLE_H01:
        api.play(match, *move)
    return match


def page(api, match, query):
    response = api.get(f"/matches/{match['id']}/moves?{query}", token=match["host_token"])
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_pages_follow_one_another_to_the_end_of_the_log(api):
    match = played(api)
    whole = page(api, match, "")
    assert [m["seq"] for m in whole["moves"]] == list(range(1, 11)) and whole["next_after"] is None
    seen, after = [], 0
    while after is not None:
        answer = page(api, match, f"after={after}&limit=3")
        assert len(answer["moves"]) <= 3
        seen += answer["moves"]
        after = answer["next_after"]
    assert seen == whole["moves"]


def test_newest_gives_the_last_moves_in_log_order(api):
    match = played(api)
    assert [m["seq"] for m in page(api, match, "newest=true&limit=1")["moves"]] == [10]
    last = page(api, match, "newest=true&limit=4&after=8")
    assert [m["seq"] for m in last["moves"]] == [9, 10] and last["next_after"] is None


@pytest.mark.parametrize("query", ["limit=0", f"limit={MAX_LOG_PAGE + 1}", "limit=ten",
                                   "after=-1", "newest=maybe"])
def test_a_page_beyond_its_bounds_is_refused(api, query):
    match = api.create()
    response = api.get(f"/matches/{match['id']}/moves?{query}", token=match["host_token"])
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"


def test_without_a_limit_an_answer_holds_at_most_the_largest_page(api, clock, backend):
    if backend != "sqlite":
        pytest.skip("a thousand moves once is enough to show the default page size")
    match, _started = started_round(api, clock)
    first = page(api, match, "")["moves"][-1]["seq"]
    for index in range(MAX_LOG_PAGE - first + 1):
        assert line(api, match, 1, index % 6 + 1, f"Item {index}").status_code == 201
    answer = page(api, match, "")
    assert len(answer["moves"]) == MAX_LOG_PAGE and answer["next_after"] == MAX_LOG_PAGE
    assert [m["seq"] for m in page(api, match, f"after={MAX_LOG_PAGE}")["moves"]] == [MAX_LOG_PAGE + 1]


def test_the_openapi_document_states_the_page_bounds(api):
    spec = api.get("/openapi.json").get_json()
    parameters = {p["name"]: p["schema"] for p in spec["paths"]["/api/v1/matches/{match_id}/moves"]
                  ["get"]["parameters"] if p["in"] == "query"}
    assert parameters["limit"]["maximum"] == MAX_LOG_PAGE and parameters["limit"]["minimum"] == 1
