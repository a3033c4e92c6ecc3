"""The load benchmark's figures as Markdown tables, ready for the README, and its checks."""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from ..report import RESULTS_DIR, Check
from ..timed import percentile
from .fanout import Fanout
from .mixed import Mixed, Phase

LATEST = "load-latest.md"


@dataclass(frozen=True)
class BackendRun:
    label: str  # "SQLite"
    config: str  # "gunicorn gthread 1×640, SQLite 3.40.1"
    mixed: tuple[Mixed, ...]
    fanout: Fanout | None
    skipped: str = ""  # why the backend was not run
    note: str = ""  # e.g. how many PostgreSQL connections the server opened


def render(*, setting: str, runs: Sequence[BackendRun], checks: Sequence[Check],
           notes: Sequence[str] = ()) -> str:
    lines = [f"### Load ({setting})", ""]
    lines += [*notes, ""] if notes else []
    for run in runs:
        if run.skipped:
            lines += [f"#### {run.label}: not run ({run.skipped})", ""]
            continue
        if run.mixed:
            lines += _mixed_table(run), ""
    fanouts = [run for run in runs if run.fanout is not None]
    if fanouts:
        lines += _fanout_table(fanouts), ""
    lines += ["| check | figure | target | result |", "|---|--:|--:|---|"]
    lines += [f"| {check.name} | {check.figure} | {check.target} | **{check.verdict}** |"
              for check in checks]
    samples = [sample for run in runs for mixed in run.mixed for phase in mixed.phases
               for sample in phase.summary.error_samples]
    samples += [sample for run in fanouts for sample in run.fanout.error_samples]  # type: ignore[union-attr]
    if samples:
        lines += ["", "First errors:", *(f"- `{sample}`" for sample in samples[:10])]
    return "\n".join(lines) + "\n"


def _mixed_table(run: BackendRun) -> str:
    slices = len(run.mixed[0].health.slice_rps)
    rows = [f"#### {run.label} ({run.config})", "",
            f"Back to back: req/s is the median of {slices} slices per endpoint (range beside "
            "it), × health divides by health's median of the same run; latencies pool the "
            "slices. Paced: half the back-to-back move capacity, latency from the scheduled "
            "send time. CPU is a share of one core (the machine has two): gunicorn (all "
            "workers), PostgreSQL's processes for the benchmark's database, the client threads, "
            "and the rest of the machine (other processes; loopback networking). CPU ms/req is "
            "gunicorn's and PostgreSQL's CPU per answered request.", "",
            "| clients | endpoint | requests | req/s | slices | × health | p50 ms | p90 ms "
            "| p99 ms | max ms | errors | server CPU | database CPU | client CPU | rest CPU "
            "| CPU ms/req |",
            "|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|"]
    if run.note:
        rows[4:4] = [run.note, ""]
    connects = [(mixed.clients, phase) for mixed in run.mixed for phase in mixed.phases
                if phase.database_connects is not None]
    if connects:
        rows[4:4] = ["New PostgreSQL connections opened per second, by phase (a pool opens one "
                     "for each request beyond its size, and closes it after): " + ", ".join(
                         f"{clients} clients {_short(phase.label)} {phase.database_connects:.0f}"
                         for clients, phase in connects) + ".", ""]
    for mixed in run.mixed:
        for phase in mixed.phases:
            s = phase.summary
            paced = phase.paced_at is not None
            rps = s.rps if paced else phase.median_rps
            spread = "–" if paced else f"{min(phase.slice_rps):.0f}–{max(phase.slice_rps):.0f}"
            ratio = "–" if paced or phase is mixed.health else f"{mixed.ratio(phase):.2f}"
            rows.append(f"| {mixed.clients} | {phase.label} | {s.requests} | {rps:.0f} | {spread} "
                        f"| {ratio} | {ms(s.p50_ms)} | {ms(s.p90_ms)} | {ms(s.p99_ms)} "
                        f"| {ms(s.max_ms)} | {s.errors} | {share(phase.server_cpu)} "
                        f"| {share(phase.database_cpu)} | {share(phase.client_cpu)} "
                        f"| {share(phase.rest_cpu)} | {_cpu_ms(phase.cpu_ms_per_request)} |")
    return "\n".join(rows)


def _fanout_table(runs: Sequence[BackendRun]) -> str:
    fanouts: list[Fanout] = [run.fanout for run in runs]  # type: ignore[misc]
    first = fanouts[0]
    header = ["#### SSE fan-out", "",
              f"{first.streams} event streams open ({first.streams // first.matches} on each of "
              f"{first.matches} matches), one client playing {first.moves} moves round-robin "
              f"over the matches at {first.rate:g} moves/s, each followed by one health check. "
              "Fan-out is the time until the last stream of the move's match has its version.", "",
              "| | " + " | ".join(f"{run.label} ({run.config})" for run in runs) + " |",
              "|---|" + "--:|" * len(runs)]

    def row(name: str, cells: Sequence[str]) -> str:
        return f"| {name} | " + " | ".join(cells) + " |"

    def trio(values: Sequence[float]) -> str:
        v = sorted(values)
        return f"{ms(percentile(v, 50))} / {ms(percentile(v, 95))} / {ms(v[-1] if v else math.nan)}"

    rows = [
        row("streams open / asked", [f"{f.opened} / {f.streams}" for f in fanouts]),
        row("streams per worker", [" + ".join(map(str, f.per_worker)) or "–" for f in fanouts]),
        row("all first events in", [f"{f.open_s:.2f} s" for f in fanouts]),
        row("first event after connect, p50 / p95 / max ms",
            [" / ".join(ms(x) for x in f.first_event_ms) for f in fanouts]),
        row("moves played", [str(f.moves) for f in fanouts]),
        row("**fan-out from the move's send, p50 / p95 / max ms**",
            [f"**{trio(f.from_send_ms)}**" for f in fanouts]),
        row("fan-out from the move's 201, p50 / p95 / max ms", [trio(f.from_reply_ms) for f in fanouts]),
        row("deliveries missed", [str(f.missed) for f in fanouts]),
        row("move latency, p50 / p95 / max ms", [trio(f.move_ms) for f in fanouts]),
        row("health latency, p50 / p95 / max ms", [trio(f.health_ms) for f in fanouts]),
        row("server CPU / database CPU / stream reader CPU",
            [f"{share(f.server_cpu)} / {share(f.database_cpu)} / {share(f.client_cpu)}"
             for f in fanouts]),
        row("errors", [str(f.errors) for f in fanouts]),
    ]
    return "\n".join(header + rows)


def _short(label: str) -> str:
    return {"GET /health": "health", "POST /moves": "moves", "GET /matches/{id}": "reads"}.get(
        label, "paced" if label.startswith("POST /moves, paced") else label)


def _cpu_ms(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}"


def write_latest(text: str) -> Path:
    RESULTS_DIR.mkdir(exist_ok=True)
    path = RESULTS_DIR / LATEST
    path.write_text(text, encoding="utf-8")
    return path


def ms(value: float) -> str:
    if math.isnan(value):
        return "–"
    if math.isinf(value):
        return "never"
    return f"{value:.1f}" if value < 100 else f"{value:.0f}"


def share(value: float | None) -> str:
    return "–" if value is None else f"{value * 100:.0f}%"


__all__ = ["BackendRun", "Check", "Phase", "render", "write_latest", "ms", "share"]
