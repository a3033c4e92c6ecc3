"""Health, move POST and match GET under N concurrent clients, on one server, in the same run.

The three endpoints alternate in short slices (the order rotating from slice to slice), so a
change in the machine's background load (other engineers' test suites share the two cores)
falls on all three alike. Every client is closed-loop with one keep-alive connection:

- `GET /api/v1/health`: routing, JSON and one trivial query; the floor;
- `POST /matches/{id}/moves`: legal Mini Golf moves, each client on a fresh match of its own
  for every slice, so no move is ever a replay of an Idempotency-Key;
- `GET /matches/{id}` with the host token and no If-None-Match: a whole MatchView, read from
  matches part-way through a game (`VIEW_MOVES` moves, a few holes of score sheet).

Back to back, N clients keep about N−1 requests queued in front of each one, so latency there
is queueing (≈ N ÷ throughput). The latency target is checked on moves paced at half the
capacity just measured, counted from the scheduled send time (no coordinated omission).
"""
from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Callable, Sequence

from ..client import Client
from ..plans import HealthPlan, Match, MovePlan, Plan, ViewPlan, create_match, move_headers, move_path
from ..timed import ClientResult, Job, Summary, run_clients, summarize
from .backends import DatabaseCpu, DatabaseSample, Served, machine_cpu_seconds

HEALTH, MOVES, VIEWS = "GET /health", "POST /moves", "GET /matches/{id}"
ENDPOINTS = (HEALTH, MOVES, VIEWS)
PACED_SHARE = 0.5
# Warm-up requests per client before each window: enough to open the connection and touch the
# code path; real moves, so kept small (128 clients × 20 would be 2,560 moves per slice).
WARMUP_REQUESTS = 3
VIEW_MOVES = 60  # about five holes: a match part-way through, its score sheet half filled
MAX_VIEW_MATCHES = 32  # clients beyond this share matches (a GET takes no lock)

Say = Callable[[str], None]


@dataclass(frozen=True)
class Phase:
    """One endpoint over all its slices: pooled latencies, and the throughput of each slice."""

    label: str
    clients: int
    summary: Summary  # latencies pooled over the slices; rps over their total time
    slice_rps: tuple[float, ...]
    server_cpu: float | None  # gunicorn's share of one core over the timed windows
    database_cpu: float | None  # PostgreSQL's processes' share of one core (None on SQLite)
    machine_cpu: float | None  # the whole machine's busy share of one core (at most 2 × 100%)
    database_connects: float | None  # PostgreSQL connections opened per second (None on SQLite)
    paced_at: float | None = None  # offered requests/s, for a paced phase

    @property
    def median_rps(self) -> float:
        return statistics.median(self.slice_rps) if self.slice_rps else 0.0

    @property
    def client_cpu(self) -> float:
        return self.summary.client_cpu_s / self.summary.duration_s

    @property
    def rest_cpu(self) -> float | None:
        """What the rest of the machine took: other processes, and kernel work nobody is
        charged for (loopback networking)."""
        if self.machine_cpu is None or self.server_cpu is None:
            return None
        return max(0.0, self.machine_cpu - self.server_cpu - (self.database_cpu or 0.0)
                   - self.client_cpu)

    @property
    def cpu_ms_per_request(self) -> float | None:
        """Server CPU (gunicorn, and PostgreSQL's processes) per answered request."""
        if self.server_cpu is None or not self.summary.requests:
            return None
        busy = self.server_cpu + (self.database_cpu or 0.0)
        return busy * self.summary.duration_s / self.summary.requests * 1000


@dataclass(frozen=True)
class Mixed:
    clients: int
    health: Phase
    moves: Phase
    views: Phase
    paced: Phase

    @property
    def phases(self) -> tuple[Phase, ...]:
        return self.health, self.moves, self.views, self.paced

    def ratio(self, phase: Phase) -> float:
        return phase.median_rps / self.health.median_rps if self.health.median_rps else 0.0


@dataclass(frozen=True)
class Workload:
    """What the clients send, made before any timing (no game logic runs in a timed client)."""

    scripts: tuple[tuple[bytes, ...], ...]  # legal move sequences from the setup
    create_body: bytes


def prepare_view_matches(port: int, workload: Workload, count: int) -> list[Match]:
    """Matches with `VIEW_MOVES` moves played, for the GET clients to read (untimed)."""
    client = Client(port)
    matches = []
    try:
        for index in range(count):
            match = create_match(client, workload.create_body)
            script = workload.scripts[index % len(workload.scripts)]
            for number, body in enumerate(script[:VIEW_MOVES], start=1):
                status, answer = client.send("POST", move_path(match.id), body,
                                             move_headers(match.host_token, f"view-{index}-{number}"))
                if status != 201:
                    raise RuntimeError(f"preparing a match to read: move {number} answered "
                                       f"{status}: {answer[:300]!r}")
            matches.append(match)
    finally:
        client.close()
    return matches


