"""A phone's connection: one keep-alive HTTP connection to 127.0.0.1, reopened after any failure.

Like `bench.client.Client`, but it also returns the answer's headers (a phone must see
`Idempotent-Replayed`) and tells a timeout from a refused or broken connection.
"""
from __future__ import annotations

import http.client
import json
import socket
from dataclasses import dataclass, field
from typing import Any, Mapping

from bench.client import HOST

# Status stand-ins for answers that never came.
BROKEN = 0  # refused, reset, closed mid-answer: a killed worker
TIMED_OUT = -1


@dataclass(frozen=True)
class Answer:
    status: int
    headers: Mapping[str, str] = field(default_factory=dict)
    body: Any = None  # decoded JSON, or the failure's description
    error: str = ""

    @property
    def replayed(self) -> bool:
        return self.headers.get("idempotent-replayed", "").lower() == "true"


class Wire:
    def __init__(self, port: int, timeout_s: float) -> None:
        self.port = port
        self.timeout_s = timeout_s
        self._conn: http.client.HTTPConnection | None = None

    def send(self, method: str, path: str, body: bytes | None,
             headers: Mapping[str, str]) -> Answer:
        if self._conn is None:
            self._conn = http.client.HTTPConnection(HOST, self.port, timeout=self.timeout_s)
        try:
            self._conn.request(method, path, body, dict(headers))
            response = self._conn.getresponse()
            data = response.read()
        except (socket.timeout, TimeoutError) as error:
            self.close()
            return Answer(TIMED_OUT, error=f"{type(error).__name__}: {error}")
        except (OSError, http.client.HTTPException) as error:
            self.close()
            return Answer(BROKEN, error=f"{type(error).__name__}: {error}")
        answer_headers = {name.lower(): value for name, value in response.getheaders()}
        if response.will_close:
            self.close()
        try:
            decoded = json.loads(data) if data else None
        except ValueError:
            decoded = data[:300]
        return Answer(response.status, answer_headers, decoded)

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
