"""Ladder, the climbing game of Ecwem: Six (rulebook shared/rulebooks/ecwem-six.txt; spec
shared/rules/ecwem-six.md §4). `LADDER` is the Rules value the registry serves."""
from __future__ import annotations

from .rules import INFO, LadderRules

LADDER = LadderRules()

__all__ = ["INFO", "LADDER", "LadderRules"]
