"""2P6C's options and their defaults (2p6c.md Appendix A), as far as the pure parts read them.

The board and scoring functions take a plain options mapping; missing options take these
defaults, and names they do not read are left to whoever owns them (the lobby's schema, once the
game is registered). A misspelt value is an error, never a silent default: it would otherwise
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
}
CHOICES: Mapping[str, tuple[str, ...]] = {
    "chain_adjacency": ("below", "orthogonal"),
    "chain_polarity_reference": ("top", "all_cards_in_cell"),
    "gp_exception_scope": ("placed", "either"),
    "eq_word_score": ("max", "tp", "rp", "min", "choice"),
    "credit_policy": ("declarer", "majority_cards", "shared"),
    "tie_break": ("most_words", "none"),
}
BOOLEANS = ("mlr_include_initial", "fts_include_initial_word")
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
