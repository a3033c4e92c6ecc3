"""Which Cold War moves are legal now (docs/games/cold-war.md §4); each checker raises RuleViolation or returns.
Setup moves are checked in `setup.py`.

Rulebook: Fifteen Minute Cold War (Echo Zulu). The order follows §4: the gate (`gate.py`: what
`before_turn` asks, then the core's turn, then `turn_open`), then the cards named (unknown,
values, whose, where, how many), then the turn's allowance, then the move's own rules. Two
exceptions, both so that the worked examples get the rule they name: a play with no play left
hears COLDWAR-PLAY-LIMIT before anything about its shape, but an ATTACK of three cards hears
COLDWAR-ATTACK-MAX-TWO rather than the limit its third card would break (CW-11).
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...base import Move
from ...errors import Malformed, RuleViolation, Seat
from .cards_in import (
    alive_opponent,
    is_shield,
    require_in_hand,
    require_unseen_own,
    resolve,
    resolve_all,
    shield_mode,
    table_ids,
    target_field,
)
from .combat import stack_units
from .gate import turn_open, wrong_phase
from .messages import POSITIONS, expected
from .piles import drawable, expected_draws, refill_count
from .setup import check_entered_draw
from .state import STACK_KINDS, CardDef, ColdWarState

TRIAD_COST = {"counts_as_one": 1, "counts_as_two": 2}


def _allowance(state: ColdWarState) -> None:
    if state.plays_used >= state.max_plays:
        raise RuleViolation("COLDWAR-PLAY-LIMIT")
    if state.discarded and state.options["discard_ends_play"]:
        raise RuleViolation("COLDWAR-DISCARD-ENDS-PLAY")


def _cost(state: ColdWarState, cost: int) -> None:
    if state.plays_used + cost > state.max_plays:
        raise RuleViolation("COLDWAR-PLAY-LIMIT")


def _target(state: ColdWarState, move: Move, rule: str = "COLDWAR-TARGET-INVALID") -> int:
    target = target_field(state, move.payload)
    if not alive_opponent(state, move.seat, target):
        raise RuleViolation(rule)
    return target


def _hand_cards(state: ColdWarState, move: Move, name: str = "cards") -> tuple[list[str], Mapping[str, CardDef]]:
    ids, registry = resolve_all(state, move.seat, move.payload.get(name), name)
    require_in_hand(state, move.seat, ids, registry)
    return ids, registry


def _hand_card(state: ColdWarState, move: Move) -> tuple[str, Mapping[str, CardDef]]:
    card_id, registry = resolve(state, move.seat, move.payload.get("card"))
    require_in_hand(state, move.seat, [card_id], registry)
    return card_id, registry


def allowed_positions(state: ColdWarState, n: int) -> list[int]:
    rule = state.options["placement_positions"]
    if rule == "right_end_only":
        return [n]
    if rule == "right_end_or_leader_side":
        return sorted({0, n})
    return list(range(n + 1))


def check_place(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    turn_open(state, move)
    card_id, registry = _hand_card(state, move)
    _allowance(state)
    if registry[card_id].kind not in STACK_KINDS:
        raise RuleViolation("COLDWAR-PLACE-TYPE")
    n = len(state.seats[move.seat].stack)
    position = move.payload.get("position")
    if position is not None and position not in allowed_positions(state, n):
        raise RuleViolation("COLDWAR-PLACE-POSITION",
                            **{"allowed positions": POSITIONS[state.options["placement_positions"]]})


def check_attack(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    turn_open(state, move)
    ids, registry = _hand_cards(state, move)
    _allowance(state)
    # §4 puts PLAY-LIMIT before the target and the cards; three or more cards are ATTACK-MAX-TWO
    # whatever the plays left, as CW-11 has it (the message points to the Triad).
    if len(ids) in (1, 2):
        _cost(state, len(ids))
    _target(state, move)
    if any(registry[c].kind != "brown" for c in ids):
        raise RuleViolation("COLDWAR-ATTACK-BROWN-ONLY")
    if len(ids) not in (1, 2):
        raise RuleViolation("COLDWAR-ATTACK-MAX-TWO")


def triad_ok(state: ColdWarState, cards: Sequence[CardDef]) -> bool:
    symbols = {card.triad_symbol for card in cards}
    return (len(cards) == 3 and all(card.kind == "brown" and card.triad_symbol for card in cards)
            and (len(symbols) == 1 or state.options["triad_symbol_mixing"]))


def check_triad(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    turn_open(state, move)
    ids, registry = _hand_cards(state, move)
    _allowance(state)
    _target(state, move)
    if not triad_ok(state, [registry[c] for c in ids]):
        raise RuleViolation("COLDWAR-TRIAD-CARDS")
    cost = state.options["triad_play_cost"]
    if cost == "whole_turn":
        if state.plays_used > 0:
            raise RuleViolation("COLDWAR-TRIAD-ALONE")
    else:
        _cost(state, TRIAD_COST[cost])


def special_mode(card: CardDef) -> str:
    """select (a remove-Special with a selector), redeploy, or manual (§5.6)."""
    effect = card.effect or {}
    if is_shield(card):
        return "manual"
    if effect.get("type") == "remove_from_stack" and effect.get("selector"):
        return "select"
    if effect.get("type") == "redeploy_brown_attack":
        return "redeploy"
    return "manual"


def card_text(card: CardDef) -> str:
    return (card.effect or {}).get("text") or card.name or card.id


def manual_removals(payload: Mapping[str, Any]) -> list[str]:
    manual = payload.get("manual") or {}
    if not isinstance(manual, Mapping):
        raise RuleViolation("CORE-BAD-PAYLOAD", field="manual")
    return table_ids(manual.get("remove"), "manual.remove") or table_ids(payload.get("select"), "select")


def check_special(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    turn_open(state, move)
    card_id, registry = _hand_card(state, move)
    _allowance(state)
    target = _target(state, move)
    card = registry[card_id]
    if card.kind != "orange":
        raise RuleViolation("COLDWAR-SPECIAL-NOT-ORANGE")
    if is_shield(card) and state.options["shield_timing"] == "reaction_only":
        raise RuleViolation("COLDWAR-SHIELD-IS-REACTION")
    mode = special_mode(card)
    if mode == "select":
        check_selection(state, target, card, table_ids(move.payload.get("select"), "select"))
    elif mode == "redeploy":
        extra = check_redeploy(state, move)
        _cost(state, 1 + extra)
    else:
        stack = state.seats[target].stack
        chosen = manual_removals(move.payload)
        if len(set(chosen)) != len(chosen) or any(c not in stack for c in chosen):
            raise RuleViolation("COLDWAR-SPECIAL-SELECTION", **{"card text": card_text(card)})


def check_selection(state: ColdWarState, target: int, card: CardDef, chosen: list[str]) -> None:
    """A remove-Special's selection against its selector {kinds, count, position, whole_unit}."""
    selector = (card.effect or {}).get("selector") or {}
    stack = state.seats[target].stack
    kinds = selector.get("kinds")
    eligible = [c for c in stack if not kinds or state.cards[c].kind in kinds]
    bad = len(set(chosen)) != len(chosen) or any(c not in eligible for c in chosen)
    count = selector.get("count")
    if not bad and count is not None and len(chosen) != min(count, len(eligible)):
        bad = True
    position = selector.get("position") or "any"
    if not bad and position == "right_end":
        bad = set(chosen) != set(eligible[len(eligible) - len(chosen):])
    if not bad and position == "leader_side":
        bad = set(chosen) != set(eligible[:len(chosen)])
    if not bad and selector.get("whole_unit"):
        for unit in stack_units(state, target):
            inside = [c for c in unit.cards if c in chosen]
            if inside and len(inside) != len(unit.cards):
                bad = True
    if bad:
        raise RuleViolation("COLDWAR-SPECIAL-SELECTION", **{"card text": card_text(card)})


