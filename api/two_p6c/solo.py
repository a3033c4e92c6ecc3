"""2P6C beyond the table (docs/games/2p6c.md §1.5, §5.6): stored deck definitions, solo player profiles, their
history of finished solo matches, and the regional or virtual communities they compare it in.

A profile is not a seat: its token (256-bit, stored as its SHA-256, sent as Bearer) outlives any
match. A match enters a history when the player shows the token of its seat 0; the statistics are
taken from the match's own result (SoloService.solo_match), never from the client. A community
sees only the UINs its members chose to share with it, as rankings and percentiles. A player takes
any of it back (leaving.py): a result withdrawn from a community, a community left, the profile
deleted with everything of it.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from fractions import Fraction
from typing import Any

from sqlalchemy import Connection, Row, func, insert, select

from models import jsoncodec
from models.db import Database
from models.tables import COMMUNITY, COMMUNITY_MEMBER, COMMUNITY_RESULT, DECK, SOLO_PLAYER, SOLO_RESULT, utcnow
from rules.options import depth_of

from ..auth import new_token, token_hash
from ..codes import issued
from ..errors import problem, service_refusal
from ..issued_tokens import not_for_this
from ..matches.service import JOIN_CODE_LENGTH, MatchService, new_match_id, normalise_join_code
from ..matches.snapshots import game_rules
from . import leaving, solo_stats
from .matches import first_seat_match

SOLO_GAME = "2p6c"
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def deck_key(definition: dict[str, Any]) -> str:
    """The content address of a verified deck: SHA-256 of its canonical JSON (sorted keys)."""
    return hashlib.sha256(jsoncodec.dumps_sorted(definition)).hexdigest()


def canonical_deck(definition: dict[str, Any]) -> dict[str, Any]:
    """The deck as stored: every field as DeckSchema loaded it, cards in order of their codes
    (which card comes first says nothing about the deck)."""
    return {**definition, "cards": sorted((dict(card) for card in definition["cards"]),
                                          key=lambda card: card["code"])}


def _iso(moment: datetime) -> str:
    return _aware(moment).isoformat()


def _aware(moment: datetime) -> datetime:
    # SQLite hands back what was stored in UTC without its zone.
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


@dataclass(frozen=True)
class SoloMatch:
    """What a match gives its player's solo history (docs/games/2p6c.md §5.6), as the match stands now."""
    game: str
    players: int
    finished: bool
    # From the result when the match is a finished 2P6C match of one player; None otherwise.
    solo: dict[str, Any] | None
    deck_id: str | None
    options: dict[str, Any]
    finished_ms: int | None

    @property
    def depth(self) -> str:
        """every_move for a match refereed move by move, quick for one logged from its end figures."""
        return depth_of(self.options)


