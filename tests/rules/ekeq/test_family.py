"""FA-01..FA-11 (docs/games/ekeq.md §D.2.8): EkeQ's family variant, its draws, upgrades, the look through the
discard pile after a Golden Q, and its scoring."""
from __future__ import annotations

from dataclasses import replace

import pytest
from marshmallow import ValidationError

from rules.errors import RuleViolation
from rules.games.ekeq.cards import Card
from rules.games.ekeq.family import (
    check_family_card,
    check_look,
    check_take,
    draw,
    family_card,
    look,
    new_family_game,
    score,
    take,
    winners,
)

from .table import Table


def card(code: str) -> Card:
    """"dog-3m", "cat-2", "GQ5"."""
    if code.startswith("GQ"):
        return Card("golden_q", int(code[2:]))
    family, _, value = code.rpartition("-")
    return Card("point", int(value.rstrip("m")), value.endswith("m"), family)


def codes(cards) -> list[str]:
    return [f"GQ{c.value}" if c.kind == "golden_q" else f"{c.family}-{c.value}{'m' if c.mini else ''}"
            for c in cards]


def held(state, seat) -> dict[int, str]:
    return {value: codes([c])[0] for value, c in sorted(state.collection[seat].items())}


def refused(check, *args) -> str:
    with pytest.raises(RuleViolation) as caught:
        check(*args)
    return caught.value.rule_id


def setup_table():
    """A dog-3, B cat-5m, C dog-2 (a shared family is allowed, D2-A2)."""
    state = new_family_game(3, {})
    for seat, code in enumerate(("dog-3", "cat-5m", "dog-2")):
        state = family_card(state, seat, card(code))
    return state


def play_to(step: int):
    """The worked example up to FA-<step> (draws only; FA-08 and FA-09 look and take)."""
    s = setup_table()
    draws = ["dog-5", "dog-4", "cat-2", "dog-3m", "cat-4", "strongman-2", "GQ5"]
    for i, code in enumerate(draws[:step]):
        s = draw(s, i % 3, card(code))
    if step >= 8:
        s = take(look(draw(s, 1, card("GQ2")), 1, "bottom", None), 1, [1])
    if step >= 9:
        s = take(look(draw(s, 2, card("GQ4")), 2, "bottom", None), 2, [0, 1, 3])
    return s


def test_ekeq_family_setup_and_deck():
    s = setup_table()
    assert s.deck_count == 62 and held(s, 1) == {5: "cat-5m"}
    assert refused(check_family_card, s, 0, card("GQ3")) == "EKEQ-FAMILY-SETUP-NO-GQ"


def test_ekeq_family_draws_keep_upgrade_or_discard():
    """FA-01..FA-07."""
    s = play_to(1)
    assert held(s, 0) == {3: "dog-3", 5: "dog-5"}                        # FA-01 case 1
    s = play_to(3)
    assert codes(s.discard) == ["dog-4", "cat-2"]                         # FA-02, FA-03 case 3
    s = play_to(4)
    assert held(s, 0) == {3: "dog-3m", 5: "dog-5"}                       # FA-04 case 2
    assert codes(s.discard) == ["dog-4", "cat-2", "dog-3"]
    s = play_to(5)
    assert held(s, 1) == {4: "cat-4", 5: "cat-5m"}                       # FA-05
    s = play_to(7)
    assert held(s, 0) == {3: "dog-3m", 5: "GQ5"}                         # FA-07 case 4
    assert codes(s.discard) == ["dog-4", "cat-2", "dog-3", "strongman-2", "dog-5"]
    assert s.active == 1


def test_ekeq_family_golden_q_of_a_missing_value_looks_through_the_pile():
    """FA-08 and FA-09."""
    s = draw(play_to(7), 1, card("GQ2"))
    assert s.look is not None and s.active == 1  # the turn waits for the look
    s = look(s, 1, "bottom", None)
    assert codes(s.look.window) == ["dog-4", "cat-2"]
    assert refused(check_take, s, 1, [0]) == "EKEQ-FAMILY-TAKE-USELESS"
    assert refused(check_take, s, 1, [2]) == "EKEQ-FAMILY-TAKE-OUTSIDE-WINDOW"
    s = take(s, 1, [1])
    assert held(s, 1) == {2: "cat-2", 4: "cat-4", 5: "cat-5m"}
    assert codes(s.discard) == ["dog-4", "dog-3", "strongman-2", "dog-5", "GQ2"]
    s = draw(s, 2, card("GQ4"))
    assert refused(check_look, s, 2, "bottom", 5) == "EKEQ-FAMILY-LOOK-COUNT"
    s = look(s, 2, "bottom", None)
    assert codes(s.look.window) == ["dog-4", "dog-3", "strongman-2", "dog-5"]
    s = take(s, 2, [0, 1, 3])
    assert held(s, 2) == {2: "dog-2", 3: "dog-3", 4: "dog-4", 5: "dog-5"}
    assert codes(s.discard) == ["strongman-2", "GQ2", "GQ4"]


def test_ekeq_family_look_only_after_a_missing_golden_q():
    s = play_to(1)
    assert refused(check_look, s, 1, "top", None) == "EKEQ-FAMILY-LOOK-NOT-ALLOWED"
    assert refused(check_take, s, 1, []) == "EKEQ-FAMILY-LOOK-NOT-ALLOWED"


