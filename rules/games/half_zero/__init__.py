"""Half-Zero, the second game of Ecwem: Six (rulebook shared/rulebooks/ecwem-six.txt; spec
shared/rules/ecwem-six.md §2). `HALF_ZERO` is the Rules value the registry will serve."""
from __future__ import annotations

from .rules import INFO, HalfZeroRules

HALF_ZERO = HalfZeroRules()

__all__ = ["HALF_ZERO", "INFO", "HalfZeroRules"]
