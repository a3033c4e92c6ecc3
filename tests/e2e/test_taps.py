"""How many taps and scrolls a person makes, counted on real screens in real Chromium on a 390 × 844
phone, for every game: (a) from opening the app on a fresh phone ('#/') to the first recorded move
of a 2-player match in which the creator's phone plays seat 0, and (b) one ordinary turn of that
phone after another player's move; and for Mini Golf with four players, an ordinary turn and a
whole hole entered from one shared phone. The other depths of entry are counted by the same
counter (tap_counting.py) in their screens' own tests: a Mini Golf hole a hand at a time
(test_golf_hand.py), a Flares round (test_flares_by_round.py), Collector's sets
(test_collector_hand.py), a Half-Zero round (test_half_zero_by_round.py) and a solo 2P6C game
logged quickly (test_2p6c_quick_log.py).

Counting rule: every tap a person makes counts one. A click on a button, link, card or grid spot
is one; choosing an entry in a picker (<select>) is one; pressing the keyboard's Enter/Next key is
one; typing into a field is one per field focused, however many letters are typed. Waiting, and
what other players do on their own phones, costs nothing. A scroll counts one whenever what the
person must tap next is not wholly on the screen (below the top bar, which stays put): the page is
then scrolled to it, once.

The creator's phone plays seat 0 with the create screen's "I'm playing too" (on by default): it
goes straight to the table, which shows the others the join code.

Each measurement is printed (run with -s) as `TAPS <game> <what>: <n>` and `SCROLLS <game> <what>: <n>`.
"""
from __future__ import annotations

import pytest

from .golf_deals import POS, Deal, played
from .golf_ui import FOUR_PLAYER_HOLE, payload_of
from .tap_counting import Taps, report
from .two_p6c_ui import G1_ROW, card
from .ui import api_call, shows_version

pytestmark = pytest.mark.e2e




def _create(taps: Taps, game: str) -> str:
    """App open → the game on the home screen (its create screen opens with it chosen) → both
    names → Create match, straight to the table; returns the join code the table shows."""
    taps.page.goto("/#/")  # a fresh phone: its own browser context, nothing stored
    taps.tap(f"[data-testid=home-game-{game}]")
    taps.type("[data-testid=create-player-0]", "Ann")
    if taps.page.locator("[data-testid=create-player-1]").count() == 0:
        taps.tap("[data-testid=create-add-player]")  # a game one may play alone (2P6C) starts with one seat
    taps.type("[data-testid=create-player-1]", "Ben")
    taps.tap("[data-testid=create-submit]")
    return taps.page.inner_text("[data-testid=table-join-code]").replace("-", "")


def _stored(page) -> dict:
    [entry] = page.evaluate("Object.values(JSON.parse(localStorage.getItem('tr.matches') || '{}'))")
    return entry


def _move(base_url: str, entry: dict, seat: int, type_: str, payload: dict) -> None:
    """Another player's move, made on another phone (not counted)."""
    api_call(f"{base_url}/api/v1/matches/{entry['id']}/moves",
             {"type": type_, "seat": seat, "payload": payload}, entry["token"])


def _payloads(base_url: str, entry: dict) -> list[dict]:
    """What the referee received, move by move."""
    log = api_call(f"{base_url}/api/v1/matches/{entry['id']}/moves", None, entry["token"])
    return [move["payload"] for move in log["moves"]]


@pytest.fixture
def phone(browser, live_server):
    context = browser.new_context(viewport={"width": 390, "height": 844}, base_url=live_server)
    yield Taps(context.new_page())
    context.close()


