"""Live updates: which version each match is at, pushed to whoever is watching.

Events carry only version numbers, never game data, so nothing secret can leak through them; a
phone that sees a newer version fetches its own view. Within one process a Hub wakes the waiting
streams. With PostgreSQL, every process also LISTENs, so a move accepted by another worker or host
reaches this process's streams as well (api/live_postgres.py); with SQLite, each process watches the
database file for other processes' commits (api/live_sqlite.py).
"""
from __future__ import annotations

import logging
import threading
import time
from contextlib import contextmanager
from typing import Iterator

log = logging.getLogger(__name__)

NOTIFY_CHANNEL = "table_referee_versions"
# A tournament's changes travel on the same hub and notifications as matches', under a name no
# match id can take (match ids have no colon).
TOURNAMENT_PREFIX = "tournament:"


def tournament_channel(tournament_id: str) -> str:
    return f"{TOURNAMENT_PREFIX}{tournament_id}"


SERIES_PREFIX = "series:"


def series_channel(series_id: str) -> str:
    return f"{SERIES_PREFIX}{series_id}"


def version_event(version: int) -> str:
    """One Server-Sent Event of a stream: the version, nothing else."""
    return f"id: {version}\nevent: version\ndata: {{\"version\": {version}}}\n\n"


def wait_bound(check_seconds: float, *moments: float) -> float:
    """How long a stream may wait for a notification now: `check_seconds`, or less if one of
    `moments` (on the monotonic clock: its next heartbeat, its end) comes sooner."""
    now = time.monotonic()
    return max(0.0, min(check_seconds, *(moment - now for moment in moments)))


def seats_key(match_id: str) -> str:
    """What the hub calls a match's seat list, whose counter (`seats_version`) goes up on every
    change of holder: its host's list follows it. A match id never holds a "/"."""
    return f"{match_id}/seats"


def seats_match(key: str) -> str | None:
    """The match whose seat list `key` names, or None for a key that names a match itself."""
    match_id, slash, rest = key.partition("/")
    return match_id if slash and rest == "seats" else None


class _Channel:
    """The streams watching one match, and the condition they wait on."""

    def __init__(self) -> None:
        self.condition = threading.Condition()
        self.subscriptions: set[Subscription] = set()


class Subscription:
    def __init__(self, hub: "Hub", channel: _Channel) -> None:
        self._hub = hub
        self._channel = channel
        self.latest = -1

    def wait(self, after: int, timeout: float) -> int | None:
        """The newest version above `after`, or None if none arrived within `timeout`."""
        with self._channel.condition:
            self._channel.condition.wait_for(lambda: self.latest > after or self._hub.closed, timeout)
            return self.latest if self.latest > after else None


class Hub:
    """One channel per watched match, so a move wakes only the streams of its own match: with
    hundreds of phones watching, a move costs its own table's wake-ups, not the whole hall's."""

    def __init__(self) -> None:
        self._lock = threading.Lock()  # guards _channels; taken before any channel's condition
        self._channels: dict[str, _Channel] = {}
        self._on_first_subscriber: list = []
        self.closed = False

    @contextmanager
    def subscribe(self, match_id: str) -> Iterator[Subscription]:
        """Subscribe before reading the current version, so no publish can fall in between."""
        for start in self._on_first_subscriber:
            start()
        with self._lock:
            channel = self._channels.setdefault(match_id, _Channel())
            subscription = Subscription(self, channel)
            with channel.condition:
                channel.subscriptions.add(subscription)
        try:
            yield subscription
        finally:
            with self._lock, channel.condition:
                channel.subscriptions.discard(subscription)
                if not channel.subscriptions:
                    self._channels.pop(match_id, None)

    def publish(self, match_id: str, version: int) -> None:
        with self._lock:
            channel = self._channels.get(match_id)
        if channel is None:
            return
        with channel.condition:
            for subscription in channel.subscriptions:
                subscription.latest = max(subscription.latest, version)
            channel.condition.notify_all()

    def close(self) -> None:
        """Wake every stream so it ends (shutdown); the phones reconnect elsewhere."""
        with self._lock:
            self.closed = True
            channels = list(self._channels.values())
        for channel in channels:
            with channel.condition:
                channel.condition.notify_all()

    def before_first_subscriber(self, start) -> None:  # noqa: ANN001 - a callable
        self._on_first_subscriber.append(start)

    def watched(self) -> list[str]:
        """The matches some stream of this process is watching."""
        with self._lock:
            return list(self._channels)


class Feed:
    """A thread that brings moves accepted by other processes to this process's hub.

    Started when the first phone starts watching. `_follow` connects to its source, calls
    `_connected`, then delivers until `stopping` is set; when the source fails it is followed
    again after a pause that doubles up to 10 s. Meanwhile streams still re-read their version
    at each heartbeat.
    """

    name = "live-feed"
    failures: tuple[type[BaseException], ...] = (OSError,)

    def __init__(self, hub: Hub) -> None:
        self._hub = hub
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._backoff = 0.5
        self.stopping = threading.Event()
        self.ready = threading.Event()

    def start(self) -> None:
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                return
            self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
            self._thread.start()
        # A move committed before the feed was following would be missed; wait until it is
        # (once: while the source is down, streams fall back on their heartbeat re-reads).
        self.ready.wait(timeout=5)

    def stop(self) -> None:
        self.stopping.set()

    def _run(self) -> None:
        while not self.stopping.is_set():
            try:
                self._follow()
            except self.failures as error:
                log.warning("%s: %s; retrying in %.1f s", self.name,
                            str(error).splitlines()[0] if str(error) else type(error).__name__,
                            self._backoff)
                self.ready.clear()
                self.stopping.wait(self._backoff)
                self._backoff = min(self._backoff * 2, 10.0)

    def _connected(self) -> None:
        self._backoff = 0.5
        self.ready.set()

    def _follow(self) -> None:
        raise NotImplementedError

    def publish(self, match_id: str, version: int) -> None:
        self._hub.publish(match_id, version)

    def watched(self) -> list[str]:
        return self._hub.watched()