class SoloService:
    def __init__(self, db: Database, matches: MatchService) -> None:
        self.db = db
        self.matches = matches

    def solo_match(self, match_id: str, seat_token_hash: str) -> SoloMatch:
        """The match as its player's solo history would record it, for the token of its seat 0.

        404 for no such match; 403 (SOLO-SEAT-TOKEN) for any other token, the host's included:
        the history is the player's, and the seat's token is the one the player's phone holds.
        """
        match = first_seat_match(self.db, match_id, seat_token_hash)
        if match is None:
            raise service_refusal("SOLO-SEAT-TOKEN", status=403)
        solo = None
        if match.finished and match.game == SOLO_GAME and match.players == 1:
            outcome = match.outcome()
            solo = dict(outcome.extras["solo"]) if outcome is not None else None
        deck = match.options.get("deck") if isinstance(match.options, dict) else None
        return SoloMatch(game=match.game, players=match.players, finished=match.finished,
                         solo=solo, deck_id=deck.get("deck_id") if isinstance(deck, dict) else None,
                         options=dict(match.options), finished_ms=match.finished_ms)

    # --- deck definitions (§1.5) -----------------------------------------------------------------

    def store_deck(self, definition: dict[str, Any]) -> tuple[dict[str, Any], bool]:
        """Store a verified deck under its content address; (stored deck, whether it is new)."""
        deck = canonical_deck(definition)
        key = deck_key(deck)

        def store(conn: Connection) -> tuple[dict[str, Any], bool]:
            row = conn.execute(select(DECK).where(DECK.c.id == key)).first()
            if row is not None:
                return _deck(row), False
            values = {"id": key, "deck_id": deck["deck_id"], "name": deck["name"],
                      "card_count": len(deck["cards"]), "definition": deck, "created_at": utcnow()}
            conn.execute(insert(DECK).values(**values))
            return {**_deck_summary_values(values), "deck": deck}, True
        return self.db.write_retrying(store)

    def decks(self, limit: int, offset: int) -> list[dict[str, Any]]:
        with self.db.read() as conn:
            rows = conn.execute(select(DECK.c.id, DECK.c.deck_id, DECK.c.name, DECK.c.card_count,
                                       DECK.c.created_at)
                                .order_by(DECK.c.created_at.desc(), DECK.c.id)
                                .limit(limit).offset(offset)).all()
        return [_deck_summary_values(row._mapping) for row in rows]

    def deck(self, key: str) -> dict[str, Any]:
        with self.db.read() as conn:
            row = conn.execute(select(DECK).where(DECK.c.id == key)).first()
        if row is None:
            raise problem(404, "no-deck")
        return _deck(row)

    # --- profiles --------------------------------------------------------------------------------

    def create_player(self, name: str) -> dict[str, Any]:
        token, hashed = new_token()
        player_id = new_match_id()
        with self.db.write() as conn:
            conn.execute(insert(SOLO_PLAYER).values(id=player_id, name=name, token_hash=hashed,
                                                    created_at=utcnow()))
        return {"id": player_id, "name": name, "token": token}

    def player(self, hashed: str) -> dict[str, Any]:
        with self.db.read() as conn:
            row = _player(conn, hashed)
        return {"id": row.id, "name": row.name}

    def delete_player(self, hashed: str) -> None:
        """Delete my data: the profile, its results (withdrawn from every community), its
        memberships. Its token is unknown from then on (401)."""
        def remove(conn: Connection) -> None:
            leaving.delete_player(conn, _player(conn, hashed, lock=True).id)
        # A result recorded or shared meanwhile breaks a foreign key: start over and delete it too.
        self.db.write_retrying(remove)

    # --- solo history (§5.6) ---------------------------------------------------------------------

    def record(self, hashed: str, match_id: str, seat_token: str) -> tuple[dict[str, Any], bool]:
        """Record a finished solo 2P6C match in the caller's history; (record, whether new)."""
        with self.db.read() as conn:
            player = _player(conn, hashed)
        match = self.solo_match(match_id, token_hash(seat_token))  # 404, 403

        def store(conn: Connection) -> tuple[dict[str, Any], bool]:
            _player(conn, hashed)  # still there: a profile deleted meanwhile answers 401
            existing = conn.execute(select(SOLO_RESULT).where(SOLO_RESULT.c.match_id == match_id)).first()
            if existing is not None:
                if existing.player_id != player.id:
                    raise service_refusal("SOLO-RECORDED-ELSEWHERE")
                return _result(existing), False
            if match.game != SOLO_GAME:
                raise service_refusal("SOLO-NOT-2P6C", game=game_rules(match.game).info.title)
            if match.players != 1:
                raise service_refusal("SOLO-NOT-SOLO", players=match.players)
            if not match.finished or match.solo is None:
                raise service_refusal("SOLO-NOT-FINISHED")
            solo = match.solo
            finished_at = (datetime.fromtimestamp(match.finished_ms / 1000, tz=timezone.utc)
                           if match.finished_ms is not None else utcnow())
            values = {
                "id": new_match_id(), "player_id": player.id, "match_id": match_id,
                "mlr_num": solo["mlr_fraction"][0], "mlr_den": solo["mlr_fraction"][1],
                "mlr": solo["mlr_display"], "fts": solo["fts"],
                "uin_num": solo["uin_fraction"][0], "uin_den": solo["uin_fraction"][1],
                "uin": solo["uin_display"], "cards_played": solo["cards_played"], "deck_id": match.deck_id,
                "mlr_include_initial": bool(match.options.get("mlr_include_initial")),
                "fts_include_initial_word": bool(match.options.get("fts_include_initial_word", True)),
                "depth": match.depth, "finished_at": finished_at, "recorded_at": utcnow()}
            conn.execute(insert(SOLO_RESULT).values(**values))
            return _result(values), True
        return self.db.write_retrying(store)

    def history(self, hashed: str) -> dict[str, Any]:
        with self.db.read() as conn:
            player = _player(conn, hashed)
            rows = conn.execute(select(SOLO_RESULT).where(SOLO_RESULT.c.player_id == player.id)
                                .order_by(SOLO_RESULT.c.finished_at, SOLO_RESULT.c.recorded_at,
                                          SOLO_RESULT.c.id)).all()
        results = [_result(row._mapping) for row in rows]
        return {"results": results, "chart": _chart(rows)}

    # --- communities -------------------------------------------------------------------------------

    def create_community(self, hashed: str, name: str, kind: str,
                         region: str | None) -> dict[str, Any]:
        def create(conn: Connection) -> dict[str, Any]:
            player = _player(conn, hashed)
            community_id, now = new_match_id(), utcnow()
            # No match, card or other community has it (api/codes); a race for it starts over.
            code = issued.unused(conn, JOIN_CODE_LENGTH)
            issued.register(conn, issued.COMMUNITY, community_id, [code])
            conn.execute(insert(COMMUNITY).values(id=community_id, name=name, kind=kind,
                                                  region=region, join_code=code,
                                                  created_by=player.id, created_at=now))
            conn.execute(insert(COMMUNITY_MEMBER).values(community_id=community_id,
                                                         player_id=player.id, joined_at=now))
            return {"id": community_id, "name": name, "kind": kind, "region": region,
                    "code": code, "members": 1}
        return self.db.write_retrying(create)

    def join_community(self, hashed: str, code: str) -> dict[str, Any]:
        normalised = normalise_join_code(code)

        def join(conn: Connection) -> dict[str, Any]:
            player = _player(conn, hashed)
            community = conn.execute(select(COMMUNITY).where(
                COMMUNITY.c.join_code == normalised)).first()
            if community is None:
                raise problem(404, "no-community-code", code=normalised)
            if _membership(conn, community.id, player.id) is None:
                conn.execute(insert(COMMUNITY_MEMBER).values(
                    community_id=community.id, player_id=player.id, joined_at=utcnow()))
            return _community(conn, community)
        return self.db.write_retrying(join)

    def my_communities(self, hashed: str) -> list[dict[str, Any]]:
        with self.db.read() as conn:
            player = _player(conn, hashed)
            rows = conn.execute(
                select(COMMUNITY).join(COMMUNITY_MEMBER,
                                       COMMUNITY_MEMBER.c.community_id == COMMUNITY.c.id)
                .where(COMMUNITY_MEMBER.c.player_id == player.id)
                .order_by(COMMUNITY_MEMBER.c.joined_at, COMMUNITY.c.id)).all()
            return [_community(conn, row) for row in rows]

    def share(self, hashed: str, community_id: str, result_id: str) -> tuple[dict[str, Any], bool]:
        """Share one of the caller's results with a community they belong to; (share, whether new)."""
        def share(conn: Connection) -> tuple[dict[str, Any], bool]:
            # The lock first: a profile deleted while this waited for it is then unknown (401).
            leaving.lock_community(conn, community_id, sharing=True)
            player = _player(conn, hashed)
            _member_of(conn, community_id, player.id)
            _own_result(conn, result_id, player.id)
            posted = conn.execute(select(COMMUNITY_RESULT.c.posted_at).where(
                COMMUNITY_RESULT.c.community_id == community_id,
                COMMUNITY_RESULT.c.result_id == result_id)).first()
            if posted is not None:
                return _shared(community_id, result_id, posted.posted_at), False
            now = utcnow()
            conn.execute(insert(COMMUNITY_RESULT).values(community_id=community_id,
                                                         result_id=result_id, posted_at=now))
            return _shared(community_id, result_id, now), True
        return self.db.write_retrying(share)

    def my_shares(self, hashed: str, community_id: str) -> list[dict[str, Any]]:
        """The caller's own results shared with a community they belong to, oldest share first."""
        with self.db.read() as conn:
            player = _player(conn, hashed)
            _member_of(conn, community_id, player.id)
            rows = conn.execute(
                select(COMMUNITY_RESULT.c.result_id, COMMUNITY_RESULT.c.posted_at)
                .join(SOLO_RESULT, SOLO_RESULT.c.id == COMMUNITY_RESULT.c.result_id)
                .where(COMMUNITY_RESULT.c.community_id == community_id, SOLO_RESULT.c.player_id == player.id)
                .order_by(COMMUNITY_RESULT.c.posted_at, COMMUNITY_RESULT.c.result_id)).all()
        return [_shared(community_id, row.result_id, row.posted_at) for row in rows]

    def withdraw(self, hashed: str, community_id: str, result_id: str) -> None:
        """Take one of the caller's results back from a community; their history keeps it."""
        def take_back(conn: Connection) -> None:
            leaving.lock_community(conn, community_id)
            player = _player(conn, hashed)
            _member_of(conn, community_id, player.id)
            _own_result(conn, result_id, player.id)
            if not leaving.withdraw(conn, community_id, result_id):
                raise problem(404, "not-shared")
        self.db.write_retrying(take_back)

    def leave(self, hashed: str, community_id: str) -> None:
        """The caller leaves a community, and takes back every result they shared there."""
        def go(conn: Connection) -> None:
            found = leaving.lock_community(conn, community_id)
            player = _player(conn, hashed)
            if not found:
                raise problem(404, "no-community")
            if not leaving.leave(conn, community_id, player.id):
                raise problem(404, "not-a-member")
        self.db.write_retrying(go)

    def rankings(self, hashed: str, community_id: str, depth: str | None = None) -> dict[str, Any]:
        """The community's rankings over every result shared there, or only over those entered at
        `depth` (refereed move by move, or logged quickly)."""
        with self.db.read() as conn:
            player = _player(conn, hashed)
            _member_of(conn, community_id, player.id)
            query = (
                select(SOLO_PLAYER.c.id, SOLO_PLAYER.c.name, SOLO_RESULT.c.uin_num,
                       SOLO_RESULT.c.uin_den, SOLO_RESULT.c.depth)
                .select_from(COMMUNITY_RESULT
                             .join(SOLO_RESULT, SOLO_RESULT.c.id == COMMUNITY_RESULT.c.result_id)
                             .join(SOLO_PLAYER, SOLO_PLAYER.c.id == SOLO_RESULT.c.player_id)
                             # Only those still members: whoever leaves takes their results along.
                             .join(COMMUNITY_MEMBER, (COMMUNITY_MEMBER.c.player_id == SOLO_PLAYER.c.id)
                                   & (COMMUNITY_MEMBER.c.community_id == COMMUNITY_RESULT.c.community_id)))
                .where(COMMUNITY_RESULT.c.community_id == community_id))
            if depth is not None:
                query = query.where(SOLO_RESULT.c.depth == depth)
            rows = conn.execute(query).all()
        return {"community_id": community_id, "depth": depth, **solo_stats.community_figures(
            [(row.id, row.name, Fraction(row.uin_num, row.uin_den), row.depth) for row in rows],
            player.id)}


