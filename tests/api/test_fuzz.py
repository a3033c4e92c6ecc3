"""Contract fuzzing: schemathesis against /api/v1/openapi.json, every operation, in-process.

Every response must have a status, content type, headers and body that the document gives for
that operation, and none may be a 500. Schemathesis also sends garbage (negative cases: bodies,
query strings, headers and path parameters that break the schema, other content types, methods
the path does not take) and expects a documented 4xx, and it checks that the bearer token is
enforced (ignored_auth). `default` documents the unexpected 500 only: a custom check requires
every other status to be listed by the operation itself.

To reach past the 401s and 404s the run plays at a real table: cases carry real tokens (the
host's, a seat's, another match's) and name real matches (and a real tournament, in its first
round, with its organiser's and players' tokens), some move bodies are replaced by a move
the rules allow at that moment (so the match advances), and the table starts with moves in its
log (so undo, the log and the exports have something to show).
"""
from __future__ import annotations

import hashlib
import random
import re
import tempfile
from pathlib import Path

import pytest
import schemathesis
import schemathesis.pytest
from hypothesis import strategies as st
from marshmallow import ValidationError
from schemathesis.checks import negative_data_rejection
from sqlalchemy import select

from api import create_app
from api.limits import limiter
from api.matches.lines import whole
from models import jsoncodec
from models.tables import MATCH
from rules import referee, registry
from rules.bounds import KEY_LENGTH
from rules.errors import RuleViolation
from rules.games.two_p6c.schemas import DeckSchema
from tests.api.cold_war_decks_support import country_deck
from tests.api.solo_support import deck_definition, solo_match
from tests.client import ApiClient
from tests.depth import DEEP, strength

# Per operation, in the fuzzing phase (the example and coverage phases add cases of their own).
# At full strength (`make test-deep`) the module takes about four minutes of CPU on a 2-core machine.
MAX_EXAMPLES = strength(everyday=10, deep=50)
# The two operations whose body is one of every game's shapes (a move: one per game and move
# type; a new match: one per game) make 8,200 of the coverage phase's 12,000 cases, each shape's
# every boundary and break, and half the module's time. At everyday strength they skip that phase
# and get four times the fuzzing cases instead (positive and negative, drawn from every shape);
# `make test-deep` walks their coverage too.
EVERY_GAMES_SHAPE = ["POST /api/v1/matches/{match_id}/moves", "POST /api/v1/matches"]
EVERYDAY_FOR_EVERY_GAMES_SHAPE = [] if DEEP else [{
    "include-name": EVERY_GAMES_SHAPE,
    "phases": {"coverage": {"enabled": False},
               "fuzzing": {"generation": {"max-examples": 4 * MAX_EXAMPLES}}}}]
# Moves on the table before fuzzing starts: undo takes one back per success.
MOVES_AT_START = 30

# Schemathesis lists the operations, and builds some cases, while pytest collects this module,
# so the app and its tables exist from then on. The directory goes when the interpreter exits.
_WORKDIR = tempfile.TemporaryDirectory(prefix="table-referee-fuzz-")
# Rate limits are off: the fuzzer sends far more than a phone would (test_rate_limits.py has the
# 429s). Event streams end at once, so reading a whole one costs a few milliseconds.
APP = create_app({"DATABASE_URL": f"sqlite:///{Path(_WORKDIR.name) / 'referee.db'}",
                  "RATELIMIT_ENABLED": False, "SSE_HEARTBEAT_SECONDS": 0.01,
                  "SSE_MAX_SECONDS": 0.02})


