"""The tournament's pages follow its event stream: nothing is asked again while nothing changes,
and a change (a late entry) reaches the organiser's desk and the hall's screen at once."""
from __future__ import annotations

import time

import pytest

from tests.server import Http

pytestmark = pytest.mark.e2e


def _settled(reads: dict, quiet: float = 1.0, limit: float = 10) -> dict:
    """The counts once they have held still for `quiet` seconds."""
    deadline = time.monotonic() + limit
    seen, since = dict(reads), time.monotonic()
    while time.monotonic() - since < quiet:
        assert time.monotonic() < deadline, reads
        time.sleep(0.1)
        if reads != seen:
            seen, since = dict(reads), time.monotonic()
    return seen


def test_the_desk_and_the_hall_screen_follow_the_stream_instead_of_polling(phones, live_server):
    http = Http(live_server)
    status, _headers, made = http.call("POST", "/tournaments", {
        "name": "Live hall", "game": "mini-golf", "profile": {"kind": "placement"}, "rounds": 1,
        "players": ["Ada", "Bea", "Cin", "Dan"]})
    assert status == 201, made
    tid = made["id"]
    desk, hall = phones("desk"), phones("hall")
    desk.page.add_init_script(f"localStorage.setItem('tr.tournaments', JSON.stringify("
                              f"{{'{tid}': {{id: '{tid}', token: '{made['organiser_token']}', role: 'organiser'}}}}))")
    reads = {"desk": 0, "hall": 0}

    def counted(name, request) -> None:
        # Every read of the tournament (its view, standings, anything under it) but the stream.
        path = request.url.split("?")[0]
        if f"/api/v1/tournaments/{tid}" in path and not path.endswith("/events"):
            reads[name] += 1
    for name, phone in (("desk", desk), ("hall", hall)):
        phone.page.on("request", lambda request, name=name: counted(name, request))
    desk.open(f"#/tournament/{tid}")
    hall.open(f"#/tournament/{tid}/display")
    for phone in (desk, hall):
        phone.page.wait_for_selector("[data-testid=tour-row-3]")
    settled = _settled(reads)  # the stream's first event (the desk reads once more on it)
    assert settled["desk"] >= 1 and settled["hall"] >= 1  # the count does see the reads
    time.sleep(5.5)  # longer than the old 4-5 s polls: a quiet stream asks nothing again
    assert reads == settled

    # A fresh connection: the server closes one left idle this long.
    status, _headers, _view = Http(live_server).call("POST", f"/tournaments/{tid}/players", {"name": "Eva"},
                                        headers={"Authorization": f"Bearer {made['organiser_token']}"})
    assert status == 200
    for phone in (desk, hall):
        phone.page.wait_for_selector("[data-testid=tour-row-4]", timeout=3_000)
        assert not phone.errors
