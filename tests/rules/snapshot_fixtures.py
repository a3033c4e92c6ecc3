"""Stored snapshots of every game, as the service wrote them, for tests/rules/test_snapshots.py.

Each fixture is a seeded random game played with the game's own `sample_move` through the referee
(as tests/rules/test_contract.py `play_random_game` does, stopped part way or played to its end): its
options, player count and move log, and `rules.dump` of the state it reached. The files are a
record of the snapshot format: a change to a game's state or to the snapshot codec must still load
them. Recording again (`python -m tests.rules.snapshot_fixtures`) is for a new game or a new
variant only, never to make an old file fit a new writer.
"""
from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

from rules import referee
from rules.base import Entrant
from rules.registry import GAMES
from tests.rules.test_contract import wire

FOLDER = Path(__file__).parent / "snapshots"

# (file name, slug, players, options, moves: a number part way, or None to the end)
FIXTURES: tuple[tuple[str, str, int, dict[str, Any], int | None], ...] = (
    ("mini-golf-1", "mini-golf", 3, {}, 40),
    ("mini-golf-2", "mini-golf", 2, {}, None),
    ("half-zero-1", "half-zero", 3, {}, 30),
    ("half-zero-2", "half-zero", 4, {}, None),
    ("half-zero-sealed-1", "half-zero", 3,
     {"selection_mode": "sealed", "info_mode": "hand_tracking"}, 25),
    ("flares-1", "flares", 3, {}, 20),
    ("flares-2", "flares", 3, {}, None),
    ("flares-tracking-1", "flares", 4, {"info_mode": "hand_tracking"}, 30),
    ("sixes-1", "sixes", 4, {}, 40),
    ("sixes-2", "sixes", 3, {}, None),
    ("2p6c-1", "2p6c", 2, {}, 60),
    ("2p6c-2", "2p6c", 3, {}, None),
    ("2p6c-options-1", "2p6c", 4, {"decks": 2}, 80),
    ("ladder-1", "ladder", 3, {}, 30),
    ("ladder-2", "ladder", 4, {}, None),
    ("ladder-tracking-1", "ladder", 3, {"info_mode": "hand_tracking"}, 30),
    ("collector-1", "collector", 3, {}, 25),
    ("collector-2", "collector", 2, {}, None),
    ("collector-tracking-1", "collector", 3, {"info_mode": "hand_tracking"}, 25),
    ("squad-1", "squad", 3, {}, 30),
    ("squad-2", "squad", 2, {}, None),
    ("squad-tracking-1", "squad", 3, {"info_mode": "hand_tracking"}, 30),
    ("cold-war-1", "cold-war", 3, {}, 60),
    ("cold-war-2", "cold-war", 2, {}, None),
    ("cold-war-private-1", "cold-war", 3, {"hand_tracking": "private"}, 60),
    ("ekeq-1", "ekeq", 3, {}, 25),
    ("ekeq-2", "ekeq", 3, {}, None),
    ("ekeq-hash-1", "ekeq", 4, {"commit_mode": "hash"}, 25),
    ("ekeq-climb-1", "ekeq", 3, {"variant": "climb"}, 30),
    ("ekeq-climb-2", "ekeq", 2, {"variant": "climb"}, None),
    ("ekeq-climb-counts-1", "ekeq", 3, {"variant": "climb", "hand_tracking": "counts_only"}, 30),
    ("ekeq-family-1", "ekeq", 3, {"variant": "family"}, 30),
    ("ekeq-family-2", "ekeq", 2, {"variant": "family"}, None),
    # Short games, to catch a round or a turn half done.
    ("ekeq-3", "ekeq", 3, {}, 5),
    ("ekeq-hash-2", "ekeq", 3, {"commit_mode": "hash"}, 4),
    ("collector-3", "collector", 3, {"info_mode": "hand_tracking"}, 8),
    ("ladder-3", "ladder", 4, {"info_mode": "hand_tracking"}, 6),
    ("cold-war-3", "cold-war", 2, {}, 25),
    ("2p6c-3", "2p6c", 2, {}, 15),
)

MAX_MOVES = 3000


def record(name: str, slug: str, players: int, options: dict[str, Any], moves: int | None) -> dict[str, Any]:
    rules = GAMES[slug]
    rng = random.Random(f"snapshot/{name}")
    _loaded, state = referee.new_game(rules, players, options)
    log = []
    for step in range(MAX_MOVES if moves is None else moves):
        if rules.outcome(state) is not None:
            break
        move = replace(wire(rules.sample_move(state, rng), rules), seq=step + 1)
        now_ms = 1_000 * (step + 1)
        state = referee.play(rules, state, move, Entrant(seat=move.seat), now_ms)
        log.append({"seq": move.seq, "type": move.type, "seat": move.seat,
                    "payload": dict(move.payload), "now_ms": now_ms})
    if moves is None:
        assert rules.outcome(state) is not None, f"{name} did not end"
    return {"slug": slug, "players": players, "options": options, "moves": log,
            "snapshot": rules.dump(state)}


def main() -> None:
    FOLDER.mkdir(exist_ok=True)
    for name, slug, players, options, moves in FIXTURES:
        path = FOLDER / f"{name}.json"
        if path.exists():
            continue  # a stored snapshot is a record: never rewritten
        data = json.loads(json.dumps(record(name, slug, players, options, moves)))
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n")
        print(path.name, len(data["moves"]), "moves")


if __name__ == "__main__":
    main()
