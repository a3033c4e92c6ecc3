"""Sixes' server-owned timer and lock, judged at the server's receipt time (docs/games/sixes.md §3.2, B12;
golden test S7 with S7b and S7c). The clock is the move's `now_ms`: no test sleeps."""
from __future__ import annotations

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.errors import RuleViolation
from rules.games.sixes import SIXES
from tests.rules.sixes.table import HOST, SixesTable, at


def s7_table(**options) -> SixesTable:
    table = SixesTable.new(3, timer_seconds=60, grace_ms=1500, **options).agree_all()
    table.play("A", "card_set", texts=["Fruits"])
    return table


def test_s7_a_line_before_the_timer_starts_is_refused():
    table = s7_table().at("19:59:58.000")
    assert table.rule("A", "line_set", index=1, text="Pear") == "SIX-TIMER-NOT-STARTED"


def test_s7_deadline_is_start_plus_duration_and_the_lock_waits_for_the_grace():
    table = s7_table().at("20:00:00.000")
    table.play("A", "timer_started")
    timer = table.round.timer
    assert (timer.state, timer.started_at, timer.deadline) == ("running", at("20:00:00"), at("20:01:00"))
    assert table.round.phase == "writing"


def test_s7_lines_count_up_to_deadline_plus_grace_and_not_a_millisecond_later():
    table = s7_table().at("20:00:00.000")
    table.play("A", "timer_started")
    table.at("20:00:59.900").play("A", "line_set", index=3, text="Pear")
    table.at("20:01:01.200").play("B", "line_set", index=6, text="Plum")  # inside the grace
    table.at("20:01:01.500").play("A", "line_set", index=4, text="Fig")   # the last accepted ms
    table.at("20:01:01.501")
    assert table.rule("C", "line_set", index=2, text="Fig") == "SIX-LIST-LOCKED"
    assert table.round.lines[2][1] == ""  # C's line 2 keeps its last accepted value: none
    assert table.round.received_at[1][5] == at("20:01:01.200")


def test_s7_the_lazy_lock_records_deadline_plus_grace_not_the_time_it_was_asked():
    table = s7_table().at("20:00:00.000")
    table.play("A", "timer_started")
    table.at("20:01:01.501").play("C", "round_locked")
    assert table.round.phase == "review"
    assert (table.round.timer.state, table.round.timer.locked_at) == ("locked", at("20:01:01.500"))


def test_asking_to_lock_while_time_is_left_is_refused_with_its_own_rule():
    table = s7_table().at("20:00:00.000")
    table.play("A", "timer_started")
    table.at("20:01:01.500")  # the grace's last millisecond still belongs to the players
    assert table.rule("B", "round_locked") == "SIX-TIME-LEFT"


def test_the_lock_happens_once_every_later_request_is_refused():
    table = s7_table().at("20:00:00.000")
    table.play("A", "timer_started")
    table.at("20:01:02").play("A", "round_locked")
    for name in "ABC":
        assert table.rule(name, "round_locked") == "SIX-ROUND-PHASE"
    assert table.rule("A", "line_set", index=1, text="Kiwi") == "SIX-LIST-LOCKED"
    assert sum(move.type == "round_locked" for move, _ in table.log) == 1


def test_s7b_pause_freezes_the_remaining_time_and_resume_sets_a_new_deadline():
    table = s7_table().at("20:00:00.000")
    table.play("A", "timer_started")
    table.at("20:00:40.000").play("A", "timer_paused")
    assert (table.round.timer.state, table.round.timer.remaining_ms) == ("paused", 20_000)
    table.at("20:01:00")
    assert table.rule("B", "line_set", index=1, text="Pear") == "SIX-TIMER-PAUSED"
    assert table.rule("B", "round_locked") == "SIX-TIME-LEFT"  # a paused clock still has time
    table.at("20:02:10.000").play("A", "timer_resumed")
    assert table.round.timer.deadline == at("20:02:30.000")
    table.at("20:02:31.500").play("B", "line_set", index=1, text="Pear")
    table.at("20:02:31.501")
    assert table.rule("B", "line_set", index=2, text="Plum") == "SIX-LIST-LOCKED"


def test_s7c_early_finish_locks_when_the_last_player_taps_done():
    table = s7_table().at("20:00:00.000")
    table.play("A", "timer_started")
    table.at("20:00:30").play("A", "player_done")
    table.play("B", "player_done")
    assert table.round.phase == "writing"
    table.at("20:00:45.000").play("C", "player_done")
    assert table.round.phase == "review"
    assert table.round.timer.locked_at == at("20:00:45.000")
    table.at("20:00:46")
    assert table.rule("A", "line_set", index=1, text="Pear") == "SIX-LIST-LOCKED"


def test_a_player_may_take_done_back_before_the_lock():
    table = s7_table().at("20:00:00")
    table.play("A", "timer_started")
    table.play("A", "player_done")
    assert table.rule("A", "player_done") == "SIX-ROUND-PHASE"
    table.play("A", "player_undone")
    table.play("A", "line_set", index=1, text="Pear")  # done is no lock: A may write again
    assert table.round.done == (False, False, False)


