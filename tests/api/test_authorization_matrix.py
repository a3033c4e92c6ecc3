"""Every match endpoint against every kind of token: the documented status, and nothing leaked.

Built from the registry, so every game added later is covered too. Tournaments have their own
rows: organisers and co-organisers, checked-in players, and everyone else, who only reads.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules.base import WordLookup
from rules.registry import GAMES
from tests.api.test_tracked_hands import _to_a_hand_move
from tests.client import ApiClient
from tests.rules.test_tracked_hands_no_oracle import TRACKED

# The endpoints a match has, and how to call them: (method, path suffix, body or None).
ENDPOINTS = {
    "view": ("GET", "", None),
    "play": ("POST", "/moves", "move"),
    "log": ("GET", "/moves", None),
    "undo": ("POST", "/undo", {}),
    "correct": ("POST", "/corrections", "correction"),
    "events": ("GET", "/events", None),
    "csv": ("GET", "/export.csv", None),
    "json": ("GET", "/export.json", None),
    "qr": ("GET", "/qr.svg", None),
    "lookup": ("GET", "/words/TRADES", None),
}
# Who calls: no token, a token nobody issued, the other match's host and seat, this match's host,
# the seat the move is for, and another seat of this match.
CALLERS = ("none", "garbage", "other-host", "other-seat", "host", "own-seat", "other-seat-here")
SUCCESS = {"view": 200, "play": 201, "log": 200, "undo": 200, "correct": 200, "events": 200,
           "csv": 200, "json": 200, "qr": 200, "lookup": 200}
EXPECTED = {
    "none": dict.fromkeys(ENDPOINTS, 401),
    "garbage": dict.fromkeys(ENDPOINTS, 401),
    "other-host": dict.fromkeys(ENDPOINTS, 403),
    "other-seat": dict.fromkeys(ENDPOINTS, 403),
    "host": SUCCESS,
    # Only the host phone, which keeps the table for the organiser, corrects a move.
    "own-seat": {**SUCCESS, "qr": 403, "correct": 403},
    # Scribe mode (the default) lets any seated phone enter public moves for others; only the
    # phone that entered a move (or the host) may undo it.
    "other-seat-here": {**SUCCESS, "qr": 403, "undo": 403, "correct": 403},
}


def _token(caller, match, other, seat):
    return {"none": None, "garbage": "not-a-token", "other-host": other["host_token"],
            "other-seat": other["seats"][0]["token"], "host": match["host_token"],
            "own-seat": match["seats"][seat]["token"],
            "other-seat-here": match["seats"][(seat + 1) % len(match["seats"])]["token"]}[caller]


# A caller from outside the match is turned away before any game's rules are read, so two games
# stand for all there (one with word lists, one without); the match's own phones meet every game.
OUTSIDERS = ("none", "garbage", "other-host", "other-seat")
OUTSIDER_GAMES = [slug for slug in ("2p6c", "mini-golf") if slug in GAMES]
CASES = [(slug, caller, endpoint) for endpoint in ENDPOINTS for caller in CALLERS
         for slug in (OUTSIDER_GAMES if caller in OUTSIDERS else sorted(GAMES))]


@pytest.fixture
def api(module_app) -> ApiClient:
    """Every case makes its own two matches, so the module's cases share one app per backend."""
    return ApiClient(module_app.test_client())


