"""The Cold War screen in real Chromium (docs/games/cold-war.md): three players each on their own phone set up
through card entry (one card typed at its first sighting), a defeat, a Fallen Leader who plays
on and lends a Blue card, the winner with the ranking and the card to give back on every phone;
and, at a two-phone table with a host phone, the attack preview, a refused move with its rule,
the reaction countdown that the attacker's phone closes by itself, and a move entered by the host."""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from tests.server import ROOT

from .cold_war_ui import (
    api_call,
    api_moves,
    api_setup,
    attack,
    create_match,
    decks,
    discard,
    host,
    join,
    notice,
    pick,
    setup,
    shows_version,
    tap,
    text,
    type_card,
)
from .test_phone_app import _assert_fits_with_large_targets  # the shell's own 360 px / 44 px check
from .ui import VERSION_TIMEOUT_MS

pytestmark = pytest.mark.e2e

# Fixture values of our own (docs/games/cold-war.md §1.4: real ones are printed on the cards).
THREE = ("A-W1=100 A-U1=50 A-U2=50 A-U3=50 A-R1=60 A-R2=60 A-O1 A-R8=300 A-R9=500 A-U4=40 "
         "B-W1=20 B-W2=30 B-U1=10 B-U2=10 B-U3=10 B-R1=10 B-R2=10 B-U4=10 "
         "C-U1=10 C-U2=10 C-R1=10 C-R2=10 C-R3=10 C-U9=40")


def _all(phones, version):
    for phone in phones:
        shows_version(phone.page, version)


def test_three_phones_play_to_a_winner_through_a_fallen_leader(phones, live_server):
    match = create_match(live_server, ["Ann", "Ben", "Cara"], THREE)
    ann, ben, cara = phones("cw-ann"), phones("cw-ben", color_scheme="dark"), phones("cw-cara")
    table = (ann, ben, cara)
    for seat, phone in enumerate(table):
        join(phone, match["join_code"], seat)
    assert "Setup" in text(ann.page, "cw-turn") and "Ann, Ben, Cara" in text(ann.page, "cw-turn")

    # Setup on each phone, one card at a time; the Orange goes to the discard pile. Cara's sixth
    # card is defined nowhere: she types its kind and printed values.
    setup(ann.page, "A-W1 A-O1 A-U1 A-U2 A-U3 A-R1 A-R2")
    shows_version(ann.page, 8)
    assert "Waiting for Ben, Cara." in text(ann.page, "cw-turn")
    assert ann.page.locator("[data-testid=cw-panel]").count() == 0  # Ann's part is done
    setup(ben.page, "B-W1 B-U1 B-U2 B-U3 B-R1 B-R2")
    setup(cara.page, "C-U1 C-U2 ? C-R1 C-R2 C-R3", typed={"kind": "blue", "name": "Radio", "defence": 10})
    _all(table, 22)
    assert "Your turn · plays 0 of 2" in text(ann.page, "cw-turn")
    assert "Ann's turn" in text(cara.page, "cw-turn")
    assert text(ben.page, "cw-card-C-adhoc-1") == "10\nRadio"  # the id the service gave the typed card
    assert text(ben.page, "cw-unit-2-0").endswith("=30")  # it completes the Blue group
    assert text(ben.page, "cw-total-2") == "Defence 60 · Leader falls to 61+"
    assert text(ben.page, "cw-counts-0") == "alive · Hand 5 · Draw pile 12"
    assert "Discard pile (1) · top: A-O1" in text(cara.page, "cw-discard-0")
    _assert_fits_with_large_targets(ann.page)

    # Ann attacks Cara: the preview, then Cara (no Shields) falls and plays on as a Fallen Leader.
    preview = attack(ann.page, ["A-R9"], target=2)
    assert preview == ("Attack 500 on Cara: removes the Brown group (30), the Blue group (30); "
                       "defeats Cara's Leader")
    _all(table, 23)
    assert text(ann.page, "cw-waiting").startswith("Waiting for Cara")
    assert "Ann attacks you" in text(cara.page, "cw-reaction")
    tap(cara.page, "cw-no-shields")
    _all(table, 24)
    assert "defeats Cara's Leader" in text(ann.page, "cw-last")
    assert ann.page.get_attribute("[data-testid=cw-player-2]", "data-status") == "out"
    assert "play on as a Fallen Leader?" in text(ben.page, "cw-turn")
    cara.shot("cw-offer")
    tap(cara.page, "cw-fallen-yes")
    _all(table, 25)
    assert text(ann.page, "cw-counts-2") == "Fallen Leader · Fallen deck 24"

    # Ann discards and draws; Ben places a card next to his Leader, discards, draws.
    discard(ann.page, "A-U4")
    shows_version(ann.page, 26)
    tap(ann.page, "cw-mode-draw")
    _all(table, 27)
    assert "Your turn" in text(ben.page, "cw-turn")
    tap(ben.page, "cw-mode-place")
    pick(ben.page, "B-W2")
    tap(ben.page, "cw-gap-1")
    assert text(ben.page, "cw-summary") == "Place B-W2: after B-W1"
    tap(ben.page, "cw-ok")
    _all(table, 28)  # Cara's phone hears of the placement by the stream, maybe after Ben's own answer
    assert text(cara.page, "cw-unit-1-0").startswith("20")  # Leader block B-W1 + B-W2 = 50
    assert "=50" in text(cara.page, "cw-unit-1-0")
    discard(ben.page, "B-U4")
    shows_version(ben.page, 29)
    tap(ben.page, "cw-mode-draw")
    _all(table, 30)

    # Cara's Fallen Leader turn: a target, then the card turned over, a Blue lent to Ben.
    assert "Cara (Fallen Leader) chooses a target." in text(ann.page, "cw-turn")
    tap(cara.page, "cw-target-1")
    tap(cara.page, "cw-ok")
    shows_version(cara.page, 31)
    pick(cara.page, "C-U9")
    _all(table, 32)
    assert "Cara lent C-U9 to Ben" in text(ann.page, "cw-last")
    assert "lent" in text(ann.page, "cw-card-C-U9")

    # Ann defeats Ben: the game is over and every phone shows the winner and the ranking.
    preview = attack(ann.page, ["A-R8"], target=1)
    assert preview == ("Attack 300 on Ben: removes C-U9 (40), B-R2 (10), B-R1 (10), the Blue group (30), "
                       "the Leader block (50); defeats Ben's Leader")
    shows_version(ben.page, 33)
    tap(ben.page, "cw-no-shields")
    _all(table, 34)
    for phone in table:
        assert text(phone.page, "cw-winner").startswith("Ann wins!")
        assert text(phone.page, "cw-ranking") == "1. Ann\n2. Ben\n3. Cara"
        assert text(phone.page, "cw-return") == "C-U9 (owner Cara) is in Ben's area: return it"
        assert phone.page.locator("[data-testid=cw-panel]").count() == 0
        assert phone.page.locator("[data-testid=cw-flag]").count() == 0
    ann.shot("cw-winner")
    ben.page.click("#lang")
    ben.page.wait_for_selector("text=Vince Ann!")
    assert ann.errors == [] and cara.errors == []
    assert [e for e in ben.errors if not e.startswith("Failed to load resource")] == []


