"""`make run`: upgrade the schema, print where phones at the table can reach us, start gunicorn.

Listens on every interface, because the phones are on the same Wi-Fi as the host. Browsers give
the phone app its service worker (install, offline) and Web Crypto only on a secure page, so by
default this serves two ports: HTTPS (HTTPS_PORT, 8443) with a certificate signed by this
machine's own authority (runtime/local_ca.py), which each phone trusts once, and plain http (PORT,
8000), where a phone fetches that authority from the setup page (/setup) and where localhost
works as it always did. `HTTPS=0` serves plain http alone; behind a real TLS proxy, use the
Procfile.
"""
from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Sequence

import segno
from sqlalchemy.engine import make_url

from api.ca_identity import fingerprint
from api.config import DEFAULT_WEB_THREADS, load_settings
from api.routes import pwa
from models.db import Database
from models.migrate import upgrade

from .local_ca import LocalTls, ensure_local_tls

# Made on the first `make run`, never committed (var/ is ignored): the authority's key is 0600.
TLS_DIR = Path("var/tls")
DEFAULT_HTTPS_PORT = 8443
SETUP_PATH = "/setup"
# Two workers use both cores of a small machine, on either database: moves accepted by one reach
# the other's event streams (PostgreSQL LISTEN/NOTIFY; SQLite, a watch on the file).
DEFAULT_WORKERS = 2
DEFAULT_THREADS = DEFAULT_WEB_THREADS
# gunicorn's gthread worker, made safe against clients that send slowly or hold many connections.
WORKER_CLASS = "runtime.worker.GuardedThreadWorker"


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


def gunicorn_command(bind: str, *, workers: int, threads: int, timeout_s: int = 60,
                     extra: Sequence[str] = ()) -> list[str]:
    """How production runs the app (the Procfile says the same), for `make run`, the tests'
    servers and the benchmarks alike."""
    return [sys.executable, "-m", "gunicorn", "--config", "python:runtime.gunicorn_hooks",
            "--worker-class", WORKER_CLASS, "--threads", str(threads), "--workers", str(workers),
            "--bind", bind, "--timeout", str(timeout_s), *extra, "api:create_app()"]


def tls_options(tls: LocalTls) -> list[str]:
    """gunicorn's own TLS (its certfile and keyfile settings); the worker (runtime/worker.py) does
    each connection's handshake in its main loop, without blocking, within the request's arrival
    deadline."""
    return ["--certfile", str(tls.server_cert), "--keyfile", str(tls.server_key)]


def web_workers() -> int:
    return int(os.environ.get("WEB_CONCURRENCY") or DEFAULT_WORKERS)


def web_threads() -> int:
    return int(os.environ.get("WEB_THREADS") or DEFAULT_THREADS)


def main() -> None:
    port = int(os.environ.get("PORT", "8000"))
    https = os.environ.get("HTTPS", "1") != "0"
    https_port = int(os.environ.get("HTTPS_PORT") or DEFAULT_HTTPS_PORT)
    settings = load_settings()
    db = Database(settings["DATABASE_URL"])
    upgrade(db)
    db.dispose()
    # The phone app's compressed copy, made once here rather than by every worker as it boots.
    pwa.build()
    # Done once here, so workers that restart later never touch the schema while they boot.
    os.environ["MIGRATE_ON_START"] = "0"
    addresses = lan_addresses()
    print(f"Table Referee on {make_url(settings['DATABASE_URL']).get_backend_name()}")
    logs = ["--access-logfile", "-"]
    if not https:
        print_plain_addresses(port, addresses)
        os.execv(sys.executable, gunicorn_command(f"0.0.0.0:{port}", workers=web_workers(),
                                                  threads=web_threads(), extra=logs))
    tls, made = ensure_local_tls(TLS_DIR, hostname=socket.gethostname(), addresses=addresses)
    os.environ["LOCAL_CA_CERT"] = str(tls.ca_cert.resolve())
    os.environ["LOCAL_HTTPS_PORT"] = str(https_port)
    print_addresses(port, https_port, addresses, tls, made)
    secure = gunicorn_command(f"0.0.0.0:{https_port}", workers=web_workers(),
                              threads=web_threads(), extra=[*logs, *tls_options(tls)])
    # The plain port serves the setup page, and the app (with its notice of what it cannot do
    # there) to whoever stays on it: one worker is enough.
    plain = gunicorn_command(f"0.0.0.0:{port}", workers=1, threads=web_threads(),
                             extra=[*logs, "--no-control-socket"])  # gunicornc drives the HTTPS one
    sys.exit(supervise([secure, plain]))


def print_plain_addresses(port: int, addresses: list[str]) -> None:
    urls = [f"http://{address}:{port}/" for address in addresses] or [f"http://localhost:{port}/"]
    print(f"  this machine: http://localhost:{port}/")
    for url in urls:
        print(f"  phones at the table: {url}")
    print("  HTTPS is off (HTTPS=0): on these addresses phones cannot install the app, use it")
    print("  offline or make EkeQ hash commits.")
    segno.make(urls[0], error="m").terminal(compact=True)


def print_addresses(port: int, https_port: int, addresses: list[str], tls: LocalTls,
                    made: list[str]) -> None:
    hosts = addresses or ["localhost"]
    print(f"  this machine: http://localhost:{port}/  or  https://localhost:{https_port}/")
    for host in hosts:
        print(f"  phones at the table: https://{host}:{https_port}/")
    for host in hosts:
        print(f"  a phone's first time (trusts the certificate once): http://{host}:{port}{SETUP_PATH}")
    if "certificate authority" in made:
        state = "made now: each phone trusts it once, from the setup page"
    elif made:
        state = "kept; the server certificate was made again for this machine's names"
    else:
        state = "kept"
    print(f"  certificate authority: {tls.ca_cert} ({state})")
    print(f"    SHA-256 {fingerprint(tls.ca_cert)}")
    print("  Scan to set up a phone; the page then links to the https address:")
    segno.make(f"http://{hosts[0]}:{port}{SETUP_PATH}", error="m").terminal(compact=True)


def supervise(commands: list[list[str]]) -> int:
    """Run the servers side by side until one of them ends, then stop the others; its exit code.

    Each runs in its own session, so that a signal reaches each server once, from here: Ctrl+C,
    a closed terminal and SIGTERM all stop them all.
    """
    processes = [subprocess.Popen(command, start_new_session=True) for command in commands]

    def stop(signum: int, _frame: object = None) -> None:
        for process in processes:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM if signum == signal.SIGHUP else signum)

    previous = {signum: signal.signal(signum, stop)
                for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}
    try:
        ended = None
        while ended is None:
            time.sleep(0.2)
            ended = next((process for process in processes if process.poll() is not None), None)
        stop(signal.SIGTERM)
        for process in processes:
            try:
                process.wait(timeout=35)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
    return ended.returncode or 0


if __name__ == "__main__":
    main()
