"""HTTPS on the table's Wi-Fi: a certificate authority of this machine's own, trusted once per phone.

Browsers give a service worker (install, offline) and Web Crypto (EkeQ's hash commits) only to a
secure page. A certificate error clicked through is not enough: Chrome keeps service workers off
such an origin. So the first `make run` makes a small certificate authority, named after the
project and the machine, whose certificate each phone installs and trusts once (the setup page,
api/routes/setup.py). Its key stays in var/tls/, readable by this user alone; the server
certificate it signs names the machine's LAN addresses, host name and localhost, and is made
again whenever those change, without the phones having to do anything.
"""
from __future__ import annotations

import datetime as dt
import ipaddress
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from api.ca_identity import PROJECT

# Long enough that a phone trusts the authority once for years.
CA_DAYS = 3650
# Under Apple's 825-day cap for server certificates, and under the 398 days browsers allow the
# public ones: no platform refuses it for its length.
SERVER_DAYS = 397
# A server certificate this close to its end is made again at the next start.
RENEW_BEFORE = dt.timedelta(days=30)
LOCAL_NAMES = ("localhost",)
LOCAL_ADDRESSES = ("127.0.0.1", "::1")


@dataclass(frozen=True)
class LocalTls:
    directory: Path

    @property
    def ca_cert(self) -> Path:
        return self.directory / "ca.pem"

    @property
    def ca_key(self) -> Path:
        return self.directory / "ca-key.pem"

    @property
    def server_cert(self) -> Path:
        return self.directory / "server.pem"

    @property
    def server_key(self) -> Path:
        return self.directory / "server-key.pem"


def ca_name(hostname: str) -> str:
    return f"{PROJECT} local CA ({hostname})"


def ensure_local_tls(directory: Path, *, hostname: str, addresses: Iterable[str],
                     now: dt.datetime | None = None) -> tuple[LocalTls, list[str]]:
    """Make (or keep) the authority and a server certificate for these names; say what was made.

    The authority is kept as long as it is whole and valid, since every phone trusts it by hand.
    The server certificate is made again when it lacks one of the wanted names (the LAN address
    changed), nears its end, or was signed by another authority.
    """
    now = now or dt.datetime.now(dt.timezone.utc)
    tls = LocalTls(Path(directory))
    tls.directory.mkdir(parents=True, exist_ok=True)
    os.chmod(tls.directory, 0o700)
    made: list[str] = []
    ca = _valid_ca(tls, now)
    if ca is None:
        ca = _make_ca(tls, hostname, now)
        made.append("certificate authority")
    names = wanted_names(hostname, addresses)
    if not _server_fits(tls, ca, names, now):
        _make_server(tls, ca, hostname, names, now)
        made.append("server certificate")
    return tls, made


def wanted_names(hostname: str, addresses: Iterable[str]) -> list[x509.GeneralName]:
    """The names phones may use to reach this machine: its addresses, its host name (and the
    .local name phones resolve it by, where the network speaks mDNS), and localhost."""
    dns = [hostname, f"{hostname}.local", *LOCAL_NAMES] if hostname else list(LOCAL_NAMES)
    ips = sorted({*addresses, *LOCAL_ADDRESSES}, key=lambda a: ipaddress.ip_address(a).packed)
    return ([x509.DNSName(name) for name in dict.fromkeys(dns)]
            + [x509.IPAddress(ipaddress.ip_address(address)) for address in ips])


def certificate_names(cert: x509.Certificate) -> set[x509.GeneralName]:
    try:
        return set(cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value)
    except x509.ExtensionNotFound:
        return set()


# -- the authority ------------------------------------------------------------------------------

