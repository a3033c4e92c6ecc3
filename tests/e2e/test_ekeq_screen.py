"""The EkeQ screen in real Chromium, in Italian (docs/games/ekeq.md Part C): a match made on the create screen,
three phones that join it by code, each putting its card face down and its entry card in the pot on
its own phone, the Q card used and its pick said before the card is turned over, and the match won
with the GOLDEN Q on every phone. No phone shows another's face-down card before the reveal."""
from __future__ import annotations

import json
import re

import pytest

from tests.server import ROOT

from . import ui
from .ui import shows_version

pytestmark = pytest.mark.e2e

READY = "[data-testid=ek-banner]"


def text(page, testid: str) -> str:
    return page.inner_text(f"[data-testid={testid}]")


def tap(page, *testids: str) -> None:
    for testid in testids:
        page.click(f"[data-testid={testid}]")


def test_three_phones_in_italian_play_a_turn_to_a_golden_q_win(phones):
    host = phones("ek-host", locale="it-IT")
    code = ui.create_on_phone(host, "ekeq", ["Ada", "Bea", "Cin"], {})
    ui.to_table(host, READY)
    assert "Ogni giocatore mette la sua carta dal proprio telefono." in host.page.inner_text("main")
    ada, bea, cin = (phones(f"ek-{n}", locale="it-IT") for n in ("ada", "bea", "cin"))
    for seat, phone in enumerate((ada, bea, cin)):
        ui.join(phone, code, seat, READY)
    assert text(bea.page, "ek-banner").startswith(
        "Turno 1: ognuno mette una carta coperta, e una scoperta nel montepremi per entrare.")
    assert text(cin.page, "ek-counts-0") == "5 in mano · 16 nel tesoretto"
    assert text(cin.page, "ek-pot").startswith("Montepremi: 2 carte")

    # Ada's GOLDEN Q 3 goes face down on her phone only; the others see that she has played.
    tap(ada.page, "ek-hidden-gq3", "ek-payment-2")
    ada.shot("ek-commit")
    tap(ada.page, "ek-commit")
    shows_version(bea.page, 1)
    assert "GOLDEN Q 3" in text(ada.page, "ek-sealed")
    assert "GOLDEN Q" not in host.page.inner_text("main")  # the host phone has no card picker now
    assert bea.page.locator("[data-testid=ek-table]").count() == 0
    assert "✓ carta coperta" in text(bea.page, "ek-player-0")
    tap(bea.page, "ek-hidden-5", "ek-payment-2", "ek-commit")
    shows_version(bea.page, 2)
    assert text(bea.page, "ek-sealed") == "La tua carta coperta: 5. Si aspettano gli altri."
    tap(cin.page, "ek-hidden-4", "ek-payment-3", "ek-commit")
    for phone in (ada, bea, cin, host):
        shows_version(phone.page, 3)
    assert text(bea.page, "ek-banner").startswith("Ada ha la carta Q: la usa o la passa a sinistra?")
    assert "GOLDEN Q" not in bea.page.inner_text("main")

    # Ada uses the Q card (paying a 2), picks from Bea's hand and says 3 before it is turned over.
    tap(ada.page, "ek-qpay-2", "ek-use")
    shows_version(bea.page, 4)
    assert "Ada: GOLDEN Q 3" in text(bea.page, "ek-table")  # the reveal, on every phone
    tap(ada.page, "ek-target-1", "ek-source-hand", "ek-guess-3")
    ada.shot("ek-pick")
    tap(ada.page, "ek-pick")
    shows_version(bea.page, 5)
    assert text(bea.page, "ek-banner").startswith("Bea, che carta ha preso Ada?")
    tap(bea.page, "ek-found-3", "ek-found")
    for phone in (ada, bea, cin, host):
        shows_version(phone.page, 6)
        result = text(phone.page, "ek-result")
        assert "Ada vince la partita con la GOLDEN Q n°3!" in result and "15 punti torneo" in result
    assert "Presa 1: mano di Bea, detto 3: 3 (+3)" in text(cin.page, "ek-picks")
    ada.shot("ek-win")
    for phone in (ada, bea, cin, host):
        assert phone.errors == []


