"""Whose turn it is, enforced once by the core (BaseRules.check) for every move a game declares
turn-bound (MoveType.turn), from the game's `to_move` (or its `whose_turn`, or the move's own): a
game has no turn gate of its own. Every registered game is held to that, Cold War and EkeQ's
variants with their own words for it."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.errors import RuleViolation
from rules.registry import GAMES
from rules.turn_taken import already_entered
from tests.games.take_turns import OWN_WORDS, TAKE_TURNS


def _refusal(state, move: Move, rules=TAKE_TURNS) -> RuleViolation:
    with pytest.raises(RuleViolation) as refused:
        referee.check(rules, state, move, Entrant(host=True), 0)
    return refused.value


def test_a_game_that_declares_to_move_gets_its_turns_enforced_without_a_gate_of_its_own():
    state = TAKE_TURNS.setup(3, {})
    refusal = _refusal(state, Move("name", 2, {"card": "3H"}))
    assert refusal.rule_id == "CORE-NOT-YOUR-TURN"
    assert refusal.details() == {"current": 0, "actor": 2}
    assert refusal.message(TAKE_TURNS.info.rules, "en", ["Ann", "Ben", "Cat"]) == "It's Ann's turn, not Cat's."
    state = referee.play(TAKE_TURNS, state, Move("name", 0, {"card": "3H"}), Entrant(host=True), 0)
    assert _refusal(state, Move("name", 0, {"card": "4H"})).details() == {"current": 1, "actor": 0}
    referee.check(TAKE_TURNS, state, Move("name", 1, {"card": "4H"}), Entrant(host=True), 0)


def test_what_the_game_asks_before_the_turn_answers_first_and_its_check_after():
    state = referee.play(TAKE_TURNS, TAKE_TURNS.setup(3, {}), Move("name", 0, {"card": "3H"}),
                         Entrant(host=True), 0)
    assert _refusal(state, Move("name", 2, {"card": "3H"})).rule_id == "TURNS-SAME-CARD"
    assert _refusal(state, Move("name", 2, {"card": ""})).rule_id == "CORE-NOT-YOUR-TURN"
    assert _refusal(state, Move("name", 1, {"card": ""})).rule_id == "CORE-BAD-PAYLOAD"
    assert referee.check_order(TAKE_TURNS, "name")[-3:] == [
        "CORE-NOT-YOUR-TURN", "CORE-TURN-TAKEN", "CORE-BAD-PAYLOAD"]


def test_a_move_that_is_not_turn_bound_comes_from_any_seat():
    state = TAKE_TURNS.setup(3, {})
    for seat in range(3):
        state = referee.play(TAKE_TURNS, state, Move("cheer", seat, {}), Entrant(host=True), 0)
    assert state.cheers == 3


def test_a_move_that_names_its_own_holder_is_held_to_it_not_to_the_games_turn():
    state = referee.play(TAKE_TURNS, TAKE_TURNS.setup(3, {}), Move("name", 0, {"card": "3H"}),
                         Entrant(host=True), 0)
    assert TAKE_TURNS.whose_turn(state) == {1}
    assert _refusal(state, Move("echo", 1, {})).details() == {"current": 0, "actor": 1}
    assert referee.play(TAKE_TURNS, state, Move("echo", 0, {}), Entrant(host=True), 0).echoes == 1
    assert _refusal(state, Move("name", 0, {"card": "4H"})).details() == {"current": 1, "actor": 0}


def test_the_cores_refusal_of_a_turn_another_phone_just_entered_is_turn_taken():
    state = TAKE_TURNS.setup(2, {"rounds": 2})
    first = Move("name", 0, {"card": "3H"}, seq=1)
    state = referee.play(TAKE_TURNS, state, first, Entrant(host=True), 0)
    again = Move("name", 0, {"card": "4H"})  # the other phone named its own card
    refusal = already_entered(TAKE_TURNS, state, again, _refusal(state, again), first, Entrant(host=True))
    assert refusal.rule_id == "CORE-TURN-TAKEN"
    assert refusal.details() == {"player": 0, "seq": 1, "entered_by": "host"}


class EveryoneMayCheer(type(TAKE_TURNS)):
    """Take Turns where every seat is also due something meanwhile (as 2P6C's players may
    challenge): `to_move` names them all, the turn stays the current seat's."""

    def to_move(self, state):
        return frozenset() if state.phase == "game_over" else frozenset(range(state.players))

    def whose_turn(self, state):
        return frozenset({state.current})


def test_a_turn_taken_is_told_as_such_though_the_seat_is_due_something_else_meanwhile():
    rules = EveryoneMayCheer()
    first = Move("name", 0, {"card": "3H"}, seq=1)
    state = referee.play(rules, rules.setup(2, {"rounds": 2}), first, Entrant(host=True), 0)
    again = Move("name", 0, {"card": "4H"})
    assert 0 in rules.to_move(state)
    refusal = already_entered(rules, state, again, _refusal(state, again, rules), first, Entrant(host=True))
    assert refusal.rule_id == "CORE-TURN-TAKEN"


def test_a_finished_game_is_over_before_anyones_turn():
    state = TAKE_TURNS.setup(2, {})
    for seat, card in ((0, "3H"), (1, "4H")):
        state = referee.play(TAKE_TURNS, state, Move("name", seat, {"card": card}), Entrant(host=True), 0)
    assert _refusal(state, Move("name", 1, {"card": "5H"})).rule_id == "CORE-GAME-OVER"


