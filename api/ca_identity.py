"""What the setup page and `make run` both say about the local certificate authority: the name
it carries, and its SHA-256 fingerprint, which a person compares between the two.

Here in the app, beside the setup page (routes/setup.py) that shows them, rather than with the
code that makes the authority: the process runtime builds on the app, never the reverse.
"""
from __future__ import annotations

from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes

PROJECT = "Table Referee"


def fingerprint(cert_path: Path) -> str:
    """The authority's SHA-256 fingerprint, as phones and `make run` show it, to compare."""
    cert = x509.load_pem_x509_certificate(cert_path.read_bytes())
    return ":".join(f"{byte:02X}" for byte in cert.fingerprint(hashes.SHA256()))
