"""Line points, round scores, game totals and winners (docs/games/sixes.md §5.4; resolutions B2, B6, B13,
B14, B16, B19; golden tests S1–S6, S11, S12).

Pure functions of the typed lists, the card's text, the proposals that passed and the options.
They are recomputed from scratch after every review event, so scores follow the votes live (§2).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .card_words import card_tokens, uses_card_word
from .grouping import group_lines, scope
from .normalise import n1
from .options import ROUND_TYPES, resolve
from .proposals import Proposal, Target, of_kind

LINES = 6
# §5.4 line status, in precedence order; the last is NO_MATCH or NOT_UNIQUE by round type.
EMPTY, CARD_WORD, DISALLOWED, SELF_DUPLICATE, SCORED = (
    "EMPTY", "CARD_WORD", "DISALLOWED", "SELF_DUPLICATE", "SCORED")
NO_MATCH, NOT_UNIQUE = "NO_MATCH", "NOT_UNIQUE"


@dataclass(frozen=True)
class RoundScore:
    """One round as scored now.

    * `classes`: every line of V0 (neither EMPTY nor crossed out for a card word) → its class id,
      the class's first line in reading order;
    * `counted`: V, the lines that count (V0 minus the disallowed answers);
    * `flagged`: the lines using a card word (SIX-ITEM-CARD-WORD), whether or not kept;
    * `status`: every line → one of the §5.4 statuses;
    * `points`: per player, the six line points; `scores`: the round score, bonus included.
    """

    round_type: str
    players: tuple[str, ...]
    scopes: Mapping[Target, int]
    classes: Mapping[Target, Target]
    counted: frozenset[Target]
    flagged: frozenset[Target]
    status: Mapping[Target, str]
    points: Mapping[str, tuple[int, ...]]
    scores: Mapping[str, int]

    def scope(self, target: Target) -> int:
        return self.scopes[target]

    def class_members(self, target: Target) -> tuple[Target, ...]:
        """The V0 lines in `target`'s class, disallowed ones included; () outside V0."""
        if target not in self.classes:
            return ()
        return tuple(t for t, k in self.classes.items() if k == self.classes[target])

    def owners(self, target: Target) -> frozenset[str]:
        """Players with a line in `target`'s class (the class §5.6 majority_of_others looks at)."""
        return frozenset(player for player, _ in self.class_members(target))

    def equivalents(self, target: Target) -> tuple[Target, ...]:
        """Other players' counted lines with the same item: what the review shows beside a line."""
        return tuple(t for t in self.class_members(target)
                     if t[0] != target[0] and t in self.counted and target in self.counted)


def score_round(lists: Mapping[str, Sequence[str]], round_type: str,
                card_texts: Sequence[str] = (), passed: Sequence[Proposal] = (),
                options: Mapping[str, Any] | None = None) -> RoundScore:
    """§5.4 for one round.

    `lists` maps each player, in seat order, to their 6 line texts ("" for an empty line);
    `card_texts` is the card (1 text, or the 6 Lightning categories); `passed` are the proposals
    that passed (see `votes`). Open and failed proposals must not be passed in.
    """
    opts = resolve(options)
    if round_type not in ROUND_TYPES:
        raise ValueError(f"unknown round type {round_type!r}")
    _check_lists(lists, opts)
    players = tuple(lists)
    order = [(player, i) for player in players for i in range(1, LINES + 1)]
    text = {(player, i): lists[player][i - 1] for player, i in order}

    flagged: frozenset[Target] = frozenset()
    if opts["card_word_rule"] != "off":
        words = card_tokens(card_texts)
        flagged = frozenset(t for t in order if uses_card_word(text[t], words))
    crossed = frozenset()
    if opts["card_word_rule"] == "auto_disallow":
        kept = {p.targets[0] for p in of_kind(passed, "keep_card_word")}
        crossed = flagged - kept

    grouping = group_lines(lists, round_type, crossed, passed, opts)
    classes = grouping.classes
    counted = frozenset(classes) - grouping.disallowed
    owners: dict[Target, set[str]] = {}
    for target in counted:
        owners.setdefault(classes[target], set()).add(target[0])

    status: dict[Target, str] = {}
    seen: set[tuple[str, Target]] = set()  # (player, class) already used on an earlier line
    for target in order:  # player by player, line 1 first: the first occurrence is the one seen
        player = target[0]
        if n1(text[target]) == "":
            status[target] = EMPTY
        elif target in crossed:
            status[target] = CARD_WORD
        elif target not in counted:
            status[target] = DISALLOWED
        elif (player, classes[target]) in seen and opts["self_duplicates"] == "first_only":
            status[target] = SELF_DUPLICATE  # B2: one answer written twice scores once
        else:
            others = owners[classes[target]] - {player}  # B19: never a match with oneself
            hit = not others if round_type == "unique" else bool(others)
            status[target] = SCORED if hit else (NOT_UNIQUE if round_type == "unique" else NO_MATCH)
        if target in counted:
            seen.add((player, classes[target]))

    points = {p: tuple(int(status[(p, i)] == SCORED) for i in range(1, LINES + 1)) for p in players}
    # B13/B14: the bonus needs all 6 lines scoring, in every round type (the "crooked 6").
    scores = {p: sum(pts) + (int(opts["bonus_points"]) if sum(pts) == LINES else 0)
              for p, pts in points.items()}
    scopes = {t: scope(round_type, t[1], opts) for t in order}
    return RoundScore(round_type, players, scopes, classes, counted, flagged, status, points, scores)


def _check_lists(lists: Mapping[str, Sequence[str]], opts: Mapping[str, Any]) -> None:
    if not lists:
        raise ValueError("a round needs players")
    if len(lists) == 1 and not opts["allow_solo_practice"]:
        raise ValueError("Sixes needs at least 2 players (solo only with allow_solo_practice)")
    for player, lines in lists.items():
        if len(lines) != LINES or not all(isinstance(line, str) for line in lines):
            raise ValueError(f"{player}'s list must be exactly {LINES} texts")


@dataclass(frozen=True)
class GameResult:
    totals: Mapping[str, int]
    winners: tuple[str, ...]  # in seat order; more than one is a shared win


def game_result(round_scores: Sequence[Mapping[str, int]],
                options: Mapping[str, Any] | None = None) -> GameResult:
    """Totals and winners over the rounds scored so far (§5.4 total_p / winner, B16, S11).

    `round_scores` are the rounds' score mappings in play order; `round_plan` says which were
    Unique for `tie_break = most_unique_points`. A tie the tie-break cannot settle is shared.
    """
    opts = resolve(options)
    players = tuple(round_scores[0]) if round_scores else ()
    totals = {p: sum(scores[p] for scores in round_scores) for p in players}
    if not players:
        return GameResult(totals, ())
    best = max(totals.values())
    winners = [p for p in players if totals[p] == best]
    if len(winners) > 1 and opts["tie_break"] != "none":
        crooked_six = LINES + int(opts["bonus_points"])
        plan = opts["round_plan"]
        if opts["tie_break"] == "most_sevens":
            # A "seven" is a full list: every line scored, so the bonus was paid.
            second = {p: sum(scores[p] == crooked_six for scores in round_scores) for p in winners}
        else:  # most_unique_points: the points won in Unique rounds, bonuses included
            second = {p: sum(scores[p] for n, scores in enumerate(round_scores)
                             if plan[n] == "unique") for p in winners}
        top = max(second.values())
        winners = [p for p in winners if second[p] == top]
    return GameResult(totals, tuple(winners))
