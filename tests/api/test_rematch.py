"""Playing again (POST /matches/{id}/rematch): one next match per finished match, the same table,
and every phone that held a seat (and the host phone) taking its own place in it with the token it
already has, and nothing else."""
from __future__ import annotations

import threading

import pytest

from rules import referee
from rules.registry import GAMES
from tests.api import tournament_support as tournaments
from tests.api.golf_h01 import HOLE_H01
from tests.api.solo_support import solo_match
from tests.api.test_live import _events, _next_data


def _create(api, players=("Ann", "Ben"), host_seat=None, options=None):
    body = {"game": "mini-golf", "players": list(players), "options": options or {"holes": 1}}
    if host_seat is not None:
        body["host_seat"] = host_seat
    response = api.post("/matches", json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def _join(api, match, seat):
    joined = api.post("/join", json={"code": match["join_code"], "seat": seat})
    assert joined.status_code == 200, joined.get_json()
    return joined.get_json()["token"]


def _finish(api, match):
    """GOLF-H01, a whole hole, entered by the host phone: 1 hole, so the match is over."""
    for move in HOLE_H01:
        api.play(match, *move)
    assert api.view(match)["status"] == "finished"


def _finished_table(api, **kwargs):
    """A finished 1-hole match whose two seats joined on phones of their own: the match and the
    seats' tokens."""
    match = _create(api, **kwargs)
    tokens = {seat: _join(api, match, seat) for seat in range(2) if seat != kwargs.get("host_seat")}
    _finish(api, match)
    return match, tokens


def _rematch(api, match_id, token):
    return api.post(f"/matches/{match_id}/rematch", token=token)


def test_playing_again_starts_the_same_game_players_and_options_and_the_old_match_names_it(api):
    match, _tokens = _finished_table(api, options={"holes": 1, "tie_rule": "playoff"})
    before = api.view(match)
    answer = _rematch(api, match["id"], match["host_token"])
    assert answer.status_code == 201
    place = answer.get_json()
    assert place["previous_match"] == match["id"] and place["id"] != match["id"]
    assert place["host"] is True and place["seat"] is None
    new = place["match"]
    assert (new["game"], new["options"], [seat["name"] for seat in new["seats"]]) == \
        ("mini-golf", before["options"], ["Ann", "Ben"])
    assert new["status"] == "active" and new["version"] == 0 and new["next_match"] is None
    assert new["viewer"] == {"seat": None, "host": True} and new["join_code"] != match["join_code"]
    old = api.view(match)
    assert old["next_match"] == place["id"] and old["version"] == before["version"] + 1
    assert before["next_match"] is None


def test_every_seated_phone_and_the_host_follow_into_their_own_seats_with_new_tokens(api):
    match, tokens = _finished_table(api)
    started = _rematch(api, match["id"], tokens[1]).get_json()  # Ben's phone taps Play again
    assert (started["seat"], started["host"]) == (1, False)
    ann = _rematch(api, match["id"], tokens[0])
    host = _rematch(api, match["id"], match["host_token"])
    assert ann.status_code == host.status_code == 200
    assert ann.get_json()["id"] == host.get_json()["id"] == started["id"]
    new = {"id": started["id"]}
    assert api.view(new, ann.get_json()["token"])["viewer"] == {"seat": 0, "host": False}
    assert api.view(new, started["token"])["viewer"] == {"seat": 1, "host": False}
    assert api.view(new, host.get_json()["token"])["viewer"] == {"seat": None, "host": True}
    fresh = {ann.get_json()["token"], started["token"], host.get_json()["token"]}
    assert not fresh & {tokens[0], tokens[1], match["host_token"]}
    # The old tokens still read the finished match, and play nothing in the new one.
    assert api.view(match, tokens[0])["status"] == "finished"
    assert api.get(f"/matches/{new['id']}", token=tokens[0]).status_code == 403
    # Both seats are held: the next match's join code gives neither away.
    taken = api.post("/join", json={"code": host.get_json()["match"]["join_code"], "seat": 0})
    assert taken.status_code == 409 and taken.get_json()["rule"] == "JOIN-SEAT-TAKEN"


def test_the_new_seat_tokens_play_their_own_seats(api):
    match, tokens = _finished_table(api)
    ann = _rematch(api, match["id"], tokens[0]).get_json()
    ben = _rematch(api, match["id"], tokens[1]).get_json()
    new = {"id": ann["id"]}
    api.play(new, 0, "start_hole", {"initial_discard": "5C"}, token=ann["token"])
    api.play(new, 1, "turn", HOLE_H01[1][2], token=ben["token"])
    assert api.view(new, ben["token"])["version"] == 2


def test_a_host_who_plays_keeps_its_seat_in_the_next_match(api):
    match, tokens = _finished_table(api, host_seat=0)
    started = _rematch(api, match["id"], tokens[1]).get_json()
    host = _rematch(api, match["id"], match["host_token"]).get_json()
    assert (host["host"], host["seat"]) == (True, 0)
    assert api.view({"id": started["id"]}, host["token"])["viewer"] == {"seat": 0, "host": True}
    seats = api.get(f"/matches/{started['id']}/seats", token=host["token"]).get_json()
    assert [seat["holder"] for seat in seats] == ["host", "phone"]


def test_asking_again_gives_the_same_next_match_and_the_same_token_which_still_works(api):
    match, tokens = _finished_table(api)
    first = _rematch(api, match["id"], tokens[0])
    again = _rematch(api, match["id"], tokens[0])
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.get_json()["id"] == first.get_json()["id"]
    assert again.get_json()["token"] == first.get_json()["token"]
    assert api.view({"id": first.get_json()["id"]}, first.get_json()["token"])["viewer"]["seat"] == 0
    host = [_rematch(api, match["id"], match["host_token"]).get_json()["token"] for _ in range(2)]
    assert host[0] == host[1]


def test_two_phones_tapping_at_once_start_one_next_match(app, api):
    match, tokens = _finished_table(api)
    barrier = threading.Barrier(3)
    answers = {}

    def tap(name, token):
        client = app.test_client()
        barrier.wait()
        response = client.post(f"/api/v1/matches/{match['id']}/rematch",
                               headers={"Authorization": f"Bearer {token}"})
        answers[name] = (response.status_code, response.get_json())

    phones = [threading.Thread(target=tap, args=item) for item in
              (("ann", tokens[0]), ("ben", tokens[1]), ("host", match["host_token"]))]
    for phone in phones:
        phone.start()
    for phone in phones:
        phone.join(30)
    assert sorted(status for status, _body in answers.values()) == [200, 200, 201]
    assert len({body["id"] for _status, body in answers.values()}) == 1
    assert api.view(match)["next_match"] == answers["ann"][1]["id"]
    assert [answers[name][1]["seat"] for name in ("ann", "ben", "host")] == [0, 1, None]


def test_phones_watching_the_old_match_hear_of_the_next_one(app, api):
    app.config["SSE_HEARTBEAT_SECONDS"] = 30  # so only the hub, not the polling fallback, wakes it
    match, tokens = _finished_table(api)
    version = api.view(match)["version"]
    lines = _events(app, match, tokens[0])
    assert _next_data(lines, 5) == f'data: {{"version": {version}}}'
    _rematch(api, match["id"], tokens[1])
    assert _next_data(lines, 2) == f'data: {{"version": {version + 1}}}'
    cached = api.get(f"/matches/{match['id']}", token=tokens[0], headers={"If-None-Match": f'"{version}"'})
    assert cached.status_code == 200 and cached.get_json()["next_match"]


@pytest.mark.parametrize("caller", ["none", "garbage", "other-host", "other-seat"])
def test_a_phone_without_a_token_of_the_match_gets_nothing(api, caller):
    match, _tokens = _finished_table(api)
    other, other_tokens = _finished_table(api)
    token = {"none": None, "garbage": "not-a-token", "other-host": other["host_token"],
             "other-seat": other_tokens[0]}[caller]
    refused = _rematch(api, match["id"], token)
    assert refused.status_code == (403 if caller.startswith("other") else 401)
    assert refused.mimetype == "application/problem+json"
    assert "token" not in refused.get_json() and match["join_code"] not in refused.get_data(as_text=True)
    assert api.view(match)["next_match"] is None and api.view(other)["next_match"] is None


def test_a_token_of_the_next_match_starts_nothing_from_the_old_one(api):
    match, tokens = _finished_table(api)
    ann = _rematch(api, match["id"], tokens[0]).get_json()
    assert _rematch(api, match["id"], ann["token"]).status_code == 403


def test_a_seat_token_gives_its_own_seat_and_a_seat_no_phone_held_is_free_for_the_join_code(api):
    match = _create(api)
    ann = _join(api, match, 0)  # Ben has no phone: the host phone enters his moves
    _finish(api, match)
    started = _rematch(api, match["id"], ann).get_json()
    assert (started["seat"], started["match"]["viewer"]) == (0, {"seat": 0, "host": False})
    # Ben's token from the creator's answer, used only now: his seat was no phone's.
    late = _rematch(api, match["id"], match["seats"][1]["token"])
    assert late.status_code == 409 and late.get_json()["rule"] == "REMATCH-SEAT-GONE"
    host = _rematch(api, match["id"], match["host_token"]).get_json()
    listing = api.post("/join", json={"code": host["match"]["join_code"]}).get_json()
    assert [seat["claimed"] for seat in listing["seats"]] == [True, False]
    assert _join(api, {"join_code": host["match"]["join_code"]}, 1)


def test_a_seat_handed_on_in_the_next_match_is_not_taken_back_by_its_old_token(api):
    match, tokens = _finished_table(api)
    ann = _rematch(api, match["id"], tokens[0]).get_json()
    new = ann["id"]
    code = api.post(f"/matches/{new}/seats/0/handoff", token=ann["token"]).get_json()["code"]
    taker = api.post("/join", json={"code": code}).get_json()["token"]
    refused = _rematch(api, match["id"], tokens[0])
    assert refused.status_code == 409 and refused.get_json()["rule"] == "REMATCH-SEAT-GONE"
    assert "Ann" in refused.get_json()["detail"]
    assert api.view({"id": new}, taker)["viewer"] == {"seat": 0, "host": False}
    assert api.get(f"/matches/{new}", token=ann["token"]).status_code == 401


def test_a_seat_freed_in_the_next_match_is_no_longer_kept_for_the_old_phone(api):
    match, tokens = _finished_table(api)
    host = _rematch(api, match["id"], match["host_token"]).get_json()
    api.post(f"/matches/{host['id']}/seats/1/release", token=host["token"])
    refused = _rematch(api, match["id"], tokens[1])
    assert refused.status_code == 409 and refused.get_json()["rule"] == "REMATCH-SEAT-GONE"
    joined = api.post("/join", json={"code": host["match"]["join_code"], "seat": 1})
    assert joined.status_code == 200


def test_an_unfinished_match_is_refused_with_a_clear_problem_and_nothing_changes(api):
    match = _create(api)
    api.play(match, *HOLE_H01[0])
    before = api.view(match)
    refused = api.post(f"/matches/{match['id']}/rematch", token=match["host_token"],
                       headers={"Accept-Language": "it"})
    assert refused.status_code == 409 and refused.mimetype == "application/problem+json"
    problem = refused.get_json()
    assert problem["rule"] == "REMATCH-NOT-FINISHED" and "ancora in corso" in problem["detail"]
    assert api.view(match) == before


def test_a_tournament_table_gets_its_next_match_from_the_tournament_not_from_play_again(api):
    made = tournaments.create(api)
    tokens = tournaments.check_in_all(api, made)
    table = tournaments.seat_and_start(api, made, 1)[0]
    finished = tournaments.play_golden_q_win(api, table, tokens)
    refused = _rematch(api, finished["id"], finished["last_token"])
    assert refused.status_code == 409 and refused.get_json()["rule"] == "REMATCH-TOURNAMENT"
    assert "Autumn EkeQ" in refused.get_json()["detail"]


def test_a_solo_2p6c_match_may_be_played_again(api):
    match = solo_match(api)
    token = match["seats"][0]["token"]
    again = _rematch(api, match["id"], token)
    assert again.status_code == 201
    place = again.get_json()
    assert (place["seat"], place["match"]["game"], len(place["match"]["seats"])) == (0, "2p6c", 1)
    assert api.view({"id": place["id"]}, place["token"])["state"]["phase"] == "lobby"


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_sets_up_again_from_the_options_a_match_stored(api, slug):
    """The next match is set up from the old match's stored options: they must load as given."""
    rules = GAMES[slug]
    players = [f"P{index}" for index in range(rules.info.min_players)]
    stored = api.create(slug, players)["match"]["options"]
    options, _state = referee.new_game(rules, len(players), stored)
    assert options == stored
