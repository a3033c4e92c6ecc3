"""Flares rule tests (rules/games/flares)."""
