"""A legal Sixes move picked by chance, for the random playthroughs of the rules contract.

Told the time, the sampler locks a round past its deadline. Otherwise it keeps each round's
writing short (a seat writes at most three lines, then taps done): the lock then comes from early
finish, well before a 60-second timer runs out at the playthroughs' pace of one second per move. Items are drawn from a small
vocabulary so that answers match, in spellings that differ per seat (case, punctuation) so that
equal strings never pass as a leak of another seat's list (nor of an earlier round's).
"""
from __future__ import annotations

from typing import Any

from ...base import Move
from ...errors import RuleViolation
from .checks import proposal_opened, time_is_up
from .state import LINES, SixesState

WORDS = ("apple", "banana", "grape", "grapes", "kiwi", "red apple", "mango", "pear", "plum")
MAX_LINES = 3
MAX_PROPOSALS = 3


def sample_move(state: SixesState, to_move: frozenset[int], rng: Any,
                now_ms: int | None = None) -> Move:
    if state.phase == "lobby":
        seat = rng.choice(sorted(to_move))
        if not any(state.agreed) and rng.random() < 0.3:
            mode = rng.choice(["identical", "close_enough"])
            return Move("options_changed", seat, {"options": {"similarity_mode": mode}})
        return Move("options_agreed", seat, {})
    round_ = state.current
    if round_.phase == "card":
        if not round_.card_texts:
            count = 6 if round_.type == "lightning" else 1
            texts = [rng.choice(["Fruits", "Things that are red", "A breakfast food"])
                     for _ in range(count)]
            return Move("card_set", round_.reader, {"texts": texts})
        return Move("timer_started", round_.reader, {})
    if round_.phase == "writing":
        if now_ms is not None and time_is_up(state, now_ms):
            return Move("round_locked", rng.choice(sorted(to_move)), {})
        return _writing(state, to_move, rng)
    return _review(state, rng)


def _item(state: SixesState, seat: int, rng: Any) -> str:
    """A word, spelt so that no other seat and no other round writes the same string."""
    word = rng.choice(WORDS)
    variants = (word, word.title(), word.upper(),
                "".join(c.upper() if i % 2 else c for i, c in enumerate(word)))
    return variants[seat % 4] + "." * (seat // 4) + "~" * state.current.number


def _writing(state: SixesState, to_move: frozenset[int], rng: Any) -> Move:
    round_ = state.current
    seat = rng.choice(sorted(to_move))
    if state.options["entry_mode"] == "phone":
        written = sum(t is not None for t in round_.received_at[seat])
        if written < MAX_LINES and rng.random() < 0.7:
            text = "" if rng.random() < 0.1 else _item(state, seat, rng)
            return Move("line_set", seat, {"index": rng.randint(1, LINES), "text": text})
    return Move("player_done", seat, {})


def _review(state: SixesState, rng: Any) -> Move:
    round_ = state.current
    if state.options["entry_mode"] == "paper" and rng.random() < 0.5:
        seat = rng.randrange(state.players)
        return Move("line_set", seat, {"index": rng.randint(1, LINES), "text": _item(state, seat, rng)})
    for proposal in round_.proposals:
        if proposal.status != "open":
            continue
        voted = {seat for seat, _ in proposal.votes}
        waiting = [seat for seat in range(state.players) if seat not in voted]
        if waiting and rng.random() < 0.8:
            return Move("vote_cast", rng.choice(waiting),
                        {"proposal_id": proposal.id, "yes": rng.random() < 0.5})
    if len(round_.proposals) < MAX_PROPOSALS and rng.random() < 0.5:
        proposal = _legal_proposal(state, rng)
        if proposal is not None:
            return proposal
    return Move("round_finalized", round_.reader, {"force": True})


def _legal_proposal(state: SixesState, rng: Any) -> Move | None:
    for _ in range(10):
        kind = rng.choice(["disallow", "keep_card_word", "merge", "split"])
        count = 2 if kind == "merge" else 1
        targets = [{"seat": rng.randrange(state.players), "line": rng.randint(1, LINES)}
                   for _ in range(count)]
        move = Move("proposal_opened", rng.randrange(state.players),
                    {"kind": kind, "targets": targets})
        try:
            proposal_opened(state, move, 0)
        except RuleViolation:
            continue
        return move
    return None
