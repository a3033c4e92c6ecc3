"""A paper table's finishing order on the phone (issue 35), in Chromium on 390×844 phones: under
placement points 4/2/1/0, Bea taps the order her table finished in, sees each place and its points
before she sends it, Cin sees the same places before she confirms, and the three losers get 2, 1
and 0 (they all got 2 when the phone sent only the winner); a tie shares the place above."""
from __future__ import annotations

import pytest

from .tap_counting import Taps, report
from .test_accessibility import FAILING, SMALL_TARGETS, TAP, axe
from .ui import api_call

pytestmark = pytest.mark.e2e

NAMES = ["Ada", "Bea", "Cin", "Dan"]
PHONE = {"width": 390, "height": 844}


def phone_of(phones, name: str, tid: str, code: str):
    """A player's 390×844 phone, checked in from the link their table card's QR holds."""
    phone = phones(f"po-{name.lower()}")
    phone.page.set_viewport_size(PHONE)
    phone.open(f"#checkin={tid}.{code}")
    phone.page.wait_for_selector("[data-testid=tour-me]")
    return phone


def places_shown(page, testid: str) -> list[str]:
    """Each row's place, name and points, in order (a row's tie switch aside)."""
    return page.eval_on_selector_all(f"[data-testid={testid}-places] li > span", "rows => rows.map((r) => r.textContent)")


def test_a_paper_finishing_order_gives_the_losers_2_1_0_and_shows_the_places_first(phones, live_server):
    api = f"{live_server}/api/v1/tournaments"
    # No scoring asked for: Mini Golf's own, points by place 4/2/1/0.
    made = api_call(api, {"name": "Paper golf", "game": "mini-golf", "rounds": 1, "players": NAMES,
                          "options": {"holes": 1}})
    tid, organiser = made["id"], made["organiser_token"]
    codes = [p["code"] for p in made["tournament"]["players"]]
    bea = phone_of(phones, "Bea", tid, codes[1])
    cin = phone_of(phones, "Cin", tid, codes[2])
    for player in (0, 3):
        api_call(f"{api}/{tid}/check-in", {"code": codes[player]})
    api_call(f"{api}/{tid}/rounds", {}, token=organiser)
    api_call(f"{api}/{tid}/rounds/1/start", {}, token=organiser)

    summary = "[data-testid=tour-player] details summary"
    bea.page.wait_for_selector(summary)  # the round started: the panel redrew live
    person = Taps(bea.page)
    person.tap(summary)
    for player in (2, 0, 3):  # Cin first, Ada second, Dan third; Bea, left, is fourth
        person.tap(f"[data-testid=tour-paper-{player}]")
    assert places_shown(bea.page, "tour-paper") == ["1st Cin: 4 points", "2nd Ada: 2 points",
                                                    "3rd Dan: 1 point", "4th Bea: 0 points"]
    bea.shot("places-before-sending")
    person.tap("[data-testid=tour-paper-send]")
    bea.page.wait_for_selector("[data-testid=tour-pending-places]")
    assert report("tournament", "a paper finishing order of four, entered", person) == (5, 0)

    cin.page.wait_for_selector("[data-testid=tour-confirm]")
    assert places_shown(cin.page, "tour-pending") == ["1st Cin: 4 points", "2nd Ada: 2 points",
                                                      "3rd Dan: 1 point", "4th Bea: 0 points"]
    cin.shot("places-before-confirming")
    confirmer = Taps(cin.page)
    confirmer.tap("[data-testid=tour-confirm]")
    cin.page.wait_for_selector("[data-testid=tour-confirm]", state="detached")
    assert report("tournament", "a paper finishing order, confirmed", confirmer) == (1, 0)
    rows = api_call(f"{api}/{tid}/standings")["rows"]
    assert {row["name"]: row["points"] for row in rows} == {"Cin": 4, "Ada": 2, "Dan": 1, "Bea": 0}
    for phone in (bea, cin):
        assert phone.errors == []


def test_a_tie_shares_the_place_above_and_its_points_in_italian(phones, live_server):
    """Dan and Bea level behind Ada: both third, both 1 punto; the next would be fourth."""
    api = f"{live_server}/api/v1/tournaments"
    made = api_call(api, {"name": "Pari", "game": "flares", "rounds": 1, "players": NAMES})
    tid, organiser = made["id"], made["organiser_token"]
    codes = [p["code"] for p in made["tournament"]["players"]]
    ada = phones("po-ada", locale="it-IT")
    ada.page.set_viewport_size(PHONE)
    ada.open(f"#checkin={tid}.{codes[0]}")
    ada.page.wait_for_selector("[data-testid=tour-me]")
    for player in (1, 2, 3):
        api_call(f"{api}/{tid}/check-in", {"code": codes[player]})
    api_call(f"{api}/{tid}/rounds", {}, token=organiser)
    api_call(f"{api}/{tid}/rounds/1/start", {}, token=organiser)
    ada.page.click("[data-testid=tour-player] details summary")
    assert "Chi è arrivato 1°?" in ada.page.inner_text("[data-testid=tour-player]")
    for player in (2, 0, 3):
        ada.page.click(f"[data-testid=tour-paper-{player}]")
    ada.page.click("[data-testid=tour-paper-tie-1]")  # Bea, placed last by herself, level with Dan
    assert places_shown(ada.page, "tour-paper")[2:] == ["3° Dan: 1 punto", "3° Bea: 1 punto"]
    ada.shot("a-tie")
    # The rows and their tie switches are taps like any other: 44 px both ways, and axe-clean.
    assert ada.page.evaluate(SMALL_TARGETS, TAP) == []
    assert [v["id"] for v in axe(ada.page) if v["impact"] in FAILING] == []
    ada.page.click("[data-testid=tour-paper-send]")
    ada.page.wait_for_selector("[data-testid=tour-pending-places]")
    pending = api_call(f"{api}/{tid}")["rounds"][0]["tables"][0]
    seat = {player: index for index, player in enumerate(pending["players"])}
    assert [pending["pending"]["result"]["places"][seat[p]] for p in range(4)] == [2, 3, 1, 3]
    assert ada.errors == []
