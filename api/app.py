"""The Flask app factory: settings, database, live updates, blueprints, errors, OpenAPI.

Reached as `api.create_app` (api/__init__.py), which is how gunicorn and the tests name it."""
from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any, Mapping

from flask import Flask
from flask.sessions import SessionInterface
from flask_babel import Babel
from sqlalchemy.engine import make_url
from werkzeug.middleware.proxy_fix import ProxyFix

from models.db import Database
from models.migrate import upgrade

from . import errors, headers
from .codes import routes as codes
from .cold_war import routes as cold_war_decks
from .cold_war.country_decks import EXTENSION as COUNTRY_DECKS_EXTENSION, CountryDeckStore
from .config import load_settings
from .json_schemas import marshmallow_plugin
from .limits import limiter
from .live import Hub
from .live_postgres import PostgresListener
from .live_sqlite import SqliteWatcher
from .matches.move_rate import MoveRate
from .matches.routes import changes, events, exports, join, matches, moves, rematch, seats
from .matches.routes.common import EXTENSION
from .matches.service import MatchService, now_ms
from .messages import SUPPORTED
from .openapi import ProblemApi
from .request_body import CappedRequest
from .routes import games, pwa, setup, system
from .series import routes as series_routes
from .series.service import EXTENSION as SERIES_EXTENSION, SeriesService
from .stream_caps import EXTENSION as STREAM_CAPS_EXTENSION, StreamCaps
from .tournaments import routes as tournament_routes
from .tournaments.service import EXTENSION as TOURNAMENTS_EXTENSION, TournamentService
from .two_p6c.routes import communities, decks, solo_players, words
from .two_p6c.routes.common import SOLO_EXTENSION
from .two_p6c.solo import SoloService

API_VERSION = "1.0.0"

# The database, for the worker's main loop (runtime/worker.py): it looks, without waiting, whether the
# writer is free before it plays a move itself, and its watcher thread waits until it is.
MAIN_LOOP_WRITER = "main_loop_writer"


class NoSessions(SessionInterface):
    def open_session(self, app: Flask, request: Any) -> None:
        return None  # Flask then hands out a NullSession, which refuses any write

    def save_session(self, app: Flask, session: Any, response: Any) -> None:
        pass


def create_app(overrides: Mapping[str, Any] | None = None) -> Flask:
    app = Flask(__name__, static_folder=None)
    app.request_class = CappedRequest  # a chunked body over MAX_CONTENT_LENGTH is 413 too
    app.config.update(load_settings(overrides=overrides))
    app.config.update(
        API_TITLE="Table Referee", API_VERSION=API_VERSION, OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/api/v1", OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="docs", OPENAPI_SWAGGER_UI_URL="/api/v1/docs/assets/",
    )
    app.json.sort_keys = False  # keep documents in the order docs/api.md (Endpoints) lists their members
    # Nothing here keeps a cookie session (tokens travel in headers), so none is opened: Flask
    # would otherwise build a signing serializer on every request.
    app.session_interface = NoSessions()
    if app.config["TRUST_PROXY"]:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=1, x_proto=1, x_host=1)
    logging.basicConfig(level=logging.INFO)

    db = Database(app.config["DATABASE_URL"], pool_size=app.config["DB_POOL_SIZE"],
                  pool_timeout=app.config["DB_POOL_TIMEOUT"])
    if app.config["MIGRATE_ON_START"]:
        upgrade(db)
    app.extensions[MAIN_LOOP_WRITER] = db
    hub = Hub()
    feed = _other_processes_feed(db, app.config["DATABASE_URL"], hub)
    if feed is not None:
        hub.before_first_subscriber(feed.start)
        app.extensions["live_feed"] = feed
    app.extensions[EXTENSION] = MatchService(
        db, hub, idempotency_retention=timedelta(days=app.config["IDEMPOTENCY_RETENTION_DAYS"]),
        idempotency_window=app.config["IDEMPOTENCY_WINDOW_MOVES"],
        max_moves=app.config["MAX_MOVES_PER_MATCH"],
        decoded_states=app.config["DECODED_STATES_KEPT"],
        honour_idempotency=not app.config["UNSAFE_IGNORE_IDEMPOTENCY"],
        clock=app.config.get("CLOCK") or now_ms,
        move_rate=MoveRate(app.config["MOVE_RATE_PER_SECOND"] if app.config["RATELIMIT_ENABLED"] else 0,
                           app.config["MOVE_BURST"]))
    app.extensions[STREAM_CAPS_EXTENSION] = StreamCaps(
        per_token=app.config["SSE_MAX_STREAMS_PER_TOKEN"],
        per_address=app.config["SSE_MAX_STREAMS_PER_ADDRESS"], total=app.config["SSE_MAX_STREAMS"])
    app.extensions[SOLO_EXTENSION] = SoloService(db, app.extensions[EXTENSION])
    app.extensions[COUNTRY_DECKS_EXTENSION] = CountryDeckStore(db)
    app.extensions[TOURNAMENTS_EXTENSION] = TournamentService(db, app.extensions[EXTENSION])
    app.extensions[SERIES_EXTENSION] = SeriesService(db, app.extensions[TOURNAMENTS_EXTENSION])

    Babel(app, locale_selector=_locale, default_locale="en")
    limiter.init_app(app)
    api = ProblemApi(app, spec_kwargs={"marshmallow_plugin": marshmallow_plugin(), "info": {"description": (
        "A referee and scorekeeper for card games played with physical cards. "
        "Errors are RFC 9457 problem+json; refusals by the rules carry `rule`.")}})
    app.extensions["smorest_api"] = api
    api.register_blueprints((system.blp, games.blp, matches.blp, moves.blp, events.blp, exports.blp,
                             words.blp, join.blp, decks.blp, solo_players.blp, communities.blp,
                             cold_war_decks.blp, tournament_routes.blp, series_routes.blp, seats.blp,
                             changes.blp, rematch.blp, codes.blp))
    app.register_blueprint(system.assets)
    app.register_blueprint(pwa.blp)
    app.register_blueprint(setup.blp)
    errors.register(app)
    headers.register(app)
    # The phone app's files, compressed, in front of everything else (api/routes/pwa.py).
    app.wsgi_app = pwa.wrap(app.wsgi_app)

    return app


def _other_processes_feed(db: Database, url: str, hub: Hub) -> PostgresListener | SqliteWatcher | None:
    """What brings moves accepted by other workers (or hosts) to this process's streams."""
    if db.kind == "postgresql":
        conninfo = make_url(url).set(drivername="postgresql")
        return PostgresListener(conninfo.render_as_string(hide_password=False), hub)
    path = db.url.database
    if path and not path.startswith("file:"):
        return SqliteWatcher(path, hub)
    return None  # a URI (file:...) is not watched: only this process's moves reach its streams


def _locale() -> str:
    from flask import request
    return request.accept_languages.best_match(SUPPORTED) or "en"

