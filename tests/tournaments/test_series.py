"""A series as data (issue: organisers beyond one evening): members recognised by their series
card, events in order, entries linked to members, initials only on public pages."""
from __future__ import annotations

import json

import pytest

from rules.errors import RuleViolation
from rules.tournaments import series as sr
from rules.tournaments.series_table import Scoring


def refused(fn, *args) -> str:
    with pytest.raises(RuleViolation) as caught:
        fn(*args)
    return caught.value.rule_id


def season() -> sr.Series:
    s = sr.Series("ekeq", "Thursday league", Scoring(best=2, events=3))
    for name, code in (("Ada Lovelace", "A1"), ("Bea", "B2")):
        s, _ = sr.add_member(s, name, code)
    return sr.add_event(s, "t1")


def test_members_are_recognised_by_their_card_code():
    s = season()
    assert s.by_code("B2").name == "Bea" and s.by_code("ZZ") is None
    assert refused(sr.add_member, s, "bea", "C3") == "SERIES-NAME-TAKEN"


def test_an_entry_is_linked_to_one_member_and_a_member_to_one_entry_per_event():
    s = sr.link(season(), "t1", 4, 0)
    assert s.member_of("t1", 4) == 0 and s.entries("t1") == {4: 0}
    s = sr.link(s, "t1", 4, 1)  # relinked: entry 4 was Bea all along
    assert s.entries("t1") == {4: 1}
    assert refused(sr.link, s, "t1", 5, 1) == "SERIES-MEMBER-TWICE"
    assert refused(sr.link, s, "t9", 0, 0) == "SERIES-NOT-AN-EVENT"
    assert refused(sr.link, s, "t1", 0, 7) == "SERIES-MEMBER"


def test_events_keep_their_order_and_the_planned_number():
    s = sr.add_event(sr.add_event(season(), "t2"), "t3")
    assert s.number("t3") == 3
    assert refused(sr.add_event, s, "t4") == "SERIES-FULL"
    assert refused(sr.add_event, season(), "t1") == "SERIES-EVENT-TWICE"


def test_initials_only_on_public_pages():
    s = sr.set_initials_only(season(), 0, True)
    ada = s.member(0)
    assert ada.shown(public=True) == "A. L." and ada.shown(public=False) == "Ada Lovelace"
    assert s.member(1).shown(public=True) == "Bea"


def test_a_series_survives_its_json():
    s = sr.set_initials_only(sr.link(season(), "t1", 2, 1), 0, True)
    assert sr.load(json.loads(json.dumps(sr.dump(s)))) == s


def test_a_series_is_bounded_in_members_and_events(monkeypatch):
    monkeypatch.setattr(sr, "MEMBERS_MAX", 2)
    monkeypatch.setattr(sr, "EVENTS_MAX", 2)
    s = season()  # two members, one event
    assert refused(sr.add_member, s, "Cid", "C3") == "SERIES-MEMBERS-FULL"
    open_ended = sr.Series("ekeq", "Open", Scoring())
    open_ended = sr.add_event(sr.add_event(open_ended, "t1"), "t2")
    assert refused(sr.add_event, open_ended, "t3") == "SERIES-FULL"


def typed() -> sr.Series:
    """Two events; Ada played t1 as entry 0; "Bea T.", a new name typed for entry 4 of t1 (so made
    for it), came back as entry 0 of t2; Bea has a card of her own."""
    s = sr.add_event(season(), "t2")
    s, bea_t = sr.add_member(s, "Bea T.", "T3", ("t1", 4))
    return sr.link(sr.link(sr.link(s, "t1", 4, bea_t), "t2", 0, bea_t), "t1", 0, 0)


def test_linking_a_typed_entry_to_its_member_merges_the_member_made_for_it():
    s = sr.link_merging(typed(), "t1", 4, 1)
    assert s.entries("t1") == {0: 0, 4: 1}
    assert s.entries("t2") == {0: 1}  # its other event moves with it
    assert [m.name for m in s.live()] == ["Ada Lovelace", "Bea"]
    assert s.by_code("T3") is None and s.by_code("B2").name == "Bea"  # one member, one card
    assert s.member(2).name == "Bea"  # the merged id stands for her
    assert sr.link_merging(s, "t1", 4, 1) == s and sr.link_merging(s, "t1", 4, 2) == s  # again: nothing
    assert sr.load(json.loads(json.dumps(sr.dump(s)))) == s
    again, _ = sr.add_member(s, "Bea T.", "T4")  # the name is free for someone new
    assert again.by_code("T4").name == "Bea T."


def test_an_entry_linked_to_a_member_with_a_card_of_their_own_just_moves():
    s = sr.link_merging(typed(), "t1", 0, 1)  # Ada's entry was Bea all along
    assert s.entries("t1") == {0: 1, 4: 2} and s.by_code("A1").name == "Ada Lovelace"
    assert [m.name for m in s.live()] == ["Ada Lovelace", "Bea", "Bea T."]


def test_two_members_who_played_one_event_are_never_merged():
    s = sr.link(typed(), "t2", 3, 1)  # Bea played t2 too, beside "Bea T.": two people
    assert refused(sr.link_merging, s, "t1", 4, 1) == "SERIES-MEMBER-TWICE"


def test_a_member_merged_into_one_merged_in_turn_names_the_last():
    s = sr.link_merging(typed(), "t1", 4, 1)
    s, cid_t = sr.add_member(s, "Cid T.", "C4", ("t2", 5))
    s = sr.link(s, "t2", 5, cid_t)
    s = sr.link_merging(s, "t2", 5, 0)  # "Cid T." was Ada
    assert s.member(cid_t).name == "Ada Lovelace" and s.member(2).name == "Bea"
    assert all(not s.members[x.member].merged for x in s.links)  # every link names a live member
