"""A chaos run as a short Markdown summary."""
from __future__ import annotations

import datetime
import os
import platform

from .run import ChaosResult


def render(result: ChaosResult) -> str:
    config, monkey, verdict, log = result.config, result.monkey, result.verdict, result.server_log
    mode = "idempotency **off** (negative control)" if not config.honour_idempotency else \
        "idempotency on"
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    resends = result.total("resends")
    rate = result.acked / result.duration_s if result.duration_s else 0.0
    rows = [
        ("phones × scripted moves", f"{config.phones} × ~{config.moves // config.phones} "
                                    f"= {config.moves}"),
        ("moves acknowledged", f"{result.acked}"),
        ("attempts / retries", f"{result.total('attempts')} / {result.total('retries')}"),
        ("  broken connections, timeouts, 5xx",
         f"{result.total('broken')}, {result.total('timeouts')}, {result.total('server_errors')}"),
        ("  lost acks recovered by replay", f"{result.total('lost_acks')}"),
        ("duplicate resends (answered as replay)",
         f"{resends} ({result.total('resends_replayed')})"),
        ("workers killed (kill -9)", f"{monkey.kills} (master saw {log.sigkills_seen}; "
                                     f"{monkey.skipped_ticks} ticks found no serving worker)"),
    ]
    if config.backend == "postgresql":
        if result.connections_before:
            used, most = result.connections_before
            rows.append(("PostgreSQL connections in use at the start (all clients) / max",
                         f"{used} / {most}"))
        rows.append(("backends terminated", f"{monkey.backends_terminated} in "
                                            f"{monkey.terminate_rounds} rounds"
                                            f"{_errors(monkey.terminate_errors)}"
                                            + (f"; {monkey.terminate_spared} of them spared "
                                               f"a booting worker's"
                                               if config.spare_booting_workers else "")))
    rows += [
        ("**lost** acknowledged moves", _flag(verdict.lost)),
        ("**duplicated** log rows", _flag(verdict.duplicated)),
        ("**dedup failures** seen by phones (resend not replayed, retry refused, wrong seq)",
         _flag(result.dedup_failures, f"{result.total('resend_not_replayed')}, "
                                      f"{result.total('retry_refused')}, "
                                      f"{result.total('wrong_seq')}")),
        ("**version gaps**", _flag(verdict.gaps)),
        ("log rows off script", _flag(verdict.off_script)),
        ("**replay mismatches** (snapshot ≠ fold of log)", _flag(verdict.replay_mismatches)),
        ("unexpected answers", _flag(result.total("unexpected"))),
        ("phones that did not finish", _flag(len(result.unfinished))),
        ("log rows / matches / idempotency records",
         f"{verdict.log_rows} / {verdict.matches} / {verdict.idempotency_records}"),
        ("server tracebacks logged", f"{log.tracebacks}"),
        ("duration", f"{result.duration_s:.1f} s ({rate:.0f} acknowledged moves/s)"),
    ]
    if monkey.master_died:
        rows.append(("**gunicorn master died**", "yes: " + "; ".join(log.halt_lines[-3:])))
    if result.timed_out:
        rows.append(("**run deadline reached**", f"{config.run_deadline_s:g} s"))
    lines = [f"### Chaos, {config.backend}, {mode}", "",
             f"{when}; {os.cpu_count()} cores shared by client and server; gunicorn gthread "
             f"{config.workers}×{config.threads}; kill every {config.kill_every_ms:g} ms a worker "
             f"serving for {config.min_ready_ms:g} ms or more"
             + (f", terminate backends every {config.terminate_every_ms:g} ms"
                if config.backend == "postgresql" else "")
             + f"; {config.resend_share:.0%} resends; Python {platform.python_version()}", "",
             "| | |", "|---|--:|"]
    lines += [f"| {name} | {value} |" for name, value in rows]
    if log.exceptions:
        lines += ["", "Exceptions in the server log (most frequent first):", ""]
        lines += [f"- {count} × `{text}`" for text, count in log.top()]
    samples = verdict.samples + [f"{phone.name}: {text}" for phone in result.phones
                                 for text in phone.samples]
    gave_up = [f"{phone.name}: {phone.gave_up}" for phone in result.phones if phone.gave_up]
    if samples or gave_up:
        lines += ["", "Examples:", ""]
        lines += [f"- {text}" for text in (samples + gave_up)[:12]]
    lines += ["", _verdict_line(result)]
    return "\n".join(lines)


def _verdict_line(result: ChaosResult) -> str:
    if result.config.honour_idempotency:
        return ("**PASS**: every acknowledged move is in the log exactly once, and every "
                "snapshot is its log's replay." if result.passed
                else f"**FAIL**: {result.failures} failures.")
    if result.passed:
        return (f"**PASS (negative control)**: with idempotency off the harness saw "
                f"{result.duplicates_seen} duplicates, so it can see them.")
    return "**FAIL (negative control)**: idempotency was off and the harness saw no duplicate."


def _flag(count: int, detail: str = "") -> str:
    text = f"{count}" + (f" ({detail})" if detail and count else "")
    return text if count == 0 else f"**{text}**"


def _errors(count: int) -> str:
    return f", {count} failed" if count else ""
