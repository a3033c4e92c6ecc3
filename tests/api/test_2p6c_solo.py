"""Solo 2P6C players (docs/games/2p6c.md §5.6): a profile and its token, and a history of finished solo
matches with MLR, FTS and UIN taken from the match's own result, exactly."""
from __future__ import annotations

import hashlib
from datetime import datetime, timezone

import pytest
from sqlalchemy import select

from api import create_app
from models.tables import SOLO_PLAYER
from tests.api.solo_support import at_once, deck_definition, problem_of, profile, record, solo_match
from tests.client import ApiClient

DAY_MS = 86_400_000
# solo_match(): AT (RP 3 + 3 = 6) and TRADES (13): FTS 19, one card played, MLR 1/54, UIN 19/54.
# Each ratio as a JSON number, with its display form and exact fraction beside it.
M2_LIKE = {"mlr": 1 / 54, "mlr_display": "0.0185", "mlr_fraction": [1, 54], "fts": 19,
           "uin": 19 / 54, "uin_display": "0.35", "uin_fraction": [19, 54], "cards_played": 1}


def db_rows(app, table):
    with app.extensions["table_referee"].db.read() as conn:
        return conn.execute(select(table)).all()


# --- profiles ---------------------------------------------------------------------------------------

def test_a_profile_is_made_with_a_token_shown_once_and_stored_as_its_hash(api, app):
    made = profile(api, "  Ann  ")
    assert set(made) == {"id", "name", "token"} and made["name"] == "Ann"
    assert len(made["token"]) >= 43  # 256 bits, URL-safe base64
    (row,) = db_rows(app, SOLO_PLAYER)
    assert row.token_hash == hashlib.sha256(made["token"].encode()).hexdigest()
    assert made["token"] not in tuple(str(value) for value in row)
    me = api.get("/2p6c/players/me", token=made["token"])
    assert me.status_code == 200 and me.get_json() == {"id": made["id"], "name": "Ann"}


@pytest.mark.parametrize("body", [{}, {"name": ""}, {"name": "   "}, {"name": "x" * 41},
                                  {"name": 7}, {"name": None}, {"name": "Ann", "age": 3},
                                  {"name": "A\u0000"}, ["Ann"], "Ann"])
def test_a_profile_needs_a_name_of_1_to_40_characters(api, body):
    problem_of(api.post("/2p6c/players", json=body), 422)


def test_profile_endpoints_want_a_profile_token(api):
    match = api.create()
    for path in ("/2p6c/players/me", "/2p6c/players/me/results", "/2p6c/players/me/communities"):
        missing = problem_of(api.get(path), 401)
        assert "profile token" in missing["detail"]
        assert api.get(path).headers["WWW-Authenticate"] == "Bearer"
        problem_of(api.get(path, token="not-a-token"), 401)
        for token in (match["host_token"], match["seats"][0]["token"]):  # real, but no profile's
            problem_of(api.get(path, token=token), 403)
        problem_of(api.get(path, headers={"Authorization": "Basic abc"}), 401)


# --- recording results -------------------------------------------------------------------------------

def test_a_finished_solo_match_goes_into_the_history_with_its_statistics(api, clock):
    ann = profile(api)
    clock.set(1_800_000_000_000)
    match = solo_match(api)
    response = record(api, ann, match)
    assert response.status_code == 201
    result = response.get_json()
    assert api.view(match)["result"]["solo"] == M2_LIKE
    assert {key: result[key] for key in M2_LIKE} == M2_LIKE
    assert result["match_id"] == match["id"] and result["deck_id"] is None
    assert result["house_options"] == {"mlr_include_initial": False,
                                       "fts_include_initial_word": True}
    assert result["depth"] == "every_move"  # refereed move by move
    # The match finished with its last move, stamped by the service's clock.
    assert datetime.fromisoformat(result["finished_at"]) == datetime.fromtimestamp(
        1_800_000_000, tz=timezone.utc)


