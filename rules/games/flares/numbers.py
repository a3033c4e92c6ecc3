"""Flares points as exact numbers (ecwem-six.md §0.8, §3.5, FL-5).

A split award may be a half or a third, so every score is kept as an integer number of sixths:
exact, hashable and plain JSON. Only the phones see the display form ("6½", "4⅓", "−18").
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
