#!/usr/bin/env bash
# The README's walk-through with curl: a 2-player Mini Golf match of 9 holes, to a winner.
# Every hole replays the spec's worked example GOLF-H01 (docs/games/mini-golf.md §1.7); the dealer rotates,
# so on even holes Ben plays Ann's part and Ann plays Ben's.
# Usage: examples/walkthrough.sh [BASE_URL]   (default http://localhost:8000)
set -euo pipefail
BASE=${1:-http://localhost:8000}/api/v1

# json EXPR: evaluate a Python expression over the JSON document on stdin, named d.
json() { python3 -c "import json,sys; print(eval(sys.argv[1], {'d': json.load(sys.stdin)}))" "$1"; }

created=$(curl -sf "$BASE/matches" -H 'Content-Type: application/json' \
  -d '{"game": "mini-golf", "players": ["Ann", "Ben"], "options": {"holes": 9}}')
MATCH=$(echo "$created" | json 'd["id"]')
HOST=$(echo "$created" | json 'd["host_token"]')
echo "match $MATCH, join code $(echo "$created" | json 'd["join_code"]')"

n=0
move() {  # move SEAT TYPE PAYLOAD; the Idempotency-Key makes a retried request safe
  n=$((n + 1))
  curl -sf "$BASE/matches/$MATCH/moves" -H 'Content-Type: application/json' \
    -H "Authorization: Bearer $HOST" -H "Idempotency-Key: $MATCH-$n" \
    -d "{\"type\": \"$2\", \"seat\": $1, \"payload\": $3}" > /dev/null
}

play_hole() {  # play_hole DEALER OTHER
  local d=$1 o=$2
  move "$d" start_hole '{"initial_discard": "5C"}'
  move "$o" turn '{"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"}'
  move "$d" turn '{"source": "deck", "drawn": "1D", "replace": "BR", "removed": "4P"}'
  move "$o" turn '{"source": "deck", "drawn": "2P", "replace": "BL", "removed": "5F"}'
  move "$d" turn '{"source": "discard", "drawn": "5F", "replace": "TR", "removed": "3C"}'
  move "$o" turn '{"source": "discard", "drawn": "3C", "replace": "TR", "removed": "6D"}'
  move "$d" turn '{"source": "deck", "drawn": "6H", "replace": null, "removed": null}'
  move "$o" turn '{"source": "deck", "drawn": "1H", "replace": "BR", "removed": "4U"}'
  move "$d" turn '{"source": "deck", "drawn": "3D", "replace": "TL", "removed": "2F"}'
  move "$d" reveal '{"cards": {"BL": "4H"}}'
}

for hole in 1 2 3 4 5 6 7 8 9; do
  if (( hole % 2 )); then play_hole 0 1; else play_hole 1 0; fi
  curl -sf "$BASE/matches/$MATCH" -H "Authorization: Bearer $HOST" |
    json '"hole %d: Ann %s, Ben %s" % (len(d["scores"]["rounds"]), *d["scores"]["rounds"][-1]["scores"])'
done

curl -sf "$BASE/matches/$MATCH" -H "Authorization: Bearer $HOST" |
  json '"%s; totals Ann %d, Ben %d; winner: %s" % (d["status"], *d["scores"]["totals"], ", ".join(d["seats"][s]["name"] for s in d["result"]["winners"]))'
