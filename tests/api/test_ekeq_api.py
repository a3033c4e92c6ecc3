"""EkeQ over HTTP (docs/games/ekeq.md §B.4): a face-down card is entered only from its own phone and no other
phone reads it, in a view or the log, until the reveal; the entry payment shows once the window
closes; and a whole first turn to a Golden Q win, with its win type and tournament points."""
from __future__ import annotations

import pytest

from rules.games.ekeq.cards import Card, commitment

pytestmark = pytest.mark.usefixtures("backend")


def commit(api, match, seat, hidden, payment):
    return api.play(match, seat, "commit", {"hidden": hidden, "payment": payment},
                    token=match["seats"][seat]["token"])


def log_of(api, match, token):
    return api.get(f"/matches/{match['id']}/moves", token=token).get_json()["moves"]


def test_a_face_down_card_stays_on_its_own_phone_until_the_reveal(api):
    match = api.create("ekeq", ["Ada", "Bea", "Cin"])
    ada, bea = match["seats"][0]["token"], match["seats"][1]["token"]
    # Only Ada's own phone enters her sealed card: not the host phone, not Bea's.
    for token in (match["host_token"], bea):
        refused = api.move(match, 0, "commit", {"hidden": {"value": 5}, "payment": {"value": 2}},
                           token=token)
        assert refused.status_code == 403
    commit(api, match, 0, {"kind": "golden_q", "value": 3}, {"value": 2})
    assert api.view(match, ada)["state"]["my_commit"]["hidden"] == {"kind": "golden_q", "value": 3}
    for token in (match["host_token"], bea):
        view = api.view(match, token)
        assert view["state"]["my_commit"] is None and view["state"]["committed"] == [0]
        assert view["state"]["pot"]["known"] == []  # the payment waits for the window to close
        line = log_of(api, match, token)[0]
        assert line["redacted"] and line["payload"] is None
    commit(api, match, 1, {"value": 5}, {"value": 2})
    commit(api, match, 2, {"value": 4}, {"value": 3})
    # The window is closed: payments are face up, the face-down cards are still sealed.
    view = api.view(match, bea)
    assert view["state"]["phase"] == "q_decision" and len(view["state"]["pot"]["known"]) == 3
    line = log_of(api, match, bea)[0]
    assert line["payload"] == {"payment": {"kind": "point", "value": 2, "mini": False, "family": None}}
    assert line["redacted"]  # the face-down card is still left out
    assert "'golden_q'" not in str(view["state"]) and "'golden_q'" not in str(log_of(api, match, bea))
    # Ada uses the Q card: the reveal shows every face-down card to every phone.
    api.play(match, 0, "q_decision", {"use": True, "q_payment": {"value": 2}}, token=ada)
    view = api.view(match, bea)
    assert [x["card"]["value"] for x in view["state"]["table"]] == [3, 5, 4]
    line = log_of(api, match, bea)[0]
    assert line["payload"]["hidden"]["kind"] == "golden_q" and not line["redacted"]
    # Bea says what Ada picked from her hand: a 3, guessed right, so Ada's GOLDEN Q 3 makes 6.
    api.play(match, 0, "q_pick", {"target": 1, "source": "hand", "guess": 3}, token=ada)
    answer = api.play(match, 1, "q_pick_result", {"card": {"value": 3}}, token=bea)
    result = answer["match"]["result"]
    assert answer["match"]["status"] == "finished" and result["winners"] == [0]
    assert result["termination"] == "golden_q" and result["golden_q_value"] == 3
    assert result["tournament_points"] == [15, 0, 0]  # the winner's, in seat order
    assert "type" not in result and "winner" not in result  # `termination` and `winners` say it


