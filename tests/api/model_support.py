"""The model behind tests/api/test_model_based.py: what the API should answer, worked out with the
pure rules alone.

A `ModelMatch` is one match as the test believes it to be: its tokens, which seats are claimed,
the rules state, the log of applied moves, the version and every version seen so far. `predict`
says what the API must answer to a move (201, or which refusal), and `expected_view` /
`expected_log` say what a MatchView and the log must hold. Everything here is plain Python on top
of `rules/`: no Flask, no database.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Callable

import orjson
from hypothesis import strategies as st
from marshmallow import ValidationError

from api.matches.schemas import MoveRequestSchema
from rules import referee
from rules.base import Entrant, Move, Rules
from rules.errors import NotAuthorized, RuleViolation
from rules.registry import GAMES
from rules.turn_taken import already_entered

NOT_JSON = object()  # a move body that is not JSON at all
HOST = Entrant(host=True)


def plain(value: Any) -> Any:
    """`value` as it comes back from the wire (tuples become lists, keys strings)."""
    return orjson.loads(orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS))


@dataclass(eq=False)
class Applied:
    """One accepted move still in the log, as the service parsed and stamped it."""

    move: Move
    entered_by: str
    now_ms: int


@dataclass(eq=False)
class ModelMatch:
    name: str
    id: str
    rules: Rules
    players: list[str]
    options: dict[str, Any]
    host_token: str
    join_code: str
    seat_tokens: list[str]
    state: Any
    clock: Callable[[], int]  # the server's clock, injected, so the model judges times alike
    # True / False when the test knows whether a seat is claimed, None when a refused request
    # made with its token leaves it open (the join listing then says, and the model learns).
    claimed: list[bool | None] = field(default_factory=list)
    revoked: dict[str, int] = field(default_factory=dict)  # a seat's replaced token -> seat
    log: list[Applied] = field(default_factory=list)
    version: int = 0
    next_seq: int = 1
    accepted_seqs: list[int] = field(default_factory=list)  # every seq the API ever gave out
    undone_seqs: list[int] = field(default_factory=list)
    versions_seen: list[int] = field(default_factory=lambda: [0])  # from every answer, in order

    def __repr__(self) -> str:
        return f"<match {self.name} v{self.version}>"

    # --- who is asking -------------------------------------------------------------------------

    def token(self, entrant: Entrant) -> str:
        return self.host_token if entrant.host else self.seat_tokens[entrant.seat]

    def entrant(self, token: str) -> Entrant | None:
        """Who a token stands for now; None for a token the API must no longer know (401)."""
        if token == self.host_token:
            return HOST
        if token in self.seat_tokens:
            return Entrant(seat=self.seat_tokens.index(token))
        return None

    def used(self, entrant: Entrant, answered_ok: bool) -> None:
        """A request with this entrant's token was answered: a seat token claims its seat."""
        if entrant.host:
            return
        if answered_ok:
            self.claimed[entrant.seat] = True
        elif self.claimed[entrant.seat] is False:
            self.claimed[entrant.seat] = None

    # --- the game ------------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.rules.outcome(self.state) is not None

    def predict(self, body: Any, entrant: Entrant, if_match: int | None
                ) -> tuple[int, str | None, Move | None]:
        """(status, rule id, parsed move) the API must answer to `body` from `entrant`.

        The order is the API's: the body's shape (400/422), then If-Match (412), then the
        payload's schema (422), then the rules (409, or 403 for CORE-NOT-AUTHORIZED).
        """
        if body is NOT_JSON:
            return 400, None, None
        try:
            MoveRequestSchema().load(body)
        except ValidationError:
            return 422, None, None
        if if_match is not None and if_match != self.version:
            return 412, None, None
        try:
            move = referee.parse(self.rules, body["type"], body["seat"], body["payload"],
                                 self.next_seq)
        except ValidationError:
            return 422, None, None
        try:
            referee.check(self.rules, self.state, move, entrant, self.clock())
        except RuleViolation as violation:
            status = 403 if isinstance(violation, NotAuthorized) else 409
            # A turn the log's last move already took says so, and by whose phone.
            last = self.log[-1] if self.log else None
            violation = already_entered(self.rules, self.state, move, violation,
                                        last and last.move, last and _entrant(last.entered_by))
            return status, violation.rule_id, None
        return 201, None, move

    def accept(self, move: Move, entrant: Entrant, seq: int, version: int, now_ms: int) -> None:
        assert seq == self.next_seq, f"seq {seq}, expected {self.next_seq}"
        assert version == self.version + 1, f"version {version} after {self.version}"
        move = replace(move, seq=seq)
        self.state = referee.play(self.rules, self.state, move, entrant, now_ms)
        self.log.append(Applied(move, entrant.label, now_ms))
        self.accepted_seqs.append(seq)
        self.next_seq = seq + 1
        self.version = version
        self.versions_seen.append(version)

    def undo(self, version: int) -> Applied:
        assert version == self.version + 1, f"version {version} after {self.version}"
        last = self.log.pop()
        self.undone_seqs.append(last.move.seq)
        self.state = self.refold()
        self.version = version
        self.versions_seen.append(version)
        return last

    def last_move_showed_a_sealed_entry(self) -> bool:
        """Whether a reveal fixed the last move: it changed what a phone with no seat reads of a
        sealed entry (another's, or itself sealed and read in part already)."""
        before = referee.fold(self.rules, len(self.players), self.options,
                              ((entry.move, entry.now_ms) for entry in self.log[:-1]))
        for entry in self.log:
            move = entry.move
            if not self.rules.is_sealed(self.state, move):
                continue
            then = None if entry is self.log[-1] else self.rules.redact(before, move, None)
            now = self.rules.redact(self.state, move, None)
            if (None if then is None else dict(then)) != (None if now is None else dict(now)):
                return True
        return False

    def refold(self) -> Any:
        return referee.fold(self.rules, len(self.players), self.options,
                            ((entry.move, entry.now_ms) for entry in self.log))

    # --- what the API must show ----------------------------------------------------------------

    def expected_view(self, entrant: Entrant) -> dict[str, Any]:
        rules, state = self.rules, self.state
        outcome = rules.outcome(state)
        view = {
            "id": self.id, "game": rules.info.slug, "options": self.options,
            "version": self.version, "status": "finished" if outcome else "active",
            "seats": [{"seat": index, "name": name} for index, name in enumerate(self.players)],
            "to_move": sorted(rules.to_move(state)) if outcome is None else [],
            "state": rules.view(state, entrant.seat),
            "scores": rules.scores(state),
            "result": outcome.to_json() if outcome else None,
            # Each flag with its message for the reader (English here), players by name.
            "flags": [{**flag, "message": rules.flag_violation(flag).message(
                rules.info.rules, "en", self.players)} for flag in rules.flags(state)],
            "viewer": {"seat": entrant.seat, "host": entrant.host},
        }
        if entrant.host:
            view["join_code"] = self.join_code
        return plain(view)

    def expected_log(self, entrant: Entrant, after: int = 0) -> list[dict[str, Any]]:
        lines = []
        for entry in self.log:
            if entry.move.seq <= after:
                continue
            payload = self.rules.redact(self.state, entry.move, entrant.seat)
            lines.append({"seq": entry.move.seq, "type": entry.move.type, "seat": entry.move.seat,
                          "entered_by": entry.entered_by, "now_ms": entry.now_ms,
                          "payload": None if payload is None else dict(payload),
                          "redacted": payload is None or dict(payload) != dict(entry.move.payload)})
        return plain(lines)


