"""The 9-hole curl walk-through of docs/api.md (examples/walkthrough.sh), run as written against
a real server."""
from __future__ import annotations

import subprocess

import pytest

from tests.server import ROOT

pytestmark = pytest.mark.server


def test_walkthrough_script_plays_nine_holes_to_a_winner(live_server):
    result = subprocess.run(["bash", str(ROOT / "examples" / "walkthrough.sh"), live_server],
                            capture_output=True, text=True, timeout=120, check=True)
    lines = result.stdout.strip().splitlines()
    assert lines[1] == "hole 1: Ann 13, Ben 4"
    assert lines[2] == "hole 2: Ann 4, Ben 13"
    assert lines[-1] == "finished; totals Ann 81, Ben 72; winner: Ben"
