"""2P6C word lists and word policy (docs/games/2p6c.md §3.6 list jury, §4.5 policy, §8 bundled list)."""
from __future__ import annotations

import hashlib
import re
from importlib import resources

import pytest

from rules.games.two_p6c import wordlists
from rules.games.two_p6c.wordlists import BUNDLED, WordPolicy, is_known, register, words

PACKAGE = resources.files(wordlists)
EN = WordPolicy("list:en-v1")


# --- §8: the bundled list -------------------------------------------------------------------

@pytest.mark.parametrize("word", ["trades", "orates", "cats", "tea", "ox", "bah", "eh"])
def test_bundled_list_accepts_inflections_from_the_probe(word):
    assert EN.allows(word) is True


@pytest.mark.parametrize("word", ["karina", "mekong", "bk", "qi", "aah"])
def test_bundled_list_rejects_proper_nouns_and_abbreviations(word):
    assert EN.allows(word) is False


def test_bundled_words_are_two_to_six_letters_a_to_z_upper_case():
    assert all(re.fullmatch(r"[A-Z]{2,6}", word) for word in words("en-v1"))


def test_bundled_file_is_sorted_lower_case_words_one_per_line():
    lines = PACKAGE.joinpath("en-v1.txt").read_text(encoding="ascii").split("\n")
    assert lines[-1] == ""  # a final newline, nothing after it
    assert lines[:-1] == sorted(set(lines[:-1]))
    assert all(re.fullmatch(r"[a-z]{2,6}", line) for line in lines[:-1])


def test_bundled_list_size_is_within_30k_to_45k():
    assert 30_000 <= len(words("en-v1")) <= 45_000


def test_bundled_file_matches_the_sha256_recorded_in_its_readme():
    # Rebuilding needs the source wheels, which CI does not have; the recorded digest pins the file.
    readme = PACKAGE.joinpath("README.md").read_text(encoding="utf-8")
    recorded = re.search(r"\| sha256 \| `([0-9a-f]{64})`", readme)
    assert recorded, "README.md records no sha256 for en-v1.txt"
    assert hashlib.sha256(PACKAGE.joinpath("en-v1.txt").read_bytes()).hexdigest() \
        == recorded.group(1)


def test_every_bundled_id_is_known_and_loads():
    for list_id in BUNDLED:
        assert is_known(list_id) and words(list_id)


def test_unknown_list_id_raises_key_error():
    assert not is_known("en-v9")
    with pytest.raises(KeyError):
        words("en-v9")
    with pytest.raises(KeyError):
        WordPolicy("list:en-v9").allows("CAT")


# --- §4.5 / §3.6: the policy ------------------------------------------------------------------

def test_consensus_returns_none_so_the_jury_decides():
    policy = WordPolicy("consensus", extra_allowed=("CAT",), extra_denied=("DOG",))
    assert policy.list_id is None
    assert policy.allows("CAT") is None and policy.allows("DOG") is None


def test_list_source_names_its_list_id():
    assert EN.list_id == "en-v1"


@pytest.mark.parametrize("source", ["", "list:", "en-v1", "List:en-v1", "jury"])
def test_source_must_be_consensus_or_a_list(source):
    with pytest.raises(ValueError):
        WordPolicy(source)


def test_extra_denied_beats_the_list():
    assert EN.allows("CATS") is True
    assert WordPolicy("list:en-v1", extra_denied=("cats",)).allows("CATS") is False


def test_extra_denied_beats_extra_allowed():
    assert WordPolicy("list:en-v1", extra_allowed=("QI",), extra_denied=("QI",)).allows("QI") \
        is False


def test_extra_allowed_adds_a_word():
    assert EN.allows("QI") is False
    assert WordPolicy("list:en-v1", extra_allowed=("qi",)).allows("QI") is True


def test_extras_and_text_are_compared_upper_case():
    policy = WordPolicy("list:en-v1", extra_allowed=(" Qi ",), extra_denied=("Cats",))
    assert policy.allows("qi") is True and policy.allows("cAtS") is False
    assert EN.allows("Tea") is True


def test_non_ascii_text_is_not_upper_cased_into_a_listed_word():
    assert EN.allows("MASS") is True
    assert EN.allows("maß") is False  # "maß".upper() == "MASS"


# --- a group's own list ---------------------------------------------------------------------

def test_register_is_content_addressed_and_idempotent():
    first = register(["zorp", "blip", "ZORP"])
    assert re.fullmatch(r"g-[0-9a-f]{16}", first)
    assert register(["BLIP", " Zorp\n"]) == first
    assert register(["BLIP", "ZORP"]) == first
    expected = "g-" + hashlib.sha256(b"BLIP\nZORP").hexdigest()[:16]
    assert first == expected
    assert register(["BLIP", "ZORPS"]) != first


def test_registered_list_is_known_and_used_by_the_policy():
    list_id = register(["wibble", "fnord"])
    assert is_known(list_id)
    assert words(list_id) == frozenset({"WIBBLE", "FNORD"})
    policy = WordPolicy(f"list:{list_id}", extra_denied=("FNORD",))
    assert policy.allows("wibble") is True
    assert policy.allows("FNORD") is False
    assert policy.allows("CAT") is False  # a group's own list replaces the bundled one


def test_register_keeps_only_two_to_six_letter_a_to_z_words():
    list_id = register(["A", "ok", "toolong", "it's", "naïve", "two words", "maß", "", "yes"])
    assert words(list_id) == frozenset({"OK", "YES"})


def test_register_refuses_a_list_with_no_words():
    with pytest.raises(ValueError):
        register(["", "x", "seventeen"])
