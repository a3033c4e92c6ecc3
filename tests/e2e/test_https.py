"""The path a group takes with `make run`: a phone on plain http is told what it lacks and led to
the setup page; a phone that trusts the machine's authority gets the app over HTTPS with its
service worker (install, offline) and Web Crypto (EkeQ's hash commits).

The phones reach the servers by a name (tests/e2e/conftest.py LAN_NAME) that the browser maps to
127.0.0.1, so their origin is a LAN host's, never localhost (which browsers trust even on http).
"""
from __future__ import annotations

import hashlib

import pytest
from playwright.sync_api import Error as PlaywrightError, expect

from .conftest import LAN_NAME

pytestmark = pytest.mark.e2e

SHA256_OF_ABC = """async () => Array.from(new Uint8Array(await crypto.subtle.digest(
    "SHA-256", new TextEncoder().encode("abc")))).map((b) => b.toString(16).padStart(2, "0")).join("")"""
ACTIVE_WORKER = "async () => (await navigator.serviceWorker.ready).active.scriptURL"


def test_a_phone_that_trusts_the_authority_gets_a_service_worker_and_web_crypto_over_https(trusted_phones, https_live_server):
    phone = trusted_phones("trusted")
    phone.open()
    page = phone.page
    assert page.url.startswith(f"https://{LAN_NAME}:")
    assert page.evaluate("isSecureContext") is True
    assert page.evaluate(ACTIVE_WORKER) == f"{https_live_server}/sw.js"
    assert page.evaluate(SHA256_OF_ABC) == hashlib.sha256(b"abc").hexdigest()
    expect(page.locator("#lang")).to_have_text("IT")  # the app has started
    expect(page.get_by_test_id("insecure-notice")).to_have_count(0)
    assert phone.errors == []
    # And it opens without the network, from the worker's cache.
    phone.context.set_offline(True)
    page.reload()
    expect(page.locator("#screen h1")).to_be_visible()


def test_a_browser_that_does_not_trust_the_authority_is_refused_the_https_server(browser, https_live_server):
    context = browser.new_context()
    try:
        with pytest.raises(PlaywrightError, match="ERR_CERT_AUTHORITY_INVALID"):
            context.new_page().goto(https_live_server.replace(LAN_NAME, "127.0.0.1"))
    finally:
        context.close()


def test_a_phone_on_plain_http_is_told_what_it_cannot_do_and_led_to_https(trusted_browser, lan_servers):
    context = trusted_browser.new_context(viewport={"width": 360, "height": 740}, locale="en-US")
    page = context.new_page()
    try:
        page.goto(f"{lan_servers['http']}/")
        notice = page.get_by_test_id("insecure-notice")
        expect(notice).to_be_visible()
        assert page.evaluate("isSecureContext") is False
        assert page.evaluate("'serviceWorker' in navigator") is False
        assert page.evaluate("typeof globalThis.crypto.subtle") == "undefined"
        expect(notice).to_contain_text("cannot be installed")
        expect(notice).to_contain_text("without the network")
        expect(notice).to_contain_text("EkeQ hash commits are unavailable")
        page.locator("#lang").click()
        expect(notice).to_contain_text("l'app non si può installare")
        expect(notice).to_contain_text("EkeQ non sono disponibili")
        page.get_by_test_id("insecure-setup").click()
        expect(page.get_by_test_id("setup-insecure")).to_be_visible()
        expect(page.get_by_test_id("ca-download")).to_have_attribute("href", "/setup/table-referee-ca.crt")
        link = page.get_by_test_id("https-link")
        expect(link).to_have_attribute("href", f"{lan_servers['https']}/")
        link.click()
        page.wait_for_url(f"{lan_servers['https']}/")
        assert page.evaluate("isSecureContext") is True
        assert page.evaluate(ACTIVE_WORKER) == f"{lan_servers['https']}/sw.js"
        expect(page.locator("#lang")).to_be_visible()
        expect(page.get_by_test_id("insecure-notice")).to_have_count(0)
    finally:
        context.close()


def test_the_notice_can_be_closed_for_the_visit(trusted_browser, lan_servers):
    context = trusted_browser.new_context(locale="en-US")
    page = context.new_page()
    try:
        page.goto(f"{lan_servers['http']}/")
        notice = page.get_by_test_id("insecure-notice")
        notice.get_by_role("button").click()
        expect(notice).to_have_count(0)
        page.reload()
        expect(page.locator("#lang")).to_have_text("IT")
        expect(page.get_by_test_id("insecure-notice")).to_have_count(0)
    finally:
        context.close()
