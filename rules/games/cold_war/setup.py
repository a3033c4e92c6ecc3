"""Cold War's setup (docs/games/cold-war.md §1.2, §1.3, §3.1): the table as the organiser describes it, then
each player's reveals until the stack holds 6 cards, and their first hand of 5.

Rulebook: Fifteen Minute Cold War (Echo Zulu), "Setup". All players set up at the same time,
so every seat still setting up may move. Each checker raises RuleViolation or returns; each apply
function returns a new state.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ...base import Move
from ...errors import RuleViolation
from .cards_in import require_unseen_own, resolve, resolve_all, table_ids, with_cards
from .combat import start_turn
from .deck import card_defs, verify_deck
from .gate import waiting_for
from .messages import expected, location_text
from .piles import update
from .state import HAND, SETUP_STACK, STACK_KINDS, CardDef, ColdWarState, Player
from .table_check import table_countries


def new_game(players: int, options: Mapping[str, Any]) -> ColdWarState:
    """The table as described; a table that can never be played (a deck no seat plays, a first
    player who is not seated) raises marshmallow's ValidationError, keyed by the option."""
    countries = table_countries(options, players)
    cards: dict[str, CardDef] = {}
    warnings: list[dict[str, Any]] = []
    for definition in options["decks"]:
        if definition["country"] not in countries:
            continue  # only a match stored before decks were checked at creation has one
        for card in card_defs(definition):
            cards.setdefault(card.id, card)
        warnings += [{"country": definition["country"], **w.to_json()} for w in verify_deck(definition)]
    seats = []
    for country in countries:
        leader = next((c.id for c in cards.values() if c.country == country and c.kind == "leader"), None)
        if leader is None:
            leader = f"{country}-L"
            cards[leader] = CardDef(id=leader, country=country, kind="leader")
        seats.append(Player(country=country, leader=leader))
    return ColdWarState(players=players, options=options, phase="setup", seats=tuple(seats),
                        cards=cards, first_player=options["first_player"],
                        deck_warnings=tuple(warnings))


def _setup_gate(state: ColdWarState, move: Move) -> None:
    if state.phase != "setup":
        raise RuleViolation("COLDWAR-WRONG-PHASE", expected=waiting_for(state))


def check_setup_reveal(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    _setup_gate(state, move)
    player = state.seats[move.seat]
    if len(player.stack) >= SETUP_STACK or player.ready:
        raise RuleViolation("COLDWAR-SETUP-STACK-SIZE")
    card_id, registry = resolve(state, move.seat, move.payload.get("card"))
    require_unseen_own(state, move.seat, card_id, registry)
    kind = registry[card_id].kind
    if kind == "leader":
        raise RuleViolation("COLDWAR-CARD-NOT-IN-HAND", card=card_id,
                            location=location_text("leader", move.seat))
    to = move.payload.get("to") or ("discard" if kind == "orange" else "stack")
    if (kind == "orange") != (to == "discard"):
        raise RuleViolation("COLDWAR-SETUP-ORANGE-TO-DISCARD")
    if player.draw_count <= HAND:
        raise RuleViolation("COLDWAR-SETUP-STACK-SIZE")


def setup_reveal(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    card_id, registry = resolve(state, move.seat, move.payload["card"])
    state = with_cards(state, registry)
    player = state.seats[move.seat]
    if registry[card_id].kind in STACK_KINDS:
        return update(state, move.seat, stack=player.stack + (card_id,), draw_count=player.draw_count - 1)
    return update(state, move.seat, discard=player.discard + (card_id,), draw_count=player.draw_count - 1)


def check_setup_arrange(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    _setup_gate(state, move)
    if state.options["setup_arrangement"] != "free":
        raise RuleViolation("COLDWAR-WRONG-PHASE", expected=expected("free_arrangement"))
    player = state.seats[move.seat]
    if player.ready:
        raise RuleViolation("COLDWAR-WRONG-PHASE", expected=waiting_for(state))
    if len(player.stack) != SETUP_STACK:
        raise RuleViolation("COLDWAR-SETUP-STACK-SIZE")
    order = table_ids(move.payload.get("order"), "order")
    if sorted(order) != sorted(player.stack):
        raise RuleViolation("CORE-BAD-PAYLOAD", field="order")


def setup_arrange(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    return update(state, move.seat, stack=tuple(table_ids(move.payload["order"], "order")))


def check_initial_draw(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    _setup_gate(state, move)
    player = state.seats[move.seat]
    if player.ready:
        raise RuleViolation("COLDWAR-WRONG-PHASE", expected=waiting_for(state))
    if len(player.stack) != SETUP_STACK:
        raise RuleViolation("COLDWAR-SETUP-STACK-SIZE")
    check_entered_draw(state, move, min(HAND, player.draw_count), ())


def check_entered_draw(state: ColdWarState, move: Move, n: int, known: tuple) -> None:
    """A private list of drawn cards: exactly `n`, matching the known order where there is one."""
    refs = move.payload.get("cards")
    if refs is None and not state.tracking:
        return
    ids, registry = resolve_all(state, move.seat, refs or [])
    if len(ids) != n:
        raise RuleViolation("COLDWAR-DRAW-COUNT", n=n)
    for k, card_id in enumerate(ids):
        expected_id = known[k] if k < len(known) else None
        if expected_id is not None:
            if card_id != expected_id:
                raise RuleViolation("COLDWAR-DRAW-ORDER", id=expected_id)
        else:
            require_unseen_own(state, move.seat, card_id, registry)


def entered_ids(state: ColdWarState, move: Move) -> tuple[list[str], ColdWarState]:
    refs = move.payload.get("cards")
    if not refs:
        return [], state
    ids, registry = resolve_all(state, move.seat, refs)
    return ids, with_cards(state, registry)


def initial_draw(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    ids, state = entered_ids(state, move)
    player = state.seats[move.seat]
    n = min(HAND, player.draw_count)
    state = update(state, move.seat, hand_count=n, draw_count=player.draw_count - n,
                   hand_known=tuple(ids), ready=True)
    if all(p.ready for p in state.seats):
        return start_turn(replace(state, turn_no=0), state.first_player)
    return state
