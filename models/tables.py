"""The tables. A match is its setup, an append-only log of accepted moves, and a snapshot of the
state after the last one (so a move costs the same at move 10 and at move 1,000)."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Optional

from sqlalchemy import JSON, BigInteger, Column, DateTime, Index, UniqueConstraint, text
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
    # Goes up by one for every accepted move, every undo and every seat a phone loses (handed on,
    # freed): the ETag and the live-update signal.
    version: int = Field(default=0)
    # Log positions are never reused, so a seq names one move forever, even after an undo.
    next_seq: int = Field(default=1)
    status: str = Field(default="active", max_length=16)
    join_code: str = Field(max_length=8, unique=True)
    host_token_hash: str = Field(max_length=64, unique=True)
    created_at: datetime = _timestamp()
    updated_at: datetime = _timestamp()
    # A tournament table's match: {"id", "name", "round", "table"} of its tournament, else null.
    tournament: Optional[dict[str, Any]] = Field(default=None, sa_column=Column(JsonType, nullable=True))
    # The seat the host token also plays (the creator at the table), or null for a host that
    # only keeps the table. That seat's own row then holds a token nobody has.
    host_seat: Optional[int] = Field(default=None, nullable=True)
    # Goes up whenever a seat changes hands (claimed, handed on, freed): the host's seat list
    # follows it live (GET …/seats/events) without moving `version`, which counts the game's own
    # changes. A change that takes a seat from a phone moves `version` too, so that phone hears it.
    seats_version: int = Field(default=0)
    # A change the table must agree to (undo or correction of what a reveal fixed, api/matches/
    # changes.py): what, asked by whom, and the seats that agreed. It stands only while the match
    # is still at the version it names; any other change of the match ends it.
    change_request: Optional[dict[str, Any]] = Field(default=None,
                                                     sa_column=Column(JsonType, nullable=True))
    # Seats the host or an organiser moved to another phone without their holder's consent
    # (api/matches/seat_moves.py): per seat who moved it and when, the private entries that were
    # still sealed then (the phone now holding it may not read them until it re-enters them),
    # and the hashes of the tokens that lost it (they answer 401 saying so). Null: none.
    seat_moves: Optional[list[dict[str, Any]]] = Field(default=None, sa_column=Column(JsonType, nullable=True))
    # The match the same table plays next (POST …/rematch, api/matches/rematch.py): set once, so
    # two phones asking at the same moment find the same next match.
    next_match: Optional[str] = Field(default=None, max_length=24, nullable=True)
    # How many moves of the log each phone entered, by Entrant label ("host", "seat:<n>"): a move
    # checks its phone's share of the log (MATCH-SEAT-SHARE-FULL) and the log's room against
    # these, never by counting the log. A new match (created, or a table's next match) starts
    # with none counted; null for a match made before they were kept: its next move counts its
    # log once and keeps the figures from then on.
    log_counts: Optional[dict[str, int]] = Field(default=None, sa_column=Column(JsonType, nullable=True))


class Seat(SQLModel, table=True):
    __tablename__ = "seat"
    # A hand-off code is looked up by its hash alone (POST /join), so the hash names one seat.
    __table_args__ = (Index("ix_seat_handoff_hash", "handoff_hash", unique=True),)

    match_id: str = Field(foreign_key="match.id", primary_key=True, max_length=24)
    seat: int = Field(primary_key=True)
    name: str = Field(max_length=40)
    token_hash: str = Field(max_length=64, unique=True)
    # A seat is claimed once a phone has used its token (or claimed it with the join code);
    # the join code can then no longer hand it to another phone.
    claimed: bool = Field(default=False)
    # A one-time code that hands this seat to another phone (its SHA-256 hash), until it expires.
    handoff_hash: Optional[str] = Field(default=None, max_length=64, nullable=True)
    handoff_expires_at: Optional[datetime] = Field(default=None, sa_type=DateTime(timezone=True),
                                                   nullable=True)
    # The hand-off code was asked for by the host for a seat the host does not hold: redeemed
    # while a phone holds the seat, it moves the seat without that phone's consent.
    handoff_forced: bool = Field(default=False)
    # In a match started from another with POST …/rematch: the hash of the token that held this
    # seat there. That phone alone may still take the seat with it, until the seat changes hands.
    reserved_for: Optional[str] = Field(default=None, max_length=64, nullable=True)


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


class MatchLine(SQLModel, table=True):
    """A line of a long history a match's state keeps (a hole's line of a score sheet, a round),
    stored apart from the match's row, which then names how many there are: a move writes the
    lines it adds, not the whole history again (api/matches/lines.py)."""

    __tablename__ = "match_line"

    match_id: str = Field(foreign_key="match.id", primary_key=True, max_length=24)
    # The state's field the history is.
    name: str = Field(primary_key=True, max_length=40)
    # One writing of the whole history and the lines added to it since: a history that is no
    # longer the stored one with lines added (an undo, a correction) is written whole again
    # under a new generation, so the lines a row names never change while it names them.
    generation: int = Field(primary_key=True)
    position: int = Field(primary_key=True)
    line: Any = Field(sa_column=Column(JsonType, nullable=False))


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


class CorrectedMove(SQLModel, table=True):
    """The audit of corrections: a move's payload as it was before the organiser replaced it."""

    __tablename__ = "corrected_move"

    id: Optional[int] = Field(default=None, primary_key=True)
    match_id: str = Field(foreign_key="match.id", max_length=24, index=True)
    seq: int
    type: str = Field(max_length=40)
    seat: int
    payload_before: dict[str, Any] = Field(sa_column=Column(JsonType, nullable=False))
    payload_after: dict[str, Any] = Field(sa_column=Column(JsonType, nullable=False))
    corrected_by: str = Field(max_length=16)
    corrected_at: datetime = _timestamp()


