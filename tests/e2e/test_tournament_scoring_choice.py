"""The new-tournament screen's Scoring list (issue 35), in Chromium: only the scorings that fit the
game chosen, its own chosen first, following the game as it changes; the words in both languages."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.e2e


def test_the_new_tournament_screen_lists_only_the_scorings_that_fit_the_game(phones):
    organiser = phones("po-organiser")
    organiser.open("#/tournaments/new")
    page = organiser.page
    for game, fits in (("ekeq", ["win_type", "wdl"]), ("mini-golf", ["placement", "wdl"]), ("ladder", ["wdl"])):
        page.select_option("[data-testid=tn-game]", game)
        listed = page.eval_on_selector_all("[data-testid=tn-profile] option", "options => options.map((o) => o.value)")
        assert listed == fits and page.input_value("[data-testid=tn-profile]") == fits[0], game
    page.select_option("[data-testid=tn-game]", "ekeq")
    assert page.inner_text("[data-testid=tn-profile] option:checked") == "EkeQ win types (Part E)"
    assert organiser.errors == []


def test_the_scoring_list_speaks_italian(phones):
    organiser = phones("po-organiser-it", locale="it-IT")
    organiser.open("#/tournaments/new")
    organiser.page.select_option("[data-testid=tn-game]", "mini-golf")
    labels = organiser.page.eval_on_selector_all("[data-testid=tn-profile] option", "options => options.map((o) => o.text)")
    assert labels == ["Punti per posizione 4/2/1/0", "Vittoria/pareggio/sconfitta 3/1/0"]
    assert organiser.errors == []
