"""EkeQ as a Rules value (rulebook Italian EkeQ; spec docs/games/ekeq.md Parts C
and D). The base game: `flow` says what a move does, `checks` whether it is legal now, `view`
what each phone sees. The variants (option `variant`) play through `climb_game` and `family_game`,
each with its own state type, which picks the module a call goes to."""
from __future__ import annotations

from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move, MoveType, Outcome
from ...core import CORE_RULES
from ...errors import Malformed
from ...options import FrozenOptions
from . import climb_game, family_game, flow, sampler, view
from .check_order import CHECK_ORDER, VARIANT_MOVES
from .checks import CHECKS
from .climb import ClimbState, new_climb_game
from .family import FamilyState, new_family_game
from .messages import EKEQ_RULES
from .schemas import (AttemptPayload, CommitPayload, DrawInitPayload, DrawPayload, EkeqOptions, EkeqResult,
                      EkeqScores, FamilyCardPayload, LookPayload, PassPayload, PlaceGoldenQPayload, QDecisionPayload,
                      QPickPayload, QPickResultPayload, RedrawPayload, RevealPayload, SuggestPayload, TakePayload)
from .state import EkeqState, dump_state, load_state


def _move(name: str, schema: type, summary: str, private: bool = False) -> MoveType:
    return MoveType(name, schema, summary, private=private, checks=CHECK_ORDER[name])


INFO = GameInfo(
    slug="ekeq",
    title="EkeQ",
    min_players=2,
    max_players=6,
    options_schema=EkeqOptions,
    moves={
        "commit": _move("commit", CommitPayload,
                        "Your face-down card (sealed until every player has committed) and, in "
                        "the first round of a turn, your entry card for the pot.", private=True),
        "reveal": _move("reveal", RevealPayload,
                        "commit_mode hash: your face-down card and the nonce of its commitment."),
        "q_decision": _move("q_decision", QDecisionPayload,
                            "The Q card's holder uses it (paying a card) or passes it to the left."),
        "q_pick": _move("q_pick", QPickPayload,
                        "The Q user picks an opponent's card (hand or tesoretto) and says its number first."),
        "q_pick_result": _move("q_pick_result", QPickResultPayload,
                               "The owner of the picked card says what it is."),
        "draw_init": _move("draw_init", DrawInitPayload,
                           "Climb variant, setup: the 4 cards you drew.", private=True),
        "place_golden_q": _move("place_golden_q", PlaceGoldenQPayload,
                                "Climb variant: a Golden Q placed on its pile, without a guess."),
        "attempt": _move("attempt", AttemptPayload,
                         "Climb variant: the card you try to place (sealed until the guess) and "
                         "the suggeritore you choose.", private=True),
        "suggest": _move("suggest", SuggestPayload,
                         "Climb variant: the suggeritore names the pile (two for a mini-GOLDEN Q card)."),
        "redraw": _move("redraw", RedrawPayload,
                        "Climb variant, after a wrong guess: the card drawn from the deck.", private=True),
        "pass": _move("pass", PassPayload, "Climb variant: nothing you hold can be placed."),
        "family_card": _move("family_card", FamilyCardPayload,
                             "Family variant, setup: the card that fixes your family."),
        "draw": _move("draw", DrawPayload, "Family variant: the card drawn from the deck."),
        "look": _move("look", LookPayload,
                      "Family variant, after a Golden Q you lack: look at one end of the discard pile."),
        "take": _move("take", TakePayload, "Family variant: the family cards taken from that look."),
    },
    rules={**CORE_RULES, **EKEQ_RULES},
    spec="docs/games/ekeq.md",
    summary="Sealed face-down cards, the Q card's guess, the highest card takes the pot; three ways to win.",
    renamed_core_rules={"CORE-GAME-OVER": "EKEQ-MATCH-OVER"},
    result_schema=EkeqResult,
    scores_schema=EkeqScores,
)


# The options that name a seat: the Q card's first holder (base game), the first player (variants).
SEAT_OPTIONS = ("initial_q_holder", "first_player")


