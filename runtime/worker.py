"""The gunicorn worker the app runs in: gthread, made safe against clients that send slowly.

gunicorn's gthread worker gives each new connection a thread as soon as it is accepted, and that
thread then blocks until the request has arrived, however long the client takes. Half-sent
requests (slowloris) could so hold every thread, and a few thousand connections from one client
fill every connection slot, until nobody else was answered. This worker:

- reads each request in its main loop, without a thread, until the request line, headers and
  body (up to MAX_CONTENT_LENGTH) are all here; only then does a thread take it. Over TLS
  (gunicorn's certfile and keyfile, as `make run` serves the LAN), the handshake too is done
  there, without blocking. A request that has not arrived whole within REQUEST_ARRIVAL_SECONDS
  of its connection (handshake included) is dropped. What a thread still has to read itself (a
  chunked or oversized body) must arrive within the same deadline;
- caps the connections one client address holds open in this worker (MAX_CONNECTIONS_PER_ADDRESS;
  not behind TRUST_PROXY, where every connection comes from the proxy). Beyond, a new
  connection is answered 429 at once and closed (over TLS, just closed: before a handshake
  there is no way to answer);
- closes a connection "gracefully" (FIN, then a short wait for the client's own close) in its
  main loop, where gunicorn would block its main loop for up to 2 s per connection;
- on SQLite (MOVES_IN_MAIN_LOOP), plays a move in its main loop instead of handing it to a
  thread, once the whole request is here, and sends the answer without blocking; what the client
  does not take at once is sent from a thread. Writers take turns on SQLite anyway, so the loop
  loses no parallelism, and a move no longer goes main loop -> thread -> main loop with the GIL
  passed at each step: measured, that hand-off was a third of a move's CPU (docs/benchmarks.md).
  The loop never waits for the database's writer, though (an undo of a long log holds it for
  seconds, another worker or a tool may hold it): a move that finds it busy is parked, and a
  watcher thread waits for the writer on the loop's behalf, takes it for the loop and wakes it;
  a move still parked after PARK_SECONDS starts over in a thread, which waits there
  (models/db.py, without_waiting).
  Parking keeps the moves that meet the other worker's move (writes of a millisecond; about two
  in five at full speed with two workers) out of the threads, where each cost half again as much.

Kept-alive idle connections still wait in the poller without a thread, as in gunicorn. It speaks
HTTP/1.x only; HTTP/2 is for a proxy in front. It subclasses gunicorn 27's gthread worker and
relies on its internals, every one reached through runtime/gunicorn_internals.py (which fails at
import if the installed gunicorn lacks one; pyproject.toml bounds the version).
"""
from __future__ import annotations

import errno
import json
import math
import os
import re
import resource
import socket
import ssl
import threading
import time
from collections import Counter, deque
from concurrent.futures import Future
from enum import Enum
from functools import partial
from typing import Any, Callable

from gunicorn import sock as gunicorn_sock

from api import MAIN_LOOP_WRITER
from api.config import ConfigError, load_settings
from models.db import WriterBusy, without_waiting

from . import gunicorn_internals as gi

# A request head longer than this (request line and headers) is refused with 431: gunicorn's own
# limits allow far more, and no phone sends a tenth of it.
HEAD_LIMIT = 64 * 1024
# How long a closing connection waits for the client's own close (RFC 9112 §9.6), as gunicorn.
LINGER_SECONDS = 2.0
RECV_SIZE = 64 * 1024
# A move that finds the database's writer busy waits for it parked in the main loop for at most
# PARK_SECONDS, then in a thread, which blocks until its turn. Where the writer cannot be watched
# (no lock file: only SQLite's own lock was busy), the loop looks again this often.
PARK_SECONDS = 0.05
PARK_RETRY_SECONDS = 0.001
# File descriptors a worker may open: each connection takes one, and common systems start a
# process at 1024, fewer than gunicorn's 1000 connections plus the database's and the log's.
WANTED_OPEN_FILES = 65536


