"""EQ-01..EQ-14 (docs/games/ekeq.md §C.7): the EkeQ base game's deal, turns, the Q card and its picks, ties
and tie-break rounds, carried pots, and the three ways to win (and the draw)."""
from __future__ import annotations

import pytest

from rules import referee
from rules.errors import Malformed
from rules.games.ekeq.rules import EKEQ

from .table import Table, position


@pytest.mark.parametrize("players, options, each, pot", [
    (3, {}, (5, 16), 2), (4, {}, (5, 11), 1), (3, {"deal_golden_q": False}, (5, 15), 1)])
def test_ekeq_deal_gives_each_a_tesoretto_and_the_rest_to_the_first_pot(players, options, each, pot):
    """EQ-01: D = 65 (or 61): floor(D / N) each, 5 of them in hand, D mod N in the first pot."""
    _loaded, state = referee.new_game(EKEQ, players, options)
    assert [(p.hand, p.tesoretto) for p in state.seats] == [each] * players
    assert state.pot_unknown == pot and state.phase == "commit"


def test_ekeq_normal_turn_with_a_wrong_guess():
    """EQ-02."""
    t = position("5/16 5/16 5/16", pot=2, q="A")
    t.commit("A", "4", "2")
    t.commit("B", "5", "3")
    assert t.state.pot == ()  # payments stay unseen until the last commit
    t.commit("C", "3", "2")
    assert t.counts() == [(3, 16)] * 3 and len(t.state.pot) + t.state.pot_unknown == 5
    t.decide("A", False)
    t.decide("B", True, "2")
    assert t.state.seats[1].hand == 2 and [c for _s, _r, c in t.state.table]
    t.pick("B", "C", "tesoretto", 4)
    t.found("C", "3")
    assert t.state.last_turn["values"] == {"0": 4, "1": 2, "2": 3}
    assert t.state.last_turn["winner"] == 0 and t.state.last_turn["cards"] == 9
    assert t.counts() == [(5, 23), (5, 13), (5, 14)]
    assert t.state.seats[2].known_top == ()  # C drew the known 3 first
    assert t.state.q_holder == 2 and t.cards_held() == 65


def test_ekeq_q_goes_round_and_the_first_holder_is_forced():
    """EQ-03."""
    t = position("5/11 5/11 5/11 5/11", pot=1, q="C")
    for who, hidden, pay in (("A", "3", "2"), ("B", "4", "2"), ("C", "2", "3"), ("D", "5", "2")):
        t.commit(who, hidden, pay)
    for who in "CDAB":
        t.decide(who, False)
    error = t.refuse("C", "q_decision", use=False)
    assert error.rule_id == "EKEQ-Q-FORCED"
    assert t.message(error) == "Everyone else declined the Q card, so it's back with you and you must use it."
    error = t.refuse("D", "q_decision", use=True, q_payment={"value": 2})
    assert error.rule_id == "EKEQ-Q-NOT-HOLDER" and t.message(error) == (
        "Only C, who holds the Q card now, can decide.")
    t.decide("C", True, "4")
    t.pick("C", "A", "hand", 4)
    t.found("A", "4")
    assert t.state.last_turn["winner"] == 2 and t.state.last_turn["cards"] == 10
    assert t.counts() == [(5, 9), (5, 9), (5, 18), (5, 9)]
    assert t.state.q_holder == 3 and t.cards_held() == 65


def test_ekeq_tie_break_round_and_how_its_winner_is_paid():
    """EQ-04."""
    t = position("5/10 5/8 5/12", q="C")
    t.commit("A", "5", "2")
    t.commit("B", "5", "3")
    t.commit("C", "4", "2")
    t.decide("C", True, "3")
    t.pick("C", "B", "tesoretto", 2)
    t.found("B", "4")
    assert t.state.phase == "commit" and t.state.round == 2 and t.state.commit_list == (0, 1)
    assert t.refuse("C", "commit", hidden={"value": 2}).rule_id == "EKEQ-NOT-PARTICIPANT"
    error = t.refuse("A", "commit", hidden={"value": 3}, payment={"value": 2})
    assert error.rule_id == "EKEQ-CONTINUATION-NO-PAY"
    assert t.message(error) == "No payment in a tie-break: it's still the same turn."
    t.commit("A", "3")
    t.commit("B", "4")
    assert t.state.last_turn["winner"] == 1 and t.state.last_turn["cards"] == 9
    assert t.state.phase == "commit" and t.state.turn == 2 and t.state.result is None
    assert t.counts() == [(5, 7), (5, 14), (5, 9)] and t.state.q_holder == 0 and t.cards_held() == 45


