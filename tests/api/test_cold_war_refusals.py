"""Cold War's 422s over HTTP say what to send: a bare card id where a payload names a card (every
card is {"ref": id}), a deck no seat plays, a first player who is not seated."""
from __future__ import annotations

import pytest

from .test_cold_war_api import attack_ben, deck, ready_match

pytestmark = pytest.mark.usefixtures("backend")

EXPECTED = 'expected {"ref": "<card id>"}'


def test_cold_war_bare_card_id_is_422_naming_the_ref_shape(api):
    match = ready_match(api)
    answer = api.move(match, 0, "attack", {"target": 1, "cards": ["A-R3"]},
                      token=match["seats"][0]["token"])
    assert answer.status_code == 422, answer.get_json()
    message = answer.get_json()["errors"]["payload"]["cards"]["0"][0]
    assert message.startswith(EXPECTED) and 'send {"ref": "A-R3"}' in message


def test_cold_war_cards_on_the_table_are_refs_too(api):
    """A Special's selection names stack cards as {"ref": id}, like every other card."""
    match = ready_match(api)
    answer = api.move(match, 0, "special", {"card": {"ref": "A-O1"}, "target": 1, "select": ["B-U1"]},
                      token=match["seats"][0]["token"])
    assert answer.status_code == 422, answer.get_json()
    assert answer.get_json()["errors"]["payload"]["select"]["0"][0].startswith(EXPECTED)


def test_cold_war_react_with_bare_shield_id_is_422(api):
    match = ready_match(api)
    attack_ben(api, match)
    answer = api.move(match, 1, "react", {"shields": ["B-S1"]}, token=match["seats"][1]["token"])
    assert answer.status_code == 422
    assert answer.get_json()["errors"]["payload"]["shields"]["0"][0].startswith(EXPECTED)


def test_cold_war_deck_no_seat_plays_is_422_naming_the_country_and_the_table(api):
    response = api.post("/matches", json={"game": "cold-war", "players": ["Ann", "Ben"],
                                          "options": {"decks": [deck("A"), deck("Country B")]}})
    assert response.status_code == 422, response.get_json()
    assert response.get_json()["rule"] == "COLDWAR-DECK-COUNTRY"
    assert response.get_json()["detail"] == (
        'No seat plays the deck\'s country "Country B": the countries at the table are A, B. Name '
        "the deck after one of them, or send the seats' countries in countries.")
    assert response.get_json()["details"] == {"country": "Country B", "countries": "A, B"}


def test_cold_war_first_player_not_seated_is_422_saying_which_seats(api):
    response = api.post("/matches", json={"game": "cold-war", "players": ["Ann", "Ben"],
                                          "options": {"first_player": 3}})
    assert response.status_code == 422, response.get_json()
    assert response.get_json()["rule"] == "COLDWAR-SETUP-FIRST-PLAYER"
    assert response.get_json()["detail"] == (
        "The first player (the youngest) must sit at this table: send first_player 0 to 1.")


def test_cold_war_card_reference_naming_no_card_is_422(api):
    """{} says neither which card nor its values: no table could take it."""
    match = ready_match(api)
    answer = api.move(match, 0, "place", {"card": {}}, token=match["seats"][0]["token"])
    assert answer.status_code == 422, answer.get_json()
    assert answer.get_json()["rule"] == "CORE-BAD-PAYLOAD"


def test_cold_war_first_sighting_without_its_printed_values_is_422(api):
    match = ready_match(api)
    answer = api.move(match, 0, "place", {"card": {"new": {"kind": "brown", "attack": 50}}},
                      token=match["seats"][0]["token"])
    assert answer.status_code == 422, answer.get_json()
    assert answer.get_json()["errors"]["payload"]["card"]["new"] == {
        "defence": ["A brown card's first sighting needs its printed defence."]}


def test_cold_war_three_shields_is_422(api):
    match = ready_match(api)
    attack_ben(api, match)
    shields = [{"ref": f"B-S{n}"} for n in (1, 2, 3)]
    answer = api.move(match, 1, "react", {"shields": shields}, token=match["seats"][1]["token"])
    assert answer.status_code == 422
    assert answer.get_json()["errors"]["payload"]["shields"] == ["Longer than maximum length 2."]


def test_cold_war_more_plays_required_than_allowed_is_422(api):
    """min_plays_per_turn above max_plays_per_turn: no turn could reach its discard."""
    response = api.post("/matches", json={"game": "cold-war", "players": ["Ann", "Ben"],
                                          "options": {"min_plays_per_turn": 2, "max_plays_per_turn": 1}})
    assert response.status_code == 422, response.get_json()
    assert response.get_json()["errors"]["options"] == {"min_plays_per_turn": [
        "At most max_plays_per_turn (1): a turn must be able to make the plays it requires before "
        "the discard."]}


def test_cold_war_tournament_with_decks_for_its_largest_table_starts_smaller_tables(api):
    """A tournament names decks for four countries; a table of three plays three of them, and
    its match is not refused for the fourth deck."""
    from tests.api import tournament_support as tournament
    decks = [{"country": letter, "cards": [{"id": f"{letter}-U1", "kind": "blue", "defence": 60}]}
             for letter in "ABCD"]
    made = tournament.create(api, game="cold-war", profile={"kind": "wdl"}, rounds=1,
                             players=tournament.NAMES[:6], options={"decks": decks})
    tournament.check_in_all(api, made)
    tables = tournament.seat_and_start(api, made, 1)
    assert sorted(len(table["players"]) for table in tables) == [3, 3]
    assert all(table["match_id"] for table in tables)
