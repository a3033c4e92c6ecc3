"""Mini Golf once the deck has run out (MG-11): the discards below the top become the new deck, so
the deck-draw picker offers exactly those cards, though every one of them was seen in the discard
pile, and greys out the rest."""
from __future__ import annotations

import pytest

from .golf_ui import enter, shows_version
from .ui import api_call, join

pytestmark = pytest.mark.e2e

SUITS = "UPHFDC"
EVERY_CARD = [f"{rank}{suit}" for rank in "123456" for suit in SUITS]


def _played_until_the_deck_is_empty(base_url: str) -> tuple[dict, dict]:
    """A 2-player hole where everyone draws from the deck and throws the card away until the
    deck is empty; the match and its view."""
    match = api_call(f"{base_url}/api/v1/matches", {"game": "mini-golf", "players": ["Ann", "Ben"],
                                                    "options": {}})
    url, token = f"{base_url}/api/v1/matches/{match['id']}", match["host_token"]
    api_call(f"{url}/moves", {"type": "start_hole", "seat": 0, "payload": {"initial_discard": "1U"}}, token)
    unseen = [card for card in EVERY_CARD if card != "1U"]  # the grids are face down: any will do
    view = api_call(url, token=token)
    while view["state"]["deck_count"] > 0:
        api_call(f"{url}/moves", {"type": "turn", "seat": view["to_move"][0], "payload": {
            "source": "deck", "drawn": unseen.pop(0), "replace": None, "removed": None}}, token)
        view = api_call(url, token=token)
    return match, view


def test_golf_the_first_draw_from_a_rebuilt_deck_is_one_of_the_old_discards(phones, live_server):
    match, view = _played_until_the_deck_is_empty(live_server)
    discard = view["state"]["discard"]
    top, rebuilt = discard[-1], discard[:-1]
    seat = view["to_move"][0]
    ann = phones("golf-rebuilt")
    join(ann, match["join_code"], seat, "[data-testid=golf-turn-banner]")
    shows_version(ann.page, view["version"])
    offered = {card for card in EVERY_CARD
               if not ann.page.is_disabled(f".picker button[data-card='{card}']")}
    assert offered == set(rebuilt)  # the top discard and the face-down cards are greyed out
    assert top not in offered
    enter(ann.page, seat, ("turn", "deck", rebuilt[3], None, None))
    shows_version(ann.page, view["version"] + 1)
    url = f"{live_server}/api/v1/matches/{match['id']}"
    after = api_call(url, token=match["host_token"])
    assert after["state"]["deck_count"] == len(rebuilt) - 1
    assert after["state"]["discard"] == [top, rebuilt[3]]
    # Ben draws from the rebuilt deck too; then Ann is offered what is left of it.
    api_call(f"{url}/moves", {"type": "turn", "seat": 1 - seat, "payload": {
        "source": "deck", "drawn": rebuilt[5], "replace": None, "removed": None}}, match["host_token"])
    shows_version(ann.page, view["version"] + 2)
    offered = {card for card in EVERY_CARD
               if not ann.page.is_disabled(f".picker button[data-card='{card}']")}
    assert offered == set(rebuilt) - {rebuilt[3], rebuilt[5]}
