"""Rule violations: every refusal names a stable rule id and carries the values its message needs.

Messages are formatted late, by whoever shows them, because only they know the reader's language
and the players' names. The core therefore keeps seats as numbers (wrapped in `Seat`) and texts
that need translating as `LocalText`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence


class Seat(int):
    """A seat number that a message shows as the player's name."""


@dataclass(frozen=True)
class LocalText:
    """A short text in every supported language, used as a message parameter.

    It may hold placeholders of its own ("face up in {player}'s grid"), filled from `params`.
    """

    en: str
    it: str
    params: tuple[tuple[str, Any], ...] = ()

    def with_params(self, **params: Any) -> "LocalText":
        return LocalText(self.en, self.it, tuple(sorted(params.items())))

    def __call__(self, lang: str, names: Sequence[str] | None = None) -> str:
        template = self.it if lang == "it" else self.en
        values = {key: render(value, lang, names) for key, value in self.params}
        return template.format_map(_Missing(values))


@dataclass(frozen=True)
class RuleText:
    """A rule's phone message in English (verbatim from the spec) and Italian."""

    en: str
    it: str

    def template(self, lang: str) -> str:
        return self.it if lang == "it" else self.en


class RuleViolation(Exception):
    """The rules forbid this move (or this setup). Raised by `check`; the state stays unchanged."""

    def __init__(self, rule_id: str, **params: Any) -> None:
        super().__init__(rule_id)
        self.rule_id = rule_id
        self.params = params

    def message(self, texts: Mapping[str, RuleText], lang: str = "en",
                names: Sequence[str] | None = None) -> str:
        """The spec's phone message for this rule, filled in for the reader."""
        template = texts[self.rule_id].template(lang)
        values = {key: render(value, lang, names) for key, value in self.params.items()}
        return template.format_map(_Missing(values))

    def details(self) -> dict[str, Any]:
        """The parameters as plain JSON (seats stay numbers)."""
        return {key: plain(value) for key, value in self.params.items()}


class NotAuthorized(RuleViolation):
    """A move typed on a phone that may not enter it: refused as forbidden (403), not as illegal."""


class Malformed(RuleViolation):
    """A value no state of the game could accept (a word with a digit in it): refused as a
    request that does not fit (422), not as one the rules forbid at this moment (409)."""


# The rules that only ever refuse as Malformed, so always with 422: the catalogue gives them that
# status. (CORE-BAD-PAYLOAD is either.) tests/rules/test_malformed_rules.py keeps this to the code.
MALFORMED_RULES = frozenset({
    "2P6C-CARD-ATTR", "2P6C-CARD-UNKNOWN", "2P6C-CELL-BOUNDS", "2P6C-WORD-CHARSET", "2P6C-WORD-MAXLEN",
    "2P6C-WORD-ONE-LETTER", "2P6C-QUICK-CARDS", "2P6C-QUICK-WORDS", "2P6C-QUICK-WORD-SCORE",
    "2P6C-QUICK-INITIAL-SCORE", "EKEQ-COMMIT-FORM", "EKEQ-Q-GUESS-RANGE", "EKEQ-SEAT-OPTION",
    "EKEQ-VARIANT-MOVE", "FLARES-HAND-SIZE", "FLARES-POINT-CARDS",
    "FLARES-TRICK-COUNTS"})


class _Missing(dict):
    # A template may name a value a caller did not give; show the placeholder, never crash.
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def render(value: Any, lang: str, names: Sequence[str] | None) -> str:
    if isinstance(value, Seat):
        return names[value] if names and 0 <= value < len(names) else f"seat {int(value)}"
    if isinstance(value, LocalText):
        return value(lang, names)
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value) if isinstance(value, (set, frozenset)) else value
        return ", ".join(render(item, lang, names) for item in items)
    return str(value)


def plain(value: Any) -> Any:
    if isinstance(value, Seat):
        return int(value)
    if isinstance(value, LocalText):
        return value("en")
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value) if isinstance(value, (set, frozenset)) else value
        return [plain(item) for item in items]
    return value if isinstance(value, (int, str, float, bool, type(None))) else str(value)
