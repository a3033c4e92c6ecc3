"""2P6C word scores, credit, totals and winner, and the solo statistics (docs/games/2p6c.md §5.3–§5.6;
resolutions A14–A18, A27, A33; golden tests §7.2 T11, CR1, M2, M3).

Pure functions of the words on the board at scoring (their final forms, §5.2, are chosen
elsewhere), who placed each card, and the options. A card scores in every word that uses it (A33).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import floor
from typing import Any, Mapping, Sequence

from .cards import Card
from .options import resolve

INITIAL = "initial"  # the slot id of the initial word, which credits every player
SETUP = "setup"      # placed_by of the six initial cards: they belong to nobody
INITIAL_CARDS = 6
SOLO_TOTAL_CARDS = 54


# ---------------------------------------------------------------------------------- §5.3

def plus(cards: Sequence[Card]) -> int:
    return sum(card.polarity == "+" for card in cards)


def minus(cards: Sequence[Card]) -> int:
    return len(cards) - plus(cards)


def polarity(cards: Sequence[Card]) -> str:
    """"+" or "-" by majority of the cards used, "=" when they balance."""
    balance = plus(cards) - minus(cards)
    return "+" if balance > 0 else "-" if balance < 0 else "="


def tp_sum(cards: Sequence[Card]) -> int:
    return sum(card.tp for card in cards)


def rp_sum(cards: Sequence[Card]) -> int:
    return sum(card.rp for card in cards)


def word_score(cards: Sequence[Card], eq_word_score: str = "max", choice: str | None = None) -> int:
    """ΣTP for a +word, ΣRP for a −word (A16: the used cards' numbers summed).

    An =word follows `eq_word_score` (A15, default the higher sum). Under `choice` the credited
    player picks "tp" or "rp"; `choice` is that pick, and only an =word needs one.
    """
    # One pass, not the five of tp_sum, rp_sum and polarity: the server's pick scores every
    # selection that spells the word (up to 729 per play), so this is most of its time.
    tp = rp = balance = 0
    for card in cards:
        tp += card.tp
        rp += card.rp
        balance += 1 if card.polarity == "+" else -1
    if balance:
        return tp if balance > 0 else rp
    if eq_word_score == "choice":
        if choice not in ("tp", "rp"):
            raise ValueError("an =word under eq_word_score = choice needs the pick 'tp' or 'rp'")
        return tp if choice == "tp" else rp
    try:
        return {"max": max(tp, rp), "min": min(tp, rp), "tp": tp, "rp": rp}[eq_word_score]
    except KeyError:
        raise ValueError(f"unknown eq_word_score {eq_word_score!r}") from None


# ---------------------------------------------------------------------------------- §5.4

@dataclass(frozen=True)
class Word:
    """A word as it stands at scoring: its slot ("chain:3", "stack:3:2", "initial"), the cards its
    final form uses, who declared that form, and the =word pick if `eq_word_score = choice`."""

    slot: str
    cards: tuple[Card, ...]
    declared_by: str
    choice: str | None = None


def credited(word: Word, placed_by: Mapping[str, str], players: Sequence[str],
             credit_policy: str = "declarer") -> tuple[str, ...]:
    """The credited player(s), in seat order (§5.4, A14).

    `placed_by` maps each card id to the player who placed it, or "setup". The initial word credits
    everyone whatever the policy (the rulebook says so); setup cards count for nobody.
    """
    if word.slot == INITIAL:
        return tuple(players)
    if credit_policy == "declarer":
        return (word.declared_by,)
    counts: dict[str, int] = {}
    for card in word.cards:
        owner = placed_by[card.id]
        if owner != SETUP:
            counts[owner] = counts.get(owner, 0) + 1
    if credit_policy == "shared":
        return tuple(p for p in players if p in counts)
    if credit_policy != "majority_cards":
        raise ValueError(f"unknown credit_policy {credit_policy!r}")
    if not counts:  # only setup cards: cannot happen for a played form, but the declarer owns it
        return (word.declared_by,)
    most = max(counts.values())
    tied = [p for p in players if counts.get(p) == most]
    # A tie goes to the declarer if they are among the tied, otherwise every tied player shares.
    return (word.declared_by,) if word.declared_by in tied else tuple(tied)


# ---------------------------------------------------------------------------------- §5.5

@dataclass(frozen=True)
class ScoredWord:
    """One catalogue line (§5.1) without the letters: what the end screen lists per word."""

    slot: str
    card_ids: tuple[str, ...]
    plus: int
    minus: int
    polarity: str
    tp: int
    rp: int
    score: int
    credit: tuple[str, ...]


@dataclass(frozen=True)
class Result:
    words: tuple[ScoredWord, ...]
    totals: Mapping[str, int]        # T(p)
    word_counts: Mapping[str, int]   # Words(p)
    winners: tuple[str, ...]         # in seat order; more than one is a shared win


def score_word(word: Word, placed_by: Mapping[str, str], players: Sequence[str],
               options: Mapping[str, Any] | None = None) -> ScoredWord:
    opts = resolve(options)
    cards = word.cards
    return ScoredWord(word.slot, tuple(card.id for card in cards), plus(cards), minus(cards),
                      polarity(cards), tp_sum(cards), rp_sum(cards),
                      word_score(cards, opts["eq_word_score"], word.choice),
                      credited(word, placed_by, players, opts["credit_policy"]))


def winners(totals: Mapping[str, int], word_counts: Mapping[str, int], players: Sequence[str],
            tie_break: str = "most_words") -> tuple[str, ...]:
    """Highest total (A27: score first); a tie goes to more credited words under `most_words`;
    whoever is still tied shares the win."""
    if not players:
        return ()
    best = max(totals[p] for p in players)
    tied = [p for p in players if totals[p] == best]
    if len(tied) > 1 and tie_break == "most_words":
        most = max(word_counts[p] for p in tied)
        tied = [p for p in tied if word_counts[p] == most]
    elif tie_break not in ("most_words", "none"):
        raise ValueError(f"unknown tie_break {tie_break!r}")
    return tuple(tied)


def score_game(words: Sequence[Word], placed_by: Mapping[str, str], players: Sequence[str],
               options: Mapping[str, Any] | None = None) -> Result:
    """§5.5: T(p) sums the full score of every word credited to p (shared credit is never split)."""
    opts = resolve(options)
    scored = tuple(score_word(word, placed_by, players, opts) for word in words)
    totals = {p: sum(w.score for w in scored if p in w.credit) for p in players}
    counts = {p: sum(p in w.credit for w in scored) for p in players}
    return Result(scored, totals, counts, winners(totals, counts, players, opts["tie_break"]))


# ---------------------------------------------------------------------------------- §5.6

@dataclass(frozen=True)
class SoloStats:
    mlr: Fraction
    fts: int
    uin: Fraction

    @property
    def mlr_display(self) -> str:
        return round_half_up(self.mlr, 4)

    @property
    def uin_display(self) -> str:
        return round_half_up(self.uin, 2)


def solo_stats(plays_on_board: int, other_words: int, initial_word: int | None,
               total_cards: int = SOLO_TOTAL_CARDS,
               options: Mapping[str, Any] | None = None) -> SoloStats:
    """MLR, FTS and UIN, exactly (§5.6).

    `plays_on_board` counts the player's own placements still on the board (a card removed by the
    automatic check no longer counts, A18); `other_words` is the total of every word but the
    initial one; `initial_word` is the initial word's score, or None if none was accepted.
    """
    opts = resolve(options)
    cards_played = plays_on_board + (INITIAL_CARDS if opts["mlr_include_initial"] else 0)
    mlr = Fraction(cards_played, total_cards)
    fts = other_words + ((initial_word or 0) if opts["fts_include_initial_word"] else 0)
    return SoloStats(mlr, fts, mlr * fts)


def figures(name: str, value: Fraction, places: int) -> dict[str, Any]:
    """A statistic as the API hands out numbers: `name` the exact value as a JSON number,
    `<name>_display` as the spec displays it (`places` decimals, halves up) and
    `<name>_fraction` the exact [numerator, denominator]."""
    value = Fraction(value)
    return {name: float(value), f"{name}_display": round_half_up(value, places),
            f"{name}_fraction": [value.numerator, value.denominator]}


def round_half_up(value: Fraction, places: int) -> str:
    """`value` to `places` decimals, halves rounded up, computed exactly (no float on the way)."""
    scaled = floor(Fraction(value) * 10 ** places + Fraction(1, 2))
    sign = "-" if scaled < 0 else ""
    whole, frac = divmod(abs(scaled), 10 ** places)
    return f"{sign}{whole}.{frac:0{places}d}" if places else f"{sign}{whole}"
