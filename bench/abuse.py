"""`python -m bench.abuse`: abusive clients at their caps, and how fast everyone else is answered.

Starts the server as `make run` does (gunicorn with the app's worker, WEB_CONCURRENCY workers of
WEB_THREADS threads, SQLite, the default caps of api/config.py), then in the same run:

1. No abuse: a well-behaved client on 127.0.0.1 checks `GET /api/v1/health` --rate times a
   second for --duration seconds, each check on a new connection (as a load balancer's are).
2. Abuse: one client from another loopback address, 127.0.0.2, opens event streams until the
   server refuses more (its per-address stream cap, in every worker; the tokens of many matches,
   none used beyond its per-token cap), then half-sent requests (headers and half a body) until
   its new connections are refused too (the per-address connection cap). It keeps them at the
   cap: each half-sent request the server drops at its deadline is sent again at once. Meanwhile
   the same health checks as in 1.

Target: health p99 under abuse ≤ 100 ms. Then, on a fresh server, event streams from three
addresses at once, each under its own caps, against the workers' total (bench/many_addresses.py:
every health check, view and move from a fourth address within 1 s). Then, on a fresh server
with its own database, stored answers: one phone plays a move and undoes it, --answer-cycles
times, each time under a new Idempotency-Key, in the match with the largest view there is
(bench/stored_answers.py), the database's pages measured every 100 cycles; targets: the stored
answers of that phone in that match no larger than its window of IDEMPOTENCY_WINDOW_MOVES answers
of 1 KiB each, and no larger after the last cycle than once the window was full. Prints Markdown
(also bench/results/abuse.md) and exits 1 if a check fails. Only loopback addresses are contacted; the
abuser's connections are bounded by the caps (it stops at workers × cap), the streams asked by
--streams, and every phase by --duration.
"""
from __future__ import annotations

import argparse
import datetime
import http.client
import json
import os
import platform
import select
import selectors
import socket
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from api.config import load_settings
from runtime.serve import web_threads, web_workers

from . import many_addresses, stored_answers
from .cli import say, stop_on_sigterm
from .client import HOST, Client
from .report import RESULTS_DIR, Check
from .server import running_server
from .timed import percentile

ABUSER = "127.0.0.2"  # loopback too; another address, as the caps count per address
HEALTH_P99_MAX_MS = 100.0
HEALTH_TIMEOUT_S = 5.0
HALF_SENT_BATCH = 50
WARM_UP = 20  # untimed health checks before each phase
# Refusals in a row after which the abuser takes it that every worker is at its cap: accepted
# connections go to whichever worker wakes first, so one refusal says nothing of the others.
REFUSALS_IN_A_ROW = 30
# A stored answer holds a key of at most 200 characters, a SHA-256, a few numbers and a time,
# and its indexes repeat the key: within this, whatever the match's view weighs.
ANSWER_BYTES_MAX = 1024
# Once the window is full, as many answers are forgotten as stored: their pages may still come
# and go by one or two as the B-trees shift, a share of the window's bytes, not a growth per cycle.
GROWTH_AFTER_WINDOW_MAX = 0.02
HALF_SENT = (b"POST /api/v1/matches HTTP/1.1\r\nHost: 127.0.0.1\r\n"
             b"Content-Type: application/json\r\nContent-Length: 60\r\n\r\n{\"game\": ")


@dataclass
class Health:
    label: str
    latencies_ms: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def p(self, q: float) -> float:
        return percentile(sorted(self.latencies_ms), q)


@dataclass
class Abuser:
    streams: list[socket.socket] = field(default_factory=list)
    half_sent: list[socket.socket] = field(default_factory=list)
    stream_refusals: int = 0
    connection_refusals: int = 0
    dropped: int = 0  # half-sent requests the server closed at their deadline (then sent again)
    stop: threading.Event = field(default_factory=threading.Event)

    def close(self) -> None:
        for sock in (*self.streams, *self.half_sent):
            sock.close()


