"""A Sixes Match round on three phones (docs/games/sixes.md §3, golden case S1's shape): lobby agreement, the
reader's card and timer, private lists, an early lock when everyone is done, the review with every
list side by side, a suggested merge voted through with one tap, live and final round scores.
And a line typed offline is kept and saved once the phone is back online, before the deadline."""
from __future__ import annotations

import pytest

from . import ui
from .sixes_ui import agree_and_start, everything, fits_at_360, match_view, saved, seat_phones, text, write

pytestmark = pytest.mark.e2e

# Card "Fruits". Grape (Ann 3) and Grapes (Cat 1) differ under identical mode: the service only
# suggests merging them. Before the merge: Ann 4 (Grape, Plum no match), Ben 4 (two empty lines),
# Cat 3 (Grapes, Melon no match). The merge passes: Ann 5, Ben 4, Cat 4.
LISTS = {
    0: ["Apple", "Banana", "Grape", "Plum", "Kiwi", "Fig"],
    1: ["Apple", "Banana", "Pear", "Kiwi", "", ""],
    2: ["Grapes", "Pear", "Banana", "Melon", "Fig", ""],
}
# What each phone must not show before the lock: answers that only the others wrote.
OTHERS_ONLY = {0: ["Pear", "Melon", "Grapes"], 1: ["Grape", "Plum", "Melon", "Fig"], 2: ["Apple", "Plum", "Kiwi"]}


def scores(page, prefix: str) -> list[str]:
    return [text(page, f"{prefix}-{seat}") for seat in range(3)]


