"""Ladder, the climbing game of Ecwem: Six (rulebook Ecwem: Six; spec
docs/games/ladder.md §4). `LADDER` is the Rules value the registry serves."""
from __future__ import annotations

from .rules import INFO, LadderRules

LADDER = LadderRules()

__all__ = ["INFO", "LADDER", "LadderRules"]
