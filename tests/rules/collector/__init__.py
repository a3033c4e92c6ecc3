"""Collector rule tests (rules/games/collector)."""
