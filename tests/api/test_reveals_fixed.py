"""What the table has seen of a sealed choice stands: undo and correction of it, or of the move
that showed it, are refused unless every other seat agrees from its own phone (a change request).

Before, a Half-Zero player could see both picks, undo their own and pick again, and the host could
take back another seat's pick and then its own."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules import referee, registry
from rules.base import Entrant

pytestmark = pytest.mark.usefixtures("backend")


def sealed_half_zero(api, host_seat=None):
    body = {"game": "half-zero", "players": ["Ann", "Ben"], "options": {"selection_mode": "sealed"}}
    if host_seat is not None:
        body["host_seat"] = host_seat
    response = api.post("/matches", json=body)
    assert response.status_code == 201
    match = response.get_json()
    tokens = [seat["token"] or match["host_token"] for seat in match["seats"]]
    return match, tokens


def both_picked(api, host_seat=None):
    """Ann picks 3U, then Ben's 2P reveals both (Ann wins the turn)."""
    match, tokens = sealed_half_zero(api, host_seat)
    api.play(match, 0, "select", {"choice": "3U"}, token=tokens[0])
    api.play(match, 1, "select", {"choice": "2P"}, token=tokens[1])
    assert api.view(match)["state"]["turn"]["reveals"] == [[3, 2]]
    return match, tokens


def undo(api, match, token, **body):
    return api.post(f"/matches/{match['id']}/undo", token=token, json=body or None)


def ask(api, match, token, **body):
    return api.post(f"/matches/{match['id']}/change-request", token=token, json=body)


def answer(api, match, token, verb, request_id):
    return api.post(f"/matches/{match['id']}/change-request/{verb}", token=token, json={"id": request_id})


def test_revealed_sealed_pick_cannot_be_undone_by_the_seat_that_revealed_it(api):
    match, tokens = both_picked(api)
    refused = undo(api, match, tokens[1])
    assert refused.status_code == 409
    problem = refused.get_json()
    assert problem["rule"] == "UNDO-REVEALED"
    assert problem["details"] == {"seq": 2, "entry": 1, "player": 0}
    assert "Ann's sealed entry" in problem["detail"]
    assert api.view(match)["state"]["turn"]["reveals"] == [[3, 2]]


def test_the_host_cannot_take_back_another_seats_revealed_pick_then_its_own(api):
    match, tokens = both_picked(api, host_seat=0)
    assert undo(api, match, tokens[0]).get_json()["rule"] == "UNDO-REVEALED"
    assert len(api.get(f"/matches/{match['id']}/moves", token=tokens[0]).get_json()["moves"]) == 2


def test_a_sealed_pick_nobody_has_seen_can_still_be_undone(api):
    match, tokens = sealed_half_zero(api)
    api.play(match, 0, "select", {"choice": "3U"}, token=tokens[0])
    assert undo(api, match, tokens[0]).status_code == 200
    assert api.view(match)["to_move"] == [0, 1]


def test_a_revealed_undo_is_carried_out_once_every_other_seat_agrees_from_its_own_phone(api):
    match, tokens = both_picked(api)
    asked = ask(api, match, tokens[1], kind="undo", seq=2)
    assert asked.status_code == 201
    request = asked.get_json()["change_request"]
    assert {key: request[key] for key in ("kind", "seq", "entry", "rule", "asked_by", "needed", "agreed")} == {
        "kind": "undo", "seq": 2, "entry": 1, "rule": "UNDO-REVEALED", "asked_by": "seat:1",
        "needed": [0], "agreed": []}
    # Every phone sees what it is asked to agree to.
    assert api.view(match, tokens[0])["change_request"]["id"] == request["id"]
    assert api.view(match)["change_request"] == api.view(match, tokens[0])["change_request"]
    # The asker does not answer for the others, nor does the host phone that plays no seat.
    assert answer(api, match, tokens[1], "agree", request["id"]).get_json()["rule"] == "CHANGE-NOT-YOURS"
    assert answer(api, match, match["host_token"], "agree", request["id"]).status_code == 403
    agreed = answer(api, match, tokens[0], "agree", request["id"])
    assert agreed.status_code == 200
    body = agreed.get_json()
    assert body["applied"] and body["change_request"] is None and body["undone"]["seq"] == 2
    after = api.view(match)
    assert after["change_request"] is None and after["state"]["turn"]["reveals"] == []
    assert after["to_move"] == [1]


