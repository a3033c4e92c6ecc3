"""`make bench-peer`: this service against boardgame.io, its nearest peer, on the same machine.

boardgame.io (pinned in bench/boardgameio/package.json, installed there with npm on the first
run) serves a minimal two-player card game (bench/boardgameio/game.js: a card from the hand onto
the pile, a card not in the hand refused, 90 moves a match), twice: keeping its matches in
memory, and on its FlatFile storage. This service serves Mini Golf (about 89 moves for 9 holes)
with gunicorn as `make bench` runs it: one gthread worker, SQLite. Each side is one process, so
both have one core to work with.

Each side is driven over its own transport by the same number of concurrent matches playing back
to back: here one HTTP keep-alive connection per match (the host phone's token, an
Idempotency-Key on every move); there boardgame.io's socket.io protocol, one socket per player.
A finished match is replaced by a new one on both sides. The three take turns in short slices,
round after round, so the machine's background load falls on all alike; each ratio is taken
within a round, and the tables give the medians of the rounds.

Figures: moves per second, latency p50/p99 (sent to answered: here the 201, there the new state
on the mover's socket), and moves per server CPU-second (the server process's own CPU time over
the slice, from /proc). The comparison is uneven, and says so in docs/benchmarks.md: every move
here is checked against the game's rules, written durably in one transaction with its log row
and stored answer, and answered with the whole match view.

Needs Node.js and npm; without them it says so and exits 0. Never part of `make test`.
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Sequence

from . import golf
from .cli import say, stop_on_sigterm
from .client import Client
from .plans import MovePlan, create_match
from .report import write_latest
from .server import cpu_seconds_of, free_port, running_server
from .timed import Job, percentile, run_clients

PEER = Path(__file__).resolve().parent / "boardgameio"
CONCURRENCY = (8, 32)
ROUNDS = 5
SLICE_S = 6.0
WARM_UP_S = 5.0
# Distinct Mini Golf games among the service's clients (each replayed on fresh matches).
DISTINCT_GAMES = 8
HOLES = 9
NODE_START_TIMEOUT_S = 30.0
SIDES = ("service", "boardgame.io in memory", "boardgame.io on file")
# Targets (issue: speed against a peer): the service's moves per server CPU-second at least 0.3×
# boardgame.io's in memory; at 32 matches, throughput at least boardgame.io's on file, p99 no worse.
CPU_RATIO_MIN = 0.3


@dataclass(frozen=True)
class Slice:
    moves: int
    errors: int
    seconds: float
    server_cpu_s: float
    latencies_ms: tuple[float, ...]

    @property
    def rate(self) -> float:
        return self.moves / self.seconds

    @property
    def per_cpu_s(self) -> float:
        return self.moves / self.server_cpu_s if self.server_cpu_s else float("nan")

    def p(self, q: float) -> float:
        return percentile(sorted(self.latencies_ms), q)


def main(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    node, npm = shutil.which("node"), shutil.which("npm")
    if not node or not npm:
        say("skipped: Node.js and npm are needed to run boardgame.io (install them, e.g. "
            "`apt-get install nodejs npm`, and run `make bench-peer` again)")
        return 0
    stop_on_sigterm()
    _install(npm)
    say(f"generating {DISTINCT_GAMES} legal {HOLES}-hole Mini Golf games")
    scripts = [golf.encoded(golf.whole_game(HOLES, seed=seed)) for seed in range(DISTINCT_GAMES)]
    create_body = golf.match_body(HOLES)
    results: dict[tuple[int, str], list[Slice]] = {}
    with tempfile.TemporaryDirectory(prefix="table-referee-peer-") as tmp, \
            running_server(workers=1) as ours, \
            _peer(node, "memory", Path(tmp)) as memory, _peer(node, "file", Path(tmp)) as flat:
        say(f"service on {ours.port}, boardgame.io in memory on {memory.port}, on file on {flat.port}")
        # A first slice each, not counted: boardgame.io's FlatFile answers its first seconds of
        # moves about a second late, and every server's caches fill.
        say(f"warming up: {WARM_UP_S:g} s each")
        warm = max(args.matches)
        _ours(ours, [MovePlan(f"warm{n}", match, scripts[n % len(scripts)], create_body)
                     for n, match in enumerate(_matches(ours.port, create_body, warm))], WARM_UP_S)
        for peer in (memory, flat):
            _theirs(node, peer, warm, WARM_UP_S)
        for matches in args.matches:
            for index in range(args.rounds):
                say(f"{matches} matches, round {index + 1} of {args.rounds}")
                plans = [MovePlan(f"m{matches}r{index}c{n}", match, scripts[n % len(scripts)], create_body)
                         for n, match in enumerate(_matches(ours.port, create_body, matches))]
                results.setdefault((matches, SIDES[0]), []).append(_ours(ours, plans, args.slice))
                for side, peer in zip(SIDES[1:], (memory, flat)):
                    results.setdefault((matches, side), []).append(_theirs(node, peer, matches, args.slice))
    text = _report(results, args)
    print(text)
    say(f"written to {os.path.relpath(write_latest(text))}")
    return 0


def _install(npm: str) -> None:
    """boardgame.io at the versions package-lock.json pins (npm ci), once per lock file."""
    stamp = PEER / "node_modules" / ".installed-lock"
    lock = (PEER / "package-lock.json").read_bytes()
    if stamp.exists() and stamp.read_bytes() == lock:
        return
    say("installing boardgame.io (npm ci in bench/boardgameio)")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=PEER, check=True)
    stamp.write_bytes(lock)


@dataclass
class Peer:
    process: subprocess.Popen
    port: int

    def cpu_seconds(self) -> float:
        return cpu_seconds_of(self.process.pid)


@contextmanager
def _peer(node: str, storage: str, folder: Path) -> Iterator[Peer]:
    port = free_port()
    process = subprocess.Popen([node, "server.js", str(port), storage, str(folder / f"flatfile-{port}")],
                               cwd=PEER, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        _wait_for(process, f"ready {port}")
        threading.Thread(target=process.stdout.read, daemon=True).start()  # keep its pipe drained
        yield Peer(process, port)
    finally:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()


def _wait_for(process: subprocess.Popen, line: str) -> None:
    deadline = time.monotonic() + NODE_START_TIMEOUT_S
    seen = []
    while time.monotonic() < deadline:
        text = process.stdout.readline()
        if not text and process.poll() is not None:
            break
        seen.append(text)
        if text.startswith(line):
            return
    raise RuntimeError(f"boardgame.io did not start:\n{''.join(seen)[-2000:]}")


def _matches(port: int, create_body: bytes, count: int):
    client = Client(port)
    try:
        return [create_match(client, create_body) for _ in range(count)]
    finally:
        client.close()


def _ours(server, plans: Sequence[MovePlan], seconds: float) -> Slice:
    jobs = [Job(server.port, plan, seconds) for plan in plans]
    clients, cpu = run_clients(jobs, "threads", probe=server.cpu_seconds)
    latencies = tuple(value * 1000 for client in clients for value in client.latencies_s)
    return Slice(len(latencies), sum(client.errors for client in clients), seconds, cpu or 0.0, latencies)


def _theirs(node: str, peer: Peer, matches: int, seconds: float) -> Slice:
    driver = subprocess.Popen([node, "driver.js", str(peer.port), str(matches), str(seconds)],
                              cwd=PEER, stdout=subprocess.PIPE, text=True)
    try:
        _wait_for(driver, "start")
        before, started = peer.cpu_seconds(), time.monotonic()
        line = driver.stdout.readline()  # printed when the window closes
        after, window = peer.cpu_seconds(), time.monotonic() - started
        driver.wait(30)
    finally:
        if driver.poll() is None:
            driver.kill()
    found = json.loads(line)
    return Slice(found["moves"], found["errors"], window, after - before, tuple(found["latencies_ms"]))


def _report(results: dict[tuple[int, str], list[Slice]], args: argparse.Namespace) -> str:
    setting = (f"{os.cpu_count()} cores shared by clients and servers, "
               f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC; service: gunicorn "
               f"gthread 1×32, SQLite {sqlite3.sqlite_version}, Python {platform.python_version()}; "
               f"boardgame.io {_peer_version()}, Node.js {_node_version()}; {args.rounds} rounds of "
               f"{args.slice:g} s slices per side")
    lines = [f"### The service against boardgame.io ({setting})", "",
             "| matches | server | moves/s | p50 ms | p99 ms | moves per server CPU-s | errors |",
             "|--:|---|--:|--:|--:|--:|--:|"]
    for matches in args.matches:
        for side in SIDES:
            slices = results[(matches, side)]
            lines.append(f"| {matches} | {side} | {_median(s.rate for s in slices):.0f} | "
                         f"{_median(s.p(50) for s in slices):.1f} | {_median(s.p(99) for s in slices):.1f} | "
                         f"{_median(s.per_cpu_s for s in slices):.0f} | {sum(s.errors for s in slices)} |")
    lines += ["", "Ratios, service ÷ boardgame.io, paired within each round (median of the rounds; "
              "every round in brackets):", "",
              "| matches | against | moves/s | moves per server CPU-s | p99 (lower is better) |",
              "|--:|---|--:|--:|--:|"]
    ratios = {}
    for matches in args.matches:
        ours = results[(matches, SIDES[0])]
        for side in SIDES[1:]:
            theirs = results[(matches, side)]
            rows = [[a.rate / b.rate, a.per_cpu_s / b.per_cpu_s, a.p(99) / b.p(99)] for a, b in zip(ours, theirs)]
            ratios[(matches, side)] = [_median(row[k] for row in rows) for k in range(3)]
            cells = [f"{_median(row[k] for row in rows):.2f} ({', '.join(f'{row[k]:.2f}' for row in rows)})"
                     for k in range(3)]
            lines.append(f"| {matches} | {side} | {' | '.join(cells)} |")
    lines += ["", "| check | figure | target | result |", "|---|--:|--:|---|"]
    for matches in args.matches:
        cpu = ratios[(matches, SIDES[1])][1]
        lines.append(_check(f"moves per server CPU-s ÷ boardgame.io in memory, {matches} matches",
                            cpu, f"≥ {CPU_RATIO_MIN}", cpu >= CPU_RATIO_MIN))
    if 32 in args.matches:
        rate, _cpu, p99 = ratios[(32, SIDES[2])]
        lines.append(_check("moves/s ÷ boardgame.io on file, 32 matches", rate, "≥ 1.0", rate >= 1.0))
        lines.append(_check("p99 ÷ boardgame.io on file, 32 matches", p99, "≤ 1.0", p99 <= 1.0))
    return "\n".join(lines) + "\n"


def _check(name: str, figure: float, target: str, passed: bool) -> str:
    return f"| {name} | {figure:.2f} | {target} | {'**PASS**' if passed else '**FAIL**'} |"


def _median(values) -> float:
    return statistics.median(list(values))


def _peer_version() -> str:
    try:
        return json.loads((PEER / "node_modules" / "boardgame.io" / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        return "?"


def _node_version() -> str:
    return subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip().lstrip("v")


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.peer", description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, nargs="+", default=list(CONCURRENCY),
                        help="concurrent matches per side (default: 8 32)")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--slice", type=float, default=SLICE_S, help="seconds per side per round")
    return parser.parse_args(argv)


if __name__ == "__main__":
    sys.exit(main())