TWO = ("A-W1=100 A-U1=60 A-U2=70 A-U3=80 A-R2=50 A-R3=40 A-R1=200/40 "
       "B-W1=100 B-W2=150 B-U1=60 B-U2=70 B-U3=80 B-R1=90")


def test_preview_refusal_reaction_countdown_closed_by_the_attacker_and_a_host_entry(phones, live_server):
    match = create_match(live_server, ["Ann", "Ben"], TWO, reaction_timeout_s=3)
    api_setup(live_server, match, 0, "A-W1 A-U1 A-U2 A-U3 A-R2 A-R3")
    api_setup(live_server, match, 1, "B-W1 B-W2 B-U1 B-U2 B-U3 B-R1")
    ann, ben, desk = phones("cw2-ann"), phones("cw2-ben"), phones("cw2-host")
    join(ann, match["join_code"], 0)
    join(ben, match["join_code"], 1)
    host(desk, match)
    _all((ann, ben, desk), 14)

    # A draw before the discard is refused, with the rule's id and its message.
    tap(ann.page, "cw-mode-draw")
    shown = notice(ann.page)
    assert "Discard one card (from your hand or your Defence Stack) before drawing." in shown
    assert "COLDWAR-DISCARD-REQUIRED" in shown
    # The outbox line turns from "sending" to "refused" as the answer is filed, maybe just after
    # the notice shows.
    expect(ann.page.get_by_test_id("outbox")).to_contain_text("refused", timeout=VERSION_TIMEOUT_MS)
    assert "Ann refills their hand" in text(ann.page, "outbox")
    ann.page.click("#notice .close")
    ann.page.click("[data-testid=outbox] button")  # dismissed, once read

    # CW-02: the preview, then a window of 3 s that nobody answers; the attacker's phone (and the
    # host's) closes it, and the one that comes second is refused without a word.
    preview = attack(ann.page, ["A-R1"], target=1)
    assert preview == "Attack 200 on Ben: removes B-R1 (90); the Blue group (210) holds; 110 wasted"
    _all((ann, ben, desk), 15)
    assert "Ann attacks you" in text(ben.page, "cw-reaction")
    assert ben.page.locator("[data-testid=cw-reaction] [data-testid=countdown]").count() == 1
    assert text(ann.page, "cw-waiting").startswith("Waiting for Ben")
    assert ann.page.locator("[data-testid=cw-waiting] [data-testid=countdown]").count() == 1
    ben.shot("cw-reaction")
    ann.shot("cw-waiting")
    _all((ann, ben, desk), 16)  # closed as "no Shields" by the phones, not by Ben
    assert "B-R1" not in text(ann.page, "cw-stack-1")
    assert text(ben.page, "cw-last") == "Ann attacked Ben (200); removed B-R1"
    for phone in (ann, ben, desk):
        assert phone.page.locator("#notice").is_hidden()
        assert phone.page.locator("[data-testid=outbox] li").count() == 0

    # The host phone enters Ann's discard: a card typed at its first sighting.
    tap(desk.page, "cw-mode-discard")
    tap(desk.page, "cw-from-hand")
    tap(desk.page, "cw-new-open")
    _assert_fits_with_large_targets(desk.page)
    type_card(desk.page, "blue", name="Radio", defence=30)
    assert text(desk.page, "cw-summary") == "Discard Radio"
    tap(desk.page, "cw-ok")
    _all((ann, ben, desk), 17)
    assert "top: Radio" in text(ben.page, "cw-discard-0")
    ben.page.click("[data-testid=cw-discard-0] summary")
    assert ben.page.get_attribute("[data-testid=cw-discard-0-1]", "data-card") == "A-adhoc-1"  # its id
    tap(ann.page, "cw-mode-draw")
    _all((ann, ben, desk), 18)
    assert "Your turn" in text(ben.page, "cw-turn")

    # Radio's card says 35: the host phone fixes the typed value and the match replays from the
    # move that showed it (a correction, docs/games/cold-war.md §3.5). Only the host phone offers it.
    assert ann.page.locator("[data-testid=cw-fix]").count() == 0
    desk.page.click("[data-testid=cw-fix] summary")
    tap(desk.page, "cw-fix-A-adhoc-1")
    assert "typed at move #17" in text(desk.page, "cw-fix")
    assert desk.page.input_value("[data-testid=cw-new-defence]") == "30"
    desk.page.fill("[data-testid=cw-new-defence]", "35")
    tap(desk.page, "cw-new-ok")
    _all((ann, ben, desk), 19)
    assert text(ben.page, "cw-discard-0-1").startswith("35\nRadio")
    assert "Your turn" in text(ben.page, "cw-turn")  # the rest of the match stands
    # The refused draw, and the close that came second, are 409s in the console; nothing else.
    for phone in (ann, ben, desk):
        assert [e for e in phone.errors if not e.startswith("Failed to load resource")] == []