def check_redeploy(state: ColdWarState, move: Move) -> int:
    """Two Brown cards of the attacker's own stack; hand Browns only under the house rule. Returns
    how many hand Browns are added."""
    chosen = table_ids(move.payload.get("redeploy"), "redeploy")
    stack = state.seats[move.seat].stack
    if (len(chosen) != 2 or len(set(chosen)) != 2 or any(c not in stack for c in chosen)
            or any(state.cards[c].kind != "brown" for c in chosen)):
        raise RuleViolation("COLDWAR-REDEPLOY-TWO-BROWN")
    extra = move.payload.get("cards") or []
    if extra and not state.options["allow_redeploy_plus_hand_brown"]:
        raise RuleViolation("COLDWAR-REDEPLOY-TWO-BROWN")
    if extra:
        ids, registry = resolve_all(state, move.seat, extra)
        require_in_hand(state, move.seat, ids + [resolve(state, move.seat, move.payload["card"])[0]],
                        registry)
        if any(registry[c].kind != "brown" for c in ids):
            raise RuleViolation("COLDWAR-ATTACK-BROWN-ONLY")
    return len(extra)


def can_discard(state: ColdWarState, seat: int) -> bool:
    player = state.seats[seat]
    return player.hand_count > 0 or bool(player.stack)


