"""Every screen of the phone app, built for real, for the accessibility tests to walk.

The server gets matches (each game's, a few moves in; one finished, to play again; one entered a
hand at a time with a round scored), a solo profile with a community, and tournaments through its
API; the phone then holds their tokens in localStorage as the app's own
stores (store.js, tournaments.js, profile.js) would have written them. Each screen is then one
hash change away, and is shown once the node named by its `ready` selector is on the page.
"""
from __future__ import annotations

import json
import random
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field

from rules import referee, registry
from rules.base import Entrant, Move
from rules.depths import other_depths
from rules.errors import RuleViolation
from tests.api.golf_h01 import HOLE_H01

LANGUAGES = ("en", "it")
# The most players each game's screen is built for: enough for a real table, few enough to be quick.
PLAYERS = ["Ada", "Ben", "Cleo"]
# Moves played into each match, so its table shows a game under way rather than its first screen.
MID_GAME_MOVES = 6
LEFT = "data-a11y-left"  # marks the screen being left, so `ready` is only found on the next one


@dataclass
class Screen:
    name: str
    hash: str
    ready: str
    # Done on the shown screen before it is audited (the create screen's game is picked).
    then: object = None
    main: bool = False  # one of the screens the 200% text check walks


@dataclass
class Built:
    screens: list[Screen] = field(default_factory=list)
    storage: dict[str, str] = field(default_factory=dict)  # localStorage key -> JSON text


class Api:
    def __init__(self, base_url: str) -> None:
        self.base = f"{base_url}/api/v1"

    def call(self, path: str, body: dict | None = None, token: str | None = None) -> dict:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, headers=headers,
                                         method="GET" if body is None else "POST")
        with urllib.request.urlopen(request) as answer:
            return json.load(answer)


def play_some_moves(api: Api, slug: str, created: dict, players: int, moves: int = MID_GAME_MOVES,
                    until=lambda rules, state: False) -> None:
    """Up to `moves` of the game's own sample moves, mirrored on a local copy of the rules, or
    fewer: the game's end, or `until(rules, state)`, stops them. Each is entered from its own
    seat's phone (a sealed choice or a tracked hand may come from no other): seat 0's is the
    creator's, whose host token plays it; any other seat is claimed with the join code when it
    first moves. A move refused ends the walk there."""
    rules = registry.get(slug)
    state = rules.setup(players, rules.info.options_schema().load({}))
    rng = random.Random(11)
    tokens: dict[int, str] = {0: created["host_token"]}
    for seq in range(1, moves + 1):
        if rules.outcome(state) is not None or until(rules, state):
            return
        now = int(time.time() * 1000)
        move = rules.sample_move(state, rng, now)
        try:
            next_state = referee.play(rules, state, Move(move.type, move.seat, dict(move.payload), seq),
                                      Entrant(seat=move.seat), now)
        except RuleViolation:
            return
        try:
            if move.seat not in tokens:
                tokens[move.seat] = api.call("/join", {"code": created["join_code"], "seat": move.seat})["token"]
            api.call(f"/matches/{created['id']}/moves",
                     {"type": move.type, "seat": move.seat, "payload": dict(move.payload)},
                     token=tokens[move.seat])
        except urllib.error.HTTPError:
            return
        state = next_state


