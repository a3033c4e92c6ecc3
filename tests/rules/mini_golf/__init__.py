"""Mini Golf rule tests (rules/games/mini_golf)."""
