"""Can these cards spell this word? (docs/games/2p6c.md §4.4, check order §4.1; terms §2.1; golden tests §7.5).

Pure functions, no I/O:
* `assign`           the perfect matching of cards to letter positions (§4.4, verbatim in effect);
* `spellable`        the same for a text and a list of cards;
* `best_selection`   a chain with stacks: one card per cell, the highest-scoring selection that
                     can spell the text (ties to the smallest tuple of card ids) — what the server
                     picks when the phone omits `uses` (§3.5);
* `check_text`, `check_distinct`, `check_letters`, `check_uses`  the structural checks 1, 2, 4, 5
                     of a declared form, raising the §4.1 rule ids in the §4.1 order;
* `words_spellable`  which allowed words a set of cards can spell (scoring helper).

Check 3 (which cards a form must use: WORD-CARDS, WORD-ONE-PER-STACK) needs the board and lives
with the board. §4.1 puts it between `check_distinct` and `check_letters`, which is why the
checks are separate functions; `check_uses` runs the ones here back to back for callers that have
already checked the cards.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Sequence

from ...errors import Malformed, RuleViolation
from .cards import Card

MIN_LEN, MAX_LEN = 2, 6  # a single card is never a word (§2.1); chains stop at row 6
# §4.2 WORD-CHARSET: ASCII letters only. Not str.isalpha, which also accepts "É" and "ß".
_CHARSET = re.compile(r"[A-Za-z]+")

Score = Callable[[Sequence[Card]], int]
# A declared form's uses (§2.2 `Use`), in order: (card id, letter) pairs or {"card", "letter"}
# objects. A mapping id → letter is accepted too, though it cannot repeat a card (ONE-LETTER).
Uses = Sequence[tuple[str, str]] | Sequence[Mapping[str, str]] | Mapping[str, str]


def assign(word: str, option_sets: Sequence[Iterable[str]]) -> list[str] | None:
    """The letter each card gives to spell `word` (in any order), or None if no assignment exists.

    A perfect bipartite matching between cards and letter positions found by augmenting paths,
    which by Hall's theorem is exact. `word` is taken as given (upper-case it first).
    """
    length = len(word)
    if length != len(option_sets) or not MIN_LEN <= length <= MAX_LEN:
        return None
    options = [option if isinstance(option, (set, frozenset)) else set(option)
               for option in option_sets]
    owner = [-1] * length  # position -> card index

    def augment(card: int, seen: list[bool]) -> bool:
        for position in range(length):
            if word[position] in options[card] and not seen[position]:
                seen[position] = True
                if owner[position] == -1 or augment(owner[position], seen):
                    owner[position] = card
                    return True
        return False

    for card in range(length):
        if not augment(card, [False] * length):
            return None
    letters = [""] * length
    for position, card in enumerate(owner):
        letters[card] = word[position]
    return letters


def spellable(text: str, cards: Sequence[Card]) -> list[str] | None:
    """The letter each card gives to spell `text` (any case), or None if they cannot spell it."""
    if not _CHARSET.fullmatch(text):
        return None
    return assign(text.upper(), [card.letters for card in cards])


# --- chains with stacks (§4.4 "Chain with stacks") --------------------------------------------

@dataclass(frozen=True)
class Selection:
    """One card per cell of a chain (bottom..top), the letter each gives, and the word's score."""

    cards: tuple[Card, ...]
    letters: tuple[str, ...]
    score: int

    @property
    def uses(self) -> tuple[tuple[str, str], ...]:
        """The form's uses (§2.2), in cell order, ready to store or return to the phone."""
        return tuple((card.id, letter) for card, letter in zip(self.cards, self.letters))


