"""The README's curl walk-through, block by block, against a real server: it must stay true."""
from __future__ import annotations

import json
import re
import subprocess

import pytest

from tests.server import ROOT

pytestmark = pytest.mark.server

# The README shows a create call and its answer; the test does the same create for real.
CREATE = """B={base}/api/v1
C=$(curl -s $B/matches -H 'Content-Type: application/json' -d '{{"game": "mini-golf", "players": ["Ann", "Ben"]}}')
M=$(echo "$C" | python3 -c "import json,sys; print(json.load(sys.stdin)['id'])")
H=$(echo "$C" | python3 -c "import json,sys; print(json.load(sys.stdin)['host_token'])")
"""


def test_readme_walkthrough_refuses_the_bad_move_and_scores_the_hole(live_server):
    text = (ROOT / "README.md").read_text()
    walkthrough = text[text.index("## Walk-through"):text.index("**Nine holes to a winner.**")]
    blocks = re.findall(r"```sh\n(.*?)```", walkthrough, re.S)[1:]
    script = CREATE.format(base=live_server) + "".join(
        re.sub(r"^M=.*# the id and host_token from above\n", "", block, flags=re.M)
        for block in blocks)
    lines = subprocess.run(["bash", "-ec", script], capture_output=True, text=True, timeout=60,
                           check=True).stdout.strip().splitlines()
    refusal = json.loads(lines[1])
    assert refusal["rule"] == "GOLF-DISCARD-TOP"
    assert refusal["detail"] == "You can only take the top discard, which is 5C."
    assert [json.loads(line)["seq"] for line in lines[2:-1]] == list(range(2, 11))
    scores = json.loads(lines[-1])["scores"]
    assert scores["totals"] == [13, 4]
    assert scores["rounds"] == [{"label": "Hole 1", "hole": 1, "playoff": False, "scores": [13, 4]}]
