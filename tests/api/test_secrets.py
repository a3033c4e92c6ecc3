"""A phone never sees another player's secret: private moves over HTTP, on the Sealed Bid test
game (Mini Golf has nothing private)."""
from __future__ import annotations

import json

import pytest

from tests.client import names_card

# Registered before the app is made, so that the app's document has the game.
pytestmark = pytest.mark.usefixtures("with_sealed_bid")


@pytest.fixture
def match(api):
    return api.create("sealed-bid", ["Ann", "Ben"], {"rounds": 2})


def _token(match, seat):
    return match["seats"][seat]["token"]


def _everything_seat_can_read(api, match, token) -> str:
    reads = [api.get(f"/matches/{match['id']}", token=token),
             api.get(f"/matches/{match['id']}/moves", token=token),
             api.get(f"/matches/{match['id']}/export.json", token=token),
             api.get(f"/matches/{match['id']}/export.csv", token=token)]
    assert all(read.status_code == 200 for read in reads)
    return " ".join(read.get_data(as_text=True) for read in reads)


def test_private_move_needs_the_seats_own_phone(api, match):
    for token in (match["host_token"], _token(match, 1)):
        refused = api.move(match, 0, "bid", {"card": "3U"}, token=token)
        assert refused.status_code == 403
        assert refused.get_json()["rule"] == "CORE-NOT-AUTHORIZED"
        assert refused.get_json()["detail"] == "Only Ann can enter that from their own phone."
    assert api.move(match, 0, "bid", {"card": "3U"}, token=_token(match, 0)).status_code == 201


def test_a_sealed_bid_reaches_nobody_else_until_it_is_revealed(api, match):
    mine = api.play(match, 0, "bid", {"card": "3U"}, token=_token(match, 0))
    assert mine["match"]["state"]["my_bid"] == "3U"
    for token in (_token(match, 1), match["host_token"]):
        assert not names_card(_everything_seat_can_read(api, match, token), "3U")
    entry = api.get(f"/matches/{match['id']}/moves", token=_token(match, 1)).get_json()["moves"][0]
    assert entry["redacted"] is True and entry["payload"] is None and entry["seat"] == 0
    own = api.get(f"/matches/{match['id']}/moves", token=_token(match, 0)).get_json()["moves"][0]
    assert own["payload"] == {"card": "3U"} and own["redacted"] is False

    api.play(match, 1, "bid", {"card": "5P"}, token=_token(match, 1))
    revealed = api.get(f"/matches/{match['id']}/moves", token=_token(match, 1)).get_json()
    assert [entry["payload"] for entry in revealed["moves"]] == [{"card": "3U"}, {"card": "5P"}]


def test_an_idempotency_key_never_hands_one_seats_answer_to_another(api, match):
    api.play(match, 0, "bid", {"card": "3U"}, token=_token(match, 0), key="same-key")
    other = api.move(match, 1, "bid", {"card": "5P"}, token=_token(match, 1), key="same-key")
    assert other.status_code == 201 and "Idempotent-Replayed" not in other.headers
    assert "3U" not in json.dumps(other.get_json()["match"]["state"]["my_bid"])