def test_a_game_whose_spec_names_its_own_id_for_it_gets_that_from_the_core():
    state = OWN_WORDS.setup(2, {"rounds": 2})
    refusal = _refusal(state, Move("name", 1, {"card": "3H"}), OWN_WORDS)
    assert (refusal.rule_id, refusal.details()) == ("TURNS-WAIT", {"player": 0})
    assert refusal.message(OWN_WORDS.info.rules, "it", ["Ann", "Ben"]) == "Aspetta Ann."
    assert referee.check_order(OWN_WORDS, "name")[-3:] == ["TURNS-WAIT", "CORE-TURN-TAKEN", "CORE-BAD-PAYLOAD"]
    first = Move("name", 0, {"card": "3H"}, seq=1)
    state = referee.play(OWN_WORDS, state, first, Entrant(host=True), 0)
    again = Move("name", 0, {"card": "4H"})
    assert already_entered(OWN_WORDS, state, again, _refusal(state, again, OWN_WORDS), first,
                           Entrant(seat=0)).rule_id == "CORE-TURN-TAKEN"


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_move_that_lists_the_turn_refusal_is_turn_bound_and_no_other_is(slug):
    """The core refuses another seat's turn for exactly the moves declared turn-bound, so a move
    that lists the refusal (CORE-NOT-YOUR-TURN, or the game's own id in `turn_rules`) without
    `turn=True` would need a gate of its own."""
    info = GAMES[slug].info
    for move_type in info.moves.values():
        listed = bool(set(move_type.checks) & info.turn_rules)
        assert move_type.turn == listed, move_type.name
        assert move_type.turn or "CORE-NOT-YOUR-TURN" not in move_type.checks, move_type.name


# The tables each game is played at below: its defaults, and the options that bring in its other
# turn-bound moves (a hand entered privately, a draft, a hand's result, a tie-break, EkeQ's
# variants).
TURN_TABLES = {
    "collector": ({}, {"info_mode": "hand_tracking"}),
    "ekeq": ({"variant": "climb"}, {"variant": "family"}),
    "flares": ({}, {"depth": "hand"}),
    "squad": ({}, {"info_mode": "hand_tracking", "draft": True}, {"deck_exhausted": "end_game"}),
}
TURN_GAMES = sorted(slug for slug, rules in GAMES.items() if any(move.turn for move in rules.info.moves.values()))


def _refused_out_of_turn(rules, state, move: Move, now_ms: int) -> bool:
    """Whether `move`, from a seat whose turn it is not, gets the turn refusal from the core and
    from nowhere else: unless what is asked before the turn answers it first, the whole check
    refuses it as another seat's turn, while the game's own check, asked alone, never does."""
    move_type = rules.info.moves[move.type]
    try:
        if move_type.before_turn is not None:
            move_type.before_turn(state, move, now_ms)
    except RuleViolation:
        return False
    with pytest.raises(RuleViolation) as refused:
        rules.check(state, move, now_ms)
    assert refused.value.rule_id in rules.info.turn_rules, (move, refused.value.rule_id)
    try:
        move_type.check(state, move, now_ms)
    except RuleViolation as own:
        assert own.rule_id not in rules.info.turn_rules, (move, "a turn gate of its own")
    return True


MAX_MOVES = 3000  # as the contract's random games: every game ends well before


def _as_sent(rules, move: Move) -> Move:
    """The sampled move as the API would receive it: its payload through JSON and its schema."""
    return referee.parse(rules, move.type, move.seat, json.loads(json.dumps(dict(move.payload))))


@pytest.mark.parametrize("slug", TURN_GAMES)
def test_every_turn_bound_move_from_another_seat_is_refused_by_the_core_alone(slug):
    """Seeded random games, at every table size up to four: at each step, the latest move of
    each turn-bound type the game's sampler made is entered again from every seat whose turn it
    is not. Every turn-bound move of the game is tried so, and every legal one came from a seat
    whose turn it was."""
    rules, tried = GAMES[slug], set()
    for options in TURN_TABLES.get(slug, ({},)):
        for players in range(rules.info.min_players, min(rules.info.max_players, 4) + 1):
            for seed in range(3):
                rng = random.Random(f"{slug}/{options}/{players}/{seed}")
                tried |= _tried_out_of_turn(rules, options, players, rng)
    assert tried == {move.name for move in rules.info.moves.values() if move.turn}


def _tried_out_of_turn(rules, options, players: int, rng: random.Random) -> set[str]:
    """Plays a random game, entering again at each step the latest move of each turn-bound type
    from every seat whose turn it is not; the types that were refused so by the core alone."""
    _options, state = referee.new_game(rules, players, options)
    latest: dict[str, Move] = {}
    tried = set()
    for step in range(MAX_MOVES):
        if rules.outcome(state) is not None:
            return tried
        now_ms = 1_000 * (step + 1)
        move = _as_sent(rules, rules.sample_move(state, rng, now_ms))
        if rules.info.moves[move.type].turn:
            assert move.seat in rules.turn_holders(state, move), move
            latest[move.type] = move
        for earlier in latest.values():
            holders = rules.turn_holders(state, earlier)
            if not holders:
                continue  # nobody's turn (between turns): the game's own check answers the move
            for seat in set(range(players)) - holders:
                if _refused_out_of_turn(rules, state, replace(earlier, seat=seat), now_ms):
                    tried.add(earlier.type)
        state = referee.play(rules, state, move, Entrant(seat=move.seat), now_ms)
    pytest.fail(f"no result after {MAX_MOVES} moves")
