"""Server-Sent Events: the match's version, each time it changes. No game data ever goes here."""
from __future__ import annotations

import time
from typing import Iterator

from flask import Response, current_app
from flask_smorest import Blueprint

from ..services import MatchService
from .common import caller, service

blp = Blueprint("events", __name__, url_prefix="/api/v1/matches", description="Live updates")


@blp.route("/<match_id>/events")
@blp.doc(security=[{"bearerAuth": []}], responses={"200": {
    "description": "text/event-stream of `{\"version\": n}` events, heartbeat comments every 15 s.",
    "content": {"text/event-stream": {"schema": {"type": "string"}}}}})
def events(match_id: str) -> Response:
    caller(match_id)
    stream = _stream(service(), match_id, current_app.config["SSE_HEARTBEAT_SECONDS"],
                     current_app.config["SSE_MAX_SECONDS"])
    return Response(stream, mimetype="text/event-stream",
                    headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


def _stream(svc: MatchService, match_id: str, heartbeat: float, lifetime: float) -> Iterator[str]:
    with svc.hub.subscribe(match_id) as subscription:
        version = svc.version(match_id)
        yield "retry: 2000\n" + _event(version)
        deadline = time.monotonic() + lifetime
        while time.monotonic() < deadline:
            newer = subscription.wait(version, timeout=heartbeat)
            if svc.hub.closed:
                return
            if newer is None:
                # Quiet for a while: look at the database too, in case a notification was lost
                # (a LISTEN connection that dropped and came back).
                newer = svc.version(match_id)
                if newer == version:
                    yield ": heartbeat\n\n"
                    continue
            version = newer
            yield _event(version)


def _event(version: int) -> str:
    return f"id: {version}\nevent: version\ndata: {{\"version\": {version}}}\n\n"