def _tables() -> dict:
    """The table the fuzzer plays at, with moves already in its log, and another match."""
    client = APP.test_client()
    table, other = (client.post("/api/v1/matches", json={
        "game": "mini-golf", "players": ["Ann", "Ben", "Cat"]}).get_json() for _ in range(2))
    rules, rng = registry.get("mini-golf"), random.Random(7)
    for _ in range(MOVES_AT_START):
        state = _current_state(table["id"])[1]
        move = rules.sample_move(state, rng)
        played = client.post(f"/api/v1/matches/{table['id']}/moves", json={
            "type": move.type, "seat": move.seat, "payload": dict(move.payload)}, headers={
            "Authorization": f"Bearer {table['seats'][move.seat]['token']}"})
        assert played.status_code == 201, played.get_json()
    return {"ids": [table["id"], other["id"]], "host": table["host_token"],
            # Claiming a seat of the other match gives it a new token, so only its code is used.
            "code": other["join_code"],
            "tokens": [table["host_token"], *(seat["token"] for seat in table["seats"]),
                       other["host_token"], other["seats"][0]["token"], "not-a-token"]}


def _solo_table() -> dict:
    """The 2P6C side of the table: two player profiles (the first with a recorded solo match, a
    community and a result shared with it), a finished solo match nobody recorded yet, a stored
    deck. Profile endpoints get the first profile's token as their credentials."""
    api = ApiClient(APP.test_client())
    ann, ben = (api.post("/2p6c/players", json={"name": name}).get_json() for name in ("Ann", "Ben"))
    recorded, unrecorded = solo_match(api), solo_match(api)
    result = api.post("/2p6c/players/me/results", token=ann["token"], json={
        "match_id": recorded["id"], "seat_token": recorded["seats"][0]["token"]}).get_json()
    community = api.post("/2p6c/communities", token=ann["token"],
                         json={"name": "Fuzzers", "kind": "virtual"}).get_json()
    api.post("/2p6c/communities/join", token=ben["token"], json={"code": community["code"]})
    api.post(f"/2p6c/communities/{community['id']}/results", token=ann["token"],
             json={"result_id": result["id"]})
    deck = api.post("/2p6c/decks", json=deck_definition()).get_json()
    return {"profile": ann["token"], "profile_tokens": [ann["token"], ben["token"]],
            "matches": [recorded["id"], unrecorded["id"]],
            "seat_tokens": [recorded["seats"][0]["token"], unrecorded["seats"][0]["token"]],
            "result": result["id"], "community": community["id"], "code": community["code"],
            "deck": deck["id"]}


def _passing_member() -> str:
    """The token of a profile made for one case and a member of the community: what deleting a
    profile or leaving a community is fuzzed with, so Ann and her community stay for the others."""
    api = ApiClient(APP.test_client())
    token = api.post("/2p6c/players", json={"name": "Passing"}).get_json()["token"]
    api.post("/2p6c/communities/join", token=token, json={"code": SOLO["code"]})
    return token


def _takes_a_profile_away(case) -> bool:
    return case.method == "DELETE" and (case.path == "/api/v1/2p6c/players/me"
                                        or case.path.startswith("/api/v1/2p6c/players/me/communities/"))


def _words_table() -> dict:
    """A 2P6C match in its lobby, where any of its phones may look words up: the matches above
    play games without word lists, which refuse every lookup."""
    match = ApiClient(APP.test_client()).create("2p6c", ["Ann", "Ben"])
    return {"id": match["id"],
            "tokens": [match["host_token"], *(seat["token"] for seat in match["seats"])]}


def _current_state(match_id: str):
    with APP.extensions["table_referee"].db.read() as conn:
        row = conn.execute(select(MATCH.c.game, MATCH.c.state, MATCH.c.version)
                           .where(MATCH.c.id == match_id)).one()
        state = whole(conn, match_id, row.state)  # with the histories stored a line a row
    rules = registry.get(row.game)
    return rules, rules.load(state), row.version


def _hall() -> dict:
    """A tournament of six checked in with round 1 under way, so its operations (releasing and
    reassigning seats among them) are fuzzed past the 404 of an unknown id: its organiser's and
    players' tokens, its check-in codes and a table's join code."""
    api = ApiClient(APP.test_client())
    made = api.post("/tournaments", json={"name": "Hall", "game": "ekeq", "profile": {"kind": "win_type"},
                                          "rounds": 3, "players": ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]})
    made = made.get_json()
    codes = [p["code"] for p in made["tournament"]["players"]]
    players = [api.post(f"/tournaments/{made['id']}/check-in", json={"code": code}).get_json()["player_token"]
               for code in codes]
    api.post(f"/tournaments/{made['id']}/rounds", token=made["organiser_token"])
    started = api.post(f"/tournaments/{made['id']}/rounds/1/start", json={}, token=made["organiser_token"])
    return {"id": made["id"], "organiser": made["organiser_token"], "tokens": [made["organiser_token"], *players],
            "codes": codes, "join_code": started.get_json()["rounds"][0]["tables"][0]["join_code"]}


