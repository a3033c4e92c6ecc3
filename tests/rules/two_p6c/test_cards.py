"""2P6C cards (docs/games/2p6c.md §1.4): the letters each card offers, and 2P6C-CARD-ATTR."""
from __future__ import annotations

from dataclasses import replace

import pytest

from rules.errors import RuleViolation
from rules.games.two_p6c.cards import ALPHABET, from_attributes, validate
from tests.rules.two_p6c.cards import CARDS


@pytest.mark.parametrize("card_id, offers", [
    ("k1", {"S"}), ("k6", {"D", "O"}), ("k15", ALPHABET), ("k20", {"N", "O"}), ("k13", {"H"})])
def test_each_fixture_offers_the_letters_of_section_7_1(card_id, offers):
    assert CARDS[card_id].letters == frozenset(offers)
    validate(CARDS[card_id])


@pytest.mark.parametrize("change", [
    {"primary": "?"},                                  # ? without substitution any
    {"substitution": "any"},                           # any without a ? primary
    {"substitution": "U_V"},                           # U_V on an S card
    {"colour": "orange"}, {"polarity": "±"}, {"primary": "s1"}, {"secondary": "7"},
    {"tp": 100}, {"rp": -1}, {"tp": True}, {"rp": 2.5},
])
def test_a_card_with_missing_or_contradictory_attributes_is_refused(change):
    with pytest.raises(RuleViolation) as refused:
        validate(replace(CARDS["k1"], **change))
    assert refused.value.rule_id == "2P6C-CARD-ATTR"


def test_d_o_needs_a_d_or_o_primary():
    validate(CARDS["k6"])
    with pytest.raises(RuleViolation):
        validate(replace(CARDS["k6"], primary="T"))


def test_attributes_as_a_phone_sends_them_become_a_card():
    card = from_attributes("c0001", {"colour": "black", "polarity": "-", "primary": "t",
                                     "secondary": "", "substitution": "none", "tp": 2, "rp": 3})
    assert (card.primary, card.secondary, card.letters) == ("T", None, frozenset("T"))
    with pytest.raises(RuleViolation):
        from_attributes("c0002", {"colour": "black", "polarity": "-"})
