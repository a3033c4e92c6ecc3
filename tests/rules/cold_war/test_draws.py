"""CW-12 (docs/games/cold-war.md §7): the draw-pile reset without shuffling (§5.7, A17), its timing option, and
the known order it gives (COLDWAR-DRAW-ORDER, COLDWAR-DRAW-COUNT)."""
from __future__ import annotations

from .table import position

CARDS = ("A-O1 A-S1 A-R4=10 A-U2=20 A-R2=30 A-R3=40 A-W2=50 A-U5=60 A-U3=70 A-R1=80 A-U4=90 "
         "A-U6=15 A-U7=25 B-U1=500")
DISCARD = "A-O1 A-S1 A-R4 A-U2 A-R2 A-R3 A-W2"


def cw12(**kw):
    kw.setdefault("draws", {"A": 1})
    return position(cards=CARDS, stacks={"B": "B-U1"}, discards={"A": DISCARD}, hands={"B": 0}, **kw)


def turn6(t, draw_cards=None):
    t.place("A", "A-U3")
    t.attack("A", "B", "A-R1")
    t.discard("A", "A-U4")
    assert t.pile("A") == DISCARD.split() + ["A-R1", "A-U4"] and t.p("A").hand_count == 2
    return t


def test_cold_war_reset_flips_the_discard_pile_oldest_card_on_top():
    """CW-12: draw A-U5, the pile is empty: reset; then A-O1 and A-S1; the rest is known."""
    t = turn6(cw12())
    t.draw("A")
    player = t.p("A")
    assert player.hand_count == 5
    assert player.draw_known == ("A-R4", "A-U2", "A-R2", "A-R3", "A-W2", "A-R1", "A-U4")
    assert player.discard == () and player.draw_count == 7
    assert set(player.hand_known) >= {"A-O1", "A-S1"}
    assert t.view("A")["players"][0]["hand_known"] and "hand_known" not in t.view("B")["players"][0]


def test_cold_war_draw_order_is_checked_after_a_reset():
    """CW-12: a private DRAW naming A-R2 second -> COLDWAR-DRAW-ORDER (expected A-O1)."""
    t = turn6(cw12(hand_tracking="private", known={"A": "A-U3 A-R1 A-U4 A-U6 A-U7"}))
    error = t.refuse("A", "draw", cards=[{"ref": "A-U5"}, {"ref": "A-R2"}, {"ref": "A-S1"}])
    assert error.rule_id == "COLDWAR-DRAW-ORDER"
    assert t.message(error) == "Your draw pile order is known after the reset: the next card should be A-O1."
    error = t.refuse("A", "draw", cards=[{"ref": "A-U5"}])
    assert error.rule_id == "COLDWAR-DRAW-COUNT"
    assert t.message(error) == "You should draw exactly 3 card(s) to get back to 5."
    t.draw("A", ["A-U5", "A-O1", "A-S1"])
    assert t.p("A").hand_known == ("A-U6", "A-U7", "A-U5", "A-O1", "A-S1")


def test_cold_war_reset_on_draw_waits_for_the_next_needed_draw():
    """CW-12 timing variant, on_draw: a pile of exactly 3 is drawn and nothing flips yet."""
    t = turn6(cw12(draws={"A": 3}))
    t.draw("A")
    assert t.p("A").draw_count == 0 and t.p("A").draw_known is None
    assert t.pile("A") == DISCARD.split() + ["A-R1", "A-U4"]


def test_cold_war_reset_on_empty_flips_right_after_the_refill():
    """CW-12 timing variant, on_empty: the flip happens right after this refill."""
    t = turn6(cw12(draws={"A": 3}, reset_timing="on_empty"))
    t.draw("A")
    assert t.p("A").draw_known == tuple(DISCARD.split()) + ("A-R1", "A-U4")
    assert t.pile("A") == []


def test_cold_war_nothing_left_to_draw_skips_the_draw_and_an_impossible_discard():
    """A25: no hand, no stack: the discard is skipped; with both piles empty the hand stays short."""
    t = position(cards=CARDS, hands={"A": 0}, draws={"A": 0}, stacks={"B": "B-U1"})
    t.draw("A")
    assert t.p("A").hand_count == 0 and t.state.active == 1


def test_cold_war_cards_played_from_a_known_hand_are_checked():
    """After a reset, cards drawn are known: a play of a card known elsewhere is refused."""
    t = turn6(cw12())
    t.draw("A")
    t.discard("B", "B-U1", source="stack")
    t.draw("B")
    error = t.refuse("A", "place", card={"ref": "A-R4"})
    assert error.rule_id == "COLDWAR-CARD-NOT-IN-HAND"
    assert t.message(error) == "That card is not in your hand; the service has it in A's draw pile."
    t.place("A", "A-U5")
