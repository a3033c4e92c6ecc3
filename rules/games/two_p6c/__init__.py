"""2P6C, the word-board game (rulebook shared/rulebooks/2p6c; spec shared/rules/2p6c.md).

So far only pure parts, not yet a registered game:
* `cards`   the card model, the letters a card offers, and attribute checks (§1.4).
"""
from __future__ import annotations
