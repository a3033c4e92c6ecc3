"""2P6C on real phones (docs/games/2p6c.md §3, golden game G1's opening and C10's list verdict): the lobby, row 1
tapped in on the card entry form, chain plays with the phone's card → letter matching, a challenge
the agreed list upholds, the challenger taking the card, ending by agreement and the final scores.
A solo game to its MLR, FTS and Ultimate Index; a jury's verdict and the last word's window timing
out; the two-player lobby warning."""
from __future__ import annotations

import pytest

from . import ui
from .sixes_ui import fits_at_360
from .two_p6c_ui import (
    agree,
    card,
    cards_at,
    create_match,
    enter_row1,
    letter_of,
    match_view,
    move,
    row1_through_api,
    seat_phones,
    start_play,
    text,
)
from .ui import VERSION_TIMEOUT_MS

pytestmark = pytest.mark.e2e

T_BLACK = ("black", "-", "T", 2, 3, None)    # k7
X_MAGENTA = ("magenta", "-", "X", 5, 4, None)  # k16


def test_two_phones_play_and_the_list_upholds_a_challenge(phones, live_server):
    match, (ann, ben) = seat_phones(phones, live_server, ["Ann", "Ben"], word_source="list:en-v1")
    assert "bundled English list" in text(ann.page, "tp-rules")
    assert ann.page.locator("[data-testid=tp-warn2]").count() == 0  # a list was agreed: no warning
    fits_at_360(ann.page)
    agree([ann, ben])
    assert text(ben.page, "tp-learned") == "0 of 54 cards learned"
    fits_at_360(ann.page)
    enter_row1(ann.page)
    ben.page.wait_for_selector("[data-testid=tp-board]", timeout=VERSION_TIMEOUT_MS)
    assert [cards_at(ben.page, col, 1) for col in range(1, 7)] == [f"c000{n}" for n in range(1, 7)]
    assert text(ann.page, "tp-status") == "Your decision"
    assert text(ben.page, "tp-status") == "Ann is deciding"
    assert text(ben.page, "tp-draw") == "Draw patch: 34"
    assert ben.page.locator("[data-testid=tp-play]").count() == 0

    # Ann chains T onto A in column 3 and declares AT: the phone shows A from k3, T from the new card.
    start_play(ann.page, 3, 2, T_BLACK)
    ann.page.fill("[data-testid=tp-word-text]", "at")
    assert letter_of(ann.page, "tp-word", "c0003") == "A"
    assert letter_of(ann.page, "tp-word", "NEW") == "T"
    fits_at_360(ann.page)
    ann.shot("2p6c-declare")
    ann.page.click("[data-testid=tp-word-send]")
    ben.page.wait_for_selector("[data-testid=tp-play]", timeout=VERSION_TIMEOUT_MS)
    assert cards_at(ben.page, 3, 2) == "c0007"
    assert ben.page.get_attribute("[data-testid=tp-w-chain-3]", "data-pol") == "-"
    assert "Challenge “AT”" in text(ben.page, "tp-challenge")

    # Ben chains X onto D in column 6 and declares DX, which is no word: k6 gives D.
    start_play(ben.page, 6, 2, X_MAGENTA)
    ben.page.fill("[data-testid=tp-word-text]", "DX")
    assert letter_of(ben.page, "tp-word", "c0006") == "D"
    assert letter_of(ben.page, "tp-word", "NEW") == "X"
    ben.page.click("[data-testid=tp-word-send]")
    ann.page.wait_for_selector("[data-testid=tp-challenge]", timeout=VERSION_TIMEOUT_MS)
    assert "Challenge “DX”" in text(ann.page, "tp-challenge")
    # Ann's phone may show the word before Ben's has its own answer (the stream tells hers while
    # his answer is on its way): once it has, Ben's AT challenge goes, and none comes for DX.
    ben.page.wait_for_selector("[data-testid=tp-challenge]", state="detached", timeout=VERSION_TIMEOUT_MS)
    assert cards_at(ben.page, 6, 2) == "c0008"

    ann.page.click("[data-testid=tp-challenge]")
    upheld = "Challenge upheld: 'DX' is not an allowed word; the card was removed."
    for phone in (ann, ben):
        phone.page.wait_for_selector("[data-testid=tp-verdict]", timeout=VERSION_TIMEOUT_MS)
        assert text(phone.page, "tp-verdict") == upheld
    assert ben.page.locator("[data-testid=tp-reward_chosen-take]").count() == 0  # the challenger chooses
    ann.page.click("[data-testid=tp-reward_chosen-take]")
    for phone in (ann, ben):
        phone.page.wait_for_selector("[data-testid=tp-hand-0]:has-text('8 in hand')", timeout=VERSION_TIMEOUT_MS)
        assert cards_at(phone.page, 6, 2) == ""  # the X card left the board
        assert phone.page.locator("[data-testid=tp-w-chain-6]").count() == 0
    ann.shot("2p6c-upheld")

    ann.page.click("[data-testid=tp-end-propose]")
    ben.page.click("[data-testid=tp-end_vote-accept]")
    for phone in (ann, ben):
        phone.page.wait_for_selector("[data-testid=tp-finalise]", timeout=VERSION_TIMEOUT_MS)
    # An initial word the agreed list lacks is turned down, and both phones say so (A17).
    move(live_server, match, 1, "initial_word_declared", text="TSARED")
    for phone in (ann, ben):
        phone.page.wait_for_selector("[data-testid=tp-iw-refused]", timeout=VERSION_TIMEOUT_MS)
        assert text(phone.page, "tp-iw-refused") == \
            "'TSARED' was not accepted as the initial word; anyone may declare another."
    ben.page.click("[data-testid=tp-finalise]")
    for phone in (ann, ben):
        phone.page.wait_for_selector("[data-testid=tp-winner]", timeout=VERSION_TIMEOUT_MS)
        page = phone.page
        assert text(page, "tp-winner").startswith("Ann wins!")
        word = page.locator("[data-testid=tp-catalogue] [data-testid=tp-w-chain-3]")
        assert word.get_attribute("data-pol") == "-" and word.get_attribute("data-score") == "6"
        assert "AT" in word.inner_text() and "Score: 6" in word.inner_text()
        assert [text(page, f"tp-total-{seat}") for seat in (0, 1)] == ["6", "0"]
    result = match_view(live_server, match["id"], match["host_token"])["result"]
    assert result["totals"] == [6, 0] and result["winners"] == [0]
    fits_at_360(ann.page)
    ann.shot("2p6c-finished")
    assert ann.errors == [] and ben.errors == []


