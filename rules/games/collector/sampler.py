"""A legal Collector move picked by chance, for playthrough tests and demos (docs/games/collector.md §5.3-5.4).

Rulebook: Ecwem: Six, "Collector". The cards it names are consistent with
everything already known: the first discard, a dealt hand and a deck draw are cards that may lie in
the deck; in trust mode a discard or a lay-down comes from the actor's known hand or from the unseen
cards, never more of the unseen ones than the hand has unseen cards; in hand-tracking mode it comes
from the entered hand. It lays a set down now and then (more often in the final turns) and, in
hand-tracking mode, leans its deck draws towards a set, so that games come to an end.
"""
from __future__ import annotations

from typing import Any

from ...base import Move
from ...cards import RANKED_CARDS, RANKS, SUITS, WILD, WILD_COUNT, rank, suit
from ...errors import RuleViolation
from .sets import SET_SIZE, best_set, classify
from .state import CollectorState
from .table import DRAW, HAND_SIZE, hidden_part, ledger, unseen_pool, usable_hand, without

LAY_DOWN = 0.08       # trust mode: chance of laying down when a set can be named
LAY_DOWN_FINAL = 0.6  # the same in a final turn: the last chance
LAY_DOWN_HELD = 0.3   # hand-tracking: chance of laying down a set the hand really holds
TAKE_DISCARD = 0.35   # chance of taking each discard
AIM = 0.7             # hand-tracking: chance that a deck draw is picked to help a set
HAND_DRAW = 0.1       # a hand at a time with a turn limit: chance that nobody laid down


def sample_move(state: CollectorState, to_move: frozenset[int], rng: Any,
                now_ms: int | None = None) -> Move:
    if not to_move:
        raise RuleViolation("CORE-GAME-OVER")
    seat = rng.choice(sorted(to_move))
    if state.phase == "await_sets":
        return Move("sets", seat, {"sets": _hand_sets(state, rng)})
    if state.tracking and state.hands[seat] is None:
        return Move("private_hand", seat, {"cards": _from_pool(state, HAND_SIZE, rng)})
    if state.phase == "await_start":
        top = None if state.options["initial_discard"] == 0 else _from_pool(state, 1, rng)[0]
        return Move("start", seat, {"discard_top": top})
    if state.phase == "draw":
        most = min(DRAW, len(state.discard))
        taken = sum(1 for _ in range(most) if rng.random() < TAKE_DISCARD)
        return Move("draw", seat, {"from_discard": taken})
    if state.phase == "private_draw":
        return Move("private_draw", seat, {"cards": _deck_draw(state, seat, rng)})
    return _end_turn(state, seat, rng)


def _from_pool(state: CollectorState, count: int, rng: Any) -> list[str]:
    """Cards that may lie in the deck: unseen ones (and, tracking hands, in no entered hand)."""
    pool = unseen_pool(state) if state.tracking else ledger(state).hidden()
    return rng.sample(pool, count)


def _deck_draw(state: CollectorState, seat: int, rng: Any) -> list[str]:
    need = DRAW - state.drawn_from_discard
    pool = unseen_pool(state)
    hand = list(state.hands[seat])
    picked: list[str] = []
    for _ in range(need):
        helpful = [card for card in pool if _helps(hand + picked, card)]
        choice = rng.choice(helpful if helpful and rng.random() < AIM else pool)
        picked.append(choice)
        pool.remove(choice)
    return picked


def _helps(hand: list[str], card: str) -> bool:
    """Whether `card` adds a rank or a suit the hand lacks (a step towards a straight or rainbow)."""
    if card == WILD:
        return True
    ranked = [held for held in hand if held != WILD]
    return rank(card) not in {rank(h) for h in ranked} or suit(card) not in {suit(h) for h in ranked}


