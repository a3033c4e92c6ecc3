"""Half-Zero rule tests (rules/games/half_zero)."""