def build(base_url: str) -> Built:
    api = Api(base_url)
    built = Built()
    screens = built.screens
    catalogue = api.call("/games")
    matches = {}
    screens += [Screen("home", "#/", "[data-testid=home-create]", main=True),
                Screen("join", "#/join", "[data-testid=join-find]")]
    for index, game in enumerate(catalogue):
        slug = game["slug"]
        names = PLAYERS[:max(game["min_players"], min(len(PLAYERS), game["max_players"], 2 + index % 2))]
        # As the create screen makes it by default: the creator plays seat 0, so the table shows
        # what only a seat's own phone sees (its hand, its sealed picks, its list) as well as the host's.
        created = api.call("/matches", {"game": slug, "players": names, "options": {}, "host_seat": 0})
        play_some_moves(api, slug, created, len(names))
        matches[created["id"]] = {"id": created["id"], "game": slug, "title": game["title"],
                                  "token": created["host_token"], "seat": 0, "host": True,
                                  "names": names, "joinCode": created["join_code"], "savedAt": index}
        match = f"#/match/{created['id']}"
        screens += [
            Screen(f"create {slug}", "#/create", "[data-testid=create-game]", then=pick_game(slug), main=True),
            Screen(f"table {slug}", match, "[data-version]", then=ask_to_undo, main=True),
            Screen(f"scores {slug}", f"{match}/scores", "h1", main=True),
            Screen(f"match rules {slug}", f"{match}/rules", "[data-testid=howto-back]"),
            Screen(f"rules {slug}", f"#/rules/{slug}", "[data-testid=howto-back]", main=True),
        ]
        if index == 0:
            # The seats already playing show as joined; a new match's join code offers free seats.
            fresh = api.call("/matches", {"game": slug, "players": names, "options": {}})
            screens += [Screen("host", f"{match}/host", "[data-testid=host-seats] li", main=True),
                        Screen("join by code", f"#join={fresh['join_code']}", "[data-testid=join-seat-0]",
                               main=True)]
    screens += depth_tables(api, matches)
    # Flares with a revoke flag the table has still to rule on: its Uphold and Dismiss buttons.
    flagged = flares_with_a_revoke_flag(api)
    matches[flagged["id"]] = {"id": flagged["id"], "game": "flares", "title": "Flares", "token": flagged["host_token"],
                              "seat": 0, "host": True, "names": PLAYERS[:2], "joinCode": flagged["join_code"],
                              "savedAt": len(matches)}
    screens.append(Screen("table flares, a revoke flag to rule on", f"#/match/{flagged['id']}",
                          "[data-testid=fl-uphold-1]", main=True))
    # A finished match: its table ends in Play again, and My matches offers it one tap away.
    over = finished_golf(api)
    matches[over["id"]] = {"id": over["id"], "game": "mini-golf", "title": "Mini Golf", "token": over["host_token"],
                           "seat": 0, "host": True, "names": PLAYERS[:2], "joinCode": over["join_code"],
                           "savedAt": len(matches), "finished": True}
    screens += [Screen("table mini-golf, finished: play again", f"#/match/{over['id']}",
                       "[data-testid=play-again-go]", main=True),
                Screen("home, a finished match to play again", "#/", f"[data-testid=home-again-{over['id']}]",
                       main=True)]
    # A round entered a hand at a time: its result above the next round's entry.
    scored = flares_round_entered(api)
    matches[scored["id"]] = {"id": scored["id"], "game": "flares", "title": "Flares", "token": scored["host_token"],
                             "host": True, "names": PLAYERS, "joinCode": scored["join_code"], "savedAt": len(matches)}
    screens.append(Screen("table flares at hand, a round's result above the next", f"#/match/{scored['id']}",
                          "[data-testid=fl-result]", main=True))
    built.storage["tr.matches"] = json.dumps(matches)

    solo = api.call("/2p6c/players", {"name": "Ada"})
    community = api.call("/2p6c/communities", {"name": "Club", "kind": "virtual"}, token=solo["token"])
    built.storage["tr.solo"] = json.dumps({"id": solo["id"], "name": solo["name"], "token": solo["token"]})
    screens += [Screen("solo", "#/solo", "[data-testid=solo-name]", main=True),
                Screen("solo, deleting the profile asked", "#/solo", "[data-testid=solo-name]",
                       then=asked_first("solo-delete")),
                Screen("solo, a game logged quickly", "#/solo/quick", "[data-testid=solo-quick-form]", main=True),
                Screen("solo, a quick log's figures", "#/solo/quick", "[data-testid=solo-quick-form]",
                       then=quick_logged),
                Screen("community", f"#/solo/community/{community['id']}", "[data-testid=community-code]"),
                Screen("community, leaving asked", f"#/solo/community/{community['id']}",
                       "[data-testid=community-code]", then=asked_first("community-leave")),
                Screen("cold war decks", "#/cold-war/decks", "[data-testid=cwd-new]"),
                Screen("cold war deck editor", "#/cold-war/decks/new", "[data-testid=cwd-warnings]",
                       main=True),
                Screen("new tournament", "#/tournaments/new", "[data-testid=tn-create]", main=True)]

    desk, player = tournament(api), tournament(api)
    built.storage["tr.tournaments"] = json.dumps({
        desk["id"]: {"id": desk["id"], "name": "Autumn", "token": desk["organiser"], "role": "organiser",
                     "savedAt": 1},
        player["id"]: {"id": player["id"], "name": "Autumn", "token": player["players"][0], "role": "player",
                       "player": 0, "savedAt": 2}})
    screens += [Screen("tournament desk", f"#/tournament/{desk['id']}", "[data-testid=tour-organiser]",
                       main=True),
                Screen("tournament player", f"#/tournament/{player['id']}", "[data-testid=tour-player]",
                       main=True),
                Screen("tournament display", f"#/tournament/{desk['id']}/display",
                       "[data-testid=tour-display-page]", main=True),
                Screen("check-in", f"#checkin={desk['id']}.", "[data-testid=ci-send]")]

    league = series(api)
    built.storage["tr.series"] = json.dumps({league["id"]: {"id": league["id"], "name": "League", "savedAt": 1,
                                                             "token": league["organiser"], "code": league["card"]}})
    screens += [Screen("new series", "#/series/new", "[data-testid=sn-create]", main=True),
                Screen("series", f"#/series/{league['id']}", "[data-testid=series-organiser]", main=True),
                Screen("series member", f"#/series/{league['id']}/me", "[data-testid=series-me-chart]", main=True),
                Screen("series display", f"#/series/{league['id']}/display", "[data-testid=series-display-page]",
                       main=True),
                Screen("series cards", f"#/series/{league['id']}/cards", "[data-testid=series-print-0] .qr svg"),
                Screen("series card", f"#series={league['id']}.{league['card']}", "[data-testid=series-card-mine]")]
    return built