def test_every_string_of_the_cold_war_screen_is_in_both_languages():
    """Keys the screen asks for literally (t("cw.…")) and those it builds from a value."""
    screen = ROOT / "pwa" / "js" / "games"
    sources = "".join(p.read_text() for p in [screen / "cold-war.js", *(screen / "cold-war").glob("*.js")])
    catalogue = {lang: set(json.loads((ROOT / "pwa" / "i18n" / lang / "cold-war.json").read_text())) for lang in ("en", "it")}
    used = set(re.findall(r't\("(cw\.[\w.]+)"', sources))
    built = {f"cw.{prefix}.{value}" for prefix, values in {
        "st": ("alive", "fallen", "out"), "u": ("leader_block", "blue", "brown"),
        "m": ("place", "attack", "triad", "special", "discard"), "op": ("cancel", "reduce", "none")}.items()
        for value in values}
    assert len(used) > 60 and catalogue["en"] == catalogue["it"]
    assert sorted((used | built) - catalogue["en"]) == []
    # Card words come from the deck editor's catalogue in the shell, so a card reads the same there.
    shared = {f"cwdecks.{key}" for key in ("cardName", "defence", "attack", "text")} | {
        f"cwdecks.{prefix}.{value}" for prefix, values in {
            "short": ("white", "blue", "brown", "orange"), "triad_symbol": ("nuclear", "bolt"),
            "icon": ("crossed_swords", "shield")}.items() for value in values}
    for lang in ("en", "it"):
        shell = json.loads((ROOT / "pwa" / "i18n" / f"{lang}.json").read_text())
        assert sorted(shared - set(shell)) == [], lang