# --- rows to answers ------------------------------------------------------------------------------

def _player(conn: Connection, hashed: str, lock: bool = False) -> Row:
    query = select(SOLO_PLAYER.c.id, SOLO_PLAYER.c.name).where(SOLO_PLAYER.c.token_hash == hashed)
    row = conn.execute(query.with_for_update() if lock else query).first()
    if row is None:  # a match's token, or a tournament's, is no profile's: 403 (api/issued_tokens.py)
        raise not_for_this(conn, hashed, "not-a-profile-token", "bad-profile-token")
    return row


def _membership(conn: Connection, community_id: str, player_id: str) -> Row | None:
    return conn.execute(select(COMMUNITY_MEMBER.c.player_id).where(
        COMMUNITY_MEMBER.c.community_id == community_id,
        COMMUNITY_MEMBER.c.player_id == player_id)).first()


def _member_of(conn: Connection, community_id: str, player_id: str) -> None:
    """404 for no such community; 403 (COMMUNITY-NOT-MEMBER) if the player is not in it."""
    if conn.execute(select(COMMUNITY.c.id).where(COMMUNITY.c.id == community_id)).first() is None:
        raise problem(404, "no-community")
    if _membership(conn, community_id, player_id) is None:
        raise service_refusal("COMMUNITY-NOT-MEMBER", status=403)


