"""An EkeQ turn stopped on a GOLDEN Q entered twice, on a phone in Italian (issue 35, docs/games/ekeq.md):
Ada and Bea both put GOLDEN Q 2 face down on their own phones; once the Q card's user is fixed the
phone shows no card turned over and no winner, but says play stops on the two entries until the
wrong one is corrected."""
from __future__ import annotations

import pytest

from .ui import api_call, host_phone_on, shows_version

pytestmark = pytest.mark.e2e

NAMES = ["Ada", "Bea"]
GQ2 = {"kind": "golden_q", "value": 2}


def test_a_golden_q_entered_twice_stops_the_table_on_the_phone(shared_phone, live_server):
    made = host_phone_on(shared_phone, live_server, "ekeq", NAMES, {}, "[data-testid=ek-banner]", lang="it")
    moves = f"{live_server}/api/v1/matches/{made['id']}/moves"
    for seat in (0, 1):
        api_call(moves, {"type": "commit", "seat": seat, "payload": {"hidden": GQ2, "payment": {"value": 3}}},
                 made["seats"][seat]["token"])
    api_call(moves, {"type": "q_decision", "seat": 0, "payload": {"use": True, "q_payment": {"value": 2}}},
             made["host_token"])
    shows_version(shared_phone, 3)
    banner = shared_phone.inner_text("[data-testid=ek-banner]")
    assert banner.startswith("Il gioco si ferma: GOLDEN Q 2 risulta due volte (la carta coperta di Ada, "
                             "la carta coperta di Bea), ma ce n'è una sola.")
    assert not shared_phone.locator("[data-testid=ek-table]").count()
    assert not shared_phone.locator("[data-testid=ek-result]").count()
    assert not shared_phone.locator("[data-testid=ek-panel]").count()  # nothing to enter
