"""Bad input gets a clear problem+json answer and changes nothing."""
from __future__ import annotations

import pytest

from .golf_h01 import HOLE_H01


def _play_until(api, match, seq):
    for seat, type_, payload in HOLE_H01[: seq - 1]:
        api.play(match, seat, type_, payload)


def _log(api, match):
    return api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()


def test_illegal_move_is_409_with_rule_id_and_spec_message_and_changes_nothing(api):
    match = api.create(players=["A", "B"])
    _play_until(api, match, 5)
    before = api.view(match)
    response = api.move(match, 0, "turn", {"source": "discard", "drawn": "4P", "replace": "TR",
                                           "removed": "3C"})
    assert response.status_code == 409
    assert response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert problem["rule"] == "GOLF-DISCARD-TOP"
    assert problem["detail"] == "You can only take the top discard, which is 5F."
    assert problem["type"] == "/api/v1/games/mini-golf#GOLF-DISCARD-TOP"
    assert problem["status"] == 409 and problem["title"]
    assert api.view(match) == before
    assert len(_log(api, match)["moves"]) == 4


def test_wrong_turn_names_players_by_name(api):
    match = api.create(players=["Ann", "Ben"])
    _play_until(api, match, 2)  # Ann has dealt: Ben's turn
    problem = api.move(match, 0, *HOLE_H01[2][1:]).get_json()
    assert problem["rule"] == "CORE-NOT-YOUR-TURN"
    assert problem["detail"] == "It's Ben's turn, not Ann's."
    assert problem["details"] == {"current": 1, "actor": 0}
    assert problem["version"] == 1


def test_italian_reader_gets_the_italian_message(api):
    match = api.create(players=["Anna", "Bruno"])
    _play_until(api, match, 2)
    problem = api.move(match, 0, *HOLE_H01[2][1:],
                       headers={"Accept-Language": "it-IT,it;q=0.9"}).get_json()
    assert problem["rule"] == "CORE-NOT-YOUR-TURN"
    assert problem["detail"] == "Tocca a Bruno, non a Anna."
    assert problem["title"] == "Rifiutato dalle regole"


def test_malformed_move_body_is_422_with_field_errors(api):
    match = api.create()
    response = api.post(f"/matches/{match['id']}/moves", token=match["host_token"],
                        json={"type": 5, "seat": "0"})
    assert response.status_code == 422
    errors = response.get_json()["errors"]
    assert set(errors) >= {"type", "seat"}


def test_empty_body_is_422_naming_the_missing_fields(api):
    match = api.create()
    response = api.post(f"/matches/{match['id']}/moves", token=match["host_token"],
                        data="", content_type="application/json")
    # An empty body is read as no fields at all, not as a body that is not JSON (400).
    assert response.status_code == 422
    assert set(response.get_json()["errors"]) >= {"type", "seat"}
    response = api.post(f"/matches/{match['id']}/moves", token=match["host_token"], json={})
    assert response.status_code == 422
    assert set(response.get_json()["errors"]) == {"type", "seat"}


def test_payload_of_the_wrong_shape_is_422_under_payload(api):
    match = api.create()
    response = api.move(match, 0, "start_hole", {"initial_discard": 5})
    assert response.status_code == 422
    assert "initial_discard" in response.get_json()["errors"]["payload"]


def test_unknown_move_type_is_422(api):
    match = api.create()
    response = api.move(match, 0, "fly", {})
    assert response.status_code == 422 and "type" in response.get_json()["errors"]


def test_not_json_is_400_problem(api):
    match = api.create()
    response = api.post(f"/matches/{match['id']}/moves", token=match["host_token"],
                        data="{not json", content_type="application/json")
    assert response.status_code == 400
    assert response.mimetype == "application/problem+json"


def test_huge_body_is_413(api):
    match = api.create()
    response = api.post(f"/matches/{match['id']}/moves", token=match["host_token"],
                        data="x" * (70 * 1024), content_type="application/json")
    assert response.status_code == 413
    assert response.mimetype == "application/problem+json"


