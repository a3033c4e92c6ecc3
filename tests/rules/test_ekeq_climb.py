"""CL-01..CL-08 (ekeq.md §D.1.7): EkeQ's climb variant, its piles, the suggeritore's guess (two
for a mini-GOLDEN Q card), Golden Q cards placed without a guess, the wrap and the closed pile,
passing, the win and the stall."""
from __future__ import annotations

from dataclasses import replace

import pytest

from rules.errors import RuleViolation
from rules.games.ekeq.cards import Card
from rules.games.ekeq.climb import (GQ, Pile, check_attempt, check_golden, check_pass, check_suggest,
                                    attempt, deal, new_climb_game, pass_turn, place_golden, redraw,
                                    suggest)

FIGURES = ("dog", "cat", "strongman", "F4", "F5", "F6")


def card(code: str) -> Card:
    if code.startswith("GQ"):
        return Card("golden_q", int(code[2:]))
    family, _, value = code.rpartition("-")
    return Card("point", int(value.rstrip("m")), value.endswith("m"), family)


def hand(codes: str) -> list[Card]:
    return [card(c) for c in codes.split()]


def refused(check, *args) -> str:
    with pytest.raises(RuleViolation) as caught:
        check(*args)
    return caught.value.rule_id


def table(hands: dict[int, str], **options):
    state = new_climb_game(3, options, FIGURES)
    for seat, codes in hands.items():
        state = deal(state, seat, hand(codes))
    return state


def test_ekeq_climb_setup():
    """CL-01: 7 piles at 2; 65 - 7 = 58 cards, 46 once each of 3 players has 4."""
    state = new_climb_game(3, {}, FIGURES)
    assert sorted(state.piles) == sorted([*FIGURES, GQ]) and all(p == Pile() for p in state.piles.values())
    assert state.deck_count == 46


def test_ekeq_climb_wrong_guess_sends_the_card_under_the_deck():
    """CL-02, and CL-04's GQ4 that does not follow yet."""
    s = table({0: "dog-3 cat-5 GQ4 strongman-2", 1: "cat-3m", 2: "GQ3"})
    assert refused(check_golden, s, 0, card("GQ4")) == "EKEQ-CLIMB-GOLDENQ-ORDER"
    assert refused(check_attempt, s, 0, card("cat-5"), 1) == "EKEQ-CLIMB-NOT-CONSECUTIVE"
    assert refused(check_attempt, s, 0, card("F6-3"), 1) == "EKEQ-CLIMB-NOT-IN-HAND"
    assert refused(check_attempt, s, 1, card("cat-3m"), 2) == "EKEQ-CLIMB-NOT-YOUR-TURN"
    assert refused(check_attempt, s, 0, card("dog-3"), 0) == "EKEQ-CLIMB-SUGGESTER-SELF"
    check_attempt(s, 0, card("dog-3"), 1)
    s = attempt(s, 0, card("dog-3"), 1)
    assert refused(check_suggest, s, 2, ["cat"]) == "EKEQ-CLIMB-NOT-YOUR-TURN"
    s = suggest(s, 1, ["cat"])
    assert s.redrawing and s.piles["dog"].top == 2
    s = redraw(s, 0, card("cat-3"))
    assert len(s.hands[0]) == 4 and card("cat-3") in s.hands[0] and s.deck_count == 46
    assert s.active == 1


def test_ekeq_climb_a_mini_card_needs_two_positions():
    """CL-03."""
    s = replace(table({1: "cat-3m F5-4"}), active=1)
    s = attempt(s, 1, card("cat-3m"), 2)
    assert refused(check_suggest, s, 2, ["dog"]) == "EKEQ-CLIMB-GUESS-COUNT"
    assert refused(check_suggest, s, 2, ["dog", "dog"]) == "EKEQ-CLIMB-GUESS-COUNT"
    s = suggest(s, 2, ["dog", "cat"])
    assert s.piles["cat"].top == 3 and len(s.hands[1]) == 1 and s.active == 2


def test_ekeq_climb_golden_q_goes_on_its_pile_without_a_guess():
    """CL-04."""
    s = replace(table({2: "GQ3 dog-2 cat-2"}), active=2)
    assert refused(check_attempt, s, 2, card("GQ3"), 0) == "EKEQ-CLIMB-GOLDENQ-NO-GUESS"
    check_golden(s, 2, card("GQ3"))
    s = place_golden(s, 2, card("GQ3"))
    assert s.piles[GQ].top == 3 and len(s.hands[2]) == 2


@pytest.mark.parametrize("rule, closed", [("closed", True), ("continue", False)])
def test_ekeq_climb_wrap_and_close(rule, closed):
    """CL-05: 2, 3, 4, 5, then 2, 3, 4 again, and the pile closes (or climbs on)."""
    s = table({0: "dog-3 dog-4 dog-5 dog-2 dog-3 dog-4 dog-5 cat-5"}, climb_after_second_cycle=rule)
    for value in (3, 4, 5, 2, 3, 4):
        s = replace(s, active=0)
        check_attempt(s, 0, card(f"dog-{value}"), 1)
        s = suggest(attempt(s, 0, card(f"dog-{value}"), 1), 1, ["dog"])
    assert s.piles["dog"] == Pile(4, 2, closed)
    s = replace(s, active=0)
    if closed:
        assert refused(check_attempt, s, 0, card("dog-5"), 1) == "EKEQ-CLIMB-PILE-CLOSED"
    else:
        check_attempt(s, 0, card("dog-5"), 1)


def test_ekeq_climb_pass_only_with_nothing_to_place():
    """CL-06."""
    s = table({0: "dog-5"})
    s = replace(s, piles={**s.piles, "dog": Pile(4)})
    assert refused(check_pass, s, 0) == "EKEQ-CLIMB-PASS"
    s = table({0: "cat-5 strongman-2 F4-5"})
    s = replace(s, piles={**s.piles, "cat": Pile(3), GQ: Pile(3)})
    check_pass(s, 0)
    assert pass_turn(s, 0).active == 1


def test_ekeq_climb_last_card_wins():
    """CL-07."""
    s = replace(table({0: "dog-4", 1: "F5-3", 2: "cat-4"}), active=1)
    s = suggest(attempt(s, 1, card("F5-3"), 0), 0, ["F5"])
    assert s.winners == (1,)


@pytest.mark.parametrize("rule, winners", [("fewest_cards", (1,)), ("no_winner", ())])
def test_ekeq_climb_stall(rule, winners):
    """CL-08: every player passes in a row; the fewest cards in hand win."""
    s = table({0: "dog-5 cat-5", 1: "F4-5", 2: "F5-5 F6-5 strongman-5"}, climb_stall_rule=rule)
    for seat in range(3):
        s = pass_turn(s, seat)
    assert s.winners == winners
