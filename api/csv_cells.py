"""CSV the service writes: every cell a spreadsheet could take for a formula is neutralised.

A player's name such as `=HYPERLINK(...)` or `@SUM(A1)` would otherwise run as a formula in the
organiser's spreadsheet (CSV injection). The usual cure: a text cell that begins with `=`, `+`,
`-`, `@`, a tab or a carriage return gets a leading `'`, which spreadsheets show as text. Numbers
are left alone, so a score of -3 stays a number.
"""
from __future__ import annotations

import csv
import io
import re
from typing import Any, Iterable

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"[+-]?[0-9]+(\.[0-9]+)?")


def safe_cell(value: Any) -> Any:
    """The cell as written: text that a spreadsheet would read as a formula starts with `'`."""
    if not isinstance(value, str) or not value.startswith(FORMULA_STARTS):
        return value
    if _PLAIN_NUMBER.fullmatch(value):
        return value  # "-3" is a score, not a formula
    return "'" + value


def csv_text(rows: Iterable[Iterable[Any]]) -> str:
    """The rows as CSV text, every cell through `safe_cell`."""
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([safe_cell(cell) for cell in row])
    return out.getvalue()
