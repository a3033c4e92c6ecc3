"""A real Chromium (the machine's, never a downloaded one) driving a real server."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from runtime.local_ca import ensure_local_tls
from tests.server import free_port, running_server

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]


# Chromium's own headless build (Debian's chromium-headless-shell, the build Playwright itself
# launches for headless runs) when the machine has it: the same engine without the browser's
# window furniture, it opens a phone (a browser context and its first page) about three times as
# fast as the full browser run headless, which the browser tests do some 500 times.
HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"


@pytest.fixture(scope="session")
def chromium_path():
    path = os.environ.get("CHROMIUM") or next(
        (found for found in (HEADLESS_SHELL, "/usr/bin/chromium") if os.path.exists(found)),
        "/usr/bin/chromium")
    if not os.path.exists(path):
        if os.environ.get("CI"):
            pytest.fail(f"no Chromium at {path}: CI must install it (apt-get install chromium)")
        pytest.skip(f"no Chromium at {path}")
    return path


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    database = tmp_path_factory.mktemp("e2e") / "e2e.db"
    # Every phone's event stream holds a thread until the next heartbeat notices it closed (15 s),
    # and the browser tests open and close dozens of phones in a row: 8 threads ran out. 80 threads
    # hold 64 streams (api/stream_caps.py keeps the rest for requests).
    with running_server(f"sqlite:///{database}", threads=80) as base_url:
        yield base_url


@pytest.fixture(scope="session")
def playwright_driver():
    """One Playwright per session: it cannot be started twice in a thread, and two browsers share it."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(chromium_path, playwright_driver):
    browser = playwright_driver.chromium.launch(executable_path=chromium_path, headless=True,
                                                args=CHROMIUM_FLAGS)
    yield browser
    browser.close()


# The name the HTTPS tests' phones use for the server: the browser resolves it to 127.0.0.1
# (--host-resolver-rules), so its origin is no more trustworthy by itself than a phone's
# http://192.168.1.23:8000: only a certificate that the browser trusts makes it a secure context.
LAN_NAME = "table-referee.test"


@pytest.fixture(scope="session")
def local_tls(tmp_path_factory):
    """A certificate authority and server certificate made as `make run` makes them."""
    return ensure_local_tls(tmp_path_factory.mktemp("tls") / "tls", hostname=LAN_NAME, addresses=[])[0]


@pytest.fixture(scope="session")
def lan_database(tmp_path_factory, sqlite_template):
    database = tmp_path_factory.mktemp("lan") / "lan.db"
    shutil.copyfile(sqlite_template, database)
    return f"sqlite:///{database}"


@pytest.fixture(scope="session")
def https_live_server(lan_database, local_tls):
    """The app over HTTPS, as phones use it after `make run`: https://table-referee.test:PORT,
    with local_tls's server certificate. Open it with trusted_browser (or trusted_phones)."""
    port = free_port()
    env = {"LOCAL_CA_CERT": str(local_tls.ca_cert), "LOCAL_HTTPS_PORT": str(port)}
    with running_server(lan_database, threads=80, env=env, tls=local_tls, port=port) as base_url:
        yield base_url.replace("127.0.0.1", LAN_NAME)


@pytest.fixture(scope="session")
def lan_servers(https_live_server, lan_database, local_tls):
    """Both ports of `make run`, on one database: https_live_server, and plain http with the
    setup page pointing at it. Their base URLs by LAN_NAME."""
    env = {"LOCAL_CA_CERT": str(local_tls.ca_cert),
           "LOCAL_HTTPS_PORT": https_live_server.rsplit(":", 1)[1]}
    with running_server(lan_database, threads=16, env=env) as plain:
        yield {"https": https_live_server, "http": plain.replace("127.0.0.1", LAN_NAME)}


@pytest.fixture(scope="session")
def trusted_browser(chromium_path, playwright_driver, local_tls, tmp_path_factory):
    """A Chromium that trusts local_tls's authority the way a phone does once it is set up: the
    authority sits in the NSS database of its HOME ($HOME/.pki/nssdb, where Chromium on Linux
    keeps the user's trusted roots), and no certificate error is ignored. It resolves LAN_NAME
    to 127.0.0.1."""
    certutil = shutil.which("certutil")
    if certutil is None:
        if os.environ.get("CI"):
            pytest.fail("no certutil: CI must install it (apt-get install libnss3-tools)")
        pytest.skip("no certutil (apt-get install libnss3-tools)")
    home = tmp_path_factory.mktemp("phone-home")
    nssdb = home / ".pki" / "nssdb"
    nssdb.mkdir(parents=True)
    subprocess.run([certutil, "-N", "-d", f"sql:{nssdb}", "--empty-password"], check=True,
                   capture_output=True)
    subprocess.run([certutil, "-A", "-d", f"sql:{nssdb}", "-n", "Table Referee test authority",
                    "-t", "C,,", "-i", str(local_tls.ca_cert)], check=True, capture_output=True)
    browser = playwright_driver.chromium.launch(
        executable_path=chromium_path, headless=True, env={**os.environ, "HOME": str(home)},
        args=[*CHROMIUM_FLAGS, f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1"])
    yield browser
    browser.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    page = context.new_page()
    yield page
    context.close()


ARTIFACTS = Path(__file__).parent / "artifacts"


class Phone:
    """One phone at the table: its own browser context (storage, service worker, network)."""

    def __init__(self, browser, base_url: str, name: str, **options) -> None:
        self.context = browser.new_context(viewport={"width": 360, "height": 740}, **options)
        self.page = self.context.new_page()
        self.base_url = base_url
        self.name = name
        self.errors: list[str] = []
        self.page.on("console", lambda message: self.errors.append(message.text)
                     if message.type == "error" else None)
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))

    def open(self, hash_: str = "#/") -> None:
        self.page.goto(f"{self.base_url}/{hash_}")

    def shot(self, label: str) -> Path | None:
        """A full-page screenshot for people to look at, when E2E_SCREENSHOTS is set: no test
        reads them, and the ~50 of them cost the suite half a minute."""
        if not os.environ.get("E2E_SCREENSHOTS"):
            return None
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{self.name}-{label}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path

    def stored(self) -> dict:
        return self.page.evaluate("JSON.parse(localStorage.getItem('tr.matches') || '{}')")


@pytest.fixture
def shared_phone(browser, live_server):
    """One 390 × 844 phone that keeps a whole table (the tests of entering a hand at a time)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, base_url=live_server,
                                  service_workers="block")
    yield context.new_page()
    context.close()


@pytest.fixture
def phones(request, browser, live_server):
    """Phones over plain http, as on a table's LAN before its setup, where no phone runs a service
    worker; only 127.0.0.1 would give it one. Tests of the worker itself (going offline,
    reopening from its cache) take the mark `service_worker`; registering and precaching the app
    on every other phone cost the browser tests a fifth of their time."""
    made: list[Phone] = []
    worker = "allow" if request.node.get_closest_marker("service_worker") else "block"

    def make(name: str, **options) -> Phone:
        options.setdefault("service_workers", worker)
        made.append(Phone(browser, live_server, name, **options))
        return made[-1]
    yield make
    for phone in made:
        phone.context.close()


@pytest.fixture
def trusted_phones(trusted_browser, https_live_server):
    """As phones, over HTTPS with a trusted certificate: the scheme a group gets from `make run`."""
    made: list[Phone] = []

    def make(name: str, **options) -> Phone:
        made.append(Phone(trusted_browser, https_live_server, name, **options))
        return made[-1]
    yield make
    for phone in made:
        phone.context.close()
