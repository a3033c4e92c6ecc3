"""How a Squad game ends (docs/games/squad.md §6.4 step 5, §6.6): eliminations, the last player with a
squad, and the tie-break of a simultaneous knock-out or of an exhausted deck (`end_game`).

Rulebook: Ecwem: Six, "Squad". Every function returns a new state.
"""
from __future__ import annotations

from dataclasses import replace

from ...cards import hierarchy_key
from .state import SquadState
from .table import alive


def eliminate(state: SquadState) -> SquadState:
    """After the replacements: whoever has both spots empty is out. One player left wins; none
    left (a tied battle knocked out the last two) makes those players the contenders."""
    newly = [seat for seat in alive(state) if all(squad is None for squad in state.squads[seat])]
    if not newly:
        return state
    seq = state.battle.seq if state.battle is not None else None
    table = replace(state, eliminated=state.eliminated + tuple((seat, seq) for seat in newly))
    left = alive(table)
    if len(left) == 1:
        return finish(table, left, "last_squad_standing")
    if not left:
        return resolve_tie(table, newly)
    return table


def resolve_tie(state: SquadState, contenders: list[int]) -> SquadState:
    """§6.6: the biggest captured pile wins; tied piles of nothing share the win; otherwise the
    tied players each draw a card from their own pile (squad.tiebreak_draw)."""
    table = replace(state, contenders=tuple(contenders), current=None, pending_replace=())
    most = max(len(state.captured[seat]) for seat in contenders)
    tied = [seat for seat in contenders if len(state.captured[seat]) == most]
    if len(tied) == 1:
        return finish(table, tied, "most_captured")
    if most == 0:
        return finish(table, tied, "shared_win")
    return replace(table, phase="tiebreak", tiebreakers=tuple(tied),
                   tiebreak_draws=(None,) * state.players)


def tiebreak_drawn(state: SquadState, seat: int, card: str) -> SquadState:
    draws = list(state.tiebreak_draws)
    draws[seat] = card
    table = replace(state, tiebreak_draws=tuple(draws))
    if any(draws[p] is None for p in state.tiebreakers):
        return table
    # Rank first, then suit hierarchy (SQ-7); cards are unique, so there is never a tie.
    best = max(state.tiebreakers, key=lambda p: hierarchy_key(draws[p]))
    return finish(table, [best], "tiebreak_draw")


def finish(state: SquadState, winners: list[int], termination: str) -> SquadState:
    return replace(state, phase="game_over", winners=tuple(winners), termination=termination,
                   current=None, pending_replace=())
