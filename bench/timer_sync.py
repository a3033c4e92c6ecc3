"""Timer sync: do phones with a wrong clock or a slow network show the server's deadline?

Starts the API under gunicorn (bench/server.py), sets up a running Sixes round through the API,
and opens phones in one headless Chromium (one browser context each, service workers blocked so
that every request goes through the page's own network stack):

  plain          nothing changed;
  skewed         the phone's wall clock 4 minutes slow: Date.now(), new Date() and
                 performance.timeOrigin all shifted by an init script;
  latency/route  300 ms one way in each direction on every request: a Playwright route handler
                 waits 300 ms, forwards the request, and waits 300 ms again before delivering
                 the response (a 600 ms round trip, symmetric by construction);
  latency/cdp    Chromium's own emulation, Network.emulateNetworkConditions(latency=300).

Each phone shows the round's countdown: the real Sixes table screen (#/match/{id}) when
pwa/js/games/sixes.js exists, else (or with --mount) the same component mounted into the app's
page with the timer of GET /matches/{id}. Then, several times during the countdown, the harness
reads each phone's `data-remaining-ms` and compares it with the truth, `deadline - now` on the
harness's own clock: harness and server run on one machine and read the same system clock, so
no offset is involved. Each read is bracketed by harness timestamps; the midpoint is "now" and the
bracket width is the read's uncertainty (a read that took over 50 ms, because the shared machine
stalled, is taken again and counted as a retry). The countdown repaints once per animation
frame, so a shown value can also be up to ~17 ms old (it then reads slightly high).

A second, independent probe (after the samples) shows where each phone's delay falls: the page
fetches GET /time and compares the server's stamp with its own send and receive times, with the
known skew taken out, so up = server stamp - sent and down = received - server stamp. An
NTP-style estimate assumes up == down; its error is (up - down) / 2 of the sample it keeps.

Exit status 1 when a gated phone's largest |error| exceeds the tolerance (150 ms) or a phone gave
no readings; the CDP phone is reported but not gated (see the printed note and --gate-cdp).

    .venv/bin/python -m bench.timer_sync [--samples 20] [--interval 1.0] [--mount] [--json FILE]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .client import Client
from .server import PROJECT_ROOT, running_server

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]
SIXES_SCREEN = PROJECT_ROOT / "pwa" / "js" / "games" / "sixes.js"

TOLERANCE_MS = 150.0
SKEW_MS = -4 * 60_000
LATENCY_MS = 300
TIMER_SECONDS = 60
SHOW_TIMEOUT_MS = 30_000
# A read that took longer than this (the shared machine stalled the harness or the browser) says
# little about when the phone read its clock: it is taken again, up to READ_TRIES times.
MAX_BRACKET_MS = 50.0
READ_TRIES = 5

# The phone's wall clock, shifted: Date (called, constructed, Date.now) and performance.timeOrigin.
# performance.now() stays as it is: it counts from the origin and is not a wall clock.
SKEW_SCRIPT = """
(() => {
  const skew = %d;
  const RealDate = Date;
  const realNow = RealDate.now;
  function SkewedDate(...args) {
    if (!new.target) return new RealDate(realNow() + skew).toString();
    return args.length ? new RealDate(...args) : new RealDate(realNow() + skew);
  }
  SkewedDate.prototype = RealDate.prototype;
  SkewedDate.now = () => realNow() + skew;
  SkewedDate.parse = RealDate.parse;
  SkewedDate.UTC = RealDate.UTC;
  Object.defineProperty(SkewedDate, "name", {value: "Date"});
  globalThis.Date = SkewedDate;
  const origin = performance.timeOrigin + skew;
  Object.defineProperty(performance, "timeOrigin", {get: () => origin, configurable: true});
})();
"""

READ_JS = """() => {
  const box = document.querySelector("[data-testid=countdown]");
  if (!box) return null;
  return {remaining: Number(box.dataset.remainingMs), deadline: Number(box.dataset.deadline),
          state: box.dataset.state, serverNow: window.__benchClock.serverNow()};
}"""

CLOCK_JS = "async () => (await import('/js/clock.js')).clockState()"

MOUNT_JS = """async ([id, token]) => {
  const {call} = await import('/js/api.js');
  const {countdown} = await import('/js/components/countdown.js');
  const answer = await call('GET', `/matches/${id}`, {token});
  if (!answer.ok) throw new Error(`GET /matches/${id} answered ${answer.status}`);
  document.querySelector('[data-testid=countdown]')?.remove();
  document.body.append(countdown(answer.data.state.round.timer));
  return answer.data.state.round.timer.deadline;
}"""

PROBE_JS = """async ([skew, count]) => {
  const found = [];
  for (let i = 0; i < count; i += 1) {
    const sent = Date.now() - skew;
    const answer = await fetch('/api/v1/time', {cache: 'no-store'});
    const server = (await answer.json()).now_ms;
    const received = Date.now() - skew;
    found.push({up: server - sent, down: received - server});
  }
  return found;
}"""


@dataclass
class PhoneSpec:
    name: str
    skew_ms: int = 0
    latency: str | None = None  # "route" | "cdp"
    gated: bool = True


@dataclass
class Sample:
    error_ms: float      # shown remaining - true remaining (+: the phone shows more time left)
    clock_error_ms: float  # true now - the phone's serverNow() at the read (+: the phone is behind)
    bracket_ms: float    # harness time spent around the read: the read's uncertainty


@dataclass
class PhoneResult:
    name: str
    gated: bool
    samples: list[Sample] = field(default_factory=list)
    clock: dict[str, Any] = field(default_factory=dict)
    probe: list[dict[str, float]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)  # reported, not gated
    retried: int = 0  # reads taken again for a bracket wider than MAX_BRACKET_MS

    def errors(self) -> list[float]:
        return [s.error_ms for s in self.samples]

    def median_error(self) -> float | None:
        return statistics.median(self.errors()) if self.samples else None

    def max_abs_error(self) -> float | None:
        return max(abs(e) for e in self.errors()) if self.samples else None

    def median_clock_error(self) -> float | None:
        return statistics.median(s.clock_error_ms for s in self.samples) if self.samples else None

    def median_bracket(self) -> float | None:
        return statistics.median(s.bracket_ms for s in self.samples) if self.samples else None

    def passed(self, tolerance_ms: float) -> bool:
        return bool(self.samples) and not self.problems and self.max_abs_error() <= tolerance_ms


def now_ms() -> float:
    return time.time_ns() / 1e6  # the server stamps with time.time_ns() // 1e6 on this machine


# --- the round, through the API ---------------------------------------------------------------

def _move(client: Client, match_id: str, token: str, move: dict) -> dict:
    status, body = client.call("POST", f"/api/v1/matches/{match_id}/moves", move,
                               {"Authorization": f"Bearer {token}"})
    if status not in (200, 201):
        raise RuntimeError(f"move {move['type']} answered {status}: {body}")
    return body


def create_round(client: Client, players: int, timer_seconds: int) -> dict:
    """A Sixes match with its first card set; the timer is not started yet."""
    names = [chr(ord("A") + i) for i in range(players)]
    status, made = client.call("POST", "/api/v1/matches", {
        "game": "sixes", "players": names, "options": {"timer_seconds": timer_seconds}})
    if status != 201:
        raise RuntimeError(f"creating the match answered {status}: {made}")
    for seat in made["seats"]:
        _move(client, made["id"], seat["token"],
              {"type": "options_agreed", "seat": seat["seat"], "payload": {}})
    _move(client, made["id"], made["host_token"],
          {"type": "card_set", "seat": 0, "payload": {"texts": ["Fruits"]}})
    return made


def start_timer(client: Client, made: dict) -> dict:
    answer = _move(client, made["id"], made["host_token"],
                   {"type": "timer_started", "seat": 0, "payload": {}})
    match = answer.get("match") or client.call("GET", f"/api/v1/matches/{made['id']}",
                                               headers={"Authorization": f"Bearer {made['host_token']}"})[1]
    return match["state"]["round"]["timer"]


# --- the phones -------------------------------------------------------------------------------

async def open_phone(browser, base_url: str, spec: PhoneSpec, made: dict, seat: int,
                     on_screen: bool, latency_ms: int, errors: list[str]):
    context = await browser.new_context(viewport={"width": 360, "height": 740},
                                        service_workers="block")
    if spec.skew_ms:
        await context.add_init_script(SKEW_SCRIPT % spec.skew_ms)
    if spec.latency == "route":
        await context.route("**/*", _delayed(latency_ms / 1000))
    page = await context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    if spec.latency == "cdp":
        cdp = await context.new_cdp_session(page)
        await cdp.send("Network.enable")
        await cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": latency_ms, "downloadThroughput": -1,
            "uploadThroughput": -1})
    await page.goto(f"{base_url}/")
    # The phone holds its seat the way the app keeps it after joining (store.js).
    seat_info = made["seats"][seat]
    entry = {"id": made["id"], "game": "sixes", "title": "Timer sync", "token": seat_info["token"],
             "seat": seat, "host": False, "names": [s["name"] for s in made["seats"]],
             "joinCode": made["join_code"]}
    await page.evaluate("(entry) => localStorage.setItem('tr.matches', JSON.stringify({[entry.id]: entry}))",
                        entry)
    if on_screen:
        await page.goto(f"{base_url}/#/match/{made['id']}")
    else:
        await page.wait_for_function("() => document.getElementById('screen')?.childElementCount > 0")
    return context, page


def _delayed(one_way_s: float):
    """A route handler: one-way delay before the request and again before the response."""
    async def handle(route) -> None:
        await asyncio.sleep(one_way_s)
        if route.request.url.endswith("/events"):
            # An event stream never ends, so its response cannot be held and replayed; it gets
            # the outbound delay only. It carries version numbers, not time.
            await route.continue_()
            return
        try:
            response = await route.fetch()
        except Exception:  # the page went away, or the server did
            await route.abort()
            return
        await asyncio.sleep(one_way_s)
        await route.fulfill(response=response)
    return handle


async def wait_until_counting(page, deadline: int, timeout_ms: int) -> None:
    """The countdown shows this deadline, runs, and the phone's clock is synced."""
    # The predicate must be synchronous (a promise would count as true): hold the module first.
    await page.evaluate("async () => { window.__benchClock = await import('/js/clock.js'); }")
    await page.wait_for_function(
        """(deadline) => {
          const box = document.querySelector('[data-testid=countdown]');
          if (!box || box.dataset.state !== 'running' || Number(box.dataset.deadline) !== deadline) return false;
          return window.__benchClock.clockState().synced;
        }""", arg=deadline, timeout=timeout_ms, polling=100)