def depth_tables(api: Api, matches: dict) -> list[Screen]:
    """A table of each game at each depth of entry it offers besides every_move (a hand at a
    time shows its own entry screen), for a table of three, or one where the depth is solo."""
    screens = []
    for slug, rules in registry.GAMES.items():
        for depth in other_depths(rules.info.options_schema):
            names = PLAYERS[:1] if depth == "quick" else PLAYERS
            created = api.call("/matches", {"game": slug, "players": names, "options": {"depth": depth}})
            matches[created["id"]] = {"id": created["id"], "game": slug, "title": rules.info.title,
                                      "token": created["host_token"], "host": True, "names": names,
                                      "joinCode": created["join_code"], "savedAt": len(matches)}
            screens.append(Screen(f"table {slug} at {depth}", f"#/match/{created['id']}", "[data-version]",
                                  main=True))
    return screens


def flares_with_a_revoke_flag(api: Api) -> dict:
    """FL-T09 up to Ben's 1H, which proves his revoke in trick 1: flag 1, open."""
    created = api.call("/matches", {"game": "flares", "players": PLAYERS[:2], "options": {}, "host_seat": 0})
    plays = [(0, "deck_lead", "3H"), (1, "play", "5D"), (0, "play", "2H"), (0, "deck_lead", "4P"),
             (1, "play", "3P"), (0, "play", "4D"), (0, "deck_lead", "2C"), (1, "play", "1H")]
    for seat, kind, card in plays:
        api.call(f"/matches/{created['id']}/moves", {"type": kind, "seat": seat, "payload": {"card": card}},
                 token=created["host_token"])
    return created


def finished_golf(api: Api) -> dict:
    """A 1-hole Mini Golf match made by Ada's phone (seat 0), played to its end (GOLF-H01)."""
    created = api.call("/matches", {"game": "mini-golf", "players": PLAYERS[:2], "options": {"holes": 1},
                                    "host_seat": 0})
    for seat, kind, payload in HOLE_H01:
        api.call(f"/matches/{created['id']}/moves", {"type": kind, "seat": seat, "payload": payload},
                 token=created["host_token"])
    return created


def flares_round_entered(api: Api) -> dict:
    """Flares for three entered a hand at a time, its first round entered by the host: Ben took
    the most tricks, 2+5+6 of mixed suits, 13."""
    created = api.call("/matches", {"game": "flares", "players": PLAYERS, "options": {"depth": "hand"}})
    api.call(f"/matches/{created['id']}/moves",
             {"type": "round_result", "seat": 0,
              "payload": {"tricks": [1, 2, 0], "deck_tricks": 1, "point_cards": ["2F", "5F", "6U"]}},
             token=created["host_token"])
    return created