def test_mini_golf_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    _create(phone, "mini-golf")
    phone.tap("[data-card='5C']")                       # the first discard Ann turned over: sent
    shows_version(phone.page, 1)
    first, _ = report("mini-golf", "app open to first move", phone)

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "turn", {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"})
    shows_version(phone.page, 2)
    phone.reset()
    assert "Tap the card you drew from the deck" in phone.page.inner_text(".golf-panel")  # Ann's own phone
    phone.tap("[data-card='1D']")                       # the card Ann drew (from the deck)
    phone.tap("[data-testid=golf-slot-0-BR]")           # the spot it goes to (face down)
    phone.tap("[data-card='4P']")                       # the card that was face down there: sent
    shows_version(phone.page, 3)
    turn = report("mini-golf", "ordinary turn", phone)
    assert first == 5
    assert turn == (3, 0)
    assert _payloads(live_server, entry) == [
        {"initial_discard": "5C"},
        {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"},
        {"source": "deck", "drawn": "1D", "replace": "BR", "removed": "4P"}]


def _four_players(page) -> dict:
    """A 4-player Mini Golf match made on this phone, which plays seat 0 and, as the host, may enter
    every seat's moves; returns the match as the phone keeps it. Not counted: the way from opening
    the app to a first move is measured above."""
    page.goto("/#/")
    page.click("[data-testid=home-create]")
    page.select_option("[data-testid=create-game]", "mini-golf")
    for seat, name in enumerate(["Ann", "Ben", "Cleo", "Dan"]):
        if seat >= 2:
            page.click("[data-testid=create-add-player]")
        page.fill(f"[data-testid=create-player-{seat}]", name)
    page.click("[data-testid=create-submit]")
    page.wait_for_selector("[data-testid=golf-turn-banner]")
    return _stored(page)


def test_a_mini_golf_turn_with_four_players_takes_three_taps_and_no_scroll(phone, live_server):
    entry = _four_players(phone.page)
    phone.tap("[data-card='5C']")                       # Ann deals
    shows_version(phone.page, 1)
    for seat, turn in ((1, {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"}),
                       (2, {"source": "discard", "drawn": "6U", "replace": "BR", "removed": "3F"}),
                       (3, {"source": "deck", "drawn": "4C", "replace": None, "removed": None})):
        _move(live_server, entry, seat, "turn", turn)  # on their own phones
    shows_version(phone.page, 4)
    phone.reset()
    phone.tap("[data-card='1D']")                       # the card Ann drew (from the deck)
    phone.tap("[data-testid=golf-slot-0-BR]")           # the spot it goes to (face down)
    phone.tap("[data-card='4P']")                       # the card that was face down there: sent
    shows_version(phone.page, 5)
    assert report("mini-golf", "ordinary turn, 4 players", phone) == (3, 0)
    assert _payloads(live_server, entry)[-1] == {"source": "deck", "drawn": "1D", "replace": "BR", "removed": "4P"}


def _enter(phone: Taps, seat: int, move: tuple) -> None:
    """One move of golf_ui's form, entered with the fewest taps: a taken discard by tapping the spot
    it goes to, a card whose spot was face up without asking for it."""
    card = ".golf-panel [data-card='{}']".format
    if move[0] == "start":
        phone.tap(card(move[1]))
        return
    if move[0] == "reveal":
        # The phone goes on to the next seat with cards to enter by itself: no tap to choose it.
        assert phone.page.get_attribute("[data-testid^=golf-slot-]", "data-testid").split("-")[2] == str(seat)
        for pos in POS:
            if pos in move[1]:
                phone.tap(card(move[1][pos]))
        return
    _, source, drawn, spot, removed = move
    if source == "deck":
        phone.tap(card(drawn))
    if spot is None:
        if source == "discard":
            phone.tap("[data-testid=golf-source-discard]")
        phone.tap("[data-testid=golf-no-swap]")
        return
    slot = f"[data-testid=golf-slot-{seat}-{spot}]"
    face_down = phone.page.get_attribute(slot, "data-face") == "down"
    phone.tap(slot)
    if face_down:
        phone.tap(card(removed))


def _taps_needed(moves: list[tuple[int, tuple]]) -> int:
    """One tap per card nobody could know without it (the first discard, a card drawn from the deck,
    a face-down card taken out or turned up) and one per place a card goes (a spot, or the discard
    pile); a taken discard's card is known already."""
    face_up: dict[tuple[int, str], bool] = {}
    taps = 0
    for seat, move in moves:
        if move[0] == "start":
            taps += 1
        elif move[0] == "reveal":
            taps += len(move[1])
        else:
            _, source, _drawn, spot, _removed = move
            taps += (source == "deck") + 1 + (spot is not None and not face_up.get((seat, spot), False))
            if spot is None and source == "discard":
                taps += 1  # "Take" first, then Discard it: no spot to tap instead
            face_up[(seat, spot)] = True
    return taps


def _play_a_hole(phone: Taps, live_server: str, moves: list[tuple[int, tuple]], label: str) -> tuple[int, int]:
    entry = _four_players(phone.page)
    phone.reset()
    for version, (seat, move) in enumerate(moves, start=1):
        _enter(phone, seat, move)
        shows_version(phone.page, version)
    taps, scrolls = report("mini-golf", label, phone)
    assert _payloads(live_server, entry) == [payload_of(move) for _, move in moves]
    assert taps == _taps_needed(moves)
    return taps, scrolls


def test_a_whole_four_player_mini_golf_hole_from_one_shared_phone_takes_at_most_45_taps_and_no_scroll(
        phone, live_server):
    """The host's phone enters every seat's moves: the first discard, 16 turns of every kind (the
    taken discards by their spot alone) and three players' reveals, each sent on its last tap."""
    taps, scrolls = _play_a_hole(phone, live_server, FOUR_PLAYER_HOLE, "4-player hole, one shared phone")
    assert (taps, scrolls) == (43, 0)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_shuffled_four_player_mini_golf_hole_needs_no_scroll_and_no_tap_but_the_cards_and_spots(
        phone, live_server, seed):
    """A shuffled deal played the way golf_deals' players play it. A hole costs 17 + 2 × turns −
    discards taken taps (golf_deals), within 45 for the usual 16 turns with four discards taken;
    a hole the players draw out costs two taps a turn more."""
    hole = played(Deal.shuffled(seed))
    taps, scrolls = _play_a_hole(phone, live_server, hole.moves, f"shuffled 4-player hole (seed {seed})")
    assert scrolls == 0
    assert taps == 17 + 2 * hole.turns - hole.discard_takes


def test_flares_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    _create(phone, "flares")
    phone.tap("[data-testid=fl-panel] [data-card='5U']")  # the deck card Ann flipped: sent
    shows_version(phone.page, 1)
    first, _ = report("flares", "app open to first move", phone)

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "play", {"card": "3P"})
    shows_version(phone.page, 2)
    phone.reset()
    phone.tap("[data-testid=fl-panel] [data-card='2U']")  # the card Ann played: sent
    shows_version(phone.page, 3)
    turn, scrolls = report("flares", "ordinary turn", phone)
    assert (first, turn) == (5, 1)
    assert scrolls == 0
    assert _payloads(live_server, entry) == [{"card": "5U"}, {"card": "3P"}, {"card": "2U"}]


def test_sixes_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    code = _create(phone, "sixes")
    # Only a seated phone agrees to the house rules: the creator's phone plays seat 0.
    phone.tap("[data-testid=sx-agree]")
    phone.page.wait_for_selector("[data-testid=sx-agreed-0][data-on=true]")
    first, _ = report("sixes", "app open to first move", phone)

    entry = _stored(phone.page)
    # Ben agrees on his phone; Ann reads the card out and starts the timer (the reader's part of
    # round 1, counted apart from the list every player writes).
    _ben_agrees(live_server, code, entry['id'])
    phone.reset()
    phone.type("[data-testid=sx-card-1]", "Fruits")
    phone.tap("[data-testid=sx-start]")
    phone.page.wait_for_selector("[data-testid=countdown][data-state=running]")
    reader, reader_scrolls = report("sixes", "reader's card and timer", phone)

    phone.reset()
    phone.type("[data-testid=sx-input-1]", "Apple")
    for word in ["Banana", "Grape", "Plum", "Kiwi", "Fig"]:
        phone.enter()                                   # the keyboard's Next goes to the next line
        phone.page.keyboard.type(word)
    phone.tap("[data-testid=sx-done]")
    phone.page.wait_for_selector("[data-testid=sx-done-0][data-on=true]")
    turn, turn_scrolls = report("sixes", "ordinary turn (one list)", phone)
    assert entry["seat"] == 0
    assert (first, reader, turn) == (5, 2, 7)
    assert (reader_scrolls, turn_scrolls) == (0, 1)  # Done is below the six lines


def _ben_agrees(base_url: str, code: str, match_id: str) -> None:
    seat = api_call(f"{base_url}/api/v1/join", {"code": code, "seat": 1})
    api_call(f"{base_url}/api/v1/matches/{match_id}/moves",
             {"type": "options_agreed", "seat": 1, "payload": {}}, seat["token"])


def test_a_wrong_mini_golf_tap_is_changed_before_the_move_is_whole_or_undone_once_sent(phone, live_server):
    """A move is sent on the tap that completes it, so a wrong first discard, or a wrong card taken
    out, is undone (and entered again); before that, a wrong spot is changed by tapping the right
    one and Cancel starts over. A face-up card at the chosen spot is known, so it is never asked
    for: the spot's tap sends the turn."""
    _create(phone, "mini-golf")
    phone.tap("[data-card='6C']")                       # wrong: Ann turned over 5C
    shows_version(phone.page, 1)
    phone.tap("[data-testid=undo-ask]")
    assert "Ann starts the hole" in phone.page.inner_text("[data-testid=undo-question]")
    phone.tap("[data-testid=undo-yes]")
    shows_version(phone.page, 2)
    phone.tap("[data-card='5C']")
    shows_version(phone.page, 3)

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "turn", {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"})
    shows_version(phone.page, 4)
    phone.tap("[data-card='1D']")
    phone.tap("[data-testid=golf-slot-0-TL]")           # wrong spot: the picker asks about top-left
    assert "Draw 1 of Diamonds → swap into top-left" in phone.page.inner_text(".golf-summary")
    phone.tap("[data-testid=golf-slot-0-BR]")           # the right one
    assert "Draw 1 of Diamonds → swap into bottom-right" in phone.page.inner_text(".golf-summary")
    phone.tap("[data-testid=golf-cancel]")              # Cancel starts over
    phone.page.wait_for_selector("[data-testid=golf-source-discard]")
    phone.tap("[data-card='1D']")
    phone.tap("[data-testid=golf-slot-0-BR]")
    phone.tap("[data-card='3P']")                       # wrong card taken out: sent, then undone
    shows_version(phone.page, 5)
    phone.tap("[data-testid=undo-ask]")
    assert "Ann takes a turn" in phone.page.inner_text("[data-testid=undo-question]")
    phone.tap("[data-testid=undo-yes]")
    shows_version(phone.page, 6)
    phone.tap("[data-card='1D']")
    phone.tap("[data-testid=golf-slot-0-BR]")
    phone.tap("[data-card='4P']")
    shows_version(phone.page, 7)

    _move(live_server, entry, 1, "turn", {"source": "deck", "drawn": "2P", "replace": "BL", "removed": "5F"})
    shows_version(phone.page, 8)
    phone.reset()
    phone.tap("[data-testid=golf-slot-0-BR]")           # takes 5F to where 1D lies face up: sent
    shows_version(phone.page, 9)
    assert phone.count == 1
    assert _payloads(live_server, entry)[-3:] == [
        {"source": "deck", "drawn": "1D", "replace": "BR", "removed": "4P"},
        {"source": "deck", "drawn": "2P", "replace": "BL", "removed": "5F"},
        {"source": "discard", "drawn": "5F", "replace": "BR", "removed": "1D"}]


def _first_move(phone: Taps, game: str, version: int = 1) -> tuple[int, int]:
    shows_version(phone.page, version)
    return report(game, "app open to first move", phone)


def _turn(phone: Taps, game: str, version: int, what: str = "ordinary turn") -> tuple[int, int]:
    shows_version(phone.page, version)
    return report(game, what, phone)


def test_half_zero_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    """Physical mode (the default): the cards are revealed on the table and this phone enters the
    whole reveal, then the point card its winner turned up."""
    _create(phone, "half-zero")
    phone.tap("[data-testid=hz-scribe-0] [data-card='1U']")  # what Ann revealed
    phone.tap("[data-testid=hz-scribe-1] [data-card='4P']")  # what Ben revealed
    phone.tap("[data-testid=hz-confirm]")                     # sent: Ben wins turn 1
    first = _first_move(phone, "half-zero")

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "point_card", {"card": "3C"})  # Ben's point card, on his phone
    shows_version(phone.page, 2)
    phone.reset()
    phone.tap("[data-testid=hz-scribe-0] [data-card='6U']")
    phone.tap("[data-testid=hz-scribe-1] [data-card='1P']")
    phone.tap("[data-testid=hz-confirm]")                     # sent: Ann wins turn 2
    shows_version(phone.page, 3)
    phone.tap("[data-testid=hz-point-pick] [data-card='2C']")  # the point card Ann turned up
    phone.tap("[data-testid=hz-confirm]")                     # sent
    turn = _turn(phone, "half-zero", 4)
    assert (first, turn) == ((7, 1), (5, 0))
    assert _payloads(live_server, entry) == [
        {"plays": ["1U", "4P"], "declared_optouts": []}, {"card": "3C"},
        {"plays": ["6U", "1P"], "declared_optouts": []}, {"card": "2C"}]


def test_ladder_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    _create(phone, "ladder")
    phone.tap("[data-testid=ld-panel] [data-card='1H']")  # the card Ann turned up to start the pile
    phone.tap("[data-testid=ld-submit]")                  # sent
    first = _first_move(phone, "ladder")

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "play", {"cards": ["2C"]})
    shows_version(phone.page, 2)
    phone.reset()
    phone.tap("[data-testid=ld-panel] [data-card='3C']")  # the card Ann put on the pile
    phone.tap("[data-testid=ld-play]")                    # sent
    turn = _turn(phone, "ladder", 3)
    assert (first, turn) == ((6, 1), (2, 1))
    assert _payloads(live_server, entry) == [{"flip": "1H"}, {"cards": ["2C"]}, {"cards": ["3C"]}]


def test_collector_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    _create(phone, "collector")
    phone.tap("[data-testid=co-panel] [data-card='4H']")  # the first discard Ann turned up
    phone.tap("[data-testid=co-submit]")                  # sent
    first = _first_move(phone, "collector")

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "draw", {"from_discard": 1})  # Ben takes 4H and a deck card
    _move(live_server, entry, 1, "end_turn", {"discards": ["2C", "5D"]})
    shows_version(phone.page, 3)
    phone.reset()
    phone.tap("[data-testid=co-draw-1]")                  # Ann takes 5D and a deck card: sent
    shows_version(phone.page, 4)
    phone.tap("[data-testid=co-group-discards]")
    phone.tap("[data-testid=co-panel] [data-card='6U']")  # her two discards, in order
    phone.tap("[data-testid=co-panel] [data-card='1P']")
    phone.tap("[data-testid=co-submit]")                  # sent
    turn = _turn(phone, "collector", 5)
    assert (first, turn) == ((6, 2), (5, 2))
    assert _payloads(live_server, entry) == [
        {"discard_top": "4H"}, {"from_discard": 1}, {"lay_down": None, "discards": ["2C", "5D"]},
        {"from_discard": 1}, {"lay_down": None, "discards": ["6U", "1P"]}]


def test_squad_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    _create(phone, "squad")
    for code in ("3H", "5C", "4U", "2D"):                 # Ann deals: her two squads, then Ben's
        phone.tap(f"[data-testid=sq-panel] [data-card='{code}']")
    phone.tap("[data-testid=sq-submit]")                  # sent
    first = _first_move(phone, "squad")

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "draw", {})
    _move(live_server, entry, 1, "discard", {"card": "6C"})
    shows_version(phone.page, 3)
    phone.reset()
    phone.tap("[data-testid=sq-draw]")                    # Ann draws: sent
    shows_version(phone.page, 4)
    phone.tap("[data-testid=sq-mode-reinforce]")
    phone.tap("[data-testid=sq-squad-0-0]")               # her 3H squad
    phone.tap("[data-testid=sq-panel] [data-card='2H']")  # reinforced with 2H
    phone.tap("[data-testid=sq-submit]")                  # sent
    turn = _turn(phone, "squad", 5)
    assert (first, turn) == ((9, 2), (5, 1))
    assert _payloads(live_server, entry) == [
        {"squads": [["3H", "5C"], ["4U", "2D"]]}, {}, {"card": "6C"}, {}, {"slot": 0, "card": "2H"}]


