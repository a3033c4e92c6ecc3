"""`make run`'s own certificate authority (runtime/local_ca.py): made once, trusted once by each phone,
and a server certificate for the machine's current names, made again when they change."""
from __future__ import annotations

import datetime as dt
import ipaddress
import os
import ssl
import stat

import pytest
from cryptography import x509
from cryptography.x509.oid import ExtendedKeyUsageOID

from runtime.local_ca import SERVER_DAYS, ca_name, ensure_local_tls

HOST = "table-host"
LAN = ["192.168.1.23", "10.0.0.7"]


def _cert(path) -> x509.Certificate:
    return x509.load_pem_x509_certificate(path.read_bytes())


def _names(cert: x509.Certificate) -> tuple[set[str], set[str]]:
    alt = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    return (set(alt.get_values_for_type(x509.DNSName)),
            {str(address) for address in alt.get_values_for_type(x509.IPAddress)})


def _handshake(tls, server_name: str) -> None:
    """A real TLS handshake in memory: a client that trusts only the authority, checking the
    name as a browser does, against a server with the server certificate."""
    server_side = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_side.load_cert_chain(tls.server_cert, tls.server_key)
    client_side = ssl.create_default_context(cafile=str(tls.ca_cert))
    pipes = [ssl.MemoryBIO() for _ in range(4)]
    client = client_side.wrap_bio(pipes[0], pipes[1], server_hostname=server_name)
    server = server_side.wrap_bio(pipes[2], pipes[3], server_side=True)
    for _ in range(10):
        done = 0
        for end in (client, server):
            try:
                end.do_handshake()
                done += 1
            except ssl.SSLWantReadError:
                pass
        pipes[2].write(pipes[1].read())
        pipes[0].write(pipes[3].read())
        if done == 2:
            return
    raise AssertionError("the handshake did not finish")


def test_first_run_makes_an_authority_and_a_server_certificate_for_the_lan_names(tmp_path):
    tls, made = ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=LAN)
    assert made == ["certificate authority", "server certificate"]
    ca, server = _cert(tls.ca_cert), _cert(tls.server_cert)
    assert ca.subject.get_attributes_for_oid(x509.NameOID.COMMON_NAME)[0].value == ca_name(HOST)
    assert "Table Referee" in ca_name(HOST) and HOST in ca_name(HOST)
    assert ca.extensions.get_extension_for_class(x509.BasicConstraints).value.ca
    assert ca.extensions.get_extension_for_class(x509.KeyUsage).value.key_cert_sign
    server.verify_directly_issued_by(ca)
    assert not server.extensions.get_extension_for_class(x509.BasicConstraints).value.ca
    assert ExtendedKeyUsageOID.SERVER_AUTH in server.extensions.get_extension_for_class(
        x509.ExtendedKeyUsage).value
    dns, ips = _names(server)
    assert {HOST, f"{HOST}.local", "localhost"} <= dns
    assert {*LAN, "127.0.0.1", "::1"} <= ips
    now = dt.datetime.now(dt.timezone.utc)
    assert server.not_valid_before_utc <= now < server.not_valid_after_utc
    assert server.not_valid_after_utc - server.not_valid_before_utc <= dt.timedelta(days=SERVER_DAYS, hours=1)
    assert ca.not_valid_after_utc > now + dt.timedelta(days=365 * 5)
    for name in (*LAN, HOST, "localhost", "127.0.0.1"):
        _handshake(tls, name)
    with pytest.raises(ssl.SSLCertVerificationError):
        _handshake(tls, "192.168.1.99")


def test_private_keys_are_readable_by_their_owner_alone_whatever_the_umask(tmp_path):
    previous = os.umask(0)
    try:
        tls, _made = ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=LAN)
    finally:
        os.umask(previous)
    for key in (tls.ca_key, tls.server_key):
        assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert stat.S_IMODE(tls.directory.stat().st_mode) == 0o700
    assert not list(tls.directory.glob("*.tmp"))


def test_a_second_run_keeps_the_authority_and_the_certificate(tmp_path):
    tls, _made = ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=LAN)
    before = {path: path.read_bytes() for path in tls.directory.iterdir()}
    again, made = ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=list(reversed(LAN)))
    assert made == []
    assert {path: path.read_bytes() for path in again.directory.iterdir()} == before


def test_a_new_lan_address_renews_the_server_certificate_under_the_same_authority(tmp_path):
    tls, _made = ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=["192.168.1.23"])
    authority = tls.ca_cert.read_bytes()
    _tls, made = ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=["192.168.4.50"])
    assert made == ["server certificate"]
    assert tls.ca_cert.read_bytes() == authority  # the phones need not trust anything again
    _dns, ips = _names(_cert(tls.server_cert))
    assert "192.168.4.50" in ips and "192.168.1.23" not in ips
    _handshake(tls, "192.168.4.50")


def test_a_new_host_name_renews_the_server_certificate(tmp_path):
    ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=LAN)
    tls, made = ensure_local_tls(tmp_path / "tls", hostname="renamed", addresses=LAN)
    assert made == ["server certificate"]
    assert "renamed" in _names(_cert(tls.server_cert))[0]


def test_a_server_certificate_near_its_end_is_renewed(tmp_path):
    tls, _made = ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=LAN)
    later = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=SERVER_DAYS - 10)
    _tls, made = ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=LAN, now=later)
    assert made == ["server certificate"]
    assert _cert(tls.server_cert).not_valid_after_utc > later + dt.timedelta(days=300)


def test_an_authority_whose_key_is_lost_is_made_again_and_signs_a_new_server_certificate(tmp_path):
    tls, _made = ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=LAN)
    old_authority = tls.ca_cert.read_bytes()
    tls.ca_key.unlink()
    _tls, made = ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=LAN)
    assert made == ["certificate authority", "server certificate"]
    assert tls.ca_cert.read_bytes() != old_authority
    _cert(tls.server_cert).verify_directly_issued_by(_cert(tls.ca_cert))


def test_loopback_addresses_are_named_once(tmp_path):
    tls, _made = ensure_local_tls(tmp_path / "tls", hostname=HOST, addresses=["127.0.0.1"])
    alt = _cert(tls.server_cert).extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    addresses = alt.get_values_for_type(x509.IPAddress)
    assert addresses.count(ipaddress.ip_address("127.0.0.1")) == 1
