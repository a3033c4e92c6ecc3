"""What a typed code is and where it leads (POST /codes/lookup), whatever its kind, without using
it: nothing changes, no token is handed out, and a hand-off code stays good for its one use.
Everything answered here the code's own redemption tells its holder too (the match's id and game,
the tournament's or series' id and name), and what only a redemption gives (a token, a seat, a
member's page) it does not give."""
from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, select

from models.tables import COMMUNITY, MATCH, SERIES, TOURNAMENT

from ..errors import problem
from ..matches.seats import SeatKeeper
from ..matches.service import MatchService
from ..matches.snapshots import game_rules
from ..qr import app_link
from . import issued, text

SEAT_HANDOFF = "seat_handoff"
KINDS = (issued.MATCH, SEAT_HANDOFF, issued.CHECK_IN, issued.SERIES_CARD, issued.COMMUNITY)
API = "/api/v1"


def lookup(matches: MatchService, code: str) -> dict[str, Any]:
    """`code` (normalised) as the lookup answers it, or 404. Only a hand-off code is 16 characters,
    and every other code is registered once whatever its kind (issued.py): never two answers."""
    if len(code) == text.HANDOFF:
        handed = SeatKeeper(matches).handed_seat(code)
        if handed is not None:
            with matches.db.read() as conn:
                found = _match(conn, handed.match_id)
            if found is not None:
                return {**_redeemed_at(code, SEAT_HANDOFF, f"join={code}", f"{API}/join"),
                        "match": found, "seat": handed.seat}
    else:
        with matches.db.read() as conn:
            answer = _registered(conn, code)
        if answer is not None:
            return answer
    raise problem(404, "no-such-code", code=code)


def _registered(conn: Connection, code: str) -> dict[str, Any] | None:
    row = issued.find(conn, code)
    if row is None:
        return None
    if row.kind == issued.MATCH:
        found = _match(conn, row.owner)
        return found and {**_redeemed_at(code, row.kind, f"join={code}", f"{API}/join"), "match": found}
    if row.kind == issued.CHECK_IN:
        found = _event(conn, TOURNAMENT, row.owner)
        return found and {**_redeemed_at(code, row.kind, f"checkin={row.owner}.{code}",
                                         f"{API}/tournaments/{row.owner}/check-in"), "tournament": found}
    if row.kind == issued.SERIES_CARD:
        found = _event(conn, SERIES, row.owner)
        return found and {**_redeemed_at(code, row.kind, f"series={row.owner}.{code}",
                                         f"{API}/series/{row.owner}/me"), "series": found}
    if row.kind == issued.COMMUNITY:
        # Joining needs a solo profile's token, and only a member reads a community: the answer
        # names no community, only where its code is used.
        known = conn.execute(select(COMMUNITY.c.id).where(COMMUNITY.c.id == row.owner)).first()
        return known and _redeemed_at(code, row.kind, f"community={code}", f"{API}/2p6c/communities/join",
                                      bearer="profile")
    return None


def _redeemed_at(code: str, kind: str, fragment: str, path: str, bearer: str | None = None) -> dict[str, Any]:
    """The members every answer has: the code as read, its kind, the phone app's link (the one its
    QR code holds, or would), and the call that uses it."""
    return {"code": code, "kind": kind, "link": app_link(fragment),
            "redeem": {"method": "POST", "path": path, "body": {"code": code}, "bearer": bearer}}


def _match(conn: Connection, match_id: str) -> dict[str, Any] | None:
    row = conn.execute(select(MATCH.c.id, MATCH.c.game, MATCH.c.tournament).where(MATCH.c.id == match_id)).first()
    if row is None:
        return None
    return {"id": row.id, "game": row.game, "title": game_rules(row.game).info.title,
            "tournament": None if row.tournament is None else dict(row.tournament)}


def _event(conn: Connection, table: Any, owner: str) -> dict[str, Any] | None:
    """A tournament's or a series' id, name and game: what its public pages show anyone."""
    row = conn.execute(select(table.c.id, table.c.name, table.c.game).where(table.c.id == owner)).first()
    return None if row is None else {"id": row.id, "name": row.name, "game": row.game}
