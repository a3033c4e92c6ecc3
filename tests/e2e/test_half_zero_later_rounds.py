"""Half-Zero on phones after round 1, when a base has moved down (docs/games/half-zero.md §2.3-§2.5): the
player below the highest base may opt out openly or secretly with a hierarchy card, and in
hand-tracking mode enters the hand they were dealt on their own phone only. Round 1 is played
through the API so the phones open the table at the start of round 2."""
from __future__ import annotations

import pytest

from .half_zero_ui import (
    api_move,
    create_match,
    fits_with_large_targets,
    join,
    pick,
    screen_without,
    seal,
    seat_move,
    settled,
    shows_card,
    shows_version,
    status,
    version,
)

pytestmark = pytest.mark.e2e

# Only the opt-out test seats three phones: the session's test server runs 8 threads and every
# open table holds one for its live stream (a closed phone's, until the next 15 s heartbeat), so
# seven phones in a row would leave the next ones' moves waiting for a free thread.

# Round 1, sealed, Ann/Ben/Cat on Units/Planes/Hearts: Ann wins 6C and 3C (9 points), Ben 1C, Cat
# 2C, the last turn is a tie nobody can break. Ann's base goes down to 4: in round 2 she holds
# 4 cards, may sit out one turn (M − base = 1) and has the one hierarchy card for it (HZ-6).
SEALED_ROUND_1 = {
    3: [(("6U", "1P", "1H"), "6C"), (("1U", "6P", "2H"), "1C"), (("2U", "2P", "6H"), "2C"),
        (("4U", "3P", "3H"), "3C"), (("3U", "4P", "4H"), None)],
    # Ann/Ben: Ann 11 points, Ben 8.
    2: [(("6U", "1P"), "6C"), (("1U", "6P"), "1C"), (("4U", "2P"), "5C"), (("2U", "3P"), "3C"),
        (("3U", "4P"), "4C")],
}


def _sealed_round_2(phones, base_url: str, names: list[str]):
    """A sealed match, each player's phone joined to its seat; round 1 is entered through the API,
    the sealed picks with each phone's own seat token (a sealed pick comes only from its seat)."""
    match = create_match(base_url, names, selection_mode="sealed")
    seated = []
    for seat, name in enumerate(names):
        phone = phones(f"hz-r2-{name.lower()}")
        join(phone, match["join_code"], seat)
        seated.append(phone)
    moves = 0
    for picks, point in SEALED_ROUND_1[len(names)]:
        for phone, card in zip(seated, picks):
            seat_move(base_url, match, phone, "select", {"choice": card})
        moves += len(picks)
        if point:
            winner = max(range(len(picks)), key=lambda seat: int(picks[seat][0]))
            api_move(base_url, match, winner, "point_card", {"card": point})
            moves += 1
    for phone in seated:
        shows_version(phone.page, moves)
        assert "Round 1 over: Ann upgrades to base 4" in phone.page.inner_text("[data-testid=hz-round-over]")
        assert "Turn 1" in phone.page.inner_text("[data-testid=hz-banner]")
        assert "opt-outs 0/1 · W 0/1" in phone.page.inner_text("[data-testid=hz-seat-0]")
    return seated


