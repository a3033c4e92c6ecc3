"""EkeQ never holds a Golden Q twice (docs/games/ekeq.md §B.1: one of each number; none when the deal
leaves them out), in the base game and both variants, whatever the phones enter: random games with
illegal entries among the legal ones (tests/rules/card_copies.py). Point cards come in copies the
rulebook does not count, so only the Golden Q cards are counted.

In the base game a seat's sealed card and payment are counted for that seat alone, while its
window is open: two seats' are never compared at entry (the refusal would tell one what the other
put down), nor a face-down card with the payments published after it; they meet when the table
sees them, and a turn that meets two stops on the one card (phase clash) instead of playing it
twice."""
from __future__ import annotations

from typing import Any, Iterator

from hypothesis import given, settings

from rules.games.ekeq.cards import VALUES
from rules.games.ekeq.climb import GQ, ClimbState
from rules.games.ekeq.family import FamilyState
from rules.games.ekeq.rules import EKEQ
from rules.games.ekeq.state import EkeqState

from ..card_copies import PROPERTY, Audit, assert_no_card_beyond_its_copies, cases

GOLDEN = [f"GQ{value}" for value in VALUES]
SET_ASIDE = ("q_pick", "q_pick_result")


def deck(state) -> dict[str, int]:
    if isinstance(state, EkeqState) and not state.options["deal_golden_q"]:
        return {}
    return dict.fromkeys(GOLDEN, 1)


def key(card) -> str | None:
    return f"GQ{card.value}" if card is not None and card.kind == "golden_q" else None


def held(state, seats: frozenset[int]) -> Iterator[str]:
    cards = _base(state, seats) if isinstance(state, EkeqState) else (
        _climb(state, seats) if isinstance(state, ClimbState) else _family(state))
    found = [k for k in map(key, cards) if k is not None]
    if isinstance(state, EkeqState) and state.phase == "clash":
        # Play stopped on one card two entries name: the table holds it once, disputed.
        disputed = key(state.clash.card)
        found = [k for k in found if k != disputed] + [disputed]
    return iter(found)


def _base(state: EkeqState, seats: frozenset[int]) -> Iterator[Any]:
    """Where the state keeps cards: the pot, the table, the known tops, the picks while set
    aside (afterwards each is back in a hand, on a top or in the pot), and the commits. A seat's
    face-down card and payment count for that seat while the window is open, when its phone is
    told of a copy it can see; after the close they meet what was published with and after them
    (the payments, the Q's payment) when the table sees them, and the table, every phone, never
    sees a card twice: a hash commit's card once turned over, a turn stopped on a clash."""
    yield from state.pot
    yield from (card for _seat, _round, card in state.table)
    set_aside = state.phase in SET_ASIDE
    for seat, player in enumerate(state.seats):
        taken = sum(p.target == seat and p.source == "tesoretto" for p in state.picks) if set_aside else 0
        yield from player.known_top[taken:]
    if set_aside:
        yield from (p.card for p in state.picks)
    window = state.phase == "commit"
    stopped = state.clash is not None
    for seat, entry in state.commits.items():
        if entry.seq in state.revealed and not stopped:
            continue  # on the table
        if seat in seats and window or state.phase == "reveal" or stopped:
            yield entry.hidden
        if entry.payment is not None and (seat in seats and window and state.round == 1
                                          or stopped and _unpaid(state)):
            yield entry.payment


def _unpaid(state: EkeqState) -> bool:
    """A turn stopped at the close of its window keeps the payments out of the pot."""
    return any(place.where == "payment" for place in state.clash.places)


def _climb(state: ClimbState, seats: frozenset[int]) -> Iterator[Any]:
    from rules.games.ekeq.cards import Card
    yield from (Card("golden_q", value) for value in range(2, state.piles[GQ].top + 1))
    yield from (Card("golden_q", value) for value in state.wild_golden or ())
    for seat in seats:
        yield from state.hands[seat] or ()


def _family(state: FamilyState) -> Iterator[Any]:
    for collection in state.collection:
        yield from collection.values()
    yield from state.discard
    if state.look is not None:
        yield state.look.golden_q


def names(value: Any) -> Any:
    if isinstance(value, dict) and "value" in value and ({"kind", "mini", "family"} & set(value)):
        return f"GQ{value['value']}" if value.get("kind") == "golden_q" else ("point", value["value"])
    return None


def spell(card: Any, value: dict) -> dict:
    if isinstance(card, str):
        return {"kind": "golden_q", "value": int(card[2:])}
    return {**value, "kind": "point", "value": card[1]}


AUDIT = Audit(
    rules=EKEQ,
    variants=[{}, {"commit_mode": "hash"}, {"deal_golden_q": False},
              {"q_picked_card_destination": "pot", "tiebreak_compare": "cumulative"},
              {"variant": "climb"}, {"variant": "climb", "climb_golden_q_wild": True},
              {"variant": "climb", "climb_golden_q_wild": True, "hand_tracking": "counts_only"},
              {"variant": "family"}, {"variant": "family", "family_lookup_may_take_golden_q": True}],
    players=[2, 3, 4], deck=deck, held=held, names=names, spell=spell,
    also_try=lambda state: GOLDEN,  # whatever the deal: few Golden Qs are ever in view
    together=lambda state: not isinstance(state, EkeqState))


@settings(PROPERTY, max_examples=32)  # nine ways to play
@given(case=cases(AUDIT))
def test_no_ekeq_state_holds_a_golden_q_twice(case):
    assert_no_card_beyond_its_copies(AUDIT, *case)