def best_selection(text: str, cells: Sequence[Sequence[Card]], score: Score) -> Selection | None:
    """The selection of one card per cell that can spell `text` with the highest `score`; ties go
    to the lexicographically smallest tuple of card ids (compared as strings, cell by cell).
    None if no selection can spell it.

    `cells` are the chain's cells bottom..top, each its stack bottom..top. `score` rates the
    chosen cards (§5.3); it is a black box (polarity is a majority, so it is not a sum over
    cells), so every selection that can spell the text is scored once, and only those.
    """
    if not _CHARSET.fullmatch(text):
        return None
    word = text.upper()
    length = len(word)
    if length != len(cells) or not MIN_LEN <= length <= MAX_LEN:
        return None
    # If the cells' pooled letters cannot spell the word, no choice of cards can; and if they
    # can, the card offering each cell's pooled letter is a selection that spells it. So one
    # matching decides whether any selection exists, before enumerating anything.
    pooled = [frozenset().union(*(card.letters for card in cell)) for cell in cells]
    if assign(word, pooled) is None:
        return None
    # Each card as the set of positions it can fill (a bitmask). A card that fills none can
    # never be chosen, so it is dropped. Sorting by id makes the walk below visit selections in
    # lexicographic order of their ids, so the first best found is the tie-break winner.
    candidates = [sorted(((card, _positions(word, card.letters)) for card in cell
                          if _positions(word, card.letters)), key=lambda pair: pair[0].id)
                  for cell in cells]
    if not all(candidates):
        return None
    # Walk the cells keeping the sets of positions that the cards chosen so far can fill
    # between them, as one int: bit m is set when the positions of mask m can all be filled.
    # 0 means that prefix cannot be completed, so every selection sharing it is skipped at
    # once. Stacks repeat letters, so steps are memoised. Ints, not frozensets: the garbage
    # collector ignores ints, while ~500 tracked sets and key tuples per check set off a
    # collection every other check and a full one (5-20 ms) every few hundred.
    steps: dict[int, int] = {}
    chosen: list[Card] = []
    best: list[tuple[int, tuple[Card, ...]]] = []

    def walk(cell: int, filled: int) -> None:
        if cell == length:  # every step fills one more position, so all are filled
            value = score(tuple(chosen))
            if not best or value > best[0][0]:
                best[:] = [(value, tuple(chosen))]
            return
        for card, positions in candidates[cell]:
            key = filled << MAX_LEN | positions
            after = steps.get(key)
            if after is None:
                after = steps[key] = _fill(filled, positions)
            if after:
                chosen.append(card)
                walk(cell + 1, after)
                chosen.pop()

    walk(0, 1)  # only the empty mask: nothing filled yet
    if not best:
        return None
    value, cards = best[0]
    letters = assign(word, [card.letters for card in cards])
    assert letters is not None  # the walk found a matching for these very cards
    return Selection(cards, tuple(letters), value)


def _positions(word: str, letters: frozenset[str]) -> int:
    mask = 0
    for position, letter in enumerate(word):
        if letter in letters:
            mask |= 1 << position
    return mask


# Per position p, the masks (as bits of a set of masks) without bit p: those p can be added to.
_LACKING = tuple(sum(1 << mask for mask in range(1 << MAX_LEN) if not mask >> position & 1)
                 for position in range(MAX_LEN))


def _fill(filled: int, positions: int) -> int:
    """Every way to add one of `positions` to one of the `filled` masks. Adding bit p to mask m
    gives mask m + 2**p, so each set of masks moves up by 2**p bits."""
    after = 0
    for position, lacking in enumerate(_LACKING):
        if positions >> position & 1:
            after |= (filled & lacking) << (1 << position)
    return after


# --- declared uses (§4.4 checks 1, 2, 4, 5 in the §4.1 order) ---------------------------------

def check_text(text: str) -> str:
    """The text upper-cased; WORD-CHARSET unless it is A–Z only, WORD-MAXLEN if over six.
    Both are malformed (422): no state of any table accepts such a text."""
    if not isinstance(text, str) or not _CHARSET.fullmatch(text):
        raise Malformed("2P6C-WORD-CHARSET")
    if len(text) > MAX_LEN:
        raise Malformed("2P6C-WORD-MAXLEN")
    return text.upper()


