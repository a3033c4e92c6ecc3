"""What every benchmark's command line shares: progress on stderr, and a polite kill that still
stops the servers a benchmark started (SIGTERM raises KeyboardInterrupt, so `finally` runs)."""
from __future__ import annotations

import signal
import sys
from typing import Callable


def teller(tag: str) -> Callable[[str], None]:
    """A progress line on stderr, marked with `tag`."""
    def say(message: str) -> None:
        print(f"[{tag}] {message}", file=sys.stderr, flush=True)
    return say


say = teller("bench")


def stop_on_sigterm() -> None:
    signal.signal(signal.SIGTERM, _interrupted)


def _interrupted(signum: int, _frame: object) -> None:
    raise KeyboardInterrupt(f"signal {signum}")
