"""EkeQ over HTTP (ekeq.md §B.4): a face-down card is entered only from its own phone and no other
phone reads it, in a view or the log, until the reveal; the entry payment shows once the window
closes; and a whole first turn to a Golden Q win, with its win type and tournament points."""
from __future__ import annotations

import pytest

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
    assert result["tournament_points"] == 15


def test_an_ekeq_refusal_names_its_rule_in_italian(api):
    match = api.create("ekeq", ["Ada", "Bea"])
    response = api.request("POST", f"/matches/{match['id']}/moves", token=match["seats"][0]["token"],
                           json={"type": "commit", "seat": 0, "payload": {"hidden": {"value": 4}}},
                           headers={"Accept-Language": "it"})
    problem = response.get_json()
    assert response.status_code == 409 and problem["rule"] == "EKEQ-PAY-ENTRY"
    assert problem["detail"] == ("Hai due o più carte, quindi per entrare devi mettere una carta "
                                 "scoperta nel montepremi.")