class EkeqRules(BaseRules):
    info = INFO

    def setup(self, players: int, options: Mapping[str, Any]) -> EkeqState | ClimbState | FamilyState:
        # A seat the table does not have would wait for a player who never comes: every move
        # refused for ever. Refused here, as options that cannot work at this table (422).
        for option in SEAT_OPTIONS:
            if not 0 <= options[option] < players:
                raise Malformed("EKEQ-SEAT-OPTION", option=option, players=players, last=players - 1)
        if options["variant"] == "family":
            return new_family_game(players, FrozenOptions(options))
        if options["variant"] == "climb":
            return new_climb_game(players, FrozenOptions(options), options["figures"])
        return flow.new_game(players, FrozenOptions(options))

    def to_move(self, state: EkeqState) -> frozenset[int]:
        if variant := _variant(state):
            return variant.to_move(state)
        if state.phase == "commit":
            return frozenset(s for s in state.commit_list if s not in state.commits)
        if state.phase == "q_decision":
            return frozenset({state.q_holder})
        if state.phase == "reveal":
            return frozenset(s for s, c in state.commits.items() if c.hidden is None)
        if state.phase == "q_pick":
            return frozenset({state.q_user})
        if state.phase == "q_pick_result":
            return frozenset({state.picks[-1].target})
        return frozenset()

    def check(self, state: EkeqState, move: Move, now_ms: int) -> None:
        name = _variant_name(state)
        if move.type not in VARIANT_MOVES[name]:
            # The match's variant never takes this move: a request that does not fit (422).
            raise Malformed("EKEQ-VARIANT-MOVE", variant=name, move=move.type,
                            moves=", ".join(VARIANT_MOVES[name]))
        if variant := _variant(state):
            return variant.check(state, move)
        CHECKS[move.type](state, move)

    def apply(self, state: EkeqState, move: Move, now_ms: int) -> EkeqState:
        if variant := _variant(state):
            return variant.apply(state, move)
        return flow.APPLY[move.type](state, move)

    def view(self, state: EkeqState, seat: int | None) -> dict[str, Any]:
        if variant := _variant(state):
            return variant.view(state, seat)
        return view.table_view(state, seat)

    def tracked_hands_used(self, state: EkeqState, move: Move) -> frozenset[int]:
        """Climb with private hands: a Golden Q placed comes from the hand, and a pass is judged on
        it (EKEQ-CLIMB-PASS while a card that fits is held). An attempt is private already."""
        tracked = isinstance(state, ClimbState) and state.private
        return frozenset({move.seat}) if tracked and move.type in ("place_golden_q", "pass") else frozenset()

    def redact(self, state: EkeqState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
        """A commit is sealed in the log while its window is open; once it closes the payment is
        public (it lies face up in the pot, C-A3) and the face-down card stays sealed until the
        table has seen it."""
        if isinstance(state, ClimbState):
            return climb_game.redact(state, move, viewer)
        if move.type != "commit" or viewer == move.seat or move.seq in state.revealed:
            return move.payload
        window_open = state.phase == "commit" and any(c.seq == move.seq for c in state.commits.values())
        if window_open:
            return None
        return {"payment": move.payload.get("payment"),
                **({"commitment": move.payload["commitment"]} if move.payload.get("commitment") else {})}

    def scores(self, state: EkeqState) -> dict[str, Any]:
        if variant := _variant(state):
            return variant.scores(state)
        return {"totals": [p.hand + p.tesoretto for p in state.seats], "rounds": []}

    def outcome(self, state: EkeqState) -> Outcome | None:
        if variant := _variant(state):
            return variant.outcome(state)
        return view.outcome(state)

    def dump(self, state: EkeqState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> EkeqState:
        return load_state(data)

    def sample_move(self, state: EkeqState, rng: Any, now_ms: int | None = None) -> Move:
        if variant := _variant(state):
            return variant.sample(state, rng)
        return sampler.sample_move(state, rng)


VARIANTS = {"climb": climb_game, "family": family_game}


def _variant_name(state: Any) -> str:
    return "climb" if isinstance(state, ClimbState) else "family" if isinstance(state, FamilyState) else "base"


def _variant(state: Any) -> Any:
    """The module that plays a variant's state; None for the base game."""
    if isinstance(state, ClimbState):
        return climb_game
    return family_game if isinstance(state, FamilyState) else None


EKEQ = EkeqRules()
