"""The benchmark's figures as Markdown, ready to paste into the README, and its PASS/FAIL checks."""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from .late import LateResult
from .timed import Summary

RESULTS_DIR = Path(__file__).resolve().parent / "results"  # git-ignored


@dataclass(frozen=True)
class Check:
    name: str
    figure: str
    target: str
    passed: bool

    @property
    def verdict(self) -> str:
        return "PASS" if self.passed else "FAIL"


@dataclass(frozen=True)
class Phase:
    """One timed phase: what the clients saw, and how busy each side was meanwhile."""

    label: str
    summary: Summary
    server_cpu: float | None  # share of one core over the timed window


def render(*, setting: str, phases: Sequence[Phase], late: LateResult,
           checks: Sequence[Check]) -> str:
    lines = [f"### Move endpoint vs health ({setting})", "",
             "| endpoint | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | errors "
             "| server CPU | client CPU |",
             "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|"]
    for phase in phases:
        s = phase.summary
        lines.append(f"| {phase.label} | {s.requests} | {s.rps:.0f} | {_ms(s.p50_ms)} | "
                     f"{_ms(s.p90_ms)} | {_ms(s.p99_ms)} | {_ms(s.max_ms)} | {s.errors} | "
                     f"{_share(phase.server_cpu)} | {_share(s.client_cpu_s / s.duration_s)} |")
    lines += ["", f"Late moves, one client, {late.rounds} rounds, early and late moves "
                  "interleaved:", "",
              "| moves | samples | median ms |", "|---|--:|--:|",
              f"| {late.early[0]}–{late.early[1]} | {len(late.early_ms)} | "
              f"{_ms(late.early_median_ms)} |",
              f"| {late.late[0]}–{late.late[1]} | {len(late.late_ms)} | "
              f"{_ms(late.late_median_ms)} |",
              "", "Median move latency along the game (ms): " + ", ".join(
                  f"{first}–{last}: {_ms(median)}" for first, last, median in late.curve),
              "", "| check | figure | target | result |", "|---|--:|--:|---|"]
    lines += [f"| {check.name} | {check.figure} | {check.target} | **{check.verdict}** |"
              for check in checks]
    errors = [sample for phase in phases for sample in phase.summary.error_samples]
    if errors:
        lines += ["", "First errors:", *(f"- `{sample}`" for sample in errors)]
    return "\n".join(lines) + "\n"


def write_latest(text: str) -> Path:
    RESULTS_DIR.mkdir(exist_ok=True)
    path = RESULTS_DIR / "latest.md"
    path.write_text(text, encoding="utf-8")
    return path


def _ms(value: float) -> str:
    if math.isnan(value):
        return "–"
    return f"{value:.1f}" if value < 100 else f"{value:.0f}"


def _share(value: float | None) -> str:
    # Shares of one core: a single gthread worker can use about one, its GIL permitting.
    return "–" if value is None else f"{value * 100:.0f}%"
