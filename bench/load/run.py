"""`make load`: health, move POST and match GET under load, and SSE fan-out, on each backend.

For each backend (SQLite, PostgreSQL), on a server started as `make run` starts it (gunicorn
gthread, 640 threads, 1 worker on SQLite and 2 on PostgreSQL), in the same run:

1. for each client count (32, 128): health, moves and match reads back to back, alternating in
   slices, then moves paced at half the measured capacity (see bench/load/mixed.py);
2. SSE fan-out: 500 open event streams, and the time from a move to every stream of its match
   seeing its version (see bench/load/fanout.py).

Targets: move p99 (32 clients, paced) ≤ 50 ms on SQLite and ≤ 100 ms on PostgreSQL; at least
500 moves/s back to back; 500 streams open and fan-out p95 ≤ 100 ms. Prints Markdown (also
written to bench/results/load-latest.md) and exits 1 if a target fails. A backend whose
database cannot be reached is skipped, and said so. Only 127.0.0.1 is ever contacted.
"""
from __future__ import annotations

import argparse
import datetime
import os
import platform
import sys
from typing import Sequence

from .. import golf
from ..cli import stop_on_sigterm, teller
from . import fanout as fanout_module, mixed as mixed_module
from .backends import (
    BACKENDS,
    DEFAULT_POSTGRES_URL,
    POSTGRESQL,
    SQLITE,
    BackendUnavailable,
    loopback_postgres_url,
    server_errors,
    serving,
)
from .markdown import BackendRun, Check, render, write_latest

MOVE_P99_MAX_MS = {SQLITE: 50.0, POSTGRESQL: 100.0}
P99_CLIENTS = 32  # the client count the p99 target is set for
MIN_MOVES_PER_S = 500.0
FANOUT_P95_MAX_MS = 100.0
DISTINCT_SCRIPTS = 8
MOVES_PER_SCRIPT = 300  # a client that runs out starts a fresh match (untimed)


