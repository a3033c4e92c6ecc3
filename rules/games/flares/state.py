"""Flares' state (docs/games/flares.md §3.2) as frozen values, and its plain-JSON snapshot.

Rulebook: Ecwem: Six, "Flares". Differences from the spec's sketch: players
are seat numbers (0..n-1) and `players` is their count; the deck is the leader "DECK"; `tricks_won`
holds the seats' counts and `deck_tricks` the deck's; `played` is read off the tricks; scores are
integer sixths (§0.8); `hand_seqs` (not in the sketch) remembers which log entries hold this
round's private hands, so `redact` can tell them from the fully played hands of earlier rounds.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Union

from ...flags import Flag
from ...snapshots import FLAG_SHAPE, Snapshot

DECK = "DECK"
Leader = Union[int, str]  # a seat, or DECK
# "await_round_result": a match entered a hand at a time waits for the round's result (hand.py).
PHASES = ("round_setup", "await_deck_lead", "in_trick", "await_point_cards", "await_round_result",
          "game_over")
SNAPSHOT_VERSION = 2  # 2: flags in the shape every game shares (rules/flags.py)


@dataclass(frozen=True)
class Play:
    """One card on a trick: who put it there (a seat or the deck) and the log seq of the move."""

    by: Leader
    card: str
    seq: int | None = None


@dataclass(frozen=True)
class Trick:
    number: int
    leader: Leader
    lead_suit: str | None = None
    order: tuple[int, ...] = ()       # players still to play, the next one first
    cards: tuple[Play, ...] = ()      # in play order, the lead card first
    winner: Leader | None = None


@dataclass(frozen=True)
class VoidClaim:
    """A public fact of trust mode: `seat` played `card`, not of `suit`, on a trick led in `suit`.

    Only the first such trick per (seat, suit) is kept; `proved` once a later card of that suit
    from the same seat has raised FLARES-REVOKE, so one revoke is flagged once.
    """

    seat: int
    suit: str
    trick: int
    card: str
    seq: int | None
    proved: bool = False



@dataclass(frozen=True)
class RoundScore:
    """One round scored by §3.5: every number the score sheet shows, awards in sixths."""

    points: int                   # s, the sum of the point cards' ranks
    suit_mult: int                # 2 when the three point cards share a suit
    sweep_mult: int               # 2 when one player took every trick
    deck_sweep: bool              # the deck took every trick
    deck_sweep_mult: int          # 2 for a deck sweep with deck_sweep_doubles
    value: int                    # V: what the most tricks are worth before splitting
    most: tuple[int, ...]         # W: the players with the most tricks (empty on a deck sweep)
    shares: int                   # how many ways V is split (the deck may take one)
    all_tied: bool                # every player tied for most: nobody scores
    awards: tuple[int, ...]       # per seat, sixths, after any forfeit
    forfeited: tuple[int, ...] = ()  # seats whose positive award a revoke cancelled


@dataclass(frozen=True)
class RoundResult:
    round: int
    dealer: int
    tricks: tuple[int, ...]
    deck_tricks: int
    point_cards: tuple[str, ...]
    score: RoundScore


@dataclass(frozen=True)
class FlaresState:
    players: int
    options: Mapping[str, Any]
    round: int
    dealer: int
    phase: str
    trick: Trick
    tricks_done: tuple[Trick, ...] = ()
    tricks_won: tuple[int, ...] = ()
    deck_tricks: int = 0
    void_claims: tuple[VoidClaim, ...] = ()
    # hand_tracking only: each seat's hand as entered this round (None until it is in), and the
    # log seq of that entry.
    hands: tuple[tuple[str, ...] | None, ...] = ()
    hand_seqs: tuple[int | None, ...] = ()
    deck_count: int = 0
    point_cards: tuple[str, ...] | None = None
    rounds: tuple[RoundResult, ...] = ()
    totals: tuple[int, ...] = ()       # sixths
    flags: tuple[Flag, ...] = ()
    winners: tuple[int, ...] = ()

    @property
    def h(self) -> int:
        """Hand size and number of tricks per round (§3.1)."""
        return self.players + 1

    @property
    def tracking(self) -> bool:
        # Entered a round at a time, no hand is ever entered, whatever info_mode says.
        return self.options["info_mode"] == "hand_tracking" and self.options.get("depth") != "hand"


# Plays and void claims were always stored as lists of their fields.
SNAPSHOT = Snapshot(FlaresState, game="Flares", version=SNAPSHOT_VERSION, rows=(Play, VoidClaim),
                    shapes=FLAG_SHAPE)
dump_state, load_state = SNAPSHOT.dump, SNAPSHOT.load
