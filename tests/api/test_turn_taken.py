"""Two phones enter the same turn: the second is told the turn was already entered, and by whose
phone (CORE-TURN-TAKEN, docs/games/README.md), not that it is another player's turn."""
from __future__ import annotations

from .golf_h01 import HOLE_H01

BEN_TURN = HOLE_H01[1][1:]


def _seat_token(match, seat: int) -> str:
    return match["seats"][seat]["token"]


def _golf_dealt(api, **create):
    match = api.create(**create) if create else api.create(players=["Ann", "Ben"])
    api.play(match, *HOLE_H01[0])
    return match


def test_golf_a_turn_the_host_phone_entered_is_already_entered_for_bens_own_phone(api):
    match = _golf_dealt(api)
    api.play(match, 1, *BEN_TURN)  # the host phone enters Ben's turn
    answer = api.move(match, 1, *BEN_TURN, token=_seat_token(match, 1))
    assert answer.status_code == 409
    problem = answer.get_json()
    assert problem["rule"] == "CORE-TURN-TAKEN"
    assert problem["detail"] == "Ben's turn was already entered by the host phone."
    assert problem["details"] == {"player": 1, "seq": 2, "entered_by": "host"}
    assert problem["type"] == "/api/v1/games/mini-golf#CORE-TURN-TAKEN"
    assert problem["version"] == 2
    assert [move["seq"] for move in api.get(f"/matches/{match['id']}/moves",
                                            token=match["host_token"]).get_json()["moves"]] == [1, 2]


def test_golf_a_host_phone_that_plays_a_seat_is_named_by_its_player(api):
    created = api.post("/matches", json={"game": "mini-golf", "players": ["Ann", "Ben"], "host_seat": 0})
    match = created.get_json()
    api.play(match, *HOLE_H01[0])
    api.play(match, 1, *BEN_TURN)
    problem = api.move(match, 1, *BEN_TURN, token=_seat_token(match, 1),
                       headers={"Accept-Language": "it"}).get_json()
    assert problem["rule"] == "CORE-TURN-TAKEN"
    assert problem["detail"] == "Il turno di Ben è già stato inserito dal telefono di Ann."
    assert problem["details"]["entered_by"] == "host"


def test_golf_a_move_out_of_turn_is_still_not_your_turn(api):
    match = _golf_dealt(api)  # Ann dealt: Ben's turn, and Ann's last move was no turn
    problem = api.move(match, 0, *HOLE_H01[2][1:]).get_json()
    assert problem["rule"] == "CORE-NOT-YOUR-TURN"
    assert problem["detail"] == "It's Ben's turn, not Ann's."


def _flares(api, **options):
    return api.create("flares", ["Ann", "Ben"], options)


def test_flares_a_card_anns_phone_played_for_ben_is_already_entered_for_bens_phone(api):
    match = _flares(api)
    api.play(match, 0, "deck_lead", {"card": "5U"})
    api.play(match, 1, "play", {"card": "3P"}, token=_seat_token(match, 0))  # Ann scribes for Ben
    for lang, said in (("en", "Ben's turn was already entered by Ann's phone."),
                       ("it", "Il turno di Ben è già stato inserito dal telefono di Ann.")):
        answer = api.move(match, 1, "play", {"card": "6F"}, token=_seat_token(match, 1),
                          headers={"Accept-Language": lang})
        assert answer.status_code == 409
        problem = answer.get_json()
        assert (problem["rule"], problem["detail"]) == ("CORE-TURN-TAKEN", said)
        assert problem["details"] == {"player": 1, "seq": 2, "entered_by": "seat:0"}


def test_flares_another_kind_of_move_for_the_seat_that_last_moved_is_still_not_your_turn(api):
    """The dealer flipped for the deck; a card played for the dealer now is out of turn, not a
    second entry of the flip."""
    match = _flares(api)
    api.play(match, 0, "deck_lead", {"card": "5U"})
    problem = api.move(match, 0, "play", {"card": "2U"}).get_json()
    assert problem["rule"] == "CORE-NOT-YOUR-TURN"
    assert problem["detail"] == "It's Ben's turn, not Ann's."


def test_the_catalogue_lists_turn_taken_right_after_each_turn_rule(api):
    for slug, move_type, turn_rule in (("mini-golf", "turn", "CORE-NOT-YOUR-TURN"),
                                       ("flares", "play", "CORE-NOT-YOUR-TURN"),
                                       ("cold-war", "place", "COLDWAR-NOT-YOUR-TURN"),
                                       ("2p6c", "play", "2P6C-TURN-ORDER")):
        entry = api.get(f"/games/{slug}").get_json()
        checks = next(move["checks"] for move in entry["moves"] if move["type"] == move_type)
        assert checks[checks.index(turn_rule) + 1] == "CORE-TURN-TAKEN", slug
        rule = next(rule for rule in entry["rules"] if rule["id"] == "CORE-TURN-TAKEN")
        assert rule["status"] == 409
