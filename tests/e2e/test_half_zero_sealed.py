"""Half-Zero on phones in sealed mode: each player picks privately, the table sees only who has
committed, and every phone shows the reveal at once (docs/games/half-zero.md §2, HZ-12)."""
from __future__ import annotations

import pytest

from .half_zero_ui import (
    create_match,
    fits_with_large_targets,
    join,
    pick,
    point_card,
    seal,
    settled,
    shows_version,
    status,
    trace_of,
)

pytestmark = pytest.mark.e2e


def _table(phones, base_url: str, names: list[str]):
    """A sealed-mode match made through the API, each player's phone joined to its seat."""
    code = create_match(base_url, names, selection_mode="sealed")["join_code"]
    seated = []
    for seat, name in enumerate(names):
        phone = phones(f"hz-{name.lower()}")
        join(phone, code, seat)
        seated.append(phone)
    return seated


def test_a_sealed_pick_shows_only_who_committed_until_both_are_in(phones, live_server):
    ann, ben = _table(phones, live_server, ["Ann", "Ben"])

    seal(ann.page, "6U")
    shows_version(ann.page, 1)
    shows_version(ben.page, 1)
    assert "Ann has committed" in status(ben.page, 0)
    assert "Ben is choosing" in status(ben.page, 1)
    assert "6 of Units" in ann.page.inner_text("[data-testid=hz-my-pick]") or \
        ann.page.locator("[data-testid=hz-my-pick] [title='6 of Units']").count() == 1
    assert not trace_of(ben.page, "6U", "6 of Units")
    fits_with_large_targets(ben.page)
    ben.shot("sealed-ann-committed")
    ann.shot("sealed-ann-waiting")

    pick(ben.page, "4P")  # tapped, not sealed: still Ben's alone
    assert "Ben is choosing" in status(ann.page, 1)
    assert not trace_of(ann.page, "4P", "4 of Planes")
    ben.page.click("[data-testid=hz-confirm]")

    for phone in (ann, ben):
        shows_version(phone.page, 2)
        phone.page.wait_for_selector("[data-testid=hz-reveal-0][data-card='6U']")
        phone.page.wait_for_selector("[data-testid=hz-reveal-1][data-card='4P']")
        assert phone.page.locator("[data-testid=hz-reveal] .hz-flip").count() == 2  # flipped together
        assert "Ann won turn 1" in phone.page.inner_text("[data-testid=hz-banner]")
    assert trace_of(ben.page, "6U", "6 of Units")  # the check above would see a leak
    fits_with_large_targets(ann.page)
    settled(ann, "sealed-reveal-winner")
    ben.shot("sealed-reveal")
    assert ben.page.locator("[data-testid=hz-point-pick]").count() == 0
    assert "Waiting for Ann" in ben.page.inner_text("[data-testid=hz-point-wait]")

    point_card(ann.page, "3C")
    for phone in (ann, ben):
        shows_version(phone.page, 3)
        assert phone.page.inner_text("[data-testid=hz-points-0]").startswith("3 pts")
        assert phone.page.inner_text("[data-testid=hz-points-1]").startswith("0 pts")
        assert "Ann wins 3 of Clubs (+3)" in phone.page.inner_text("[data-testid=hz-outcome]")
        assert "Turn 2" in phone.page.inner_text("[data-testid=hz-banner]")
        assert phone.page.locator("[data-testid=hz-pick] [data-card='6U']").count() == 0
    ben.shot("sealed-points")
    assert ann.errors == [] and ben.errors == []


def test_a_tie_break_prompt_appears_only_on_the_tied_players_phones(phones, live_server):
    ann, ben, cat = _table(phones, live_server, ["Ann", "Ben", "Cat"])
    seal(ann.page, "6U")
    seal(ben.page, "6P")
    shows_version(ann.page, 2)
    shows_version(ben.page, 2)
    # Both have committed; neither phone shows anything of the other's card.
    assert "Ben has committed" in status(ann.page, 1) and "Ann has committed" in status(ben.page, 0)
    assert not trace_of(ann.page, "6P", "6 of Planes")
    assert not trace_of(ben.page, "6U", "6 of Units")
    seal(cat.page, "2H")

    for phone in (ann, ben, cat):
        shows_version(phone.page, 3)
        assert "Tie between Ann, Ben" in phone.page.inner_text("[data-testid=hz-banner]")
    for phone in (ann, ben):
        assert "Tie-break" in phone.page.inner_text(".hz-panel")
        assert phone.page.locator("[data-testid=hz-pick] button").count() == 4  # 6 played, 5 is the base
        assert phone.page.locator("[data-testid=hz-pick] [data-card='W']").count() == 0
    assert cat.page.locator("[data-testid=hz-pick]").count() == 0
    assert cat.page.locator("[data-testid=hz-status-2]").count() == 0  # Cat is not in the tie
    assert "Ann is choosing" in status(cat.page, 0)
    fits_with_large_targets(ann.page)
    settled(ann, "tiebreak-prompt")
    cat.shot("tiebreak-watching")

    seal(ann.page, "4U")
    shows_version(cat.page, 4)
    assert "Ann has committed" in status(cat.page, 0) and "Ben is choosing" in status(cat.page, 1)
    assert not trace_of(cat.page, "4U", "4 of Units")
    seal(ben.page, "3P")
    for phone in (ann, ben, cat):
        shows_version(phone.page, 5)
        phone.page.wait_for_selector("text=Tie-break 1")
        assert "Ann won turn 1" in phone.page.inner_text("[data-testid=hz-banner]")
    assert ann.page.locator("[data-testid=hz-point-pick]").count() == 1
    settled(cat, "tiebreak-resolved")
    assert ann.errors == [] and ben.errors == [] and cat.errors == []


def test_a_revealed_pick_is_undone_only_once_the_other_player_agrees_on_their_phone(phones, live_server):
    ann, ben = _table(phones, live_server, ["Ann", "Ben"])
    seal(ann.page, "6U")
    shows_version(ben.page, 1)
    seal(ben.page, "4P")
    for phone in (ann, ben):
        shows_version(phone.page, 2)

    # Ben saw Ann's 6 and would rather not have played his 4: the undo is refused, with why.
    ben.page.click("[data-testid=undo-ask]")
    ben.page.click("[data-testid=undo-yes]")
    ben.page.wait_for_selector("#notice:not([hidden])")
    assert "showed the table Ann's sealed entry" in ben.page.inner_text("#notice")
    ben.page.click("[data-testid=change-ask]")
    for phone in (ann, ben):
        shows_version(phone.page, 3)
        assert "Ben asks to undo move #2" in phone.page.inner_text("[data-testid=change-question]")
    assert "Waiting for: Ann" in ben.page.inner_text("[data-testid=change-progress]")
    assert ben.page.locator("[data-testid=change-agree]").count() == 0
    assert ben.page.locator("[data-testid=change-withdraw]").count() == 1
    ann.shot("change-request-asked")

    ann.page.click("[data-testid=change-agree]")
    for phone in (ann, ben):
        shows_version(phone.page, 4)
        phone.page.wait_for_selector("[data-testid=change-request]", state="hidden")
    assert "Ben is choosing" in status(ann.page, 1)
    # Only the refused undo, which Chromium logs.
    assert ann.errors == [] and [e for e in ben.errors if "status of 409" not in e] == []
