"""What the phones see of a Squad game: the table, battle previews, the score sheet, the log as each
seat may read it, and the result (docs/games/squad.md §6.2, §6.4, §6.6).

Rulebook: Ecwem: Six, "Squad". Everything returned is plain JSON.

Battle previews stand in for the spec's SQUAD-LOSING-ATTACK warning: the service has no warning
channel (a move is accepted or refused), and a losing attack is legal (SQ-8). So during an action
the view lists every attack the current player could make with both sums and its result, marking
the losing ones with the warning's rule id; the phone shows it before the player confirms.

Secrecy in hand-tracking mode: a seat's entered cards are shown to that seat only. Each becomes
public when it is played face up (a squad, the discard pile), so another seat reads a private entry
as the cards of it that have been played or are public now, and how many are not; with none, the
entry is hidden.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Move, Outcome
from ...cards import suit
from .state import SquadState
from .table import alive, out_seats, public_cards, squad_sum


def table_view(state: SquadState, seat: int | None) -> dict[str, Any]:
    out = out_seats(state)
    shown: dict[str, Any] = {
        "phase": state.phase,
        "current": state.current,
        "dealer": state.dealer,
        "info_mode": state.options["info_mode"],
        "redeploy_counts_as_action": state.options["redeploy_counts_as_action"],
        "deck_exhausted": state.options["deck_exhausted"],
        "drew": state.drew,
        "players": [_player(state, p, p in out) for p in range(state.players)],
        "deck_count": state.deck_count,
        "discard": list(state.discard),
        "draft": _draft(state),
        "pending_replace": [{"seat": p, "slot": slot} for p, slot in state.pending_replace],
        "battle": _battle(state),
        "attacks": _attack_previews(state),
        "eliminated": _eliminated(state),
        "contenders": list(state.contenders),
        "tiebreakers": list(state.tiebreakers),
        "tiebreak_draws": list(state.tiebreak_draws),
        "winners": list(state.winners),
        "termination": state.termination,
        "my_hand": None,
    }
    if seat is not None and 0 <= seat < state.players and state.tracking:
        hand = state.hands[seat]
        shown["my_hand"] = None if hand is None else list(hand)
    return shown


def _squad(squad: tuple[str, ...] | None) -> dict[str, Any] | None:
    if squad is None:
        return None
    return {"cards": list(squad), "sum": squad_sum(squad), "suit": suit(squad[0])}


def _player(state: SquadState, seat: int, out: bool) -> dict[str, Any]:
    return {
        "seat": seat,
        "squads": [_squad(squad) for squad in state.squads[seat]],
        "hand_count": state.hand_count[seat],
        "known_hand": list(state.known_hand[seat]),
        "captured": list(state.captured[seat]),
        "captured_count": len(state.captured[seat]),
        "eliminated": out,
        "deployed": state.deployed[seat],
        "hand_in": state.hands[seat] is not None if state.tracking else None,
    }


def _draft(state: SquadState) -> dict[str, Any] | None:
    draft = state.draft
    if draft is None:
        return None
    return {"round": draft.round, "rounds": state.players, "dealer": draft.dealer,
            "revealed": list(draft.revealed), "available": list(draft.available),
            "pickers": list(draft.pickers)}


def _battle(state: SquadState) -> dict[str, Any] | None:
    b = state.battle
    if b is None:
        return None
    return {"seq": b.seq, "attacker": b.attacker, "slot": b.slot, "defender": b.defender,
            "target_slot": b.target_slot, "attacking": list(b.attacking),
            "defending": list(b.defending), "a": squad_sum(b.attacking),
            "d": squad_sum(b.defending), "result": b.result}


def _attack_previews(state: SquadState) -> list[dict[str, Any]]:
    """Every attack the current player may make now, with what it would do."""
    if state.phase != "action":
        return []
    me = state.current
    previews = []
    for slot, mine in enumerate(state.squads[me]):
        if mine is None:
            continue
        for target in alive(state):
            if target == me:
                continue
            for target_slot, theirs in enumerate(state.squads[target]):
                if theirs is None:
                    continue
                a, d = squad_sum(mine), squad_sum(theirs)
                previews.append({
                    "slot": slot, "target_player": target, "target_slot": target_slot, "a": a, "d": d,
                    "result": "capture" if a > d else "lose" if a < d else "both_lost",
                    "warning": "SQUAD-LOSING-ATTACK" if a < d else None})
    return previews


def _eliminated(state: SquadState) -> list[dict[str, Any]]:
    """One shape wherever the knocked-out seats are listed: the view, the score sheet, the result."""
    return [{"seat": p, "seq": seq} for p, seq in state.eliminated]


def score_sheet(state: SquadState) -> dict[str, Any]:
    """No rounds and no points: the captured piles are what a tie-break counts."""
    return {"totals": [len(pile) for pile in state.captured], "rounds": [],
            "eliminated": _eliminated(state)}


def redact(state: SquadState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
    """A log line as `viewer` may read it (see the module docstring for private entries)."""
    if move.type not in ("private_hand", "private_draw") or viewer == move.seat:
        return move.payload
    entered = list(move.payload["cards"]) if move.type == "private_hand" else [move.payload["card"]]
    # A card no longer in the entrant's hand was played face up (the only way out of a hand),
    # so the table has seen it, even if the discards were reshuffled into the deck since.
    public, held = public_cards(state), state.hands[move.seat] or ()
    shown = [card for card in entered if card in public or card not in held]
    if not shown:
        return None
    if len(shown) == len(entered):
        return move.payload
    return {"cards": shown, "hidden": len(entered) - len(shown)}


def outcome(state: SquadState) -> Outcome | None:
    if state.phase != "game_over":
        return None
    return Outcome(
        winners=state.winners,
        totals=tuple(len(pile) for pile in state.captured),
        termination=state.termination,
        extras={"eliminated": _eliminated(state),
                "contenders": list(state.contenders),
                "tiebreak_draws": list(state.tiebreak_draws)},
    )
