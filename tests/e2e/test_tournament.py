"""A two-round EkeQ tournament of six, end to end in Chromium (issue: tournaments): the organiser
makes it on the phone, each player checks in from the link their table card's QR holds, the
organiser seats and starts both rounds, every match is played on the players' own phones joined
straight into their seats, results come from the matches with nobody typing them, and the final
standings carry EkeQ's win-type points, each row able to say why it is where it is."""
from __future__ import annotations

import json
import time
import urllib.error

import pytest

from . import ui
from .ui import VERSION_TIMEOUT_MS, shows_version

pytestmark = pytest.mark.e2e

NAMES = ["Ada", "Bea", "Cin", "Dan", "Eva", "Fil"]
READY = "[data-testid=ek-banner]"


def wait_text(page, selector: str, test, timeout: float = 20) -> str:
    """Poll a node's text until `test` holds (the page's CSP allows no evaluated strings)."""
    deadline = time.monotonic() + timeout
    while True:
        node = page.query_selector(selector)
        text = node.inner_text() if node else ""
        if test(text):
            return text
        assert time.monotonic() < deadline, f"{selector}: {text!r}"
        page.wait_for_timeout(200)


def tap(page, *testids: str) -> None:
    for testid in testids:
        page.click(f"[data-testid={testid}]")


def play_table(phones_by_seat) -> None:
    """Seat 0 holds the Q card first and wins with the GOLDEN Q 3 (15 points in Part E)."""
    first, second, third = (phone.page for phone in phones_by_seat)
    # Each phone taps once the earlier commits have reached it: a commit arriving mid-tap moves the
    # banner, and a tap aimed at the old layout lands elsewhere.
    tap(first, "ek-hidden-gq3", "ek-payment-2", "ek-commit")
    shows_version(second, 1)
    tap(second, "ek-hidden-5", "ek-payment-2", "ek-commit")
    shows_version(third, 2)
    tap(third, "ek-hidden-4", "ek-payment-3", "ek-commit")
    shows_version(first, 3)
    tap(first, "ek-qpay-2", "ek-use")
    shows_version(first, 4)
    tap(first, "ek-target-1", "ek-source-hand", "ek-guess-3", "ek-pick")
    shows_version(second, 5)
    tap(second, "ek-found-3", "ek-found")
    # Version 6 ends the match; the tournament may count it (and close the match, version 7)
    # before this phone has drawn 6, so wait for the result, not for one version.
    wait_text(first, "[data-testid=ek-result]", lambda text: "vince la partita con la GOLDEN Q n°3" in text)


def play_round(organiser, players, tournament_id, number) -> None:
    tap(organiser.page, "tour-seat")
    organiser.page.wait_for_selector("[data-testid=tour-start]")
    for line in organiser.page.inner_text("[data-testid=tour-tables]").split("Tavolo")[1:]:
        assert not ("Ada" in line and "Bea" in line)  # kept apart by the organiser
    tap(organiser.page, "tour-start")
    organiser.page.wait_for_selector("[data-testid=tour-clock]")
    seated = {}
    for name, phone in players.items():
        phone.open(f"#/tournament/{tournament_id}")
        phone.page.wait_for_selector("[data-testid=tour-join]", timeout=15_000)
        table_line = phone.page.inner_text("[data-testid=tour-my-table]")
        assert table_line.startswith(f"Turno {number}: tavolo")
        tap(phone.page, "tour-join")
        phone.page.wait_for_selector(READY)
        wait_text(phone.page, "[data-testid=tour-bar]", lambda text: "tavolo" in text)  # the round's clock bar
        seated[name] = phone
    tables = {}
    for name, phone in seated.items():
        title = phone.page.inner_text("[data-testid=tour-bar]")
        table = int(title.split("tavolo ")[1].split()[0])
        stored = phone.stored()
        seat = max(stored.values(), key=lambda entry: entry["savedAt"])["seat"]
        tables.setdefault(table, {})[seat] = phone
    for table in sorted(tables):
        play_table([tables[table][seat] for seat in range(3)])
    for table in sorted(tables):
        wait_text(organiser.page, f"[data-testid=tour-result-{table}]", lambda text: text.startswith("Ha vinto"))
    # Counted, each table's match is closed to its phones: no undo, and they say who corrects it.
    for phone in seated.values():
        phone.page.wait_for_selector("[data-testid=table-closed]", state="visible", timeout=15_000)
        assert "organizzatore" in phone.page.inner_text("[data-testid=table-closed]")
        assert not phone.page.is_visible("[data-testid=undo-ask]")


