"""Every tournament and series screen, built for real through the API, in the states an evening
goes through (registration, a round seated, under way, finished; a series before and after its
first event), for the tests that check how they fit a phone. The phone then holds the tokens as
the app's own stores would; each screen is one hash change away (a11y_screens.open_screen)."""
from __future__ import annotations

import json

from .a11y_screens import Api, Built, Screen

# Names as a club's list has them: short ones, one of two words, one of six letters.
NAMES = ["Hana", "Ada Lovelace", "Bea", "Cin", "Dan", "Eva", "Fil", "Giulia"]


def tournament(api: Api, stage: str, name: str = "Autumn cup") -> dict:
    """An eight-player Mini Golf tournament of two rounds, everyone checked in, at `stage`:
    "registration", "seated", "playing" (round 1 started) or "finished" (both rounds corrected in)."""
    made = api.call("/tournaments", {"name": name, "game": "mini-golf", "profile": {"kind": "placement"},
                                      "rounds": 2, "players": NAMES})
    tid, token = made["id"], made["organiser_token"]
    players = [api.call(f"/tournaments/{tid}/check-in", {"code": p["code"]})["player_token"]
               for p in made["tournament"]["players"]]
    if stage != "registration":
        api.call(f"/tournaments/{tid}/rounds", {}, token=token)
    if stage in ("playing", "finished"):
        api.call(f"/tournaments/{tid}/rounds/1/start", {"minutes": 45}, token=token)
    for number in (1, 2) if stage == "finished" else ():
        if number == 2:
            api.call(f"/tournaments/{tid}/rounds", {}, token=token)
            api.call(f"/tournaments/{tid}/rounds/2/start", {"minutes": 45}, token=token)
        for table in api.call(f"/tournaments/{tid}", token=token)["rounds"][-1]["tables"]:
            api.call(f"/tournaments/{tid}/rounds/{number}/tables/{table['table']}/correction", {"result": {
                "winners": table["players"][:1], "totals": list(range(1, len(table["players"]) + 1))}}, token=token)
    return {"id": tid, "organiser": token, "players": players}


def series(api: Api, events: bool) -> dict:
    """A series of Mini Golf, with one event played (placement points, a table, ratings) or none."""
    made = api.call("/series", {"name": "Thursday league", "game": "mini-golf", "scoring": {"best": 2, "events": 4}})
    sid, token = made["id"], made["organiser_token"]
    if events:
        event = api.call(f"/series/{sid}/tournaments", {"name": "Night 1", "profile": {"kind": "placement"},
                                                         "rounds": 1, "players": NAMES}, token=token)
        tid, organiser = event["id"], event["organiser_token"]
        for player in event["tournament"]["players"]:
            api.call(f"/tournaments/{tid}/check-in", {"code": player["code"]})
        api.call(f"/tournaments/{tid}/rounds", {}, token=organiser)
        for table in api.call(f"/tournaments/{tid}/rounds/1/start", {}, token=organiser)["rounds"][0]["tables"]:
            api.call(f"/tournaments/{tid}/rounds/1/tables/{table['table']}/correction", {"result": {
                "winners": table["players"][:1], "totals": list(range(1, len(table["players"]) + 1))}}, token=organiser)
    members = api.call(f"/series/{sid}", token=token)["members"]
    return {"id": sid, "organiser": token, "card": members[0]["code"] if members else None}


def opened(*testids: str):
    """The screen with these opened (a table's seats, a correction, a row's why), as an organiser
    taps them."""
    def open_them(page) -> None:
        for testid in testids:
            page.click(f"#screen [data-testid={testid}]")
    return open_them


def build(base_url: str) -> Built:
    api = Api(base_url)
    built = Built()
    stages = {stage: tournament(api, stage) for stage in ("registration", "seated", "playing", "finished")}
    playing = stages["playing"]
    stored = {t["id"]: {"id": t["id"], "name": "Autumn cup", "token": t["organiser"], "role": "organiser",
                        "savedAt": n} for n, t in enumerate(stages.values())}
    player = tournament(api, "playing", name="Spring cup")
    stored[player["id"]] = {"id": player["id"], "name": "Spring cup", "token": player["players"][0], "role": "player",
                            "player": 0, "savedAt": len(stored)}
    built.storage["tr.tournaments"] = json.dumps(stored)
    desk = "[data-testid=tour-organiser]"
    built.screens += [
        Screen("new tournament", "#/tournaments/new", "[data-testid=tn-create]"),
        *[Screen(f"desk, {stage}", f"#/tournament/{made['id']}", desk) for stage, made in stages.items()],
        Screen("desk, a table's seats and its correction open", f"#/tournament/{playing['id']}", desk,
               then=opened("tour-seats-1", "tour-fix-1", "tour-why-0")),
        Screen("player", f"#/tournament/{player['id']}", "[data-testid=tour-player]"),
        *[Screen(f"hall display, {stage}", f"#/tournament/{stages[stage]['id']}/display", ".standings.big")
          for stage in ("playing", "finished")],
        Screen("round cards", f"#/tournament/{playing['id']}/print/1", "[data-testid=tour-card-1]"),
        Screen("check-in cards", f"#/tournament/{playing['id']}/print/0", "[data-testid=tour-player-card-0]"),
        Screen("check-in", f"#checkin={playing['id']}.", "[data-testid=ci-send]")]

    league, empty = series(api, events=True), series(api, events=False)
    built.storage["tr.series"] = json.dumps({
        league["id"]: {"id": league["id"], "name": "Thursday league", "savedAt": 1, "token": league["organiser"],
                       "code": league["card"]},
        empty["id"]: {"id": empty["id"], "name": "Thursday league", "savedAt": 2, "token": empty["organiser"]}})
    built.screens += [
        Screen("new series", "#/series/new", "[data-testid=sn-create]"),
        Screen("series", f"#/series/{league['id']}", "[data-testid=series-organiser]", then=opened("se-new-event")),
        Screen("series with no event", f"#/series/{empty['id']}", "[data-testid=series-organiser]"),
        Screen("series member", f"#/series/{league['id']}/me", "[data-testid=series-me-chart]"),
        Screen("series hall display", f"#/series/{league['id']}/display", ".standings.big"),
        Screen("series cards", f"#/series/{league['id']}/cards", "[data-testid=series-print-0] .qr svg"),
        Screen("series card", f"#series={league['id']}.{league['card']}", "[data-testid=series-card-mine]")]
    return built
