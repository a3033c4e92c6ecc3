"""`python -m bench.largest_match`: what do the largest matches the schemas allow cost?

Every option that sizes a match has a maximum (rules/bounds.py and each game's schemas.py): 2P6C's
decks, rows and own word list, Cold War's country decks, EkeQ's figures, Sixes' players and item
length, Mini Golf's holes. For each such game this creates the largest match those maxima allow,
with the most players, and plays its first moves; next to it the rulebook's usual table, and
`GET /api/v1/health` as the floor, all in the same run. It reports, as medians over the runs:

- create: milliseconds for `POST /matches`;
- move: milliseconds for the script's last move, the one measured (2P6C's first play on the
  board, a Cold War setup card, the commit that closes an EkeQ window, a Sixes line at its
  longest); the moves before it only bring the match there;
- peak MB: the most memory Python held at once while creating the match and playing the script
  (tracemalloc, measured in a separate pass, since tracing slows every allocation).

The requests go through the app in this process (Flask's test client, SQLite in a temporary
directory): everything a worker does for them but the socket. A bound passes when create and
the move stay under 100 ms and peak memory under 50 MB: a bound that lets one request hold a
worker (and the match's write lock) longer than that is one to lower, since no real table needs
it. Prints a Markdown table and exits 1 if a bound fails.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import tracemalloc
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from api import create_app
from rules.games.cold_war.schemas import DECK_CARDS
from rules.games.two_p6c.schemas import MAX_DECKS, MAX_OWN_WORDS, MAX_ROWS, MAX_STALL_LIMIT

from .cli import say

MAX_MS = 100.0
MAX_PEAK_MB = 50.0

# A move: (seat, type, payload, whose token: "seat" for the seat's own phone, "host").
Step = tuple[int, str, dict[str, Any], str]


@dataclass(frozen=True)
class Scenario:
    label: str
    game: str
    players: int
    options: dict[str, Any]
    script: Callable[[dict[str, Any]], list[Step]]


# --- the scenarios -------------------------------------------------------------------------------

def _letters(n: int, width: int) -> str:
    word = ""
    for _ in range(width):
        n, digit = divmod(n, 26)
        word = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[digit] + word
    return word


def _2p6c_card(primary: str, colour: str, polarity: str, tp: int, rp: int,
               substitution: str = "none") -> dict[str, Any]:
    return {"colour": colour, "polarity": polarity, "primary": primary, "secondary": None,
            "substitution": substitution, "tp": tp, "rp": rp}


# docs/games/2p6c.md §7.8 M2: the initial row spells TRADES, then AT is played on column 3.
ROW = [_2p6c_card("S", "black", "+", 2, 1), _2p6c_card("T", "cyan", "+", 1, 2),
       _2p6c_card("A", "yellow", "-", 1, 3), _2p6c_card("R", "magenta", "-", 2, 2),
       _2p6c_card("E", "green", "+", 1, 1), _2p6c_card("D", "purple", "-", 3, 4, "D_O")]
AT = _2p6c_card("T", "black", "-", 2, 3)


def _2p6c_script(match: dict[str, Any]) -> list[Step]:
    players = len(match["seats"])
    return ([(seat, "options_agreed", {}, "seat") for seat in range(players)]
            + [(0, "initial_row_set", {"cards": ROW}, "seat"),
               (0, "play", {"cell": {"col": 3, "row": 2}, "card": AT, "form": {"text": "AT"}},
                "seat")])


def _own_list(size: int) -> list[str]:
    return ["AT", "TRADES", *(_letters(n, 6) for n in range(size - 2))]


def _country_deck(country: str, size: int) -> dict[str, Any]:
    """A country deck of `size` cards: the Leader, then White, Blue and Brown in turn."""
    cards: list[dict[str, Any]] = [{"id": f"{country}-L", "kind": "leader"}]
    for n in range(1, size):
        kind = ("white", "blue", "brown")[n % 3]
        card = {"id": f"{country}-{n}", "kind": kind, "defence": 40 + n}
        if kind == "brown":
            card["attack"] = 60 + n
        cards.append(card)
    return {"country": country, "cards": cards}


def _cold_war_script(match: dict[str, Any]) -> list[Step]:
    return [(seat, "setup_reveal", {"card": {"ref": f"{country}-{n}"}}, "seat")
            for seat, country in enumerate("ABCD"[:len(match["seats"])]) for n in (1, 2)]


def _ekeq_script(match: dict[str, Any]) -> list[Step]:
    return [(seat, "commit", {"hidden": {"value": 2 + seat % 4}, "payment": {"value": 2}}, "seat")
            for seat in range(len(match["seats"]))]


def _sixes_script(match: dict[str, Any]) -> list[Step]:
    players = len(match["seats"])
    return ([(seat, "options_agreed", {}, "seat") for seat in range(players)]
            + [(0, "card_set", {"texts": ["Fruits"]}, "host"), (0, "timer_started", {}, "host")]
            + [(seat, "line_set", {"index": 1, "text": "x" * match["options"]["max_item_chars"]},
                "seat") for seat in range(players)])


def _golf_script(match: dict[str, Any]) -> list[Step]:
    return [(0, "start_hole", {"initial_discard": "5C"}, "host")]


LARGEST_BOARD = {"decks": MAX_DECKS, "rows": MAX_ROWS, "max_stack": 6, "max_word_len": 6,
                 "stall_limit": MAX_STALL_LIMIT}


def _figures(count: int) -> list[str]:
    return [f"figure {n + 1}" for n in range(count)]


SCENARIOS = [
    Scenario("2P6C, 6 players, rulebook (3 decks, 9 rows)", "2p6c", 6, {}, _2p6c_script),
    Scenario(f"2P6C, 6 players, largest board ({MAX_DECKS} decks, {MAX_ROWS} rows)", "2p6c", 6,
             LARGEST_BOARD, _2p6c_script),
    Scenario(f"2P6C, 6 players, largest ({MAX_DECKS} decks, {MAX_ROWS} rows, own list of "
             f"{MAX_OWN_WORDS:,} words)", "2p6c", 6,
             {**LARGEST_BOARD, "word_source": "list:own", "own_list": _own_list(MAX_OWN_WORDS)},
             _2p6c_script),
    Scenario("Cold War, 4 players, rulebook (decks of 25)", "cold-war", 4,
             {"decks": [_country_deck(c, 25) for c in "ABCD"]}, _cold_war_script),
    Scenario(f"Cold War, 4 players, largest (4 decks of {DECK_CARDS})", "cold-war", 4,
             {"decks": [_country_deck(c, DECK_CARDS) for c in "ABCD"]}, _cold_war_script),
    Scenario("EkeQ, 6 players, base game", "ekeq", 6, {}, _ekeq_script),
    Scenario("EkeQ, 6 players, climb with 12 figures (largest)", "ekeq", 6,
             {"variant": "climb", "figures": _figures(12)},
             lambda match: [(0, "draw_init", {"cards": [{"value": 2, "family": "figure 1"}] * 4},
                             "seat")]),
    Scenario("Sixes, 12 players, items of 200 characters (largest)", "sixes", 12,
             {"max_item_chars": 200}, _sixes_script),
    Scenario("Mini Golf, 4 players, 999 holes (largest)", "mini-golf", 4, {"holes": 999},
             _golf_script),
]


# --- measuring -----------------------------------------------------------------------------------

class Table:
    """The app and a test client, as a phone at the table would call it."""

    def __init__(self, directory: Path) -> None:
        self.app = create_app({"DATABASE_URL": f"sqlite:///{directory / 'bench.db'}",
                               "RATELIMIT_ENABLED": False})
        self.client = self.app.test_client()

    def call(self, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        headers = {"Idempotency-Key": uuid.uuid4().hex}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        answer = self.client.open(f"/api/v1{path}", method=method, json=body, headers=headers)
        if answer.status_code >= 300:
            raise RuntimeError(f"{method} {path}: {answer.status_code} {answer.get_json()}")
        return answer.get_json()

    def close(self) -> None:
        self.app.extensions["table_referee"].hub.close()
        self.app.extensions["table_referee"].db.dispose()


def _play(table: Table, scenario: Scenario) -> tuple[float, float]:
    """Create the match and play its script: (create ms, last move ms)."""
    body = {"game": scenario.game, "players": [f"P{n}" for n in range(scenario.players)],
            "options": scenario.options}
    start = time.perf_counter()
    match = table.call("POST", "/matches", body)
    create_ms = (time.perf_counter() - start) * 1000
    move_ms = 0.0
    for seat, kind, payload, who in scenario.script(match["match"] | {"seats": match["seats"]}):
        token = match["seats"][seat]["token"] if who == "seat" else match["host_token"]
        start = time.perf_counter()
        table.call("POST", f"/matches/{match['id']}/moves",
                   {"type": kind, "seat": seat, "payload": payload}, token)
        move_ms = (time.perf_counter() - start) * 1000
    return create_ms, move_ms


def _peak_mb(table: Table, scenario: Scenario) -> float:
    tracemalloc.start()
    try:
        _play(table, scenario)
        return tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def _health_ms(table: Table) -> float:
    start = time.perf_counter()
    table.call("GET", "/health")
    return (time.perf_counter() - start) * 1000


@dataclass(frozen=True)
class Row:
    label: str
    create_ms: float
    move_ms: float
    peak_mb: float

    @property
    def passed(self) -> bool:
        return self.create_ms <= MAX_MS and self.move_ms <= MAX_MS and self.peak_mb <= MAX_PEAK_MB


def measure(runs: int) -> tuple[float, float, list[Row]]:
    with tempfile.TemporaryDirectory() as directory:
        table = Table(Path(directory))
        try:
            for scenario in SCENARIOS:  # once untimed: imports, word lists and caches warm up
                _play(table, scenario)
            health = statistics.median(_health_ms(table) for _ in range(max(runs, 20)))
            tracemalloc.start()
            _health_ms(table)
            health_mb = tracemalloc.get_traced_memory()[1] / 2**20
            tracemalloc.stop()
            rows = []
            for scenario in SCENARIOS:
                say(scenario.label)
                timed = [_play(table, scenario) for _ in range(runs)]
                rows.append(Row(scenario.label,
                                statistics.median(create for create, _move in timed),
                                statistics.median(move for _create, move in timed),
                                statistics.median(_peak_mb(table, scenario) for _ in range(3))))
        finally:
            table.close()
    return health, health_mb, rows


def render(health_ms: float, health_mb: float, rows: Sequence[Row], runs: int) -> str:
    lines = [f"Medians of {runs} runs; peak MB: tracemalloc, medians of 3 runs.", "",
             "| Match | create (ms) | move (ms) | peak MB | within bounds |",
             "|---|---:|---:|---:|---|",
             f"| `GET /api/v1/health` (floor) | {health_ms:.1f} | – | {health_mb:.2f} | – |"]
    for row in rows:
        lines.append(f"| {row.label} | {row.create_ms:.1f} | {row.move_ms:.1f} | "
                     f"{row.peak_mb:.2f} | {'yes' if row.passed else 'NO'} |")
    lines.append("")
    lines.append(f"Within bounds: create and the move ≤ {MAX_MS:g} ms, peak ≤ {MAX_PEAK_MB:g} MB.")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.largest_match",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per match (medians)")
    args = parser.parse_args(argv)
    health_ms, health_mb, rows = measure(args.runs)
    print(render(health_ms, health_mb, rows, args.runs))
    return 0 if all(row.passed for row in rows) else 1



if __name__ == "__main__":
    sys.exit(main())
