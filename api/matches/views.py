"""A match as one caller may see it: the MatchView of docs/api.md, Endpoints (the game's view for the
viewer's seat, scores, result, flags in the reader's language) and the log's lines, with others'
private payloads hidden until the rules reveal them. Pure: nothing here reads the database."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Mapping

from sqlalchemy import Row

from rules.base import Entrant, Rules
from rules.frozen import frozen

from ..messages import language
from .snapshots import logged_move

if TYPE_CHECKING:
    from .snapshots import Snapshot


def match_view(rules: Rules, snapshot: Snapshot, viewer: Entrant) -> dict[str, Any]:
    """The MatchView (docs/api.md, Endpoints), as `viewer` may see it. A blind viewer (a seat moved to it
    without its holder's consent, api/matches/seat_moves.py) sees the table's view, and is told
    which of its seat's entries to enter again; every viewer is told which seats were moved."""
    state = snapshot.state
    outcome = rules.outcome(state)
    moved = {record["seat"]: record for record in snapshot.seat_moves or ()}
    view = {
        "id": snapshot.id, "game": snapshot.game, "options": snapshot.options,
        "version": snapshot.version, "status": snapshot.status,
        "seats": [{"seat": index, "name": name,
                   **({"moved": _moved(moved[index])} if index in moved else {})}
                  for index, name in enumerate(snapshot.players)],
        "to_move": sorted(rules.to_move(state)) if outcome is None else [],
        "state": rules.view(state, viewer.reader),
        "scores": rules.scores(state),
        "result": outcome.to_json() if outcome else None,
        "flags": flag_views(rules, rules.flags(state), snapshot.players),
        "viewer": {"seat": viewer.seat, "host": viewer.host},
        "change_request": change_request_view(snapshot.open_request),
        "next_match": snapshot.next_match,
    }
    if viewer.blind:
        view["viewer"]["blind"] = True
        view["viewer"]["reenter"] = sorted(viewer.inherited)
    if viewer.host:
        view["join_code"] = snapshot.join_code
    if snapshot.tournament:
        view["tournament"] = dict(snapshot.tournament)
    return view


def change_request_view(request: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """A change waiting for the table's agreement, as every phone sees it: all of it is meant
    to be read, so each player knows what they agree to."""
    if request is None:
        return None
    return {key: request[key] for key in
            ("id", "kind", "seq", "entry", "entry_seat", "rule", "asked_by", "seat", "needed", "agreed", "payload")
            if key in request}


def _moved(record: Mapping[str, Any]) -> dict[str, Any]:
    return {"by": record["by"], "at": record["at"], "times": record["times"]}


def flag_views(rules: Rules, flags: list[Mapping[str, Any]], names: list[str]) -> list[dict[str, Any]]:
    """Every flag with its message, for this reader's language and the table's names. A game
    that keeps its flags hands the same read-only list while they stand (rules/flags.py
    `flags_json`), so their messages are written once per language and names, kept on it."""
    def views() -> list[dict[str, Any]]:
        return frozen([flag_view(rules, flag, names) for flag in flags])
    if not getattr(flags, "never_changes", False):
        return views()
    return flags.kept(("views", language(), tuple(names)), views)


def flag_view(rules: Rules, flag: Mapping[str, Any], names: list[str]) -> dict[str, Any]:
    """A flag as the game keeps it, with its message for this reader (language, names)."""
    message = rules.flag_violation(flag).message(rules.info.rules, language(), names)
    return {**flag, "message": message}


def log_entry(snapshot: Snapshot, row: Row, viewer: Entrant) -> dict[str, Any]:
    """One log line as `viewer` may read it: others' private payloads stay hidden until revealed,
    and so do the entries a blind viewer inherited sealed."""
    move = logged_move(row)
    reader = None if row.seq in viewer.inherited else viewer.seat
    payload = snapshot.rules.redact(snapshot.state, move, reader)
    # Redacted: the line shows less than was entered (nothing, or only its public part).
    return {"seq": row.seq, "type": row.type, "seat": row.seat, "entered_by": row.entered_by,
            "payload": dict(payload) if payload is not None else None,
            "redacted": payload is None or dict(payload) != dict(move.payload),
            "now_ms": row.now_ms,
            "at": datetime.fromtimestamp(row.now_ms / 1000, tz=timezone.utc).isoformat()}
