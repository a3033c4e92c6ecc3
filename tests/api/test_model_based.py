"""The API against a model of itself: a Hypothesis state machine creates matches, joins seats,
plays legal and illegal moves (some with If-Match, fresh or stale), retries acknowledged moves,
undoes and reads, in any order. A model built from the pure rules (tests/api/model_support.py)
says what every answer must be.

After every step, for every match: the API's version is the model's (one per accepted move and
one per undo, and every answer showed the next version, none skipped or repeated); the log's seqs
increase and the log is exactly the moves the model applied; folding that log gives the model's
state; the MatchView shows the model's state, scores and seats to move; and the database holds
every accepted move once, in the log or in the undo audit, never twice.

Take away the idempotency lookup or the If-Match comparison in api/matches/service.py and this fails.
"""
from __future__ import annotations

import random
import uuid
from dataclasses import dataclass
from typing import Any

from flask import Flask
from hypothesis import HealthCheck, Phase, event, settings, strategies as st
from hypothesis.stateful import Bundle, RuleBasedStateMachine, invariant, multiple, precondition, rule, run_state_machine_as_test
from sqlalchemy import select

from api import create_app
from models.tables import MOVE, UNDONE
from rules import referee
from rules.base import Entrant, Move
from rules.registry import GAMES
from tests.clock import ClockOfTheTest, FakeClock
from tests.databases import empty_tables
from tests.depth import strength

from ..client import ApiClient
from .model_support import (
    HOST,
    MOVE_KINDS,
    NOT_JSON,
    ModelMatch,
    assert_log,
    assert_view,
    move_body,
    other_body,
    setups,
    stale_version,
)

MAX_MATCHES = 3
SEEDS = st.integers(0, 2**32 - 1)


@dataclass(eq=False)
class Ack:
    """A move the API accepted with an Idempotency-Key: what a phone would retry."""

    match: ModelMatch
    key: str
    body: dict[str, Any]
    token: str
    seq: int
    version: int  # the match's version right after the move, as the first answer said

    def __repr__(self) -> str:
        return f"<ack {self.match.name} seq {self.seq}>"


