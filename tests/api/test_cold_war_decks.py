"""Cold War country deck definitions (docs/games/cold-war.md §1.4): verified by the rules (warnings, never
refusals), stored once under the SHA-256 of their content and label, listed, fetched, and used as
they are in a match's `decks` option, whose view then shows a revealed card's printed values."""
from __future__ import annotations

import hashlib
import json

import pytest

from api import create_app
from tests.api.cold_war_decks_support import country_deck
from tests.api.solo_support import at_once
from tests.client import ApiClient

HEX64 = set("0123456789abcdef")
SUMMARY = {"id", "country", "name", "card_count", "warning_count", "created_at"}


def store(api, deck, **kwargs):
    return api.post("/cold-war/decks", json=deck, **kwargs)


def verify(api, deck, **kwargs):
    return api.post("/cold-war/decks/verify", json=deck, **kwargs)


def codes(answer) -> list[str]:
    return [warning["code"] for warning in answer["warnings"]]


def test_a_whole_deck_is_stored_under_the_sha256_of_its_content_and_label(api):
    response = store(api, country_deck(name="Our 2024 printing"))
    assert response.status_code == 201, response.get_json()
    stored = response.get_json()
    assert len(stored["id"]) == 64 and set(stored["id"]) <= HEX64
    assert response.headers["Location"] == f"/api/v1/cold-war/decks/{stored['id']}"
    assert (stored["country"], stored["name"], stored["card_count"], stored["warnings"]) == (
        "Alpha", "Our 2024 printing", 25, [])
    assert set(stored["deck"]) == {"country", "cards"} and stored["deck"]["country"] == "Alpha"
    canonical = json.dumps({"deck": stored["deck"], "name": stored["name"]}, sort_keys=True,
                           separators=(",", ":"), ensure_ascii=False).encode()
    assert hashlib.sha256(canonical).hexdigest() == stored["id"]
    fetched = api.get(f"/cold-war/decks/{stored['id']}")
    assert fetched.status_code == 200 and fetched.get_json() == stored


def test_the_stored_deck_keeps_every_printed_value_and_orders_cards_by_kind_and_id(api):
    sent = country_deck()
    stored = store(api, sent).get_json()
    ids = [card["id"] for card in stored["deck"]["cards"]]
    assert ids == ["A-L", "A-W1", "A-W2", "A-U1", "A-U2", "A-U3", "A-U4", "A-U5",
                   "A-N1", "A-N2", "A-N3", *(f"A-R{n}" for n in range(1, 9)),
                   "A-O1", "A-O2", "A-O3", "A-O4", "A-S1", "A-S2"]
    by_id = {card["id"]: card for card in stored["deck"]["cards"]}
    assert all(by_id[card["id"]] == card for card in sent["cards"])


def test_a_numbered_id_sorts_by_its_number(api):
    deck = {"country": "Alpha", "cards": [{"id": f"A-U{n}", "kind": "blue", "defence": n}
                                          for n in (10, 2, 1)]}
    stored = store(api, deck).get_json()
    assert [card["id"] for card in stored["deck"]["cards"]] == ["A-U1", "A-U2", "A-U10"]


def test_the_label_defaults_to_the_country(api):
    stored = store(api, country_deck()).get_json()
    assert stored["name"] == "Alpha"
    again = store(api, country_deck(name="Alpha"))
    assert again.status_code == 200 and again.get_json()["id"] == stored["id"]


def test_storing_the_same_deck_again_answers_200_with_the_stored_one(api):
    first = store(api, country_deck()).get_json()
    again = store(api, country_deck())
    assert again.status_code == 200 and again.get_json() == first
    # The order of the cards says nothing about the deck, and a null is a value not given.
    shuffled = country_deck()
    shuffled["cards"].reverse()
    for card in shuffled["cards"]:
        card.setdefault("name", None)
        card.setdefault("leader_defence", None)
    shuffled["name"] = None
    reordered = store(api, shuffled)
    assert reordered.status_code == 200 and reordered.get_json()["id"] == first["id"]
    assert api.get("/cold-war/decks").get_json() == [
        {**{key: first[key] for key in SUMMARY - {"warning_count"}}, "warning_count": 0}]


