"""The Flares screen in real Chromium: two or three phones at one table (docs/games/flares.md §3.7)."""
from __future__ import annotations

import re

import pytest

from .flares_ui import T01, T09, create_match, enter, join, shows_version, to_table, visible_cards
from .test_phone_app import _assert_fits_with_large_targets  # the shell's own 360 px / 44 px check

pytestmark = pytest.mark.e2e


def _text(page, testid: str) -> str:
    return page.inner_text(f"[data-testid={testid}]")


def _play(phones_by_seat, moves, start_version=0, check=None, watchers=()):
    """Each move entered on the phone of its seat; every phone must show it without reloading."""
    for version, (seat, kind, cards) in enumerate(moves, start=start_version + 1):
        enter(phones_by_seat[seat].page, kind, cards)
        for phone in {*phones_by_seat.values(), *watchers}:
            shows_version(phone.page, version)
        if check:
            check(version)


def _shows_card(text: str, card: str) -> bool:
    """The card's code or its spoken label anywhere in the markup or text (not inside a longer word)."""
    label = f"{card[0]} of {dict(U='Units', P='Planes', H='Hearts', F='Flares', D='Diamonds', C='Clubs')[card[1]]}"
    return bool(re.search(rf"(?<![0-9A-Za-z]){card}(?![0-9A-Za-z])", text)) or label in text


def test_two_phones_play_fl_t01_live_and_both_score_ben_plus_13(phones):
    host, ben = phones("fl-host"), phones("fl-ben", color_scheme="dark")
    code = create_match(host)
    join(ben, code, seat=1)
    to_table(host)
    assert "Ann flips the top deck card to lead trick 1" in _text(ben.page, "fl-turn")

    def check(version):
        if version == 1:  # the deck's 5U leads: Ben sees it with the lead suit, and cannot enter 5U again
            assert "Lead: Units" in _text(ben.page, "fl-lead-suit")
            assert ben.page.locator("[data-testid=fl-trick] [data-face='5U']").count() == 1
            assert ben.page.is_disabled("[data-testid=fl-panel] [data-card='5U']")
            assert _text(ben.page, "fl-turn") == "Your turn"
            assert _text(ben.page, "fl-deck-count") == "26"
            _assert_fits_with_large_targets(ben.page)
            ben.shot("t01-deck-leads")
        if version == 3:  # trick 1 complete: the deck took it
            assert "Trick 1 went to Deck" in _text(ben.page, "fl-last-trick")
            assert _text(ben.page, "fl-tricks-deck") == "1"
            assert "Ann flips" in _text(host.page, "fl-turn")
        if version == 5:
            host.shot("t01-mid-trick")
        if version == 8:  # after the last trick the dealer turns up the point cards; played ones are greyed
            assert "turns up the three point cards" in _text(ben.page, "fl-turn")
            assert _text(ben.page, "fl-tricks-1") == "2"
            assert host.page.is_disabled("[data-testid=fl-panel] [data-card='6F']")
            host.page.click("[data-testid=fl-panel] [data-card='2F']")
            host.page.click("[data-testid=fl-panel] [data-card='5F']")
            assert host.page.locator("[data-testid=fl-submit]").count() == 0  # three are needed
            host.page.click("[data-testid=fl-panel] [data-card='2F']")  # a second tap takes it back
            assert "(1 picked)" in _text(host.page, "fl-panel")
            host.page.click("[data-testid=fl-panel] [data-card='5F']")
            assert "(0 picked)" in _text(host.page, "fl-panel")
            _assert_fits_with_large_targets(host.page)

    _play({0: host, 1: ben}, T01, check=check)
    for phone in (host, ben):
        page = phone.page
        assert _text(page, "fl-score-1-1") == "13" and _text(page, "fl-score-1-0") == "0"
        assert _text(page, "fl-total-1") == "13"
        assert "+13" in _text(page, "fl-award-1") and "0" in _text(page, "fl-award-0")
        assert [page.get_attribute(f"[data-testid=fl-point-cards] [data-face='{c}']", "data-face")
                for c in ("2F", "5F", "6U")] == ["2F", "5F", "6U"]
        assert "Sum 13" in _text(page, "fl-multipliers") and "×2" not in _text(page, "fl-multipliers")
        assert "Ben: 13 of 100" in _text(page, "fl-race-1")
        assert "Round 2" in page.inner_text(".fl-head") and "Dealer: Ben" in page.inner_text(".fl-head")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    host.shot("t01-round-scored")
    ben.shot("t01-round-scored-dark")
    ben.page.click("text=Scores")
    ben.page.wait_for_selector("[data-testid=fl-scores]")
    assert _text(ben.page, "fl-total-1") == "13"
    ben.shot("t01-scores-tab")
    assert host.errors == [] and ben.errors == []