def test_a_two_round_ekeq_tournament_of_six(phones):
    organiser = phones("to-organiser", locale="it-IT")
    organiser.open("#/tournaments/new")
    organiser.page.fill("[data-testid=tn-name]", "Torneo d'autunno")
    organiser.page.select_option("[data-testid=tn-game]", "ekeq")
    organiser.page.wait_for_selector("#tn-option-variant")
    organiser.page.fill("[data-testid=tn-rounds]", "2")
    organiser.page.fill("[data-testid=tn-players]", "\n".join(NAMES))
    tap(organiser.page, "tn-create")
    organiser.page.wait_for_selector("[data-testid=tour-organiser]")
    tournament_id = organiser.page.url.split("#/tournament/")[1]
    codes = {name: organiser.page.inner_text(f"[data-testid=tour-player-{index}] code")
             for index, name in enumerate(NAMES)}

    players = {}
    for name in NAMES:  # each scans their table card: the QR holds #checkin=<tournament>.<code>
        phone = phones(f"to-{name.lower()}", locale="it-IT")
        phone.open(f"#checkin={tournament_id}.{codes[name]}")
        phone.page.wait_for_selector("[data-testid=tour-me]")
        assert phone.page.inner_text("[data-testid=tour-me]") == f"Sei {name}"
        players[name] = phone
    wait_text(organiser.page, "[data-testid=tour-organiser] h2", lambda text: "6 su 6" in text)
    organiser.shot("to-checked-in")
    organiser.page.select_option("[data-testid=tour-apart-a]", "0")
    organiser.page.select_option("[data-testid=tour-apart-b]", "1")
    tap(organiser.page, "tour-apart")
    wait_text(organiser.page, "[data-testid=tour-apart-list]", lambda text: text == "Mai allo stesso tavolo: Ada ≠ Bea")

    play_round(organiser, players, tournament_id, 1)
    play_round(organiser, players, tournament_id, 2)
    wait_text(organiser.page, "[data-testid=tour-status]", lambda text: text.startswith("Finito"))
    rows = organiser.page.inner_text("[data-testid=tour-standings] tbody")
    points = [line.split("\t")[2] for line in rows.split("\n") if line.count("\t") >= 3]
    assert sorted(points, reverse=True) == ["15", "15", "15", "15", "0", "0"]
    fifth = organiser.page.query_selector_all("[data-testid=tour-standings] tbody tr:not(.why)")[4]
    player = fifth.get_attribute("data-testid").split("-")[-1]
    tap(organiser.page, f"tour-why-{player}")
    why = organiser.page.inner_text(f"[data-testid=tour-why-text-{player}]")
    assert why.startswith("Dietro a ") and why.endswith(" per punti: 15 contro il tuo 0.")  # the step and both values
    organiser.shot("to-final")

    # The organiser corrects a table of round 2: its win was with the GOLDEN Q n°2 (20 points).
    seated = [chip.inner_text() for chip in organiser.page.query_selector_all("[data-testid=tour-tables] li:first-child .chip")]
    winner = organiser.page.inner_text("[data-testid=tour-result-1]").split("Ha vinto ")[1].split(" (")[0]
    loser = next(name for name in seated if name != winner)
    loser_id = NAMES.index(loser)
    before = int(organiser.page.inner_text(f"[data-testid=tour-row-{loser_id}]").split("\t")[2])
    tap(organiser.page, "tour-fix-1", f"tour-fix-1-{loser_id}", "tour-fix-1-how-golden_q2", "tour-fix-1-send")
    wait_text(organiser.page, "[data-testid=tour-result-1]",
              lambda text: text == f"Ha vinto {loser} (corretto dall'organizzatore)")
    wait_text(organiser.page, f"[data-testid=tour-row-{loser_id}]", lambda text: f"\t{before + 20}\t" in text)

    hall = phones("to-hall", locale="it-IT")
    hall.open(f"#/tournament/{tournament_id}/display")
    hall.page.wait_for_selector("[data-testid=tour-display-page] .standings.big")
    assert "Finito" in hall.page.inner_text("[data-testid=tour-display-page]")
    for phone in (organiser, hall, *players.values()):
        assert phone.errors == []


