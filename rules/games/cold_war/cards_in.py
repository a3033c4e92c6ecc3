"""Reading the cards a Cold War move names (docs/games/cold-war.md §1.4, §3, §4): references and first
sightings, where a card is, and whether it may come from a player's hand.

Rulebook: Fifteen Minute Cold War (Echo Zulu). A card is {"ref": id} once registered, {"new":
values} at its first sighting (the service assigns "<country>-adhoc-<k>"), or both (the player
names the id printed on the card with its values). A card's values never come from anywhere else.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from ...errors import Malformed, RuleViolation
from .messages import location_text
from .state import CardDef, ColdWarState

VALUE_FIELDS = ("defence", "defence_next_to_leader", "attack", "triad_symbol", "icon", "leader_defence")
NEEDED = {"white": ("defence",), "blue": ("defence",), "brown": ("attack", "defence"),
          "orange": ("icon",), "leader": ()}


def locate(state: ColdWarState, card_id: str) -> tuple[str, int | None] | None:
    """Where the service knows `card_id` to be, or None while it is unseen (a hand's unknown part,
    a shuffled draw pile or Fallen deck)."""
    for seat, player in enumerate(state.seats):
        if card_id == player.leader:
            return "leader", seat
        if card_id in player.stack:
            return "stack", seat
        if card_id in player.discard:
            return "discard", seat
        if card_id in player.hand_known:
            return "hand", seat
        if player.draw_known is not None and card_id in player.draw_known:
            return "draw", seat
        if card_id in player.fallen_discard:
            return "fallen_discard", seat
        if player.fallen_known is not None and card_id in player.fallen_known:
            return "fallen_deck", seat
        if card_id in player.set_aside:
            return "set_aside", seat
    pending = state.pending
    if pending is not None and card_id in (pending.hand_cards + pending.stack_cards + pending.shields
                                           + ((pending.orange,) if pending.orange else ())):
        return "pending", None
    return None


def in_area(state: ColdWarState, seat: int, card_id: str) -> bool:
    where = locate(state, card_id)
    return where is not None and where[1] == seat and where[0] in ("stack", "discard", "hand", "draw")


def resolve(state: ColdWarState, owner: int, ref: Any, registry: Mapping[str, CardDef] | None = None,
            field: str = "card") -> tuple[str, Mapping[str, CardDef]]:
    """The id a card reference names, and the registry with a first sighting added (pure)."""
    registry = state.cards if registry is None else registry
    if not isinstance(ref, Mapping) or not (ref.get("ref") or ref.get("new")):
        # Names no card at all: no table could take it (422).
        raise Malformed("CORE-BAD-PAYLOAD", field=field)
    card_id, new = ref.get("ref"), ref.get("new")
    if card_id and card_id in registry:
        if new and contradicts(registry[card_id], new):
            raise RuleViolation("COLDWAR-CARD-VALUES-MISMATCH", card=card_id)
        return card_id, registry
    if not new:
        raise RuleViolation("COLDWAR-UNKNOWN-CARD", card=card_id)
    country = state.seats[owner].country
    if new["kind"] == "leader":
        leader = state.seats[owner].leader
        if contradicts(registry[leader], new):
            raise RuleViolation("COLDWAR-CARD-VALUES-MISMATCH", card=leader)
        return leader, registry
    for name in NEEDED[new["kind"]]:
        if new.get(name) is None:
            raise RuleViolation("CORE-BAD-PAYLOAD", field=f"{field}.new.{name}")
    if not card_id:
        prefix = f"{country}-adhoc-"
        card_id = f"{prefix}{1 + sum(1 for key in registry if key.startswith(prefix))}"
    card = CardDef(id=card_id, country=country, kind=new["kind"], name=new.get("name"),
                   **{name: new.get(name) for name in VALUE_FIELDS}, effect=new.get("effect"))
    return card_id, {**registry, card_id: card}


def table_ids(refs: Any, field: str) -> list[str]:
    """The ids of cards named as already on the table: a list of {"ref": id} (a missing list is
    empty). Anything else is CORE-BAD-PAYLOAD (422), for a payload that did not go through the
    schema."""
    if refs is None:
        return []
    if not isinstance(refs, (list, tuple)):
        raise Malformed("CORE-BAD-PAYLOAD", field=field)
    ids = []
    for ref in refs:
        card_id = ref.get("ref") if isinstance(ref, Mapping) else None
        if not isinstance(card_id, str) or not card_id:
            raise Malformed("CORE-BAD-PAYLOAD", field=field)
        ids.append(card_id)
    return ids


def resolve_all(state: ColdWarState, owner: int, refs: Any, field: str = "cards"
                ) -> tuple[list[str], Mapping[str, CardDef]]:
    if not isinstance(refs, (list, tuple)):
        raise RuleViolation("CORE-BAD-PAYLOAD", field=field)
    registry, ids = state.cards, []
    for ref in refs:
        card_id, registry = resolve(state, owner, ref, registry, field)
        if card_id in ids:
            raise RuleViolation("CORE-DUPLICATE-CARD", card=card_id)
        ids.append(card_id)
    return ids, registry


def contradicts(card: CardDef, new: Mapping[str, Any]) -> bool:
    if new.get("kind") != card.kind:
        return True
    return any(new.get(name) is not None and getattr(card, name) is not None
               and new.get(name) != getattr(card, name) for name in VALUE_FIELDS)


def with_cards(state: ColdWarState, registry: Mapping[str, CardDef]) -> ColdWarState:
    return state if registry is state.cards else replace(state, cards=registry)


def require_in_hand(state: ColdWarState, seat: int, ids: Sequence[str],
                    registry: Mapping[str, CardDef], not_there: str = "COLDWAR-CARD-NOT-IN-HAND") -> None:
    """§4 order: NOT-YOUR-CARD, CARD-NOT-IN-HAND (or the move's own rule), HAND-COUNT."""
    player = state.seats[seat]
    for card_id in ids:
        if registry[card_id].country != player.country and not in_area(state, seat, card_id):
            raise RuleViolation("COLDWAR-NOT-YOUR-CARD", card=card_id)
    for card_id in ids:
        where = locate(state, card_id)
        if where is not None and where != ("hand", seat):
            raise _not_there(not_there, card_id, location_text(*where))
        if where is None and state.tracking:
            raise _not_there(not_there, card_id, location_text("unseen", None))
    unseen = sum(1 for card_id in ids if locate(state, card_id) is None)
    if len(ids) > player.hand_count or unseen > player.hand_count - len(player.hand_known):
        raise RuleViolation("COLDWAR-HAND-COUNT")


def _not_there(rule: str, card_id: str, location: Any) -> RuleViolation:
    if rule == "COLDWAR-CARD-NOT-IN-HAND":
        return RuleViolation(rule, card=card_id, location=location)
    return RuleViolation(rule, card=card_id)


def require_unseen_own(state: ColdWarState, seat: int, card_id: str, registry: Mapping[str, CardDef]) -> None:
    """A card turned over from `seat`'s own face-down pile: their own country's and not seen
    anywhere else."""
    if registry[card_id].country != state.seats[seat].country:
        raise RuleViolation("COLDWAR-NOT-YOUR-CARD", card=card_id)
    where = locate(state, card_id)
    if where is not None:
        raise RuleViolation("COLDWAR-CARD-NOT-IN-HAND", card=card_id, location=location_text(*where))


def target_field(state: ColdWarState, payload: Mapping[str, Any]) -> int:
    target = payload.get("target")
    if isinstance(target, bool) or not isinstance(target, int):
        raise RuleViolation("CORE-BAD-PAYLOAD", field="target")
    return target


def alive_opponent(state: ColdWarState, seat: int, target: int) -> bool:
    return target != seat and 0 <= target < state.players and state.seats[target].status == "alive"


def shield_mode(card: CardDef) -> str:
    return (card.effect or {}).get("vs_normal_attack") or "manual"


def is_shield(card: CardDef) -> bool:
    return card.kind == "orange" and (card.icon == "shield" or (card.effect or {}).get("type") == "shield")