def test_a_player_below_the_top_base_can_opt_out_and_every_phone_shows_it(phones, live_server):
    ann, ben, cat = _sealed_round_2(phones, live_server, ["Ann", "Ben", "Cat"])
    everyone = (ann, ben, cat)
    start = version(ann.page)
    # Only Ann (base 4, the others 5) is offered the opt-out; nobody has picked yet.
    assert ann.page.locator("[data-testid=hz-optout]").count() == 1
    assert ann.page.inner_text("[data-testid=hz-optout]") == "Opt out of this turn"
    assert ben.page.locator("[data-testid=hz-optout]").count() == 0
    assert cat.page.locator("[data-testid=hz-optout]").count() == 0
    fits_with_large_targets(ann.page)
    settled(ann, "r2-optout-offered")

    ann.page.click("[data-testid=hz-optout]")
    for phone in everyone:
        shows_version(phone.page, start + 1)
        assert status(phone.page, 0) == "Ann opted out"
        assert "Ben is choosing" in status(phone.page, 1) and "Cat is choosing" in status(phone.page, 2)
        assert "opt-outs 1/1" in phone.page.inner_text("[data-testid=hz-seat-0]")
    # Ann sits the turn out: nothing to pick, nothing more to opt out of.
    assert ann.page.locator("[data-testid=hz-pick], [data-testid=hz-optout], [data-testid=hz-confirm]").count() == 0
    ben.shot("r2-ann-opted-out")

    seal(ben.page, "3P")
    for phone in (ann, cat):
        shows_version(phone.page, start + 2)
        assert status(phone.page, 0) == "Ann opted out"
        assert status(phone.page, 1) == "Ben has committed"
    seal(cat.page, "2H")  # the last pick still needed: Ann's is not waited for
    for phone in everyone:
        shows_version(phone.page, start + 3)
        phone.page.wait_for_selector("[data-testid=hz-reveal-1][data-card='3P']")
        phone.page.wait_for_selector("[data-testid=hz-reveal-2][data-card='2H']")
        out = phone.page.locator("[data-testid=hz-reveal-0]")
        assert out.get_attribute("data-card") is None and out.inner_text().split() == ["out", "Ann"]
        assert "Ben won turn 1" in phone.page.inner_text("[data-testid=hz-banner]")
        assert "4 of 4 cards left" in phone.page.inner_text("[data-testid=hz-seat-0]")  # she kept her cards
    settled(cat, "r2-optout-reveal")
    assert ann.errors == [] and ben.errors == [] and cat.errors == []


def test_a_sealed_hierarchy_card_opt_out_stays_secret_until_the_reveal(phones, live_server):
    ann, ben = _sealed_round_2(phones, live_server, ["Ann", "Ben"])
    start = version(ann.page)
    # What Ben's phone shows of the table, Ann's status line aside, before she picks.
    varying = "[data-testid=hz-status-0], [data-testid=hz-round-over]"
    before = screen_without(ben.page, varying)
    assert status(ben.page, 0) == "Ann is choosing…"

    pick(ann.page, "W")
    assert "Opt out secretly (W)" in ann.page.inner_text(".hz-panel")
    ann.page.click("[data-testid=hz-confirm]")
    shows_version(ann.page, start + 1)
    assert ann.page.locator("[data-testid=hz-my-pick] .suit-W").count() == 1  # her own phone knows
    shows_version(ben.page, start + 1)
    assert status(ben.page, 0) == "Ann has committed"
    # Apart from that line, nothing changed: no W, no opt-out counted, no hierarchy wording.
    assert screen_without(ben.page, varying) == before
    assert "opt-outs 0/1 · W 0/1" in ben.page.inner_text("[data-testid=hz-seat-0]")
    shown = screen_without(ben.page, "[data-testid=hz-seat-0]")  # it holds the public "W 0/1"
    assert not any(word in shown for word in ("suit-W", "Wild", "(W)", "secretly", "opted out", ">W<"))
    fits_with_large_targets(ben.page)
    ben.shot("r2-ann-sealed-w")

    seal(ben.page, "1P")  # Ben's lowest card: it wins, as Ann is out
    for phone in (ann, ben):
        shows_version(phone.page, start + 2)
        hierarchy = phone.page.locator("[data-testid=hz-reveal-0]")
        hierarchy.wait_for()
        assert hierarchy.get_attribute("data-card") is None  # no card of Ann's suit: she is out
        assert hierarchy.locator(".pc-face.suit-W[title='Wild']").count() == 1
        assert hierarchy.inner_text().split() == ["W", "Ann"]
        phone.page.wait_for_selector("[data-testid=hz-reveal-1][data-card='1P']")
        assert "Ben won turn 1" in phone.page.inner_text("[data-testid=hz-banner]")
        assert "opt-outs 1/1 · W 1/1" in phone.page.inner_text("[data-testid=hz-seat-0]")
        assert "4 of 4 cards left" in phone.page.inner_text("[data-testid=hz-seat-0]")
    settled(ben, "r2-hierarchy-reveal")
    assert ann.errors == [] and ben.errors == []