@pytest.mark.parametrize("slug, caller, endpoint", CASES, ids=["-".join(case) for case in CASES])
def test_every_endpoint_answers_every_caller_as_documented(api, slug, caller, endpoint):
    rules = GAMES[slug]
    # Two seats at least, so "another seat of this match" exists (2P6C is also played solo).
    players = [f"Player{index}" for index in range(max(rules.info.min_players, 2))]
    match, other = api.create(slug, players), api.create(slug, players)
    state = rules.setup(len(players), api.view(match)["options"])
    move = rules.sample_move(state, random.Random(1))
    if endpoint in ("undo", "correct"):  # a move to undo or correct, from the seat's own phone
        api.play(match, move.seat, move.type, dict(move.payload),
                 token=match["seats"][move.seat]["token"])
    method, suffix, body = ENDPOINTS[endpoint]
    if body == "move":
        body = {"type": move.type, "seat": move.seat, "payload": dict(move.payload)}
    elif body == "correction":  # the first move, corrected to what it already says
        body = {"seq": 1, "payload": dict(move.payload)}
    response = api.request(method, f"/matches/{match['id']}{suffix}", json=body,
                           token=_token(caller, match, other, move.seat), buffered=False)
    expected = EXPECTED[caller][endpoint]
    if caller == "other-seat-here" and endpoint == "play" and \
            api.view(match)["options"].get("entry_mode") != "scribe":
        expected = 403  # without scribe mode (Sixes has none) only the host enters for others
    if rules.is_private(state, move) and caller in ("host", "other-seat-here") \
            and endpoint in ("play", "correct"):
        expected = 403  # a private move (EkeQ's sealed card) comes only from its own phone
    if rules.is_private(state, move) and caller == "own-seat" and endpoint == "correct" \
            and rules.redact(rules.apply(state, replace(move, seq=1), 0), replace(move, seq=1), None) != move.payload:
        expected = 200  # a seat's own phone corrects its own entry while the table cannot read it
    if endpoint == "lookup" and expected == 200 and not isinstance(rules, WordLookup):
        expected = 409  # LOOKUP-NO-WORD-LIST: only a game with word lists answers lookups
    try:
        assert response.status_code == expected
        if response.status_code >= 400:
            assert response.mimetype == "application/problem+json"
            leaked = response.get_data(as_text=True)
            # Players' names are no secret from this match's own phones (refusals name them).
            names = players if caller not in ("host", "own-seat", "other-seat-here") else ()
            for secret in (match["join_code"], match["host_token"], *names,
                           *(seat["token"] for seat in match["seats"]), '"state"'):
                assert secret not in leaked
    finally:
        response.close()


# Who holds which seat, and handing a seat on (the same for every game): the list is the host's;
# a seat's hand-off code and its release are for its holder or the host.
SEAT_ENDPOINTS = {"seats": ("GET", "/seats", 200), "seat-events": ("GET", "/seats/events", 200),
                  "handoff": ("POST", "/seats/{seat}/handoff", 201),
                  "release": ("POST", "/seats/{seat}/release", 200)}
SEAT_EXPECTED = {**{caller: dict.fromkeys(SEAT_ENDPOINTS, EXPECTED[caller]["view"]) for caller in OUTSIDERS},
                 "host": {name: status for name, (_method, _path, status) in SEAT_ENDPOINTS.items()},
                 "own-seat": {"seats": 403, "seat-events": 403, "handoff": 201, "release": 200},
                 "other-seat-here": dict.fromkeys(SEAT_ENDPOINTS, 403)}
SEAT_CASES = [(caller, endpoint) for endpoint in SEAT_ENDPOINTS for caller in CALLERS]


@pytest.mark.parametrize("caller, endpoint", SEAT_CASES, ids=["-".join(case) for case in SEAT_CASES])
def test_every_seat_endpoint_answers_every_caller_as_documented(api, caller, endpoint):
    match, other = api.create(), api.create()
    method, path, _status = SEAT_ENDPOINTS[endpoint]
    response = api.request(method, f"/matches/{match['id']}{path.format(seat=1)}",
                           token=_token(caller, match, other, 1), buffered=False)
    try:
        assert response.status_code == SEAT_EXPECTED[caller][endpoint]
        if response.status_code >= 400:
            assert response.mimetype == "application/problem+json"
            leaked = response.get_data(as_text=True)
            for secret in (match["join_code"], match["host_token"], *(seat["token"] for seat in match["seats"])):
                assert secret not in leaked
    finally:
        response.close()


def test_an_unknown_match_is_404_for_any_valid_token(api):
    match = api.create()
    for token in (match["host_token"], match["seats"][0]["token"]):
        for suffix in ("", "/moves", "/export.json", "/events"):
            assert api.get(f"/matches/nope{suffix}", token=token).status_code == 404


# --- tournaments ---------------------------------------------------------------------------------

