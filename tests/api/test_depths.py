"""A match entered a hand at a time is a match like any other (docs/games/README.md, depths of
entry; issue 34): for every game that offers `depth: "hand"`, its export is the full referee's
score sheet, its entries are undone and corrected like any move, a tournament table and a series
event play at that depth and take its result; 2P6C's quick log is undone and exported alike. On
both backends."""
from __future__ import annotations

import csv
import io
import json
import random
from dataclasses import dataclass
from typing import Any, Callable

import pytest

from rules import referee, registry
from rules.base import Entrant, Move
from tests.rules.depth_support import collector_sets, flares_round_result, golf_grids, half_zero_round_points, hands_of

from .tournament_support import check_in_all, create, join_own_seat, seat_and_start

pytestmark = pytest.mark.usefixtures("backend")

ANN = {"TL": "1U", "TR": "6P", "BL": "4F", "BR": "2D"}   # 1+4 and 6+2, four suits: 13
BEN = {"TL": "3C", "TR": "2H", "BL": "3D", "BR": "5H"}   # 3/3 cancels, 2+5, hearts in a row: 5
SPECTRUM = ["1U", "2P", "3H", "4F", "5D", "6C"]
STRAIGHT = ["1P", "2H", "3F", "4C", "5U", "6U"]


@dataclass(frozen=True)
class Game:
    """A game that offers a hand at a time, and what its tests enter.

    `options`: a short match at hand depth. `hands`: the entries (seat, type, payload) that finish
    such a match of two players, Ann and Ben; `winner` is the seat they make win; the first
    `hand_size` of them make its first hand. `corrected`: a legal payload for the first entry that
    scores that hand differently. `variant` and `entries`: the
    options of a random game played move by move and what the table enters after each of its
    hands (tests/rules/depth_support.py)."""

    slug: str
    options: dict[str, Any]
    hands: list[tuple[int, str, dict[str, Any]]]
    winner: int
    corrected: dict[str, Any]
    variant: dict[str, Any]
    entries: Callable[[Any, Any], list[Move] | None]
    profile: str = "placement"
    hand_size: int = 1   # how many of `hands` make the first hand

    @property
    def first_hand(self) -> list[tuple[int, str, dict[str, Any]]]:
        return self.hands[:self.hand_size]

    @property
    def rules(self):
        return registry.GAMES[self.slug]

    def __str__(self) -> str:
        return self.slug


def _flares_round(tricks: list[int], deck: int, cards: list[str]) -> tuple[int, str, dict[str, Any]]:
    return 0, "round_result", {"tricks": tricks, "deck_tricks": deck, "point_cards": cards}


GAMES = [
    Game("mini-golf", {"holes": 1},
         [(0, "grid", {"cards": ANN}), (1, "grid", {"cards": BEN})], winner=1,
         corrected={"cards": {**ANN, "TL": "3U"}},   # 3+4 and 6+2: 15
         variant={"holes": 2}, entries=golf_grids, hand_size=2),
    # Two players hold 3 cards each: Ann took 2 of the 3 tricks, worth 2+5+6 = 13 ≥ the target.
    Game("flares", {"target": 1},
         [_flares_round([2, 1], 0, ["2F", "5F", "6U"])], winner=0,
         corrected={"tricks": [1, 2], "deck_tricks": 0, "point_cards": ["2F", "5F", "6U"]},
         variant={"target": 30}, entries=flares_round_result),
    # Ben laid down a straight first; Ann's spectrum in her final turn beats it.
    Game("collector", {},
         [(1, "sets", {"sets": [{"seat": 1, "cards": STRAIGHT}, {"seat": 0, "cards": SPECTRUM}]})],
         winner=0, corrected={"sets": [{"seat": 1, "cards": STRAIGHT}]},
         variant={}, entries=collector_sets, profile="wdl"),
    # Ann wins every round: her base goes from 5 down to 0.
    Game("half-zero", {},
         [(1, "round_points", {"point_cards": [["6C"], ["1C"]]})] * 5, winner=0,
         corrected={"point_cards": [["1C"], ["6C"]]},
         variant={}, entries=half_zero_round_points),
]


