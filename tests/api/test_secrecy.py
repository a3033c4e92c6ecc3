"""No phone ever reads another seat's sealed entry: not in a view, a move answer, the log, an
export or the event stream, during random legal play of every registered game (and of the Sealed
Bid test game, which has secrets to keep)."""
from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from functools import lru_cache

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.registry import GAMES
from tests.games.sealed_bid import SEALED_BID

GAMES_WITH_TEST_GAME = {**GAMES, SEALED_BID.info.slug: SEALED_BID}
READS = ("", "/moves", "/export.json", "/export.csv")


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item)


def _sealed(rules, state, log):
    """(owner seat, its sealed strings) for every private entry the table view still hides,
    wholly or in part.

    A card is a short text that may also be public for a reason of its own: the same card played
    again in a later round, or last round's point card dealt into a hand this round. Only texts
    that no entry the table can read also holds count as sealed; what stays sealed beyond that is
    each game's own tests' business (they know which card is where)."""
    public = set()
    for move in log:
        shown = rules.redact(state, move, None)
        if shown is not None:
            public |= set(_strings(dict(shown)))
    public.add("")  # a cleared line tells nothing
    # A game may show the table part of a private entry ("2 cards drawn"): the rest is sealed.
    return [(move.seat, set(_strings(dict(move.payload))) - public) for move in log
            if rules.is_private(state, move) and rules.redact(state, move, None) != move.payload]


def _assert_hidden(text: str, reader: int | None, sealed) -> None:
    for owner, secret in sealed:
        if owner != reader and secret:
            found = _any_of(frozenset(secret)).search(text)
            assert found is None, f"reader {reader} sees seat {owner}'s sealed {found.group(0)!r}"


@lru_cache(maxsize=256)
def _any_of(values: frozenset[str]) -> re.Pattern:
    """One search for every sealed value, each a whole word (a value per search took the walk
    more time than the reads it checks)."""
    return re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(values))) + r")\b")


# The house rules under which a game keeps secrets (hands typed in, sealed choices); every game is
# also played with its defaults.
SECRET_KEEPING_OPTIONS = {
    "flares": [{"info_mode": "hand_tracking"}],
    "half-zero": [{"selection_mode": "sealed"},
                  {"selection_mode": "sealed", "info_mode": "hand_tracking"}],
    "ladder": [{"info_mode": "hand_tracking"}],
    "collector": [{"info_mode": "hand_tracking"}],
    "squad": [{"info_mode": "hand_tracking"}],
    "cold-war": [{"hand_tracking": "private"}],
}
SECRET_CASES = [(SEALED_BID.info.slug, {})] + [
    (slug, options) for slug, option_sets in SECRET_KEEPING_OPTIONS.items() if slug in GAMES
    for options in option_sets]
# EkeQ's face-down card is a number (and a flag or two): no text of it can be searched for, so its
# secrecy is proved by changing another seat's sealed card and finding no read changed
# (tests/rules/ekeq/test_contract.py; tests/api/test_ekeq_api.py over HTTP).
STRING_BLIND = {"ekeq"}
CASES = [(slug, {}) for slug in sorted(GAMES) if slug not in STRING_BLIND] + SECRET_CASES
# What a read shows is decided above the database, so every case runs on SQLite. PostgreSQL's
# reads of a match, its log and its exports are one path whatever the game, so there it runs a
# sealed choice (the test game) and typed-in hands (Flares): every game's secret kept again there
# cost a minute and a half of the suite and would take the same path.
POSTGRESQL_CASES = [(SEALED_BID.info.slug, {}), ("flares", {"info_mode": "hand_tracking"})]
BACKEND_CASES = [pytest.param("sqlite", slug, options, id=f"sqlite-{slug}" + "".join(f"-{v}" for v in options.values()))
                 for slug, options in CASES] + [
    pytest.param("postgresql", slug, options, marks=pytest.mark.postgresql,
                 id=f"postgresql-{slug}" + "".join(f"-{v}" for v in options.values()))
    for slug, options in POSTGRESQL_CASES]


@pytest.mark.parametrize("database_url, slug, options", BACKEND_CASES, indirect=["database_url"])
def test_no_read_ever_shows_another_seats_sealed_entry(with_sealed_bid, api, slug, options):
    rules = GAMES_WITH_TEST_GAME[slug]
    # The largest table, up to 6: every seat reads after every move, and Sixes' 12 seats would
    # make that its slowest case without a kind of secret that 6 seats lack.
    players = [f"P{index}" for index in range(min(rules.info.max_players, 6))]
    match = api.create(slug, players, options)
    readers = {None: match["host_token"],
               **{seat["seat"]: seat["token"] for seat in match["seats"]}}
    state = rules.setup(len(players), api.view(match)["options"])
    log, rng = [], random.Random(f"secrecy/{slug}/{sorted(options.items())}")
    for _step in range(60):
        if rules.outcome(state) is not None:
            break
        move = rules.sample_move(state, rng)
        answer = api.play(match, move.seat, move.type, dict(move.payload),
                          token=readers[move.seat])
        move = replace(move, seq=answer["seq"])
        state = referee.play(rules, state, move, Entrant(seat=move.seat), 0)
        log.append(move)
        sealed = _sealed(rules, state, log)
        _assert_hidden(json.dumps(answer), move.seat, sealed)
        for reader, token in readers.items():
            for suffix in READS:
                response = api.get(f"/matches/{match['id']}{suffix}", token=token)
                assert response.status_code == 200
                _assert_hidden(response.get_data(as_text=True), reader, sealed)
    if options or slug == SEALED_BID.info.slug:  # there were secrets to keep
        assert any(rules.is_private(state, move) for move in log)


