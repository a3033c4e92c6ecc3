"""Does a late move cost what an early one does? (The snapshot design promises it does.)

One client, one request at a time. Each round plays one match to just before move 1,000, then
creates a fresh match and alternates: early move 1 on the fresh match, late move 991 on the long
one, early move 2, late move 992, and so on. Interleaving puts both windows under the same
conditions on the machine, and several rounds (different random games) smooth the rest. The
moves played on the way to 991 give the latency curve along the game.
"""
from __future__ import annotations

import statistics
import time
from dataclasses import dataclass

from . import golf
from .client import Client
from .plans import Match, create_match, move_headers, move_path


class LateMoveError(RuntimeError):
    pass


@dataclass(frozen=True)
class LateResult:
    early: tuple[int, int]  # first and last move number of each window (1-based, inclusive)
    late: tuple[int, int]
    early_ms: tuple[float, ...]
    late_ms: tuple[float, ...]
    curve: tuple[tuple[int, int, float], ...]  # (first move, last move, median ms) per bucket
    rounds: int

    @property
    def early_median_ms(self) -> float:
        return statistics.median(self.early_ms)

    @property
    def late_median_ms(self) -> float:
        return statistics.median(self.late_ms)

    @property
    def ratio(self) -> float:
        return self.late_median_ms / self.early_median_ms


def measure(port: int, *, rounds: int = 3, window: int = 20, late_end: int = 1010,
            bucket: int = 100) -> LateResult:
    early, late = (1, window), (late_end - window + 1, late_end)
    create_body = golf.match_body(golf.MAX_HOLES)
    client = Client(port)
    early_ms: list[float] = []
    late_ms: list[float] = []
    by_move: dict[int, list[float]] = {}
    try:
        for round_number in range(rounds):
            script = golf.encoded(golf.legal_moves(late_end, seed=10_000 + round_number))
            long_match = create_match(client, create_body)
            for number in range(1, late[0]):
                by_move.setdefault(number, []).append(
                    _play(client, long_match, script, number, f"late{round_number}"))
            fresh = create_match(client, create_body)
            for offset in range(window):
                early_ms.append(_play(client, fresh, script, early[0] + offset, f"early{round_number}"))
                late_ms.append(_play(client, long_match, script, late[0] + offset, f"late{round_number}"))
    finally:
        client.close()
    curve = tuple((first, min(first + bucket - 1, late[0] - 1),
                   statistics.median(v for n in range(first, min(first + bucket, late[0]))
                                     for v in by_move[n]))
                  for first in range(1, late[0], bucket))
    return LateResult(early, late, tuple(early_ms), tuple(late_ms), curve, rounds)


def _play(client: Client, match: Match, script: tuple[bytes, ...], number: int, name: str) -> float:
    """Play move `number` (1-based) of `script` on `match`; its latency in milliseconds."""
    headers = move_headers(match.host_token, f"{name}-{number}")
    started = time.perf_counter()
    status, body = client.send("POST", move_path(match.id), script[number - 1], headers)
    elapsed = time.perf_counter() - started
    if status != 201:
        # Every later move of the script depends on this one, so the round cannot go on.
        raise LateMoveError(f"move {number} answered {status}: {body[:300]!r}")
    return elapsed * 1000