def test_a_solo_game_ends_with_mlr_fts_and_the_ultimate_index(phones, live_server):
    match, (sol,) = seat_phones(phones, live_server, ["Sol"], eq_word_score="choice")
    page = sol.page
    assert page.locator("[data-testid=tp-warn2]").count() == 0
    agree([sol])
    enter_row1(page)
    page.click("[data-testid=tp-play]")
    page.click("[data-testid=tp-cell-3-2]")
    assert text(page, "tp-learned") == "6 of 54 cards learned"
    assert page.locator("[data-testid^=tp-tpl-]").count() == 6  # one-tap templates of row 1
    page.click("[data-testid=tp-cancel]")
    start_play(page, 3, 2, T_BLACK)
    page.fill("[data-testid=tp-word-text]", "AT")
    page.click("[data-testid=tp-word-send]")
    page.wait_for_selector("[data-testid=tp-w-chain-3]", timeout=VERSION_TIMEOUT_MS)
    assert page.locator("[data-testid=tp-challenge]").count() == 0  # no challenges in solo

    page.click("[data-testid=tp-iw-open]")
    page.fill("[data-testid=tp-iw-text]", "TRADES")
    assert [letter_of(page, "tp-iw", f"c000{n}") for n in range(1, 7)] == list("STARED")
    page.click("[data-testid=tp-iw-send]")
    page.wait_for_selector("[data-testid=tp-iw-done]", timeout=VERSION_TIMEOUT_MS)
    page.click("[data-testid=tp-end-propose]")
    # TRADES is an =word (3+/3−): under eq_word_score = choice it shows the higher sum (RP 13)
    # until its credited player picks; Sol picks TP (10).
    initial = "[data-testid=tp-catalogue] [data-testid=tp-w-initial]"
    assert page.get_attribute(initial, "data-score") == "13"
    page.click("[data-testid=tp-eq-initial-tp]")
    page.wait_for_selector(f"{initial}[data-score='10']", timeout=VERSION_TIMEOUT_MS)
    page.click("[data-testid=tp-finalise]")
    page.wait_for_selector("[data-testid=tp-winner]", timeout=VERSION_TIMEOUT_MS)

    solo = match_view(live_server, match["id"], match["host_token"])["result"]["solo"]
    # MLR 1/54; FTS AT 6 + TRADES 10; UIN 16/54: numbers, and the phone shows their display forms.
    assert (solo["mlr"], solo["fts"], solo["uin"]) == (1 / 54, 16, 16 / 54)
    assert (solo["mlr_display"], solo["uin_display"]) == ("0.0185", "0.30")
    assert [text(page, f"tp-solo-{k}") for k in ("mlr", "fts", "uin")] == [
        solo["mlr_display"], str(solo["fts"]), solo["uin_display"]]
    fits_at_360(page)
    sol.shot("2p6c-solo")
    assert sol.errors == []