TABLE = _tables()
HALL = _hall()
SOLO = _solo_table()
WORDS = _words_table()
# A stored Cold War country deck, so that fetching one by id also answers 200.
COLD_WAR_DECK = ApiClient(APP.test_client()).post("/cold-war/decks", json=country_deck()).get_json()["id"]

POST_ONLY = ["POST /api/v1/matches", "POST /api/v1/matches/{match_id}/undo",
             "POST /api/v1/matches/{match_id}/corrections", "POST /api/v1/join",
             "POST /api/v1/2p6c/players", "POST /api/v1/2p6c/communities",
             "POST /api/v1/2p6c/communities/join",
             "POST /api/v1/cold-war/decks/verify"]  # a community's /results also lists your shares (GET)

CONFIG = schemathesis.Config.from_dict({
    "generation": {"max-examples": MAX_EXAMPLES},
    "operations": EVERYDAY_FOR_EVERY_GAMES_SHAPE,
    # A well-formed move whose If-Match names a version the match has left is answered 412, as
    # RFC 9110 has it: the right answer to valid data, like the 409 of the rules. (The rest is
    # schemathesis' default list; its 5xx is there because not_a_server_error judges those.)
    "checks": {"positive_data_acceptance": {"expected-statuses": [
        "2xx", "3xx", "401", "403", "404", "409", "412", "429", "5xx"]},
        # A move's If-Match is checked before its payload is read against the game's schema for
        # that move type, so a payload that breaks it, sent with a stale If-Match, is 412 too.
        "negative_data_rejection": {"expected-statuses": [
            "400", "401", "403", "404", "405", "406", "409", "412", "415", "422", "428", "429",
            "5xx"]}},
})
# The schema, and each operation's coverage cases with it, is built when the test runs, on the
# one worker that runs it: built at collection, as a module-level schema is, it cost every worker
# about 35 s of CPU. The operations then report as subtests of one test.
schema = schemathesis.pytest.from_fixture("fuzzed_schema")


@pytest.fixture(scope="module")
def fuzzed_schema():
    loaded = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", APP, config=CONFIG)
    loaded.auth(refresh_interval=None)(HostToken)
    loaded.hook(flatmap_path_parameters)
    loaded.hook(flatmap_case)
    return loaded


@pytest.fixture(scope="module", autouse=True)
def _this_modules_app():
    # The limiter is one per process, and the last app made or handed to a test says whether it
    # limits: an earlier test's app with limits on had the fuzzer's creations refused 429.
    limiter.init_app(APP)
    yield
    APP.extensions["table_referee"].hub.close()
    APP.extensions["table_referee"].db.dispose()


class HostToken:
    """The table's host token, as the credentials schemathesis knows to be real: it then also
    sends each such request without a token and with a made-up one, and expects a refusal. The
    flatmap_case hook below swaps in other tokens."""

    def get(self, case, context):
        if _is_tournament(case):
            return HALL["organiser"]
        if _takes_a_profile_away(case):
            return _passing_member()
        return SOLO["profile"] if _is_2p6c(case) else TABLE["host"]

    def set(self, case, data, context):
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Bearer {data}"


