"""A legal Cold War move picked by chance, for playthrough tests and demos (docs/games/cold-war.md §3, §5).

Rulebook: Fifteen Minute Cold War (Echo Zulu). The sampler plays the part of the players at the
table, so it is the one that "reads" cards: an unseen card is a registered card of the player's
country that is nowhere on the table, or, while the country's 24 cards are not all registered, a new
card of a kind the deck still lacks (1.1's counts), with made-up printed values. Every candidate is
run through the checks before it is returned; discarding and drawing are the fallbacks that are
always legal. It attacks more often than not, so random matches end.
"""
from __future__ import annotations

from typing import Any, Callable

from ...base import Move
from ...errors import RuleViolation
from .cards_in import is_shield, locate
from .checks import confirmer, special_mode
from .combat import alive
from .moves import MOVES
from .piles import drawable, expected_draws, refill_count
from .state import SETUP_STACK, CardDef, ColdWarState

COMPOSITION = {"white": 2, "blue": 5, "brown": 8, "nuclear": 3, "remove": 3, "redeploy": 1, "shield": 2}
TRIES = 6


def sort_of(card: CardDef) -> str:
    if card.kind == "brown":
        return "nuclear" if card.triad_symbol else "brown"
    if card.kind == "orange":
        if is_shield(card):
            return "shield"
        return "redeploy" if (card.effect or {}).get("type") == "redeploy_brown_attack" else "remove"
    return card.kind


def new_card(sort: str, rng: Any) -> dict[str, Any]:
    if sort in ("white", "blue"):
        return {"kind": sort, "defence": rng.randrange(30, 160, 10)}
    if sort in ("brown", "nuclear"):
        card = {"kind": "brown", "attack": rng.randrange(60, 260, 10), "defence": rng.randrange(30, 130, 10)}
        if sort == "nuclear":
            card["triad_symbol"] = "nuclear"
        return card
    if sort == "shield":
        mode = rng.choice(["cancel", "absorb", "manual"])
        return {"kind": "orange", "icon": "shield",
                "effect": {"type": "shield", "vs_normal_attack": mode, "absorb": 50, "text": mode}}
    if sort == "redeploy":
        return {"kind": "orange", "icon": "crossed_swords",
                "effect": {"type": "redeploy_brown_attack", "text": "Redeploy two Brown cards"}}
    if rng.random() < 0.3:
        return {"kind": "orange", "icon": "crossed_swords",
                "effect": {"type": "remove_from_stack", "text": "Remove a card (as the card says)"}}
    return {"kind": "orange", "icon": "crossed_swords",
            "effect": {"type": "remove_from_stack", "text": "Remove one card",
                       "selector": {"kinds": ["white", "blue", "brown"], "count": 1, "position": "any"}}}


class Unseen:
    """The cards `seat` might turn over or hold unseen: (sort, ref) candidates, each usable once."""

    def __init__(self, state: ColdWarState, seat: int, rng: Any) -> None:
        country = state.seats[seat].country
        own = [card for card in state.cards.values() if card.country == country and card.kind != "leader"]
        left = dict(COMPOSITION)
        for card in own:
            left[sort_of(card)] = left.get(sort_of(card), 0) - 1
        self.cards = [(sort_of(card), {"ref": card.id}) for card in own if locate(state, card.id) is None]
        self.left = {sort: n for sort, n in left.items() if n > 0}
        self.rng = rng

    def sorts(self) -> list[str]:
        return [sort for sort, _ref in self.cards] + [s for s, n in self.left.items() for _ in range(n)]

    def take(self, wanted: Callable[[str], bool] = lambda sort: True) -> tuple[str, dict] | None:
        choices = [i for i, (sort, _ref) in enumerate(self.cards) if wanted(sort)]
        news = [sort for sort, n in self.left.items() if wanted(sort) for _ in range(n)]
        total = len(choices) + len(news)
        if total == 0:
            return None
        k = self.rng.randrange(total)
        if k < len(choices):
            return self.cards.pop(choices[k])
        sort = news[k - len(choices)]
        self.left[sort] -= 1
        return sort, {"new": new_card(sort, self.rng)}


