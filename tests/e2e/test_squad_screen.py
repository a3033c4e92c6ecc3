"""The Squad screen in real Chromium: two phones at one table (docs/games/squad.md §6.8): the SQ-T02
opening with battles, previews and replacements entered on the losers' phones, a refusal with its
SQUAD-* message, a short game to an elimination and a winner, and the 2-player Draft."""
from __future__ import annotations

import pytest

from .squad_ui import api_moves, attack, card, confirm, create_match, join, put, reinforce, shows_version, tap, text
from .test_phone_app import _assert_fits_with_large_targets  # the shell's own 360 px / 44 px check

pytestmark = pytest.mark.e2e


def _table(phones, live_server, **options):
    ann, ben = phones("sq-ann"), phones("sq-ben", color_scheme="dark")
    match = create_match(live_server, ["Ann", "Ben"], **options)
    join(ann, match["join_code"], seat=0)
    join(ben, match["join_code"], seat=1)
    return match, ann, ben


def _both(ann, ben, version):
    shows_version(ann.page, version)
    shows_version(ben.page, version)


@pytest.mark.service_worker
def test_two_phones_play_the_sq_t02_opening_with_previews_and_replacements(phones, live_server):
    match, ann, ben = _table(phones, live_server, first_dealer=1)
    assert "Ben deals" in text(ann.page, "sq-turn")
    for code in ("3H", "5C", "4U", "2D"):  # Ben deals: Ann's two squads, then his own
        card(ben.page, code)
    assert "Ann 3 of Hearts and 5 of Clubs · Ben 4 of Units and 2 of Diamonds" in text(ben.page, "sq-summary")
    confirm(ben.page)
    _both(ann, ben, 1)
    assert text(ben.page, "sq-squad-0-0") == "3\nH\n= 3" and text(ben.page, "sq-deck") == "Deck 28"
    assert text(ann.page, "sq-turn") == "Ann: draw a card"

    # A draw Ben's phone queued for Ann while offline is refused once Ann has drawn herself.
    ben.context.set_offline(True)
    tap(ben.page, "sq-draw")
    ben.page.wait_for_selector("[data-testid=outbox] .chip.queued")
    tap(ann.page, "sq-draw")
    shows_version(ann.page, 2)
    ben.context.set_offline(False)
    ben.page.wait_for_selector("[data-testid=outbox] .chip.refused", timeout=10_000)
    assert "You've already drawn this turn." in ben.page.inner_text("#notice")
    assert "SQUAD-ALREADY-DREW" in ben.page.inner_text("#notice")
    ben.shot("sq-refused")
    shows_version(ben.page, 2)

    # Turn 1: the reinforce picker offers Hearts up to 3 only.
    tap(ann.page, "sq-mode-reinforce")
    tap(ann.page, "sq-squad-0-0")
    assert ann.page.is_disabled("[data-testid=sq-panel] [data-card='4H']")
    assert ann.page.is_disabled("[data-testid=sq-panel] [data-card='1C']")
    _assert_fits_with_large_targets(ann.page)
    card(ann.page, "2H")
    confirm(ann.page)
    _both(ann, ben, 3)
    assert "= 5" in text(ben.page, "sq-squad-0-0")
    tap(ben.page, "sq-draw")
    shows_version(ben.page, 4)
    reinforce(ben.page, 1, 1, "1D")
    _both(ann, ben, 5)

    # Turn 3: A's 5 beats B's 4; Ben replaces on his own phone.
    tap(ann.page, "sq-draw")
    shows_version(ann.page, 6)
    assert "Your 5 against their 4: you capture it" in attack(ann.page, 0, 0, 1, 0)
    _both(ann, ben, 7)
    assert text(ann.page, "sq-turn") == "Replace pending for Ben"
    assert "Ann attacked Ben: 5 beats 4, Ann captures" in text(ben.page, "sq-battle")
    assert "Ben lost a squad" in text(ben.page, "sq-replace-prompt")
    assert ben.page.is_disabled("[data-testid=sq-panel] [data-card='4U']")  # captured by Ann
    _assert_fits_with_large_targets(ben.page)
    ben.shot("sq-replace-prompt")
    put(ben.page, "6F")
    _both(ann, ben, 8)
    assert text(ann.page, "sq-captured-0") == "Captured 1" and "6" in text(ann.page, "sq-squad-1-0")

    api_moves(live_server, match, [(1, "draw", {}), (1, "attack", {"slot": 0, "target_player": 0, "target_slot": 0}),
                                   (0, "replace", {"slot": 0, "card": "4P"}), (0, "draw", {}),
                                   (0, "reinforce", {"slot": 1, "card": "1C"})])
    _both(ann, ben, 13)

    # Turn 6: a losing attack is previewed with the SQUAD-LOSING-ATTACK warning, and accepted.
    tap(ben.page, "sq-draw")
    shows_version(ben.page, 14)
    preview = attack(ben.page, 1, 1, 0, 0)
    assert "Your 3 against their 4: you lose the squad" in preview
    assert "Your squad (3) is weaker than that squad (4) — attack anyway?" in preview
    _both(ann, ben, 15)
    put(ben.page, "3U")
    _both(ann, ben, 16)

    # Turn 7: 6 = 6, both squads lost; each replaces on their own phone.
    tap(ann.page, "sq-draw")
    shows_version(ann.page, 17)
    assert "Your 6 against their 6: both squads are lost" in attack(ann.page, 0, 1, 1, 0)
    _both(ann, ben, 18)
    assert text(ben.page, "sq-turn") == "Replace pending for Ann, Ben"
    put(ann.page, "2P")
    shows_version(ben.page, 19)
    put(ben.page, "5U")
    _both(ann, ben, 20)
    for phone in (ann, ben):
        assert text(phone.page, "sq-captured-0") == "Captured 4" and text(phone.page, "sq-captured-1") == "Captured 4"
        assert text(phone.page, "sq-turn") == "Ben: draw a card"
        assert text(phone.page, "sq-deck") == "Deck 21"
    ann.shot("sq-t02-after-turn-7")
    ben.shot("sq-t02-after-turn-7-dark")
    # Ben's phone logs its offline requests and the 409 as failed loads; nothing else went wrong.
    assert ann.errors == [] and [e for e in ben.errors if not e.startswith("Failed to load resource")] == []


