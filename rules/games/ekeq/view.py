"""What a phone sees of an EkeQ match (docs/games/ekeq.md §B.4): counts of every hand and tesoretto, the pot,
the cards revealed this turn, who has committed (never what, until the reveal; a payment shows
when the window closes), the Q card's way round, its picks, a Golden Q entered twice that stopped
the turn, and the result. A phone sees its own
sealed card. Per-seat values are lists in seat order, null for a seat that has none."""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Move, Outcome
from .state import EkeqState


def table_view(state: EkeqState, seat: int | None) -> dict[str, Any]:
    own = state.commits.get(seat) if seat is not None else None
    ended = outcome(state)
    return {
        "phase": state.phase, "turn": state.turn, "round": state.round,
        "seats": [{"hand": p.hand, "tesoretto": p.tesoretto,
                   "known_top": [c.to_json() for c in p.known_top]} for p in state.seats],
        "pot": {"known": [c.to_json() for c in state.pot], "unseen": state.pot_unknown,
                "cards": len(state.pot) + state.pot_unknown + len(state.table)},
        "table": [{"seat": s, "round": r, "card": c.to_json()} for s, r, c in state.table],
        "commit_list": list(state.commit_list),
        "committed": sorted(state.commits),
        "my_commit": None if own is None else {
            "hidden": None if own.hidden is None else own.hidden.to_json(),
            "payment": None if own.payment is None else own.payment.to_json(), "commitment": own.commitment},
        "to_reveal": sorted(s for s, c in state.commits.items() if c.hidden is None) if state.phase == "reveal" else [],
        "values": [state.values.get(s) for s in range(state.players)],
        "contenders": list(state.contenders),
        "q": {"holder": state.q_holder, "chain_start": state.q_chain_start, "forced": state.q_forced,
              "user": state.q_user, "modifier": state.modifier,
              "picks": [{"n": p.n, "target": p.target, "source": p.source, "guess": p.guess,
                         "card": None if p.card is None else p.card.to_json(),
                         "delta": None if p.card is None else p.delta} for p in state.picks]},
        "clash": clash(state),
        "last_turn": last_turn(state),
        "result": None if ended is None else ended.to_json(),
    }


def clash(state: EkeqState) -> dict[str, Any] | None:
    """A turn stopped on a Golden Q entered twice: the card and the places that name it."""
    if state.clash is None:
        return None
    return {"card": state.clash.card.to_json(),
            "places": [{"where": p.where, "seat": p.seat} for p in state.clash.places]}


def last_turn(state: EkeqState) -> dict[str, Any] | None:
    """The last turn's summary; the state keeps its values by seat, the phones get a list."""
    if state.last_turn is None:
        return None
    values: Mapping[str, int] = state.last_turn["values"]
    return {**state.last_turn, "values": [values.get(str(s)) for s in range(state.players)]}


def outcome(state: EkeqState) -> Outcome | None:
    """The match's result, from what the state keeps of it (its type, winner, Golden Q number,
    turn and points): the winner alone scores tournament points, the others 0 (E-A3)."""
    if state.result is None:
        return None
    winner, points = state.result["winner"], state.result["tournament_points"]
    return Outcome(winners=() if winner is None else (winner,),
                   totals=tuple(p.hand + p.tesoretto for p in state.seats),
                   termination=state.result["type"],
                   extras={"golden_q_value": state.result["golden_q_value"], "turn": state.result["turn"],
                           "tournament_points": [points if s == winner else 0 for s in range(state.players)]})


def scores(state: EkeqState) -> dict[str, Any]:
    return {"totals": [p.hand + p.tesoretto for p in state.seats], "rounds": []}


def redact(state: EkeqState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
    """A commit is sealed in the log while its window is open; once it closes the payment is
    public (it lies face up in the pot, C-A3) and the face-down card stays sealed until the table
    has seen it."""
    if move.type != "commit" or viewer == move.seat or move.seq in state.revealed:
        return move.payload
    window_open = state.phase == "commit" and any(c.seq == move.seq for c in state.commits.values())
    if window_open:
        return None
    return {"payment": move.payload.get("payment"),
            **({"commitment": move.payload["commitment"]} if move.payload.get("commitment") else {})}