class Hand:
    """What `seat` may play from hand: its known cards, and as many unseen ones as it has unknown
    slots (none in hand_tracking = private)."""

    def __init__(self, state: ColdWarState, seat: int, rng: Any) -> None:
        player = state.seats[seat]
        self.known = [(sort_of(state.cards[c]), {"ref": c}) for c in player.hand_known]
        self.slots = 0 if state.tracking else player.hand_count - len(player.hand_known)
        self.unseen = Unseen(state, seat, rng)
        self.rng = rng

    def take(self, wanted: Callable[[str], bool]) -> dict | None:
        known = [i for i, (sort, _ref) in enumerate(self.known) if wanted(sort)]
        if known and (self.slots == 0 or self.rng.random() < 0.6):
            return self.known.pop(self.rng.choice(known))[1]
        if self.slots > 0:
            found = self.unseen.take(wanted)
            if found is not None:
                self.slots -= 1
                return found[1]
        return self.known.pop(self.rng.choice(known))[1] if known else None

    def take_many(self, wanted: Callable[[str], bool], n: int) -> list[dict] | None:
        picked = []
        for _ in range(n):
            card = self.take(wanted)
            if card is None:
                return None
            picked.append(card)
        return picked


def _legal(state: ColdWarState, move: Move) -> bool:
    """Whether the move, as the API would receive it (through its payload schema), passes the checks.
    Its seat is one whose turn it is (the sampler picks it so); what the core asks before the
    turn (`before_turn`) is asked here too."""
    move_type = MOVES[move.type]
    loaded = Move(move.type, move.seat, move_type.schema().load(dict(move.payload)))
    try:
        # No move sampled here is judged by the time.
        if move_type.before_turn is not None:
            move_type.before_turn(state, loaded, None)
        move_type.check(state, loaded, None)
    except RuleViolation:
        return False
    return True


def sample_move(state: ColdWarState, to_move: frozenset[int], rng: Any,
                now_ms: int | None = None) -> Move:
    """`now_ms` is not read: the sampler never closes a reaction window, the one move judged by
    the time."""
    if not to_move:
        raise RuleViolation("COLDWAR-GAME-OVER")
    seat = rng.choice(sorted(to_move))
    if seat in state.offers:
        return Move("fallen_opt", seat, {"play_on": rng.random() < 0.6})
    if state.phase == "setup":
        return _setup(state, seat, rng)
    if state.phase == "reaction":
        return _react(state, seat, rng)
    if state.phase == "confirm":
        return Move("confirm_effect" if rng.random() < 0.8 else "dispute_effect", confirmer(state), {})
    if state.phase == "fallen_reveal":
        return _fallen_reveal(state, seat, rng)
    if state.seats[seat].status == "fallen":
        targets = [s for s in alive(state) if s != seat]
        return Move("fallen_play", seat, {"target": rng.choice(targets)})
    return _turn(state, seat, rng)


def _setup(state: ColdWarState, seat: int, rng: Any) -> Move:
    player = state.seats[seat]
    if len(player.stack) < SETUP_STACK:
        _sort, ref = Unseen(state, seat, rng).take()
        return Move("setup_reveal", seat, {"card": ref})
    return Move("initial_draw", seat, _drawn(state, seat, 5, [None] * 5, rng))


def _drawn(state: ColdWarState, seat: int, n: int, known: list, rng: Any) -> dict[str, Any]:
    if not state.tracking:
        return {}
    unseen = Unseen(state, seat, rng)
    cards = []
    for k in range(n):
        if k < len(known) and known[k] is not None:
            cards.append({"ref": known[k]})
        else:
            cards.append(unseen.take()[1])
    return {"cards": cards}


def _react(state: ColdWarState, seat: int, rng: Any) -> Move:
    pending = state.pending
    if rng.random() < 0.35:
        hand = Hand(state, seat, rng)
        need = 2 if pending.kind == "triad" else 1
        shields = hand.take_many(lambda sort: sort == "shield", need)
        if shields is not None:
            move = Move("react", seat, {"shields": shields, "effect": {"type": "reduce", "amount": 40}})
            if _legal(state, move):
                return move
    return Move("react", seat, {"shields": []})


def _fallen_reveal(state: ColdWarState, seat: int, rng: Any) -> Move:
    player = state.seats[seat]
    if player.fallen_known:
        return Move("fallen_reveal", seat, {"card": {"ref": player.fallen_known[0]}})
    _sort, ref = Unseen(state, seat, rng).take()
    return Move("fallen_reveal", seat, {"card": ref})


