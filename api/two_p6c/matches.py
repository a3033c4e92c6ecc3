"""What 2P6C's own endpoints read of a match: its word list (docs/games/2p6c.md §4.5, A24), and
the match as the player of its first seat may take it away (the solo history,
docs/games/2p6c.md §5.6)."""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select

from models.db import Database
from models.tables import MOVE, SEAT
from rules.base import Outcome, WordLookup
from rules.errors import RuleViolation

from ..errors import refusal, service_refusal
from ..matches.service import MatchService, entrant_of
from ..matches.snapshots import Snapshot, load_snapshot


def lookup(matches: MatchService, match_id: str, hashed: str, text: str) -> dict[str, Any]:
    """What the match's word list says of `text`, if its rules let the caller's seat ask now
    (the host phone has no seat). Nothing is written but a seat token's first use."""
    with matches.db.read() as conn:
        snapshot = load_snapshot(conn, match_id, parse_state=False)
        entrant, first_use = entrant_of(conn, snapshot, hashed)
    if first_use:
        matches.claim_on_first_use(match_id, hashed)
    rules = snapshot.rules
    if not isinstance(rules, WordLookup):
        raise service_refusal("LOOKUP-NO-WORD-LIST", game=rules.info.title)
    try:
        return dict(rules.lookup(snapshot.parsed().state, entrant.seat, text))
    except RuleViolation as violation:
        raise refusal(violation, rules.info.rules, snapshot.players,
                      slug=snapshot.game) from violation


@dataclass(frozen=True)
class FirstSeatMatch:
    """A match as the player of its first seat may take it away, as it stands now: a game's own
    package reads what it keeps of it (2P6C: a solo history, api/two_p6c/solo.py)."""
    game: str
    players: int
    finished: bool
    options: Any
    # When its last move was entered; None for a match without moves.
    finished_ms: int | None
    snapshot: Snapshot = field(repr=False)

    def outcome(self) -> Outcome | None:
        """The match's result as its rules read it (None while it is played)."""
        return self.snapshot.rules.outcome(self.snapshot.parsed().state)


def first_seat_match(db: Database, match_id: str, seat_token_hash: str) -> FirstSeatMatch | None:
    """The match as the player of its seat 0 may take it away, for the token of that seat
    (or the host token, when the creator plays seat 0); None for any other token, the host's
    included: the seat's token is the one the player's phone holds. 404 for no such match.
    """
    with db.read() as conn:
        snapshot = load_snapshot(conn, match_id, parse_state=False)
        seat = conn.execute(select(SEAT.c.token_hash).where(
            SEAT.c.match_id == match_id, SEAT.c.seat == 0)).first()
        # The creator who plays seat 0 holds it with the host token.
        by_host = (snapshot.host_seat == 0
                   and secrets.compare_digest(snapshot.host_token_hash, seat_token_hash))
        if seat is None or not (secrets.compare_digest(seat.token_hash, seat_token_hash)
                                or by_host):
            return None
        last = conn.execute(select(MOVE.c.now_ms).where(MOVE.c.match_id == match_id)
                            .order_by(MOVE.c.seq.desc()).limit(1)).first()
    return FirstSeatMatch(game=snapshot.game, players=len(snapshot.players),
                          finished=snapshot.status == "finished", options=snapshot.options,
                          finished_ms=last.now_ms if last else None, snapshot=snapshot)
