"""One simulated phone: plays its own match's script in order, one move at a time.

For every move it sends a fresh Idempotency-Key and retries the SAME key after a broken
connection, a timeout or a 5xx, until the server acknowledges the move with a 201 (bounded in
attempts and time). With probability `resend_share` it then sends the same key and body once
more and expects the stored answer: 201, `Idempotent-Replayed: true`, the same seq.

Because the phone alone drives its match, the k-th acknowledged move must carry seq k. Anything
else the phone sees is written down, never hidden:

- `retry_refused`: a retry answered 409. The move was applied by an earlier attempt whose answer
  was lost, and the server judged the retry afresh instead of replaying it.
- `wrong_seq`: a 201 whose seq is not the move's place in the script (a move applied twice).
- `resend_not_replayed`: a duplicate resend answered with anything but the replay of its ack.
- `unexpected`: any other answer (a 4xx other than the above, a replay of a key never sent).

After a `wrong_seq`, a resend applied afresh, or a refused retry, the match no longer follows
the script (or the phone cannot know whether it does), so the phone stops there.
"""
from __future__ import annotations

import json
import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from bench.plans import move_headers, move_path

from .wire import BROKEN, TIMED_OUT, Answer, Wire

BACKOFF_FIRST_S = 0.02
BACKOFF_MAX_S = 0.5
MAX_SAMPLES = 5


@dataclass
class PhoneRecord:
    name: str
    match_id: str
    host_token: str
    script: list[dict[str, Any]]
    acks: list[int] = field(default_factory=list)  # the seq of each acknowledged move, in order
    in_flight: int | None = None  # the index of a move sent but never acknowledged
    attempts: int = 0
    retries: int = 0
    broken: int = 0  # connections refused, reset or closed mid-answer
    timeouts: int = 0
    server_errors: int = 0  # 5xx answers
    lost_acks: int = 0  # a retry answered as a replay: the earlier attempt's answer was lost
    resends: int = 0
    resends_replayed: int = 0
    resend_not_replayed: int = 0
    retry_refused: int = 0
    wrong_seq: int = 0
    unexpected: int = 0
    samples: list[str] = field(default_factory=list)
    gave_up: str | None = None

    @property
    def dedup_failures(self) -> int:
        return self.resend_not_replayed + self.retry_refused + self.wrong_seq

    @property
    def finished(self) -> bool:
        return len(self.acks) == len(self.script)

    def note(self, text: str) -> None:
        if len(self.samples) < MAX_SAMPLES:
            self.samples.append(text)


@dataclass(frozen=True)
class PhoneSettings:
    port: int
    run_id: str
    resend_share: float
    request_timeout_s: float
    move_deadline_s: float
    max_attempts: int
    seed: int


class Phone:
    def __init__(self, record: PhoneRecord, settings: PhoneSettings, abort: threading.Event,
                 acked: "Counter") -> None:
        self.record = record
        self.settings = settings
        self.abort = abort
        self.acked = acked
        self.rng = random.Random(f"{settings.seed}-{record.name}")
        self.wire = Wire(settings.port, settings.request_timeout_s)
        self.path = move_path(record.match_id)

    def play(self) -> None:
        try:
            for index, move in enumerate(self.record.script):
                if not self._play_one(index, move):
                    return
        finally:
            self.wire.close()

    def _play_one(self, index: int, move: dict[str, Any]) -> bool:
        record = self.record
        body = json.dumps(move, separators=(",", ":")).encode()
        key = f"{self.settings.run_id}-{record.name}-{index}"
        headers = move_headers(record.host_token, key)
        record.in_flight = index
        answer, attempts = self._until_answered(body, headers)
        if answer is None:
            record.gave_up = f"move {index + 1}: no answer after {attempts} attempts"
            return False
        expected_seq = len(record.acks) + 1
        if answer.status == 409 and attempts > 1:
            record.retry_refused += 1
            record.note(f"move {index + 1}: retry {attempts} refused: {_rule(answer)}")
            record.gave_up = f"move {index + 1}: a retry was refused (409)"
            return False
        if answer.status != 201:
            record.unexpected += 1
            record.note(f"move {index + 1}: {answer.status} {_short(answer.body)}")
            record.gave_up = f"move {index + 1}: answered {answer.status}"
            return False
        seq = answer.body.get("seq") if isinstance(answer.body, dict) else None
        if answer.replayed and attempts == 1:
            record.unexpected += 1
            record.note(f"move {index + 1}: a fresh key was answered as a replay")
        if answer.replayed:
            record.lost_acks += 1
        record.acks.append(seq)
        record.in_flight = None
        self.acked.add()
        if seq != expected_seq:
            record.wrong_seq += 1
            record.note(f"move {index + 1}: acknowledged with seq {seq}, expected {expected_seq}")
            record.gave_up = f"move {index + 1}: seq {seq} instead of {expected_seq}"
            return False
        if self.rng.random() < self.settings.resend_share:
            return self._resend(index, body, headers, seq)
        return True

    def _resend(self, index: int, body: bytes, headers: dict[str, str], seq: int) -> bool:
        record = self.record
        record.resends += 1
        answer, attempts = self._until_answered(body, headers)
        if answer is None:
            record.gave_up = f"move {index + 1}: resend got no answer after {attempts} attempts"
            return False
        replayed_seq = answer.body.get("seq") if isinstance(answer.body, dict) else None
        if answer.status == 201 and answer.replayed and replayed_seq == seq:
            record.resends_replayed += 1
            return True
        record.resend_not_replayed += 1
        record.note(f"move {index + 1}: resend answered {answer.status}"
                    f"{' (replay)' if answer.replayed else ''} seq {replayed_seq}, ack was {seq}: "
                    f"{_rule(answer)}")
        if answer.status == 201 and not answer.replayed:
            # Applied a second time: the log now holds a row no acknowledgement of the script
            # explains (the database check counts it as duplicated), so the phone stops.
            record.gave_up = f"move {index + 1}: a duplicate resend was applied again"
            return False
        return True  # refused (409) or some other answer: the match itself did not change

    def _until_answered(self, body: bytes, headers: dict[str, str]) -> tuple[Answer | None, int]:
        """Send until an answer that is neither a failure of transport nor a 5xx."""
        record = self.record
        deadline = time.monotonic() + self.settings.move_deadline_s
        pause = BACKOFF_FIRST_S
        for attempt in range(1, self.settings.max_attempts + 1):
            if self.abort.is_set() or time.monotonic() > deadline:
                return None, attempt - 1
            record.attempts += 1
            if attempt > 1:
                record.retries += 1
            answer = self.wire.send("POST", self.path, body, headers)
            if answer.status == BROKEN:
                record.broken += 1
            elif answer.status == TIMED_OUT:
                record.timeouts += 1
            elif answer.status >= 500:
                record.server_errors += 1
            else:
                return answer, attempt
            # Jittered, growing pauses: every phone hit by the same kill does not return at once.
            time.sleep(pause * (0.5 + self.rng.random()))
            pause = min(pause * 2, BACKOFF_MAX_S)
        return None, self.settings.max_attempts


class Counter:
    """A thread-safe running count, for progress lines."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.value = 0

    def add(self) -> None:
        with self._lock:
            self.value += 1


def _rule(answer: Answer) -> str:
    if isinstance(answer.body, dict):
        return str(answer.body.get("rule") or answer.body.get("title") or "")
    return _short(answer.body)


def _short(body: Any) -> str:
    return str(body)[:200]
