"""Mini Golf, the first game of Ecwem: Six (rulebook shared/rulebooks/ecwem-six.txt; spec
shared/rules/ecwem-six.md §1). `MINI_GOLF` is the Rules value the registry serves."""
from __future__ import annotations

from .rules import INFO, MiniGolfRules

MINI_GOLF = MiniGolfRules()

__all__ = ["INFO", "MINI_GOLF", "MiniGolfRules"]
