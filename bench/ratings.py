"""`python -m bench.ratings`: what recomputing a season's ratings costs after a correction.

The issue's measure: "recomputing a season of 50 events × 40 players after a correction in the
first event". A series never stores its ratings (api/series/service.py): every read rates every
table again, in order, so a corrected first event costs exactly a full recomputation. Measured
in process on a made-up season: 50 events of 40 players, 4 rounds each at 10 tables of 4, every
table's places drawn at random (2,000 tables); then the series table over the same events. The
baseline in the same run is one table rated alone, so the figure reads as "so many tables' worth".
Runs alternate with the baseline; medians and the 90th percentile are printed as Markdown.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from rules.tournaments.ratings import RatedTable, rate
from rules.tournaments.series_table import EventStanding, Scoring, series_table


def season(events: int, players: int, rounds: int, seed: int = 50) -> list[RatedTable]:
    rng = random.Random(seed)
    tables = []
    for event in range(1, events + 1):
        for round_ in range(1, rounds + 1):
            order = rng.sample(range(players), players)
            for number, start in enumerate(range(0, players, 4), start=1):
                seated = tuple(order[start:start + 4])
                tables.append(RatedTable(event, round_, number, seated, tuple(rng.sample(range(1, 5), len(seated)))))
    return tables


def standings(tables: list[RatedTable]) -> list[EventStanding]:
    points: dict[int, dict[int, float]] = {}
    for table in tables:
        for member, place in zip(table.members, table.places):
            points.setdefault(table.event, {}).setdefault(member, 0.0)
            points[table.event][member] += 4 - place
    found = []
    for event, scored in sorted(points.items()):
        ranked = sorted(scored.values(), reverse=True)
        found.append(EventStanding(event, {m: ranked.index(p) + 1 for m, p in scored.items()}, scored))
    return found


def timed(work) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=50)
    parser.add_argument("--players", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    tables = season(args.events, args.players, args.rounds)
    corrected = [RatedTable(t.event, t.round, t.table, t.members, tuple(reversed(t.places))) if i == 0 else t
                 for i, t in enumerate(tables)]
    events = standings(corrected)
    scoring = Scoring(best=10, events=args.events)
    one = [tables[0]]
    full, table, single = [], [], []
    for _ in range(args.runs):
        single.append(timed(lambda: rate(one)))
        full.append(timed(lambda: rate(corrected)))
        ordinals = rate(corrected).ordinals()
        table.append(timed(lambda: series_table(range(args.players), events, scoring, ordinals)))
    p90 = lambda values: sorted(values)[max(0, int(len(values) * 0.9) - 1)]  # noqa: E731
    print(f"Season: {args.events} events × {args.players} players, {args.rounds} rounds at tables of 4 "
          f"({len(tables)} tables); {args.runs} runs, medians.\n")
    print("| work | median | p90 | per table | × one table |")
    print("|---|---|---|---|---|")
    base = statistics.median(single)
    for name, values, count in (("one table rated (baseline)", single, 1),
                                ("every rating again after a correction", full, len(tables)),
                                ("the series table", table, None)):
        median = statistics.median(values)
        per_table = "—" if count is None else f"{median / count * 1e6:.0f} µs"
        print(f"| {name} | {median * 1000:.1f} ms | {p90(values) * 1000:.1f} ms | {per_table} | {median / base:.0f} |")


if __name__ == "__main__":
    main()
