"""Looking a word up in a 2P6C match's word list (docs/games/2p6c.md §4.5, A24): open before play and once
the game is over, refused while it is played (2P6C-LOOKUP-DURING-DECISION) except to the
challenger of an open challenge when the group allows it; the caller's token says which seat asks.
"""
from __future__ import annotations

import re

import pytest

from rules.errors import RuleViolation
from rules.games.two_p6c.spelling import check_text
from tests.api.solo_support import card, problem_of
from tests.client import ApiClient

ANN, BEN, CAT = 0, 1, 2
NAMES = ["Ann", "Ben", "Cat"]
DURING_DECISION = "2P6C-LOOKUP-DURING-DECISION"
PATH = "/api/v1/matches/{match_id}/words/{word}"


def table(api: ApiClient, players: int = 2, **options) -> dict:
    """A 2P6C match whose players have all agreed to the house rules: setup comes next."""
    match = api.create("2p6c", NAMES[:players], options)
    for seat in range(players):
        api.play(match, seat, "options_agreed", {})
    return match


def deal_initial_row(api: ApiClient, match: dict) -> None:
    """The six initial cards (k1..k6 of §7.1): play begins, Ann to act."""
    api.play(match, ANN, "initial_row_set",
             {"cards": [card(f"k{number}") for number in range(1, 7)]})


def challenged_table(api: ApiClient, **options) -> dict:
    """Three players; Ann plays AT (§7.1's k7 onto k3) and Cat challenges it: Ben is the jury."""
    match = table(api, 3, **options)
    deal_initial_row(api, match)
    api.play(match, ANN, "play", {"cell": {"col": 3, "row": 2}, "card": card("k7"),
                                  "form": {"text": "AT"}})
    target = api.view(match)["state"]["challengeable"]["seq"]
    api.play(match, CAT, "challenge_filed", {"target_seq": target})
    assert api.view(match)["state"]["challenge"]["challenger"] == CAT
    return match


def lookup(api: ApiClient, match: dict, word: str, token: str | None = None, **kwargs):
    return api.get(f"/matches/{match['id']}/words/{word}",
                   token=token if token is not None else match["host_token"], **kwargs)


def seat_token(match: dict, seat: int) -> str:
    return match["seats"][seat]["token"]


# --- when a lookup is allowed ---------------------------------------------------------------------

def test_anyone_may_look_a_word_up_in_the_lobby_before_play(api):
    match = api.create("2p6c", ["Ann", "Ben"], {"word_source": "list:en-v1",
                                                "extra_denied": ["TEA"]})
    for token in (match["host_token"], seat_token(match, ANN), seat_token(match, BEN)):
        answer = lookup(api, match, "trades", token)
        assert answer.status_code == 200, answer.get_json()
        assert answer.get_json() == {"text": "TRADES", "source": "list:en-v1", "agreed": True,
                                     "allowed": True}
    assert lookup(api, match, "Tea").get_json()["allowed"] is False  # the agreed extra_denied


def test_lookups_are_allowed_in_setup_before_the_initial_row_is_dealt(api):
    match = table(api)
    assert api.view(match)["state"]["phase"] == "setup"
    assert lookup(api, match, "AT", seat_token(match, BEN)).status_code == 200


def test_without_an_agreed_list_the_bundled_list_answers_as_advice_only(api):
    match = api.create("2p6c", ["Ann", "Ben"])  # word_source = consensus
    assert lookup(api, match, "trades").get_json() == {
        "text": "TRADES", "source": "list:en-v1", "agreed": False, "allowed": True}


def test_lookups_are_open_once_the_game_is_over(api):
    match = table(api, word_source="list:en-v1", extra_denied=["TEA"])
    deal_initial_row(api, match)
    api.play(match, ANN, "end_proposed", {})
    api.play(match, BEN, "end_vote", {"verdict": "accept"})
    assert api.view(match)["state"]["phase"] == "scoring"
    assert lookup(api, match, "trades", seat_token(match, BEN)).get_json() == {
        "text": "TRADES", "source": "list:en-v1", "agreed": True, "allowed": True}
    api.play(match, ANN, "scores_finalized", {})
    assert api.view(match)["status"] == "finished"
    assert lookup(api, match, "tea", seat_token(match, ANN)).get_json()["allowed"] is False


# --- while the game is played ---------------------------------------------------------------------

def test_no_phone_may_look_a_word_up_while_the_game_is_played(api):
    match = table(api)
    deal_initial_row(api, match)
    assert api.view(match)["state"]["phase"] == "play"
    for token in (match["host_token"], seat_token(match, ANN), seat_token(match, BEN)):
        body = problem_of(lookup(api, match, "TRADES", token), 409, DURING_DECISION)
        assert body["detail"] == "The word list can't be consulted while a decision is in progress."
        assert body["type"] == f"/api/v1/games/2p6c#{DURING_DECISION}"
        assert set(body) == {"type", "title", "status", "detail", "rule", "details"}


def test_the_lookup_refusal_during_play_is_in_the_readers_language(api):
    match = table(api)
    deal_initial_row(api, match)
    body = problem_of(lookup(api, match, "AT", headers={"Accept-Language": "it"}), 409,
                      DURING_DECISION)
    assert body["detail"] == ("L'elenco di parole non si può consultare mentre una decisione è "
                              "in corso.")


