"""What the phones see of a Flares game: the table, a seat's own hand, the score sheet, flags,
the log as each seat may read it, and the result (docs/games/flares.md §3.2, §3.5, §0.3, §0.4).

Rulebook: Ecwem: Six, "Flares". Everything returned is plain JSON.

Secrecy in hand-tracking mode: a seat's entered hand is shown to that seat only. Its cards become
public one by one as they are played, because the play itself is public; so in the log another
seat reads a hand entry as the cards of it already played (in play order) and how many are still
unplayed. The unplayed rest is never shown to anyone else. Once every card of it is played, at the
end of the round, the entry reads in full, since there is nothing left to hide. The cards of an
entry that the table has since seen elsewhere (`my_hand_conflicts`: a deck card turned up that the
entry lists too, so the entry needs correcting) are shown to that seat only as well.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Move, Outcome
from ...cards import suit
from ...flags import flags_json
from ...history import extended, per_history
from .numbers import SIXTHS, numbers
from .state import FlaresState, RoundResult, Trick
from .table import cards_left, hand_conflicts, playable_held, played_cards, unplayed

TRICK_ON_TABLE = ("await_deck_lead", "in_trick")


def table_view(state: FlaresState, seat: int | None) -> dict[str, Any]:
    return {
        "round": state.round,
        "dealer": state.dealer,
        "phase": state.phase,
        "h": state.h,
        "info_mode": state.options["info_mode"],
        "trick": _current_trick(state),
        "tricks_done": [_trick_view(trick) for trick in state.tricks_done],
        "tricks_won": list(state.tricks_won),
        "deck_tricks": state.deck_tricks,
        "deck_count": state.deck_count,
        "cards_left": [cards_left(state, player) for player in range(state.players)],
        "hands_in": [hand is not None for hand in state.hands] if state.tracking else None,
        "void_claims": [{"seat": claim.seat, "suit": claim.suit, "trick": claim.trick}
                        for claim in state.void_claims],
        "my_hand": _own_hand(state, seat),
        # The seat's own entry only: cards of it the table has since seen elsewhere, to correct.
        "my_hand_conflicts": _own_conflicts(state, seat),
        # Set once revealed: on the final table. A scored round's cards are in `scores()["rounds"]`.
        "point_cards": None if state.point_cards is None else list(state.point_cards),
        "rounds_scored": len(state.rounds),
        "race": _race(state),
        "winners": list(state.winners),
    }


def _current_trick(state: FlaresState) -> dict[str, Any] | None:
    if state.phase not in TRICK_ON_TABLE:
        return None
    trick = state.trick
    shown = _trick_view(trick)
    # Before the deck's flip the dealer acts (for the deck); then the players in `order`.
    shown["deck_to_flip"] = state.phase == "await_deck_lead"
    shown["next"] = state.dealer if state.phase == "await_deck_lead" else trick.order[0]
    shown["order"] = list(trick.order)
    return shown


def _trick_view(trick: Trick) -> dict[str, Any]:
    return {"number": trick.number, "leader": trick.leader, "lead_suit": trick.lead_suit,
            "cards": [{"by": play.by, "card": play.card, "seq": play.seq} for play in trick.cards],
            "winner": trick.winner}


def _own_hand(state: FlaresState, seat: int | None) -> dict[str, Any] | None:
    if seat is None or not state.tracking or state.hands[seat] is None:
        return None
    return {"cards": list(state.hands[seat]), "unplayed": list(unplayed(state, seat)),
            "played": played_cards(state, seat), "playable": _playable(state, seat)}


def _own_conflicts(state: FlaresState, seat: int | None) -> list[dict[str, Any]] | None:
    if seat is None or not state.tracking or state.hands[seat] is None:
        return None
    return [{"card": card, "where": zone.name} for card, zone in hand_conflicts(state, seat)]


def _playable(state: FlaresState, seat: int) -> list[str]:
    """The cards this seat may play now: none unless it is their turn; then the lead suit if held
    (never a card of the entry that the table has seen elsewhere)."""
    if state.phase != "in_trick" or state.trick.order[0] != seat:
        return []
    held = playable_held(state, seat)
    lead_suit = state.trick.lead_suit
    following = [card for card in held if suit(card) == lead_suit]
    return following or list(held)


def _race(state: FlaresState) -> dict[str, Any]:
    """The race to the target: enough for a progress bar per seat (totals and what each still
    needs, as numbers with their display forms and exact fractions)."""
    target = state.options["target"]
    return {"target": target, **numbers("totals", state.totals),
            **numbers("to_go", (max(0, target * SIXTHS - total) for total in state.totals))}


def _round_view(result: RoundResult) -> dict[str, Any]:
    score = result.score
    return {
        # `label` and `scores` are the generic score sheet's line (the CSV export, the plain table);
        # `scores` are the round's awards.
        "label": f"Round {result.round}", **numbers("scores", score.awards),
        "round": result.round, "dealer": result.dealer, "tricks": list(result.tricks),
        "deck_tricks": result.deck_tricks, "point_cards": list(result.point_cards),
        "points": score.points,
        "multipliers": {"suit": score.suit_mult, "sweep": score.sweep_mult,
                        "deck_sweep": score.deck_sweep_mult},
        "deck_sweep": score.deck_sweep, "value": score.value, "most": list(score.most),
        "shares": score.shares, "all_tied": score.all_tied, "forfeited": list(score.forfeited),
    }


def score_sheet(state: FlaresState) -> dict[str, Any]:
    return {
        **numbers("totals", state.totals),
        "target": state.options["target"],
        **(_sheet(state.rounds) if state.rounds else _EMPTY_SHEET),
        "winners": list(state.winners),
    }


_EMPTY_SHEET = {"rounds": [], "running": [], "running_display": [], "running_fraction": []}


def _extend_sheet(sheet: Mapping[str, Any], rounds: tuple[RoundResult, ...], start: int) -> dict[str, Any]:
    """The sheet's lines and running totals, from `sheet`, that of the first `start` rounds
    (rules/history.py): a round closed draws one line."""
    exact = sheet["running_fraction"][-1] if sheet["running_fraction"] else None
    # The totals so far in sixths, from their exact form (a denominator divides 6).
    totals = ([numerator * SIXTHS // denominator for numerator, denominator in exact] if exact
              else [0] * len(rounds[0].score.awards))
    running = []
    for result in rounds[start:]:
        totals = [total + award for total, award in zip(totals, result.score.awards)]
        running.append(numbers("running", totals))
    return {
        "rounds": extended(sheet["rounds"], map(_round_view, rounds[start:])),
        # The totals after each round: one per-seat list per round, in each of the three forms.
        **{key: extended(sheet[key], (line[key] for line in running))
           for key in ("running", "running_display", "running_fraction")},
    }


# Drawn once per round played, not on every read.
_sheet = per_history(lambda rounds: _extend_sheet(_EMPTY_SHEET, rounds, 0), extend=_extend_sheet)


def flags(state: FlaresState) -> list[dict[str, Any]]:
    return flags_json(state.flags)


def redact(state: FlaresState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
    """A log line as `viewer` may read it (see the module docstring for hand entries)."""
    if move.type != "private_hand" or viewer == move.seat:
        return move.payload
    if move.seq is None:
        return None  # no log position, so no telling which round it belongs to: keep it sealed
    if not state.hand_seqs or state.hand_seqs[move.seat] != move.seq:
        return move.payload  # a hand of a finished round: every card of it was played
    entered = set(state.hands[move.seat])
    shown = [card for card in played_cards(state, move.seat) if card in entered]
    if not shown:
        return None
    if len(shown) == len(entered):
        return move.payload
    return {"cards": shown, "unplayed": len(entered) - len(shown)}


def outcome(state: FlaresState) -> Outcome | None:
    if state.phase != "game_over":
        return None
    shown = numbers("totals", state.totals)
    return Outcome(
        winners=state.winners,
        totals=tuple(shown["totals"]),
        termination="target_reached",
        extras={"totals_display": shown["totals_display"], "totals_fraction": shown["totals_fraction"],
                "target": state.options["target"], "target_tie": state.options["target_tie"],
                "rounds": len(state.rounds)},
    )