def test_with_private_hands_another_phone_plays_no_card_of_a_players_hand(phones, live_server):
    """hand_tracking = private: Ann's cards are played on her phone only (CORE-HAND-OWN-PHONE). The
    host's phone, and Ben's entering for her, offer no place, attack, Triad, Special or discard
    from her hand, and say why; Ann's own phone offers them all."""
    match = create_match(live_server, ["Ann", "Ben"], TWO, hand_tracking="private")
    api_moves(live_server, match, [(seat, "setup_reveal", {"card": {"ref": card_id}}) for seat, ids in
                                   ((0, "A-W1 A-U1 A-U2 A-U3 A-R2 A-R3"), (1, "B-W1 B-W2 B-U1 B-U2 B-U3 B-R1"))
                                   for card_id in ids.split()])
    ann, ben, desk = phones("cw3-ann"), phones("cw3-ben"), phones("cw3-host")
    join(ann, match["join_code"], 0)
    join(ben, match["join_code"], 1)
    host(desk, match)
    dealt = {"cards": [{"new": {"kind": "brown", "attack": 100 + 10 * k, "defence": 50}} for k in range(5)]}
    for phone in (ann, ben):  # each first hand entered with its own seat's token, as its phone would
        entry = phone.stored()[match["id"]]
        api_call(f"{live_server}/api/v1/matches/{match['id']}/moves",
                 {"type": "initial_draw", "seat": entry["seat"], "payload": dealt}, entry["token"])
    _all((ann, ben, desk), 14)
    tap(ben.page, "cw-for-0")
    for phone in (desk, ben):
        for mode in ("place", "attack", "triad", "special"):
            assert phone.page.is_disabled(f"[data-testid=cw-mode-{mode}]")
        assert text(phone.page, "own-phone-note") == "Ann plays their cards on their own phone."
        tap(phone.page, "cw-mode-discard")
        assert phone.page.locator("[data-testid=cw-from-hand]").count() == 0
        assert phone.page.locator("[data-testid=cw-from-stack]").count() == 1
    _assert_fits_with_large_targets(desk.page)
    desk.shot("cw-private-host")
    assert not ann.page.is_disabled("[data-testid=cw-mode-attack]")
    assert ann.page.locator("[data-testid=own-phone-note]").count() == 0
    assert ann.errors == [] and ben.errors == [] and desk.errors == []


def test_a_remove_special_names_the_chosen_stack_card_as_a_ref(phones, live_server):
    """A Special's selection is sent as {"ref": id}, like every card of a payload; Ben's B-U1 goes."""
    options_decks = decks(TWO + " A-O1")
    remove_blue = {"type": "remove_from_stack", "text": "Remove one Blue card",
                   "selector": {"kinds": ["blue"], "count": 1, "position": "any"}}
    for deck in options_decks:
        for card in deck["cards"]:
            if card["id"] == "A-O1":
                card["effect"] = remove_blue
    match = create_match(live_server, ["Ann", "Ben"], "", decks=options_decks)
    api_setup(live_server, match, 0, "A-W1 A-U1 A-U2 A-U3 A-R2 A-R3")
    api_setup(live_server, match, 1, "B-W1 B-W2 B-U1 B-U2 B-U3 B-R1")
    ann, ben = phones("cw3-ann"), phones("cw3-ben")
    join(ann, match["join_code"], 0)
    join(ben, match["join_code"], 1)
    _all((ann, ben), 14)
    tap(ann.page, "cw-mode-special")
    pick(ann.page, "A-O1")
    tap(ann.page, "cw-target-1")
    tap(ann.page, "cw-card-B-U1")
    assert text(ann.page, "cw-summary") == "Remove one Blue card on Ben: removes B-U1; the Leader stays"
    tap(ann.page, "cw-ok")
    _all((ann, ben), 15)
    tap(ben.page, "cw-no-shields")
    _all((ann, ben), 16)
    assert "B-U1" not in text(ann.page, "cw-stack-1")
    assert [e for e in ann.errors if not e.startswith("Failed to load resource")] == []