def flatmap_path_parameters(context, path_parameters):
    """A well-formed match id is a real one three times in four (for a word lookup, the 2P6C
    match half the time), and a game slug a real one half the time; ill-formed ids stay as they
    are (404)."""
    path_parameters = path_parameters or {}
    value = path_parameters.get("match_id")
    if isinstance(value, str) and re.fullmatch(r"[A-Za-z0-9_-]{1,64}", value):
        ids = [*TABLE["ids"], TABLE["ids"][0], value]
        if "word" in path_parameters:
            ids += [WORDS["id"]] * len(ids)
        return st.sampled_from(ids).map(
            lambda match_id: {**path_parameters, "match_id": match_id})
    if "tournament_id" in path_parameters:
        # The hall's first round and its tables and seats, half the time each.
        parts = [st.sampled_from([HALL["id"], path_parameters["tournament_id"]]).map(lambda v: ("tournament_id", v))]
        for name, real in (("round", [1]), ("table", [1, 2]), ("seat", [0, 1, 2])):
            if name in path_parameters:
                parts.append(st.sampled_from([*real, path_parameters[name]]).map(lambda v, name=name: (name, v)))
        return st.tuples(*parts).map(lambda chosen: {**path_parameters, **dict(chosen)})
    if "community_id" in path_parameters:
        parts = [st.sampled_from([SOLO["community"], path_parameters["community_id"]]).map(lambda v: ("community_id", v))]
        if "result_id" in path_parameters:  # a withdrawal: the shared result half the time
            parts.append(st.sampled_from([SOLO["result"], path_parameters["result_id"]]).map(lambda v: ("result_id", v)))
        return st.tuples(*parts).map(lambda chosen: {**path_parameters, **dict(chosen)})
    if "stored_id" in path_parameters:
        return st.sampled_from([SOLO["deck"], COLD_WAR_DECK, path_parameters["stored_id"]]).map(
            lambda stored_id: {**path_parameters, "stored_id": stored_id})
    if "slug" in path_parameters:
        return st.sampled_from([*registry.GAMES, path_parameters["slug"]]).map(
            lambda slug: {**path_parameters, "slug": slug})
    return st.just(path_parameters)


def _positive(case) -> bool:
    return case.meta is not None and case.meta.generation.mode.is_positive


def _storable(case) -> bool:
    try:
        jsoncodec.dumps(case.body)
    except TypeError:  # orjson.JSONEncodeError
        return False
    return True


def _is_2p6c(case) -> bool:
    return case.path.startswith("/api/v1/2p6c/")


def _is_tournament(case) -> bool:
    return case.path.startswith("/api/v1/tournaments/")


def _is_move(case) -> bool:
    return case.method == "POST" and case.path.endswith("/moves")


def flatmap_case(context, case):
    """On positive cases: any of the tokens (the host's stays the likeliest), half the join codes
    a real one, half the move bodies for a real match a move its rules allow now, and some
    If-None-Match headers the match's current version (304)."""
    if not _positive(case):
        return st.just(case)
    strategy = st.just(case)
    if _is_2p6c(case):
        return _solo_case(case)
    if _is_tournament(case):
        return _tournament_case(case)
    if "Authorization" in (case.headers or {}):
        tokens = [TABLE["host"], *TABLE["tokens"]]
        if "word" in (case.path_parameters or {}):
            tokens += WORDS["tokens"] * 2
        strategy = st.sampled_from(tokens).map(
            lambda token: _with_header(case, "Authorization", f"Bearer {token}"))
    if case.path == "/api/v1/join" and isinstance(case.body, dict):
        return st.sampled_from([case.body.get("code"), TABLE["code"], HALL["join_code"]]).map(
            lambda code: _with_code(case, code))
    match_id = (case.path_parameters or {}).get("match_id")
    if match_id not in TABLE["ids"]:
        return strategy
    rules, state, version = _current_state(match_id)
    if _is_move(case):
        # The same draws whatever the state (a finished game has no legal move to offer), or
        # Hypothesis, replaying a case after the match moved on, finds its strategy changed. So
        # Hypothesis draws one seed, and the sampler's own choices (how many cards a pool holds
        # depends on the state) come from a generator it seeds.
        def legal(case, seed):
            if rules.outcome(state) is None:
                move = rules.sample_move(state, random.Random(seed))
                case.body = {"type": move.type, "seat": move.seat, "payload": dict(move.payload)}
            return case
        # A drawn payload may hold integers past 64 bits, which the documented free-form
        # payload allows but the service cannot store (422 by design, test_bad_input.py).
        return strategy.flatmap(lambda case: st.one_of(
            st.just(case).filter(_storable), st.integers(0, 2**32 - 1).map(
                lambda seed: legal(case, seed))))
    if case.method == "GET" and "If-None-Match" in (case.headers or {}):
        return strategy.flatmap(lambda case: st.sampled_from(
            [case.headers["If-None-Match"], f'"{version}"']).map(
            lambda tag: _with_header(case, "If-None-Match", tag)))
    return strategy


