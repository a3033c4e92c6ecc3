"""The shape every game has: the Rules protocol, Move, Outcome and GameInfo (docs/architecture.md).

A game is a value, not a server: `setup` makes the first state, `check` refuses illegal moves with a
RuleViolation, `apply` returns the next state (never mutating), and `view` says what one seat may
see. Time enters only as `now_ms`, the server's receipt time of the move, stamped by the service:
`check` may judge a move by it (a Sixes line after the deadline) and `apply` may record it, so
replaying a log rebuilds the state exactly.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol, runtime_checkable

from marshmallow import Schema

from .core import CORE_RULES
from .errors import RuleText, RuleViolation, Seat
from .options import FrozenOptions, require_seat


@dataclass(frozen=True)
class Move:
    """One thing that happened at the table, entered for `seat`.

    `seq` is the move's place in the match's log, stamped by the service. A game that keeps
    entries sealed remembers their seqs in its state, so `redact` can tell a still-sealed entry
    from one the table has since revealed.
    """

    type: str
    seat: int
    payload: Mapping[str, Any] = field(default_factory=dict)
    seq: int | None = None


@dataclass(frozen=True)
class Entrant:
    """Who typed a move in: a seat's own phone, or the host phone that keeps the whole table.

    `inherited`: the log seqs of this seat's private entries that this phone may not read: they
    were still sealed when the host or an organiser moved the seat to it without its holder's
    consent, and it has not entered them again since. While there are any the phone is "blind":
    it sees the table's view and enters no move from its tracked hand (CORE-HAND-REENTER)."""

    seat: int | None = None
    host: bool = False
    inherited: frozenset[int] = frozenset()

    @property
    def blind(self) -> bool:
        return bool(self.inherited)

    @property
    def reader(self) -> int | None:
        """The seat whose secrets this phone reads in a view: none while it is blind."""
        return None if self.inherited else self.seat

    @property
    def label(self) -> str:
        return "host" if self.host else f"seat:{self.seat}"


@dataclass(frozen=True)
class MoveType:
    name: str
    schema: type[Schema]
    summary: str
    # Private moves (sealed choices, hands typed in) come only from the seat's own phone and
    # are redacted from everyone else's log until the game reveals them.
    private: bool = False
    # A sealed choice (a Half-Zero pick, a Sixes line, an EkeQ face-down card): private and
    # entered side by side with the others' until the rules reveal it to the table. Once any of
    # it is shown it stands, and so does every move before the one that showed it: undo and
    # correction are refused unless every other seat agrees (api/matches/reveals.py). A hand
    # entered for tracking is private but not sealed: its owner shows it card by card.
    sealed: bool = False
    # The rule ids this move's check may answer, in the order it asks them: when several rules
    # refuse one move, the first of them here is the one the referee names.
    checks: tuple[str, ...] = ()
    # What the rules do with it (BaseRules dispatches on them): `check(state, move, now_ms)`
    # raises RuleViolation unless the move is legal now, `apply(state, move, now_ms)` returns the
    # state after it. Neither is published.
    check: Callable[[Any, Move, int], None] | None = None
    apply: Callable[[Any, Move, int], Any] | None = None


def move_table(*moves: MoveType) -> dict[str, MoveType]:
    """A game's moves by name, each declared once (GameInfo.moves), in the catalogue's order."""
    return {move.name: move for move in moves}


