"""Collector's phone messages (docs/games/collector.md §5.4): the English texts verbatim from the spec, an
Italian text for every rule, and the ledger's places and phases read in the reader's language."""
from __future__ import annotations

from rules.games.collector import COLLECTOR

from .table import t01_before

SPEC_TEXTS = {
    "COLLECTOR-DISCARD-SHORT": "There {is/are} only {k} card(s) on the discard pile.",
    "COLLECTOR-BAD-DRAW": "Draw 2 cards: both from the deck, both from the discard pile, or one of each.",
    "COLLECTOR-DISCARD-COUNT": "Discard exactly 2 cards to end your turn.",
    "COLLECTOR-LAYDOWN-SIZE": "A winning set is exactly 6 cards.",
    "COLLECTOR-NOT-A-SET": "Those 6 cards aren't a set: you need one rank, one suit, all 6 ranks, or all 6 suits.",
    "COLLECTOR-HAND-COUNT": "You can't have that many cards we haven't seen — check your entry.",
    "COLLECTOR-ALREADY-DOWN": "You've already laid down your set.",
}
# The service's own, for a game entered a hand at a time (the spec has no such entry).
HAND_DEPTH_TEXTS = {
    "COLLECTOR-SET-TWICE": "{player} is listed twice: each player lays down one set at most.",
    "COLLECTOR-NO-SETS": "Enter the sets laid down: without a turn limit the game ends only after a set "
                         "is laid down.",
}


def test_every_collector_rule_reads_as_the_spec_writes_it_and_in_italian():
    rules = COLLECTOR.info.rules
    for rule_id, text in {**SPEC_TEXTS, **HAND_DEPTH_TEXTS}.items():
        assert rules[rule_id].en == text
        assert rules[rule_id].it and rules[rule_id].it != text
    assert {rule for rule in rules if rule.startswith("COLLECTOR-")} == set(SPEC_TEXTS) | set(HAND_DEPTH_TEXTS)


def test_where_a_card_is_known_reads_in_italian_too():
    table = t01_before(7)
    error = table.refuse("C", "end_turn", discards=["5D", "3F"])
    assert table.message(error, "it") == "5D risulta già nella mano di B; controlla cosa hai inserito."
    table = t01_before(12)
    table.draw("C", 0)
    error = table.refuse("C", "end_turn", discards=["4H", "3F"])
    assert table.message(error) == "4H is already known to be in A's laid-down set; please check your entry."
    assert table.message(error, "it") == "4H risulta già nel set calato da A; controlla cosa hai inserito."


def test_a_move_out_of_phase_says_what_happens_now_in_italian():
    table = t01_before(2)
    error = table.refuse("A", "end_turn", discards=["1U", "2U"])
    assert table.message(error, "it") == "Questa mossa non è possibile adesso: prima A pesca 2 carte."
    table = t01_before(14)
    assert table.message(table.refuse("A", "draw", from_discard=0), "it") == "Questa partita è già finita."
