"""EkeQ (the Italian EkeQ rulebook, translated and specified in docs/games/ekeq.md): the base
game with sealed commits and the Q card (Part C) and the family variant (Part D.2); the climb
variant's engine (climb.py) is not among the game's moves yet."""
from .rules import EKEQ

__all__ = ["EKEQ"]