def test_another_label_or_one_other_value_is_another_deck(api):
    first = store(api, country_deck()).get_json()
    relabelled = store(api, country_deck(name="Second copy"))
    changed = country_deck()
    changed["cards"][3]["defence"] += 1
    other = store(api, changed)
    assert relabelled.status_code == other.status_code == 201
    assert len({first["id"], relabelled.get_json()["id"], other.get_json()["id"]}) == 3


def test_a_wrong_composition_is_stored_with_the_rules_warnings(api):
    deck = country_deck()
    deck["cards"] = [card for card in deck["cards"] if card["id"] != "A-U5"]
    deck["cards"][-1]["icon"] = "crossed_swords"  # A-S2 drawn with swords instead of a shield
    next(card for card in deck["cards"] if card["id"] == "A-N3")["triad_symbol"] = "bolt"
    del next(card for card in deck["cards"] if card["id"] == "A-R1")["attack"]
    response = store(api, deck)
    assert response.status_code == 201
    stored = response.get_json()
    assert codes(stored) == ["deck-size", "count-blue", "count-crossed_swords", "count-shield",
                             "triad-mixed", "missing-values"]
    warning = stored["warnings"][1]
    assert warning == {"code": "count-blue", "en": "The deck has 4 blue card(s); expected 5.",
                       "it": "Il mazzo ha 4 carte blu; ne servono 5."}
    assert stored["warnings"][-1]["en"] == "A-R1 has no attack."
    assert api.get("/cold-war/decks").get_json()[0]["warning_count"] == 6


def test_verify_gives_the_warnings_and_the_deck_as_it_would_be_stored_and_stores_nothing(api):
    whole = verify(api, country_deck(name="Printing 2"))
    assert whole.status_code == 200
    answer = whole.get_json()
    assert answer["warnings"] == [] and answer["card_count"] == 25
    assert (answer["country"], answer["name"]) == ("Alpha", "Printing 2")
    assert answer["deck"] == store(api, country_deck(name="Printing 2")).get_json()["deck"]
    partial = {"country": "Bravo", "cards": [{"id": "B-L", "kind": "leader", "leader_defence": 80}]}
    answer = verify(api, partial, headers={"Accept-Language": "it"}).get_json()
    assert answer["name"] == "Bravo" and answer["card_count"] == 1
    assert "count-leader" not in codes(answer) and "count-blue" in codes(answer)
    assert answer["deck"] == partial
    assert [deck["country"] for deck in api.get("/cold-war/decks").get_json()] == ["Alpha"]


def test_the_list_gives_summaries_newest_first_a_page_at_a_time_and_by_country(api):
    ids = [store(api, country_deck(letter, country)).get_json()["id"]
           for letter, country in (("A", "Alpha"), ("B", "Bravo"), ("C", "Alpha"))]
    listed = api.get("/cold-war/decks").get_json()
    assert [deck["id"] for deck in listed] == ids[::-1]
    assert all(set(deck) == SUMMARY for deck in listed)
    page = api.get("/cold-war/decks?limit=1&offset=1").get_json()
    assert [deck["id"] for deck in page] == [ids[1]]
    alpha = api.get("/cold-war/decks?country=Alpha").get_json()
    assert [deck["id"] for deck in alpha] == [ids[2], ids[0]]
    assert api.get("/cold-war/decks?country=Zulu").get_json() == []
    for query in ("limit=0", "limit=201", "offset=-1", "limit=x", "country=", f"country={'x' * 41}"):
        response = api.get(f"/cold-war/decks?{query}")
        assert response.status_code == 422 and response.mimetype == "application/problem+json", query


