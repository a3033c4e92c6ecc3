"""A tournament as data and what the organiser and the players do to it: register (late entries
too), check in, drop, keep two players apart, seat a round, swap two players before it starts,
start it (each table's match made by the service), time it, and gather each table's result from
its match, or from paper (entered once, confirmed by an opponent), or from the organiser's
correction. Pure: every function returns a new Tournament or raises RuleViolation."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from ..errors import RuleViolation, Seat
from . import profiles, ratings, seating
from .messages import rule_id
from .standings import Row, Scored, standings


@dataclass(frozen=True)
class Registrant:
    id: int
    name: str
    code: str                     # printed on the player's table card, or in its QR
    checked_in: bool = False
    dropped: bool = False
    check_ins: int = 0            # more than one: a later phone took over, the earlier is signed out
    checked_in_ms: int | None = None  # the latest check-in, on the service's clock


@dataclass(frozen=True)
class Table:
    number: int
    players: tuple[int, ...]      # entrant ids in seat order
    match_id: str | None = None
    join_code: str | None = None
    result: Mapping[str, Any] | None = None    # winners (entrant ids), totals (per seat), extras, source
    pending: Mapping[str, Any] | None = None   # a paper result waiting for an opponent: {by, result}
    extra_ms: int = 0
    why: Mapping[str, Any] | None = None       # why these players sit together (seat_next)
    taken_version: int | None = None           # the match's version when its result was taken


@dataclass(frozen=True)
class Round:
    number: int
    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()
    started: bool = False
    deadline_ms: int | None = None
    playoff: bool = False

    @property
    def complete(self) -> bool:
        return self.started and all(t.result is not None for t in self.tables)


@dataclass(frozen=True)
class Tournament:
    game: str
    name: str
    options: Mapping[str, Any]     # every table's match options, locked
    profile: Mapping[str, Any]
    chain: tuple[str, ...]
    seed: str
    rounds_limit: int | None = None
    target_score: float | None = None
    tiebreak: str = "shared"       # a tie for first at the end: shared, or a playoff round
    smallest: int = 2
    largest: int = 4
    lower_total_wins: bool = False
    seating: str = "fewest_repeats"  # from round 2: or by standings, or by rating (SEATINGS)
    entrants: tuple[Registrant, ...] = ()
    forbidden: tuple[tuple[int, int], ...] = ()
    rounds: tuple[Round, ...] = ()
    finished: bool = False
    champions: tuple[int, ...] = ()

    def refuse(self, rule: str, **params: Any) -> RuleViolation:
        return RuleViolation(rule_id(self.game, rule), **params)

    def entrant(self, player: int) -> Registrant:
        if not 0 <= player < len(self.entrants):
            raise self.refuse("TOUR-PLAYER", player=f"#{player}")
        return self.entrants[player]

    def round(self, number: int) -> Round:
        if not 1 <= number <= len(self.rounds):
            raise self.refuse("TOUR-NOT-SEATED", round=number)
        return self.rounds[number - 1]

    @property
    def names(self) -> list[str]:
        return [e.name for e in self.entrants]


# How the next round is seated: fewest repeat meetings (every round), or from round 2 by the
# standings (neighbouring places together) or by rating (graded: like with like; balanced: one of
# each band at every table). Repeats are still avoided and kept-apart pairs kept apart.
SEATINGS = ("fewest_repeats", "standings", "rating_graded", "rating_balanced")


def new_tournament(**config: Any) -> Tournament:
    t = Tournament(**config)
    if t.seating not in SEATINGS:
        raise t.refuse("TOUR-CONFIG")
    limits = [v for v in (t.rounds_limit, t.target_score) if v is not None]
    if not limits or any(v <= 0 for v in limits):
        raise t.refuse("TOUR-CONFIG")
    points = t.profile.get("points")
    if t.profile["kind"] in ("win_type", "placement") and isinstance(points, list) != (t.profile["kind"] == "placement"):
        raise t.refuse("TOUR-PROFILE", kind=t.profile["kind"])
    variant = t.options.get("variant", "base")
    if t.profile["kind"] == "win_type" and variant != "base" and not (t.profile.get("variant_points") or {}).get(variant):
        raise t.refuse("TOUR-VARIANT")
    return t


def _open(t: Tournament) -> None:
    if t.finished:
        raise t.refuse("TOUR-CLOSED")


def register(t: Tournament, name: str, code: str) -> Tournament:
    """A player joins; after round 1 is seated that is a late entry, seated from the next round."""
    _open(t)
    if any(e.name.casefold() == name.casefold() for e in t.entrants):
        raise t.refuse("TOUR-NAME-TAKEN", name=name)
    return replace(t, entrants=t.entrants + (Registrant(len(t.entrants), name, code),))


def by_code(t: Tournament, code: str) -> Registrant:
    found = next((e for e in t.entrants if e.code == code), None)
    if found is None:
        raise t.refuse("TOUR-CHECK-IN-CODE")
    return found


def check_in(t: Tournament, code: str, at_ms: int | None = None) -> Tournament:
    """The player checks in; again from another phone, which then replaces the earlier one."""
    entrant = by_code(t, code)
    if entrant.dropped:
        raise t.refuse("TOUR-DROPPED", player=Seat(entrant.id))
    return _set_entrant(t, replace(entrant, checked_in=True, check_ins=entrant.check_ins + 1,
                                   checked_in_ms=at_ms))


def drop(t: Tournament, player: int) -> Tournament:
    """The player leaves; their past results stay in the standings."""
    return _set_entrant(t, replace(t.entrant(player), dropped=True))


def _set_entrant(t: Tournament, entrant: Registrant) -> Tournament:
    entrants = list(t.entrants)
    entrants[entrant.id] = entrant
    return replace(t, entrants=tuple(entrants))


def keep_apart(t: Tournament, a: int, b: int) -> Tournament:
    t.entrant(a), t.entrant(b)
    if a == b:
        raise t.refuse("TOUR-SAME-PLAYER")
    return replace(t, forbidden=t.forbidden + ((min(a, b), max(a, b)),))


def seat_next(t: Tournament, ordinals: Mapping[int, float] | None = None) -> Tournament:
    """Seat the next round among the checked-in players still in, or the playoff among the
    leaders; seeded by the tournament's seed and the round's number. `ordinals` (player → rating
    ordinal) are a series' ratings; without them a rating seating rates this tournament's own tables."""
    _open(t)
    if t.rounds and not t.rounds[-1].complete:
        last = t.rounds[-1]
        if not last.started:
            raise t.refuse("TOUR-NOT-SEATED", round=last.number + 1)
        waiting = [str(table.number) for table in last.tables if table.result is None]
        raise t.refuse("TOUR-ROUND-OPEN", round=last.number, tables=", ".join(waiting))
    playoff = _needs_playoff(t)
    players = list(playoff) if playoff else [e.id for e in t.entrants if e.checked_in and not e.dropped]
    if len(players) < max(2, t.smallest):
        raise t.refuse("TOUR-TOO-FEW", count=len(players), least=max(2, t.smallest))
    history = seating.History.of([[table.players for table in r.tables] for r in t.rounds],
                                 [p for r in t.rounds for p in r.byes])
    seed, by = f"{t.seed}/{len(t.rounds) + 1}", t.seating if t.rounds and not playoff else "fewest_repeats"
    where = {"forbidden": t.forbidden, "smallest": t.smallest, "largest": t.largest}
    places = {row.player: row.rank for row in table_of(t)}
    if by.startswith("rating"):
        ordinals = own_ratings(t) if ordinals is None else ordinals
    try:
        if by == "standings":
            ordered = sorted(players, key=lambda p: (places[p], p))
            seated = seating.seat_by_order(ordered, history, seed=seed, mode="graded", **where)
        elif by.startswith("rating"):
            ordered = sorted(players, key=lambda p: (-ordinals.get(p, 0.0), places[p], p))
            seated = seating.seat_by_order(ordered, history, seed=seed, mode=by.removeprefix("rating_"), **where)
        else:
            seated = seating.seat_round(players, history, seed=seed, **where)
    except seating.SeatingError as error:
        raise t.refuse("TOUR-SEATING") from error
    tables = tuple(Table(n, tuple(seat), why=_why(by, seat, history, places, ordinals if by.startswith("rating") else None))
                   for n, seat in enumerate(seated.tables, start=1))
    return replace(t, rounds=t.rounds + (Round(len(t.rounds) + 1, tables, seated.byes, playoff=bool(playoff)),))


def _why(by: str, table: Sequence[int], history: seating.History, places: Mapping[int, int],
         ordinals: Mapping[int, float] | None) -> dict[str, Any]:
    """What a table card says about its players: how the round was seated, their places (and
    ratings) when that decided it, and how many pairs meet again."""
    repeats = sum(1 for i, a in enumerate(table) for b in table[i + 1:] if history.met.get(frozenset((a, b))))
    why: dict[str, Any] = {"by": by, "repeats": repeats}
    if by != "fewest_repeats":
        why["places"] = [places[p] for p in table]
    if ordinals is not None:
        why["ratings"] = [round(ordinals.get(p, 0.0), 2) for p in table]
    return why


def own_ratings(t: Tournament) -> dict[int, float]:
    """Each player's rating ordinal from this tournament's own tables (a series' ratings when
    the tournament is part of a series)."""
    return ratings.rate(rated_tables(t)).ordinals()


def rated_tables(t: Tournament, event: int = 1) -> list[ratings.RatedTable]:
    """Every table with a result, as the ratings take it: its players and their places there."""
    found = []
    for r in t.rounds:
        for table in r.tables:
            if table.result is None:
                continue
            placed = profiles.places(_match_result(t, table))
            found.append(ratings.RatedTable(event, r.number, table.number, table.players,
                                            tuple(placed[p] for p in table.players)))
    return found


def swap(t: Tournament, number: int, a: int, b: int) -> Tournament:
    """Two players change places (a bye too) before the round starts."""
    r = t.round(number)
    if r.started:
        raise t.refuse("TOUR-ROUND-STARTED", round=number)
    if a == b:
        raise t.refuse("TOUR-SAME-PLAYER")
    seated = {p for table in r.tables for p in table.players} | set(r.byes)
    for p in (a, b):
        if p not in seated:
            raise t.refuse("TOUR-PLAYER", player=Seat(p) if 0 <= p < len(t.entrants) else f"#{p}")
    swapped = {a: b, b: a}
    tables = tuple(replace(table, players=tuple(swapped.get(p, p) for p in table.players)) for table in r.tables)
    byes = tuple(swapped.get(p, p) for p in r.byes)
    return _set_round(t, replace(r, tables=tables, byes=byes))


def start(t: Tournament, number: int, matches: Mapping[int, tuple[str, str, Sequence[int]]],
          deadline_ms: int | None) -> Tournament:
    """The round starts: each table gets the match the service made for it (id, join code, and
    the players it was made for)."""
    _open(t)
    r = t.round(number)
    if r.started:
        raise t.refuse("TOUR-ROUND-STARTED", round=number)
    # Each match was made for a table's players in seat order: a swap since then voids them.
    if {n: tuple(m[2]) for n, m in matches.items()} != {table.number: table.players for table in r.tables}:
        raise t.refuse("TOUR-SEATS-CHANGED", round=number)
    tables = tuple(replace(table, match_id=matches[table.number][0], join_code=matches[table.number][1])
                   for table in r.tables)
    return _set_round(t, replace(r, tables=tables, started=True, deadline_ms=deadline_ms))


def set_deadline(t: Tournament, number: int, deadline_ms: int | None) -> Tournament:
    return _set_round(t, replace(t.round(number), deadline_ms=deadline_ms))


def extra_time(t: Tournament, number: int, table: int, ms: int) -> Tournament:
    r = t.round(number)
    found = _table(t, r, table)
    return _set_table(t, r, replace(found, extra_ms=found.extra_ms + ms))


def seat_of_match(t: Tournament, match_id: str, seat: int) -> tuple[Table, int] | None:
    """The table a match was made for and the player its seat belongs to (None: no such table,
    or no such seat, which the match itself refuses)."""
    for r in t.rounds:
        for table in r.tables:
            if table.match_id == match_id:
                return (table, table.players[seat]) if 0 <= seat < len(table.players) else None
    return None


def playing_seat(t: Tournament, number: int, table_no: int, seat: int) -> tuple[Round, Table]:
    """A seat of a table whose match is under way: the organiser may release or reassign it."""
    _open(t)
    r = _started(t, number)
    table = _table(t, r, table_no)
    if not 0 <= seat < len(table.players):
        raise t.refuse("TOUR-NO-SEAT", table=table_no, seat=seat)
    if table.result is not None:
        raise t.refuse("TOUR-RESULT-KNOWN", table=table_no)
    return r, table


def reassign(t: Tournament, number: int, table_no: int, seat: int, player: int) -> Tournament:
    """The organiser gives a seat of a started round to another checked-in player: one seated
    elsewhere this round (or with its bye) changes places with the seat's player; one not in the
    round takes the seat, and the player who had it sits the round out."""
    r, table = playing_seat(t, number, table_no, seat)
    entrant = t.entrant(player)
    if entrant.dropped:
        raise t.refuse("TOUR-DROPPED", player=Seat(player))
    if not entrant.checked_in:
        raise t.refuse("TOUR-NOT-CHECKED-IN", player=Seat(player))
    before = table.players[seat]
    if before == player:
        raise t.refuse("TOUR-SAME-PLAYER")
    elsewhere = next((x for x in r.tables if player in x.players), None)
    if elsewhere is not None and elsewhere.result is not None:
        raise t.refuse("TOUR-RESULT-KNOWN", table=elsewhere.number)
    exchanged = {before: player, player: before}
    tables = tuple(replace(x, players=tuple(player if (x.number, i) == (table_no, seat) else exchanged.get(p, p)
                                            for i, p in enumerate(x.players)))
                   for x in r.tables)
    byes = tuple(exchanged.get(p, p) for p in r.byes)
    return _set_round(t, replace(r, tables=tables, byes=byes))


def _table(t: Tournament, r: Round, number: int) -> Table:
    if not 1 <= number <= len(r.tables):
        raise t.refuse("TOUR-NO-TABLE", round=r.number, table=number)
    return r.tables[number - 1]


def match_finished(t: Tournament, match_id: str, result: Mapping[str, Any], version: int | None = None) -> Tournament:
    """A table's match ended: its result, with the winners as entrants, and the match's version
    then. Nothing changes when the table already has a result (a paper one, or a correction)."""
    for r in t.rounds:
        for table in r.tables:
            if table.match_id == match_id and table.result is None:
                return _settled(_set_table(t, r, replace(table, result=_from_match(table, result),
                                                         taken_version=version)))
    return t


def match_changed(t: Tournament, match_id: str, result: Mapping[str, Any] | None, version: int) -> Tournament:
    """A table's match changed after its result was taken (a move taken back, then maybe played
    again): the table follows it, with its new result or none while the match is under way, and
    the tournament is finished only while every table has a result. A paper result or an
    organiser's correction is the table's own and stays."""
    for r in t.rounds:
        for table in r.tables:
            if table.match_id == match_id and table.result is not None and table.result.get("source") == "match":
                changed = replace(table, result=None if result is None else _from_match(table, result),
                                  taken_version=None if result is None else version)
                t = _set_table(t, r, changed)
                if not all(x.complete for x in t.rounds):
                    return replace(t, finished=False, champions=())
                return _settled(t)
    return t


def _from_match(table: Table, result: Mapping[str, Any]) -> dict[str, Any]:
    return {**result, "winners": [table.players[seat] for seat in result.get("winners", [])], "source": "match"}


def _checked_result(t: Tournament, table: Table, result: Mapping[str, Any]) -> dict[str, Any]:
    """A typed-in result as the table keeps it: its winners, a total per seat (null where none was
    given), how an EkeQ match was won, and each seat's place: from the `places` the table gave, or
    else from the winners and totals as a match is placed (without totals, the others share the
    place after the winners)."""
    winners, places = result.get("winners"), result.get("places")
    totals = result["totals"] if result.get("totals") is not None else [None] * len(table.players)
    if (not isinstance(winners, list) or not isinstance(totals, list) or len(totals) != len(table.players)
            or any(w not in table.players for w in winners) or len(set(winners)) != len(winners)):
        raise t.refuse("TOUR-RESULT-SHAPE")
    if places is not None:
        places = _finishing_places(t, table, winners, places)
    kind = result.get("type")
    # Win-type points depend on how the match was won, so a typed-in win must say how.
    if t.profile["kind"] == "win_type" and winners and t.options.get("variant", "base") == "base" and (
            kind not in ("golden_q", "mini_golden_q", "all_cards")
            or (kind == "golden_q" and result.get("golden_q_value") not in (2, 3, 4, 5))):
        raise t.refuse("TOUR-WIN-TYPE")
    checked = {"winners": list(winners), "totals": list(totals),
               **{k: v for k, v in result.items() if k in ("type", "golden_q_value")}}
    if places is None:
        placed = profiles.places(_match_result(t, replace(table, result=checked)))
        places = [placed[p] for p in table.players]
    return {**checked, "places": places}


def _finishing_places(t: Tournament, table: Table, winners: Sequence[int], given: Any) -> list[int]:
    """A table's finishing order as places per seat, each from 1, equal numbers a tie; kept as a
    ranking (1, 1, 3: the two tied first leave no second). The winners are the players placed
    first, or nobody in a drawn match, where everyone shares first place."""
    if (not isinstance(given, list) or len(given) != len(table.players)
            or any(type(p) is not int or p < 1 for p in given)):  # noqa: E721 - true is an int to isinstance
        raise t.refuse("TOUR-RESULT-PLACES")
    places = [1 + sum(other < mine for other in given) for mine in given]
    first = {player for player, place in zip(table.players, places) if place == 1}
    if set(winners) != first and (winners or len(first) != len(table.players)):
        raise t.refuse("TOUR-RESULT-PLACES")
    return places


def enter_paper(t: Tournament, number: int, table_no: int, by: int, result: Mapping[str, Any]) -> Tournament:
    """A table that played on paper enters its result once; an opponent confirms it."""
    _open(t)
    r = _started(t, number)
    table = _at_table(t, r, table_no, by)
    if table.result is not None:
        raise t.refuse("TOUR-RESULT-KNOWN", table=table_no)
    if table.pending is not None:  # entered once: an opponent confirms it, or the organiser corrects it
        raise t.refuse("TOUR-PAPER-PENDING", player=Seat(table.pending["by"]), table=table_no)
    return _set_table(t, r, replace(table, pending={"by": by, "result": _checked_result(t, table, result)}))


def confirm_paper(t: Tournament, number: int, table_no: int, by: int) -> Tournament:
    _open(t)
    r = _started(t, number)
    table = _at_table(t, r, table_no, by)
    if table.result is not None:
        raise t.refuse("TOUR-RESULT-KNOWN", table=table_no)
    if table.pending is None:
        raise t.refuse("TOUR-NOTHING-TO-CONFIRM", table=table_no)
    if table.pending["by"] == by:
        raise t.refuse("TOUR-CONFIRM-OWN")
    result = {**table.pending["result"], "source": "paper", "entered_by": table.pending["by"], "confirmed_by": by}
    return _settled(_set_table(t, r, replace(table, result=result, pending=None)))


def correct(t: Tournament, number: int, table_no: int, result: Mapping[str, Any]) -> Tournament:
    """The organiser's word on a table's result (the service logs the old one); after the end too,
    which may change the champions or call for a playoff."""
    r = _started(t, number)
    table = _table(t, r, table_no)
    fixed = {**_checked_result(t, table, result), "source": "correction"}
    return _settled(_set_table(t, r, replace(table, result=fixed, pending=None)))


def _started(t: Tournament, number: int) -> Round:
    r = t.round(number)
    if not r.started:
        raise t.refuse("TOUR-NOT-STARTED", round=number)
    return r


def _at_table(t: Tournament, r: Round, table_no: int, player: int) -> Table:
    table = _table(t, r, table_no)
    if player not in table.players:
        raise t.refuse("TOUR-NOT-AT-TABLE", player=Seat(player), table=table_no)
    return table


def _set_round(t: Tournament, r: Round) -> Tournament:
    rounds = list(t.rounds)
    rounds[r.number - 1] = r
    return replace(t, rounds=tuple(rounds))


def _set_table(t: Tournament, r: Round, table: Table) -> Tournament:
    tables = list(r.tables)
    tables[table.number - 1] = table
    return _set_round(t, replace(r, tables=tuple(tables)))


# --- scores, standings, the end ----------------------------------------------------------------

def scored(t: Tournament) -> list[Scored]:
    points = t.profile.get("points")
    if t.profile["kind"] in ("win_type", "placement") and isinstance(points, list) != (t.profile["kind"] == "placement"):
        raise t.refuse("TOUR-PROFILE", kind=t.profile["kind"])
    found = []
    for r in t.rounds:
        for table in r.tables:
            if table.result is None:
                continue
            earned = profiles.points(t.profile, _match_result(t, table))
            worth = profiles.win_type_points(t.profile, table.result) if t.profile["kind"] == "win_type" else 0
            found.append(Scored(table.players, earned, tuple(table.result["winners"]), r.number, worth))
    return found


def _match_result(t: Tournament, table: Table) -> profiles.MatchResult:
    """A table's result with its winners as seats, as the profiles read a match."""
    seats = {"winners": [table.players.index(w) for w in table.result["winners"]],
             **{k: v for k, v in table.result.items() if k != "winners"}}
    return profiles.MatchResult(table.players, seats, t.lower_total_wins, t.options.get("variant", "base"))


