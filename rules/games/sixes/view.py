"""What the phones see of a Sixes game: the lobby, the round with its synced timer, a seat's own
list while writing, every list side by side after the lock with statuses, classes, proposals and
suggestions, the score sheet and the result (docs/games/sixes.md §2, §3.2, §3.3, §5).

Rulebook: Sixes. Everything returned is plain JSON. Secrecy (§3.2): while
a round is being written a seat sees its own list only, not even how many lines the others have
filled; the log keeps their `line_set` entries sealed until the lock.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Move, Outcome
from .review import core_proposal, player, round_score, round_suggestions, seat_of, writing_hints
from .scoring import GameResult, game_result
from .state import LINES, RoundState, SixesState
from .votes import electorate, no_to_fail, yes_needed

STATUS_HINTS = {"CARD_WORD": "SIX-ITEM-CARD-WORD", "SELF_DUPLICATE": "SIX-ITEM-SELF-DUPLICATE"}


def table_view(state: SixesState, seat: int | None) -> dict[str, Any]:
    return {
        "phase": state.phase,
        "options": {**state.options, "round_plan": list(state.options["round_plan"])},
        "agreed": list(state.agreed),
        "rounds_total": 6,
        "round": None if state.current is None else round_view(state, state.current, seat),
        "history": [round_view(state, r, seat) for r in state.rounds if r.phase == "scored"],
    }


def round_view(state: SixesState, round_: RoundState, seat: int | None) -> dict[str, Any]:
    timer = round_.timer
    shown: dict[str, Any] = {
        "number": round_.number, "type": round_.type, "reader": round_.reader,
        "phase": round_.phase, "card_texts": list(round_.card_texts),
        "timer": {"state": timer.state, "duration_ms": timer.duration_ms,
                  "started_at": timer.started_at, "deadline": timer.deadline,
                  "remaining_ms": timer.remaining_ms, "locked_at": timer.locked_at,
                  "grace_ms": state.options["grace_ms"]},
        "done": list(round_.done),
        "reveal_order": reveal_order(state, round_),
    }
    if round_.phase in ("card", "writing") and state.options["entry_mode"] == "phone":
        shown["my_list"] = _own_list(state, round_, seat)
        return shown
    score = round_score(round_, state.options)
    shown["lists"] = [_list(state, round_, score, s) for s in shown["reveal_order"]]
    shown["proposals"] = [_proposal(state, round_, score, p) for p in round_.proposals]
    shown["suggestions"] = _suggestions(state, round_, score) if round_.phase == "review" else []
    shown["scores"] = list(round_.scores) if round_.scores is not None else \
        [score.scores[player(s)] for s in range(state.players)]
    return shown


def reveal_order(state: SixesState, round_: RoundState) -> list[int]:
    """§3.3: the starting player's list first, then on round the table in seat order."""
    return [(round_.reader + k) % state.players for k in range(state.players)]


def _own_list(state: SixesState, round_: RoundState, seat: int | None) -> list[dict[str, Any]] | None:
    if seat is None:
        return None
    hints = writing_hints(round_, seat, state.options)
    return [{"line": i + 1, "text": round_.lines[seat][i], "received_at": round_.received_at[seat][i],
             "hints": hints[i]} for i in range(LINES)]


def line_ref(seat: int, line: int) -> dict[str, int]:
    """A line of a list, named the one way every view, payload and log entry names it."""
    return {"seat": seat, "line": line}


def _list(state, round_, score, seat: int) -> dict[str, Any]:
    lines = []
    for index in range(1, LINES + 1):
        target = (player(seat), index)
        status = score.status[target]
        klass = score.classes.get(target)
        lines.append({
            "line": index, "text": round_.lines[seat][index - 1], "status": status,
            "points": score.points[player(seat)][index - 1],
            "class": None if klass is None else line_ref(seat_of(klass[0]), klass[1]),
            "same_as": [line_ref(seat_of(p), i) for p, i in score.equivalents(target)],
            "hints": [STATUS_HINTS[status]] if status in STATUS_HINTS else [],
            "card_word": target in score.flagged,
        })
    return {"seat": seat, "lines": lines, "score": score.scores[player(seat)]}


def _proposal(state, round_, score, proposal) -> dict[str, Any]:
    players = [player(s) for s in range(state.players)]
    voters = electorate(core_proposal(proposal), players, score, state.options)
    return {"id": proposal.id, "kind": proposal.kind,
            "targets": [line_ref(s, i) for s, i in proposal.targets],
            "proposer": proposal.proposer,
            "votes": [{"seat": s, "yes": yes} for s, yes in proposal.votes],
            "status": proposal.status,
            "voters": [seat_of(p) for p in voters],
            "yes_needed": yes_needed(len(voters)), "no_to_fail": no_to_fail(len(voters))}


def _suggestions(state, round_, score) -> list[dict[str, Any]]:
    return [{"a": line_ref(seat_of(s.a[0]), s.a[1]), "b": line_ref(seat_of(s.b[0]), s.b[1]),
             "signals": list(s.signals), "score": s.score}
            for s in round_suggestions(round_, state.options)]


def score_sheet(state: SixesState) -> dict[str, Any]:
    scored = [r for r in state.rounds if r.phase == "scored"]
    result = _result(state)
    current = state.current
    live = None
    if current is not None and current.phase == "review":
        score = round_score(current, state.options)
        live = {"round": current.number, "scores": [score.scores[player(s)]
                                                     for s in range(state.players)]}
    return {
        "totals": [result.totals.get(player(s), 0) for s in range(state.players)],
        "rounds": [{"label": f"{r.number} · {r.type}", "round": r.number, "type": r.type,
                    "scores": list(r.scores)} for r in scored],
        "live": live,
        "leaders": [seat_of(p) for p in result.winners],
    }


def _result(state: SixesState) -> GameResult:
    scored = [r for r in state.rounds if r.phase == "scored"]
    if not scored:
        return GameResult({player(s): 0 for s in range(state.players)}, ())
    return game_result([{player(s): r.scores[s] for s in range(state.players)} for r in scored],
                       state.options)


def outcome(state: SixesState) -> Outcome | None:
    if state.phase != "game_over":
        return None
    result = _result(state)
    totals = tuple(result.totals[player(s)] for s in range(state.players))
    sevens = [sum(r.scores[s] == LINES + state.options["bonus_points"] for r in state.rounds)
              for s in range(state.players)]
    return Outcome(winners=tuple(seat_of(p) for p in result.winners), totals=totals,
                   termination="six_rounds",
                   extras={"shared": len(result.winners) > 1, "sevens": sevens})


def is_sealed(state: SixesState, move: Move) -> bool:
    """A `line_set` of the round still being written: the lock has not revealed it yet."""
    if move.type != "line_set" or state.options["entry_mode"] != "phone":
        return False
    round_ = state.current
    if round_ is None or round_.phase not in ("card", "writing") or round_.started_seq is None:
        return move.seq is None  # no log position: keep it sealed rather than guess
    return move.seq is None or move.seq > round_.started_seq


def redact(state: SixesState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
    if viewer != move.seat and is_sealed(state, move):
        return None
    return move.payload
