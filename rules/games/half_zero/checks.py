"""Which Half-Zero moves are legal now (docs/games/half-zero.md §2.5): each move's check raises RuleViolation or
returns.

Rulebook: Ecwem: Six, "Half-Zero". The order of the checks is part of the
contract: phase and mode first, then who may send the move, then each contributed card in the
spec's order (suit, base card, empty hand, replay, hand), and for a `W` the opt-out rules in the
order of HZ-T08: OPTOUT-NOT-ALLOWED → OPTOUT-LIMIT → NO-WILD.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Move
from ...cards import SUIT_NAMES, WILD, parse_card, rank, suit
from ...errors import Malformed, RuleViolation, Seat
from .messages import OPTOUTS_SHAPE, PLAYS_SHAPE, phase_text, seats
from .state import NONE, HalfZeroState
from .table import (
    allowance,
    can_opt_out,
    choice_is_derived,
    committed,
    hand_tracking,
    hands_missing,
    known_hand,
    played_cards,
    point_unrevealed,
    remaining,
    sealed_mode,
    wilds_used,
)

TURN_PHASES = ("round_setup", "turn_open", "selecting", "tiebreak")
OPEN_PHASES = ("round_setup", "turn_open")


# -- the turn ---------------------------------------------------------------------------------------

def check_opt_out(state: HalfZeroState, move: Move, now_ms: int) -> None:
    _require_phase(state, TURN_PHASES)
    seat = move.seat
    if seat in state.turn.declared:
        raise wrong_phase(state, phase_text("opted_out"))
    _require_opt_out_left(state, seat)
    if state.phase not in OPEN_PHASES:
        # Sealed mode: someone has selected. Physical mode: the turn is already revealed.
        raise RuleViolation("HALFZERO-OPTOUT-TOO-LATE", player=Seat(seat))


def check_select(state: HalfZeroState, move: Move, now_ms: int) -> None:
    if not sealed_mode(state):
        raise wrong_phase(state, phase_text("physical_mode"))
    _require_phase(state, TURN_PHASES)
    seat = move.seat
    tiebreak = state.phase == "tiebreak"
    if tiebreak and seat not in state.turn.tied:
        raise RuleViolation("HALFZERO-NOT-TIED", tied=seats(state.turn.tied))
    if not tiebreak and seat in state.turn.declared:
        raise wrong_phase(state, phase_text("opted_out"))
    if seat in committed(state):
        raise wrong_phase(state, phase_text("already_selected"))
    check_choice(state, seat, move.payload.get("choice"), tiebreak=tiebreak)


def check_reveal(state: HalfZeroState, move: Move, now_ms: int) -> None:
    if sealed_mode(state):
        raise wrong_phase(state, phase_text("sealed_mode"))
    _require_phase(state, OPEN_PHASES)
    declared = set(state.turn.declared)
    for seat in move.payload.get("declared_optouts", []):
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
            # No state of this table has that seat: a request that does not fit (422).
            raise Malformed("CORE-BAD-PAYLOAD",
                            field=OPTOUTS_SHAPE.with_params(last=state.players - 1))
        if seat not in declared:
            _require_opt_out_left(state, seat)
            declared.add(seat)
    plays = seat_plays(state, move.payload.get("plays"))
    expected = [seat for seat in range(state.players) if seat not in declared]
    needed = [seat for seat in expected if not choice_is_derived(state, seat, tiebreak=False)]
    missing = [seat for seat in needed if seat not in plays]
    if missing or any(seat in declared for seat in plays):
        raise RuleViolation("HALFZERO-REVEAL-INCOMPLETE", players=seats(missing or expected))
    for seat in sorted(plays):
        check_choice(state, seat, plays[seat], tiebreak=False)


def check_tiebreak(state: HalfZeroState, move: Move, now_ms: int) -> None:
    if sealed_mode(state):
        raise wrong_phase(state, phase_text("sealed_mode"))
    if state.phase != "tiebreak":
        raise wrong_phase(state, phase_text("no_tiebreak"))
    plays = seat_plays(state, move.payload.get("plays"))
    tied = state.turn.tied
    needed = [seat for seat in tied if not choice_is_derived(state, seat, tiebreak=True)]
    if any(seat not in tied for seat in plays) or any(seat not in plays for seat in needed):
        raise RuleViolation("HALFZERO-NOT-TIED", tied=seats(tied))
    for seat in sorted(plays):
        check_choice(state, seat, plays[seat], tiebreak=True)


def check_choice(state: HalfZeroState, seat: int, text: Any, *, tiebreak: bool) -> str:
    """One contributed card, `W` or NONE (§2.5, in the spec's order); returns it normalised."""
    if not isinstance(text, str):
        raise RuleViolation("CORE-BAD-PAYLOAD", field="choice")
    code = text.strip().upper()
    left = remaining(state, seat)
    if code == NONE:
        if left > 0:
            raise RuleViolation("HALFZERO-MUST-PLAY-CARD", k=left, player=Seat(seat))
        return NONE
    if code == WILD:
        check_wild(state, seat, tiebreak=tiebreak)
        return WILD
    card = parse_card(code)
    own = state.suit_of[seat]
    if suit(card) not in state.suit_of and suit(card) != state.point_suit:
        raise RuleViolation("CORE-CARD-NOT-USED", card=card)
    if suit(card) != own:
        raise RuleViolation("HALFZERO-WRONG-SUIT", suit=SUIT_NAMES[own], card=card, player=Seat(seat))
    if rank(card) == state.base[seat]:
        raise RuleViolation("HALFZERO-BASE-CARD", card=card, player=Seat(seat))
    if left == 0:
        raise RuleViolation("HALFZERO-HAND-EMPTY", card=card, player=Seat(seat))
    if card in played_cards(state, seat):
        raise RuleViolation("HALFZERO-ALREADY-PLAYED", card=card, player=Seat(seat))
    if hand_tracking(state) and card not in (known_hand(state, seat) or ()):
        raise RuleViolation("HALFZERO-NOT-IN-HAND", card=card, player=Seat(seat))
    return card


def check_wild(state: HalfZeroState, seat: int, *, tiebreak: bool) -> None:
    """A `W` is a secret opt-out (HZ-5): the opt-out rules first, then the token (HZ-T08)."""
    if not wilds_used(state):
        raise RuleViolation("CORE-CARD-NOT-USED", card=WILD)
    if tiebreak:
        raise RuleViolation("HALFZERO-WILD-IN-TIEBREAK", player=Seat(seat))
    _require_opt_out_left(state, seat)
    if state.wild_used[seat] >= state.wild_tokens[seat]:
        raise RuleViolation("HALFZERO-NO-WILD", player=Seat(seat))


def _require_opt_out_left(state: HalfZeroState, seat: int) -> None:
    allowed = allowance(state, seat)
    if allowed <= 0:
        raise RuleViolation("HALFZERO-OPTOUT-NOT-ALLOWED", M=state.max_base, player=Seat(seat))
    if not can_opt_out(state, seat):
        raise RuleViolation("HALFZERO-OPTOUT-LIMIT", a=allowed, player=Seat(seat))


def seat_plays(state: HalfZeroState, plays: Any) -> dict[int, str]:
    """`plays`, one entry per seat in seat order (null: no play), as {seat: text}.

    A list of another length fits no state of this table, so it is refused as malformed (422),
    saying how many entries to send. Logs written before plays were lists hold an object keyed by
    seat strings ("0", "1", …): it is still read, so those matches replay and undo as before."""
    if isinstance(plays, Mapping):
        return _keyed_plays(state, plays)
    if not isinstance(plays, (list, tuple)) or len(plays) != state.players:
        raise Malformed("CORE-BAD-PAYLOAD", field=PLAYS_SHAPE.with_params(n=state.players))
    return {seat: text for seat, text in enumerate(plays) if text is not None}


def _keyed_plays(state: HalfZeroState, plays: Mapping[Any, Any]) -> dict[int, str]:
    by_seat: dict[int, str] = {}
    for key, text in plays.items():
        seat = _seat_key(key, state.players)
        if seat is None or seat in by_seat:
            raise Malformed("CORE-BAD-PAYLOAD", field=PLAYS_SHAPE.with_params(n=state.players))
        by_seat[seat] = text
    return by_seat


def _seat_key(key: Any, players: int) -> int | None:
    text = str(key).strip()
    if not text.isdigit():
        return None
    seat = int(text)
    return seat if seat < players else None


# -- point cards ------------------------------------------------------------------------------------

def check_point_card(state: HalfZeroState, move: Move, now_ms: int) -> None:
    if state.phase != "point_reveal":
        raise wrong_phase(state, phase_text("no_point_card"))
    winner = state.turn.winner
    if move.seat != winner:
        raise RuleViolation("HALFZERO-NOT-TURN-WINNER", winner=Seat(winner))
    point_card(state, move.payload.get("card"))


def point_card(state: HalfZeroState, text: Any) -> str:
    if not isinstance(text, str):
        raise RuleViolation("CORE-BAD-PAYLOAD", field="card")
    point_suit = SUIT_NAMES[state.point_suit]
    code = text.strip().upper()
    if code == WILD:
        raise RuleViolation("HALFZERO-POINT-WRONG-SUIT", point_suit=point_suit, card=WILD)
    card = parse_card(code)
    if suit(card) != state.point_suit:
        raise RuleViolation("HALFZERO-POINT-WRONG-SUIT", point_suit=point_suit, card=card)
    if rank(card) not in point_unrevealed(state):
        raise RuleViolation("HALFZERO-POINT-ALREADY-REVEALED", card=card)
    return card


# -- hands and audits (§0.4) ------------------------------------------------------------------------

def check_private_hand(state: HalfZeroState, move: Move, now_ms: int) -> None:
    seat = move.seat
    if not hand_tracking(state):
        raise wrong_phase(state, phase_text("not_hand_tracking"))
    if state.phase != "round_setup":
        raise wrong_phase(state, phase_text("hand_after_start"))
    if state.base[seat] == 5:
        raise wrong_phase(state, phase_text("hand_known"))
    if state.hands[seat] is not None:
        raise wrong_phase(state, phase_text("hand_entered"))
    private_hand(state, seat, move.payload.get("cards"))


def private_hand(state: HalfZeroState, seat: int, texts: Any) -> tuple[str, ...]:
    """The entered hand, normalised: exactly `base` distinct cards of the seat's suit, without the
    base rank (HALFZERO-HAND-SIZE)."""
    if not isinstance(texts, (list, tuple)):
        raise RuleViolation("CORE-BAD-PAYLOAD", field="cards")
    base, own = state.base[seat], state.suit_of[seat]
    wrong = RuleViolation("HALFZERO-HAND-SIZE", b=base, suit=SUIT_NAMES[own])
    cards = []
    for text in texts:
        if not isinstance(text, str):
            raise RuleViolation("CORE-BAD-PAYLOAD", field="cards")
        if text.strip().upper() == WILD:
            if not wilds_used(state):
                raise RuleViolation("CORE-CARD-NOT-USED", card=WILD)
            raise wrong
        cards.append(parse_card(text))
    if (len(cards) != base or len(set(cards)) != base
            or any(suit(card) != own or rank(card) == base for card in cards)):
        raise wrong
    return tuple(sorted(cards, key=rank))


def check_audit(state: HalfZeroState, move: Move, now_ms: int) -> None:
    seat = move.seat
    if hand_tracking(state):
        raise wrong_phase(state, phase_text("not_trust"))
    if state.phase != "round_setup" or not state.history or not state.last_played:
        raise wrong_phase(state, phase_text("no_audit_now"))
    if seat in state.audited:
        raise wrong_phase(state, phase_text("audited"))
    audit_cards(state, seat, move.payload)


def audit_cards(state: HalfZeroState, seat: int,
                payload: Mapping[str, Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The audit's two lists, each card of the seat's own suit and not its base of that round."""
    own = state.suit_of[seat]
    base = state.history[-1].bases_before[seat]
    lists = []
    seen: set[str] = set()
    for field in ("under_base", "left_in_hand"):
        texts = payload.get(field, [])
        if not isinstance(texts, (list, tuple)) or not all(isinstance(t, str) for t in texts):
            raise RuleViolation("CORE-BAD-PAYLOAD", field=field)
        cards = []
        for text in texts:
            if text.strip().upper() == WILD:
                raise RuleViolation("HALFZERO-WRONG-SUIT", suit=SUIT_NAMES[own], card=WILD)
            card = parse_card(text)
            if card in seen:
                raise RuleViolation("CORE-DUPLICATE-CARD", card=card)
            if suit(card) != own:
                raise RuleViolation("HALFZERO-WRONG-SUIT", suit=SUIT_NAMES[own], card=card)
            if rank(card) == base:
                raise RuleViolation("HALFZERO-BASE-CARD", card=card)
            seen.add(card)
            cards.append(card)
        lists.append(tuple(sorted(cards, key=rank)))
    return lists[0], lists[1]


# -- phases -----------------------------------------------------------------------------------------

def _require_phase(state: HalfZeroState, phases: tuple[str, ...]) -> None:
    missing = hands_missing(state)
    if missing:
        raise wrong_phase(state, phase_text("hands_missing", players=seats(missing)))
    if state.phase not in phases:
        raise wrong_phase(state)


def wrong_phase(state: HalfZeroState, description: Any = None) -> RuleViolation:
    return RuleViolation("CORE-WRONG-PHASE", phase_description=description or describe(state),
                         phase=state.phase)


def describe(state: HalfZeroState) -> Any:
    """What the table is doing now, for CORE-WRONG-PHASE."""
    if state.phase == "tiebreak":
        return phase_text("tiebreak", players=seats(state.turn.tied))
    if state.phase == "point_reveal":
        return phase_text("point_reveal", player=Seat(state.turn.winner))
    if state.phase == "game_over":
        return phase_text("game_over")
    return phase_text("turn_open", turn=state.turn.number)