def test_a_short_game_ends_with_an_elimination_and_the_winner_on_both_phones(phones, live_server):
    match, ann, ben = _table(phones, live_server, first_dealer=1, redeploy_counts_as_action=False)
    attack_b0 = {"slot": 0, "target_player": 1, "target_slot": 0}
    api_moves(live_server, match, [
        (1, "deal", {"squads": [["6U", "6P"], ["1C", "2C"]]}),
        (0, "draw", {}), (0, "attack", attack_b0), (1, "replace", {"slot": 0, "card": "3C"}),
        (1, "draw", {}), (1, "discard", {"card": "4C"}),
        (0, "draw", {}), (0, "attack", attack_b0), (1, "replace", {"slot": 0, "card": "5C"}),
        (1, "draw", {}), (1, "discard", {"card": "6C"}),
        (0, "draw", {}), (0, "attack", attack_b0)])  # Ben has no card left: the spot stays empty
    _both(ann, ben, 13)
    assert text(ben.page, "sq-squad-1-0") == "empty"
    tap(ben.page, "sq-draw")
    shows_version(ben.page, 14)
    assert text(ben.page, "sq-turn") == "Ben puts a squad back in the empty spot"
    put(ben.page, "1D")
    _both(ann, ben, 15)
    assert text(ben.page, "sq-turn") == "Your turn: reinforce, attack or discard"  # redeploy was free
    assert ben.page.is_disabled("[data-testid=sq-mode-discard]")  # no cards: only an attack
    assert "you lose the squad" in attack(ben.page, 1, 1, 0, 0)
    _both(ann, ben, 16)
    tap(ann.page, "sq-draw")
    shows_version(ann.page, 17)
    assert "Your 6 against their 1: you capture it" in attack(ann.page, 0, 0, 1, 0)
    _both(ann, ben, 18)
    for phone in (ann, ben):
        assert "Ann wins!" in text(phone.page, "sq-winner")
        assert "The last player with a squad" in text(phone.page, "sq-winner")
        assert "out" in text(phone.page, "sq-player-1")
        assert phone.page.locator("[data-testid=sq-player-1].sq-out").count() == 1
        assert phone.page.locator("[data-testid=sq-panel]").count() == 0
    ann.shot("sq-winner")
    ben.shot("sq-winner-dark")
    ben.page.click("#lang")
    ben.page.wait_for_selector("text=Vince Ann!")
    assert ann.errors == [] and ben.errors == []


