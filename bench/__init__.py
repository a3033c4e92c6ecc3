"""Benchmarks, run by hand (`make bench`) against a real gunicorn server on 127.0.0.1.

`bench.moves` is the entry point: it compares the move endpoint with `/api/v1/health` under 32
concurrent clients, and checks that a late move costs what an early one does. Figures go to the
terminal and to `bench/results/latest.md` (git-ignored) for pasting into the README.
"""
