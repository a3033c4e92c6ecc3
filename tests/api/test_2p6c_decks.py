"""2P6C deck definitions (docs/games/2p6c.md §1.5): verified as they are stored, stored once under the SHA-256
of their content, listed, and fetched ready for a match's `deck` option."""
from __future__ import annotations

import hashlib
import json

import pytest

from api import create_app
from tests.api.solo_support import at_once, deck_definition
from tests.client import ApiClient

HEX64 = set("0123456789abcdef")


def store(api, deck):
    return api.post("/2p6c/decks", json=deck)


def test_a_verified_deck_is_stored_under_the_sha256_of_its_content(api):
    response = store(api, deck_definition())
    assert response.status_code == 201
    stored = response.get_json()
    assert len(stored["id"]) == 64 and set(stored["id"]) <= HEX64
    assert response.headers["Location"] == f"/api/v1/2p6c/decks/{stored['id']}"
    assert (stored["deck_id"], stored["name"], stored["card_count"]) == (
        "my-2p6c-deck-v1", "2P6C (our copy)", 54)
    canonical = json.dumps(stored["deck"], sort_keys=True, separators=(",", ":"),
                           ensure_ascii=False).encode()
    assert hashlib.sha256(canonical).hexdigest() == stored["id"]
    fetched = api.get(f"/2p6c/decks/{stored['id']}")
    assert fetched.status_code == 200 and fetched.get_json() == stored


def test_storing_the_same_deck_again_answers_200_with_the_stored_one(api):
    first = store(api, deck_definition()).get_json()
    again = store(api, deck_definition())
    assert again.status_code == 200 and again.get_json() == first
    # The order of the cards says nothing about the deck; omitted defaults are the same deck too.
    shuffled = deck_definition()
    shuffled["cards"].reverse()
    del shuffled["card_count"]
    for card in shuffled["cards"]:
        del card["secondary"]
    reordered = store(api, shuffled)
    assert reordered.status_code == 200 and reordered.get_json()["id"] == first["id"]
    assert api.get("/2p6c/decks").get_json() == [
        {key: first[key] for key in ("id", "deck_id", "name", "card_count", "created_at")}]


def test_another_name_or_one_other_card_is_another_deck(api):
    first = store(api, deck_definition()).get_json()
    renamed = store(api, deck_definition(name="Our second copy"))
    changed = deck_definition()
    changed["cards"][5]["tp"] += 1
    other = store(api, changed)
    assert renamed.status_code == other.status_code == 201
    assert len({first["id"], renamed.get_json()["id"], other.get_json()["id"]}) == 3


def test_the_list_gives_summaries_newest_first_a_page_at_a_time(api):
    ids = [store(api, deck_definition(deck_id=f"deck-{n}")).get_json()["id"] for n in range(3)]
    listed = api.get("/2p6c/decks").get_json()
    assert [deck["id"] for deck in listed] == ids[::-1]
    assert all(set(deck) == {"id", "deck_id", "name", "card_count", "created_at"} for deck in listed)
    page = api.get("/2p6c/decks?limit=1&offset=1").get_json()
    assert [deck["id"] for deck in page] == [ids[1]]
    for query in ("limit=0", "limit=201", "offset=-1", "limit=x"):
        response = api.get(f"/2p6c/decks?{query}")
        assert response.status_code == 422 and response.mimetype == "application/problem+json"


def test_a_stored_deck_goes_as_it_is_into_a_matchs_deck_option(api):
    stored = store(api, deck_definition()).get_json()
    deck = api.get(f"/2p6c/decks/{stored['id']}").get_json()["deck"]
    match = api.create("2p6c", ["Ann"], {"deck": deck})
    assert match["match"]["options"]["deck"] == deck


def errors_of(response) -> dict:
    assert response.status_code == 422, response.get_json()
    assert response.mimetype == "application/problem+json"
    return response.get_json()["errors"]