def test_a_seat_this_table_lacks_is_a_rule_refusal(api):
    match = api.create()  # two players; Mini Golf seats up to four
    response = api.move(match, 3, "start_hole", {"initial_discard": "5C"})
    assert response.status_code == 409 and response.get_json()["rule"] == "CORE-BAD-PAYLOAD"


@pytest.mark.parametrize("seat, says", [
    (-1, "A seat number from 0 (the first player) to at most 11; a seat this match does not have is refused "
         "by its rules (409)."),
    (4, "A seat of Mini Golf is 0 (the first player) to 3."),
    (7, "A seat of Mini Golf is 0 (the first player) to 3.")])
def test_a_seat_no_table_of_the_game_has_is_a_field_error_that_says_the_range(api, seat, says):
    match = api.create()
    response = api.move(match, seat, "start_hole", {"initial_discard": "5C"})
    assert response.status_code == 422
    assert response.get_json()["errors"]["seat"] == [says]


def test_bad_card_text_is_core_bad_card(api):
    match = api.create()
    response = api.move(match, 0, "start_hole", {"initial_discard": "9Z"})
    assert response.status_code == 409 and response.get_json()["rule"] == "CORE-BAD-CARD"


def test_no_token_is_401(api):
    match = api.create()
    response = api.post(f"/matches/{match['id']}/moves",
                        json={"type": "start_hole", "seat": 0, "payload": {"initial_discard": "5C"}})
    assert response.status_code == 401
    assert response.headers["WWW-Authenticate"].startswith("Bearer")
    assert api.get(f"/matches/{match['id']}").status_code == 401


def test_unknown_token_is_401(api):
    match = api.create()
    assert api.get(f"/matches/{match['id']}", token="not-a-token").status_code == 401


def test_token_of_another_match_is_403(api):
    mine, theirs = api.create(), api.create()
    response = api.move(theirs, 0, "start_hole", {"initial_discard": "5C"},
                        token=mine["host_token"])
    assert response.status_code == 403
    assert api.get(f"/matches/{theirs['id']}", token=mine["seats"][0]["token"]).status_code == 403
    assert api.view(theirs)["version"] == 0


def test_unknown_match_is_404(api):
    match = api.create()
    assert api.get("/matches/nope", token=match["host_token"]).status_code == 404


def test_unknown_game_is_404_and_bad_player_count_is_422_with_rule(api):
    response = api.post("/matches", json={"game": "chess", "players": ["A", "B"]})
    assert response.status_code == 404
    response = api.post("/matches", json={"game": "mini-golf", "players": list("ABCDE")})
    assert response.status_code == 422
    assert response.get_json()["rule"] == "CORE-PLAYER-COUNT"
    assert response.get_json()["detail"] == "This game needs 2 to 4 players."


def test_bad_options_are_422_field_errors(api):
    response = api.post("/matches", json={"game": "mini-golf", "players": ["A", "B"],
                                          "options": {"holes": 0, "tie_rule": "coin"}})
    assert response.status_code == 422
    assert set(response.get_json()["errors"]["options"]) == {"holes", "tie_rule"}
    response = api.post("/matches", json={"game": "mini-golf", "players": ["A", "B"],
                                          "options": {"colour": "red"}})
    assert response.status_code == 422


def test_duplicate_or_blank_player_names_are_422(api):
    assert api.post("/matches", json={"game": "mini-golf", "players": ["Ann", "ann"]}).status_code == 422
    assert api.post("/matches", json={"game": "mini-golf", "players": ["Ann", "  "]}).status_code == 422


def test_replayed_idempotency_key_returns_the_same_answer_without_a_second_move(api):
    match = api.create()
    first = api.move(match, 0, "start_hole", {"initial_discard": "5C"}, key="k-1")
    again = api.move(match, 0, "start_hole", {"initial_discard": "5C"}, key="k-1")
    assert first.status_code == again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert "Idempotent-Replayed" not in first.headers
    assert again.get_json() == first.get_json()
    assert len(_log(api, match)["moves"]) == 1
    assert api.view(match)["version"] == 1


