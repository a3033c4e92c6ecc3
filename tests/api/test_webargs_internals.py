"""JsonParser (api/routes/common.py) builds on webargs' private `_raw_load_json` and
`_handle_invalid_json_error`, reached through api/webargs_internals.py. An upgrade of webargs that
changes them must fail here, naming the name and the version, not as bodies no longer checked."""
from __future__ import annotations

from api import webargs_internals
from api.routes.common import ApiBlueprint


def test_the_installed_webargs_has_every_private_name_jsonparser_uses():
    problems = webargs_internals.missing()
    assert not problems, (
        f"webargs {webargs_internals.VERSION} no longer has what JsonParser builds on: "
        + "; ".join(problems) + ". Adapt api/webargs_internals.py, or keep webargs below this "
        "version in pyproject.toml.")


def test_a_missing_or_changed_method_is_reported_with_the_version():
    class Changed:  # as a FlaskParser whose JSON loading was reworked
        def _handle_invalid_json_error(self, req, error):
            pass

    version = webargs_internals.VERSION
    assert webargs_internals.missing(Changed) == [
        f"webargs {version}: FlaskParser._raw_load_json is gone",
        f"webargs {version}: FlaskParser._handle_invalid_json_error takes ('req', 'error'), not ('error', 'req')"]


def test_every_json_body_goes_through_the_check(monkeypatch):
    from flask import Flask

    seen = []
    parser = ApiBlueprint.ARGUMENTS_PARSER
    check = type(parser).check_json
    monkeypatch.setattr(type(parser), "check_json",
                        lambda self, req, load: seen.append(req.path) or check(self, req, load))
    with Flask(__name__).test_request_context("/probe", method="POST", json={"a": 1}) as context:
        assert parser.load_json(context.request, None) == {"a": 1}
    assert seen == ["/probe"]
