"""2P6C, the word-board game (rulebook shared/rulebooks/2p6c; spec shared/rules/2p6c.md).

So far only pure parts, not yet a registered game:
* `cards`    the card model, the letters a card offers, and attribute checks (§1.4);
* `options`  Appendix A's options as far as these parts read them;
* `board`    the table of decks and rows (§1.2), geometry and placement rules (§2.1, §4.3);
* `spelling` can these cards spell this word: the matching, the best card per stack, and the
             checks of a declared word's letters (§4.4);
* `scoring`  word polarity and score, credit, totals and winner, solo statistics (§5.3–§5.6).
"""
from __future__ import annotations
