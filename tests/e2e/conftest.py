"""A real Chromium (the machine's, never a downloaded one) driving a real server."""
from __future__ import annotations

import pytest

from tests.server import running_server

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    database = tmp_path_factory.mktemp("e2e") / "e2e.db"
    with running_server(f"sqlite:///{database}", threads=8) as base_url:
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