def _own_result(conn: Connection, result_id: str, player_id: str) -> None:
    """403 (COMMUNITY-NOT-YOUR-RESULT) unless the result is in the player's own history."""
    owner = conn.execute(select(SOLO_RESULT.c.player_id).where(SOLO_RESULT.c.id == result_id)).first()
    if owner is None or owner.player_id != player_id:
        # Someone else's result and no result at all look the same from outside.
        raise service_refusal("COMMUNITY-NOT-YOUR-RESULT", status=403)


def _community(conn: Connection, row: Row) -> dict[str, Any]:
    members = conn.execute(select(func.count()).select_from(COMMUNITY_MEMBER).where(
        COMMUNITY_MEMBER.c.community_id == row.id)).scalar_one()
    return {"id": row.id, "name": row.name, "kind": row.kind, "region": row.region,
            "code": row.join_code, "members": members}


def _shared(community_id: str, result_id: str, posted_at: datetime) -> dict[str, Any]:
    return {"community_id": community_id, "result_id": result_id, "posted_at": _iso(posted_at)}


def _deck_summary_values(values: Any) -> dict[str, Any]:
    return {"id": values["id"], "deck_id": values["deck_id"], "name": values["name"],
            "card_count": values["card_count"], "created_at": _iso(values["created_at"])}