def test_two_phones_run_the_two_player_draft(phones, live_server):
    _match, ann, ben = _table(phones, live_server, draft=True)
    assert text(ben.page, "sq-turn") == "Ann turns up 2 cards"
    card(ann.page, "3U")
    card(ann.page, "5C")
    confirm(ann.page)
    _both(ann, ben, 1)
    assert text(ann.page, "sq-turn") == "Ben picks a card"
    tap(ben.page, "sq-pick-5C")
    confirm(ben.page)
    _both(ann, ben, 2)
    assert "Draft round 2 of 2" in text(ann.page, "sq-draft")
    assert "Drafted:" in text(ann.page, "sq-player-0") and "3" in text(ann.page, "sq-player-0")
    card(ben.page, "1H")
    assert ben.page.is_disabled("[data-testid=sq-panel] [data-card='3U']")  # Ann drafted it
    card(ben.page, "6D")
    confirm(ben.page)
    _both(ann, ben, 3)
    tap(ann.page, "sq-pick-6D")
    confirm(ann.page)
    _both(ann, ben, 4)
    assert text(ann.page, "sq-turn") == "Choosing squads: Ann, Ben"
    assert text(ann.page, "sq-hand-0") == "Hand 4" and text(ann.page, "sq-deck") == "Deck 28"
    _assert_fits_with_large_targets(ann.page)
    ann.shot("sq-deploy")
    card(ben.page, "5C")  # Ben is half-way through his choice when Ann's deploy comes in
    for code in ("2P", "4F"):
        card(ann.page, code)
    confirm(ann.page)
    shows_version(ben.page, 5)
    card(ben.page, "1H")  # and keeps what he had tapped
    assert text(ben.page, "sq-summary") == "Ben: 5 of Clubs and 1 of Hearts"
    confirm(ben.page)
    _both(ann, ben, 6)
    assert text(ann.page, "sq-turn") == "Ben: draw a card"
    assert "= 2" in text(ann.page, "sq-squad-0-0") and text(ben.page, "sq-hand-1") == "Hand 2"
    assert ann.errors == [] and ben.errors == []


def test_a_tracked_hand_is_played_on_its_own_phone_only(phones, live_server):
    """Hand tracking: Ben's phone may enter Ann's attack, but not a card of her hand (reinforce,
    discard): the server refuses it from any phone but hers (CORE-HAND-OWN-PHONE), so his phone
    offers none and says why."""
    _match, ann, ben = _table(phones, live_server, first_dealer=1, info_mode="hand_tracking")
    for code in ("3H", "5C", "4U", "2D"):
        card(ben.page, code)
    confirm(ben.page)
    _both(ann, ben, 1)
    for phone, hand in ((ann, ("2C", "6H")), (ben, ("6F", "1D"))):
        for code in hand:
            card(phone.page, code)
        confirm(phone.page)
    _both(ann, ben, 3)
    tap(ann.page, "sq-draw")
    _both(ann, ben, 4)
    card(ann.page, "4P")
    confirm(ann.page)
    _both(ann, ben, 5)
    assert ben.page.is_disabled("[data-testid=sq-mode-reinforce]")
    assert ben.page.is_disabled("[data-testid=sq-mode-discard]")
    assert not ben.page.is_disabled("[data-testid=sq-mode-attack]")
    assert text(ben.page, "own-phone-note") == "Ann plays their cards on their own phone."
    _assert_fits_with_large_targets(ben.page)
    ben.shot("sq-ht-ann-plays-on-her-phone")
    assert not ann.page.is_disabled("[data-testid=sq-mode-reinforce]")
    assert ann.page.locator("[data-testid=own-phone-note]").count() == 0
    assert ann.errors == [] and ben.errors == []