def test_the_family_variant_in_italian_to_its_scoring(phones, live_server):
    """docs/games/ekeq.md §D.2: a family match made on the create screen; the family cards and most of the
    main deck's 63 draws go in through the API, the last draws on the phones: a Golden Q the
    family lacks, the look at the bottom of the discard pile, a dog card taken, and the score."""
    host = phones("ekf-host", locale="it-IT")
    code = ui.create_on_phone(host, "ekeq", ["Ada", "Bea"], {"variant": "family"})
    ui.to_table(host, READY)
    match = host.stored()
    match_id, token = next((key, entry["token"]) for key, entry in match.items())
    moves = f"{live_server}/api/v1/matches/{match_id}/moves"
    send = lambda seat, type_, payload: ui.api_call(moves, {"type": type_, "seat": seat, "payload": payload}, token)  # noqa: E731
    send(0, "family_card", {"card": {"value": 3, "family": "dog"}})
    send(1, "family_card", {"card": {"value": 5, "mini": True, "family": "cat"}})
    draws = [{"value": 2, "family": "strongman"}, {"value": 2, "family": "dog"}] + [
        {"value": 3, "family": "strongman"}] * 58
    for index, card in enumerate(draws):
        send(index % 2, "draw", {"card": card})
    ada, bea = phones("ekf-ada", locale="it-IT"), phones("ekf-bea", locale="it-IT")
    ui.join(ada, code, 0, READY)
    ui.join(bea, code, 1, READY)
    assert text(bea.page, "ek-banner") == "Ada pesca dal mazzo (ne restano 3)."
    assert "famiglia: cat" in text(bea.page, "ekf-player-1")

    tap(ada.page, "ek-card-gq5", "ekf-send")
    shows_version(bea.page, 63)
    assert text(bea.page, "ek-banner").startswith("Ada ha scartato la GOLDEN Q 5")
    tap(ada.page, "ekf-bottom")
    shows_version(ada.page, 64)
    tap(ada.page, "ekf-window-1", "ekf-take")
    shows_version(bea.page, 65)
    assert "dog 2, dog 3" in text(bea.page, "ekf-player-0").split("\n")
    tap(bea.page, "ek-card-4", "ekf-family-cat", "ekf-send")
    shows_version(ada.page, 66)
    tap(ada.page, "ek-card-4", "ek-card-mini", "ekf-family-dog", "ekf-send")
    for phone in (ada, bea, host):
        shows_version(phone.page, 67)
        assert text(phone.page, "ek-banner") == "Il mazzo è finito: vince Ada!"
        assert text(phone.page, "ekf-score-0") == "4 punti" and text(phone.page, "ekf-score-1") == "3 punti"
    ada.shot("ekf-scored")
    for phone in (ada, bea, host):
        assert phone.errors == []


def test_every_string_of_the_ekeq_screen_is_in_both_languages():
    """Keys the screen names literally ("ek…", also inside a choice of two) and those it builds
    from a value."""
    screen = ROOT / "pwa" / "js" / "games"
    sources = "".join(p.read_text() for p in [screen / "ekeq.js", *(screen / "ekeq").glob("*.js")])
    catalogue = {lang: set(json.loads((ROOT / "pwa" / "i18n" / lang / "ekeq.json").read_text())) for lang in ("en", "it")}
    used = set(re.findall(r'"(ek[cf]?\.[\w.]+)"(?!:)', sources))
    built = {f"ek.{prefix}.{value}" for prefix, values in {
        "src": ("hand", "tesoretto"), "from": ("hand", "tesoretto"),
        "r": ("golden_q", "mini_golden_q", "all_cards", "draw"),
        "pick": ("hidden", "payment", "qPayment", "found", "card")}.items() for value in values}
    built |= {"ekf.end.top", "ekf.end.bottom"}
    assert len(used) > 80 and catalogue["en"] == catalogue["it"]
    assert sorted((used | built) - catalogue["en"]) == []


