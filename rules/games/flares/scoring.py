"""Score one Flares round and decide whether the game is over (docs/games/flares.md §3.5, FL-3..FL-11).

Rulebook: Ecwem: Six, "Flares". Pure functions of trick counts, point cards
and options; awards and totals are integer sixths (numbers.py).
"""
from __future__ import annotations

from typing import Collection, Mapping, Sequence

from ...cards import rank, suit
from .numbers import SIXTHS, split
from .state import RoundScore

SCORING_DEFAULTS = {"split_rounding": "exact", "deck_counts_for_most": False,
                    "deck_sweep_doubles": False}


def score_round(tricks: Sequence[int], deck_tricks: int, point_cards: Sequence[str],
                options: Mapping[str, object] | None = None,
                revokers: Collection[int] = ()) -> RoundScore:
    """§3.5 for one round: `tricks` per seat, the deck's tricks, the three point cards.

    `revokers` are the seats with a revoke flag this round; they only matter with
    `revoke_penalty="forfeit_round"`, where their award becomes min(award, 0).
    """
    opts = {**SCORING_DEFAULTS, **(options or {})}
    n, h = len(tricks), len(tricks) + 1
    points = sum(rank(card) for card in point_cards)
    suit_mult = 2 if len({suit(card) for card in point_cards}) == 1 else 1
    awards = [0] * n
    if deck_tricks == h:
        # FL-7: every player loses the point cards' value, not split, no player-sweep doubling.
        deck_sweep_mult = 2 if opts["deck_sweep_doubles"] else 1
        value = points * suit_mult * deck_sweep_mult
        awards = [-value * SIXTHS] * n
        return RoundScore(points, suit_mult, 1, True, deck_sweep_mult, value, (), 0, False,
                          tuple(awards), ())

    most_tricks = max(tricks)
    most = tuple(seat for seat, won in enumerate(tricks) if won == most_tricks)
    sweep_mult = 2 if most_tricks == h else 1
    value = points * suit_mult * sweep_mult
    shares = len(most)
    if opts["deck_counts_for_most"]:
        if deck_tricks > most_tricks:
            value = 0   # the deck has the most: nobody scores
        elif deck_tricks == most_tricks:
            shares += 1  # the deck's share is thrown away
    all_tied = len(most) == n
    if not all_tied:
        share = split(value, shares, str(opts["split_rounding"]))
        for seat in most:
            awards[seat] = share
    forfeited: tuple[int, ...] = ()
    if opts.get("revoke_penalty") == "forfeit_round":
        forfeited = tuple(seat for seat in sorted(set(revokers)) if awards[seat] > 0)
        for seat in forfeited:
            awards[seat] = 0
    return RoundScore(points, suit_mult, sweep_mult, False, 1, value, most, shares, all_tied,
                      tuple(awards), forfeited)


def game_winners(totals: Sequence[int], target: int, target_tie: str) -> tuple[int, ...]:
    """The winners once a round is scored, or () to play another round (§3.5 game end, FL-9, FL-11).

    `totals` are sixths; reaching the target exactly counts.
    """
    reached = [seat for seat, total in enumerate(totals) if total >= target * SIXTHS]
    if not reached:
        return ()
    top = max(totals[seat] for seat in reached)
    best = tuple(seat for seat in reached if totals[seat] == top)
    if len(best) == 1 or target_tie == "shared":
        return best
    return ()  # play_on: a tie at the top plays another round
