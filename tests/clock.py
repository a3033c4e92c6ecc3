"""A server clock that moves only when a test moves it: the service's clock is injected
(`create_app({"CLOCK": clock})`), so timer tests put a deadline exactly where they want it
instead of sleeping."""
from __future__ import annotations

import time


class FakeClock:
    def __init__(self, now_ms: int | None = None) -> None:
        # Starts at the real time, so a test may still compare it with the wall clock.
        self.now_ms = time.time_ns() // 1_000_000 if now_ms is None else now_ms

    def __call__(self) -> int:
        return self.now_ms

    def advance(self, ms: int) -> int:
        self.now_ms += ms
        return self.now_ms

    def set(self, now_ms: int) -> None:
        self.now_ms = now_ms


class ClockOfTheTest:
    """The clock of an app kept from test to test: it reads the clock of the test now running."""

    def __init__(self) -> None:
        self.current = FakeClock()

    def __call__(self) -> int:
        return self.current()
