"""reaction_timeout_s (docs/games/cold-war.md §3.3, §8): an unanswered reaction window closes as `REACT []`
once its time is up. The service enforces it by time of receipt: the window records its deadline,
and after it any phone at the table may close the window, never before."""
from __future__ import annotations

from .table import position
from .test_turns import CARDS, P2_STACK

OPENED_AT = 1_000_000


def timed_attack(timeout_s=30):
    """P1 attacks P2 (who may hold Shields) at server time OPENED_AT."""
    t = position(3, cards=CARDS, stacks={"B": P2_STACK, "C": ""}, reaction_timeout_s=timeout_s)
    t.now = lambda: OPENED_AT
    t.attack("A", "B", "A-R1")
    return t


def test_cold_war_timed_window_records_its_deadline_for_every_phone():
    t = timed_attack(30)
    assert t.state.phase == "reaction"
    assert t.state.pending.deadline_ms == OPENED_AT + 30_000
    assert t.view("C")["pending"]["deadline_ms"] == OPENED_AT + 30_000


def test_cold_war_window_cannot_be_closed_before_its_time_is_up():
    t = timed_attack(30)
    t.now = lambda: OPENED_AT + 29_001
    error = t.refuse("A", "close_reaction")
    assert error.rule_id == "COLDWAR-REACTION-TIME-LEFT"
    assert t.message(error) == "B still has 1 s to respond; the window closes by itself after that."


def test_cold_war_expired_window_closes_as_no_shields_from_any_phone():
    """CW-02's attack again, the defender silent: R1 90 <= 60? no: the attack (60) fails on R1 90,
    exactly as after REACT []; the attacker's turn goes on."""
    t = timed_attack(30)
    t.now = lambda: OPENED_AT + 30_000
    t.play("C", "close_reaction")
    assert t.state.phase == "play" and t.state.pending is None
    assert t.stack("B") == P2_STACK.split()
    assert t.pile("A") == ["A-R1"] and t.state.plays_used == 1


def test_cold_war_shields_are_still_accepted_after_the_deadline_until_the_window_is_closed():
    t = timed_attack(5)
    t.now = lambda: OPENED_AT + 60_000
    t.react("B")
    assert t.state.phase == "play"
    assert t.refuse("A", "close_reaction").rule_id == "COLDWAR-SHIELD-NO-WINDOW"


def test_cold_war_untimed_window_waits_for_the_defender():
    t = position(cards=CARDS, stacks={"B": P2_STACK})
    t.attack("A", "B", "A-R1")
    assert t.state.pending.deadline_ms is None
    error = t.refuse("A", "close_reaction")
    assert error.rule_id == "COLDWAR-AWAITING-REACTION"
    assert t.message(error) == "Waiting for B to respond to your attack."


def test_cold_war_each_window_gets_its_own_deadline():
    t = timed_attack(30)
    t.now = lambda: OPENED_AT + 40_000
    t.play("A", "close_reaction")
    t.attack("A", "B", "A-R4")
    assert t.state.pending.deadline_ms == OPENED_AT + 70_000
