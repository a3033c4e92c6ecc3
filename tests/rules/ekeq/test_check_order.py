"""EkeQ's published check order (GameInfo's MoveType.checks): a move two rules refuse is answered
by the one listed first, in the base game and in both variants; a move the match's variant does
not have is refused before anything else."""
from __future__ import annotations

from rules.errors import Malformed
from rules.games.ekeq.rules import EKEQ

from .table import Table, position
from .test_climb import Climb, card as climb_card, table as climb_table


def listed_before(move: str, first: str, then: str) -> bool:
    order = EKEQ.info.moves[move].checks
    return order.index(first) < order.index(then)


def test_ekeq_every_move_is_checked_for_its_variant_first():
    assert all(move.checks[0] == "EKEQ-VARIANT-MOVE" for move in EKEQ.info.moves.values())


def test_ekeq_a_pick_by_another_player_at_the_q_user_is_told_whose_pick_it_is():
    """Bea is not the Q user, and she picks from the Q user's own hand: EKEQ-Q-NOT-USER."""
    t = position("5/10 5/10 5/10", q="A")
    t.commit("A", "4", "2")
    t.commit("B", "5", "2")
    t.commit("C", "3", "3")
    t.decide("A", True, "2")
    error = t.refuse("B", "q_pick", target=0, source="hand", guess=3)
    assert error.rule_id == "EKEQ-Q-NOT-USER"
    assert listed_before("q_pick", "EKEQ-Q-NOT-USER", "EKEQ-Q-TARGET-SELF")


def test_ekeq_a_second_commit_without_its_card_is_told_the_form_first():
    t = position("5/16 5/16 5/16", pot=2)
    t.commit("A", "4", "2")
    assert t.refuse("A", "commit", payment={"value": 2}).rule_id == "EKEQ-COMMIT-FORM"
    assert listed_before("commit", "EKEQ-COMMIT-FORM", "EKEQ-ALREADY-COMMITTED")


def test_ekeq_family_a_look_out_of_turn_is_told_whose_turn_it_is():
    """Ada looks through the discard pile on Bea's turn, with no Golden Q to look with."""
    t = Table.new(2, variant="family", first_player=1)
    t.play("A", "family_card", card={"value": 3, "family": "dog"})
    t.play("B", "family_card", card={"value": 5, "family": "cat"})
    error = t.refuse("A", "look", end="top")
    assert (error.rule_id, error.details()) == ("EKEQ-FAMILY-NOT-YOUR-TURN", {"player": 1})
    assert t.message(error) == "It's B's turn to draw."
    assert listed_before("look", "EKEQ-FAMILY-NOT-YOUR-TURN", "EKEQ-FAMILY-LOOK-NOT-ALLOWED")


def test_ekeq_climb_a_setup_move_out_of_turn_in_play_is_told_whose_turn_it_is():
    t = climb_table("dog-3 cat-5 GQ4 strongman-2", "cat-3m F5-4 F6-5 F4-5", "GQ3 dog-5 cat-5 F4-4")
    error = t.refuse("B", "draw_init", cards=[climb_card("dog-3")] * 4)
    assert (error.rule_id, error.details()) == ("EKEQ-CLIMB-NOT-YOUR-TURN", {"player": 0})
    assert t.message(error, "it") == "Tocca a A."
    assert t.rule("A", "draw_init", cards=[climb_card("dog-3")] * 4) == "EKEQ-WRONG-PHASE"
    assert listed_before("draw_init", "EKEQ-CLIMB-NOT-YOUR-TURN", "EKEQ-WRONG-PHASE")


def test_ekeq_climb_cards_are_checked_for_their_figure_first_whatever_their_order():
    """Two GOLDEN Q n°4 (one too many) before a card of a figure the table lacks: the figure is
    named, as the check order lists it, not the card that happens to come first."""
    t = Climb.new(3, variant="climb")
    drawn = [{"kind": "golden_q", "value": 4}] * 2 + [climb_card("dog-3"), climb_card("unicorn-3")]
    assert t.rule("A", "draw_init", cards=drawn) == "EKEQ-CLIMB-FIGURE-UNKNOWN"
    assert t.rule("A", "draw_init", cards=drawn[:3] + [climb_card("cat-3")]) == "EKEQ-CARD-DUPLICATE"
    assert listed_before("draw_init", "EKEQ-CLIMB-FIGURE-UNKNOWN", "EKEQ-CARD-DUPLICATE")


def test_ekeq_a_move_of_another_variant_is_refused_first_as_malformed():
    """A base-game commit at a climb table, typed by a player whose turn it is not: the climb
    has no commit at all (422), whoever's turn it is."""
    t = climb_table("dog-3 cat-5 GQ4 strongman-2", "cat-3m F5-4 F6-5 F4-5", "GQ3 dog-5 cat-5 F4-4")
    error = t.refuse("B", "commit", hidden={"value": 3})
    assert error.rule_id == "EKEQ-VARIANT-MOVE" and isinstance(error, Malformed)
    assert t.message(error, "it") == ("Questa partita si gioca nella versione climb, che non ha la mossa "
                                      "commit: invia una tra draw_init, place_golden_q, attempt, suggest, "
                                      "redraw, pass.")


def test_ekeq_a_pick_no_table_could_take_is_refused_first_as_malformed():
    """A guess of 6, or a seat past the table's last, by a player who is not even the Q user:
    the payload can never fit (422), so it is answered before whose pick it is."""
    t = position("5/10 5/10 5/10", q="A")
    t.commit("A", "4", "2")
    t.commit("B", "5", "2")
    t.commit("C", "3", "3")
    t.decide("A", True, "2")
    error = t.refuse("B", "q_pick", target=2, source="hand", guess=6)
    assert error.rule_id == "EKEQ-Q-GUESS-RANGE" and isinstance(error, Malformed)
    error = t.refuse("B", "q_pick", target=5, source="hand", guess=3)
    assert error.rule_id == "CORE-BAD-PAYLOAD" and isinstance(error, Malformed)
    assert error.details() == {"field": "target"}
    assert listed_before("q_pick", "EKEQ-Q-GUESS-RANGE", "EKEQ-Q-NOT-USER")
    assert listed_before("q_pick", "CORE-BAD-PAYLOAD", "EKEQ-Q-NOT-USER")
