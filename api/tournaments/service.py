"""Tournaments in the service: the pure tournament (rules/tournaments) stored as a snapshot with a
version, changed by one operation at a time (read, apply, write only if nobody wrote since), with
every change in its audit. Tables' matches are made here, results are read from those matches
(never typed in twice), and the tokens say who may do what: organisers everything (handing out,
freeing and reassigning a table's seats too), a checked-in player their own seat of their table's
match and its paper result (one token per player: checking in again replaces it), everyone else
only reads.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from flask import current_app
from marshmallow import ValidationError
from sqlalchemy import Connection, insert, select, update

from models.db import Database
from models.tables import MATCH, SEAT, SERIES_TOKEN, TOURNAMENT, TOURNAMENT_EVENT, TOURNAMENT_TOKEN, utcnow
from rules import referee, registry
from rules.errors import RuleViolation, Seat
from rules.schema_errors import explain_messages
from rules.tournaments import profiles, snapshot, tournament as tour
from rules.tournaments.messages import ALL_RULES
from rules.tournaments.standings import explain

from ..auth import new_token
from ..codes import issued
from ..errors import Problem, problem, refusal
from ..issued_tokens import not_for_this
from ..live import tournament_channel
from ..matches.seats import SeatKeeper
from ..matches.service import JOIN_CODE_LENGTH, MatchService, new_match_id, normalise_join_code
from ..matches.snapshots import load_snapshot
from ..matches.statements import NOTIFY

EXTENSION = "table_referee_tournaments"
ATTEMPTS = 8


def tournaments() -> "TournamentService":
    return current_app.extensions[EXTENSION]


@dataclass(frozen=True)
class Caller:
    role: str | None = None       # organiser | player | None (anyone)
    player: int | None = None
    # An organiser by the token of the series this tournament is an event of: the series'
    # organiser manages every event of it, and the audit says it was them.
    series: bool = False

    @property
    def organiser(self) -> bool:
        return self.role == "organiser"

    @property
    def audited_as(self) -> str:
        """Who acted, as the audit records it."""
        return "series_organiser" if self.series else self.role or "service"


class TournamentService:
    def __init__(self, db: Database, matches: MatchService) -> None:
        self.db = db
        self.matches = matches
        # The series' rating ordinals of a tournament's entries (api/series sets it), for seating
        # by rating; None outside a series, where the tournament's own tables are rated.
        self.series_ordinals: Callable[[str], Mapping[int, float] | None] = lambda _tournament_id: None
        # In an event of a series (series id, tournament id): the entries whose member asked to be
        # shown by initials on public pages, and how (api/series sets it). Everyone but the
        # organisers then sees them so, here and at the tables' matches, as on the series' pages.
        self.series_names: Callable[[str, str], Mapping[int, str]] = lambda _series_id, _tournament_id: {}

    # --- create, read --------------------------------------------------------------------------

    def create(self, body: Mapping[str, Any], series_id: str | None = None) -> dict[str, Any]:
        rules = registry.GAMES.get(body["game"])
        if rules is None:
            raise problem(404, "no-game", slug=body["game"])
        schema = rules.info.options_schema()
        try:
            options = dict(schema.load(body.get("options") or {}))
        except ValidationError as error:
            raise Problem(422, errors={"options": explain_messages(error.messages, schema)}) from error
        asked = body.get("profile") or {}
        try:
            kind = profiles.fitting(asked.get("kind"), rules.info.tournament_scorings, rules.info.title)
        except RuleViolation as violation:  # a request that can never be right for this game
            raise refusal(violation, ALL_RULES, [], status=422) from violation
        config = {"game": body["game"], "name": body["name"], "options": options,
                  "profile": profiles.profile(kind, **{k: v for k, v in asked.items() if k != "kind"}),
                  "chain": tuple(body["chain"]), "seed": body.get("seed") or secrets.token_hex(8),
                  "rounds_limit": body.get("rounds"), "target_score": body.get("target_score"),
                  "tiebreak": body["tiebreak"], "seating": body["seating"], "smallest": max(2, rules.info.min_players),
                  "largest": min(4, rules.info.max_players), "lower_total_wins": rules.info.lower_totals_win}
        _every_table_can_play(rules, options, config["smallest"], config["largest"])
        empty = self._rule(lambda: tour.new_tournament(**config), [])
        token, hashed = new_token()
        tournament_id = new_match_id()

        def store(conn: Connection) -> tour.Tournament:
            # The cards' codes are drawn and registered in the transaction that stores them: one
            # another request registered meanwhile makes write_retrying start over with new ones.
            t = empty
            for name in body.get("players") or []:
                t = self._rule(lambda t=t, name=name: tour.register(t, name, _code(conn, t)), t.names)
            now = utcnow()
            conn.execute(insert(TOURNAMENT).values(id=tournament_id, game=t.game, name=t.name,
                                                   state=snapshot.dump(t), version=0,
                                                   created_at=now, updated_at=now, series_id=series_id))
            issued.register(conn, issued.CHECK_IN, tournament_id, [e.code for e in t.entrants])
            conn.execute(insert(TOURNAMENT_TOKEN).values(token_hash=hashed, tournament_id=tournament_id,
                                                         role="organiser", created_at=now))
            _audit(conn, tournament_id, "create", {"name": t.name, "game": t.game}, Caller("organiser"))
            return t
        t = self.db.write_retrying(store)
        return {"id": tournament_id, "organiser_token": token,
                "tournament": self._view(tournament_id, t, 0, Caller("organiser"))}

    def caller(self, tournament_id: str, hashed: str | None, conn: Connection | None = None) -> Caller:
        """Who the token stands for here: anyone without one; an organiser for this tournament's
        organiser tokens and for the organiser's token of the series it is an event of (who
        manages every event of the series); a player for the latest check-in's token. 401 for a
        token nobody issued (or one a later check-in replaced, an invitation used), 403 for any
        other the service issued: another tournament's, an invitation (exchanged at /organisers,
        never sent elsewhere), a match's, another series', a profile's (api/issued_tokens.py)."""
        if hashed is None:
            return Caller()
        if conn is not None:
            return _caller(conn, tournament_id, hashed)
        with self.db.read() as c:
            return _caller(c, tournament_id, hashed)

    def view(self, tournament_id: str, caller: Caller) -> dict[str, Any]:
        t, version = self._synced(tournament_id)
        return self._view(tournament_id, t, version, caller)

    def current(self, tournament_id: str) -> tuple[tour.Tournament, int]:
        """The tournament as it stands, every finished table match's result taken in."""
        return self._synced(tournament_id)

    def register_entry(self, tournament_id: str, name: str) -> int:
        """A late entry made for a series member checking in with their series card: their id."""
        t, _version = self._write(tournament_id, Caller("player"), "register", {"name": name},
                                  lambda t: tour.register(t, name, self._fresh_code(t)))
        return next(e.id for e in t.entrants if e.name == name)

    def standings(self, tournament_id: str) -> dict[str, Any]:
        t, version = self._synced(tournament_id)
        return {"id": tournament_id, "version": version, "rows": _rows(t, self._names(tournament_id, t, Caller()))}

    def names_changed(self, tournament_id: str, players: Iterable[int]) -> None:
        """How these entries are shown changed (their series member asked for initials, or no
        longer; an entry linked to such a member): the seats they hold at the tables' matches take
        the name everyone but the organisers sees, and the tournament's version goes up, so its
        live pages and every phone at those tables redraw."""
        t, _version = self._load(tournament_id)
        names = self._names(tournament_id, t, Caller())
        seats = [(table.match_id, seat, names[player]) for r in t.rounds for table in r.tables if table.match_id
                 for seat, player in enumerate(table.players) if player in set(players)]
        if seats:
            with self.db.write() as conn:
                moved = SeatKeeper(self.matches).rename_seats(conn, seats)
            for match_id, match_version in moved:
                self.matches.hub.publish(match_id, match_version)
        # Nothing in the tournament itself changed but what its pages show: written all the same.
        self._write(tournament_id, Caller(), "names", {"players": sorted(set(players))}, lambda current: current,
                    also=lambda _conn: None)

    def clock(self, tournament_id: str) -> dict[str, Any]:
        t, _version = self._load(tournament_id)
        current = t.rounds[-1] if t.rounds else None
        return {"now_ms": self.matches.clock(), "round": current.number if current else None,
                "started": bool(current and current.started),
                "deadline_ms": current.deadline_ms if current else None,
                "tables": [{"table": x.number, "extra_ms": x.extra_ms} for x in current.tables] if current else []}

    # --- what organisers and players do ----------------------------------------------------------

    def act(self, tournament_id: str, caller: Caller, kind: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """One operation, checked against who asks, applied to the current tournament."""
        if kind in ORGANISER_ONLY and not caller.organiser:
            raise problem(403, "organisers-only")
        if kind in PLAYER_ONLY and caller.role != "player":
            raise problem(403, "players-only")
        if kind == "paper":
            self._no_match_under_way(tournament_id, body)
        logged = dict(body)  # what the audit keeps: the body, and a corrected result's old value
        made = self._matches_for(tournament_id, body) if kind == "start" else None
        ordinals = self.series_ordinals(tournament_id) if kind == "seat" else None
        # Seats of table matches that change hands with this operation: (match id, seat, name).
        handed: list[tuple[str, int, str]] = []

        def shown(current: tour.Tournament) -> list[str]:
            """The names a table's phones see (no organiser's)."""
            return self._names(tournament_id, current, Caller())

        def change(t: tour.Tournament) -> tour.Tournament:
            if kind == "register":
                return tour.register(t, body["name"], self._fresh_code(t))
            if kind == "drop":
                return tour.drop(t, body["player"])
            if kind == "keep_apart":
                return tour.keep_apart(t, body["players"][0], body["players"][1])
            if kind == "seat":
                return tour.seat_next(t, ordinals)
            if kind == "swap":
                return tour.swap(t, body["round"], body["players"][0], body["players"][1])
            if kind == "start":
                deadline = None if body.get("minutes") is None else self.matches.clock() + body["minutes"] * 60_000
                return tour.start(t, body["round"], made, deadline)
            if kind == "timer":
                deadline = None if body.get("minutes") is None else self.matches.clock() + body["minutes"] * 60_000
                return tour.set_deadline(t, body["round"], deadline)
            if kind == "extra_time":
                return tour.extra_time(t, body["round"], body["table"], body["minutes"] * 60_000)
            if kind == "correct":
                tables = t.round(body["round"]).tables
                logged["before"] = tables[body["table"] - 1].result if 1 <= body["table"] <= len(tables) else None
                return tour.correct(t, body["round"], body["table"], body["result"])
            if kind == "paper":
                return tour.enter_paper(t, body["round"], body["table"], caller.player, body["result"])
            if kind == "confirm":
                return tour.confirm_paper(t, body["round"], body["table"], caller.player)
            if kind == "release":
                _round, table = tour.playing_seat(t, body["round"], body["table"], body["seat"])
                handed[:] = [(table.match_id, body["seat"], shown(t)[table.players[body["seat"]]])]
                logged["player"] = table.players[body["seat"]]
                return t
            if kind == "reassign":
                _round, table = tour.playing_seat(t, body["round"], body["table"], body["seat"])
                logged["before"] = table.players[body["seat"]]
                changed = tour.reassign(t, body["round"], body["table"], body["seat"], body["player"])
                handed[:] = _seats_changed(t, changed, body["round"], shown(changed))
                return changed
            raise AssertionError(kind)

        moved: list[tuple[str, int]] = []

        def hand_over(conn: Connection) -> None:
            moved[:] = SeatKeeper(self.matches).release_seats(conn, handed)

        also = hand_over if kind in ("release", "reassign") else None
        t, version = self._write(tournament_id, caller, kind, logged, change, also)
        for match_id, match_version in moved:
            self.matches.hub.publish(match_id, match_version)
        return self._view(tournament_id, t, version, caller)

    def seat_claim(self, hashed: str | None) -> Callable[[Connection, str, Mapping[str, Any], int], None]:
        """What a claim on a tournament table's seat must show (POST /join): the token of the
        seat's own player, checked in (the latest check-in's), or an organiser's. Checked inside
        the join's transaction, against the tournament as it is then."""
        def check(conn: Connection, match_id: str, link: Mapping[str, Any], seat: int) -> None:
            t, _version = self._load(link["id"], conn)
            found = tour.seat_of_match(t, match_id, seat)
            if found is None:
                return  # a seat the match lacks: the match refuses it (JOIN-NO-SEAT)
            table, owner = found
            caller = Caller()
            if hashed is not None:
                try:
                    caller = self.caller(link["id"], hashed, conn)
                except Problem as refused:
                    if refused.status == 401:
                        raise  # a token nobody issued, or one a later check-in replaced
            if caller.organiser or (caller.role == "player" and caller.player == owner):
                return
            violation = t.refuse("TOUR-SEAT-NOT-YOURS", seat=seat, table=table.number, player=Seat(owner))
            raise refusal(violation, ALL_RULES, self._names(link["id"], t, caller, conn=conn), status=403)
        return check

    def check_in(self, tournament_id: str, code: str) -> dict[str, Any]:
        """A player checks in with the code on their table card and gets their player token."""
        token, hashed = new_token()
        holder: dict[str, Any] = {}
        logged: dict[str, Any] = {}  # the audit's: who, and whether an earlier phone was signed out

        def change(t: tour.Tournament) -> tour.Tournament:
            entrant = tour.by_code(t, normalise_join_code(code))
            holder["player"] = logged["player"] = entrant.id
            logged["again"] = entrant.checked_in
            return tour.check_in(t, normalise_join_code(code), self.matches.clock())

        def also(conn: Connection) -> None:
            # One phone per player: the token of an earlier check-in stops working (401).
            conn.execute(TOURNAMENT_TOKEN.delete().where(
                TOURNAMENT_TOKEN.c.tournament_id == tournament_id, TOURNAMENT_TOKEN.c.role == "player",
                TOURNAMENT_TOKEN.c.player == holder["player"]))
            conn.execute(insert(TOURNAMENT_TOKEN).values(token_hash=hashed, tournament_id=tournament_id,
                                                         role="player", player=holder["player"],
                                                         created_at=utcnow()))
        t, version = self._write(tournament_id, Caller("player"), "check_in", logged, change, also)
        caller = Caller("player", holder["player"])
        # Their own name, to the holder of their card: as typed, like a series member's own page.
        return {"player": holder["player"], "name": t.entrants[holder["player"]].name, "player_token": token,
                "tournament": self._view(tournament_id, t, version, caller)}

    def invite(self, tournament_id: str, caller: Caller) -> dict[str, Any]:
        """A one-time invitation a co-organiser exchanges for their own organiser token."""
        if not caller.organiser:
            raise problem(403, "organisers-only")
        self._load(tournament_id)
        token, hashed = new_token()
        with self.db.write() as conn:
            conn.execute(insert(TOURNAMENT_TOKEN).values(token_hash=hashed, tournament_id=tournament_id,
                                                         role="invite", created_at=utcnow()))
            _audit(conn, tournament_id, "invite", {}, caller)
        return {"invite": token}

    def accept(self, tournament_id: str, invite_hash: str) -> dict[str, Any]:
        token, hashed = new_token()
        with self.db.write() as conn:
            used = conn.execute(TOURNAMENT_TOKEN.delete().where(
                TOURNAMENT_TOKEN.c.token_hash == invite_hash, TOURNAMENT_TOKEN.c.role == "invite",
                TOURNAMENT_TOKEN.c.tournament_id == tournament_id))
            if used.rowcount != 1:
                raise not_for_this(conn, invite_hash, "not-an-invite", "no-invite",
                                   headers={"WWW-Authenticate": "Bearer"})
            conn.execute(insert(TOURNAMENT_TOKEN).values(token_hash=hashed, tournament_id=tournament_id,
                                                         role="organiser", created_at=utcnow()))
            _audit(conn, tournament_id, "co_organiser", {}, Caller("organiser"))
        return {"organiser_token": token}

    def audit(self, tournament_id: str, caller: Caller) -> list[dict[str, Any]]:
        if not caller.organiser:
            raise problem(403, "organisers-only")
        with self.db.read() as conn:
            rows = conn.execute(select(TOURNAMENT_EVENT).where(TOURNAMENT_EVENT.c.tournament_id == tournament_id)
                                .order_by(TOURNAMENT_EVENT.c.id)).all()
        return [{"type": r.type, "payload": r.payload, "by": r.by_role, "player": r.by_player,
                 "at": r.at.isoformat()} for r in rows]

    # --- the machinery ---------------------------------------------------------------------------

    def _no_match_under_way(self, tournament_id: str, body: Mapping[str, Any]) -> None:
        """A table whose match is being played on the phones takes its result from it, not paper."""
        t, _version = self._load(tournament_id)
        try:
            tables = t.round(body["round"]).tables
        except RuleViolation:
            return  # the paper entry itself refuses it, with its rule
        table = tables[body["table"] - 1] if 1 <= body["table"] <= len(tables) else None
        if table is not None and table.match_id and self.matches.version(table.match_id) > 0:
            raise refusal(RuleViolation("TOUR-RESULT-FROM-MATCH", table=table.number), ALL_RULES,
                          self._names(tournament_id, t, Caller("player")))

    def _matches_for(self, tournament_id: str, body: Mapping[str, Any]) -> dict[int, tuple[str, str, tuple]]:
        """Each table of the round gets its match, seats in the order the seating gave. Made once,
        before the round is written, so a write that must start over does not make them again."""
        t, _version = self._load(tournament_id)
        try:
            r = t.round(body["round"])
        except RuleViolation as violation:
            raise refusal(violation, ALL_RULES, t.names) from violation
        if r.started or t.finished:
            return {}  # tour.start refuses it, with its rule
        made = {}
        shown = self._names(tournament_id, t, Caller())  # the table's phones are no organiser's
        for table in r.tables:
            names = [shown[p] for p in table.players]
            link = {"id": tournament_id, "name": t.name, "round": r.number, "table": table.number}
            created = self.matches.create(t.game, names, table_options(t.game, t.options, len(names)),
                                          tournament=link)
            made[table.number] = (created["id"], created["join_code"], table.players)
        return made

    def set_series(self, tournament_id: str, series_id: str) -> None:
        """The tournament is now an event of `series_id` (attached after it was made)."""
        with self.db.write() as conn:
            conn.execute(update(TOURNAMENT).where(TOURNAMENT.c.id == tournament_id).values(
                series_id=series_id, updated_at=utcnow()))

    def _series_of(self, tournament_id: str, conn: Connection | None = None) -> str | None:
        query = select(TOURNAMENT.c.series_id).where(TOURNAMENT.c.id == tournament_id)
        if conn is not None:
            return conn.execute(query).scalar()
        with self.db.read() as c:
            return c.execute(query).scalar()

    def _load(self, tournament_id: str, conn: Connection | None = None) -> tuple[tour.Tournament, int]:
        def read(c: Connection):
            return c.execute(select(TOURNAMENT.c.state, TOURNAMENT.c.version)
                             .where(TOURNAMENT.c.id == tournament_id)).first()
        if conn is not None:
            row = read(conn)
        else:
            with self.db.read() as c:
                row = read(c)
        if row is None:
            raise problem(404, "no-tournament")
        return snapshot.load(row.state), row.version

    def _synced(self, tournament_id: str) -> tuple[tour.Tournament, int]:
        """The tournament with every finished table match's result taken in (stored if new)."""
        t, version = self._load(tournament_id)
        if not _match_news(self.db, t):
            return t, version
        return self._write(tournament_id, Caller(), "results", {}, lambda current: current)

    def _fresh_code(self, t: tour.Tournament) -> str:
        """A check-in code for a new entry, drawn before the write that registers it (_write)."""
        with self.db.read() as conn:
            return _code(conn, t)

    def _write(self, tournament_id: str, caller: Caller, kind: str, body: Mapping[str, Any],
               change: Callable[[tour.Tournament], tour.Tournament],
               also: Callable[[Connection], None] | None = None) -> tuple[tour.Tournament, int]:
        for _ in range(ATTEMPTS):
            t, version = self._load(tournament_id)
            synced, taken_in = _take_results(self.db, t)
            try:
                changed = change(synced)
            except RuleViolation as violation:
                raise refusal(violation, ALL_RULES, self._names(tournament_id, t, caller)) from violation
            try:
                with self.db.write() as conn:
                    if changed == t and also is None:
                        return t, version
                    written = conn.execute(update(TOURNAMENT).where(
                        TOURNAMENT.c.id == tournament_id, TOURNAMENT.c.version == version).values(
                        state=snapshot.dump(changed), version=version + 1, updated_at=utcnow()))
                    if written.rowcount != 1:
                        continue  # someone wrote first: start over from theirs
                    self._close(conn, taken_in)
                    # A new entry's card code leads here from now on (api/codes).
                    issued.register(conn, issued.CHECK_IN, tournament_id,
                                    sorted({e.code for e in changed.entrants} - {e.code for e in t.entrants}))
                    if synced != t:
                        _audit(conn, tournament_id, "results", {}, Caller())
                    if kind != "results":
                        _audit(conn, tournament_id, kind, dict(body), caller)
                    if also is not None:
                        also(conn)
                    if self.db.kind == "postgresql":  # delivered on commit to the other processes
                        conn.execute(NOTIFY, {"note": f"{tournament_channel(tournament_id)} {version + 1}"})
            except _MatchMovedOn:
                continue  # a table's match changed after its result was read: read it again
            except issued.CodeTaken:
                continue  # a new card's code was registered by another request meanwhile: draw again
            for match_id, closed_version in taken_in:
                self.matches.hub.publish(match_id, closed_version + 1)
            self.matches.hub.publish(tournament_channel(tournament_id), version + 1)
            return changed, version + 1
        raise problem(503, "unavailable")

    def _close(self, conn: Connection, taken_in: list[tuple[str, int]]) -> None:
        """The matches whose results were just taken in are closed to their phones
        (TOUR-MATCH-CLOSED), each one version on so its phones hear of it: only if still at the
        version whose result was read, else _MatchMovedOn and the write starts over."""
        for match_id, version in taken_in:
            link = conn.execute(select(MATCH.c.tournament).where(MATCH.c.id == match_id)).scalar_one()
            closed = conn.execute(update(MATCH).where(
                MATCH.c.id == match_id, MATCH.c.version == version).values(
                tournament={**link, "closed": True}, version=version + 1, updated_at=utcnow()))
            if closed.rowcount != 1:
                raise _MatchMovedOn(match_id)
            self.matches.notify(conn, match_id, version + 1)

    def live_points(self, tournament_id: str) -> tuple[int, list[str]]:
        """What a live view follows: the version, with finished tables' results taken in, and
        the matches of the tables still playing (their moves change the desk and the hall)."""
        t, version = self._synced(tournament_id)
        return version, _playing(t)

    def _held_seats(self, t: tour.Tournament) -> dict[str, list[bool]]:
        """For the organiser's desk: which seats of the playing tables' matches a phone holds."""
        playing = _playing(t)
        if not playing:
            return {}
        with self.db.read() as conn:
            rows = conn.execute(select(SEAT.c.match_id, SEAT.c.seat, SEAT.c.claimed)
                                .where(SEAT.c.match_id.in_(playing)).order_by(SEAT.c.seat)).all()
        held: dict[str, list[bool]] = {}
        for row in rows:
            held.setdefault(row.match_id, []).append(row.claimed)
        return held

    @staticmethod
    def _rule(make: Callable[[], tour.Tournament], names: list[str]) -> tour.Tournament:
        try:
            return make()
        except RuleViolation as violation:
            raise refusal(violation, ALL_RULES, names) from violation

    def _names(self, tournament_id: str, t: tour.Tournament, caller: Caller, series_id: str | None = None,
               conn: Connection | None = None) -> list[str]:
        """Each entry's name as `caller` sees it. Organisers see the names as typed (they call the
        players to their tables); in an event of a series everyone else sees a member who asked
        for it by their initials, as the series' public pages do, and a player their own name."""
        if caller.organiser:
            return t.names
        series_id = series_id or self._series_of(tournament_id, conn)
        if series_id is None:
            return t.names
        shown = self.series_names(series_id, tournament_id)
        return [e.name if e.id == caller.player else shown.get(e.id, e.name) for e in t.entrants]

    def _view(self, tournament_id: str, t: tour.Tournament, version: int, caller: Caller) -> dict[str, Any]:
        mine = caller.player
        held = self._held_seats(t) if caller.organiser else {}
        series_id = self._series_of(tournament_id)
        names = t.names if series_id is None else self._names(tournament_id, t, caller, series_id)
        return {
            "id": tournament_id, "version": version, "name": t.name, "game": t.game, "options": dict(t.options),
            "profile": dict(t.profile), "chain": list(t.chain), "rounds_limit": t.rounds_limit,
            "target_score": t.target_score, "tiebreak": t.tiebreak, "seating": t.seating,
            "series": series_id,
            **({"seed": t.seed} if caller.organiser else {}),  # the next seating is the organiser's to know
            "status": "finished" if t.finished else "running" if t.rounds else "registration",
            "champions": list(t.champions),
            "viewer": {"organiser": caller.organiser, "player": mine},
            "players": [{"id": e.id, "name": names[e.id], "checked_in": e.checked_in, "dropped": e.dropped,
                         **({"code": e.code, "check_ins": e.check_ins, "checked_in_ms": e.checked_in_ms}
                            if caller.organiser else {})} for e in t.entrants],
            "forbidden": [list(pair) for pair in t.forbidden] if caller.organiser else [],
            "rounds": [{"number": r.number, "started": r.started, "complete": r.complete, "playoff": r.playoff,
                        "deadline_ms": r.deadline_ms, "byes": list(r.byes),
                        "tables": [_table_view(x, caller.organiser or mine in x.players, held.get(x.match_id))
                                   for x in r.tables]}
                       for r in t.rounds],
            "standings": _rows(t, names),
        }


def _table_view(table: tour.Table, sees_codes: bool, held: list[bool] | None = None) -> dict[str, Any]:
    return {"table": table.number, "players": list(table.players), "match_id": table.match_id,
            "result": None if table.result is None else dict(table.result),
            "pending": None if table.pending is None else dict(table.pending), "extra_ms": table.extra_ms,
            "why": None if table.why is None else dict(table.why),
            **({"join_code": table.join_code} if sees_codes else {}),
            **({"held": held} if held is not None else {})}  # organisers: which seats a phone holds


def _seats_changed(before: tour.Tournament, after: tour.Tournament, number: int,
                   names: list[str]) -> list[tuple[str, int, str]]:
    """The seats of the round's table matches whose player changed: (match id, seat, new name)."""
    return [(new.match_id, seat, names[player])
            for old, new in zip(before.round(number).tables, after.round(number).tables) if new.match_id
            for seat, (was, player) in enumerate(zip(old.players, new.players)) if was != player]


def _rows(t: tour.Tournament, names: list[str]) -> list[dict[str, Any]]:
    return [{**explain(row), "name": names[row.player], "above_name": None if row.above is None else names[row.above]}
            for row in tour.table_of(t)]


def _playing(t: tour.Tournament) -> list[str]:
    """The matches of the current round's tables that have no result yet."""
    return [x.match_id for x in (t.rounds[-1].tables if t.rounds else ()) if x.match_id and x.result is None]


def _match_news(db: Database, t: tour.Tournament) -> list[tuple[str, Any, int, bool]]:
    """What the tables' matches say that the tournament does not know yet: (match id, result or
    None, the match's version, whether the table had a result from it). A table waiting for a
    result takes its finished match's; a table whose result came from its match follows the match
    when its version has moved since (a move taken back: no result while it is under way again)."""
    waiting = {x.match_id for r in t.rounds for x in r.tables if x.match_id and x.result is None}
    taken = {x.match_id: x.taken_version for r in t.rounds for x in r.tables
             if x.match_id and x.result is not None and x.result.get("source") == "match" and x.taken_version is not None}
    if not waiting and not taken:
        return []
    with db.read() as conn:
        rows = conn.execute(select(MATCH.c.id, MATCH.c.status, MATCH.c.version)
                            .where(MATCH.c.id.in_([*waiting, *taken]))).all()
        news = [row for row in rows if (row.id in waiting and row.status == "finished")
                or (row.id in taken and row.version != taken[row.id])]
        # Each finished match as the service reads it (its histories may be stored a line a
        # row, api/matches/lines.py).
        finished = {row.id: load_snapshot(conn, row.id) for row in news if row.status == "finished"}
    found = []
    for row in news:
        result = None
        if row.id in finished:
            snapshot = finished[row.id]
            outcome = snapshot.rules.outcome(snapshot.state)
            result = None if outcome is None else outcome.to_json()
        if row.id in waiting and result is None:
            continue
        found.append((row.id, result, row.version, row.id in taken))
    return found


class _MatchMovedOn(Exception):
    """A table's match changed between reading its result and closing it."""


def _take_results(db: Database, t: tour.Tournament) -> tuple[tour.Tournament, list[tuple[str, int]]]:
    """The tournament with its matches' news taken in, and the matches whose results it takes in
    now, each with the version read: the write closes them (one version on, the version the
    table then remembers)."""
    taken_in = []
    for match_id, result, version, had_result in _match_news(db, t):
        if had_result:
            t = tour.match_changed(t, match_id, result, version)
            continue
        taken = tour.match_finished(t, match_id, result, version + 1)
        if taken != t:
            taken_in.append((match_id, version))
        t = taken
    return t, taken_in


def _caller(conn: Connection, tournament_id: str, hashed: str) -> Caller:
    row = conn.execute(select(TOURNAMENT_TOKEN.c.tournament_id, TOURNAMENT_TOKEN.c.role, TOURNAMENT_TOKEN.c.player)
                       .where(TOURNAMENT_TOKEN.c.token_hash == hashed)).first()
    if row is not None and row.tournament_id == tournament_id and row.role != "invite":
        return Caller(row.role, row.player)
    if row is None and conn.execute(
            select(SERIES_TOKEN.c.series_id)
            .join(TOURNAMENT, TOURNAMENT.c.series_id == SERIES_TOKEN.c.series_id)
            .where(SERIES_TOKEN.c.token_hash == hashed, SERIES_TOKEN.c.role == "organiser",
                   TOURNAMENT.c.id == tournament_id)).first() is not None:
        return Caller("organiser", series=True)
    raise not_for_this(conn, hashed, "other-tournament", "no-tournament-token",
                       headers={"WWW-Authenticate": "Bearer"})


def _audit(conn: Connection, tournament_id: str, kind: str, payload: Mapping[str, Any], caller: Caller) -> None:
    conn.execute(insert(TOURNAMENT_EVENT).values(tournament_id=tournament_id, type=kind, payload=dict(payload),
                                                 by_role=caller.audited_as, by_player=caller.player,
                                                 at=utcnow()))


def _code(conn: Connection, t: tour.Tournament) -> str:
    """A check-in code for a table card: 6 characters of the join codes' alphabet, unused by this
    tournament's other cards and by every code registered anywhere (api/codes)."""
    return issued.unused(conn, JOIN_CODE_LENGTH, avoid={e.code for e in t.entrants})


ORGANISER_ONLY = {"register", "drop", "keep_apart", "seat", "swap", "start", "timer", "extra_time", "correct",
                  "release", "reassign"}
PLAYER_ONLY = {"paper", "confirm"}


def table_options(game: str, options: Mapping[str, Any], players: int) -> dict[str, Any]:
    """The tournament's options for one of its tables (Cold War keeps the decks of the countries
    seated there)."""
    for_table = getattr(registry.GAMES[game], "table_options", None)
    return for_table(options, players) if for_table is not None else dict(options)


def _every_table_can_play(rules: Any, options: Mapping[str, Any], smallest: int, largest: int) -> None:
    """Options a table of some size could never be set up with (a first dealer at seat 3 when
    tables of 3 are drawn) are refused when the tournament is created, not at a round's start."""
    for players in range(smallest, largest + 1):
        try:
            referee.new_game(rules, players, table_options(rules.info.slug, options, players))
        except ValidationError as error:
            raise Problem(422, errors={"options": error.messages}) from error
        except RuleViolation as violation:
            refused = refusal(violation, rules.info.rules, [], slug=rules.info.slug, status=422)
            refused.extra["details"] = {**(refused.extra.get("details") or {}), "table_players": players}
            raise refused from violation
