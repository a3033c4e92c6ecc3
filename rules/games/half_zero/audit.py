"""The trust-mode audit (docs/games/half-zero.md §2.5 HALFZERO-AUDIT-MISMATCH, §0.3 flags, §7.3).

Rulebook: Ecwem: Six, "Half-Zero". In trust mode nobody enters which cards a
player with base < 5 had under the base card, so playing one of them cannot be refused. After the
round a player may show the table what was under the base and what is left in hand; when that does
not add up, a non-blocking flag records it: the play that broke the rule (`at_seq`) and the audit
that proved it (`evidence_seq`).
"""
from __future__ import annotations

from ...errors import LocalText, plain
from ...flags import Flag
from .messages import AUDIT_DETAIL_SEPARATOR, audit_detail
from .state import HalfZeroState

RULE = "HALFZERO-AUDIT-MISMATCH"


def audit_flag(state: HalfZeroState, seat: int, under_base: tuple[str, ...],
               left_in_hand: tuple[str, ...], seq: int | None) -> Flag | None:
    """The flag an audit of the round just ended raises, or None when the cards add up."""
    base = state.history[-1].bases_before[seat]
    plays = state.last_played[seat]
    expected = 5 - base
    played_under = [play for play in plays if play.card in under_base]
    details: list[LocalText] = []
    if len(under_base) != expected:
        details.append(audit_detail("under_count", count=len(under_base), expected=expected))
    if played_under:
        details.append(audit_detail("played_under", cards=[play.card for play in played_under]))
    if left_in_hand:
        details.append(audit_detail("left_in_hand", cards=list(left_in_hand)))
    if not details:
        return None
    at_seq = played_under[0].seq if played_under else seq
    values = {
        "player": seat,
        "detail": _joined(details, "en"),
        "detail_it": _joined(details, "it"),
        "round": state.history[-1].round,
        "under_base": list(under_base),
        "expected_under_base": expected,
        "played_under_base": [play.card for play in played_under],
        "left_in_hand": list(left_in_hand),
    }
    return Flag(id=len(state.flags) + 1, rule=RULE, seat=seat, at_seq=at_seq, evidence_seq=seq,
                details=tuple((key, _frozen(plain(value))) for key, value in values.items()))


def _joined(details: list[LocalText], lang: str) -> str:
    return AUDIT_DETAIL_SEPARATOR(lang).join(detail(lang) for detail in details)


def _frozen(value: object) -> object:
    return tuple(value) if isinstance(value, list) else value