def measure(served: Served, workload: Workload, view_matches: Sequence[Match], *, clients: int,
            duration_s: float, slices: int, tag: str, say: Say) -> Mixed:
    slice_s = duration_s / slices
    runs: dict[str, list[_Run]] = {endpoint: [] for endpoint in ENDPOINTS}
    say(f"{clients} clients: health, moves and match reads alternating in {slices} slices of "
        f"{slice_s:g} s ({duration_s:g} s each)")
    for index in range(slices):
        order = ENDPOINTS[index % 3:] + ENDPOINTS[:index % 3]
        for endpoint in order:
            if endpoint == HEALTH:
                plans: list[Plan] = [HealthPlan()] * clients
            elif endpoint == MOVES:
                plans = _move_plans(served.server.port, workload, clients, f"{tag}-s{index}")
            else:
                plans = [ViewPlan(view_matches[i % len(view_matches)]) for i in range(clients)]
            runs[endpoint].append(_run(served, plans, slice_s))
    health, moves, views = (_phase(endpoint, clients, runs[endpoint]) for endpoint in ENDPOINTS)
    offered = PACED_SHARE * moves.median_rps
    say(f"{clients} clients: moves paced, {offered:.0f} moves/s offered together")
    plans = _move_plans(served.server.port, workload, clients, f"{tag}-paced")
    interval = clients / offered if offered else 1.0
    paced = _phase(f"{MOVES}, paced at {offered:.0f}/s", clients,
                   [_run(served, plans, duration_s, interval_s=interval)], paced_at=offered)
    return Mixed(clients, health, moves, views, paced)


@dataclass(frozen=True)
class _Run:
    results: list[ClientResult]
    server_cpu_s: float | None
    database_cpu_s: float | None
    machine_cpu_s: float | None
    database_connects: int | None
    duration_s: float


class _Probe:
    """run_clients calls its probe once as the window opens and once as it closes: answer
    gunicorn's CPU, and sample the database's processes at the same moments."""

    def __init__(self, served: Served) -> None:
        self.served = served
        self.samples: list[DatabaseSample | None] = []
        self.machine: list[float | None] = []

    def __call__(self) -> float | None:
        self.machine.append(machine_cpu_seconds())
        if self.served.database_cpu is not None:
            self.samples.append(self.served.database_cpu.sample())
        return self.served.server.cpu_seconds()

    def machine_cpu_s(self) -> float | None:
        if len(self.machine) != 2 or None in self.machine:
            return None
        return self.machine[1] - self.machine[0]  # type: ignore[operator]

    def database_cpu_s(self) -> float | None:
        if len(self.samples) != 2:
            return None
        return DatabaseCpu.spent(*self.samples)

    def database_connects(self) -> int | None:
        if len(self.samples) != 2:
            return None
        return DatabaseCpu.opened(*self.samples)


def _move_plans(port: int, workload: Workload, clients: int, tag: str) -> list[MovePlan]:
    """A fresh match per client, so every timed move is a new move and never a replay."""
    client = Client(port)
    try:
        matches = [create_match(client, workload.create_body) for _ in range(clients)]
    finally:
        client.close()
    return [MovePlan(f"{tag}-c{index}", match, workload.scripts[index % len(workload.scripts)],
                     workload.create_body)
            for index, match in enumerate(matches)]


def _run(served: Served, plans: Sequence[Plan], duration_s: float,
         interval_s: float | None = None) -> _Run:
    # Paced clients are spread evenly over one interval, so sends do not arrive in bursts.
    jobs = [Job(served.server.port, plan, duration_s, warmup_requests=WARMUP_REQUESTS,
                interval_s=interval_s, offset_s=(interval_s or 0.0) * index / len(plans))
            for index, plan in enumerate(plans)]
    probe = _Probe(served)
    results, server_cpu_s = run_clients(jobs, "threads", probe=probe)
    return _Run(results, server_cpu_s, probe.database_cpu_s(), probe.machine_cpu_s(),
                probe.database_connects(), duration_s)


def _phase(label: str, clients: int, runs: Sequence[_Run], paced_at: float | None = None) -> Phase:
    duration = sum(run.duration_s for run in runs)
    results = [result for run in runs for result in run.results]
    busy = _share([run.server_cpu_s for run in runs], duration)
    database = _share([run.database_cpu_s for run in runs], duration)
    machine = _share([run.machine_cpu_s for run in runs], duration)
    connects = _share([run.database_connects for run in runs], duration)  # type: ignore[misc]
    slice_rps = tuple(sum(len(result.latencies_s) for result in run.results) / run.duration_s
                      for run in runs)
    return Phase(label, clients, summarize(results, duration), slice_rps, busy, database, machine,
                 connects, paced_at)


def _share(cpu_seconds: Sequence[float | None], duration_s: float) -> float | None:
    if not cpu_seconds or any(cpu is None for cpu in cpu_seconds):
        return None
    return sum(cpu_seconds) / duration_s  # type: ignore[arg-type]
