"""A tournament as JSON, the way the service stores it (lists, never objects keyed by something
that matters in order, since PostgreSQL's jsonb reorders object keys)."""
from __future__ import annotations

from dataclasses import asdict
from typing import Any, Mapping

from .tournament import Registrant, Round, Table, Tournament

VERSION = 1


def dump(t: Tournament) -> dict[str, Any]:
    data = asdict(t)
    data["v"] = VERSION
    data["options"], data["profile"] = dict(t.options), dict(t.profile)
    return data


def load(data: Mapping[str, Any]) -> Tournament:
    if data.get("v") != VERSION:
        raise ValueError(f"unknown tournament snapshot version {data.get('v')!r}")
    fields = {k: v for k, v in data.items() if k != "v"}
    fields["entrants"] = tuple(Registrant(**e) for e in data["entrants"])
    fields["forbidden"] = tuple(tuple(pair) for pair in data["forbidden"])
    fields["chain"] = tuple(data["chain"])
    fields["champions"] = tuple(data["champions"])
    fields["rounds"] = tuple(
        Round(**{**r, "byes": tuple(r["byes"]),
                 "tables": tuple(Table(**{**table, "players": tuple(table["players"])}) for table in r["tables"])})
        for r in data["rounds"])
    return Tournament(**fields)
