"""`make abuse`'s second scenario: event streams from several addresses, each under its own cap,
against the worker's own total (SSE_MAX_STREAMS), and how fast everyone else is answered.

Three loopback addresses (127.0.0.3-5) ask for `streams` event streams between them, one thread
each, on a tournament's stream (which needs no token). Each stays under the per-address cap, so
only the worker's total can hold them back. Meanwhile, and for `duration` seconds once all are
asked, a fourth address (127.0.0.1) sends a health check, a match view and a move in turn, each
on a new connection (so they land on either worker), `rate` requests a second; a request not
answered within 5 s counts as an error and as 5 s.

Target: every health check, view and move answered within 1 s. Only loopback addresses are
contacted; the streams asked are bounded by `streams`, the whole scenario by `duration` and the
time to ask them.
"""
from __future__ import annotations

import http.client
import socket
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Sequence

from . import golf
from .client import HOST, Client
from .plans import Match, create_match, match_path, move_headers, move_path
from .timed import percentile

ADDRESSES = ("127.0.0.3", "127.0.0.4", "127.0.0.5")  # bench/abuse.py's own abuser is 127.0.0.2
PROMPT_MS = 1000.0
TIMEOUT_S = 5.0
MOVES = 2000  # legal moves of one Mini Golf game, more than any run sends
KINDS = ("health", "view", "move")


@dataclass
class Kind:
    latencies_ms: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)

    def p(self, q: float) -> float:
        return percentile(sorted(self.latencies_ms), q)


@dataclass
class Outcome:
    asked: int
    held: int
    refused: Counter[int]  # by status
    retry_after: set[str]  # the Retry-After values of the refusals
    asked_in_s: float
    kinds: dict[str, Kind]


