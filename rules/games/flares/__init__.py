"""Flares, the trick-taking game of Ecwem: Six (rulebook Ecwem: Six; spec
docs/games/flares.md §3). `FLARES` is the Rules value the registry will serve."""
from __future__ import annotations

from .rules import INFO, FlaresRules

FLARES = FlaresRules()

__all__ = ["FLARES", "INFO", "FlaresRules"]
