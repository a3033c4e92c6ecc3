"""Cold load: how soon the phone app's home screen is ready on a first visit, against one request.

Starts the app as `make run` does (gunicorn, two workers; HTTPS with a certificate of a throwaway
local authority, which the browser is told to accept, and plain http), then opens headless
Chromium many times, each in a fresh context with service workers blocked: nothing cached, no
connection kept. Each run measures, from the navigation's start:

  ready      until the app marks its first screen drawn and its listeners attached
             (`data-ready` on <html>, noted by the page itself, so Playwright's own round trips
             do not count);
  files in   until the last file the page fetched before that arrived;
  baseline   in another fresh context, until GET /api/v1/health has arrived as a navigation: one
             request on a new connection (TLS handshake included), the floor of any cold load.

The medians go to the terminal and to bench/results/latest.md as Markdown, with the target (ready
at most 400 ms over HTTPS, as phones use `make run`). The order of the runs alternates, so a change
in the machine's load falls on both alike.

    .venv/bin/python -m bench.cold_load [--runs 15] [--schemes https,http]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

from runtime.local_ca import ensure_local_tls
from runtime.serve import DEFAULT_THREADS, DEFAULT_WORKERS, tls_options

from .report import write_latest
from .server import running_server

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]
TARGET_MS = 400.0

# Noted as soon as the app sets the attribute (a MutationObserver's callback runs right after).
NOTE_READY = """new MutationObserver((_changes, observer) => {
  if (document.documentElement.hasAttribute("data-ready")) {
    window.__ready = performance.now();
    observer.disconnect();
  }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});"""

FILES = """(ready) => {
  const entries = performance.getEntriesByType("resource").filter((entry) => entry.responseEnd <= ready);
  return [entries.length, Math.max(0, ...entries.map((entry) => entry.responseEnd))];
}"""


def _context(browser):
    return browser.new_context(viewport={"width": 360, "height": 740}, ignore_https_errors=True,
                               service_workers="block")


def cold_run(browser, url: str) -> dict:
    context = _context(browser)
    try:
        context.add_init_script(NOTE_READY)
        page = context.new_page()
        page.goto(f"{url}/")
        page.wait_for_function("() => window.__ready !== undefined", polling=50)
        ready = page.evaluate("window.__ready")
        files, files_in = page.evaluate(FILES, ready)
        return {"ready": ready, "files_in": files_in, "files": files}
    finally:
        context.close()


def baseline_run(browser, url: str) -> float:
    context = _context(browser)
    try:
        page = context.new_page()
        page.goto(f"{url}/api/v1/health")
        return page.evaluate('performance.getEntriesByType("navigation")[0].responseEnd')
    finally:
        context.close()


def measure(browser, url: str, runs: int) -> dict:
    cold, baseline = [], []
    cold_run(browser, url)  # the server's first answers (its imports, its files' first reads) set aside
    for index in range(runs):
        if index % 2:
            baseline.append(baseline_run(browser, url))
            cold.append(cold_run(browser, url))
        else:
            cold.append(cold_run(browser, url))
            baseline.append(baseline_run(browser, url))
    ready = [run["ready"] for run in cold]
    return {"ready": statistics.median(ready), "ready_min": min(ready), "ready_max": max(ready),
            "files_in": statistics.median(run["files_in"] for run in cold),
            "files": statistics.median(run["files"] for run in cold),
            "baseline": statistics.median(baseline), "runs": runs}


def render(figures: dict[str, dict]) -> str:
    lines = ["## Cold load (`python -m bench.cold_load`)", "",
             f"Fresh Chromium context per run, no service worker; gunicorn as `make run` starts it "
             f"({DEFAULT_WORKERS} workers); medians of {next(iter(figures.values()))['runs']} runs; "
             f"the machine's load average {' / '.join(f'{load:.1f}' for load in os.getloadavg())} at the end.", "",
             "| scheme | home screen ready (median) | fastest–slowest | its files all in | files | "
             "one request cold (GET /api/v1/health) | ready / one request |",
             "|---|---|---|---|---|---|---|"]
    for scheme, row in figures.items():
        lines.append(f"| {scheme} | **{row['ready']:.0f} ms** | {row['ready_min']:.0f}–{row['ready_max']:.0f} ms | "
                     f"{row['files_in']:.0f} ms | {row['files']:.0f} | {row['baseline']:.1f} ms | "
                     f"{row['ready'] / row['baseline']:.1f}× |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.cold_load", description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--schemes", default="https,http")
    args = parser.parse_args(argv)
    if not os.path.exists(CHROMIUM):
        print(f"no Chromium at {CHROMIUM} (set CHROMIUM=...)", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    figures: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="table-referee-cold-load-") as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS)
        try:
            for scheme in args.schemes.split(","):
                https = scheme == "https"
                extra: list[str] = []
                if https:
                    tls, _made = ensure_local_tls(Path(folder) / "tls", hostname="localhost", addresses=["127.0.0.1"])
                    extra = tls_options(tls)
                with running_server(threads=DEFAULT_THREADS, workers=DEFAULT_WORKERS, extra_args=extra,
                                    tls=https) as server:
                    figures[scheme] = measure(browser, f"{scheme}://127.0.0.1:{server.port}", args.runs)
        finally:
            browser.close()
    text = render(figures)
    passed = "https" not in figures or figures["https"]["ready"] <= TARGET_MS
    text += (f"\n{'PASS' if passed else 'FAIL'}: home screen ready over HTTPS in a median "
             f"{figures.get('https', {}).get('ready', float('nan')):.0f} ms (target ≤ {TARGET_MS:.0f} ms)\n")
    print(text)
    write_latest(text)
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
