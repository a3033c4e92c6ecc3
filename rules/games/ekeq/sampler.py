"""A legal EkeQ move picked by chance, for playthrough tests (ekeq.md §C.3): cards are drawn from
thin air, as descriptors, since the service never sees the real ones; now and then a Golden Q or a
mini-GOLDEN Q, so random matches reach every way to win."""
from __future__ import annotations

from typing import Any

from ...base import Move
from .cards import VALUES
from .checks import public_cards
from .flow import available, cannot_pay
from .state import EkeqState

GOLDEN = 0.08
MINI = 0.2
USE_Q = 0.4


def sample_move(state: EkeqState, rng: Any) -> Move:
    if state.phase == "commit":
        seat = rng.choice([s for s in state.commit_list if s not in state.commits])
        hidden = _card(state, rng)
        pays = state.round == 1 and state.seats[seat].hand >= 2
        payment = _card(state, rng, without=hidden) if pays else None
        return Move("commit", seat, {"hidden": hidden, "payment": payment})
    if state.phase == "q_decision":
        seat = state.q_holder
        use = state.q_forced or (not cannot_pay(state, seat) and rng.random() < USE_Q)
        payment = _card(state, rng) if use and state.seats[seat].hand >= 1 else None
        return Move("q_decision", seat, {"use": use, "q_payment": payment})
    if state.phase == "q_pick":
        choices = [(target, source) for target in range(state.players) if target != state.q_user
                   for source in ("hand", "tesoretto") if available(state, target, source) >= 1]
        target, source = rng.choice(choices)
        return Move("q_pick", state.q_user, {"target": target, "source": source,
                                             "guess": rng.choice(VALUES)})
    if state.phase == "q_pick_result":
        return Move("q_pick_result", state.picks[-1].target, {"card": _card(state, rng)})
    raise ValueError("the match is over")


def _card(state: EkeqState, rng: Any, without: dict | None = None) -> dict[str, Any]:
    """A point card, or a Golden Q whose number the table has not seen face up."""
    seen = {c.value for c in public_cards(state) if c.kind == "golden_q"}
    if without and without.get("kind") == "golden_q":
        seen.add(without["value"])
    free = [v for v in VALUES if v not in seen]
    if free and rng.random() < GOLDEN:
        return {"kind": "golden_q", "value": rng.choice(free)}
    return {"kind": "point", "value": rng.choice(VALUES), "mini": rng.random() < MINI}
