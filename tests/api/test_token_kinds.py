"""401 or 403, the same rule at every protected endpoint (docs/api.md, Errors): a token nobody
issued, or one no longer valid, is 401; a real token issued for something else (another match's,
a tournament's, a series', a 2P6C profile's, an invitation) is 403, and the refusal says nothing
of what that token is or whose. The callers whose token the endpoint takes are
test_authorization_matrix.py's rows; here, every other kind of token meets every endpoint."""
from __future__ import annotations

import pytest

from tests.client import ApiClient

# The tokens of every kind the service issues, and those it no longer knows.
KNOWN = ("match-host", "match-seat", "other-match-host", "other-match-seat", "tournament-organiser",
         "tournament-player", "tournament-invite", "series-organiser", "event-organiser", "profile")
UNKNOWN = ("garbage", "used-invite", "replaced-player", "deleted-profile")

RESULT = {"result": {"winners": [0], "totals": [1, 2]}}
# (method, path with {M} the match, {T} the tournament, {S} the series, {C} the community; body;
# the kinds of token the endpoint takes, whose answers test_authorization_matrix.py holds).
MATCH = {"match-host", "match-seat"}
TOURNAMENT_ORGANISERS = {"tournament-organiser"}
ENDPOINTS = [
    ("GET", "/matches/{M}", None, MATCH),
    ("POST", "/matches/{M}/moves", {"type": "start_hole", "seat": 0, "payload": {}}, MATCH),
    ("GET", "/matches/{M}/moves", None, MATCH),
    ("POST", "/matches/{M}/undo", {}, MATCH),
    ("POST", "/matches/{M}/corrections", {"seq": 1, "payload": {}}, MATCH),
    ("GET", "/matches/{M}/events", None, MATCH),
    ("GET", "/matches/{M}/export.csv", None, MATCH),
    ("GET", "/matches/{M}/export.json", None, MATCH),
    ("GET", "/matches/{M}/qr.svg", None, MATCH),
    ("GET", "/matches/{M}/words/TRADES", None, MATCH),
    ("GET", "/matches/{M}/seats", None, MATCH),
    ("GET", "/matches/{M}/seats/events", None, MATCH),
    ("POST", "/matches/{M}/seats/1/handoff", None, MATCH),
    ("POST", "/matches/{M}/seats/1/release", None, MATCH),
    ("POST", "/matches/{M}/change-request", {"kind": "undo", "seq": 1}, MATCH),
    ("POST", "/matches/{M}/change-request/agree", {"id": "x"}, MATCH),
    ("POST", "/matches/{M}/change-request/decline", {"id": "x"}, MATCH),
    ("POST", "/matches/{M}/rematch", None, MATCH),
    # A tournament's view takes any token of its own; its organisers' endpoints refuse its players
    # (403: known, but may not), and its players' endpoints its organisers.
    ("GET", "/tournaments/{T}", None, {"tournament-organiser", "tournament-player"}),
    ("POST", "/tournaments/{T}/players", {"name": "Zed"}, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/drops", {"player": 0}, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/keep-apart", {"players": [0, 1]}, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/rounds", None, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/rounds/1/swap", {"players": [0, 1]}, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/rounds/1/start", {}, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/rounds/1/timer", {"minutes": 20}, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/rounds/1/tables/1/extra-time", {"minutes": 3}, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/rounds/1/tables/1/correction", RESULT, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/rounds/1/tables/1/result", RESULT, {"tournament-player"}),
    ("POST", "/tournaments/{T}/rounds/1/tables/1/confirm", None, {"tournament-player"}),
    ("POST", "/tournaments/{T}/rounds/1/tables/1/seats/0/release", None, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/rounds/1/tables/1/seats/0/reassign", {"player": 1}, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/invites", None, TOURNAMENT_ORGANISERS),
    ("POST", "/tournaments/{T}/organisers", None, {"tournament-invite"}),
    ("GET", "/tournaments/{T}/audit", None, TOURNAMENT_ORGANISERS),
    ("GET", "/tournaments/{T}/rounds/1/cards", None, TOURNAMENT_ORGANISERS),
    ("GET", "/tournaments/{T}/player-cards", None, TOURNAMENT_ORGANISERS),
    ("GET", "/series/{S}", None, {"series-organiser"}),
    ("POST", "/series/{S}/tournaments", {"name": "Night", "profile": {"kind": "wdl"}, "rounds": 1, "players": ["Ann"]},
     {"series-organiser"}),
    ("POST", "/series/{S}/attach", {"tournament": "{T}", "tournament_token": "x"}, {"series-organiser"}),
    ("POST", "/series/{S}/members", {"name": "Zed"}, {"series-organiser"}),
    ("GET", "/series/{S}/cards", None, {"series-organiser"}),
    ("POST", "/series/{S}/links", {"tournament": "{T}", "player": 0, "member": 0}, {"series-organiser"}),
    ("GET", "/2p6c/players/me", None, {"profile"}),
    ("DELETE", "/2p6c/players/me", None, {"profile"}),
    ("POST", "/2p6c/players/me/results", {"match_id": "{M}", "seat_token": "x"}, {"profile"}),
    ("GET", "/2p6c/players/me/results", None, {"profile"}),
    ("GET", "/2p6c/players/me/communities", None, {"profile"}),
    ("DELETE", "/2p6c/players/me/communities/{C}", None, {"profile"}),
    ("POST", "/2p6c/communities", {"name": "Club", "kind": "virtual"}, {"profile"}),
    ("POST", "/2p6c/communities/join", {"code": "{CODE}"}, {"profile"}),
    ("POST", "/2p6c/communities/{C}/results", {"result_id": "x"}, {"profile"}),
    ("GET", "/2p6c/communities/{C}/results", None, {"profile"}),
    ("DELETE", "/2p6c/communities/{C}/results/x", None, {"profile"}),
    ("GET", "/2p6c/communities/{C}/rankings", None, {"profile"}),
]
# Every one of these texts says only that the token is not for this (api/messages.py).
FOREIGN = {"This token is not one of this match's.", "This token is not one of this tournament's.",
           "This token is not the organiser's of this series.", "This token is not a player profile's.",
           "This token is not an invitation to this tournament.",
           "Only the tournament's organisers can do this.",
           "A player at the table does this, with the token they got when checking in."}


@pytest.fixture
def api(module_app) -> ApiClient:
    return ApiClient(module_app.test_client())


@pytest.fixture(scope="module")
def world(module_app):
    """One of everything: a match (2P6C: it answers word lookups) and another, a tournament with
    round 1 under way, its invitation, a series with an event, a 2P6C profile with a community;
    and tokens that once were: an invitation used, a player token a later check-in replaced, a
    deleted profile's."""
    api = ApiClient(module_app.test_client())
    match, other = api.create("2p6c", ["Ann", "Ben"]), api.create("mini-golf", ["Cy", "Di"])
    made = api.post("/tournaments", json={"name": "Hall", "game": "mini-golf", "profile": {"kind": "wdl"},
                                          "rounds": 2, "players": ["Eve", "Fay", "Gil", "Hob"]}).get_json()
    tid, organiser = made["id"], made["organiser_token"]
    codes = [p["code"] for p in made["tournament"]["players"]]
    replaced = api.post(f"/tournaments/{tid}/check-in", json={"code": codes[0]}).get_json()["player_token"]
    player, *_others = [api.post(f"/tournaments/{tid}/check-in", json={"code": code}).get_json()["player_token"]
                        for code in codes]
    api.post(f"/tournaments/{tid}/rounds", token=organiser)
    table = api.post(f"/tournaments/{tid}/rounds/1/start", json={}, token=organiser).get_json()["rounds"][0]["tables"][0]
    invite = api.post(f"/tournaments/{tid}/invites", token=organiser).get_json()["invite"]
    used = api.post(f"/tournaments/{tid}/invites", token=organiser).get_json()["invite"]
    assert api.post(f"/tournaments/{tid}/organisers", token=used).status_code == 201
    series = api.post("/series", json={"name": "League", "game": "mini-golf"}).get_json()
    event = api.post(f"/series/{series['id']}/tournaments", token=series["organiser_token"],
                     json={"name": "Night 1", "profile": {"kind": "wdl"}, "rounds": 1, "players": ["Ivy", "Jo"]}).get_json()
    profile = api.post("/2p6c/players", json={"name": "Kit"}).get_json()
    community = api.post("/2p6c/communities", token=profile["token"], json={"name": "Club", "kind": "virtual"}).get_json()
    gone = api.post("/2p6c/players", json={"name": "Lou"}).get_json()["token"]
    assert api.delete("/2p6c/players/me", token=gone).status_code == 204
    tokens = {"match-host": match["host_token"], "match-seat": match["seats"][0]["token"],
              "other-match-host": other["host_token"], "other-match-seat": other["seats"][0]["token"],
              "tournament-organiser": organiser, "tournament-player": player, "tournament-invite": invite,
              "series-organiser": series["organiser_token"], "event-organiser": event["organiser_token"],
              "profile": profile["token"],
              "garbage": "not-a-token", "used-invite": used, "replaced-player": replaced, "deleted-profile": gone}
    where = {"{M}": match["id"], "{T}": tid, "{S}": series["id"], "{C}": community["id"], "{CODE}": community["code"]}
    secrets = [*(t for t in tokens.values() if t != "not-a-token"), match["join_code"], other["join_code"],
               table["join_code"], *codes, community["code"], "Ann", "Ben", "Eve", "Fay", "Gil", "Hob", "Kit"]
    return tokens, where, table, secrets


def _filled(value, where):
    if isinstance(value, str):
        for key, filled in where.items():
            value = value.replace(key, filled)
        return value
    if isinstance(value, dict):
        return {key: _filled(item, where) for key, item in value.items()}
    return value


@pytest.mark.parametrize("method, path, body, takes", ENDPOINTS, ids=[f"{m} {p}" for m, p, _b, _t in ENDPOINTS])
def test_an_unknown_token_is_401_and_a_token_issued_for_anything_else_is_403(api, world, method, path, body, takes):
    tokens, where, _table, secrets = world
    wrong = {}
    for kind in [*UNKNOWN, *(k for k in KNOWN if k not in takes)]:
        response = api.request(method, _filled(path, where), json=_filled(body, where), token=tokens[kind],
                               headers={"Idempotency-Key": f"key-{kind}"}, buffered=False)
        try:
            expected = 401 if kind in UNKNOWN else 403
            if response.status_code != expected:
                wrong[kind] = (response.status_code, response.get_data(as_text=True)[:200])
                continue
            problem = response.get_json()
            assert response.mimetype == "application/problem+json"
            assert set(problem) <= {"type", "title", "status", "detail"}, problem
            if expected == 401:
                assert response.headers["WWW-Authenticate"].startswith("Bearer")
            else:
                assert problem["detail"] in FOREIGN, problem
            text = response.get_data(as_text=True)
            assert not [secret for secret in secrets if secret in text], text
        finally:
            response.close()
    assert not wrong, wrong


@pytest.mark.parametrize("kind", [*UNKNOWN, *(k for k in KNOWN if k not in ("tournament-organiser",))])
def test_a_tournament_tables_seat_claimed_with_a_token_nobody_issued_is_401_with_any_other_403(api, world, kind):
    """POST /join for a tournament table's seat: its own player's token or an organiser's takes it;
    a token issued for anything else is TOUR-SEAT-NOT-YOURS, like no token at all."""
    tokens, _where, table, _secrets = world
    seat = next(seat for seat, player in enumerate(table["players"]) if player != 0)  # not the player's own
    response = api.post("/join", json={"code": table["join_code"], "seat": seat}, token=tokens[kind])
    if kind in UNKNOWN:
        assert response.status_code == 401, response.get_json()
    else:
        assert response.status_code == 403 and response.get_json()["rule"] == "TOUR-SEAT-NOT-YOURS", response.get_json()
