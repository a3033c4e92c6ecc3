"""EkeQ rule tests (rules/games/ekeq)."""
