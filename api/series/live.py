"""A series' live stream: one event whenever the series changes (a member, a link, a new event)
or one of its events does (a result taken in, a correction), so a series page or a hall screen
redraws at once. It carries one number that only grows: the series' version plus its events'."""
from __future__ import annotations

import time
from contextlib import ExitStack
from typing import Iterator

from ..live import series_channel, tournament_channel, version_event, wait_bound
from .service import SeriesService

# How often the stream looks at its events' subscriptions; a quiet stream costs one wake-up per
# interval and no database read until the heartbeat.
EVENT_CHECK_SECONDS = 1.0


def series_stream(svc: SeriesService, series_id: str, heartbeat: float, lifetime: float) -> Iterator[str]:
    hub = svc.tournaments.matches.hub
    with hub.subscribe(series_channel(series_id)) as own, ExitStack() as held:
        version, events = svc.live_points(series_id)
        followed = _follow(held, hub, events)
        seen_own = own.latest
        yield "retry: 2000\n" + version_event(version)
        deadline = time.monotonic() + lifetime
        quiet_since = time.monotonic()
        while time.monotonic() < deadline:
            newer = own.wait(seen_own, timeout=wait_bound(EVENT_CHECK_SECONDS, quiet_since + heartbeat, deadline))
            if hub.closed:
                return
            moved = newer is not None or any(sub.latest != seen for sub, seen in followed.values())
            if not moved and time.monotonic() - quiet_since < heartbeat:
                continue
            # Something moved, or it has been quiet a while: read again (an event's finished
            # tables are taken in then), in case a notification was lost.
            current, now_events = svc.live_points(series_id)
            quiet_since = time.monotonic()
            seen_own = own.latest
            if now_events != events:
                held.close()
                events = now_events
                followed = _follow(held, hub, events)
            else:
                followed = {key: (sub, sub.latest) for key, (sub, _seen) in followed.items()}
            if current == version:
                yield ": heartbeat\n\n"
                continue
            version = current
            yield version_event(version)


def _follow(held: ExitStack, hub, events: list[str]) -> dict[str, tuple]:  # noqa: ANN001
    followed = {}
    for event in events:
        subscription = held.enter_context(hub.subscribe(tournament_channel(event)))
        followed[event] = (subscription, subscription.latest)
    return followed