def series(api: Api) -> dict:
    """A series with one Mini Golf event played: a table, ratings, rating moves, a member's page."""
    made = api.call("/series", {"name": "League", "game": "mini-golf", "scoring": {"best": 2, "events": 4}})
    sid, token = made["id"], made["organiser_token"]
    event = api.call(f"/series/{sid}/tournaments", {"name": "Night 1", "profile": {"kind": "placement"}, "rounds": 1,
                                                     "players": ["Ada", "Bea", "Cin", "Dan"]}, token=token)
    tid, organiser = event["id"], event["organiser_token"]
    for player in event["tournament"]["players"]:
        api.call(f"/tournaments/{tid}/check-in", {"code": player["code"]})
    api.call(f"/tournaments/{tid}/rounds", {}, token=organiser)
    started = api.call(f"/tournaments/{tid}/rounds/1/start", {}, token=organiser)
    for table in started["rounds"][0]["tables"]:
        api.call(f"/tournaments/{tid}/rounds/1/tables/{table['table']}/correction", {"result": {
            "winners": table["players"][:1], "totals": list(range(1, len(table["players"]) + 1))}}, token=organiser)
    card = api.call(f"/series/{sid}", token=token)["members"][0]["code"]
    return {"id": sid, "organiser": token, "card": card}


def tournament(api: Api) -> dict:
    """A six-player EkeQ tournament, everyone checked in, its first round under way."""
    made = api.call("/tournaments", {"name": "Autumn", "game": "ekeq", "profile": {"kind": "win_type"},
                                      "rounds": 2, "players": ["Ada", "Bea", "Cin", "Dan", "Eva", "Fil"]})
    tid, token = made["id"], made["organiser_token"]
    view = api.call(f"/tournaments/{tid}", token=token)
    players = [api.call(f"/tournaments/{tid}/check-in", {"code": p["code"]})["player_token"]
               for p in view["players"]]
    api.call(f"/tournaments/{tid}/rounds", {}, token=token)
    api.call(f"/tournaments/{tid}/rounds/1/start", {"minutes": 45}, token=token)
    return {"id": tid, "organiser": token, "players": players}


def pick_game(slug: str):
    """The game picked, and its House rules opened: every option of the game is then on the screen."""
    def pick(page) -> None:
        page.select_option("[data-testid=create-game]", "")  # the last game's fields go
        page.select_option("[data-testid=create-game]", slug)
        page.wait_for_selector("[data-testid=create-submit]")
        house = page.query_selector("[data-testid=create-house-rules]")
        if house and not house.get_attribute("open"):
            page.click("[data-testid=create-house-summary]")
            page.wait_for_selector("[data-testid=create-house-rules][open]")
    return pick


def ask_to_undo(page) -> None:
    """The undo question, which names the last move in the players' words, when the table offers undo."""
    if page.query_selector("#screen [data-testid=undo-ask]"):
        page.click("#screen [data-testid=undo-ask]")
        page.wait_for_selector("#screen [data-testid=undo-question]")


def asked_first(testid: str):
    """The question a step that cannot be taken back asks first (components/ask-first.js)."""
    def ask(page) -> None:
        page.click(f"#screen [data-testid={testid}]")
        page.wait_for_selector(f"#screen [data-testid={testid}-ask]")
    return ask


def quick_logged(page) -> None:
    """A paper game's figures entered and logged: the screen then shows MLR, FTS and UIN."""
    page.fill("[data-testid=solo-quick-cards]", "20")
    page.fill("[data-testid=solo-quick-words]", "12 7 9")
    page.click("[data-testid=solo-quick-go]")
    page.wait_for_selector("[data-testid=solo-quick-figures]")


def open_screen(page, base_url: str, screen: Screen) -> None:
    """Show `screen` by changing the hash, as the app's own links do (no page load)."""
    if page.url.endswith(screen.hash) and page.query_selector(f"#screen {screen.ready}"):
        return (screen.then or (lambda _: None))(page)  # the same screen again (another game's create)
    page.evaluate("""([left]) => {
        document.querySelectorAll('#screen > *').forEach((node) => node.setAttribute(left, ''));
    }""", [LEFT])
    if page.url.split("#")[0].rstrip("/") != base_url:
        page.goto(f"{base_url}/{screen.hash}")
    else:
        page.evaluate("hash => { location.hash = hash; }", screen.hash)
    page.wait_for_selector(f"#screen > :not([{LEFT}]) {screen.ready}", state="attached")
    if screen.then:
        screen.then(page)


def start(page, base_url: str, built: Built, lang: str) -> None:
    """The phone with every match, profile and tournament stored, in `lang`, on its home screen."""
    page.goto(f"{base_url}/#/")
    page.evaluate("""([storage, lang]) => {
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
        localStorage.setItem('tr.lang', lang);
    }""", [built.storage, lang])
    page.reload()
    page.wait_for_selector("[data-testid=home-create]")
