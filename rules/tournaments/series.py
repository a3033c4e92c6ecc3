"""A series as data (a season, a league: tournaments of one game) and what its organiser and its
players do to it: members who come back from event to event (each with a series card code: no
account, no e-mail), the events in order, which entry of which event is which member, and a
member's wish to be shown by initials only on public pages. The table over the events is
series_table.py's, the ratings ratings.py's. Pure: every function returns a new Series or raises
RuleViolation."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ..errors import RuleViolation
from .series_table import Scoring

# Every read of a series loads all its events and rates all their tables: a series is bounded.
MEMBERS_MAX = 2000
EVENTS_MAX = 100


@dataclass(frozen=True)
class Member:
    id: int
    name: str
    code: str                      # the series card's code (its QR): recognised at every check-in
    initials_only: bool = False    # public pages show "A. B." instead of the name
    # The member this one was merged into (link_merging): listed nowhere, its card code gone, its
    # id kept (ids are places in `members`, never reused) and standing for that member.
    merged_into: int | None = None
    # The entry (event, player) this member was made for: a new name typed at an event, or an
    # entry of an attached tournament that was nobody's yet. None for a member added ahead (a
    # printed card) and for members stored before the series kept it.
    made_for: tuple[str, int] | None = None

    @property
    def merged(self) -> bool:
        return self.merged_into is not None

    def shown(self, public: bool) -> str:
        return initials(self.name) if public and self.initials_only else self.name


@dataclass(frozen=True)
class Link:
    """Entry `player` of the event `event` (a tournament id) is member `member`."""

    event: str
    player: int
    member: int


@dataclass(frozen=True)
class Series:
    game: str
    name: str
    scoring: Scoring
    members: tuple[Member, ...] = ()
    events: tuple[str, ...] = ()   # tournament ids, in the series' order
    links: tuple[Link, ...] = ()

    def member(self, member_id: int) -> Member:
        """The member with this id; a merged member's id stands for the member it was merged
        into (an organiser's screen from before the merge still names the right person)."""
        if not 0 <= member_id < len(self.members):
            raise RuleViolation("SERIES-MEMBER", member=f"#{member_id}")
        found = self.members[member_id]
        return found if found.merged_into is None else self.members[found.merged_into]

    def live(self) -> tuple[Member, ...]:
        """The members, without those merged into another."""
        return tuple(m for m in self.members if not m.merged)

    def by_code(self, code: str) -> Member | None:
        """The member whose series card this is: a merged member's card is no card any more."""
        return next((m for m in self.members if m.code == code and not m.merged), None)

    def member_of(self, event: str, player: int) -> int | None:
        return next((link.member for link in self.links if link.event == event and link.player == player), None)

    def entries(self, event: str) -> dict[int, int]:
        """The event's linked entries: player id → member id."""
        return {link.player: link.member for link in self.links if link.event == event}

    def number(self, event: str) -> int:
        return self.events.index(event) + 1


def initials(name: str) -> str:
    """ "Ada Lovelace" → "A. L."; one word → its first letter with a full stop."""
    return " ".join(f"{part[0].upper()}." for part in name.split() if part) or "?"


def add_member(s: Series, name: str, code: str, made_for: tuple[str, int] | None = None) -> tuple[Series, int]:
    if any(m.name.casefold() == name.casefold() for m in s.live()):
        raise RuleViolation("SERIES-NAME-TAKEN", name=name)
    if len(s.members) >= MEMBERS_MAX:  # merged ones too: they stay in the stored series
        raise RuleViolation("SERIES-MEMBERS-FULL", members=MEMBERS_MAX)
    member = Member(len(s.members), name, code, made_for=made_for)
    return replace(s, members=s.members + (member,)), member.id


def add_event(s: Series, event: str) -> Series:
    if event in s.events:
        raise RuleViolation("SERIES-EVENT-TWICE")
    planned = EVENTS_MAX if s.scoring.events is None else s.scoring.events
    if len(s.events) >= planned:
        raise RuleViolation("SERIES-FULL", events=planned)
    return replace(s, events=s.events + (event,))


def link(s: Series, event: str, player: int, member: int) -> Series:
    """Entry `player` of `event` is `member` (replacing what it was linked to). One member is one
    entry per event: linking a member a second time in one event is refused."""
    if event not in s.events:
        raise RuleViolation("SERIES-NOT-AN-EVENT")
    member = s.member(member).id  # a merged member's id: the member it was merged into
    if s.member_of(event, player) == member:
        return s  # linked so already: the same series, so a link sent again changes nothing
    other = next((x for x in s.links if x.event == event and x.member == member and x.player != player), None)
    if other is not None:
        raise RuleViolation("SERIES-MEMBER-TWICE", name=s.members[member].name)
    kept = tuple(x for x in s.links if not (x.event == event and x.player == player))
    return replace(s, links=kept + (Link(event, player, member),))


def link_merging(s: Series, event: str, player: int, member: int) -> Series:
    """The organiser's link: entry `player` of `event` is `member`. When the entry stood for a
    member made for it (a name typed at the event), that member is the same person: merged into
    `member`, with every entry of theirs at other events (refused, SERIES-MEMBER-TWICE, if both
    played one event: two people), and their card stops working. One person, one member, one
    card. An entry that stood for anyone else (a member with a card of their own, linked to it by
    mistake) just moves: that member stays as they are. Linking again changes nothing."""
    target = s.member(member).id
    before = s.member_of(event, player)
    if before is None or before == target or s.members[before].made_for != (event, player):
        return link(s, event, player, target)
    for entry in [x for x in s.links if x.member == before]:
        s = link(s, entry.event, entry.player, target)
    return _merge(s, before, target)


def _merge(s: Series, gone: int, into: int) -> Series:
    """`gone` is `into` from now on: no card code, listed nowhere; members merged into `gone`
    before now point at `into` (a merged id always names a live member)."""
    members = [replace(m, merged_into=into) if m.merged_into == gone else m for m in s.members]
    members[gone] = replace(members[gone], code="", initials_only=False, merged_into=into)
    return replace(s, members=tuple(members))


def set_initials_only(s: Series, member: int, initials_only: bool) -> Series:
    found = s.member(member)
    members = list(s.members)
    members[found.id] = replace(found, initials_only=initials_only)
    return replace(s, members=tuple(members))


def dump(s: Series) -> dict[str, Any]:
    """As the service stores it (lists only: PostgreSQL's jsonb reorders object keys)."""
    scoring = s.scoring
    return {"v": 1, "game": s.game, "name": s.name,
            "scoring": {"per_event": scoring.per_event, "placement_points": list(scoring.placement_points),
                        "best": scoring.best, "events": scoring.events, "chain": list(scoring.chain)},
            "members": [[m.id, m.name, m.code, m.initials_only, m.merged_into,
                         None if m.made_for is None else list(m.made_for)] for m in s.members],
            "events": list(s.events),
            "links": [[x.event, x.player, x.member] for x in s.links]}


def load(data: Mapping[str, Any]) -> Series:
    if data.get("v") != 1:
        raise ValueError(f"unknown series snapshot version {data.get('v')!r}")
    scoring = data["scoring"]
    return Series(data["game"], data["name"],
                  Scoring(scoring["per_event"], tuple(scoring["placement_points"]), scoring["best"],
                          scoring["events"], tuple(scoring["chain"])),
                  tuple(_member(m) for m in data["members"]), tuple(data["events"]),
                  tuple(Link(*x) for x in data["links"]))


def _member(stored: list[Any]) -> Member:
    """A member as stored: [id, name, code, initials_only, merged_into, made_for]; a series stored
    before the last two were kept has four (never merged, made for nothing known)."""
    merged_into, made_for = (stored[4:6] + [None, None])[:2]
    return Member(stored[0], stored[1], stored[2], stored[3], merged_into,
                  None if made_for is None else (made_for[0], made_for[1]))
