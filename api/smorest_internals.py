"""flask-smorest's private name, in one place: the `_apidoc` a view carries.

flask-smorest's decorators (`doc`, `alt_response`, `arguments`, `response`) each wrap the view in a
function that only calls it, and write the operation's OpenAPI entry onto that wrapper as
`_apidoc`, where the next decorator and the spec read it. ApiBlueprint (api/routes/common.py) keeps
the documentation and drops the wrapper: it copies the wrapper's `_apidoc` onto the view itself,
through `document_in_place` here.

A flask-smorest whose `doc` and `alt_response` no longer leave their entry in `_apidoc` fails at
import, naming what changed and the installed version (`missing()`, also run by
tests/api/test_smorest_internals.py); pyproject.toml bounds flask-smorest below its next minor
version (it is 0.x, where a minor may change anything).
"""
from __future__ import annotations

from importlib.metadata import version
from typing import Any, Callable, TypeVar

from flask_smorest import Blueprint

from models.library_internals import refuse_import

VERSION = version("flask-smorest")

F = TypeVar("F", bound=Callable)


def missing() -> list[str]:
    """What ApiBlueprint relies on that the installed flask-smorest lacks, each named with the
    version: empty if nothing."""
    found = []

    def view() -> None:
        pass

    try:
        documented = Blueprint("probe", __name__).alt_response(409, description="x")(
            Blueprint.doc(summary="probe")(view))
        apidoc = getattr(documented, "_apidoc", None)
    except Exception as error:  # noqa: BLE001 - whatever changed, it is reported
        found.append(f"flask-smorest {VERSION}: Blueprint.doc or alt_response fails: {error!r}")
        return found
    if not isinstance(apidoc, dict):
        found.append(f"flask-smorest {VERSION}: a documented view's _apidoc (a dict) is gone")
    elif apidoc.get("manual_doc") != {"summary": "probe"} \
            or 409 not in apidoc.get("response", {}).get("responses", {}):
        found.append(f"flask-smorest {VERSION}: _apidoc no longer holds doc's manual_doc and "
                     f"alt_response's response.responses (it holds {sorted(apidoc)})")
    return found


refuse_import(missing(), "ApiBlueprint", "api/smorest_internals.py")


def document_in_place(wrap: Callable[[F], F]) -> Callable[[F], F]:
    """A flask-smorest decorator that only documents, applied without its call-through wrapper:
    the view gets the wrapper's `_apidoc` (the decorator's own copy, the view's entry updated)."""
    def decorator(func: F) -> F:
        func._apidoc = wrap(func)._apidoc  # type: ignore[attr-defined]
        return func
    return decorator


def apidoc(view: Any) -> dict[str, Any]:
    """The OpenAPI entry flask-smorest's decorators left on a view."""
    return getattr(view, "_apidoc", {})
