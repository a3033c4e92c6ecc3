"""EkeQ cards as players describe them (docs/games/ekeq.md §B.1): a point card worth 2-5 "sederi", some with
the mini-GOLDEN Q in their corners, and the four Golden Q cards numbered 2-5. The service never
sees the cards; it knows one when a player enters it, by its descriptor."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any, Mapping

from ...errors import RuleViolation

VALUES = (2, 3, 4, 5)


@dataclass(frozen=True)
class Card:
    kind: str  # point | golden_q
    value: int
    mini: bool = False
    family: str | None = None

    @property
    def mini_like(self) -> bool:
        """Found with the Q card, a Golden Q acts as a mini-GOLDEN Q (C-A14)."""
        return self.mini or self.kind == "golden_q"

    def to_json(self) -> dict[str, Any]:
        found: dict[str, Any] = {"kind": self.kind, "value": self.value}
        if self.mini:
            found["mini"] = True
        if self.family:
            found["family"] = self.family
        return found

    @property
    def code(self) -> str:
        """The spec's notation: 3, 4m, GQ5."""
        return f"GQ{self.value}" if self.kind == "golden_q" else f"{self.value}{'m' if self.mini else ''}"


def card_of(data: Mapping[str, Any]) -> Card:
    """A descriptor as entered: EKEQ-CARD-INVALID for a card EkeQ does not have."""
    kind, value, mini = data.get("kind", "point"), data.get("value"), bool(data.get("mini", False))
    if kind not in ("point", "golden_q") or value not in VALUES or (mini and kind == "golden_q"):
        raise RuleViolation("EKEQ-CARD-INVALID")
    return Card(kind, value, mini, data.get("family") if kind == "point" else None)


def card_from_json(data: Mapping[str, Any] | None) -> Card | None:
    return None if data is None else Card(data["kind"], data["value"], data.get("mini", False),
                                          data.get("family"))


def commitment(card: Card, nonce: str) -> str:
    """§B.4's hash mode: SHA-256 of the card's canonical JSON (kind, mini, value: sorted keys, no
    spaces) followed by the nonce's 32 hex digits, as lowercase hex. A phone computes the same
    before sending its COMMIT, and the REVEAL must match it."""
    canonical = json.dumps({"kind": card.kind, "mini": card.mini, "value": card.value},
                           sort_keys=True, separators=(",", ":"))
    return hashlib.sha256((canonical + nonce).encode()).hexdigest()
