"""EkeQ as a Rules value (rulebook shared/rulebooks/ekeq-it.txt; spec shared/rules/ekeq.md Part C).

`flow` says what a move does, `checks` whether it is legal now, `view` what each phone sees."""
from __future__ import annotations

from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move, MoveType, Outcome
from ...core import CORE_RULES
from ...options import FrozenOptions
from . import flow, sampler, view
from .checks import CHECKS
from .messages import EKEQ_RULES
from .schemas import CommitPayload, EkeqOptions, QDecisionPayload, QPickPayload, QPickResultPayload
from .state import EkeqState, dump_state, load_state

INFO = GameInfo(
    slug="ekeq",
    title="EkeQ",
    min_players=2,
    max_players=6,
    options_schema=EkeqOptions,
    moves={
        "commit": MoveType("commit", CommitPayload,
                           "Your face-down card (sealed until every player has committed) and, in "
                           "the first round of a turn, your entry card for the pot.", private=True),
        "q_decision": MoveType("q_decision", QDecisionPayload,
                               "The Q card's holder uses it (paying a card) or passes it to the left."),
        "q_pick": MoveType("q_pick", QPickPayload,
                           "The Q user picks an opponent's card (hand or tesoretto) and says its number first."),
        "q_pick_result": MoveType("q_pick_result", QPickResultPayload,
                                  "The owner of the picked card says what it is."),
    },
    rules={**CORE_RULES, **EKEQ_RULES},
    spec="ekeq.md",
    summary="Sealed face-down cards, the Q card's guess, the highest card takes the pot; three ways to win.",
    renamed_core_rules={"CORE-GAME-OVER": "EKEQ-MATCH-OVER"},
)


class EkeqRules(BaseRules):
    info = INFO

    def setup(self, players: int, options: Mapping[str, Any]) -> EkeqState:
        return flow.new_game(players, FrozenOptions(options))

    def to_move(self, state: EkeqState) -> frozenset[int]:
        if state.phase == "commit":
            return frozenset(s for s in state.commit_list if s not in state.commits)
        if state.phase == "q_decision":
            return frozenset({state.q_holder})
        if state.phase == "q_pick":
            return frozenset({state.q_user})
        if state.phase == "q_pick_result":
            return frozenset({state.picks[-1].target})
        return frozenset()

    def check(self, state: EkeqState, move: Move, now_ms: int) -> None:
        CHECKS[move.type](state, move)

    def apply(self, state: EkeqState, move: Move, now_ms: int) -> EkeqState:
        return flow.APPLY[move.type](state, move)

    def view(self, state: EkeqState, seat: int | None) -> dict[str, Any]:
        return view.table_view(state, seat)

    def redact(self, state: EkeqState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
        """A commit is sealed in the log while its window is open; once it closes the payment is
        public (it lies face up in the pot, C-A3) and the face-down card stays sealed until the
        table has seen it."""
        if move.type != "commit" or viewer == move.seat or move.seq in state.revealed:
            return move.payload
        window_open = state.phase == "commit" and any(c.seq == move.seq for c in state.commits.values())
        return None if window_open else {"payment": move.payload.get("payment")}

    def scores(self, state: EkeqState) -> dict[str, Any]:
        return {"totals": [p.hand + p.tesoretto for p in state.seats], "rounds": []}

    def outcome(self, state: EkeqState) -> Outcome | None:
        if state.result is None:
            return None
        winner = state.result["winner"]
        return Outcome(winners=() if winner is None else (winner,),
                       totals=tuple(p.hand + p.tesoretto for p in state.seats),
                       termination=state.result["type"], extras=dict(state.result))

    def dump(self, state: EkeqState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> EkeqState:
        return load_state(data)

    def sample_move(self, state: EkeqState, rng: Any, now_ms: int | None = None) -> Move:
        return sampler.sample_move(state, rng)


EKEQ = EkeqRules()
