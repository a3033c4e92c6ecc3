"""Test helper (no tests here): no state of a game ever holds more copies of a card than the game's
deck has (issue 35), whatever the phones enter.

Each game says, in its own `test_card_copies.py`, what its deck has and where a state holds cards
(an `Audit`); `assert_no_card_beyond_its_copies` plays seeded random games through the referee,
as the service does: the game's own legal moves (its sampler), and now and then an illegal
entry made from one, with a card of its payload swapped for a card the state already holds
somewhere, or for one the deck does not have. Whatever the referee accepts is played, and after
every move the copies are counted.

They are counted as each phone may know them: the cards whose place the whole table knows, plus
the private entries (a tracked hand, a sealed card) of one seat, for the table alone and for each
seat; and for every seat's private entries at once where a game checks them against each other
when they are entered (tracked hands are: CORE-CARD-CONFLICT, docs/games/README.md). A game whose
sealed entries must not be compared at entry, or the refusal would tell one phone what another
put down (EkeQ's face-down cards), says so (`together=False`): there two phones may each have
put down the card until the table sees both, and the game must then stop on them rather than
count it twice.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, Callable, Hashable, Iterable, Iterator, Mapping, Sequence

from hypothesis import HealthCheck, Phase, settings, strategies as st

from rules import referee
from rules.base import Entrant, Move
from rules.cards import RANKED_CARDS, WILD, WILD_COUNT
from rules.errors import RuleViolation

Card = Hashable  # a game's own name for one card of its deck ("3H", "GQ2", a card id)
INTRUDE = 0.3    # how often a step tries an illegal entry before its legal move
MAX_MOVES = 300  # enough to reach every phase of a game a few times, and still a few seconds

# A handful of seeded games per run, the same every run (no example database in the tree: the
# model-based test's reasons), and no explain phase, which would trace every line of a game.
PROPERTY = settings(max_examples=16, deadline=None, database=None, derandomize=True,
                    phases=[phase for phase in Phase if phase is not Phase.explain],
                    suppress_health_check=[HealthCheck.too_slow])


@dataclass(frozen=True)
class Audit:
    """How to count one game's cards.

    `deck(state)`: the copies of each card the deck has (a card it lacks has none).
    `held(state, seats)`: every copy the state holds, one entry per copy: the places the whole
    table knows, and the private entries of `seats` only.
    `names(value)`: the card a payload value names, None for a value that names none.
    `spell(card, value)`: a payload value naming `card`, in the shape of `value` (the one it
    replaces).
    `also_try(state)`: cards to try besides those held: ones the deck of this match lacks that a
    phone could still name (a W in a game without them), or, where the state keeps few cards in
    view, every card that exists but once.
    `together(state)`: whether the private entries of different seats are checked against each
    other at entry, and so may be counted together.
    `intrude(state, legal, rng)`: the illegal entry to try, for a game whose payloads name cards
    in a way `names` cannot pick out (Sixes' card texts); by default a card of `legal` swapped.
    """

    rules: Any
    variants: Sequence[Mapping[str, Any]]
    players: Sequence[int]
    deck: Callable[[Any], Mapping[Card, int]]
    held: Callable[[Any, frozenset[int]], Iterable[Card]]
    names: Callable[[Any], Card | None]
    spell: Callable[[Card, Any], Any]
    also_try: Callable[[Any], Iterable[Card]] = lambda state: ()
    together: Callable[[Any], bool] = lambda state: True
    max_moves: int = MAX_MOVES
    intrude: Callable[[Any, Move, random.Random], Move | None] | None = None


def cases(audit: Audit) -> st.SearchStrategy:
    """(options, players, seed) for one random game."""
    return st.tuples(st.sampled_from(list(audit.variants)), st.sampled_from(list(audit.players)),
                     st.integers(min_value=0, max_value=2**31))


@dataclass
class Tally:
    moves: int = 0
    tried: int = 0
    taken: int = 0


def assert_no_card_beyond_its_copies(audit: Audit, options: Mapping[str, Any], players: int,
                                     seed: int) -> Tally:
    """One seeded random game with intruders; fails at the first state holding a card more
    often than the deck has it, or if a game of some length never named a card to swap (the
    audit would then only replay the sampler). Returns what was played."""
    rules, rng, tally = audit.rules, random.Random(seed), Tally()
    _loaded, state = referee.new_game(rules, players, options)
    assert_within(audit, state, "the deal")
    for step in range(audit.max_moves):
        if rules.outcome(state) is not None:
            break
        now = 1_000 * (step + 1)
        try:
            legal = rules.sample_move(state, rng, now)
        except Exception:
            # After an intruder it let in, a game may wait for what no random move gives: a
            # correction (an EkeQ turn stopped on a card entered twice, a Flares hand that lists a
            # card the deck turned up and has nothing else to play). The game ends there.
            if tally.taken:
                break
            raise
        moves = [(legal, False)]
        if rng.random() < INTRUDE or not tally.tried:  # the first chance always: the test bites
            intruder = audit.intrude(state, legal, rng) if audit.intrude else intrude(audit, state, legal, rng)
            if intruder is not None:
                moves.insert(0, (intruder, True))
                tally.tried += 1
        for move, intruding in moves:
            move = replace(move, seq=tally.moves + 1)
            try:
                state = referee.play(rules, state, move, Entrant(seat=move.seat), now)
            except RuleViolation:
                if intruding:
                    continue
                # The same, when the sampler's move is refused (an EkeQ hash reveal of a second
                # copy, which only a correction gets past).
                assert tally.taken, f"the sampler's move was refused: {move}"
                return tally
            tally.moves += 1
            tally.taken += intruding
            assert_within(audit, state, f"move {tally.moves}: {move.type} {dict(move.payload)}")
            break
    assert tally.tried or tally.moves < 20, f"{tally.moves} moves and not one that names a card"
    return tally


def assert_within(audit: Audit, state: Any, after: str) -> None:
    deck = audit.deck(state)
    for seats in viewers(audit, state):
        counted = Counter(audit.held(state, seats))
        beyond = {card: n for card, n in counted.items() if n > deck.get(card, 0)}
        assert not beyond, f"after {after}, the state holds (seats {sorted(seats)}) {beyond}"


def viewers(audit: Audit, state: Any) -> list[frozenset[int]]:
    """The table alone, each seat, and every seat at once where private entries meet at entry."""
    groups = [frozenset(), *(frozenset({seat}) for seat in range(state.players))]
    return groups + [frozenset(range(state.players))] if audit.together(state) else groups


def intrude(audit: Audit, state: Any, legal: Move, rng: random.Random) -> Move | None:
    """`legal` with one card of its payload swapped for a card the state holds somewhere (as
    every phone together knows it), another card of the same payload, or one of `also_try`."""
    slots = list(card_slots(audit, legal.payload))
    if not slots:
        return None
    path, value = rng.choice(slots)
    choices = [*audit.held(state, frozenset(range(state.players))), *audit.also_try(state),
               *(audit.names(other) for other_path, other in slots if other_path != path)]
    if not choices:
        return None
    swapped = audit.spell(rng.choice(choices), value)
    return replace(legal, payload=put(legal.payload, path, swapped))


def card_slots(audit: Audit, value: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    """(path, value) of every value in a payload that names a card."""
    if audit.names(value) is not None:
        yield path, value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from card_slots(audit, item, (*path, key))
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from card_slots(audit, item, (*path, index))


def put(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, Mapping):
        return {**value, head: put(value[head], rest, new)}
    items = list(value)
    items[head] = put(items[head], rest, new)
    return items


# -- the Ecwem: Six deck (rules/cards.py), which six of the games share ---------------------------

def ecwem_deck(wilds: bool) -> Counter:
    """36 ranked cards once each, and the six interchangeable W when the match plays them."""
    return Counter({**dict.fromkeys(RANKED_CARDS, 1), **({WILD: WILD_COUNT} if wilds else {})})


def ecwem_names(value: Any) -> Card | None:
    """A card code as a payload spells it ("3H", "W"): read as the referee reads it."""
    if isinstance(value, str):
        code = value.strip().upper()
        if code in RANKED_CARDS or code == WILD:
            return code
    return None


def ecwem_spell(card: Card, value: Any) -> str:
    return card


def ecwem_audit(rules: Any, variants: Sequence[Mapping[str, Any]], players: Sequence[int],
                held: Callable[[Any, frozenset[int]], Iterable[Card]],
                wilds: Callable[[Any], bool] = lambda state: False, **more: Any) -> Audit:
    """An Audit for a game of the Ecwem deck; a W is tried too where the match has none."""
    return Audit(rules=rules, variants=variants, players=players, held=held,
                 deck=lambda state: ecwem_deck(wilds(state)), names=ecwem_names, spell=ecwem_spell,
                 also_try=lambda state: () if wilds(state) else (WILD,), **more)
