"""The shape every game has: the Rules protocol, Move, Outcome and GameInfo (docs/architecture.md, The Rules protocol).

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
from .depths import require_depth
from .errors import RuleText, RuleViolation, Seat
from .options import EVERY_MOVE, FrozenOptions, require_seat


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
    # The depth of entry it belongs to (rules/depths.py): a hand's result is entered only in a
    # match played a hand at a time, a single move only in one refereed move by move.
    depth: str = EVERY_MOVE
    # Turn-bound: only a seat whose turn it is (BaseRules.whose_turn, the game's `to_move` unless
    # it says otherwise, or the move's own `whose_turn` below) makes it. BaseRules.check refuses
    # it from any other seat with CORE-NOT-YOUR-TURN (BaseRules.turn_refusal: the game's own id,
    # if its spec has one), after `before_turn` (what the game asks first: the phase, mostly) and
    # before `check`, so the game has no turn gate of its own; `checks` lists the rule there.
    turn: bool = False
    before_turn: Callable[[Any, Move, int], None] | None = None
    # The seats a turn-bound move waits for, when they are not the game's (BaseRules.whose_turn)
    # for this move alone: Cold War's confirmation of a stated effect is the confirmer's while
    # every other turn move stays the active player's, in the same phase.
    whose_turn: Callable[[Any], frozenset[int]] | None = None


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
    # The rule ids that refuse a move because it is another seat's turn (CORE-NOT-YOUR-TURN, or
    # the game's own words for it): the referee tells a turn another phone already entered from
    # them (CORE-TURN-TAKEN, rules/turn_taken.py).
    turn_rules: frozenset[str] = frozenset({"CORE-NOT-YOUR-TURN"})
    # Moves a game takes after its result is known (Ladder's optional audit of the cards left in
    # hand); the referee refuses every other move then with CORE-GAME-OVER.
    after_game_moves: frozenset[str] = frozenset()
    # Mini Golf's strokes: the lowest total is the best (tournament placements read this).
    lower_totals_win: bool = False
    # The tournament scorings that fit the game (rules/tournaments/profiles.py), its default
    # first. Every game has winners, so win/draw/loss fits all; points by place only where the
    # result orders every player (totals that rank); EkeQ's win types only EkeQ.
    tournament_scorings: tuple[str, ...] = ("wdl",)
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
    # The seats a turn-bound move may come from now (BaseRules: the move's own, or the game's).
    def turn_holders(self, state: Any, move: Move) -> frozenset[int]: ...
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
        unless the game takes the move after its result (after_game_moves); then the match's
        depth of entry (CORE-WRONG-DEPTH); then the check of the move's type (CORE-BAD-PAYLOAD
        for a type the game has none for)."""
        info = self.info
        if state.phase == "game_over" and move.type not in info.after_game_moves:
            raise RuleViolation(info.core_rule("CORE-GAME-OVER", "CORE-GAME-OVER"))
        move_type = info.moves.get(move.type)
        if move_type is None or move_type.check is None:
            raise RuleViolation("CORE-BAD-PAYLOAD", field="type")
        require_depth(move_type.depth, state.options)
        if move_type.before_turn is not None:
            move_type.before_turn(state, move, now_ms)
        if move_type.turn:
            self.require_turn(state, move)
        move_type.check(state, move, now_ms)

    def whose_turn(self, state: Any) -> frozenset[int]:
        """The seats a turn-bound move may come from now: `to_move`, unless the game's `to_move`
        also names seats due something else (a tracked hand still to enter)."""
        return self.to_move(state)

    def turn_holders(self, state: Any, move: Move) -> frozenset[int]:
        """Whose turn `move` waits for: its own type's answer (MoveType.whose_turn) if it has
        one, else the game's."""
        own = self.info.moves[move.type].whose_turn
        return own(state) if own is not None else self.whose_turn(state)

    def require_turn(self, state: Any, move: Move) -> None:
        """The turn refusal unless it is `move`'s seat's turn. With nobody's turn (the phase is
        between turns) there is no turn to hold the move to: the game's own check answers it."""
        holders = self.turn_holders(state, move)
        if holders and move.seat not in holders:
            raise self.turn_refusal(state, move, holders)

    def turn_refusal(self, state: Any, move: Move, holders: frozenset[int]) -> RuleViolation:
        """CORE-NOT-YOUR-TURN, naming the (lowest) seat whose turn it is. A game whose spec has
        its own id for it answers that here, with its own values, and lists it in `turn_rules`."""
        return RuleViolation("CORE-NOT-YOUR-TURN", current=Seat(min(holders)), actor=Seat(move.seat))

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
