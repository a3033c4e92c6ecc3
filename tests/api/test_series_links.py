"""Linking merges (issue: after "Hal T." was linked to Hal, the member "Hal T." was still listed,
with no events and a card code that could check in as a second person): the member made for a
typed entry becomes the member it is linked to, its events with it; its card stops working; a
link sent again, or two at once, ends as one link would."""
from __future__ import annotations

import threading

import pytest

pytestmark = pytest.mark.usefixtures("backend")


def post(api, path, body=None, token=None, status=200):
    answer = api.post(path, json=body if body is not None else {}, token=token)
    assert answer.status_code == status, answer.get_json()
    return answer.get_json()


class League:
    def __init__(self, api):
        self.api = api
        made = post(api, "/series", {"name": "Thursday golf", "game": "mini-golf"}, status=201)
        self.id, self.token = made["id"], made["organiser_token"]

    def view(self):
        return self.api.get(f"/series/{self.id}", token=self.token).get_json()

    def member(self, name):
        return next(m for m in self.view()["members"] if m["name"] == name)

    def event(self, name, members=(), players=(), play=True):
        """An event played at once: one table of all, the first seat winning."""
        made = post(self.api, f"/series/{self.id}/tournaments", {
            "name": name, "profile": {"kind": "placement", "points": [4, 2, 1, 0]}, "rounds": 1,
            "options": {"holes": 1}, "members": list(members), "players": list(players)},
            token=self.token, status=201)
        entries = {p["name"]: p["id"] for p in made["tournament"]["players"]}
        if not play:
            return made["id"], entries
        for player in made["tournament"]["players"]:
            post(self.api, f"/tournaments/{made['id']}/check-in", {"code": player["code"]})
        post(self.api, f"/tournaments/{made['id']}/rounds", token=self.token)
        started = post(self.api, f"/tournaments/{made['id']}/rounds/1/start", {}, token=self.token)
        for table in started["rounds"][0]["tables"]:
            post(self.api, f"/tournaments/{made['id']}/rounds/1/tables/{table['table']}/correction", {
                "result": {"winners": [table["players"][0]], "totals": list(range(1, len(table["players"]) + 1))}},
                token=self.token)
        return made["id"], entries

    def link(self, tournament, player, member, status=200):
        return post(self.api, f"/series/{self.id}/links", {"tournament": tournament, "player": player,
                                                           "member": member}, token=self.token, status=status)


def test_linking_a_typed_entry_leaves_one_member_with_one_card(api):
    league = League(api)
    league.event("Night 1", players=["Hal", "Ann"])
    hal, ann = league.member("Hal"), league.member("Ann")
    night2, entries = league.event("Night 2", members=[ann["id"]], players=["Hal T."])
    typed = league.member("Hal T.")

    view = league.link(night2, entries["Hal T."], hal["id"])
    assert [m["name"] for m in view["members"]] == ["Hal", "Ann"]  # "Hal T." is gone, and his card
    row = next(r for r in view["table"] if r["member"] == hal["id"])
    assert row["played"] == 2 and all(r["name"] != "Hal T." for r in view["table"])
    assert len(api.post(f"/series/{league.id}/me", json={"code": hal["code"]}).get_json()["history"]) == 2

    # The old card is no card: not Hal's page, and no second person at check-in (no late entry made).
    assert api.post(f"/series/{league.id}/me", json={"code": typed["code"]}).get_json()["rule"] == "SERIES-CARD-CODE"
    night3, _ = league.event("Night 3", members=[ann["id"]], play=False)
    refused = api.post(f"/tournaments/{night3}/check-in", json={"code": typed["code"]})
    assert refused.status_code == 409
    assert [p["name"] for p in api.get(f"/tournaments/{night3}").get_json()["players"]] == ["Ann"]
    # Nor does the home screen's code field take it for a card.
    assert api.post("/codes/lookup", json={"code": typed["code"]}).status_code == 404
    # Hal's own card checks him in, as Hal.
    assert post(api, f"/tournaments/{night3}/check-in", {"code": hal["code"]})["member"] == hal["id"]

    # Linking again changes nothing, by either id; the merged one names Hal.
    version = league.view()["version"]
    league.link(night2, entries["Hal T."], hal["id"])
    league.link(night2, entries["Hal T."], typed["id"])
    assert league.view()["version"] == version


