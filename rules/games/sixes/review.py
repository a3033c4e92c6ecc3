"""The bridge from a round's state to the pure scoring core: the round as scored now, with the
proposals that passed, and how each proposal stands (docs/games/sixes.md §3.3, §5.3–§5.6).

The core names players by strings; the state by seats. Nothing here is stored: scores follow the
votes live because they are recomputed from the lines and the proposals whenever asked (§2).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Mapping

from ...errors import RuleViolation
from .card_words import card_tokens, uses_card_word
from .grouping import scope
from .normalise import n1, n2
from .options import resolve
from .proposals import Proposal
from .scoring import RoundScore, score_round
from .state import ProposalState, RoundState
from .suggestions import Suggestion, suggest
from .votes import decide


def player(seat: int) -> str:
    return str(seat)


def target(seat: int, line: int) -> tuple[str, int]:
    return (player(seat), line)


def seat_of(name: str) -> int:
    return int(name)


def lists(round_: RoundState) -> dict[str, tuple[str, ...]]:
    return {player(seat): lines for seat, lines in enumerate(round_.lines)}


def core_proposal(proposal: ProposalState) -> Proposal:
    return Proposal(proposal.kind, tuple(target(s, i) for s, i in proposal.targets),
                    player(proposal.proposer), tuple((player(s), yes) for s, yes in proposal.votes))


@lru_cache(maxsize=256)
def round_score(round_: RoundState, options: Mapping[str, object]) -> RoundScore:
    """The round as scored with the proposals passed so far. Rounds and options are frozen
    values, so every view of the same round (one per phone) reuses one scoring."""
    passed = [core_proposal(p) for p in round_.proposals if p.status == "passed"]
    return score_round(lists(round_), round_.type, round_.card_texts, passed, _core(options))


@lru_cache(maxsize=64)
def round_suggestions(round_: RoundState, options: Mapping[str, object]) -> tuple[Suggestion, ...]:
    """§5.5's merge suggestions for the round as it stands, best first."""
    return tuple(suggest(lists(round_), round_score(round_, options), _core(options)))


def status_of(proposal: ProposalState, round_: RoundState, options: Mapping[str, object],
              final: bool = False) -> str:
    """open, passed or failed, judged against the round as it stands without this proposal."""
    players = [player(seat) for seat in range(len(round_.lines))]
    return decide(core_proposal(proposal), players, round_score(round_, options), _core(options),
                  final)


def writing_hints(round_: RoundState, seat: int, options: Mapping[str, object]) -> list[list[str]]:
    """Per line of one list, the §4 hints its writer sees while writing: a card word, or an
    answer already on an earlier line of the same list (in the same comparison scope)."""
    opts = _core(options)
    words = card_tokens(round_.card_texts) if opts["card_word_rule"] != "off" else frozenset()
    key = n2 if opts["similarity_mode"] == "close_enough" else n1
    seen: set[tuple[int, str]] = set()
    hints = []
    for index, text in enumerate(round_.lines[seat], start=1):
        line_hints = []
        if n1(text) and words and uses_card_word(text, words):
            line_hints.append("SIX-ITEM-CARD-WORD")
        mark = (scope(round_.type, index, opts), key(text))
        if n1(text) and mark in seen and opts["self_duplicates"] == "first_only":
            line_hints.append("SIX-ITEM-SELF-DUPLICATE")
        if n1(text):
            seen.add(mark)
        hints.append(line_hints)
    return hints


def _core(options: Mapping[str, object]) -> Mapping[str, object]:
    # The core rejects players of one (solo practice is not offered), and reads only its options.
    return resolve(options)


def check_proposal(score: RoundScore, proposal: Proposal,
                   options: Mapping[str, object] | None = None) -> None:
    """Raise RuleViolation when `proposal` names lines it cannot (§4 SIX-PROPOSAL-TARGET,
    SIX-MERGE-SCOPE, SIX-MERGE-SAME-CLASS), judged against the round as it is scored now.

    Duplicate proposals and vote rules need the round's proposal list and belong to the state
    machine.
    """
    opts = resolve(options)
    wanted = 2 if proposal.kind == "merge" else 1
    if len(proposal.targets) != wanted or len(set(proposal.targets)) != wanted:
        raise RuleViolation("SIX-PROPOSAL-TARGET")
    for target in proposal.targets:
        if target not in score.status or score.status[target] == "EMPTY":
            raise RuleViolation("SIX-PROPOSAL-TARGET")
    target = proposal.targets[0]
    if proposal.kind == "keep_card_word":
        # Only an automatic crossing out can be overridden; under flag_only there is none.
        if target not in score.flagged or opts["card_word_rule"] != "auto_disallow":
            raise RuleViolation("SIX-PROPOSAL-TARGET")
    elif proposal.kind == "split":
        if len(score.class_members(target)) < 2:
            raise RuleViolation("SIX-PROPOSAL-TARGET")
    elif proposal.kind == "merge":
        if opts["similarity_mode"] == "identical" and opts["identical_mode_merges"] == "off":
            raise RuleViolation("SIX-PROPOSAL-TARGET")  # the lobby chose strict identity
        first, second = proposal.targets
        if score.scope(first) != score.scope(second):
            raise RuleViolation("SIX-MERGE-SCOPE")
        if first in score.classes and score.classes.get(first) == score.classes.get(second):
            raise RuleViolation("SIX-MERGE-SAME-CLASS")
