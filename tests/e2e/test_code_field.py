"""The home screen's one code field (issue: a typed check-in code had nowhere to go): on a 390 × 844
phone, a tournament check-in card's code, a series card's code and a match's join code, typed as
people type them, each land where their QR code lands; a pasted link opens as it is; a code nobody
handed out, or text that is no code, is told in words. Taps are counted by tap_counting.py."""
from __future__ import annotations

import json

import pytest

from .tap_counting import Taps, report
from .ui import api_call

pytestmark = pytest.mark.e2e


@pytest.fixture
def phone(browser, live_server):
    context = browser.new_context(viewport={"width": 390, "height": 844}, base_url=live_server)
    yield Taps(context.new_page())
    context.close()


def enter(taps: Taps, text: str) -> None:
    """From the home screen of a fresh phone: the code typed in the one field, then Go."""
    taps.page.goto("/#/")
    taps.type("[data-testid=home-code]", text)
    taps.tap("[data-testid=home-code-go]")


def tournament(live_server: str, players: list[str], series: dict | None = None) -> dict:
    """A Mini Golf tournament, or the next event of `series` (whose game it takes)."""
    body = {"name": "Autumn golf", "profile": {"kind": "wdl"}, "rounds": 1, "players": players}
    if series is None:
        return api_call(f"{live_server}/api/v1/tournaments", {**body, "game": "mini-golf"})
    return api_call(f"{live_server}/api/v1/series/{series['id']}/tournaments", body, series["organiser_token"])


def test_a_check_in_code_typed_on_the_home_screen_checks_in_where_the_card_qr_does(phone, live_server):
    made = tournament(live_server, ["Ada", "Bea"])
    ada = made["tournament"]["players"][0]["code"]
    enter(phone, f"{ada[:3].lower()}-{ada[3:].lower()}")  # as read out: lower case, a dash
    phone.page.wait_for_selector("[data-testid=tour-me]")
    assert phone.page.evaluate("location.hash") == f"#/tournament/{made['id']}"  # where #checkin= lands
    assert phone.page.inner_text("[data-testid=tour-me]") == "You are Ada"
    kept = json.loads(phone.page.evaluate("localStorage.getItem('tr.tournaments')"))[made["id"]]
    assert kept["role"] == "player" and kept["player"] == 0 and kept["token"]
    desk = api_call(f"{live_server}/api/v1/tournaments/{made['id']}", token=made["organiser_token"])
    assert desk["players"][0]["checked_in"] and not desk["players"][1]["checked_in"]
    assert report("home", "check-in code typed", phone) == (2, 0)  # the field, Go


def test_a_series_card_code_typed_on_the_home_screen_opens_the_card_as_its_qr_does(phone, live_server):
    series = api_call(f"{live_server}/api/v1/series", {"name": "Thursday golf", "game": "mini-golf"})
    event = tournament(live_server, ["Ada", "Bea"], series)
    added = api_call(f"{live_server}/api/v1/series/{series['id']}/members", {"name": "Cin"}, series["organiser_token"])
    cin = next(member for member in added["members"] if member["name"] == "Cin")
    enter(phone, cin["code"].lower())
    phone.page.wait_for_selector("[data-testid=series-card-check-in]")
    assert phone.page.evaluate("location.hash") == f"#series={series['id']}.{cin['code']}"  # the card's QR link
    assert report("home", "series card code typed", phone) == (2, 0)
    phone.tap("[data-testid=series-card-check-in]")  # Cin, not entered, checks in late with her card
    phone.page.wait_for_selector("[data-testid=tour-me]")
    assert phone.page.evaluate("location.hash") == f"#/tournament/{event['id']}"
    assert phone.page.inner_text("[data-testid=tour-me]") == "You are Cin"


def test_a_match_join_code_typed_on_the_home_screen_still_leads_to_its_seats(phone, live_server):
    match = api_call(f"{live_server}/api/v1/matches", {"game": "mini-golf", "players": ["Ann", "Ben"]})
    enter(phone, f"{match['join_code'][:3]} {match['join_code'][3:]}")
    phone.tap("[data-testid=join-seat-1]")
    phone.page.wait_for_selector("[data-version='0']")
    assert phone.page.evaluate("location.hash") == f"#/match/{match['id']}"
    assert report("home", "join code typed, seat taken", phone) == (3, 0)


def test_a_pasted_link_opens_where_it_leads(phone, live_server):
    made = tournament(live_server, ["Ada", "Bea"])
    bea = made["tournament"]["players"][1]["code"]
    enter(phone, f"https://192.168.1.23:8443/#checkin={made['id']}.{bea}")
    phone.page.wait_for_selector("[data-testid=tour-me]")
    assert phone.page.inner_text("[data-testid=tour-me]") == "You are Bea"


def test_a_code_nobody_handed_out_and_text_that_is_no_code_are_told_in_words(phone, live_server):
    enter(phone, "YKS6M4")
    phone.page.wait_for_selector("#notice:not([hidden])")
    told = phone.page.inner_text("#notice")
    assert "YKS6M4" in told and "tournament check-in card" in told and "No match has the join code" not in told
    assert phone.page.evaluate("location.hash") in ("", "#/")
    enter(phone, "YKS6M")
    # The first notice may still show while the second is drawn: wait for the second's words.
    phone.page.wait_for_selector("#notice:not([hidden]):has-text('That is not a code')")


def test_a_community_code_typed_on_a_phone_without_a_profile_joins_once_the_profile_is_made(phone, live_server):
    ann = api_call(f"{live_server}/api/v1/2p6c/players", {"name": "Ann"})
    made = api_call(f"{live_server}/api/v1/2p6c/communities", {"name": "Rome 2P6C", "kind": "regional"}, ann["token"])
    enter(phone, made["code"].lower())
    phone.type("[data-testid=solo-name-input]", "Ben")  # this phone has no profile yet
    phone.tap("[data-testid=solo-create]")
    phone.page.wait_for_selector("[data-testid=community-code]")
    assert phone.page.evaluate("location.hash") == f"#/solo/community/{made['id']}"
    members = api_call(f"{live_server}/api/v1/2p6c/players/me/communities", token=ann["token"])
    assert members[0]["members"] == 2
