"""Test helpers for tournaments over HTTP (no tests here): a tournament made and checked in, and
an EkeQ table's match played from its players' phones (each joining its own seat with the table's
join code and its player token) to a GOLDEN Q win in one turn."""
from __future__ import annotations

from typing import Any

NAMES = ["Ada", "Bea", "Cin", "Dan", "Eva", "Fil"]


def create(api, **extra: Any) -> dict[str, Any]:
    body = {"name": "Autumn EkeQ", "game": "ekeq", "profile": {"kind": "win_type"}, "rounds": 2,
            "players": NAMES, "seed": "hall", **extra}
    response = api.post("/tournaments", json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def check_in_all(api, made: dict[str, Any]) -> dict[int, str]:
    """Every player checks in with their card's code; their player tokens by player id."""
    tokens = {}
    for player in made["tournament"]["players"]:
        answer = api.post(f"/tournaments/{made['id']}/check-in", json={"code": player["code"].lower()})
        assert answer.status_code == 200, answer.get_json()
        tokens[answer.get_json()["player"]] = answer.get_json()["player_token"]
    return tokens


def organiser(api, made: dict[str, Any], path: str, body: Any = None, token: str | None = None):
    return api.post(f"/tournaments/{made['id']}{path}", json=body, token=token or made["organiser_token"])


def seat_and_start(api, made: dict[str, Any], number: int) -> list[dict[str, Any]]:
    assert organiser(api, made, "/rounds").status_code == 200
    answer = organiser(api, made, f"/rounds/{number}/start", {"minutes": 30})
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()["rounds"][number - 1]["tables"]


def join_own_seat(api, table: dict[str, Any], player_tokens: dict[int, str], seat: int) -> dict[str, Any]:
    """The seat's own player joins it from their phone: the join code and their player token."""
    joined = api.post("/join", json={"code": table["join_code"], "seat": seat},
                      token=player_tokens[table["players"][seat]])
    assert joined.status_code == 200, joined.get_json()
    return joined.get_json()


def play_golden_q_win(api, table: dict[str, Any], player_tokens: dict[int, str], winner_seat: int = 0) -> dict[str, Any]:
    """Three seats join by code; `winner_seat` (holding the Q card first) wins with GOLDEN Q 3.
    Returns the match's id and the token of the seat that made its last move."""
    join_code = table["join_code"]
    tokens = [join_own_seat(api, table, player_tokens, seat)["token"] for seat in range(3)]
    match_id = api.post("/join", json={"code": join_code}).get_json()["match_id"]
    match = {"id": match_id}
    others = [s for s in range(3) if s != winner_seat]
    cards = {winner_seat: {"kind": "golden_q", "value": 3}, others[0]: {"value": 5}, others[1]: {"value": 4}}
    for seat in range(3):
        api.play(match, seat, "commit", {"hidden": cards[seat], "payment": {"value": 2}}, token=tokens[seat])
    holder = 0  # initial_q_holder
    while holder != winner_seat:
        api.play(match, holder, "q_decision", {"use": False}, token=tokens[holder])
        holder = (holder + 1) % 3
    api.play(match, winner_seat, "q_decision", {"use": True, "q_payment": {"value": 2}}, token=tokens[winner_seat])
    api.play(match, winner_seat, "q_pick", {"target": others[0], "source": "hand", "guess": 3},
             token=tokens[winner_seat])
    done = api.play(match, others[0], "q_pick_result", {"card": {"value": 3}}, token=tokens[others[0]])
    assert done["match"]["status"] == "finished"
    return {"id": match_id, "last_token": tokens[others[0]]}
