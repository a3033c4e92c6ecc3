"""Sixes' options and their defaults (docs/games/sixes.md Appendix A).

The scoring functions take a plain options mapping; missing options take these defaults, so `{}`
(or None) is the spec's default game. Values are checked here only as far as the scoring core
reads them; the lobby's schema will check the rest when the game is registered.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...options import FrozenOptions

ROUND_TYPES = ("match", "unique", "lightning")

DEFAULTS: Mapping[str, Any] = FrozenOptions({
    "round_plan": ("match", "unique", "lightning", "match", "unique", "lightning"),
    "timer_seconds": 60,
    "grace_ms": 1500,
    "early_finish": True,
    "entry_mode": "phone",
    "similarity_mode": "identical",
    "identical_mode_merges": "vote",
    "self_duplicates": "first_only",
    "lightning_scope": "same_category",
    "card_word_rule": "auto_disallow",
    "vote_quorum": "majority_of_all",
    "disallow_scope": "answer",
    "bonus_points": 1,
    "tie_break": "none",
    "max_item_chars": 80,
    "allow_solo_practice": False,
})

CHOICES: Mapping[str, tuple[str, ...]] = {
    "entry_mode": ("phone", "paper"),
    "similarity_mode": ("identical", "close_enough"),
    "identical_mode_merges": ("vote", "off"),
    "self_duplicates": ("first_only", "all_score"),
    "lightning_scope": ("same_category", "any_line"),
    "card_word_rule": ("auto_disallow", "flag_only", "off"),
    "vote_quorum": ("majority_of_all", "majority_of_others", "majority_of_voters"),
    "disallow_scope": ("answer", "line"),
    "tie_break": ("none", "most_sevens", "most_unique_points"),
}


def resolve(options: Mapping[str, Any] | None = None) -> FrozenOptions:
    """`options` over the defaults. A misspelt name or value is an error, not a silent default:
    a typo in `similarity_mode` would otherwise score a whole game in the wrong mode."""
    given = dict(options or {})
    unknown = sorted(set(given) - set(DEFAULTS))
    if unknown:
        raise ValueError(f"unknown Sixes options: {', '.join(unknown)}")
    for name, allowed in CHOICES.items():
        if name in given and given[name] not in allowed:
            raise ValueError(f"{name} must be one of {', '.join(allowed)}, not {given[name]!r}")
    if "round_plan" in given:
        plan = tuple(given["round_plan"])
        if len(plan) != 6 or any(kind not in ROUND_TYPES for kind in plan):
            raise ValueError("round_plan must list 6 of match / unique / lightning")
        given["round_plan"] = plan
    return FrozenOptions({**DEFAULTS, **given})
