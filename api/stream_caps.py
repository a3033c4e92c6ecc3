"""How many event streams one phone (token) and one client address may hold open at once.

Each open stream holds a worker thread for minutes, so without a cap one client could take every
thread of a worker and leave nothing to answer anyone else. The counts live in the worker: they
guard that worker's own threads. A phone needs one stream; a tournament hall behind one public
address (NAT) needs one per phone, hence the two separate caps.
"""
from __future__ import annotations

import threading
from collections import Counter
from typing import Callable

EXTENSION = "stream_caps"


class StreamCaps:
    def __init__(self, per_token: int, per_address: int) -> None:
        self.per_token = per_token
        self.per_address = per_address
        self._lock = threading.Lock()
        self._by_token: Counter[str] = Counter()
        self._by_address: Counter[str] = Counter()

    def claim(self, token_hash: str, address: str) -> Callable[[], None] | None:
        """A slot for one more stream, as the function that gives it back; None when either cap
        is reached."""
        with self._lock:
            if (self._by_token[token_hash] >= self.per_token
                    or self._by_address[address] >= self.per_address):
                return None
            self._by_token[token_hash] += 1
            self._by_address[address] += 1
        released = False

        def release() -> None:
            nonlocal released
            with self._lock:
                if released:
                    return
                released = True
                for counts, key in ((self._by_token, token_hash), (self._by_address, address)):
                    counts[key] -= 1
                    if counts[key] <= 0:
                        del counts[key]
        return release

