"""`make run`: upgrade the schema, print where phones at the table can reach us, start gunicorn.

Listens on every interface, because the phones are on the same Wi-Fi as the host. Browsers only
allow the phone app's service worker on HTTPS or localhost, so `TLS=self-signed` makes (once) a
self-signed certificate for a table with no internet; behind a real TLS proxy, use the Procfile.
"""
from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path
from typing import Sequence

import segno
from sqlalchemy.engine import make_url

from models.db import Database
from models.migrate import upgrade

from .config import load_settings

TLS_DIR = Path("var/tls")
# Two workers use both cores of a small machine, on either database: moves accepted by one reach
# the other's event streams (PostgreSQL LISTEN/NOTIFY; SQLite, a watch on the file).
DEFAULT_WORKERS = 2
# Each open event stream holds a thread while it waits, so the default leaves room for a hall of
# phones (500 streams) beside the requests that do work.
DEFAULT_THREADS = 640
# gunicorn's gthread worker, made safe against clients that send slowly or hold many connections.
WORKER_CLASS = "api.worker.GuardedThreadWorker"


IPV4 = re.compile(r"\binet (?:addr:)?(\d+\.\d+\.\d+\.\d+)")


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses that phones on the same network can reach.

    The host name often resolves to 127.0.1.1 only, so ask the interfaces (`ip`, or `ifconfig`
    on macOS and BSD), and fall back on the host name.
    """
    for command in (["ip", "-o", "-4", "addr", "show", "scope", "global"], ["ifconfig"]):
        if shutil.which(command[0]):
            listing = subprocess.run(command, capture_output=True, text=True, check=False).stdout
            found = reachable(IPV4.findall(listing))
            if found:
                return found
    try:
        return reachable(info[4][0] for info in
                         socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET))
    except socket.gaierror:
        return []


def reachable(addresses) -> list[str]:  # noqa: ANN001 - any iterable of strings
    """Drop loopback and link-local addresses, which no phone can reach."""
    return sorted({address for address in addresses
                   if not address.startswith(("127.", "169.254."))})


def self_signed_certificate(addresses: list[str]) -> tuple[Path, Path]:
    cert, key = TLS_DIR / "cert.pem", TLS_DIR / "key.pem"
    if cert.exists() and key.exists():
        return cert, key
    if shutil.which("openssl") is None:
        sys.exit("TLS=self-signed needs the openssl command.")
    TLS_DIR.mkdir(parents=True, exist_ok=True)
    names = ",".join(["DNS:localhost", "IP:127.0.0.1", *(f"IP:{a}" for a in addresses)])
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "825",
                    "-keyout", str(key), "-out", str(cert), "-subj", "/CN=Table Referee",
                    "-addext", f"subjectAltName={names}"], check=True, capture_output=True)
    return cert, key


def gunicorn_command(bind: str, *, workers: int, threads: int, timeout_s: int = 60,
                     extra: Sequence[str] = ()) -> list[str]:
    """How production runs the app (the Procfile says the same), for `make run`, the tests'
    servers and the benchmarks alike."""
    return [sys.executable, "-m", "gunicorn", "--config", "python:api.gunicorn_hooks",
            "--worker-class", WORKER_CLASS, "--threads", str(threads), "--workers", str(workers),
            "--bind", bind, "--timeout", str(timeout_s), *extra, "api:create_app()"]


def web_workers() -> int:
    return int(os.environ.get("WEB_CONCURRENCY") or DEFAULT_WORKERS)


def web_threads() -> int:
    return int(os.environ.get("WEB_THREADS") or DEFAULT_THREADS)


def main() -> None:
    port = int(os.environ.get("PORT", "8000"))
    settings = load_settings()
    db = Database(settings["DATABASE_URL"])
    upgrade(db)
    db.dispose()
    # Done once here, so workers that restart later never touch the schema while they boot.
    os.environ["MIGRATE_ON_START"] = "0"
    addresses = lan_addresses()
    tls = os.environ.get("TLS") == "self-signed"
    scheme = "https" if tls else "http"
    urls = [f"{scheme}://{address}:{port}/" for address in addresses] or [f"{scheme}://localhost:{port}/"]
    print(f"Table Referee on {make_url(settings['DATABASE_URL']).get_backend_name()}")
    print(f"  this machine: {scheme}://localhost:{port}/")
    for url in urls:
        print(f"  phones at the table: {url}")
    segno.make(urls[0], error="m").terminal(compact=True)
    extra = ["--access-logfile", "-"]
    if tls:
        cert, key = self_signed_certificate(addresses)
        extra += ["--certfile", str(cert), "--keyfile", str(key)]
    command = gunicorn_command(f"0.0.0.0:{port}", workers=web_workers(), threads=web_threads(),
                               extra=extra)
    os.execv(sys.executable, command)


if __name__ == "__main__":
    main()
