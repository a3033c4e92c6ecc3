"""Sixes, the list-writing party game (rulebook Sixes; spec
docs/games/sixes.md). `SIXES` is the Rules value the registry serves.

The round state machine and the server's clock (§3):
* `state`, `schemas`, `messages`  the state and its snapshot, the wire format, the phone texts;
* `checks`, `flow`               what is legal (judged at the server's receipt time) and what a move does;
* `review`, `view`, `sampler`    the round as scored now, what each phone sees, random legal moves.

The pure scoring core (§5), which knows nothing of moves or seats:
* `options`      Appendix A's options and defaults;
* `normalise`    N1 / N2 keys and the singulariser (§5.1);
* `card_words`   the card-word rule (§5.2);
* `grouping`     equivalence classes and what the group disallowed (§5.3);
* `scoring`      line points, round scores, totals and winners (§5.4);
* `suggestions`  fuzzy "same item?" advice, never applied by itself (§5.5);
* `votes`        who votes and when a proposal is decided (§5.6);
* `proposals`    the proposals the scoring reads (which targets they may name: `review`, §4).
"""
from __future__ import annotations

from .rules import INFO, SixesRules

SIXES = SixesRules()

__all__ = ["SIXES", "INFO", "SixesRules"]
