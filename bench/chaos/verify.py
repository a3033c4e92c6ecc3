"""The verdict, read straight from the database once the server has stopped.

For every phone's match:
- lost: an acknowledged move (seq k, the k-th scripted move) that is not in the log at seq k;
- duplicated: log rows that no acknowledgement explains (one unacknowledged row is allowed for
  a phone that stopped with a move in flight: its answer may have been lost);
- gaps: holes in the log's seqs 1..N, `version` other than N, `next_seq` other than N + 1;
- off-script: log rows that are not the scripted move at their place;
- replay mismatches: the stored snapshot differs from a fold of the stored log.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Sequence

from sqlalchemy import create_engine, func, select

from api.matches.lines import whole
from models.tables import IDEMPOTENCY, MATCH, MOVE
from rules import referee, registry
from rules.base import Move

from .phone import PhoneRecord

MAX_SAMPLES = 10


@dataclass
class Verdict:
    matches: int = 0
    log_rows: int = 0
    lost: int = 0
    duplicated: int = 0
    gaps: int = 0
    off_script: int = 0
    replay_mismatches: int = 0
    idempotency_records: int = 0
    samples: list[str] = field(default_factory=list)

    @property
    def failures(self) -> int:
        return self.lost + self.duplicated + self.gaps + self.off_script + self.replay_mismatches

    def note(self, text: str) -> None:
        if len(self.samples) < MAX_SAMPLES:
            self.samples.append(text)


def verify(database_url: str, records: Sequence[PhoneRecord]) -> Verdict:
    verdict = Verdict()
    engine = create_engine(database_url)
    try:
        with engine.connect() as conn:
            for record in records:
                row = conn.execute(select(MATCH).where(MATCH.c.id == record.match_id)).one()
                log = conn.execute(select(MOVE).where(MOVE.c.match_id == record.match_id)
                                   .order_by(MOVE.c.seq)).all()
                # The state as the service reads it, its long histories stored a line a row.
                state = whole(conn, record.match_id, row.state)
                _check_match(verdict, record, row, state, log)
            verdict.idempotency_records = conn.execute(
                select(func.count()).select_from(IDEMPOTENCY)).scalar_one()
    finally:
        engine.dispose()
    return verdict


def _check_match(verdict: Verdict, record: PhoneRecord, row: Any, state: Any, log: Sequence[Any]) -> None:
    verdict.matches += 1
    verdict.log_rows += len(log)
    name = f"{record.name} (match {record.match_id})"
    script = [_canonical(move) for move in record.script]
    by_seq = {entry.seq: _canonical(_wire(entry)) for entry in log}

    for index, seq in enumerate(record.acks):
        if index < len(script) and by_seq.get(seq) != script[index]:
            verdict.lost += 1
            verdict.note(f"{name}: acknowledged move {index + 1} (seq {seq}) is not in the log")

    allowance = 1 if record.in_flight is not None else 0
    extra = len(log) - len(record.acks) - allowance
    if extra > 0:
        verdict.duplicated += extra
        verdict.note(f"{name}: {len(log)} log rows for {len(record.acks)} acknowledged moves")

    seqs = [entry.seq for entry in log]
    holes = len(set(range(1, (max(seqs) if seqs else 0) + 1)) - set(seqs))
    if holes or row.version != len(log) or row.next_seq != len(log) + 1:
        verdict.gaps += max(holes, 1)
        verdict.note(f"{name}: seqs with {holes} holes, version {row.version}, "
                     f"next_seq {row.next_seq}, {len(log)} log rows")

    for place, entry in enumerate(log):
        if place >= len(script) or by_seq[entry.seq] != script[place]:
            verdict.off_script += 1
            verdict.note(f"{name}: log row {place + 1} (seq {entry.seq}) is not scripted move "
                         f"{place + 1}")

    rules = registry.get(row.game)
    folded = referee.fold(rules, len(row.players), row.options,
                          [(Move(entry.type, entry.seat, entry.payload, entry.seq), entry.now_ms)
                           for entry in log])
    if rules.dump(folded) != state:
        verdict.replay_mismatches += 1
        verdict.note(f"{name}: the stored snapshot differs from a replay of its log")


def _wire(entry: Any) -> dict[str, Any]:
    return {"type": entry.type, "seat": entry.seat, "payload": entry.payload}


def _canonical(move: dict[str, Any]) -> str:
    return json.dumps(move, sort_keys=True, separators=(",", ":"))
