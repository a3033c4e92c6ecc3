"""Decoded states kept between requests, by (match id, version).

Decoding a stored state costs in proportion to what it holds: a Mini Golf game's score sheet is a
line per hole, rebuilt as a value on every read, so a move at move 1,000 paid six times a move at
move 10 for it. A version names one state forever (every move, undo, correction and seat change
moves it on, and nothing moves it back), so the state decoded for a version may serve every later
request for that version, in every thread of this process. What is kept is read-only at any depth
(rules/frozen.py): no request can change what another reads.

A state is kept when a read decodes it (it was committed before the read began) and when a move
that made it has been committed: one whose transaction failed or was rolled back leaves nothing.
Each worker process keeps its own, bounded (least recently used first out); a worker that never
saw a version decodes it from the database as before. A database restored from a backup goes back
to versions already handed out: restart the workers with it (docs/operations.md).
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import replace
from typing import Any, Mapping

from .lines import Named
from .snapshots import Known, Snapshot


class DecodedStates:
    def __init__(self, size: int) -> None:
        self.size = size
        # By (match id, version): the state, and the histories the row stores a line a row.
        self._kept: OrderedDict[tuple[str, int], tuple[Any, Mapping[str, Named]]] = OrderedDict()
        # The newest version kept of each match: a read asks the database for the state only if
        # the match has moved past it (statements.STATE_UNLESS_KNOWN).
        self._newest: dict[str, int] = {}
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._kept)

    def parsed(self, snapshot: Snapshot) -> Snapshot:
        """`snapshot` with its state decoded: the one kept for its version, else decoded now and kept."""
        if not snapshot.raw:
            return snapshot
        key = (snapshot.id, snapshot.version)
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
        if found is not None:
            return replace(snapshot, state=found[0], lines=found[1], raw=False)
        parsed = snapshot.parsed()
        self._keep(key, parsed.state, parsed.lines)
        return parsed

    def newest(self, match_id: str) -> Known | None:
        """The newest version of the match kept here, with its state: what a read need not fetch."""
        with self._lock:
            version = self._newest.get(match_id)
            return None if version is None else Known(version, *self._kept[match_id, version])

    def committed(self, snapshot: Snapshot) -> None:
        """Keep the state of a match whose move has been committed (made by service.after_move)."""
        if not snapshot.raw:
            self._keep((snapshot.id, snapshot.version), snapshot.state, snapshot.lines)

    def _keep(self, key: tuple[str, int], state: Any, lines: Mapping[str, Named]) -> None:
        if self.size <= 0:
            return
        match_id, version = key
        with self._lock:
            self._kept[key] = (state, lines)
            self._kept.move_to_end(key)
            if self._newest.get(match_id, -1) < version:
                self._newest[match_id] = version
            while len(self._kept) > self.size:
                (gone_id, gone_version), _kept = self._kept.popitem(last=False)
                if self._newest.get(gone_id) == gone_version:
                    del self._newest[gone_id]