def test_cold_war_taps_to_the_first_move_and_for_the_next_setup_card(phone, live_server):
    """No deck definitions (the create screen's default): each card is typed at its first
    sighting, its kind and printed values."""
    _create(phone, "cold-war")
    phone.tap("[data-testid=cw-new-kind-white]")          # card 1 of Ann's stack: a White 100
    phone.type("[data-testid=cw-new-defence]", "100")
    phone.tap("[data-testid=cw-new-ok]")                  # sent
    first = _first_move(phone, "cold-war")

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "setup_reveal", {"card": {"new": {"kind": "white", "defence": 30}}})  # Ben's card 1
    shows_version(phone.page, 2)
    phone.reset()
    phone.tap("[data-testid=cw-new-kind-blue]")           # card 2: a Blue 50
    phone.type("[data-testid=cw-new-defence]", "50")
    phone.tap("[data-testid=cw-new-ok]")                  # sent
    turn = _turn(phone, "cold-war", 3, "next setup card")
    assert (first, turn) == ((7, 1), (3, 0))
    assert _payloads(live_server, entry) == [{"card": {"new": {"kind": "white", "defence": 100}}},
                                             {"card": {"new": {"kind": "white", "defence": 30}}},
                                             {"card": {"new": {"kind": "blue", "defence": 50}}}]


