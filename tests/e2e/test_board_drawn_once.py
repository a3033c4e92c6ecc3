"""A tap is a press and a release on one button, and the browser clicks only the element the press
began on. The board is drawn anew whenever something changes, so a board drawn again between the
press and the release would lose the tap (the browser tests met it: a card tapped on a table just
opened stayed unchosen). The board is therefore drawn again only when what it shows changes: not
when the phone's outbox reports a change that leaves it as it was, nor when the event stream's
first signal crosses the phone's first read (which is not made twice either). Nor is the match
read again for a move this phone made: the move's answer carries its view."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.e2e

CARD = "[data-testid=ek-hidden-5]"

# Counts the board's drawings (table.js stamps the board with the version it shows) and the
# phone's reads of its match, and holds the first read until the event stream's first signal has
# been read: the crossing a slow network makes as a table opens.
CROSSED_READS = """
window.__draws = 0;
window.__reads = 0;
window.__firstReadAnswered = false;
new MutationObserver((records) => {
  for (const record of records) {
    if (record.target.dataset?.version !== undefined && record.addedNodes.length) window.__draws++;
  }
}).observe(document, {subtree: true, childList: true});
const realFetch = window.fetch;
let signalled;
const signal = new Promise((done) => { signalled = done; });
window.fetch = async (input, init = {}) => {
  const url = String(input.url || input);
  if (/\\/api\\/v1\\/matches\\/[\\w-]+\\/events$/.test(url)) {
    const response = await realFetch(input, init);
    const [watched, passed] = response.body.tee();
    watched.getReader().read().then(() => setTimeout(signalled, 100));
    return new Response(passed, {status: response.status, headers: response.headers});
  }
  if (!/\\/api\\/v1\\/matches\\/[\\w-]+$/.test(url) || (init.method || "GET") !== "GET") return realFetch(input, init);
  if (++window.__reads > 1) return realFetch(input, init);
  await signal;
  const response = await realFetch(input, init);
  setTimeout(() => { window.__firstReadAnswered = true; }, 300);
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


def test_a_signal_that_crosses_the_first_read_neither_reads_nor_draws_again(phones):
    ann = phones("drawn-once-reads")
    ann.page.add_init_script(CROSSED_READS)
    _ekeq_table(ann)
    ann.page.wait_for_function("() => window.__firstReadAnswered", timeout=15_000)
    assert ann.page.evaluate("[window.__reads, window.__draws]") == [1, 1]
    ann.page.click(CARD)
    assert _chosen(ann.page)
    assert ann.errors == []


def test_a_move_made_on_this_phone_is_not_read_back(phones):
    """The server signals a move before its answer reaches the phone that made it, and the
    answer carries the match's view: that signal waits for the answer instead of reading."""
    ann = phones("read-once-move")
    ann.open("#/")
    ann.page.click("[data-testid=home-game-mini-golf]")
    ann.page.fill("[data-testid=create-player-0]", "Ann")
    ann.page.fill("[data-testid=create-player-1]", "Ben")
    ann.page.click("[data-testid=create-submit]")
    ann.page.wait_for_selector("[data-version='0'] [data-card='3H']")
    reads = []
    ann.page.on("request", lambda request: reads.append(request.url) if request.method == "GET"
                and "/api/v1/matches/" in request.url and not request.url.endswith("/events") else None)
    with ann.page.expect_response(lambda response: response.url.endswith("/moves")):
        ann.page.click("[data-card='3H']")  # the first discard Ann turned over: sent
    ann.page.wait_for_selector("[data-version='1']")
    ann.page.wait_for_timeout(300)  # the signal, come after the answer, reads nothing either
    assert reads == []
    assert ann.errors == []
