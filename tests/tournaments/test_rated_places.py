"""What the ratings take from a table, whatever the event's scoring profile: its places from the
match's result. The winners share first place, the others follow by their totals in the game's
direction (equal totals share a place), and a drawn match puts everyone first. Under
win/draw/loss, where every loser scores the same, the ratings still tell second from last."""
from __future__ import annotations

from rules.tournaments import profiles, tournament as tour


def one_table_event(result, lower_total_wins=False):
    t = tour.new_tournament(game="mini-golf", name="Hall", options={}, profile=profiles.profile("wdl"),
                            chain=(), seed="s", rounds_limit=1, lower_total_wins=lower_total_wins)
    for n in range(4):
        t = tour.check_in(tour.register(t, f"P{n}", f"c{n}"), f"c{n}")
    t = tour.seat_next(t)
    table = t.rounds[0].tables[0]
    t = tour.start(t, 1, {1: ("m1", "J1", table.players)}, deadline_ms=None)
    t = tour.match_finished(t, "m1", result)
    (rated,) = tour.rated_tables(t)
    return {seat: place for seat, place in enumerate(rated.places)}, {row.player: row.points for row in tour.table_of(t)}


def test_a_win_draw_loss_table_is_rated_by_place_the_losers_by_their_totals():
    places, points = one_table_event({"winners": [2], "totals": [30, 10, 40, 20]})
    assert places == {2: 1, 0: 2, 3: 3, 1: 4}
    assert sorted(points.values()) == [0, 0, 0, 3]  # while the event gives every loser the same


def test_the_losers_follow_the_games_direction_and_equal_totals_share_a_place():
    places, _points = one_table_event({"winners": [0], "totals": [30, 18, 40, 18]}, lower_total_wins=True)
    assert places == {0: 1, 1: 2, 3: 2, 2: 4}


def test_a_shared_win_shares_first_place_and_a_drawn_match_puts_everyone_first():
    shared, _points = one_table_event({"winners": [1, 3], "totals": [5, 9, 7, 9]})
    assert shared == {1: 1, 3: 1, 2: 3, 0: 4}
    drawn, points = one_table_event({"winners": [], "totals": [5, 9, 7, 9]})
    assert set(drawn.values()) == {1} and set(points.values()) == {1}
