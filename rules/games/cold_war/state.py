"""Cold War's state (docs/games/cold-war.md §2) as frozen values, and its plain-JSON snapshot.

Rulebook: Fifteen Minute Cold War (Echo Zulu); spec docs/games/cold-war.md. Differences from
the spec's sketch: players are seat numbers 0..n-1 and `seats` is indexed by seat; the registry is
`cards` (id -> CardDef), holding deck-defined cards from the start and cards first sighted at the
table as they are entered; lent Blue cards are not listed apart, since a card of another country in a
player's area is lent by definition. Phases: "setup", "play" (the active seat plays, discards and
draws; a Fallen seat announces its target), "reaction" and "confirm" (a pending attack waits for
the target's Shields, or for an effect to be confirmed), "fallen_reveal", "game_over".
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...snapshots import Snapshot

SNAPSHOT_VERSION = 1
PHASES = ("setup", "play", "reaction", "confirm", "fallen_reveal", "game_over")
KINDS = ("leader", "white", "blue", "brown", "orange")
STACK_KINDS = ("white", "blue", "brown")
SETUP_STACK = 6
HAND = 5
DECK = 24  # non-Leader cards per country


@dataclass(frozen=True)
class CardDef:
    """One card's printed facts, from a deck definition or entered at its first sighting (§1.4)."""

    id: str
    country: str
    kind: str
    name: str | None = None
    defence: int | None = None
    defence_next_to_leader: int | None = None
    attack: int | None = None
    triad_symbol: str | None = None
    icon: str | None = None
    effect: Mapping[str, Any] | None = None
    leader_defence: int | None = None
    # Where a card nobody had defined was typed in: the log seq of the move that first showed it,
    # and which of that move's typed cards it was (payload order), so that the organiser's phone
    # can correct that entry when its printed values were typed wrong (§3.5).
    seen_at: int | None = None
    seen_index: int | None = None


@dataclass(frozen=True)
class Player:
    """One seat's table area. `stack[0]` is next to the Leader. `hand_known` are cards known to be in
    the hand (entered privately, or deduced from a draw pile whose order is known); `draw_known`
    is the draw pile top first, None until its first reset. `fallen_*` is the Fallen Leader deck."""

    country: str
    leader: str
    status: str = "alive"  # alive | fallen | out
    stack: tuple[str, ...] = ()
    hand_count: int = 0
    hand_known: tuple[str, ...] = ()
    draw_count: int = DECK
    draw_known: tuple[str, ...] | None = None
    discard: tuple[str, ...] = ()
    ready: bool = False  # the initial hand is drawn
    fallen_count: int = 0
    fallen_known: tuple[str, ...] | None = None
    fallen_discard: tuple[str, ...] = ()
    set_aside: tuple[str, ...] = ()
    defeated_at: int | None = None


@dataclass(frozen=True)
class Pending:
    """An attack waiting for a reaction or a confirmation (§2 PendingAttack). `stage` is
    "reaction", "confirm_shield" (the attacker confirms the target's stated Shield effect) or
    "confirm_effect" (the target confirms a manual Special's operations)."""

    kind: str  # brown | triad | special_remove | redeploy | fallen_brown | special_manual
    attacker: int
    target: int
    stage: str = "reaction"
    hand_cards: tuple[str, ...] = ()
    stack_cards: tuple[str, ...] = ()
    orange: str | None = None
    value: int | None = None
    selection: tuple[str, ...] = ()
    shields: tuple[str, ...] = ()
    claim: Mapping[str, Any] | None = None
    cancelled: bool = False
    absorbed: int = 0
    # Server time (ms) after which an unanswered window may be closed as "no Shields", when the
    # match sets reaction_timeout_s; None otherwise.
    deadline_ms: int | None = None


@dataclass(frozen=True)
class ColdWarState:
    players: int
    options: Mapping[str, Any]
    phase: str
    seats: tuple[Player, ...]
    cards: Mapping[str, CardDef]
    first_player: int = 0
    active: int | None = None
    turn_no: int = 0
    plays_used: int = 0
    discarded: bool = False
    pending: Pending | None = None
    offers: tuple[int, ...] = ()
    defeat_order: tuple[int, ...] = ()
    winner: int | None = None
    # Cards that entered a discard pile together in the last move: (seat, cards) pairs (§6 A18).
    batches: tuple[tuple[int, tuple[str, ...]], ...] = ()
    last: Mapping[str, Any] | None = None
    disputes: tuple[Mapping[str, Any], ...] = ()
    deck_warnings: tuple[Mapping[str, Any], ...] = field(default=())

    def card(self, card_id: str) -> CardDef:
        return self.cards[card_id]

    def kind(self, card_id: str) -> str:
        return self.cards[card_id].kind

    def seat_of_country(self, country: str) -> int | None:
        for seat, player in enumerate(self.seats):
            if player.country == country:
                return seat
        return None

    @property
    def max_plays(self) -> int:
        return self.options["max_plays_per_turn"]

    @property
    def tracking(self) -> bool:
        return self.options["hand_tracking"] == "private"


SNAPSHOT = Snapshot(ColdWarState, game="Cold War", version=SNAPSHOT_VERSION)
dump_state, load_state = SNAPSHOT.dump, SNAPSHOT.load