def assert_view(actual: dict[str, Any], expected: dict[str, Any], where: str) -> None:
    for key, value in expected.items():
        assert actual.get(key) == value, f"{where}: view[{key!r}] is {actual.get(key)!r}, " \
                                         f"the model says {value!r}"


def assert_log(actual: list[dict[str, Any]], expected: list[dict[str, Any]], where: str) -> None:
    seqs = [line["seq"] for line in actual]
    assert all(a < b for a, b in zip(seqs, seqs[1:])), f"{where}: log seqs {seqs} not increasing"
    trimmed = [{key: line.get(key) for key in want} for line, want in zip(actual, expected)]
    assert len(actual) == len(expected) and trimmed == expected, \
        f"{where}: the log has seqs {seqs}, the model {[line['seq'] for line in expected]}\n" \
        f"  api:   {trimmed}\n  model: {expected}"


# --- what to send ------------------------------------------------------------------------------

MOVE_KINDS = ("legal", "legal", "legal", "legal", "wrong_seat", "wrong_type", "bad_card",
              "bad_seat", "bad_shape", "unknown_type", "not_json")


def move_body(match: ModelMatch, kind: str, rng: random.Random) -> Any:
    """A move body of `kind`: a legal move from the sampler, or one bent out of shape.

    Bent moves need not end up illegal: `predict` decides what the API must answer either way.
    """
    if kind == "not_json":
        return NOT_JSON
    base = _legal_or_last(match, rng)
    body = {"type": base.type, "seat": base.seat, "payload": plain(dict(base.payload))}
    players = len(match.players)
    if kind == "wrong_seat":
        others = [seat for seat in range(players) if seat not in match.rules.to_move(match.state)]
        body["seat"] = rng.choice(others or range(players))
    elif kind == "wrong_type":
        body["type"] = rng.choice(sorted(set(match.rules.info.moves) - {base.type}) or [base.type])
    elif kind == "bad_card":
        strings = [key for key, value in body["payload"].items() if isinstance(value, str)]
        if strings:
            body["payload"][rng.choice(strings)] = rng.choice(["9Z", "MID", "", "W"])
    elif kind == "bad_seat":
        body["seat"] = rng.choice([-1, players, players + 3])
    elif kind == "bad_shape":
        body["payload"] = rng.choice([{key: 5 for key in body["payload"]} or {"x": 5},
                                      {**body["payload"], "extra": True}])
    elif kind == "unknown_type":
        body["type"] = "fly"
    return body


