"""webargs' private names, in one place: how FlaskParser loads a JSON body.

webargs has no public hook between decoding a request's JSON and using it. JsonParser
(api/routes/common.py) must refuse as not JSON (400) what Python's decoder lets through or fails
on otherwise, so it overrides FlaskParser's `_raw_load_json(req)` and answers through
`_handle_invalid_json_error(error, req)`. It does so only through JsonCheckingParser here, whose
`check_json` is the hook webargs lacks.

A webargs that no longer has those methods, with those parameters, fails at import, naming what
is missing and the installed version (`missing()`, also run by tests/api/test_webargs_internals.py);
pyproject.toml bounds webargs below its next major version.
"""
from __future__ import annotations

from importlib.metadata import version
from typing import Any, Callable

from webargs.flaskparser import FlaskParser

from models.library_internals import changed_parameters, refuse_import

VERSION = version("webargs")

# Each method's parameters after `self` (a prefix: webargs may add optional ones).
REQUIRED = {"_raw_load_json": ("req",), "_handle_invalid_json_error": ("error", "req")}


def missing(parser: type = FlaskParser) -> list[str]:
    """What JsonCheckingParser relies on that the installed webargs lacks, each named with the
    version: empty if nothing."""
    found = []
    for name, params in REQUIRED.items():
        method = getattr(parser, name, None)
        if method is None:
            found.append(f"webargs {VERSION}: FlaskParser.{name} is gone")
            continue
        have = changed_parameters(method, params)
        if have is not None:
            found.append(f"webargs {VERSION}: FlaskParser.{name} takes {have}, not {params}")
    return found


refuse_import(missing(), "JsonParser", "api/webargs_internals.py")


class JsonCheckingParser(FlaskParser):
    """webargs' FlaskParser, each JSON body it decodes going through `check_json` first."""

    def check_json(self, req: Any, load: Callable[[], Any]) -> Any:
        """The request's decoded JSON body: `load()`'s, or what `invalid_json` answers."""
        return load()

    def invalid_json(self, error: Exception, req: Any) -> Any:
        """webargs' own answer to a body that is not JSON (it raises: 400)."""
        return self._handle_invalid_json_error(error, req)

    def _raw_load_json(self, req):  # noqa: ANN001, ANN202 - webargs' signature
        return self.check_json(req, lambda: super(JsonCheckingParser, self)._raw_load_json(req))
