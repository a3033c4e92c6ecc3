"""2P6C rule tests (rules/games/two_p6c)."""
