"""The worker (runtime/worker.py) builds on gunicorn's private names, all reached through
runtime/gunicorn_internals.py. An upgrade of gunicorn that drops or changes one must fail here,
naming the name and the version, not somewhere deep in a served request."""
from __future__ import annotations

import os
import socket

from gunicorn import glogging
from gunicorn.config import Config
from gunicorn.workers import gthread

from runtime import gunicorn_internals
from runtime.worker import GuardedConn, GuardedThreadWorker


def test_the_installed_gunicorn_has_every_private_name_the_worker_uses():
    cfg = Config()
    worker = gunicorn_internals.ThreadWorker(1, os.getpid(), [], None, 30, cfg, glogging.Logger(cfg))
    ours, theirs = socket.socketpair()
    try:
        conn = gunicorn_internals.Connection(cfg, ours, ("127.0.0.1", 1), ("127.0.0.1", 2))
        problems = gunicorn_internals.missing(worker=worker, conn=conn)
    finally:
        ours.close()
        theirs.close()
    assert not problems, (
        f"gunicorn {gunicorn_internals.VERSION} no longer has what runtime/worker.py builds on: "
        + "; ".join(problems) + ". Adapt runtime/gunicorn_internals.py, or keep gunicorn below this "
        "version in pyproject.toml.")


def test_every_instance_attribute_the_worker_uses_is_listed():
    """The instance attributes set by gunicorn's __init__ that the worker's functions touch."""
    required = gunicorn_internals.REQUIRED
    for name in ("poller", "method_queue", "tpool", "keepalived_conns", "nr_conns"):
        assert name in required["ThreadWorker instance"], name
    for name in ("_DEFER", "TConn"):
        assert name in required["gunicorn.workers.gthread"], name
    for name in ("enqueue_req", "handle"):
        assert name in required["ThreadWorker"], name
    assert {"unread", "take_buffered", "chunk"} <= set(required["SocketUnreader"])


def test_a_missing_name_or_changed_signature_is_reported_with_the_version(monkeypatch):
    monkeypatch.delattr(gthread, "_DEFER")
    monkeypatch.setattr(gthread.ThreadWorker, "enqueue_req", lambda self, connection, extra: None)
    problems = gunicorn_internals.missing()
    version = gunicorn_internals.VERSION
    assert f"gunicorn {version}: gunicorn.workers.gthread._DEFER is gone" in problems
    assert any(p.startswith(f"gunicorn {version}: ThreadWorker.enqueue_req takes") for p in problems), problems
    assert len(problems) == 2, problems


def test_the_worker_is_built_on_those_classes():
    assert issubclass(GuardedThreadWorker, gthread.ThreadWorker)
    assert issubclass(GuardedConn, gthread.TConn)
