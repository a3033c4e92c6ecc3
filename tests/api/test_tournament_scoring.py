"""Which scoring a tournament uses (issue 35), on both backends: the catalogue says which fit each
game, its default first; a tournament (or a series' event) left without one takes its game's own;
one that does not fit is refused with 422 naming those that do, in the reader's language."""
from __future__ import annotations

import pytest

from rules.registry import GAMES

pytestmark = pytest.mark.usefixtures("backend")

PLAYERS = ["Ada", "Bea", "Cin", "Dan"]


def test_the_catalogue_lists_the_scorings_that_fit_each_game_its_default_first(api):
    listed = {game["slug"]: game["tournament_scoring"] for game in api.get("/games").get_json()}
    assert listed["mini-golf"] == {"default": "placement", "fits": ["placement", "wdl"]}
    assert listed["ekeq"] == {"default": "win_type", "fits": ["win_type", "wdl"]}
    assert listed["ladder"] == {"default": "wdl", "fits": ["wdl"]}
    assert api.get("/games/flares").get_json()["tournament_scoring"] == listed["flares"]


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_tournament_made_without_a_scoring_takes_its_games_own(api, slug):
    answer = api.post("/tournaments", json={"name": "Hall", "game": slug, "rounds": 1, "players": PLAYERS})
    assert answer.status_code == 201, answer.get_json()
    profile = answer.get_json()["tournament"]["profile"]
    assert profile["kind"] == GAMES[slug].info.tournament_scorings[0]
    if profile["kind"] == "placement":
        assert profile["points"] == [4, 2, 1, 0]  # the profile's own defaults come with it


def test_a_scoring_that_does_not_fit_the_game_is_422_naming_those_that_fit(api):
    """EkeQ's win types on Mini Golf would ask its tables how a Golden Q won."""
    answer = api.post("/tournaments", json={"name": "Hall", "game": "mini-golf", "profile": {"kind": "win_type"},
                                            "rounds": 1, "players": PLAYERS})
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
    body = answer.get_json()
    assert body["rule"] == "TOUR-SCORING"
    assert body["details"] == {"game": "Mini Golf", "kind": "win_type", "fits": ["placement", "wdl"]}
    assert body["detail"] == "The win_type scoring doesn't fit Mini Golf: the scorings that fit it are placement, wdl."
    italian = api.post("/tournaments", headers={"Accept-Language": "it"}, json={
        "name": "Hall", "game": "ladder", "profile": {"kind": "placement"}, "rounds": 1, "players": PLAYERS})
    assert italian.status_code == 422
    assert italian.get_json()["detail"] == "Il punteggio placement non è adatto a Ladder: quelli adatti sono wdl."
    assert api.get("/tournaments/nothing-made").status_code == 404


def test_a_series_event_takes_its_games_scoring_and_refuses_one_that_does_not_fit(api):
    made = api.post("/series", json={"name": "League", "game": "ekeq"}).get_json()
    path, token = f"/series/{made['id']}/tournaments", made["organiser_token"]
    event = api.post(path, token=token, json={"name": "Night 1", "rounds": 1, "players": PLAYERS})
    assert event.status_code == 201, event.get_json()
    assert event.get_json()["tournament"]["profile"]["kind"] == "win_type"
    misfit = api.post(path, token=token, json={"name": "Night 2", "rounds": 1, "profile": {"kind": "placement"},
                                               "players": ["Eva", "Fil"]})
    assert misfit.status_code == 422
    assert misfit.get_json()["rule"] == "TOUR-SCORING" and misfit.get_json()["details"]["fits"] == ["win_type", "wdl"]
