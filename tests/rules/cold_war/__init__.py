"""Fifteen Minute Cold War rule tests (rules/games/cold_war)."""
