"""Country deck definitions (docs/games/cold-war.md §1.4): their cards as CardDefs, and the check the service
runs when a definition is loaded.

Rulebook: Fifteen Minute Cold War (Echo Zulu), "Components". Verification gives warnings, not
errors, because a printing may differ from the rulebook: a partial definition (only the Leader with
its printed rating, say) is allowed and simply leaves the other cards to be entered at first sight.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping

from .state import CardDef

EXPECTED_KINDS = {"leader": 1, "white": 2, "blue": 5, "brown": 11, "orange": 6}
EXPECTED_TOTAL = 25
CARD_FIELDS = ("name", "defence", "defence_next_to_leader", "attack", "triad_symbol", "icon", "effect",
               "leader_defence")


@dataclass(frozen=True)
class DeckWarning:
    code: str
    en: str
    it: str

    def to_json(self) -> dict[str, str]:
        return {"code": self.code, "en": self.en, "it": self.it}


_KIND_IT = {"leader": "Leader", "white": "bianche", "blue": "blu", "brown": "marroni",
            "orange": "arancioni"}


def card_defs(definition: Mapping[str, Any]) -> list[CardDef]:
    country = definition["country"]
    return [CardDef(id=card["id"], country=country, kind=card["kind"],
                    **{name: card.get(name) for name in CARD_FIELDS}) for card in definition["cards"]]


def effect_type(card: CardDef) -> str | None:
    return (card.effect or {}).get("type")


def verify_deck(definition: Mapping[str, Any]) -> list[DeckWarning]:
    """Warnings for a country deck definition: 25 cards, 1 Leader, 2 White, 5 Blue, 11 Brown,
    6 Orange (4 crossed swords: 3 remove_from_stack and 1 redeploy_brown_attack; 2 shields), and
    exactly 3 Brown cards with a triad symbol, all the same symbol. Duplicate ids too."""
    cards = card_defs(definition)
    warnings: list[DeckWarning] = []

    def warn(code: str, en: str, it: str) -> None:
        warnings.append(DeckWarning(code, en, it))

    if len(cards) != EXPECTED_TOTAL:
        warn("deck-size", f"The deck has {len(cards)} cards; a country deck has {EXPECTED_TOTAL}.",
             f"Il mazzo ha {len(cards)} carte; un mazzo nazione ne ha {EXPECTED_TOTAL}.")
    ids = Counter(card.id for card in cards)
    for card_id, count in sorted(ids.items()):
        if count > 1:
            warn("duplicate-id", f"The id {card_id} is used {count} times.",
                 f"L'id {card_id} è usato {count} volte.")
    kinds = Counter(card.kind for card in cards)
    for kind, expected in EXPECTED_KINDS.items():
        if kinds[kind] != expected:
            warn(f"count-{kind}", f"The deck has {kinds[kind]} {kind} card(s); expected {expected}.",
                 f"Il mazzo ha {kinds[kind]} carte {_KIND_IT[kind]}; ne servono {expected}.")
    oranges = [card for card in cards if card.kind == "orange"]
    swords = [card for card in oranges if card.icon == "crossed_swords"]
    shields = [card for card in oranges if card.icon == "shield"]
    removes = [card for card in swords if effect_type(card) == "remove_from_stack"]
    redeploys = [card for card in swords if effect_type(card) == "redeploy_brown_attack"]
    for label, found, expected, it in (
            ("crossed_swords", swords, 4, "con le spade incrociate"),
            ("shield", shields, 2, "con lo scudo"),
            ("remove_from_stack", removes, 3, "che rimuovono carte (remove_from_stack)"),
            ("redeploy_brown_attack", redeploys, 1, "di ridispiegamento (redeploy_brown_attack)")):
        if len(found) != expected:
            warn(f"count-{label}", f"The deck has {len(found)} Orange {label} card(s); expected {expected}.",
                 f"Il mazzo ha {len(found)} carte arancioni {it}; ne servono {expected}.")
    symbols = [card.triad_symbol for card in cards if card.kind == "brown" and card.triad_symbol]
    if len(symbols) != 3:
        warn("triad-count", f"{len(symbols)} Brown card(s) have a Nuclear or Lightning Bolt symbol; "
                            "expected 3.",
             f"{len(symbols)} carte marroni hanno il simbolo nucleare o del fulmine; ne servono 3.")
    if len(set(symbols)) > 1:
        warn("triad-mixed", "The triad symbols differ; the three cards should share one symbol.",
             "I simboli della triade sono diversi; le tre carte dovrebbero avere lo stesso simbolo.")
    for card in cards:
        missing = [name for name in _needed(card) if getattr(card, name) is None]
        if missing:
            warn("missing-values", f"{card.id} has no {', '.join(missing)}.",
                 f"{card.id} non ha {', '.join(missing)}.")
    return warnings


def _needed(card: CardDef) -> tuple[str, ...]:
    if card.kind in ("white", "blue"):
        return ("defence",)
    if card.kind == "brown":
        return ("attack", "defence")
    if card.kind == "orange":
        return ("icon",)
    return ()
