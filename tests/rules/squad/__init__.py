"""Squad rule tests (rules/games/squad)."""