def _solo_case(case):
    """Profile endpoints: any token (a profile's the likeliest), and body fields that name
    something real half the time (the solo matches and their seat tokens, the shared result,
    the community's code)."""
    strategy = st.just(case)
    if _takes_a_profile_away(case):
        return strategy  # a passing member's token (HostToken), never Ann's or Ben's
    if "Authorization" in (case.headers or {}):
        strategy = st.sampled_from([SOLO["profile"], *SOLO["profile_tokens"], *TABLE["tokens"]]).map(
            lambda token: _with_header(case, "Authorization", f"Bearer {token}"))
    if not isinstance(case.body, dict):
        return strategy
    real = {"match_id": SOLO["matches"], "seat_token": SOLO["seat_tokens"],
            "result_id": [SOLO["result"]], "code": [SOLO["code"]]}
    for field, values in real.items():
        if field in case.body:
            strategy = strategy.flatmap(lambda case, field=field, values=values: st.sampled_from(
                [case.body[field], *values]).map(lambda value: _with_field(case, field, value)))
    return strategy


def _tournament_case(case):
    """Tournament operations: the hall's tokens (the organiser's the likeliest, then its players',
    then a match's), and half the check-in codes and player ids real ones."""
    strategy = st.just(case)
    if "Authorization" in (case.headers or {}):
        strategy = st.sampled_from([HALL["organiser"], *HALL["tokens"], TABLE["host"]]).map(
            lambda token: _with_header(case, "Authorization", f"Bearer {token}"))
    if not isinstance(case.body, dict):
        return strategy
    real = {"code": HALL["codes"], "player": list(range(6))}
    for field, values in real.items():
        if field in case.body:
            strategy = strategy.flatmap(lambda case, field=field, values=values: st.sampled_from(
                [case.body[field], *values]).map(lambda value: _with_field(case, field, value)))
    return strategy


def _with_field(case, field: str, value):
    case.body[field] = value
    return case


def _with_header(case, name: str, value: str):
    case.headers[name] = value
    return case


def _with_code(case, code: str):
    case.body["code"] = code
    return case


def _the_payload_the_move_has(case) -> None:
    """A correction's payload must fit its move's schema, which the document cannot say for a
    move named by its place in the log: a positive correction of a logged move sends that move's
    own payload (a correction that changes nothing), as a phone's would start from it."""
    seq = case.body.get("seq")
    match_id = (case.path_parameters or {}).get("match_id")
    if match_id not in TABLE["ids"] or not isinstance(seq, int):
        return
    log = APP.test_client().get(f"/api/v1/matches/{match_id}/moves", headers={
        "Authorization": f"Bearer {TABLE['host']}"}).get_json() or {}
    payload = next((line["payload"] for line in log.get("moves", []) if line["seq"] == seq), None)
    if payload is not None:
        case.body["payload"] = payload


def _a_table_the_rules_set_up(body: dict) -> None:
    """Positive CreateMatch bodies get distinct names and options the rules accept for the table.

    JSON Schema cannot relate one field to another: names equal but for case, or an option that
    does not fit the table (Mini Golf's first_dealer must be one of its seats) fit the schema, and
    the API answers them 422 with the rule that refuses them (test_refusals.py covers both). So do
    options that depend on each other (2P6C's list:own needs own_list; a deck's codes are unique),
    and a host_seat beyond the players given (422 with the field, test_host_seat.py).
    """
    players = body["players"]
    if isinstance(body.get("host_seat"), int) and body["host_seat"] >= len(players):
        body["host_seat"] = len(players) - 1
    if len({name.strip().casefold() for name in players}) != len(players):
        body["players"] = [f"Player {seat}" for seat in range(len(players))]
    try:
        referee.new_game(registry.get(body["game"]), len(players), body.get("options", {}))
    except (RuleViolation, ValidationError):
        body["options"] = {}


