"""What one phone can make the server keep by playing and undoing a move for ever, each time
under a new Idempotency-Key (a phase of `make abuse`).

The match is 2P6C with the largest own word list the bounds allow (4,000 words), so its MatchView,
the whole answer to a move, is the largest there is (about 39 KB). The host's phone sends
`options_agreed` for seat 0 with a new key and undoes it, again and again. After every batch of
cycles the SQLite database is measured with its `dbstat` table: the bytes of the pages that hold
the stored answers (the `idempotency` table and its indexes) and the bytes of every page in use.
Nothing here depends on the server's code: it reads the pages, whatever the rows hold.
"""
from __future__ import annotations

import json
import sqlite3
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from rules.games.two_p6c.schemas import MAX_OWN_WORDS

from .client import Client

BATCH = 100
STORED_ANSWERS = "idempotency"


@dataclass
class Measure:
    cycles: int
    stored_answers: int  # bytes of the pages of the stored answers' table and its indexes
    database: int  # bytes of every page in use


@dataclass
class StoredAnswers:
    measures: list[Measure] = field(default_factory=list)
    seconds: float = 0.0

    def per_cycle(self, first: int, last: int, kind: str) -> float:
        """Bytes per cycle between the measures at `first` and at `last` cycles."""
        at = {measure.cycles: getattr(measure, kind) for measure in self.measures}
        return (at[last] - at[first]) / (last - first)

    def after_window(self, window: int) -> Measure | None:
        """The first measure a batch after the window filled (every answer stored then forgets
        one), if the run went on beyond it; the B-trees have settled by then."""
        later = [m for m in self.measures if m.cycles >= window + BATCH]
        return later[0] if later and later[0] is not self.measures[-1] else None


def run(port: int, database: Path, cycles: int) -> StoredAnswers:
    client = Client(port)
    result = StoredAnswers()
    try:
        match = _created(client)
        path = f"/api/v1/matches/{match['id']}"
        auth = {"Authorization": f"Bearer {match['host_token']}"}
        result.measures.append(_measure(database, 0))
        started = time.perf_counter()
        for cycle in range(1, cycles + 1):
            status, answer = client.call("POST", f"{path}/moves",
                                         {"type": "options_agreed", "seat": 0, "payload": {}},
                                         {**auth, "Idempotency-Key": uuid.uuid4().hex})
            if status != 201:
                raise RuntimeError(f"options_agreed answered {status}: {answer}")
            status, answer = client.call("POST", f"{path}/undo", {}, auth)
            if status != 200:
                raise RuntimeError(f"undo answered {status}: {answer}")
            if cycle % BATCH == 0 or cycle == cycles:
                result.seconds += time.perf_counter() - started
                result.measures.append(_measure(database, cycle))
                started = time.perf_counter()
    finally:
        client.close()
    return result


def _created(client: Client) -> dict:
    words = ["AT", "TRADES", *(_letters(n) for n in range(MAX_OWN_WORDS - 2))]
    status, match = client.call("POST", "/api/v1/matches", {
        "game": "2p6c", "players": ["Ann", "Ben"],
        "options": {"word_source": "list:own", "own_list": words}})
    if status != 201:
        raise RuntimeError(f"creating the match answered {status}: {json.dumps(match)[:300]}")
    return match


def _letters(n: int, width: int = 6) -> str:
    word = ""
    for _ in range(width):
        n, digit = divmod(n, 26)
        word = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[digit] + word
    return word


def _measure(database: Path, cycles: int) -> Measure:
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as conn:
        names = {name for (name,) in conn.execute(
            "SELECT name FROM sqlite_schema WHERE tbl_name = ?", (STORED_ANSWERS,))}
        pages = conn.execute("SELECT name, SUM(pgsize) FROM dbstat GROUP BY name").fetchall()
    conn.close()
    return Measure(cycles, sum(size for name, size in pages if name in names),
                   sum(size for _name, size in pages))


def render(result: StoredAnswers, window: int | None) -> list[str]:
    """The measures as Markdown lines."""
    last = result.measures[-1]
    lines = [f"One phone, one 2P6C match with an own list of {MAX_OWN_WORDS:,} words: "
             f"`options_agreed` under a new Idempotency-Key, then undo, {last.cycles:,} times "
             f"({last.cycles / result.seconds:.0f} cycles/s).", "",
             "| cycles | stored answers (table and indexes) | whole database |", "|--:|--:|--:|"]
    lines += [f"| {m.cycles:,} | {_kb(m.stored_answers)} | {_kb(m.database)} |"
              for m in result.measures]
    first = result.measures[1].cycles
    lines += ["", f"Stored answers: {result.per_cycle(0, first, 'stored_answers'):,.0f} bytes a "
                  f"cycle over the first {first} cycles, the whole database "
                  f"{result.per_cycle(0, first, 'database'):,.0f}."]
    full = result.after_window(window) if window is not None else None
    if full is not None:
        lines[-1] += (f" From cycle {full.cycles:,}, once the window of {window:,} was full: "
                      f"stored answers {result.per_cycle(full.cycles, last.cycles, 'stored_answers'):,.0f} "
                      f"bytes a cycle, the whole database "
                      f"{result.per_cycle(full.cycles, last.cycles, 'database'):,.0f} (the undo "
                      "audit keeps every undone move).")
    return lines


def _kb(size: int) -> str:
    return f"{size / 1024:,.0f} KiB"
