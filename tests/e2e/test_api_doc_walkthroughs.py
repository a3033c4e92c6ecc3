"""The curl walk-throughs of docs/api.md, block by block, against a real server: they must stay
true."""
from __future__ import annotations

import json
import re
import subprocess

import pytest

from tests.server import ROOT

pytestmark = pytest.mark.server

API_DOC = ROOT / "docs" / "api.md"

# docs/api.md shows a create call and its answer; the test does the same create for real.
CREATE = """B={base}/api/v1
C=$(curl -s $B/matches -H 'Content-Type: application/json' -d '{{"game": "mini-golf", "players": ["Ann", "Ben"]}}')
M=$(echo "$C" | python3 -c "import json,sys; print(json.load(sys.stdin)['id'])")
H=$(echo "$C" | python3 -c "import json,sys; print(json.load(sys.stdin)['host_token'])")
"""


def test_api_doc_walkthrough_refuses_the_bad_move_and_scores_the_hole(live_server):
    text = API_DOC.read_text()
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


def test_api_doc_cold_war_walkthrough_refuses_attacks_and_corrects(live_server):
    """The Cold War block: Ben's units after setup, the refused draw, the attack, the correction."""
    text = API_DOC.read_text()
    part = text[text.index("## Cold War: deck definitions, and a match"):
                text.index("## Changes a client sees in this version")]
    block = re.findall(r"```sh\n(.*?)```", part, re.S)[0]
    script = block.replace("B=http://localhost:8000/api/v1", f"B={live_server}/api/v1")
    lines = subprocess.run(["bash", "-ec", script], capture_output=True, text=True, timeout=60,
                           check=True).stdout.strip().splitlines()
    assert lines[0] == "[('leader_block', 250), ('group3', 210), ('single', 90)] 550"
    refusal = json.loads(lines[1])
    assert refusal["status"] == 409 and refusal["rule"] == "COLDWAR-DISCARD-REQUIRED"
    assert lines[2:] == ["[('leader_block', 250), ('group3', 210)] 460",
                         "[('leader_block', 150), ('group3', 210)] 360"]
    # Each result the block shows in its comments is the one the server gave.
    for line in (lines[0], lines[2], lines[3]):
        assert f"# {line}" in block
