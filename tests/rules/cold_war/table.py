"""Test helpers for Cold War (no tests here): the shared test table (game_table.py) with the moves
spelled the way the spec's tables spell them, and the fixtures of the golden tests (docs/games/cold-war.md §7).

Fixture cards are written the way §7 writes them: "B-W1=100" is a White card with defence 100,
"A-R1=200" a Brown card with attack and defence 200 ("A-R1=200/90": attack 200, defence 90),
"A-N1=150" a Brown with the Nuclear symbol, "A-O1" an Orange crossed-swords card, "A-S1" a Shield.
The letter after the country says the kind (W, U, R, N, B for a Bolt Brown, O, S, L). They reach
the match the only way printed values may: as (partial) deck definitions in the options.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from rules.games.cold_war import COLD_WAR
from rules.games.cold_war.combat import stack_units, start_turn
from rules.games.cold_war.schemas import ColdWarOptions
from rules.games.cold_war.setup import new_game
from rules.games.cold_war.state import Player
from rules.options import FrozenOptions

from ..game_table import NAMES, GameTable, seat  # noqa: F401 - the Cold War tests import them from here

KIND = {"W": "white", "U": "blue", "R": "brown", "N": "brown", "B": "brown", "O": "orange",
        "S": "orange", "L": "leader"}


def card_def(token: str, **extra: Any) -> dict[str, Any]:
    card_id, _, value = token.partition("=")
    letter = card_id.split("-")[1][0]
    card: dict[str, Any] = {"id": card_id, "kind": KIND[letter]}
    if letter in "WU":
        card["defence"] = int(value)
    elif letter in "RNB":
        attack, _, defence = value.partition("/")
        card["attack"], card["defence"] = int(attack), int(defence or attack)
        card["triad_symbol"] = {"N": "nuclear", "B": "bolt"}.get(letter)
    elif letter == "O":
        card["icon"] = "crossed_swords"
    elif letter == "S":
        card["icon"] = "shield"
    elif letter == "L" and value:
        card["leader_defence"] = int(value)
    card.update(extra)
    return card


def decks(text: str = "", **special: dict[str, Any]) -> list[dict[str, Any]]:
    """Deck definitions from fixture tokens; `special` gives extra fields by card id
    (use underscores for dashes: A_O1={"effect": …})."""
    by_country: dict[str, list[dict[str, Any]]] = {}
    for token in text.split():
        card_id = token.partition("=")[0]
        extra = special.get(card_id.replace("-", "_"), {})
        by_country.setdefault(card_id.split("-")[0], []).append(card_def(token, **extra))
    return [{"country": country, "cards": cards} for country, cards in by_country.items()]


def ref(card: Any) -> dict[str, Any]:
    return {"ref": card} if isinstance(card, str) else card


def refs(*card_ids: str) -> list[dict[str, str]]:
    """Cards already on the table, as a payload names them."""
    return [{"ref": card_id} for card_id in card_ids]


def ids(text: str) -> tuple[str, ...]:
    return tuple(token.partition("=")[0] for token in text.split())


class Table(GameTable):
    RULES = COLD_WAR

    def reveal(self, who: str, card: Any, **extra: Any) -> Any:
        return self.play(who, "setup_reveal", card=ref(card), **extra)

    def initial_draw(self, who: str, cards: list | None = None) -> Any:
        payload = {} if cards is None else {"cards": [ref(c) for c in cards]}
        return self.play(who, "initial_draw", **payload)

    def place(self, who: str, card: Any, position: int | None = None) -> Any:
        extra = {} if position is None else {"position": position}
        return self.play(who, "place", card=ref(card), **extra)

    def attack(self, who: str, target: str, *cards: Any) -> Any:
        return self.play(who, "attack", target=seat(target), cards=[ref(c) for c in cards])

    def triad(self, who: str, target: str, *cards: Any) -> Any:
        return self.play(who, "triad", target=seat(target), cards=[ref(c) for c in cards])

    def special(self, who: str, card: Any, target: str, **extra: Any) -> Any:
        return self.play(who, "special", card=ref(card), target=seat(target), **extra)

    def discard(self, who: str, card: Any, source: str = "hand") -> Any:
        return self.play(who, "discard", card=ref(card), **{"from": source})

    def draw(self, who: str, cards: list | None = None) -> Any:
        payload = {} if cards is None else {"cards": [ref(c) for c in cards]}
        return self.play(who, "draw", **payload)

    def react(self, who: str, *shields: Any, effect: dict | None = None) -> Any:
        payload: dict[str, Any] = {"shields": [ref(c) for c in shields]}
        if effect is not None:
            payload["effect"] = effect
        return self.play(who, "react", **payload)

    def no_shields(self, who: str) -> Any:
        """REACT [] when the window is open (it stays shut when no Shield can be in hand)."""
        if self.state.phase == "reaction":
            return self.react(who)
        return self.state

    # What the spec's tables show.
    def p(self, who: str) -> Player:
        return self.state.seats[seat(who)]

    def stack(self, who: str) -> list[str]:
        return list(self.p(who).stack)

    def pile(self, who: str) -> list[str]:
        return list(self.p(who).discard)

    def units(self, who: str) -> list[tuple[str, int]]:
        return [(u.kind, u.defence) for u in stack_units(self.state, seat(who))]

    def total(self, who: str) -> int:
        return sum(d for _k, d in self.units(who))

    def view(self, who: str | None = None) -> dict[str, Any]:
        return COLD_WAR.view(self.state, None if who is None else seat(who))


def position(players: int = 2, *, cards: str = "", stacks: dict[str, str] | None = None,
             hands: dict[str, int] | None = None, known: dict[str, str] | None = None,
             discards: dict[str, str] | None = None, draws: dict[str, int] | None = None,
             to_move: str = "A", special: dict[str, dict] | None = None, fallen: str = "",
             **options: Any) -> Table:
    """A table in the middle of a match at the start of `to_move`'s turn, as a §7 fixture gives it.
    `cards` defines every fixture card (see the module docstring); stacks and discards list ids,
    left (next to the Leader / oldest) first; `hands` are hand sizes (default 5), `known` hand
    cards the service knows; `draws` draw pile sizes (default 10); `fallen` names players already
    playing on as Fallen Leaders (a full Fallen deck of 24, defeated in that order)."""
    # A module's fixture cards may span more countries than this table seats: only the seated
    # countries' decks go in (setup refuses a deck no seat plays).
    seated = options.get("countries") or "ABCD"[:players]
    options.setdefault("decks", [d for d in decks(cards, **(special or {})) if d["country"] in seated])
    loaded = FrozenOptions(ColdWarOptions().load(options))
    state = new_game(players, loaded)
    stacks, hands, known = stacks or {}, hands or {}, known or {}
    discards, draws = discards or {}, draws or {}
    seats = []
    for who, player in zip(NAMES, state.seats):
        seats.append(replace(player, stack=ids(stacks.get(who, "")), hand_count=hands.get(who, 5),
                             hand_known=ids(known.get(who, "")), discard=ids(discards.get(who, "")),
                             draw_count=draws.get(who, 10), ready=True))
    for who in fallen:
        seats[seat(who)] = replace(seats[seat(who)], status="fallen", stack=(), hand_count=0,
                                   draw_count=0, fallen_count=24, defeated_at=0)
    state = replace(state, seats=tuple(seats), defeat_order=tuple(seat(who) for who in fallen))
    state = start_turn(state, seat(to_move))
    return Table(players, loaded, state)
