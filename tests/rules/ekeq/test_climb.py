"""CL-01..CL-08 (docs/games/ekeq.md §D.1.7): EkeQ's climb variant, played through the referee as the phones
play it: the piles, the suggeritore's guess (two for a mini-GOLDEN Q card), Golden Q cards placed
without a guess, the wrap and the closed pile, passing, the win and the stall; and what each
phone may see of the others' hands and of a card still sealed."""
from __future__ import annotations

from dataclasses import replace

import pytest

from rules.games.ekeq.cards import Card
from rules.games.ekeq.climb import GQ, Pile
from rules.games.ekeq.rules import EKEQ

from ..game_table import GameTable, seat

FIGURES = ["dog", "cat", "strongman", "F4", "F5", "F6"]


def card(code: str) -> dict:
    """The spec's notation: dog-3, cat-3m, GQ4."""
    if code.startswith("GQ"):
        return {"kind": "golden_q", "value": int(code[2:])}
    family, _, value = code.rpartition("-")
    return {"value": int(value.rstrip("m")), "mini": value.endswith("m"), "family": family}


class Climb(GameTable):
    RULES = EKEQ

    def deal(self, who: str, codes: str) -> None:
        self.play(who, "draw_init", cards=[card(c) for c in codes.split()])

    def attempt(self, who: str, code: str, suggester: str):
        return self.play(who, "attempt", card=card(code), suggester=seat(suggester))

    def suggest(self, who: str, *piles: str):
        return self.play(who, "suggest", piles=list(piles))

    def hand(self, who: str) -> list[str]:
        return sorted(_code(c) for c in self.state.hands[seat(who)])

    def tops(self, **piles: Pile) -> None:
        self.state = replace(self.state, piles={**self.state.piles, **piles})

    def rule(self, who: str, type_: str, **payload) -> str:
        return self.refuse(who, type_, **payload).rule_id


def _code(c: Card) -> str:
    return f"GQ{c.value}" if c.kind == "golden_q" else f"{c.family}-{c.value}{'m' if c.mini else ''}"


def table(a: str, b: str, c: str, **options) -> Climb:
    t = Climb.new(3, variant="climb", **options)
    for who, codes in zip("ABC", (a, b, c)):
        t.deal(who, codes)
    return t


def test_ekeq_climb_setup():
    """CL-01: 7 piles at 2; 65 - 7 = 58 cards, 46 once each of 3 players has drawn 4."""
    t = Climb.new(3, variant="climb")
    assert t.state.deck_count == 46 and t.state.phase == "climb_setup"
    assert [p["pile"] for p in EKEQ.view(t.state, 0)["piles"]] == [*FIGURES, GQ]
    assert all(p == Pile() for p in t.state.piles.values())
    assert t.rule("A", "pass") == "EKEQ-WRONG-PHASE"
    t.deal("B", "dog-5 cat-5 F4-5 F5-5")
    assert t.rule("B", "draw_init", cards=[card("dog-3")] * 4) == "EKEQ-WRONG-PHASE"
    assert t.rule("A", "draw_init", cards=[card("wolf-3")] * 4) == "EKEQ-CLIMB-FIGURE-UNKNOWN"
    assert t.rule("A", "draw_init", cards=[card("GQ2"), *[card("dog-3")] * 3]) == "EKEQ-CARD-DUPLICATE"
    assert t.rule("A", "draw_init", cards=[card("GQ4"), card("GQ4"), card("dog-3"), card("dog-3")]) \
        == "EKEQ-CARD-DUPLICATE"
    assert t.rule("A", "draw_init", cards=[card("dog-6")] * 4) == "EKEQ-CARD-INVALID"
    assert EKEQ.info.rules["EKEQ-CLIMB-FIGURE-UNKNOWN"].en.format(figures="dog, cat") \
        == "That figure has no pile on this table; the figures are dog, cat."


