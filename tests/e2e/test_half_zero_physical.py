"""Half-Zero on phones in physical mode: cards are revealed on the table and one phone (the scribe)
enters the whole reveal; round ends, upgrades and audit flags show on every phone (docs/games/half-zero.md §2)."""
from __future__ import annotations

import random

import pytest

from rules import registry
from rules.base import Move

from .half_zero_ui import api_move, create_match, fits_with_large_targets, join, point_card, scribe, settled, shows_version

pytestmark = pytest.mark.e2e

FLIP = "getComputedStyle(document.querySelector('.hz-flip > .hz-in')).animationName"


def _table(phones, base_url: str, **ann_options):
    match = create_match(base_url, ["Ann", "Ben"])
    ann, ben = phones("hz-phys-ann", **ann_options), phones("hz-phys-ben")
    join(ann, match["join_code"], 0)
    join(ben, match["join_code"], 1)
    return match, ann, ben


def _cards(page, seat: int) -> list[str]:
    return page.locator(f"[data-testid=hz-scribe-{seat}] [data-card]").evaluate_all(
        "(nodes) => nodes.map((node) => node.dataset.card)")


def _reveal(base_url, match, plays: dict[int, str], point: str | None = None) -> None:
    # One entry per seat, in seat order (these tables are of two).
    api_move(base_url, match, 1, "reveal", {"plays": [plays.get(seat) for seat in range(2)]})
    if point:
        winner = max(plays, key=lambda seat: 0 if plays[seat] in ("NONE", "W") else int(plays[seat][0]))
        api_move(base_url, match, winner, "point_card", {"card": point})


def test_a_scribe_phone_enters_the_whole_reveal_with_each_players_own_suit(phones, live_server):
    match, ann, ben = _table(phones, live_server, reduced_motion="reduce")
    assert _cards(ben.page, 0) == ["1U", "2U", "3U", "4U", "6U"]  # Units only, without the base 5
    assert _cards(ben.page, 1) == ["1P", "2P", "3P", "4P", "6P"]
    assert ben.page.locator("[data-testid=hz-confirm]").is_disabled()
    ben.page.click("[data-testid=hz-scribe-0] [data-card='6U']")
    ben.shot("physical-entry")
    assert ben.page.locator("[data-testid=hz-confirm]").is_disabled()  # Ben's card is still missing
    scribe(ben.page, {1: "4P"})

    for phone in (ann, ben):
        shows_version(phone.page, 1)
        phone.page.wait_for_selector("[data-testid=hz-reveal-0][data-card='6U']")
        phone.page.wait_for_selector("[data-testid=hz-reveal-1][data-card='4P']")
        assert "Ann won turn 1" in phone.page.inner_text("[data-testid=hz-banner]")
    assert ben.page.evaluate(FLIP) == "hz-flip"
    assert ann.page.evaluate(FLIP) == "none"  # this phone asked for reduced motion
    # Physical mode: the scribe enters the point card the winner turned up.
    point_card(ben.page, "3C")
    for phone in (ann, ben):
        shows_version(phone.page, 2)
        assert phone.page.inner_text("[data-testid=hz-points-0]").startswith("3 pts")
        assert "Ann wins 3 of Clubs (+3)" in phone.page.inner_text("[data-testid=hz-outcome]")
        assert _cards(phone.page, 0) == ["1U", "2U", "3U", "4U"]  # 6U is played
    settled(ben, "physical-points")

    # A tie: the scribe enters one more card for each tied player (no hierarchy card, no opt-out).
    scribe(ann.page, {0: "3U", 1: "3P"})
    shows_version(ben.page, 3)
    assert "Enter the tie-break cards" in ben.page.inner_text(".hz-panel")
    assert _cards(ben.page, 0) == ["1U", "2U", "4U"]
    scribe(ben.page, {0: "2U", 1: "1P"})
    for phone in (ann, ben):
        shows_version(phone.page, 4)
        phone.page.wait_for_selector("text=Tie-break 1")
        assert "Ann won turn 2" in phone.page.inner_text("[data-testid=hz-banner]")
    assert ann.errors == [] and ben.errors == []