def test_recording_the_same_match_again_answers_200_with_the_first_record(api):
    ann, match = profile(api), solo_match(api)
    first = record(api, ann, match)
    again = record(api, ann, match)
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.get_json() == first.get_json()
    assert len(api.get("/2p6c/players/me/results", token=ann["token"]).get_json()["results"]) == 1


def test_a_match_in_one_history_cannot_go_into_another(api):
    ann, ben, match = profile(api, "Ann"), profile(api, "Ben"), solo_match(api)
    record(api, ann, match)
    problem_of(record(api, ben, match), 409, "SOLO-RECORDED-ELSEWHERE")
    assert api.get("/2p6c/players/me/results", token=ben["token"]).get_json()["results"] == []


def test_only_the_token_of_the_matchs_seat_0_proves_it_is_yours(api):
    ann, match, other = profile(api), solo_match(api), solo_match(api)
    for token in ("not-a-token", match["host_token"], other["seats"][0]["token"], ann["token"]):
        refused = api.post("/2p6c/players/me/results", token=ann["token"],
                           json={"match_id": match["id"], "seat_token": token})
        problem_of(refused, 403, "SOLO-SEAT-TOKEN")
    assert api.get("/2p6c/players/me/results", token=ann["token"]).get_json()["results"] == []


def test_an_unknown_match_is_404_and_a_malformed_id_422(api):
    ann = profile(api)
    unknown = api.post("/2p6c/players/me/results", token=ann["token"],
                       json={"match_id": "nope", "seat_token": "x"})
    problem_of(unknown, 404)
    for match_id in ("a/b", "", "x" * 65, "abc\n", 7):
        malformed = api.post("/2p6c/players/me/results", token=ann["token"],
                             json={"match_id": match_id, "seat_token": "x"})
        assert "match_id" in problem_of(malformed, 422)["errors"]


def test_a_match_not_finished_yet_is_409(api):
    ann, match = profile(api), solo_match(api, finish=False)
    problem_of(record(api, ann, match), 409, "SOLO-NOT-FINISHED")


def test_a_match_of_two_players_is_not_solo(api):
    ann = profile(api)
    match = api.create("2p6c", ["Ann", "Ben"])
    problem_of(record(api, ann, match), 409, "SOLO-NOT-SOLO")


def test_a_match_of_another_game_has_no_solo_statistics(api):
    ann = profile(api)
    match = api.create("mini-golf", ["Ann", "Ben"])
    body = problem_of(record(api, ann, match), 409, "SOLO-NOT-2P6C")
    assert "Mini Golf" in body["detail"]


def test_the_profile_token_is_checked_before_the_match(api):
    match = solo_match(api)
    for token, status in ((None, 401), ("not-a-token", 401), (match["seats"][0]["token"], 403)):
        problem_of(api.post("/2p6c/players/me/results", token=token, json={
            "match_id": match["id"], "seat_token": match["seats"][0]["token"]}), status)


@pytest.mark.parametrize("body", [{}, {"match_id": "abc"}, {"seat_token": "abc"},
                                  {"match_id": "abc", "seat_token": ""},
                                  {"match_id": "abc", "seat_token": 5},
                                  {"match_id": "abc", "seat_token": "x" * 201},
                                  {"match_id": "abc", "seat_token": "x", "mlr": "1.0000"},
                                  [], None])
def test_record_bodies_that_do_not_fit_are_422(api, body):
    ann = profile(api)
    problem_of(api.post("/2p6c/players/me/results", token=ann["token"], json=body), 422)


def test_not_json_and_too_large_bodies_are_refused(api):
    ann = profile(api)
    not_json = api.post("/2p6c/players/me/results", token=ann["token"], data="{",
                        headers={"Content-Type": "application/json"})
    problem_of(not_json, 400)
    huge = api.post("/2p6c/players/me/results", token=ann["token"],
                    json={"match_id": "abc", "seat_token": "x" * 70_000})
    problem_of(huge, 413)


