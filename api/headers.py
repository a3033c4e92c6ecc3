"""Security headers on every answer: the API's and the phone app's pages.

- `Cache-Control: no-store` on everything but a short list of public documents: an answer may
  carry a token (a new match, a claimed seat, a check-in) or a seat's private view, and no browser
  cache, shared proxy or back button may keep it. Phones poll with their own If-None-Match, so
  304s still work.
- A Content-Security-Policy: JSON and images need nothing, so they allow nothing; the reference
  page loads its scripts from this server and runs no inline code. Neither may be framed.
- `X-Content-Type-Options: nosniff`, so no answer is ever read as another type than it says.
"""
from __future__ import annotations

from flask import Flask, Response, request

API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"
# The app loads nothing from anywhere else and runs no inline code: a name typed by a player can
# never become a script, and the tokens in local storage stay on this origin.
APP_CSP = ("default-src 'self'; img-src 'self' blob: data:; object-src 'none'; base-uri 'none'; "
           "frame-ancestors 'none'")
# Swagger UI sets inline styles from its scripts, and draws its icons from data: URLs.
DOCS_CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            "img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; "
            "frame-ancestors 'none'")
DOCS_PATH = "/api/v1/docs"
# The phone app's files (api/routes/pwa.py) are answered by WhiteNoise before Flask, so it sets
# these itself; the app's own caching stays (no-cache, revalidated by ETag).
APP_HEADERS = {"Content-Security-Policy": APP_CSP, "X-Content-Type-Options": "nosniff",
               "Referrer-Policy": "no-referrer"}
# The same for everyone and free of tokens: the catalogue, the OpenAPI document and reference
# page, and health and the clock (which set no caching of their own anyway).
PUBLIC_PATHS = ("/api/v1/games", "/api/v1/openapi.json", DOCS_PATH, "/api/v1/health",
                "/api/v1/time")


def is_public(path: str) -> bool:
    return any(path == public or path.startswith(public + "/") for public in PUBLIC_PATHS)


def register(app: Flask) -> None:
    app.after_request(protect)


def protect(response: Response) -> Response:
    path = request.path
    if not path.startswith("/api/"):
        response.headers["Content-Security-Policy"] = APP_CSP  # the phone app's own caching stays
    else:
        if not is_public(path):
            response.headers["Cache-Control"] = "no-store"
        response.headers["Content-Security-Policy"] = DOCS_CSP if path == DOCS_PATH else API_CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response
