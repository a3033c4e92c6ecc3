"""Score sheet and log exports (CSV, JSON) and the join QR code for the host."""
from __future__ import annotations

import orjson
from flask import Response

from ...csv_cells import csv_text
from ...qr import app_link, qr_svg
from ...routes.common import ApiBlueprint, problems
from ..schemas import ExportSchema
from ..seats import SeatKeeper
from .common import AUTH, MATCH_ID, bearer_hash, match_ids_checked, service

blp = match_ids_checked(ApiBlueprint("exports", __name__, url_prefix="/api/v1/matches",
                                     description="Exports and the join QR code"))


@blp.route("/<match_id>/export.json", parameters=[MATCH_ID])
@blp.response(200, ExportSchema, description="A download (`Content-Disposition: attachment`).")
@problems(blp, *AUTH)
@blp.doc(security=[{"bearerAuth": []}])
def export_json(match_id: str) -> Response:
    """The match, its score sheet and its log (redacted for the caller) as one JSON file."""
    data = service().export(match_id, bearer_hash())
    # orjson: the standard library's indented dump took ~6 ms for a long match's file.
    return Response(orjson.dumps(data, option=orjson.OPT_INDENT_2 | orjson.OPT_NON_STR_KEYS),
                    mimetype="application/json",
                    headers=_attachment(f"{match_id}.json"))


@blp.route("/<match_id>/export.csv", parameters=[MATCH_ID])
@blp.response(200, {"type": "string"}, content_type="text/csv", description=(
    "A download: a header row `round,<names…>`, one row per round, `total`, and `winner` once "
    "the match is over."))
@problems(blp, *AUTH)
@blp.doc(security=[{"bearerAuth": []}])
def export_csv(match_id: str) -> Response:
    """The score sheet: one row per round, one column per player, then the totals."""
    match = service().export(match_id, bearer_hash())["match"]
    names = [seat["name"] for seat in match["seats"]]
    rows: list[list] = [["round", *names]]
    rows += [[round_["label"], *("" if score is None else score for score in round_["scores"])]
             for round_ in match["scores"].get("rounds", [])]
    rows.append(["total", *match["scores"]["totals"]])
    if match["result"]:
        winners = {names[seat] for seat in match["result"]["winners"]}
        rows.append(["winner", *("yes" if name in winners else "" for name in names)])
    return Response(csv_text(rows), mimetype="text/csv", headers=_attachment(f"{match_id}.csv"))


@blp.route("/<match_id>/qr.svg", parameters=[MATCH_ID])
@blp.response(200, {"type": "string"}, content_type="image/svg+xml",
              description="An SVG image. 403 for any token but the host's.")
@problems(blp, *AUTH)
@blp.doc(security=[{"bearerAuth": []}])
def join_qr(match_id: str) -> Response:
    """A QR code of the join link. The code travels in the fragment, never sent to a server."""
    code = SeatKeeper(service()).join_code(match_id, bearer_hash())
    return Response(qr_svg(app_link(f"join={code}")), mimetype="image/svg+xml")


def _attachment(filename: str) -> dict[str, str]:
    return {"Content-Disposition": f'attachment; filename="{filename}"'}
