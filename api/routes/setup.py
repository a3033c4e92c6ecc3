"""The "set up this phone" page and the certificate authority phones install from it.

Served on both ports of `make run`: a phone first comes over plain http, fetches the authority
(made by runtime/local_ca.py), trusts it, then opens the https address. Android installs the .crt (the DER
certificate, application/x-x509-ca-cert, or the same bytes as a plain file to install from
Settings); iOS installs a configuration profile holding it.
"""
from __future__ import annotations

import io
import plistlib
import uuid
from functools import lru_cache
from pathlib import Path

import segno
from cryptography import x509
from cryptography.hazmat.primitives import serialization
from flask import Blueprint, Response, abort, current_app, render_template, request
from markupsafe import Markup

from ..ca_identity import PROJECT, fingerprint
from ..messages import SUPPORTED
from ..setup_texts import texts

blp = Blueprint("setup", __name__, url_prefix="/setup")

CA_FILENAME = "table-referee-ca.crt"
PROFILE_FILENAME = "table-referee-ca.mobileconfig"


@blp.get("")
def page() -> str:
    language = request.args.get("lang")
    if language not in SUPPORTED:
        language = request.accept_languages.best_match(SUPPORTED) or "en"
    ca_path = _ca_path()
    https_url = _https_url()
    ca = _ca(str(ca_path)) if ca_path else None
    text = texts(language)
    return render_template(
        "setup.html", lang=language, other="it" if language == "en" else "en", t=text,
        secure=request.is_secure, https_url=https_url,
        qr=_qr(https_url) if https_url else None,
        ios_trust=text["ios_3"].format(ca=_common_name(ca)) if ca else None,
        fingerprint=fingerprint(ca_path) if ca_path else None,
        ca_filename=CA_FILENAME, profile_filename=PROFILE_FILENAME)


@blp.get(f"/{CA_FILENAME}")
def ca_certificate() -> Response:
    ca = _ca(str(_ca_path() or abort(404)))
    return Response(ca.public_bytes(serialization.Encoding.DER), mimetype="application/x-x509-ca-cert",
                    headers={"Content-Disposition": f'attachment; filename="{CA_FILENAME}"'})


@blp.get(f"/file/{CA_FILENAME}")
def ca_certificate_file() -> Response:
    """The same certificate as a plain file. Chrome on Android treats the CA certificate type as
    something to install and hands it to the system, which since Android 11 installs CA
    certificates only from Settings and may leave no file behind; this one is saved to
    Downloads, where Settings > Install a certificate finds it by its name."""
    ca = _ca(str(_ca_path() or abort(404)))
    return Response(ca.public_bytes(serialization.Encoding.DER), mimetype="application/octet-stream",
                    headers={"Content-Disposition": f'attachment; filename="{CA_FILENAME}"'})


@blp.get(f"/{PROFILE_FILENAME}")
def ios_profile() -> Response:
    ca = _ca(str(_ca_path() or abort(404)))
    return Response(mobileconfig(ca), mimetype="application/x-apple-aspen-config",
                    headers={"Content-Disposition": f'attachment; filename="{PROFILE_FILENAME}"'})


def mobileconfig(ca: x509.Certificate) -> bytes:
    """An iOS configuration profile that installs the authority as a root (unsigned: iOS shows
    it as such, and installs it). Its identifiers come from the certificate, so downloading it
    twice gives the same profile, and a new authority a new one."""
    der = ca.public_bytes(serialization.Encoding.DER)
    name = _common_name(ca)
    identity = ca.fingerprint(ca.signature_hash_algorithm).hex()
    root = {
        "PayloadType": "com.apple.security.root", "PayloadVersion": 1,
        "PayloadIdentifier": f"table-referee.ca.{identity[:16]}.root",
        "PayloadUUID": str(uuid.uuid5(uuid.NAMESPACE_OID, identity + ".root")).upper(),
        "PayloadDisplayName": name, "PayloadContent": der,
        "PayloadCertificateFileName": CA_FILENAME,
    }
    profile = {
        "PayloadType": "Configuration", "PayloadVersion": 1,
        "PayloadIdentifier": f"table-referee.ca.{identity[:16]}",
        "PayloadUUID": str(uuid.uuid5(uuid.NAMESPACE_OID, identity)).upper(),
        "PayloadDisplayName": name, "PayloadOrganization": PROJECT,
        "PayloadDescription": f"Lets this device open {PROJECT} on the local network over HTTPS.",
        "PayloadRemovalDisallowed": False, "PayloadContent": [root],
    }
    return plistlib.dumps(profile, fmt=plistlib.FMT_XML)


def _ca_path() -> Path | None:
    path = current_app.config.get("LOCAL_CA_CERT")
    return Path(path) if path and Path(path).is_file() else None


@lru_cache(maxsize=4)
def _ca(path: str) -> x509.Certificate:
    return x509.load_pem_x509_certificate(Path(path).read_bytes())


def _common_name(ca: x509.Certificate) -> str:
    return ca.subject.get_attributes_for_oid(x509.NameOID.COMMON_NAME)[0].value


def _https_url() -> str | None:
    """The same host the phone used, on the HTTPS port (or this very address, if secure)."""
    if request.is_secure:
        return request.host_url
    port = current_app.config.get("LOCAL_HTTPS_PORT")
    if not port or not _ca_path():
        return None
    host = request.host
    name = host[:host.index("]") + 1] if host.startswith("[") else host.rsplit(":", 1)[0]
    return f"https://{name}:{port}/"


def _qr(link: str) -> Markup:
    buffer = io.BytesIO()
    segno.make(link, error="m").save(buffer, kind="svg", scale=4, border=2, xmldecl=False,
                                     svgns=True, omitsize=True, svgclass="qr")
    return Markup(buffer.getvalue().decode())
