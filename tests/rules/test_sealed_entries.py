"""The referee's handling of private moves, on the Sealed Bid test game: only the seat's own phone
enters them, and nobody else reads them until the game reveals them."""
from __future__ import annotations

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.errors import RuleViolation
from tests.games.sealed_bid import SEALED_BID as GAME


def _bid(state, seat, card, seq):
    return referee.play(GAME, state, Move("bid", seat, {"card": card}, seq), Entrant(seat=seat), 0)


def test_private_move_is_refused_from_the_host_phone():
    state = GAME.setup(2, {"rounds": 1})
    with pytest.raises(RuleViolation) as refused:
        referee.check(GAME, state, Move("bid", 0, {"card": "3U"}), Entrant(host=True), 0)
    assert refused.value.rule_id == "CORE-NOT-AUTHORIZED"
    assert refused.value.message(GAME.info.rules, "en", ["Ann", "Ben"]) == \
        "Only Ann can enter that from their own phone."


def test_private_move_is_refused_from_another_seat_even_in_scribe_mode():
    state = GAME.setup(2, {"rounds": 1, "entry_mode": "scribe"})
    with pytest.raises(RuleViolation) as refused:
        referee.check(GAME, state, Move("bid", 0, {"card": "3U"}), Entrant(seat=1), 0)
    assert refused.value.rule_id == "CORE-NOT-AUTHORIZED"


def test_a_sealed_bid_is_hidden_from_others_until_the_round_reveals_it():
    state = _bid(GAME.setup(2, {"rounds": 2}), 0, "3U", seq=1)
    bid = Move("bid", 0, {"card": "3U"}, 1)
    assert GAME.redact(state, bid, 1) is None
    assert GAME.redact(state, bid, None) is None
    assert GAME.redact(state, bid, 0) == {"card": "3U"}
    assert "3U" not in str(GAME.view(state, 1)) and "3U" in str(GAME.view(state, 0))
    state = _bid(state, 1, "5P", seq=2)
    assert GAME.redact(state, bid, 1) == {"card": "3U"}
    assert GAME.view(state, None)["revealed"] == [["3U", "5P"]]
    assert GAME.scores(state)["totals"] == [0, 1]


def test_refused_moves_after_the_end_name_core_game_over():
    state = _bid(_bid(GAME.setup(2, {"rounds": 1}), 0, "1U", 1), 1, "1P", 2)
    with pytest.raises(RuleViolation) as refused:
        referee.check(GAME, state, Move("bid", 0, {"card": "2U"}), Entrant(seat=0), 0)
    assert refused.value.rule_id == "CORE-GAME-OVER"
