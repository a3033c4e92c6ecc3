"""2P6C golden game G2 (docs/games/2p6c.md §7.3): challenges with three players, the jury, the list, the
empty jury, the reward (C1–C13), and the initial word checks of §7.4 (I1–I4)."""
from __future__ import annotations

import pytest

from rules.errors import RuleViolation
from rules.games.two_p6c import TWO_P6C
from tests.rules.two_p6c.table import Table

ANN, BEN, CAT, DAN = 0, 1, 2, 3
QI = [("m2", "I"), ("m7", "Q")]


def g2(players: int = 3, challenge_by: int | None = None, **options) -> Table:
    """G2's setup and C1 (Ann chains QI), then optionally a challenge of decision 1."""
    table = Table(players, **options)
    table.setup("m1", "m2", "m3", "m4", "m5", "m6")
    table.play(ANN, "m7", 2, 2, "QI", QI)
    if challenge_by is not None:
        table.move("challenge_filed", challenge_by, target_seq=1)
    return table



def test_g2_setup_two_decks_six_rows_81_to_draw():
    table = Table(3)
    table.setup("m1", "m2", "m3", "m4", "m5", "m6")
    state = table.state
    assert (state.decks, state.rows, state.total_cards, state.draw_count) == (2, 6, 108, 81)
    assert state.hands == (7, 7, 7)


def test_c1_a_word_opens_its_challenge_window():
    state = g2().state
    assert state.challengeable_seq == 1 and state.draw_count == 80 and state.acting == BEN


def test_c2_author_cannot_challenge_own_word():
    g2().refused("2P6C-CHALLENGE-SELF", "challenge_filed", ANN, target_seq=1)


def test_c3_challenge_by_cat_is_judged_by_ben():
    challenge = g2(challenge_by=CAT).state.challenge
    assert challenge.jury == (BEN,) and challenge.method == "jury" and challenge.status == "open"


def test_c4_no_decision_while_a_challenge_is_open():
    table = g2(challenge_by=CAT)
    before = TWO_P6C.dump(table.state)
    with pytest.raises(RuleViolation) as refusal:
        table.move("recycle", BEN)
    assert refusal.value.rule_id == "2P6C-CHALLENGE-PENDING"
    assert TWO_P6C.dump(table.state) == before


def test_c5_the_challenger_is_no_juror():
    g2(challenge_by=CAT).refused("2P6C-VOTE-NOT-JUROR", "jury_vote", CAT, verdict="not_allowed")


def test_c6_unanimous_not_allowed_upholds_and_removes_the_card():
    table = g2(challenge_by=CAT)
    state = table.move("jury_vote", BEN, verdict="not_allowed")
    assert state.verdict.rule == "2P6C-WORD-NOT-ALLOWED" and state.verdict.text == "QI"
    assert state.stack_ids((2, 2)) == () and state.form("chain:2") is None
    assert state.plays_on_board(ANN) == 0 and state.hands[ANN] == 7
    assert TWO_P6C.to_move(state) == frozenset({CAT})  # the reward is Cat's to choose


def test_c6_a_second_vote_is_vote_twice():
    table = g2(4, challenge_by=CAT)
    table.move("jury_vote", BEN, verdict="not_allowed")
    table.refused("2P6C-VOTE-TWICE", "jury_vote", BEN, verdict="not_allowed")


@pytest.mark.parametrize("choice", ["take", "tuck"])
def test_c7_the_challenger_gains_a_card_and_the_draw_patch_keeps_its_size(choice):
    table = g2(challenge_by=CAT)
    table.move("jury_vote", BEN, verdict="not_allowed")
    state = table.move("reward_chosen", CAT, choice=choice)
    assert state.hands == (7, 7, 8) and state.draw_count == 80
    assert state.challenge is None and state.acting == BEN


def test_c7_only_the_successful_challenger_chooses_the_reward():
    table = g2(challenge_by=CAT)
    table.move("jury_vote", BEN, verdict="not_allowed")
    table.refused("2P6C-REWARD-NOT-CHALLENGER", "reward_chosen", BEN, choice="take")


