"""Fifteen Minute Cold War, Echo Zulu rules (rulebook Fifteen Minute Cold War (Echo Zulu); spec
docs/games/cold-war.md). `COLD_WAR` is the Rules value; it is not in the registry yet (a game
is registered together with its phone screen)."""
from __future__ import annotations

from .deck import DeckWarning, verify_deck
from .rules import INFO, ColdWarRules

COLD_WAR = ColdWarRules()

__all__ = ["COLD_WAR", "INFO", "ColdWarRules", "verify_deck", "DeckWarning"]