def check_discard(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    turn_open(state, move)
    card_id, registry = resolve(state, move.seat, move.payload.get("card"))
    if registry[card_id].kind == "leader":
        raise RuleViolation("COLDWAR-DISCARD-LEADER")
    if state.discarded:
        raise RuleViolation("COLDWAR-DISCARD-ONE")
    need = state.options["min_plays_per_turn"]
    if state.plays_used < need and state.seats[move.seat].hand_count > 0:
        raise RuleViolation("COLDWAR-WRONG-PHASE", expected=expected("min_plays", move.seat, n=need))
    if move.payload.get("from", "hand") == "stack":
        if card_id not in state.seats[move.seat].stack:
            raise RuleViolation("COLDWAR-DISCARD-SOURCE")
    else:
        require_in_hand(state, move.seat, [card_id], registry, not_there="COLDWAR-DISCARD-SOURCE")


def check_draw(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    turn_open(state, move)
    if not state.discarded and can_discard(state, move.seat):
        raise RuleViolation("COLDWAR-DISCARD-REQUIRED")
    player = state.seats[move.seat]
    n = drawable(player, refill_count(state, move.seat))
    check_entered_draw(state, move, n, tuple(expected_draws(player, n)))


def check_react(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    pending = state.pending
    if state.phase != "reaction" or pending is None:
        raise RuleViolation("COLDWAR-SHIELD-NO-WINDOW")
    if move.seat != pending.target:
        raise RuleViolation("COLDWAR-SHIELD-NOT-TARGET")
    refs = move.payload.get("shields")
    if not isinstance(refs, (list, tuple)) or len(refs) > 2:
        raise Malformed("CORE-BAD-PAYLOAD", field="shields")
    ids, registry = resolve_all(state, move.seat, refs, "shields")
    require_in_hand(state, move.seat, ids, registry)
    if any(not is_shield(registry[c]) for c in ids):
        raise RuleViolation("COLDWAR-SHIELD-NOT-SHIELD")
    if pending.kind == "triad":
        if len(ids) == 1:
            raise RuleViolation("COLDWAR-SHIELD-BOTH")
        return
    modes = [shield_mode(registry[c]) for c in ids]
    if "never" in modes:
        raise RuleViolation("COLDWAR-SHIELD-NOT-APPLICABLE")
    if "manual" in modes and not move.payload.get("effect"):
        raise RuleViolation("CORE-BAD-PAYLOAD", field="effect")


def check_close_reaction(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    """reaction_timeout_s (§3.3): once the window's time is up, any phone at the table may close it
    as the target's `REACT []`, so a defender who walked away cannot stall the match."""
    pending = state.pending
    if state.phase != "reaction" or pending is None:
        raise RuleViolation("COLDWAR-SHIELD-NO-WINDOW")
    if pending.deadline_ms is None:
        raise RuleViolation("COLDWAR-AWAITING-REACTION", target=Seat(pending.target))
    if now_ms is not None and now_ms < pending.deadline_ms:
        raise RuleViolation("COLDWAR-REACTION-TIME-LEFT", target=Seat(pending.target),
                            seconds=-(-(pending.deadline_ms - now_ms) // 1000))


def confirmer(state: ColdWarState) -> int:
    pending = state.pending
    return pending.attacker if pending.stage == "confirm_shield" else pending.target


def confirmers(state: ColdWarState) -> frozenset[int]:
    """Whose turn a confirmation or a dispute is (MoveType.whose_turn): the confirmer's, while
    every other turn move waits for the active player (ColdWarRules.whose_turn); nobody's while
    no effect waits (before_confirm refuses it first)."""
    return frozenset({confirmer(state)}) if state.phase == "confirm" else frozenset()


def before_confirm(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    """Before whose turn it is: there is an effect to confirm."""
    if state.phase != "confirm":
        raise wrong_phase(state)


def check_confirm(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    """Nothing is left to ask once the effect waits and it is the confirmer's turn."""
    return None


def check_fallen_opt(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    if state.phase == "game_over" or state.players < 3 or move.seat not in state.offers:
        raise RuleViolation("COLDWAR-FALLEN-OPTION")


def check_fallen_play(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    turn_open(state, move)
    if state.phase == "fallen_reveal":
        raise RuleViolation("COLDWAR-FALLEN-ONE-CARD")
    _target(state, move, "COLDWAR-FALLEN-TARGET")


def check_fallen_reveal(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    turn_open(state, move)
    if state.phase != "fallen_reveal":
        raise wrong_phase(state)
    card_id, registry = resolve(state, move.seat, move.payload.get("card"))
    player = state.seats[move.seat]
    if player.fallen_known is not None and player.fallen_known:
        if card_id != player.fallen_known[0]:
            raise RuleViolation("COLDWAR-DRAW-ORDER", id=player.fallen_known[0])
    else:
        require_unseen_own(state, move.seat, card_id, registry)
    position = move.payload.get("position")
    if registry[card_id].kind == "blue" and position is not None:
        n = len(state.seats[state.pending.target].stack)
        if state.options["loaned_card_position"] != "recipient_choice" or not 0 <= position <= n:
            raise RuleViolation("CORE-BAD-PAYLOAD", field="position")


def check_reorder(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    batch = dict(state.batches).get(move.seat, ())
    order = table_ids(move.payload.get("order"), "order")
    if not batch or sorted(order) != sorted(batch):
        raise RuleViolation("COLDWAR-REORDER-SCOPE")

