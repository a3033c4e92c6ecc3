"""Ladder over HTTP (docs/games/ladder.md §4.3 ladder.audit, §4.4): after a trust-mode game a player still
holding cards shows them from their own phone; a dealt card among them proves an earlier pick-up
illegal, and every phone reads the LADDER-ILLEGAL-COLLECT flag. The match stays finished with
the same result; any other move after the end is refused with CORE-GAME-OVER."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("backend")

# Ann (seat 0) deals; the host phone enters the moves (scribe mode, the default).
GAME = [
    (0, "start", {"flip": "1H"}),
    (1, "play", {"cards": ["2C", "2D", "2H"]}),
    (0, "collect", {"flip": "1D"}),             # seq 3: Ann knows no card that beats three 2s
    (1, "play", {"cards": ["3C", "3D", "3H", "3P"]}),  # seq 4: Ben's hand is empty
]
# Ann's 11 cards: the 4 she picked up and 7 from the deal, among them three 4s.
ANN_HAND = ["1H", "2C", "2D", "2H", "4C", "4D", "4H", "5C", "5D", "6C", "6D"]


def finished_game(api):
    match = api.create("ladder", ["Ann", "Ben"])
    for seat, type_, payload in GAME:
        answer = api.play(match, seat, type_, payload)
    assert answer["match"]["status"] == "finished"
    assert answer["match"]["result"]["winners"] == [1]
    return match, answer["match"]["result"]


def audit(api, match, token, cards=ANN_HAND):
    return api.move(match, 0, "audit", {"cards": cards}, token=token)


def test_the_loser_shows_their_hand_and_every_phone_reads_the_flag(api):
    match, result = finished_game(api)
    ann, ben = (seat["token"] for seat in match["seats"])
    shown = audit(api, match, ann)
    assert shown.status_code == 201, shown.get_json()
    assert shown.get_json()["seq"] == 5
    for token in (ben, ann, match["host_token"]):
        view = api.view(match, token)
        assert view["status"] == "finished" and view["result"] == result and view["to_move"] == []
        assert view["state"]["audited"] == [0]
        assert {entry["card"] for entry in view["state"]["audits"]} == {"4C", "4D", "4H", "5C", "5D",
                                                                        "6C", "6D"}
        [flag] = view["flags"]
        assert (flag["rule"], flag["seat"], flag["at_seq"], flag["evidence_seq"]) == \
            ("LADDER-ILLEGAL-COLLECT", 0, 3, 5)
        assert flag["details"]["cards"] == ["4C", "4D", "4H"]
        assert flag["details"]["top"] == [2, 3]
        assert flag["message"] == "Ann picked up the pile at move 3 while holding 4C, 4D, 4H, which beat it."
    log = api.get(f"/matches/{match['id']}/moves", token=ben).get_json()["moves"]
    assert (log[-1]["type"], log[-1]["payload"], log[-1]["redacted"]) == ("audit", {"cards": ANN_HAND}, False)


def test_after_the_game_only_the_players_own_phone_shows_their_hand_once(api):
    match, _result = finished_game(api)
    ann, ben = (seat["token"] for seat in match["seats"])
    for token in (ben, match["host_token"]):  # a private move, typed on another phone
        refused = audit(api, match, token)
        assert (refused.status_code, refused.get_json()["rule"]) == (403, "CORE-NOT-AUTHORIZED")
    late = api.move(match, 0, "play", {"cards": ["4C"]}, token=ann)
    assert (late.status_code, late.get_json()["rule"]) == (409, "CORE-GAME-OVER")
    assert late.get_json()["detail"] == "This game has already ended."
    assert audit(api, match, ann).status_code == 201
    again = audit(api, match, ann, ["5C"])
    assert (again.status_code, again.get_json()["rule"]) == (409, "CORE-WRONG-PHASE")
    assert again.get_json()["detail"] == \
        "That move isn't possible right now: you have already shown your hand."
    assert api.view(match)["version"] == len(GAME) + 1
