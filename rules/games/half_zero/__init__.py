"""Half-Zero, the second game of Ecwem: Six (rulebook Ecwem: Six; spec
docs/games/half-zero.md §2). `HALF_ZERO` is the Rules value the registry will serve."""
from __future__ import annotations

from .rules import INFO, HalfZeroRules

HALF_ZERO = HalfZeroRules()

__all__ = ["HALF_ZERO", "INFO", "HalfZeroRules"]
