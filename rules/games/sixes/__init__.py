"""Sixes, the list-writing party game (rulebook shared/rulebooks/sixes.txt; spec
shared/rules/sixes.md). So far only the pure scoring core of §5:

* `options`      Appendix A's options and defaults;
* `normalise`    N1 / N2 keys and the singulariser (§5.1);
* `card_words`   the card-word rule (§5.2);
* `grouping`     equivalence classes and what the group disallowed (§5.3);
* `scoring`      line points, round scores, totals and winners (§5.4);
* `suggestions`  fuzzy "same item?" advice, never applied by itself (§5.5);
* `votes`        who votes and when a proposal is decided (§5.6);
* `proposals`    the proposals the scoring reads, and which targets they may name (§4).

The round state machine and the server clock (§3.1, §3.2) are not here yet, nor a Rules value
or its registration.
"""
from __future__ import annotations
