"""Chaos: phones keep playing while gunicorn workers are killed and database backends cut.

`python -m bench.chaos` starts gunicorn as production runs it (gthread, 2 workers) on SQLite or
PostgreSQL. Simulated phones each play a legal Mini Golf script on a match of their own, one move
at a time, every move with a fresh Idempotency-Key, retried with the same key until a 201
arrives; after 10 % of the acknowledgements the phone sends the same key and body once more (a
duplicate resend) and expects the stored answer back. Meanwhile a monkey `kill -9`s a worker
every few hundred milliseconds (the master respawns it), and on PostgreSQL it also terminates
every other backend of the database.

Afterwards the database itself is checked: no acknowledged move lost, none applied twice, log
seqs 1..N with `version == N`, the log equal to the phone's script, and every stored snapshot
equal to a replay (fold) of its log. With `--no-idempotency` the server ignores the keys (a
test-only setting): that run is the negative control and must show duplicates.

Modules: `config` (what to run), `server` (gunicorn and its workers), `monkey` (the killer),
`phone` (one simulated phone), `verify` (the database checks), `report` (the Markdown
summary), `run` (puts them together), `__main__` (the command line).
"""
from __future__ import annotations

from .config import ChaosConfig
from .run import ChaosResult, run_chaos

__all__ = ["ChaosConfig", "ChaosResult", "run_chaos"]
