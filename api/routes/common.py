"""What every match endpoint needs: the service, and who the caller is in this match."""
from __future__ import annotations

from flask import current_app

from rules.base import Entrant

from ..auth import bearer_hash
from ..services import MatchService

__all__ = ["EXTENSION", "bearer_hash", "caller", "etag", "service"]

EXTENSION = "table_referee"


def service() -> MatchService:
    return current_app.extensions[EXTENSION]


def caller(match_id: str) -> Entrant:
    """The entrant behind the request's bearer token (401/403/404 otherwise)."""
    return service().authenticate(match_id, bearer_hash())


def etag(version: int) -> str:
    return f'"{version}"'
