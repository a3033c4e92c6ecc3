"""A real Chromium (the machine's, never a downloaded one) driving a real server."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.server import running_server

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    database = tmp_path_factory.mktemp("e2e") / "e2e.db"
    # Every phone's event stream holds a thread until the next heartbeat notices it closed (15 s),
    # and the browser tests open and close dozens of phones in a row: 8 threads ran out.
    with running_server(f"sqlite:///{database}", threads=64) as base_url:
        yield base_url


@pytest.fixture(scope="session")
def browser(chromium_path):
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path, headless=True,
                                             args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844})
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
def phones(browser, live_server):
    made: list[Phone] = []

    def make(name: str, **options) -> Phone:
        made.append(Phone(browser, live_server, name, **options))
        return made[-1]
    yield make
    for phone in made:
        phone.context.close()
