"""Rate limits for the endpoints a stranger can hammer: creating matches (and stored decks of 2P6C
and Cold War, player profiles, communities, tournaments, series) and guessing codes (join codes of
matches and of communities, tournament check-in codes, series card codes)."""
from __future__ import annotations

import time

from flask import current_app, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

limiter = Limiter(key_func=get_remote_address)

# The blueprints whose endpoints carry a limit (`limiter.limit` on their views). Every other
# request skips the limiter: working out that no limit applies costs a move about 5 % of its time.
LIMITED_BLUEPRINTS = frozenset({"matches", "join", "codes", "decks", "solo_players", "communities",
                                "cold_war_decks"})
# The one count of guesses shared by the two calls that take a code alone: POST /join and the
# lookup of any code (POST /codes/lookup). The lookup finds a tournament's or a series' card without
# its id, so a guess there costs what a guess at a match's join code costs, from the same count.
CODE_GUESSES = "code-guesses"
# Endpoints of blueprints that are otherwise not limited: a tournament's desk, clock and results
# are read and written all evening, while only its creation and its check-in need a limit; a
# series' table is read all season, while only its creation and a member's page (opened with the
# code on their series card, so a way to guess codes) need one. A seat's hand-off codes are
# limited like join codes.
LIMITED_ENDPOINTS = frozenset({"tournaments.Tournaments", "tournaments.CheckIn", "seats.Handoff",
                               "series.SeriesList", "series.Me"})


@limiter.request_filter
def _has_no_limits() -> bool:
    return request.blueprint not in LIMITED_BLUEPRINTS and request.endpoint not in LIMITED_ENDPOINTS


def create_limit() -> str:
    return current_app.config["RATE_LIMIT_CREATE"]


def join_limit() -> str:
    return current_app.config["RATE_LIMIT_JOIN"]


def seconds_until_reset() -> int:
    current = limiter.current_limit
    if current is None:
        return 60
    return max(1, int(current.reset_at - time.time()))