# A move (api/matches/routes/moves.py), the one request the main loop may run itself.
MOVE_REQUEST = re.compile(rb"POST /api/v1/matches/[^/?# ]+/moves(?:\?[^ ]*)? HTTP/1\.[01]\r\n")


class Arrival(Enum):
    WAIT = "wait"  # more is coming
    READY = "ready"  # a thread can take it (whole, or the parser must decide about it)
    HEAD_TOO_LARGE = "head too large"


def arrival(data: bytes | bytearray, body_limit: int) -> Arrival:
    """Whether what a connection has sent so far is a whole request.

    Only as much as needed to know when to stop waiting: the parser does the real parsing, and
    refuses what is malformed. Hence READY for anything this cannot judge (a chunked body, a
    body that waits for "100 Continue", a Content-Length that is no number or comes twice, a body larger than the app accepts,
    which
    the app answers 413 without reading).
    """
    end = data.find(b"\r\n\r\n")
    if end < 0:
        return Arrival.HEAD_TOO_LARGE if len(data) > HEAD_LIMIT else Arrival.WAIT
    if end > HEAD_LIMIT:
        return Arrival.HEAD_TOO_LARGE
    length = _content_length(data[:end])
    if not length or length > body_limit:
        return Arrival.READY
    return Arrival.READY if len(data) - (end + 4) >= length else Arrival.WAIT


def whole_move(data: bytes | bytearray, body_limit: int) -> bool:
    """Whether `data` starts with a whole move: its request line, its head, and a body of the
    Content-Length it gives (not chunked, not waiting for "100 Continue"), within the limits.
    Only such a request is played in the main loop: the parser then never waits for the client."""
    if not MOVE_REQUEST.match(data) or arrival(data, body_limit) is not Arrival.READY:
        return False
    # READY also stands for what the parser must judge; a whole move has a length within limits.
    length = _content_length(data[:data.find(b"\r\n\r\n")])
    return bool(length) and length <= body_limit


def _content_length(head: bytes | bytearray) -> int | None:
    """The head's one Content-Length; None if it has none, or its body is framed otherwise (chunks,
    a wait for "100 Continue", a length that is no number or comes twice), for the parser to judge."""
    length = None
    for line in bytes(head).split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        name = name.strip().lower()
        if name in (b"transfer-encoding", b"expect"):
            return None
        if name == b"content-length":
            value = value.strip()
            if length is not None or not value.isdigit():
                return None
            length = int(value)
    return length


def raw_problem(status: int, title: str, detail: str, headers: dict[str, str] | None = None) -> bytes:
    """A whole problem+json response, for the answers the worker gives before the app sees any
    request (so in English: the request's languages are unknown)."""
    body = json.dumps({"type": "about:blank", "title": title, "status": status,
                       "detail": detail}).encode()
    lines = [f"HTTP/1.1 {status} {title}", "Content-Type: application/problem+json",
             f"Content-Length: {len(body)}", "Connection: close",
             *(f"{name}: {value}" for name, value in (headers or {}).items())]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


class AnswerBuffer:
    """Stands in for a connection's socket while the main loop plays a move on it: gunicorn
    writes the answer here, and the loop then sends it without blocking (send_now)."""

    def __init__(self) -> None:
        self.data = bytearray()

    def sendall(self, data: bytes) -> None:
        self.data += data

    def send(self, data: bytes) -> int:
        self.data += data
        return len(data)

    def setblocking(self, _flag: bool) -> None:
        pass

    def shutdown(self, _how: int) -> None:
        # gunicorn half-closes a connection whose answer failed midway; the loop closes the real
        # socket itself once what was written has been sent.
        raise OSError(errno.ENOTCONN, "an answer being written is not a connection")

    def close(self) -> None:
        pass


def send_now(sock: socket.socket, data: bytes | bytearray) -> bytes | None:
    """Send as much of `data` as the socket takes without waiting: the rest (b"" if it all went),
    or None if the client has gone."""
    sock.setblocking(False)
    view, sent = memoryview(data), 0
    try:
        while sent < len(view):
            try:
                sent += sock.send(view[sent:])
            except (BlockingIOError, InterruptedError, ssl.SSLWantWriteError, ssl.SSLWantReadError):
                break
            except OSError:
                return None
        return bytes(view[sent:])
    finally:
        view.release()


