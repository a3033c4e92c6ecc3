"""One chaos run, start to verdict: scripts, database, server, matches, phones, monkey, checks."""
from __future__ import annotations

import shutil
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from bench import golf
from bench.plans import MATCHES_PATH

from . import serverlog
from .config import ChaosConfig
from .databases import connections_in_use, scratch_database, temporary_folder
from .monkey import Monkey, MonkeyRecord
from .phone import Counter, Phone, PhoneRecord, PhoneSettings
from .server import ChaosServer, running_server
from .verify import Verdict, verify
from .wire import Wire

CREATE_ATTEMPTS = 20
PROGRESS_EVERY_S = 5.0


@dataclass
class ChaosResult:
    config: ChaosConfig
    phones: list[PhoneRecord]
    monkey: MonkeyRecord
    verdict: Verdict
    server_log: serverlog.ServerLog
    duration_s: float
    timed_out: bool
    # PostgreSQL: connections others held on the server as the phones started, and its maximum.
    connections_before: tuple[int, int] | None = None

    # --- what the phones saw -------------------------------------------------------------------
    @property
    def acked(self) -> int:
        return sum(len(phone.acks) for phone in self.phones)

    def total(self, attribute: str) -> int:
        return sum(getattr(phone, attribute) for phone in self.phones)

    @property
    def dedup_failures(self) -> int:
        return sum(phone.dedup_failures for phone in self.phones)

    @property
    def unfinished(self) -> list[PhoneRecord]:
        return [phone for phone in self.phones if not phone.finished]

    # --- the verdict ---------------------------------------------------------------------------
    @property
    def duplicates_seen(self) -> int:
        """Everything that shows a move counted twice or a retry not recognised."""
        return self.dedup_failures + self.verdict.duplicated

    @property
    def failures(self) -> int:
        return (self.verdict.failures + self.dedup_failures + self.total("unexpected")
                + len(self.unfinished) + int(self.monkey.master_died) + int(self.timed_out))

    @property
    def passed(self) -> bool:
        """A normal run passes with no failure at all; the negative control passes when the
        harness saw duplicates (with idempotency off it must)."""
        if self.config.honour_idempotency:
            return self.failures == 0
        return self.duplicates_seen > 0


def run_chaos(config: ChaosConfig, *, progress: Callable[[str], None] | None = None,
              keep_log: Path | None = None) -> ChaosResult:
    say = progress or (lambda _text: None)
    counts = config.moves_per_phone()
    say(f"generating {config.phones} legal Mini Golf scripts, {config.moves} moves in all")
    scripts = [golf.legal_moves(count, seed=config.seed * 1_000 + index)
               for index, count in enumerate(counts)]
    env = {"UNSAFE_IGNORE_IDEMPOTENCY": "0" if config.honour_idempotency else "1"}
    with temporary_folder() as folder, scratch_database(config, folder) as database_url:
        log_path = folder / "gunicorn.log"
        try:
            with running_server(database_url, log_path, workers=config.workers,
                                threads=config.threads, env=env) as server:
                say(f"gunicorn up on 127.0.0.1:{server.port} ({config.backend}, "
                    f"{config.workers} workers × {config.threads} threads)")
                records = _create_matches(server, scripts, config)
                connections = connections_in_use(database_url)
                if connections:
                    say(f"PostgreSQL: {connections[0]} of {connections[1]} connections in use "
                        f"(this server's included)")
                phones, monkey, duration, timed_out = _play(server, records, config,
                                                            database_url, say)
        finally:
            if keep_log is not None and log_path.exists():
                keep_log.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(log_path, keep_log)
        log_text = log_path.read_text(errors="replace") if log_path.exists() else ""
        say("server stopped; checking the database")
        verdict = verify(database_url, phones)
    return ChaosResult(config, phones, monkey, verdict, serverlog.read(log_text), duration,
                       timed_out, connections)


def _create_matches(server: ChaosServer, scripts: list[list[dict]],
                    config: ChaosConfig) -> list[PhoneRecord]:
    """One match per phone, made before the chaos starts (creation is not what is under test)."""
    wire = Wire(server.port, config.request_timeout_s)
    records = []
    try:
        for index, script in enumerate(scripts):
            body = golf.match_body(golf.MAX_HOLES)
            for _attempt in range(CREATE_ATTEMPTS):
                answer = wire.send("POST", MATCHES_PATH, body, {"Content-Type": "application/json"})
                if answer.status == 201:
                    break
                time.sleep(0.1)
            else:
                raise RuntimeError(f"could not create a match: {answer.status} "
                                   f"{str(answer.body)[:300]}")
            records.append(PhoneRecord(f"p{index}", answer.body["id"], answer.body["host_token"],
                                       script))
    finally:
        wire.close()
    return records


def _play(server: ChaosServer, records: list[PhoneRecord], config: ChaosConfig,
          database_url: str, say: Callable[[str], None]
          ) -> tuple[list[PhoneRecord], MonkeyRecord, float, bool]:
    abort = threading.Event()
    acked = Counter()
    settings = PhoneSettings(port=server.port, run_id=uuid.uuid4().hex[:8],
                             resend_share=config.resend_share,
                             request_timeout_s=config.request_timeout_s,
                             move_deadline_s=config.move_deadline_s,
                             max_attempts=config.max_attempts_per_move, seed=config.seed)
    phones = [Phone(record, settings, abort, acked) for record in records]
    threads = [threading.Thread(target=phone.play, name=phone.record.name, daemon=True)
               for phone in phones]
    monkey = Monkey(server, kill_every_ms=config.kill_every_ms,
                    min_ready_ms=config.min_ready_ms,
                    database_url=database_url if config.backend == "postgresql" else None,
                    terminate_every_ms=config.terminate_every_ms,
                    spare_booting_workers=config.spare_booting_workers, abort=abort,
                    seed=config.seed)
    started = time.monotonic()
    deadline = started + config.run_deadline_s
    monkey.start()
    for thread in threads:
        thread.start()
    timed_out = False
    next_report = started + PROGRESS_EVERY_S
    try:
        for thread in threads:
            while thread.is_alive():
                now = time.monotonic()
                if now > deadline:
                    timed_out = True
                    abort.set()
                    break
                if now >= next_report:
                    record = monkey.record
                    say(f"{now - started:5.0f} s: {acked.value} moves acknowledged, "
                        f"{record.kills} workers killed, "
                        f"{record.backends_terminated} backends terminated")
                    next_report = now + PROGRESS_EVERY_S
                thread.join(timeout=0.5)
            if timed_out:
                break
        duration = time.monotonic() - started
    finally:
        abort.set()  # in any case, no phone outlives this function
        for thread in threads:
            thread.join(timeout=config.request_timeout_s + 5)
        monkey_record = monkey.stop()
    return [phone.record for phone in phones], monkey_record, duration, timed_out
