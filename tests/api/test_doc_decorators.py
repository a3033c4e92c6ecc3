"""The decorators that only document an operation add nothing a request goes through."""
from __future__ import annotations

from api.matches.routes.moves import Moves
from api.routes.common import ApiBlueprint, problems
from api.smorest_internals import apidoc


def test_doc_and_alt_response_document_the_view_itself():
    blp = ApiBlueprint("documented", __name__)

    def view():
        return "played"

    documented = problems(blp, 401, 409)(blp.doc(summary="Play")(view))
    assert documented is view
    assert apidoc(view)["manual_doc"] == {"summary": "Play"}
    assert set(apidoc(view)["response"]["responses"]) == {401, 409}


def test_a_move_goes_through_no_documentation_wrapper():
    """flask-smorest's own `doc` and `alt_response` wrap the view once per decorator; a move had
    nine such layers, each asking the app whether the view is a coroutine."""
    layers, func = [], Moves.post
    while func is not None:
        layers.append(func.__qualname__)
        func = getattr(func, "__wrapped__", None)
    assert not [name for name in layers if "alt_response" in name or "Blueprint.doc" in name], layers
    assert layers[-1] == "Moves.post" and len(layers) <= 4, layers
