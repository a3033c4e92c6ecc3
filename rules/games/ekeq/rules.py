"""EkeQ as a Rules value (rulebook Italian EkeQ; spec docs/games/ekeq.md Parts C and D).

The catalogue lists one game, whose `moves` serve all three variants; its option `variant` picks
the Rules value of `variants` that plays the match (the base game, the climb or the family
variant), each with its own state type, by which EkeqRules hands every later call to the same one."""
from __future__ import annotations

from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move
from ...errors import Malformed
from ...options import FrozenOptions
from .check_order import VARIANT_MOVES
from .climb import ClimbState
from .family import FamilyState
from .messages import EKEQ_RULES
from .moves import MOVES
from .schemas import EkeqOptions, EkeqResult, EkeqScores
from .state import EkeqState, dump_state, load_state
from .variants import BaseGame, ClimbGame, FamilyGame

INFO = GameInfo(
    slug="ekeq", title="EkeQ", min_players=2, max_players=6,
    tournament_scorings=("win_type", "wdl"),  # Part E: the winner scores by how they won
    options_schema=EkeqOptions, result_schema=EkeqResult, scores_schema=EkeqScores,
    moves=MOVES, rules=EKEQ_RULES, spec="docs/games/ekeq.md",
    summary="Sealed face-down cards, the Q card's guess, the highest card takes the pot; three ways to win.",
    renamed_core_rules={"CORE-GAME-OVER": "EKEQ-MATCH-OVER"},
    turn_rules=frozenset({"EKEQ-CLIMB-NOT-YOUR-TURN", "EKEQ-FAMILY-NOT-YOUR-TURN"}),
)


# The options that name a seat: the Q card's first holder (base game), the first player (variants).
SEAT_OPTIONS = ("initial_q_holder", "first_player")
VARIANTS: dict[str, BaseRules] = {"base": BaseGame(INFO), "climb": ClimbGame(INFO), "family": FamilyGame(INFO)}
_NAMES = {EkeqState: "base", ClimbState: "climb", FamilyState: "family"}


def _by_variant(name: str) -> Any:
    """A Rules method answered by the variant that plays the state (its first argument)."""
    def method(self: BaseRules, state: Any, *args: Any) -> Any:
        return getattr(VARIANTS[_NAMES[type(state)]], name)(state, *args)
    method.__name__ = name
    return method


class EkeqRules(BaseRules):
    """The one game the catalogue lists: each call goes to the variant that plays the match."""
    info = INFO

    def setup(self, players: int, options: Mapping[str, Any]) -> EkeqState | ClimbState | FamilyState:
        # A seat the table does not have would wait for a player who never comes: every move
        # refused for ever. Refused here, as options that cannot work at this table (422).
        for option in SEAT_OPTIONS:
            if not 0 <= options[option] < players:
                raise Malformed("EKEQ-SEAT-OPTION", option=option, players=players, last=players - 1)
        return VARIANTS[options["variant"]].new_game(players, FrozenOptions(options))

    def check(self, state: Any, move: Move, now_ms: int) -> None:
        name = _NAMES[type(state)]
        if move.type not in VARIANT_MOVES[name]:
            # The match's variant never takes this move: a request that does not fit (422).
            raise Malformed("EKEQ-VARIANT-MOVE", variant=name, move=move.type,
                            moves=", ".join(VARIANT_MOVES[name]))
        VARIANTS[name].check(state, move, now_ms)

    # The rest is the variant's answer.
    to_move = _by_variant("to_move")
    whose_turn = _by_variant("whose_turn")
    turn_refusal = _by_variant("turn_refusal")
    apply = _by_variant("apply")
    view = _by_variant("view")
    scores = _by_variant("scores")
    outcome = _by_variant("outcome")
    redact = _by_variant("redact")
    tracked_hands_used = _by_variant("tracked_hands_used")
    sample_move = _by_variant("sample_move")
    dump = staticmethod(dump_state)
    load = staticmethod(load_state)


EKEQ = EkeqRules()