class TableAgainstModel(RuleBasedStateMachine):
    matches = Bundle("matches")
    acks = Bundle("acks")

    # One app for the whole run (test_the_api_behaves_like_its_model): each example empties its
    # database and gives it a new clock, for making an app and its tables cost more than a short
    # example's steps.
    app: Flask
    database_url: str

    def __init__(self) -> None:
        super().__init__()
        empty_tables(self.database_url)
        self.clock = FakeClock()
        self.app.config["CLOCK"].current = self.clock
        self.api = ApiClient(self.app.test_client())
        self.models: list[ModelMatch] = []

    # --- create and join -----------------------------------------------------------------------

    @precondition(lambda self: len(self.models) < MAX_MATCHES)
    @rule(target=matches, setup=setups())
    def create(self, setup: tuple[str, list[str], dict[str, Any]]) -> ModelMatch:
        slug, players, options = setup
        response = self.api.post("/matches", json={"game": slug, "players": players,
                                                   "options": options})
        assert response.status_code == 201, response.get_json()
        created = response.get_json()
        rules = GAMES[slug]
        filled = created["match"]["options"]
        match = ModelMatch(
            name=f"m{len(self.models)}", id=created["id"], rules=rules, players=players,
            options=filled, host_token=created["host_token"], join_code=created["join_code"],
            seat_tokens=[seat["token"] for seat in created["seats"]],
            state=rules.setup(len(players), filled), clock=self.clock,
            claimed=[False] * len(players))
        assert [seat["seat"] for seat in created["seats"]] == list(range(len(players)))
        assert_view(created["match"], match.expected_view(HOST), "create")
        self.models.append(match)
        return match

    @rule(ms=st.sampled_from([0, 500, 1_500, 20_000, 61_501]))
    def time_passes(self, ms: int) -> None:
        """The server's clock moves on: a Sixes round can run out of time between two moves."""
        self.clock.advance(ms)

    @rule(match=matches, spelling=st.sampled_from(["as given", "lower case", "dashed", "misread"]),
          pick=st.integers(0, 3), take_free=st.booleans())
    def join(self, match: ModelMatch, spelling: str, pick: int, take_free: bool) -> None:
        code = _spell(match.join_code, spelling)
        listing = self.api.post("/join", json={"code": code})
        assert listing.status_code == 200, listing.get_json()
        answer = listing.get_json()
        assert answer["match_id"] == match.id and "token" not in answer
        assert [(seat["seat"], seat["name"]) for seat in answer["seats"]] == \
            list(enumerate(match.players))
        for seat in answer["seats"]:
            known = match.claimed[seat["seat"]]
            assert known is None or seat["claimed"] is known, \
                f"join lists seat {seat['seat']} claimed={seat['claimed']}, the model says {known}"
            match.claimed[seat["seat"]] = seat["claimed"]
        free = [seat for seat, claimed in enumerate(match.claimed) if not claimed]
        if take_free and free:
            seat = free[pick % len(free)]
            claimed = self.api.post("/join", json={"code": code, "seat": seat})
            assert claimed.status_code == 200, claimed.get_json()
            body = claimed.get_json()
            assert body["seat"] == seat and body["seats"][seat]["claimed"] is True
            old, new = match.seat_tokens[seat], body["token"]
            assert new != old
            assert_view(body["match"], match.expected_view(Entrant(seat=seat)), "join")
            match.seat_tokens[seat] = new
            match.revoked[old] = seat
            match.claimed[seat] = True
            event("join: claimed a free seat")
            # The token the creator had stops working; the phone that joined holds the seat.
            gone = self.api.get(f"/matches/{match.id}", token=old)
            assert gone.status_code == 401, gone.get_json()
            mine = self.api.get(f"/matches/{match.id}", token=new)
            assert mine.status_code == 200
            assert mine.get_json()["viewer"] == {"seat": seat, "host": False}
        else:
            seat = pick % (len(match.players) + 1)  # may be one past the last seat: no such seat
            taken = self.api.post("/join", json={"code": code, "seat": seat})
            if seat == len(match.players):
                assert taken.status_code == 409 and taken.get_json()["rule"] == "JOIN-NO-SEAT"
            elif match.claimed[seat]:
                assert taken.status_code == 409 and taken.get_json()["rule"] == "JOIN-SEAT-TAKEN"
            else:  # a free seat, claimed after all
                assert taken.status_code == 200, taken.get_json()
                match.revoked[match.seat_tokens[seat]] = seat
                match.seat_tokens[seat] = taken.get_json()["token"]
                match.claimed[seat] = True

    # --- moves ---------------------------------------------------------------------------------

    @rule(target=acks, match=matches, seed=SEEDS, kind=st.sampled_from(MOVE_KINDS),
          by=st.sampled_from(["own seat", "own seat", "host", "host", "other seat"]),
          if_match=st.sampled_from(["none", "none", "current", "stale"]),
          keyed=st.sampled_from([True, True, True, False]))
    def move(self, match: ModelMatch, seed: int, kind: str, by: str, if_match: str,
             keyed: bool):
        rng = random.Random(seed)
        body = move_body(match, kind, rng)
        entrant = _pick_entrant(match, body, by, rng)
        version = {"none": None, "current": match.version,
                   "stale": stale_version(match.version, rng)}[if_match]
        ack = self._send(match, body, entrant, version, keyed)
        return ack if ack is not None else multiple()

    @rule(target=acks, match=matches, seed=SEEDS, count=st.integers(1, 8))
    def burst(self, match: ModelMatch, seed: int, count: int):
        """Several legal moves in a row, each from the seat's own phone: matches get somewhere."""
        rng = random.Random(seed)
        acks = []
        for _ in range(count):
            if match.over:
                break
            body = move_body(match, "legal", rng)
            ack = self._send(match, body, Entrant(seat=body["seat"]), None, True)
            assert ack is not None
            acks.append(ack)
        return multiple(*acks)

    def _send(self, match: ModelMatch, body: Any, entrant: Entrant, if_match: int | None,
              keyed: bool) -> Ack | None:
        status, rule_id, move = match.predict(body, entrant, if_match)
        token = match.token(entrant)
        key = uuid.uuid4().hex if keyed else None
        response = self._post_move(match, body, token, key, if_match)
        answer = response.get_json(silent=True)
        assert response.status_code == status, \
            f"{match.name}: sent {body!r} as {entrant.label} with If-Match {if_match}: " \
            f"got {response.status_code} {answer}, the model says {status} {rule_id or ''}"
        assert "Idempotent-Replayed" not in response.headers
        event(" ".join(filter(None, ["move:", str(status), rule_id,
                                     "with If-Match" if if_match is not None else None])))
        match.used(entrant, status == 201)
        if status != 201:
            if rule_id is not None:
                assert answer["rule"] == rule_id, answer
            if status == 412:
                assert answer["version"] == match.version, answer
            return None
        assert response.headers["ETag"] == f'"{answer["version"]}"'
        # The service stamps each move with its clock; the model takes the stamp from the log.
        line = self.api.get(f"/matches/{match.id}/moves?after={answer['seq'] - 1}",
                            token=match.host_token).get_json()["moves"]
        assert line and line[0]["seq"] == answer["seq"], line
        match.accept(move, entrant, answer["seq"], answer["version"], line[0]["now_ms"])
        assert_view(answer["match"], match.expected_view(entrant), "move answer")
        if key is None:
            return None
        return Ack(match, key, body, token, answer["seq"], answer["version"])

    def _post_move(self, match: ModelMatch, body: Any, token: str, key: str | None,
                   if_match: int | None):
        headers = {}
        if key is not None:
            headers["Idempotency-Key"] = key
        if if_match is not None:
            headers["If-Match"] = f'"{if_match}"'
        if body is NOT_JSON:
            headers["Content-Type"] = "application/json"
            return self.api.post(f"/matches/{match.id}/moves", token=token, headers=headers,
                                 data="{not json")
        return self.api.post(f"/matches/{match.id}/moves", token=token, headers=headers, json=body)

    @rule(ack=acks, same_body=st.booleans())
    def retry(self, ack: Ack, same_body: bool) -> None:
        """A phone resends a move it already got an answer to: never played twice."""
        match = ack.match
        entrant = match.entrant(ack.token)
        body = ack.body if same_body else other_body(ack.body, len(match.players))
        response = self._post_move(match, body, ack.token, ack.key, None)
        # A seat whose token was used counts as claimed, so no join can have replaced that token.
        assert entrant is not None, f"{match.name}: the token of seq {ack.seq} was replaced"
        undone = " of an undone move" if ack.seq in match.undone_seqs else ""
        event(f"retry{undone}: {'same' if same_body else 'other'} body, {response.status_code}")
        match.used(entrant, same_body)
        if same_body:
            assert response.status_code == 201, \
                f"{match.name}: retry of seq {ack.seq}: got {response.status_code} " \
                f"{response.get_json()}, expected the stored answer"
            assert response.headers.get("Idempotent-Replayed") == "true"
            replayed = response.get_json()
            assert (replayed["seq"], replayed["version"]) == (ack.seq, ack.version), \
                f"{match.name}: the replay of seq {ack.seq} says {replayed['seq']}, version " \
                f"{replayed['version']}: not the first answer's"
            # The match as it stands now, whatever came after the move (an undo of it included).
            assert_view(replayed["match"], match.expected_view(entrant), "replayed answer")
        else:
            assert response.status_code == 422, \
                f"{match.name}: key of seq {ack.seq} reused for another body: got " \
                f"{response.status_code} {response.get_json()}, expected 422"

    # --- undo and read -------------------------------------------------------------------------

    @rule(match=matches, by=st.sampled_from(["host", "host", "host", "seat"]),
          seat=st.integers(0, 3), aim=st.sampled_from(["none", "none", "last", "wrong"]))
    def undo(self, match: ModelMatch, by: str, seat: int, aim: str) -> None:
        entrant = HOST if by == "host" else Entrant(seat=seat % len(match.players))
        last = match.log[-1] if match.log else None
        body = None
        if aim == "last":
            body = {"target_seq": last.move.seq if last else 1}
        elif aim == "wrong":
            body = {"target_seq": last.move.seq - 1 if last else 1}
        response = self.api.post(f"/matches/{match.id}/undo", token=match.token(entrant),
                                 json=body)
        answer = response.get_json()
        if last is None:
            expected, rule_id = 409, "UNDO-NOTHING"
        elif body is not None and body["target_seq"] != last.move.seq:
            expected, rule_id = 409, "UNDO-NOT-LAST"
        elif not (entrant.host or last.entered_by == entrant.label or entrant.seat == last.move.seat):
            expected, rule_id = 403, "UNDO-NOT-ALLOWED"
        elif match.last_move_showed_a_sealed_entry():
            expected, rule_id = 409, "UNDO-REVEALED"
        else:
            expected, rule_id = 200, None
        assert response.status_code == expected, \
            f"{match.name}: undo {body} as {entrant.label}: got {response.status_code} {answer}, " \
            f"the model says {expected} {rule_id or ''}"
        event(f"undo: {expected} {rule_id or ''}".strip())
        match.used(entrant, expected == 200)
        if rule_id is not None:
            assert answer["rule"] == rule_id, answer
            return
        undone = match.undo(answer["version"])
        assert answer["undone"]["seq"] == undone.move.seq, answer["undone"]
        assert_view(answer["match"], match.expected_view(entrant), "undo answer")

    @rule(match=matches, by=st.sampled_from(["host", "seat", "seat", "revoked"]),
          seat=st.integers(0, 3), cached=st.sampled_from(["none", "current", "stale"]),
          after=st.integers(0, 30), seed=SEEDS)
    def read(self, match: ModelMatch, by: str, seat: int, cached: str, after: int,
             seed: int) -> None:
        if by == "revoked" and match.revoked:
            old = sorted(match.revoked)[seat % len(match.revoked)]
            assert self.api.get(f"/matches/{match.id}", token=old).status_code == 401
            assert self.api.get(f"/matches/{match.id}/moves", token=old).status_code == 401
            return
        entrant = Entrant(seat=seat % len(match.players)) if by == "seat" else HOST
        token = match.token(entrant)
        headers = {}
        if cached != "none":
            tag = match.version if cached == "current" else stale_version(match.version,
                                                                           random.Random(seed))
            headers["If-None-Match"] = f'"{tag}"'
        response = self.api.get(f"/matches/{match.id}", token=token, headers=headers)
        match.used(entrant, True)
        assert response.headers["ETag"] == f'"{match.version}"'
        event(f"read: {response.status_code}")
        if cached == "current":
            assert response.status_code == 304, response.status_code
        else:
            assert response.status_code == 200, response.get_json()
            assert_view(response.get_json(), match.expected_view(entrant),
                        f"read as {entrant.label}")
        log = self.api.get(f"/matches/{match.id}/moves?after={after}", token=token)
        assert log.status_code == 200 and log.get_json()["version"] == match.version
        assert_log(log.get_json()["moves"], match.expected_log(entrant, after),
                   f"log after {after} as {entrant.label}")

    # --- after every step ----------------------------------------------------------------------

    @invariant()
    def versions_count_every_change_once(self) -> None:
        for match in self.models:
            if match.over:
                event("a match finished")
            assert match.versions_seen == list(range(match.version + 1)), \
                f"{match.name}: versions seen {match.versions_seen}"
            assert match.version == len(match.accepted_seqs) + len(match.undone_seqs)
            assert match.accepted_seqs == sorted(set(match.accepted_seqs))

    @invariant()
    def api_agrees_with_model(self) -> None:
        for match in self.models:
            response = self.api.get(f"/matches/{match.id}", token=match.host_token)
            assert response.status_code == 200, response.get_json()
            view = response.get_json()
            assert view["version"] == match.version, \
                f"{match.name}: the API is at version {view['version']}, the model at " \
                f"{match.version} ({len(match.accepted_seqs)} moves accepted, " \
                f"{len(match.undone_seqs)} undone)"
            assert_view(view, match.expected_view(HOST), f"{match.name} view")
            log = self.api.get(f"/matches/{match.id}/moves", token=match.host_token).get_json()
            assert log["version"] == match.version
            assert_log(log["moves"], match.expected_log(HOST), f"{match.name} log")
            # The host's log can be folded unless it holds entries still sealed (Sixes lines
            # while the round is written): those the host reads as redacted.
            if not any(line["redacted"] for line in log["moves"]):
                folded = referee.fold(match.rules, len(match.players), view["options"], [
                    (Move(line["type"], line["seat"], line["payload"], line["seq"]), line["now_ms"])
                    for line in log["moves"]])
                assert match.rules.dump(folded) == match.rules.dump(match.state), \
                    f"{match.name}: folding the API's log does not give the model's state"

    @invariant()
    def every_accepted_move_is_stored_once(self) -> None:
        with self.app.extensions["table_referee"].db.read() as conn:
            for match in self.models:
                logged = conn.execute(select(MOVE.c.seq).where(MOVE.c.match_id == match.id)).all()
                undone = conn.execute(select(UNDONE.c.seq)
                                      .where(UNDONE.c.match_id == match.id)).all()
                stored = sorted(row.seq for row in [*logged, *undone])
                assert stored == match.accepted_seqs, \
                    f"{match.name}: the database holds seqs {stored} (log and undo audit), " \
                    f"the model accepted {match.accepted_seqs}"