def test_idempotency_key_reused_for_another_move_is_422(api):
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"}, key="k-1")
    response = api.move(match, 1, "turn", {"source": "deck", "drawn": "2H", "replace": None,
                                           "removed": None}, key="k-1")
    assert response.status_code == 422
    assert len(_log(api, match)["moves"]) == 1


def test_idempotency_keys_are_per_entrant(api):
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"}, key="same")
    seat_b = match["seats"][1]["token"]
    response = api.move(match, 1, "turn", {"source": "deck", "drawn": "2H", "replace": None,
                                           "removed": None}, key="same", token=seat_b)
    assert response.status_code == 201 and "Idempotent-Replayed" not in response.headers


def test_stale_if_match_is_412_with_the_current_version(api):
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    response = api.move(match, 1, "turn", {"source": "deck", "drawn": "2H", "replace": None,
                                           "removed": None}, headers={"If-Match": '"0"'})
    assert response.status_code == 412
    assert response.get_json()["version"] == 1
    ok = api.move(match, 1, "turn", {"source": "deck", "drawn": "2H", "replace": None,
                                     "removed": None}, headers={"If-Match": '"1"'})
    assert ok.status_code == 201 and ok.headers["ETag"] == '"2"'


def test_get_with_current_etag_is_304(api):
    match = api.create()
    first = api.get(f"/matches/{match['id']}", token=match["host_token"])
    etag = first.headers["ETag"]
    assert etag == '"0"'
    same = api.get(f"/matches/{match['id']}", token=match["host_token"],
                   headers={"If-None-Match": etag})
    assert same.status_code == 304 and same.data == b""
    api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    moved = api.get(f"/matches/{match['id']}", token=match["host_token"],
                    headers={"If-None-Match": etag})
    assert moved.status_code == 200 and moved.headers["ETag"] == '"1"'


def test_stored_answers_are_forgotten_after_the_retention_period(api, app):
    from datetime import timedelta

    from sqlalchemy import select, update

    from models.tables import IDEMPOTENCY, utcnow
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"}, key="old")
    db = app.extensions["table_referee"].db
    with db.write() as conn:
        conn.execute(update(IDEMPOTENCY).values(created_at=utcnow() - timedelta(days=31)))
    api.play(match, 1, "turn", {"source": "deck", "drawn": "2H", "replace": None,
                                "removed": None}, key="new")
    api.create()  # creating a match purges what is past the retention period
    with db.read() as conn:
        assert conn.execute(select(IDEMPOTENCY.c.key)).scalars().all() == ["new"]


def test_another_games_move_is_refused_by_the_match_with_a_rule(api, with_sealed_bid):
    """The documented body takes any registered game's moves; the match's own game refuses one
    it does not play, by rule, so the body is not called malformed."""
    match = api.create()
    before = api.view(match)
    response = api.move(match, 0, "bid", {"card": "3H"})
    assert response.status_code == 409
    problem = response.get_json()
    assert problem["rule"] == "MOVE-OTHER-GAME"
    assert problem["detail"] == "That is a Sealed Bid move; this match plays Mini Golf."
    assert api.view(match)["version"] == before["version"]


@pytest.mark.parametrize("game, sent, says", [
    ("ladder", ["1U", "2P", "3H"], "cards (exactly 7)"),
    ("collector", ["1U", "2P", "3H", "4F", "5D"], "cards (a hand is exactly 6 cards)")])
def test_a_dealt_hand_of_the_wrong_size_is_422_naming_the_count(api, game, sent, says):
    match = api.create(game, ["Ada", "Bea"], {"info_mode": "hand_tracking"})
    response = api.move(match, 0, "private_hand", {"cards": sent}, token=match["seats"][0]["token"])
    assert response.status_code == 422 and response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert problem["rule"] == "CORE-BAD-PAYLOAD"
    assert problem["detail"] == f"Something is missing or malformed in this move: {says}."
    assert api.view(match)["version"] == 0  # nothing was recorded
