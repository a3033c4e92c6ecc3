"""EkeQ as a Rules value (rulebook Italian EkeQ; spec docs/games/ekeq.md Parts C
and D). The catalogue lists one game; its option `variant` picks the Rules value that plays the
match: the base game (`checks` says what is legal, `flow` what a move does, `view` what each phone
sees), the climb variant (`climb_game`) or the family variant (`family_game`), each with its own
state type, by which EkeqRules hands every later call to the same one."""
from __future__ import annotations

from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move, MoveType, move_table
from ...core import CORE_RULES
from ...errors import Malformed
from ...options import FrozenOptions
from . import checks, climb_game, family_game, flow, sampler
from . import view as views
from .check_order import CHECK_ORDER, VARIANT_MOVES
from .climb import ClimbState
from .family import FamilyState, new_family_game
from .messages import EKEQ_RULES
from .schemas import (
    AttemptPayload,
    CommitPayload,
    DrawInitPayload,
    DrawPayload,
    EkeqOptions,
    EkeqResult,
    EkeqScores,
    FamilyCardPayload,
    LookPayload,
    PassPayload,
    PlaceGoldenQPayload,
    QDecisionPayload,
    QPickPayload,
    QPickResultPayload,
    RedrawPayload,
    RevealPayload,
    SuggestPayload,
    TakePayload,
)
from .state import EkeqState, dump_state, load_state


def _move(name: str, schema: type, summary: str, private: bool = False, **plays: Any) -> MoveType:
    """A move with its rule ids in check_order.py's order; `plays` are its check and apply."""
    return MoveType(name, schema, summary, private=private, checks=CHECK_ORDER[name], **plays)


INFO = GameInfo(
    slug="ekeq",
    title="EkeQ",
    min_players=2,
    max_players=6,
    options_schema=EkeqOptions,
    moves=move_table(
        _move("commit", CommitPayload,
              "Your face-down card (sealed until every player has committed) and, in "
              "the first round of a turn, your entry card for the pot.", private=True,
              check=checks.check_commit, apply=flow.commit),
        _move("reveal", RevealPayload,
              "commit_mode hash: your face-down card and the nonce of its commitment.",
              check=checks.check_reveal, apply=flow.reveal_card),
        _move("q_decision", QDecisionPayload,
              "The Q card's holder uses it (paying a card) or passes it to the left.",
              check=checks.check_q_decision, apply=flow.q_decision),
        _move("q_pick", QPickPayload,
              "The Q user picks an opponent's card (hand or tesoretto) and says its number first.",
              check=checks.check_q_pick, apply=flow.q_pick),
        _move("q_pick_result", QPickResultPayload,
              "The owner of the picked card says what it is.",
              check=checks.check_q_pick_result, apply=flow.q_pick_result),
        _move("draw_init", DrawInitPayload,
              "Climb variant, setup: the 4 cards you drew.", private=True,
              check=climb_game.check, apply=climb_game.apply),
        _move("place_golden_q", PlaceGoldenQPayload,
              "Climb variant: a Golden Q placed on its pile, without a guess.",
              check=climb_game.check, apply=climb_game.apply),
        _move("attempt", AttemptPayload,
              "Climb variant: the card you try to place (sealed until the guess) and "
              "the suggeritore you choose.", private=True,
              check=climb_game.check, apply=climb_game.apply),
        _move("suggest", SuggestPayload,
              "Climb variant: the suggeritore names the pile (two for a mini-GOLDEN Q card).",
              check=climb_game.check, apply=climb_game.apply),
        _move("redraw", RedrawPayload,
              "Climb variant, after a wrong guess: the card drawn from the deck.", private=True,
              check=climb_game.check, apply=climb_game.apply),
        _move("pass", PassPayload, "Climb variant: nothing you hold can be placed.",
              check=climb_game.check, apply=climb_game.apply),
        _move("family_card", FamilyCardPayload,
              "Family variant, setup: the card that fixes your family.",
              check=family_game.check, apply=family_game.apply),
        _move("draw", DrawPayload, "Family variant: the card drawn from the deck.",
              check=family_game.check, apply=family_game.apply),
        _move("look", LookPayload,
              "Family variant, after a Golden Q you lack: look at one end of the discard pile.",
              check=family_game.check, apply=family_game.apply),
        _move("take", TakePayload, "Family variant: the family cards taken from that look.",
              check=family_game.check, apply=family_game.apply),
    ),
    rules={**CORE_RULES, **EKEQ_RULES},
    spec="docs/games/ekeq.md",
    summary="Sealed face-down cards, the Q card's guess, the highest card takes the pot; three ways to win.",
    renamed_core_rules={"CORE-GAME-OVER": "EKEQ-MATCH-OVER"},
    result_schema=EkeqResult,
    scores_schema=EkeqScores,
)


# The options that name a seat: the Q card's first holder (base game), the first player (variants).
SEAT_OPTIONS = ("initial_q_holder", "first_player")


class BaseGame(BaseRules):
    """The base game (Part C): sealed commits, the Q card, the pot."""
    info = INFO
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.scores)
    outcome = staticmethod(views.outcome)
    redact = staticmethod(views.redact)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: EkeqState) -> frozenset[int]:
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


class ClimbGame(BaseRules):
    """The climb variant (Part D.1)."""
    info = INFO
    new_game = staticmethod(climb_game.new_game)
    to_move = staticmethod(climb_game.to_move)
    view = staticmethod(climb_game.view)
    scores = staticmethod(climb_game.scores)
    outcome = staticmethod(climb_game.outcome)
    redact = staticmethod(climb_game.redact)
    sampler = staticmethod(climb_game.sample)

    def tracked_hands_used(self, state: ClimbState, move: Move) -> frozenset[int]:
        """With private hands: a Golden Q placed comes from the hand, and a pass is judged on it
        (EKEQ-CLIMB-PASS while a card that fits is held). An attempt is private already."""
        return frozenset({move.seat}) if state.private and move.type in ("place_golden_q", "pass") else frozenset()


class FamilyGame(BaseRules):
    """The family variant (Part D.2): nothing in it is secret."""
    info = INFO
    new_game = staticmethod(new_family_game)
    to_move = staticmethod(family_game.to_move)
    view = staticmethod(family_game.view)
    scores = staticmethod(family_game.scores)
    outcome = staticmethod(family_game.outcome)
    sampler = staticmethod(family_game.sample)


VARIANTS: dict[str, BaseRules] = {"base": BaseGame(), "climb": ClimbGame(), "family": FamilyGame()}
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