def eq05(**options) -> Table:
    """EQ-05's turn up to the comparison: A, B and C tie at 5, and only C has cards left."""
    t = position("2/0 2/0 5/8 5/9", q="C", **options)
    t.commit("A", "5", "2")
    t.commit("B", "5", "3")
    t.commit("C", "2", "4")
    t.commit("D", "3", "2")
    t.decide("C", True, "3")
    t.pick("C", "D", "hand", 3)
    t.found("D", "3")
    return t


def test_ekeq_only_one_tied_player_can_continue_and_wins_automatically():
    """EQ-05 (C-A18): a three-way tie where only C has cards left."""
    t = eq05()
    assert t.state.last_turn == {"turn": 1, "winner": 2, "cards": 9, "automatic": True,
                                 "values": {"0": 5, "1": 5, "2": 5, "3": 3}}
    assert t.counts() == [(0, 0), (0, 0), (5, 14), (5, 7)]
    assert t.state.result is None and t.state.q_holder == 3 and t.cards_held() == 31


def test_ekeq_a_tie_nobody_can_continue_carries_the_pot_to_the_next_turn():
    """EQ-06 (C-A19), then a card-less player forced to use the Q, for nothing."""
    t = position("2/0 2/0 5/8 5/9", q="D")
    t.commit("A", "4", "2")
    t.commit("B", "4", "5")
    t.commit("C", "3", "2")
    t.commit("D", "5", "3")
    t.decide("D", True, "2")
    t.pick("D", "C", "hand", 5)
    t.found("C", "4")
    assert t.state.last_turn["winner"] is None
    assert len(t.state.pot) + t.state.pot_unknown == 9 and t.state.turn == 2
    assert t.counts() == [(0, 0), (0, 0), (5, 6), (5, 6)] and t.state.q_holder == 0
    t.commit("C", "5", "2")
    t.commit("D", "4", "3")
    for who in "ABCD":
        t.decide(who, False)
    error = t.refuse("A", "q_decision", use=True, q_payment={"value": 2})
    assert error.rule_id == "EKEQ-Q-PAY-EXEMPT"
    t.decide("A", True)
    t.pick("A", "D", "tesoretto", 3)
    t.found("D", "3")
    assert t.state.last_turn["winner"] == 2 and t.state.last_turn["cards"] == 13
    assert t.counts() == [(0, 0), (0, 0), (5, 17), (5, 4)] and t.state.q_holder == 1


@pytest.mark.parametrize("scoring, b_value, winner, counts", [
    ("cumulative", 4, 2, [(5, 8), (5, 7), (5, 15)]),
    ("second_only", 8, 1, [(5, 8), (5, 14), (5, 8)])])
def test_ekeq_a_mini_golden_q_first_pick_makes_a_second_pick_mandatory(scoring, b_value, winner, counts):
    """EQ-07 (C-A10)."""
    t = position("5/10 5/10 5/10", q="B", mini_first_pick_scoring=scoring)
    t.commit("A", "4", "2")
    t.commit("B", "3", "2")
    t.commit("C", "5", "3")
    t.decide("B", True, "2")
    t.pick("B", "A", "tesoretto", 2)
    t.found("A", "4m")
    assert t.state.phase == "q_pick"
    error = t.refuse("A", "q_pick_result", card={"value": 3})
    assert error.rule_id == "EKEQ-Q-GUESS-FIRST"
    error = t.refuse("A", "commit", hidden={"value": 3})
    assert error.rule_id == "EKEQ-Q-SECOND-PICK"
    assert t.message(error) == ("A second card is taken only after finding a mini-GOLDEN Q (or the "
                                "GOLDEN Q); it is then mandatory.")
    t.pick("B", "C", "hand", 5)
    t.found("C", "5")
    assert t.state.last_turn["values"]["1"] == b_value and t.state.last_turn["winner"] == winner
    assert t.state.last_turn["cards"] == 7 and t.counts() == counts and t.cards_held() == 45


