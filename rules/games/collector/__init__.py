"""Collector, the set-collecting game of Ecwem: Six (rulebook Ecwem: Six;
spec docs/games/collector.md §5). `COLLECTOR` is the Rules value the registry serves."""
from __future__ import annotations

from .rules import INFO, CollectorRules

COLLECTOR = CollectorRules()

__all__ = ["COLLECTOR", "INFO", "CollectorRules"]
