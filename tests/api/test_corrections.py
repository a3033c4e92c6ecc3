"""CORRECTION (docs/games/cold-war.md §3.5): the organiser's host phone replaces an earlier move's payload and
the log is replayed. A correction that makes a later move illegal is refused with
COMMON-CORRECTION-CONFLICT and changes nothing; the old payload stays in the audit."""
from __future__ import annotations

import json

import pytest
from sqlalchemy import select

from models.tables import CORRECTED

pytestmark = pytest.mark.usefixtures("backend")

# Fixture values of our own (the printed ones are on the cards, §1.4).
DECK = {"country": "A", "cards": [
    {"id": "A-W1", "kind": "white", "defence": 100},
    {"id": "A-U1", "kind": "blue", "defence": 60},
    {"id": "A-U2", "kind": "blue", "defence": 70},
    {"id": "A-R1", "kind": "brown", "attack": 90, "defence": 90},
    {"id": "A-R2", "kind": "brown", "attack": 100, "defence": 50},
    {"id": "A-O1", "kind": "orange", "icon": "crossed_swords"}]}
TYPED = {"new": {"kind": "blue", "name": "Radio", "defence": 700}}  # a typo: the card says 70


def reveal(card):
    return {"card": card}


def started(api, **options):
    """Ann's setup: a White, a card typed at its first sighting, four deck cards (seqs 1-6)."""
    match = api.create("cold-war", ["Ann", "Ben"], {"decks": [DECK], **options})
    for card in ({"ref": "A-W1"}, TYPED, {"ref": "A-U1"}, {"ref": "A-U2"}, {"ref": "A-R1"},
                 {"ref": "A-R2"}):
        api.play(match, 0, "setup_reveal", reveal(card))
    return match


def correct(api, match, seq, payload, token=None):
    return api.post(f"/matches/{match['id']}/corrections", token=token or match["host_token"],
                    json={"seq": seq, "payload": payload})


def test_a_correction_replaces_a_typed_value_and_replays_the_match(api, app):
    match = started(api)
    ann = api.view(match)["state"]["players"][0]
    assert ann["stack"][1] == "A-adhoc-1" and ann["total_defence"] == 100 + 700 + 60 + 70 + 90 + 50
    fixed = {"new": {"kind": "blue", "name": "Radio", "defence": 70}}
    response = correct(api, match, 2, reveal(fixed))
    assert response.status_code == 200
    body = response.get_json()
    assert body["corrected"]["seq"] == 2 and body["corrected"]["payload"] == reveal(fixed)
    assert body["version"] == 7  # six moves, then the correction
    ann = body["match"]["state"]["players"][0]
    assert ann["total_defence"] == 100 + 70 + 60 + 70 + 90 + 50
    # The typed card completes a Blue group of three (70 + 60 + 70) now as before.
    assert [(u["kind"], u["defence"]) for u in ann["units"]] == [
        ("leader_block", 100), ("group3", 200), ("single", 90), ("single", 50)]
    assert api.view(match)["state"] == body["match"]["state"]
    log = api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()
    assert log["moves"][1]["payload"] == reveal(fixed)
    with app.extensions["table_referee"].db.read() as conn:
        audit = conn.execute(select(CORRECTED)).all()
    assert [(row.seq, row.payload_before, row.payload_after, row.corrected_by) for row in audit] == [
        (2, reveal(TYPED), reveal(fixed), "host")]


def test_common_correction_conflict_when_a_later_move_no_longer_fits(api):
    """The second reveal corrected to A-R2: the reveal of A-R2 at seq 6 then names a card
    already in the stack."""
    match = started(api)
    before = api.view(match)
    response = correct(api, match, 2, reveal({"ref": "A-R2"}))
    assert response.status_code == 409
    problem = response.get_json()
    assert problem["rule"] == "COMMON-CORRECTION-CONFLICT"
    assert problem["detail"] == ("This correction conflicts with later moves; the organiser must "
                                 "roll back to that point.")
    assert problem["details"]["conflict_seq"] == 6 and problem["details"]["seq"] == 2
    assert problem["details"]["rule"].startswith("COLDWAR-")
    assert api.view(match) == before  # nothing changed, not even the version


def test_a_correction_that_breaks_a_rule_itself_gets_that_rule(api):
    match = started(api)
    response = correct(api, match, 2, reveal({"ref": "A-U9"}))
    assert response.status_code == 409 and response.get_json()["rule"] == "COLDWAR-UNKNOWN-CARD"


def test_only_the_host_phone_corrects(api):
    match = started(api)
    for seat in (0, 1):
        refused = correct(api, match, 2, reveal({"ref": "A-U1"}), token=match["seats"][seat]["token"])
        assert refused.status_code == 403 and refused.get_json()["rule"] == "CORRECTION-NOT-ALLOWED"
    other = api.create("cold-war", ["Cy", "Di"])
    assert correct(api, match, 2, reveal(TYPED), token=other["host_token"]).status_code == 403
    assert api.post(f"/matches/{match['id']}/corrections", json={"seq": 2, "payload": {}}
                    ).status_code == 401


@pytest.mark.parametrize("body, field", [
    (None, "seq"), ({}, "seq"), ({"seq": "2", "payload": {}}, "seq"), ({"seq": 2}, "payload"),
    ({"seq": 2, "payload": []}, "payload"), ({"seq": 0, "payload": {}}, "seq"),
    ({"seq": 2, "payload": {"card": 7}}, "payload")])
def test_a_malformed_correction_is_422_and_changes_nothing(api, body, field):
    match = started(api)
    before = api.view(match)
    response = api.post(f"/matches/{match['id']}/corrections", token=match["host_token"], json=body)
    assert response.status_code == 422 and field in json.dumps(response.get_json()["errors"])
    assert api.view(match) == before


def test_a_move_that_is_not_in_the_log_is_refused(api):
    match = started(api)
    response = correct(api, match, 7, reveal(TYPED))
    assert response.status_code == 409 and response.get_json()["rule"] == "CORRECTION-NO-MOVE"


def test_a_huge_correction_is_413(api):
    match = started(api)
    response = correct(api, match, 2, reveal({"ref": "x" * 70_000}))
    assert response.status_code == 413


def test_a_private_entry_is_not_corrected_by_the_host(api):
    """Drawn cards entered on Ann's own phone (hand_tracking = private): the host never saw them,
    so it can neither rewrite them nor strip them out."""
    match = started(api, hand_tracking="private")
    drawn = {"cards": [{"new": {"kind": "blue", "defence": 20}}] * 5}
    api.play(match, 0, "initial_draw", drawn, token=match["seats"][0]["token"])
    for payload in (drawn, {}):
        response = correct(api, match, 7, payload)
        assert response.status_code == 403 and response.get_json()["rule"] == "CORRECTION-PRIVATE"