def _valid_ca(tls: LocalTls, now: dt.datetime) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey] | None:
    if not (tls.ca_cert.exists() and tls.ca_key.exists()):
        return None
    try:
        cert = x509.load_pem_x509_certificate(tls.ca_cert.read_bytes())
        key = serialization.load_pem_private_key(tls.ca_key.read_bytes(), password=None)
    except ValueError:
        return None
    if cert.public_key().public_numbers() != key.public_key().public_numbers():
        return None
    if not cert.not_valid_before_utc <= now < cert.not_valid_after_utc - RENEW_BEFORE:
        return None
    return cert, key


def _make_ca(tls: LocalTls, hostname: str, now: dt.datetime
             ) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.ORGANIZATION_NAME, PROJECT),
                      x509.NameAttribute(NameOID.COMMON_NAME, ca_name(hostname or "this machine"))])
    cert = (x509.CertificateBuilder()
            .subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(hours=1))
            .not_valid_after(now + dt.timedelta(days=CA_DAYS))
            # It signs server certificates and nothing else: no authority below it.
            .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
            .add_extension(x509.KeyUsage(digital_signature=False, content_commitment=False,
                                         key_encipherment=False, data_encipherment=False,
                                         key_agreement=False, key_cert_sign=True, crl_sign=True,
                                         encipher_only=False, decipher_only=False), critical=True)
            .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
            .sign(key, hashes.SHA256()))
    _write_private(tls.ca_key, _key_pem(key))
    _write_public(tls.ca_cert, cert.public_bytes(serialization.Encoding.PEM))
    return cert, key


# -- the server certificate ---------------------------------------------------------------------

def _server_fits(tls: LocalTls, ca: tuple[x509.Certificate, ec.EllipticCurvePrivateKey],
                 names: list[x509.GeneralName], now: dt.datetime) -> bool:
    if not (tls.server_cert.exists() and tls.server_key.exists()):
        return False
    try:
        cert = x509.load_pem_x509_certificate(tls.server_cert.read_bytes())
        key = serialization.load_pem_private_key(tls.server_key.read_bytes(), password=None)
        cert.verify_directly_issued_by(ca[0])
    except (ValueError, TypeError, InvalidSignature):
        return False
    return (cert.public_key().public_numbers() == key.public_key().public_numbers()
            and cert.not_valid_before_utc <= now < cert.not_valid_after_utc - RENEW_BEFORE
            and set(names) <= certificate_names(cert))


def _make_server(tls: LocalTls, ca: tuple[x509.Certificate, ec.EllipticCurvePrivateKey],
                 hostname: str, names: list[x509.GeneralName], now: dt.datetime) -> None:
    ca_cert, ca_key = ca
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.ORGANIZATION_NAME, PROJECT),
                                     x509.NameAttribute(NameOID.COMMON_NAME, hostname or "localhost")]))
            .issuer_name(ca_cert.subject).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(hours=1))
            .not_valid_after(now + dt.timedelta(days=SERVER_DAYS))
            .add_extension(x509.SubjectAlternativeName(names), critical=False)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.KeyUsage(digital_signature=True, content_commitment=False,
                                         key_encipherment=False, data_encipherment=False,
                                         key_agreement=False, key_cert_sign=False, crl_sign=False,
                                         encipher_only=False, decipher_only=False), critical=True)
            # iOS refuses a server certificate without serverAuth.
            .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
            .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
            .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()),
                           critical=False)
            .sign(ca_key, hashes.SHA256()))
    _write_private(tls.server_key, _key_pem(key))
    _write_public(tls.server_cert, cert.public_bytes(serialization.Encoding.PEM))


# -- files --------------------------------------------------------------------------------------

def _key_pem(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption())


def _write_private(path: Path, data: bytes) -> None:
    """Written through a new file created 0600, so the key is never readable by others, not even
    for a moment, whatever the umask; then moved over the old one."""
    temporary = path.with_suffix(".tmp")
    temporary.unlink(missing_ok=True)
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(data)
    os.replace(temporary, path)


def _write_public(path: Path, data: bytes) -> None:
    temporary = path.with_suffix(".tmp")
    temporary.write_bytes(data)
    os.chmod(temporary, 0o644)
    os.replace(temporary, path)
