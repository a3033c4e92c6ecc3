"""2P6C end conditions and solo play (docs/games/2p6c.md §3.7, §7.8, §7.9: X1–X5, M1, M4, M5), through the
referee."""
from __future__ import annotations

from rules.games.two_p6c import TWO_P6C
from rules.games.two_p6c.board import CHAIN, STACK, height
from rules.games.two_p6c.wordlists import words
from tests.rules.two_p6c.table import Table

ANN, BEN = 0, 1
# Plays built from these letters never spell a word of the bundled list (checked below), so
# every word the filler declares is refused by the list.
NONSENSE = "QXZJ"


def g1_row(players: int = 2, **options) -> Table:
    table = Table(players, **options)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    return table



def test_x1_a_pass_by_the_only_player_with_cards_ends_no_decisions():
    table = g1_row()
    table.force(draw_count=0, hands=(2, 0))
    state = table.move("pass", ANN)
    assert state.end_reason == "NO_DECISIONS" and state.phase == "scoring"


def test_x2_pass_while_the_draw_patch_has_cards_is_pass_not_allowed():
    table = g1_row()
    table.force(draw_count=3)
    table.refused("2P6C-PASS-NOT-ALLOWED", "pass", ANN)


def test_x3_recycle_with_an_empty_draw_patch_is_recycle_empty_draw():
    table = g1_row()
    table.force(draw_count=0)
    table.refused("2P6C-RECYCLE-EMPTY-DRAW", "recycle", ANN)


def test_x4_the_seventh_recycle_in_a_row_stalls_a_draw_of_five():
    table = g1_row()
    table.force(draw_count=5)
    for count in range(1, 7):
        state = table.move("recycle", state_acting(table))
        assert state.phase == "play", count
    state = table.move("recycle", state_acting(table))
    assert state.end_reason == "STALL" and state.phase == "scoring"


def state_acting(table: Table) -> int:
    return table.state.acting


def test_a_player_without_cards_has_no_decision():
    table = g1_row(3)
    table.force(draw_count=0, hands=(2, 2, 0))
    table.refused("2P6C-HAND-EMPTY", "pass", 2)


def test_players_without_cards_are_skipped():
    table = g1_row(3)
    table.force(draw_count=0, hands=(2, 0, 2))
    assert table.move("pass", ANN).acting == 2


def nonsense_play(table: Table) -> dict:
    """The first legal play in column order, its card made to fit, its word of NONSENSE letters."""
    state = table.state
    board = state.card_map()
    n = state.decision_seq
    letter = NONSENSE[n % len(NONSENSE)]
    card = {"colour": "black", "primary": letter, "secondary": None, "substitution": "none",
            "tp": 1, "rp": 1}
    for col in range(1, 7):
        h = height(board, col)
        if h < state.playable_rows:
            below = board[(col, h)][-1]
            cells = [board[(col, r)][0] for r in range(1, h + 1)]
            return {"cell": {"col": col, "row": h + 1}, "kind": CHAIN,
                    "card": {**card, "polarity": below.polarity}, "form": _form(cells, letter)}
    for col in range(1, 7):
        for row in range(1, state.playable_rows + 1):
            stack = board[(col, row)]
            if len(stack) < 3:
                return {"cell": {"col": col, "row": row}, "kind": STACK,
                        "card": {**card, "polarity": "-" if stack[-1].polarity == "+" else "+"},
                        "form": _form(stack, letter)}
    raise AssertionError("the board is full")


def _form(cards, letter: str) -> dict:
    uses = [{"card": card.id, "letter": sorted(card.letters)[0]} for card in cards]
    uses.append({"card": "NEW", "letter": letter})
    return {"text": "".join(use["letter"] for use in uses), "uses": uses}


def test_nonsense_filler_declares_no_listed_word():
    listed = words("en-v1")
    assert not any(set(word) <= set(NONSENSE) for word in listed)


def test_x5_the_48th_play_makes_the_peasick_sea_and_an_upheld_challenge_resumes_play():
    table = Table(2, word_source="list:en-v1", extra_allowed=[])
    # The initial row gives real letters; everything played after it is nonsense, so the
    # filler's words are only ever challenged at the very end.
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    for _ in range(47):
        table.move("play", table.state.acting, **nonsense_play(table))
    state = table.state
    assert state.phase == "play" and state.draw_count == 0
    assert sum(state.hands) == 1
    # Turns alternate, so the 48th play is the second player's (the spec's "Ann" is whoever
    # makes it); the other one challenges.
    author = state.acting
    other = 1 - author
    state = table.move("play", author, **nonsense_play(table))
    assert state.end_reason == "PEASICK_SEA" and state.phase == "final_challenge"
    assert state.hands == (0, 0) and state.draw_count == 0  # NO_CARDS holds too
    state = table.move("challenge_filed", other, target_seq=48)
    assert state.verdict.rule == "2P6C-WORD-NOT-ALLOWED"
    state = table.move("reward_chosen", other, choice="take")
    assert state.phase == "play" and state.end_reason is None
    assert state.hands[other] == 1 and state.hands[author] == 0 and state.acting == other


