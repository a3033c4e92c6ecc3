"""What the phones see of a 2P6C match (docs/games/2p6c.md §1.7, §2.3, §5), its score sheet and outcome.

Nothing in 2P6C is secret from the table: hands and the draw patch are counts only, the board
and every declared word are in plain sight, and jury votes are cast openly as at the table. So
every seat gets the same view, and the host's too.
"""
from __future__ import annotations

from dataclasses import asdict
from typing import Any

from ...base import Outcome
from .catalogue import catalogue, mlr, result, solo_summary
from .challenges import author_of, forms_of
from .endings import stall_limit
from .scoring import figures
from .state import INITIAL, TwoP6CState


def table_view(state: TwoP6CState, seat: int | None) -> dict[str, Any]:
    options = state.options
    return {
        "phase": state.phase,
        "paused": state.paused,
        "geometry": {"decks": state.decks, "rows": state.rows,
                     "playable_rows": state.playable_rows, "total_cards": state.total_cards,
                     "max_stack": options["max_stack"], "max_word_len": options["max_word_len"]},
        "agreed": list(state.agreed),
        "board": _board(state),
        "initial_ids": list(state.initial_ids),
        "hands": list(state.hands),
        "draw_count": state.draw_count,
        "acting": state.acting,
        "decision_seq": state.decision_seq,
        "decision_started_ms": state.decision_started_ms,
        "challengeable": _challengeable(state),
        "challenge": _challenge(state),
        "verdict": None if state.verdict is None else asdict(state.verdict),
        "initial_word": _form(state, INITIAL),
        "initial_proposal": _proposal(state.initial_proposal),
        "initial_refused": _refused(state.initial_refused),
        "end_proposal": _proposal(state.end_proposal),
        "end_reason": state.end_reason,
        "final_passed": list(state.final_passed),
        "final_closes_at": None if state.final_opened_ms is None else
        state.final_opened_ms + 1000 * options["final_challenge_timeout_s"],
        "consecutive_recycles": state.consecutive_recycles,
        "consecutive_passes": state.consecutive_passes,
        "stall_limit": stall_limit(state) if state.phase == "play" else None,
        "words": catalogue(state) if state.cards else [],
        "plays_on_board": [state.plays_on_board(s) for s in range(state.players)],
        "deck": _deck(state),
        # The options as agreed now: the match's own `options` are those it was created with,
        # and the lobby may have changed them since. The deck and a group's list are long and
        # shown elsewhere (`deck`), so only the list's size is here.
        "house_rules": {**{name: value for name, value in options.items()
                           if name not in ("deck", "own_list")},
                        "own_list_size": len(options["own_list"])},
        "word_policy": {"source": options["word_source"], "notes": options["word_notes"],
                        "extra_allowed": list(options["extra_allowed"]),
                        "extra_denied": list(options["extra_denied"])},
        "solo": solo_summary(state) if state.solo and (state.cards or state.quick) else None,
        # Depth quick: the end figures as entered (the board above stays empty).
        "quick_log": None if state.quick is None else {
            "cards_played": state.quick.cards_played, "word_scores": list(state.quick.word_scores),
            "initial_word": state.quick.initial_word},
    }


def _board(state: TwoP6CState) -> list[dict[str, Any]]:
    cells = []
    for col, column in enumerate(state.board, start=1):
        for row, ids in enumerate(column, start=1):
            if ids:
                cells.append({"col": col, "row": row, "cards": [_card(state, i) for i in ids]})
    return cells


def _card(state: TwoP6CState, card_id: str) -> dict[str, Any]:
    placed = state.cards[card_id]
    card = placed.card
    return {"id": card.id, "colour": card.colour, "polarity": card.polarity,
            "primary": card.primary, "secondary": card.secondary,
            "substitution": card.substitution, "tp": card.tp, "rp": card.rp,
            "placed_by": placed.placed_by, "placed_seq": placed.placed_seq}


def _form(state: TwoP6CState, slot: str) -> dict[str, Any] | None:
    form = state.form(slot)
    if form is None:
        return None
    return {"text": form.text, "uses": uses(form.uses),
            "declared_by": form.declared_by, "declared_seq": form.declared_seq}


def uses(pairs) -> list[dict[str, str]]:
    """Which card gives which letter, as a play's payload names them (one shape for a use)."""
    return [{"card": card_id, "letter": letter} for card_id, letter in pairs]


def _challengeable(state: TwoP6CState) -> dict[str, Any] | None:
    seq = state.challengeable_seq
    if seq is None or seq in state.challenged:
        return None
    return {"seq": seq, "author": author_of(state, seq),
            "words": [{"slot": slot, "text": text} for slot, text in forms_of(state, seq)]}


def _challenge(state: TwoP6CState) -> dict[str, Any] | None:
    challenge = state.challenge
    if challenge is None:
        return None
    return {"target_seq": challenge.target_seq, "author": challenge.author,
            "challenger": challenge.challenger, "jury": list(challenge.jury),
            "method": challenge.method, "texts": list(challenge.texts),
            "votes": [{"seat": seat, "verdict": vote} for seat, vote in challenge.votes],
            "status": challenge.status, "awaiting_reward": challenge.status == "upheld"}


def _proposal(proposal) -> dict[str, Any] | None:
    if proposal is None:
        return None
    return {"kind": proposal.kind, "proposer": proposal.proposer, "text": proposal.text,
            "uses": uses(proposal.uses),
            "votes": [{"seat": seat, "verdict": vote} for seat, vote in proposal.votes]}


def _refused(refusal) -> dict[str, Any] | None:
    if refusal is None:
        return None
    return {"rule": "2P6C-INITIAL-REFUSED", "text": refusal.text, "proposer": refusal.proposer,
            "method": refusal.method,
            "votes": [{"seat": seat, "verdict": vote} for seat, vote in refusal.votes]}


def _deck(state: TwoP6CState) -> dict[str, Any] | None:
    deck = state.options["deck"]
    if deck is None:
        return None
    on_board = set(state.cards)
    return {"deck_id": deck["deck_id"], "name": deck["name"], "copies": state.decks,
            "cards": [{**card, "free": sum(f"{card['code']}#{n}" not in on_board
                                           for n in range(1, state.decks + 1))}
                      for card in deck["cards"]]}


def score_sheet(state: TwoP6CState) -> dict[str, Any]:
    if not state.cards and state.quick is None:
        return {"totals": [0] * state.players, "word_counts": [0] * state.players}
    scored = result(state)
    seats = range(state.players)
    return {"totals": [scored.totals[s] for s in seats],
            "word_counts": [scored.word_counts[s] for s in seats]}


def outcome(state: TwoP6CState) -> Outcome | None:
    if state.phase != "finished":
        return None
    scored = result(state)
    seats = range(state.players)
    # Each seat's MLR, for information (§5.6), counted as the solo figure is.
    ratios = [figures("mlr", mlr(state, s), 4) for s in seats]
    extras: dict[str, Any] = {"words": catalogue(state),
                              "word_counts": [scored.word_counts[s] for s in seats],
                              **{key: [ratio[key] for ratio in ratios]
                                 for key in ("mlr", "mlr_display", "mlr_fraction")}}
    if state.solo:
        extras["solo"] = solo_summary(state)
    return Outcome(tuple(scored.winners), tuple(scored.totals[s] for s in seats),
                   state.end_reason or "AGREED", extras)
