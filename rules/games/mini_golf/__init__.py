"""Mini Golf, the first game of Ecwem: Six (rulebook Ecwem: Six; spec
docs/games/mini-golf.md §1). `MINI_GOLF` is the Rules value the registry serves."""
from __future__ import annotations

from .rules import INFO, MiniGolfRules

MINI_GOLF = MiniGolfRules()

__all__ = ["INFO", "MINI_GOLF", "MiniGolfRules"]