def test_a_revoke_shows_its_flag_with_the_evidence_on_both_phones(phones):
    host, ben = phones("fl-rv-host"), phones("fl-rv-ben")
    code = create_match(host)
    join(ben, code, seat=1)
    to_table(host)
    _play({0: host, 1: ben}, T09[:7])
    assert host.page.locator("[data-testid=fl-flags]").count() == 0
    _play({0: host, 1: ben}, T09[7:8], start_version=7)  # Ben plays 1H: he held Hearts in trick 1
    for phone in (host, ben):
        flag = phone.page.locator("[data-testid=fl-flag-1]")
        assert "FLARES-REVOKE" in flag.inner_text()
        assert (flag.locator("[data-testid=fl-flag-message]").inner_text()
                == "Ben didn't follow Hearts in trick 1 but held 1H — a revoke.")
        assert (flag.locator("[data-testid=fl-flag-evidence]").inner_text()
                == "Trick 1: Ben played 5 of Diamonds on Hearts (move 2). Proved by 1 of Hearts in trick 3 (move 8).")
    ben.shot("t09-revoke-flag")
    _play({0: host, 1: ben}, T09[8:], start_version=8)
    for phone in (host, ben):  # the flag stays (flag_only); the round is scored as usual: A +18
        assert phone.page.locator("[data-testid=fl-flag-1]").count() == 1
        assert _text(phone.page, "fl-score-1-0") == "18"
        assert "Same suit ×2" in _text(phone.page, "fl-multipliers")
        # Its round is over: it no longer pins the table, and says nobody ruled on it.
        assert phone.page.locator("[data-testid=fl-flags]").count() == 0
        assert "not ruled on" in _text(phone.page, "fl-flag-log")
    host.shot("t09-scored-with-flag")
    assert host.errors == [] and ben.errors == []


def test_the_table_dismisses_a_revoke_flag_and_the_shared_phone_shows_the_round_before_the_next_picker(phones):
    host, ben = phones("fl-rule-host"), phones("fl-rule-ben")
    code = create_match(host, revoke_penalty="forfeit_round")
    join(ben, code, seat=1)
    to_table(host)
    _play({0: host, 1: ben}, T09[:8])
    for phone in (host, ben):  # pinned, with the table's two answers, on every phone
        flag = phone.page.locator("[data-testid=fl-flags] [data-testid=fl-flag-1]")
        assert "leaves Ben no points this round" in flag.inner_text()
        assert flag.locator("[data-testid=fl-uphold-1]").is_visible()
        assert flag.locator("[data-testid=fl-dismiss-1]").is_visible()
    _assert_fits_with_large_targets(ben.page)
    ben.shot("revoke-to-rule")

    ben.page.click("[data-testid=fl-dismiss-1]")  # Ben's own phone, though it is Ann's turn
    for phone in (host, ben):
        shows_version(phone.page, 9)
        phone.page.wait_for_selector("[data-testid=fl-flags]", state="detached")
        assert "dismissed" in _text(phone.page, "fl-flag-log")
    assert _text(host.page, "fl-turn").startswith("Ann")  # whose turn it is did not change

    _play({0: host, 1: ben}, T09[8:], start_version=9)
    host.page.wait_for_selector("[data-testid=fl-result]")
    # The shared phone: round 1's result first, then round 2's flip picker; Ben's phone (Ben deals
    # round 2) keeps its own picker first.
    order = """() => { const r = document.querySelector('[data-testid=fl-result]');
      const p = document.querySelector('[data-testid=fl-panel]');
      return r.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING ? 'result-first' : 'panel-first'; }"""
    assert host.page.evaluate(order) == "result-first"
    assert ben.page.evaluate(order) == "panel-first"
    assert _text(host.page, "fl-score-1-1") == "0"
    host.shot("round-before-picker")
    assert host.errors == [] and ben.errors == []


def test_an_upheld_flag_under_rewind_offers_to_undo_back_to_the_revoking_card(phones):
    host, ben = phones("fl-rewind-host"), phones("fl-rewind-ben")
    code = create_match(host, revoke_penalty="rewind")
    join(ben, code, seat=1)
    to_table(host)
    _play({0: host, 1: ben}, T09[:8])
    host.page.click("[data-testid=fl-uphold-1]")
    shows_version(ben.page, 9)
    assert "upheld" in _text(ben.page, "fl-flag-log")
    host.page.click("[data-testid=fl-rewind-1]")
    assert "back to move 2" in _text(host.page, "fl-rewind-1-ask")
    host.page.click("[data-testid=fl-rewind-1-yes]")
    # Moves 9 back to 2 undone, one by one: the deck's 3H leads trick 1 again, Ben to play. On the way
    # trick 3 also holds one card (the deck's 2C) with Ben to play, so wait for 3H, not for a count.
    ben.page.wait_for_function(
        """() => document.querySelectorAll('[data-testid=fl-trick] .fl-plays li:not(.fl-next)').length === 1
                 && document.querySelector("[data-testid=fl-trick] [data-face='3H']") !== null
                 && document.querySelector('[data-testid=fl-turn]')?.innerText === 'Your turn'""",
        timeout=15_000)
    assert _text(ben.page, "fl-turn") == "Your turn"
    assert ben.page.locator("[data-testid=fl-flag-log]").count() == 0
    assert host.errors == [] and ben.errors == []