def check_distinct(uses: Uses) -> None:
    """WORD-ONE-LETTER when a card is listed twice: each card gives exactly one letter."""
    seen: set[str] = set()
    for card_id, _letter in _pairs(uses):
        if card_id in seen:
            raise Malformed("2P6C-WORD-ONE-LETTER", card=card_id)
        seen.add(card_id)


def check_letters(word: str, uses: Uses, cards: Mapping[str, Card]) -> None:
    """WORD-SPELL if the count is off, WORD-LETTER if a card cannot give its letter, WORD-SPELL
    if the letters are not the text's. `word` is `check_text`'s result; `cards` maps id → card
    for the ids in `uses`, which the board's WORD-CARDS check has already vouched for."""
    pairs = _pairs(uses)
    # Fewer than two uses cannot reach here in a real play (WORD-CARDS comes first: a chain has
    # two cells, a stack two cards), but a lone card is never a word (§2.1), so refuse it anyway.
    if len(pairs) != len(word) or len(pairs) < MIN_LEN:
        raise RuleViolation("2P6C-WORD-SPELL")
    for card_id, letter in pairs:
        card = cards.get(card_id)
        if card is None:  # defensive: the board check should have refused this id already
            raise RuleViolation("2P6C-WORD-CARDS", card=card_id)
        if not isinstance(letter, str) or letter.upper() not in card.letters:
            raise RuleViolation("2P6C-WORD-LETTER", card=card_id, letter=letter)
    if Counter(letter.upper() for _id, letter in pairs) != Counter(word):
        raise RuleViolation("2P6C-WORD-SPELL")


def check_uses(text: str, uses: Uses, cards: Mapping[str, Card]) -> str:
    """Checks 1, 2, 4, 5 of a declared form in the §4.1 order; the upper-cased text if they pass.
    Only for callers that have already checked which cards the form uses (check 3)."""
    word = check_text(text)
    check_distinct(uses)
    check_letters(word, uses, cards)
    return word


def _pairs(uses: Uses) -> list[tuple[str, str]]:
    if isinstance(uses, Mapping):
        return list(uses.items())
    # Each use as a pair, or as the phone's JSON object {"card": id, "letter": L} (§3.5).
    return [(use["card"], use["letter"]) if isinstance(use, Mapping) else tuple(use)
            for use in uses]


# --- which allowed words a set of cards can spell (§4.4, scoring helper) ------------------------

class WordIndex:
    """An allowed-word list indexed by length, built once and reused for every query.

    Words are upper-cased; words that can never be spelled (not A–Z, or not 2..6 letters) are
    left out, and repeats kept once, in first-seen order.
    """

    def __init__(self, words: Iterable[str]) -> None:
        by_length: dict[int, dict[str, None]] = {
            length: {} for length in range(MIN_LEN, MAX_LEN + 1)}
        for word in words:
            if MIN_LEN <= len(word) <= MAX_LEN and _CHARSET.fullmatch(word):
                by_length[len(word)][word.upper()] = None
        self.by_length = {length: tuple(found) for length, found in by_length.items()}

    def of_length(self, length: int) -> tuple[str, ...]:
        return self.by_length.get(length, ())


def words_spellable(cards: Sequence[Card], word_list: WordIndex | Iterable[str]) -> list[str]:
    """The listed words these cards spell, one letter per card and all cards used, in list order.

    Only words of the right length are looked at; a word must hold every fixed letter (those of
    single-option cards) as often as the cards give it, and only the words passing that cheap
    filter pay for a matching.
    """
    index = word_list if isinstance(word_list, WordIndex) else WordIndex(word_list)
    options = [card.letters for card in cards]
    fixed = Counter(next(iter(option)) for option in options if len(option) == 1)
    offered = frozenset().union(*options) if options else frozenset()
    found = []
    for word in index.of_length(len(cards)):
        if all(word.count(letter) >= count for letter, count in fixed.items()) \
                and offered.issuperset(word) and assign(word, options) is not None:
            found.append(word)
    return found
