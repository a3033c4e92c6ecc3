"""gunicorn's configuration hooks for this app (`--config python:runtime.gunicorn_hooks`).

On SIGTERM (a deploy, a restart, `make run` stopped) a gthread worker stops accepting and waits
for its open connections, up to the graceful timeout. Event streams stay open for minutes, so
each would hold the worker for the whole grace period and then be cut. Here the worker also
closes its live-update hub as the shutdown begins: every stream ends at once, the phones
reconnect (to a worker that is still up) and the worker exits as soon as real requests are done.
"""
from __future__ import annotations

import signal
import threading
from typing import Any

from api.matches.routes.common import EXTENSION


def post_worker_init(worker: Any) -> None:
    """Runs in each worker once the app is loaded and gunicorn's signal handlers are set."""
    app = worker.wsgi
    graceful_exit = worker.handle_exit

    def handle_exit(signum: int, frame: Any) -> None:
        graceful_exit(signum, frame)
        # Not in the signal handler itself: closing takes locks a stream may hold right now.
        threading.Thread(target=close_streams, args=(app,), name="close-streams",
                         daemon=True).start()

    signal.signal(signal.SIGTERM, handle_exit)


def close_streams(app: Any) -> None:
    service = app.extensions.get(EXTENSION)
    if service is not None:
        service.hub.close()
    feed = app.extensions.get("live_feed")
    if feed is not None:
        feed.stop()
