"""A tournament's life (issue: tournaments): configuration, registration and late entries,
check-in by code, drops that keep past results, seating only those checked in, swaps before a
round starts, results from matches, from paper (entered once, confirmed by an opponent) and from
corrections, the end after the set rounds or at the target score, shared titles and playoffs."""
from __future__ import annotations

import json

import pytest

from rules.errors import RuleViolation
from rules.tournaments import profiles, snapshot, tournament as tour
from rules.tournaments.messages import ALL_RULES


def refused(fn, *args) -> str:
    with pytest.raises(RuleViolation) as caught:
        fn(*args)
    return caught.value.rule_id


def make(game="ekeq", players=6, checked=None, **config):
    base = {"game": game, "name": "Hall", "options": {}, "profile": profiles.profile("win_type"),
            "chain": ("opponents_points", "head_to_head", "wins"), "seed": "s", "rounds_limit": 2}
    t = tour.new_tournament(**{**base, **config})
    for n in range(players):
        t = tour.register(t, f"P{n}", f"code{n}")
    for n in range(players) if checked is None else checked:
        t = tour.check_in(t, f"code{n}")
    return t


def start(t):
    number = len(t.rounds)
    return tour.start(t, number, {table.number: (f"m{number}-{table.number}", f"J{table.number}", table.players)
                                  for table in t.rounds[-1].tables}, deadline_ms=None)


def finish_round(t, win=("golden_q", 5)):
    """Every table's first seat wins its match."""
    for table in t.rounds[-1].tables:
        t = tour.match_finished(t, table.match_id, {"winners": [0], "totals": [0] * len(table.players),
                                                    "type": win[0], "golden_q_value": win[1]})
    return t


def test_a_tournament_needs_rounds_or_a_target():
    """TO-04: EkeQ answers with its own rule ids and words."""
    with pytest.raises(RuleViolation) as caught:
        make(rounds_limit=None)
    assert caught.value.rule_id == "EKEQ-TOUR-CONFIG"
    assert caught.value.message(ALL_RULES) == "Set a maximum number of matches, a target score, or both."
    with pytest.raises(RuleViolation) as caught:
        make(game="mini-golf", rounds_limit=0, profile=profiles.profile("wdl"))
    assert caught.value.rule_id == "TOUR-CONFIG"


def test_a_variant_tournament_needs_variant_points():
    """TO-04: a family-variant EkeQ event scores nothing unless the organiser adds variant points."""
    with pytest.raises(RuleViolation) as caught:
        make(options={"variant": "family"})
    assert caught.value.rule_id == "EKEQ-TOUR-VARIANT"
    make(options={"variant": "family"}, profile=profiles.profile("win_type", variant_points={"family": 10}))


def test_registration_and_check_in():
    t = make(players=3, checked=[])
    assert refused(tour.register, t, "p1", "x") == "TOUR-NAME-TAKEN"
    assert refused(tour.check_in, t, "nope") == "TOUR-CHECK-IN-CODE"
    t = tour.check_in(tour.drop(t, 2), "code0")
    assert t.entrants[0].checked_in and refused(tour.check_in, t, "code2") == "TOUR-DROPPED"
    assert refused(tour.seat_next, t) == "TOUR-TOO-FEW"


def test_only_checked_in_players_still_in_are_seated():
    t = make(players=7, checked=[0, 1, 2, 3, 4, 5])
    t = tour.seat_next(tour.drop(t, 5))
    seated = sorted(p for table in t.rounds[0].tables for p in table.players)
    assert seated == [0, 1, 2, 3, 4] and [len(x.players) for x in t.rounds[0].tables] == [3, 2]


def test_a_round_cannot_be_seated_while_the_last_is_open():
    t = tour.seat_next(make())
    assert refused(tour.seat_next, t) == "TOUR-NOT-SEATED"
    t = start(t)
    t = tour.match_finished(t, "m1-1", {"winners": [0], "totals": [0, 0, 0], "type": "all_cards"})
    with pytest.raises(RuleViolation) as caught:
        tour.seat_next(t)
    assert caught.value.rule_id == "TOUR-ROUND-OPEN"
    assert caught.value.message(ALL_RULES) == "Round 1 isn't finished yet: 2 still without a result."


