"""Half-Zero's state (ecwem-six.md §2.2) as frozen values, and its plain-JSON snapshot.

Rulebook: shared/rulebooks/ecwem-six.txt, "Half-Zero". Differences from the spec's sketch: players
are seat numbers (0..n-1) and every per-player field is a tuple indexed by seat; `hand_size`,
`allowance`, `remaining`, `possible` and `point_unrevealed` are derived (see `table.py`), because
during a round they follow from `base`, `max_base`, `played` and `point_won`. `turns` keeps this
round's finished turns for the view; `last_played` keeps the cards of the round just ended until the
next round's first turn, for the trust-mode audit (HALFZERO-AUDIT-MISMATCH).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...flags import Flag
from ...options import FrozenOptions

PHASES = ("round_setup", "turn_open", "selecting", "tiebreak", "point_reveal", "game_over")
NONE = "NONE"  # the invisible rank 0 of a player with no cards left
SNAPSHOT_VERSION = 1


@dataclass(frozen=True)
class Play:
    """A ranked card played this round, with the log seq of the move that played it."""

    card: str
    seq: int | None = None


@dataclass(frozen=True)
class Sealed:
    """A sealed-mode selection not yet revealed: private to `seat` (and its log line `seq`)."""

    seat: int
    choice: str
    seq: int | None = None


@dataclass(frozen=True)
class Turn:
    number: int = 1
    declared: tuple[int, ...] = ()  # announced opt-outs, sorted
    wild: tuple[int, ...] = ()      # secret opt-outs with a W, public once revealed
    # [initial reveal, tiebreak 1, ...]: per reveal, the value each seat showed (rank, 0 for the
    # invisible 0) or None for a seat that took no part in it.
    reveals: tuple[tuple[int | None, ...], ...] = ()
    tied: tuple[int, ...] = ()
    winner: int | None = None
    point: int | None = None        # rank of the point card the winner turned up
    resolved: bool = False          # the turn has a result: a winner, or nobody (HZ-2)
    sealed: tuple[Sealed, ...] = ()  # sealed mode: this reveal's selections so far

    @property
    def opted_out(self) -> tuple[int, ...]:
        return tuple(sorted(self.declared + self.wild))


@dataclass(frozen=True)
class RoundResult:
    """One line of the score sheet (§2.6): the point cards each seat won, who upgraded, the bases."""

    round: int
    bases_before: tuple[int, ...]
    point_cards: tuple[tuple[int, ...], ...]
    upgraded: int | None
    bases_after: tuple[int, ...]

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(sum(cards) for cards in self.point_cards)



@dataclass(frozen=True)
class HalfZeroState:
    players: int
    options: Mapping[str, Any]
    suit_of: tuple[str, ...]
    point_suit: str
    base: tuple[int, ...]
    round: int = 1
    phase: str = "round_setup"
    max_base: int = 5
    wild_tokens: tuple[int, ...] = ()
    optouts_used: tuple[int, ...] = ()
    wild_used: tuple[int, ...] = ()
    played: tuple[tuple[Play, ...], ...] = ()
    # hand_tracking: the hand each seat entered this round (None until entered, and for base 5,
    # whose hand is known). Private to its seat.
    hands: tuple[tuple[str, ...] | None, ...] = ()
    turn: Turn = Turn()
    turns: tuple[Turn, ...] = ()
    point_won: tuple[tuple[int, ...], ...] = ()
    history: tuple[RoundResult, ...] = ()
    last_played: tuple[tuple[Play, ...], ...] = ()
    audited: tuple[int, ...] = ()
    flags: tuple[Flag, ...] = ()
    winner: int | None = None


def freeze_options(options: Mapping[str, Any]) -> FrozenOptions:
    # JSON gives lists; a tuple keeps the options hashable, and load() does the same again.
    suit_of = options.get("suit_of")
    return FrozenOptions({**options, "suit_of": None if suit_of is None else tuple(suit_of)})


def dump_state(state: HalfZeroState) -> dict[str, Any]:
    return {
        "v": SNAPSHOT_VERSION,
        "players": state.players,
        "options": {**state.options, "suit_of": _list_or_none(state.options.get("suit_of"))},
        "suit_of": list(state.suit_of),
        "point_suit": state.point_suit,
        "base": list(state.base),
        "round": state.round,
        "phase": state.phase,
        "max_base": state.max_base,
        "wild_tokens": list(state.wild_tokens),
        "optouts_used": list(state.optouts_used),
        "wild_used": list(state.wild_used),
        "played": [_dump_plays(plays) for plays in state.played],
        "hands": [_list_or_none(hand) for hand in state.hands],
        "turn": _dump_turn(state.turn),
        "turns": [_dump_turn(turn) for turn in state.turns],
        "point_won": [list(ranks) for ranks in state.point_won],
        "history": [{"round": r.round, "bases_before": list(r.bases_before),
                     "point_cards": [list(cards) for cards in r.point_cards],
                     "upgraded": r.upgraded, "bases_after": list(r.bases_after)}
                    for r in state.history],
        "last_played": [_dump_plays(plays) for plays in state.last_played],
        "audited": list(state.audited),
        "flags": [flag.to_json() for flag in state.flags],
        "winner": state.winner,
    }


def load_state(data: Mapping[str, Any]) -> HalfZeroState:
    if data.get("v") != SNAPSHOT_VERSION:
        raise ValueError(f"unknown Half-Zero snapshot version {data.get('v')!r}")
    return HalfZeroState(
        players=data["players"],
        options=freeze_options(data["options"]),
        suit_of=tuple(data["suit_of"]),
        point_suit=data["point_suit"],
        base=tuple(data["base"]),
        round=data["round"],
        phase=data["phase"],
        max_base=data["max_base"],
        wild_tokens=tuple(data["wild_tokens"]),
        optouts_used=tuple(data["optouts_used"]),
        wild_used=tuple(data["wild_used"]),
        played=tuple(_load_plays(plays) for plays in data["played"]),
        hands=tuple(None if hand is None else tuple(hand) for hand in data["hands"]),
        turn=_load_turn(data["turn"]),
        turns=tuple(_load_turn(turn) for turn in data["turns"]),
        point_won=tuple(tuple(ranks) for ranks in data["point_won"]),
        history=tuple(RoundResult(r["round"], tuple(r["bases_before"]),
                                  tuple(tuple(cards) for cards in r["point_cards"]),
                                  r["upgraded"], tuple(r["bases_after"])) for r in data["history"]),
        last_played=tuple(_load_plays(plays) for plays in data["last_played"]),
        audited=tuple(data["audited"]),
        flags=tuple(Flag.from_json(f) for f in data["flags"]),
        winner=data["winner"],
    )



def _dump_turn(turn: Turn) -> dict[str, Any]:
    return {"number": turn.number, "declared": list(turn.declared), "wild": list(turn.wild),
            "reveals": [list(values) for values in turn.reveals], "tied": list(turn.tied),
            "winner": turn.winner, "point": turn.point, "resolved": turn.resolved,
            "sealed": [[s.seat, s.choice, s.seq] for s in turn.sealed]}


def _load_turn(data: Mapping[str, Any]) -> Turn:
    return Turn(number=data["number"], declared=tuple(data["declared"]), wild=tuple(data["wild"]),
                reveals=tuple(tuple(values) for values in data["reveals"]), tied=tuple(data["tied"]),
                winner=data["winner"], point=data["point"], resolved=data["resolved"],
                sealed=tuple(Sealed(seat, choice, seq) for seat, choice, seq in data["sealed"]))


def _dump_plays(plays: tuple[Play, ...]) -> list[list[Any]]:
    return [[play.card, play.seq] for play in plays]


def _load_plays(data: list[list[Any]]) -> tuple[Play, ...]:
    return tuple(Play(card, seq) for card, seq in data)


def _list_or_none(value: Any) -> list[Any] | None:
    return None if value is None else list(value)