def test_a_stored_deck_goes_as_it_is_into_a_matchs_decks_option(api):
    stored = store(api, country_deck()).get_json()
    deck = api.get(f"/cold-war/decks/{stored['id']}").get_json()["deck"]
    match = api.create("cold-war", ["Ann", "Ben"], {"decks": [deck], "countries": ["Alpha", "Bravo"]})
    view = match["match"]
    assert view["options"]["decks"] == [deck] and view["options"]["countries"] == ["Alpha", "Bravo"]
    assert view["state"]["deck_warnings"] == []
    assert "A-W2" not in view["state"]["cards"]  # not seen yet: still face down
    ann = match["seats"][0]["token"]
    api.play(match, 0, "setup_reveal", {"card": {"ref": "A-W2"}}, token=ann)
    api.play(match, 0, "setup_reveal", {"card": {"ref": "A-O2"}}, token=ann)
    state = api.view(match)["state"]
    assert state["players"][0]["stack"] == ["A-W2"] and state["players"][0]["discard"] == ["A-O2"]
    white, orange = state["cards"]["A-W2"], state["cards"]["A-O2"]
    assert (white["kind"], white["defence"], white["country"]) == ("white", 102, "Alpha")
    assert orange["effect"]["selector"] == {"kinds": ["blue"], "count": 1, "position": "any"}
    assert state["players"][0]["total_defence"] == 102


def test_a_stored_partial_deck_warns_in_the_match_too(api):
    partial = {"country": "Alpha", "cards": [{"id": "A-U1", "kind": "blue", "defence": 70}]}
    deck = store(api, partial).get_json()["deck"]
    match = api.create("cold-war", ["Ann", "Ben"], {"decks": [deck], "countries": ["Alpha", "Bravo"]})
    warnings = match["match"]["state"]["deck_warnings"]
    assert {warning["country"] for warning in warnings} == {"Alpha"}
    assert "count-blue" in [warning["code"] for warning in warnings]


def errors_of(response) -> dict:
    assert response.status_code == 422, response.get_json()
    assert response.mimetype == "application/problem+json"
    return response.get_json()["errors"]


def card_change(index: int, **change):
    deck = country_deck()
    deck["cards"][index].update(change)
    return deck


@pytest.mark.parametrize("body, field", [
    ({}, "country"), ({"country": "Alpha"}, "cards"), ({"cards": []}, "country"),
    ({"country": "", "cards": [{"id": "A-L", "kind": "leader"}]}, "country"),
    ({"country": "   ", "cards": [{"id": "A-L", "kind": "leader"}]}, "country"),
    ({"country": "Alpha", "cards": []}, "cards"), ({"country": 7, "cards": "all"}, "country"),
    ({"country": "Alpha", "cards": [1, 2, 3]}, "cards"),
    ({"country": "A" * 41, "cards": [{"id": "A-L", "kind": "leader"}]}, "country"),
    ({"country": "Al\u0000pha", "cards": [{"id": "A-L", "kind": "leader"}]}, "country"),
    ({**country_deck(), "extra": True}, "extra"), ({**country_deck(), "name": ""}, "name"),
    ({"country": "Alpha", "cards": [{"id": f"A-{n}", "kind": "blue"} for n in range(51)]}, "cards"),
    (card_change(3, defence="5"), "cards"), (card_change(3, defence=1.5), "cards"),
    (card_change(3, defence=-1), "cards"), (card_change(3, defence=100_000), "cards"),
    (card_change(3, defence=2**70), "cards"), (card_change(3, kind="purple"), "cards"),
    (card_change(3, id=""), "cards"), (card_change(3, triad_symbol="fire"), "cards"),
    (card_change(3, icon="sword"), "cards"), (card_change(3, colour="blue"), "cards"),
    (card_change(0, kind=None), "cards"), (card_change(20, effect=None), "cards"),
    (card_change(20, effect={"type": "remove_from_stack", "selector": {"kinds": ["leader"]}}), "cards"),
    (card_change(20, effect={"type": "remove_from_stack", "selector": {"count": 0}}), "cards"),
    (card_change(20, effect={"type": "remove_from_stack", "selector": {"position": "left"}}), "cards"),
    (card_change(20, effect={"type": "remove_from_stack", "selector": {"whole_unit": 1}}), "cards"),
    (card_change(23, effect={"type": "shield", "vs_normal_attack": "sometimes"}), "cards"),
    (card_change(23, effect={"type": "shield", "text": "x" * 601}), "cards"),
    (card_change(23, effect={"type": "shield", "power": 3}), "cards"),
    ([], "_schema"), ("deck", "_schema"), (25, "_schema")])
