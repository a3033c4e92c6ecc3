"""2P6C's options and their defaults (docs/games/2p6c.md Appendix A).

The board and scoring functions take a plain options mapping and read it through `resolve`:
missing options take these defaults. The lobby's schema (schemas.py) draws its defaults and
choices from here too, so the two cannot disagree. A misspelt value is an error, never a silent default: it would otherwise
referee a whole game under the wrong polarity rule or score it under the wrong credit policy.
"""
from __future__ import annotations

from typing import Any, Mapping

DEFAULTS: Mapping[str, Any] = {
    "decks": "auto",
    "rows": "auto",
    "max_stack": 3,
    "max_word_len": 6,
    "chain_adjacency": "below",
    "chain_polarity_reference": "top",
    "gp_exception_scope": "placed",
    "eq_word_score": "max",
    "credit_policy": "declarer",
    "tie_break": "most_words",
    "mlr_include_initial": False,
    "fts_include_initial_word": True,
    "word_source": "consensus",
    "challenge_method": "list_if_agreed",
    "jury_rule": "unanimous",
    "jury_excludes_current_actor": False,
    "empty_jury_fallback": "uphold_word",
    "challenger_reward": "take_or_tuck",
    "failed_challenge_penalty": "none",
    "allow_challenger_lookup": False,
    "solo_autocheck": True,
    "stack_may_redeclare_chain": False,
    "final_forms": "best_same_text",
    "stall_limit": "cycle",
    "final_challenge_timeout_s": 60,
    "decision_clock_s": None,
}
CHOICES: Mapping[str, tuple[str, ...]] = {
    "chain_adjacency": ("below", "orthogonal"),
    "chain_polarity_reference": ("top", "all_cards_in_cell"),
    "gp_exception_scope": ("placed", "either"),
    "eq_word_score": ("max", "tp", "rp", "min", "choice"),
    "credit_policy": ("declarer", "majority_cards", "shared"),
    "tie_break": ("most_words", "none"),
    "challenge_method": ("list_if_agreed", "jury_first"),
    "jury_rule": ("unanimous", "majority"),
    "empty_jury_fallback": ("uphold_word", "remove_word", "advisory_list"),
    "challenger_reward": ("take_or_tuck", "tuck_only", "none"),
    "failed_challenge_penalty": ("none",),
    "final_forms": ("best_same_text", "declared"),
}
BOOLEANS = ("mlr_include_initial", "fts_include_initial_word", "jury_excludes_current_actor",
            "allow_challenger_lookup", "solo_autocheck", "stack_may_redeclare_chain")
AT_LEAST_TWO = ("max_stack", "max_word_len")  # a word needs 2 cards


def resolve(options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The known options over their defaults, checked."""
    resolved = {**DEFAULTS, **{k: v for k, v in (options or {}).items() if k in DEFAULTS}}
    for name, allowed in CHOICES.items():
        if resolved[name] not in allowed:
            raise ValueError(f"{name} must be one of {', '.join(allowed)}, not {resolved[name]!r}")
    for name in BOOLEANS:
        if not isinstance(resolved[name], bool):
            raise ValueError(f"{name} must be true or false")
    for name in AT_LEAST_TWO:
        if not is_int(resolved[name]) or resolved[name] < 2:
            raise ValueError(f"{name} must be an integer of at least 2")
    return resolved


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
