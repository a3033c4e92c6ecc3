"""SSE fan-out: a hall of phones watching, and how long a move takes to reach all of them.

Opens `streams` event streams (`GET /matches/{id}/events` with the host token), spread evenly
over `matches` matches, and waits until every one has its first event (the current version).
Then one client plays `moves` moves round-robin over the matches at `rate` moves/s and, for
each, times how long until every stream of that match has seen that version (or a later one:
the server may coalesce versions), from the moment the move was sent, and from its 201. After
each move it also times one `GET /health`, to show what the held threads leave for requests.

The streams cost the client almost nothing: one thread reads all of them with `selectors`
(epoll) on non-blocking sockets, decoding HTTP/1.1 chunked bodies and SSE by hand. It stamps
each event when `recv` returns, and its CPU time is reported beside the server's.
"""
from __future__ import annotations

import json
import math
import selectors
import socket
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

from ..client import HOST, Client
from ..plans import HEALTH_PATH, Match, create_match, move_headers, move_path
from ..server import Server
from ..timed import percentile
from .backends import DatabaseCpu, Served

OPEN_TIMEOUT_S = 60.0  # every stream must have its first event by then
SETTLE_TIMEOUT_S = 5.0  # after the last move, for the last versions to arrive
CONNECT_TIMEOUT_S = 5.0
MAX_ERROR_SAMPLES = 5

Say = Callable[[str], None]


class FanoutError(RuntimeError):
    pass


@dataclass(frozen=True)
class Fanout:
    streams: int
    matches: int
    opened: int  # streams that answered 200 and sent their first event in time
    open_s: float  # from the first connect until every stream had its first event
    first_event_ms: tuple[float, float, float]  # p50, p95, max from connect to first event
    moves: int
    rate: float
    from_send_ms: tuple[float, ...]  # per move: send → the last of its match's streams has it
    from_reply_ms: tuple[float, ...]  # per move: 201 received → the same (0 if before the 201)
    missed: int  # (move, stream) pairs never delivered within the settle time
    move_ms: tuple[float, ...]
    health_ms: tuple[float, ...]
    errors: int
    error_samples: tuple[str, ...]
    per_worker: tuple[int, ...]  # streams held by each gunicorn worker (from their sockets)
    server_cpu: float | None  # gunicorn's share of one core while the moves were played
    database_cpu: float | None  # PostgreSQL's processes' share of one core (None on SQLite)
    client_cpu: float  # the stream reader's share of one core, over the same time
    window_s: float


@dataclass
class _Stream:
    index: int
    match_index: int
    sock: socket.socket | None = None
    connected_at: float = 0.0
    status: int = 0
    head: bytes = b""
    headers_done: bool = False
    chunked: bool = False
    raw: bytes = b""
    text: bytes = b""
    seen: list[tuple[int, float]] = field(default_factory=list)  # (version, when), in order
    latest: int = -1
    closed: str = ""  # why the stream ended, if it did

    def feed(self, data: bytes, now: float) -> None:
        if not self.headers_done:
            self.head += data
            end = self.head.find(b"\r\n\r\n")
            if end < 0:
                return
            head, data = self.head[:end].decode("latin-1"), self.head[end + 4:]
            self.head, self.headers_done = b"", True
            lines = head.split("\r\n")
            self.status = int(lines[0].split()[1])
            headers = {name.strip().lower(): value.strip()
                       for name, _, value in (line.partition(":") for line in lines[1:])}
            self.chunked = "chunked" in headers.get("transfer-encoding", "").lower()
            if self.status != 200:
                self.closed = f"answered {self.status}"
                return
        if not self.chunked:
            self._events(data, now)
            return
        self.raw += data
        while True:  # whole chunks only: an event is one small chunk
            line_end = self.raw.find(b"\r\n")
            if line_end < 0:
                return
            size = int(self.raw[:line_end].split(b";")[0], 16)
            chunk_end = line_end + 2 + size
            if len(self.raw) < chunk_end + 2:
                return
            chunk, self.raw = self.raw[line_end + 2:chunk_end], self.raw[chunk_end + 2:]
            if size == 0:
                self.closed = "the server ended the stream"
                return
            self._events(chunk, now)

    def _events(self, data: bytes, now: float) -> None:
        self.text += data
        *events, self.text = self.text.split(b"\n\n")
        for event in events:
            for line in event.split(b"\n"):
                if line.startswith(b"data:"):
                    version = int(json.loads(line[5:])["version"])
                    if version > self.latest:
                        self.latest = version
                        self.seen.append((version, now))

    def seen_at(self, version: int) -> float | None:
        """When this stream first saw `version` or a later one."""
        for seen_version, when in self.seen:
            if seen_version >= version:
                return when
        return None