def _hand_depth(game: Game, **more: Any) -> dict[str, Any]:
    return {**game.options, **more, "depth": "hand"}


def _enter(api, match, entries, tokens=None) -> list[dict[str, Any]]:
    """Each entry from the host's phone, or from its own seat's phone when `tokens` are given."""
    return [api.play(match, seat, type_, payload, token=tokens[seat] if tokens else None)
            for seat, type_, payload in entries]


def _undo(api, match):
    return api.post(f"/matches/{match['id']}/undo", token=match["host_token"], json={})


def _export_csv(api, match) -> list[list[str]]:
    answer = api.get(f"/matches/{match['id']}/export.csv", token=match["host_token"])
    assert answer.status_code == 200
    return list(csv.reader(io.StringIO(answer.get_data(as_text=True))))


def _as_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def _score_sheet(names: list[str], scores: dict[str, Any], winners: list[int]) -> list[list[str]]:
    """The CSV export's rows (docs/api.md) of a score sheet, built here from the referee's."""
    rows = [["round", *names]]
    rows += [[line["label"], *("" if score is None else str(score) for score in line["scores"])]
             for line in scores.get("rounds", [])]
    rows.append(["total", *(str(total) for total in scores["totals"])])
    return [*rows, ["winner", *("yes" if seat in winners else "" for seat in range(len(names)))]]


def _refereed_at_hand_depth(game: Game, players: int, options: dict[str, Any], entries) -> Any:
    _options, state = referee.new_game(game.rules, players, options)
    for seat, type_, payload in entries:
        state = referee.play(game.rules, state, Move(type_, seat, payload), Entrant(host=True), 0)
    return state


def test_a_move_of_the_other_depth_is_refused_with_what_to_enter(api):
    match = api.create(options={"depth": "hand"})
    refused = api.move(match, 0, "start_hole", {"initial_discard": "5C"},
                       headers={"Accept-Language": "it"})
    assert refused.status_code == 409 and refused.mimetype == "application/problem+json"
    problem = refused.get_json()
    assert problem["rule"] == "CORE-WRONG-DEPTH"
    assert problem["detail"].startswith("Questa partita si inserisce una mano alla volta")
    move_by_move = api.create()
    assert api.move(move_by_move, 0, "grid", {"cards": ANN}).get_json()["rule"] == "CORE-WRONG-DEPTH"