def run(port: int, streams: int, rate: float, duration: float, say: Callable[[str], None]) -> Outcome:
    client = Client(port)
    try:
        status, made = client.call("POST", "/api/v1/tournaments", {
            "name": "Hall", "game": "ekeq", "profile": {"kind": "win_type"}, "rounds": 1,
            "players": ["Ada", "Bea", "Cid"]})
        if status != 201:
            raise RuntimeError(f"creating a tournament answered {status}")
        match = create_match(client, golf.match_body(golf.MAX_HOLES))
    finally:
        client.close()
    script = golf.encoded(golf.legal_moves(MOVES))
    kinds = {kind: Kind() for kind in KINDS}
    stop = threading.Event()
    timer = threading.Thread(target=_timed, args=(port, match, script, rate, kinds, stop), daemon=True)
    timer.start()
    held: list[socket.socket] = []
    refused: Counter[int] = Counter()
    retry_after: set[str] = set()
    lock = threading.Lock()
    path = f"/api/v1/tournaments/{made['id']}/events"
    share = [streams // len(ADDRESSES) + (n < streams % len(ADDRESSES)) for n in range(len(ADDRESSES))]
    started = time.monotonic()
    askers = [threading.Thread(target=_ask, args=(port, address, path, count, held, refused, retry_after, lock))
              for address, count in zip(ADDRESSES, share)]
    try:
        for asker in askers:
            asker.start()
        for asker in askers:
            asker.join()
        asked_in = time.monotonic() - started
        say(f"many addresses: {len(held)} of {streams} streams held, refused {dict(refused)}, "
            f"in {asked_in:.1f} s; timing for {duration:g} s more")
        stop.wait(duration)
    finally:
        stop.set()
        timer.join(TIMEOUT_S + 1)
        for sock in held:
            sock.close()
    return Outcome(streams, len(held), refused, retry_after, asked_in, kinds)


def _ask(port: int, address: str, path: str, count: int, held: list[socket.socket],
         refused: Counter[int], retry_after: set[str], lock: threading.Lock) -> None:
    for _ in range(count):
        try:
            sock = socket.create_connection((HOST, port), timeout=10, source_address=(address, 0))
            sock.sendall(f"GET {path} HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
            status, headers = _head(sock)
        except OSError:
            status, headers, sock = 0, {}, None
        with lock:
            if status == 200:
                held.append(sock)
                continue
            refused[status] += 1
            if "retry-after" in headers:
                retry_after.add(headers["retry-after"])
        if sock is not None:
            sock.close()


def _head(sock: socket.socket) -> tuple[int, dict[str, str]]:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(4096)
        if not chunk:
            return 0, {}
        data += chunk
    lines = data.partition(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
    return int(lines[0].split()[1]), {name.strip().lower(): value.strip() for name, _, value in
                                      (line.partition(":") for line in lines[1:])}


def _timed(port: int, match: Match, script: Sequence[bytes], rate: float, kinds: dict[str, Kind],
           stop: threading.Event) -> None:
    """Health, view and move in turn, paced, each on a new connection from 127.0.0.1."""
    interval, sent, moves = 1 / rate, 0, 0
    started = time.monotonic()
    while not stop.is_set():
        due = started + sent * interval
        if due > time.monotonic():
            stop.wait(due - time.monotonic())
            continue
        kind = KINDS[sent % len(KINDS)]
        sent += 1
        if kind == "health":
            request = ("GET", "/api/v1/health", None, {}, 200)
        elif kind == "view":
            request = ("GET", match_path(match.id), None, {"Authorization": f"Bearer {match.host_token}"}, 200)
        else:
            request = ("POST", move_path(match.id), script[moves % len(script)],
                       move_headers(match.host_token, f"hall-{moves}"), 201)
            moves += 1
        _one(port, *request, kinds[kind])


def _one(port: int, method: str, path: str, body: bytes | None, headers: dict, expect: int, kind: Kind) -> None:
    begun = time.perf_counter()
    connection = http.client.HTTPConnection(HOST, port, timeout=TIMEOUT_S)
    try:
        connection.request(method, path, body, headers)
        response = connection.getresponse()
        response.read()
        if response.status != expect:
            kind.errors[f"status {response.status}"] += 1
    except (OSError, http.client.HTTPException) as error:
        kind.errors[type(error).__name__] += 1
    finally:
        connection.close()
    kind.latencies_ms.append((time.perf_counter() - begun) * 1000)


def render(outcome: Outcome, total_cap: int, workers: int, per_address: int) -> list[str]:
    lines = [f"#### Streams from {len(ADDRESSES)} addresses against the worker's total", "",
             f"{outcome.asked} streams asked from {len(ADDRESSES)} addresses (each under its cap of "
             f"{per_address} per worker), in {outcome.asked_in_s:.1f} s: {outcome.held} held "
             f"({workers} workers × SSE_MAX_STREAMS {total_cap} = {workers * total_cap} at most), "
             + ", ".join(f"{count} refused {status or 'without an answer'}"
                         for status, count in sorted(outcome.refused.items()))
             + (f" (Retry-After {', '.join(sorted(outcome.retry_after))} s)" if outcome.retry_after else "")
             + ". From a fourth address, meanwhile and after:", "",
             "| request | count | p50 ms | p99 ms | max ms | errors |", "|---|--:|--:|--:|--:|--:|"]
    for name, kind in outcome.kinds.items():
        errors = ", ".join(f"{count} {what}" for what, count in kind.errors.items()) or "0"
        lines.append(f"| {name} | {len(kind.latencies_ms)} | {kind.p(50):.1f} | {kind.p(99):.1f} | "
                     f"{max(kind.latencies_ms, default=0):.1f} | {errors} |")
    return lines


def slowest_ms(outcome: Outcome) -> float:
    return max((max(kind.latencies_ms, default=0) for kind in outcome.kinds.values()), default=0)


def errors(outcome: Outcome) -> int:
    return sum(sum(kind.errors.values()) for kind in outcome.kinds.values())