class IdempotencyRecord(SQLModel, table=True):
    """The stored answer to a move sent with an Idempotency-Key, kept with the move it made: its
    status, seq and version, and what the request held. A replay rebuilds the match's view as it
    stands (MatchService.play), so a row is the same few bytes whatever the game's view weighs."""

    __tablename__ = "idempotency"
    __table_args__ = (UniqueConstraint("match_id", "entrant", "key"),
                      # A move looks up its stored answer by match and key (MatchService.play).
                      Index("ix_idempotency_match_key", "match_id", "key"),
                      # A phone's answers a window of seqs behind its new move are forgotten.
                      Index("ix_idempotency_match_entrant_seq", "match_id", "entrant", "seq"))

    id: Optional[int] = Field(default=None, primary_key=True)
    match_id: str = Field(foreign_key="match.id", max_length=24)
    entrant: str = Field(max_length=16)
    key: str = Field(max_length=200)
    request_hash: str = Field(max_length=64)
    status: int
    seq: int
    version: int
    created_at: datetime = Field(default_factory=utcnow, sa_type=DateTime(timezone=True),
                                 nullable=False, index=True)


MATCH = Match.__table__
SEAT = Seat.__table__
MOVE = MoveRecord.__table__
MATCH_LINE = MatchLine.__table__
UNDONE = UndoneMove.__table__
CORRECTED = CorrectedMove.__table__
IDEMPOTENCY = IdempotencyRecord.__table__


# --- 2P6C: deck definitions, solo players, their history and their communities (docs/games/2p6c.md §1.5,
# §5.6). A solo player is a profile, not a seat: its token stays valid across matches.

class DeckDefinition(SQLModel, table=True):
    """A verified deck definition (§1.5), stored once under the SHA-256 of its content."""

    __tablename__ = "deck_definition"

    id: str = Field(primary_key=True, max_length=64)
    deck_id: str = Field(max_length=80)
    name: str = Field(max_length=120)
    card_count: int
    definition: dict[str, Any] = Field(sa_column=Column(JsonType, nullable=False))
    created_at: datetime = Field(default_factory=utcnow, sa_type=DateTime(timezone=True),
                                 nullable=False, index=True)


class SoloPlayer(SQLModel, table=True):
    __tablename__ = "solo_player"

    id: str = Field(primary_key=True, max_length=24)
    name: str = Field(max_length=40)
    token_hash: str = Field(max_length=64, unique=True)
    created_at: datetime = _timestamp()


