"""A deliberately cheap HTTP client: one persistent keep-alive connection to 127.0.0.1.

Client and server share the machine's cores, so every microsecond the client spends is taken
from the server; http.client with a kept-alive connection is the cheapest thing the standard
library offers. Only the loopback address is ever contacted.
"""
from __future__ import annotations

import http.client
import json
from typing import Any, Mapping

HOST = "127.0.0.1"
TIMEOUT_S = 30.0

# (status, body); status 0 means the connection failed and the body says how.
Reply = tuple[int, bytes]
# How a request fails on a kept-alive connection that the server has closed meanwhile.
STALE = (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected)


class Client:
    def __init__(self, port: int) -> None:
        self.port = port
        self._conn: http.client.HTTPConnection | None = None

    def send(self, method: str, path: str, body: bytes | None = None,
             headers: Mapping[str, str] | None = None) -> Reply:
        for _attempt in range(2):
            reused = self._conn is not None
            if self._conn is None:
                self._conn = http.client.HTTPConnection(HOST, self.port, timeout=TIMEOUT_S)
            try:
                self._conn.request(method, path, body, dict(headers or {}))
                response = self._conn.getresponse()
                data = response.read()
                break
            except (OSError, http.client.HTTPException) as error:
                self.close()  # a fresh connection next time
                if not (reused and isinstance(error, STALE)):
                    return 0, f"{type(error).__name__}: {error}".encode()
                # The server had closed the kept-alive connection while it sat idle (gunicorn
                # does after its keep-alive timeout, 2 s): send again on a fresh one, once, as
                # browsers do. Moves carry an Idempotency-Key, so this can never play one twice.
        if response.will_close:
            self.close()
        return response.status, data

    def call(self, method: str, path: str, payload: Any = None,
             headers: Mapping[str, str] | None = None) -> tuple[int, Any]:
        """A JSON request and its decoded JSON answer (None when the body is not JSON)."""
        body = None if payload is None else json.dumps(payload).encode()
        sent = {"Content-Type": "application/json", **(headers or {})}
        status, data = self.send(method, path, body, sent)
        try:
            return status, json.loads(data) if data else None
        except ValueError:
            return status, None

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
