"""Challenges (docs/games/2p6c.md §3.6; resolutions A19–A24, A28, A35; golden tests C1–C13, M5).

Who judges, how the verdict falls, and what an upheld challenge does to the board. A list is
read only here, once a challenge was filed or a solo play committed, never while a play is being
accepted (§4.5).
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Mapping

from .state import Challenge, TwoP6CState, Verdict, with_stack
from .wordlists import WordPolicy, register

ADVISORY_LIST = "list:en-v1"  # what `empty_jury_fallback = advisory_list` consults


def policy(options: Mapping, source: str | None = None) -> WordPolicy:
    """The agreed word policy; `list:own` is the group's own words from the options."""
    source = source or options["word_source"]
    if source == "list:own":
        source = "list:" + _own_list_id(tuple(options["own_list"]))
    return WordPolicy(source, tuple(options["extra_allowed"]), tuple(options["extra_denied"]))


@lru_cache(maxsize=32)
def _own_list_id(words: tuple[str, ...]) -> str:
    return register(words)


def list_agreed(options: Mapping) -> bool:
    return options["word_source"] != "consensus"


def forms_of(state: TwoP6CState, seq: int) -> tuple[tuple[str, str], ...]:
    """(slot, text) of every current form that decision `seq` declared."""
    return tuple((slot, history[-1].text) for slot, history in sorted(state.slots.items())
                 if history and history[-1].declared_seq == seq)


def author_of(state: TwoP6CState, seq: int) -> int | None:
    return next((author for number, author in state.word_decisions if number == seq), None)


def file(state: TwoP6CState, challenger: int, target_seq: int) -> Challenge:
    """The challenge as filed (§3.6 "Jury and method"): the list if one was agreed and is to go
    first, else the jury, else the empty-jury fallback."""
    options = state.options
    author = author_of(state, target_seq)
    texts = tuple(text for _slot, text in forms_of(state, target_seq))
    excluded = {author, challenger}
    if options["jury_excludes_current_actor"] and state.acting is not None:
        excluded.add(state.acting)
    jury = tuple(seat for seat in range(state.players) if seat not in excluded)
    if list_agreed(options) and (options["challenge_method"] == "list_if_agreed" or not jury):
        method = "word_list"
    elif jury:
        method = "jury"
    else:
        method = "fallback"
    return Challenge(target_seq, author, challenger, jury, method, texts)


def verdict(challenge: Challenge, options: Mapping) -> str | None:
    """"upheld" (the word goes), "rejected" (it stands), or None while jurors still vote."""
    if challenge.method == "word_list":
        return _by_list(challenge.texts, policy(options))
    if challenge.method == "fallback":
        fallback = options["empty_jury_fallback"]
        if fallback == "advisory_list":
            return _by_list(challenge.texts, policy(options, ADVISORY_LIST))
        return "upheld" if fallback == "remove_word" else "rejected"
    refused = sum(vote == "not_allowed" for _seat, vote in challenge.votes)
    allowed = len(challenge.votes) - refused
    jurors = len(challenge.jury)
    if options["jury_rule"] == "unanimous":
        if allowed:
            return "rejected"
        return "upheld" if refused == jurors else None
    if 2 * refused > jurors:
        return "upheld"
    # Rejected as soon as the outstanding votes could no longer make a majority (A20).
    return "rejected" if 2 * (jurors - allowed) <= jurors else None


def _by_list(texts: tuple[str, ...], word_policy: WordPolicy) -> str:
    return "upheld" if not all(word_policy.allows(text) for text in texts) else "rejected"


def remove_play(state: TwoP6CState, seq: int) -> TwoP6CState:
    """Take decision `seq`'s card off the board and restore each slot's previous form (§3.6).

    The card is always its cell's top card, because nothing was placed after it.
    """
    card_id, placed = next((card_id, placed) for card_id, placed in state.cards.items()
                           if placed.placed_seq == seq and placed.placed_by is not None)
    stack = state.stack_ids(placed.cell)
    assert stack and stack[-1] == card_id, "only the newest card can be challenged off"
    state = with_stack(state, placed.cell, stack[:-1])
    cards = {other: value for other, value in state.cards.items() if other != card_id}
    slots = {}
    for slot, history in state.slots.items():
        if history and history[-1].declared_seq == seq:
            history = history[:-1]
        if history:
            slots[slot] = history
    return replace(state, cards=cards, slots=slots)


def announce(challenge: Challenge, outcome: str) -> Verdict:
    rule = "2P6C-WORD-NOT-ALLOWED" if outcome == "upheld" else "2P6C-WORD-STANDS"
    return Verdict(rule, "/".join(challenge.texts), challenge.target_seq, challenge.method)