def test_an_entry_of_a_returning_member_linked_to_another_just_moves(api):
    league = League(api)
    league.event("Night 1", players=["Ann", "Bea"])
    ann, bea = league.member("Ann"), league.member("Bea")
    night2, entries = league.event("Night 2", members=[ann["id"]], players=["Cid"])
    # Night 2's "Ann" was Bea: Ann, who came back with her own card, is no one typed there; she
    # keeps Night 1 and her card, and only the entry moves.
    view = league.link(night2, entries["Ann"], bea["id"])
    assert [m["name"] for m in view["members"]] == ["Ann", "Bea", "Cid"]
    assert {r["name"]: r["played"] for r in view["table"]} == {"Ann": 1, "Bea": 2, "Cid": 1}
    assert post(api, f"/series/{league.id}/me", {"code": ann["code"]})["name"] == "Ann"
    # A typed member who sat at the same event as the member is another person: refused.
    night3, entries = league.event("Night 3", members=[bea["id"]], players=["Bea T."])
    assert league.link(night3, entries["Bea T."], bea["id"], status=409)["rule"] == "SERIES-MEMBER-TWICE"
    assert "Bea T." in [m["name"] for m in league.view()["members"]]


def _at_once(app, league, links):
    """Each (tournament, player, member) link sent at the same moment from its own client."""
    barrier, answers = threading.Barrier(len(links)), []

    def send(tournament, player, member):
        client = app.test_client()
        barrier.wait()
        answers.append(client.post(f"/api/v1/series/{league.id}/links", json={
            "tournament": tournament, "player": player, "member": member},
            headers={"Authorization": f"Bearer {league.token}"}).status_code)
    threads = [threading.Thread(target=send, args=link) for link in links]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return answers


def test_the_same_link_twice_at_once_merges_once(app, api):
    league = League(api)
    league.event("Night 1", players=["Hal", "Ann"])
    hal = league.member("Hal")
    night2, entries = league.event("Night 2", members=[league.member("Ann")["id"]], players=["Hal T."])
    version = league.view()["version"]
    assert _at_once(app, league, [(night2, entries["Hal T."], hal["id"])] * 2) == [200, 200]
    view = league.view()
    assert view["version"] == version + 1 and [m["name"] for m in view["members"]] == ["Hal", "Ann"]


def test_two_typed_entries_linked_at_once_both_merge(app, api):
    league = League(api)
    league.event("Night 1", players=["Hal", "Ann"])
    hal = league.member("Hal")
    night2, second = league.event("Night 2", members=[league.member("Ann")["id"]], players=["Hal T."])
    night3, third = league.event("Night 3", members=[league.member("Ann")["id"]], players=["Hal Tee"])
    answers = _at_once(app, league, [(night2, second["Hal T."], hal["id"]), (night3, third["Hal Tee"], hal["id"])])
    assert answers == [200, 200]
    view = league.view()
    assert [m["name"] for m in view["members"]] == ["Hal", "Ann"]
    assert next(r for r in view["table"] if r["member"] == hal["id"])["played"] == 3


def test_an_event_listing_a_member_the_series_lacks_is_refused_before_it_is_made(api):
    league = League(api)
    refused = api.post(f"/series/{league.id}/tournaments", token=league.token, json={
        "name": "Night 1", "profile": {"kind": "wdl"}, "rounds": 1, "members": [7], "players": ["Ann", "Bea"]})
    assert refused.status_code == 409 and refused.get_json()["rule"] == "SERIES-MEMBER", refused.get_json()
    assert league.view()["events"] == [] and league.view()["members"] == []
