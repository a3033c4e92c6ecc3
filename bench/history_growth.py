"""`python -m bench.history_growth`: does a move late in the longest games cost what an early one does?

The games whose state keeps the longest history: Mini Golf (a score sheet line per hole, up to 999
holes) and Flares (a line per round, each with its tricks and point cards, to a target of up to
100,000 points). For each, one random legal game is made offline with the pure rules engine (as
bench/golf.py does), then played through the app in this process (Flask's test client, SQLite in
a temporary directory): everything a worker does for a move but the socket. One match is played
to its late window; then a fresh match and the long one take turns, an early move on one and a
late move on the other, so both windows meet the same conditions. It reports the median app time
of each window and their ratio, which passes at LATE_TO_EARLY_MAX or below, and exits 1 if one
does not; and each window's 95th percentile, where the moves that add a line to a history show
(informative: on a shared machine a percentile of a hundred moves is noisy).
"""
from __future__ import annotations

import argparse
import logging
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from api import create_app
from rules import referee
from rules.base import Entrant
from rules.registry import GAMES

from .cli import say

LATE_TO_EARLY_MAX = 1.1
# Moves in each window: enough for a 95th percentile of each (a hole's or a round's end is one
# move in ten or fifteen, and costs the most).
WINDOW = 100


@dataclass(frozen=True)
class Game:
    slug: str
    players: int
    options: dict[str, Any]


GAMES_WITH_LONG_HISTORIES = (Game("mini-golf", 2, {"holes": 999}), Game("flares", 3, {"target": 100_000}))


@dataclass(frozen=True)
class Result:
    game: Game
    late_from: int
    early_ms: float
    late_ms: float
    late_state_bytes: int
    early_p95_ms: float
    late_p95_ms: float

    @property
    def ratio(self) -> float:
        return self.late_ms / self.early_ms


def legal_moves(game: Game, count: int, seed: int) -> list[dict[str, Any]]:
    """`count` random legal moves from the setup, as wire bodies, each from its seat's phone."""
    rules, rng = GAMES[game.slug], random.Random(seed)
    _options, state = referee.new_game(rules, game.players, game.options)
    moves = []
    for _ in range(count):
        if rules.outcome(state) is not None:
            raise RuntimeError(f"{game.slug} (seed {seed}) ended after {len(moves)} moves")
        move = rules.sample_move(state, rng)
        state = referee.play(rules, state, move, Entrant(seat=move.seat), 0)
        moves.append({"type": move.type, "seat": move.seat, "payload": dict(move.payload)})
    return moves


def measure(game: Game, *, late_from: int, seed: int = 1) -> Result:
    moves = legal_moves(game, late_from + WINDOW, seed)
    with tempfile.TemporaryDirectory(prefix="history-growth-") as folder:
        app = create_app({"DATABASE_URL": f"sqlite:///{Path(folder) / 'referee.db'}",
                          "RATELIMIT_ENABLED": False})
        client = app.test_client()
        try:
            long_match = _create(client, game)
            for number in range(late_from):
                _play(client, long_match, moves[number], f"long-{number}")
            fresh = _create(client, game)
            early, late = [], []
            for number in range(WINDOW):
                early.append(_play(client, fresh, moves[number], f"fresh-{number}"))
                late.append(_play(client, long_match, moves[late_from + number], f"long-{late_from + number}"))
            size = len(client.get(f"/api/v1/matches/{long_match['id']}/export.json", headers=_auth(
                long_match["host_token"])).data)
        finally:
            app.extensions["table_referee"].db.dispose()
    return Result(game, late_from, statistics.median(early), statistics.median(late), size,
                  _p95(early), _p95(late))


def _p95(times: list[float]) -> float:
    return statistics.quantiles(times, n=20)[-1]


def _create(client: Any, game: Game) -> dict[str, Any]:
    answer = client.post("/api/v1/matches", json={
        "game": game.slug, "players": [f"P{seat}" for seat in range(game.players)], "options": game.options})
    if answer.status_code != 201:
        raise RuntimeError(f"creating {game.slug}: {answer.status_code} {answer.get_json()}")
    return answer.get_json()


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _play(client: Any, match: dict[str, Any], body: dict[str, Any], key: str) -> float:
    token = match["seats"][body["seat"]]["token"]
    started = time.perf_counter()
    answer = client.post(f"/api/v1/matches/{match['id']}/moves", json=body,
                         headers={**_auth(token), "Idempotency-Key": key})
    took = (time.perf_counter() - started) * 1000
    if answer.status_code != 201:
        raise RuntimeError(f"match {match['id']}, move {key}: {answer.status_code} {answer.get_json()}")
    return took


def render(results: list[Result]) -> str:
    lines = ["| game | options | late window from move | early ms | late ms | late / early "
             "| p95 early, late ms | export at the end |",
             "|---|---|--:|--:|--:|--:|--:|--:|"]
    for result in results:
        options = ", ".join(f"{key} {value}" for key, value in result.game.options.items())
        verdict = "**PASS**" if result.ratio <= LATE_TO_EARLY_MAX else "**FAIL**"
        lines.append(f"| {result.game.slug} | {options} | {result.late_from:,} | {result.early_ms:.2f} | "
                     f"{result.late_ms:.2f} | {result.ratio:.2f} {verdict} | "
                     f"{result.early_p95_ms:.2f}, {result.late_p95_ms:.2f} | "
                     f"{result.late_state_bytes / 1024:.0f} KB |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    logging.getLogger("alembic").setLevel(logging.WARNING)  # each app's schema, made anew
    parser = argparse.ArgumentParser(prog="python -m bench.history_growth", description=__doc__.split("\n")[0])
    parser.add_argument("--late-from", type=int, default=1000, help="first move of the late window")
    args = parser.parse_args(argv)
    results = []
    for game in GAMES_WITH_LONG_HISTORIES:
        say(f"{game.slug}: {args.late_from + WINDOW:,} moves, early and late windows of {WINDOW}")
        results.append(measure(game, late_from=args.late_from))
    print(render(results))
    return 0 if all(result.ratio <= LATE_TO_EARLY_MAX for result in results) else 1


if __name__ == "__main__":
    sys.exit(main())
