"""Flags (docs/games/README.md §0.3): what later play proved about an earlier move, shown to every phone
and never blocking anything. A game keeps them in its state; `flags(state)` returns `to_json()`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from .history import per_line


@dataclass(frozen=True)
class Flag:
    """`at_seq` is the move the flag is about, `evidence_seq` the move that proved it. `details`
    are the values of the rule's message (plain JSON, lists kept as tuples so the flag stays
    hashable); `proposal` what the game suggests doing about it (e.g. an undo target)."""

    id: int
    rule: str
    seat: int
    at_seq: int | None
    evidence_seq: int | None
    details: tuple[tuple[str, Any], ...] = ()
    status: str = "open"
    round: int | None = None
    proposal: tuple[tuple[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        shown: dict[str, Any] = {"id": self.id, "rule": self.rule, "seat": self.seat}
        if self.round is not None:
            shown["round"] = self.round
        shown.update({"at_seq": self.at_seq, "evidence_seq": self.evidence_seq,
                      "status": self.status,
                      "details": {key: _thaw(value) for key, value in self.details}})
        if self.proposal:
            shown["proposal"] = dict(self.proposal)
        return shown

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Flag":
        return cls(data["id"], data["rule"], data["seat"], data["at_seq"], data["evidence_seq"],
                   tuple((key, _freeze(value)) for key, value in data["details"].items()),
                   data["status"], data.get("round"),
                   tuple(sorted((data.get("proposal") or {}).items())))


@per_line
def flags_json(flags: tuple[Flag, ...], start: int = 0) -> list[dict[str, Any]]:
    """`flags(state)` of a game that keeps its flags in a tuple: drawn once per tuple (a flag
    raised or ruled on makes a new one), not on every read; a flag raised draws only itself."""
    return [flag.to_json() for flag in flags[start:]]


def _freeze(value: Any) -> Any:
    return tuple(_freeze(item) for item in value) if isinstance(value, list) else value


def _thaw(value: Any) -> Any:
    return [_thaw(item) for item in value] if isinstance(value, tuple) else value
