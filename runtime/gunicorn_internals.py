"""gunicorn's private names, in one place: what runtime/worker.py builds on beyond gunicorn's public API.

The worker (runtime/worker.py) subclasses the gthread worker and its connection class, and drives
their main loop. gunicorn documents none of the names below: its poller, the queue that runs a
callback in the main loop, the thread pool, the kept-alive connections and the connection count,
the hand-off to a thread (`enqueue_req`), the request handler (`handle`), the marker a handler
returns for a connection it keeps for itself (`_DEFER`), the connection class (`TConn`) and the
parser's unreader. The worker reaches them only through the functions here, and REQUIRED lists
every one, with the parameters of each method the worker calls or overrides.

A gunicorn that no longer has one of them fails at import, naming what is missing and the
installed version (`missing()`; tests/api/test_gunicorn_internals.py checks the instances' own
attributes too). pyproject.toml bounds gunicorn below its next major version; a new major needs
these names checked by hand, and the bound moved.
"""
from __future__ import annotations

import selectors
import socket
import time
from concurrent.futures import Future
from importlib.metadata import version
from typing import Any, Callable

from gunicorn import http
from gunicorn.http import unreader as gunicorn_unreader
from gunicorn.workers import gthread

from models.library_internals import changed_parameters, refuse_import

VERSION = version("gunicorn")

# What the worker relies on: per class, each method's parameters after `self` (a prefix: gunicorn
# may add optional ones), or None for an attribute. Instance attributes are looked for on an
# instance (`missing(worker=..., conn=...)`).
REQUIRED: dict[str, dict[str, tuple[str, ...] | None]] = {
    "gunicorn.workers.gthread": {"_DEFER": None, "STOP_KEEPALIVE_LINGER": None, "TConn": None,
                                 "ThreadWorker": None},
    "ThreadWorker": {
        "check_config": ("cfg", "log"), "init_process": (), "get_thread_pool": (),
        "accept": ("listener",), "enqueue_req": ("conn",), "handle": ("conn",),
        "on_client_socket_readable": ("conn", "client"), "murder_pending": (),
        "wait_for_and_dispatch_events": ("timeout",), "finish_request": ("conn", "fs"),
    },
    "ThreadWorker instance": {"poller": None, "method_queue": None, "tpool": None,
                              "keepalived_conns": None, "nr_conns": None, "alive": None,
                              "log": None, "cfg": None},
    "PollableMethodQueue": {"defer": ("callback",)},
    "TConn": {"__init__": ("cfg", "sock", "client", "server"), "init": (), "close": ("graceful",),
              "set_timeout": ()},
    "TConn instance": {"cfg": None, "sock": None, "client": None, "parser": None,
                       "initialized": None, "data_ready": None, "timeout": None},
    "SocketUnreader": {"__init__": ("sock",), "chunk": ("size_hint",), "unread": ("data",),
                       "take_buffered": ()},
    "gunicorn.http": {"get_parser": ("cfg", "source", "source_addr")},
}


def _classes() -> dict[str, Any]:
    return {"gunicorn.workers.gthread": gthread, "ThreadWorker": getattr(gthread, "ThreadWorker", None),
            "PollableMethodQueue": getattr(gthread, "PollableMethodQueue", None),
            "TConn": getattr(gthread, "TConn", None),
            "SocketUnreader": getattr(gunicorn_unreader, "SocketUnreader", None), "gunicorn.http": http}


def missing(*, worker: Any = None, conn: Any = None) -> list[str]:
    """What of REQUIRED the installed gunicorn lacks, each named with the version: empty if
    nothing. The instances' attributes only where a `worker` or `conn` is given."""
    holders = {**_classes(), "ThreadWorker instance": worker, "TConn instance": conn}
    found = []
    for owner, names in REQUIRED.items():
        holder = holders[owner]
        if holder is None:
            if not owner.endswith(" instance"):
                found.append(f"gunicorn {VERSION} has no {owner}")
            continue
        for name, params in names.items():
            if not hasattr(holder, name):
                found.append(f"gunicorn {VERSION}: {owner}.{name} is gone")
            elif params is not None:
                have = changed_parameters(getattr(holder, name), params)
                if have is not None:
                    found.append(f"gunicorn {VERSION}: {owner}.{name} takes {have}, not {params}")
    return found


