"""QR codes of the phone app's links (`…/#join=CODE`): the code travels in the fragment, which a
browser never sends to a server, so it stays out of every log."""
from __future__ import annotations

import io

import segno
from flask import current_app, request


def app_link(fragment: str) -> str:
    """A link into the phone app at this server (or PUBLIC_URL, behind a proxy)."""
    base = current_app.config.get("PUBLIC_URL") or request.host_url
    return f"{base.rstrip('/')}/#{fragment}"


def qr_svg(link: str) -> bytes:
    buffer = io.BytesIO()
    segno.make(link, error="m").save(buffer, kind="svg", scale=6, border=2, xmldecl=False)
    return buffer.getvalue()


def card_qr(fragment: str) -> str:
    """A printed card's QR code (smaller modules than a screen's), as inline SVG text: the link
    into the phone app at `fragment`."""
    buffer = io.BytesIO()
    segno.make(app_link(fragment), error="m").save(buffer, kind="svg", scale=4, border=2, xmldecl=False)
    return buffer.getvalue().decode()
