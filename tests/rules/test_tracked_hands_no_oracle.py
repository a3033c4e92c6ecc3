"""Under hand tracking no other phone can read a hand by trying moves (docs/architecture.md, Security: a move
that takes cards from a tracked hand comes only from that seat's own phone).

For every game whose options track hands, seeded random games are played through the referee; at
states along the way a tracked seat's hidden hand is changed into another hand the prober cannot
tell apart (its view is the same), and every probing move that takes cards from that hand (each
card the game knows, in each card slot of each such move type) is put to the referee by the host
phone and by another seat's phone in both states. Their answers (accepted, or the exception's class,
rule id and details) must not differ. The seat's own phone still gets the game's own answer, which
does differ with the hand.
"""
from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any, Callable, Iterator

import pytest
from marshmallow import validate

from rules import referee
from rules.base import Entrant, Move
from rules.cards import RANKED_CARDS
from rules.errors import RuleViolation
from rules.registry import GAMES
from tests.rules.ekeq.table import _twist_climb

# The moves each spec has take cards from a player's hand, or judge a move on it (a pass, a
# compulsory pick-up): read from the specs, independently of the games' own predicate.
HAND_MOVES = {
    "flares": {"play"},
    "ladder": {"play", "collect"},
    "collector": {"end_turn"},
    "squad": {"redeploy", "reinforce", "discard", "replace"},
    "cold-war": {"place", "attack", "triad", "special", "react", "discard"},
    # Half-Zero tracks hands only with sealed selection: a physical reveal, one phone typing every
    # seat's card, is refused with hand tracking at the options (tests/rules/half_zero/test_optouts.py).
    "half-zero": {"select"},
    "ekeq": {"attempt", "place_golden_q", "pass"},
}
# What a game needs besides its tracking choice for hands to be tracked at all.
WITH = {"ekeq": {"variant": "climb"}, "half-zero": {"selection_mode": "sealed"}}
CARD_KEYS = ("card", "cards", "discards", "lay_down", "shields", "plays", "flip")
STATES_PER_GAME = 8  # enough states along each game: each is probed with every card, and it is slow
MAX_STEPS = 400


def tracking_choices(slug: str) -> Iterator[dict[str, Any]]:
    """The option values that make a game track hands, found in its options schema: a choice
    named hand_tracking, or `private` for an option named hand_tracking."""
    for name, field in GAMES[slug].info.options_schema().fields.items():
        validators = field.validators if hasattr(field, "validators") else []
        for validator in validators:
            if isinstance(validator, validate.OneOf):
                for choice in validator.choices:
                    if choice == "hand_tracking" or (name == "hand_tracking" and choice == "private"):
                        yield {name: choice}


TRACKED = {slug: {**choice, **WITH.get(slug, {})} for slug in sorted(GAMES)
           for choice in tracking_choices(slug)}
CASES = [(slug, players) for slug in TRACKED for players in (2, 3)]


def test_every_game_with_tracked_hands_is_probed():
    assert set(TRACKED) == set(HAND_MOVES)


# Half-Zero's tracked cards are sealed picks, private moves the referee refuses to other phones
# already: it has no public hand move to name.
@pytest.mark.parametrize("slug", sorted(slug for slug in HAND_MOVES if slug != "half-zero"))
def test_the_game_itself_names_each_move_that_takes_from_a_tracked_hand(slug):
    """The game's own predicate (which the referee asks) names every public hand move of its spec,
    in states where hands are tracked, and only for the seat whose hand it is."""
    rules = GAMES[slug]
    states, _library = random_states(slug, 2, "declared")
    private = {name for name, move in rules.info.moves.items() if move.private}
    assert HAND_MOVES[slug] - private, f"{slug} names no public hand move to check"
    for move_type in HAND_MOVES[slug] - private:
        named = {frozenset(rules.tracked_hands_used(state, Move(move_type, seat, {})))
                 for state in states for seat in range(state.players)}
        assert named - {frozenset()}, f"{slug} never names {move_type} as taking from a tracked hand"
        assert all(len(seats) <= 1 for seats in named)


def random_states(slug: str, players: int, seed: str) -> tuple[list[Any], dict[str, list[dict]]]:
    """States along a seeded random game under hand tracking (moves from their own phones), and
    the payloads seen per move type."""
    rules = GAMES[slug]
    rng = random.Random(f"{slug}/{players}/{seed}")
    _options, state = referee.new_game(rules, players, TRACKED[slug])
    states, library = [], {}
    for step in range(MAX_STEPS):
        if rules.outcome(state) is not None:
            break
        move = replace(rules.sample_move(state, rng, 1_000 * step), seq=step + 1)
        library.setdefault(move.type, []).append(json.loads(json.dumps(dict(move.payload))))
        state = referee.play(rules, state, move, Entrant(seat=move.seat), 1_000 * (step + 1))
        states.append(state)
    every = max(1, len(states) // STATES_PER_GAME)
    return states[::every], library


# -- the twist: another hand the prober cannot tell apart -----------------------------------------

def strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(item) for item in value.values())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*(strings(item) for item in value)) if value else set()
    return set()


def relabel(value: Any, one: str, other: str) -> Any:
    if value == one:
        return other
    if value == other:
        return one
    if isinstance(value, dict):
        return {key: relabel(item, one, other) for key, item in value.items()}
    if isinstance(value, list):
        return [relabel(item, one, other) for item in value]
    return value