def test_a_jury_upholds_a_challenge_and_the_last_words_window_closes_by_itself(phones, live_server):
    """Three players, no list (G2's C3-C7 shape): Ben is the whole jury of Cat's challenge of Ann's
    word; then the game ends by agreement with Ben's word still open to challenge, and that window
    closes by itself when its time is up. Ann plays through the API."""
    match = create_match(live_server, ["Ann", "Ben", "Cat"], final_challenge_timeout_s=10)
    ben, cat = phones("2p6c-ben"), phones("2p6c-cat")
    ui.join(ben, match["join_code"], 1, "[data-testid=tp-lobby]")
    ui.join(cat, match["join_code"], 2, "[data-testid=tp-lobby]")
    assert cat.page.locator("[data-testid=tp-warn2]").count() == 0  # 3 players: a jury exists
    row1_through_api(live_server, match)
    move(live_server, match, 0, "play", cell={"col": 3, "row": 2}, card=card("black", "-", "T", 2, 3),
         form={"text": "AT"})
    cat.page.wait_for_selector("[data-testid=tp-challenge]", timeout=VERSION_TIMEOUT_MS)
    cat.page.click("[data-testid=tp-challenge]")
    for phone in (ben, cat):
        phone.page.wait_for_selector("[data-testid=tp-challenge-box]", timeout=VERSION_TIMEOUT_MS)
        assert "Cat challenges “AT” by Ann" in text(phone.page, "tp-challenge-box")
        assert "Jury: Ben" in text(phone.page, "tp-challenge-box")
    assert cat.page.locator("[data-testid=tp-jury_vote-not_allowed]").count() == 0  # not a juror
    fits_at_360(ben.page)
    ben.page.click("[data-testid=tp-jury_vote-not_allowed]")
    upheld = "Challenge upheld: 'AT' is not an allowed word; the card was removed."
    for phone in (ben, cat):
        phone.page.wait_for_selector("[data-testid=tp-verdict]", timeout=VERSION_TIMEOUT_MS)
        assert text(phone.page, "tp-verdict") == upheld
    assert "Cat takes the card or tucks it" in text(ben.page, "tp-challenge-box")
    cat.page.click("[data-testid=tp-reward_chosen-tuck]")
    ben.page.wait_for_selector("[data-testid=tp-hand-2]:has-text('8 in hand')", timeout=VERSION_TIMEOUT_MS)
    assert cards_at(ben.page, 3, 2) == ""

    # Ben chains O onto S (Green may break polarity) and declares SO; Ann proposes to end.
    move(live_server, match, 1, "play", cell={"col": 1, "row": 2}, card=card("green", "-", "O", 1, 2),
         form={"text": "SO"})
    move(live_server, match, 0, "end_proposed")
    for phone in (ben, cat):
        phone.page.click("[data-testid=tp-end_vote-accept]")
    for phone in (ben, cat):
        phone.page.wait_for_selector("[data-testid=countdown]", timeout=VERSION_TIMEOUT_MS)
    assert ben.page.locator("[data-testid=tp-no-challenge]").count() == 0  # Ben's own word
    assert "Challenge “SO”" in text(cat.page, "tp-challenge")
    cat.page.click("[data-testid=tp-no-challenge]")
    ben.page.wait_for_selector("[data-testid=tp-window]:has-text('No challenge: Cat')", timeout=VERSION_TIMEOUT_MS)
    # Ann never answers: when the ten seconds are up a phone closes the window, quietly.
    for phone in (ben, cat):
        phone.page.wait_for_selector("[data-testid=tp-finalise]", timeout=20_000)
        assert phone.page.is_hidden("#notice")
        assert phone.page.locator("[data-testid=outbox] li").count() == 0
    assert match_view(live_server, match["id"], match["host_token"])["state"]["phase"] == "scoring"
    # Only one phone's close is first: the other's refusal (409) is expected, and Chromium logs it.
    refused = "the server responded with a status of 409"
    assert [e for e in ben.errors + cat.errors if refused not in e] == []


