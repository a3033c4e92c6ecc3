"""The HTTP API: the Flask app and everything it serves; `create_app()` (api/app.py) builds it.

Importing any module of the package runs this file first, and the rules' tests import one without
an app (api/json_schemas.py, for the shapes they check). So it loads nothing: the app, and Flask
with it, load when one of its names is first asked for.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import API_VERSION, MAIN_LOOP_WRITER, create_app

__all__ = ["API_VERSION", "MAIN_LOOP_WRITER", "create_app"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import app
        return getattr(app, name)
    raise AttributeError(f"module 'api' has no attribute {name!r}")