def test_sixes_player_done_outside_the_writing_phase_is_round_phase():
    """The timer's ids (not started, paused, locked) are line_set's; done answers the phase."""
    table = s7_table().at("19:59:58.000")
    for move in ("player_done", "player_undone"):
        assert table.rule("A", move) == "SIX-ROUND-PHASE"  # the timer has not started
    table.at("20:00:00.000").play("A", "timer_started")
    table.at("20:01:01.501")  # past deadline + grace: locked, though nobody has said so yet
    assert table.rule("B", "player_done") == "SIX-ROUND-PHASE"
    table.play("C", "round_locked")
    for move in ("player_done", "player_undone"):
        assert table.rule("A", move) == "SIX-ROUND-PHASE"  # in review


def test_sixes_player_done_while_paused_is_accepted_and_may_lock_the_round():
    table = s7_table().at("20:00:00.000")
    table.play("A", "timer_started")
    table.at("20:00:40.000").play("A", "timer_paused")
    table.at("20:01:30").play("B", "player_done")  # paused is still writing
    table.play("B", "player_undone")
    table.done_all()
    assert table.round.phase == "review"
    timer = table.round.timer
    assert (timer.state, timer.locked_at, timer.remaining_ms) == ("locked", at("20:01:30"), None)


def test_sixes_pausing_after_time_is_up_is_round_phase():
    table = s7_table().at("20:00:00.000")
    table.play("A", "timer_started")
    table.at("20:01:01.501")
    assert table.rule("A", "timer_paused") == "SIX-ROUND-PHASE"


def test_without_early_finish_everyone_done_still_waits_for_the_deadline():
    table = s7_table(early_finish=False).at("20:00:00")
    table.play("A", "timer_started")
    table.done_all()
    assert table.round.phase == "writing"
    assert table.rule("A", "round_locked") == "SIX-TIME-LEFT"


def test_only_the_reader_or_the_host_controls_the_card_and_the_timer():
    table = SixesTable.new(3).agree_all()
    assert table.rule("B", "card_set", texts=["Fruits"]) == "SIX-TIMER-PERMISSION"
    table.play("A", "card_set", texts=["Fruits"], by=HOST)  # the host phone enters it for A
    assert table.rule("C", "timer_started") == "SIX-TIMER-PERMISSION"
    table.play("A", "timer_started")
    assert table.rule("B", "timer_paused") == "SIX-TIMER-PERMISSION"
    table.play("A", "timer_paused", by=HOST)


def test_the_timer_needs_the_card_first():
    table = SixesTable.new(2).agree_all()
    assert table.rule("A", "timer_started") == "SIX-CARD-MISSING"


def test_a_lightning_card_needs_six_categories_and_others_one():
    table = SixesTable.new(2, round_plan=["lightning", "match", "unique", "match", "unique",
                                          "lightning"]).agree_all()
    assert table.rule("A", "card_set", texts=["A color"]) == "SIX-LIGHTNING-CATEGORIES"
    table.play("A", "card_set", texts=["A color", "A pizza topping", "A planet", "A dog breed",
                                       "A musical instrument", "A breakfast food"])
    other = SixesTable.new(2).agree_all()
    assert other.rule("A", "card_set", texts=["Fruits", "Cars"]) == "SIX-LIGHTNING-CATEGORIES"


def test_a_line_must_be_one_of_six_and_short_enough():
    table = s7_table().at("20:00:00")
    table.play("A", "timer_started")
    assert table.rule("A", "line_set", index=7, text="Pear") == "SIX-LINE-INDEX"
    assert table.rule("A", "line_set", index=0, text="Pear") == "SIX-LINE-INDEX"
    too_long = table.refuse("A", "line_set", index=1, text="x" * 81)
    assert too_long.rule_id == "SIX-ITEM-TOO-LONG"
    assert table.message(too_long) == "Keep each item under 80 characters."
    table.play("A", "line_set", index=1, text="x" * 80)


def test_a_seat_that_is_not_at_the_table_is_not_a_player():
    table = SixesTable.new(3).agree_all()
    with pytest.raises(RuleViolation) as refused:
        referee.play(SIXES, table.state, Move("card_set", 3, {"texts": ["Fruits"]}), HOST, 0)
    assert refused.value.rule_id == "SIX-NOT-PLAYER"


def test_nobody_writes_on_another_players_list_not_even_the_host():
    table = s7_table().at("20:00:00")
    table.play("A", "timer_started")
    assert table.refuse("B", "line_set", by="A", index=1, text="Pear").rule_id == "SIX-OWN-LIST"
    assert table.refuse("B", "line_set", by=HOST, index=1, text="Pear").rule_id == "SIX-OWN-LIST"
    assert table.refuse("A", "line_set", by=Entrant(seat=2), index=1, text="x").rule_id == "SIX-OWN-LIST"