def twist_cards(rules, state, owner: int, viewer: int | None, rng) -> Iterator[Any]:
    """Cards as strings (the six-suit deck): one card of `owner`'s entered hand swapped with one
    nobody's view shows, or with one of a third seat's hand."""
    snapshot = rules.dump(state)
    mine = strings(rules.view(state, owner))
    seen = strings(rules.view(state, viewer))
    hidden_in_hand = [card for card in RANKED_CARDS if card in mine and card not in seen]
    elsewhere = [card for card in RANKED_CARDS if card not in seen and card not in mine]
    rng.shuffle(hidden_in_hand)
    rng.shuffle(elsewhere)
    for one in hidden_in_hand[:2]:
        for other in elsewhere[:2]:
            yield rules.load(relabel(snapshot, one, other))


def twist_cold_war(rules, state, owner: int, viewer: int | None, rng) -> Iterator[Any]:
    """Cold War's cards are ids with their faces in the registry: a card in `owner`'s hand gets
    another card's face."""
    faces = [card for card in state.cards.values() if card.kind != "leader"]
    for card_id in list(state.seats[owner].hand_known)[:3]:
        card = state.cards[card_id]
        for face in rng.sample(faces, min(3, len(faces))):
            if (face.kind, face.attack, face.effect) != (card.kind, card.attack, card.effect):
                changed = replace(face, id=card.id, country=card.country, seen_at=card.seen_at,
                                  seen_index=card.seen_index, name=card.name)
                yield replace(state, cards={**state.cards, card_id: changed})


def twist_ekeq(rules, state, owner: int, viewer: int | None, rng) -> Iterator[Any]:
    """EkeQ climb: every hand but the viewer's with other figures (tests/rules/ekeq/table.py)."""
    if hasattr(state, "hands") and state.hands[owner]:
        yield _twist_climb(state, viewer)


TWISTS: dict[str, Callable] = {"cold-war": twist_cold_war, "ekeq": twist_ekeq}


# -- the probes --------------------------------------------------------------------------------

def vocabulary(slug: str, state, library: dict[str, list[dict]]) -> list[Any]:
    """Every card a probe may name: the deck, or the cards this game's moves named."""
    if slug == "cold-war":
        return [{"ref": card_id} for card_id in sorted(state.cards)]
    if slug == "ekeq":
        seen = {json.dumps(card, sort_keys=True) for payloads in library.values() for payload in payloads
                for card in _card_values(payload)}
        return [json.loads(card) for card in sorted(seen)]
    return list(RANKED_CARDS)


def _card_values(payload: dict) -> Iterator[Any]:
    for key in CARD_KEYS:
        value = payload.get(key)
        if isinstance(value, list):
            yield from value
        elif isinstance(value, dict) and key == "plays":
            yield from value.values()
        elif value is not None and key != "plays":
            yield value


def probes(payload: dict, cards: list[Any], owner: int) -> Iterator[dict]:
    """The payload with each card slot set to each card (one slot at a time)."""
    yield payload
    for key in CARD_KEYS:
        value = payload.get(key)
        if value is None:
            continue
        for card in cards:
            if isinstance(value, list) and value:
                for index in range(len(value)):
                    yield {**payload, key: [*value[:index], card, *value[index + 1:]]}
            elif isinstance(value, dict) and key == "plays":
                if isinstance(card, str):
                    yield {**payload, key: {**value, str(owner): card}}
            elif key != "plays":
                yield {**payload, key: card}


def answer(rules, state, move: Move, by: Entrant) -> Any:
    try:
        referee.check(rules, state, move, by, 10**12)
    except RuleViolation as refusal:
        return type(refusal).__name__, refusal.rule_id, refusal.details()
    except Exception as error:  # a crash that depends on the hand would be an oracle too
        return type(error).__name__
    return "accepted"


@pytest.mark.parametrize("slug, players", CASES, ids=[f"{s}-{p}p" for s, p in CASES])
def test_another_phone_gets_the_same_answer_whatever_a_tracked_hand_holds(slug, players):
    rules = GAMES[slug]
    states, library = random_states(slug, players, "probe")
    twist = TWISTS.get(slug, twist_cards)
    rng = random.Random(f"twist/{slug}/{players}")
    compared = owner_told = 0
    for state in states:
        if rules.outcome(state) is not None:
            continue
        for owner in range(players):
            others = [seat for seat in range(players) if seat != owner]
            for by in (Entrant(host=True), Entrant(seat=rng.choice(others))):
                viewer = by.seat
                for twisted in twist(rules, state, owner, viewer, rng):
                    if rules.view(twisted, viewer) != rules.view(state, viewer):
                        continue  # not the same to this phone: no fair probe
                    cards = vocabulary(slug, state, library)
                    for move_type in sorted(HAND_MOVES[slug]):
                        for payload in library.get(move_type, [{}])[:2]:
                            for probe in probes(payload, cards, owner):
                                move = Move(move_type, owner, probe)
                                seen = answer(rules, state, move, by)
                                assert seen == answer(rules, twisted, move, by), \
                                    f"{by.label} learns {slug} seat {owner}'s hand from {move}: {seen}"
                                compared += 1
                                own = Entrant(seat=owner)
                                owner_told += answer(rules, state, move, own) != answer(rules, twisted, move, own)
    assert compared > 0, "no state to probe"
    # The probes bite: the seat's own phone is judged on its hand, so its answers do change.
    assert owner_told > 0

