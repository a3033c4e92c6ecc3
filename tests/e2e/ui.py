"""What every game screen's browser tests share."""
from __future__ import annotations

# Long enough for a shared 2-core machine running the whole suite; a phone that does not follow
# live at all still fails, and tests that claim "live" pass a short timeout of their own.
VERSION_TIMEOUT_MS = 15_000


def shows_version(page, version: int, timeout: float = VERSION_TIMEOUT_MS) -> None:
    """Wait until the phone's table shows the match at `version` (table.js stamps it)."""
    page.wait_for_selector(f"[data-version='{version}']", timeout=timeout)
