"""Communities of solo 2P6C players, regional or virtual (docs/games/2p6c.md §5.6): joined by code; members
share results with them; rankings show each member's best and median UIN and percentile rank,
and the community's percentiles, and nothing else about anyone's matches."""
from __future__ import annotations

import pytest

from api import create_app
from tests.api.solo_support import at_once, problem_of, profile, record, solo_match
from tests.api.test_2p6c_solo_stats import EXPECTED_FIGURES
from tests.client import ApiClient

CROCKFORD = set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
# solo_match() with these options: UIN 19/54 = 0.35, 1/9 = 0.11, 133/54 = 2.46, 7/9 = 0.78.
UIN_OPTIONS = {
    "0.35": {},
    "0.11": {"fts_include_initial_word": False},
    "2.46": {"mlr_include_initial": True},
    "0.78": {"mlr_include_initial": True, "fts_include_initial_word": False},
}


def create(api, player, name="Rome 2P6C", kind="regional", **extra):
    response = api.post("/2p6c/communities", token=player["token"],
                        json={"name": name, "kind": kind, **extra})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def join(api, player, code):
    return api.post("/2p6c/communities/join", token=player["token"], json={"code": code})


def result(api, player, uin: str) -> dict:
    response = record(api, player, solo_match(api, options=UIN_OPTIONS[uin]))
    assert response.status_code == 201 and response.get_json()["uin_display"] == uin
    return response.get_json()


def share(api, player, community, result_id):
    return api.post(f"/2p6c/communities/{community['id']}/results", token=player["token"],
                    json={"result_id": result_id})


def rankings(api, player, community):
    return api.get(f"/2p6c/communities/{community['id']}/rankings", token=player["token"])


# --- creating and joining ---------------------------------------------------------------------------

def test_a_community_gets_a_join_code_and_its_creator_as_first_member(api):
    ann = profile(api)
    community = create(api, ann, "  Rome 2P6C ", region="Lazio")
    assert set(community) == {"id", "name", "kind", "region", "code", "members"}
    assert (community["name"], community["kind"], community["region"], community["members"]) == (
        "Rome 2P6C", "regional", "Lazio", 1)
    assert len(community["code"]) == 6 and set(community["code"]) <= CROCKFORD
    mine = api.get("/2p6c/players/me/communities", token=ann["token"]).get_json()
    assert mine == [community]


def test_a_virtual_community_needs_no_region(api):
    community = create(api, profile(api), "Night owls", "virtual")
    assert community["kind"] == "virtual" and community["region"] is None


@pytest.mark.parametrize("body", [
    {}, {"name": "X"}, {"kind": "virtual"}, {"name": "X", "kind": "global"},
    {"name": "", "kind": "virtual"}, {"name": "  ", "kind": "virtual"},
    {"name": "x" * 81, "kind": "virtual"}, {"name": 5, "kind": "virtual"},
    {"name": "X", "kind": "virtual", "region": ""}, {"name": "X", "kind": "virtual", "region": 3},
    {"name": "X\u0000", "kind": "virtual"}, {"name": "X", "kind": "virtual", "owner": "me"}, []])
def test_community_bodies_that_do_not_fit_are_422(api, body):
    ann = profile(api)
    problem_of(api.post("/2p6c/communities", token=ann["token"], json=body), 422)
    assert api.get("/2p6c/players/me/communities", token=ann["token"]).get_json() == []


def test_creating_a_community_needs_a_profile_token(api):
    match = api.create()
    for token, status in ((None, 401), ("not-a-token", 401), (match["host_token"], 403)):
        problem_of(api.post("/2p6c/communities", token=token,
                            json={"name": "X", "kind": "virtual"}), status)


def test_joining_by_code_makes_a_member_and_joining_again_changes_nothing(api):
    ann, ben = profile(api, "Ann"), profile(api, "Ben")
    community = create(api, ann)
    # As read out at the table: lower case, a dash, O for 0 and I for 1.
    spoken = community["code"].lower().replace("0", "o").replace("1", "i")
    joined = join(api, ben, spoken[:3] + "-" + spoken[3:])
    assert joined.status_code == 200 and joined.get_json() == {**community, "members": 2}
    again = join(api, ben, community["code"])
    assert again.status_code == 200 and again.get_json()["members"] == 2
    assert join(api, ann, community["code"]).get_json()["members"] == 2
    assert [c["id"] for c in api.get("/2p6c/players/me/communities",
                                     token=ben["token"]).get_json()] == [community["id"]]