class SoloResult(SQLModel, table=True):
    """A finished solo match as its player recorded it: MLR, FTS and UIN (§5.6), exactly."""

    __tablename__ = "solo_result"
    __table_args__ = (Index("ix_solo_result_player_finished", "player_id", "finished_at"),)

    id: str = Field(primary_key=True, max_length=24)
    player_id: str = Field(foreign_key="solo_player.id", max_length=24)
    # A match is one player's: its record can be made once.
    match_id: str = Field(foreign_key="match.id", max_length=24, unique=True)
    mlr_num: int = Field(sa_type=BigInteger)
    mlr_den: int = Field(sa_type=BigInteger)
    mlr: str = Field(max_length=24)
    fts: int = Field(sa_type=BigInteger)
    uin_num: int = Field(sa_type=BigInteger)
    uin_den: int = Field(sa_type=BigInteger)
    uin: str = Field(max_length=24)
    cards_played: int
    deck_id: Optional[str] = Field(default=None, max_length=80)
    mlr_include_initial: bool
    fts_include_initial_word: bool
    # How the match was entered (its `depth` option): refereed move by move (every_move) or
    # logged from its end figures (quick). Rows made before quick logs existed are every_move.
    depth: str = Field(default="every_move", max_length=16)
    finished_at: datetime = Field(sa_type=DateTime(timezone=True), nullable=False)
    recorded_at: datetime = _timestamp()


class Community(SQLModel, table=True):
    """A regional or virtual community of solo players, joined by code."""

    __tablename__ = "community"

    id: str = Field(primary_key=True, max_length=24)
    name: str = Field(max_length=80)
    kind: str = Field(max_length=16)
    region: Optional[str] = Field(default=None, max_length=80)
    join_code: str = Field(max_length=8, unique=True)
    created_by: str = Field(foreign_key="solo_player.id", max_length=24)
    created_at: datetime = _timestamp()


class CommunityMember(SQLModel, table=True):
    __tablename__ = "community_member"

    community_id: str = Field(foreign_key="community.id", primary_key=True, max_length=24)
    player_id: str = Field(foreign_key="solo_player.id", primary_key=True, max_length=24,
                           index=True)
    joined_at: datetime = _timestamp()


class CommunityResult(SQLModel, table=True):
    """A member's result, shared with one community (only its UIN is ever shown there)."""

    __tablename__ = "community_result"

    community_id: str = Field(foreign_key="community.id", primary_key=True, max_length=24)
    result_id: str = Field(foreign_key="solo_result.id", primary_key=True, max_length=24)
    posted_at: datetime = _timestamp()


DECK = DeckDefinition.__table__
SOLO_PLAYER = SoloPlayer.__table__
SOLO_RESULT = SoloResult.__table__
COMMUNITY = Community.__table__
COMMUNITY_MEMBER = CommunityMember.__table__
COMMUNITY_RESULT = CommunityResult.__table__


# --- Cold War: country deck definitions (docs/games/cold-war.md §1.4), reusable across matches and
# tournaments.

class CountryDeckDefinition(SQLModel, table=True):
    """One country's deck definition as an organiser stored it, under the SHA-256 of its content
    and label. Its warnings are the rules' verification (deck.verify_deck) when it was stored."""

    __tablename__ = "country_deck"
    __table_args__ = (Index("ix_country_deck_country_created", "country", "created_at"),)

    id: str = Field(primary_key=True, max_length=64)
    country: str = Field(max_length=40)
    name: str = Field(max_length=80)
    card_count: int
    definition: dict[str, Any] = Field(sa_column=Column(JsonType, nullable=False))
    warnings: list[dict[str, Any]] = Field(sa_column=Column(JsonType, nullable=False))
    created_at: datetime = Field(default_factory=utcnow, sa_type=DateTime(timezone=True),
                                 nullable=False, index=True)


COUNTRY_DECK = CountryDeckDefinition.__table__