def test_ekeq_double_mini_golden_q_wins_the_match_even_for_a_cardless_player():
    """EQ-08: the Golden Q found second acts as a mini-GOLDEN Q (C-A14)."""
    t = position("0/0 5/6 5/7 5/4", q="A")
    error = t.refuse("A", "commit", hidden={"value": 3})
    assert error.rule_id == "EKEQ-NO-CARDS"
    assert t.message(error, "it") == ("Non hai carte in mano, quindi non puoi giocare questo turno. "
                                      "Parteciperai quando ti arriverà la carta Q.")
    for who in "BCD":
        t.commit(who, "3", "2")
    error = t.refuse("A", "q_decision", use=True, q_payment={"value": 2})
    assert error.rule_id == "EKEQ-Q-PAY-EXEMPT"
    t.decide("A", True)
    t.pick("A", "D", "tesoretto", 2)
    t.found("D", "3m")
    t.pick("A", "C", "hand", 4)
    t.found("C", "GQ2")
    outcome = EKEQ.outcome(t.state)
    assert outcome.winners == (0,) and outcome.termination == "mini_golden_q"
    assert outcome.extras["tournament_points"] == [25, 0, 0, 0]
    assert t.refuse("B", "commit", hidden={"value": 3}).rule_id == "EKEQ-MATCH-OVER"


def golden_turn(guess: int) -> Table:
    t = position("5/10 5/10 5/10", q="A")
    t.commit("A", "GQ3", "2")
    t.commit("B", "5", "2")
    t.commit("C", "4", "3")
    t.decide("A", True, "2")
    t.pick("A", "B", "hand", guess)
    t.found("B", "3")
    return t


def test_ekeq_winning_a_turn_with_a_golden_q_wins_the_match():
    """EQ-09 (a): the deciding card is GQ3: type golden_q, value 3, 15 tournament points."""
    t = golden_turn(3)
    assert t.state.result == {"type": "golden_q", "winner": 0, "golden_q_value": 3, "turn": 1,
                              "tournament_points": 15}


def test_ekeq_a_golden_q_that_loses_the_turn_wins_nothing():
    """EQ-09 (b)."""
    t = golden_turn(2)
    assert t.state.result is None and t.state.last_turn["winner"] == 1
    assert t.counts() == [(5, 7), (5, 15), (5, 8)]


@pytest.mark.parametrize("rule, result", [
    ("deciding", None), ("any_played_this_turn", ("golden_q", 5))])
def test_ekeq_a_golden_q_played_before_a_tie_break(rule, result):
    """EQ-09 (c): A's GQ5 ties B's 5; A wins the tie-break with a 4."""
    t = position("5/10 5/10 5/10", q="C", golden_q_win_card=rule)
    t.commit("A", "GQ5", "2")
    t.commit("B", "5", "2")
    t.commit("C", "2", "3")
    t.decide("C", True, "2")
    t.pick("C", "A", "hand", 5)
    t.found("A", "3")
    t.commit("A", "4")
    t.commit("B", "3")
    assert t.state.last_turn["winner"] == 0
    got = t.state.result and (t.state.result["type"], t.state.result["golden_q_value"])
    assert got == result