def test_an_unknown_code_is_404_and_a_bad_one_422(api):
    ben = profile(api)
    problem_of(join(api, ben, "ZZZZZZ"), 404)
    for body in ({}, {"code": ""}, {"code": "x" * 17}, {"code": 123456}):
        problem_of(api.post("/2p6c/communities/join", token=ben["token"], json=body), 422)
    problem_of(api.post("/2p6c/communities/join", json={"code": "ZZZZZZ"}), 401)


# --- sharing results ----------------------------------------------------------------------------------

def test_a_member_shares_their_own_result_once(api):
    ann = profile(api)
    community, mine = create(api, ann), result(api, ann, "0.35")
    first = share(api, ann, community, mine["id"])
    assert first.status_code == 201
    assert set(first.get_json()) == {"community_id", "result_id", "posted_at"}
    again = share(api, ann, community, mine["id"])
    assert again.status_code == 200 and again.get_json() == first.get_json()


def test_only_members_share_and_only_their_own_results(api):
    ann, ben = profile(api, "Ann"), profile(api, "Ben")
    community = create(api, ann)
    anns, bens = result(api, ann, "0.35"), result(api, ben, "0.11")
    problem_of(share(api, ben, community, bens["id"]), 403, "COMMUNITY-NOT-MEMBER")
    join(api, ben, community["code"])
    problem_of(share(api, ben, community, anns["id"]), 403, "COMMUNITY-NOT-YOUR-RESULT")
    problem_of(share(api, ben, community, "no-such-result"), 403, "COMMUNITY-NOT-YOUR-RESULT")
    assert share(api, ben, community, bens["id"]).status_code == 201


def test_sharing_with_an_unknown_community_is_404_and_bad_bodies_422(api):
    ann = profile(api)
    mine = result(api, ann, "0.35")
    for community_id in ("nope", "a.b", "x" * 65):
        problem_of(share(api, ann, {"id": community_id}, mine["id"]), 404)
    community = create(api, ann)
    for body in ({}, {"result_id": ""}, {"result_id": 1}, {"result_id": "a/b"},
                 {"result_id": "x\n"}, {"result_id": mine["id"], "uin": "99.99"}):
        problem_of(api.post(f"/2p6c/communities/{community['id']}/results", token=ann["token"],
                            json=body), 422)
    problem_of(api.post(f"/2p6c/communities/{community['id']}/results",
                        json={"result_id": mine["id"]}), 401)
    problem_of(api.post(f"/2p6c/communities/{community['id']}/results", token=ann["token"],
                        json={"result_id": "x" * 70_000}), 413)


# --- rankings -------------------------------------------------------------------------------------------

def test_rankings_show_best_median_and_percentile_rank_and_the_communitys_percentiles(api):
    ann, ben, cat, dan = (profile(api, name) for name in ("Ann", "Ben", "Cat", "Dan"))
    community = create(api, ann)
    for player in (ben, cat, dan):
        join(api, player, community["code"])
    shared = {"Ann": [result(api, ann, "0.35"), result(api, ann, "2.46")],
              "Ben": [result(api, ben, "0.11")],
              "Cat": [result(api, cat, "0.78"), result(api, cat, "0.35")]}
    for player, results in zip((ann, ben, cat), shared.values()):
        for one in results:
            assert share(api, player, community, one["id"]).status_code == 201
    result(api, ann, "0.11")  # recorded, never shared: it counts nowhere
    # Dan shared nothing: he is not listed.
    answer = rankings(api, ben, community)
    assert answer.status_code == 200
    # Every UIN shared: 6, 19, 19, 42, 133 (/54). Ann: best 133/54, median 76/54, 4.5 of 5 below.
    # Cat: best 42/54, median 30.5/54, 3.5 of 5. Ben: 6/54, 0.5 of 5.
    # p25 and p50 sit on 19/54; p75 on 42/54; p90 at 42 + 0.6 × 91 = 96.6 (/54) = 1.7889.
    assert answer.get_json() == {"community_id": community["id"], "depth": None, **EXPECTED_FIGURES(me="Ben")}