def test_the_round_end_shows_the_upgrade_and_an_audit_flag_reaches_every_phone(phones, live_server):
    match, ann, ben = _table(phones, live_server, color_scheme="dark")
    # HZ-T01 with Planes for Ben: Ann 12 points, Ben 5 -> Ann's base goes down to 4.
    for plays, point in (({0: "6U", 1: "4P"}, "3C"), ({0: "1U", 1: "6P"}, "5C"), ({0: "4U", 1: "3P"}, "1C"),
                         ({0: "3U", 1: "2P"}, "6C"), ({0: "2U", 1: "1P"}, "2C")):
        _reveal(live_server, match, plays, point)
    for phone in (ann, ben):
        shows_version(phone.page, 10)
        assert "Round 1 over: Ann upgrades to base 4" in phone.page.inner_text("[data-testid=hz-round-over]")
        assert "★ 12" in phone.page.inner_text("[data-testid=hz-sheet]")
    # Round 2: Ann holds 4 cards and may opt out once, openly or with her hierarchy card.
    assert _cards(ben.page, 0) == ["1U", "2U", "3U", "5U", "6U", "W", "OUT"]
    assert _cards(ben.page, 1) == ["1P", "2P", "3P", "4P", "6P"]
    assert "opt-outs 0/1" in ben.page.inner_text("[data-testid=hz-seat-0]")
    fits_with_large_targets(ben.page)
    settled(ben, "physical-round-2")

    for plays, point in (({0: "6U", 1: "1P"}, "1C"), ({0: "5U", 1: "2P"}, "2C"), ({0: "3U", 1: "4P"}, "3C"),
                         ({0: "2U", 1: "3P"}, "4C"), ({0: "NONE", 1: "6P"}, "5C")):
        _reveal(live_server, match, plays, point)
    shows_version(ann.page, 20)
    assert "Round 2 over: Ben upgrades to base 4" in ann.page.inner_text("[data-testid=hz-round-over]")
    # Ann says 2U was under her base card, but she played it: the audit raises a flag.
    ann.page.click(".hz-audit summary")
    ann.page.click("[data-testid=hz-audit] [data-card='2U']")
    fits_with_large_targets(ann.page)
    ann.page.click("[data-testid=hz-audit-send]")
    for phone in (ann, ben):
        shows_version(phone.page, 21)
        flag = phone.page.locator("[data-testid=hz-flag]")
        assert flag.get_attribute("data-rule") == "HALFZERO-AUDIT-MISMATCH"
        assert "Ann's cards don't add up this round: 2U played although under the base" in flag.inner_text()
    assert ann.page.locator("[data-testid=hz-audit]").count() == 0  # audited once
    settled(ann, "physical-audit-flag-dark")

    ben.page.click("text=Scores")
    assert "★ 12" in ben.page.inner_text("[data-testid=hz-sheet]")
    ann.page.click("#lang")
    ann.page.wait_for_selector("text=Giro 2 finito: Ben scende a base 4")
    settled(ann, "physical-round-3-it")
    assert ann.errors == [] and ben.errors == []


def test_every_phone_shows_the_game_winner_after_a_played_out_match(phones, live_server):
    """A whole game chosen by the engine's own sampler (legal moves, opt-outs, hierarchy cards,
    audits), entered through the API; then the phones open the finished table."""
    match = create_match(live_server, ["Ann", "Ben"])
    rules = registry.GAMES["half-zero"]
    state, rng, seq = rules.setup(2, {}), random.Random(7), 0
    while rules.outcome(state) is None:
        move = rules.sample_move(state, rng)
        seq += 1
        state = rules.apply(state, Move(move.type, move.seat, move.payload, seq), 0)
        api_move(live_server, match, move.seat, move.type, dict(move.payload))
    winner = ["Ann", "Ben"][state.winner]
    ann, ben = phones("hz-over-ann"), phones("hz-over-ben")
    join(ann, match["join_code"], 0)
    join(ben, match["join_code"], 1)
    for phone in (ann, ben):
        assert f"{winner} wins the game!" in phone.page.inner_text("[data-testid=hz-banner]")
        assert f"{winner} upgrades to base 0" in phone.page.inner_text("[data-testid=hz-round-over]")
        assert phone.page.locator("[data-testid=hz-confirm], [data-testid=hz-pick]").count() == 0
        assert phone.page.locator("[data-testid=hz-reveal]").count() == 1  # the last turn
        assert "cards left" not in phone.page.inner_text(".hz-seats")  # no round is being played
    settled(ben, "game-over")
    assert ann.errors == [] and ben.errors == []