def test_ekeq_entry_payment_edge_cases():
    """EQ-10."""
    t = position("3/5 3/5 5/5 1/0", q="B")
    error = t.refuse("D", "commit", hidden={"value": 4}, payment={"value": 2})
    assert error.rule_id == "EKEQ-PAY-EXEMPT"
    assert t.message(error) == "You have only one card: play it face down; no payment is due."
    t.commit("D", "4")
    error = t.refuse("A", "commit", hidden={"value": 4})
    assert error.rule_id == "EKEQ-PAY-ENTRY"
    t.commit("A", "4", "2")
    t.commit("B", "3", "2")
    t.commit("C", "3", "2")
    t.decide("B", False)
    t.decide("C", False)
    t.decide("D", False)
    t.decide("A", False)
    assert t.state.seats[1].hand == 1
    error = t.refuse("B", "q_decision", use=True)
    assert error.rule_id == "EKEQ-Q-PAY"
    assert t.message(error) == "Using the Q card costs one more card from your hand into the prize pot."


def test_ekeq_illegal_q_picks():
    """EQ-11."""
    t = position("5/5 1/0 5/5", q="A")
    t.commit("A", "4", "2")
    t.commit("B", "3")
    t.commit("C", "3", "2")
    assert t.refuse("B", "q_pick_result", card={"value": 3}).rule_id == "EKEQ-Q-GUESS-FIRST"
    t.decide("A", True, "2")
    error = t.refuse("A", "q_pick", target=2, source="hand", guess=6)
    assert error.rule_id == "EKEQ-Q-GUESS-RANGE" and t.message(error) == "Your guess must be 2, 3, 4 or 5."
    assert t.refuse("A", "q_pick", target=0, source="hand", guess=3).rule_id == "EKEQ-Q-TARGET-SELF"
    error = t.refuse("A", "q_pick", target=1, source="hand", guess=3)
    assert error.rule_id == "EKEQ-Q-SOURCE-EMPTY"
    assert t.message(error) == "B has no card there: choose another opponent or the other pile."
    assert t.refuse("C", "q_pick", target=1, source="hand", guess=3).rule_id == "EKEQ-Q-NOT-USER"
    t.pick("A", "C", "tesoretto", 3)
    error = t.refuse("B", "q_pick_result", card={"value": 3})
    assert error.rule_id == "EKEQ-Q-RESULT-BY"
    assert t.message(error) == "Only the owner of the picked card can record what it is."


def test_ekeq_the_only_player_left_with_cards_wins_the_match():
    """EQ-12."""
    t = position("5/20 2/0 0/0", q="B")
    t.commit("A", "5", "3")
    t.commit("B", "2", "4")
    t.decide("B", False)
    t.decide("C", True)
    t.pick("C", "A", "tesoretto", 4)
    t.found("A", "2")
    assert t.state.last_turn["winner"] == 0 and t.state.last_turn["cards"] == 4
    assert t.counts() == [(5, 22), (0, 0), (0, 0)]
    assert t.state.result == {"type": "all_cards", "winner": 0, "golden_q_value": None, "turn": 1,
                              "tournament_points": 50}


def test_ekeq_nothing_left_to_pick_then_a_drawn_match():
    """EQ-13 (C-A12, C-A25)."""
    t = position("1/0 1/0", q="A")
    t.commit("A", "4")
    t.commit("B", "4")
    t.decide("A", True)
    assert t.state.result == {"type": "draw", "winner": None, "golden_q_value": None, "turn": 1,
                              "tournament_points": 0}
    assert EKEQ.outcome(t.state).winners == ()


def test_ekeq_an_impossible_second_pick_lapses():
    """EQ-14: the only card left to pick is a 5m; the second pick lapses, +5 stays, no match win."""
    t = position("5/5 1/1 1/0", q="A")
    t.commit("A", "3", "2")
    t.commit("B", "2")
    t.commit("C", "4")
    t.decide("A", True, "2")
    t.pick("A", "B", "tesoretto", 5)
    t.found("B", "5m")
    assert t.state.result is None and t.state.last_turn["values"]["0"] == 8
    assert t.state.last_turn["winner"] == 0 and t.state.turn == 2


def test_ekeq_a_second_golden_q_of_the_same_number_is_refused():
    """There is one Golden Q of each number: a second GQ5 face up is a mis-entry."""
    t = position("5/10 5/10", q="A")
    t.commit("A", "4", "GQ5")
    t.commit("B", "3", "2")
    error = t.refuse("A", "q_decision", use=True, q_payment={"kind": "golden_q", "value": 5})
    assert error.rule_id == "EKEQ-CARD-DUPLICATE"