def test_three_phones_play_a_match_round_with_a_voted_merge(phones, live_server):
    match, seated = seat_phones(phones, live_server, ["Ann", "Ben", "Cat"])
    ann, ben, cat = seated
    assert ann.page.get_attribute("[data-testid=sx-mode-identical]", "aria-pressed") == "true"
    assert "120 seconds" in ann.page.inner_text("[data-testid=sx-timer]")
    fits_at_360(ann.page)

    agree_and_start(seated, "Fruits")
    for phone in seated:
        assert text(phone.page, "sx-round") == "Round 1 of 6 · Match"
        assert text(phone.page, "sx-card") == "Fruits"
    deadline = int(ann.page.get_attribute("[data-testid=countdown]", "data-deadline"))

    for seat, phone in enumerate(seated):
        write(phone.page, LISTS[seat])
    for seat, phone in enumerate(seated):
        saved(phone.page, LISTS[seat])
        for index, line in enumerate(LISTS[seat], start=1):
            assert phone.page.input_value(f"[data-testid=sx-input-{index}]") == line
    fits_at_360(cat.page)
    cat.shot("sixes-writing")

    # Secrecy: before the lock no phone shows anything of another's list.
    for seat, phone in enumerate(seated):
        shown = everything(phone.page)
        assert [word for word in OTHERS_ONLY[seat] if word in shown] == []

    ann.page.click("[data-testid=sx-done]")
    ben.page.click("[data-testid=sx-done]")
    cat.page.wait_for_selector("[data-testid=sx-done-0][data-on=true]")
    cat.page.wait_for_selector("[data-testid=sx-done-1][data-on=true]")
    assert "Ann" in text(cat.page, "sx-done-0")
    assert cat.page.get_attribute("[data-testid=sx-done-2]", "data-on") == "false"
    cat.page.click("[data-testid=sx-done]")

    # Everyone is done: the round locks at once, long before the deadline.
    for phone in seated:
        phone.page.wait_for_selector("[data-testid=sx-lists]")
    timer = match_view(live_server, match["id"], match["host_token"])["state"]["round"]["timer"]
    assert timer["state"] == "locked" and timer["locked_at"] < deadline - 60_000

    for seat, phone in enumerate(seated):
        page = phone.page
        columns = page.locator("[data-testid^=sx-list-]")
        assert columns.count() == 3
        boxes = [columns.nth(k).bounding_box() for k in range(3)]
        assert [page.get_attribute(f"[data-testid^=sx-list-] >> nth={k}", "data-testid") for k in range(3)] == \
            ["sx-list-0", "sx-list-1", "sx-list-2"]  # reveal order: the reader first
        assert boxes[0]["y"] == boxes[1]["y"] == boxes[2]["y"]  # side by side
        assert boxes[0]["x"] < boxes[1]["x"] < boxes[2]["x"]
        assert all(word in everything(page) for word in OTHERS_ONLY[seat])  # the check above could see them
        assert page.get_attribute("[data-testid=sx-line-0-3]", "data-suggested") == "1"
        assert page.get_attribute("[data-testid=sx-line-2-1]", "data-suggested") == "1"
        assert page.get_attribute("[data-testid=sx-line-1-1]", "data-suggested") is None
        assert page.get_attribute("[data-testid=sx-line-2-4]", "data-status") == "NO_MATCH"
        assert "no match" in text(page, "sx-line-2-4")
        assert "Grape" in text(page, "sx-suggestion-0-3-2-1") and "Grapes" in text(page, "sx-suggestion-0-3-2-1")
        assert scores(page, "sx-col-score") == ["4", "4", "3"]
        assert scores(page, "sx-live") == ["4", "4", "3"]
    fits_at_360(ben.page)
    ben.shot("sixes-review")

    # Tapping a line shows what counts as the same answer.
    ann.page.click("[data-testid=sx-line-0-1]")
    assert "Same as: Ben 1" in text(ann.page, "sx-line-panel")
    assert "sx-same" in ann.page.get_attribute("[data-testid=sx-line-1-1]", "class")
    assert "sx-same" not in ann.page.get_attribute("[data-testid=sx-line-2-1]", "class")
    ann.page.click("[data-testid=sx-panel-close]")

    # Cat opens the suggested merge with one tap; her vote counts as yes.
    cat.page.click("[data-testid=sx-suggest-0-3-2-1]")
    for phone in seated:
        phone.page.wait_for_selector("[data-testid=sx-proposal-p1][data-status=open]")
        assert text(phone.page, "sx-tally-p1") == "Yes 1 of 2 needed (more than half of the 3 players) · No 0"
    assert cat.page.locator("[data-testid=sx-yes-p1]").count() == 0
    assert ann.page.locator("[data-testid=sx-yes-p1]").count() == 1
    assert ben.page.locator("[data-testid=sx-suggest-0-3-2-1]").count() == 0  # already being voted

    # Finishing while a vote is open asks first (the open vote would fail); Cancel goes back to it.
    ann.page.click("[data-testid=sx-finish]")
    assert text(ann.page, "sx-finish-summary") == "Open votes will fail. Finish anyway?"
    assert ann.page.inner_text("[data-testid=sx-finish-force]") == "Finish anyway"
    ann.page.click("[data-testid=sx-finish-cancel]")
    ann.page.wait_for_selector("[data-testid=sx-finish]")
    assert ann.page.locator("[data-testid=sx-finish-force]").count() == 0

    ben.page.click("[data-testid=sx-yes-p1]")
    for phone in seated:
        phone.page.wait_for_selector("[data-testid=sx-proposal-p1][data-status=passed]")
        phone.page.wait_for_function(
            "() => document.querySelector('[data-testid=sx-col-score-0]').textContent === '5'", timeout=5000)
        assert scores(phone.page, "sx-col-score") == ["5", "4", "4"]
        assert scores(phone.page, "sx-live") == ["5", "4", "4"]
        assert phone.page.get_attribute("[data-testid=sx-line-2-1]", "data-status") == "SCORED"
    assert ann.page.locator("[data-testid=sx-yes-p1]").count() == 0  # passed: nothing left to vote
    assert ben.page.locator("[data-testid=sx-finish]").count() == 0  # only the reader finishes

    ann.page.click("[data-testid=sx-finish]")
    for phone in seated:
        phone.page.wait_for_selector("text=Round 2 of 6 · Unique")
        assert scores(phone.page, "sx-score-1") == ["5", "4", "4"]
        assert scores(phone.page, "sx-total") == ["5", "4", "4"]
        assert "1 · Match" in text(phone.page, "sx-scores")
    assert ben.page.locator("[data-testid=sx-card-1]").count() == 1  # Ben reads round 2's card
    assert "Waiting for Ben to read the card" in text(cat.page, "sx-wait-card")
    cat.page.click("text=Round 1: the lists")  # round 1's lists stay at hand, folded away
    assert cat.page.get_attribute("[data-testid=sx-past-line-2-1]", "data-status") == "SCORED"
    assert text(cat.page, "sx-past-col-score-0") == "5"
    fits_at_360(cat.page)
    cat.shot("sixes-round-2")
    assert ann.errors == [] and ben.errors == [] and cat.errors == []


@pytest.mark.service_worker
def test_a_line_typed_offline_is_kept_and_saved_once_back_online(phones, live_server):
    match, seated = seat_phones(phones, live_server, ["Ann", "Ben"])
    ann, ben = seated
    agree_and_start(seated, "Fruits")
    deadline = int(ann.page.get_attribute("[data-testid=countdown]", "data-deadline"))
    write(ann.page, ["Apple"])
    saved(ann.page, ["Apple"])
    token = ann.stored()[match["id"]]["token"]

    ann.context.set_offline(True)
    line = ann.page.locator("[data-testid=sx-input-2]")
    line.click()
    line.press_sequentially("Banana", delay=15)
    ann.page.locator("[data-testid=sx-input-3]").click()  # leaving line 2 saves it: into the outbox
    ann.page.wait_for_selector("[data-testid=sx-state-2][data-state=queued]", timeout=10_000)
    ann.page.locator("[data-testid=sx-input-3]").press_sequentially("Cherry", delay=15)
    ann.page.wait_for_timeout(1500)  # re-renders while offline (the outbox's retries) keep the text
    assert line.input_value() == "Banana"
    assert ann.page.input_value("[data-testid=sx-input-3]") == "Cherry"
    assert ann.page.get_attribute("[data-testid=sx-state-2]", "data-state") == "queued"
    mine = match_view(live_server, match["id"], token)["state"]["round"]["my_list"]
    assert [entry["text"] for entry in mine[:3]] == ["Apple", "", ""]  # nothing reached the server

    ann.context.set_offline(False)
    saved(ann.page, ["Apple", "Banana", "Cherry"])
    mine = match_view(live_server, match["id"], token)["state"]["round"]
    assert mine["phase"] == "writing"
    assert [entry["text"] for entry in mine["my_list"][:3]] == ["Apple", "Banana", "Cherry"]
    assert all(entry["received_at"] < deadline for entry in mine["my_list"][:3])
    assert line.input_value() == "Banana"


