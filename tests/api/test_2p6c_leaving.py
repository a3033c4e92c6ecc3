"""A solo 2P6C player takes back what they gave: a result withdrawn from a community (their history
keeps it), a community left (with every result they shared there), and the whole profile deleted
(its token is unknown from then on, its results are gone from every ranking). A community lives on
while it has a member, its creator gone or not; its last member out deletes it."""
from __future__ import annotations

import pytest
from sqlalchemy import select

from models.tables import COMMUNITY, COMMUNITY_MEMBER, COMMUNITY_RESULT, SOLO_PLAYER, SOLO_RESULT
from tests.api.solo_support import at_once, problem_of, profile, record, solo_match
from tests.api.test_2p6c_communities import create, join, rankings, result, share
from tests.client import ApiClient


@pytest.fixture
def app(module_app):
    """One app per backend for the module: every test makes its own profiles and communities."""
    return module_app


@pytest.fixture
def api(module_app) -> ApiClient:
    return ApiClient(module_app.test_client())


def ranked(api, player, community) -> dict[str, str]:
    """Each listed member's best UIN, as shown."""
    answer = rankings(api, player, community)
    assert answer.status_code == 200, answer.get_json()
    return {row["name"]: row["best_uin_display"] for row in answer.get_json()["rankings"]}


def mine_shared(api, player, community) -> list[str]:
    answer = api.get(f"/2p6c/communities/{community['id']}/results", token=player["token"])
    assert answer.status_code == 200, answer.get_json()
    return [shared["result_id"] for shared in answer.get_json()]


def withdraw(api, player, community, result_id):
    return api.delete(f"/2p6c/communities/{community['id']}/results/{result_id}", token=player["token"])


def leave(api, player, community):
    return api.delete(f"/2p6c/players/me/communities/{community['id']}", token=player["token"])


def rows(app, table, **where):
    with app.extensions["table_referee"].db.read() as conn:
        query = select(table)
        for column, value in where.items():
            query = query.where(table.c[column] == value)
        return conn.execute(query).all()


# --- withdrawing a shared result ------------------------------------------------------------------------

def test_a_withdrawn_result_leaves_the_rankings_and_stays_in_the_history(api):
    ann, ben = profile(api, "Ann"), profile(api, "Ben")
    community = create(api, ann)
    join(api, ben, community["code"])
    best, other = result(api, ann, "2.46"), result(api, ann, "0.35")
    for one in (best, other):
        share(api, ann, community, one["id"])
    share(api, ben, community, result(api, ben, "0.78")["id"])
    assert ranked(api, ben, community) == {"Ann": "2.46", "Ben": "0.78"}
    assert mine_shared(api, ann, community) == [best["id"], other["id"]]

    answer = withdraw(api, ann, community, best["id"])
    assert answer.status_code == 204 and not answer.get_data()
    assert ranked(api, ben, community) == {"Ben": "0.78", "Ann": "0.35"}
    assert mine_shared(api, ann, community) == [other["id"]]
    history = api.get("/2p6c/players/me/results", token=ann["token"]).get_json()["results"]
    assert {r["id"] for r in history} == {best["id"], other["id"]}
    problem_of(withdraw(api, ann, community, best["id"]), 404)  # no longer shared there
    assert share(api, ann, community, best["id"]).status_code == 201  # shared again at will
    assert ranked(api, ben, community)["Ann"] == "2.46"


def test_a_result_withdrawn_from_one_community_stays_in_another(api):
    ann = profile(api)
    rome, online = create(api, ann), create(api, ann, "Online", "virtual")
    mine = result(api, ann, "2.46")
    share(api, ann, rome, mine["id"])
    share(api, ann, online, mine["id"])
    assert withdraw(api, ann, rome, mine["id"]).status_code == 204
    assert ranked(api, ann, rome) == {} and ranked(api, ann, online) == {"Ann": "2.46"}


