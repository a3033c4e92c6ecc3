"""Tournaments over HTTP (issue: tournaments), on both backends: an EkeQ tournament of 6 played
for two rounds with its results taken from the tables' matches (no typing), win-type points in
explained standings with their CSV and JSON exports, the round clock, paper results confirmed by
an opponent, corrections in the audit, co-organisers by invitation, and who may do what."""
from __future__ import annotations

import csv
import io

import pytest

from rules.registry import GAMES

from .tournament_support import NAMES, check_in_all, create, join_own_seat, organiser, play_golden_q_win, seat_and_start

pytestmark = pytest.mark.usefixtures("backend")


def test_an_ekeq_tournament_of_six_over_two_rounds(api):
    made = create(api)
    tid = made["id"]
    tokens = check_in_all(api, made)
    tables = seat_and_start(api, made, 1)
    assert [len(t["players"]) for t in tables] == [3, 3]
    match = api.post("/join", json={"code": tables[0]["join_code"]}).get_json()
    seats = [s["name"] for s in match["seats"]]
    assert seats == [NAMES[p] for p in tables[0]["players"]]  # the seats come already assigned
    for table in tables:
        play_golden_q_win(api, table, tokens)
    view = api.get(f"/tournaments/{tid}").get_json()
    assert view["rounds"][0]["complete"] and "join_code" not in view["rounds"][0]["tables"][0]
    first_seats = {t["players"][0] for t in tables}
    points = {row["name"]: row["points"] for row in view["standings"]}
    assert {NAMES[p] for p in first_seats} == {name for name, p in points.items() if p == 15}
    assert sum(points.values()) == 30

    tables = seat_and_start(api, made, 2)
    for table in tables:
        play_golden_q_win(api, table, tokens, winner_seat=1)
    view = api.get(f"/tournaments/{tid}").get_json()
    assert view["status"] == "finished" and view["champions"]
    rows = view["standings"]
    assert rows[0]["rank"] == 1 and set(rows[0]["steps"]) == {"opponents_points", "head_to_head", "wins"}
    assert all(row["decided_by"] in (None, "points", "opponents_points", "head_to_head", "wins") for row in rows)
    assert organiser(api, made, "/rounds").get_json()["rule"] == "EKEQ-TOUR-CLOSED"

    exported = api.get(f"/tournaments/{tid}/standings.csv")
    lines = list(csv.reader(io.StringIO(exported.get_data(as_text=True))))
    assert lines[0][:4] == ["rank", "player", "points", "played"] and len(lines) == 7
    assert exported.headers["Content-Disposition"].endswith('-standings.csv"')
    assert api.get(f"/tournaments/{tid}/standings.json").get_json()["rows"] == api.get(
        f"/tournaments/{tid}/standings").get_json()["rows"]


def test_a_table_match_shows_its_tournament_and_the_round_clock(api):
    made = create(api)
    tokens = check_in_all(api, made)
    tables = seat_and_start(api, made, 1)
    joined = join_own_seat(api, tables[1], tokens, 0)
    assert joined["match"]["tournament"] == {"id": made["id"], "name": "Autumn EkeQ", "round": 1, "table": 2}
    organiser(api, made, "/rounds/1/tables/2/extra-time", {"minutes": 5})
    clock = api.get(f"/tournaments/{made['id']}/clock").get_json()
    assert clock["round"] == 1 and clock["deadline_ms"] - clock["now_ms"] > 29 * 60_000
    assert clock["tables"] == [{"table": 1, "extra_ms": 0}, {"table": 2, "extra_ms": 300_000}]