def test_a_depth_the_game_does_not_offer_is_a_field_error(api):
    answer = api.post("/matches", json={"game": "mini-golf", "players": ["A", "B"],
                                        "options": {"depth": "quick"}})
    assert answer.status_code == 422 and "depth" in str(answer.get_json())


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_a_game_entered_a_hand_at_a_time_exports_the_full_referees_score_sheet(api, game):
    """A seeded random game played move by move by the referee; its hands entered over HTTP at
    hand depth; both exports carry the referee's score sheet, totals and winners."""
    rng = random.Random(f"api-{game.slug}")
    refereed, hands = hands_of(game.rules, 3, game.variant, rng, game.entries)
    names = ["Ann", "Ben", "Cid"]
    match = api.create(game.slug, names, {**game.variant, "depth": "hand"})
    for hand in hands:
        _enter(api, match, [(move.seat, move.type, _as_json(move.payload)) for move in hand])
    outcome = game.rules.outcome(refereed).to_json()
    scores = _as_json(game.rules.scores(refereed))
    assert _export_csv(api, match) == _score_sheet(names, scores, outcome["winners"])
    exported = api.get(f"/matches/{match['id']}/export.json", token=match["host_token"]).get_json()
    assert exported["match"]["status"] == "finished" and exported["match"]["scores"] == scores
    result = exported["match"]["result"]
    assert (result["winners"], result["totals"]) == (outcome["winners"], outcome["totals"])
    assert [entry["type"] for entry in exported["log"]] == [move.type for hand in hands for move in hand]


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_undoing_the_entry_that_ended_the_match_reopens_it_as_it_was_before(api, game):
    match = api.create(game.slug, ["Ann", "Ben"], _hand_depth(game))
    *earlier, last = game.hands
    _enter(api, match, earlier)
    before = api.view(match)
    ended = _enter(api, match, [last])[0]["match"]
    assert ended["status"] == "finished" and ended["result"]["winners"] == [game.winner]
    undone = _undo(api, match)
    assert undone.status_code == 200, undone.get_json()
    assert undone.get_json()["undone"]["type"] == last[1]
    after = api.view(match)
    assert after["version"] > ended["version"]
    assert (after["status"], after["result"], after["to_move"]) == ("active", None, before["to_move"])
    assert (after["state"], after["scores"]) == (before["state"], before["scores"])
    again = _enter(api, match, [last])[0]["match"]
    assert again["status"] == "finished"
    assert (again["result"]["winners"], again["result"]["totals"]) == (
        ended["result"]["winners"], ended["result"]["totals"])


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_a_corrected_entry_is_scored_as_the_referee_scores_the_corrected_hand(api, game):
    match = api.create(game.slug, ["Ann", "Ben"], _hand_depth(game))
    first = _enter(api, match, game.first_hand)[0]
    (seat, type_, _payload), *rest = game.first_hand
    fixed = api.post(f"/matches/{match['id']}/corrections", token=match["host_token"],
                     json={"seq": first["seq"], "payload": game.corrected})
    assert fixed.status_code == 200, fixed.get_json()
    view = api.view(match)
    options = _hand_depth(game)
    corrected = _refereed_at_hand_depth(game, 2, options, [(seat, type_, game.corrected), *rest])
    entered = _refereed_at_hand_depth(game, 2, options, game.first_hand)
    assert view["scores"] == _as_json(game.rules.scores(corrected))
    assert view["scores"] != _as_json(game.rules.scores(entered))   # the correction counts


