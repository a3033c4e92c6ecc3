"""Flares' state (ecwem-six.md §3.2) as frozen values, and its plain-JSON snapshot.

Rulebook: shared/rulebooks/ecwem-six.txt, "Flares". Differences from the spec's sketch: players
are seat numbers (0..n-1) and `players` is their count; the deck is the leader "DECK"; `tricks_won`
holds the seats' counts and `deck_tricks` the deck's; `played` is read off the tricks; scores are
integer sixths (§0.8); `hand_seqs` (not in the sketch) remembers which log entries hold this
round's private hands, so `redact` can tell them from the fully played hands of earlier rounds.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Union

from ...flags import Flag
from ...options import FrozenOptions

DECK = "DECK"
Leader = Union[int, str]  # a seat, or DECK
PHASES = ("round_setup", "await_deck_lead", "in_trick", "await_point_cards", "game_over")
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
        return self.options["info_mode"] == "hand_tracking"


def dump_state(state: FlaresState) -> dict[str, Any]:
    return {
        "v": SNAPSHOT_VERSION,
        "players": state.players,
        "options": dict(state.options),
        "round": state.round,
        "dealer": state.dealer,
        "phase": state.phase,
        "trick": _dump_trick(state.trick),
        "tricks_done": [_dump_trick(trick) for trick in state.tricks_done],
        "tricks_won": list(state.tricks_won),
        "deck_tricks": state.deck_tricks,
        "void_claims": [[c.seat, c.suit, c.trick, c.card, c.seq, c.proved] for c in state.void_claims],
        "hands": [None if hand is None else list(hand) for hand in state.hands],
        "hand_seqs": list(state.hand_seqs),
        "deck_count": state.deck_count,
        "point_cards": None if state.point_cards is None else list(state.point_cards),
        "rounds": [_dump_round(result) for result in state.rounds],
        "totals": list(state.totals),
        "flags": [flag.to_json() for flag in state.flags],
        "winners": list(state.winners),
    }


def load_state(data: Mapping[str, Any]) -> FlaresState:
    if data.get("v") != SNAPSHOT_VERSION:
        raise ValueError(f"unknown Flares snapshot version {data.get('v')!r}")
    return FlaresState(
        players=data["players"],
        options=FrozenOptions(data["options"]),
        round=data["round"],
        dealer=data["dealer"],
        phase=data["phase"],
        trick=_load_trick(data["trick"]),
        tricks_done=tuple(_load_trick(trick) for trick in data["tricks_done"]),
        tricks_won=tuple(data["tricks_won"]),
        deck_tricks=data["deck_tricks"],
        void_claims=tuple(VoidClaim(*claim) for claim in data["void_claims"]),
        hands=tuple(None if hand is None else tuple(hand) for hand in data["hands"]),
        hand_seqs=tuple(data["hand_seqs"]),
        deck_count=data["deck_count"],
        point_cards=None if data["point_cards"] is None else tuple(data["point_cards"]),
        rounds=tuple(_load_round(result) for result in data["rounds"]),
        totals=tuple(data["totals"]),
        flags=tuple(Flag.from_json(f) for f in data["flags"]),
        winners=tuple(data["winners"]),
    )


def _dump_trick(trick: Trick) -> dict[str, Any]:
    return {"number": trick.number, "leader": trick.leader, "lead_suit": trick.lead_suit,
            "order": list(trick.order), "cards": [[p.by, p.card, p.seq] for p in trick.cards],
            "winner": trick.winner}


def _load_trick(data: Mapping[str, Any]) -> Trick:
    return Trick(number=data["number"], leader=data["leader"], lead_suit=data["lead_suit"],
                 order=tuple(data["order"]), cards=tuple(Play(*play) for play in data["cards"]),
                 winner=data["winner"])


def _dump_round(result: RoundResult) -> dict[str, Any]:
    score = result.score
    return {"round": result.round, "dealer": result.dealer, "tricks": list(result.tricks),
            "deck_tricks": result.deck_tricks, "point_cards": list(result.point_cards),
            "score": {"points": score.points, "suit_mult": score.suit_mult,
                      "sweep_mult": score.sweep_mult, "deck_sweep": score.deck_sweep,
                      "deck_sweep_mult": score.deck_sweep_mult, "value": score.value,
                      "most": list(score.most), "shares": score.shares, "all_tied": score.all_tied,
                      "awards": list(score.awards), "forfeited": list(score.forfeited)}}


def _load_round(data: Mapping[str, Any]) -> RoundResult:
    score = data["score"]
    return RoundResult(
        round=data["round"], dealer=data["dealer"], tricks=tuple(data["tricks"]),
        deck_tricks=data["deck_tricks"], point_cards=tuple(data["point_cards"]),
        score=RoundScore(points=score["points"], suit_mult=score["suit_mult"],
                         sweep_mult=score["sweep_mult"], deck_sweep=score["deck_sweep"],
                         deck_sweep_mult=score["deck_sweep_mult"], value=score["value"],
                         most=tuple(score["most"]), shares=score["shares"],
                         all_tied=score["all_tied"], awards=tuple(score["awards"]),
                         forfeited=tuple(score["forfeited"])))
