"""Series in the service: the pure series (rules/tournaments/series.py) stored as a snapshot with
a version, its events being tournaments the tournament service keeps. The series table and the
ratings are never stored: they are computed from the events' current results on every read, so a
corrected result or a table taken back changes every later rating as if it had been right."""
from __future__ import annotations

from typing import Any, Callable, Mapping

from flask import current_app
from sqlalchemy import Connection, insert, select, update

from models.db import Database
from models.tables import SERIES, SERIES_TOKEN, TOURNAMENT, utcnow
from rules import registry
from rules.errors import RuleViolation
from rules.tournaments import ratings as rating, series as sr, tournament as tour
from rules.tournaments.messages import ALL_RULES
from rules.tournaments.series_table import EventStanding, Scoring, explain, series_table

from ..auth import new_token
from ..codes import issued, text as codes_text
from ..errors import problem, refusal
from ..issued_tokens import not_for_this
from ..live import series_channel
from ..matches.service import new_match_id, normalise_join_code
from ..matches.statements import NOTIFY
from ..tournaments.service import TournamentService

EXTENSION = "table_referee_series"
ATTEMPTS = 8
CARD_CODE_LENGTH = codes_text.CARD  # longer than a tournament's 6-character check-in codes, so never mistaken for one
RECENT = 12


def series() -> "SeriesService":
    return current_app.extensions[EXTENSION]


