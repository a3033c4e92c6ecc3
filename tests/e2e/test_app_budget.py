"""The app shell stays small: JS + CSS at most 60 KB gzipped (icons not counted)."""
from __future__ import annotations

import gzip

from tests.server import ROOT

BUDGET = 60 * 1024


def test_app_shell_js_and_css_fit_in_60_kb_gzipped():
    files = [path for path in (ROOT / "pwa").rglob("*") if path.suffix in (".js", ".css")]
    assert any(path.name == "app.js" for path in files) and any(p.suffix == ".css" for p in files)
    size = sum(len(gzip.compress(path.read_bytes(), compresslevel=9)) for path in files)
    assert size <= BUDGET, f"{size} bytes gzipped, over the {BUDGET}-byte budget"
