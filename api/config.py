"""Settings come from the environment; production refuses to start without its secrets."""
from __future__ import annotations

import os
import secrets
from typing import Any, Mapping

from .stream_caps import total_for

DEFAULT_DATABASE_URL = "sqlite:///var/table-referee.db"
# Threads per gunicorn worker (WEB_THREADS): each open event stream holds one while it waits, so
# the default leaves room for a hall of phones (500 streams) beside the requests that do work.
DEFAULT_WEB_THREADS = 640


class ConfigError(RuntimeError):
    pass


def load_settings(environ: Mapping[str, str] | None = None,
                  overrides: Mapping[str, Any] | None = None) -> dict[str, Any]:
    env = os.environ if environ is None else environ
    production = env.get("APP_ENV", "development") == "production"
    settings: dict[str, Any] = {
        "PRODUCTION": production,
        "SECRET_KEY": env.get("SECRET_KEY"),
        "DATABASE_URL": env.get("DATABASE_URL", DEFAULT_DATABASE_URL),
        # Connections per worker (PostgreSQL opens no more than these), and how long a request
        # waits for one when all are busy before it is answered 503.
        "DB_POOL_SIZE": int(env.get("DB_POOL_SIZE", "16")),
        "DB_POOL_TIMEOUT": float(env.get("DB_POOL_TIMEOUT", "10")),
        # Bodies are small JSON documents; anything larger is a mistake or an attack.
        "MAX_CONTENT_LENGTH": int(env.get("MAX_CONTENT_LENGTH", str(64 * 1024))),
        "PUBLIC_URL": env.get("PUBLIC_URL"),
        "RATELIMIT_ENABLED": env.get("RATELIMIT_ENABLED", "1") != "0",
        # With several workers or hosts the counts must be shared, or each would allow the limit.
        "RATELIMIT_STORAGE_URI": env.get("RATELIMIT_STORAGE_URI", env.get("REDIS_URL", "memory://")),
        "RATELIMIT_HEADERS_ENABLED": True,
        "RATE_LIMIT_CREATE": env.get("RATE_LIMIT_CREATE", "30 per minute"),
        "RATE_LIMIT_JOIN": env.get("RATE_LIMIT_JOIN", "20 per minute"),
        "SSE_HEARTBEAT_SECONDS": float(env.get("SSE_HEARTBEAT_SECONDS", "15")),
        # A stream ends after this long and the phone reconnects, so a worker thread is never
        # held forever by a phone that went away without closing.
        "SSE_MAX_SECONDS": float(env.get("SSE_MAX_SECONDS", "300")),
        # Open event streams, each holding a worker thread, counted per worker (api/stream_caps.py).
        # One phone needs one stream (a few while a reload's old stream is not yet noticed gone);
        # a tournament hall behind one public address needs one per phone.
        "SSE_MAX_STREAMS_PER_TOKEN": int(env.get("SSE_MAX_STREAMS_PER_TOKEN", "4")),
        "SSE_MAX_STREAMS_PER_ADDRESS": int(env.get("SSE_MAX_STREAMS_PER_ADDRESS", "500")),
        # And all of them together, in one worker: fewer than its threads, so that those left
        # answer every other request. Unset, derived from the worker's threads (WEB_THREADS, which
        # the worker sets to its real count before the app loads: runtime/worker.py).
        "SSE_MAX_STREAMS": int(env.get("SSE_MAX_STREAMS")
                               or total_for(int(env.get("WEB_THREADS") or DEFAULT_WEB_THREADS))),
        # The worker (runtime/worker.py): how long a request may take to arrive whole (request line,
        # headers, body) before its connection is dropped, and how many connections one client
        # address may hold open at once in a worker (not applied behind TRUST_PROXY, where every
        # connection comes from the proxy and the proxy limits them).
        "REQUEST_ARRIVAL_SECONDS": float(env.get("REQUEST_ARRIVAL_SECONDS", "15")),
        "MAX_CONNECTIONS_PER_ADDRESS": int(env.get("MAX_CONNECTIONS_PER_ADDRESS", "700")),
        # Stored answers to moves sent with an Idempotency-Key are kept this long: far longer
        # than any phone stays offline with a queued move.
        "IDEMPOTENCY_RETENTION_DAYS": float(env.get("IDEMPOTENCY_RETENTION_DAYS", "30")),
        # And only while they are less than this many seqs behind the phone's newest move in the
        # match: a phone resends a move before it sends a newer one, so it never misses an
        # answer it needs, and a phone that plays and undoes for ever keeps only this many.
        "IDEMPOTENCY_WINDOW_MOVES": int(env.get("IDEMPOTENCY_WINDOW_MOVES", "1000")),
        # A match's log is bounded, so one table cannot grow without end (a Mini Golf match of
        # 9 holes is about 120 moves).
        "MAX_MOVES_PER_MATCH": int(env.get("MAX_MOVES_PER_MATCH", "20000")),
        # Matches' decoded states a worker keeps between requests, by (match, version)
        # (api/matches/decoded.py): a few versions of each match being played. 0 keeps none.
        "DECODED_STATES_KEPT": int(env.get("DECODED_STATES_KEPT", "512")),
        # One phone's moves into one match: a burst the size of an offline queue, then a pace no
        # table reaches (api/matches/move_rate.py). Off with the other rate limits (RATELIMIT_ENABLED=0).
        "MOVE_RATE_PER_SECOND": float(env.get("MOVE_RATE_PER_SECOND", "5")),
        "MOVE_BURST": int(env.get("MOVE_BURST", "60")),
        # Test-only: ignore Idempotency-Key, so the chaos harness can prove it sees duplicates.
        # Refused in production.
        "UNSAFE_IGNORE_IDEMPOTENCY": env.get("UNSAFE_IGNORE_IDEMPOTENCY", "0") == "1",
        "TRUST_PROXY": env.get("TRUST_PROXY", "0") == "1",
        # Set by `make run` when it serves HTTPS on the LAN with its own certificate authority
        # (runtime/local_ca.py): the authority's certificate that phones install from the setup page,
        # and the port the HTTPS server listens on.
        "LOCAL_CA_CERT": env.get("LOCAL_CA_CERT") or None,
        "LOCAL_HTTPS_PORT": int(env["LOCAL_HTTPS_PORT"]) if env.get("LOCAL_HTTPS_PORT") else None,
        "MIGRATE_ON_START": env.get("MIGRATE_ON_START", "1") != "0",
    }
    settings.update(overrides or {})
    # Whether the worker plays a move in its main loop instead of handing it to a thread: "auto"
    # does on SQLite, where writers take turns anyway, and not on PostgreSQL, whose round trips
    # the loop would wait through (runtime/worker.py).
    settings.setdefault("MOVES_IN_MAIN_LOOP", _moves_in_main_loop(env.get("MOVES_IN_MAIN_LOOP", "auto"),
                                                                  settings["DATABASE_URL"]))
    if settings["PRODUCTION"]:
        # In production the database must be named on purpose, never the embedded default.
        missing = [name for name in ("SECRET_KEY", "DATABASE_URL")
                   if not (overrides or {}).get(name) and not env.get(name)]
        if missing:
            raise ConfigError(f"APP_ENV=production needs {', '.join(missing)} in the environment.")
        if settings["UNSAFE_IGNORE_IDEMPOTENCY"]:
            raise ConfigError("UNSAFE_IGNORE_IDEMPOTENCY is for tests only.")
    elif not settings["SECRET_KEY"]:
        settings["SECRET_KEY"] = secrets.token_hex(32)
    return settings


def _moves_in_main_loop(value: str, database_url: str) -> bool:
    if value == "auto":
        return database_url.startswith("sqlite")
    if value in ("0", "1"):
        return value == "1"
    raise ConfigError(f"MOVES_IN_MAIN_LOOP is auto, 1 or 0, not {value!r}.")
