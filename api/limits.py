"""Rate limits for the endpoints a stranger can hammer: creating matches and guessing join codes."""
from __future__ import annotations

import time

from flask import current_app
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

limiter = Limiter(key_func=get_remote_address)


def create_limit() -> str:
    return current_app.config["RATE_LIMIT_CREATE"]


def join_limit() -> str:
    return current_app.config["RATE_LIMIT_JOIN"]


def seconds_until_reset() -> int:
    current = limiter.current_limit
    if current is None:
        return 60
    return max(1, int(current.reset_at - time.time()))