TOURNAMENT_ENDPOINTS = {
    "view": ("GET", "", None), "standings": ("GET", "/standings", None), "clock": ("GET", "/clock", None),
    "csv": ("GET", "/standings.csv", None),
    "register": ("POST", "/players", {"name": "Zed"}), "drop": ("POST", "/drops", {"player": 5}),
    "keep-apart": ("POST", "/keep-apart", {"players": [4, 5]}), "seat": ("POST", "/rounds", None),
    "swap": ("POST", "/rounds/1/swap", {"players": [0, 1]}), "start": ("POST", "/rounds/1/start", {}),
    "timer": ("POST", "/rounds/1/timer", {"minutes": 20}),
    "extra-time": ("POST", "/rounds/1/tables/1/extra-time", {"minutes": 3}),
    "correction": ("POST", "/rounds/1/tables/1/correction", "result"),
    "paper": ("POST", "/rounds/1/tables/1/result", "result"),
    "confirm": ("POST", "/rounds/1/tables/1/confirm", None),
    "invite": ("POST", "/invites", None), "audit": ("GET", "/audit", None),
    "cards": ("GET", "/rounds/1/cards", None), "player-cards": ("GET", "/player-cards", None),
    # Table 1's last seat: released, or given to a player of another table and back (they change places).
    "release": ("POST", "/rounds/1/tables/1/seats/2/release", None),
    "reassign": ("POST", "/rounds/1/tables/1/seats/2/reassign", "elsewhere"),
}
PUBLIC = {"view", "standings", "clock", "csv"}
FOR_PLAYERS = {"paper", "confirm"}
# The tournament is an event of a series, whose organiser manages it like its own organisers; the
# other tournament is an event of another series.
TOURNAMENT_CALLERS = ("none", "garbage", "invite", "match-host", "match-seat", "other-organiser",
                      "other-player", "other-series-organiser", "organiser", "co-organiser", "series-organiser",
                      "player-at-table", "player-elsewhere")
ALLOWED = "allowed"  # past the token check: 2xx, or the tournament's own 409


def _tournament_expected(caller: str, endpoint: str):
    # A token nobody issued is 401; a real one issued for anything else (another tournament's, an
    # invitation, which is only exchanged at /organisers, a table match's) is 403.
    foreign = ("invite", "match-host", "match-seat", "other-organiser", "other-player", "other-series-organiser")
    if endpoint in PUBLIC:
        # A token is optional when reading; one that is given must be this tournament's.
        if endpoint == "view" and caller == "garbage":
            return 401
        if endpoint == "view" and caller in foreign:
            return 403
        return ALLOWED
    if caller in ("none", "garbage"):
        return 401
    if caller in foreign:
        return 403
    if endpoint in FOR_PLAYERS:
        return ALLOWED if caller.startswith("player") else 403
    return ALLOWED if caller.endswith("organiser") else 403


TOURNAMENT_CASES = [(caller, endpoint) for endpoint in TOURNAMENT_ENDPOINTS for caller in TOURNAMENT_CALLERS]


@pytest.fixture(scope="module")
def tournament_tables(module_app):
    """A tournament of six checked in, round 1 started, a co-organiser and an invitation, an event
    of a series; another tournament's organiser and player, an event of another series; a table
    match's host and seat tokens."""
    api = ApiClient(module_app.test_client())
    names = ["Ada", "Bea", "Cin", "Dan", "Eva", "Fil"]

    def made():
        answer = api.post("/tournaments", json={"name": "Hall", "game": "ekeq", "profile": {"kind": "win_type"},
                                                "rounds": 3, "players": names})
        body = answer.get_json()
        players = {}
        for player in body["tournament"]["players"]:
            checked = api.post(f"/tournaments/{body['id']}/check-in", json={"code": player["code"]}).get_json()
            players[checked["player"]] = checked["player_token"]
        return body, players

    main, players = made()
    other, other_players = made()
    series = {}
    for name, event in (("series-organiser", main), ("other-series-organiser", other)):
        made_series = api.post("/series", json={"name": name, "game": "ekeq"}).get_json()
        series[name] = made_series["organiser_token"]
        attached = api.post(f"/series/{made_series['id']}/attach", token=series[name], json={
            "tournament": event["id"], "tournament_token": event["organiser_token"]})
        assert attached.status_code == 200, attached.get_json()
    organiser = main["organiser_token"]
    api.post(f"/tournaments/{main['id']}/rounds", token=organiser)
    tables = api.post(f"/tournaments/{main['id']}/rounds/1/start", json={}, token=organiser).get_json()
    first = tables["rounds"][0]["tables"][0]
    invite = api.post(f"/tournaments/{main['id']}/invites", token=organiser).get_json()["invite"]
    co = api.post(f"/tournaments/{main['id']}/organisers",
                  token=api.post(f"/tournaments/{main['id']}/invites", token=organiser).get_json()["invite"])
    seat = api.post("/join", json={"code": first["join_code"], "seat": 0},
                    token=players[first["players"][0]]).get_json()
    elsewhere = next(p for p in players if p not in first["players"])
    tokens = {"none": None, "garbage": "not-a-token", "invite": invite,
              "match-host": None, "match-seat": seat["token"],
              "other-organiser": other["organiser_token"], "other-player": other_players[0],
              "organiser": organiser, "co-organiser": co.get_json()["organiser_token"],
              "player-at-table": players[first["players"][0]], "player-elsewhere": players[elsewhere], **series}
    # The host token of a table's match is never shown to anyone; one from any match stands in.
    tokens["match-host"] = api.create("ekeq", ["A", "B", "C"])["host_token"]
    return main["id"], tokens, first


