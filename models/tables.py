"""The tables. A match is its setup, an append-only log of accepted moves, and a snapshot of the
state after the last one (so a move costs the same at move 10 and at move 1,000)."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Optional

from sqlalchemy import JSON, BigInteger, Column, DateTime, Index, Text, UniqueConstraint
from sqlalchemy.dialects.postgresql import JSONB
from sqlmodel import Field, SQLModel

# JSONB on PostgreSQL (smaller, indexable), JSON text elsewhere.
JsonType = JSON().with_variant(JSONB(), "postgresql")


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def _timestamp() -> Any:
    return Field(default_factory=utcnow, sa_type=DateTime(timezone=True), nullable=False)


class Match(SQLModel, table=True):
    __tablename__ = "match"

    id: str = Field(primary_key=True, max_length=24)
    game: str = Field(max_length=40)
    players: list[str] = Field(sa_column=Column(JsonType, nullable=False))
    options: dict[str, Any] = Field(sa_column=Column(JsonType, nullable=False))
    state: dict[str, Any] = Field(sa_column=Column(JsonType, nullable=False))
    # Goes up by one for every accepted move and every undo: the ETag and the live-update signal.
    version: int = Field(default=0)
    # Log positions are never reused, so a seq names one move forever, even after an undo.
    next_seq: int = Field(default=1)
    status: str = Field(default="active", max_length=16)
    join_code: str = Field(max_length=8, unique=True)
    host_token_hash: str = Field(max_length=64, unique=True)
    created_at: datetime = _timestamp()
    updated_at: datetime = _timestamp()


class Seat(SQLModel, table=True):
    __tablename__ = "seat"

    match_id: str = Field(foreign_key="match.id", primary_key=True, max_length=24)
    seat: int = Field(primary_key=True)
    name: str = Field(max_length=40)
    token_hash: str = Field(max_length=64, unique=True)
    # A seat is claimed once a phone has used its token (or claimed it with the join code);
    # the join code can then no longer hand it to another phone.
    claimed: bool = Field(default=False)


class MoveRecord(SQLModel, table=True):
    __tablename__ = "move"

    match_id: str = Field(foreign_key="match.id", primary_key=True, max_length=24)
    seq: int = Field(primary_key=True)
    type: str = Field(max_length=40)
    seat: int
    entered_by: str = Field(max_length=16)
    payload: dict[str, Any] = Field(sa_column=Column(JsonType, nullable=False))
    now_ms: int = Field(sa_type=BigInteger)
    created_at: datetime = _timestamp()


class UndoneMove(SQLModel, table=True):
    """The audit of undone moves: undo removes a move from the log, never from history."""

    __tablename__ = "undone_move"

    id: Optional[int] = Field(default=None, primary_key=True)
    match_id: str = Field(foreign_key="match.id", max_length=24, index=True)
    seq: int
    type: str = Field(max_length=40)
    seat: int
    entered_by: str = Field(max_length=16)
    payload: dict[str, Any] = Field(sa_column=Column(JsonType, nullable=False))
    now_ms: int = Field(sa_type=BigInteger)
    created_at: datetime = Field(sa_type=DateTime(timezone=True), nullable=False)
    undone_by: str = Field(max_length=16)
    undone_at: datetime = _timestamp()


class IdempotencyRecord(SQLModel, table=True):
    """The stored answer to a move sent with an Idempotency-Key, kept with the move it made."""

    __tablename__ = "idempotency"
    __table_args__ = (UniqueConstraint("match_id", "entrant", "key"),
                      # A move looks up its stored answer by match and key (services.play).
                      Index("ix_idempotency_match_key", "match_id", "key"))

    id: Optional[int] = Field(default=None, primary_key=True)
    match_id: str = Field(foreign_key="match.id", max_length=24)
    entrant: str = Field(max_length=16)
    key: str = Field(max_length=200)
    request_hash: str = Field(max_length=64)
    status: int
    response: str = Field(sa_type=Text)
    created_at: datetime = Field(default_factory=utcnow, sa_type=DateTime(timezone=True),
                                 nullable=False, index=True)


MATCH = Match.__table__
SEAT = Seat.__table__
MOVE = MoveRecord.__table__
UNDONE = UndoneMove.__table__
IDEMPOTENCY = IdempotencyRecord.__table__
