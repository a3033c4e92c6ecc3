"""The family variant (docs/games/ekeq.md §D.2) as the game's moves: `family_card` in setup (each player, in
any order), then `draw` in turn order, and `look` and `take` after a Golden Q whose number the
player lacks. Everything is public. The result: the best score wins (§D.2.5); a variant match
scores no tournament points (Part E)."""
from __future__ import annotations

from typing import Any

from ...base import Move, Outcome
from ...errors import RuleViolation
from . import family
from .cards import VALUES, card_of
from .family import FamilyState
from .messages import STEPS
from .schemas import FIXTURE_FIGURES  # the sampler's; players name their own


def to_move(state: FamilyState) -> frozenset[int]:
    if state.phase == "setup":
        return frozenset(s for s, f in enumerate(state.family) if f is None)
    return frozenset() if state.over else frozenset({state.active})


def whose_turn(state: FamilyState) -> frozenset[int]:
    """The active player's, for a draw, a look or a take; nobody's during setup, when every
    family card is entered in any order (a draw or a look then is the wrong step)."""
    if state.phase == "setup" or state.over:
        return frozenset()
    return frozenset({state.active})


def before_draw(state: FamilyState, move: Move, now_ms: int) -> None:
    """Before whose turn it is: the last card was a Golden Q and a look is left, no draw."""
    if state.deck_count == 0 and state.phase != "setup":
        raise RuleViolation("EKEQ-FAMILY-DECK-EMPTY")


def check(state: FamilyState, move: Move, now_ms: int) -> None:
    """After the turn, which the core asks of a draw, a look and a take (`whose_turn`)."""
    wanted = {"setup": "family_card", "play": "draw", "look": "look", "take": "take"}[state.phase]
    if move.type in ("look", "take") and wanted != move.type:
        raise RuleViolation("EKEQ-FAMILY-LOOK-NOT-ALLOWED")
    if move.type != wanted:
        raise RuleViolation("EKEQ-WRONG-PHASE", step=STEPS[f"family_{state.phase}"])
    p = move.payload
    if move.type == "family_card":
        if state.family[move.seat] is not None:
            raise RuleViolation("EKEQ-ALREADY-COMMITTED")
        family.check_family_card(state, move.seat, card_of(p["card"]))
    elif move.type == "draw":
        family.check_draw(state, move.seat, card_of(p["card"]))
    elif move.type == "look":
        family.check_look(state, move.seat, p["end"], p.get("count"))
    else:
        family.check_take(state, move.seat, p["cards"])


def apply(state: FamilyState, move: Move, now_ms: int) -> FamilyState:
    p = move.payload
    if move.type == "family_card":
        return family.family_card(state, move.seat, card_of(p["card"]))
    if move.type == "draw":
        return family.draw(state, move.seat, card_of(p["card"]))
    if move.type == "look":
        return family.look(state, move.seat, p["end"], p.get("count"))
    return family.take(state, move.seat, p["cards"])


def view(state: FamilyState, seat: int | None = None) -> dict[str, Any]:
    """The same for every phone: nothing in the family variant is secret."""
    look = state.look
    return {
        "variant": "family", "phase": state.phase, "active": state.active, "deck_count": state.deck_count,
        "players": [{"family": f, "cards": [coll[v].to_json() for v in sorted(coll)],
                     "score": family.score(coll), "complete": set(coll) == set(VALUES)}
                    for f, coll in zip(state.family, state.collection)],
        "discard": [c.to_json() for c in state.discard],
        "look": None if look is None else {"golden_q": look.golden_q.to_json(), "end": look.end,
                                           "window": [c.to_json() for c in look.window]},
        "result": None if not state.over else outcome(state).to_json(),
    }


def scores(state: FamilyState) -> dict[str, Any]:
    return {"totals": [family.score(coll) for coll in state.collection], "rounds": []}


def outcome(state: FamilyState) -> Outcome | None:
    if not state.over:
        return None
    totals = tuple(family.score(coll) for coll in state.collection)
    return Outcome(winners=family.winners(state), totals=totals, termination="family",
                   extras={"tournament_points": [0] * state.players})


def sample(state: FamilyState, to_move: frozenset[int], rng: Any, now_ms: int | None = None) -> Move:
    if state.phase == "setup":
        seat = rng.choice(sorted(to_move))
        card = _point(rng)
        if state.options.get("family_unique"):
            card["family"] = rng.choice([f for f in FIXTURE_FIGURES if f not in state.family])
        return Move("family_card", seat, {"card": card})
    seat = state.active
    if state.phase == "look":
        return Move("look", seat, {"end": rng.choice(["top", "bottom"]), "count": None})
    if state.phase == "take":
        return Move("take", seat, {"cards": _useful(state, seat)})
    golden = [v for v in VALUES if not any(c.kind == "golden_q" and c.value == v for c in family.seen(state))]
    if golden and rng.random() < 0.08:
        return Move("draw", seat, {"card": {"kind": "golden_q", "value": rng.choice(golden)}})
    return Move("draw", seat, {"card": _point(rng)})


def _point(rng: Any) -> dict[str, Any]:
    return {"kind": "point", "value": rng.choice(VALUES), "mini": rng.random() < 0.2,
            "family": rng.choice(FIXTURE_FIGURES)}


def _useful(state: FamilyState, seat: int) -> list[int]:
    """The window's positions a player would take: each a value the family lacks or can upgrade."""
    chosen, values = [], set()
    for position, card in enumerate(state.look.window):
        try:
            family.check_take(state, seat, [*chosen, position])
        except RuleViolation:
            continue
        if card.value not in values:
            chosen.append(position)
            values.add(card.value)
    return chosen

