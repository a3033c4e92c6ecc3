"""The phone app: static files from pwa/, and its service worker stamped with the shell's version."""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from flask import Blueprint, Response, send_from_directory

PWA = Path(__file__).resolve().parents[2] / "pwa"
SHELL_SUFFIXES = {".html", ".css", ".js", ".json", ".png", ".webmanifest"}

blp = Blueprint("pwa", __name__)

@lru_cache(maxsize=1)
def shell() -> tuple[str, list[str]]:
    """The app shell's URLs (everything the app needs to open offline) and a hash of their bytes."""
    digest = hashlib.sha256()
    urls = []
    for path in sorted(PWA.rglob("*")):
        if path.is_file() and path.suffix in SHELL_SUFFIXES and path.name != "sw.js":
            relative = path.relative_to(PWA).as_posix()
            digest.update(relative.encode() + b"\0" + path.read_bytes())
            urls.append("/" if relative == "index.html" else f"/{relative}")
    return digest.hexdigest()[:16], urls


@blp.get("/")
def index() -> Response:
    return _file("index.html")


@blp.get("/sw.js")
def service_worker() -> Response:
    version, urls = shell()
    source = (PWA / "sw.js").read_text().replace("__VERSION__", version).replace(
        "__SHELL__", json.dumps(urls))
    return Response(source, mimetype="text/javascript",
                    headers={"Cache-Control": "no-cache", "Service-Worker-Allowed": "/"})


# Only the app's own folders: a catch-all path would also answer GET on every /api/ path, and
# then a POST-only endpoint would answer GET with a 404 instead of its 405.
@blp.get("/<any(js, css, i18n, icons, howto):folder>/<path:filename>")
def asset(folder: str, filename: str) -> Response:
    return _file(f"{folder}/{filename}")


@blp.get("/manifest.webmanifest")
def manifest() -> Response:
    return _file("manifest.webmanifest")


def _file(filename: str) -> Response:
    # no-cache means "revalidate": the service worker keeps the offline copy, the ETag keeps
    # revalidation cheap, and a new shell is never hidden behind an old HTTP cache entry.
    response = send_from_directory(PWA, filename, max_age=0)
    response.headers["Cache-Control"] = "no-cache"
    if filename.endswith(".webmanifest"):
        response.mimetype = "application/manifest+json"
    return response
