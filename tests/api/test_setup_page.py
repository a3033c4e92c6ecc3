"""The "set up this phone" page (/setup) and the certificate authority phones install from it."""
from __future__ import annotations

import plistlib
import shutil

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import serialization

from api import create_app
from api.ca_identity import fingerprint
from api.headers import APP_CSP
from runtime.local_ca import ensure_local_tls

LAN = "192.168.1.23"
PLAIN = f"http://{LAN}:8000"


def _app(sqlite_template, tmp_path, **config):
    database = tmp_path / "referee.db"
    shutil.copyfile(sqlite_template, database)
    return create_app({"DATABASE_URL": f"sqlite:///{database}", "RATELIMIT_ENABLED": False, **config})


def _close(app) -> None:
    app.extensions["table_referee"].hub.close()
    app.extensions["table_referee"].db.dispose()


@pytest.fixture
def local_tls(tmp_path):
    return ensure_local_tls(tmp_path / "tls", hostname="table-host", addresses=[LAN])[0]


@pytest.fixture
def client(sqlite_template, tmp_path, local_tls):
    app = _app(sqlite_template, tmp_path, LOCAL_CA_CERT=str(local_tls.ca_cert), LOCAL_HTTPS_PORT=8443)
    yield app.test_client()
    _close(app)


def test_over_plain_http_the_page_offers_the_authority_and_the_https_address_of_the_same_host(client, local_tls):
    page = client.get("/setup", base_url=PLAIN, headers={"Accept-Language": "en"})
    assert page.status_code == 200 and page.mimetype == "text/html"
    assert page.headers["Content-Security-Policy"] == APP_CSP
    html = page.get_data(as_text=True)
    assert 'data-testid="setup-insecure"' in html
    assert "cannot install the app" in html and "EkeQ" in html
    assert f'href="https://{LAN}:8443/"' in html
    assert '<svg xmlns="http://www.w3.org/2000/svg"' in html  # the QR of that address
    assert 'href="/setup/table-referee-ca.crt"' in html
    assert 'href="/setup/file/table-referee-ca.crt"' in html
    assert 'href="/setup/table-referee-ca.mobileconfig"' in html
    assert "Certificate Trust Settings" in html and "Table Referee local CA (table-host)" in html
    assert "Encryption &amp; credentials" in html
    assert fingerprint(local_tls.ca_cert) in html
    assert "<script" not in html  # the page works with no code, under the app's CSP


def test_the_page_follows_the_phone_language_and_its_switch(client):
    italian = client.get("/setup", base_url=PLAIN, headers={"Accept-Language": "it-IT,it;q=0.9"})
    html = italian.get_data(as_text=True)
    assert '<html lang="it">' in html and "Prepara questo telefono" in html
    assert "Impostazioni certificati attendibili" in html and 'href="?lang=en"' in html
    english = client.get("/setup?lang=en", base_url=PLAIN, headers={"Accept-Language": "it"})
    assert "Set up this phone" in english.get_data(as_text=True)


def test_over_https_the_page_says_the_phone_is_already_set_up(client):
    html = client.get("/setup", base_url=f"https://{LAN}:8443").get_data(as_text=True)
    assert 'data-testid="setup-secure"' in html and 'data-testid="setup-insecure"' not in html
    assert 'data-testid="https-link"' not in html


def test_the_authority_downloads_as_a_der_ca_certificate_for_android(client, local_tls):
    answer = client.get("/setup/table-referee-ca.crt", base_url=PLAIN)
    assert answer.status_code == 200
    assert answer.mimetype == "application/x-x509-ca-cert"
    assert answer.headers["Content-Disposition"] == 'attachment; filename="table-referee-ca.crt"'
    authority = x509.load_pem_x509_certificate(local_tls.ca_cert.read_bytes())
    assert x509.load_der_x509_certificate(answer.data) == authority
    assert b"PRIVATE" not in answer.data
    as_file = client.get("/setup/file/table-referee-ca.crt", base_url=PLAIN)
    assert as_file.mimetype == "application/octet-stream" and as_file.data == answer.data
    assert as_file.headers["Content-Disposition"] == 'attachment; filename="table-referee-ca.crt"'


def test_the_ios_profile_installs_the_authority_as_a_root_and_stays_the_same(client, local_tls):
    answer = client.get("/setup/table-referee-ca.mobileconfig", base_url=PLAIN)
    assert answer.status_code == 200 and answer.mimetype == "application/x-apple-aspen-config"
    profile = plistlib.loads(answer.data)
    assert profile["PayloadType"] == "Configuration" and profile["PayloadVersion"] == 1
    [root] = profile["PayloadContent"]
    assert root["PayloadType"] == "com.apple.security.root"
    authority = x509.load_pem_x509_certificate(local_tls.ca_cert.read_bytes())
    assert root["PayloadContent"] == authority.public_bytes(serialization.Encoding.DER)
    assert root["PayloadUUID"] != profile["PayloadUUID"]
    again = plistlib.loads(client.get("/setup/table-referee-ca.mobileconfig", base_url=PLAIN).data)
    assert again["PayloadUUID"] == profile["PayloadUUID"]  # one profile, however often downloaded


def test_without_local_https_the_page_says_so_and_offers_no_authority(sqlite_template, tmp_path):
    app = _app(sqlite_template, tmp_path)
    try:
        client = app.test_client()
        html = client.get("/setup", base_url=PLAIN).get_data(as_text=True)
        assert 'data-testid="setup-off"' in html and "HTTPS=0" in html
        assert "table-referee-ca.crt" not in html
        assert client.get("/setup/table-referee-ca.crt").status_code == 404
        assert client.get("/setup/file/table-referee-ca.crt").status_code == 404
        assert client.get("/setup/table-referee-ca.mobileconfig").status_code == 404
    finally:
        _close(app)
