"""SQLAlchemy's private names, in one place: what models/fast_sqlite.py builds on.

The fast path runs a compiled Core statement on a sqlite3 cursor itself, with SQLAlchemy's own
bind and result processors, so that what it writes and reads is what a Connection would. A
compiled statement exposes neither publicly: they are the compiler's `_bind_processors` (per
bind name) and `_result_columns` (each entry's name and type), and a type's processor for a
dialect is `TypeEngine._cached_result_processor`. models/fast_sqlite.py reaches them only
through the functions here.

A SQLAlchemy that no longer has one of them fails at import, naming what is missing and the
installed version (`missing()`, also run by tests/api/test_sqlalchemy_internals.py); pyproject.toml
bounds SQLAlchemy below its next minor version, since 2.0 to 2.1 is where such names move.
"""
from __future__ import annotations

from importlib.metadata import version
from typing import Any, Callable, Sequence

from sqlalchemy import column, select
from sqlalchemy.dialects import sqlite
from sqlalchemy.engine import Dialect
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.types import TypeEngine

from .library_internals import changed_parameters, refuse_import

VERSION = version("sqlalchemy")

Processor = Callable[[Any], Any] | None


def missing(compiled: Any = None) -> list[str]:
    """What the fast path relies on that the installed SQLAlchemy lacks, each named with the
    version: empty if nothing. Looked for on `compiled`, or on a small statement compiled here."""
    found = []
    if compiled is None:
        compiled = select(column("a")).where(column("b") == 1).compile(dialect=sqlite.dialect())
    if not isinstance(getattr(compiled, "_bind_processors", None), dict):
        found.append(f"SQLAlchemy {VERSION}: a compiled statement's _bind_processors (a dict) is gone")
    entries = getattr(compiled, "_result_columns", None)
    if not isinstance(entries, list) or not entries or len(entries[0]) < 4 \
            or not isinstance(entries[0][3], TypeEngine):
        found.append(f"SQLAlchemy {VERSION}: a compiled statement's _result_columns "
                     "(entries of name, ..., type) is gone")
    processor = getattr(TypeEngine, "_cached_result_processor", None)
    if processor is None:
        found.append(f"SQLAlchemy {VERSION}: TypeEngine._cached_result_processor is gone")
    elif (have := changed_parameters(processor, ("dialect", "coltype"))) is not None:
        found.append(f"SQLAlchemy {VERSION}: TypeEngine._cached_result_processor takes {have}, "
                     "not ('dialect', 'coltype')")
    for name in ("positiontup", "post_compile_params", "literal_execute_params", "construct_params"):
        if not hasattr(compiled, name):
            found.append(f"SQLAlchemy {VERSION}: a compiled statement's {name} is gone")
    return found


refuse_import(missing(), "models/fast_sqlite.py", "models/sqlalchemy_internals.py")


def bind_processors(compiled: SQLCompiler, names: Sequence[str]) -> list[Processor]:
    """Each bind parameter's processor (None where the value goes as it is), in `names`' order."""
    processors = compiled._bind_processors
    return [processors.get(name) for name in names]


def result_columns(compiled: SQLCompiler) -> list[tuple[str, TypeEngine]]:
    """The statement's result columns: each one's key and type."""
    return [(entry[0], entry[3]) for entry in compiled._result_columns or []]


def result_processor(type_: TypeEngine, dialect: Dialect) -> Processor:
    """The type's processor of a value read on `dialect` (None where it is taken as it is),
    cached on the type as SQLAlchemy caches it for its own results."""
    return type_._cached_result_processor(dialect, None)