# --- Tournaments: the tournament as a JSON snapshot with a version (rules/tournaments), the tokens
# of its organisers and checked-in players, and an audit of everything done to it.

class TournamentRecord(SQLModel, table=True):
    __tablename__ = "tournament"

    id: str = Field(primary_key=True, max_length=24)
    game: str = Field(max_length=40)
    name: str = Field(max_length=80)
    state: dict[str, Any] = Field(sa_column=Column(JsonType, nullable=False))
    version: int = Field(default=0)
    created_at: datetime = _timestamp()
    updated_at: datetime = _timestamp()
    # The series this tournament is an event of, if any. No foreign key: on SQLite adding one
    # rebuilds the table, which the tokens and the audit that point at it forbid.
    series_id: Optional[str] = Field(default=None, index=True, max_length=24, nullable=True)


class TournamentToken(SQLModel, table=True):
    """An organiser's, a co-organiser invite's (used once), or a checked-in player's token."""

    __tablename__ = "tournament_token"
    # One player token per player: a new check-in replaces the earlier phone's, and the database
    # keeps it so even if two check-ins race.
    __table_args__ = (Index("ix_tournament_token_one_per_player", "tournament_id", "player", unique=True,
                            sqlite_where=text("role = 'player'"), postgresql_where=text("role = 'player'")),)

    token_hash: str = Field(primary_key=True, max_length=64)
    tournament_id: str = Field(foreign_key="tournament.id", index=True, max_length=24)
    role: str = Field(max_length=16)  # organiser | invite | player
    player: Optional[int] = Field(default=None)
    created_at: datetime = _timestamp()


class TournamentEvent(SQLModel, table=True):
    """What was done to a tournament, by whom, with what it replaced (a corrected result)."""

    __tablename__ = "tournament_event"

    id: Optional[int] = Field(default=None, primary_key=True)
    tournament_id: str = Field(foreign_key="tournament.id", index=True, max_length=24)
    type: str = Field(max_length=40)
    payload: dict[str, Any] = Field(sa_column=Column(JsonType, nullable=False))
    by_role: str = Field(max_length=16)
    by_player: Optional[int] = Field(default=None)
    at: datetime = _timestamp()


TOURNAMENT = TournamentRecord.__table__
TOURNAMENT_TOKEN = TournamentToken.__table__
TOURNAMENT_EVENT = TournamentEvent.__table__


# --- Series: tournaments of one game with the same players recognised from event to event
# (rules/tournaments/series.py), as a JSON snapshot with a version, and its organisers' tokens.

class SeriesRecord(SQLModel, table=True):
    __tablename__ = "series"

    id: str = Field(primary_key=True, max_length=24)
    game: str = Field(max_length=40)
    name: str = Field(max_length=80)
    state: dict[str, Any] = Field(sa_column=Column(JsonType, nullable=False))
    version: int = Field(default=0)
    created_at: datetime = _timestamp()
    updated_at: datetime = _timestamp()


class SeriesToken(SQLModel, table=True):
    __tablename__ = "series_token"

    token_hash: str = Field(primary_key=True, max_length=64)
    series_id: str = Field(foreign_key="series.id", index=True, max_length=24)
    role: str = Field(max_length=16)  # organiser
    created_at: datetime = _timestamp()


SERIES = SeriesRecord.__table__
SERIES_TOKEN = SeriesToken.__table__


# --- Codes: every code the service hands out to be typed, under its text (api/codes/).

class IssuedCode(SQLModel, table=True):
    """A code that leads somewhere: a match's join code, a tournament check-in card's, a series
    card's, a 2P6C community's. Keyed by its text, so no two things of any kind share one, and a
    typed code names one thing (POST /codes/lookup). Tournament and series codes live in their
    snapshots' JSON; this row is what finds them without knowing the tournament or series."""

    __tablename__ = "issued_code"

    code: str = Field(primary_key=True, max_length=16)
    kind: str = Field(max_length=16)   # match | check_in | series_card | community
    owner: str = Field(max_length=24)  # the match's, tournament's, series' or community's id
    created_at: datetime = _timestamp()


ISSUED_CODE = IssuedCode.__table__