class _Reader(threading.Thread):
    """Connects every stream, then reads them all with one selector until stopped."""

    def __init__(self, port: int, streams: Sequence[_Stream], requests: Sequence[bytes]) -> None:
        super().__init__(name="sse-reader", daemon=True)
        self.port, self.streams, self.requests = port, streams, requests
        self.stop = threading.Event()
        self.connected = threading.Event()
        self.failure: BaseException | None = None

    def cpu_now(self) -> float:
        """The reader thread's CPU seconds so far (Linux; 0 where the clock is not offered)."""
        try:
            return time.clock_gettime(time.pthread_getcpuclockid(self.ident))
        except (AttributeError, OSError, TypeError):
            return 0.0

    def run(self) -> None:
        selector = selectors.DefaultSelector()
        try:
            for stream, request in zip(self.streams, self.requests):
                sock = socket.create_connection((HOST, self.port), timeout=CONNECT_TIMEOUT_S)
                sock.sendall(request)
                sock.setblocking(False)
                stream.sock, stream.connected_at = sock, time.perf_counter()
                selector.register(sock, selectors.EVENT_READ, stream)
                self._read(selector, 0)  # what has arrived, so first events are stamped on time
            self.connected.set()
            while not self.stop.is_set():
                self._read(selector, 0.05)
        except BaseException as error:  # noqa: BLE001 - reported by the main thread
            self.failure = error
            self.connected.set()
        finally:
            selector.close()

    @staticmethod
    def _read(selector: selectors.BaseSelector, timeout: float) -> None:
        for key, _mask in selector.select(timeout):
            stream = key.data
            try:
                data = stream.sock.recv(65536)
            except BlockingIOError:
                continue
            except OSError as error:
                data, stream.closed = b"", f"{type(error).__name__}: {error}"
            now = time.perf_counter()
            if data:
                stream.feed(data, now)
            if not data or stream.closed:
                stream.closed = stream.closed or "the server closed the connection"
                selector.unregister(stream.sock)


def measure(served: Served, create_body: bytes, scripts: Sequence[tuple[bytes, ...]], *,
            streams: int, matches: int, moves: int, rate: float, say: Say) -> Fanout:
    if streams < matches or moves < 1 or rate <= 0:
        raise ValueError("need at least one stream per match, one move and a positive rate")
    server = served.server
    client = Client(server.port)
    try:
        tables = [create_match(client, create_body) for _ in range(matches)]
    finally:
        client.close()
    watchers = [_Stream(index, index % matches) for index in range(streams)]
    requests = [_request(server.port, tables[stream.match_index]) for stream in watchers]
    reader = _Reader(server.port, watchers, requests)
    say(f"opening {streams} event streams on {matches} matches")
    started = time.perf_counter()
    reader.start()
    try:
        opened_at = _wait_open(reader, watchers, started)
        per_worker = _streams_per_worker(server)
        say(f"{sum(1 for s in watchers if s.seen)} streams open after {opened_at - started:.1f} s; "
            f"playing {moves} moves at {rate:g}/s")
        played = _play(served, reader, tables, scripts, moves, rate)
        _settle(watchers, played.moves, matches)
    finally:
        reader.stop.set()
        reader.join(5)
        for stream in watchers:
            if stream.sock is not None:
                stream.sock.close()
    return _result(watchers, tables, played, opened_at - started, per_worker, rate)


@dataclass
class _Played:
    moves: list[tuple[int, int, float, float]]  # (match index, version, sent, 201 received)
    move_ms: list[float]
    health_ms: list[float]
    errors: list[str]
    server_cpu: float | None
    database_cpu: float | None
    client_cpu: float
    window_s: float


def _request(port: int, match: Match) -> bytes:
    return (f"GET /api/v1/matches/{match.id}/events HTTP/1.1\r\nHost: {HOST}:{port}\r\n"
            f"Authorization: Bearer {match.host_token}\r\nAccept: text/event-stream\r\n"
            "Cache-Control: no-cache\r\n\r\n").encode()


def _wait_open(reader: _Reader, watchers: Sequence[_Stream], started: float) -> float:
    deadline = started + OPEN_TIMEOUT_S
    while time.perf_counter() < deadline:
        if reader.failure is not None:
            raise FanoutError(f"opening the streams failed: {reader.failure!r}")
        if reader.connected.is_set() and all(s.seen or s.closed for s in watchers):
            break
        time.sleep(0.01)
    return max((s.seen[0][1] for s in watchers if s.seen), default=time.perf_counter())