def test_ekeq_climb_wrong_guess_sends_the_card_under_the_deck():
    """CL-02, and CL-04's GQ4 that does not follow yet."""
    t = table("dog-3 cat-5 GQ4 strongman-2", "cat-3m F5-4 F6-5 F4-5", "GQ3 dog-5 cat-5 F4-4")
    assert t.rule("A", "place_golden_q", card=card("GQ4")) == "EKEQ-CLIMB-GOLDENQ-ORDER"
    assert t.rule("A", "attempt", card=card("cat-5"), suggester=1) == "EKEQ-CLIMB-NOT-CONSECUTIVE"
    assert t.rule("A", "attempt", card=card("F6-3"), suggester=1) == "EKEQ-CLIMB-NOT-IN-HAND"
    assert t.rule("B", "attempt", card=card("cat-3m"), suggester=2) == "EKEQ-CLIMB-NOT-YOUR-TURN"
    assert t.rule("A", "attempt", card=card("dog-3"), suggester=0) == "EKEQ-CLIMB-SUGGESTER-SELF"
    assert t.rule("A", "attempt", card=card("dog-3"), suggester=7) == "EKEQ-CLIMB-SUGGESTER-SELF"
    assert t.rule("A", "pass") == "EKEQ-CLIMB-PASS"
    t.attempt("A", "dog-3", "B")
    assert t.rule("C", "suggest", piles=["cat"]) == "EKEQ-CLIMB-NOT-YOUR-TURN"
    assert t.rule("A", "pass") == "EKEQ-WRONG-PHASE"
    t.suggest("B", "cat")
    assert t.state.phase == "climb_redraw" and t.state.piles["dog"].top == 2
    assert EKEQ.view(t.state, 2)["last"] == {"player": 0, "suggester": 1, "guessed": ["cat"], "success": False,
                                             "card": {"kind": "point", "value": 3, "family": "dog"}}
    assert t.rule("B", "redraw", card=card("cat-3")) == "EKEQ-CLIMB-NOT-YOUR-TURN"
    t.play("A", "redraw", card=card("cat-3"))
    assert t.hand("A") == ["GQ4", "cat-3", "cat-5", "strongman-2"] and t.state.deck_count == 46
    assert t.state.active == seat("B")


def test_ekeq_climb_a_mini_card_needs_two_positions():
    """CL-03, and a single guess under climb_mini_guesses = 1."""
    t = table("dog-4 dog-5 cat-5 F4-5", "cat-3m F5-4 F6-5 F4-5", "GQ3 dog-5 cat-5 F4-4")
    t.play("A", "pass")
    t.attempt("B", "cat-3m", "C")
    assert EKEQ.view(t.state, seat("C"))["attempt"] == {"player": 1, "suggester": 2, "guesses": 2, "card": None}
    assert t.rule("C", "suggest", piles=["dog"]) == "EKEQ-CLIMB-GUESS-COUNT"
    assert t.rule("C", "suggest", piles=["dog", "dog"]) == "EKEQ-CLIMB-GUESS-COUNT"
    assert t.rule("C", "suggest", piles=["dog", "wolf"]) == "EKEQ-CLIMB-GUESS-COUNT"
    t.suggest("C", "dog", "cat")
    assert t.state.piles["cat"].top == 3 and len(t.state.hands[1]) == 3 and t.state.active == 2

    t = table("dog-4 dog-5 cat-5 F4-5", "cat-3m F5-4 F6-5 F4-5", "GQ3 dog-5 cat-5 F4-4", climb_mini_guesses=1)
    t.play("A", "pass")
    t.attempt("B", "cat-3m", "C")
    assert t.rule("C", "suggest", piles=["dog", "cat"]) == "EKEQ-CLIMB-GUESS-COUNT"
    t.suggest("C", "cat")
    assert t.state.piles["cat"].top == 3


def test_ekeq_climb_golden_q_goes_on_its_pile_without_a_guess():
    """CL-04: GQ3 on the GQ pile with no guess; an attempt with it is refused; then GQ4 follows."""
    t = table("dog-4 GQ4 cat-5 F4-5", "F5-5 F6-5 F4-4 dog-5", "GQ3 dog-2 cat-2 F4-4", first_player=2)
    assert t.rule("C", "attempt", card=card("GQ3"), suggester=0) == "EKEQ-CLIMB-GOLDENQ-NO-GUESS"
    t.play("C", "place_golden_q", card=card("GQ3"))
    assert t.state.piles[GQ].top == 3 and len(t.state.hands[2]) == 3 and t.state.active == 0
    t.play("A", "place_golden_q", card=card("GQ4"))
    assert t.state.piles[GQ].top == 4


def test_ekeq_climb_golden_q_wild_goes_on_a_figure_pile_it_follows():
    """D-A4's option: with climb_golden_q_wild a Golden Q may also go on a figure pile, still
    without a guess; never by default."""
    t = table("GQ3 dog-5 cat-5 F4-5", "F5-5 F6-5 F4-4 dog-5", "dog-2 cat-2 F4-4 F5-5")
    assert t.rule("A", "place_golden_q", card=card("GQ3"), pile="dog") == "EKEQ-CLIMB-GOLDENQ-ORDER"
    t = table("GQ3 dog-5 cat-5 F4-5", "F5-5 F6-5 F4-4 dog-5", "dog-2 cat-2 F4-4 F5-5", climb_golden_q_wild=True)
    t.play("A", "place_golden_q", card=card("GQ3"), pile="dog")
    assert t.state.piles["dog"].top == 3 and t.state.piles[GQ].top == 2


