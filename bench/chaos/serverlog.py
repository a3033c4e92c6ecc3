"""What the gunicorn log says happened: kills the master noticed, boot failures, exceptions."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

# The last line of a Python traceback: "package.module.SomeError: message".
EXCEPTION = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt)):?\s?(.*)$")


@dataclass
class ServerLog:
    sigkills_seen: int = 0  # "Worker (pid:N) was sent SIGKILL!"
    boots: int = 0  # "Booting worker with pid"
    tracebacks: int = 0
    boot_failures: int = 0  # "Worker failed to boot" / "App failed to load": the master halts
    exceptions: Counter = field(default_factory=Counter)
    halt_lines: list[str] = field(default_factory=list)

    def top(self, count: int = 5) -> list[tuple[str, int]]:
        return self.exceptions.most_common(count)


def read(text: str) -> ServerLog:
    log = ServerLog()
    for line in text.splitlines():
        if "was sent SIGKILL" in line:
            log.sigkills_seen += 1
        elif "Booting worker with pid" in line:
            log.boots += 1
        elif line.startswith("Traceback (most recent call last)"):
            log.tracebacks += 1
        elif "failed to boot" in line or "failed to load" in line or "Reason:" in line:
            if "Reason:" not in line:
                log.boot_failures += 1
            log.halt_lines.append(line.strip()[:300])
        else:
            match = EXCEPTION.match(line.strip())
            if match:
                log.exceptions[f"{match.group(1)}: {_first_words(match.group(2))}"] += 1
    return log


def _first_words(message: str, limit: int = 90) -> str:
    message = re.sub(r"\s+", " ", message).strip()
    return message if len(message) <= limit else message[:limit] + "…"
