"""Sealed Bid: a tiny game that exists only to test the referee's handling of secrets.

Mini Golf has nothing private, so this game gives the generic machinery something to hide: each
round every seat privately bids a card (a private move, from its own phone only); when the last
bid is in, all bids of that round are revealed and the highest card (rank, then suit hierarchy)
scores a point. It is a real Rules value, played through the same referee, service and API.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from marshmallow import Schema, fields, validate

from rules.base import BaseRules, GameInfo, Move, MoveType, Outcome
from rules.cards import SUITS, hierarchy_key, parse_card
from rules.errors import RuleText, RuleViolation
from rules.outcome_schemas import ResultSchema, ScoreSheetSchema, ended_by, totals


class Options(Schema):
    rounds = fields.Integer(load_default=2, validate=validate.Range(min=1, max=6))


class BidPayload(Schema):
    card = fields.String(required=True)


# Its shapes, like every game's: the API tests hold each match view to them.
class SealedBidScores(ScoreSheetSchema):
    totals = totals("Rounds won so far.")


class SealedBidResult(ResultSchema):
    totals = totals("Rounds won.")
    termination = ended_by(["rounds_complete"], "rounds_complete: every round's bids are revealed.")


RULES = {"BID-ALREADY": RuleText("You have already bid this round.",
                                 "Hai già fatto la tua offerta in questo giro."),
         "BID-USED": RuleText("You have already bid {card}.", "Hai già offerto {card}.")}


@dataclass(frozen=True)
class State:
    players: int
    options: Mapping[str, Any]
    round: int = 1
    bids: tuple[str | None, ...] = ()          # this round's sealed bids
    sealed: tuple[int, ...] = ()                # the log seqs of those bids
    revealed: tuple[tuple[str, ...], ...] = ()  # every finished round's bids, public
    totals: tuple[int, ...] = ()


class SealedBid(BaseRules):
    info = GameInfo(slug="sealed-bid", title="Sealed Bid", min_players=2, max_players=4,
                    options_schema=Options, result_schema=SealedBidResult, scores_schema=SealedBidScores,
                    rules=RULES, spec="tests/games/sealed_bid.py",
                    moves={"bid": MoveType("bid", BidPayload, "Bid a card, sealed.", private=True,
                                                   sealed=True)})

    def setup(self, players: int, options: Mapping[str, Any]) -> State:
        return State(players, dict(options), bids=(None,) * players, totals=(0,) * players)

    def to_move(self, state: State) -> frozenset[int]:
        if self.outcome(state) is not None:
            return frozenset()
        return frozenset(seat for seat, bid in enumerate(state.bids) if bid is None)

    def check(self, state: State, move: Move, now_ms: int | None = None) -> None:
        if state.bids[move.seat] is not None:
            raise RuleViolation("BID-ALREADY")
        card = parse_card(move.payload["card"])
        if card in self.used(state, move.seat):
            raise RuleViolation("BID-USED", card=card)

    def used(self, state: State, seat: int) -> set[str]:
        return {bids[seat] for bids in state.revealed}

    def apply(self, state: State, move: Move, now_ms: int) -> State:
        bids = list(state.bids)
        bids[move.seat] = parse_card(move.payload["card"])
        if None in bids:
            return replace(state, bids=tuple(bids), sealed=state.sealed + (move.seq,))
        best = max(range(state.players), key=lambda seat: hierarchy_key(bids[seat]))
        totals = tuple(total + (seat == best) for seat, total in enumerate(state.totals))
        return replace(state, round=state.round + 1, bids=(None,) * state.players, sealed=(),
                       revealed=state.revealed + (tuple(bids),), totals=totals)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {"round": state.round, "waiting_for": sorted(self.to_move(state)),
                "my_bid": state.bids[seat] if seat is not None else None,
                "revealed": [list(bids) for bids in state.revealed]}

    def redact(self, state: State, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
        # A bid stays sealed while its round is open; bids of finished rounds are public.
        return None if move.seq in state.sealed and viewer != move.seat else move.payload

    def scores(self, state: State) -> dict[str, Any]:
        return {"totals": list(state.totals)}

    def outcome(self, state: State) -> Outcome | None:
        if len(state.revealed) < state.options["rounds"]:
            return None
        best = max(state.totals)
        return Outcome(tuple(s for s, t in enumerate(state.totals) if t == best), state.totals,
                       "rounds_complete")

    def dump(self, state: State) -> dict[str, Any]:
        return {"players": state.players, "options": dict(state.options), "round": state.round,
                "bids": list(state.bids), "sealed": list(state.sealed), "revealed": [list(b) for b in state.revealed],
                "totals": list(state.totals)}

    def load(self, data: Mapping[str, Any]) -> State:
        return State(data["players"], data["options"], data["round"], tuple(data["bids"]),
                     tuple(data["sealed"]), tuple(tuple(b) for b in data["revealed"]),
                     tuple(data["totals"]))

    def sample_move(self, state: State, rng: Any, now_ms: int | None = None) -> Move:
        seat = rng.choice(sorted(self.to_move(state)))
        # Each seat bids in its own suit, and never the same card twice, so no two entries
        # ever share their text: a leak check can then tell them apart.
        cards = [f"{rank}{SUITS[seat]}" for rank in range(1, 7)]
        return Move("bid", seat, {"card": rng.choice(sorted(set(cards) - self.used(state, seat)))})


SEALED_BID = SealedBid()
