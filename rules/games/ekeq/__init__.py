"""EkeQ (shared/rulebooks/ekeq-it.txt, translated and specified in shared/rules/ekeq.md): the base
game with sealed commits and the Q card (Part C). Not in the catalogue yet: it joins with its
phone screen and the climb and family variants (Part D)."""