def test_ekeq_a_card_that_is_not_in_the_game_is_refused():
    t = position("5/10 5/10", q="A")
    for hidden in ({"value": 6}, {"kind": "golden_q", "value": 3, "mini": True}):
        error = t.refuse("A", "commit", hidden=hidden, payment={"value": 2})
        assert error.rule_id == "EKEQ-CARD-INVALID"
    assert t.message(error) == "That card doesn't exist in EkeQ: values go from 2 to 5."


def test_ekeq_one_face_down_card_a_round_and_moves_in_their_order():
    """EKEQ-ALREADY-COMMITTED; EKEQ-WRONG-PHASE names what the game waits for; a pick after an
    ordinary card is EKEQ-Q-SECOND-PICK."""
    t = position("5/10 5/10 5/10", q="A")
    t.commit("A", "4", "2")
    error = t.refuse("A", "commit", hidden={"value": 3}, payment={"value": 2})
    assert error.rule_id == "EKEQ-ALREADY-COMMITTED"
    error = t.refuse("A", "q_decision", use=False)
    assert error.rule_id == "EKEQ-WRONG-PHASE"
    assert t.message(error) == "That isn't possible right now: the game is waiting for the face-down cards."
    assert t.message(error, "it") == "Non è possibile adesso: il gioco aspetta le carte coperte."
    # A move of the family variant in a base-game match: it never fits here (422).
    error = t.refuse("B", "draw", card={"value": 3, "family": "dog"})
    assert error.rule_id == "EKEQ-VARIANT-MOVE" and isinstance(error, Malformed)
    assert t.message(error) == ("This match plays the base game, which has no draw move: send one of "
                                "commit, reveal, q_decision, q_pick, q_pick_result.")
    t.commit("B", "4", "2")
    t.commit("C", "3", "2")
    t.decide("A", True, "2")
    t.pick("A", "B", "hand", 3)
    t.found("B", "2")  # A's 4 - 2 = 2 against B's 4 and C's 3: B wins, the turn is over
    assert t.state.turn == 2 and t.state.last_turn["winner"] == 1
    t2 = position("5/10 5/10 5/10", q="C")
    t2.commit("A", "4", "2")
    t2.commit("B", "4", "2")
    t2.commit("C", "2", "2")
    t2.decide("C", True, "2")
    t2.pick("C", "A", "hand", 3)
    t2.found("A", "2")  # an ordinary card: the Q is over, A and B go to a tie-break
    assert t2.state.phase == "commit" and t2.state.round == 2
    error = t2.refuse("C", "q_pick", target=0, source="hand", guess=3)
    assert error.rule_id == "EKEQ-Q-SECOND-PICK"


def test_ekeq_without_a_free_q_a_cardless_holder_passes_and_the_q_may_lapse():
    """q_free_if_cannot_pay = false (C-A5): A, with no card left, may not use the Q; when it comes
    back to A nobody uses it this turn, and the turn is compared on face values."""
    t = position("0/3 5/5 5/5", q="A", q_free_if_cannot_pay=False)
    t.commit("B", "4", "2")
    t.commit("C", "3", "2")
    assert t.refuse("A", "q_decision", use=True).rule_id == "EKEQ-Q-PAY"
    t.decide("A", False)
    t.decide("B", False)
    t.decide("C", False)
    assert t.state.last_turn["winner"] == 1 and t.state.last_turn["values"] == {"1": 4, "2": 3}
    assert t.state.q_holder == 0 and t.state.turn == 2


def test_ekeq_the_only_player_who_can_play_on_may_have_to_play_a_card():
    """auto_win_requires_play = true (C-A18): EQ-05's C plays one more card, alone, and wins."""
    t = eq05(auto_win_requires_play=True)
    assert t.state.phase == "commit" and t.state.commit_list == (2,)
    t.commit("C", "2")
    assert t.state.last_turn["winner"] == 2 and t.state.last_turn["cards"] == 10
