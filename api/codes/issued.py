"""Every code handed out to be typed is registered here under its text, in the transaction that
stores what it leads to: a match's join code, a tournament check-in card's, a series card's, a 2P6C
community's. The text is the table's key, so no two things of any kind share a code and a typed
code names one thing (lookup.py). A new code is drawn unused by any kind; should another request
register the same one between the draw and the write, the write fails on the key and is made again
with a fresh code (the services' own write loops).

A seat's hand-off code is not registered: it is the only 16-character kind, and is kept only as its
hash (api/matches/seats.py)."""
from __future__ import annotations

from typing import Callable, Iterable

from sqlalchemy import Connection, Row, delete, insert, select
from sqlalchemy.exc import IntegrityError

from models.tables import ISSUED_CODE, utcnow

from .text import draw as random_code

MATCH = "match"
CHECK_IN = "check_in"
SERIES_CARD = "series_card"
COMMUNITY = "community"
KINDS = (MATCH, CHECK_IN, SERIES_CARD, COMMUNITY)


class CodeTaken(IntegrityError):
    """A code was registered by another request since it was drawn: the write is made again with
    a fresh code. An IntegrityError still, so Database.write_retrying starts over too."""


def unused(conn: Connection, length: int, *, avoid: Iterable[str] = (),
           draw: Callable[[int], str] = random_code) -> str:
    """A code of `length` that no kind has registered, nor one of `avoid` (codes drawn for the
    same tournament or series and not written yet)."""
    avoid = set(avoid)
    while True:
        code = draw(length)
        if code not in avoid and find(conn, code) is None:
            return code


def register(conn: Connection, kind: str, owner: str, codes: Iterable[str]) -> None:
    """`codes` lead to `owner` (a match, tournament, series or community id) from now on.
    CodeTaken if one is registered already (the transaction is then lost: start it over)."""
    rows = [{"code": code, "kind": kind, "owner": owner, "created_at": utcnow()} for code in codes]
    if rows:
        try:
            conn.execute(insert(ISSUED_CODE), rows)
        except IntegrityError as error:
            raise CodeTaken(error.statement, error.params, error.orig) from error


def forget(conn: Connection, code: str) -> None:
    """What `code` led to is gone (a community its last member left): it leads nowhere now."""
    conn.execute(delete(ISSUED_CODE).where(ISSUED_CODE.c.code == code))


def find(conn: Connection, code: str) -> Row | None:
    return conn.execute(select(ISSUED_CODE.c.kind, ISSUED_CODE.c.owner)
                        .where(ISSUED_CODE.c.code == code)).first()