def test_the_event_stream_carries_nothing_but_versions(with_sealed_bid, app, api):
    match = api.create("sealed-bid", ["Ann", "Ben"])
    client = app.test_client()
    stream = client.get(f"/api/v1/matches/{match['id']}/events", buffered=False,
                        headers={"Authorization": f"Bearer {match['seats'][1]['token']}"})
    api.play(match, 0, "bid", {"card": "3U"}, token=match["seats"][0]["token"])
    lines = []
    for chunk in stream.response:
        lines += [line for line in chunk.decode().splitlines() if line.startswith("data:")]
        if len(lines) >= 2:
            break
    stream.close()
    assert lines == ['data: {"version": 0}', 'data: {"version": 1}']


# What a read shows is decided above the database: every case runs on SQLite, and PostgreSQL
# (where what is stored of a moved seat must come back alike) runs a sealed entry and a hand.
ON_POSTGRESQL = {SEALED_BID.info.slug, "flares"}
MOVED_CASES = [pytest.param(backend, slug, options, marks=[pytest.mark.postgresql] if backend == "postgresql" else [],
                            id=f"{backend}-{slug}" + "".join(f"-{v}" for v in options.values()))
               for backend in ("sqlite", "postgresql") for slug, options in SECRET_CASES
               if backend == "sqlite" or slug in ON_POSTGRESQL]


@pytest.mark.parametrize("database_url, slug, options", MOVED_CASES, indirect=["database_url"])
def test_a_seat_the_host_moves_takes_none_of_its_sealed_entries_to_the_new_phone(
        with_sealed_bid, api, slug, options):
    """Random legal play from each seat's own phone until a seat has an entry the table cannot
    read; then the host hands that seat to a new phone (a code it asked for, redeemed with no
    token). The new phone's join answer, view, log and exports, and every read after each later
    move of the other seats, show none of what the seat had sealed; a move of that seat judged on
    its tracked hand is refused CORE-HAND-REENTER; every phone is told the seat was moved."""
    rules = GAMES_WITH_TEST_GAME[slug]
    players = [f"P{index}" for index in range(min(rules.info.max_players, 3))]
    match = api.create(slug, players, options)
    tokens = {seat["seat"]: seat["token"] for seat in match["seats"]}
    state = rules.setup(len(players), api.view(match)["options"])
    log, rng, library = [], random.Random(f"moved/{slug}/{sorted(options.items())}"), {}
    owner = None
    for _step in range(200):
        if rules.outcome(state) is not None:
            break
        move = rules.sample_move(state, rng)
        if owner is not None and move.seat == owner:
            break  # the moved seat's own turn: its new phone must re-enter first
        answer = api.play(match, move.seat, move.type, dict(move.payload), token=tokens[move.seat])
        move = replace(move, seq=answer["seq"])
        library.setdefault(move.type, []).append(dict(move.payload))
        state = referee.play(rules, state, move, Entrant(seat=move.seat), 0)
        log.append(move)
        if owner is None and rules.is_private(state, move) and \
                rules.redact(state, move, None) != move.payload:
            owner = move.seat
            code = api.post(f"/matches/{match['id']}/seats/{owner}/handoff",
                            token=match["host_token"]).get_json()["code"]
            joined = api.post("/join", json={"code": code})
            assert joined.status_code == 200
            tokens[owner] = joined.get_json()["token"]
            _assert_hidden(joined.get_data(as_text=True), None, _sealed(rules, state, log))
            assert joined.get_json()["match"]["viewer"]["blind"] is True
        if owner is not None:
            sealed = [(seat, secret) for seat, secret in _sealed(rules, state, log) if seat == owner]
            for suffix in READS:
                response = api.get(f"/matches/{match['id']}{suffix}", token=tokens[owner])
                _assert_hidden(response.get_data(as_text=True), None, sealed)
    assert owner is not None, "no seat kept a sealed entry: the test proved nothing"
    for token in (match["host_token"], tokens[owner]):
        assert api.view(match, token=token)["seats"][owner]["moved"]["by"] == "host"
    if api.view(match, token=tokens[owner])["viewer"].get("blind"):
        # Every move of the seat seen so far that the game judges on its tracked hand.
        for move_type, payloads in library.items():
            for payload in payloads[:3]:
                tried = Move(move_type, owner, payload)
                if owner in rules.tracked_hands_used(state, tried):
                    refused = api.move(match, owner, move_type, payload, token=tokens[owner])
                    assert refused.get_json()["rule"] == "CORE-HAND-REENTER"