def test_only_a_member_withdraws_and_only_their_own_results(api):
    ann, ben, eve = profile(api, "Ann"), profile(api, "Ben"), profile(api, "Eve")
    community = create(api, ann)
    join(api, ben, community["code"])
    anns = result(api, ann, "0.35")
    share(api, ann, community, anns["id"])
    problem_of(withdraw(api, ben, community, anns["id"]), 403, "COMMUNITY-NOT-YOUR-RESULT")
    problem_of(withdraw(api, ben, community, "no-such-result"), 403, "COMMUNITY-NOT-YOUR-RESULT")
    problem_of(withdraw(api, eve, community, anns["id"]), 403, "COMMUNITY-NOT-MEMBER")
    problem_of(api.get(f"/2p6c/communities/{community['id']}/results", token=eve["token"]), 403,
               "COMMUNITY-NOT-MEMBER")
    problem_of(withdraw(api, ann, {"id": "unknown"}, anns["id"]), 404)
    problem_of(withdraw(api, ann, community, "a.b"), 404)
    problem_of(api.delete(f"/2p6c/communities/{community['id']}/results/{anns['id']}"), 401)
    problem_of(withdraw(api, {"token": "garbage"}, community, anns["id"]), 401)
    assert mine_shared(api, ben, community) == []  # nobody else's are listed
    assert ranked(api, ann, community) == {"Ann": "0.35"}


# --- leaving a community --------------------------------------------------------------------------------

def test_a_member_who_leaves_takes_their_results_out_of_the_rankings(api):
    ann, ben = profile(api, "Ann"), profile(api, "Ben")
    community = create(api, ann)
    join(api, ben, community["code"])
    share(api, ann, community, result(api, ann, "0.35")["id"])
    bens = result(api, ben, "2.46")
    share(api, ben, community, bens["id"])

    answer = leave(api, ben, community)
    assert answer.status_code == 204 and not answer.get_data()
    assert ranked(api, ann, community) == {"Ann": "0.35"}
    assert api.get("/2p6c/players/me/communities", token=ben["token"]).get_json() == []
    assert api.get("/2p6c/players/me/communities", token=ann["token"]).get_json()[0]["members"] == 1
    problem_of(rankings(api, ben, community), 403, "COMMUNITY-NOT-MEMBER")
    assert [r["id"] for r in api.get("/2p6c/players/me/results", token=ben["token"]).get_json()["results"]] == [
        bens["id"]]  # the history keeps it
    problem_of(leave(api, ben, community), 404)  # not a member any more
    # Coming back does not bring the old shares back: they were taken back on leaving.
    join(api, ben, community["code"])
    assert ranked(api, ben, community) == {"Ann": "0.35"}


def test_the_creator_may_leave_and_the_last_member_out_deletes_the_community(api, app):
    ann, ben = profile(api, "Ann"), profile(api, "Ben")
    community = create(api, ann)
    join(api, ben, community["code"])
    share(api, ben, community, result(api, ben, "0.78")["id"])
    assert leave(api, ann, community).status_code == 204
    assert ranked(api, ben, community) == {"Ben": "0.78"}  # its members and their results stay

    assert leave(api, ben, community).status_code == 204
    assert rows(app, COMMUNITY, id=community["id"]) == []
    assert rows(app, COMMUNITY_RESULT, community_id=community["id"]) == []
    problem_of(join(api, ann, community["code"]), 404)  # its code names nothing now
    problem_of(leave(api, ben, community), 404)


def test_leaving_wants_a_profile_token_and_a_community(api):
    ann = profile(api)
    community = create(api, ann)
    problem_of(api.delete(f"/2p6c/players/me/communities/{community['id']}"), 401)
    problem_of(leave(api, {"token": "garbage"}, community), 401)
    problem_of(leave(api, ann, {"id": "unknown"}), 404)
    problem_of(leave(api, ann, {"id": "a.b"}), 404)
    problem_of(leave(api, profile(api, "Eve"), community), 404)  # not in it: nothing to leave
    assert api.get("/2p6c/players/me/communities", token=ann["token"]).get_json()[0]["members"] == 1


def test_the_last_two_members_leaving_at_once_leave_no_community_behind(app, api):
    for _ in range(3):
        ann, ben = profile(api, "Ann"), profile(api, "Ben")
        community = create(api, ann)
        join(api, ben, community["code"])
        answers = at_once([lambda player=player: leave(ApiClient(app.test_client()), player, community)
                           for player in (ann, ben)])
        assert [answer.status_code for answer in answers] == [204, 204]
        assert rows(app, COMMUNITY, id=community["id"]) == []


