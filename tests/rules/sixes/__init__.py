"""Sixes rule tests (rules/games/sixes)."""