@pytest.mark.parametrize("rule, closed", [("closed", True), ("continue", False)])
def test_ekeq_climb_wrap_and_close(rule, closed):
    """CL-05: 2, 3, 4, 5, then 2, 3, 4 again, and the pile closes (or climbs on)."""
    t = table("dog-3 dog-4 dog-5 F6-5", "F5-5 F6-5 F4-4 cat-5", "F5-5 F6-5 F4-4 cat-5",
              climb_after_second_cycle=rule)
    hand = ["dog-3", "dog-4", "dog-5", "dog-2", "dog-3", "dog-4", "dog-5", "F6-5"]
    t.state = replace(t.state, hands=(tuple(Card("point", int(c[-1]), False, c[:-2]) for c in hand),
                                      *t.state.hands[1:]))
    for value in (3, 4, 5, 2, 3, 4):
        t.state = replace(t.state, active=0)
        t.attempt("A", f"dog-{value}", "B")
        t.suggest("B", "dog")
    assert t.state.piles["dog"] == Pile(4, 2, closed)
    assert EKEQ.view(t.state, 1)["piles"][0] == {"pile": "dog", "top": 4, "cycle": 2, "closed": closed,
                                                  "next": None if closed else 5}
    t.state = replace(t.state, active=0)
    if closed:
        assert t.rule("A", "attempt", card=card("dog-5"), suggester=1) == "EKEQ-CLIMB-PILE-CLOSED"
    else:
        t.attempt("A", "dog-5", "B")


def test_ekeq_climb_pass_only_with_nothing_to_place():
    """CL-06."""
    t = table("dog-5 cat-5 strongman-2 F4-5", "F5-5 F6-5 F4-4 dog-5", "F5-5 F6-5 F4-4 cat-5")
    t.tops(dog=Pile(4))
    assert t.rule("A", "pass") == "EKEQ-CLIMB-PASS"
    t.state = replace(t.state, hands=(tuple(Card("point", v, False, f) for f, v in
                                            (("cat", 5), ("strongman", 2), ("F4", 5))), *t.state.hands[1:]))
    t.tops(cat=Pile(3), **{GQ: Pile(3)})
    t.play("A", "pass")
    assert t.state.active == 1 and t.state.passes == 1


def test_ekeq_climb_last_card_wins():
    """CL-07: B's last card, guessed right, wins the match; no tournament points for a variant."""
    t = table("dog-4 dog-5 cat-5 F4-5", "F5-3 F6-5 F4-4 cat-5", "F5-5 F6-5 F4-4 cat-5")
    t.state = replace(t.state, active=1, hands=(t.state.hands[0], (Card("point", 3, False, "F5"),),
                                                t.state.hands[2]))
    t.attempt("B", "F5-3", "A")
    t.suggest("A", "F5")
    assert t.state.winners == (1,)
    assert EKEQ.outcome(t.state).extras == {"tournament_points": [0, 0, 0]}
    assert t.rule("C", "pass") == "EKEQ-MATCH-OVER"


@pytest.mark.parametrize("rule, winners", [("fewest_cards", (1,)), ("no_winner", ())])
def test_ekeq_climb_stall(rule, winners):
    """CL-08: every player passes in a row; the fewest cards in hand win."""
    t = table("dog-5 cat-5 F4-5 F5-5", "F4-5 F5-5 F6-5 cat-5", "F5-5 F6-5 strongman-5 cat-5",
              climb_stall_rule=rule)
    t.state = replace(t.state, hands=(t.state.hands[0][:2], t.state.hands[1][:1], t.state.hands[2][:3]))
    for who in "ABC":
        t.play(who, "pass")
    assert t.state.winners == winners
    assert EKEQ.outcome(t.state).termination == "stalled"


def test_ekeq_climb_a_wrong_guess_from_an_empty_deck_gives_the_card_straight_back():
    """D-A7."""
    t = table("dog-3 cat-5 F4-5 F5-5", "F4-5 F5-5 F6-5 cat-5", "F5-5 F6-5 strongman-5 cat-5")
    t.state = replace(t.state, deck_count=0)
    t.attempt("A", "dog-3", "B")
    t.suggest("B", "cat")
    assert t.state.phase == "climb_play" and "dog-3" in t.hand("A") and t.state.active == 1