def _spell(code: str, spelling: str) -> str:
    """The join code as a player might type it: the API forgives case, dashes and O/I/L."""
    if spelling == "lower case":
        return code.lower()
    if spelling == "dashed":
        return f"{code[:3]}-{code[3:]}"
    if spelling == "misread":
        return code.replace("0", "O").replace("1", "I")
    return code


def _pick_entrant(match: ModelMatch, body: Any, by: str, rng: random.Random) -> Entrant:
    players = len(match.players)
    seat = body["seat"] if body is not NOT_JSON and isinstance(body.get("seat"), int) else 0
    own = seat if 0 <= seat < players else rng.randrange(players)
    if by == "host":
        return HOST
    if by == "own seat":
        return Entrant(seat=own)
    return Entrant(seat=rng.choice([other for other in range(players) if other != own]))


def test_the_api_behaves_like_its_model(sqlite_url):
    TableAgainstModel.database_url = sqlite_url
    TableAgainstModel.app = create_app({"DATABASE_URL": sqlite_url, "RATELIMIT_ENABLED": False,
                                        "CLOCK": ClockOfTheTest()})
    try:
        _run_the_machine()
    finally:
        extension = TableAgainstModel.app.extensions["table_referee"]
        extension.hub.close()
        extension.db.dispose()


def _run_the_machine() -> None:
    run_state_machine_as_test(TableAgainstModel, settings=settings(
        max_examples=strength(everyday=15, deep=40), stateful_step_count=40, deadline=None,
        # No example database: it would be a .hypothesis/ folder in the working tree. And no
        # "explain" phase: tracing every line makes a failing run take minutes to report.
        database=None, phases=[phase for phase in Phase if phase is not Phase.explain],
        suppress_health_check=[HealthCheck.too_slow]))
