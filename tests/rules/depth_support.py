"""Test helper (no tests here): a game played move by move and the same game entered a hand at a
time must score alike. `hands_of` plays a seeded random game at every_move depth and hands back,
for each scored hand, the entries a table would make at hand depth; `enter_hands` plays those
entries through the referee at hand depth. `golf_grids`, `flares_round_result`, `collector_sets`
and `half_zero_round_points` say, for each game that offers the depth, what the table enters when a
move ends a hand."""
from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Mapping

from rules import referee
from rules.base import Entrant, Move
from rules.games.collector import COLLECTOR
from rules.games.mini_golf.state import POSITIONS

MAX_MOVES = 20_000


def hands_of(rules, players: int, options: Mapping[str, Any], rng: random.Random,
             entries: Callable[[Any, Any], list[Move] | None]) -> tuple[Any, list[list[Move]]]:
    """Plays a random game move by move. After each move `entries(before, after)` says what the
    table would enter at hand depth if that move ended a hand (None otherwise). Returns the final
    state and the hands' entries in order."""
    _options, state = referee.new_game(rules, players, options)
    hands: list[list[Move]] = []
    for _step in range(MAX_MOVES):
        if rules.outcome(state) is not None:
            return state, hands
        move = rules.sample_move(state, rng)
        after = referee.play(rules, state, move, Entrant(seat=move.seat), 0)
        entered = entries(state, after)
        if entered is not None:
            hands.append(entered)
        state = after
    raise AssertionError(f"no result after {MAX_MOVES} moves")


def enter_hands(rules, players: int, options: Mapping[str, Any], hands: Iterable[list[Move]],
                rng: random.Random, by: Callable[[Move], Entrant] | None = None) -> Any:
    """The same game at hand depth: each hand's entries, in a random order within the hand, from
    the phone `by` says (each seat's own by default)."""
    _options, state = referee.new_game(rules, players, {**options, "depth": "hand"})
    for entries in hands:
        entries = list(entries)
        rng.shuffle(entries)
        for move in entries:
            entrant = by(move) if by else Entrant(seat=move.seat)
            state = referee.play(rules, state, move, entrant, 0)
    return state


def played_both_ways(rules, name: str, variant: Mapping[str, Any],
                     entries: Callable[[Any, Any], list[Move] | None]) -> tuple[Any, Any]:
    """A seeded random game of 2 to 4 players with the options of `variant` (a random first dealer
    too, where the game has one), played move by move, and the same game entered at hand depth
    from its hands' `entries`: (the refereed final state, the entered one)."""
    rng = random.Random(name)
    players = rng.randint(2, 4)
    options = dict(variant)
    if "first_dealer" in rules.info.options_schema().fields:
        options["first_dealer"] = rng.randrange(players)
    refereed, hands = hands_of(rules, players, options, rng, entries)
    return refereed, enter_hands(rules, players, options, hands, rng)


def golf_grids(before, after) -> list[Move] | None:
    """Mini Golf: each player's final grid once the hole is scored."""
    if len(after.rounds) == len(before.rounds):
        return None
    return [Move("grid", seat, {"cards": dict(zip(POSITIONS, result.grid))})
            for seat, result in enumerate(after.last_hole.seats) if result is not None]


def flares_round_result(before, after) -> list[Move] | None:
    """Flares: the dealer's round result (point cards, each player's and the deck's tricks)."""
    if len(after.rounds) == len(before.rounds):
        return None
    line = after.rounds[-1]
    return [Move("round_result", line.dealer, {"tricks": list(line.tricks), "deck_tricks": line.deck_tricks,
                                               "point_cards": list(line.point_cards)})]


def collector_sets(before, after) -> list[Move] | None:
    """Collector: once the game is decided, the sets laid down, in lay-down order."""
    if COLLECTOR.outcome(after) is None:
        return None
    laid = [{"seat": down.seat, "cards": list(down.cards)} for down in after.laid_down]
    return [Move("sets", after.dealer, {"sets": laid})]


def half_zero_round_points(before, after) -> list[Move] | None:
    """Half-Zero: the point cards each player won in the round just ended."""
    if len(after.history) == len(before.history):
        return None
    line = after.history[-1]
    won = [[f"{rank}{after.point_suit}" for rank in ranks] for ranks in line.point_cards]
    return [Move("round_points", line.round % after.players, {"point_cards": won})]