def test_c8_a_word_is_challenged_once_and_a_recycle_has_no_word():
    table = g2(challenge_by=CAT)
    table.move("jury_vote", BEN, verdict="not_allowed")
    table.move("reward_chosen", CAT, choice="take")
    table.move("recycle", BEN)
    table.refused("2P6C-CHALLENGE-ALREADY", "challenge_filed", CAT, target_seq=1)
    table.refused("2P6C-CHALLENGE-NO-WORD", "challenge_filed", CAT, target_seq=2)


def test_c9_the_window_closes_with_the_next_decision_and_the_word_stands():
    table = g2()
    table.move("recycle", BEN)
    table.refused("2P6C-CHALLENGE-WINDOW", "challenge_filed", CAT, target_seq=1)
    assert table.state.form("chain:2").text == "QI"


@pytest.mark.parametrize("extra, outcome", [(["QI"], "2P6C-WORD-STANDS"),
                                            ([], "2P6C-WORD-NOT-ALLOWED")])
def test_c10_an_agreed_list_decides_at_once(extra, outcome):
    # The bundled list lacks QI (§8), so "the list contains QI" is the list plus QI allowed.
    table = g2(challenge_by=CAT, word_source="list:en-v1", extra_allowed=extra)
    state = table.state
    assert state.verdict.rule == outcome and state.verdict.method == "word_list"
    assert (state.challenge is None) == (outcome == "2P6C-WORD-STANDS")


@pytest.mark.parametrize("fallback, outcome", [("uphold_word", "2P6C-WORD-STANDS"),
                                               ("remove_word", "2P6C-WORD-NOT-ALLOWED"),
                                               ("advisory_list", "2P6C-WORD-NOT-ALLOWED")])
def test_c11_two_players_without_a_list_fall_back(fallback, outcome):
    table = g2(2, challenge_by=BEN, empty_jury_fallback=fallback)
    assert table.state.verdict.rule == outcome and table.state.verdict.method == "fallback"


@pytest.mark.parametrize("rule", ["unanimous", "majority"])
def test_c12_one_of_two_jurors_refusing_rejects_the_challenge(rule):
    table = g2(4, challenge_by=CAT, jury_rule=rule)
    assert table.state.challenge.jury == (BEN, DAN)
    table.move("jury_vote", BEN, verdict="not_allowed")
    assert table.state.challenge is not None
    state = table.move("jury_vote", DAN, verdict="allowed")
    assert state.verdict.rule == "2P6C-WORD-STANDS" and state.form("chain:2").text == "QI"


def test_majority_jury_upholds_with_more_than_half():
    table = g2(5, challenge_by=CAT, jury_rule="majority")
    assert table.state.challenge.jury == (BEN, DAN, 4)
    table.move("jury_vote", BEN, verdict="not_allowed")
    state = table.move("jury_vote", DAN, verdict="not_allowed")
    assert state.verdict.rule == "2P6C-WORD-NOT-ALLOWED"


def test_jury_excludes_current_actor_when_the_group_reads_the_rulebook_literally():
    table = g2(4, challenge_by=CAT, jury_excludes_current_actor=True)
    assert table.state.challenge.jury == (DAN,)  # Ben is deciding


def test_tuck_only_reward_is_automatic():
    table = g2(challenge_by=CAT, challenger_reward="tuck_only")
    state = table.move("jury_vote", BEN, verdict="not_allowed")
    assert state.challenge is None and state.hands == (7, 7, 8) and state.draw_count == 80


def initial_uses(table: Table, letters: str) -> list[dict[str, str]]:
    return [{"card": table.ids[f"m{i}"], "letter": letter}
            for i, letter in enumerate(letters, start=1)]


def test_c13_initial_word_accepted_by_everyone_credits_everyone():
    table = g2()
    table.move("initial_word_declared", BEN, text="PILOTS", uses=initial_uses(table, "PILOTS"))
    table.move("initial_word_vote", ANN, verdict="allowed")
    assert table.state.form("initial") is None  # Cat has not voted yet
    table.move("initial_word_vote", CAT, verdict="allowed")
    word = table.words()["initial"]
    assert (word["polarity"], word["tp"], word["rp"], word["score"]) == ("=", 8, 11, 11)
    assert word["credit"] == [ANN, BEN, CAT]
    table.refused("2P6C-INITIAL-DONE", "initial_word_declared", ANN, text="PILOTS")