def test_a_paper_table_is_confirmed_by_an_opponent_and_corrections_are_audited(api):
    made = create(api)
    tokens = check_in_all(api, made)
    table = seat_and_start(api, made, 1)[0]
    a, b, c = table["players"]
    path = f"/tournaments/{made['id']}/rounds/1/tables/1"
    result = {"winners": [b], "totals": [10, 20, 5], "type": "all_cards"}
    outsider = next(p for p in tokens if p not in table["players"])
    refused = api.post(f"{path}/result", json={"result": result}, token=tokens[outsider],
                       headers={"Accept-Language": "it"})
    assert refused.status_code == 409 and refused.get_json()["rule"] == "TOUR-NOT-AT-TABLE"
    assert refused.get_json()["detail"] == f"{NAMES[outsider]} non siede al tavolo 1."
    assert api.post(f"{path}/result", json={"result": result}, token=made["organiser_token"]).status_code == 403
    assert api.post(f"{path}/result", json={"result": result}, token=tokens[a]).status_code == 200
    own = api.post(f"{path}/confirm", token=tokens[a])
    assert own.status_code == 409 and own.get_json()["rule"] == "TOUR-CONFIRM-OWN"
    done = api.post(f"{path}/confirm", token=tokens[c]).get_json()
    assert done["rounds"][0]["tables"][0]["result"]["source"] == "paper"
    assert next(r for r in done["standings"] if r["player"] == b)["points"] == 50

    fixed = {"winners": [a], "totals": [20, 10, 5], "type": "golden_q", "golden_q_value": 2}
    assert api.post(f"{path}/correction", json={"result": fixed}, token=tokens[a]).status_code == 403
    corrected = organiser(api, made, "/rounds/1/tables/1/correction", {"result": fixed}).get_json()
    assert next(r for r in corrected["standings"] if r["player"] == a)["points"] == 20
    audit = api.get(f"/tournaments/{made['id']}/audit", token=made["organiser_token"]).get_json()
    correction = next(e for e in audit if e["type"] == "correct")
    assert correction["payload"]["before"]["winners"] == [b] and correction["by"] == "organiser"
    assert [e["type"] for e in audit][:2] == ["create", "check_in"]


def test_who_may_do_what(api):
    made = create(api)
    other = create(api, name="Another")
    tokens = check_in_all(api, made)
    tid = made["id"]
    assert api.post(f"/tournaments/{tid}/rounds").status_code == 401
    assert api.post(f"/tournaments/{tid}/rounds", token=tokens[0]).status_code == 403
    assert api.post(f"/tournaments/{tid}/rounds", token=other["organiser_token"]).status_code == 403
    assert api.post(f"/tournaments/{tid}/rounds", token="nobody").status_code == 401
    assert api.get(f"/tournaments/{tid}/audit", token=tokens[0]).status_code == 403
    viewed = api.get(f"/tournaments/{tid}", token=tokens[0]).get_json()
    assert "code" not in viewed["players"][1] and viewed["viewer"] == {"organiser": False, "player": 0}
    # A co-organiser by invitation, once.
    invite = api.post(f"/tournaments/{tid}/invites", token=made["organiser_token"]).get_json()["invite"]
    assert api.post(f"/tournaments/{tid}/invites", token=tokens[0]).status_code == 403
    co = api.post(f"/tournaments/{tid}/organisers", token=invite)
    assert co.status_code == 201
    assert api.post(f"/tournaments/{tid}/organisers", token=invite).status_code == 401
    assert api.post(f"/tournaments/{tid}/rounds", token=co.get_json()["organiser_token"]).status_code == 200
    assert api.get(f"/tournaments/{tid}", token=invite).status_code == 401  # an invitation reads nothing
    cards = api.get(f"/tournaments/{tid}/rounds/1/cards", token=made["organiser_token"])
    assert cards.status_code == 200 and cards.get_json()["tables"][0]["join_code"] is None  # not started
    assert api.get(f"/tournaments/{tid}/rounds/1/cards", token=tokens[0]).status_code == 403


def test_organisers_register_late_drop_keep_apart_and_swap(api):
    made = create(api, players=NAMES[:5])
    check_in_all(api, made)
    late = organiser(api, made, "/players", {"name": "Fil"}).get_json()
    code = late["players"][5]["code"]
    taken = organiser(api, made, "/players", {"name": "fil"})
    assert taken.status_code == 409 and taken.get_json()["rule"] == "TOUR-NAME-TAKEN"
    api.post(f"/tournaments/{made['id']}/check-in", json={"code": code})
    organiser(api, made, "/drops", {"player": 4})
    organiser(api, made, "/keep-apart", {"players": [0, 1]})
    seated = organiser(api, made, "/rounds").get_json()["rounds"][0]["tables"]
    everyone = sorted(p for t in seated for p in t["players"])
    assert everyone == [0, 1, 2, 3, 5] and not any({0, 1} <= set(t["players"]) for t in seated)
    x, y = seated[0]["players"][0], seated[1]["players"][0]
    swapped = organiser(api, made, "/rounds/1/swap", {"players": [x, y]}).get_json()["rounds"][0]["tables"]
    assert swapped[0]["players"][0] == y and swapped[1]["players"][0] == x
    organiser(api, made, "/rounds/1/start", {})
    late_swap = organiser(api, made, "/rounds/1/swap", {"players": [x, y]})
    assert late_swap.status_code == 409 and late_swap.get_json()["rule"] == "TOUR-ROUND-STARTED"