def _deck(row: Row) -> dict[str, Any]:
    return {**_deck_summary_values(row._mapping), "deck": row.definition}


def _result(values: Any) -> dict[str, Any]:
    """A history record: MLR and UIN as numbers, with the display form the match showed (as
    stored) and the exact fraction beside each."""
    values = values._mapping if isinstance(values, Row) else values
    mlr = Fraction(values["mlr_num"], values["mlr_den"])
    uin = Fraction(values["uin_num"], values["uin_den"])
    return {
        "id": values["id"], "match_id": values["match_id"],
        "finished_at": _iso(values["finished_at"]),
        "mlr": float(mlr), "mlr_display": values["mlr"],
        "mlr_fraction": [values["mlr_num"], values["mlr_den"]],
        "fts": values["fts"],
        "uin": float(uin), "uin_display": values["uin"],
        "uin_fraction": [values["uin_num"], values["uin_den"]],
        "cards_played": values["cards_played"], "deck_id": values["deck_id"],
        "house_options": {"mlr_include_initial": values["mlr_include_initial"],
                          "fts_include_initial_word": values["fts_include_initial_word"]},
        "depth": values["depth"],
    }


def _chart(rows: list[Row]) -> dict[str, list]:
    """Series over time: the exact values as numbers (the records' `mlr` and `uin`), and the best
    UIN so far."""
    chart: dict[str, list] = {"t": [], "mlr": [], "fts": [], "uin": [], "best_uin": []}
    best: Fraction | None = None
    for row in rows:
        uin = Fraction(row.uin_num, row.uin_den)
        best = uin if best is None or uin > best else best
        chart["t"].append((_aware(row.finished_at) - EPOCH) // timedelta(milliseconds=1))
        chart["mlr"].append(float(Fraction(row.mlr_num, row.mlr_den)))
        chart["fts"].append(row.fts)
        chart["uin"].append(float(uin))
        chart["best_uin"].append(float(best))
    return chart