def _tournament_table_at_hand_depth(api, game):
    """A one-round tournament of two at hand depth, seated and started, each player's phone in
    its own seat: the tournament, its one table, and the two seats' answers."""
    made = create(api, game=game.slug, profile={"kind": game.profile}, rounds=1,
                  players=["Ada", "Bea"], options=_hand_depth(game))
    tokens = check_in_all(api, made)
    [table] = seat_and_start(api, made, 1)
    return made, table, [join_own_seat(api, table, tokens, seat) for seat in (0, 1)]


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_a_tournament_table_plays_a_hand_at_a_time_and_its_result_is_counted(api, game):
    made, table, seats = _tournament_table_at_hand_depth(api, game)
    match = {"id": seats[0]["match_id"]}
    assert api.view(match, token=seats[0]["token"])["options"]["depth"] == "hand"
    last = _enter(api, match, game.hands, tokens=[seat["token"] for seat in seats])[-1]
    assert last["match"]["result"]["winners"] == [game.winner]
    tournament = api.get(f"/tournaments/{made['id']}").get_json()
    [played] = tournament["rounds"][0]["tables"]
    assert played["result"]["winners"] == [table["players"][game.winner]]
    standings = tournament["standings"]
    assert standings[0]["player"] == table["players"][game.winner]
    assert standings[0]["points"] > standings[1]["points"]


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_a_tournament_table_takes_no_result_undone_before_it_read_it_and_closes_once_it_has(api, game):
    made, table, seats = _tournament_table_at_hand_depth(api, game)
    match, phones = {"id": seats[0]["match_id"]}, [seat["token"] for seat in seats]
    _enter(api, match, game.hands, tokens=phones)
    entered_by = phones[game.hands[-1][0]]   # the phone that entered the last entry undoes it
    undone = api.post(f"/matches/{match['id']}/undo", token=entered_by, json={})
    assert undone.status_code == 200, undone.get_json()
    [waiting] = api.get(f"/tournaments/{made['id']}").get_json()["rounds"][0]["tables"]
    assert waiting["result"] is None
    _enter(api, match, game.hands[-1:], tokens=phones)
    [played] = api.get(f"/tournaments/{made['id']}").get_json()["rounds"][0]["tables"]
    assert (played["result"]["winners"], played["result"]["source"]) == ([table["players"][game.winner]], "match")
    closed = api.post(f"/matches/{match['id']}/undo", token=entered_by, json={})
    assert (closed.status_code, closed.get_json()["rule"]) == (409, "TOUR-MATCH-CLOSED")


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_a_series_event_whose_table_plays_a_hand_at_a_time_counts_in_the_series_table(api, game):
    made = api.post("/series", json={"name": "Thursdays", "game": game.slug})
    assert made.status_code == 201, made.get_json()
    series = made.get_json()
    event = api.post(f"/series/{series['id']}/tournaments", token=series["organiser_token"], json={
        "name": "Night 1", "profile": {"kind": game.profile}, "rounds": 1, "options": _hand_depth(game),
        "players": ["Ada", "Bea"], "seed": "n1"})
    assert event.status_code == 201, event.get_json()
    event = event.get_json()
    tokens = check_in_all(api, event)
    [table] = seat_and_start(api, event, 1)
    seats = [join_own_seat(api, table, tokens, seat) for seat in (0, 1)]
    match = {"id": seats[0]["match_id"]}
    assert api.view(match, token=seats[0]["token"])["options"]["depth"] == "hand"
    _enter(api, match, game.hands, tokens=[seat["token"] for seat in seats])
    names = {player["id"]: player["name"] for player in event["tournament"]["players"]}
    winner, loser = (names[table["players"][seat]] for seat in (game.winner, 1 - game.winner))
    view = api.get(f"/series/{series['id']}").get_json()
    assert [(shown["name"], shown["status"]) for shown in view["events"]] == [("Night 1", "finished")]
    assert [row["name"] for row in view["table"]] == [winner, loser]
    assert view["table"][0]["points"] > view["table"][1]["points"]
    assert view["table"][0]["rating"]["mu"] > view["table"][1]["rating"]["mu"]


QUICK_FIGURES = {"cards_played": 20, "word_scores": [12, 7, 9], "initial_word": 10}   # FTS 38


def test_a_2p6c_quick_log_is_a_match_that_exports_the_referees_figures_and_is_undone(api):
    match = api.create("2p6c", ["Sol"], {"depth": "quick"})
    before = api.view(match)
    logged = api.play(match, 0, "quick_log", QUICK_FIGURES)["match"]
    rules = registry.GAMES["2p6c"]
    _options, state = referee.new_game(rules, 1, {"depth": "quick"})
    state = referee.play(rules, state, Move("quick_log", 0, QUICK_FIGURES), Entrant(host=True), 0)
    scores, outcome = _as_json(rules.scores(state)), rules.outcome(state).to_json()
    assert (logged["status"], logged["result"]["totals"]) == ("finished", [38])
    assert _export_csv(api, match) == _score_sheet(["Sol"], scores, outcome["winners"])
    exported = api.get(f"/matches/{match['id']}/export.json", token=match["host_token"]).get_json()
    assert (exported["match"]["scores"], exported["match"]["result"]) == (scores, _as_json(outcome))
    assert [(entry["type"], entry["payload"]) for entry in exported["log"]] == [("quick_log", QUICK_FIGURES)]
    undone = _undo(api, match)
    assert undone.status_code == 200, undone.get_json()
    after = api.view(match)
    assert after["version"] > logged["version"]
    assert (after["status"], after["result"], after["state"]) == ("active", None, before["state"])
    fewer = {**QUICK_FIGURES, "word_scores": [12, 7]}   # FTS 29
    assert api.play(match, 0, "quick_log", fewer)["match"]["result"]["totals"] == [29]
    assert _export_csv(api, match)[-2:] == [["total", "29"], ["winner", "yes"]]
