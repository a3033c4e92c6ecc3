"""Whether an EkeQ base-game move is legal now (docs/games/ekeq.md §C.4), in the spec's order. The one
departure: a player with no card is told so (NO-CARDS) before being told they are not in the
round, as EQ-08 has it."""
from __future__ import annotations

from ...base import Move
from ...errors import Malformed, RuleViolation, Seat
from .cards import VALUES, card_of, commitment
from .flow import available, cannot_pay, hashed, optional_card
from .messages import COMMIT_SENDS, STEPS, golden_q_name, place_text
from .state import EkeqState
from .whereabouts import require_once


def _phase(state: EkeqState, *phases: str) -> None:
    if state.phase in phases:
        return
    not_stopped(state)
    if state.phase == "q_pick" and len(state.picks) == 1:
        # The Q's mini-GOLDEN Q find makes a second pick mandatory before anything else.
        raise RuleViolation("EKEQ-Q-SECOND-PICK")
    raise RuleViolation("EKEQ-WRONG-PHASE", step=STEPS[state.phase])


def not_stopped(state: EkeqState) -> None:
    """A turn stopped on a Golden Q entered twice takes no move until the wrong entry is corrected."""
    if state.phase == "clash":
        raise RuleViolation("EKEQ-CARD-CLASH", card=golden_q_name(state.clash.card),
                            places=[place_text(place) for place in state.clash.places])


def check_commit(state: EkeqState, move: Move, now_ms: int) -> None:
    _commit_form(state, move)
    _phase(state, "commit")
    seat, hand = move.seat, state.seats[move.seat].hand
    if hand == 0 and state.round == 1:
        raise RuleViolation("EKEQ-NO-CARDS")
    if seat not in state.commit_list:
        raise RuleViolation("EKEQ-NOT-PARTICIPANT", players=[Seat(s) for s in state.commit_list])
    if seat in state.commits:
        raise RuleViolation("EKEQ-ALREADY-COMMITTED")
    hidden, payment = optional_card(move.payload.get("hidden")), optional_card(move.payload.get("payment"))
    require_once(state, seat, hidden, payment)
    if state.round > 1:
        if payment is not None:
            raise RuleViolation("EKEQ-CONTINUATION-NO-PAY")
    elif hand >= 2 and payment is None:
        raise RuleViolation("EKEQ-PAY-ENTRY")
    elif hand == 1 and payment is not None:
        raise RuleViolation("EKEQ-PAY-EXEMPT")


def _commit_form(state: EkeqState, move: Move) -> None:
    """Sealed mode sends the card; hash mode only its commitment, the card comes at the REVEAL.
    A payload in the other mode's form could never be taken at this table, whatever the moment:
    it is refused first, as a request that does not fit (422), naming the field to send."""
    mode = "hash" if hashed(state.options) else "sealed"
    wanted, other = ("commitment", "hidden") if mode == "hash" else ("hidden", "commitment")
    if move.payload.get(wanted) is None:
        raise Malformed("EKEQ-COMMIT-FORM", mode=mode, field=wanted, send=COMMIT_SENDS[mode, "missing"])
    if move.payload.get(other) is not None:
        raise Malformed("EKEQ-COMMIT-FORM", mode=mode, field=other, send=COMMIT_SENDS[mode, "extra"])


def check_reveal(state: EkeqState, move: Move, now_ms: int) -> None:
    _phase(state, "reveal")
    waiting = [s for s, c in sorted(state.commits.items()) if c.hidden is None]
    if move.seat not in waiting:
        raise RuleViolation("EKEQ-NOT-PARTICIPANT", players=[Seat(s) for s in waiting])
    card = card_of(move.payload["card"])
    if commitment(card, move.payload["nonce"]) != state.commits[move.seat].commitment:
        raise RuleViolation("EKEQ-COMMIT-MISMATCH")
    require_once(state, move.seat, card)


def check_q_decision(state: EkeqState, move: Move, now_ms: int) -> None:
    _phase(state, "q_decision")
    if move.seat != state.q_holder:
        raise RuleViolation("EKEQ-Q-NOT-HOLDER", holder=Seat(state.q_holder))
    if not move.payload["use"]:
        if state.q_forced:
            raise RuleViolation("EKEQ-Q-FORCED")
        return
    payment = optional_card(move.payload.get("q_payment"))
    if (state.seats[move.seat].hand >= 1 and payment is None) or cannot_pay(state, move.seat):
        raise RuleViolation("EKEQ-Q-PAY")
    if state.seats[move.seat].hand == 0 and payment is not None:
        raise RuleViolation("EKEQ-Q-PAY-EXEMPT")
    require_once(state, move.seat, payment)


def check_q_pick(state: EkeqState, move: Move, now_ms: int) -> None:
    # A seat the table does not have, or a guess no card has, can never be taken here, whatever
    # the moment: refused first, as requests that do not fit (422).
    target = move.payload["target"]
    if not 0 <= target < state.players:
        raise Malformed("CORE-BAD-PAYLOAD", field="target")
    if move.payload["guess"] not in VALUES:
        raise Malformed("EKEQ-Q-GUESS-RANGE")
    not_stopped(state)
    if state.phase != "q_pick" and state.picks and state.phase != "match_over":
        raise RuleViolation("EKEQ-Q-SECOND-PICK")  # a pick after an ordinary card, or a third
    n = move.payload.get("n")
    if state.phase == "q_pick" and n is not None and n != len(state.picks) + 1:
        raise RuleViolation("EKEQ-Q-SECOND-PICK")  # a second pick with none due, or a first again
    _phase(state, "q_pick")
    if move.seat != state.q_user:
        raise RuleViolation("EKEQ-Q-NOT-USER", user=Seat(state.q_user))
    if target == state.q_user:
        raise RuleViolation("EKEQ-Q-TARGET-SELF")
    if available(state, target, move.payload["source"]) < 1:
        raise RuleViolation("EKEQ-Q-SOURCE-EMPTY", target=Seat(target))


def check_q_pick_result(state: EkeqState, move: Move, now_ms: int) -> None:
    not_stopped(state)
    if state.phase != "q_pick_result":
        if state.phase == "match_over":
            raise RuleViolation("EKEQ-MATCH-OVER")
        raise RuleViolation("EKEQ-Q-GUESS-FIRST")
    if move.seat != state.picks[-1].target:
        raise RuleViolation("EKEQ-Q-RESULT-BY")
    require_once(state, move.seat, card_of(move.payload["card"]))
