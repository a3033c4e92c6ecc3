"""The SQLite fast path (models/fast_sqlite.py) builds on SQLAlchemy's private names, all reached
through models/sqlalchemy_internals.py. An upgrade of SQLAlchemy that drops or changes one must
fail here, naming the name and the version."""
from __future__ import annotations

from sqlalchemy import types
from sqlalchemy.dialects import sqlite

from api.matches.statements import LOG_MOVE, MOVE_CONTEXT, SAVE_MATCH
from models import sqlalchemy_internals


def test_the_installed_sqlalchemy_has_every_private_name_the_fast_path_uses():
    dialect = sqlite.dialect()
    problems = [problem for statement in (MOVE_CONTEXT, SAVE_MATCH, LOG_MOVE)
                for problem in sqlalchemy_internals.missing(statement.compile(dialect=dialect))
                if "_result_columns" not in problem or statement is MOVE_CONTEXT]  # writes have no rows
    problems += sqlalchemy_internals.missing()
    assert not problems, (
        f"SQLAlchemy {sqlalchemy_internals.VERSION} no longer has what models/fast_sqlite.py builds "
        "on: " + "; ".join(problems) + ". Adapt models/sqlalchemy_internals.py, or keep SQLAlchemy "
        "below this version in pyproject.toml.")


def test_the_processors_are_sqlalchemys_own():
    dialect = sqlite.dialect()
    compiled = MOVE_CONTEXT.compile(dialect=dialect)
    columns = sqlalchemy_internals.result_columns(compiled)
    assert columns and all(isinstance(type_, types.TypeEngine) for _, type_ in columns)
    json_type = next(type_ for _, type_ in columns if isinstance(type_, types.JSON))
    assert sqlalchemy_internals.result_processor(json_type, dialect)('{"a": [1]}') == {"a": [1]}
    names = tuple(compiled.positiontup or ())
    assert len(sqlalchemy_internals.bind_processors(compiled, names)) == len(names)


def test_a_missing_name_is_reported_with_the_version(monkeypatch):
    monkeypatch.delattr(types.TypeEngine, "_cached_result_processor")

    class Bare:
        positiontup = post_compile_params = literal_execute_params = construct_params = None

    problems = sqlalchemy_internals.missing(Bare())
    version = sqlalchemy_internals.VERSION
    assert problems == [
        f"SQLAlchemy {version}: a compiled statement's _bind_processors (a dict) is gone",
        f"SQLAlchemy {version}: a compiled statement's _result_columns (entries of name, ..., type) is gone",
        f"SQLAlchemy {version}: TypeEngine._cached_result_processor is gone"], problems