class SeriesService:
    def __init__(self, db: Database, tournaments: TournamentService) -> None:
        self.db = db
        self.tournaments = tournaments
        # A tournament of a series seated by rating is seated by the series' ratings, and its
        # pages show the members who asked for it by their initials.
        tournaments.series_ordinals = self.ordinals_for_event
        tournaments.series_names = self.public_names_for_event

    # --- create, read --------------------------------------------------------------------------

    def create(self, body: Mapping[str, Any]) -> dict[str, Any]:
        if body["game"] not in registry.GAMES:
            raise problem(404, "no-game", slug=body["game"])
        scoring = body["scoring"]
        s = sr.Series(body["game"], body["name"], Scoring(
            scoring["per_event"], tuple(scoring["placement_points"]), scoring["best"], scoring["events"],
            tuple(scoring["chain"])))
        token, hashed = new_token()
        series_id = new_match_id()
        now = utcnow()
        with self.db.write() as conn:
            conn.execute(insert(SERIES).values(id=series_id, game=s.game, name=s.name, state=sr.dump(s), version=0,
                                               created_at=now, updated_at=now))
            conn.execute(insert(SERIES_TOKEN).values(token_hash=hashed, series_id=series_id, role="organiser",
                                                     created_at=now))
        return {"id": series_id, "organiser_token": token, "series": self.view(series_id, organiser=True)}

    def is_organiser(self, series_id: str, hashed: str | None) -> bool:
        """False without a token; 401 for a token nobody issued, 403 for any other the service
        issued (another series', an event organiser's, a player's: api/issued_tokens.py)."""
        if hashed is None:
            return False
        with self.db.read() as conn:
            row = conn.execute(select(SERIES_TOKEN).where(SERIES_TOKEN.c.token_hash == hashed)).first()
            if row is None:
                raise not_for_this(conn, hashed, "other-series", "no-series-token",
                                   headers={"WWW-Authenticate": "Bearer"})
        if row.series_id != series_id:
            raise problem(403, "other-series")
        return True

    def view(self, series_id: str, organiser: bool = False) -> dict[str, Any]:
        s, version = self._load(series_id)
        computed = self._compute(s)
        public = not organiser
        names = {m.id: m.shown(public) for m in s.members}
        rows = [{**explain(row), "name": names[row.member],
                 "above_name": None if row.above is None else names[row.above],
                 "rating": computed["ratings"].of(row.member).to_json()}
                for row in computed["rows"]]
        changes = [(member, change) for member, history in computed["ratings"].history.items()
                   if isinstance(member, int) for change in history]
        changes.sort(key=lambda item: (item[1].event, item[1].round, item[1].table))
        view = {"id": series_id, "version": version, "name": s.name, "game": s.game,
                "scoring": {"per_event": s.scoring.per_event, "placement_points": list(s.scoring.placement_points),
                            "best": s.scoring.best, "events": s.scoring.events, "chain": list(s.scoring.chain)},
                "events": computed["events"], "table": rows,
                "recent": [{"member": member, "name": names[member], **change.to_json()}
                           for member, change in changes[-RECENT:]][::-1],
                "viewer": {"organiser": organiser}}
        if organiser:
            view["members"] = [{"id": m.id, "name": m.name, "code": m.code, "initials_only": m.initials_only}
                               for m in s.live()]
            view["unlinked"] = computed["unlinked"]
        return view

    def me(self, series_id: str, code: str, initials_only: bool | None) -> dict[str, Any]:
        """A member's own page, opened with their series card's code: their events, their row,
        their rating and what each table did to it; and their wish to be shown by initials."""
        s, _ = self._load(series_id)
        member = s.by_code(normalise_join_code(code))
        if member is None:
            raise refusal(RuleViolation("SERIES-CARD-CODE"), ALL_RULES, [])
        if initials_only is not None and initials_only != member.initials_only:
            s = self._write(series_id, lambda current: sr.set_initials_only(current, member.id, initials_only))
            member = s.member(member.id)
        computed = self._compute(s)
        row = next((r for r in computed["rows"] if r.member == member.id), None)
        return {"member": member.id, "name": member.name, "initials_only": member.initials_only,
                "row": None if row is None else explain(row), "rating": computed["ratings"].of(member.id).to_json(),
                "history": [change.to_json() for change in computed["ratings"].history.get(member.id, ())],
                "events": [{**event, "place": computed["places"][event["number"]][member.id],
                            "score": row.scores.get(event["number"]), "counted": event["number"] in row.counted}
                           for event in computed["events"] if member.id in computed["places"][event["number"]]]}

    # --- events, members, check-in -------------------------------------------------------------

    def new_event(self, series_id: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """A tournament made inside the series: returning members entered and linked at once, new
        names made members (each with a series card code)."""
        s, _ = self._load(series_id)
        # A merged member's id names the member it was merged into: each person once.
        try:
            member_ids = list(dict.fromkeys(s.member(m).id for m in body["members"]))
        except RuleViolation as violation:  # no such member
            raise refusal(violation, ALL_RULES, []) from violation
        returning = [s.member(m).name for m in member_ids]
        fresh = list(dict.fromkeys(body["players"]))
        taken = next((name for name in fresh if any(m.name.casefold() == name.casefold() for m in s.live())), None)
        if taken is not None:
            raise refusal(RuleViolation("SERIES-NAME-TAKEN", name=taken), ALL_RULES, [])
        planned = sr.EVENTS_MAX if s.scoring.events is None else s.scoring.events
        if len(s.events) >= planned:
            raise refusal(RuleViolation("SERIES-FULL", events=planned), ALL_RULES, [])
        request = {k: v for k, v in body.items() if k != "members"}
        made = self.tournaments.create({**request, "game": s.game, "players": returning + fresh}, series_id=series_id)
        tournament_id = made["id"]

        def change(current: sr.Series) -> sr.Series:
            current = sr.add_event(current, tournament_id)
            for player, name in enumerate(returning + fresh):
                if player < len(member_ids):
                    member = member_ids[player]
                else:  # a new name typed for this entry: its member was made for it
                    current, member = sr.add_member(current, name, self._card_code(current), (tournament_id, player))
                current = sr.link(current, tournament_id, player, member)
            return current
        self._write(series_id, change)
        return {**made, "series": self.view(series_id, organiser=True)}

    def attach(self, series_id: str, tournament_id: str, tournament_caller_organiser: bool) -> dict[str, Any]:
        """A tournament made on its own joins the series as its next event: its organiser says so
        (their tournament token), its game must be the series'. Each entry whose name is a
        member's is linked to them; every other entry becomes a member."""
        if not tournament_caller_organiser:
            raise problem(403, "organisers-only")
        s, _ = self._load(series_id)
        t, _ = self.tournaments.current(tournament_id)
        if t.game != s.game:
            raise refusal(RuleViolation("SERIES-GAME", game=registry.GAMES[s.game].info.title), ALL_RULES, [])
        if self._event_of(tournament_id) is not None:
            raise refusal(RuleViolation("SERIES-EVENT-TWICE"), ALL_RULES, [])

        def change(current: sr.Series) -> sr.Series:
            current = sr.add_event(current, tournament_id)
            by_name = {m.name.casefold(): m.id for m in current.live()}
            for entrant in t.entrants:
                member = by_name.get(entrant.name.casefold())
                if member is None:
                    current, member = sr.add_member(current, entrant.name, self._card_code(current),
                                                    (tournament_id, entrant.id))
                current = sr.link(current, tournament_id, entrant.id, member)
            return current
        self._write(series_id, change)
        self.tournaments.set_series(tournament_id, series_id)
        return self.view(series_id, organiser=True)

    def link(self, series_id: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """Entry `player` of event `tournament` is member `member` (the organiser's correction, or a
        returning player who was typed in as a new name)."""
        if self._event_of(body["tournament"]) != series_id:
            raise refusal(RuleViolation("SERIES-NOT-AN-EVENT"), ALL_RULES, [])
        t, _ = self.tournaments.current(body["tournament"])
        try:
            t.entrant(body["player"])
        except RuleViolation as violation:
            raise refusal(violation, ALL_RULES, t.names) from violation
        # Linking merges: the member the entry stood for, left with no entry, becomes this one.
        self._write(series_id, lambda current: sr.link_merging(current, body["tournament"], body["player"],
                                                                 body["member"]))
        return self.view(series_id, organiser=True)

    def add_member(self, series_id: str, name: str) -> dict[str, Any]:
        self._write(series_id, lambda current: sr.add_member(current, name, self._card_code(current))[0])
        return self.view(series_id, organiser=True)

    def check_in(self, tournament_id: str, code: str) -> dict[str, Any]:
        """A tournament check-in. In an event of a series, a member's series card checks them in
        too: their entry if they have one (linked, or under their name), else a late entry made
        and linked for them."""
        series_id = self._event_of(tournament_id)
        normalised = normalise_join_code(code)
        if series_id is None:
            return self.tournaments.check_in(tournament_id, code)
        s, _ = self._load(series_id)
        member = s.by_code(normalised)
        if member is None:
            return self.tournaments.check_in(tournament_id, code)
        t, _ = self.tournaments.current(tournament_id)
        linked = {m: p for p, m in s.entries(tournament_id).items()}
        player = linked.get(member.id)
        if player is None:
            named = next((e for e in t.entrants if e.name.casefold() == member.name.casefold()), None)
            player = named.id if named is not None else self.tournaments.register_entry(tournament_id, member.name)
            self._write(series_id, lambda current: sr.link(current, tournament_id, player, member.id))
            t, _ = self.tournaments.current(tournament_id)
        answer = self.tournaments.check_in(tournament_id, t.entrants[player].code)
        return {**answer, "member": member.id}

    def ordinals_for_event(self, tournament_id: str) -> dict[int, float] | None:
        """The series' rating ordinal of each entry of this event (for seating by rating), or None
        for a tournament outside any series."""
        series_id = self._event_of(tournament_id)
        if series_id is None:
            return None
        s, _ = self._load(series_id)
        computed = self._compute(s)
        entries = s.entries(tournament_id)
        t, _ = self.tournaments.current(tournament_id)
        return {e.id: computed["ratings"].of(entries.get(e.id, ("entry", tournament_id, e.id))).ordinal
                for e in t.entrants}

    def public_names_for_event(self, series_id: str, tournament_id: str) -> dict[int, str]:
        """The entries of an event whose member asked to be shown by initials on public pages:
        player id → the name the series' public pages show them by."""
        s, _ = self._load(series_id)
        return _shown_by_initials(s, tournament_id)

    def live_points(self, series_id: str) -> tuple[int, list[str]]:
        """What a live series page follows: one number that grows whenever the series or one of
        its events changes (the series' version plus its events'; each event's finished tables'
        results taken in first), and the events whose own streams wake it."""
        s, version = self._load(series_id)
        return version + sum(self.tournaments.live_points(event)[0] for event in s.events), list(s.events)

    # --- computing the table -------------------------------------------------------------------

    def _compute(self, s: sr.Series) -> dict[str, Any]:
        standings, tables, events, unlinked, places_by_event = [], [], [], [], {}
        for number, tournament_id in enumerate(s.events, start=1):
            t, _ = self.tournaments.current(tournament_id)
            entries = s.entries(tournament_id)
            rows = [row for row in tour.table_of(t) if row.played]
            places = {entries[row.player]: row.rank for row in rows if row.player in entries}
            points = {entries[row.player]: row.points for row in rows if row.player in entries}
            standings.append(EventStanding(number, places, points, t.finished))
            places_by_event[number] = places
            tables += [rating.RatedTable(x.event, x.round, x.table,
                                         tuple(entries.get(p, ("entry", tournament_id, p)) for p in x.members), x.places)
                       for x in tour.rated_tables(t, number)]
            unlinked += [{"tournament": tournament_id, "player": e.id, "name": e.name}
                         for e in t.entrants if e.id not in entries]
            events.append({"number": number, "id": tournament_id, "name": t.name,
                           "status": "finished" if t.finished else "running" if t.rounds else "registration",
                           "players": len(t.entrants)})
        rated = rating.rate(tables)
        ordinals = {m: r for m, r in rated.ordinals().items() if isinstance(m, int)}
        # The table lists those who played at least one event (a card printed ahead, or a name
        # linked to another member, is no row of zeros).
        played = sorted({member for standing in standings for member in standing.places})
        rows = series_table(played, standings, s.scoring, ordinals)
        return {"rows": rows, "ratings": rated, "events": events, "unlinked": unlinked, "places": places_by_event}

    # --- storage -------------------------------------------------------------------------------

    def _event_of(self, tournament_id: str) -> str | None:
        with self.db.read() as conn:
            row = conn.execute(select(TOURNAMENT.c.series_id).where(TOURNAMENT.c.id == tournament_id)).first()
        if row is None:
            raise problem(404, "no-tournament")
        return row.series_id

    def _load(self, series_id: str, conn: Connection | None = None) -> tuple[sr.Series, int]:
        def read(c: Connection):
            return c.execute(select(SERIES.c.state, SERIES.c.version).where(SERIES.c.id == series_id)).first()
        if conn is not None:
            row = read(conn)
        else:
            with self.db.read() as c:
                row = read(c)
        if row is None:
            raise problem(404, "no-series")
        return sr.load(row.state), row.version

    def _write(self, series_id: str, change: Callable[[sr.Series], sr.Series]) -> sr.Series:
        for _ in range(ATTEMPTS):
            s, version = self._load(series_id)
            try:
                changed = change(s)
            except RuleViolation as violation:
                raise refusal(violation, ALL_RULES, [m.name for m in s.members]) from violation
            if changed == s:
                return s
            try:
                with self.db.write() as conn:
                    written = conn.execute(update(SERIES).where(SERIES.c.id == series_id, SERIES.c.version == version)
                                           .values(state=sr.dump(changed), version=version + 1, updated_at=utcnow()))
                    if written.rowcount != 1:
                        continue  # someone wrote first: start over from theirs
                    # A new member's card code leads here from now on (api/codes); a merged
                    # member's card is no card any more, so its code leads nowhere.
                    before, after = _card_codes(s), _card_codes(changed)
                    issued.register(conn, issued.SERIES_CARD, series_id, sorted(after - before))
                    for code in sorted(before - after):
                        issued.forget(conn, code)
                    if self.db.kind == "postgresql":  # delivered on commit to the other processes
                        conn.execute(NOTIFY, {"note": f"{series_channel(series_id)} {version + 1}"})
            except issued.CodeTaken:
                continue  # a new card's code was registered by another request meanwhile: draw again
            self.tournaments.matches.hub.publish(series_channel(series_id), version + 1)
            self._names_moved(s, changed)
            return changed
        raise problem(503, "series-busy")

    def _card_code(self, s: sr.Series) -> str:
        """A series card code: 8 characters of the join codes' alphabet, unused by this series' other
        cards and by every code registered anywhere (api/codes); _write registers it."""
        with self.db.read() as conn:
            return issued.unused(conn, CARD_CODE_LENGTH, avoid={m.code for m in s.members})

    def _names_moved(self, before: sr.Series, after: sr.Series) -> None:
        """An event whose entries are now shown otherwise (a member asked for initials or no
        longer, an entry linked to such a member) tells its tournament, which renames their seats
        at its tables' matches and wakes its live pages."""
        for event in after.events:
            was, now = _shown_by_initials(before, event), _shown_by_initials(after, event)
            moved = {player for player in was.keys() | now.keys() if was.get(player) != now.get(player)}
            if moved:
                self.tournaments.names_changed(event, moved)


def _card_codes(s: sr.Series) -> set[str]:
    """The codes of the cards that work: a merged member's code is blanked."""
    return {m.code for m in s.members if m.code and not m.merged}


def _shown_by_initials(s: sr.Series, event: str) -> dict[int, str]:
    """The entries of `event` whose member asked to be shown by initials: player id → initials."""
    entries = s.entries(event) if event in s.events else {}
    return {player: s.members[member].shown(public=True)
            for player, member in entries.items() if s.members[member].initials_only}