def test_swaps_only_before_the_round_starts():
    t = tour.seat_next(make())
    a, b = t.rounds[0].tables[0].players[0], t.rounds[0].tables[1].players[0]
    t = tour.swap(t, 1, a, b)
    assert t.rounds[0].tables[0].players[0] == b and t.rounds[0].tables[1].players[0] == a
    assert refused(tour.swap, t, 1, a, a) == "TOUR-SAME-PLAYER"
    assert refused(tour.swap, t, 1, a, 99) == "EKEQ-TOUR-PLAYER"
    t = start(t)
    assert refused(tour.swap, t, 1, a, b) == "TOUR-ROUND-STARTED"


def test_results_flow_from_the_matches_and_the_tournament_ends_after_its_rounds():
    t = start(tour.seat_next(make()))
    t = finish_round(t)
    assert t.rounds[0].complete and not t.finished
    t = finish_round(start(tour.seat_next(t)), win=("mini_golden_q", None))
    assert t.finished
    rows = tour.table_of(t)
    assert sum(row.points for row in rows) == 2 * 5 + 2 * 25
    assert set(t.champions) == {row.player for row in rows if row.rank == 1}
    assert refused(tour.seat_next, t) == "EKEQ-TOUR-CLOSED"
    assert refused(tour.register, t, "Late", "late") == "EKEQ-TOUR-CLOSED"


def test_the_target_score_ends_the_tournament_after_its_round():
    t = start(tour.seat_next(make(rounds_limit=None, target_score=15)))
    t = finish_round(t, win=("golden_q", 3))
    assert t.finished and all(t.entrants[c] for c in t.champions)


def test_a_late_entry_is_seated_from_the_next_round():
    t = start(tour.seat_next(make(players=4)))
    t = tour.check_in(tour.register(t, "Late", "late"), "late")
    assert all(4 not in table.players for table in t.rounds[0].tables)
    t = tour.seat_next(finish_round(t))
    assert any(4 in table.players for table in t.rounds[1].tables)


def test_dropped_players_keep_their_results_and_are_not_seated_again():
    t = finish_round(start(tour.seat_next(make())))
    winner = t.rounds[0].tables[0].players[0]
    t = tour.seat_next(tour.drop(t, winner))
    assert all(winner not in table.players for table in t.rounds[1].tables)
    row = next(row for row in tour.table_of(t) if row.player == winner)
    assert row.points == 5 and row.dropped


def test_a_paper_result_is_entered_once_and_confirmed_by_an_opponent():
    t = start(tour.seat_next(make(players=5, game="mini-golf", profile=profiles.profile("placement"),
                                  lower_total_wins=True)))
    table = t.rounds[0].tables[1]  # five players: tables of 3 and 2
    a, b = table.players
    outsider = t.rounds[0].tables[0].players[0]
    result = {"winners": [b], "totals": [41, 37]}
    assert refused(tour.enter_paper, t, 1, 2, outsider, result) == "TOUR-NOT-AT-TABLE"
    assert refused(tour.enter_paper, t, 1, 2, a, {"winners": [outsider], "totals": [1, 2]}) == "TOUR-RESULT-SHAPE"
    assert refused(tour.confirm_paper, t, 1, 2, b) == "TOUR-NOTHING-TO-CONFIRM"
    t = tour.enter_paper(t, 1, 2, a, result)
    assert refused(tour.confirm_paper, t, 1, 2, a) == "TOUR-CONFIRM-OWN"
    t = tour.confirm_paper(t, 1, 2, b)
    settled = t.rounds[0].tables[1].result
    assert settled["source"] == "paper" and settled["entered_by"] == a and settled["confirmed_by"] == b
    assert refused(tour.enter_paper, t, 1, 2, a, result) == "TOUR-RESULT-KNOWN"
    assert tour.match_finished(t, table.match_id, {"winners": [0], "totals": [1, 2]}) == t  # paper stands
    points = {row.player: row.points for row in tour.table_of(t)}
    assert points[b] == 4 and points[a] == 2


