"""What the phones see of a Cold War match (docs/games/cold-war.md §2 derived values, §5.9 ranking): every
stack with its units, total defence and kill threshold, pile sizes, the pending attack, and the
result with the lent cards to give back.

Rulebook: Fifteen Minute Cold War (Echo Zulu). Everything returned is plain JSON. Secrecy: a
seat's known hand cards (entered privately, or deduced after a reset) are shown to that seat only,
and the card registry lists only cards face up on the table or in the viewer's own hand; a private
draw's entry is shown to the others once none of its cards is in the hand any more.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Move, Outcome
from ...wire import plain
from .cards_in import locate
from .combat import alive, leader_rating, stack_units
from .state import ColdWarState
from .units import kill_threshold


def table_view(state: ColdWarState, seat: int | None) -> dict[str, Any]:
    own = seat if seat is not None and 0 <= seat < state.players else None
    visible: set[str] = set()
    players = []
    for p, player in enumerate(state.seats):
        shown = _player(state, p)
        if p == own:
            shown["hand_known"] = list(player.hand_known)
            visible.update(player.hand_known)
        visible.update(player.stack, player.discard, player.fallen_discard, player.set_aside,
                       player.draw_known or (), player.fallen_known or (), (player.leader,))
        players.append(shown)
    pending = state.pending
    if pending is not None:
        visible.update(pending.hand_cards + pending.stack_cards + pending.shields
                       + ((pending.orange,) if pending.orange else ()))
    return {
        "phase": state.phase,
        "active": state.active,
        "turn_no": state.turn_no,
        "first_player": state.first_player,
        "plays_used": state.plays_used,
        "max_plays": state.max_plays,
        "discarded": state.discarded,
        "pending": None if pending is None else plain(pending),
        "offers": list(state.offers),
        "defeat_order": list(state.defeat_order),
        "winner": state.winner,
        "ranking": ranking(state),
        "players": players,
        "cards": {card_id: plain(state.cards[card_id]) for card_id in sorted(visible)},
        "last": state.last,
        "disputes": list(state.disputes),
        "deck_warnings": list(state.deck_warnings),
        "lent_cards": lent_cards(state),
    }


def _player(state: ColdWarState, seat: int) -> dict[str, Any]:
    player = state.seats[seat]
    total = sum(unit.defence for unit in stack_units(state, seat))
    rating = leader_rating(state, seat)
    return {
        "seat": seat,
        "country": player.country,
        "leader": player.leader,
        "status": player.status,
        "stack": list(player.stack),
        "units": [unit.to_json() for unit in stack_units(state, seat)],
        "total_defence": total,
        "kill_threshold": kill_threshold(total, rating),
        "hand_count": player.hand_count,
        "draw_count": player.draw_count,
        "draw_known": None if player.draw_known is None else list(player.draw_known),
        "discard": list(player.discard),
        "ready": player.ready,
        "fallen_count": player.fallen_count,
        "fallen_known": None if player.fallen_known is None else list(player.fallen_known),
        "fallen_discard": list(player.fallen_discard),
        "set_aside": list(player.set_aside),
        "loaned_in": [c for c in player.stack if state.cards[c].country != player.country],
        "defeated_at": player.defeated_at,
    }


def ranking(state: ColdWarState) -> list[int]:
    """§5.9: the winner, then the others in reverse order of defeat (alive ones first)."""
    if state.phase != "game_over":
        return []
    return [state.winner] + [s for s in alive(state) if s != state.winner] + list(reversed(state.defeat_order))


def lent_cards(state: ColdWarState) -> list[dict[str, Any]]:
    """Cards of one country in another player's area, to be returned after the game (A21)."""
    found = []
    for card_id, card in sorted(state.cards.items()):
        where = locate(state, card_id)
        owner = state.seat_of_country(card.country)
        if where is not None and where[1] is not None and where[1] != owner:
            found.append({"card": card_id, "owner": owner, "holder": where[1], "zone": where[0]})
    return found


def score_sheet(state: ColdWarState) -> dict[str, Any]:
    totals = [sum(u.defence for u in stack_units(state, s)) if state.seats[s].status == "alive" else 0
              for s in range(state.players)]
    return {"totals": totals, "rounds": [],
            "kill_thresholds": [kill_threshold(t, leader_rating(state, s)) for s, t in enumerate(totals)],
            "status": [p.status for p in state.seats]}


def outcome(state: ColdWarState) -> Outcome | None:
    if state.phase != "game_over":
        return None
    return Outcome(winners=(state.winner,), totals=tuple(score_sheet(state)["totals"]),
                   termination="leader_defeated",
                   extras={"ranking": ranking(state), "defeat_order": list(state.defeat_order),
                           "lent_cards": lent_cards(state)})


def redact(state: ColdWarState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
    """A private draw as `viewer` may read it: whole once none of the cards it names is still
    known to be in the drawer's hand (they were played face up, or gathered into a Fallen deck);
    until then only how many cards were drawn."""
    refs = move.payload.get("cards")
    if viewer == move.seat or not refs:
        return move.payload
    held = set(state.seats[move.seat].hand_known)
    named = {ref.get("ref") for ref in refs}
    if all(ref.get("ref") for ref in refs) and not named & held:
        return move.payload
    return {"hidden": len(refs)}