def test_an_ekeq_refusal_names_its_rule_in_italian(api):
    match = api.create("ekeq", ["Ada", "Bea"])
    response = api.request("POST", f"/matches/{match['id']}/moves", token=match["seats"][0]["token"],
                           json={"type": "commit", "seat": 0, "payload": {"hidden": {"value": 4}}},
                           headers={"Accept-Language": "it"})
    problem = response.get_json()
    assert response.status_code == 409 and problem["rule"] == "EKEQ-PAY-ENTRY"
    assert problem["detail"] == ("Hai due o più carte, quindi per entrare devi mettere una carta "
                                 "scoperta nel montepremi.")


def test_a_climb_hand_and_attempt_stay_on_their_phone_until_the_guess(api):
    """The climb variant (§D.1.3): drawn cards are private to their phone; an attempt shows the
    table its suggeritore until the guess reveals the card; a wrong guess is answered in Italian."""
    match = api.create("ekeq", ["Ada", "Bea", "Cin"], {"variant": "climb", "figures": ["cane", "gatto"]})
    tokens = [seat["token"] for seat in match["seats"]]
    hands = [["cane-3", "gatto-5", "cane-5", "gatto-4"], ["gatto-3", "cane-5", "gatto-5", "cane-4"],
             ["cane-4", "cane-5", "gatto-5", "gatto-4"]]

    def cards(codes):
        return [{"family": code.split("-")[0], "value": int(code[-1])} for code in codes]

    refused = api.move(match, 0, "draw_init", {"cards": cards(hands[0])}, token=match["host_token"])
    assert refused.status_code == 403
    for seat, token in enumerate(tokens):
        api.play(match, seat, "draw_init", {"cards": cards(hands[seat])}, token=token)
    bea = api.view(match, tokens[1])["state"]
    assert bea["hand"][0] == {"kind": "point", "value": 3, "family": "gatto"}
    assert [p["cards"] for p in bea["players"]] == [4, 4, 4] and "cane-3" not in str(bea)
    assert all(line["payload"] is None for line in log_of(api, match, tokens[1]) if line["seat"] != 1)

    wrong = api.request("POST", f"/matches/{match['id']}/moves", token=tokens[0],
                        json={"type": "attempt", "seat": 0,
                              "payload": {"card": cards(["gatto-5"])[0], "suggester": 1}},
                        headers={"Accept-Language": "it"})
    assert wrong.status_code == 409 and wrong.get_json()["rule"] == "EKEQ-CLIMB-NOT-CONSECUTIVE"
    assert wrong.get_json()["detail"] == "Questa carta non segue quella in cima alla sua pila."
    api.play(match, 0, "attempt", {"card": cards(["cane-3"])[0], "suggester": 1}, token=tokens[0])
    line = log_of(api, match, tokens[1])[-1]
    assert line["redacted"] and line["payload"] == {"suggester": 1, "guesses": 1}
    assert api.view(match, tokens[2])["state"]["attempt"]["card"] is None
    api.play(match, 1, "suggest", {"piles": ["cane"]}, token=tokens[1])
    state = api.view(match, tokens[2])["state"]
    assert state["last"]["success"] and state["piles"][0] == {"pile": "cane", "top": 3, "cycle": 1,
                                                              "closed": False, "next": 4}
    assert not log_of(api, match, tokens[2])[-2]["redacted"]


def test_hash_commits_over_http_show_only_their_commitment_until_the_reveal(api):
    """§B.4's hash mode: the server stores a commitment, not the card; the log shows it once the
    window closes; a reveal that does not match is a 409 with EKEQ-COMMIT-MISMATCH."""
    match = api.create("ekeq", ["Ada", "Bea"], {"commit_mode": "hash"})
    tokens = [seat["token"] for seat in match["seats"]]
    nonces = ["1" * 32, "2" * 32]
    for seat, value in enumerate((4, 3)):
        api.play(match, seat, "commit", {"commitment": commitment(Card("point", value), nonces[seat]),
                                         "payment": {"value": 2}}, token=tokens[seat])
    line = log_of(api, match, tokens[1])[0]
    assert set(line["payload"]) == {"payment", "commitment"} and line["redacted"]
    api.play(match, 0, "q_decision", {"use": True, "q_payment": {"value": 2}}, token=tokens[0])
    assert api.view(match, tokens[1])["state"]["to_reveal"] == [0, 1]
    wrong = api.move(match, 1, "reveal", {"card": {"value": 5}, "nonce": nonces[1]}, token=tokens[1])
    assert wrong.status_code == 409 and wrong.get_json()["rule"] == "EKEQ-COMMIT-MISMATCH"
    bad = api.move(match, 1, "reveal", {"card": {"value": 3}, "nonce": "not hex"}, token=tokens[1])
    assert bad.status_code == 422
    for seat, value in enumerate((4, 3)):
        api.play(match, seat, "reveal", {"card": {"value": value}, "nonce": nonces[seat]}, token=tokens[seat])
    state = api.view(match, tokens[1])["state"]
    assert state["phase"] == "q_pick" and [x["card"]["value"] for x in state["table"]] == [4, 3]