def _play(served: Served, reader: _Reader, tables: Sequence[Match],
          scripts: Sequence[tuple[bytes, ...]], moves: int, rate: float) -> _Played:
    """Moves round-robin over the matches, paced at `rate`; each followed by one health check."""
    server, database = served.server, served.database_cpu
    client = Client(server.port)
    played: list[tuple[int, int, float, float]] = []
    move_ms: list[float] = []
    health_ms: list[float] = []
    errors: list[str] = []
    next_move = [0] * len(tables)
    cpu_before, reader_before = server.cpu_seconds(), reader.cpu_now()
    database_before = database.sample() if database is not None else None
    opened = time.perf_counter()
    try:
        for count in range(moves):
            index = count % len(tables)
            table, number = tables[index], next_move[index]
            script = scripts[index % len(scripts)]
            if number >= len(script):
                raise FanoutError("the move scripts are shorter than the moves asked for")
            scheduled = opened + count / rate
            pause = scheduled - time.perf_counter()
            if pause > 0:
                time.sleep(pause)
            sent = time.perf_counter()
            status, body = client.send("POST", move_path(table.id), script[number],
                                       move_headers(table.host_token, f"fanout-{index}-{number}"))
            replied = time.perf_counter()
            if status != 201:
                errors.append(f"POST {move_path(table.id)} -> {status} {body[:300]!r}")
                continue
            next_move[index] += 1
            move_ms.append((replied - sent) * 1000)
            played.append((index, json.loads(body)["version"], sent, replied))
            checked = time.perf_counter()
            status, body = client.send("GET", HEALTH_PATH)
            if status == 200:
                health_ms.append((time.perf_counter() - checked) * 1000)
            else:
                errors.append(f"GET {HEALTH_PATH} -> {status} {body[:300]!r}")
    finally:
        client.close()
    window = time.perf_counter() - opened
    cpu_after, reader_after = server.cpu_seconds(), reader.cpu_now()
    database_after = database.sample() if database is not None else None
    busy = None if cpu_before is None or cpu_after is None else (cpu_after - cpu_before) / window
    database_s = DatabaseCpu.spent(database_before, database_after)
    return _Played(played, move_ms, health_ms, errors, busy,
                   None if database_s is None else database_s / window,
                   (reader_after - reader_before) / window, window)


def _settle(watchers: Sequence[_Stream], played: Sequence[tuple[int, int, float, float]],
            matches: int) -> None:
    """Wait (bounded) until every stream has its match's last version."""
    last = {index: version for index, version, _sent, _replied in played}
    deadline = time.perf_counter() + SETTLE_TIMEOUT_S
    while time.perf_counter() < deadline:
        if all(s.closed or s.latest >= last.get(s.match_index, -1) for s in watchers):
            return
        time.sleep(0.01)


def _result(watchers: Sequence[_Stream], tables: Sequence[Match], played: _Played,
            open_s: float, per_worker: tuple[int, ...], rate: float) -> Fanout:
    by_match: dict[int, list[_Stream]] = {}
    for stream in watchers:
        by_match.setdefault(stream.match_index, []).append(stream)
    from_send, from_reply = [], []
    missed = 0
    for index, version, sent, replied in played.moves:
        arrivals = [stream.seen_at(version) for stream in by_match[index]]
        missed += sum(1 for when in arrivals if when is None)
        if any(when is None for when in arrivals):
            from_send.append(math.inf)
            from_reply.append(math.inf)
            continue
        last = max(arrivals)  # type: ignore[type-var]
        from_send.append((last - sent) * 1000)
        from_reply.append(max(0.0, last - replied) * 1000)
    opened = [s for s in watchers if s.seen and s.status == 200]
    first = sorted((s.seen[0][1] - s.connected_at) * 1000 for s in opened)
    failed = [f"stream {s.index}: {s.closed or 'no first event'}" for s in watchers
              if s.closed or not s.seen]
    errors = played.errors + failed
    return Fanout(
        streams=len(watchers), matches=len(tables), opened=len(opened), open_s=open_s,
        first_event_ms=(percentile(first, 50), percentile(first, 95), first[-1] if first else math.nan),
        moves=len(played.moves), rate=rate, from_send_ms=tuple(from_send),
        from_reply_ms=tuple(from_reply), missed=missed, move_ms=tuple(played.move_ms),
        health_ms=tuple(played.health_ms), errors=len(errors),
        error_samples=tuple(errors[:MAX_ERROR_SAMPLES]), per_worker=per_worker,
        server_cpu=played.server_cpu, database_cpu=played.database_cpu, client_cpu=played.client_cpu, window_s=played.window_s)


def _streams_per_worker(server: Server) -> tuple[int, ...]:
    """Established connections to the server's port held by each gunicorn worker (Linux /proc;
    empty elsewhere): with the streams open and no other client connected, the streams."""
    try:
        workers = sorted(int(child) for task in Path(f"/proc/{server.process.pid}/task").iterdir()
                         for child in (task / "children").read_text().split())
        inodes = {}
        for pid in workers:
            for fd in Path(f"/proc/{pid}/fd").iterdir():
                target = _link(fd)
                if target.startswith("socket:["):
                    inodes[target[8:-1]] = pid
        counts = dict.fromkeys(workers, 0)
        for table in ("/proc/net/tcp", "/proc/net/tcp6"):
            for line in Path(table).read_text().splitlines()[1:]:
                fields = line.split()
                local_port = int(fields[1].rpartition(":")[2], 16)
                if local_port == server.port and fields[3] == "01" and fields[9] in inodes:
                    counts[inodes[fields[9]]] += 1
    except (OSError, ValueError, IndexError):
        return ()
    return tuple(counts[pid] for pid in workers)


def _link(fd: Path) -> str:
    try:
        return str(fd.readlink())
    except OSError:
        return ""