refuse_import(missing(), "runtime/worker.py", "runtime/gunicorn_internals.py")

ThreadWorker = gthread.ThreadWorker
Connection = gthread.TConn
SocketUnreader = gunicorn_unreader.SocketUnreader
# How long kept-alive connections stay open once the worker is stopping.
STOP_KEEPALIVE_LINGER: float = gthread.STOP_KEEPALIVE_LINGER


# -- the worker ------------------------------------------------------------------------------

def watch(worker: Any, sock: Any, callback: Callable[..., None]) -> None:
    """The main loop calls `callback(sock)` when `sock` is readable."""
    worker.poller.register(sock, selectors.EVENT_READ, callback)


def unwatch(worker: Any, sock: Any) -> None:
    worker.poller.unregister(sock)


def count_connection(worker: Any, change: int) -> None:
    """gunicorn's count of open connections (its cap on worker_connections), up or down."""
    worker.nr_conns += change


def to_thread(worker: Any, conn: Any) -> None:
    """A thread of the pool handles the connection's request (gunicorn's `enqueue_req`)."""
    worker.enqueue_req(conn)


def in_thread(worker: Any, work: Callable[..., Any], *args: Any) -> Future:
    return worker.tpool.submit(work, *args)


def in_main_loop(worker: Any, callback: Callable[..., Any], *args: Any) -> None:
    """From any thread: the main loop calls `callback(*args)` soon."""
    worker.method_queue.defer(callback, *args)


def handle(worker: Any, conn: Any) -> Any:
    """gunicorn's handling of one request on `conn`, in the calling thread; what finish_request
    takes as the future's result."""
    return worker.handle(conn)


def keep_alive(worker: Any, conn: Any) -> None:
    """The connection waits for its next request among the kept-alive ones, until gunicorn's
    keep-alive timeout (or, once the worker is stopping, STOP_KEEPALIVE_LINGER) closes it.
    The caller watches its socket."""
    conn.set_timeout()
    if not worker.alive:
        conn.timeout = min(conn.timeout, time.monotonic() + STOP_KEEPALIVE_LINGER)
    worker.keepalived_conns.append(conn)


def stop_keeping_alive(worker: Any, conn: Any) -> None:
    worker.keepalived_conns.remove(conn)


def deferred(result: Any) -> bool:
    """Whether `handle` kept the connection for itself (gunicorn's `_DEFER`)."""
    return result is gthread._DEFER


# -- a connection ----------------------------------------------------------------------------

def needs_parser(conn: Any) -> bool:
    """Whether the connection is yet to get its parser (once, before its first request, or again
    after forget_parser); from now on it counts as having one."""
    if conn.initialized:
        return False
    conn.initialized = True
    return True


def forget_parser(conn: Any) -> None:
    """The connection's next request starts on a new parser."""
    conn.initialized = False


def new_parser(conn: Any, unreader: Callable[[socket.socket], Any]) -> None:
    """An HTTP/1.x parser on the connection, reading through `unreader(sock)`."""
    conn.parser = http.get_parser(conn.cfg, conn.sock, conn.client)
    conn.parser.unreader = unreader(conn.sock)


def unread(conn: Any, data: bytes) -> None:
    """The parser reads `data` before anything more from the socket."""
    conn.parser.unreader.unread(data)


def take_buffered(conn: Any) -> bytes:
    """What the parser read beyond its request (a pipelined request), without reading more."""
    return conn.parser.unreader.take_buffered()


def data_ready(conn: Any) -> None:
    """The request is here: gunicorn's handle() does not wait for data in the thread."""
    conn.data_ready = True
