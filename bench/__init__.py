"""Benchmarks, run by hand (`make bench`) against a real gunicorn server on 127.0.0.1.

`bench.moves` is the entry point: it compares the move endpoint with `/api/v1/health` under 32
concurrent clients, and checks that a late move costs what an early one does. Figures go to the
terminal and to `bench/results/latest.md` (git-ignored) for pasting into the README.

`bench.load` (`make load`) is the load benchmark: health, move POST and match GET at 32 and 128
clients on SQLite and PostgreSQL, and SSE fan-out to 500 open streams (bench/load/; the timed
loop both use is bench/timed.py). Figures go to `bench/results/load-latest.md`.
"""