def test_the_deck_and_the_house_options_are_recorded_with_the_figures(api):
    ann = profile(api)
    with_deck = record(api, ann, solo_match(api, options={"deck": deck_definition()})).get_json()
    assert with_deck["deck_id"] == "my-2p6c-deck-v1"
    both = record(api, ann, solo_match(api, options={
        "mlr_include_initial": True, "fts_include_initial_word": False})).get_json()
    # MLR (1 + 6)/54; FTS without TRADES is AT's 6; UIN 7/54 × 6 = 7/9.
    assert (both["mlr"], both["mlr_display"], both["mlr_fraction"], both["fts"]) == (
        7 / 54, "0.1296", [7, 54], 6)
    assert (both["uin"], both["uin_display"], both["uin_fraction"]) == (7 / 9, "0.78", [7, 9])
    assert both["house_options"] == {"mlr_include_initial": True,
                                     "fts_include_initial_word": False}


# --- the history ---------------------------------------------------------------------------------------

def test_the_history_is_ordered_by_when_matches_finished_with_a_chart(api, clock):
    ann = profile(api)
    clock.set(1_800_000_000_000 + 2 * DAY_MS)
    later = solo_match(api, options={"mlr_include_initial": True})            # UIN 133/54
    clock.set(1_800_000_000_000)
    earlier = solo_match(api)                                                # UIN 19/54
    clock.set(1_800_000_000_000 + 5 * DAY_MS)
    last = solo_match(api, options={"fts_include_initial_word": False})      # UIN 1/9
    for match in (later, last, earlier):  # recorded in another order than played
        assert record(api, ann, match).status_code == 201
    history = api.get("/2p6c/players/me/results", token=ann["token"]).get_json()
    assert [result["match_id"] for result in history["results"]] == [
        earlier["id"], later["id"], last["id"]]
    assert history["chart"] == {
        "t": [1_800_000_000_000, 1_800_000_000_000 + 2 * DAY_MS, 1_800_000_000_000 + 5 * DAY_MS],
        "mlr": [1 / 54, 7 / 54, 1 / 54], "fts": [19, 19, 6], "uin": [19 / 54, 133 / 54, 1 / 9],
        "best_uin": [19 / 54, 133 / 54, 133 / 54]}
    # The chart's points are the results' own numbers.
    assert history["chart"]["uin"] == [result["uin"] for result in history["results"]]
    assert history["chart"]["mlr"] == [result["mlr"] for result in history["results"]]


def test_a_history_is_its_profiles_alone(api):
    ann, ben = profile(api, "Ann"), profile(api, "Ben")
    record(api, ann, solo_match(api))
    empty = api.get("/2p6c/players/me/results", token=ben["token"]).get_json()
    assert empty == {"results": [], "chart": {"t": [], "mlr": [], "fts": [], "uin": [],
                                              "best_uin": []}}


def test_making_profiles_is_rate_limited_like_creating_matches(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'limits.db'}",
                      "RATE_LIMIT_CREATE": "2 per minute"})
    try:
        limited = ApiClient(app.test_client())
        statuses = [limited.post("/2p6c/players", json={"name": "A"}).status_code
                    for _ in range(3)]
        assert statuses == [201, 201, 429]
    finally:
        app.extensions["table_referee"].db.dispose()


def test_a_match_recorded_by_several_phones_at_once_goes_into_one_history(app, api):
    ann, ben, match = profile(api, "Ann"), profile(api, "Ben"), solo_match(api)
    players = [ann, ben] * 3
    answers = at_once([lambda player=player: record(ApiClient(app.test_client()), player, match)
                       for player in players])
    statuses = [sorted(answer.status_code for player, answer in zip(players, answers)
                       if player is one) for one in (ann, ben)]
    # Whoever came first has it (201, then 200 for their other phones); the other profile, 409.
    assert sorted(statuses) == [[200, 200, 201], [409, 409, 409]]
