"""How fast one phone may enter moves into one match: a token bucket per (match, entrant).

A real table enters a move every few seconds; a phone sending its offline queue sends a few dozen
at once. A burst that size passes; beyond it, moves come at the sustained rate or get 429 with
Retry-After, which the phone's outbox waits out and sends again (nothing is lost). So one hostile
seat cannot fill a match's log in a minute.

The buckets live in this process: with several workers, each keeps its own, so a client spread
over them gets at most the workers' number times the rate. That still bounds it.
"""
from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable

# Forgotten first when there are more buckets than this: those idle longest, which are full anyway.
MAX_BUCKETS = 100_000


@dataclass
class _Bucket:
    tokens: float
    at: float


class MoveRate:
    def __init__(self, per_second: float, burst: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.per_second = per_second
        self.burst = burst
        self.clock = clock
        self._buckets: OrderedDict[tuple[str, str], _Bucket] = OrderedDict()
        self._lock = threading.Lock()

    @property
    def enabled(self) -> bool:
        return self.per_second > 0

    def wait_needed(self, match_id: str, entrant: str) -> int:
        """0 if this phone may enter a move now (and takes its turn); else whole seconds to wait."""
        if not self.enabled:
            return 0
        key = (match_id, entrant)
        now = self.clock()
        with self._lock:
            bucket = self._buckets.pop(key, None) or _Bucket(float(self.burst), now)
            bucket.tokens = min(float(self.burst), bucket.tokens + (now - bucket.at) * self.per_second)
            bucket.at = now
            self._buckets[key] = bucket  # most recently used last
            while len(self._buckets) > MAX_BUCKETS:
                self._buckets.popitem(last=False)
            if bucket.tokens >= 1:
                bucket.tokens -= 1
                return 0
            return max(1, math.ceil((1 - bucket.tokens) / self.per_second))
