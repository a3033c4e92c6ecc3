"""EkeQ (shared/rulebooks/ekeq-it.txt, translated and specified in shared/rules/ekeq.md): the base
game with sealed commits and the Q card (Part C). The climb and family variants (Part D) follow."""
from .rules import EKEQ

__all__ = ["EKEQ"]