def table_of(t: Tournament) -> list[Row]:
    return standings(range(len(t.entrants)), scored(t), t.chain, [e.id for e in t.entrants if e.dropped])


def _leaders(t: Tournament) -> list[int]:
    rows = table_of(t)
    best = rows[0].points if rows else 0
    return [row.player for row in rows if row.points == best]


def _needs_playoff(t: Tournament) -> Sequence[int]:
    """After the last round, a tie for first on points goes to a playoff when the organiser chose one."""
    if t.tiebreak != "playoff" or not t.rounds or t.rounds[-1].playoff:
        return ()
    leaders = _leaders(t)
    return leaders if len(leaders) > 1 and _limit_reached(t) else ()


def _limit_reached(t: Tournament) -> bool:
    regular = [r for r in t.rounds if not r.playoff]
    totals = {row.player: row.points for row in table_of(t)}
    return profiles.end_reached(len(regular), totals, rounds=t.rounds_limit, target_score=t.target_score)


def _settled(t: Tournament) -> Tournament:
    """Once a round is complete: the end, with the champions, unless a playoff is due."""
    last = t.rounds[-1]
    if not last.complete:
        return t
    if last.playoff:
        champions = [w for table in last.tables for w in table.result["winners"]] or _leaders(t)
        return replace(t, finished=True, champions=tuple(champions))
    if not _limit_reached(t) or _needs_playoff(t):
        return replace(t, finished=False, champions=())  # a correction may reopen it for a playoff
    rows = table_of(t)
    return replace(t, finished=True, champions=tuple(row.player for row in rows if row.rank == 1))