def test_rankings_hide_everything_else_about_members_matches(api):
    ann, ben = profile(api, "Ann"), profile(api, "Ben")
    community = create(api, ann)
    join(api, ben, community["code"])
    matches = [solo_match(api, options=UIN_OPTIONS[uin]) for uin in ("0.35", "2.46")]
    results = [record(api, ann, match).get_json() for match in matches]
    for one in results:
        share(api, ann, community, one["id"])
    answer = rankings(api, ben, community)
    body = answer.get_json()
    assert set(body) == {"community_id", "depth", "rankings", "percentiles"}
    # Only these keys, so no FTS, MLR, date or id can leave under another name.
    assert [set(row) for row in body["rankings"]] == [
        {"name", "me", "best_depth", "depths",
         *(f"{name}{kind}" for name in ("best_uin", "median_uin", "percentile_rank")
           for kind in ("", "_display", "_fraction"))}]
    assert set(body["percentiles"]) == {f"{level}{kind}" for level in ("p25", "p50", "p75", "p90")
                                        for kind in ("", "_display", "_fraction")}
    # Numbers like FTS 19 could be part of a random id by chance: the community's id is known.
    text = answer.get_data(as_text=True).replace(community["id"], "")
    secrets = [ann["id"], ann["token"], *(m["id"] for m in matches),
               *(m["seats"][0]["token"] for m in matches)]
    for one in results:
        secrets += [one["id"], one["finished_at"][:10], one["mlr_display"], str(one["mlr"])]
    for secret in secrets:
        assert secret not in text, secret


def test_a_community_without_shared_results_has_no_figures(api):
    ann = profile(api)
    community = create(api, ann)
    assert rankings(api, ann, community).get_json() == {
        "community_id": community["id"], "depth": None, "rankings": [],
        "percentiles": {f"{level}{kind}": None for level in ("p25", "p50", "p75", "p90")
                        for kind in ("", "_display", "_fraction")}}


def test_only_members_read_rankings(api):
    ann, eve = profile(api, "Ann"), profile(api, "Eve")
    community = create(api, ann)
    share(api, ann, community, result(api, ann, "0.35")["id"])
    body = problem_of(rankings(api, eve, community), 403, "COMMUNITY-NOT-MEMBER")
    assert "0.35" not in str(body) and "Ann" not in str(body)
    problem_of(api.get(f"/2p6c/communities/{community['id']}/rankings"), 401)
    problem_of(api.get(f"/2p6c/communities/{community['id']}/rankings", token="garbage"), 401)
    problem_of(rankings(api, ann, {"id": "unknown"}), 404)


def test_results_shared_with_one_community_stay_out_of_another(api):
    ann = profile(api)
    rome, online = create(api, ann), create(api, ann, "Online", "virtual")
    share(api, ann, rome, result(api, ann, "2.46")["id"])
    share(api, ann, online, result(api, ann, "0.11")["id"])
    assert rankings(api, ann, rome).get_json()["rankings"][0]["best_uin_display"] == "2.46"
    assert rankings(api, ann, online).get_json()["rankings"][0]["best_uin_display"] == "0.11"


def test_creating_and_joining_communities_are_rate_limited(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'limits.db'}",
                      "RATE_LIMIT_CREATE": "3 per minute", "RATE_LIMIT_JOIN": "2 per minute"})
    try:
        limited = ApiClient(app.test_client())
        ann = profile(limited)  # each endpoint counts its own requests
        body = {"name": "X", "kind": "virtual"}
        statuses = [limited.post("/2p6c/communities", token=ann["token"], json=body).status_code
                    for _ in range(4)]
        assert statuses == [201, 201, 201, 429]
        guesses = [join(limited, ann, "AAAAAA") for _ in range(3)]
        assert [guess.status_code for guess in guesses] == [404, 404, 429]
        assert "Retry-After" in guesses[-1].headers
    finally:
        app.extensions["table_referee"].db.dispose()


def test_joining_and_sharing_several_times_at_once_counts_once(app, api):
    ann, ben = profile(api, "Ann"), profile(api, "Ben")
    community = create(api, ann)
    joins = at_once([lambda: join(ApiClient(app.test_client()), ben, community["code"])
                     for _ in range(5)])
    assert {answer.status_code for answer in joins} == {200}
    assert join(api, ben, community["code"]).get_json()["members"] == 2
    mine = result(api, ben, "0.35")
    shares = at_once([lambda: share(ApiClient(app.test_client()), ben, community, mine["id"])
                      for _ in range(5)])
    assert sorted(answer.status_code for answer in shares) == [200] * 4 + [201]
    assert len(rankings(api, ann, community).get_json()["rankings"]) == 1