def _end_turn(state: CollectorState, seat: int, rng: Any) -> Move:
    chance = LAY_DOWN_FINAL if state.final_turns_left is not None else LAY_DOWN
    if state.tracking:
        hand = list(usable_hand(state, seat))
        found = best_set(hand)
        if found is not None and rng.random() < max(chance, LAY_DOWN_HELD):
            laid = list(found[0])
            return Move("end_turn", seat, {"lay_down": laid, "discards": list(without(hand, laid))})
        return Move("end_turn", seat, {"lay_down": None, "discards": rng.sample(hand, DRAW)})
    known = list(state.known_hand[seat])
    unseen = ledger(state).hidden()
    if rng.random() < chance:
        laid = _trust_set(known, unseen, rng)
        if laid is not None:
            rest = list(without(known, laid))
            spare = list(without(unseen, laid))
            return Move("end_turn", seat, {"lay_down": laid, "discards": rest + rng.sample(spare, DRAW - len(rest))})
    return Move("end_turn", seat, {"lay_down": None, "discards": _trust_discards(state, seat, known, unseen, rng)})


def _trust_set(known: list[str], unseen: list[str], rng: Any) -> list[str] | None:
    """Six cards naming a set: every known card of the hand but at most 2 in it (those 2 are the
    discards, since the 8 cards laid and discarded are the whole hand)."""
    available = set(known) | set(unseen)
    for _attempt in range(12):
        laid = _candidate(known, available, rng)
        if laid and set(laid) <= available and classify(laid) and len(without(known, laid)) <= DRAW:
            return laid
    return None


def _candidate(known: list[str], available: set[str], rng: Any) -> list[str] | None:
    """A set of one kind, chosen by chance, built from the available cards, known ones first."""
    kind = rng.choice(("straight", "straight", "rainbow", "rainbow", "flush", "sextet", "spectrum"))
    if kind == "flush":
        one = rng.choice(SUITS)
        return [f"{r}{one}" for r in RANKS]
    if kind == "sextet":
        one = rng.choice(RANKS)
        return [f"{one}{s}" for s in SUITS]
    if kind == "spectrum":
        return [f"{r}{s}" for r, s in zip(RANKS, rng.sample(SUITS, len(SUITS)))]
    by_rank = kind == "straight"
    laid: list[str] = []
    pool = sorted(available - {WILD})
    rng.shuffle(pool)
    pool.sort(key=lambda card: card not in known)
    for key in (RANKS if by_rank else SUITS):
        fits = [card for card in pool if (rank(card) if by_rank else suit(card)) == key]
        if not fits:
            return None
        laid.append(fits[0])
    return laid


def _hand_sets(state: CollectorState, rng: Any) -> list[dict[str, Any]]:
    """A hand at a time: the sets laid down, in lay-down order. Mostly one, now and then a few
    more from the final turns, some with W standing in; none (a draw) only with a turn limit."""
    if state.options["turn_limit"] is not None and rng.random() < HAND_DRAW:
        return []
    count = 1 + sum(1 for _ in range(state.players - 1) if rng.random() < LAY_DOWN_FINAL / 2)
    available = set(RANKED_CARDS)
    wilds_left = WILD_COUNT if state.wilds else 0
    laid_sets = []
    for seat in rng.sample(range(state.players), count):
        laid = next((cards for cards in (_candidate([], available, rng) for _ in range(12))
                     if cards and set(cards) <= available and classify(cards)), None)
        if laid is None:
            continue
        available -= set(laid)
        wilds = min(wilds_left, rng.choice((0, 0, 1, 2)))
        for index in rng.sample(range(SET_SIZE), wilds):
            laid[index] = WILD
        wilds_left -= wilds
        laid_sets.append({"seat": seat, "cards": laid})
    return laid_sets


def _trust_discards(state: CollectorState, seat: int, known: list[str], unseen: list[str],
                    rng: Any) -> list[str]:
    """Two discards, no more of them unseen than the hand's unseen part."""
    from_unseen = min(DRAW, hidden_part(state, seat), len(unseen))
    from_unseen = rng.randint(max(0, DRAW - len(known)), from_unseen)
    cards = rng.sample(known, DRAW - from_unseen) + rng.sample(unseen, from_unseen)
    rng.shuffle(cards)
    return cards