def test_the_organiser_corrects_a_result():
    t = finish_round(start(tour.seat_next(make())))
    table = t.rounds[0].tables[0]
    loser = table.players[1]
    t = tour.correct(t, 1, 1, {"winners": [loser], "totals": [0, 0, 0], "type": "all_cards"})
    assert t.rounds[0].tables[0].result["source"] == "correction"
    assert next(row.points for row in tour.table_of(t) if row.player == loser) == 50


def test_a_tie_for_first_goes_to_a_playoff_when_chosen():
    """TO-02's `playoff`: the leaders play one more match; its winner is champion."""
    t = make(players=5, tiebreak="playoff", rounds_limit=1, chain=())
    t = finish_round(start(tour.seat_next(t)))          # tables of 3 and 2: two winners on 5
    assert not t.finished
    t = start(tour.seat_next(t))
    playoff = t.rounds[1]
    assert playoff.playoff and len(playoff.tables) == 1 and len(playoff.tables[0].players) == 2
    t = finish_round(t)
    assert t.finished and t.champions == (playoff.tables[0].players[0],)
    shared = finish_round(start(tour.seat_next(make(players=5, rounds_limit=1, chain=()))))
    assert shared.finished and len(shared.champions) == 2


def test_a_timer_and_extra_time_for_one_table():
    t = tour.set_deadline(start(tour.seat_next(make())), 1, 1_000_000)
    t = tour.extra_time(t, 1, 2, 120_000)
    assert t.rounds[0].deadline_ms == 1_000_000 and t.rounds[0].tables[1].extra_ms == 120_000
    assert t.rounds[0].tables[0].extra_ms == 0


def test_a_snapshot_survives_storage():
    t = tour.keep_apart(finish_round(start(tour.seat_next(make()))), 0, 1)
    t = tour.seat_next(t)
    table = t.rounds[1].tables[0]
    t = tour.enter_paper(start(t), 2, 1, table.players[0], {"winners": [table.players[0]], "totals": [1, 2, 3],
                                                          "type": "all_cards"})
    stored = json.loads(json.dumps(snapshot.dump(t), sort_keys=True))
    assert snapshot.load(stored) == t


def test_keeping_apart_needs_two_registered_players():
    t = make()
    assert refused(tour.keep_apart, t, 0, 0) == "TOUR-SAME-PLAYER"
    assert refused(tour.keep_apart, t, 0, 40) == "EKEQ-TOUR-PLAYER"
    t = tour.keep_apart(t, 0, 1)
    for _ in range(2):
        t = finish_round(start(tour.seat_next(t)))
    for r in t.rounds:
        assert not any({0, 1} <= set(table.players) for table in r.tables)


def test_a_typed_in_win_says_how_it_was_won_under_win_type_points():
    t = start(tour.seat_next(make()))
    a, b, c = t.rounds[0].tables[0].players
    assert refused(tour.enter_paper, t, 1, 1, a, {"winners": [a], "totals": [0, 0, 0]}) == "TOUR-WIN-TYPE"
    assert refused(tour.enter_paper, t, 1, 1, a, {"winners": [a], "totals": [0, 0, 0], "type": "golden_q"}) \
        == "TOUR-WIN-TYPE"
    t = tour.enter_paper(t, 1, 1, a, {"winners": [a], "totals": [0, 0, 0], "type": "golden_q", "golden_q_value": 4})
    t = tour.confirm_paper(t, 1, 1, b)
    assert next(row.points for row in tour.table_of(t) if row.player == a) == 10
    drawn = start(tour.seat_next(make()))
    drawn = tour.correct(drawn, 1, 1, {"winners": [], "totals": [0, 0, 0]})  # abandoned: nobody scores
    assert drawn.rounds[0].tables[0].result["winners"] == []


