"""Health, the server clock, and the API reference page's assets (served locally, no CDN)."""
from __future__ import annotations

from pathlib import Path

import flask_swagger_ui
from flask import Blueprint as FlaskBlueprint, send_from_directory
from flask.views import MethodView
from sqlalchemy import text

from ..matches.routes.common import service
from ..schemas import HealthSchema, TimeSchema
from .common import UNAVAILABLE, ApiBlueprint, problems

blp = ApiBlueprint("system", __name__, url_prefix="/api/v1", description="Health and clock")

SWAGGER_ASSETS = Path(flask_swagger_ui.__file__).parent / "dist"
DOCS_START = Path(__file__).resolve().parents[1] / "templates" / "table-referee-docs.js"


@blp.route("/health")
class Health(MethodView):
    @blp.response(200, HealthSchema)
    @problems(blp, UNAVAILABLE)
    def get(self):
        """Is the service up, and can it reach its database?"""
        db = service().db
        with db.read() as conn:
            conn.execute(text("SELECT 1"))
        return {"status": "ok", "database": db.kind}


@blp.route("/time")
class Clock(MethodView):
    @blp.response(200, TimeSchema)
    def get(self):
        """The server clock, for phones to compute their offset (NTP-style)."""
        return {"now_ms": service().clock()}


# The reference page's scripts: a plain Flask blueprint, so they stay out of the OpenAPI document.
assets = FlaskBlueprint("docs_assets", __name__, url_prefix="/api/v1/docs/assets")


@assets.get("/table-referee-docs.js")
def docs_start():
    """The reference page's own start script (no inline code: see api/headers.py)."""
    return send_from_directory(DOCS_START.parent, DOCS_START.name, max_age=3600)


@assets.get("/<path:filename>")
def docs_asset(filename: str):
    return send_from_directory(SWAGGER_ASSETS, filename, max_age=86400)