class DeadlineUnreader(gi.SocketUnreader):
    """Reads what a thread must still read of a request, within the connection's deadline.

    A read that would pass the deadline reads nothing, as if the client had gone: the parser then
    gives up on the request and the connection is closed.
    """

    def __init__(self, sock: socket.socket, conn: "GuardedConn") -> None:
        super().__init__(sock)
        self.conn = conn

    def chunk(self, size_hint: int | None = None) -> bytes:
        remaining = self.conn.remaining()
        if remaining <= 0:
            return b""
        self.sock.settimeout(remaining)
        try:
            return super().chunk(size_hint)
        except TimeoutError:
            return b""
        finally:
            # Back to blocking: the answer is written without a deadline, as gunicorn writes it.
            self.sock.settimeout(None)


class NoWriter:
    """An app without a database writer to take (a test's WSGI callable): nothing to wait for."""

    @staticmethod
    def writer_looks_free() -> bool:
        return True

    @staticmethod
    def let_go_of_writer() -> None:
        pass

    @staticmethod
    def hand_writer_to_main_loop() -> bool:
        return False


class GuardedConn(gi.Connection):
    def __init__(self, cfg: Any, sock: socket.socket, client: Any, server: Any, address: str,
                 on_close: Callable[[str], None]) -> None:
        super().__init__(cfg, sock, client, server)
        self.address = address
        self.arrived = bytearray()
        self.deadline = 0.0
        self.handshaking = False  # over TLS, until the main loop has finished the handshake
        self.parked_until = 0.0  # a move waiting for the database's writer in the main loop
        self._on_close: Callable[[str], None] | None = on_close

    def remaining(self) -> float:
        return self.deadline - time.monotonic()

    def init(self) -> None:
        """Runs in the thread before each request: the parser gets what the main loop read."""
        if gi.needs_parser(self):
            # Over TLS, self.sock is already the TLS socket, its handshake done by the main loop.
            gi.new_parser(self, lambda sock: DeadlineUnreader(sock, self))
        if self.arrived:
            gi.unread(self, bytes(self.arrived))
            self.arrived.clear()

    def close(self, graceful: bool = False) -> None:
        super().close(graceful)
        if self._on_close is not None:  # once, whichever path closes it
            on_close, self._on_close = self._on_close, None
            on_close(self.address)


