"""Whether a token is one the service issued, whatever it was issued for: a match's host or seat
token, a tournament's organiser, invitation or player token, a series organiser's token, a 2P6C
player profile's. Every endpoint that does not know a token asks this before answering, so that
everywhere a token nobody issued (or one no longer valid) is 401 and a real token of another kind,
or of another match, tournament or series, is 403 (docs/api.md, Errors).

The 403 says only that the token is not for this: never what it is, or whose."""
from __future__ import annotations

from typing import Any

from sqlalchemy import bindparam, select, union_all

from models.db import CheckAndSetConnection
from models.tables import MATCH, SEAT, SERIES_TOKEN, SOLO_PLAYER, TOURNAMENT_TOKEN

from .errors import Problem, problem

# One statement over every table of tokens, each lookup by its own index; bound parameters only,
# so SQLite's fast path (models/fast_sqlite.py) runs it as compiled inside a move's transaction.
_HASH = bindparam("token_hash")
ISSUED = union_all(
    select(SEAT.c.token_hash).where(SEAT.c.token_hash == _HASH),
    select(MATCH.c.host_token_hash).where(MATCH.c.host_token_hash == _HASH),
    select(TOURNAMENT_TOKEN.c.token_hash).where(TOURNAMENT_TOKEN.c.token_hash == _HASH),
    select(SERIES_TOKEN.c.token_hash).where(SERIES_TOKEN.c.token_hash == _HASH),
    select(SOLO_PLAYER.c.token_hash).where(SOLO_PLAYER.c.token_hash == _HASH),
)

UNKNOWN = {"WWW-Authenticate": 'Bearer error="invalid_token"'}


def issued_anywhere(conn: CheckAndSetConnection, hashed: str) -> bool:
    """Whether some endpoint of the service would know this token (`conn`: a read connection, or
    a move's unit of work)."""
    return conn.execute(ISSUED, {"token_hash": hashed}).first() is not None


def not_for_this(conn: Any, hashed: str, other: str, unknown: str, *,
                 headers: dict[str, str] | None = None) -> Problem:
    """The refusal for a token this endpoint does not take: 403 (`other`, a detail of
    api/messages.py) when the service issued it for something else, 401 (`unknown`) otherwise."""
    if issued_anywhere(conn, hashed):
        return problem(403, other)
    return problem(401, unknown, headers=headers or UNKNOWN)
