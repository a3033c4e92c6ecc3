"""What a chaos run does: how many phones and moves, how hard the monkey hits, which database."""
from __future__ import annotations

import os
from dataclasses import dataclass

from sqlalchemy.engine import make_url

BACKENDS = ("sqlite", "postgresql")
DEFAULT_POSTGRES_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


@dataclass(frozen=True)
class ChaosConfig:
    backend: str = "sqlite"
    phones: int = 50
    moves: int = 10_000  # in total, shared out among the phones
    resend_share: float = 0.10  # acknowledged moves sent once more with the same key
    kill_every_ms: float = 300.0  # 0: no worker is killed
    # On PostgreSQL, terminate every other backend of the database this often (0: never).
    terminate_every_ms: float = 300.0
    # Only workers that have been serving at least this long are killed; a worker still
    # importing the app is never killed (it serves nothing: that would only keep the server
    # down). With 0, a worker is killed as soon as it serves, before it has done much: on two
    # shared cores under load (a boot then takes ~3 s) the server was down most of the time,
    # PostgreSQL made 4 moves/s against 41 with 1,000 ms for as many kills (a fresh worker
    # first opens its pool's connections), and on SQLite half the phones starved past the move
    # deadline. On an idle machine 0 kills more often on SQLite (`--min-ready-ms 0`).
    min_ready_ms: float = 1_000.0
    # Never terminate the backends of a worker still booting. A worker loads the app (and
    # upgrades the schema) on boot; a backend terminated then makes the boot fail, and gunicorn
    # halts the whole server. A known server weakness, not hidden by default: this setting lets
    # a run test the moves' integrity around it.
    spare_booting_workers: bool = False
    workers: int = 2
    threads: int = 32
    honour_idempotency: bool = True  # False: the negative control
    seed: int = 1
    # Bounds: every request, every move (all its retries) and the whole run.
    request_timeout_s: float = 10.0
    move_deadline_s: float = 120.0
    max_attempts_per_move: int = 200
    run_deadline_s: float = 1_800.0
    # For PostgreSQL: the server to make a scratch database on (None: from the environment).
    postgres_url: str | None = None

    def __post_init__(self) -> None:
        if self.backend not in BACKENDS:
            raise ValueError(f"backend must be one of {BACKENDS}, not {self.backend!r}")
        if self.phones < 1 or self.moves < self.phones:
            raise ValueError("need at least one phone and at least one move per phone")
        if not 0.0 <= self.resend_share <= 1.0:
            raise ValueError("resend_share is a share, between 0 and 1")

    def moves_per_phone(self) -> list[int]:
        base, extra = divmod(self.moves, self.phones)
        return [base + (1 if index < extra else 0) for index in range(self.phones)]


def postgres_server_url(explicit: str | None = None) -> str:
    """TEST_DATABASE_URL, else DATABASE_URL if it is PostgreSQL, else the local default."""
    candidates = [explicit, os.environ.get("TEST_DATABASE_URL"), os.environ.get("DATABASE_URL")]
    for raw in candidates:
        if not raw:
            continue
        url = make_url(raw)
        if url.get_backend_name() != "postgresql":
            continue
        if url.drivername in ("postgresql", "postgres"):
            url = url.set(drivername="postgresql+psycopg")
        return url.render_as_string(hide_password=False)
    return DEFAULT_POSTGRES_URL