class GuardedThreadWorker(gi.ThreadWorker):
    @classmethod
    def check_config(cls, cfg: Any, log: Any) -> None:
        super().check_config(cfg, log)
        if any(protocol != "h1" for protocol in cfg.http_protocols):
            raise ConfigError("This worker speaks HTTP/1.x only; put HTTP/2 in a proxy in front.")

    def init_process(self) -> None:
        # The app's settings derive its cap on event streams from the threads (api/config.py):
        # the count this worker really runs, whatever the environment said.
        os.environ["WEB_THREADS"] = str(self.cfg.threads)
        self.configure(load_settings())
        _raise_open_files_limit()
        super().init_process()  # runs the main loop

    def configure(self, settings: dict[str, Any]) -> None:
        """The guards' settings and state, before the main loop starts."""
        self.arrival_seconds: float = settings["REQUEST_ARRIVAL_SECONDS"]
        self.body_limit: int = settings["MAX_CONTENT_LENGTH"]
        # Behind a proxy every connection comes from the proxy's address: the proxy caps them.
        self.per_address: int | None = (None if settings["TRUST_PROXY"]
                                        else settings["MAX_CONNECTIONS_PER_ADDRESS"])
        self.moves_in_main_loop: bool = settings["MOVES_IN_MAIN_LOOP"]
        self.by_address: Counter[str] = Counter()
        self.arriving: deque[GuardedConn] = deque()  # in deadline order
        self.lingering: deque[GuardedConn] = deque()  # in deadline order
        self.parked: deque[GuardedConn] = deque()  # moves waiting for the writer, in arrival order
        self._writer: Any = None  # the database (api/app.py), or NoWriter
        self._writer_wanted = threading.Event()  # the watcher's cue: a move is parked
        self._watcher: threading.Thread | None = None
        retry = max(1, math.ceil(self.arrival_seconds))
        self.too_many_connections = raw_problem(
            429, "Too Many Requests",
            f"Too many connections from this address; try again in {retry} s.",
            {"Retry-After": str(retry)})
        self.head_too_large = raw_problem(
            431, "Request Header Fields Too Large",
            f"The request line and headers are longer than {HEAD_LIMIT} bytes.")
        # One TLS context for every connection (gunicorn would load the certificate for each).
        self.tls_context: ssl.SSLContext | None = (gunicorn_sock.ssl_context(self.cfg)
                                                   if self.cfg.is_ssl else None)

    # -- accepting ---------------------------------------------------------------------------

    def accept(self, listener: socket.socket) -> None:
        try:
            client, addr = listener.accept()
        except OSError as error:
            if error.errno in (errno.EAGAIN, errno.ECONNABORTED, errno.EWOULDBLOCK):
                return
            raise
        address = addr[0] if isinstance(addr, tuple) else ""
        if self.per_address is not None and address and self.by_address[address] >= self.per_address:
            # Over TLS a plain-text answer would be noise to the client, and a handshake here would
            # block the main loop: the connection is just closed.
            self._refuse(client, b"" if self.cfg.is_ssl else self.too_many_connections)
            return
        gi.count_connection(self, +1)
        self.by_address[address] += 1
        conn = GuardedConn(self.cfg, client, addr, listener.getsockname(), address, self._forget)
        if self.tls_context is not None:
            try:  # no I/O yet: the handshake is done in the main loop as the client's bytes come
                conn.sock = self.tls_context.wrap_socket(
                    client, server_side=True, do_handshake_on_connect=False,
                    suppress_ragged_eofs=self.cfg.suppress_ragged_eofs)
            except OSError:  # the client has gone already
                self._close(conn)
                return
            conn.handshaking = True
        self._await_request(conn)

    def _forget(self, address: str) -> None:
        self.by_address[address] -= 1
        if self.by_address[address] <= 0:
            del self.by_address[address]

    @staticmethod
    def _refuse(client: socket.socket, answer: bytes) -> None:
        try:
            client.setblocking(False)
            if answer:
                client.send(answer)
        except OSError:
            pass
        finally:
            client.close()

    # -- a request arriving, in the main loop ------------------------------------------------

    def _await_request(self, conn: GuardedConn) -> None:
        conn.sock.setblocking(False)
        conn.deadline = time.monotonic() + self.arrival_seconds
        self.arriving.append(conn)
        gi.watch(self, conn.sock, partial(self._on_arriving, conn))

    def _on_arriving(self, conn: GuardedConn, _fileobj: Any = None) -> None:
        data = self._receive(conn)
        if data is None:
            return
        if not data:  # the client went away, or its TLS handshake failed
            self._stop_arriving(conn)
            self._close(conn)
            return
        conn.arrived += data
        state = arrival(conn.arrived, self.body_limit)
        if state is Arrival.WAIT:
            return
        self._stop_arriving(conn)
        if state is Arrival.HEAD_TOO_LARGE:
            self._refuse(conn.sock, self.head_too_large)
            self._close(conn)
            return
        gi.data_ready(conn)
        if self.moves_in_main_loop and whole_move(conn.arrived, self.body_limit):
            self._play_or_park(conn)
        else:
            gi.to_thread(self, conn)

    @staticmethod
    def _receive(conn: GuardedConn) -> bytes | None:
        """What the client has sent (decrypted, over TLS) without blocking: None if nothing yet
        (a handshake still under way counts as nothing), b"" if it went away."""
        try:
            if conn.handshaking:
                conn.sock.do_handshake()
                conn.handshaking = False
            data = conn.sock.recv(RECV_SIZE)
            # TLS may hold decrypted bytes that the poller cannot see: take them now.
            while isinstance(conn.sock, ssl.SSLSocket) and conn.sock.pending():
                data += conn.sock.recv(RECV_SIZE)
        except (BlockingIOError, InterruptedError, ssl.SSLWantReadError, ssl.SSLWantWriteError):
            return None
        except OSError:  # a reset, or a TLS error (a client that does not trust us, or no TLS)
            return b""
        return data

    def _stop_arriving(self, conn: GuardedConn) -> None:
        gi.unwatch(self, conn.sock)
        self.arriving.remove(conn)

    def on_client_socket_readable(self, conn: GuardedConn, client: Any) -> None:
        """A kept-alive connection sends its next request: it arrives as the first did."""
        gi.unwatch(self, client)
        gi.stop_keeping_alive(self, conn)
        self._await_request(conn)
        self._on_arriving(conn)

    def murder_pending(self) -> None:
        """Called by gunicorn's loop every second or sooner: drop what is past its deadline."""
        super().murder_pending()
        now = time.monotonic()
        for waiting in (self.arriving, self.lingering):
            while waiting and waiting[0].deadline <= now:
                conn = waiting.popleft()
                try:
                    gi.unwatch(self, conn.sock)
                except (OSError, KeyError, ValueError):
                    pass
                self._close(conn)

    def _close(self, conn: GuardedConn) -> None:
        gi.count_connection(self, -1)
        conn.close()

    # -- a move played in the main loop ------------------------------------------------------

    def _play_or_park(self, conn: GuardedConn) -> None:
        """Play the move now if the writer looks free and no move parked before it; park it if not,
        or if the writer was taken by the time the move's transaction began."""
        if self.parked or not self._main_loop_writer().writer_looks_free() or not self._play_here(conn):
            self._park(conn)

    def _park(self, conn: GuardedConn) -> None:
        conn.parked_until = time.monotonic() + PARK_SECONDS
        self.parked.append(conn)
        self._want_writer()

    def _want_writer(self) -> None:
        if self._watcher is None:
            self._watcher = threading.Thread(target=self._watch_writer, name="writer-watcher", daemon=True)
            self._watcher.start()
        self._writer_wanted.set()

    def _watch_writer(self) -> None:
        """The watcher thread: while moves are parked, wait until the writer is free, take it for
        the main loop, and wake the loop to play them. Handed over so, the writer goes to the
        parked moves as soon as the other worker lets go, as a waiting thread would have it."""
        writer = self._main_loop_writer()
        while True:
            self._writer_wanted.wait()
            self._writer_wanted.clear()
            if writer.hand_writer_to_main_loop():
                gi.in_main_loop(self, self._play_with_handed_writer)
            else:
                time.sleep(PARK_RETRY_SECONDS)
                gi.in_main_loop(self, self._unpark)

    def _play_with_handed_writer(self) -> None:
        try:
            self._unpark(handed=True)
        finally:
            self._main_loop_writer().let_go_of_writer()  # if no parked move was left to take it

    def wait_for_and_dispatch_events(self, timeout: float) -> None:
        """gunicorn's wait for events, no longer than until the oldest parked move's time is up."""
        if self.parked:
            timeout = min(timeout, max(0.0, self.parked[0].parked_until - time.monotonic()))
        super().wait_for_and_dispatch_events(timeout)
        if self.parked:
            self._unpark()

    def _unpark(self, *, handed: bool = False) -> None:
        """Play the parked moves, oldest first, while the writer is free (the first at once if the
        watcher `handed` it over: a look would let go of it); those parked past PARK_SECONDS go
        to a thread to wait there."""
        now, writer = time.monotonic(), self._main_loop_writer()
        while self.parked:
            conn = self.parked[0]
            if (handed or writer.writer_looks_free()) and self._play_here(conn):
                self.parked.popleft()
            elif conn.parked_until <= now:
                gi.to_thread(self, self.parked.popleft())
            else:
                break  # the moves behind it were parked later still
            handed = False
        if self.parked:
            self._want_writer()

    def _main_loop_writer(self) -> Any:
        if self._writer is None:
            self._writer = getattr(self.wsgi, "extensions", {}).get(MAIN_LOOP_WRITER) or NoWriter()
        return self._writer

    def _play_here(self, conn: GuardedConn) -> bool:
        """gunicorn's handle() on this thread, its answer written to a buffer, then sent without
        blocking; a client that does not take it all at once gets the rest from a thread, as
        every answer was sent before. The request is here whole (whole_move), so parsing it
        never waits for the client; and the database's writer is taken only if it is free at
        once. False if it was busy: nothing was read or answered, and the request is as it
        arrived, to start over."""
        sock, answer = conn.sock, AnswerBuffer()
        request = bytes(conn.arrived)
        writer_busy = False
        try:
            conn.init()  # the parser, on the real socket, takes what arrived
            conn.sock = answer
            with without_waiting():
                keep_alive = gi.handle(self, conn)  # answers what the app raises, as in a thread
        except WriterBusy:
            writer_busy = True
        except Exception:  # whatever it is, it must not stop the main loop
            self.log.exception("Error playing a move in the main loop")
            keep_alive = False
        finally:
            conn.sock = sock
        if writer_busy:
            # Nothing was read from the database or answered yet: the same request again, from
            # the start, on a new parser (this one has read it).
            gi.forget_parser(conn)
            conn.arrived = bytearray(request)
            return False
        rest = send_now(sock, answer.data)
        if rest:
            sent = gi.in_thread(self, _send_rest, sock, rest, keep_alive)
            sent.add_done_callback(lambda fut: gi.in_main_loop(self, self.finish_request, conn, fut))
            return True
        done: Future = Future()
        done.set_result(keep_alive if rest is not None else False)
        self.finish_request(conn, done)
        return True

    # -- after a request ---------------------------------------------------------------------

    def finish_request(self, conn: GuardedConn, fs: Any) -> None:
        """As gunicorn's, but the next request (pipelined or not) arrives in the main loop, and a
        connection that ends lingers there instead of blocking it."""
        try:
            keep_alive = fs.result() if not fs.cancelled() else False
            if gi.deferred(keep_alive) or not keep_alive:
                self._linger(conn)
                return
            leftover = gi.take_buffered(conn)
            conn.sock.setblocking(False)
            if isinstance(conn.sock, ssl.SSLSocket) and conn.sock.pending():
                leftover += conn.sock.recv(conn.sock.pending())  # decrypted, unseen by the poller
            if leftover:  # the client sent its next request already
                self._await_request(conn)
                conn.arrived += leftover
                if arrival(conn.arrived, self.body_limit) is not Arrival.WAIT:
                    self._stop_arriving(conn)
                    gi.data_ready(conn)
                    gi.to_thread(self, conn)
                return
            gi.keep_alive(self, conn)
            gi.watch(self, conn.sock, partial(self.on_client_socket_readable, conn))
        except Exception:
            self._close(conn)

    def _linger(self, conn: GuardedConn) -> None:
        """Send FIN, then read and discard until the client closes too or LINGER_SECONDS pass:
        closing with unread bytes would send a reset that can cut off the answer."""
        try:
            conn.sock.shutdown(socket.SHUT_WR)
            conn.sock.setblocking(False)
            conn.deadline = time.monotonic() + LINGER_SECONDS
            gi.watch(self, conn.sock, partial(self._on_lingering, conn))
        except (OSError, ValueError):
            self._close(conn)
            return
        self.lingering.append(conn)

    def _on_lingering(self, conn: GuardedConn, _fileobj: Any = None) -> None:
        try:
            if conn.sock.recv(RECV_SIZE):
                return
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            pass
        gi.unwatch(self, conn.sock)
        self.lingering.remove(conn)
        self._close(conn)


def _raise_open_files_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = WANTED_OPEN_FILES if hard == resource.RLIM_INFINITY else min(hard, WANTED_OPEN_FILES)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError):
            pass


def _send_rest(sock: socket.socket, rest: bytes, keep_alive: Any) -> Any:
    """In a thread: the part of an answer played in the main loop that the client did not take
    at once, sent as gunicorn sends every answer; then the connection goes on as it would have."""
    try:
        sock.setblocking(True)
        sock.sendall(rest)
    except OSError:
        return False
    return keep_alive