def test_x5_without_a_list_two_players_cannot_uphold_and_the_game_is_scored():
    table = Table(2)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    for _ in range(48):
        table.move("play", table.state.acting, **nonsense_play(table))
    assert table.state.phase == "final_challenge"
    author = table.state.word_decisions[-1][1]
    state = table.move("challenge_filed", 1 - author, target_seq=48)
    assert state.verdict.rule == "2P6C-WORD-STANDS"
    assert state.phase == "scoring" and state.end_reason == "PEASICK_SEA"


def test_the_last_word_window_closes_by_everyone_declining_or_by_time():
    table = Table(3)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    table.play(ANN, "k7", 3, 2, "AT", [("k3", "A"), ("k7", "T")])
    table.move("end_proposed", BEN)
    table.move("end_vote", ANN, verdict="accept")
    state = table.move("end_vote", 2, verdict="accept")
    assert state.phase == "final_challenge" and state.end_reason == "AGREED"
    table.refused("2P6C-CHALLENGE-SELF", "no_challenge", ANN)
    table.refused("2P6C-FINAL-WINDOW-OPEN", "final_challenge_closed", BEN)
    table.move("no_challenge", BEN)
    table.refused("2P6C-VOTE-TWICE", "no_challenge", BEN)
    closes_at = table.state.final_opened_ms + 60_000
    state = table.move("final_challenge_closed", BEN, now_ms=closes_at)
    assert state.phase == "scoring"


def test_one_rejection_drops_an_end_proposal():
    table = g1_row()
    table.move("end_proposed", ANN)
    state = table.move("end_vote", BEN, verdict="reject")
    assert state.end_proposal is None and state.phase == "play"
    table.refused("2P6C-NO-PROPOSAL", "end_vote", BEN, verdict="accept")


def test_options_are_locked_after_the_lobby():
    table = g1_row()
    table.refused("2P6C-OPTIONS-LOCKED", "options_changed", ANN, options={"jury_rule": "majority"})


def test_a_finished_game_refuses_everything_as_not_active():
    table = g1_row()
    table.move("end_proposed", ANN)
    table.move("end_vote", BEN, verdict="accept")
    table.move("scores_finalized", ANN)
    table.refused("2P6C-GAME-NOT-ACTIVE", "recycle", ANN)


# --- solo (§7.8) -------------------------------------------------------------------------------

def test_m1_solo_setup_one_deck_three_rows_41_to_draw():
    state = g1_row(1).state
    assert (state.decks, state.rows, state.total_cards) == (1, 3, 54)
    assert state.hands == (7,) and state.draw_count == 41


def test_m4_no_challenges_in_solitary_play():
    table = g1_row(1)
    table.play(ANN, "k7", 3, 2, "AT", [("k3", "A"), ("k7", "T")])
    table.refused("2P6C-CHALLENGE-SOLO", "challenge_filed", ANN, target_seq=1)


def test_m5_solo_autocheck_removes_an_unlisted_word_after_commit_and_tucks_the_card():
    table = Table(1, word_source="list:en-v1")
    table.setup("m1", "m2", "m3", "m4", "m5", "m6")
    table.force(draw_count=20)
    state = table.play(ANN, "m7", 2, 2, "QI", [("m2", "I"), ("m7", "Q")])
    assert state.verdict.rule == "2P6C-WORD-NOT-ALLOWED" and state.verdict.text == "QI"
    assert state.stack_ids((2, 2)) == () and state.form("chain:2") is None
    assert state.hands == (7,) and state.draw_count == 20 and state.decision_seq == 1
    assert state.plays_on_board(ANN) == 0


def test_solo_autocheck_keeps_a_listed_word():
    table = Table(1, word_source="list:en-v1")
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    state = table.play(ANN, "k7", 3, 2, "AT", [("k3", "A"), ("k7", "T")])
    assert state.verdict is None and state.form("chain:3").text == "AT"


def test_solo_refill_when_the_last_card_was_checked_off():
    table = Table(1, word_source="list:en-v1")
    table.setup("m1", "m2", "m3", "m4", "m5", "m6")
    table.force(draw_count=0, hands=(1,))
    state = table.play(ANN, "m7", 2, 2, "QI", [("m2", "I"), ("m7", "Q")])
    # Played its only card, the word failed, the card went to the draw patch: refilled from it.
    assert state.hands == (1,) and state.draw_count == 0 and state.acting == ANN


def test_m2_solo_statistics_come_with_the_result():
    table = Table(1)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    table.play(ANN, "k7", 3, 2, "AT", [("k3", "A"), ("k7", "T")])
    table.move("initial_word_declared", ANN, text="TRADES")
    table.move("end_proposed", ANN)
    table.move("scores_finalized", ANN)
    solo = TWO_P6C.outcome(table.state).extras["solo"]
    # AT: k3 (-), k7 (-): RP 3 + 3 = 6; TRADES 13; FTS 19; MLR 1/54; UIN 19/54.
    assert solo == {"mlr": 1 / 54, "mlr_display": "0.0185", "mlr_fraction": [1, 54], "fts": 19,
                    "uin": 19 / 54, "uin_display": "0.35", "uin_fraction": [19, 54],
                    "cards_played": 1}
