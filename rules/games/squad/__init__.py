"""Squad, with its optional Draft, the battle game of Ecwem: Six (rulebook
shared/rulebooks/ecwem-six.txt; spec shared/rules/ecwem-six.md §6). `SQUAD` is the Rules value the
registry serves."""
from __future__ import annotations

from .rules import INFO, SquadRules

SQUAD = SquadRules()

__all__ = ["SQUAD", "INFO", "SquadRules"]
