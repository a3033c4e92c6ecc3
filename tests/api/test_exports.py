"""Score sheet exports and the host's join QR code."""
from __future__ import annotations

import csv
import io

from .golf_h01 import HOLE_H01


def _played(api, holes=1):
    match = api.create(players=["Ann", "Ben"], options={"holes": holes})
    for move in HOLE_H01:
        api.play(match, *move)
    return match


def test_csv_export_is_the_score_sheet(api):
    match = _played(api)
    response = api.get(f"/matches/{match['id']}/export.csv", token=match["seats"][0]["token"])
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert "attachment" in response.headers["Content-Disposition"]
    rows = list(csv.reader(io.StringIO(response.get_data(as_text=True))))
    assert rows == [["round", "Ann", "Ben"], ["Hole 1", "13", "4"], ["total", "13", "4"],
                    ["winner", "", "yes"]]


def test_json_export_has_the_match_and_its_log(api):
    match = _played(api)
    data = api.get(f"/matches/{match['id']}/export.json", token=match["host_token"]).get_json()
    assert data["match"]["result"]["winners"] == [1]
    assert [entry["seq"] for entry in data["log"]] == list(range(1, 11))
    assert data["log"][0]["payload"] == {"initial_discard": "5C"}


def test_exports_need_a_token_of_the_match(api):
    match, other = _played(api), api.create()
    assert api.get(f"/matches/{match['id']}/export.csv").status_code == 401
    assert api.get(f"/matches/{match['id']}/export.json",
                   token=other["host_token"]).status_code == 403


def test_qr_code_is_an_svg_for_the_host_only(api):
    match = api.create()
    response = api.get(f"/matches/{match['id']}/qr.svg", token=match["host_token"])
    assert response.status_code == 200 and response.mimetype == "image/svg+xml"
    assert response.data.lstrip().startswith(b"<svg")
    seat = api.get(f"/matches/{match['id']}/qr.svg", token=match["seats"][0]["token"])
    assert seat.status_code == 403


def test_qr_code_encodes_the_join_link_in_the_fragment(app, api):
    app.config["PUBLIC_URL"] = "https://referee.example"
    match = api.create()
    response = api.get(f"/matches/{match['id']}/qr.svg", token=match["host_token"])
    import segno
    expected = io.BytesIO()
    segno.make(f"https://referee.example/#join={match['join_code']}", error="m").save(
        expected, kind="svg", scale=6, border=2, xmldecl=False)
    assert response.data == expected.getvalue()
