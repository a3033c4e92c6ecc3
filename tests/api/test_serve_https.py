"""`make run` itself (python -m runtime.serve, in a fresh folder): HTTPS with its own authority beside
the plain port and its setup page; `HTTPS=0` for plain http alone; one signal stops everything."""
from __future__ import annotations

import http.client
import os
import re
import shutil
import signal
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cryptography import x509

from api.ca_identity import fingerprint
from runtime.local_ca import LocalTls
from tests.server import ROOT, connection, free_port

pytestmark = pytest.mark.server

STARTED_WITHIN_S = 60  # the schema check, the certificates, two gunicorns, on a busy machine


def _start(folder: Path, sqlite_template: Path, **env: str) -> tuple[subprocess.Popen, Path]:
    shutil.copyfile(sqlite_template, folder / "referee.db")
    log = folder / "make-run.log"
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "DATABASE_URL": f"sqlite:///{folder / 'referee.db'}",
                   "WEB_CONCURRENCY": "1", "WEB_THREADS": "8", "RATELIMIT_ENABLED": "0", **env}
    with open(log, "wb") as output:
        process = subprocess.Popen([sys.executable, "-m", "runtime.serve"], cwd=folder, env=environment,
                                   stdout=output, stderr=subprocess.STDOUT)
    return process, log


def _get(port: int, path: str, tls: LocalTls | None = None) -> http.client.HTTPResponse:
    request = connection("127.0.0.1", port, tls, timeout=5)
    request.request("GET", path)
    return request.getresponse()


def _wait_for(port: int, process: subprocess.Popen, tls: LocalTls | None = None) -> None:
    deadline = time.monotonic() + STARTED_WITHIN_S
    while time.monotonic() < deadline:
        assert process.poll() is None, "make run ended early"
        try:
            if (tls is None or tls.ca_cert.exists()) and _get(port, "/api/v1/health", tls).status == 200:
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise AssertionError(f"nothing answered on port {port}")


def _stop(process: subprocess.Popen) -> int:
    process.send_signal(signal.SIGTERM)
    return process.wait(timeout=45)


def _closed(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) != 0


def test_make_run_serves_https_with_its_own_authority_and_the_setup_page_on_plain_http(tmp_path, sqlite_template):
    plain, secure = free_port(), free_port()
    process, log = _start(tmp_path, sqlite_template, PORT=str(plain), HTTPS_PORT=str(secure))
    tls = LocalTls(tmp_path / "var" / "tls")
    try:
        _wait_for(secure, process, tls)
        _wait_for(plain, process)
        assert stat.S_IMODE(tls.ca_key.stat().st_mode) == 0o600
        assert _get(secure, "/sw.js", tls).status == 200
        with pytest.raises(OSError, match="CERTIFICATE_VERIFY_FAILED"):  # a stranger to the authority
            http.client.HTTPSConnection("127.0.0.1", secure, timeout=5).request("GET", "/")
        setup = _get(plain, "/setup").read().decode()
        assert f'href="https://127.0.0.1:{secure}/"' in setup and fingerprint(tls.ca_cert) in setup
        download = _get(plain, "/setup/table-referee-ca.crt").read()
        assert x509.load_der_x509_certificate(download) == x509.load_pem_x509_certificate(
            tls.ca_cert.read_bytes())
        # localhost stays as it was: the app over plain http.
        assert _get(plain, "/").status == 200
    finally:
        code = _stop(process)
    assert code == 0
    assert _closed(plain) and _closed(secure)
    printed = log.read_text()
    assert f"https://localhost:{secure}/" in printed and f"http://localhost:{plain}/" in printed
    assert f":{plain}/setup" in printed and fingerprint(tls.ca_cert) in printed
    assert "▀" in printed or "█" in printed  # the QR code, drawn in the terminal


def test_https_0_serves_plain_http_alone_and_says_what_phones_lose(tmp_path, sqlite_template):
    plain = free_port()
    # The HTTPS port stays bound (not listening) by the test, so no other test's server is handed
    # it meanwhile: whatever answers there would be this make run's.
    with socket.socket() as reserved:
        reserved.bind(("127.0.0.1", 0))
        secure = reserved.getsockname()[1]
        process, log = _start(tmp_path, sqlite_template, PORT=str(plain), HTTPS_PORT=str(secure), HTTPS="0")
        try:
            _wait_for(plain, process)
            assert _closed(secure)
            assert 'data-testid="setup-off"' in _get(plain, "/setup").read().decode()
        finally:
            _stop(process)
    printed = log.read_text()
    assert not (tmp_path / "var" / "tls").exists()
    assert "HTTPS is off" in printed
    assert not re.search(rf":{secure}\b", printed)  # nothing tried to serve, or even to bind, the HTTPS port