def test_ekeq_a_sealed_commit_without_its_card_is_422_naming_hidden(api):
    match = api.create("ekeq", ["Ada", "Bea"])
    refused = api.move(match, 0, "commit", {"payment": {"value": 2}}, token=match["seats"][0]["token"])
    problem = refused.get_json()
    assert refused.status_code == 422 and problem["rule"] == "EKEQ-COMMIT-FORM"
    assert problem["details"]["field"] == "hidden" and "in `hidden`, which is missing" in problem["detail"]


def test_ekeq_a_look_at_the_middle_of_the_discard_pile_is_422(api):
    match = api.create("ekeq", ["Ada", "Bea"], {"variant": "family"})
    refused = api.move(match, 0, "look", {"end": "middle"})
    assert refused.status_code == 422, refused.get_json()
    assert refused.get_json()["errors"]["payload"]["end"] == ["Must be one of: top, bottom."]


@pytest.mark.parametrize("players, options", [(["Ada", "Bea", "Cin"], {"initial_q_holder": 4}),
                                              (["Ada", "Bea"], {"variant": "family", "first_player": 5})])
def test_ekeq_a_seat_option_the_table_does_not_have_is_422_at_creation(api, players, options):
    response = api.post("/matches", json={"game": "ekeq", "players": players, "options": options})
    problem = response.get_json()
    assert response.status_code == 422 and problem["rule"] == "EKEQ-SEAT-OPTION"
    assert problem["detail"].endswith(f"send a number from 0 to {len(players) - 1}.")


def test_two_face_down_golden_q_of_one_number_stop_the_match_for_every_phone(api):
    """Issue 35's match over HTTP: Ada and Bea both entered GOLDEN Q 2 face down. Bea's commit is
    taken (Ada's card is sealed), the reveal stops on the two for every phone, and every move is
    then a 409 naming EKEQ-CARD-CLASH, in the reader's language, until the wrong entry is fixed."""
    match = api.create("ekeq", ["Ada", "Bea"])
    tokens = [seat["token"] for seat in match["seats"]]
    for seat in (0, 1):
        commit(api, match, seat, {"kind": "golden_q", "value": 2}, {"value": 3})
    api.play(match, 0, "q_decision", {"use": True, "q_payment": {"value": 2}}, token=tokens[0])
    for token in (match["host_token"], *tokens):
        state = api.view(match, token)["state"]
        assert state["phase"] == "clash" and state["table"] == [] and state["result"] is None
        assert state["clash"]["places"] == [{"where": "hidden", "seat": 0}, {"where": "hidden", "seat": 1}]
    refused = api.request("POST", f"/matches/{match['id']}/moves", token=tokens[0],
                          json={"type": "q_pick", "seat": 0, "payload": {"target": 1, "source": "hand", "guess": 3}},
                          headers={"Accept-Language": "it"})
    problem = refused.get_json()
    assert refused.status_code == 409 and problem["rule"] == "EKEQ-CARD-CLASH"
    assert problem["detail"].startswith("Il gioco si ferma qui: la GOLDEN Q n°2 risulta due volte "
                                        "(la carta coperta di Ada, la carta coperta di Bea)")