def test_bodies_that_do_not_fit_are_422_with_the_field_and_store_nothing(api, body, field):
    for answer in (store(api, body), verify(api, body)):
        assert field in errors_of(answer)
    assert api.get("/cold-war/decks").get_json() == []


def test_wrong_types_in_cards_are_field_errors_by_position(api):
    bad = country_deck()
    bad["cards"][0]["leader_defence"] = "80"
    bad["cards"][5]["id"] = "A-U\u0000"
    errors = errors_of(store(api, bad))
    assert set(errors) == {"cards"} and set(errors["cards"]) == {"0", "5"}
    assert errors["cards"]["0"] == {"leader_defence": ["Not a valid integer."]}


def test_no_body_not_json_and_too_large_are_refused(api):
    for path in ("/cold-war/decks", "/cold-war/decks/verify"):
        assert api.post(path).status_code == 422
        not_json = api.post(path, data="{cards:", headers={"Content-Type": "application/json"})
        assert not_json.status_code == 400 and not_json.mimetype == "application/problem+json"
        huge = country_deck()
        for card in huge["cards"]:
            card["name"] = "x" * 80
            card["effect"] = {"text": "\u00e9" * 600}  # two bytes each in UTF-8
        too_large = api.post(path, data=json.dumps(huge, ensure_ascii=False).encode() * 2,
                             headers={"Content-Type": "application/json"})
        assert too_large.status_code == 413 and too_large.mimetype == "application/problem+json"
    assert api.get("/cold-war/decks").get_json() == []


@pytest.mark.parametrize("stored_id", ["0" * 64, "nope", "A" * 64, "0" * 63, "0" * 65])
def test_an_unknown_or_malformed_deck_id_is_404(api, stored_id):
    response = api.get(f"/cold-war/decks/{stored_id}")
    assert response.status_code == 404 and response.mimetype == "application/problem+json"


def test_an_unknown_deck_id_says_so_in_the_readers_language(api):
    response = api.get(f"/cold-war/decks/{'0' * 64}", headers={"Accept-Language": "it"})
    assert response.get_json()["detail"] == "Non esiste un mazzo salvato con questo id."


def test_verify_takes_only_post(api):
    response = api.get("/cold-war/decks/verify")
    assert response.status_code == 405 and response.mimetype == "application/problem+json"
    assert {method.strip() for method in response.headers["Allow"].split(",")} == {"POST", "OPTIONS"}


def test_decks_are_public_and_a_token_changes_nothing(api):
    stored = store(api, country_deck()).get_json()
    assert api.get(f"/cold-war/decks/{stored['id']}", token="not-a-token").status_code == 200
    assert store(api, country_deck(), token="not-a-token").status_code == 200


def test_storing_decks_is_rate_limited_like_creating_matches_and_verifying_is_not(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'limits.db'}",
                      "RATE_LIMIT_CREATE": "2 per minute"})
    try:
        limited = ApiClient(app.test_client())
        statuses = [store(limited, country_deck(name=f"copy {n}")).status_code for n in range(3)]
        assert statuses == [201, 201, 429]
        assert limited.get("/cold-war/decks").status_code == 200  # reading is not limited
        assert all(verify(limited, country_deck()).status_code == 200 for _ in range(4))
    finally:
        app.extensions["table_referee"].hub.close()
        app.extensions["table_referee"].db.dispose()


def test_the_same_deck_stored_by_several_clients_at_once_is_stored_once(app):
    clients = [ApiClient(app.test_client()) for _ in range(6)]
    answers = at_once([lambda client=client: store(client, country_deck()) for client in clients])
    assert sorted(answer.status_code for answer in answers) == [200] * 5 + [201]
    assert len({answer.get_json()["id"] for answer in answers}) == 1
    assert len(clients[0].get("/cold-war/decks").get_json()) == 1
