"""Cold War's country deck definitions (docs/games/cold-war.md §1.4), stored once and reused by any number of
matches and tournaments: verified by the rules (warnings, never refusals), kept under the SHA-256
of their content and label, listed newest first, fetched ready for a match's `decks` option.

The printed values come from the organiser, who reads them off the physical cards: nothing here
fills in a value that was not given.
"""
from __future__ import annotations

import hashlib
import re
from datetime import datetime, timezone
from typing import Any, Mapping

from flask import current_app
from sqlalchemy import Connection, insert, select

from models import jsoncodec
from models.db import Database
from models.tables import COUNTRY_DECK, utcnow
from rules.games.cold_war.deck import verify_deck
from rules.games.cold_war.schemas import KINDS

from ..errors import problem

EXTENSION = "table_referee_country_decks"
_NUMBER = re.compile(r"([0-9]+)")


def deck_store() -> "CountryDeckStore":
    return current_app.extensions[EXTENSION]


def canonical_deck(definition: Mapping[str, Any]) -> dict[str, Any]:
    """The deck as stored: what was not given (null, an empty selector) left out, since the rules
    read a missing value and a null alike; cards by kind (Leader, White, Blue, Brown, Orange),
    then by id with its numbers in numeric order (A-R2 before A-R10)."""
    cards = [_given(card) for card in definition["cards"]]
    return {"country": definition["country"], "cards": sorted(cards, key=_card_order)}


def _given(value: Any) -> Any:
    if isinstance(value, dict):
        kept = {key: _given(item) for key, item in value.items()}
        return {key: item for key, item in kept.items() if item not in (None, {}, [])}
    if isinstance(value, list):
        return [_given(item) for item in value]
    return value


def _card_order(card: Mapping[str, Any]) -> tuple:
    parts = _NUMBER.split(card["id"])
    natural = tuple(int(part) if index % 2 else part for index, part in enumerate(parts))
    # The card's whole content last, so that even two cards with one id keep one order.
    return KINDS.index(card["kind"]), natural, jsoncodec.dumps_sorted(card)


def deck_key(deck: Mapping[str, Any], name: str) -> str:
    """The content address of a stored deck: SHA-256 of the canonical JSON (sorted keys) of
    {"deck": the canonical deck, "name": its label}."""
    return hashlib.sha256(jsoncodec.dumps_sorted({"deck": deck, "name": name})).hexdigest()


def verdict(body: Mapping[str, Any]) -> dict[str, Any]:
    """The deck as it would be stored, with the rules' warnings about it."""
    deck = canonical_deck(body)
    return {"country": deck["country"], "name": body.get("name") or deck["country"],
            "card_count": len(deck["cards"]),
            "warnings": [warning.to_json() for warning in verify_deck(deck)], "deck": deck}


class CountryDeckStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    def store(self, body: Mapping[str, Any]) -> tuple[dict[str, Any], bool]:
        """Verify and store a deck under its content address; (stored deck, whether it is new)."""
        checked = verdict(body)
        key = deck_key(checked["deck"], checked["name"])

        def store(conn: Connection) -> tuple[dict[str, Any], bool]:
            row = conn.execute(select(COUNTRY_DECK).where(COUNTRY_DECK.c.id == key)).first()
            if row is not None:
                return _stored(row._mapping), False
            values = {"id": key, "country": checked["country"], "name": checked["name"],
                      "card_count": checked["card_count"], "definition": checked["deck"],
                      "warnings": checked["warnings"], "created_at": utcnow()}
            conn.execute(insert(COUNTRY_DECK).values(**values))
            return _stored(values), True
        return self.db.write_retrying(store)

    def decks(self, country: str | None, limit: int, offset: int) -> list[dict[str, Any]]:
        query = select(COUNTRY_DECK.c.id, COUNTRY_DECK.c.country, COUNTRY_DECK.c.name,
                       COUNTRY_DECK.c.card_count, COUNTRY_DECK.c.warnings, COUNTRY_DECK.c.created_at)
        if country is not None:
            query = query.where(COUNTRY_DECK.c.country == country)
        with self.db.read() as conn:
            rows = conn.execute(query.order_by(COUNTRY_DECK.c.created_at.desc(), COUNTRY_DECK.c.id)
                                .limit(limit).offset(offset)).all()
        return [{**_summary(row._mapping), "warning_count": len(row.warnings)} for row in rows]

    def deck(self, key: str) -> dict[str, Any]:
        with self.db.read() as conn:
            row = conn.execute(select(COUNTRY_DECK).where(COUNTRY_DECK.c.id == key)).first()
        if row is None:
            raise problem(404, "no-deck")
        return _stored(row._mapping)


def _summary(values: Mapping[str, Any]) -> dict[str, Any]:
    return {"id": values["id"], "country": values["country"], "name": values["name"],
            "card_count": values["card_count"], "created_at": _iso(values["created_at"])}


def _stored(values: Mapping[str, Any]) -> dict[str, Any]:
    return {**_summary(values), "warnings": values["warnings"], "deck": values["definition"]}


def _iso(moment: datetime) -> str:
    # SQLite hands back what was stored in UTC without its zone.
    return (moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)).isoformat()