def test_ekeq_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    """Each player puts a card face down and one in the pot on their own phone; the Q card's
    holder (Ann, to begin) then uses or passes it."""
    code = _create(phone, "ekeq")
    phone.tap("[data-testid=ek-hidden-5]")                # Ann's face-down card
    phone.tap("[data-testid=ek-payment-2]")               # her entry card, face up in the pot
    phone.tap("[data-testid=ek-commit]")                  # sent
    first = _first_move(phone, "ekeq")

    entry = _stored(phone.page)
    # Ben's cards are his phone's own: only his seat's token may put them down.
    ben = api_call(f"{live_server}/api/v1/join", {"code": code, "seat": 1})
    api_call(f"{live_server}/api/v1/matches/{entry['id']}/moves",
             {"type": "commit", "seat": 1, "payload": {"hidden": {"value": 4}, "payment": {"value": 3}}}, ben["token"])
    shows_version(phone.page, 2)
    phone.reset()
    phone.tap("[data-testid=ek-pass]")                    # Ann passes the Q card: sent
    turn = _turn(phone, "ekeq", 3, "ordinary turn (the Q card passed)")
    assert (first, turn) == ((7, 2), (1, 0))  # Play is below the two pickers: one scroll
    def point(value: int) -> dict:
        return {"kind": "point", "value": value, "mini": False, "family": None}
    assert _payloads(live_server, entry) == [  # as Ann's phone may read them: Ben's face-down card is his
        {"hidden": point(5), "commitment": None, "payment": point(2)},
        {"payment": point(3)},
        {"use": False, "q_payment": None}]


