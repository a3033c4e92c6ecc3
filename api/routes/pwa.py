"""The phone app: pwa/'s files served by WhiteNoise, compressed, with its service worker stamped
with the shell's version.

There is no build step (plain ES modules), so the app makes its own at startup: a copy of pwa/ in
var/pwa/<hash of its files>/, with sw.js stamped (VERSION, SHELL) and each file's gzip and Brotli
variants beside it (WhiteNoise's compressor). WhiteNoise then answers a browser that accepts br or
gzip with the smaller variant and `Vary: Accept-Encoding`, and If-None-Match with a 304. Every
file is revalidated (`no-cache`): its ETag is a hash of its bytes, so a repeat visit transfers only
what changed, and the service worker's cache (a new one per VERSION) keeps the app offline.
Editing pwa/ takes a restart, as the service worker's version always did.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from flask import Blueprint
from whitenoise import WhiteNoise
from whitenoise.compress import Compressor

from api.headers import APP_HEADERS
from api.routes import pwa_graph

ROOT = Path(__file__).resolve().parents[2]
PWA = ROOT / "pwa"
# Made on startup, never committed (var/ is ignored).
BUILT = ROOT / "var" / "pwa"
SHELL_SUFFIXES = {".html", ".css", ".js", ".json", ".png", ".webmanifest"}
SERVICE_WORKER = "sw.js"
# A finished copy has this file; one without it was cut short and is made again.
DONE = ".complete"
KEPT_COPIES = 3
# What a browser runs as a page or a worker (WhiteNoise names index.html by its folder's URL).
DOCUMENTS = {"/", f"/{SERVICE_WORKER}"}

# No routes of its own any more (WhiteNoise answers before Flask), kept so that create_app's list
# of blueprints stays as it was.
blp = Blueprint("pwa", __name__)


@lru_cache(maxsize=1)
def shell() -> tuple[str, list[str]]:
    """The app shell's URLs (everything the app needs to open offline) and a hash of their bytes."""
    digest = hashlib.sha256()
    urls = []
    for path in sorted(PWA.rglob("*")):
        if path.is_file() and path.suffix in SHELL_SUFFIXES and path.name != SERVICE_WORKER:
            relative = path.relative_to(PWA).as_posix()
            digest.update(relative.encode() + b"\0" + path.read_bytes())
            urls.append("/" if relative == "index.html" else f"/{relative}")
    return digest.hexdigest()[:16], urls


# The languages the app speaks; the first is the one it falls back on (as js/i18n.js does).
LANGUAGES = ("en", "it")
# Asked for by a phone that installs the app to its home screen (the manifest names them), never
# by the app opening: cached the first time they are fetched, not precached.
INSTALL_ICONS = ("/icons/icon-512.png", "/icons/maskable-512.png")


def language_of(url: str) -> str | None:
    """The language a file is written in (its catalogue, its games' words, How to play), if any."""
    parts = url.split("/")
    if parts[1] in ("i18n", "howto") and len(parts) > 2:
        return parts[2].removesuffix(".json")
    return None


def precache() -> tuple[list[str], dict[str, list[str]], list[str]]:
    """The shell split as the service worker keeps it: what it precaches in any language, each
    language's own files (the phone's language precached, another once the player switches to
    it) and the files cached on first use. A phone downloads one language, not both."""
    _version, urls = shell()
    # With the screens that need the server anyway (a new match, joining, a sign-up): offline the
    # router says so without importing them.
    later_ones = {*INSTALL_ICONS, *pwa_graph.server_only_modules(PWA)}
    languages: dict[str, list[str]] = {lang: [] for lang in LANGUAGES}
    common, later = [], []
    for url in urls:
        lang = language_of(url)
        if lang is not None:
            languages[lang].append(url)
        elif url in later_ones:
            later.append(url)
        else:
            common.append(url)
    return common, languages, later


