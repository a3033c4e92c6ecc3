"""Flares points as exact numbers (docs/games/README.md §0.8, §3.5, FL-5).

A split award may be a half or a third, so every score is kept as an integer number of sixths:
exact and hashable. What the API hands out is a JSON number (6.5, 4.333333333333333), with the
display form ("6½", "4⅓", "−18") and the exact fraction ([13, 2]) beside it (`numbers`).
"""
from __future__ import annotations

from fractions import Fraction
from math import floor

SIXTHS = 6
MINUS = "\u2212"  # the typographic minus sign the spec writes scores with
_FRACTIONS = {0: "", 1: "⅙", 2: "⅓", 3: "½", 4: "⅔", 5: "⅚"}


def to_sixths(points: Fraction | int) -> int:
    sixths = Fraction(points) * SIXTHS
    if sixths.denominator != 1:
        raise ValueError(f"{points} is not a whole number of sixths")
    return int(sixths)


def split(points: int, shares: int, rounding: str) -> int:
    """`points / shares` in sixths, rounded per `split_rounding` (§3.5 `round_per_option`)."""
    exact = Fraction(points, shares)
    if rounding == "floor":
        return to_sixths(floor(exact))
    if rounding == "round_half_up":
        return to_sixths(floor(exact + Fraction(1, 2)))
    return to_sixths(exact)


def display(sixths: int) -> str:
    """6½, 4⅓, 0, −18, −11½: whole points, then the fraction, the sign in front."""
    whole, part = divmod(abs(sixths), SIXTHS)
    sign = MINUS if sixths < 0 else ""
    if whole == 0 and part:
        return sign + _FRACTIONS[part]
    return f"{sign}{whole}{_FRACTIONS[part]}"


def number(sixths: int) -> int | float:
    """The value as a JSON number: whole points as an integer, a split as the nearest float."""
    whole, part = divmod(sixths, SIXTHS)
    return whole if part == 0 else sixths / SIXTHS


def fraction(sixths: int) -> list[int]:
    """The exact value as [numerator, denominator], in lowest terms (13½ is [27, 2])."""
    exact = Fraction(sixths, SIXTHS)
    return [exact.numerator, exact.denominator]


def numbers(name: str, values_in_sixths) -> dict[str, list]:
    """Per-seat values the house way: `name` as JSON numbers, `<name>_display` as the phones
    write them, `<name>_fraction` exact."""
    values = list(values_in_sixths)
    return {name: [number(value) for value in values],
            f"{name}_display": [display(value) for value in values],
            f"{name}_fraction": [fraction(value) for value in values]}
