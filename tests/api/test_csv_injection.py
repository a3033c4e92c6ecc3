"""CSV formula injection: no cell of a CSV the service writes can start a spreadsheet formula.

A name such as `=HYPERLINK("http://x","win")` is a fine name at the table, but in the score sheet
or the standings an organiser opens in a spreadsheet it would run. Every such cell is written with
a leading `'`; scores stay numbers."""
from __future__ import annotations

import csv
import io

import pytest

from api.csv_cells import csv_text, safe_cell

from .golf_h01 import HOLE_H01
from .tournament_support import check_in_all, organiser

HOSTILE = ['=HYPERLINK("http://x.example","win")', "+1+2", "-2+3", "@SUM(A1:A9)"]


def rows(response) -> list[list[str]]:
    assert response.status_code == 200 and response.mimetype == "text/csv"
    return list(csv.reader(io.StringIO(response.get_data(as_text=True))))


def starts_no_formula(cells: list[str]) -> bool:
    return not any(cell.startswith(("=", "+", "@", "\t", "\r")) or
                   (cell.startswith("-") and not cell.lstrip("-").replace(".", "").isdigit())
                   for cell in cells)


@pytest.mark.parametrize("cell, written", [
    ("=1+1", "'=1+1"), ("+1+2", "'+1+2"), ("-2+3", "'-2+3"), ("@SUM(A1)", "'@SUM(A1)"),
    ("\t=1", "'\t=1"), ("\r=1", "'\r=1"), ("Ada", "Ada"), ("a=b", "a=b"), ("", ""),
    ("-3", "-3"), ("+2.5", "+2.5"), (-3, -3), (2.5, 2.5), (None, None)])
def test_a_cell_that_could_start_a_formula_is_written_as_text(cell, written):
    assert safe_cell(cell) == written


def test_csv_text_neutralises_every_cell_of_every_row():
    text = csv_text([["round", "=A"], ["total", -4], ["winner", "@B"]])
    assert list(csv.reader(io.StringIO(text))) == [["round", "'=A"], ["total", "-4"],
                                                   ["winner", "'@B"]]


def test_match_score_sheet_csv_cannot_carry_a_formula(api):
    match = api.create(players=HOSTILE[:2], options={"holes": 1})
    for move in HOLE_H01:
        api.play(match, *move)
    lines = rows(api.get(f"/matches/{match['id']}/export.csv", token=match["host_token"]))
    assert lines[0] == ["round", "'" + HOSTILE[0], "'" + HOSTILE[1]]
    assert lines[-2] == ["total", "13", "4"]  # the scores themselves are untouched
    assert all(starts_no_formula(line) for line in lines)


def test_tournament_standings_csv_cannot_carry_a_formula(api):
    made = api.post("/tournaments", json={
        "name": "Autumn", "game": "ekeq", "profile": {"kind": "win_type"}, "rounds": 1,
        "players": [*HOSTILE, "Eva", "Fil"], "seed": "hall"}).get_json()
    check_in_all(api, made)
    assert organiser(api, made, "/rounds").status_code == 200
    lines = rows(api.get(f"/tournaments/{made['id']}/standings.csv"))
    assert {line[1] for line in lines[1:]} == {"'" + name for name in HOSTILE} | {"Eva", "Fil"}
    assert all(starts_no_formula(line) for line in lines)


def test_series_table_csv_cannot_carry_a_formula(api):
    made = api.post("/series", json={"name": "Season", "game": "mini-golf"}).get_json()
    event = api.post(f"/series/{made['id']}/tournaments", token=made["organiser_token"], json={
        "name": "Night", "profile": {"kind": "wdl"}, "rounds": 1, "players": [*HOSTILE, "Eva"], "seed": "s",
        "options": {"holes": 1}}).get_json()
    check_in_all(api, event)
    assert organiser(api, event, "/rounds").status_code == 200
    started = organiser(api, event, "/rounds/1/start", {}).get_json()
    for table in started["rounds"][0]["tables"]:
        fixed = organiser(api, event, f"/rounds/1/tables/{table['table']}/correction",
                          {"result": {"winners": table["players"][:1], "totals": [1] * len(table["players"])}})
        assert fixed.status_code == 200, fixed.get_json()
    lines = rows(api.get(f"/series/{made['id']}/table.csv"))
    assert {line[1] for line in lines[1:]} == {"'" + name for name in HOSTILE} | {"Eva"}
    assert all(starts_no_formula(line) for line in lines)


def test_every_csv_the_api_writes_is_covered_here(app):
    """A new CSV endpoint must join the tests above (and write through api.csv_cells)."""
    spec = app.test_client().get("/api/v1/openapi.json").get_json()
    csv_paths = {path for path, item in spec["paths"].items()
                 for operation in item.values() if isinstance(operation, dict)
                 for response in operation.get("responses", {}).values()
                 if "text/csv" in response.get("content", {})}
    assert csv_paths == {"/api/v1/matches/{match_id}/export.csv",
                         "/api/v1/tournaments/{tournament_id}/standings.csv",
                         "/api/v1/series/{series_id}/table.csv"}
