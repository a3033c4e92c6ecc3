"""There is one GOLDEN Q of each number (docs/games/ekeq.md §B.1): the base game never takes a second copy.

A card a phone names is compared with what that phone may know (the pot, the cards turned over,
a tesoretto's known top, the Q's picks, its own face-down card and payment): a Golden Q already
there is EKEQ-CARD-DUPLICATE. Another seat's sealed card or payment is never compared at entry,
or the refusal would tell what that seat put down; two sealed entries of one Golden Q meet when
the table sees them, and the turn stops there (EKEQ-CARD-CLASH) until the wrong one is corrected.
Cards in the spec's notation (table.py)."""
from __future__ import annotations

from rules.games.ekeq.rules import EKEQ

from .table import card, position
from .test_hash import NONCES, sealed


def test_two_face_down_golden_q_of_one_number_stop_the_turn_at_the_reveal():
    """The issue's match: A and B both entered GOLDEN Q 2 face down. B's commit is taken (A's card
    is sealed), and the reveal stops on the two: nothing is turned over, nobody wins with it."""
    t = position("5/10 5/10", q="A")
    t.commit("A", "GQ2", "3")
    t.commit("B", "GQ2", "4")
    t.decide("A", True, "2")
    assert t.state.phase == "clash" and t.state.table == () and t.state.result is None
    assert EKEQ.to_move(t.state) == frozenset()
    view = EKEQ.view(t.state, None)["clash"]
    assert view == {"card": card("GQ2"),
                    "places": [{"where": "hidden", "seat": 0}, {"where": "hidden", "seat": 1}]}
    error = t.refuse("A", "q_pick", target=1, source="hand", guess=3)
    assert error.rule_id == "EKEQ-CARD-CLASH"
    assert t.message(error) == (
        "Play stops here: the GOLDEN Q n°2 was entered twice (A's face-down card, B's face-down card), "
        "and there is only one. The wrong entry is corrected first, with every player agreeing.")
    assert t.message(error, "it") == (
        "Il gioco si ferma qui: la GOLDEN Q n°2 risulta due volte (la carta coperta di A, la carta "
        "coperta di B), ma ce n'è una sola. Prima si corregge l'inserimento sbagliato, con l'accordo di tutti.")
    # B typed it wrong: corrected, the log played again from there goes on to the Q's pick.
    t.correct(2, hidden=card("4"), payment=card("4"))
    assert t.state.phase == "q_pick" and [c.code for _s, _r, c in t.state.table] == ["GQ2", "4"]


def test_a_sealed_card_never_decides_another_seats_commit():
    """B's phone gets the same answer whatever A put face down: a refusal there would tell B."""
    for a_hidden in ("GQ2", "3"):
        t = position("5/10 5/10", q="A")
        t.commit("A", a_hidden, "GQ3")
        t.commit("B", "GQ2", "GQ4")
        assert t.state.phase == "q_decision"


def test_two_payments_of_one_golden_q_stop_the_turn_when_the_window_closes():
    """The issue's other match: both paid GOLDEN Q 3. The payments are published together (C-A3):
    the pot never shows it twice; the turn stops on it."""
    t = position("5/10 5/10 5/10", q="A")
    t.commit("A", "4", "GQ3")
    t.commit("B", "5", "GQ3")
    assert t.state.phase == "commit"
    t.commit("C", "2", "3")
    assert t.state.phase == "clash" and t.state.pot == ()
    assert [(p.where, p.seat) for p in t.state.clash.places] == [("payment", 0), ("payment", 1)]
    assert t.refuse("A", "q_decision", use=False).rule_id == "EKEQ-CARD-CLASH"
    # The face-down cards stay sealed: only the payments are shown, as the close shows them.
    b_commit = t.log[1][0]
    shown = EKEQ.redact(t.state, b_commit, 0)
    assert "hidden" not in shown and shown["payment"]["kind"] == "golden_q"
    t.correct(1, hidden=card("4"), payment=card("2"))
    assert t.state.phase == "q_decision" and [c.code for c in t.state.pot] == ["2", "GQ3", "3"]


def test_a_q_payment_that_is_the_holders_own_face_down_card_is_refused():
    """The holder knows its own sealed card: a Golden Q paid for the Q that it put face down is a
    second copy, and telling it so tells it nothing."""
    t = position("5/10 5/10", q="A")
    t.commit("A", "GQ4", "3")
    t.commit("B", "2", "3")
    assert t.refuse("A", "q_decision", use=True, q_payment=card("GQ4")).rule_id == "EKEQ-CARD-DUPLICATE"


def test_a_q_payment_of_another_seats_face_down_golden_q_meets_it_at_the_reveal():
    t = position("5/10 5/10", q="A")
    t.commit("A", "3", "2")
    t.commit("B", "GQ4", "3")
    t.decide("A", True, "GQ4")
    assert t.state.phase == "clash"
    assert [(p.where, p.seat) for p in t.state.clash.places] == [("pot", None), ("hidden", 1)]