@pytest.mark.parametrize("caller, endpoint", TOURNAMENT_CASES, ids=["-".join(case) for case in TOURNAMENT_CASES])
def test_every_tournament_endpoint_answers_every_caller_as_documented(api, tournament_tables, caller, endpoint):
    tournament_id, tokens, table = tournament_tables
    method, suffix, body = TOURNAMENT_ENDPOINTS[endpoint]
    if body == "result":
        body = {"result": {"winners": [table["players"][0]], "totals": [1, 2, 3]}}
    elif body == "elsewhere":
        body = {"player": next(p for p in range(6) if p not in table["players"])}
    response = api.request(method, f"/tournaments/{tournament_id}{suffix}", json=body, token=tokens[caller])
    expected = _tournament_expected(caller, endpoint)
    if expected == ALLOWED:
        assert response.status_code < 300 or response.status_code == 409, (response.status_code, response.get_json())
    else:
        assert response.status_code == expected, response.get_json()
        leaked = response.get_data(as_text=True)
        for secret in (table["join_code"], *(t for t in tokens.values() if t)):
            assert secret not in leaked


# A tournament table's seat, claimed with POST /join by every kind of caller: its own player and
# the organisers (the series' too) may; a token nobody issued is 401; everyone else, no token
# included, and any token issued for something else (an invitation, a match's, another series'),
# is refused with TOUR-SEAT-NOT-YOURS.
SEAT_CLAIM_EXPECTED = {"none": 403, "garbage": 401, "invite": 403, "match-host": 403, "match-seat": 403,
                       "other-series-organiser": 403, "series-organiser": ALLOWED,
                       "other-organiser": 403, "other-player": 403, "organiser": ALLOWED,
                       "co-organiser": ALLOWED, "player-at-table": ALLOWED, "player-elsewhere": 403}


@pytest.mark.parametrize("caller", TOURNAMENT_CALLERS)
def test_only_its_own_player_or_an_organiser_claims_a_tournament_seat(api, tournament_tables, caller):
    _tournament_id, tokens, table = tournament_tables
    response = api.post("/join", json={"code": table["join_code"], "seat": 0}, token=tokens[caller])
    expected = SEAT_CLAIM_EXPECTED[caller]
    if expected == ALLOWED:
        # Past the check: the seat is claimed (200), or was already (409 JOIN-SEAT-TAKEN).
        assert response.status_code == 200 or response.get_json()["rule"] == "JOIN-SEAT-TAKEN", response.get_json()
    else:
        assert response.status_code == expected, response.get_json()
        if expected == 403:
            assert response.get_json()["rule"] == "TOUR-SEAT-NOT-YOURS"
        leaked = response.get_data(as_text=True)
        for secret in (t for t in tokens.values() if t):
            assert secret not in leaked


# --- a move that takes cards from a tracked hand ---------------------------------------------------

# Under hand tracking such a move comes only from its seat's own phone: the host phone and another
# seat's, scribe mode or not, get CORE-HAND-OWN-PHONE (403). Half-Zero has no public one (its tracked
# cards are sealed picks, private moves above).
HAND_CASES = [(slug, caller) for slug in sorted(TRACKED) if slug != "half-zero" for caller in CALLERS]
HAND_EXPECTED = {**{caller: EXPECTED[caller]["play"] for caller in CALLERS}, "host": 403, "other-seat-here": 403}


@pytest.mark.parametrize("slug, caller", HAND_CASES, ids=["-".join(case) for case in HAND_CASES])
def test_a_move_from_a_tracked_hand_answers_every_caller_as_documented(api, slug, caller):
    found = next(filter(None, (_to_a_hand_move(api, slug, 2, seed) for seed in range(10))))
    match, _tokens, _state, move, _unheld = found
    other = api.create(slug, ["Ada", "Bea"], TRACKED[slug])
    response = api.post(f"/matches/{match['id']}/moves", token=_token(caller, match, other, move.seat),
                        json={"type": move.type, "seat": move.seat, "payload": dict(move.payload)})
    assert response.status_code == HAND_EXPECTED[caller], response.get_json()
    if caller in ("host", "other-seat-here"):
        problem = response.get_json()
        assert (problem["rule"], problem["details"]) == ("CORE-HAND-OWN-PHONE", {"player": move.seat})