# --- deleting the profile ---------------------------------------------------------------------------------

def test_a_deleted_profile_is_forgotten_everywhere_and_its_token_is_401(api, app):
    ann, ben = profile(api, "Ann"), profile(api, "Ben")
    shared_one = create(api, ann, "Rome")         # Ann's, with Ben in it
    alone = create(api, ann, "Ann alone", "virtual")  # Ann's only
    bens = create(api, ben, "Ben's")             # Ben's, with Ann in it
    join(api, ben, shared_one["code"])
    join(api, ann, bens["code"])
    anns = [result(api, ann, uin) for uin in ("2.46", "0.35")]
    for community in (shared_one, alone, bens):
        for one in anns:
            share(api, ann, community, one["id"])
    share(api, ben, shared_one, result(api, ben, "0.11")["id"])
    assert ranked(api, ben, shared_one) == {"Ann": "2.46", "Ben": "0.11"}

    answer = api.delete("/2p6c/players/me", token=ann["token"])
    assert answer.status_code == 204 and not answer.get_data()
    for path in ("/2p6c/players/me", "/2p6c/players/me/results", "/2p6c/players/me/communities"):
        problem_of(api.get(path, token=ann["token"]), 401)
    problem_of(api.delete("/2p6c/players/me", token=ann["token"]), 401)
    problem_of(join(api, ann, bens["code"]), 401)
    assert ranked(api, ben, shared_one) == {"Ben": "0.11"} and ranked(api, ben, bens) == {}
    assert {c["id"]: c["members"] for c in api.get("/2p6c/players/me/communities", token=ben["token"]).get_json()} == {
        shared_one["id"]: 1, bens["id"]: 1}
    problem_of(join(api, ben, alone["code"]), 404)  # the community only Ann was in is gone
    # Nothing of Ann's is left; the community she made passes to Ben.
    assert rows(app, SOLO_PLAYER, id=ann["id"]) == [] and rows(app, SOLO_RESULT, player_id=ann["id"]) == []
    assert rows(app, COMMUNITY_MEMBER, player_id=ann["id"]) == []
    assert all(rows(app, COMMUNITY_RESULT, result_id=one["id"]) == [] for one in anns)
    assert [row.created_by for row in rows(app, COMMUNITY, id=shared_one["id"])] == [ben["id"]]


def test_a_profile_deleted_while_it_shares_and_records_leaves_nothing_behind(app, api):
    ann, ben = profile(api, "Ann"), profile(api, "Ben")
    community = create(api, ben)
    join(api, ann, community["code"])
    kept = [result(api, ann, uin) for uin in ("2.46", "0.35", "0.11")]
    match = solo_match(api)
    client = lambda: ApiClient(app.test_client())  # noqa: E731 - one per thread
    answers = at_once([lambda: client().delete("/2p6c/players/me", token=ann["token"]),
                       *(lambda one=one: share(client(), ann, community, one["id"]) for one in kept),
                       lambda: record(client(), ann, match)])
    assert answers[0].status_code == 204
    assert all(answer.status_code in (200, 201, 401) for answer in answers[1:]), [a.status_code for a in answers]
    assert rows(app, SOLO_RESULT, player_id=ann["id"]) == [] and rows(app, COMMUNITY_MEMBER, player_id=ann["id"]) == []
    assert all(rows(app, COMMUNITY_RESULT, result_id=one["id"]) == [] for one in kept)
    assert ranked(api, ben, community) == {}


def test_a_deleted_profiles_matches_may_be_recorded_again(api):
    """The matches are not the profile's: they stay, and a new profile may keep one again."""
    ann = profile(api, "Ann")
    match = solo_match(api)
    assert record(api, ann, match).status_code == 201
    assert api.delete("/2p6c/players/me", token=ann["token"]).status_code == 204
    again = profile(api, "Ann")
    assert record(api, again, match).status_code == 201


def test_deleting_a_profile_wants_its_token(api):
    match = api.create()
    for token, status in ((None, 401), ("not-a-token", 401), (match["host_token"], 403)):
        problem_of(api.delete("/2p6c/players/me", token=token), status)