@pytest.mark.parametrize("body, field", [
    ({"name": "x", "game": "ekeq", "profile": {"kind": "elo"}, "rounds": 2}, "profile"),
    ({"name": "x", "game": "ekeq", "profile": {"kind": "win_type"}, "chain": ["coin"], "rounds": 2}, "chain"),
    ({"name": "", "game": "ekeq", "profile": {"kind": "win_type"}, "rounds": 2}, "name"),
    ({"name": "x", "game": "ekeq", "profile": {"kind": "placement", "points": ["a"]}, "rounds": 2}, "profile"),
    ({"name": "x", "game": "ekeq", "profile": {"kind": "win_type"}, "rounds": "2"}, "rounds"),
    ({"name": "x", "game": "ekeq", "options": {"variant": "nope"}, "profile": {"kind": "win_type"}, "rounds": 2},
     "options"),
    ({"name": "x", "game": "ekeq", "profile": {"kind": "win_type"}, "rounds": 2, "seating": "by_age"}, "seating"),
])
def test_bad_tournaments_are_refused_with_the_field(api, body, field):
    answer = api.post("/tournaments", json=body)
    assert answer.status_code == 422 and field in answer.get_json()["errors"].get("json", answer.get_json()["errors"])


def test_a_tournament_without_limits_names_its_rule(api):
    answer = api.post("/tournaments", json={"name": "x", "game": "ekeq", "profile": {"kind": "win_type"}})
    assert answer.status_code == 409 and answer.get_json()["rule"] == "EKEQ-TOUR-CONFIG"
    assert api.post("/tournaments", json={"name": "x", "game": "chess", "profile": {"kind": "wdl"},
                                          "rounds": 1}).status_code == 404
    assert api.get("/tournaments/nope").status_code == 404
    wrong = api.post("/tournaments/nope/check-in", json={"code": "ABCDEF"})
    assert wrong.status_code == 404


def test_a_round_that_cannot_keep_two_players_apart_says_so(api):
    """Three players make one table: two kept apart cannot both play this round."""
    made = create(api, players=NAMES[:3], game="mini-golf", profile={"kind": "wdl"})
    check_in_all(api, made)
    organiser(api, made, "/keep-apart", {"players": [0, 2]})
    refused = organiser(api, made, "/rounds")
    assert refused.status_code == 409 and refused.get_json()["rule"] == "TOUR-SEATING"
    assert refused.get_json()["detail"] == "The players who must not meet can't all be kept apart this round."
    same = organiser(api, made, "/keep-apart", {"players": [1, 1]})
    assert same.status_code == 409 and same.get_json()["rule"] == "TOUR-SAME-PLAYER"


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_runs_a_tournament_round(api, slug):
    """Seven players of any game: tables within its counts, a match per table with its seats in
    the seating's order and the tournament's options."""
    made = create(api, game=slug, profile={"kind": GAMES[slug].info.tournament_scorings[0]},
                  players=[f"P{n}" for n in range(7)])
    check_in_all(api, made)
    tables = seat_and_start(api, made, 1)
    rules = GAMES[slug].info
    assert sorted(len(t["players"]) for t in tables) == [3, 4]
    assert all(max(2, rules.min_players) <= len(t["players"]) <= min(4, rules.max_players) for t in tables)
    for table in tables:
        match = api.post("/join", json={"code": table["join_code"]}).get_json()
        assert match["game"] == slug and [s["name"] for s in match["seats"]] == [f"P{p}" for p in table["players"]]


def test_a_table_playing_on_the_phones_takes_its_result_from_its_match(api):
    made = create(api)
    tokens = check_in_all(api, made)
    table = seat_and_start(api, made, 1)[0]
    joined = join_own_seat(api, table, tokens, 0)
    api.play({"id": joined["match_id"]}, 0, "commit", {"hidden": {"value": 3}, "payment": {"value": 2}},
             token=joined["token"])
    paper = api.post(f"/tournaments/{made['id']}/rounds/1/tables/1/result", token=tokens[table["players"][1]],
                     json={"result": {"winners": [table["players"][1]], "totals": [0, 0, 0], "type": "all_cards"}})
    assert paper.status_code == 409 and paper.get_json()["rule"] == "TOUR-RESULT-FROM-MATCH"


@pytest.mark.parametrize("game, options", [("mini-golf", {"first_dealer": 3}),
                                           ("ekeq", {"initial_q_holder": 3})])
def test_options_some_table_could_never_be_set_up_with_are_refused_at_creation(api, game, options):
    """Tables of two are drawn too: seat 3 is not at them, so the organiser hears it now, not
    when a round's tables are made."""
    answer = api.post("/tournaments", json={"name": "Hall", "game": game, "profile": {"kind": "wdl"},
                                            "rounds": 1, "players": ["Ann", "Ben"], "options": options})
    assert answer.status_code == 422, answer.get_json()
    assert answer.mimetype == "application/problem+json"