def test_initial_word_one_refusal_drops_the_proposal():
    table = g2()
    table.move("initial_word_declared", BEN, text="PILOTS")
    state = table.move("initial_word_vote", ANN, verdict="not_allowed")
    assert state.initial_proposal is None and state.form("initial") is None


# --- §7.4 initial word checks on G1's row ------------------------------------------------------

def g1_row() -> Table:
    table = Table(2)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    return table


@pytest.mark.parametrize("text", ["TRADES", "ORATES"], ids=["I1", "I2"])
def test_i1_i2_initial_words_of_the_same_six_cards_score_13(text):
    table = g1_row()
    table.move("initial_word_declared", ANN, text=text)
    table.move("initial_word_vote", BEN, verdict="allowed")
    word = table.words()["initial"]
    assert (word["polarity"], word["tp"], word["rp"], word["score"]) == ("=", 10, 13, 13)
    assert word["credit"] == [ANN, BEN]


def test_i3_initial_word_no_card_offers_is_word_spell():
    g1_row().refused("2P6C-WORD-SPELL", "initial_word_declared", ANN, text="STREAM")


def test_i4_initial_word_of_five_cards_is_initial_cards():
    g1_row().refused("2P6C-INITIAL-CARDS", "initial_word_declared", ANN, text="TRADE")


def test_initial_word_with_a_played_card_is_initial_cards():
    table = g1_row()
    table.play(ANN, "k7", 3, 2, "AT", [("k3", "A"), ("k7", "T")])
    uses = [{"card": table.ids[k], "letter": letter} for k, letter in
            [("k1", "S"), ("k2", "T"), ("k7", "A"), ("k4", "R"), ("k5", "E"), ("k6", "D")]]
    table.refused("2P6C-INITIAL-CARDS", "initial_word_declared", ANN, text="TRADES", uses=uses)


def test_an_agreed_list_judges_the_initial_word():
    table = Table(2, word_source="list:en-v1")
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    table.move("initial_word_declared", BEN, text="TRADES")
    assert table.state.form("initial").text == "TRADES"
    table.refused("2P6C-NO-PROPOSAL", "initial_word_vote", ANN, verdict="allowed")


def test_an_initial_word_the_agreed_list_refuses_is_shown_refused():
    """A17: the list decides; a word it lacks is not the initial word, and the table sees why."""
    table = Table(2, word_source="list:en-v1")
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    state = table.move("initial_word_declared", BEN, text="TSARED")
    assert state.form("initial") is None and state.initial_proposal is None
    refused = TWO_P6C.view(state, ANN)["initial_refused"]
    assert refused == {"rule": "2P6C-INITIAL-REFUSED", "text": "TSARED", "proposer": BEN,
                       "method": "word_list", "votes": []}
    # Anyone may declare another; the refusal is no longer news then.
    state = table.move("initial_word_declared", ANN, text="TRADES")
    assert state.form("initial").text == "TRADES"
    assert TWO_P6C.view(state, ANN)["initial_refused"] is None


def test_an_initial_word_voted_down_is_shown_refused_with_the_votes():
    table = g2()
    table.move("initial_word_declared", BEN, text="PILOTS")
    state = table.move("initial_word_vote", ANN, verdict="not_allowed")
    assert TWO_P6C.view(state, CAT)["initial_refused"] == {
        "rule": "2P6C-INITIAL-REFUSED", "text": "PILOTS", "proposer": BEN, "method": "vote",
        "votes": [{"seat": BEN, "verdict": "allowed"}, {"seat": ANN, "verdict": "not_allowed"}]}


def test_the_initial_refusal_survives_a_snapshot():
    table = Table(2, word_source="list:en-v1")
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    state = table.move("initial_word_declared", BEN, text="TSARED")
    assert TWO_P6C.load(TWO_P6C.dump(state)) == state
    older = {key: value for key, value in TWO_P6C.dump(state).items() if key != "initial_refused"}
    assert TWO_P6C.load(older).initial_refused is None