def main(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    stop_on_sigterm()  # so servers are still stopped on a polite kill
    load_at_start = os.getloadavg()
    say(f"load average at start: {_loads(load_at_start)}")
    scripts = tuple(golf.encoded(golf.legal_moves(MOVES_PER_SCRIPT, seed=seed))
                    for seed in range(DISTINCT_SCRIPTS))
    workload = mixed_module.Workload(scripts, golf.match_body(golf.MAX_HOLES))
    runs = [_backend(kind, args, workload) for kind in args.backends]
    checks = _checks(runs, args)
    now = datetime.datetime.now(datetime.timezone.utc)
    setting = (f"{os.cpu_count()} cores shared by client and server, {now:%Y-%m-%d %H:%M} UTC; "
               f"Python {platform.python_version()}; client threads; {args.duration:g} s per "
               f"endpoint and client count in {args.slices} slices")
    notes = [f"Load average (1, 5, 15 min) at the start: {_loads(load_at_start)}; at the end: "
             f"{_loads(os.getloadavg())}."]
    text = render(setting=setting, runs=[run for run, _kind in runs], checks=checks, notes=notes)
    print(text)
    say(f"written to {os.path.relpath(write_latest(text))}")
    return 0 if all(check.passed for check in checks) else 1


def _backend(kind: str, args: argparse.Namespace,
             workload: mixed_module.Workload) -> tuple[BackendRun, str]:
    label = "SQLite" if kind == SQLITE else "PostgreSQL"
    try:
        with serving(kind, args.postgres_url) as served:
            config = f"{served.config}, {served.label} {served.version}"
            say(f"{label}: {served.config} up on 127.0.0.1:{served.server.port}")
            mixed: list[mixed_module.Mixed] = []
            if "mixed" in args.phases:
                say(f"{label}: preparing matches to read ({mixed_module.VIEW_MOVES} moves each)")
                views = mixed_module.prepare_view_matches(
                    served.server.port, workload,
                    min(max(args.clients), mixed_module.MAX_VIEW_MATCHES))
                for clients in args.clients:
                    mixed.append(mixed_module.measure(
                        served, workload, views, clients=clients, duration_s=args.duration,
                        slices=args.slices, tag=f"{kind}-{clients}",
                        say=lambda message: say(f"{label}: {message}")))
            fan = None
            if "fanout" in args.phases:
                # Last: the streams' threads stay held until their next heartbeat once closed.
                fan = fanout_module.measure(
                    served, workload.create_body, workload.scripts, streams=args.streams,
                    matches=args.stream_matches, moves=args.sse_moves, rate=args.sse_rate,
                    say=lambda message: say(f"{label}: {message}"))
            notes = []
            if served.database_cpu is not None:
                notes.append(f"PostgreSQL connections to the benchmark's database: up to "
                             f"{served.database_cpu.most_connections} seen (the server allows "
                             f"{served.database_cpu.max_connections} in all).")
            logged = server_errors(served.server)
            if logged:
                notes.append("Exceptions in the server's log: " + "; ".join(
                    f"`{line}`" for line in logged) + ".")
            say(f"{label}: stopping the server")
        return BackendRun(label, config, tuple(mixed), fan, note=" ".join(notes)), kind
    except BackendUnavailable as error:
        say(f"{label}: skipped: {error}")
        return BackendRun(label, "", (), None, skipped=str(error)), kind


def _checks(runs: Sequence[tuple[BackendRun, str]], args: argparse.Namespace) -> list[Check]:
    checks: list[Check] = []
    errors = 0
    for run, kind in runs:
        if run.skipped:
            checks.append(Check(f"{run.label}: every check", "not run", "–", True))
            continue
        by_clients = {mixed.clients: mixed for mixed in run.mixed}
        if P99_CLIENTS in by_clients:
            paced = by_clients[P99_CLIENTS].paced
            limit = MOVE_P99_MAX_MS[kind]
            checks.append(Check(f"{run.label}: move p99, {P99_CLIENTS} clients paced at half "
                                f"capacity ({paced.paced_at:.0f}/s)",
                                f"{paced.summary.p99_ms:.1f} ms", f"≤ {limit:g} ms",
                                paced.summary.p99_ms <= limit))
        if run.mixed:
            best = max(run.mixed, key=lambda mixed: mixed.moves.median_rps)
            peak = max(rps for mixed in run.mixed for rps in mixed.moves.slice_rps)
            checks.append(Check(f"{run.label}: moves/s back to back (median slice at "
                                f"{best.clients} clients; best slice {peak:.0f})",
                                f"{best.moves.median_rps:.0f}", f"≥ {MIN_MOVES_PER_S:g}",
                                best.moves.median_rps >= MIN_MOVES_PER_S))
            errors += sum(phase.summary.errors for mixed in run.mixed for phase in mixed.phases)
        if run.fanout is not None:
            fan = run.fanout
            checks.append(Check(f"{run.label}: event streams open", f"{fan.opened}",
                                f"{fan.streams}", fan.opened == fan.streams))
            p95 = fanout_module.percentile(sorted(fan.from_send_ms), 95)
            checks.append(Check(f"{run.label}: SSE fan-out p95, move sent → every stream of "
                                f"its match", _ms(p95), f"≤ {FANOUT_P95_MAX_MS:g} ms",
                                p95 <= FANOUT_P95_MAX_MS))
            errors += fan.errors + fan.missed
    checks.append(Check("errors (non-2xx, refused moves, failed or missed streams)", str(errors),
                        "0", errors == 0))
    return checks


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.load",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--backends", type=_names(BACKENDS), default=list(BACKENDS),
                        help="comma-separated (default: sqlite,postgresql)")
    parser.add_argument("--postgres-url", default=os.environ.get("TEST_DATABASE_URL")
                        or DEFAULT_POSTGRES_URL,
                        help="a PostgreSQL server on this machine, where a scratch database is "
                             "made and dropped (default: $TEST_DATABASE_URL, else %(default)s)")
    parser.add_argument("--phases", type=_names(("mixed", "fanout")), default=["mixed", "fanout"],
                        help="comma-separated: mixed (health/moves/reads), fanout (SSE)")
    parser.add_argument("--clients", type=_counts, default=[32, 128],
                        help="comma-separated client counts (default: 32,128)")
    parser.add_argument("--duration", type=float, default=10.0,
                        help="seconds per endpoint and client count (default: 10)")
    parser.add_argument("--slices", type=int, default=5, help="slices per endpoint (default: 5)")
    parser.add_argument("--streams", type=int, default=500, help="event streams (default: 500)")
    parser.add_argument("--stream-matches", type=int, default=50,
                        help="matches the streams watch (default: 50)")
    parser.add_argument("--sse-moves", type=int, default=100,
                        help="moves timed for fan-out (default: 100)")
    parser.add_argument("--sse-rate", type=float, default=5.0,
                        help="moves per second during fan-out (default: 5)")
    args = parser.parse_args(argv)
    if POSTGRESQL in args.backends:
        try:
            loopback_postgres_url(args.postgres_url)
        except ValueError as error:
            parser.error(str(error))
    if args.duration <= 0 or args.slices < 1 or args.sse_rate <= 0:
        parser.error("--duration, --slices and --sse-rate must be positive")
    if args.stream_matches < 1 or args.streams < args.stream_matches:
        parser.error("--streams must be at least --stream-matches (≥ 1)")
    if args.sse_moves < 1 or args.sse_moves > args.stream_matches * (MOVES_PER_SCRIPT - 1):
        parser.error("--sse-moves is out of range")
    return args


def _names(allowed: Sequence[str]):  # noqa: ANN202 - an argparse type
    def parse(text: str) -> list[str]:
        names = [name.strip() for name in text.split(",") if name.strip()]
        unknown = [name for name in names if name not in allowed]
        if unknown or not names:
            raise argparse.ArgumentTypeError(f"choose from {', '.join(allowed)}")
        return names
    return parse


def _counts(text: str) -> list[int]:
    try:
        counts = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError("comma-separated whole numbers") from None
    if not counts or min(counts) < 1 or max(counts) > 1000:
        raise argparse.ArgumentTypeError("client counts between 1 and 1000")
    return counts


def _ms(value: float) -> str:
    return "never" if value == float("inf") else f"{value:.1f} ms"


def _loads(loads: tuple[float, float, float]) -> str:
    return ", ".join(f"{value:.2f}" for value in loads)



say = teller("load")


if __name__ == "__main__":
    sys.exit(main())
