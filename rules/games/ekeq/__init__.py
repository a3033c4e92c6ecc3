"""EkeQ (the Italian EkeQ rulebook, translated and specified in docs/games/ekeq.md): the base
game with sealed commits and the Q card (Part C), the climb (Part D.1) and the family variant
(Part D.2), each a Rules value of its own behind the one registered game, `EKEQ`."""
from .rules import EKEQ

__all__ = ["EKEQ"]