def test_2p6c_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    """The first move is agreeing to the house rules on one's own seat (as in Sixes); an ordinary
    turn is a play: the cell, the card's fields (its two numbers typed), the word, Send."""
    _create(phone, "2p6c")
    phone.tap("[data-testid=tp-agree]")                   # sent
    first = _first_move(phone, "2p6c")

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "options_agreed", {})
    # Row 1 (G1's), Ann's AT and Ben's SO, entered on the phones (not counted here).
    _move(live_server, entry, 0, "initial_row_set", {"cards": [card(c, p, letter, tp, rp, sub or "none")
                                                               for c, p, letter, tp, rp, sub in G1_ROW]})
    _move(live_server, entry, 0, "play", {"cell": {"col": 3, "row": 2}, "card": card("black", "-", "T", 2, 3),
                                          "form": {"text": "AT"}})
    _move(live_server, entry, 1, "play", {"cell": {"col": 1, "row": 2}, "card": card("green", "-", "O", 1, 2),
                                          "form": {"text": "SO"}})
    shows_version(phone.page, 5)
    phone.reset()
    phone.tap("[data-testid=tp-play]")
    phone.tap("[data-testid=tp-cell-6-2]")                # X onto D, in column 6
    phone.tap("[data-testid=tp-colour-magenta]")
    phone.tap("[data-testid=tp-polarity-minus]")
    phone.tap("[data-testid=tp-primary-X]")
    phone.type("[data-testid=tp-tp]", "5")
    phone.type("[data-testid=tp-rp]", "4")
    phone.tap("[data-testid=tp-card-ok]")
    phone.type("[data-testid=tp-word-text]", "DX")
    phone.tap("[data-testid=tp-word-send]")               # sent
    turn = _turn(phone, "2p6c", 6)
    assert (first, turn) == ((6, 1), (10, 2))
    assert _payloads(live_server, entry)[-1] == {
        "cell": {"col": 6, "row": 2}, "kind": "chain", "card": card("magenta", "-", "X", 5, 4),
        "form": {"text": "DX", "uses": [{"card": "c0006", "letter": "D"}, {"card": "NEW", "letter": "X"}]},
        "chain_form": None}