def _turn(state: ColdWarState, seat: int, rng: Any) -> Move:
    player = state.seats[seat]
    play_over = state.discarded and state.options["discard_ends_play"]
    if not play_over and state.plays_used < state.max_plays and player.hand_count > 0:
        for _ in range(TRIES):
            move = _play(state, seat, rng)
            if move is not None and _legal(state, move):
                return move
    if not state.discarded and (player.hand_count > 0 or player.stack):
        move = _discard(state, seat, rng)
        if _legal(state, move):
            return move
    n = drawable(player, refill_count(state, seat))
    return Move("draw", seat, _drawn(state, seat, n, expected_draws(player, n), rng))


def _discard(state: ColdWarState, seat: int, rng: Any) -> Move:
    player = state.seats[seat]
    card = None
    if player.hand_count:
        card = (Hand(state, seat, rng).take(lambda sort: sort != "nuclear")
                or Hand(state, seat, rng).take(lambda sort: True))
    if card is None or (player.stack and rng.random() < 0.15):
        if player.stack:
            return Move("discard", seat, {"card": {"ref": rng.choice(player.stack)}, "from": "stack"})
    return Move("discard", seat, {"card": card, "from": "hand"})


def _play(state: ColdWarState, seat: int, rng: Any) -> Move | None:
    targets = [s for s in alive(state) if s != seat]
    target = rng.choice(targets)
    roll = rng.random()
    # The three symbol cards are kept for a Triad while the turn is fresh, so Triads (and both
    # Shields against them) come up in random matches, not only when a hand happens to hold all three.
    if state.plays_used == 0 and roll < 0.25:
        cards = Hand(state, seat, rng).take_many(lambda sort: sort == "nuclear", 3)
        if cards is not None:
            return Move("triad", seat, {"target": target, "cards": cards})
    hand = Hand(state, seat, rng)
    if roll < 0.6:
        n = 2 if rng.random() < 0.4 and state.max_plays - state.plays_used >= 2 else 1
        cards = (Hand(state, seat, rng).take_many(lambda sort: sort == "brown", n)
                 or hand.take_many(lambda sort: sort in ("brown", "nuclear"), n))
        return None if cards is None else Move("attack", seat, {"target": target, "cards": cards})
    if roll < 0.78:
        return _special(state, seat, target, hand, rng)
    card = hand.take(lambda sort: sort in ("white", "blue", "brown"))
    if card is None:
        return None
    stack = state.seats[seat].stack
    position = rng.randrange(len(stack) + 1) if state.options["placement_positions"] == "anywhere" else None
    return Move("place", seat, {"card": card, "position": position})


def _special(state: ColdWarState, seat: int, target: int, hand: Hand, rng: Any) -> Move | None:
    card = hand.take(lambda sort: sort in ("remove", "redeploy"))
    if card is None:
        return None
    definition = state.cards[card["ref"]] if "ref" in card else CardDef("?", "", **card["new"])
    payload: dict[str, Any] = {"card": card, "target": target}
    mode = special_mode(definition)
    stack = state.seats[target].stack
    if mode == "redeploy":
        browns = [c for c in state.seats[seat].stack if state.cards[c].kind == "brown"]
        if len(browns) < 2:
            return None
        payload["redeploy"] = _refs(rng.sample(browns, 2))
    elif mode == "select":
        selector = (definition.effect or {}).get("selector") or {}
        kinds = selector.get("kinds")
        eligible = [c for c in stack if not kinds or state.cards[c].kind in kinds]
        need = min(selector.get("count") or 1, len(eligible))
        position = selector.get("position") or "any"
        if position == "right_end":
            chosen = eligible[len(eligible) - need:]
        elif position == "leader_side":
            chosen = eligible[:need]
        else:
            chosen = rng.sample(eligible, need)
        payload["select"] = _refs(chosen)
    else:
        payload["manual"] = {"remove": _refs(rng.sample(list(stack), min(1, len(stack)))), "text": "as printed"}
    return Move("special", seat, payload)


def _refs(ids: list[str]) -> list[dict[str, str]]:
    return [{"ref": card_id} for card_id in ids]


