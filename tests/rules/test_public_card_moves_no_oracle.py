"""Under hand tracking a public move that names a card (a card turned up from the deck, the first
discard, cards revealed at the end) is answered alike, and changes what every other phone sees
alike, whether or not some tracked hand holds that card (docs/games/README.md, tracked hands).
Before, Flares' deck lead, Ladder's flips and Collector's first discard were refused with
CORE-CARD-CONFLICT when an entered hand listed the card, so any phone could try a card, undo, and
know whether some hand holds it.

For every game whose options track hands, seeded random games are played through the referee.
Before each public move that names cards, a tracked seat (the holder) gets, in a twin state, a card
nobody's view shows in place of one only its own view shows: the two states differ only in whether
the holder's hand holds that card. Each card slot of the move is then set to each such card, and
the move put to the referee from a phone that may enter it: the host's, or the mover's own for a
move judged on its own tracked hand (never then the holder's). The answers (accepted, or the
exception's class, rule id and details) must be the same; once the move is taken, every view but
the holder's, every private log line as another seat reads it, the flags, the scores, the result
and who is to move must be the same too. The holder's own view may differ: it says which of its
cards now conflict.

Flares' point cards name no card a hand can hold: every card of every hand is played by then.
"""
from __future__ import annotations

import json
import random
import re
from collections import Counter
from dataclasses import replace
from typing import Any, Iterator

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.registry import GAMES
from tests.rules.cold_war.test_contract import decks
from tests.rules.test_tracked_hands_no_oracle import TRACKED, answer, vocabulary

# The public moves that used to ask the entered hands: each must be probed with a card the
# holder's hand holds and taken (they fail without the change).
ASKED_THE_HANDS = {"flares": {"deck_lead"}, "ladder": {"start", "collect"}, "collector": {"start"}}
CASES = [(slug, players) for slug in sorted(TRACKED) for players in (2, 3)]
MAX_STEPS = 400
PER_MOVE_TYPE = 3  # states probed per public card move of a game: each is tried with every card
SEEDS = {"ekeq": 16}  # games per table size (2 by default): a random climb seldom holds a Golden Q


def options(slug: str, players: int) -> dict[str, Any]:
    """The game's tracking options; Cold War's with its decks defined, so that cards nobody has
    seen yet are known by their ids (without, a card is typed in when first seen)."""
    if slug == "cold-war":
        return {**TRACKED[slug], "decks": decks(players, f"public/{players}")}
    return TRACKED[slug]


def canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def token(slug: str, card: Any) -> Any:
    """A card as the state and the views write it (Cold War's {"ref": id} is its id)."""
    return card["ref"] if slug == "cold-war" else card


