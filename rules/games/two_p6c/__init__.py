"""2P6C, the word-board game (rulebook 2P6C; spec docs/games/2p6c.md).
`TWO_P6C` is the Rules value the registry serves.

The state machine (§2, §3):
* `state`, `schemas`, `messages`  the state and its snapshot, the wire format, the phone texts;
* `checks`, `flow`, `play`        what is legal, what a move does, a play as the rules read it;
* `challenges`, `endings`         who judges a challenge and what an upheld one removes; turn
                                  order and the end conditions;
* `catalogue`, `view`, `sampler`  the words as scored now, what the phones see, random legal moves.

The pure parts underneath, which know nothing of moves or seats:
* `cards`, `entry`  the card model and attribute checks (§1.4); which physical card a play names
                    (deck code or ad hoc, §1.5);
* `options`         Appendix A's options and defaults;
* `board`           the table of decks and rows (§1.2), geometry and placement rules (§4.3);
* `spelling`, `forms`  can these cards spell this word (§4.4); the checks of a declared form in
                    the §4.1 order;
* `scoring`         word polarity and score, credit, totals and winner, solo statistics (§5);
* `wordlists`       the bundled English list and the agreed word policy (§4.5, §8).
"""
from __future__ import annotations

from .rules import INFO, TwoP6CRules

TWO_P6C = TwoP6CRules()

__all__ = ["TWO_P6C", "INFO", "TwoP6CRules"]
