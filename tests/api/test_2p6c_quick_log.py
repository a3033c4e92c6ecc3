"""A solo 2P6C game logged quickly (docs/games/2p6c.md, `depth: "quick"`; docs/api.md, solo history and
communities), on both backends: made and logged through the API, kept in its player's history as
logged quickly, and ranked in communities beside refereed results, which a filter tells apart."""
from __future__ import annotations

import pytest

from tests.api.solo_support import problem_of, profile, record, solo_match

pytestmark = pytest.mark.usefixtures("backend")

# 20 cards of 54 and words worth 12 + 7 + 9 with an initial word of 10: FTS 38, MLR 10/27, UIN 380/27.
FIGURES = {"cards_played": 20, "word_scores": [12, 7, 9], "initial_word": 10}


def quick_match(api, figures=FIGURES, options=None) -> dict:
    """A solo match made at depth quick and logged from its seat's phone."""
    match = api.create("2p6c", ["Sol"], {"depth": "quick", **(options or {})})
    api.play(match, 0, "quick_log", figures, token=match["seats"][0]["token"])
    return match


def create(api, player) -> dict:
    response = api.post("/2p6c/communities", token=player["token"], json={"name": "Club", "kind": "virtual"})
    assert response.status_code == 201
    return response.get_json()


def share(api, player, community, result) -> None:
    answer = api.post(f"/2p6c/communities/{community['id']}/results", token=player["token"],
                      json={"result_id": result["id"]})
    assert answer.status_code == 201, answer.get_json()


def rankings(api, player, community, query: str = ""):
    return api.get(f"/2p6c/communities/{community['id']}/rankings{query}", token=player["token"])


def test_a_quick_log_finishes_the_match_with_the_solo_figures(api):
    match = quick_match(api)
    view = api.view(match)
    assert view["status"] == "finished" and view["options"]["depth"] == "quick"
    assert view["state"]["quick_log"] == FIGURES
    result = view["result"]
    assert (result["termination"], result["totals"], result["word_counts"]) == ("QUICK_LOG", [38], [4])
    assert result["solo"] == {"mlr": 20 / 54, "mlr_display": "0.3704", "mlr_fraction": [10, 27], "fts": 38,
                              "uin": 380 / 27, "uin_display": "14.07", "uin_fraction": [380, 27], "cards_played": 20}


def test_a_quick_log_for_more_than_one_player_is_a_field_error_under_depth(api):
    answer = api.post("/matches", json={"game": "2p6c", "players": ["Ann", "Ben"], "options": {"depth": "quick"}})
    body = problem_of(answer, 422)
    assert body["errors"]["options"]["depth"] == [
        "A quick log is for a solo game's end figures: it needs 1 player, not 2."]


def test_figures_no_game_could_leave_are_refused_with_the_rule_in_the_readers_language(api):
    match = api.create("2p6c", ["Sol"], {"depth": "quick"})
    answer = api.move(match, 0, "quick_log", {**FIGURES, "cards_played": 60}, headers={"Accept-Language": "it"})
    body = problem_of(answer, 422, "2P6C-QUICK-CARDS")
    assert body["detail"].startswith("Questo tabellone contiene da 0 a 48 tue carte")
    too_many = api.move(match, 0, "quick_log", {**FIGURES, "cards_played": 2})
    assert problem_of(too_many, 422, "2P6C-QUICK-WORDS")["detail"].startswith("3 words from 2 cards played")
    problem_of(api.move(match, 0, "quick_log", {**FIGURES, "initial_word": 600}), 422, "2P6C-QUICK-INITIAL-SCORE")
    # A shape that does not fit is the schema's: the field is named.
    malformed = problem_of(api.move(match, 0, "quick_log", {**FIGURES, "word_scores": "12 7 9"}), 422)
    assert "word_scores" in malformed["errors"]["payload"]
    assert api.view(match)["status"] == "active"


def test_a_move_by_move_match_refuses_a_quick_log_saying_what_to_enter(api):
    match = api.create("2p6c", ["Sol"])
    body = problem_of(api.move(match, 0, "quick_log", FIGURES), 409, "CORE-WRONG-DEPTH")
    assert body["detail"] == "This match is entered move by move: enter each move as it is played."


def test_the_history_says_which_results_were_logged_quickly(api):
    sol = profile(api, "Sol")
    refereed = record(api, sol, solo_match(api)).get_json()
    logged = record(api, sol, quick_match(api, options={"mlr_include_initial": True}))
    assert logged.status_code == 201
    kept = logged.get_json()
    assert (refereed["depth"], kept["depth"]) == ("every_move", "quick")
    assert (kept["mlr_fraction"], kept["fts"], kept["cards_played"]) == ([13, 27], 38, 26)
    assert kept["house_options"] == {"mlr_include_initial": True, "fts_include_initial_word": True}
    history = api.get("/2p6c/players/me/results", token=sol["token"]).get_json()
    assert [result["depth"] for result in history["results"]] == ["every_move", "quick"]


def test_rankings_say_how_each_result_was_entered_and_filter_on_it(api):
    ann, ben = profile(api, "Ann"), profile(api, "Ben")
    club = create(api, ann)
    assert api.post("/2p6c/communities/join", token=ben["token"], json={"code": club["code"]}).status_code == 200
    # Ann: refereed UIN 19/54 and logged 380/27; Ben: logged only, UIN 4/54 (4 cards, one word of 1).
    share(api, ann, club, record(api, ann, solo_match(api)).get_json())
    share(api, ann, club, record(api, ann, quick_match(api)).get_json())
    share(api, ben, club, record(api, ben, quick_match(api, {"cards_played": 4, "word_scores": [1],
                                                              "initial_word": None})).get_json())
    every = rankings(api, ben, club).get_json()
    assert every["depth"] is None
    assert [(row["name"], row["best_uin_display"], row["best_depth"], row["depths"]) for row in every["rankings"]] == [
        ("Ann", "14.07", "quick", ["every_move", "quick"]), ("Ben", "0.07", "quick", ["quick"])]
    refereed = rankings(api, ben, club, "?depth=every_move").get_json()
    assert refereed["depth"] == "every_move"
    assert [(row["name"], row["best_uin_display"], row["depths"]) for row in refereed["rankings"]] == [
        ("Ann", "0.35", ["every_move"])]
    assert refereed["percentiles"]["p50_display"] == "0.35"
    logged = rankings(api, ann, club, "?depth=quick").get_json()
    assert [(row["name"], row["median_uin_display"], row["me"]) for row in logged["rankings"]] == [
        ("Ann", "14.07", True), ("Ben", "0.07", False)]


@pytest.mark.parametrize("query", ["?depth=hand", "?depth=", "?depth=QUICK"])
def test_a_ranking_filter_the_service_does_not_know_is_a_422_problem(api, query):
    ann = profile(api, "Ann")
    body = problem_of(rankings(api, ann, create(api, ann), query), 422)
    assert "depth" in str(body["errors"])