def test_paper_results_corrections_cards_and_a_co_organiser_on_the_phones(phones, live_server):
    """A table that played on paper: Bea enters who won on her phone, Cin (an opponent) confirms;
    the organiser corrects it from the desk and the audit keeps the old result; the check-in
    cards print with their QR codes; a co-organiser joins by the invitation link, once."""
    organiser = phones("tp-organiser")
    organiser.open("#/tournaments/new")
    organiser.page.fill("[data-testid=tn-name]", "Paper night")
    organiser.page.select_option("[data-testid=tn-game]", "mini-golf")
    organiser.page.select_option("[data-testid=tn-profile]", "wdl")
    organiser.page.fill("[data-testid=tn-rounds]", "1")
    organiser.page.fill("#tn-option-holes", "6")
    organiser.page.dispatch_event("#tn-option-holes", "change")
    organiser.page.fill("[data-testid=tn-players]", "Ada, Bea, Cin")
    tap(organiser.page, "tn-create")
    organiser.page.wait_for_selector("[data-testid=tour-organiser]")
    tournament_id = organiser.page.url.split("#/tournament/")[1]
    stored = organiser.page.evaluate("localStorage.getItem('tr.tournaments')")
    token = json.loads(stored)[tournament_id]["token"]
    view = ui.api_call(f"{live_server}/api/v1/tournaments/{tournament_id}", token=token)
    assert view["options"]["holes"] == 6  # the house rule, locked for every table

    tap(organiser.page, "tour-print")
    organiser.page.wait_for_selector("[data-testid=tour-player-card-2] .qr svg")
    codes = [p["code"] for p in view["players"]]
    players = {}
    for index, name in enumerate(("Ada", "Bea", "Cin")):
        phone = phones(f"tp-{name.lower()}")
        phone.open(f"#checkin={tournament_id}.{codes[index]}")
        phone.page.wait_for_selector("[data-testid=tour-me]")
        players[name] = phone
    organiser.open(f"#/tournament/{tournament_id}")
    wait_text(organiser.page, "[data-testid=tour-organiser] h2", lambda text: "3 of 3" in text)
    tap(organiser.page, "tour-seat")
    organiser.page.wait_for_selector("[data-testid=tour-start]")
    tap(organiser.page, "tour-start")
    organiser.page.wait_for_selector("[data-testid=tour-clock]")

    bea, cin = players["Bea"].page, players["Cin"].page
    bea.reload()
    bea.click("text=We played on paper")
    tap(bea, "tour-paper-1", "tour-paper-send")
    wait_text(cin, "[data-testid=tour-player]", lambda text: "waiting for an opponent" in text)
    tap(cin, "tour-confirm")
    wait_text(organiser.page, "[data-testid=tour-result-1]", lambda text: text == "Bea won (on paper, confirmed)")
    tap(organiser.page, "tour-fix-1", "tour-fix-1-0", "tour-fix-1-send")
    wait_text(organiser.page, "[data-testid=tour-result-1]", lambda text: text == "Ada won (corrected by the organiser)")
    audit = ui.api_call(f"{live_server}/api/v1/tournaments/{tournament_id}/audit", token=token)
    fixed = next(event for event in audit if event["type"] == "correct")
    assert fixed["payload"]["before"]["winners"] == [1] and fixed["payload"]["before"]["source"] == "paper"
    wait_text(organiser.page, "[data-testid=tour-status]", lambda text: text == "Finished: Ada won the tournament")

    tap(organiser.page, "tour-invite")
    link = organiser.page.inner_text("[data-testid=tour-invite-link] code")
    helper = phones("tp-helper")
    helper.open(link.split("/", 3)[3])
    helper.page.wait_for_selector("[data-testid=tour-organiser]")
    again = phones("tp-again")
    again.open(link.split("/", 3)[3])
    again.page.wait_for_selector("#notice:not([hidden])")
    for phone in (organiser, helper, *players.values()):
        assert phone.errors == []


