"""Bearer tokens: 256-bit random, shown once, stored only as SHA-256 hashes, never in a URL."""
from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

from flask import request

from .errors import problem


def new_token() -> tuple[str, str]:
    """A fresh token and the hash that is stored in its place."""
    token = secrets.token_urlsafe(32)
    return token, token_hash(token)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def derived_token(token: str, purpose: str) -> tuple[str, str]:
    """A token only the holder of `token` can compute, for `purpose`, and its hash: asking twice
    gives the same token, so a phone that asks again (its answer lost, two tabs at once) never
    turns the token it already has into a dead one. 256 bits, like new_token's."""
    digest = hmac.new(token.encode(), purpose.encode(), hashlib.sha256).digest()
    derived = base64.urlsafe_b64encode(digest).rstrip(b"=").decode()
    return derived, token_hash(derived)


def bearer(missing: str = "no-token") -> str:
    """The request's bearer token; 401 when there is none (`missing` names the detail that says
    which token to send)."""
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise problem(401, missing, headers={"WWW-Authenticate": "Bearer"})
    return token.strip()


def bearer_hash(missing: str = "no-token") -> str:
    """The hash of the request's bearer token; 401 when there is none."""
    return token_hash(bearer(missing))