def test_no_result_before_the_round_starts_and_a_paper_result_is_entered_once():
    t = tour.seat_next(make())
    a, b, c = t.rounds[0].tables[0].players
    result = {"winners": [a], "totals": [0, 0, 0], "type": "all_cards"}
    assert refused(tour.enter_paper, t, 1, 1, a, result) == "TOUR-NOT-STARTED"
    assert refused(tour.correct, t, 1, 1, result) == "TOUR-NOT-STARTED"
    t = tour.enter_paper(start(t), 1, 1, a, result)
    with pytest.raises(RuleViolation) as caught:
        tour.enter_paper(t, 1, 1, b, {**result, "winners": [b]})
    assert caught.value.rule_id == "TOUR-PAPER-PENDING"
    assert caught.value.message(ALL_RULES, names=t.names) == (
        f"{t.names[a]} has already entered table 1's result: an opponent confirms it, or the organiser corrects it.")


def test_a_round_whose_seats_changed_while_starting_is_not_started():
    t = tour.seat_next(make())
    made = {table.number: ("m", "J", table.players) for table in t.rounds[0].tables}
    first, second = t.rounds[0].tables[0].players[0], t.rounds[0].tables[1].players[0]
    swapped = tour.swap(t, 1, first, second)
    assert refused(tour.start, swapped, 1, made, None) == "TOUR-SEATS-CHANGED"


def test_a_correction_after_the_end_can_call_for_the_playoff():
    """The tournament ended with one champion; a correction ties first place, so the playoff is
    due and the title waits for it."""
    t = make(players=5, tiebreak="playoff", rounds_limit=1, chain=())
    t = start(tour.seat_next(t))
    big, small = t.rounds[0].tables
    t = tour.match_finished(t, big.match_id, {"winners": [0], "totals": [0, 0, 0], "type": "all_cards"})
    t = tour.match_finished(t, small.match_id, {"winners": [0], "totals": [0, 0], "type": "golden_q",
                                                "golden_q_value": 2})
    assert t.finished and t.champions == (big.players[0],)
    t = tour.correct(t, 1, 2, {"winners": [small.players[0]], "totals": [0, 0], "type": "all_cards"})
    assert not t.finished and t.champions == ()
    playoff = tour.seat_next(t).rounds[1]
    assert playoff.playoff and set(playoff.tables[0].players) == {big.players[0], small.players[0]}


def test_a_profile_whose_points_do_not_fit_it_is_refused():
    with pytest.raises(RuleViolation) as caught:
        make(profile=profiles.profile("win_type", points=[4, 2, 1, 0]))
    assert caught.value.rule_id == "TOUR-PROFILE"
    with pytest.raises(RuleViolation) as caught:
        make(game="mini-golf", profile=profiles.profile("placement", points=profiles.EKEQ_POINTS))
    assert caught.value.message(ALL_RULES) == ("The placement profile's points don't fit it: placement takes a "
                                               "list by place, win_type the win-type table.")


def test_a_table_that_does_not_exist_is_named():
    t = start(tour.seat_next(make()))
    with pytest.raises(RuleViolation) as caught:
        tour.extra_time(t, 1, 9, 60_000)
    assert caught.value.rule_id == "TOUR-NO-TABLE" and caught.value.message(ALL_RULES) == "Round 1 has no table 9."


def test_checking_in_again_is_counted_with_its_time():
    t = make(players=2, checked=[])
    t = tour.check_in(tour.check_in(t, "code0", at_ms=1_000), "code0", at_ms=5_000)
    assert (t.entrants[0].check_ins, t.entrants[0].checked_in_ms) == (2, 5_000)
    assert (t.entrants[1].check_ins, t.entrants[1].checked_in_ms) == (0, None)
    assert snapshot.load(json.loads(json.dumps(snapshot.dump(t)))) == t


def test_a_snapshot_from_before_repeat_check_ins_still_loads():
    stored = snapshot.dump(make(players=3))
    for entrant in stored["entrants"]:
        del entrant["check_ins"], entrant["checked_in_ms"]
    assert [e.check_ins for e in snapshot.load(stored).entrants] == [0, 0, 0]


def test_a_seat_given_to_a_player_of_another_table_changes_their_places():
    t = start(tour.seat_next(make()))
    one, two = t.rounds[0].tables
    a, b = one.players[0], two.players[1]
    moved = tour.reassign(t, 1, 1, 0, b)
    one, two = moved.rounds[0].tables
    assert one.players[0] == b and two.players[1] == a
    assert one.players[1:] == t.rounds[0].tables[0].players[1:] and one.match_id == t.rounds[0].tables[0].match_id


