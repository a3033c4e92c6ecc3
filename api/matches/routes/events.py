"""Server-Sent Events: the match's version, each time it changes. No game data ever goes here."""
from __future__ import annotations

import math
import time
from functools import partial
from typing import Callable, Iterator

from flask import Response, current_app, request

from ...auth import bearer_hash
from ...errors import problem
from ...live import version_event
from ...routes.common import ApiBlueprint, problems
from ...stream_caps import EXTENSION as STREAM_CAPS, Refusal
from ..service import MatchService
from .common import AUTH, MATCH_ID, caller, match_ids_checked, service

# Beyond SSE_MAX_STREAMS_PER_TOKEN or SSE_MAX_STREAMS_PER_ADDRESS open streams.
TOO_MANY_STREAMS = 429
# Beyond SSE_MAX_STREAMS open streams in the worker, whoever holds them.
STREAMS_FULL = 503

# One event of the stream, as Server-Sent Events parsers read it (OpenAPI before 3.2 has the
# schema of an event stream describe one event).
VERSION_EVENT = {
    "type": "object", "required": ["event", "id", "data"], "additionalProperties": False,
    "properties": {
        "event": {"type": "string", "enum": ["version"]},
        "id": {"type": "string", "pattern": "^[0-9]+$", "description": "The version."},
        "data": {"type": "string", "pattern": '^\\{"version": [0-9]+\\}$',
                 "description": 'JSON: `{"version": n}`.'},
        "retry": {"type": "integer", "description": "On the first event: reconnect delay, ms."},
    },
}

blp = match_ids_checked(ApiBlueprint("events", __name__, url_prefix="/api/v1/matches",
                                     description="Live updates"))


@blp.route("/<match_id>/events", parameters=[MATCH_ID])
@blp.response(200, VERSION_EVENT, content_type="text/event-stream", description=(
    "A stream of `version` events whose data is `{\"version\": n}`, the first at once, then one "
    "per change; comments (`: heartbeat`) every 15 s while nothing changes. It ends after a "
    "while (SSE_MAX_SECONDS): reconnect. The schema is that of one event. One token may hold "
    "SSE_MAX_STREAMS_PER_TOKEN streams at once and one client address "
    "SSE_MAX_STREAMS_PER_ADDRESS (per server worker); beyond, 429 with Retry-After. A server "
    "worker holds at most SSE_MAX_STREAMS streams, fewer than its threads; beyond, 503 with "
    "Retry-After: poll the match with If-None-Match meanwhile."))
@problems(blp, *AUTH, TOO_MANY_STREAMS, STREAMS_FULL)
@blp.doc(security=[{"bearerAuth": []}])
def events(match_id: str) -> Response:
    caller(match_id)
    svc = service()
    return version_stream(match_id, partial(svc.version, match_id))


def version_stream(key: str, read: Callable[[], int]) -> Response:
    """The answer of an event stream: `key` names what the hub publishes (a match, or its seat
    list) and `read` reads its number from the database. The caller was checked before."""
    config = current_app.config
    return event_stream(bearer_hash(), lambda: _stream(
        service(), key, read, config["SSE_HEARTBEAT_SECONDS"], config["SSE_MAX_SECONDS"]))


def event_stream(holder: str, stream: Callable[[], Iterator[str]]) -> Response:
    """The response of a stream, once its holder (a token's hash) and the client's address are
    under their caps (429 with Retry-After otherwise) and the worker under its own (503)."""
    config = current_app.config
    release = current_app.extensions[STREAM_CAPS].claim(holder, request.remote_addr or "")
    if isinstance(release, Refusal):
        # A phone that went away without closing is noticed at the next heartbeat, which frees
        # its slot: that is when trying again can succeed.
        seconds = max(1, math.ceil(config["SSE_HEARTBEAT_SECONDS"]))
        status, detail = ((TOO_MANY_STREAMS, "too-many-streams") if release is Refusal.HOLDER
                          else (STREAMS_FULL, "streams-full"))
        raise problem(status, detail, seconds=seconds, headers={"Retry-After": str(seconds)})
    response = Response(stream(), mimetype="text/event-stream",
                        headers={"X-Accel-Buffering": "no"})  # Cache-Control: api/headers.py
    # Called when the server closes the response, whether the stream ran, ended or was never
    # started (a generator never started would not run its own cleanup).
    response.call_on_close(release)
    return response


def _stream(svc: MatchService, key: str, read: Callable[[], int], heartbeat: float,
            lifetime: float) -> Iterator[str]:
    with svc.hub.subscribe(key) as subscription:
        version = read()
        yield "retry: 2000\n" + version_event(version)
        deadline = time.monotonic() + lifetime
        while time.monotonic() < deadline:
            newer = subscription.wait(version, timeout=heartbeat)
            if svc.hub.closed:
                return
            if newer is None:
                # Quiet for a while: look at the database too, in case a notification was lost
                # (a LISTEN connection that dropped and came back).
                newer = read()
                if newer == version:
                    yield ": heartbeat\n\n"
                    continue
            version = newer
            yield version_event(version)

