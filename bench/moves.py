"""`make bench`: what does a move cost, next to the cheapest request the API answers?

Starts gunicorn as production does (gthread, SQLite) but with one worker of 32 threads, so that
move and health share one process and one core and their ratio compares the work each request
does (`make load` measures the served config, two workers); in the same run and on the same
server it measures:

1. 32 concurrent clients on `GET /api/v1/health`, and the same 32 clients each playing legal
   Mini Golf moves on a fresh match of its own, back to back, alternating in short slices. Health is the floor
   (routing, JSON, one trivial query), so move/health throughput says how much the real work of
   a move adds: the target is at least 0.6 of the health throughput.
2. The same 32 clients playing moves paced, together offering half the move throughput just
   measured. Back to back, 32 clients keep ~31 requests queued in front of each one, so latency
   there is queueing (health's p99 too is far above 50 ms); paced at half capacity, p99 shows
   what a phone waits for its move under heavy load: the target is at most 50 ms.
3. One client playing a long game: the median latency around move 10 against around move 1,000.
   The snapshot design promises a move costs the same whatever the length of the game (ratio
   at most 1.5).

Prints a Markdown table (also written to bench/results/latest.md) and exits 1 if a check fails.
Client and server share the machine's cores, so read the figures as "this machine, both sides".
"""
from __future__ import annotations

import argparse
import datetime
import os
import platform
import sqlite3
import sys
from typing import Sequence

from . import golf, late
from .cli import say, stop_on_sigterm
from .client import Client
from .plans import HealthPlan, MovePlan, Plan, create_match
from .report import Check, Phase, render, write_latest
from .server import Server, running_server
from .timed import MODES, ClientResult, Job, run_clients, summarize

MOVE_TO_HEALTH_MIN = 0.6  # was 0.5; raised with the SQLite fast path (docs/benchmarks.md)
MOVE_P99_MAX_MS = 50.0
LATE_TO_EARLY_MAX = 1.1
# Health and moves alternate in short slices, so a change in the machine's background load
# falls on both alike rather than on whichever endpoint happened to run second.
SLICES = 5
# The paced phase offers this share of the back-to-back move throughput of the same run.
PACED_SHARE = 0.5
# Distinct random games among the clients: enough variety, without generating 32 long scripts.
DISTINCT_SCRIPTS = 8
# Far more moves than one client plays in a window; a client that runs out starts a new match.
MOVES_PER_SCRIPT = 1_000


def main(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    # Turn a polite kill into an exception, so the server is still stopped on the way out.
    stop_on_sigterm()
    say(f"generating {DISTINCT_SCRIPTS} legal Mini Golf games of {MOVES_PER_SCRIPT} moves")
    scripts = [golf.encoded(golf.legal_moves(MOVES_PER_SCRIPT, seed=seed))
               for seed in range(DISTINCT_SCRIPTS)]
    create_body = golf.match_body(golf.MAX_HOLES)
    slice_s = args.duration / SLICES
    with running_server(workers=1) as server:  # one process: see the README, Benchmarks
        say(f"server up on 127.0.0.1:{server.port}")
        say(f"health and moves alternating in {SLICES} slices: {args.clients} clients "
             f"({args.mode}), {args.duration:g} s each")
        health_runs, move_runs = [], []
        for index in range(SLICES):
            health_runs.append(_run(server, args, [HealthPlan()] * args.clients, slice_s))
            plans = _move_plans(server, args, scripts, create_body, f"s{index}-")
            move_runs.append(_run(server, args, plans, slice_s))
        health = _merged("GET /health", health_runs)
        moves = _merged("POST /moves", move_runs)
        offered = PACED_SHARE * moves.summary.rps
        say(f"paced moves: {args.clients} clients offering {offered:.0f} moves/s together")
        plans = _move_plans(server, args, scripts, create_body, "paced-")
        paced = _merged(f"POST /moves, paced at {offered:.0f}/s", [_run(
            server, args, plans, args.duration,
            interval_s=args.clients / offered if offered else 1.0)])
        say(f"late moves: {args.rounds} rounds of ~1,030 sequential moves")
        long_game = late.measure(server.port, rounds=args.rounds)
    checks = _checks(health, moves, paced, long_game)
    setting = (f"{os.cpu_count()} cores shared by client and server, "
               f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC; "
               f"gunicorn gthread 1×32, SQLite {sqlite3.sqlite_version}, "
               f"Python {platform.python_version()}; {args.clients} client {args.mode}, "
               f"{args.duration:g} s per endpoint")
    text = render(setting=setting, phases=[health, moves, paced], late=long_game, checks=checks)
    print(text)
    say(f"written to {os.path.relpath(write_latest(text))}")
    return 0 if all(check.passed for check in checks) else 1


def _move_plans(server: Server, args: argparse.Namespace, scripts: Sequence[tuple[bytes, ...]],
                create_body: bytes, tag: str) -> list[MovePlan]:
    """A fresh match per client, so every timed move is a new move and never a replay."""
    client = Client(server.port)
    try:
        matches = [create_match(client, create_body) for _ in range(args.clients)]
    finally:
        client.close()
    return [MovePlan(f"{tag}c{index}", match, scripts[index % len(scripts)], create_body)
            for index, match in enumerate(matches)]


def _run(server: Server, args: argparse.Namespace, plans: Sequence[Plan], duration_s: float,
         interval_s: float | None = None) -> tuple[list[ClientResult], float | None, float]:
    # Paced clients are spread evenly over one interval, so sends do not arrive in bursts.
    jobs = [Job(server.port, plan, duration_s, interval_s=interval_s,
                offset_s=(interval_s or 0.0) * index / len(plans))
            for index, plan in enumerate(plans)]
    results, server_cpu_s = run_clients(jobs, args.mode, probe=server.cpu_seconds)
    return results, server_cpu_s, duration_s


def _merged(label: str, runs: Sequence[tuple[list[ClientResult], float | None, float]]) -> Phase:
    results = [result for run_results, _cpu, _duration in runs for result in run_results]
    duration = sum(duration for _results, _cpu, duration in runs)
    cpus = [cpu for _results, cpu, _duration in runs]
    busy = None if None in cpus else sum(cpus) / duration
    return Phase(label, summarize(results, duration), busy)


def _checks(health: Phase, moves: Phase, paced: Phase, long_game: late.LateResult) -> list[Check]:
    ratio = moves.summary.rps / health.summary.rps if health.summary.rps else 0.0
    errors = health.summary.errors + moves.summary.errors + paced.summary.errors
    return [
        Check("move / health throughput", f"{ratio:.2f}", f"≥ {MOVE_TO_HEALTH_MIN}",
              ratio >= MOVE_TO_HEALTH_MIN),
        Check("move p99, 32 clients paced at half capacity", f"{paced.summary.p99_ms:.1f} ms",
              f"≤ {MOVE_P99_MAX_MS:g} ms", paced.summary.p99_ms <= MOVE_P99_MAX_MS),
        Check(f"median move {long_game.late[0]}–{long_game.late[1]} / "
              f"{long_game.early[0]}–{long_game.early[1]}", f"{long_game.ratio:.2f}",
              f"≤ {LATE_TO_EARLY_MAX}", long_game.ratio <= LATE_TO_EARLY_MAX),
        Check("errors (non-2xx, refused moves)", str(errors), "0", errors == 0),
    ]


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.moves", description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--duration", type=float, default=10.0, help="seconds per endpoint")
    parser.add_argument("--mode", choices=MODES, default="threads",
                        help="run the clients as threads of one process (default) or processes")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the late-move test")
    return parser.parse_args(argv)




if __name__ == "__main__":
    sys.exit(main())
