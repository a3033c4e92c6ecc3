"""ApiBlueprint (api/routes/common.py) builds on flask-smorest's private `_apidoc`, reached through
api/smorest_internals.py. An upgrade of flask-smorest that changes it must fail here, naming the
name and the version, not as a silently emptier OpenAPI document."""
from __future__ import annotations

from flask_smorest import Blueprint

from api import smorest_internals


def test_the_installed_flask_smorest_keeps_the_entry_where_apiblueprint_reads_it():
    problems = smorest_internals.missing()
    assert not problems, (
        f"flask-smorest {smorest_internals.VERSION} no longer has what ApiBlueprint builds on: "
        + "; ".join(problems) + ". Adapt api/smorest_internals.py, or keep flask-smorest below this "
        "version in pyproject.toml.")


def test_a_changed_apidoc_is_reported_with_the_version(monkeypatch):
    def doc_elsewhere(**kwargs):
        def decorator(func):
            func.__openapi__ = kwargs
            return func
        return decorator

    monkeypatch.setattr(Blueprint, "doc", staticmethod(doc_elsewhere))
    monkeypatch.setattr(Blueprint, "alt_response", lambda self, *args, **kwargs: doc_elsewhere())
    assert smorest_internals.missing() == [
        f"flask-smorest {smorest_internals.VERSION}: a documented view's _apidoc (a dict) is gone"]


def test_a_view_documented_in_place_is_the_view_itself():
    def view():
        return "played"

    documented = smorest_internals.document_in_place(Blueprint.doc(summary="Play"))(view)
    assert documented is view
    assert smorest_internals.apidoc(view)["manual_doc"] == {"summary": "Play"}
