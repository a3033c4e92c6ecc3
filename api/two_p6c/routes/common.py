"""What the 2P6C endpoints beyond the table share: the service that keeps decks, profiles and
communities, and the caller's profile token."""
from __future__ import annotations

from flask import current_app

from ...auth import bearer_hash
from ..solo import SoloService

# The 2P6C decks, solo profiles and communities (api/two_p6c/solo.py).
SOLO_EXTENSION = "table_referee_solo"


def solo() -> SoloService:
    return current_app.extensions[SOLO_EXTENSION]


def profile_hash() -> str:
    """The hash of the request's bearer token, which should be a player profile's (401 if none)."""
    return bearer_hash("no-profile-token")