def test_the_desk_frees_and_gives_away_seats_and_shows_a_repeat_check_in(phones, live_server):
    """Ada and Bea join their own seats from their phones; Ada checks in again on a new phone and
    the desk says so; the organiser frees her seat (her old phone is signed out of the match) and
    she takes it again from the new phone; the organiser gives Bea's seat to Cin, they change
    places, and Bea takes her new seat from the table card's join screen."""
    api = f"{live_server}/api/v1/tournaments"
    made = ui.api_call(api, {"name": "Seats", "game": "ekeq", "profile": {"kind": "win_type"}, "rounds": 1,
                             "players": ["Ada", "Bea", "Cin"]})
    tid, token = made["id"], made["organiser_token"]
    codes = [p["code"] for p in made["tournament"]["players"]]
    invite = ui.api_call(f"{api}/{tid}/invites", {}, token=token)["invite"]
    organiser = phones("ts-organiser")
    organiser.open(f"#organise={tid}.{invite}")
    organiser.page.wait_for_selector("[data-testid=tour-organiser]")
    ada, bea = phones("ts-ada"), phones("ts-bea")
    for phone, code in ((ada, codes[0]), (bea, codes[1])):
        phone.open(f"#checkin={tid}.{code}")
        phone.page.wait_for_selector("[data-testid=tour-me]")
    ui.api_call(f"{api}/{tid}/check-in", {"code": codes[2]})
    ui.api_call(f"{api}/{tid}/rounds", {}, token=token)
    started = ui.api_call(f"{api}/{tid}/rounds/1/start", {}, token=token)["rounds"][0]["tables"][0]
    table, join_code = started["players"], started["join_code"]
    for phone in (ada, bea):  # each joins their own seat, with nothing but the button
        phone.open(f"#/tournament/{tid}")
        tap(phone.page, "tour-join")
        phone.page.wait_for_selector(READY)
    old_seat = next(iter(ada.stored().values()))

    new_ada = phones("ts-ada-new")
    new_ada.open(f"#checkin={tid}.{codes[0]}")
    new_ada.page.wait_for_selector("[data-testid=tour-me]")
    tap(organiser.page, "tour-registration")  # folded under its count once the round is seated
    again = wait_text(organiser.page, "[data-testid=tour-again-0]", bool)
    assert again.startswith("Ada checked in again at ") and again.endswith(": the earlier phone is signed out.")

    seat = table.index(0)
    tap(organiser.page, "tour-seats-1")
    assert organiser.page.inner_text(f"[data-testid=tour-held-1-{seat}]") == "on a phone"
    tap(organiser.page, f"tour-release-1-{seat}")
    assert organiser.page.inner_text("[data-testid=tour-seat-ask]").startswith("Free Ada's seat at table 1? ")
    # The question goes from the desk as soon as "Yes" is tapped, before the server has freed the
    # seat: wait for the server's answer to the release, then for the desk drawn from it.
    with organiser.page.expect_response(lambda answer: answer.request.method == "POST"
                                        and answer.url.endswith(f"/seats/{seat}/release")) as freed:
        tap(organiser.page, "tour-seat-yes")
    assert freed.value.ok
    organiser.page.wait_for_selector("[data-testid=tour-seat-ask]", state="detached")
    wait_text(organiser.page, f"[data-testid=tour-held-1-{seat}]", lambda text: text == "free")
    with pytest.raises(urllib.error.HTTPError) as signed_out:
        ui.api_call(f"{live_server}/api/v1/matches/{old_seat['id']}", token=old_seat["token"])
    assert signed_out.value.code == 401
    # The organiser picks Cin for Bea's seat; Ada taking her seat again redraws the desk meanwhile,
    # and the pick stays.
    seat = table.index(1)
    organiser.page.select_option(f"[data-testid=tour-give-to-1-{seat}]", "2")
    new_ada.open(f"#/tournament/{tid}")
    tap(new_ada.page, "tour-join")
    new_ada.page.wait_for_selector(READY)
    organiser.page.wait_for_selector(f"[data-testid=tour-held-1-{table.index(0)}]:has-text('on a phone')",
                                     timeout=VERSION_TIMEOUT_MS)
    assert organiser.page.input_value(f"[data-testid=tour-give-to-1-{seat}]") == "2"
    tap(organiser.page, f"tour-give-1-{seat}")
    assert organiser.page.inner_text("[data-testid=tour-seat-ask]").startswith("Give Bea's seat at table 1 to Cin? ")
    with organiser.page.expect_response(lambda answer: answer.request.method == "POST"
                                        and answer.url.endswith(f"/seats/{seat}/reassign")) as given:
        tap(organiser.page, "tour-seat-yes")
    assert given.value.ok  # the seat is Cin's on the server before Bea claims Cin's old one
    organiser.page.wait_for_selector("[data-testid=tour-seat-ask]", state="detached")
    # Bea scans the table card's QR (the join screen): her tournament token claims Cin's old seat.
    ui.join(bea, join_code, table.index(2), READY)
    bea_seat = max(bea.stored().values(), key=lambda entry: entry["savedAt"])["seat"]
    assert bea_seat == table.index(2)  # Cin's seat: the two changed places
    audit = [event["type"] for event in ui.api_call(f"{api}/{tid}/audit", token=token)]
    assert audit.count("release") == 1 and audit.count("reassign") == 1
    for phone in (organiser, new_ada):
        assert phone.errors == []