def test_hash_commits_on_three_phones_through_a_tie_break(phones):
    """docs/games/ekeq.md §B.4's hash mode: each phone sends only its card's SHA-256 commitment, keeps the card
    and the nonce, and turns the card over when the table reveals; Ada and Bea tie at 4 after
    Cin's wrong guess, play a tie-break round without paying, and Ada takes the 11-card pot."""
    host = phones("ekh-host")
    code = ui.create_on_phone(host, "ekeq", ["Ada", "Bea", "Cin"], {"commit_mode": "hash"})
    ui.to_table(host, READY)
    ada, bea, cin = (phones(f"ekh-{n}") for n in ("ada", "bea", "cin"))
    for seat, phone in enumerate((ada, bea, cin)):
        ui.join(phone, code, seat, READY)
    table = (host, ada, bea, cin)
    tap(ada.page, "ek-hidden-4", "ek-payment-2", "ek-commit")
    shows_version(ada.page, 1)
    assert text(ada.page, "ek-sealed") == "Your face-down card: 4. Waiting for the others."
    # Each phone commits once it has seen the commit before it: the server's state, not a tap.
    shows_version(bea.page, 1)
    tap(bea.page, "ek-hidden-4", "ek-payment-3", "ek-commit")
    shows_version(cin.page, 2)
    tap(cin.page, "ek-hidden-3", "ek-payment-2", "ek-commit")
    shows_version(ada.page, 3)
    tap(ada.page, "ek-pass")
    shows_version(bea.page, 4)
    tap(bea.page, "ek-pass")
    shows_version(cin.page, 5)
    tap(cin.page, "ek-qpay-2", "ek-use")
    for phone in table:
        shows_version(phone.page, 6)
        assert text(phone.page, "ek-banner").startswith("Everyone turns their face-down card over")
    assert bea.page.locator("[data-testid=ek-table]").count() == 0
    assert text(bea.page, "ek-reveal") == "Turn over my card: 4"
    for version, phone in enumerate((bea, cin, ada), start=7):
        tap(phone.page, "ek-reveal")
        shows_version(host.page, version)
    assert [line for line in text(host.page, "ek-table").split("\n")] == ["Ada: 4", "Bea: 4", "Cin: 3"]
    tap(cin.page, "ek-target-0", "ek-source-hand", "ek-guess-3", "ek-pick")
    shows_version(ada.page, 10)
    tap(ada.page, "ek-found-2", "ek-found")
    shows_version(bea.page, 11)
    assert text(bea.page, "ek-banner").startswith("Tie between Ada, Bea: they play another face-down card")
    tap(ada.page, "ek-hidden-5", "ek-commit")
    shows_version(bea.page, 12)
    tap(bea.page, "ek-hidden-2", "ek-commit")
    shows_version(ada.page, 13)
    tap(ada.page, "ek-reveal")
    shows_version(bea.page, 14)
    tap(bea.page, "ek-reveal")
    for phone in table:
        shows_version(phone.page, 15)
        assert text(phone.page, "ek-last") == "Turn 1: Ada wins 11 cards"
        assert text(phone.page, "ek-banner").startswith("Turn 2: everyone puts a card face down")
    ada.shot("ekh-tie-won")
    for phone in table:
        assert phone.errors == []


def _without_pickers(page) -> str:
    """The screen's markup and text without this phone's own card buttons (which list every card)."""
    return page.evaluate("""() => {
      const screen = document.getElementById('screen').cloneNode(true);
      screen.querySelectorAll('.ek-picker').forEach((node) => node.remove());
      return screen.innerHTML + '\\n' + screen.textContent;
    }""")


def test_a_value_names_the_cards_turned_over_and_a_sealed_card_stays_off_other_phones(phones, live_server):
    """Once the table has seen the face-down cards, every phone reads which card makes each value;
    before, another phone sees only that a card is down. Ada reads English, Bea Italian."""
    match = ui.api_call(f"{live_server}/api/v1/matches", {"game": "ekeq", "players": ["Ada", "Bea"], "options": {}})
    ada, bea = phones("ekv-ada"), phones("ekv-bea", locale="it-IT")
    ui.join(ada, match["join_code"], 0, READY)
    ui.join(bea, match["join_code"], 1, READY)
    tap(ada.page, "ek-hidden-gq3", "ek-payment-2", "ek-commit")
    shows_version(bea.page, 1)
    assert "✓ carta coperta" in text(bea.page, "ek-player-0")
    assert bea.page.locator("[data-testid=ek-value-0]").count() == 0
    assert "GOLDEN Q" not in _without_pickers(bea.page) and "gq3" not in _without_pickers(bea.page)
    tap(bea.page, "ek-hidden-5", "ek-payment-3", "ek-commit")
    # Both cards are down, and sealed on the other phone until the Q card's holder decides. A phone
    # not yet showing Bea's commit shows no value whatever the server holds: each waits for it.
    for phone in (ada, bea):
        shows_version(phone.page, 2)
    for phone in (ada, bea):
        assert phone.page.locator("[data-testid^=ek-value-], [data-testid=ek-table]").count() == 0
    assert "GOLDEN Q" not in _without_pickers(bea.page)

    tap(ada.page, "ek-qpay-4", "ek-use")  # the reveal: every face-down card turns over
    for phone in (ada, bea):
        shows_version(phone.page, 3)
    assert text(ada.page, "ek-value-0") == "value 3: GOLDEN Q 3 turned over"
    assert text(ada.page, "ek-value-1") == "value 5: 5 turned over"
    assert text(bea.page, "ek-value-0") == "valore 3: GOLDEN Q 3 girata"

    bea.open(f"#/match/{match['id']}/scores")
    assert bea.page.inner_text("[data-testid=scores-meaning]") == (
        "Cosa contano i totali: le carte che ha ciascun giocatore, in mano e nel tesoretto.")
    ada.open(f"#/match/{match['id']}/scores")
    assert ada.page.inner_text("[data-testid=scores-meaning]") == (
        "What the totals count: the cards each player holds, in hand and in the tesoretto.")
    assert ada.errors == [] and bea.errors == []