def tokens_in(value: Any) -> set[str]:
    """Every string and every object inside plain JSON data, canonically written."""
    found, stack = set(), [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(canon(item))
        elif isinstance(item, dict):
            found.add(canon(item))
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


def swap(value: Any, one: Any, other: Any) -> Any:
    """`value` with `one` and `other` exchanged wherever they appear (object keys too)."""
    if value == one:
        return other
    if value == other:
        return one
    if isinstance(value, dict):
        return {swap(key, one, other): swap(item, one, other) for key, item in value.items()}
    if isinstance(value, list):
        return [swap(item, one, other) for item in value]
    return value


CODE = re.compile(r"^([1-6][UPHFDC]|W)$")


def is_card(value: Any) -> bool:
    """A card as a payload names it: a code ("6F", "W"), or Cold War's and EkeQ's objects."""
    if isinstance(value, str):
        return bool(CODE.match(value))
    return isinstance(value, dict) and bool({"ref", "new", "kind"} & set(value))


def card_slots(value: Any, path: tuple = ()) -> Iterator[tuple]:
    """Where a payload names a card: the path of keys and list indexes to each."""
    if is_card(value) and path:
        yield path
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from card_slots(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from card_slots(item, (*path, index))


def put(value: Any, path: tuple, card: Any) -> Any:
    if not path:
        return card
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: put(value[head], rest, card)}
    return [put(item, rest, card) if index == head else item for index, item in enumerate(value)]


def names_cards(payload: dict) -> bool:
    return any(True for _slot in card_slots(payload))


def card_moves(slug: str, players: int, seed: int) -> tuple[list[tuple[Any, list, Move]], dict]:
    """States of a seeded random game (moves from their own phones) just before a public move that
    names cards, with the log so far and that move; a few per move type, spread along the game."""
    rules = GAMES[slug]
    rng = random.Random(f"public/{slug}/{players}/{seed}")
    _options, state = referee.new_game(rules, players, options(slug, players))
    found: dict[str, list] = {}
    log: list[tuple[Move, int]] = []
    library: dict[str, list[dict]] = {}
    for step in range(MAX_STEPS):
        if rules.outcome(state) is not None:
            break
        now = 1_000 * (step + 1)
        move = replace(rules.sample_move(state, rng, now), seq=step + 1)
        library.setdefault(move.type, []).append(json.loads(json.dumps(dict(move.payload))))
        if not rules.is_private(state, move) and names_cards(dict(move.payload)):
            found.setdefault(move.type, []).append((state, list(log), move))
        state = referee.play(rules, state, move, Entrant(seat=move.seat), now)
        log.append((move, now))
    picked = []
    for moves in found.values():
        every = max(1, len(moves) // PER_MOVE_TYPE)
        picked += moves[::every][:PER_MOVE_TYPE]
    return picked, library


def with_card(payload: dict, card: Any) -> Iterator[dict]:
    """The payload with each card slot in turn set to `card`."""
    for slot in card_slots(payload):
        yield put(payload, slot, card)


def twin(rules, slug: str, state, log: list, holder: int, held: Any, unseen: Any):
    """The state and log in which `holder`'s hand has `unseen` where it had `held`: every mention
    swapped in the state, and in the holder's private entries that still hide `held` from the table."""
    one, other = token(slug, held), token(slug, unseen)
    snapshot = rules.dump(state)
    # Cold War's ids keep their printed faces (the registry, the decks defined): the cards move.
    kept = {key: snapshot.pop(key) for key in FACES.get(slug, ())}
    twisted = rules.load({**swap(snapshot, one, other), **kept})
    lines = []
    for move, now in log:
        if (move.seat == holder and rules.is_private(state, move)
                and canon(one) in tokens_in(dict(move.payload))
                and canon(one) not in tokens_in(rules.redact(state, move, None))):
            move = replace(move, payload=swap(json.loads(json.dumps(dict(move.payload))), one, other))
        lines.append((move, now))
    return twisted, lines


FACES = {"cold-war": ("cards", "options")}


def interchangeable(slug: str, state, held: Any, unseen: Any) -> bool:
    """Cold War's cards are of one country each: a hand only ever holds its own country's."""
    if slug != "cold-war":
        return True
    return state.cards[held["ref"]].country == state.cards[unseen["ref"]].country


def public_record(rules, state, log: list, viewer: int | None) -> Any:
    """Everything `viewer` can read: its view, the private log lines as it reads them, the flags,
    the scores, the result and who is to move."""
    outcome = rules.outcome(state)
    return (rules.view(state, viewer),
            [rules.redact(state, move, viewer) for move, _now in log if rules.is_private(state, move)],
            rules.flags(state), rules.scores(state), outcome.to_json() if outcome else None,
            sorted(rules.to_move(state)))


def entrant(rules, state, move: Move) -> Entrant:
    """A phone that may enter `move`: the mover's own for a move judged on its own tracked hand
    (no other phone may), else the host's."""
    if move.seat in rules.tracked_hands_used(state, move):
        return Entrant(seat=move.seat)
    return Entrant(host=True)


@pytest.mark.parametrize("slug, players", CASES, ids=[f"{s}-{p}p" for s, p in CASES])
def test_a_public_card_move_tells_no_other_phone_whether_a_tracked_hand_holds_the_card(slug, players):
    rules = GAMES[slug]
    compared = Counter()
    taken_while_held = Counter()
    for seed in range(SEEDS.get(slug, 2)):
        moves, library = card_moves(slug, players, seed)
        for state, log, move in moves:
            viewers = [None, *range(players)]
            seen = {viewer: tokens_in(rules.view(state, viewer)) for viewer in viewers}
            cards = vocabulary(slug, state, library)
            nobodys = [card for card in cards if not any(canon(token(slug, card)) in shown for shown in seen.values())]
            rng = random.Random(f"{slug}/{players}/{seed}/{move.seq}")
            for holder in range(players):
                others = set().union(*(seen[viewer] for viewer in viewers if viewer != holder))
                own = [card for card in cards if canon(token(slug, card)) in seen[holder] - others]
                if not own:
                    continue
                held = rng.choice(own)
                for unseen in nobodys:
                    if not interchangeable(slug, state, held, unseen):
                        continue
                    twisted, twisted_log = twin(rules, slug, state, log, holder, held, unseen)
                    watchers = [viewer for viewer in viewers if viewer != holder]
                    if any(public_record(rules, twisted, twisted_log, viewer)
                           != public_record(rules, state, log, viewer) for viewer in watchers):
                        continue  # another phone could tell the twins apart already: no fair probe
                    for payload in with_card(json.loads(json.dumps(dict(move.payload))), unseen):
                        probe = replace(move, payload=payload)
                        by = entrant(rules, state, probe)
                        if by.seat == holder:
                            continue  # the holder's own phone may be answered on its own hand
                        said = answer(rules, state, probe, by)
                        assert said == answer(rules, twisted, probe, by), \
                            f"{by.label} learns whether seat {holder} holds {unseen} from {probe}: {said}"
                        compared[probe.type] += 1
                        if said != "accepted":
                            continue
                        taken_while_held[probe.type] += 1
                        after = rules.apply(state, probe, 10**12)
                        twisted_after = rules.apply(twisted, probe, 10**12)
                        for viewer in watchers:
                            assert public_record(rules, twisted_after, [*twisted_log, (probe, 0)], viewer) \
                                == public_record(rules, after, [*log, (probe, 0)], viewer), \
                                f"{viewer} learns whether seat {holder} holds {unseen} after {probe}"
    assert compared, f"no public card move of {slug} was probed"
    # The probes bite: each move that used to ask the hands was taken with a card a hand holds.
    assert ASKED_THE_HANDS.get(slug, set()) <= set(taken_while_held), dict(taken_while_held)
