"""What a finished match is worth in a tournament: a scoring profile, given as data.

- `win_type` (docs/games/ekeq.md Part E): only the match winner scores, by how the match was won (a Golden Q
  by its number, two mini-GOLDEN Q, all the cards); the table is editable. A variant match scores
  nothing unless `variant_points` are set.
- `placement`: points by place from the match's result (for example 4/2/1/0); the winners share
  first place, the others are placed by their totals in the game's direction (or by the places a
  paper result gives: its finishing order); tied players get the points of the best place they share.
- `wdl`: win/draw/loss, 3/1/0 by default: one winner wins; several winners (a shared win) or a
  drawn match (no winner) is a draw for those it names (everyone, in a drawn match).

`points(profile, result)` is pure; the service feeds it each finished match."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from ..errors import RuleViolation

EKEQ_POINTS = {"golden_q": {"5": 5, "4": 10, "3": 15, "2": 20}, "mini_golden_q": 25, "all_cards": 50}

PROFILES = ("win_type", "placement", "wdl")

DEFAULTS: dict[str, dict[str, Any]] = {
    "win_type": {"points": EKEQ_POINTS, "variant_points": None},
    "placement": {"points": [4, 2, 1, 0]},
    "wdl": {"win": 3, "draw": 1, "loss": 0},
}


@dataclass(frozen=True)
class MatchResult:
    """A finished match as the tournament sees it: its players in seat order and its outcome
    (the MatchView's `result`: winners as seats, totals per seat, termination, game extras)."""

    players: Sequence[Any]
    result: Mapping[str, Any]
    lower_total_wins: bool = False
    variant: str = "base"
    extras: Mapping[str, Any] = field(default_factory=dict)

    @property
    def winners(self) -> list[Any]:
        return [self.players[seat] for seat in self.result.get("winners", [])]


def fitting(kind: str | None, fits: Sequence[str], game: str) -> str:
    """The scoring a tournament of `game` uses: the kind asked for, or the game's own (the first
    it declares, GameInfo.tournament_scorings) when none is. A kind that does not fit the game is
    refused naming those that do: EkeQ's win types would ask a Mini Golf table how a Golden Q won."""
    if kind is None:
        return fits[0]
    if kind not in fits:
        raise RuleViolation("TOUR-SCORING", game=game, kind=kind, fits=list(fits))
    return kind


def profile(kind: str, **params: Any) -> dict[str, Any]:
    """A profile with its defaults filled in: what a tournament stores."""
    if kind not in PROFILES:
        raise ValueError(f"unknown scoring profile {kind!r}")
    return {"kind": kind, **DEFAULTS[kind], **params}


def points(prof: Mapping[str, Any], match: MatchResult) -> dict[Any, float]:
    return {"win_type": _win_type, "placement": _placement, "wdl": _wdl}[prof["kind"]](prof, match)


def win_type_points(prof: Mapping[str, Any], result: Mapping[str, Any]) -> int:
    """EkeQ's Part E table: a Golden Q win by its number, then 25 and 50; a draw 0. A result
    entered on paper says how the match was won as `type`; a match's own result as `termination`."""
    table = prof["points"]
    kind = result.get("type", result.get("termination"))
    if kind == "golden_q":
        return int(table["golden_q"].get(str(result.get("golden_q_value")), 0))
    return int(table.get(kind, 0)) if kind in ("mini_golden_q", "all_cards") else 0


def _win_type(prof: Mapping[str, Any], match: MatchResult) -> dict[Any, float]:
    scored = {player: 0 for player in match.players}
    if match.variant != "base":
        worth = (prof.get("variant_points") or {}).get(match.variant, 0)
        for winner in match.winners:
            scored[winner] = worth
        return scored
    for winner in match.winners:  # one winner in EkeQ's base game (E-A3: the others score 0)
        scored[winner] = win_type_points(prof, match.result)
    return scored


def places(match: MatchResult) -> dict[Any, int]:
    """1 for the winners; then by total in the game's direction, equal totals sharing a place. A
    result that states its `places` (a paper table's finishing order, per seat) is placed by them."""
    if match.result.get("places"):
        return dict(zip(match.players, match.result["places"]))
    winners = set(match.winners)
    totals = match.result.get("totals") or [0] * len(match.players)
    rest = [(total, player) for player, total in zip(match.players, totals) if player not in winners]
    rest.sort(key=lambda item: _number(item[0]), reverse=not match.lower_total_wins)
    placed = {player: 1 for player in winners}
    place = len(winners) + 1
    for index, (total, player) in enumerate(rest):
        if index and _number(total) == _number(rest[index - 1][0]):
            placed[player] = placed[rest[index - 1][1]]
        else:
            placed[player] = place + index
    if not winners:  # a drawn match: everyone shares first place
        placed = {player: 1 for player in match.players}
    return placed


def _number(total: Any) -> float:
    """A total as a number: Flares writes halves as "81½"."""
    if isinstance(total, (int, float)):
        return float(total)
    try:
        return float(str(total).replace("½", ".5"))
    except ValueError:
        return 0.0


def _placement(prof: Mapping[str, Any], match: MatchResult) -> dict[Any, float]:
    table = list(prof["points"])
    return {player: table[place - 1] if place <= len(table) else 0 for player, place in places(match).items()}


def _wdl(prof: Mapping[str, Any], match: MatchResult) -> dict[Any, float]:
    winners = match.winners
    if len(winners) == 1:
        return {p: prof["win"] if p == winners[0] else prof["loss"] for p in match.players}
    drawn = set(winners) or set(match.players)
    return {p: prof["draw"] if p in drawn else prof["loss"] for p in match.players}


def end_reached(rounds_played: int, totals: Mapping[Any, float], *, rounds: int | None = None,
                target_score: float | None = None) -> bool:
    """After a round: the set number of rounds is played, or someone reached the target score
    (docs/games/ekeq.md E-A4: whichever comes first). With tables playing at once, the round in which the
    target is reached is finished first."""
    if target_score is not None and totals and max(totals.values()) >= target_score:
        return True
    return rounds is not None and rounds_played >= rounds