def test_a_tie_break_golden_q_entered_twice_stops_before_the_compare():
    t = position("5/10 5/10 5/10", q="A")
    t.commit("A", "5", "2")
    t.commit("B", "5", "3")
    t.commit("C", "2", "2")
    t.decide("A", False)
    t.decide("B", False)
    t.decide("C", True, "3")
    t.pick("C", "A", "tesoretto", 3)
    t.found("A", "4")
    assert t.state.round == 2
    t.commit("A", "GQ5")
    t.commit("B", "GQ5")
    assert t.state.phase == "clash" and t.state.last_turn is None


def test_the_golden_q_a_pick_put_back_in_a_hand_is_that_holders_to_play():
    """C-A9: the Q picked B's GQ3 from the hand and put it back. For the rest of the turn the
    table knows it is there: B may play it in the tie-break round, A may not."""
    t = position("5/10 5/10 5/10", q="C")
    t.commit("A", "5", "2")
    t.commit("B", "5", "3")
    t.commit("C", "2", "2")
    t.decide("C", True, "3")
    t.pick("C", "B", "hand", 2)
    t.found("B", "GQ3")  # mini-like: a second pick; both guesses wrong, so A and B stay tied
    t.pick("C", "A", "tesoretto", 2)
    t.found("A", "4")
    assert t.state.phase == "commit" and t.state.round == 2
    assert t.refuse("A", "commit", hidden=card("GQ3")).rule_id == "EKEQ-CARD-DUPLICATE"
    t.commit("B", "GQ3")
    t.commit("A", "2")
    assert t.state.result["type"] == "golden_q" and t.state.result["winner"] == 1


def test_a_golden_q_left_out_of_the_deal_is_refused():
    """`deal_golden_q: false` (C-A1): the deal has no Golden Q, so none can be put down or found."""
    t = position("5/10 5/10", q="A", deal_golden_q=False)
    error = t.refuse("A", "commit", hidden=card("GQ2"), payment=card("3"))
    assert error.rule_id == "EKEQ-CARD-NOT-DEALT"
    assert t.message(error) == "The GOLDEN Q cards were left out of this match's deal: there is none to play."
    assert t.message(error, "it") == (
        "In questa partita le carte GOLDEN Q sono state tolte dal mazzo: non ce n'è nessuna da giocare.")
    t.commit("A", "4", "3")
    t.commit("B", "2", "3")
    assert t.refuse("A", "q_decision", use=True, q_payment=card("GQ5")).rule_id == "EKEQ-CARD-NOT-DEALT"
    t.decide("A", True, "2")
    t.pick("A", "B", "hand", 4)
    assert t.refuse("B", "q_pick_result", card=card("GQ4")).rule_id == "EKEQ-CARD-NOT-DEALT"


def _hashed_tie_after_a_pick_from_b_hand():
    """Hash mode: A and B tie on 5; the Q found B's GQ3 in hand and put it back (both guesses
    wrong, so the tie stands): the tie-break round's commitments are next."""
    t = position("5/16 5/16 5/16", q="C", commit_mode="hash")
    for who, code, pay in (("A", "5", "2"), ("B", "5", "3"), ("C", "2", "2")):
        t.play(who, "commit", commitment=sealed(who, code), payment=card(pay))
    t.decide("C", True, "3")
    for who, code in (("A", "5"), ("B", "5"), ("C", "2")):
        t.play(who, "reveal", card=card(code), nonce=NONCES[who])
    t.pick("C", "B", "hand", 2)
    t.found("B", "GQ3")
    t.pick("C", "A", "tesoretto", 2)
    t.found("A", "4")
    assert t.state.phase == "commit" and t.state.round == 2
    return t


def test_a_hash_reveal_of_the_golden_q_put_back_in_a_hand_is_that_holders_alone():
    t = _hashed_tie_after_a_pick_from_b_hand()
    t.play("A", "commit", commitment=sealed("A", "GQ3"))
    t.play("B", "commit", commitment=sealed("B", "2"))
    assert t.refuse("A", "reveal", card=card("GQ3"), nonce=NONCES["A"]).rule_id == "EKEQ-CARD-DUPLICATE"

    t = _hashed_tie_after_a_pick_from_b_hand()
    t.play("A", "commit", commitment=sealed("A", "2"))
    t.play("B", "commit", commitment=sealed("B", "GQ3"))
    t.play("A", "reveal", card=card("2"), nonce=NONCES["A"])
    t.play("B", "reveal", card=card("GQ3"), nonce=NONCES["B"])
    assert t.state.result["type"] == "golden_q" and t.state.result["winner"] == 1