def test_a_tracked_hand_stays_on_its_own_phone_until_each_card_is_played(phones):
    host, ann, ben = phones("fl-ht-host"), phones("fl-ht-ann"), phones("fl-ht-ben")
    code = create_match(host, info_mode="hand_tracking")
    join(ann, code, seat=0)
    join(ben, code, seat=1)
    to_table(host)
    assert "Waiting for hands: Ann, Ben" in _text(host.page, "fl-turn")
    assert host.page.locator("[data-testid=fl-panel]").count() == 0  # the host phone has no hand to enter
    ann_hand, ben_hand = ["2H", "4D", "6C"], ["1H", "5D", "3P"]
    everyone = {0: ann, 1: ben}

    for card in ann_hand:
        ann.page.click(f"[data-testid=fl-panel] [data-card='{card}']")
    assert "Your hand: 2 of Hearts, 4 of Diamonds, and 6 of Clubs" in _text(ann.page, "fl-summary")
    ann.shot("ht-entering-hand")
    ann.page.click("[data-testid=fl-submit]")
    for phone in (host, ann, ben):
        shows_version(phone.page, 1)
    assert "Waiting for hands: Ben" in _text(host.page, "fl-turn")
    assert [ann.page.get_attribute(f"[data-testid=fl-hand] [data-face='{c}']", "data-face") for c in ann_hand] == ann_hand
    for phone in (host, ben):
        seen = visible_cards(phone.page)
        assert not [card for card in ann_hand if _shows_card(seen, card)]

    _play(everyone, [(1, "private_hand", ben_hand), (0, "deck_lead", "3H")], start_version=1, watchers=[host])
    # FL-T10 on the phone: Ben holds 1H, so only 1H can be played on Hearts.
    assert not ben.page.is_disabled("[data-testid=fl-hand] button[data-card='1H']")
    assert ben.page.is_disabled("[data-testid=fl-hand] button[data-card='5D']")
    assert ben.page.is_disabled("[data-testid=fl-hand] button[data-card='3P']")
    _assert_fits_with_large_targets(ben.page)
    ben.shot("ht-ben-follows-hearts")
    # Ben's cards are played on his phone only (CORE-HAND-OWN-PHONE): the host's and Ann's phones
    # offer no card for him, and say why.
    for phone in (host, ann):
        assert _text(phone.page, "own-phone-note") == "Ben plays their cards on their own phone."
        assert phone.page.locator("[data-testid=fl-panel] [data-card]").count() == 0
    host.shot("ht-host-waits-for-ben")
    for phone in (host, ann):
        seen = visible_cards(phone.page)
        assert not [card for card in ben_hand if _shows_card(seen, card)]
        assert not [card for card in ann_hand if phone is host and _shows_card(seen, card)]

    _play(everyone, [(1, "play", "1H"), (0, "play", "2H")], start_version=3, watchers=[host])
    for phone, other_hand in ((ann, ben_hand), (host, ben_hand + ann_hand), (ben, ann_hand)):
        seen = visible_cards(phone.page)
        shown = [card for card in other_hand if _shows_card(seen, card)]
        assert sorted(shown) == sorted({"1H", "2H"} & set(other_hand))  # only the played cards
    assert ann.page.locator("[data-testid=fl-hand] .fl-spent[data-face='2H']").count() == 1
    host.shot("ht-host-after-trick-1")
    ben.shot("ht-ben-after-trick-1")
    assert host.errors == [] and ann.errors == [] and ben.errors == []


def test_the_race_ends_with_the_winner_on_both_phones_in_italian_too(phones):
    host, ben = phones("fl-end-host"), phones("fl-end-ben")
    code = create_match(host, target=10)
    join(ben, code, seat=1)
    to_table(host)
    _play({0: host, 1: ben}, T01)
    for phone in (host, ben):
        assert "Ben wins!" in _text(phone.page, "fl-winner")
        assert phone.page.locator("[data-testid=fl-panel]").count() == 0  # nothing left to enter
        assert "Ben: 13 of 10" in _text(phone.page, "fl-race-1")
        assert phone.page.locator("[data-testid=fl-race-1] .fl-reached").count() == 1
    ben.shot("game-over")
    ben.page.click("#lang")
    ben.page.wait_for_selector("text=Vince Ben!")
    assert "Corsa a 10" in ben.page.inner_text(".fl-sheet")
    ben.shot("game-over-it")
    assert host.errors == [] and ben.errors == []