def service_worker_source() -> str:
    version, _urls = shell()
    common, languages, later = precache()
    return ((PWA / SERVICE_WORKER).read_text().replace("__VERSION__", version)
            .replace("__SHELL__", json.dumps(common)).replace("__LANGUAGES__", json.dumps(languages))
            .replace("__LATER__", json.dumps(later)))


def _sources_digest() -> str:
    """Every file of pwa/ (sw.js too, unlike the shell's version), and the stamped service worker
    (its lists change with the code that splits the shell): which copy serves them."""
    digest = hashlib.sha256()
    for path in sorted(PWA.rglob("*")):
        if path.is_file():
            digest.update(path.relative_to(PWA).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    digest.update(service_worker_source().encode())
    return digest.hexdigest()[:16]


def build(target: Path = BUILT) -> Path:
    """The served copy of pwa/ (made now unless an earlier start made it): sw.js stamped, every
    file compressed. Workers that start together each may make one; the first rename wins."""
    final = target / _sources_digest()
    if (final / DONE).exists():
        return final
    target.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".making-", dir=target))
    try:
        shutil.copytree(PWA, staging, dirs_exist_ok=True, copy_function=shutil.copy2)
        (staging / SERVICE_WORKER).write_text(service_worker_source())
        compressor = Compressor(quiet=True)
        for path in sorted(staging.rglob("*")):
            if path.is_file() and compressor.should_compress(path.name):
                compressor.compress(str(path))
        (staging / DONE).touch()
        if (final / DONE).exists():
            return final  # another start finished its copy meanwhile, and may be serving it
        if final.exists():
            shutil.rmtree(final, ignore_errors=True)  # a copy cut short: never marked done
        try:
            os.rename(staging, final)
        except OSError:
            if not (final / DONE).exists():
                raise  # not another worker's finished copy
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    # Copies of earlier versions of the app, but the newest few: a server still running on one
    # (`make run` while pwa/ is edited and the tests start apps) keeps its files.
    earlier = sorted((old for old in target.iterdir() if old.is_dir() and old != final
                      and not old.name.startswith(".making-")), key=lambda old: old.stat().st_mtime)
    for old in earlier[:-KEPT_COPIES]:
        shutil.rmtree(old, ignore_errors=True)
    return final


def _etag(path: str) -> str:
    """From the file's bytes, not its mtime: a fresh checkout, or another host serving the same
    app, answers a phone's If-None-Match with a 304."""
    with open(path, "rb") as file:
        return '"' + hashlib.sha256(file.read()).hexdigest()[:20] + '"'


def add_headers(headers: Any, path: str, url: str) -> None:
    # no-cache means "revalidate": the service worker keeps the offline copy, the ETag keeps
    # revalidation cheap, and a new shell is never hidden behind an old HTTP cache entry.
    headers["Cache-Control"] = "no-cache"
    headers["ETag"] = _etag(path)
    headers["X-Content-Type-Options"] = APP_HEADERS["X-Content-Type-Options"]
    if url in DOCUMENTS:
        # The policies govern documents and workers only; a script, stylesheet or catalogue runs
        # under its page's, so its 160 answers of a first visit go without 150 bytes each.
        for name, value in APP_HEADERS.items():
            headers[name] = value
    if url == f"/{SERVICE_WORKER}":
        headers["Service-Worker-Allowed"] = "/"


def wrap(application: Callable, root: Path | None = None) -> WhiteNoise:
    """The WSGI app with pwa/'s files answered in front of it. Only files that exist are answered:
    every other path (all of /api/) reaches Flask, so a POST-only endpoint still answers GET with
    its 405."""
    served = WhiteNoise(application, max_age=None, allow_all_origins=False, index_file=True,
                        mimetypes={".webmanifest": "application/manifest+json"},
                        add_headers_function=add_headers)
    served.add_files(str(root or build()), prefix="/")
    served.files.pop(f"/{DONE}", None)
    return served