@dataclass(frozen=True)
class GameInfo:
    slug: str
    title: str
    min_players: int
    max_players: int
    options_schema: type[Schema]
    moves: Mapping[str, MoveType]
    # The game's own rule ids; the CORE-* ones every game shares (rules/core.py) are added here.
    rules: Mapping[str, RuleText]
    spec: str
    summary: str = ""
    # A game whose spec names its own ids for the referee's generic refusals maps them here:
    # CORE-GAME-OVER, CORE-NOT-SEATED (a seat that does not exist) and CORE-NOT-AUTHORIZED-PRIVATE
    # (a private move typed on another phone).
    renamed_core_rules: Mapping[str, str] = field(default_factory=dict)
    # Moves a game takes after its result is known (Ladder's optional audit of the cards left in
    # hand); the referee refuses every other move then with CORE-GAME-OVER.
    after_game_moves: frozenset[str] = frozenset()
    # Mini Golf's strokes: the lowest total is the best (tournament placements read this).
    lower_totals_win: bool = False
    # The shapes of `outcome().to_json()` and `scores()` (rules/outcome_schemas.py subclasses):
    # the OpenAPI document and the catalogue publish them, the contract tests hold games to them.
    result_schema: type[Schema] | None = None
    scores_schema: type[Schema] | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "rules", {**CORE_RULES, **self.rules})

    def core_rule(self, name: str, default: str) -> str:
        return self.renamed_core_rules.get(name, default)

    def check_players(self, players: int) -> None:
        """CORE-PLAYER-COUNT unless the game is played by this many."""
        if not self.min_players <= players <= self.max_players:
            raise RuleViolation("CORE-PLAYER-COUNT", min=self.min_players, max=self.max_players)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: `winners` are seats, `totals` per seat."""

    winners: tuple[int, ...]
    totals: tuple[Any, ...]
    termination: str
    extras: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "totals": list(self.totals),
                "termination": self.termination, **self.extras}


@runtime_checkable
class GameState(Protocol):
    players: int
    options: Mapping[str, Any]


class Rules(Protocol):
    info: GameInfo

    def setup(self, players: int, options: Mapping[str, Any]) -> GameState: ...
    def to_move(self, state: Any) -> frozenset[int]: ...
    def check(self, state: Any, move: Move, now_ms: int) -> None: ...
    def apply(self, state: Any, move: Move, now_ms: int) -> Any: ...
    def view(self, state: Any, seat: int | None) -> dict[str, Any]: ...
    def scores(self, state: Any) -> dict[str, Any]: ...
    def outcome(self, state: Any) -> Outcome | None: ...
    def flags(self, state: Any) -> list[dict[str, Any]]: ...
    def flag_violation(self, flag: Mapping[str, Any]) -> RuleViolation: ...
    def is_private(self, state: Any, move: Move) -> bool: ...
    def is_sealed(self, state: Any, move: Move) -> bool: ...
    def tracked_hands_used(self, state: Any, move: Move) -> frozenset[int]: ...
    def redact(self, state: Any, move: Move, viewer: int | None) -> Mapping[str, Any] | None: ...
    def dump(self, state: Any) -> dict[str, Any]: ...
    def load(self, data: Mapping[str, Any]) -> Any: ...
    # `now_ms`, when the caller knows the server's time, lets a timed game pick a move that is
    # legal then (a Sixes round past its deadline can only be locked).
    def sample_move(self, state: Any, rng: Any, now_ms: int | None = None) -> Move: ...


@runtime_checkable
class WordLookup(Protocol):
    """A game with word lists (2P6C) also answers whether a word is allowed, but only when its
    rules let that seat ask: a lookup is not a move, so it never goes through the referee."""

    def lookup(self, state: Any, seat: int | None, text: str) -> Mapping[str, Any]: ...


class BaseRules:
    """What every game shares. A game declares its INFO (each move with its check and apply),
    `new_game` and `to_move`, and overrides what else it needs."""

    info: GameInfo
    # Options that name a seat (the first dealer): the schema allows up to the largest table, so
    # `setup` refuses one this table lacks (options.require_seat).
    seat_options: tuple[str, ...] = ()

    def setup(self, players: int, options: Mapping[str, Any]) -> Any:
        """The first state. The player count is the referee's first question (referee.new_game),
        asked here too for a caller that sets a game up without it. Loading the options again
        fills in the defaults when a caller passes only some (tests, tools)."""
        self.info.check_players(players)
        loaded = FrozenOptions(self.info.options_schema().load(dict(options)))
        for name in self.seat_options:
            require_seat(loaded, name, players)
        return self.new_game(players, loaded)

    def new_game(self, players: int, options: FrozenOptions) -> Any:
        """The first state, from options loaded and checked by `setup`."""
        raise NotImplementedError

    def check(self, state: Any, move: Move, now_ms: int) -> None:
        """The game over (CORE-GAME-OVER, in the game's words) once its phase is "game_over",
        unless the game takes the move after its result (after_game_moves); then the check of the
        move's type (CORE-BAD-PAYLOAD for a type the game has none for)."""
        info = self.info
        if state.phase == "game_over" and move.type not in info.after_game_moves:
            raise RuleViolation(info.core_rule("CORE-GAME-OVER", "CORE-GAME-OVER"))
        move_type = info.moves.get(move.type)
        if move_type is None or move_type.check is None:
            raise RuleViolation("CORE-BAD-PAYLOAD", field="type")
        move_type.check(state, move, now_ms)

    def apply(self, state: Any, move: Move, now_ms: int) -> Any:
        return self.info.moves[move.type].apply(state, move, now_ms)

    # How the game's state is stored and read back: its codec (rules/snapshots.py).
    snapshot: Any

    def dump(self, state: Any) -> dict[str, Any]:
        return self.snapshot.dump(state)

    def load(self, data: Mapping[str, Any]) -> Any:
        return self.snapshot.load(data)

    # sampler(state, to_move, rng, now_ms): a legal move by chance for one of the seats to move.
    sampler: Callable[[Any, frozenset[int], Any, int | None], Move]

    def sample_move(self, state: Any, rng: Any, now_ms: int | None = None) -> Move:
        return self.sampler(state, self.to_move(state), rng, now_ms)

    def flags(self, state: Any) -> list[dict[str, Any]]:
        return []

    def flag_violation(self, flag: Mapping[str, Any]) -> RuleViolation:
        """One of `flags()` as the violation it reports, so its message is formatted like a
        refusal's: in the reader's language, with players' names. `details` are plain JSON;
        by default `player` is a seat. A game overrides this for other typed values."""
        details = dict(flag.get("details") or {})
        if isinstance(details.get("player"), int):
            details["player"] = Seat(details["player"])
        return RuleViolation(flag["rule"], **details)

    def is_private(self, state: Any, move: Move) -> bool:
        return self.info.moves[move.type].private

    def is_sealed(self, state: Any, move: Move) -> bool:
        """A sealed choice (MoveType.sealed) in this match's options: private here too."""
        return self.info.moves[move.type].sealed and self.is_private(state, move)

    def tracked_hands_used(self, state: Any, move: Move) -> frozenset[int]:
        """The seats whose privately entered (tracked) hand `move` takes cards from, or is judged
        on (a pass or a pick-up refused while a playable card is held). The referee takes such a
        move only from that seat's own phone, so the answer must come from the move's type, its
        payload, the options and which seats are tracked, never from what a hand holds: anything
        else would let the refusal itself tell another phone about the hand. None by default."""
        return frozenset()

    def redact(self, state: Any, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
        """The payload as `viewer` may read it in the log; None hides it entirely."""
        if self.is_private(state, move) and viewer != move.seat:
            return None
        return move.payload
