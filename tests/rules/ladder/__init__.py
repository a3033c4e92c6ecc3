"""Ladder rule tests (rules/games/ladder)."""