async def read(page) -> tuple[dict | None, float, float]:
    before = now_ms()
    shown = await page.evaluate(READ_JS)
    after = now_ms()
    return shown, (before + after) / 2, after - before


# --- the run ----------------------------------------------------------------------------------

def phone_specs(skew_ms: int, latency_ms: int) -> list[PhoneSpec]:
    return [PhoneSpec("plain"),
            PhoneSpec(f"skewed {skew_ms / 60_000:+g} min", skew_ms=skew_ms),
            PhoneSpec(f"+{latency_ms} ms each way (route)", latency="route"),
            PhoneSpec(f"latency {latency_ms} ms (Chromium CDP)", latency="cdp", gated=False)]


async def measure(port: int, *, samples: int, interval_s: float, mount: bool, skew_ms: int,
                  latency_ms: int, gate_cdp: bool) -> tuple[list[PhoneResult], dict]:
    from playwright.async_api import async_playwright

    base_url = f"http://127.0.0.1:{port}"
    specs = phone_specs(skew_ms, latency_ms)
    for spec in specs:
        spec.gated = spec.gated or gate_cdp
    on_screen = SIXES_SCREEN.exists() and not mount
    client = Client(port)
    made = create_round(client, len(specs), TIMER_SECONDS)
    results = [PhoneResult(spec.name, spec.gated) for spec in specs]
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                   args=CHROMIUM_FLAGS)
        try:
            opened = await asyncio.gather(*(
                open_phone(browser, base_url, spec, made, seat, on_screen, latency_ms,
                           result.page_errors)
                for seat, (spec, result) in enumerate(zip(specs, results))))
            pages = [page for _context, page in opened]
            timer = await asyncio.to_thread(start_timer, client, made)
            deadline = timer["deadline"]
            if not on_screen:
                shown = await asyncio.gather(*(page.evaluate(MOUNT_JS, [made["id"], seat["token"]])
                                               for page, seat in zip(pages, made["seats"])))
                assert all(d == deadline for d in shown), (shown, deadline)
            await asyncio.gather(*(wait_until_counting(page, deadline, SHOW_TIMEOUT_MS)
                                   for page in pages))
            for result, page in zip(results, pages):
                result.clock = await page.evaluate(CLOCK_JS)
            started = time.monotonic()
            for index in range(samples):
                # Paced on the monotonic clock; phones read one after another, each bracketed.
                await asyncio.sleep(max(0.0, started + index * interval_s - time.monotonic()))
                for result, page in zip(results, pages):
                    for _try in range(READ_TRIES):
                        shown, mid, width = await read(page)
                        if width <= MAX_BRACKET_MS:
                            break
                        result.retried += 1
                    if not shown or shown["state"] != "running":
                        result.problems.append(f"sample {index}: no running countdown ({shown})")
                        continue
                    if shown["deadline"] != deadline:
                        result.problems.append(f"sample {index}: deadline {shown['deadline']} "
                                               f"shown, {deadline} on the server")
                    true_remaining = deadline - mid
                    if true_remaining < 1000:
                        result.problems.append(f"sample {index}: too close to the deadline")
                        continue
                    result.samples.append(Sample(shown["remaining"] - true_remaining,
                                                 mid - shown["serverNow"], width))
            for result, page, spec in zip(results, pages, specs):
                result.probe = await page.evaluate(PROBE_JS, [spec.skew_ms, 5])
            for context, _page in opened:
                await context.close()
        finally:
            await browser.close()
            client.close()
    return results, {"mode": "screen" if on_screen else "component", "deadline": deadline,
                     "timer_seconds": TIMER_SECONDS, "samples": samples, "interval_s": interval_s,
                     "skew_ms": skew_ms, "latency_ms": latency_ms, "tolerance_ms": TOLERANCE_MS}