def main(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    stop_on_sigterm()
    settings = load_settings()
    workers, threads = web_workers(), web_threads()
    load_at_start = os.getloadavg()
    lines: list[str] = []
    checks: list[Check] = []
    if "one-client" in args.scenarios:
        lines, checks = _one_client(args, settings, workers, threads)
    if "many-addresses" in args.scenarios:
        with running_server(threads, workers) as server:
            say(f"server up on {HOST}:{server.port}: {workers} workers × {threads} threads")
            hall = many_addresses.run(server.port, args.streams, args.rate, args.duration, say)
        lines += [*([""] if lines else []), *many_addresses.render(hall, settings["SSE_MAX_STREAMS"], workers,
                                             settings["SSE_MAX_STREAMS_PER_ADDRESS"])]
        checks += [
            Check("many addresses: slowest health check, view or move",
                  f"{many_addresses.slowest_ms(hall):.1f} ms", f"≤ {many_addresses.PROMPT_MS:g} ms",
                  many_addresses.slowest_ms(hall) <= many_addresses.PROMPT_MS),
            Check("many addresses: errors of health checks, views and moves",
                  str(many_addresses.errors(hall)), "0", many_addresses.errors(hall) == 0),
            Check("many addresses: streams beyond the workers' total refused, with Retry-After",
                  f"{sum(hall.refused.values())}", "> 0",
                  sum(hall.refused.values()) > 0 and bool(hall.retry_after)),
        ]
    if "stored-answers" in args.scenarios:
        window = settings["IDEMPOTENCY_WINDOW_MOVES"]
        cycles = args.answer_cycles if args.answer_cycles is not None else window + 5 * stored_answers.BATCH
        with tempfile.TemporaryDirectory(prefix="table-referee-abuse-") as folder, \
                running_server(threads, workers, database_url=f"sqlite:///{Path(folder) / 'abuse.db'}") as server:
            say(f"stored answers: {cycles:,} cycles of a move under a new key and its undo")
            answers = stored_answers.run(server.port, Path(folder) / "abuse.db", cycles)
        lines += [*([""] if lines else []), *stored_answers.render(answers, window)]
        checks += _answer_checks(answers, window)
    setting = (f"{os.cpu_count()} cores shared by client and server, "
               f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC; gunicorn "
               f"{workers}×{threads}, SQLite, Python {platform.python_version()}; "
               f"{args.rate:g} requests/s on new connections, {args.duration:g} s per phase; load average "
               f"{load_at_start[0]:.1f} at the start, {os.getloadavg()[0]:.1f} at the end")
    text = _render(setting, lines, checks)
    print(text)
    RESULTS_DIR.mkdir(exist_ok=True)
    (RESULTS_DIR / "abuse.md").write_text(text, encoding="utf-8")
    say("written to bench/results/abuse.md")
    return 0 if all(check.passed for check in checks) else 1


def _one_client(args: argparse.Namespace, settings: dict, workers: int,
                threads: int) -> tuple[list[str], list[Check]]:
    per_token = settings["SSE_MAX_STREAMS_PER_TOKEN"]
    stream_cap = settings["SSE_MAX_STREAMS_PER_ADDRESS"]
    connection_cap = settings["MAX_CONNECTIONS_PER_ADDRESS"]
    with running_server(threads, workers) as server:
        say(f"server up on {HOST}:{server.port}: {workers} workers × {threads} threads")
        quiet = _health(server.port, "no abuse", args.rate, args.duration)
        say(f"no abuse: health p50 {quiet.p(50):.1f} ms, p99 {quiet.p(99):.1f} ms")
        abuser = Abuser()
        try:
            matches = -(-workers * stream_cap // (3 * per_token)) + 1
            say(f"abuser: creating {matches} matches for their tokens")
            tokens = _tokens(server.port, matches)
            _open_streams(abuser, server.port, tokens, per_token,
                          workers * stream_cap + REFUSALS_IN_A_ROW)
            say(f"abuser: {len(abuser.streams)} streams open, then refused")
            _open_half_sent(abuser, server.port, workers * connection_cap + 2 * HALF_SENT_BATCH)
            say(f"abuser: {len(abuser.half_sent)} half-sent requests open, then refused")
            keeper = threading.Thread(target=_keep_at_cap, args=(abuser, server.port), daemon=True)
            keeper.start()
            held_at_start = (len(abuser.streams), len(abuser.half_sent))
            abused = _health(server.port, "one client at its caps", args.rate, args.duration)
            abuser.stop.set()
            keeper.join(5)
            say(f"under abuse: health p50 {abused.p(50):.1f} ms, p99 {abused.p(99):.1f} ms")
        finally:
            abuser.close()
    checks = [
        Check("health p99, one client at its caps", f"{abused.p(99):.1f} ms",
              f"≤ {HEALTH_P99_MAX_MS:g} ms", abused.p(99) <= HEALTH_P99_MAX_MS),
        Check("health errors", str(len(quiet.errors) + len(abused.errors)), "0",
              not quiet.errors and not abused.errors),
        Check("the abuser reached its caps (streams and connections refused)",
              f"{abuser.stream_refusals} / {abuser.connection_refusals}", "> 0 / > 0",
              abuser.stream_refusals > 0 and abuser.connection_refusals > 0),
    ]
    lines = _one_client_lines([quiet, abused], held_at_start, abuser,
                              (per_token, stream_cap, connection_cap, settings["REQUEST_ARRIVAL_SECONDS"]))
    return lines, checks


def _health(port: int, label: str, rate: float, duration: float) -> Health:
    """Paced health checks, each on a new connection from 127.0.0.1."""
    result = Health(label)
    for _ in range(WARM_UP):  # the first requests also warm up whichever thread takes them
        connection = http.client.HTTPConnection(HOST, port, timeout=HEALTH_TIMEOUT_S)
        try:
            connection.request("GET", "/api/v1/health")
            connection.getresponse().read()
        except (OSError, http.client.HTTPException):
            pass
        finally:
            connection.close()
    interval = 1 / rate
    started = time.monotonic()
    sent = 0
    while (now := time.monotonic()) < started + duration:
        due = started + sent * interval
        if due > now:
            time.sleep(due - now)
        sent += 1
        begun = time.perf_counter()
        connection = http.client.HTTPConnection(HOST, port, timeout=HEALTH_TIMEOUT_S)
        try:
            connection.request("GET", "/api/v1/health")
            response = connection.getresponse()
            response.read()
            if response.status != 200:
                result.errors.append(f"status {response.status}")
        except (OSError, http.client.HTTPException) as error:
            result.errors.append(type(error).__name__)
        finally:
            connection.close()
        result.latencies_ms.append((time.perf_counter() - begun) * 1000)
    return result


def _tokens(port: int, matches: int) -> list[tuple[str, str]]:
    """(match id, token) for the host and both seats of `matches` new matches."""
    client = Client(port)
    body = json.dumps({"game": "mini-golf", "players": ["A", "B"]}).encode()
    tokens = []
    try:
        for _ in range(matches):
            status, raw = client.send("POST", "/api/v1/matches", body,
                                      {"Content-Type": "application/json"})
            if status != 201:
                raise RuntimeError(f"creating a match answered {status}: {raw[:200]!r}")
            match = json.loads(raw)
            tokens += [(match["id"], token) for token in
                       (match["host_token"], *(seat["token"] for seat in match["seats"]))]
    finally:
        client.close()
    return tokens


def _connect(port: int) -> socket.socket:
    return socket.create_connection((HOST, port), timeout=10, source_address=(ABUSER, 0))


def _status(sock: socket.socket) -> int:
    data = b""
    while b"\r\n" not in data:
        chunk = sock.recv(4096)
        if not chunk:
            return 0
        data += chunk
    return int(data.split(b" ", 2)[1])


def _open_streams(abuser: Abuser, port: int, tokens: list[tuple[str, str]], per_token: int,
                  most: int) -> None:
    in_a_row = 0
    slots = [token for token in tokens for _ in range(per_token)]
    for match_id, token in slots:
        if in_a_row >= REFUSALS_IN_A_ROW or len(abuser.streams) >= most:
            return
        sock = _connect(port)
        try:
            sock.sendall(f"GET /api/v1/matches/{match_id}/events HTTP/1.1\r\nHost: {HOST}\r\n"
                         f"Authorization: Bearer {token}\r\n\r\n".encode())
            status = _status(sock)
        except OSError:
            status = 0  # refused at once, before the request was read
        if status == 200:
            abuser.streams.append(sock)
            in_a_row = 0
        else:
            sock.close()
            abuser.stream_refusals += 1
            in_a_row += 1


def _send_half(port: int) -> socket.socket | None:
    sock = _connect(port)
    try:
        sock.sendall(HALF_SENT)
    except OSError:  # refused and closed already
        sock.close()
        return None
    return sock


def _refused(sock: socket.socket) -> bool:
    """Whether the server answered (429: over the cap) rather than closed it silently (dropped at
    its deadline)."""
    try:
        return sock.recv(4096).startswith(b"HTTP/1.1 429")
    except OSError:
        return False


def _open_half_sent(abuser: Abuser, port: int, most: int) -> None:
    """In batches: a connection over the cap is answered as soon as a worker accepts it, which
    may take a moment while it accepts the rest of the batch."""
    while len(abuser.streams) + len(abuser.half_sent) < most:
        batch = [sock for sock in (_send_half(port) for _ in range(HALF_SENT_BATCH))
                 if sock is not None]
        refused = HALF_SENT_BATCH - len(batch)
        poller = select.poll()
        for sock in batch:
            poller.register(sock, select.POLLIN)
        answered = {fd for fd, _ in poller.poll(500)}
        time.sleep(0.2)
        answered |= {fd for fd, _ in poller.poll(0)}
        for sock in batch:
            if sock.fileno() in answered:
                refused += 1
                sock.close()
            else:
                abuser.half_sent.append(sock)
        abuser.connection_refusals += refused
        if refused == HALF_SENT_BATCH:
            return


def _keep_at_cap(abuser: Abuser, port: int) -> None:
    """Send again each half-sent request the server drops, so the abuser stays at its cap."""
    selector = selectors.DefaultSelector()
    for sock in abuser.half_sent:
        selector.register(sock, selectors.EVENT_READ)
    while not abuser.stop.is_set():
        for key, _ in selector.select(timeout=0.2):
            sock = key.fileobj
            selector.unregister(sock)
            abuser.half_sent.remove(sock)
            if _refused(sock):
                abuser.connection_refusals += 1
            else:
                abuser.dropped += 1
            sock.close()
            again = _send_half(port)
            if again is None:
                abuser.connection_refusals += 1
            else:
                abuser.half_sent.append(again)
                selector.register(again, selectors.EVENT_READ)
    selector.close()


def _answer_checks(answers: stored_answers.StoredAnswers, window: int) -> list[Check]:
    last = answers.measures[-1]
    checks = [Check(f"stored answers of one phone in one match after {last.cycles:,} cycles",
                    f"{last.stored_answers / 1024:,.0f} KiB",
                    f"≤ {window:,} × {ANSWER_BYTES_MAX} B", last.stored_answers <= window * ANSWER_BYTES_MAX)]
    full = answers.after_window(window)
    if full is not None:
        growth = (last.stored_answers - full.stored_answers) / max(full.stored_answers, 1)
        checks.append(Check(f"their growth from cycle {full.cycles:,} (the window full) to "
                            f"{last.cycles:,}", f"{growth:+.1%}",
                            f"≤ {GROWTH_AFTER_WINDOW_MAX:.0%}", growth <= GROWTH_AFTER_WINDOW_MAX))
    return checks


def _one_client_lines(phases: Sequence[Health], held: tuple[int, int], abuser: Abuser,
                      caps: tuple[int, int, int, float]) -> list[str]:
    per_token, streams, connections, arrival_s = caps
    lines = [f"Caps per worker: {per_token} streams per token, {streams} per address, "
             f"{connections} connections per address; a request must arrive within "
             f"{arrival_s:g} s.", "",
             "| phase | health checks | p50 ms | p90 ms | p99 ms | max ms | errors |",
             "|---|--:|--:|--:|--:|--:|--:|"]
    for phase in phases:
        lines.append(f"| {phase.label} | {len(phase.latencies_ms)} | {phase.p(50):.1f} | "
                     f"{phase.p(90):.1f} | {phase.p(99):.1f} | {max(phase.latencies_ms):.1f} | "
                     f"{len(phase.errors)} |")
    lines += ["", f"The abuser held {held[0]} event streams and {held[1]} half-sent requests "
                  f"({abuser.stream_refusals} streams and {abuser.connection_refusals} "
                  f"connections refused with 429); the server dropped {abuser.dropped} half-sent "
                  "requests at their deadline meanwhile, each sent again at once."]
    errors = sorted({error for phase in phases for error in phase.errors})
    if errors:
        lines += ["", "Health errors: " + ", ".join(errors)]
    return lines


def _render(setting: str, lines: Sequence[str], checks: Sequence[Check]) -> str:
    text = [f"### Abusive clients ({setting})", "", *lines, "",
            "| check | figure | target | result |", "|---|--:|--:|---|"]
    text += [f"| {check.name} | {check.figure} | {check.target} | **{check.verdict}** |"
             for check in checks]
    return "\n".join(text) + "\n"


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.abuse", description=__doc__.split("\n")[0])
    parser.add_argument("--duration", type=float, default=20.0, help="seconds per phase")
    parser.add_argument("--rate", type=float, default=50.0,
                        help="health checks (views and moves too, in the second scenario) per second")
    parser.add_argument("--streams", type=int, default=1400,
                        help="streams asked from three addresses in the second scenario")
    parser.add_argument("--answer-cycles", type=int, default=None,
                        help="moves played and undone under new keys (default: the window and 500)")
    parser.add_argument("--scenarios", default="one-client,many-addresses,stored-answers",
                        type=lambda text: [name.strip() for name in text.split(",")],
                        help="comma-separated: one-client, many-addresses, stored-answers (default: all)")
    args = parser.parse_args(argv)
    unknown = set(args.scenarios) - {"one-client", "many-addresses", "stored-answers"}
    if unknown or not args.scenarios or args.streams < 1:
        parser.error(f"unknown scenarios {sorted(unknown)}, or no streams")
    return args




if __name__ == "__main__":
    sys.exit(main())
