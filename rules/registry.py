"""slug -> Rules: the catalogue of games the service referees."""
from __future__ import annotations

from .base import Rules
from .games.cold_war import COLD_WAR
from .games.collector import COLLECTOR
from .games.ekeq import EKEQ
from .games.flares import FLARES
from .games.half_zero import HALF_ZERO
from .games.ladder import LADDER
from .games.mini_golf import MINI_GOLF
from .games.sixes import SIXES
from .games.squad import SQUAD
from .games.two_p6c import TWO_P6C

GAMES: dict[str, Rules] = {rules.info.slug: rules for rules in (MINI_GOLF, HALF_ZERO, FLARES, SIXES,
                                                                  TWO_P6C, LADDER, COLLECTOR, SQUAD,
                                                                  COLD_WAR, EKEQ)}


def get(slug: str) -> Rules | None:
    return GAMES.get(slug)