def _cards(page, testid: str) -> list[str]:
    return page.locator(f"[data-testid={testid}] [data-card]").evaluate_all(
        "(nodes) => nodes.map((node) => node.dataset.card)")


def test_a_tracked_hand_is_entered_on_its_own_phone_and_never_shows_on_the_other(phones, live_server):
    """Hand tracking picks sealed (a physical reveal would be one phone typing a tracked card)."""
    match = create_match(live_server, ["Ann", "Ben"], info_mode="hand_tracking", selection_mode="sealed")
    ann, ben = phones("hz-ht-ann"), phones("hz-ht-ben")
    join(ann, match["join_code"], 0)
    join(ben, match["join_code"], 1)
    for picks, point in SEALED_ROUND_1[2]:  # both at base 5: no hand to enter in round 1
        for phone, card in zip((ann, ben), picks):
            seat_move(live_server, match, phone, "select", {"choice": card})
        winner = max(range(2), key=lambda seat: int(picks[seat][0]))
        api_move(live_server, match, winner, "point_card", {"card": point})
    for phone in (ann, ben):
        shows_version(phone.page, 15)
        assert "Waiting for the hands of Ann" in phone.page.inner_text("[data-testid=hz-banner]")
        assert "Round 1 over: Ann upgrades to base 4" in phone.page.inner_text("[data-testid=hz-round-over]")

    # Ann's phone: her suit without the base 4U, and she ticks the 4 she was dealt (5U went under).
    hand, under = ["1U", "2U", "3U", "6U"], "5U"
    assert _cards(ann.page, "hz-hand") == ["1U", "2U", "3U", "5U", "6U"]
    assert "Enter your hand: tap your 4 cards" in ann.page.inner_text(".hz-panel")
    for card in hand[:3]:
        ann.page.click(f"[data-testid=hz-hand] [data-card='{card}']")
    assert ann.page.is_disabled("[data-testid=hz-hand-send]")  # three of four
    ann.page.click(f"[data-testid=hz-hand] [data-card='{hand[3]}']")
    assert ann.page.locator("[data-testid=hz-hand] [aria-pressed=true]").count() == 4
    fits_with_large_targets(ann.page)
    settled(ann, "ht-hand-entry")
    # Ben's phone has no hand to enter (base 5: his hand is known) and nothing of Ann's taps.
    assert ben.page.locator("[data-testid=hz-hand], [data-testid=hz-pick], [data-testid^=hz-scribe]").count() == 0
    assert not [card for card in hand + [under] if shows_card(screen_without(ben.page), card)]

    ann.page.click("[data-testid=hz-hand-send]")
    for phone in (ann, ben):
        shows_version(phone.page, 16)
        assert "Turn 1: everyone picks a card on their own phone" in phone.page.inner_text("[data-testid=hz-banner]")
    assert ann.page.locator("[data-testid=hz-hand]").count() == 0
    # Ann's phone offers her only what she holds; Ben's phone offers nothing of hers to play.
    assert [card for card in _cards(ann.page, "hz-pick") if card not in ("W", "NONE")] == hand
    assert ben.page.locator("[data-testid^=hz-scribe]").count() == 0
    seen = screen_without(ben.page, "[data-testid=hz-pick]")
    assert not [card for card in hand + [under] if shows_card(seen, card)]
    assert shows_card(seen, "4U")  # Ann's base card is public: the check above would see a card
    ben.shot("ht-after-ann-hand")

    # The round goes on: each picks on their own phone, Ann's 6U wins the turn.
    seal(ann.page, "6U")
    seal(ben.page, "1P")
    for phone in (ann, ben):
        shows_version(phone.page, 18)
        phone.page.wait_for_selector("[data-testid=hz-reveal-0][data-card='6U']")
        assert "Ann won turn 1" in phone.page.inner_text("[data-testid=hz-banner]")
        assert "3 of 4 cards left" in phone.page.inner_text("[data-testid=hz-seat-0]")
    seen = screen_without(ben.page, ".hz-picks")
    assert not [card for card in ["1U", "2U", "3U", under] if shows_card(seen, card)]  # 6U is played
    settled(ben, "ht-round-2-turn-1")
    assert ann.errors == [] and ben.errors == []
