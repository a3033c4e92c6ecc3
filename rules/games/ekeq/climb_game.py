"""The climb variant (docs/games/ekeq.md §D.1) as the game's moves: `draw_init` in setup (each phone its 4
cards, privately, in any order), then in turn order `place_golden_q`, `attempt` (its card sealed
until the guess) or `pass`; `suggest` by the suggeritore named; `redraw` (private) after a wrong
guess. With `hand_tracking = counts_only` there is no setup and nothing to redraw. The result:
the first empty hand wins, or the fewest cards after a round of passes (D-A6); a variant match
scores no tournament points (Part E)."""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Move, Outcome
from ...errors import RuleViolation
from . import climb
from .cards import VALUES, Card, card_of
from .climb import GQ, ClimbState
from .messages import STEPS

PLAY = ("place_golden_q", "attempt", "pass")


def new_game(players: int, options: Mapping[str, Any]) -> ClimbState:
    return climb.new_climb_game(players, options, options["figures"])


def to_move(state: ClimbState) -> frozenset[int]:
    phase = state.phase
    if phase == "climb_setup":
        return frozenset(s for s, hand in enumerate(state.hands) if hand is None)
    if phase == "climb_suggest":
        return frozenset({state.attempt.suggester})
    return frozenset() if phase == "match_over" else frozenset({state.active})


def _wrong_phase(state: ClimbState) -> RuleViolation:
    return RuleViolation("EKEQ-WRONG-PHASE", step=STEPS[state.phase])


def before_turn(state: ClimbState, move: Move, now_ms: int) -> None:
    """What the phase refuses before whose turn it is (every climb move is turn-bound: the core
    asks the turn, with `to_move`, then `check`): in setup anything but a seat's own first
    cards, and while the suggeritore is awaited anything but the suggestion."""
    phase = state.phase
    if phase == "climb_setup" and (move.type != "draw_init" or state.hands[move.seat] is not None):
        raise _wrong_phase(state)
    if phase == "climb_suggest" and move.type != "suggest":
        raise _wrong_phase(state)


def check(state: ClimbState, move: Move, now_ms: int) -> None:
    """After the phase (`before_turn`) and the turn: the seat's turn may still be for another
    move (a redraw is due, or a setup move in play), then the move's own rules."""
    phase, p = state.phase, move.payload
    if phase == "climb_setup":
        climb.check_cards(state, move.seat, [card_of(c) for c in p["cards"]])
        return
    if phase == "climb_suggest":
        return climb.check_suggest(state, move.seat, p["piles"])
    if move.type not in (("redraw",) if phase == "climb_redraw" else PLAY):
        raise _wrong_phase(state)
    if move.type == "redraw":
        climb.check_cards(state, move.seat, [card_of(p["card"])])
    elif move.type == "place_golden_q":
        climb.check_golden(state, move.seat, card_of(p["card"]), p["pile"])
    elif move.type == "attempt":
        climb.check_attempt(state, move.seat, card_of(p["card"]), p["suggester"])
    else:
        climb.check_pass(state, move.seat)


def apply(state: ClimbState, move: Move, now_ms: int) -> ClimbState:
    p = move.payload
    if move.type == "draw_init":
        return climb.deal(state, move.seat, [card_of(c) for c in p["cards"]])
    if move.type == "place_golden_q":
        return climb.place_golden(state, move.seat, card_of(p["card"]), p["pile"])
    if move.type == "attempt":
        return climb.attempt(state, move.seat, card_of(p["card"]), p["suggester"], move.seq or 0)
    if move.type == "suggest":
        return climb.suggest(state, move.seat, p["piles"])
    if move.type == "redraw":
        return climb.redraw(state, move.seat, card_of(p["card"]))
    return climb.pass_turn(state, move.seat)