def test_the_challenger_may_look_up_the_challenged_word_when_the_group_allows_it(api):
    match = challenged_table(api, allow_challenger_lookup=True)
    answer = lookup(api, match, "at", seat_token(match, CAT))
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json() == {"text": "AT", "source": "list:en-v1", "agreed": False,
                                 "allowed": True}
    # The juror, the author, and the host phone (which has no seat) may not.
    for token in (seat_token(match, BEN), seat_token(match, ANN), match["host_token"]):
        problem_of(lookup(api, match, "at", token), 409, DURING_DECISION)


def test_the_challenger_may_not_look_up_without_allow_challenger_lookup(api):
    match = challenged_table(api)  # allow_challenger_lookup defaults to false (A24)
    problem_of(lookup(api, match, "AT", seat_token(match, CAT)), 409, DURING_DECISION)


def test_a_lookup_is_no_move_the_match_and_its_log_stay_as_they_were(api):
    match = table(api)
    before = api.view(match)
    assert lookup(api, match, "trades").status_code == 200
    deal_initial_row(api, match)
    during = api.view(match)
    problem_of(lookup(api, match, "trades"), 409, DURING_DECISION)
    assert api.view(match)["version"] == during["version"] == before["version"] + 1
    log = api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()
    assert [move["type"] for move in log["moves"]] == [
        "options_agreed", "options_agreed", "initial_row_set"]


# --- who may ask ----------------------------------------------------------------------------------

def test_lookup_wants_a_token_of_this_match_like_every_match_route(api):
    match, other = api.create("2p6c", ["Ann", "Ben"]), api.create("2p6c", ["Ann", "Ben"])
    missing = problem_of(api.get(f"/matches/{match['id']}/words/TRADES"), 401)
    assert "Bearer" in missing["detail"]
    assert api.get(f"/matches/{match['id']}/words/TRADES").headers["WWW-Authenticate"] == "Bearer"
    problem_of(lookup(api, match, "TRADES", "not-a-token"), 401)
    for token in (other["host_token"], seat_token(other, ANN)):
        body = problem_of(lookup(api, match, "TRADES", token), 403)
        assert body["detail"] == "This token is not one of this match's."
    for match_id in ("nope", "a.b"):
        problem_of(api.get(f"/matches/{match_id}/words/TRADES", token=match["host_token"]), 404)


def test_another_matchs_token_is_refused_before_the_word_is_read(api):
    match, other = api.create("2p6c", ["Ann", "Ben"]), api.create("2p6c", ["Ann", "Ben"])
    problem_of(lookup(api, match, "not-a-word", other["host_token"]), 403)


def test_a_seat_tokens_first_lookup_claims_the_seat(api):
    match = api.create("2p6c", ["Ann", "Ben"])
    assert lookup(api, match, "AT", seat_token(match, BEN)).status_code == 200
    seats = api.post("/join", json={"code": match["join_code"]}).get_json()["seats"]
    assert [seat["claimed"] for seat in seats] == [False, True]


# --- words that can be no word --------------------------------------------------------------------

@pytest.mark.parametrize(("word", "rule"), [
    ("a1", "2P6C-WORD-CHARSET"), ("ab-c", "2P6C-WORD-CHARSET"), ("don't", "2P6C-WORD-CHARSET"),
    ("two%20words", "2P6C-WORD-CHARSET"), ("%C3%A9t%C3%A9", "2P6C-WORD-CHARSET"),
    ("%00", "2P6C-WORD-CHARSET"), ("%FF", "2P6C-WORD-CHARSET"),
    ("abcdefg", "2P6C-WORD-MAXLEN"), ("x" * 500, "2P6C-WORD-MAXLEN")])
def test_a_text_that_can_be_no_word_is_422_with_the_rule_it_breaks(api, word, rule):
    match = api.create("2p6c", ["Ann", "Ben"])
    body = problem_of(lookup(api, match, word), 422, rule)
    assert body["type"] == f"/api/v1/games/2p6c#{rule}"


def test_a_text_that_can_be_no_word_is_422_during_play_too(api):
    match = table(api)
    deal_initial_row(api, match)
    problem_of(lookup(api, match, "QWERTYU", seat_token(match, ANN)), 422, "2P6C-WORD-MAXLEN")


def test_an_empty_word_names_no_resource_404(api):
    match = api.create("2p6c", ["Ann", "Ben"])
    for path in ("/words/", "/words"):
        problem_of(api.get(f"/matches/{match['id']}{path}", token=match["host_token"]), 404)


def test_the_documented_word_pattern_is_the_games_own_text_rule(api):
    """The document's pattern says which words get an answer; the game's check_text decides."""
    parameters = api.get("/openapi.json").get_json()["paths"][PATH]["parameters"]
    pattern = next(p["schema"]["pattern"] for p in parameters if p["name"] == "word")
    for text in ("A", "at", "TRADES", "Trades", "abcdefg", "a1", "é", "AB CD", "AT\n", "", "z" * 6):
        try:
            check_text(text)
            accepted = True
        except RuleViolation:
            accepted = False
        assert bool(re.fullmatch(pattern, text)) == accepted, text


# --- games without word lists ---------------------------------------------------------------------

@pytest.mark.parametrize("slug", ["mini-golf", "sixes"])
def test_a_game_without_word_lists_answers_409_lookup_no_word_list(api, slug):
    match = api.create(slug, ["Ann", "Ben"])
    body = problem_of(lookup(api, match, "TRADES"), 409, "LOOKUP-NO-WORD-LIST")
    title = api.get(f"/games/{slug}").get_json()["title"]
    assert body["detail"] == f"{title} has no word list to look words up in."
    problem_of(lookup(api, match, "TRADES", seat_token(match, ANN)), 409, "LOOKUP-NO-WORD-LIST")