def test_verification_refuses_a_deck_without_54_cards(api):
    short = deck_definition()
    short["cards"].pop()
    assert "cards" in errors_of(store(api, short))
    assert "card_count" in errors_of(store(api, deck_definition(card_count=53)))


def test_verification_refuses_a_code_that_appears_twice(api):
    twice = deck_definition()
    twice["cards"][7]["code"] = twice["cards"][0]["code"]
    assert errors_of(store(api, twice)) == {"cards.7.code": ["Code '01' appears twice."]}


@pytest.mark.parametrize("change", [
    {"colour": "orange"}, {"polarity": "0"}, {"primary": "1"}, {"substitution": "X_Y"},
    {"primary": "A", "substitution": "any"}, {"primary": "B", "substitution": "D_O"},
    {"tp": -1}, {"rp": 100}])
def test_verification_refuses_a_card_with_invalid_attributes(api, change):
    bad = deck_definition()
    bad["cards"][3].update(change)
    assert errors_of(store(api, bad)) == {
        "cards.3": ["Invalid card: colour, polarity, letters, substitution or numbers."]}


@pytest.mark.parametrize("body", [
    {}, {"deck_id": "x"}, {"deck_id": "", "cards": []}, {"deck_id": 7, "cards": "all of them"},
    {"deck_id": "x", "cards": [1, 2, 3]}, {"deck_id": "x\u0000", "cards": []}, [], "deck", 54,
    {**deck_definition(), "extra": True}, {**deck_definition(), "deck_id": "d" * 81}])
def test_bodies_that_do_not_fit_are_422(api, body):
    response = store(api, body)
    assert response.status_code == 422 and response.mimetype == "application/problem+json"
    assert api.get("/2p6c/decks").get_json() == []


def test_wrong_types_in_cards_are_field_errors(api):
    bad = deck_definition()
    bad["cards"][0]["tp"] = "1"
    bad["cards"][1]["code"] = "1\u0000"
    errors = errors_of(store(api, bad))
    assert set(errors["cards"]) == {"0", "1"}


def test_no_body_not_json_and_too_large_are_refused(api):
    assert api.post("/2p6c/decks").status_code == 422
    not_json = api.post("/2p6c/decks", data="{cards:", headers={"Content-Type": "application/json"})
    assert not_json.status_code == 400 and not_json.mimetype == "application/problem+json"
    huge = deck_definition(name="x" * 70_000)
    too_large = store(api, huge)
    assert too_large.status_code == 413 and too_large.mimetype == "application/problem+json"


@pytest.mark.parametrize("stored_id", ["0" * 64, "nope", "A" * 64, "0" * 63])
def test_an_unknown_or_malformed_deck_id_is_404(api, stored_id):
    response = api.get(f"/2p6c/decks/{stored_id}")
    assert response.status_code == 404 and response.mimetype == "application/problem+json"


def test_decks_are_public_and_a_token_changes_nothing(api):
    stored = store(api, deck_definition()).get_json()
    assert api.get(f"/2p6c/decks/{stored['id']}", token="not-a-token").status_code == 200


def test_storing_decks_is_rate_limited_like_creating_matches(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'limits.db'}",
                      "RATE_LIMIT_CREATE": "2 per minute"})
    try:
        limited = ApiClient(app.test_client())
        statuses = [store(limited, deck_definition(deck_id=f"d{n}")).status_code for n in range(3)]
        assert statuses == [201, 201, 429]
        assert limited.get("/2p6c/decks").status_code == 200  # reading is not limited
    finally:
        app.extensions["table_referee"].db.dispose()


def test_the_same_deck_stored_by_several_clients_at_once_is_stored_once(app):
    clients = [ApiClient(app.test_client()) for _ in range(6)]
    answers = at_once([lambda client=client: store(client, deck_definition()) for client in clients])
    assert sorted(answer.status_code for answer in answers) == [200] * 5 + [201]
    assert len({answer.get_json()["id"] for answer in answers}) == 1
    assert len(clients[0].get("/2p6c/decks").get_json()) == 1
