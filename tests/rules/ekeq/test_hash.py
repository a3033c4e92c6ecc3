"""EkeQ's hash commits (docs/games/ekeq.md §B.4, option `commit_mode = hash`): a phone sends only the SHA-256
commitment of its face-down card, then turns it over with its nonce once the Q user is fixed (or,
in a tie-break round, once every tied player has committed); a card that does not match its
commitment is refused with EKEQ-COMMIT-MISMATCH, and the turn goes on as in sealed mode."""
from __future__ import annotations

import hashlib

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.errors import Malformed
from rules.games.ekeq.cards import Card, commitment
from rules.games.ekeq.rules import EKEQ

from .table import card, position

NONCES = {"A": "a" * 32, "B": "b" * 32, "C": "c" * 32}


def sealed(who: str, code: str) -> str:
    c = card(code)
    return commitment(Card(c.get("kind", "point"), c["value"], c.get("mini", False)), NONCES[who])


def test_ekeq_commitment_is_sha256_of_the_canonical_card_and_the_nonce():
    """What a phone computes: the card's JSON with sorted keys and no spaces, then the nonce."""
    nonce = "0123456789abcdef" * 2
    expected = hashlib.sha256(('{"kind":"point","mini":true,"value":4}' + nonce).encode()).hexdigest()
    assert commitment(Card("point", 4, True), nonce) == expected


def hashed_turn():
    t = position("5/16 5/16 5/16", pot=2, q="A", commit_mode="hash")
    for who, code, pay in (("A", "4", "2"), ("B", "GQ5", "3"), ("C", "3", "2")):
        t.play(who, "commit", commitment=sealed(who, code), payment=card(pay))
    return t


def test_ekeq_hash_commits_are_revealed_with_their_nonce_after_the_q_decision():
    """EQ-02's turn in hash mode: the cards are turned over once B uses the Q, then B picks."""
    t = hashed_turn()
    assert t.state.phase == "q_decision" and len(t.state.pot) == 3  # the payments are public
    t.decide("A", False)
    t.decide("B", True, "2")
    assert t.state.phase == "reveal" and EKEQ.to_move(t.state) == {0, 1, 2}
    assert t.state.table == ()  # nothing is face up before every card is
    assert t.refuse("B", "q_pick", target=2, source="tesoretto", guess=4).rule_id == "EKEQ-WRONG-PHASE"
    error = t.refuse("A", "reveal", card=card("5"), nonce=NONCES["A"])
    assert error.rule_id == "EKEQ-COMMIT-MISMATCH"
    assert t.message(error) == "The card you revealed doesn't match what you committed."
    assert t.message(error, "it") == "La carta che hai scoperto non corrisponde a quella che avevi impegnato."
    assert t.refuse("A", "reveal", card=card("4"), nonce="f" * 32).rule_id == "EKEQ-COMMIT-MISMATCH"
    t.play("A", "reveal", card=card("4"), nonce=NONCES["A"])
    assert t.refuse("A", "reveal", card=card("4"), nonce=NONCES["A"]).rule_id == "EKEQ-NOT-PARTICIPANT"
    t.play("C", "reveal", card=card("3"), nonce=NONCES["C"])
    assert t.state.phase == "reveal"
    t.play("B", "reveal", card=card("GQ5"), nonce=NONCES["B"])
    assert t.state.phase == "q_pick" and [c.code for _s, _r, c in t.state.table] == ["4", "GQ5", "3"]
    t.pick("B", "C", "tesoretto", 4)
    t.found("C", "3")
    assert t.state.last_turn["values"] == {"0": 4, "1": 2, "2": 3} and t.state.last_turn["winner"] == 0
    assert t.cards_held() == 65


def test_ekeq_hash_reveal_still_refuses_a_second_golden_q():
    t = position("5/16 5/16 5/16", pot=2, q="A", commit_mode="hash")
    for who, code, pay in (("A", "GQ5", "2"), ("B", "GQ5", "3"), ("C", "3", "2")):
        t.play(who, "commit", commitment=sealed(who, code), payment=card(pay))
    t.decide("A", True, "2")
    t.play("A", "reveal", card=card("GQ5"), nonce=NONCES["A"])
    assert t.refuse("B", "reveal", card=card("GQ5"), nonce=NONCES["B"]).rule_id == "EKEQ-CARD-DUPLICATE"


