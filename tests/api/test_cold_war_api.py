"""Cold War over HTTP (docs/games/cold-war.md §3): the setup from each phone with deck-defined cards, the
reaction window that any phone may close once reaction_timeout_s has passed on the server's clock, and the spec's
COMMON-STALE-STATE and replayed move_id (an Idempotency-Key) answered the service's way."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("backend")


def deck(country: str) -> dict:
    """A partial definition: the cards this test turns over or plays (values are test fixtures)."""
    c = country
    return {"country": c, "cards": [
        {"id": f"{c}-W1", "kind": "white", "defence": 100},
        {"id": f"{c}-U1", "kind": "blue", "defence": 60},
        {"id": f"{c}-U2", "kind": "blue", "defence": 70},
        {"id": f"{c}-U3", "kind": "blue", "defence": 80},
        {"id": f"{c}-R1", "kind": "brown", "attack": 90, "defence": 90},
        {"id": f"{c}-R2", "kind": "brown", "attack": 100, "defence": 50},
        {"id": f"{c}-R3", "kind": "brown", "attack": 200, "defence": 40},
        {"id": f"{c}-O1", "kind": "orange", "icon": "crossed_swords"},
    ]}


SETUP = ["W1", "O1", "U1", "U2", "U3", "R1", "R2"]  # the Orange goes to the discard pile


def ready_match(api, **options):
    match = api.create("cold-war", ["Ann", "Ben"], {"decks": [deck("A"), deck("B")], **options})
    for seat, country in ((0, "A"), (1, "B")):
        token = match["seats"][seat]["token"]
        for card in SETUP:
            api.play(match, seat, "setup_reveal", {"card": {"ref": f"{country}-{card}"}}, token=token)
        api.play(match, seat, "initial_draw", {}, token=token)
    return match


def test_setup_from_each_phone_builds_stacks_of_six_with_their_units(api):
    match = ready_match(api)
    view = api.view(match)
    state = view["state"]
    assert state["phase"] == "play" and view["to_move"] == [0]
    ben = state["players"][1]
    assert ben["stack"] == ["B-W1", "B-U1", "B-U2", "B-U3", "B-R1", "B-R2"]
    assert ben["discard"] == ["B-O1"]
    assert [(u["kind"], u["defence"]) for u in ben["units"]] == [
        ("leader_block", 100), ("group3", 210), ("single", 90), ("single", 50)]
    assert ben["total_defence"] == 450 and ben["hand_count"] == 5 and ben["draw_count"] == 12


def attack_ben(api, match):
    return api.play(match, 0, "attack", {"target": 1, "cards": [{"ref": "A-R3"}]},
                    token=match["seats"][0]["token"])


def test_a_timed_reaction_window_closes_only_after_its_time_is_up(api, clock):
    match = ready_match(api, reaction_timeout_s=20)
    answer = attack_ben(api, match)
    pending = answer["match"]["state"]["pending"]
    assert answer["match"]["state"]["phase"] == "reaction"
    assert pending["deadline_ms"] == api.get("/time").get_json()["now_ms"] + 20_000
    clock.advance(19_500)
    early = api.move(match, 0, "close_reaction", {}, token=match["seats"][0]["token"])
    assert early.status_code == 409, early.get_json()
    assert early.get_json()["rule"] == "COLDWAR-REACTION-TIME-LEFT"
    assert early.get_json()["detail"] == ("Ben still has 1 s to respond; the window closes by itself "
                                          "after that.")
    clock.advance(500)
    closed = api.play(match, 0, "close_reaction", {}, token=match["seats"][0]["token"])
    state = closed["match"]["state"]
    # 200 against B-R2 (50) and B-R1 (90): both go, 60 left; the Blue group (210) holds.
    assert state["phase"] == "play" and state["pending"] is None
    assert state["players"][1]["stack"] == ["B-W1", "B-U1", "B-U2", "B-U3"]
    assert state["players"][1]["discard"] == ["B-O1", "B-R2", "B-R1"]


def test_an_attacker_cannot_close_a_window_that_has_no_time_limit(api):
    match = ready_match(api)
    attack_ben(api, match)
    refused = api.move(match, 0, "close_reaction", {}, token=match["seats"][0]["token"])
    assert refused.status_code == 409
    assert refused.get_json()["rule"] == "COLDWAR-AWAITING-REACTION"
    assert refused.get_json()["detail"] == "Waiting for Ben to respond to your attack."


def test_a_move_made_on_a_screen_that_is_out_of_date_is_common_stale_state(api):
    match = ready_match(api)
    version = api.view(match)["version"]
    attack_ben(api, match)
    stale = api.move(match, 1, "react", {"shields": []}, token=match["seats"][1]["token"],
                     headers={"If-Match": f'"{version}"'})
    assert stale.status_code == 412
    body = stale.get_json()
    assert body["rule"] == "COMMON-STALE-STATE" and body["version"] == version + 1
    assert body["detail"] == "Someone else moved first; your screen has been refreshed, please try again."
    italian = api.move(match, 1, "react", {"shields": []}, token=match["seats"][1]["token"],
                       headers={"If-Match": f'"{version}"', "Accept-Language": "it"})
    assert italian.get_json()["detail"].startswith("Qualcun altro ha mosso prima")


def test_a_repeated_move_id_returns_the_first_answer_and_plays_once(api):
    """COMMON-DUPLICATE-MOVE is not an error, just a replay (§3)."""
    match = ready_match(api)
    first = api.move(match, 0, "attack", {"target": 1, "cards": [{"ref": "A-R3"}]},
                     token=match["seats"][0]["token"], key="attack-once")
    again = api.move(match, 0, "attack", {"target": 1, "cards": [{"ref": "A-R3"}]},
                     token=match["seats"][0]["token"], key="attack-once")
    assert first.status_code == again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json()["seq"] == first.get_json()["seq"]
    assert api.view(match)["state"]["players"][0]["hand_count"] == 4
