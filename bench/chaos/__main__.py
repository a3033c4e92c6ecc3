"""`python -m bench.chaos`: phones playing through worker kills and cut database connections.

Prints a Markdown summary (also written to bench/results/chaos-<backend>.md, with the server's
log beside it) and exits 1 on any failure. With --no-idempotency (the negative control) it
exits 0 only if the harness saw duplicates.
"""
from __future__ import annotations

import argparse
import signal
import sys
from typing import Sequence

from bench.report import RESULTS_DIR

from .config import BACKENDS, ChaosConfig
from .report import render
from .run import run_chaos


def main(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    # Turn a polite kill into an exception, so the server and the scratch database are cleaned up.
    signal.signal(signal.SIGTERM, _interrupted)
    config = ChaosConfig(backend=args.backend, phones=args.phones, moves=args.moves,
                         resend_share=args.resend_share, kill_every_ms=args.kill_every_ms,
                         terminate_every_ms=args.terminate_every_ms,
                         min_ready_ms=args.min_ready_ms,
                         spare_booting_workers=args.spare_booting_workers, workers=args.workers,
                         honour_idempotency=not args.no_idempotency, seed=args.seed,
                         run_deadline_s=args.max_seconds)
    suffix = ("-no-idempotency" if args.no_idempotency else "") + \
        ("-spared" if args.spare_booting_workers else "")
    name = f"chaos-{args.backend}{suffix}"
    result = run_chaos(config, progress=_say, keep_log=RESULTS_DIR / f"{name}-server.log")
    text = render(result)
    print(text)
    RESULTS_DIR.mkdir(parents=True, exist_ok=True)
    (RESULTS_DIR / f"{name}.md").write_text(text + "\n")
    _say(f"written to bench/results/{name}.md (server log: {name}-server.log)")
    return 0 if result.passed else 1


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.chaos",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--backend", choices=BACKENDS, default="sqlite",
                        help="postgresql uses TEST_DATABASE_URL or DATABASE_URL (default "
                             "postgresql+psycopg://postgres@127.0.0.1:5432/test) to make a "
                             "scratch database")
    parser.add_argument("--phones", type=int, default=50)
    parser.add_argument("--moves", type=int, default=10_000, help="in total, over all phones")
    parser.add_argument("--kill-every-ms", type=float, default=300.0, help="0: no kills")
    parser.add_argument("--terminate-every-ms", type=float, default=300.0,
                        help="PostgreSQL backends; 0: never")
    parser.add_argument("--min-ready-ms", type=float, default=1_000.0,
                        help="only workers serving for this long are killed (never a booting one)")
    parser.add_argument("--spare-booting-workers", action="store_true",
                        help="PostgreSQL: never terminate a booting worker's backends "
                             "(a backend cut during a boot makes gunicorn halt)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--resend-share", type=float, default=0.10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, default=1_800.0,
                        help="the whole run's time bound")
    parser.add_argument("--no-idempotency", action="store_true",
                        help="negative control: the server ignores Idempotency-Key "
                             "(UNSAFE_IGNORE_IDEMPOTENCY=1)")
    return parser.parse_args(argv)


def _interrupted(_signum, _frame) -> None:  # noqa: ANN001 - signal handler
    raise KeyboardInterrupt


def _say(text: str) -> None:
    print(f"[chaos] {text}", file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