def test_later_rounds_seated_by_standings_say_so_on_every_table_card(phones, live_server):
    """The organiser picks "By standings" on the new-tournament screen; round 1 is seated for the
    fewest repeats, round 2 from neighbouring places, and each table card (the desk's and the
    player's own) says why its players sit together."""
    organiser = phones("ts-organiser")
    organiser.open("#/tournaments/new")
    organiser.page.fill("[data-testid=tn-name]", "Ladder night")
    organiser.page.select_option("[data-testid=tn-game]", "mini-golf")
    organiser.page.select_option("[data-testid=tn-profile]", "wdl")
    organiser.page.select_option("[data-testid=tn-seating]", "standings")
    organiser.page.fill("[data-testid=tn-rounds]", "2")
    organiser.page.fill("[data-testid=tn-players]", ", ".join(NAMES))
    tap(organiser.page, "tn-create")
    organiser.page.wait_for_selector("[data-testid=tour-organiser]")
    tournament_id = organiser.page.url.split("#/tournament/")[1]
    token = json.loads(organiser.page.evaluate("localStorage.getItem('tr.tournaments')"))[tournament_id]["token"]
    base = f"{live_server}/api/v1/tournaments/{tournament_id}"
    view = ui.api_call(base, token=token)
    assert view["seating"] == "standings"
    players = [ui.api_call(f"{base}/check-in", {"code": p["code"]}) for p in view["players"]]
    ui.api_call(f"{base}/rounds", {}, token=token)
    started = ui.api_call(f"{base}/rounds/1/start", {}, token=token)
    for table in started["rounds"][0]["tables"]:  # the first seat wins every table of round 1
        ui.api_call(f"{base}/rounds/1/tables/{table['table']}/correction",
                    {"result": {"winners": [table["players"][0]], "totals": [0] * len(table["players"])}}, token=token)
    organiser.open(f"#/tournament/{tournament_id}")
    tap(organiser.page, "tour-seat")
    organiser.page.wait_for_selector("[data-testid=tour-start]")
    second = ui.api_call(base, token=token)["rounds"][1]["tables"]
    for table in second:
        places = ", ".join(str(place) for place in table["why"]["places"])
        wait_text(organiser.page, f"[data-testid=tour-seated-{table['table']}]",
                  lambda text, places=places: text.startswith(f"Seated by standings: places {places}."))
    assert max(second[0]["why"]["places"]) <= min(second[1]["why"]["places"])  # the leaders together
    me = second[0]["players"][0]
    phone = phones("ts-player")
    phone.open(f"#checkin={tournament_id}.{view['players'][me]['code']}")
    phone.page.wait_for_selector("[data-testid=tour-me]")
    wait_text(phone.page, "[data-testid=tour-my-seated]", lambda text: text.startswith("Seated by standings"))
    assert players[me]["player_token"]
    for each in (organiser, phone):
        assert each.errors == []