def redact(state: ClimbState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
    """Hands are the phone's own; an attempt shows its suggeritore (and whether it is a mini, which
    the suggeritore must know to guess twice) until the guess reveals the card (ATTEMPT_REVEAL)."""
    if viewer == move.seat or move.type not in ("draw_init", "redraw", "attempt"):
        return move.payload
    if move.type != "attempt":
        return None
    sealed = state.attempt is not None and state.attempt.seq == move.seq
    if not sealed:
        return move.payload
    return {"suggester": move.payload["suggester"], "guesses": climb.guesses(state)}


def view(state: ClimbState, seat: int | None) -> dict[str, Any]:
    own = state.hands[seat] if seat is not None and 0 <= seat < state.players else None
    attempt, last = state.attempt, state.last
    return {
        "variant": "climb", "phase": state.phase, "active": state.active, "deck_count": state.deck_count,
        "hand_tracking": state.options.get("hand_tracking", "private"),
        "piles": [{"pile": key, "top": pile.top, "cycle": pile.cycle, "closed": pile.closed,
                   "next": None if pile.closed else (pile.top + 1 if key == GQ else climb.successor(pile))}
                  for key, pile in state.piles.items()],
        "players": [{"cards": None if hand is None else len(hand), "ready": hand is not None}
                    for hand in state.hands],
        "hand": None if own is None or not state.private else [c.to_json() for c in own],
        "attempt": None if attempt is None else {
            "player": state.active, "suggester": attempt.suggester, "guesses": climb.guesses(state),
            "card": attempt.card.to_json() if seat == state.active else None},
        "last": None if last is None else {
            "player": last.player, "suggester": last.suggester, "card": last.card.to_json(),
            "guessed": list(last.guessed), "success": last.success},
        "passes": state.passes,
        "result": None if state.winners is None else outcome(state).to_json(),
    }


def scores(state: ClimbState) -> dict[str, Any]:
    return {"totals": [len(hand or ()) for hand in state.hands], "rounds": []}


def outcome(state: ClimbState) -> Outcome | None:
    if state.winners is None:
        return None
    kind = "stalled" if state.stalled else "climb"
    return Outcome(winners=state.winners, totals=tuple(len(hand) for hand in state.hands),
                   termination=kind, extras={"tournament_points": [0] * state.players})


def sample(state: ClimbState, to_move: frozenset[int], rng: Any, now_ms: int | None = None) -> Move:
    """A plausible table: drawn cards often follow a pile, guesses are often right, and a player
    places what they can (the rules make them) or passes."""
    phase = state.phase
    if phase == "climb_setup":
        seat = rng.choice(sorted(to_move))
        cards: list[dict[str, Any]] = []
        for _ in range(climb.HAND):
            cards.append(_drawn(state, rng, taken=cards))
        return Move("draw_init", seat, {"cards": cards})
    if phase == "climb_suggest":
        return Move("suggest", state.attempt.suggester, {"piles": _guess(state, rng)})
    seat = state.active
    if phase == "climb_redraw":
        return Move("redraw", seat, {"card": _drawn(state, rng, fitting=0.8)})
    if state.private:
        hand = [c for c in state.hands[seat] if climb.placeable(state, c)]
    else:
        hand = [_fitting(state, rng)] if rng.random() < 0.7 else []
        hand = [c for c in hand if c is not None]
    if not hand:
        return Move("pass", seat, {})
    card = rng.choice(hand)
    if card.kind == "golden_q":
        return Move("place_golden_q", seat, {"card": card.to_json(), "pile": climb.golden_targets(state, card)[0]})
    suggester = rng.choice([s for s in range(state.players) if s != seat])
    return Move("attempt", seat, {"card": card.to_json(), "suggester": suggester})


def _guess(state: ClimbState, rng: Any) -> list[str]:
    right = state.attempt.card.family
    others = [key for key in state.piles if key != right]
    rng.shuffle(others)
    wanted = climb.guesses(state)
    piles = [right, *others[:wanted - 1]] if rng.random() < 0.6 else others[:wanted]
    rng.shuffle(piles)
    return piles


def _fitting(state: ClimbState, rng: Any) -> Card | None:
    open_piles = [key for key, pile in state.piles.items() if key != GQ and not pile.closed]
    if not open_piles:
        return None
    key = rng.choice(open_piles)
    return Card("point", climb.successor(state.piles[key]), rng.random() < 0.2, key)


def _drawn(state: ClimbState, rng: Any, taken: list[dict[str, Any]] = (), fitting: float = 0.6) -> dict[str, Any]:
    """A card a phone might enter: a Golden Q nobody holds now and then, else a figure card that
    often follows its pile (or random draws would stall nearly every match)."""
    held = {c.value for hand in state.hands for c in hand or () if c is not None and c.kind == "golden_q"}
    held |= {c["value"] for c in taken if c["kind"] == "golden_q"}
    free = [v for v in VALUES if v not in climb.golden_on_table(state) and v not in held]
    if free and rng.random() < 0.08:
        return {"kind": "golden_q", "value": rng.choice(free)}
    follows = _fitting(state, rng) if rng.random() < fitting else None
    if follows is not None:
        return follows.to_json()
    figures = [key for key in state.piles if key != GQ]
    return {"kind": "point", "value": rng.choice(VALUES), "mini": rng.random() < 0.2,
            "family": rng.choice(figures)}
