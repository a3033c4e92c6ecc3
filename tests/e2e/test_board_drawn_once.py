"""A tap is a press and a release on one button, and the browser clicks only the element the press
began on. The board is drawn anew whenever something changes, so a board drawn again between the
press and the release would lose the tap (the browser tests met it: a card tapped on a table just
opened stayed unchosen). The board is therefore drawn again only when what it shows changes: not
when the phone's outbox reports a change that leaves it as it was, nor when the same view of the
match arrives twice (the event stream's first signal crossing the phone's first read)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.e2e

CARD = "[data-testid=ek-hidden-5]"

# Counts the board's drawings (table.js stamps the board with the version it shows), and holds the
# phone's first read of its match until the event stream's first signal has been read and a second
# read has landed, so that both reads carry the same view: the crossing a slow network makes.
CROSSED_READS = """
window.__draws = 0;
new MutationObserver((records) => {
  for (const record of records) {
    if (record.target.dataset?.version !== undefined && record.addedNodes.length) window.__draws++;
  }
}).observe(document, {subtree: true, childList: true});
const realFetch = window.fetch;
let signalled, secondLanded;
const signal = new Promise((done) => { signalled = done; });
const second = new Promise((done) => { secondLanded = done; });
let reads = 0;
window.__firstReadAnswered = false;
window.fetch = async (input, init = {}) => {
  const url = String(input.url || input);
  if (/\\/api\\/v1\\/matches\\/[\\w-]+\\/events$/.test(url)) {
    const response = await realFetch(input, init);
    const [watched, passed] = response.body.tee();
    watched.getReader().read().then(() => signalled());
    return new Response(passed, {status: response.status, headers: response.headers});
  }
  if (!/\\/api\\/v1\\/matches\\/[\\w-]+$/.test(url) || (init.method || "GET") !== "GET") return realFetch(input, init);
  const read = ++reads;
  if (read === 1) {
    await signal;
    await second;
    const response = await realFetch(input, init);
    setTimeout(() => { window.__firstReadAnswered = true; }, 200);
    return response;
  }
  const response = await realFetch(input, init);
  if (read === 2) setTimeout(secondLanded, 50);
  return response;
};
"""


def _ekeq_table(phone) -> None:
    """Ann makes an EkeQ match on this phone and sits at its table, her card picker shown."""
    phone.open("#/")
    phone.page.click("[data-testid=home-game-ekeq]")
    phone.page.fill("[data-testid=create-player-0]", "Ann")
    phone.page.fill("[data-testid=create-player-1]", "Ben")
    phone.page.click("[data-testid=create-submit]")
    phone.page.wait_for_selector(f"[data-version='0'] {CARD}")


def _chosen(page) -> bool:
    return page.get_attribute(CARD, "aria-pressed") == "true"


def test_a_tap_held_while_the_outbox_reports_no_change_still_chooses_the_card(phones):
    ann = phones("drawn-once-outbox")
    _ekeq_table(ann)
    box = ann.page.locator(CARD).bounding_box()
    ann.page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    ann.page.mouse.down()
    # The outbox tells its listeners it changed, and nothing did; the table reads it (IndexedDB,
    # whose reads are answered in order, so a second read returns after the table's).
    ann.page.evaluate("""async () => {
        const outbox = await import('/js/outbox.js');
        await outbox.dismiss('no-such-move');
        await outbox.entries();
        await new Promise((done) => setTimeout(done, 0));
    }""")
    ann.page.mouse.up()
    assert _chosen(ann.page)
    assert ann.errors == []


def test_the_same_view_read_twice_draws_the_board_once(phones):
    ann = phones("drawn-once-reads")
    ann.page.add_init_script(CROSSED_READS)
    _ekeq_table(ann)
    ann.page.wait_for_function("() => window.__firstReadAnswered", timeout=15_000)
    assert ann.page.evaluate("window.__draws") == 1
    ann.page.click(CARD)
    assert _chosen(ann.page)
    assert ann.errors == []
