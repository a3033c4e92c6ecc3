"""Void claims and retroactive revoke flags (docs/games/flares.md §3.4 FLARES-REVOKE, FL-10; §0.3 flags).

Rulebook: Ecwem: Six, "Flares". Playing off-suit on a led suit is a public
claim to hold none of it. Nobody draws during a round and every card is played, so a false claim
is always proved later in the same round: the moment that player plays a card of the suit they
did not follow. That later play is legal and accepted; it raises one FLARES-REVOKE flag, which
never blocks anything. What the flag does to the score is `revoke_penalty`'s business.
"""
from __future__ import annotations

from dataclasses import replace

from ...cards import suit
from ...flags import Flag
from .state import FlaresState, VoidClaim


def record_play(state: FlaresState, seat: int, card: str, seq: int | None) -> FlaresState:
    """The void claim `card` makes, and the revoke it proves, if any. `state.trick` is the trick
    the card is being played to, before it is added."""
    trick = state.trick
    state = _prove_revoke(state, seat, card, seq)
    if trick.lead_suit is not None and suit(card) != trick.lead_suit and not any(
            claim.seat == seat and claim.suit == trick.lead_suit for claim in state.void_claims):
        claim = VoidClaim(seat=seat, suit=trick.lead_suit, trick=trick.number, card=card, seq=seq)
        state = replace(state, void_claims=state.void_claims + (claim,))
    return state


def _prove_revoke(state: FlaresState, seat: int, card: str, seq: int | None) -> FlaresState:
    for index, claim in enumerate(state.void_claims):
        if claim.seat != seat or claim.suit != suit(card) or claim.proved:
            continue
        claims = list(state.void_claims)
        claims[index] = replace(claim, proved=True)
        state = replace(state, void_claims=tuple(claims))
        rewind = state.options["revoke_penalty"] == "rewind"
        flag = Flag(
            id=len(state.flags) + 1, rule="FLARES-REVOKE", seat=seat, round=state.round,
            at_seq=claim.seq, evidence_seq=seq,
            details=(("player", seat), ("suit", claim.suit), ("t", claim.trick), ("card", card),
                     ("evidence_trick", state.trick.number), ("evidence_seq", seq),
                     ("off_suit_card", claim.card)),
            # The players take back the revoking play and everything after it, then replay.
            proposal=(("undo_to_seq", claim.seq),) if rewind else ())
        return replace(state, flags=state.flags + (flag,))
    return state


def revokers(state: FlaresState) -> set[int]:
    """Seats flagged for a revoke in the round being played (§3.4 forfeit_round): an open flag
    or one the table upheld; one it dismissed (rulings.py) costs nothing."""
    return {flag.seat for flag in state.flags
            if flag.rule == "FLARES-REVOKE" and flag.round == state.round
            and flag.status != "dismissed"}