def test_ekeq_family_scores_and_winner():
    """FA-10 (the deck runs out after FA-09) and FA-11's reference scores."""
    s = play_to(9)
    assert [score(s.collection[seat]) for seat in range(3)] == [6, 4, 8]
    assert winners(s) == (2,)
    with_b = {**s.collection[1], 3: card("cat-3m")}
    assert score(with_b) == 12
    assert score({2: card("dog-2"), 3: card("dog-3m"), 4: card("GQ4"), 5: card("dog-5")}) == 16
    assert score({v: card(f"GQ{v}") for v in (2, 3, 4, 5)}) == 32


def test_ekeq_family_last_draw_ends_the_game():
    s = setup_table()
    s = draw(replace(s, deck_count=1), 0, card("cat-3"))
    assert s.over and s.deck_count == 0


@pytest.mark.parametrize("rule, expected", [(None, (0, 1)), ("complete_then_most_cards", (1,))])
def test_ekeq_family_tied_scores(rule, expected):
    """D2-A10: 8 points each, one of them from a complete family."""
    s = new_family_game(2, {"family_tiebreak": rule} if rule else {})
    s = replace(s, collection=({2: card("GQ2"), 3: card("GQ3")},
                               {2: card("cat-2"), 3: card("cat-3"), 4: card("cat-4"), 5: card("cat-5")}))
    assert winners(s) == expected


def test_ekeq_family_moves_through_the_referee_in_turn_and_phase():
    """The variant's moves as the phones send them: the family cards in any order, then draws in
    turn order; a look only after a Golden Q the player lacks (FA-08's rules)."""
    t = Table.new(2, variant="family", first_player=1)
    t.play("B", "family_card", card={"value": 5, "mini": True, "family": "cat"})
    error = t.refuse("B", "draw", card={"value": 3, "family": "dog"})
    assert error.rule_id == "EKEQ-WRONG-PHASE"
    assert t.message(error) == "That isn't possible right now: the game is waiting for every player's family card."
    assert t.refuse("A", "family_card", card={"kind": "golden_q", "value": 2}).rule_id == "EKEQ-FAMILY-SETUP-NO-GQ"
    t.play("A", "family_card", card={"value": 3, "family": "dog"})
    error = t.refuse("A", "draw", card={"value": 3, "family": "dog"})
    assert error.rule_id == "EKEQ-FAMILY-NOT-YOUR-TURN" and t.message(error) == "It's B's turn to draw."
    assert t.refuse("B", "look", end="top").rule_id == "EKEQ-FAMILY-LOOK-NOT-ALLOWED"
    assert t.refuse("B", "draw", card={"value": 3}).rule_id == "EKEQ-CARD-INVALID"  # which family?
    t.play("B", "draw", card={"value": 2, "family": "dog"})
    t.play("A", "draw", card={"kind": "golden_q", "value": 4})
    assert t.RULES.view(t.state, None)["phase"] == "look"
    assert t.refuse("A", "draw", card={"value": 2, "family": "dog"}).rule_id == "EKEQ-WRONG-PHASE"
    with pytest.raises(ValidationError, match="top, bottom"):  # a request that does not fit (422)
        t.refuse("A", "look", end="middle")
    assert t.refuse("A", "look", end="top", count=5).rule_id == "EKEQ-FAMILY-LOOK-COUNT"  # GQ4: 4 at most
    t.play("A", "look", end="top")
    t.play("A", "take", cards=[0])
    view = t.RULES.view(t.state, 0)
    assert view["players"][0]["cards"] == [{"kind": "point", "value": 2, "family": "dog"},
                                            {"kind": "point", "value": 3, "family": "dog"}]
    assert view["discard"] == [{"kind": "golden_q", "value": 4}] and view["active"] == 1
    assert t.refuse("B", "draw", card={"kind": "golden_q", "value": 4}).rule_id == "EKEQ-CARD-DUPLICATE"


def test_ekeq_family_unique_puts_back_a_family_already_taken():
    """D2-A2: shared families are allowed; with family_unique the second dog card goes back."""
    t = Table.new(3, variant="family")
    t.play("A", "family_card", card={"value": 3, "family": "dog"})
    t.play("B", "family_card", card={"value": 2, "family": "dog"})
    t = Table.new(3, variant="family", family_unique=True)
    t.play("A", "family_card", card={"value": 3, "family": "dog"})
    error = t.refuse("C", "family_card", card={"value": 2, "family": "dog"})
    assert error.rule_id == "EKEQ-FAMILY-TAKEN"
    assert t.message(error) == "A already collects the dog family: put that card back and draw another."
    assert t.message(error, "it") == "A raccoglie già la famiglia dog: rimetti la carta nel mazzo e pescane un'altra."
    t.play("C", "family_card", card={"value": 2, "family": "cat"})
    assert t.state.deck_count == 65 - 3  # the dog card went back: the main deck is still 65 - N


def test_ekeq_family_no_draw_once_the_deck_is_finished():
    """The last card was a Golden Q the player lacks: only the look and the take are left."""
    t = Table.new(2, variant="family")
    t.play("A", "family_card", card={"value": 3, "family": "dog"})
    t.play("B", "family_card", card={"value": 5, "family": "cat"})
    t.state = replace(t.state, deck_count=1)
    t.play("A", "draw", card={"kind": "golden_q", "value": 2})
    error = t.refuse("B", "draw", card={"value": 2, "family": "cat"})
    assert error.rule_id == "EKEQ-FAMILY-DECK-EMPTY"
    assert t.message(error) == "The main deck is finished; the game is being scored."
    t.play("A", "look", end="top")
    t.play("A", "take", cards=[])
    assert t.state.over
