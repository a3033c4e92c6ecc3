"""How many event streams one phone (token), one client address, and the whole worker may hold
open at once.

Each open stream holds a worker thread for minutes, so without a cap one client could take every
thread of a worker and leave nothing to answer anyone else. The counts live in the worker: they
guard that worker's own threads. A phone needs one stream; a tournament hall behind one public
address (NAT) needs one per phone, hence the two separate caps. And a few addresses, each under
its own cap, could still take every thread together: the worker's total stays below its thread
count, so the threads it keeps answer every other request (health checks, views, moves) whoever
holds the streams.
"""
from __future__ import annotations

import threading
from collections import Counter
from enum import Enum
from typing import Callable

EXTENSION = "stream_caps"


def total_for(threads: int) -> int:
    """The streams a worker of `threads` threads may hold by default: all but an eighth of its
    threads, keeping at least 16 for other requests (half, below 32 threads). 560 of 640."""
    return threads - max(threads // 8, min(16, threads // 2))


class Refusal(Enum):
    HOLDER = "this token or this address holds as many streams as it may"
    WORKER = "the worker holds as many streams as it may"


class StreamCaps:
    def __init__(self, per_token: int, per_address: int, total: int) -> None:
        self.per_token = per_token
        self.per_address = per_address
        self.total = total
        self._lock = threading.Lock()
        self._by_token: Counter[str] = Counter()
        self._by_address: Counter[str] = Counter()
        self._open = 0

    def claim(self, token_hash: str, address: str) -> Callable[[], None] | Refusal:
        """A slot for one more stream, as the function that gives it back; or why there is none
        (the holder's own caps first: a client at its cap is told so, full or not)."""
        with self._lock:
            if (self._by_token[token_hash] >= self.per_token
                    or self._by_address[address] >= self.per_address):
                return Refusal.HOLDER
            if self._open >= self.total:
                return Refusal.WORKER
            self._by_token[token_hash] += 1
            self._by_address[address] += 1
            self._open += 1
        released = False

        def release() -> None:
            nonlocal released
            with self._lock:
                if released:
                    return
                released = True
                self._open -= 1
                for counts, key in ((self._by_token, token_hash), (self._by_address, address)):
                    counts[key] -= 1
                    if counts[key] <= 0:
                        del counts[key]
        return release
