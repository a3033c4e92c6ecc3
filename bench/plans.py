"""What one benchmark client sends, request after request: health checks, or a match's moves.

Plans are plain data (picklable, standard library only) so that client processes stay light and
do no work per request beyond formatting one header. A plan is a generator: it yields the next
request and is sent back the reply, so a move plan can start a fresh match when its script is
used up (that creation is marked untimed and left out of the latency figures).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Generator, Mapping, Protocol

from .client import Client, Reply

HEALTH_PATH = "/api/v1/health"
MATCHES_PATH = "/api/v1/matches"
JSON = "application/json"


class PlanError(RuntimeError):
    pass


@dataclass(frozen=True)
class Request:
    method: str
    path: str
    body: bytes | None
    headers: Mapping[str, str]
    expect: int
    timed: bool = True


Steps = Generator[Request, "Reply | None", None]


class Plan(Protocol):
    def steps(self) -> Steps: ...


@dataclass(frozen=True)
class HealthPlan:
    def steps(self) -> Steps:
        request = Request("GET", HEALTH_PATH, None, {}, 200)
        while True:
            yield request


@dataclass(frozen=True)
class Match:
    id: str
    host_token: str


@dataclass(frozen=True)
class MovePlan:
    """Play `script` (encoded legal moves from the setup) on `match`, then on fresh matches."""

    name: str  # unique per client, so Idempotency-Keys never collide
    match: Match
    script: tuple[bytes, ...]
    create_body: bytes

    def steps(self) -> Steps:
        match, sent = self.match, 0
        while True:
            path = move_path(match.id)
            for body in self.script:
                sent += 1
                reply = yield Request("POST", path, body,
                                      move_headers(match.host_token, f"{self.name}-{sent}"), 201)
                if reply is None or reply[0] != 201:
                    break  # the match no longer follows the script: start a fresh one
            create = Request("POST", MATCHES_PATH, self.create_body, {"Content-Type": JSON}, 201,
                             timed=False)
            reply = yield create
            while reply is None or reply[0] != 201:
                # The server failed to create one (the driver counts it as an error): try again.
                # Every try is a request, so the driver's bounds in count and time still hold.
                reply = yield create
            match = parse_match(reply)


@dataclass(frozen=True)
class ViewPlan:
    """Read `match` as its host, again and again: `GET /matches/{id}` with no If-None-Match,
    so every answer is a whole MatchView (the 304 a polling phone gets costs far less)."""

    match: Match

    def steps(self) -> Steps:
        request = Request("GET", match_path(self.match.id), None,
                          {"Authorization": f"Bearer {self.match.host_token}"}, 200)
        while True:
            yield request


def match_path(match_id: str) -> str:
    return f"{MATCHES_PATH}/{match_id}"


def move_path(match_id: str) -> str:
    return f"{MATCHES_PATH}/{match_id}/moves"


def move_headers(host_token: str, key: str) -> dict[str, str]:
    # Phones always send an Idempotency-Key, so the server's cost of storing it is included.
    return {"Content-Type": JSON, "Authorization": f"Bearer {host_token}", "Idempotency-Key": key}


def create_match(client: Client, create_body: bytes) -> Match:
    return parse_match(client.send("POST", MATCHES_PATH, create_body, {"Content-Type": JSON}))


def parse_match(reply: Reply | None) -> Match:
    if reply is None or reply[0] != 201:
        status, body = reply or (0, b"")
        raise PlanError(f"creating a match answered {status}: {body[:300]!r}")
    created = json.loads(reply[1])
    return Match(created["id"], created["host_token"])