def test_ekeq_climb_counts_only_keeps_no_cards():
    """hand_tracking = counts_only: no setup, the attempt is checked against its pile only, a
    pass is never refused, and a wrong guess leaves the count as it was."""
    t = Climb.new(3, variant="climb", hand_tracking="counts_only")
    assert t.state.phase == "climb_play" and EKEQ.view(t.state, 0)["hand"] is None
    assert t.rule("A", "draw_init", cards=[card("dog-3")] * 4) == "EKEQ-WRONG-PHASE"
    assert t.rule("A", "attempt", card=card("dog-4"), suggester=1) == "EKEQ-CLIMB-NOT-CONSECUTIVE"
    t.attempt("A", "dog-3", "B")
    t.suggest("B", "cat")
    assert t.state.phase == "climb_play" and len(t.state.hands[0]) == 4
    t.attempt("B", "cat-3", "C")
    t.suggest("C", "cat")
    assert [p["cards"] for p in EKEQ.view(t.state, None)["players"]] == [4, 3, 4]
    t.play("C", "pass")


def test_ekeq_climb_hands_and_a_sealed_attempt_stay_with_their_phone():
    """Each phone sees its own hand only; the attempted card is sealed, in the views and in the
    log, until the suggeritore has guessed (ATTEMPT_REVEAL), and the drawn cards stay private."""
    t = table("dog-3 cat-5 F4-5 F5-5", "F4-5 F5-5 F6-5 cat-5", "F5-5 F6-5 strongman-5 cat-5")
    assert EKEQ.view(t.state, 0)["hand"][0] == {"kind": "point", "value": 3, "family": "dog"}
    assert EKEQ.view(t.state, 1)["hand"][0]["family"] == "F4" and EKEQ.view(t.state, None)["hand"] is None
    deal = t.log[0][0]
    assert EKEQ.redact(t.state, deal, 1) is None and EKEQ.redact(t.state, deal, None) is None
    t.attempt("A", "dog-3", "B")
    move = t.log[-1][0]
    for viewer in (1, 2, None):
        assert EKEQ.redact(t.state, move, viewer) == {"suggester": 1, "guesses": 1}
        assert EKEQ.view(t.state, viewer)["attempt"]["card"] is None
    assert EKEQ.view(t.state, 0)["attempt"]["card"]["family"] == "dog"
    t.suggest("B", "cat")
    assert EKEQ.redact(t.state, move, 2)["card"]["family"] == "dog"
    t.play("A", "redraw", card=card("F6-3"))
    assert EKEQ.redact(t.state, t.log[-1][0], 1) is None


def test_ekeq_climb_state_survives_a_snapshot():
    t = table("dog-3 cat-5 F4-5 F5-5", "F4-5 F5-5 F6-5 cat-5", "F5-5 F6-5 strongman-5 cat-5")
    t.attempt("A", "dog-3", "B")
    assert EKEQ.load(EKEQ.dump(t.state)) == t.state
    t.suggest("B", "dog")
    assert EKEQ.load(EKEQ.dump(t.state)) == t.state


def test_ekeq_climb_a_golden_q_placed_on_a_figure_pile_is_not_placed_again():
    """climb_golden_q_wild: the GQ3 on the dog pile is on the table even once covered; a hand or a
    draw that lists it, or a second GQ3 on the GQ pile (counts only: nothing else says it is
    placed), is EKEQ-CARD-DUPLICATE."""
    t = table("GQ3 dog-5 cat-5 F4-5", "F4-3 F6-5 F4-4 dog-5", "dog-2 cat-2 F4-4 F5-5", climb_golden_q_wild=True)
    t.play("A", "place_golden_q", card=card("GQ3"), pile="dog")
    t.attempt("B", "F4-3", "C")
    t.suggest("C", "cat")  # wrong: F4-3 goes under the deck and B draws
    assert t.rule("B", "redraw", card=card("GQ3")) == "EKEQ-CARD-DUPLICATE"
    t.play("B", "redraw", card=card("GQ4"))

    t = Climb.new(2, variant="climb", climb_golden_q_wild=True, hand_tracking="counts_only")
    t.play("A", "place_golden_q", card=card("GQ3"), pile="dog")
    assert t.rule("B", "place_golden_q", card=card("GQ3")) == "EKEQ-CARD-DUPLICATE"
    assert t.state.piles[GQ].top == 2


def test_ekeq_climb_a_golden_q_in_another_hand_is_refused_without_saying_whose():
    """Hands are checked against each other as every tracked hand is (CORE-CARD-CONFLICT's
    design): the phone entering a hand or a draw that lists a Golden Q another hand holds is told
    it is recorded elsewhere, never where."""
    t = Climb.new(3, variant="climb")
    t.deal("A", "GQ4 dog-3 cat-5 F4-5")
    error = t.refuse("B", "draw_init", cards=[card("GQ4"), card("dog-3"), card("cat-5"), card("F4-5")])
    assert error.rule_id == "EKEQ-CARD-DUPLICATE" and error.details() == {}
    assert t.message(error) == "That card is already recorded somewhere else; check what you entered."