def test_at_the_deadline_every_phone_locks_quietly_and_the_review_opens(phones, live_server):
    match, seated = seat_phones(phones, live_server, ["Ann", "Ben"], timer_seconds=10)
    agree_and_start(seated, "Colours")
    deadline = int(seated[0].page.get_attribute("[data-testid=countdown]", "data-deadline"))
    for phone in seated:
        write(phone.page, ["Red"])
    for phone in seated:
        saved(phone.page, ["Red"])
        phone.page.wait_for_selector("[data-testid=countdown].last", timeout=10_000)  # the final seconds
    # Nobody taps Done: both phones ask the server to lock after deadline + grace; one is first,
    # and the other's refusal (SIX-ROUND-PHASE) is expected, so nothing shows as an error.
    for phone in seated:
        phone.page.wait_for_selector("[data-testid=sx-lists]", timeout=15_000)
    timer = match_view(live_server, match["id"], match["host_token"])["state"]["round"]["timer"]
    assert timer["state"] == "locked" and timer["locked_at"] == deadline + 1500
    for phone in seated:
        phone.page.wait_for_timeout(500)
        assert phone.page.is_hidden("#notice")
        assert phone.page.locator("[data-testid=outbox] li").count() == 0
        assert [text(phone.page, f"sx-col-score-{seat}") for seat in range(2)] == ["1", "1"]


def test_the_reader_pauses_and_resumes_and_every_phone_follows(phones, live_server):
    match, seated = seat_phones(phones, live_server, ["Ann", "Ben"])
    ann, ben = seated
    agree_and_start(seated, "Fruits")
    deadline = int(ann.page.get_attribute("[data-testid=countdown]", "data-deadline"))
    assert ben.page.locator("[data-testid=sx-pause]").count() == 0  # only the reader has it
    ann.page.click("[data-testid=sx-pause]")
    for phone in seated:
        phone.page.wait_for_selector("[data-testid=countdown][data-state=paused]", timeout=10_000)
        assert "Paused" in text(phone.page, "countdown")
    assert ben.page.locator("[data-testid=sx-input-1]").get_attribute("readonly") is not None
    left = int(ben.page.get_attribute("[data-testid=countdown]", "data-remaining-ms"))
    ben.page.wait_for_timeout(1200)
    assert int(ben.page.get_attribute("[data-testid=countdown]", "data-remaining-ms")) == left
    ben.page.click("[data-testid=sx-done]")  # a pause is still writing: done is taken
    ann.page.wait_for_selector("[data-testid=sx-done-1][data-on=true]", timeout=10_000)
    ben.page.click("[data-testid=sx-done]")  # and taken back
    ann.page.wait_for_selector("[data-testid=sx-done-1][data-on=false]", timeout=10_000)

    ann.page.click("[data-testid=sx-pause]")  # now "Resume"
    for phone in seated:
        phone.page.wait_for_selector("[data-testid=countdown][data-state=running]", timeout=10_000)
    timer = match_view(live_server, match["id"], match["host_token"])["state"]["round"]["timer"]
    assert timer["deadline"] >= deadline + 1200  # the paused time was given back
    assert ben.page.locator("[data-testid=sx-input-1]").get_attribute("readonly") is None
    write(ben.page, ["Kiwi"])
    saved(ben.page, ["Kiwi"])


def test_the_create_screen_makes_a_sixes_match_with_its_round_plan(phones, live_server):
    host = phones("host")
    host.open("#/create")
    host.page.select_option("[data-testid=create-game]", "sixes")
    host.page.fill("[data-testid=create-player-0]", "Ann")
    host.page.fill("[data-testid=create-player-1]", "Ben")
    ui.host_only(host.page)
    assert "How lists are written" in host.page.inner_text("main")
    # The round plan is six round types in order, not one value per player, under "House rules".
    ui.open_house_rules(host.page)
    assert host.page.locator("[data-testid^=option-round_plan-]").count() == 6
    assert "Lightning" in host.page.inner_text("[data-testid=option-round_plan-0]")
    host.page.select_option("[data-testid=option-round_plan-0]", "lightning")
    assert host.page.inner_text("[data-testid=create-house-summary]") == "House rules: 1 changed"
    host.page.click("[data-testid=create-submit]")
    host.page.wait_for_selector("[data-testid=join-code]")
    host.page.click("[data-testid=host-to-table]")
    host.page.wait_for_selector("[data-testid=sx-agreed]")
    match_id = host.page.url.rsplit("/", 1)[-1]
    options = match_view(live_server, match_id, host.stored()[match_id]["token"])["options"]
    assert options["round_plan"] == ["lightning", "unique", "lightning", "match", "unique", "lightning"]
    assert host.errors == []