def _fmt(value: float | None, signed: bool = False) -> str:
    if value is None:
        return "-"
    return f"{value:+.0f}" if signed else f"{value:.0f}"


def report(results: list[PhoneResult], meta: dict) -> str:
    lines = [f"Timer sync: {meta['timer_seconds']} s Sixes timer, "
             f"{'the Sixes table screen' if meta['mode'] == 'screen' else 'countdown component mounted in the app page'}, "
             f"{meta['samples']} reads per phone, {meta['interval_s']:g} s apart; "
             f"error = shown - (deadline - harness now), + = phone shows more time left",
             "",
             f"{'phone':<34} {'n':>3} {'median':>7} {'max|err|':>8} {'clock':>6} {'bracket':>7} "
             f"{'offset':>8} {'rtt':>5} {'up':>5} {'down':>5} {'retry':>5}  verdict"]
    for result in results:
        offset = result.clock.get("offsetMs")
        rtt = result.clock.get("roundTripMs")
        up = statistics.median(p["up"] for p in result.probe) if result.probe else None
        down = statistics.median(p["down"] for p in result.probe) if result.probe else None
        if result.passed(meta["tolerance_ms"]):
            verdict = "ok"
        else:
            verdict = f"OVER {meta['tolerance_ms']:.0f}" if result.samples else "NO READINGS"
        if not result.gated:
            verdict += " (not gated)"
        lines.append(f"{result.name:<34} {len(result.samples):>3} {_fmt(result.median_error(), True):>7} "
                     f"{_fmt(result.max_abs_error()):>8} {_fmt(result.median_clock_error(), True):>6} "
                     f"{_fmt(result.median_bracket()):>7} "
                     f"{_fmt(offset, True):>8} {_fmt(rtt):>5} {_fmt(up):>5} {_fmt(down):>5} "
                     f"{result.retried:>5}  {verdict}")
        for problem in result.problems[:3]:
            lines.append(f"    {problem}")
        for error in result.page_errors[:3]:
            lines.append(f"    page error (not gated): {error[:200]}")
    lines += ["",
              "clock: median of (harness now - the phone's serverNow()) at the read, i.e. the sync error",
              "alone; median - clock is the display's lag (it repaints once per animation frame).",
              "bracket: median harness time around one read (ms); retry: reads taken again because",
              f"they took over {MAX_BRACKET_MS:.0f} ms (a stalled machine); offset, rtt: the phone's clock.js",
              "estimate (server - local, ms) and the round trip of the sample it kept; up, down: median",
              "one-way delays seen by the page (server stamp - sent, received - server stamp, skew taken",
              "out). An NTP-style estimate is off by (up - down) / 2: symmetric delay cancels, and",
              "Chromium's emulated latency, which holds the response rather than the request, does not."]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.timer_sync", description=__doc__.split("\n")[0])
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--interval", type=float, default=1.0, help="seconds between reads")
    parser.add_argument("--mount", action="store_true",
                        help="mount the countdown component even if the Sixes screen exists")
    parser.add_argument("--skew-min", type=float, default=SKEW_MS / 60_000)
    parser.add_argument("--latency-ms", type=int, default=LATENCY_MS)
    parser.add_argument("--gate-cdp", action="store_true",
                        help="let the Chromium-emulated phone fail the run too")
    parser.add_argument("--json", type=Path, help="also write the raw figures here")
    args = parser.parse_args(argv)
    if not os.path.exists(CHROMIUM):
        print(f"no Chromium at {CHROMIUM} (set CHROMIUM=...)", file=sys.stderr)
        return 2
    if args.samples * args.interval > TIMER_SECONDS - 25:
        parser.error(f"the reads must fit well inside the {TIMER_SECONDS} s timer")
    with running_server(threads=16) as server:
        results, meta = asyncio.run(measure(
            server.port, samples=args.samples, interval_s=args.interval, mount=args.mount,
            skew_ms=round(args.skew_min * 60_000), latency_ms=args.latency_ms,
            gate_cdp=args.gate_cdp))
    print(report(results, meta))
    if args.json:
        args.json.write_text(json.dumps({"meta": meta, "phones": [asdict(r) for r in results]},
                                        indent=2))
    failed = [r.name for r in results if r.gated and not r.passed(meta["tolerance_ms"])]
    if failed:
        print(f"\nFAIL: beyond ±{meta['tolerance_ms']:.0f} ms: {', '.join(failed)}")
        return 1
    print(f"\nPASS: every gated phone within ±{meta['tolerance_ms']:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
