"""A legal EkeQ move picked by chance, for playthrough tests (docs/games/ekeq.md §C.3): cards are drawn from
thin air, as descriptors, since the service never sees the real ones; now and then a Golden Q or a
mini-GOLDEN Q, so random matches reach every way to win."""
from __future__ import annotations

import hashlib
from typing import Any

from ...base import Move
from .cards import VALUES, Card, card_of, commitment
from .checks import not_stopped
from .flow import available, cannot_pay, hashed
from .state import EkeqState
from .whereabouts import known_to

GOLDEN = 0.08
MINI = 0.2
USE_Q = 0.4


def sample_move(state: EkeqState, to_move: frozenset[int], rng: Any, now_ms: int | None = None) -> Move:
    not_stopped(state)  # a turn stopped on a Golden Q entered twice has no move until corrected
    if state.phase == "commit":
        seat = rng.choice([s for s in state.commit_list if s not in state.commits])
        hidden = _card(state, rng)
        pays = state.round == 1 and state.seats[seat].hand >= 2
        payment = _card(state, rng, without=hidden) if pays else None
        if hashed(state.options):
            sealed = commitment(card_of(hidden), _nonce(state, seat))
            return Move("commit", seat, {"commitment": sealed, "payment": payment})
        return Move("commit", seat, {"hidden": hidden, "payment": payment})
    if state.phase == "reveal":
        seat = min(s for s, c in state.commits.items() if c.hidden is None)
        return Move("reveal", seat, {"card": _opened(state, seat).to_json(), "nonce": _nonce(state, seat)})
    if state.phase == "q_decision":
        seat = state.q_holder
        use = state.q_forced or (not cannot_pay(state, seat) and rng.random() < USE_Q)
        payment = _card(state, rng) if use and state.seats[seat].hand >= 1 else None
        return Move("q_decision", seat, {"use": use, "q_payment": payment})
    if state.phase == "q_pick":
        choices = [(target, source) for target in range(state.players) if target != state.q_user
                   for source in ("hand", "tesoretto") if available(state, target, source) >= 1]
        target, source = rng.choice(choices)
        return Move("q_pick", state.q_user, {"n": len(state.picks) + 1, "target": target, "source": source,
                                             "guess": rng.choice(VALUES)})
    if state.phase == "q_pick_result":
        return Move("q_pick_result", state.picks[-1].target, {"card": _card(state, rng)})
    raise ValueError("the match is over")


def _card(state: EkeqState, rng: Any, without: dict | None = None) -> dict[str, Any]:
    """A point card, or a Golden Q that no place the table knows holds and no seat has put down
    (the sampler sees every sealed entry; a real table has each Golden Q once). None when the deal
    left them out."""
    seen = {c.value for seat in range(state.players) for c, _place in known_to(state, seat)
            if c.kind == "golden_q"}
    if hashed(state.options):  # a Golden Q another seat committed would clash at its reveal
        seen |= {_opened(state, s).value for s in state.commits if _opened(state, s).kind == "golden_q"}
    if without and without.get("kind") == "golden_q":
        seen.add(without["value"])
    free = [v for v in VALUES if v not in seen] if state.options["deal_golden_q"] else []
    if free and rng.random() < GOLDEN:
        return {"kind": "golden_q", "value": rng.choice(free)}
    return {"kind": "point", "value": rng.choice(VALUES), "mini": rng.random() < MINI}


def _nonce(state: EkeqState, seat: int) -> str:
    """The sampler keeps no memory between moves, so its nonces are derived from the round."""
    return hashlib.sha256(f"{state.turn}/{state.round}/{seat}".encode()).hexdigest()[:32]


DESCRIPTORS = [Card("point", v, mini) for v in VALUES for mini in (False, True)] + [
    Card("golden_q", v) for v in VALUES]


def _opened(state: EkeqState, seat: int) -> Card:
    """The card behind a seat's commitment, found by trying every descriptor with its nonce."""
    entry = state.commits[seat]
    if entry.hidden is not None:
        return entry.hidden
    nonce = _nonce(state, seat)
    return next(card for card in DESCRIPTORS if commitment(card, nonce) == entry.commitment)
