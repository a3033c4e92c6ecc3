"""A server clock that moves only when a test moves it: the service's clock is injected
(`create_app({"CLOCK": clock})`), so timer tests put a deadline exactly where they want it
instead of sleeping."""
from __future__ import annotations

START_MS = 1_795_000_000_000  # 2026-11-18, any fixed instant would do


class FakeClock:
    def __init__(self, now_ms: int = START_MS) -> None:
        self.now_ms = now_ms

    def __call__(self) -> int:
        return self.now_ms

    def advance(self, ms: int) -> int:
        self.now_ms += ms
        return self.now_ms

    def set(self, now_ms: int) -> None:
        self.now_ms = now_ms