def _legal_or_last(match: ModelMatch, rng: random.Random) -> Move:
    if not match.over:
        return match.rules.sample_move(match.state, rng, match.clock())
    last = match.log[-1].move  # a finished game has a log
    return Move(last.type, last.seat, last.payload)


def other_body(body: dict[str, Any], players: int) -> dict[str, Any]:
    """The same move entered for the next seat: a different body that still fits the schema."""
    return {**body, "seat": (body["seat"] + 1) % players}


def stale_version(current: int, rng: random.Random) -> int:
    return rng.choice([version for version in range(max(0, current - 3), current + 3)
                       if version != current])


# --- how a match is set up ---------------------------------------------------------------------

def _mini_golf_options(players: int) -> st.SearchStrategy[dict[str, Any]]:
    # One-hole matches come to an end within a test run; nine-hole ones show a long match.
    return st.fixed_dictionaries({
        "holes": st.sampled_from([1, 1, 2, 9]),
        "entry_mode": st.sampled_from(["scribe", "scribe", "self"]),
        "first_dealer": st.integers(0, players - 1),
        "deck_exhausted": st.sampled_from(["reshuffle_discards", "end_hole"]),
        "wild_cards": st.sampled_from(["excluded", "best_assignment"]),
        "discard_draw_must_replace": st.booleans(),
        "depth": st.sampled_from(["every_move", "every_move", "hand"]),
    })


OPTIONS = {"mini-golf": _mini_golf_options}


@st.composite
def setups(draw: st.DrawFn) -> tuple[str, list[str], dict[str, Any]]:
    """(game, player names, options) for POST /matches: 2-4 players of a registered game."""
    slug = draw(st.sampled_from(sorted(GAMES)))
    info = GAMES[slug].info
    low = max(2, info.min_players)
    players = draw(st.integers(low, max(low, min(4, info.max_players))))
    options = draw(OPTIONS[slug](players)) if slug in OPTIONS else {}
    return slug, [f"P{seat}" for seat in range(players)], options


def _entrant(label: str) -> Entrant:
    """The phone a log line's `entered_by` names (Entrant.label); the model's host holds no seat."""
    return Entrant(host=True) if label == "host" else Entrant(seat=int(label.partition(":")[2]))