def _options_the_game_takes(body: dict) -> None:
    """A tournament's options are its game's (422 with the field otherwise, test_tournaments_api.py),
    which the document cannot say for a game named in another field."""
    rules = registry.get(body.get("game"))
    try:
        if rules is not None:
            rules.info.options_schema().load(body.get("options", {}))
    except ValidationError:
        body["options"] = {}


def _a_scoring_the_game_takes(body: dict) -> None:
    """A tournament's scoring is one that fits its game (422 TOUR-SCORING otherwise,
    test_tournament_scoring.py), which the document cannot say for a game named in another field."""
    rules = registry.get(body.get("game"))
    profile = body.get("profile")
    if rules is not None and isinstance(profile, dict) and profile.get("kind") not in rules.info.tournament_scorings:
        profile["kind"] = rules.info.tournament_scorings[0]


def _a_deck_that_passes_verification(body: dict) -> None:
    """Positive deck bodies keep their deck_id and name but get 54 cards that verify.

    JSON Schema cannot say that codes are unique, nor which colours, letters and substitutions
    a card may have together; the API answers those 422 with the field that is wrong
    (test_2p6c_decks.py)."""
    try:
        DeckSchema().load(body)
    except ValidationError:
        body["cards"] = deck_definition()["cards"]
        body.pop("card_count", None)


# Free-keyed objects state their key bound as `x-propertyNames` (OpenAPI 3.0 has no
# propertyNames), which schemathesis cannot read: a positive case keeps its keys within it.


def _keys_within_their_bound(value):
    if isinstance(value, dict):
        return {key[:KEY_LENGTH] if isinstance(key, str) else key: _keys_within_their_bound(item)
                for key, item in value.items()}
    if isinstance(value, list):
        return [_keys_within_their_bound(item) for item in value]
    return value


def _own_type_in_its_own_shape(case) -> None:
    """The documented body takes any game's payload for a move type (the API cannot know the
    match's game before reading it), but a type the match's game plays is read as its own: a
    Half-Zero `reveal` payload sent to the Mini Golf table is 422 by design (its `reveal` takes
    cards), not another game's move. Such a positive case is sent with a payload of the table's
    own shape for that type, so the check still bites on everything else."""
    if not isinstance(case.body, dict):
        return
    golf = registry.get("mini-golf")
    if case.body.get("type") not in golf.info.moves:
        # Another game's move is 409 MOVE-OTHER-GAME when that game reads it; one its schema
        # refuses for a rule relating two fields (a Cold War brown card's first sighting needs
        # its defence), which the document cannot state, is 422 like any payload that does not fit.
        if not _another_game_reads(case.body):
            _a_move_of_the_tables_own(case, golf)
        return
    try:
        referee.parse(golf, case.body["type"], case.body.get("seat"), case.body.get("payload"))
    except ValidationError:
        _a_move_of_the_tables_own(case, golf)


def _another_game_reads(body: dict) -> bool:
    for rules in registry.GAMES.values():
        try:
            referee.parse(rules, body.get("type"), body.get("seat"), body.get("payload"))
            return True
        except ValidationError:
            continue
    return False


def _a_move_of_the_tables_own(case, golf) -> None:
    state = _current_state(TABLE["ids"][0])[1]
    if golf.outcome(state) is None:
        move = golf.sample_move(state, random.Random(repr(case.body)))
        case.body = {"type": move.type, "seat": move.seat, "payload": dict(move.payload)}
    else:  # a finished match refuses any move of its own shape with its rule (409)
        case.body = {"type": "start_hole", "seat": 0, "payload": {"initial_discard": "5C"}}


def _one_key_per_body(case) -> None:
    """The same Idempotency-Key with another body is 422 by design (docs/api.md, Errors; test_refusals.py);
    so a positive move's key is made its own body's, and a repeated body still replays."""
    key = case.headers.get("Idempotency-Key") if case.headers else None
    if key is not None:
        body = hashlib.sha256(repr(case.body).encode()).hexdigest()[:8]
        case.headers["Idempotency-Key"] = f"{key.strip()[:190]}.{body}"


