"""Whether the table the organiser describes can be played (docs/games/cold-war.md §1.3): one country per
seat, a first player who sits at the table, and deck definitions for the countries played. Setup
refuses anything else with a rule of its own, which POST /matches answers with 422 and a message
saying what to send; it never ignores a deck, since then every card of it would be unknown.

The options schema runs the checks it can without the player count (`deck_errors` against the
countries named, one card id in two decks), so a tournament's options are checked before any
table exists."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...errors import RuleViolation

LETTERS = ("A", "B", "C", "D")


def _listed(names: Sequence[str]) -> str:
    return ", ".join(names)


def table_countries(options: Mapping[str, Any], players: int) -> list[str]:
    """The countries at the table, in seat order, once the options that name them fit it."""
    countries = list(options["countries"] or LETTERS[:players])
    if len(countries) != players or len(set(countries)) != len(countries):
        raise RuleViolation("COLDWAR-SETUP-COUNTRIES", seats=players, default=_listed(LETTERS[:players]))
    if not 0 <= options["first_player"] < players:
        raise RuleViolation("COLDWAR-SETUP-FIRST-PLAYER", last=players - 1)
    return countries


def check_new_table(players: int, options: Mapping[str, Any]) -> None:
    """A new match's table, decks included. Only a new match is held to its decks: a match
    stored before decks were checked kept a deck no seat plays, and setup, which also rebuilds
    stored matches, still passes over such a deck."""
    countries = table_countries(options, players)
    for rule, params in deck_problems(options["decks"], countries):
        raise RuleViolation(rule, **params)


def decks_at_table(options: Mapping[str, Any], players: int) -> dict[str, Any]:
    """A tournament's options for one of its tables: the decks of the countries seated there
    (the tournament names decks for its largest table)."""
    countries = set(options.get("countries") or LETTERS[:players])
    return {**options, "decks": [deck for deck in options.get("decks") or () if deck["country"] in countries]}


def deck_problems(decks: Sequence[Mapping[str, Any]], countries: Sequence[str]
                  ) -> list[tuple[str, dict[str, Any]]]:
    """Each deck's first problem, as (rule, params), deck by deck: a country no seat plays, a
    second deck for one country, a card id another country's deck has."""
    found: list[tuple[str, dict[str, Any]]] = []
    seen: set[str] = set()
    owner: dict[str, str] = {}
    for deck in decks:
        country = deck["country"]
        if country not in countries:
            found.append(("COLDWAR-DECK-COUNTRY", {"country": country, "countries": _listed(countries)}))
        elif country in seen:
            found.append(("COLDWAR-DECK-TWICE", {"country": country}))
        seen.add(country)
        for card in deck["cards"]:
            first = owner.setdefault(card["id"], country)
            if first != country:
                found.append(("COLDWAR-DECK-CARD-ID", {"card": card["id"], "first": first, "second": country}))
                break
    return found
