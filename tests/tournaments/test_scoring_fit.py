"""Which tournament scorings fit which game (issue 35): each game declares them, its default first;
a tournament takes the game's own when none is asked for and refuses one that does not fit,
naming those that do."""
from __future__ import annotations

import pytest

from rules.errors import RuleViolation
from rules.registry import GAMES
from rules.tournaments.messages import ALL_RULES
from rules.tournaments.profiles import PROFILES, fitting

RANKED_BY_TOTALS = {"mini-golf", "half-zero", "flares", "sixes", "2p6c"}


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_declares_known_scorings_and_win_draw_loss_fits_them_all(slug):
    """Every game has winners, so win/draw/loss fits each; nothing outside the profiles is named."""
    fits = GAMES[slug].info.tournament_scorings
    assert fits and len(set(fits)) == len(fits) and set(fits) <= set(PROFILES)
    assert "wdl" in fits


def test_ekeq_win_types_fit_ekeq_alone_and_are_its_default():
    """Part E's win types ask how a Golden Q won: no other game's table can answer that."""
    assert [slug for slug, rules in GAMES.items() if "win_type" in rules.info.tournament_scorings] == ["ekeq"]
    assert GAMES["ekeq"].info.tournament_scorings[0] == "win_type"


def test_placement_fits_and_is_the_default_of_the_games_whose_totals_rank_every_player():
    """Ladder, Collector, Squad and Cold War name a winner and nothing that orders the others: points
    by place would give every loser second place."""
    placed = {slug for slug, rules in GAMES.items() if "placement" in rules.info.tournament_scorings}
    assert placed == RANKED_BY_TOTALS
    assert all(GAMES[slug].info.tournament_scorings[0] == "placement" for slug in placed)


def test_no_scoring_asked_for_is_the_games_own():
    assert fitting(None, ("placement", "wdl"), "Mini Golf") == "placement"
    assert fitting("wdl", ("placement", "wdl"), "Mini Golf") == "wdl"


def test_a_scoring_that_does_not_fit_is_refused_naming_those_that_do():
    with pytest.raises(RuleViolation) as caught:
        fitting("win_type", GAMES["mini-golf"].info.tournament_scorings, "Mini Golf")
    assert caught.value.rule_id == "TOUR-SCORING"
    assert caught.value.details() == {"game": "Mini Golf", "kind": "win_type", "fits": ["placement", "wdl"]}
    assert caught.value.message(ALL_RULES) == (
        "The win_type scoring doesn't fit Mini Golf: the scorings that fit it are placement, wdl.")
    assert caught.value.message(ALL_RULES, "it") == (
        "Il punteggio win_type non è adatto a Mini Golf: quelli adatti sono placement, wdl.")