def test_a_declined_request_changes_nothing(api):
    match, tokens = both_picked(api)
    request = ask(api, match, tokens[1], kind="undo", seq=2).get_json()["change_request"]
    declined = answer(api, match, tokens[0], "decline", request["id"])
    assert declined.status_code == 200 and declined.get_json()["change_request"] is None
    assert answer(api, match, tokens[0], "agree", request["id"]).get_json()["rule"] == "CHANGE-GONE"
    assert api.view(match)["state"]["turn"]["reveals"] == [[3, 2]]


def test_a_move_ends_a_request_so_nobody_agrees_to_a_table_that_moved_on(api):
    match, tokens = both_picked(api)
    request = ask(api, match, tokens[1], kind="undo", seq=2).get_json()["change_request"]
    api.play(match, 0, "point_card", {"card": "6C"}, token=tokens[0])
    assert api.view(match)["change_request"] is None
    gone = answer(api, match, tokens[0], "agree", request["id"])
    assert gone.status_code == 409 and gone.get_json()["rule"] == "CHANGE-GONE"


def test_a_request_is_refused_when_nothing_sealed_fixes_the_change(api):
    match, tokens = sealed_half_zero(api)
    api.play(match, 0, "select", {"choice": "3U"}, token=tokens[0])
    refused = ask(api, match, tokens[0], kind="undo", seq=1)
    assert refused.status_code == 409 and refused.get_json()["rule"] == "CHANGE-NOT-NEEDED"


def test_a_request_is_refused_as_the_change_itself_would_be(api):
    match, tokens = both_picked(api)
    assert ask(api, match, tokens[1], kind="undo", seq=1).get_json()["rule"] == "UNDO-NOT-LAST"
    other = api.create("half-zero", ["Cid", "Dee"], {"selection_mode": "sealed"})
    assert ask(api, match, other["host_token"], kind="undo", seq=2).status_code == 403
    assert ask(api, match, tokens[1], kind="correction", seq=1,
               payload={"choice": "4U"}).get_json()["rule"] == "CORRECTION-NOT-ALLOWED"


def test_one_request_at_a_time(api):
    match, tokens = both_picked(api)
    assert ask(api, match, tokens[1], kind="undo", seq=2).status_code == 201
    assert ask(api, match, match["host_token"], kind="undo", seq=2).get_json()["rule"] == "CHANGE-PENDING"


# --- Sixes: the last "done" shows every list (early_finish) ----------------------------------------

def sixes_round(api, clock):
    match = api.create("sixes", ["Ann", "Ben", "Cat"], {"timer_seconds": 60, "early_finish": True})
    tokens = [seat["token"] for seat in match["seats"]]
    for seat, token in enumerate(tokens):
        api.play(match, seat, "options_agreed", {}, token=token)
    api.play(match, 0, "card_set", {"texts": ["Fruits"]})
    api.play(match, 0, "timer_started", {})
    return match, tokens


def test_sixes_lists_shown_by_the_last_done_stand(api, clock):
    match, tokens = sixes_round(api, clock)
    for seat, token in enumerate(tokens):
        api.play(match, seat, "line_set", {"index": 1, "text": ["apple", "pear", "fig"][seat]}, token=token)
    # While the lists are sealed, the host cannot correct what came before them: replaying the
    # lines would tell it about them.
    card_seq = 4
    ahead = api.post(f"/matches/{match['id']}/corrections", token=match["host_token"],
                     json={"seq": card_seq, "payload": {"texts": ["Trees"]}})
    assert ahead.status_code == 409 and ahead.get_json()["rule"] == "CORRECTION-SEALED-AHEAD"
    for seat, token in enumerate(tokens):
        api.play(match, seat, "player_done", {}, token=token)
    assert api.view(match)["state"]["round"]["phase"] != "writing"
    assert undo(api, match, tokens[2]).get_json()["rule"] == "UNDO-REVEALED"
    assert undo(api, match, match["host_token"]).get_json()["rule"] == "UNDO-REVEALED"
    fixed = api.post(f"/matches/{match['id']}/corrections", token=match["host_token"],
                     json={"seq": card_seq, "payload": {"texts": ["Trees"]}})
    assert fixed.status_code == 409 and fixed.get_json()["rule"] == "CORRECTION-REVEALED"