def status_is_documented_for_the_operation(ctx, response, case):
    """Every status named by the operation itself: `default` (documented for the unexpected 500)
    must not make any other status pass for documented."""
    if case.method.upper() != case.operation.method.upper():
        return None  # a method the path does not take: unsupported_method checks its 405
    responses = case.operation.definition.raw["responses"]
    assert str(response.status_code) in responses, (
        f"{response.status_code} is not among the statuses documented for {case.operation.label}: "
        f"{sorted(code for code in responses if code != 'default')}")


# Every operation is a subtest of this one test: about three minutes on one worker.
@pytest.mark.timeout(600)
@schema.parametrize()
def test_every_operation_keeps_its_documented_contract(case):
    # Here rather than in flatmap_case: flatmap hooks only run in the fuzzing phase, and these
    # must hold in the coverage and example phases too.
    if _positive(case) and case.method == case.operation.method.upper():
        case.body = _keys_within_their_bound(case.body)
        if _is_move(case):
            _own_type_in_its_own_shape(case)
            _one_key_per_body(case)
        elif case.path == "/api/v1/matches" and isinstance(case.body, dict):
            _a_table_the_rules_set_up(case.body)
        elif case.path == "/api/v1/tournaments" and isinstance(case.body, dict):
            _options_the_game_takes(case.body)
            _a_scoring_the_game_takes(case.body)
        elif case.path == "/api/v1/2p6c/decks" and case.method == "POST" and \
                isinstance(case.body, dict):
            _a_deck_that_passes_verification(case.body)
        elif case.path.endswith("/corrections") and isinstance(case.body, dict):
            _the_payload_the_move_has(case)
        elif case.path.endswith("/change-request") and isinstance(case.body, dict) and \
                case.body.get("kind") == "correction":
            _the_payload_the_move_has(case)
    case.call_and_validate(additional_checks=[status_is_documented_for_the_operation],
                           excluded_checks=[negative_data_rejection]
                           if _negative_in_name_only(case) or _negative_where_no_server_looks(case) else None)


def _negative_in_name_only(case) -> bool:
    """Now and then schemathesis marks a case negative with nothing mutated (its description reads
    "Positive test case"; seen on undo with no body): valid data, which the API rightly accepts."""
    if case.meta is None or case.meta.generation.mode.is_positive:
        return False
    data = case.meta.phase.data
    return getattr(data, "mutations", None) == () and getattr(data, "description", None) == "Positive test case"


def _negative_where_no_server_looks(case) -> bool:
    """A negative read whose ids flatmap_path_parameters made real, and whose query names a
    parameter the operation does not declare (an empty name, `?=x`, among them): the service
    ignores a query name it does not know, as webargs does by default and as clients adding a
    cache-buster rely on, so the request is valid and rightly answered (seen on a community's
    rankings). Its declared parameters' values are still checked by the other checks."""
    if case.meta is None or case.meta.generation.mode.is_positive or case.method != "GET" or not case.query:
        return False
    declared = {parameter.name for parameter in case.operation.query}
    if set(case.query) <= declared:
        return False
    real = {*TABLE["ids"], WORDS["id"], HALL["id"], SOLO["community"], SOLO["result"], SOLO["deck"], COLD_WAR_DECK}
    return all(value in real for value in (case.path_parameters or {}).values())


def test_post_only_paths_allow_only_post():
    client = APP.test_client()
    for name in POST_ONLY:
        path = name.removeprefix("POST ").replace("{match_id}", TABLE["ids"][0]).replace(
            "{community_id}", SOLO["community"])
        allowed = {method.strip() for method in client.options(path).headers["Allow"].split(",")}
        assert allowed == {"POST", "OPTIONS"}, path
        answer = client.get(path)
        assert answer.status_code == 405, path
        assert {method.strip() for method in answer.headers["Allow"].split(",")} == allowed, path
