"""What the phones show of a Mini Golf game: the table, the score sheet and the result (§1.2, §1.5).

Rulebook: Ecwem: Six, "Mini Golf". Nothing in Mini Golf is private (every
card is public once the turn that touches it is entered), so every seat gets the same view.
Everything returned is plain JSON.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Outcome
from ...history import extended, per_history
from .state import POSITIONS, GolfState, HoleResult, Round, SeatResult


def table_view(state: GolfState, seat: int | None = None) -> dict[str, Any]:
    """What the phones see: every seat sees the same table (nothing in Mini Golf is hidden)."""
    last = state.last_hole
    return {
        "hole": state.hole,
        "holes": state.options["holes"],
        "playoff": state.playoff,
        "dealer": state.dealer,
        "phase": state.phase,
        "active": list(state.active),
        "current": state.current,
        "grids": [None if grid is None else {pos: {"card": slot.card, "face_up": slot.face_up}
                                            for pos, slot in zip(POSITIONS, grid)}
                  for grid in state.grids],
        "discard": list(state.discard),
        "discard_top": state.discard[-1] if state.discard else None,
        "deck_count": state.deck_count,
        # A deck rebuilt from the discards (MG-11) is a known set, which every phone saw go in:
        # its cards are what a deck draw can be. Empty while the deck is the dealt one.
        "reshuffled": list(state.reshuffled),
        "finisher": state.finisher,
        "final_turns_left": list(state.final_turns_left),
        "last_hole": None if last is None else _hole_view(last),
        "hole_scores": _hole_scores(state.rounds, state.players),
        "totals": list(state.totals),
        "winners": list(state.winners),
    }


def _hole_view(result: HoleResult) -> dict[str, Any]:
    return {"hole": result.hole, "playoff": result.playoff, "dealer": result.dealer,
            "seats": [None if seat is None else _seat_view(seat) for seat in result.seats]}


def _seat_view(seat: SeatResult) -> dict[str, Any]:
    shown: dict[str, Any] = {"grid": dict(zip(POSITIONS, seat.grid)), "base": seat.base,
                             "bonus": seat.bonus, "score": seat.score}
    if seat.wilds:
        shown["wilds"] = dict(seat.wilds)
    return shown


def _hole_scores(rounds: tuple[Round, ...], players: int) -> list[list[int | None]]:
    return _sheet(rounds)["hole_scores"] if rounds else [[] for _ in range(players)]


def score_sheet(state: GolfState) -> dict[str, Any]:
    sheet = _sheet(state.rounds)
    return {"totals": list(state.totals), "rounds": sheet["rounds"],
            "running": sheet["running"]}


def _extend_sheet(sheet: Mapping[str, Any], rounds: tuple[Round, ...], start: int) -> dict[str, Any]:
    """The sheet's lines, running totals and each seat's hole scores, from `sheet`, that of the
    first `start` lines of `rounds` (rules/history.py): a hole scored draws one line."""
    players = len(rounds[0].scores) if rounds else 0
    new = rounds[start:]
    running: list[list[int]] = []
    totals = sheet["running"][-1] if sheet["running"] else [0] * players
    for line in new:
        if not line.playoff:
            totals = [total + (score or 0) for total, score in zip(totals, line.scores)]
            running.append(totals)
    return {
        "rounds": extended(sheet["rounds"], ({"label": f"Hole {line.hole}", "hole": line.hole,
                                              "playoff": line.playoff, "scores": list(line.scores)}
                                             for line in new)),
        "running": extended(sheet["running"], running),
        "hole_scores": [extended(scores, (line.scores[seat] for line in new if not line.playoff))
                        for seat, scores in enumerate(sheet["hole_scores"] or [()] * players)],
    }


_NO_SHEET: Mapping[str, Any] = {"rounds": (), "running": (), "hole_scores": ()}
# Drawn once per history, not on every read.
_sheet = per_history(lambda rounds: _extend_sheet(_NO_SHEET, rounds, 0), extend=_extend_sheet)


def outcome(state: GolfState) -> Outcome | None:
    if state.phase != "game_over":
        return None
    playoff_holes = [line.hole for line in state.rounds if line.playoff]
    playoff_seats = [seat for seat, score in enumerate(_first_playoff_scores(state)) if score is not None]
    return Outcome(
        winners=state.winners,
        totals=state.totals,
        termination="playoff" if playoff_holes else "holes_complete",
        extras={"holes": state.options["holes"], "tie_rule": state.options["tie_rule"],
                "playoff_holes": playoff_holes, "playoff_seats": playoff_seats},
    )


def _first_playoff_scores(state: GolfState) -> tuple[int | None, ...]:
    return next((line.scores for line in state.rounds if line.playoff), ())
