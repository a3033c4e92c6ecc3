"""Half-Zero setup and round structure: options, suits, hand sizes, allowances and the W tokens
(docs/games/half-zero.md §2.1, §2.3; golden test HZ-T08)."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.errors import RuleViolation
from rules.games.half_zero import HALF_ZERO, INFO
from rules.games.half_zero.schemas import HalfZeroOptions
from rules.games.half_zero.table import wild_distribution

from .table import Table, by_name

DEFAULTS = {"suit_of": None, "point_suit": "C", "wild_opt_out_cards": True,
            "selection_mode": "physical", "unresolvable_tie": "no_award", "info_mode": "trust",
            "entry_mode": "scribe"}


def test_half_zero_options_default_to_the_spec_values():
    assert HalfZeroOptions().load({}) == DEFAULTS


def test_half_zero_options_every_field_documents_itself():
    for name, field in HalfZeroOptions().fields.items():
        assert field.metadata.get("description"), name


@pytest.mark.parametrize("options, field", [
    ({"suit_of": ["U", "X"]}, "suit_of"), ({"suit_of": "UH"}, "suit_of"),
    ({"point_suit": "W"}, "point_suit"), ({"wild_opt_out_cards": 1}, "wild_opt_out_cards"),
    ({"selection_mode": "phones"}, "selection_mode"), ({"unresolvable_tie": "coin"}, "unresolvable_tie"),
    ({"info_mode": "spy"}, "info_mode"), ({"entry_mode": "anyone"}, "entry_mode"),
    ({"first_dealer": 0}, "first_dealer"),
])
def test_half_zero_options_refuse_bad_values_and_unknown_keys(options, field):
    with pytest.raises(ValidationError) as caught:
        referee.new_game(HALF_ZERO, 2, options)
    assert field in caught.value.messages


@pytest.mark.parametrize("players, suits", [(2, ["U", "P"]), (3, ["U", "P", "H"]), (4, ["U", "P", "H", "F"])])
def test_default_suits_are_units_planes_hearts_flares_in_seat_order_and_clubs_for_points(players, suits):
    _options, state = referee.new_game(HALF_ZERO, players, {})
    view = HALF_ZERO.view(state, None)
    assert view["suit_of"] == suits and view["point_suit"] == "C"


@pytest.mark.parametrize("players", [1, 5])
def test_half_zero_needs_two_to_four_players(players):
    with pytest.raises(RuleViolation) as caught:
        referee.new_game(HALF_ZERO, players, {})
    assert caught.value.rule_id == "CORE-PLAYER-COUNT"
    assert caught.value.message(INFO.rules) == "This game needs 2 to 4 players."


def test_hz_t08a_four_players_and_a_fifth_suit_for_points_is_valid():
    """HZ-T08(a): A U, B P, C H, D F with point suit Diamonds → valid (5 suits)."""
    table = Table.new("UPHF", point_suit="D")
    assert table.view()["suit_of"] == ["U", "P", "H", "F"] and table.view()["point_suit"] == "D"


@pytest.mark.parametrize("suits, point_suit", [
    ("UPHF", "H"),    # HZ-T08(a): the point suit is a player's suit
    ("UPHU", "D"),    # two players with one suit
    ("UPH", "D"),     # one suit short for four players
    ("UPHFD", "C"),   # one suit too many
])
def test_hz_t08a_each_player_and_the_point_pile_need_a_different_suit(suits, point_suit):
    """HZ-T08(a): point suit Hearts with a Hearts player → HALFZERO-SETUP-SUITS (as every clash)."""
    with pytest.raises(RuleViolation) as caught:
        referee.new_game(HALF_ZERO, 4, {"suit_of": list(suits), "point_suit": point_suit})
    assert caught.value.rule_id == "HALFZERO-SETUP-SUITS"
    assert caught.value.message(INFO.rules) == "Each player and the point pile need a different suit."


@pytest.mark.parametrize("suits", ["UPH", "UPHFD"])
def test_half_zero_setup_suits_refusal_says_how_many_suits_to_send(suits):
    with pytest.raises(RuleViolation) as caught:
        referee.new_game(HALF_ZERO, 4, {"suit_of": list(suits), "point_suit": "C"})
    assert caught.value.details() == {"suit_of": list(suits), "point_suit": "C", "suits_needed": 4}


def test_the_default_suits_clash_with_a_point_suit_of_units():
    with pytest.raises(RuleViolation) as caught:
        referee.new_game(HALF_ZERO, 2, {"point_suit": "U"})
    assert caught.value.rule_id == "HALFZERO-SETUP-SUITS"


@pytest.mark.parametrize("base, in_hand, under", [(5, 5, 0), (4, 4, 1), (3, 3, 2), (2, 2, 3), (1, 1, 4)])
def test_hz_t08b_cards_in_hand_and_under_the_base_by_base_rank(base, in_hand, under):
    """HZ-T08(b): 5 → 5/0, 4 → 4/1, 3 → 3/2, 2 → 2/3, 1 → 1/4."""
    view = Table.at((5, base), "UH").view()
    assert view["hand_sizes"][1] == in_hand and view["under_base"][1] == under


def test_hz_t08c_six_tokens_for_twelve_opt_outs_go_round_robin():
    """HZ-T08(c): bases 5/1/1/1 → M 5, allowances 0/4/4/4 (12 > 6) → tokens B 2, C 2, D 2."""
    view = Table.at((5, 1, 1, 1), "UPHF").view()
    assert view["max_base"] == 5
    assert by_name(view["allowances"]) == {"A": 0, "B": 4, "C": 4, "D": 4}
    assert by_name(view["wild_tokens"]) == {"A": 0, "B": 2, "C": 2, "D": 2}


def test_hz_t08d_tokens_cover_every_allowance_when_six_are_enough():
    """HZ-T08(d): bases 4/5/3/2 → M 5, allowances 1/0/2/3 (total 6) → tokens A 1, C 2, D 3."""
    view = Table.at((4, 5, 3, 2), "UPHF").view()
    assert view["max_base"] == 5
    assert by_name(view["allowances"]) == {"A": 1, "B": 0, "C": 2, "D": 3}
    assert by_name(view["wild_tokens"]) == {"A": 1, "B": 0, "C": 2, "D": 3}


@pytest.mark.parametrize("allowances, tokens", [
    ((0, 4, 4), (0, 3, 3)),          # seat order, one at a time
    ((0, 1, 4, 4), (0, 1, 3, 2)),    # the first seats get the leftover tokens
    ((0, 0), (0, 0)),
])
def test_wild_tokens_are_dealt_one_at_a_time_in_seat_order_up_to_each_allowance(allowances, tokens):
    """HZ-6: round-robin in seat order until six are out or every allowance is covered."""
    assert wild_distribution(allowances) == tokens
    assert sum(wild_distribution(allowances)) == min(6, sum(allowances))


def test_without_wild_opt_out_cards_nobody_gets_a_token():
    """§0.7: wild_opt_out_cards=false → opt-outs only by declaration; no W is handed out."""
    view = Table.at((5, 1, 1, 1), "UPHF", wild_opt_out_cards=False).view()
    assert view["wild_tokens"] == [0, 0, 0, 0] and view["allowances"] == [0, 4, 4, 4]


def hz_t08c_after_two_wilds_of_b() -> Table:
    """HZ-T08(c) played on: B opts out with both W tokens in turns 1 and 2."""
    table = Table.at((5, 1, 1, 1), "UPHF")
    table.reveal(A="6U", B="W", C="6H", D="6F")
    # A, C, D tie at 6; C and D have no cards left, so only A enters a tiebreak card.
    assert table.view()["turn"]["tied"] == [0, 2, 3]
    table.tiebreak(A="4U")
    assert table.view()["turn"]["reveals"][1] == [4, None, 0, 0]
    table.point("A", "1C")
    table.reveal(A="3U", B="W", C="NONE", D="NONE")
    table.point("A", "2C")
    assert table.view()["wild_used"] == [0, 2, 0, 0] and table.view()["optouts_used"] == [0, 2, 0, 0]
    return table


def test_hz_t08e_a_third_hierarchy_card_is_refused_after_both_tokens_are_used():
    """HZ-T08(e): B still has 2 opt-outs left but no W: a third W → HALFZERO-NO-WILD."""
    table = hz_t08c_after_two_wilds_of_b()
    error = table.refuse_reveal(A="2U", B="W", C="NONE", D="NONE")
    assert error.rule_id == "HALFZERO-NO-WILD"
    assert table.message(error) == "You have no hierarchy card to opt out with."
    # B must announce the remaining opt-outs instead.
    table.opt_out("B")
    assert table.view()["optouts_used"][1] == 3


def test_hz_t08e_with_wild_cards_off_any_w_is_not_used():
    """HZ-T08(e): with wild_opt_out_cards=false any W → CORE-CARD-NOT-USED."""
    table = Table.at((5, 1, 1, 1), "UPHF", wild_opt_out_cards=False)
    error = table.refuse_reveal(A="6U", B="W", C="6H", D="6F")
    assert error.rule_id == "CORE-CARD-NOT-USED"
    assert table.message(error) == "W is not used in this game."


def test_hz_t08_check_order_for_a_w_allowance_first():
    """HZ-T08 check order for a W: A has no allowance, so no opt-out left and no token either;
    OPTOUT-NOT-ALLOWED speaks first."""
    table = Table.at((5, 4), "UH")
    assert table.view()["wild_tokens"][0] == 0
    assert table.refuse_reveal(A="W", B="6H").rule_id == "HALFZERO-OPTOUT-NOT-ALLOWED"


def test_hz_t08_check_order_for_a_w_limit_before_tokens():
    """HZ-T08 check order for a W: B used its one opt-out and its one token with a W in turn 1;
    a second W fails both OPTOUT-LIMIT and NO-WILD, and OPTOUT-LIMIT speaks first."""
    table = Table.at((5, 4), "UH")
    table.reveal(A="6U", B="W")
    table.point("A", "1C")
    assert table.view()["wild_used"][1] == table.view()["wild_tokens"][1] == 1
    assert table.refuse_reveal(A="4U", B="W").rule_id == "HALFZERO-OPTOUT-LIMIT"