def test_a_seat_given_within_its_table_or_to_a_bye_changes_places_too():
    t = start(tour.seat_next(make(players=7, smallest=3, largest=3)))  # two tables of 3 and a bye
    r = t.rounds[0]
    table = r.tables[0]
    inside = tour.reassign(t, 1, 1, 0, table.players[1]).rounds[0].tables[0].players
    assert inside[:2] == (table.players[1], table.players[0])
    assert len(r.byes) == 1
    resting = tour.reassign(t, 1, 1, 0, r.byes[0]).rounds[0]
    assert resting.tables[0].players[0] == r.byes[0] and resting.byes == (table.players[0],)


def test_a_seat_given_to_a_player_not_in_the_round_leaves_the_other_out():
    t = start(tour.seat_next(make()))
    t = tour.check_in(tour.register(t, "Late", "late"), "late")
    before = t.rounds[0].tables[0].players[0]
    r = tour.reassign(t, 1, 1, 0, 6).rounds[0]
    assert r.tables[0].players[0] == 6
    assert before not in {p for table in r.tables for p in table.players} | set(r.byes)


def test_a_seat_is_handed_over_only_while_its_table_plays():
    t = tour.seat_next(make())
    assert refused(tour.playing_seat, t, 1, 1, 0) == "TOUR-NOT-STARTED"
    t = start(t)
    assert refused(tour.playing_seat, t, 1, 1, 3) == "TOUR-NO-SEAT"
    assert refused(tour.reassign, t, 1, 1, 0, t.rounds[0].tables[0].players[0]) == "TOUR-SAME-PLAYER"
    dropped = tour.drop(t, t.rounds[0].tables[1].players[0])
    assert refused(tour.reassign, dropped, 1, 1, 0, t.rounds[0].tables[1].players[0]) == "TOUR-DROPPED"
    late = tour.register(t, "Late", "late")
    assert refused(tour.reassign, late, 1, 1, 0, 6) == "TOUR-NOT-CHECKED-IN"
    assert refused(tour.playing_seat, finish_round(t), 1, 1, 0) == "TOUR-RESULT-KNOWN"


def test_the_match_seat_belongs_to_the_player_the_table_seats_there():
    t = start(tour.seat_next(make()))
    table = t.rounds[0].tables[1]
    assert tour.seat_of_match(t, table.match_id, 2) == (table, table.players[2])
    assert tour.seat_of_match(t, table.match_id, 3) is None and tour.seat_of_match(t, "other", 0) is None


def test_a_table_whose_match_is_taken_back_follows_it_and_the_tournament_reopens():
    t = finish_round(start(tour.seat_next(make(rounds_limit=1))))
    assert t.finished
    table = t.rounds[0].tables[0]
    t = tour.match_finished(t, table.match_id, {"winners": [0], "totals": [0, 0, 0]}, version=9)  # known: no change
    reopened = tour.match_changed(t, table.match_id, None, 10)
    assert reopened.rounds[0].tables[0].result is None and not reopened.finished and reopened.champions == ()
    again = tour.match_changed(reopened, table.match_id, {"winners": [1], "totals": [0, 0, 0],
                                                          "type": "golden_q", "golden_q_value": 5}, 12)
    assert again == reopened  # a table without a result is match_finished's to fill, not match_changed's
    finished_again = tour.match_finished(reopened, table.match_id, {"winners": [1], "totals": [0, 0, 0],
                                                                    "type": "golden_q", "golden_q_value": 5}, 12)
    assert finished_again.finished and finished_again.rounds[0].tables[0].result["winners"] == [table.players[1]]
    assert finished_again.rounds[0].tables[0].taken_version == 12


def test_a_paper_result_or_a_correction_is_not_undone_with_the_match():
    t = start(tour.seat_next(make(rounds_limit=1)))
    table = t.rounds[0].tables[0]
    t = tour.correct(t, 1, table.number, {"winners": [table.players[0]], "totals": [0, 0, 0],
                                          "type": "golden_q", "golden_q_value": 5})
    assert tour.match_changed(t, table.match_id, None, 3) == t
