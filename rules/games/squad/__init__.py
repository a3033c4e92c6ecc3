"""Squad, with its optional Draft, the battle game of Ecwem: Six (rulebook Ecwem: Six;
spec docs/games/squad.md §6). `SQUAD` is the Rules value the
registry serves."""
from __future__ import annotations

from .rules import INFO, SquadRules

SQUAD = SquadRules()

__all__ = ["SQUAD", "INFO", "SquadRules"]
