"""How hard the random tests push.

`make test` runs the fuzzing, the model-based state machine and the random playthroughs at an
everyday strength: each still walks every operation, game and kind of step it walks at full
strength, with fewer examples of each. `make test-deep` (TEST_DEPTH=deep) runs them at full
strength, as before a release or after a change to the referee's core."""
from __future__ import annotations

import os

DEEP = os.environ.get("TEST_DEPTH") == "deep"


def strength(everyday: int, deep: int) -> int:
    """`deep` under `make test-deep`, `everyday` otherwise."""
    return deep if DEEP else everyday
