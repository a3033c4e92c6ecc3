"""Every match endpoint against every kind of token: the documented status, and nothing leaked.

Built from the registry, so every game added later is covered too. (There are no organiser tokens
yet; tournaments will add that row.)
"""
from __future__ import annotations

import random

import pytest

from rules.base import WordLookup
from rules.registry import GAMES
from tests.client import ApiClient

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


def test_an_unknown_match_is_404_for_any_valid_token(api):
    match = api.create()
    for token in (match["host_token"], match["seats"][0]["token"]):
        for suffix in ("", "/moves", "/export.json", "/events"):
            assert api.get(f"/matches/nope{suffix}", token=token).status_code == 404