def test_two_players_without_a_list_are_warned_and_can_agree_on_one(phones, live_server):
    match, (ann, _ben) = seat_phones(phones, live_server, ["Ann", "Ben"])
    assert "can ever be upheld" in text(ann.page, "tp-warn2")
    ann.page.click("[data-testid=tp-use-list]")
    ann.page.wait_for_selector("[data-testid=tp-rules]:has-text('bundled English list')", timeout=VERSION_TIMEOUT_MS)
    assert ann.page.locator("[data-testid=tp-warn2]").count() == 0
    assert match_view(live_server, match["id"], match["host_token"])["state"]["word_policy"]["source"] == "list:en-v1"


def entering_for(page, seat: int) -> None:
    """The host phone's "Entering for" picker shows this seat."""
    page.wait_for_selector(f"[data-testid=tp-as] option[value='{seat}']:checked",
                           state="attached", timeout=VERSION_TIMEOUT_MS)


def test_one_shared_phone_made_on_the_create_screen_runs_the_whole_table(phones, live_server):
    """The host phone has no seat of its own: it enters for one player at a time, by default the
    one the game waits for, and may switch to another."""
    host = phones("2p6c-host")
    host.open("#/create")
    host.page.select_option("[data-testid=create-game]", "2p6c")
    host.page.fill("[data-testid=create-player-0]", "Ann")
    host.page.click("[data-testid=create-add-player]")
    host.page.fill("[data-testid=create-player-1]", "Ben")
    ui.host_only(host.page)
    host.page.click("[data-testid=create-submit]")
    host.page.click("text=Go to the table")
    page = host.page
    page.wait_for_selector("[data-testid=tp-lobby]", timeout=VERSION_TIMEOUT_MS)
    entering_for(page, 0)  # Ann
    page.click("[data-testid=tp-agree]")
    page.wait_for_selector("[data-testid=tp-agreed-0][data-on=true]", timeout=VERSION_TIMEOUT_MS)
    # The game now waits for Ben only, so the phone enters for him.
    entering_for(page, 1)  # Ben
    page.click("[data-testid=tp-agree]")
    page.wait_for_selector("[data-testid=tp-setup]", timeout=VERSION_TIMEOUT_MS)
    enter_row1(page)
    assert text(page, "tp-status") == "Your decision"  # entering for Ann, who decides
    start_play(page, 3, 2, T_BLACK)
    page.fill("[data-testid=tp-word-text]", "AT")
    page.click("[data-testid=tp-word-send]")
    page.wait_for_selector("[data-testid=tp-w-chain-3]", timeout=VERSION_TIMEOUT_MS)
    entering_for(page, 1)  # Ben
    page.click("[data-testid=tp-recycle]")
    entering_for(page, 0)  # Ann
    assert not host.errors, host.errors
