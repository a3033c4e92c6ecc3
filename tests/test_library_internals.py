"""The pieces the modules holding other libraries' private names share (models/library_internals.py)."""
from __future__ import annotations

import pytest

from models.library_internals import changed_parameters, refuse_import


class Library:
    def load(self, req, strict=False):  # noqa: ANN001, ANN201 - a library's method as it might be
        pass


def test_a_method_that_only_added_optional_parameters_is_unchanged():
    assert changed_parameters(Library.load, ("req",)) is None


def test_a_method_whose_parameters_moved_is_reported_with_what_it_takes_now():
    assert changed_parameters(Library.load, ("request",)) == ("req", "strict")


def test_an_import_stops_naming_everything_missing_and_where_it_is_relied_on():
    refuse_import([], "JsonParser", "api/webargs_internals.py")  # nothing missing: the import goes on
    with pytest.raises(ImportError, match=r"JsonParser builds on .*\(api/webargs_internals.py\): a is gone; b"):
        refuse_import(["a is gone", "b"], "JsonParser", "api/webargs_internals.py")
