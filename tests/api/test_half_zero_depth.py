"""Half-Zero entered a round at a time over HTTP (docs/games/half-zero.md, `depth: "hand"`): a
round's point cards are one list per seat; the round ends as turn by turn; refusals carry their
rule in the reader's language; an entered round is undone like any move, the winning one
included."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("backend")

NAMES = ["Ann", "Ben", "Cat"]


def _round(api, match, seat, point_cards, **kwargs):
    return api.move(match, seat, "round_points", {"point_cards": point_cards}, **kwargs)


def _undo(api, match):
    return api.post(f"/matches/{match['id']}/undo", token=match["host_token"], json={})


def test_the_catalogue_offers_the_depth_as_a_main_option_and_round_points_at_hand_depth(api):
    game = api.get("/games/half-zero").get_json()
    main = [name for name, spec in game["options"]["properties"].items() if spec.get("x-main")]
    assert main == ["selection_mode", "info_mode", "depth"]
    moves = {move["type"]: move for move in game["moves"]}
    assert (moves["round_points"]["depth"], moves["reveal"]["depth"]) == ("hand", "every_move")
    assert moves["round_points"]["checks"][-3:] == ["CORE-BAD-CARD", "HALFZERO-POINT-WRONG-SUIT",
                                                    "HALFZERO-POINT-ALREADY-REVEALED"]


def test_a_round_entered_at_a_time_upgrades_the_most_points_and_waits_for_the_next(api):
    match = api.create("half-zero", NAMES, {"depth": "hand"})
    view = api.view(match)
    assert (view["options"]["depth"], view["state"]["phase"], view["to_move"]) == ("hand", "round_points", [0, 1, 2])
    answer = _round(api, match, 2, [["6C"], ["2C", "5C"], []])   # Ann 6, Ben 7
    assert answer.status_code == 201, answer.get_json()
    view = api.view(match)
    [line] = view["scores"]["rounds"]
    assert (line["points"], line["upgraded"], line["bases_after"]) == ([6, 7, 0], 1, [5, 4, 5])
    assert (view["state"]["round"], view["state"]["bases"], view["scores"]["totals"]) == (2, [5, 4, 5], [0, 1, 0])


def test_too_many_point_cards_are_refused_in_the_readers_language(api):
    match = api.create("half-zero", NAMES, {"depth": "hand"})
    refused = _round(api, match, 0, [["1C", "2C"], ["3C", "4C"], ["5C", "6C"]],
                     headers={"Accept-Language": "it"})
    assert refused.status_code == 409
    problem = refused.get_json()
    assert (problem["rule"], problem["details"]) == ("HALFZERO-TOO-MANY-POINTS", {"M": 5, "count": 6})
    assert problem["detail"] == ("Un giro ha al massimo 5 turni, quindi si vincono al massimo 5 carte "
                                 "punti; ne sono state inserite 6.")


def test_a_point_card_twice_or_of_another_suit_is_refused(api):
    match = api.create("half-zero", NAMES, {"depth": "hand"})
    twice = _round(api, match, 0, [["3C"], ["3C"], []]).get_json()
    assert (twice["rule"], twice["detail"]) == ("HALFZERO-POINT-ALREADY-REVEALED", "3C has already been won this round.")
    assert _round(api, match, 0, [["3H"], [], []]).get_json()["rule"] == "HALFZERO-POINT-WRONG-SUIT"


def test_point_cards_not_one_list_per_seat_are_422_saying_what_to_send(api):
    match = api.create("half-zero", NAMES, {"depth": "hand"})
    response = _round(api, match, 0, [["3C"], []])
    assert response.status_code == 422
    assert response.get_json()["detail"].endswith(
        "point_cards (a list of 3 lists, one per seat in seat order, of the point cards that player "
        "won, e.g. [[\"3C\", \"6C\"], []]).")


def test_a_turn_is_refused_a_round_at_a_time_and_a_round_turn_by_turn(api):
    by_round = api.create("half-zero", NAMES, {"depth": "hand"})
    refused = api.move(by_round, 0, "reveal", {"plays": ["6U", "4P", "2H"]})
    assert refused.status_code == 409 and refused.get_json()["rule"] == "CORE-WRONG-DEPTH"
    by_turn = api.create("half-zero", NAMES)
    assert _round(api, by_turn, 0, [["3C"], [], []]).get_json()["rule"] == "CORE-WRONG-DEPTH"


def test_an_entered_round_is_undone_and_entered_again(api):
    match = api.create("half-zero", NAMES, {"depth": "hand"})
    before = api.view(match)
    _round(api, match, 0, [["6C"], ["2C", "5C"], []])
    undone = _undo(api, match)
    assert undone.status_code == 200, undone.get_json()
    assert undone.get_json()["undone"]["type"] == "round_points"
    after = api.view(match)
    assert after["state"] == before["state"] and after["scores"]["rounds"] == []
    _round(api, match, 0, [["6C", "5C"], ["2C"], []])
    assert api.view(match)["state"]["bases"] == [4, 5, 5]


def test_undoing_the_winning_round_reopens_the_match(api):
    match = api.create("half-zero", ["Ann", "Ben"], {"depth": "hand"})
    for _round_number in range(5):                 # Ann wins every round: base 5 down to 0
        answer = _round(api, match, 1, [["6C"], ["1C"]]).get_json()
    assert answer["match"]["status"] == "finished"
    assert answer["match"]["result"]["winners"] == [0] and answer["match"]["result"]["bases"] == [0, 5]
    assert _undo(api, match).status_code == 200
    view = api.view(match)
    assert (view["status"], view["state"]["bases"], view["to_move"]) == ("active", [1, 5], [0, 1])
    assert len(view["scores"]["rounds"]) == 4
