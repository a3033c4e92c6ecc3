"""The timed loop: N closed-loop clients, each with one keep-alive connection, for a fixed time.

Every client warms up (connects, touches the code paths), waits at a barrier so that all start
together, then sends its plan's requests back to back until the window closes. A request counts
if it both started and finished inside the window; its latency is measured around the whole
exchange, request written to response read. Loops are bounded in time and in count.

Clients run as threads of one process (the default) or as processes. Measured on 2 shared
cores, 32 client threads used a quarter of one core for health checks while the single gunicorn
worker sat at 100% of one core: the server, not the client, is the bottleneck. 32 processes
used more CPU and context switches for no more throughput, and took that CPU from the server.
The report shows both sides' CPU on every run, so the choice can be checked again.
"""
from __future__ import annotations

import math
import multiprocessing
import queue
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .client import Client
from .plans import Plan

MODES = ("threads", "processes")
BARRIER_TIMEOUT_S = 120.0
MAX_ERROR_SAMPLES = 5


class LoadError(RuntimeError):
    pass


@dataclass(frozen=True)
class Job:
    port: int
    plan: Plan
    duration_s: float
    warmup_requests: int = 20
    max_requests: int = 200_000  # a hard bound, whatever the duration
    # Paced: one request every `interval_s`, starting `offset_s` into the window, instead of
    # back to back. Latency then counts from the scheduled send time, so a client that falls
    # behind a slow server is charged for the wait (no coordinated omission).
    interval_s: float | None = None
    offset_s: float = 0.0


@dataclass
class ClientResult:
    latencies_s: list[float] = field(default_factory=list)
    errors: int = 0
    error_samples: list[str] = field(default_factory=list)
    untimed: int = 0
    cpu_s: float = 0.0


@dataclass(frozen=True)
class Summary:
    requests: int
    duration_s: float
    rps: float
    p50_ms: float
    p90_ms: float
    p99_ms: float
    max_ms: float
    errors: int
    error_samples: tuple[str, ...]
    untimed: int
    client_cpu_s: float


def drive(job: Job, barrier: Any, stop: threading.Event | None = None) -> ClientResult:
    """One client's whole run (warm-up, barrier, timed window). `barrier` is shared by all;
    `stop`, when set, ends the run early (the caller is leaving, e.g. on Ctrl-C)."""
    client = Client(job.port)
    steps = job.plan.steps()
    result = ClientResult()
    reply = None
    try:
        for _ in range(job.warmup_requests):
            request = steps.send(reply)
            reply = client.send(request.method, request.path, request.body, request.headers)
        barrier.wait(BARRIER_TIMEOUT_S)
        cpu_start = time.thread_time()
        opened = time.perf_counter()
        deadline = opened + job.duration_s
        for count in range(job.max_requests):
            if stop is not None and stop.is_set():
                break
            request = steps.send(reply)
            started = time.perf_counter()
            if job.interval_s is not None:
                scheduled = opened + job.offset_s + count * job.interval_s
                if scheduled > started:
                    time.sleep(scheduled - started)
                started = scheduled
            if started >= deadline:
                break
            reply = client.send(request.method, request.path, request.body, request.headers)
            finished = time.perf_counter()
            if finished > deadline:
                break  # finished after the bell: outside the window
            if reply[0] == request.expect:
                if request.timed:
                    result.latencies_s.append(finished - started)
                else:
                    result.untimed += 1
            else:
                result.errors += 1
                if len(result.error_samples) < MAX_ERROR_SAMPLES:
                    result.error_samples.append(f"{request.method} {request.path} -> {reply[0]} "
                                                f"{reply[1][:300]!r}")
        result.cpu_s = time.thread_time() - cpu_start
        return result
    finally:
        steps.close()
        client.close()


def run_clients(jobs: Sequence[Job], mode: str,
                probe: Callable[[], float | None] = lambda: None) -> tuple[list[ClientResult], float | None]:
    """Run every job at once; also `probe` (e.g. server CPU seconds) over the timed window.

    The caller joins the clients' barrier, so it knows when the window opens without waiting
    for the results, and `probe`'s difference covers exactly the window (warm-up excluded).
    """
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}")
    window = max(job.duration_s for job in jobs)
    if mode == "threads":
        barrier, stop = threading.Barrier(len(jobs) + 1), threading.Event()
        with ThreadPoolExecutor(len(jobs)) as pool:
            futures = [pool.submit(drive, job, barrier, stop) for job in jobs]
            try:
                probed = _probe_window(barrier, probe, window)
                return [future.result() for future in futures], probed
            finally:
                # If we leave early (Ctrl-C), free the clients at the barrier or in their loop.
                stop.set()
                barrier.abort()
    return _run_processes(jobs, probe, window)


def _probe_window(barrier: Any, probe: Callable[[], float | None], window: float) -> float | None:
    barrier.wait(BARRIER_TIMEOUT_S)
    before = probe()
    time.sleep(window)
    after = probe()
    return None if before is None or after is None else after - before


def _run_processes(jobs: Sequence[Job], probe: Callable[[], float | None],
                   window: float) -> tuple[list[ClientResult], float | None]:
    # fork: the children inherit the imported modules instead of importing them again.
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    barrier = context.Barrier(len(jobs) + 1)
    results = context.Queue()
    processes = [context.Process(target=_drive_and_report, args=(index, job, barrier, results),
                                 daemon=True) for index, job in enumerate(jobs)]
    give_up = time.monotonic() + BARRIER_TIMEOUT_S + window + 60
    collected: dict[int, ClientResult] = {}
    for process in processes:
        process.start()
    try:
        probed = _probe_window(barrier, probe, window)
        while len(collected) < len(processes):
            try:
                index, result = results.get(timeout=0.5)
                collected[index] = result
            except queue.Empty:
                crashed = [p.exitcode for p in processes if p.exitcode not in (None, 0)]
                if crashed:
                    raise LoadError(f"{len(crashed)} client process(es) died (exit {crashed[0]})")
                if time.monotonic() > give_up:
                    raise LoadError("client processes did not report in time")
    finally:
        barrier.abort()
        for process in processes:
            if len(collected) < len(processes):
                process.terminate()  # leaving early (Ctrl-C, a crash): no result is awaited
            process.join(5)
            if process.is_alive():
                process.kill()
                process.join(5)
    return [collected[index] for index in range(len(jobs))], probed


def _drive_and_report(index: int, job: Job, barrier: Any, results: Any) -> None:
    results.put((index, drive(job, barrier)))


def summarize(results: Sequence[ClientResult], duration_s: float) -> Summary:
    latencies = sorted(value for result in results for value in result.latencies_s)
    samples = tuple(sample for result in results for sample in result.error_samples)
    return Summary(
        requests=len(latencies), duration_s=duration_s, rps=len(latencies) / duration_s,
        p50_ms=percentile(latencies, 50) * 1000, p90_ms=percentile(latencies, 90) * 1000,
        p99_ms=percentile(latencies, 99) * 1000, max_ms=(latencies[-1] if latencies else math.nan) * 1000,
        errors=sum(result.errors for result in results), error_samples=samples[:MAX_ERROR_SAMPLES],
        untimed=sum(result.untimed for result in results),
        client_cpu_s=sum(result.cpu_s for result in results))


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile: the smallest value with at least q% of the values at or below it."""
    if not sorted_values:
        return math.nan
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[rank - 1]

