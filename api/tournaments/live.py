"""A tournament's live stream: one event each time the tournament changes or one of its playing
tables does (a move, a seat taken), so the desk, the standings and the hall's screen redraw at
once instead of polling. Like a match's stream it carries only the tournament's version."""
from __future__ import annotations

import time
from contextlib import ExitStack
from typing import Iterator

from ..live import Subscription, seats_key, tournament_channel, version_event, wait_bound
from .service import TournamentService

# How often the stream looks at its tables' subscriptions: a table's move reaches the hall within
# this, and a quiet stream costs one wake-up per interval, no database read.
TABLE_CHECK_SECONDS = 1.0


def tournament_stream(svc: TournamentService, tournament_id: str, heartbeat: float,
                      lifetime: float) -> Iterator[str]:
    hub = svc.matches.hub
    with hub.subscribe(tournament_channel(tournament_id)) as own, ExitStack() as held:
        version, playing = svc.live_points(tournament_id)
        tables = _follow(held, hub, playing)
        yield "retry: 2000\n" + version_event(version)
        deadline = time.monotonic() + lifetime
        quiet_since = time.monotonic()
        while time.monotonic() < deadline:
            newer = own.wait(version, timeout=wait_bound(TABLE_CHECK_SECONDS, quiet_since + heartbeat, deadline))
            if hub.closed:
                return
            moved = any(subscription.latest != seen for subscription, seen in tables.values())
            quiet = time.monotonic() - quiet_since
            if newer is None and not moved and quiet < heartbeat:
                continue
            # Something moved, or it has been quiet a while: read the tournament (taking in a
            # finished table's result), in case a notification was lost too.
            current, now_playing = svc.live_points(tournament_id)
            quiet_since = time.monotonic()
            if current == version and not moved:
                yield ": heartbeat\n\n"
                continue
            version = current
            if sorted(now_playing) != sorted(playing):
                held.close()
                playing = now_playing
                tables = _follow(held, hub, playing)
            else:
                tables = {key: (subscription, subscription.latest)
                          for key, (subscription, _seen) in tables.items()}
            yield version_event(version)


def _follow(held: ExitStack, hub, match_ids: list[str]) -> dict[str, tuple[Subscription, int]]:  # noqa: ANN001
    """Subscribe to each playing table's match and to its seat list (a seat taken shows on the
    desk); each with the latest number seen so far."""
    tables = {}
    for key in (key for match_id in match_ids for key in (match_id, seats_key(match_id))):
        subscription = held.enter_context(hub.subscribe(key))
        tables[key] = (subscription, subscription.latest)
    return tables