def test_round_two_seated_by_standings_puts_the_leaders_together_and_says_why(api):
    made = create(api, game="mini-golf", profile={"kind": "wdl"}, seating="standings", options={"holes": 1})
    check_in_all(api, made)
    first = seat_and_start(api, made, 1)
    assert all(table["why"] == {"by": "fewest_repeats", "repeats": 0} for table in first)
    for table in first:  # the first seat wins: two winners on 3 points, four players on 0
        fixed = organiser(api, made, f"/rounds/1/tables/{table['table']}/correction",
                          {"result": {"winners": [table["players"][0]], "totals": [0] * len(table["players"])}})
        assert fixed.status_code == 200, fixed.get_json()
    winners = {table["players"][0] for table in first}
    second = seat_and_start(api, made, 2)
    assert winners <= set(second[0]["players"])
    assert [table["why"]["by"] for table in second] == ["standings", "standings"]
    assert second[0]["why"]["places"] == [1 if p in winners else 3 for p in second[0]["players"]]
    public = api.get(f"/tournaments/{made['id']}").get_json()  # no token: the hall sees why too
    assert public["seating"] == "standings"
    assert [table["why"] for table in public["rounds"][1]["tables"]] == [table["why"] for table in second]


def test_a_counted_table_result_closes_its_match_to_its_players(api):
    """Before, a player could undo the final move after the result was counted (even after the
    event had finished, which then ran again with no champions) and re-send it with another card."""
    made = create(api, rounds=1)
    tokens = check_in_all(api, made)
    tables = seat_and_start(api, made, 1)
    played = [play_golden_q_win(api, table, tokens) for table in tables]
    view = api.get(f"/tournaments/{made['id']}").get_json()
    assert view["status"] == "finished" and all(t["result"] for t in view["rounds"][0]["tables"])
    winner = tables[0]["players"][0]
    assert next(r for r in view["standings"] if r["player"] == winner)["points"] == 15

    match = {"id": played[0]["id"]}
    closed = api.post(f"/matches/{match['id']}/undo", json={}, token=played[0]["last_token"])
    assert closed.status_code == 409 and closed.get_json()["rule"] == "TOUR-MATCH-CLOSED"
    assert "organisers" in closed.get_json()["detail"]
    moved = api.move(match, 1, "q_pick_result", {"card": {"value": 3}}, token=played[0]["last_token"])
    assert moved.status_code == 409 and moved.get_json()["rule"] == "TOUR-MATCH-CLOSED"
    shown = api.view(match, played[0]["last_token"])
    assert shown["tournament"]["closed"] is True and shown["status"] == "finished"
    assert api.get(f"/tournaments/{made['id']}").get_json() == view

    # The organiser's correction, audited, is what changes it; the standings follow.
    other = tables[0]["players"][1]
    fixed = organiser(api, made, "/rounds/1/tables/1/correction",
                      {"result": {"winners": [other], "totals": [0, 0, 0], "type": "all_cards"}})
    assert fixed.status_code == 200, fixed.get_json()
    view = api.get(f"/tournaments/{made['id']}").get_json()
    assert view["rounds"][0]["tables"][0]["result"]["source"] == "correction" and view["status"] == "finished"
    assert next(r for r in view["standings"] if r["player"] == winner)["points"] == 0
    audit = api.get(f"/tournaments/{made['id']}/audit", token=made["organiser_token"]).get_json()
    assert [e["type"] for e in audit][-1] == "correct"


def test_a_table_result_not_yet_counted_can_still_be_undone_by_the_seat_it_was_entered_for(api):
    """In the default scribe mode a neighbour enters a move for a player; no phone at a tournament
    table holds a host token, so the player it was entered for may undo it."""
    made = create(api, rounds=1, game="mini-golf", profile={"kind": "wdl"}, options={"holes": 1})
    tokens = check_in_all(api, made)
    table = seat_and_start(api, made, 1)[0]
    seats = [join_own_seat(api, table, tokens, seat)["token"] for seat in range(len(table["players"]))]
    match = {"id": api.post("/join", json={"code": table["join_code"]}).get_json()["match_id"]}
    api.play(match, 0, "start_hole", {"initial_discard": "6C"}, token=seats[1])  # Ben enters Ann's
    assert api.post(f"/matches/{match['id']}/undo", json={}, token=seats[0]).status_code == 200
    api.play(match, 0, "start_hole", {"initial_discard": "6C"}, token=seats[1])
    third = api.post(f"/matches/{match['id']}/undo", json={}, token=seats[2])
    assert third.status_code == 403 and third.get_json()["rule"] == "UNDO-NOT-ALLOWED"