def test_ekeq_hash_tie_round_reveals_after_every_tied_commit():
    """A tie in hash mode: the tied players commit again (no payment), then reveal."""
    t = position("5/16 5/16 5/16", pot=2, q="A", commit_mode="hash")
    for who, code, pay in (("A", "4", "2"), ("B", "4", "3"), ("C", "3", "2")):
        t.play(who, "commit", commitment=sealed(who, code), payment=card(pay))
    for who in "ABC":
        t.decide(who, False)
    t.decide("A", True, "2")  # forced, and pays
    for who, code in (("A", "4"), ("B", "4"), ("C", "3")):
        t.play(who, "reveal", card=card(code), nonce=NONCES[who])
    t.pick("A", "C", "hand", 2)
    t.found("C", "5")  # wrong: A's 4 loses 5, so B's 4 wins outright
    assert t.state.last_turn["winner"] == 1

    t = position("5/16 5/16 5/16", pot=2, q="C", commit_mode="hash")
    for who, code, pay in (("A", "4", "2"), ("B", "4", "3"), ("C", "3", "2")):
        t.play(who, "commit", commitment=sealed(who, code), payment=card(pay))
    for who in "CAB":
        t.decide(who, False)
    t.decide("C", True, "2")
    for who, code in (("A", "4"), ("B", "4"), ("C", "3")):
        t.play(who, "reveal", card=card(code), nonce=NONCES[who])
    t.pick("C", "A", "hand", 3)
    t.found("A", "2")  # wrong: C drops to 1; A and B tie at 4
    assert t.state.phase == "commit" and t.state.round == 2
    t.play("A", "commit", commitment=sealed("A", "5"))
    t.play("B", "commit", commitment=sealed("B", "2"))
    assert t.state.phase == "reveal"
    t.play("B", "reveal", card=card("2"), nonce=NONCES["B"])
    t.play("A", "reveal", card=card("5"), nonce=NONCES["A"])
    assert t.state.last_turn["winner"] == 0 and t.cards_held() == 65


def test_ekeq_a_commit_in_the_other_modes_form_is_refused():
    """It could never be taken at this table: a request that does not fit (422), naming the field."""
    t = position("5/16 5/16 5/16", pot=2, commit_mode="hash")
    error = t.refuse("A", "commit", hidden=card("4"), payment=card("2"))
    assert error.rule_id == "EKEQ-COMMIT-FORM" and isinstance(error, Malformed)
    assert t.message(error) == ("This match uses hash commits: send the card's SHA-256 commitment in "
                                "`commitment`, which is missing; the card comes at the reveal.")
    assert t.message(error, "it").startswith("Questa partita usa le carte coperte in modo hash")
    error = t.refuse("A", "commit", hidden=card("4"), commitment=sealed("A", "4"), payment=card("2"))
    assert error.details() == {"mode": "hash", "field": "hidden", "send": (
        "only the card's SHA-256 commitment in `commitment`, without `hidden`; the card comes at the reveal")}
    t = position("5/16 5/16 5/16", pot=2)
    error = t.refuse("A", "commit", commitment=sealed("A", "4"), payment=card("2"))
    assert error.rule_id == "EKEQ-COMMIT-FORM" and isinstance(error, Malformed)
    assert t.message(error) == ("This match uses sealed commits: send the face-down card itself in "
                                "`hidden`, which is missing.")


def test_ekeq_a_sealed_commit_without_hidden_names_the_missing_field_before_anything_else():
    """Even out of turn: the form is wrong whenever it is sent (EKEQ-COMMIT-FORM comes first)."""
    t = position("5/16 5/16 5/16", pot=2)
    error = t.refuse("A", "commit", payment=card("2"))
    assert error.rule_id == "EKEQ-COMMIT-FORM" and error.details()["field"] == "hidden"
    t.commit("A", "4", "2")
    error = t.refuse("A", "commit", payment=card("2"))  # already committed, and no card either
    assert error.rule_id == "EKEQ-COMMIT-FORM"
    assert t.message(error, "it") == ("Questa partita usa le carte coperte in modo sealed: invia la carta "
                                      "coperta stessa in `hidden`, che manca.")
    assert t.refuse("A", "reveal", card=card("4"), nonce=NONCES["A"]).rule_id == "EKEQ-WRONG-PHASE"


@pytest.mark.parametrize("variant", ["climb", "family"])
def test_ekeq_hash_commits_are_for_the_base_game(variant):
    with pytest.raises(ValidationError) as caught:
        referee.new_game(EKEQ, 3, {"variant": variant, "commit_mode": "hash"})
    assert "commit_mode" in caught.value.messages