def test_sixes_correction_after_the_reveal_needs_every_seat(api, clock):
    match, tokens = sixes_round(api, clock)
    for seat, token in enumerate(tokens):
        api.play(match, seat, "line_set", {"index": 1, "text": ["apple", "pear", "fig"][seat]}, token=token)
        api.play(match, seat, "player_done", {}, token=token)
    asked = ask(api, match, match["host_token"], kind="correction", seq=4, payload={"texts": ["Trees"]})
    assert asked.status_code == 201
    request = asked.get_json()["change_request"]
    assert request["needed"] == [0, 1, 2] and request["payload"] == {"texts": ["Trees"]}
    for seat in (0, 1):
        assert not answer(api, match, tokens[seat], "agree", request["id"]).get_json()["applied"]
    done = answer(api, match, tokens[2], "agree", request["id"]).get_json()
    assert done["applied"] and done["corrected"]["payload"] == {"texts": ["Trees"]}
    assert api.view(match)["state"]["round"]["card_texts"] == ["Trees"]


# --- every game with sealed choices -----------------------------------------------------------------

SEALED_CASES = [("sealed-bid", {}), ("half-zero", {"selection_mode": "sealed"}), ("sixes", {}),
                ("ekeq", {}), ("ekeq", {"variant": "climb"})]


def _table_sees(api, match):
    """What a phone with no seat reads of every line of the log."""
    return {line["seq"]: line["payload"]
            for line in api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()["moves"]}


@pytest.mark.parametrize("slug, options", SEALED_CASES, ids=[f"{s}{o}" for s, o in SEALED_CASES])
@pytest.mark.usefixtures("with_sealed_bid")  # before the module's `backend`, which makes the app
def test_every_game_refuses_to_take_back_the_move_that_showed_another_seats_sealed_entry(
        api, clock, slug, options):
    rules = registry.GAMES[slug]
    players = [f"P{index}" for index in range(min(rules.info.max_players, 3))]
    match = api.create(slug, players, options)
    tokens = [seat["token"] for seat in match["seats"]]
    state = rules.setup(len(players), api.view(match)["options"])
    rng = random.Random(f"reveals/{slug}/{options}")
    for _step in range(300):
        if rules.outcome(state) is not None:
            break
        move = rules.sample_move(state, rng, clock())
        private = rules.is_private(state, move)
        before = _table_sees(api, match)
        played = api.play(match, move.seat, move.type, dict(move.payload),
                          token=tokens[move.seat] if private or slug == "sealed-bid" else match["host_token"])
        state = referee.play(rules, state, replace(move, seq=played["seq"]), Entrant(seat=move.seat), clock())
        after = _table_sees(api, match)
        shown = [seq for seq, payload in before.items() if payload != after[seq]]
        sealed_others = [seq for seq in shown if seq != played["seq"]]
        if not sealed_others:
            continue
        for token in (match["host_token"], tokens[move.seat]):
            refused = api.post(f"/matches/{match['id']}/undo", token=token)
            assert refused.status_code == 409 and refused.get_json()["rule"] == "UNDO-REVEALED"
        assert _table_sees(api, match) == after
        return
    pytest.fail("no move showed another seat's sealed entry: the test proved nothing")


def test_a_seat_corrects_its_own_revealed_pick_only_with_every_other_seats_agreement(api):
    match, tokens = both_picked(api)
    fixed = api.post(f"/matches/{match['id']}/corrections", token=tokens[0],
                     json={"seq": 1, "payload": {"choice": "1U"}})
    assert fixed.status_code == 409 and fixed.get_json()["rule"] == "CORRECTION-REVEALED"
    request = ask(api, match, tokens[0], kind="correction", seq=1,
                  payload={"choice": "1U"}).get_json()["change_request"]
    assert request["needed"] == [1] and request["asked_by"] == "seat:0"
    done = answer(api, match, tokens[1], "agree", request["id"]).get_json()
    assert done["applied"] and done["corrected"]["payload"] == {"choice": "1U"}
    assert api.view(match)["state"]["turn"]["reveals"] == [[1, 2]]
