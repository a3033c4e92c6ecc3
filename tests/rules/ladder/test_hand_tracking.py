"""Hand-tracking mode (docs/games/README.md §0.4, §4.3-4.4): golden test LD-T06, hand entry, and secrecy —
a hand entered on one phone is never shown to another, except the cards of it already played."""
from __future__ import annotations

import pytest

from rules.base import Entrant
from rules.games.ladder import LADDER
from tests.rules.test_contract import strings

from .table import T01_HANDS, Table, t01_before

A_HAND = T01_HANDS["A"]


def tracked(players: int = 2, **options) -> Table:
    """Hand-tracking, A to play first (dealer B), the pile started with 2H."""
    table = Table.new(players, info_mode="hand_tracking", first_dealer=1, **options)
    table.start("2H")
    return table


def test_LD_T06_a_card_not_in_the_entered_hand_is_refused():
    """LD-T06: A enters {3C, 3D, 5U, 1P, 6H, 4F, 2C}; A plays [6U] → CORE-NOT-IN-HAND."""
    table = tracked()
    table.hand("A", A_HAND)
    error = table.refuse("A", "play", cards=["6U"])
    assert error.rule_id == "CORE-NOT-IN-HAND"
    assert table.message(error) == "6U is not in your hand (as you entered it)."


def test_LD_T06_must_play_is_judged_on_the_whole_hand():
    """LD-T06: with top (2,1), A tries collect → LADDER-MUST-PLAY ("You can still play 3C…")."""
    table = tracked()
    table.hand("A", A_HAND)
    error = table.refuse("A", "collect", flip="5H")
    assert error.rule_id == "LADDER-MUST-PLAY"
    assert table.message(error).startswith("You can still play 3C")
    assert table.message(error) == "You can still play 3C, 3D, 4F, 5U, 6H — you must beat the pile if you can."


@pytest.mark.parametrize("by", ["B", Entrant(host=True)], ids=["another-seat", "host"])
def test_LD_T06_a_pick_up_judged_on_a_tracked_hand_comes_from_its_own_phone(by):
    """LD-T06 / §0.4: a compulsory pick-up is judged on A's entered hand (LADDER-MUST-PLAY names
    its cards), and a play takes from it, so a scribe or the host gets one refusal whatever A
    holds: 3C held, 6U not."""
    table = tracked()
    table.hand("A", A_HAND)
    refusals = [table.refuse("A", "collect", by=by, flip="5H"),
                table.refuse("A", "play", by=by, cards=["3C"]), table.refuse("A", "play", by=by, cards=["6U"])]
    assert {(error.rule_id, tuple(error.details().items())) for error in refusals} == \
        {("CORE-HAND-OWN-PHONE", (("player", 0),))}
    assert not set(table.message(refusals[0]).replace(",", " ").split()) & set(A_HAND.split())
    assert table.refuse("A", "collect", flip="5H").rule_id == "LADDER-MUST-PLAY"


def test_in_trust_mode_must_play_names_public_cards_to_any_phone():
    """LD-T01: B's known hand is public (picked up from the pile), so a scribe hears the reason."""
    table = t01_before(15)
    assert table.refuse("B", "collect", by="C").rule_id == "LADDER-MUST-PLAY"


def test_hand_tracking_must_play_counts_the_cards_picked_up_too():
    """§4.4 LADDER-MUST-PLAY in hand-tracking is judged on the whole hand: the entered cards not
    yet played and the cards picked up from the pile."""
    table = tracked()
    table.hand("A", A_HAND)
    table.hand("B", "1C 2D 1U 2U 1F 2F 3U")
    table.put("A", "6H")
    table.collect("B", "1H")                         # B picks up 2H 6H
    table.put("A", "3C")
    error = table.refuse("B", "collect", flip="5H")
    assert error.rule_id == "LADDER-MUST-PLAY"
    assert table.message(error) == "You can still play 6H — you must beat the pile if you can."


def test_LD_T06_a_hand_colliding_with_another_players_entry_is_a_neutral_conflict():
    """LD-T06: B enters a private hand containing 3C → CORE-CARD-CONFLICT."""
    table = tracked()
    table.hand("A", A_HAND)
    error = table.refuse("B", "private_hand", cards="3C 4H 4P 4U 6D 1C 2D".split())
    assert error.rule_id == "CORE-CARD-CONFLICT"
    assert table.message(error) == \
        "That card conflicts with another player's entry; please re-check what you typed."


def test_a_player_enters_their_hand_before_their_first_move():
    table = tracked()
    assert LADDER.to_move(table.state) == {0, 1}
    error = table.refuse("A", "play", cards=["3C"])
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == \
        "That move isn't possible right now: A first enters their hand on their own phone."
    table.hand("A", A_HAND)
    table.put("A", "3C")
    assert LADDER.to_move(table.state) == {1}


def test_hands_come_from_their_own_phone_once_seven_cards_none_seen():
    table = tracked()
    assert table.refuse("A", "private_hand", by="B", cards=A_HAND.split()).rule_id == "CORE-NOT-AUTHORIZED"
    assert table.refuse("A", "private_hand", by=Entrant(host=True),
                        cards=A_HAND.split()).rule_id == "CORE-NOT-AUTHORIZED"
    error = table.refuse("A", "private_hand", cards=A_HAND.split()[:6])
    assert table.message(error) == "Something is missing or malformed in this move: cards (exactly 7)."
    assert table.refuse("A", "private_hand", cards="2H 3D 5U 1P 6H 4F 2C".split()).rule_id == "CORE-CARD-SEEN"
    table.hand("A", A_HAND)
    error = table.refuse("A", "private_hand", cards=A_HAND.split())
    assert table.message(error) == "That move isn't possible right now: your hand is already in."


def test_trust_mode_has_no_hands_to_enter():
    table = Table.new(2)
    error = table.refuse("A", "private_hand", cards=A_HAND.split())
    assert error.rule_id == "CORE-WRONG-PHASE" and "trust mode" in table.message(error)


@pytest.mark.parametrize("by", ["A", "B", Entrant(host=True)], ids=["holder", "dealer", "host"])
def test_a_flip_an_entered_hand_lists_is_turned_up_and_only_that_hand_is_told(by):
    """A card turned up from the deck is on the pile for all to see, so it is taken whatever the
    hands hold (a refusal would tell whoever tried it that some hand holds it): the start from
    any phone, a pick-up's flip from the collector's. Only the hand that lists it is told."""
    table = Table.new(2, info_mode="hand_tracking", first_dealer=1)
    table.hand("A", A_HAND)  # 3C 3D 5U 1P 6H 4F 2C
    table.play("B", "start", by=by, flip="6H")
    assert LADDER.view(table.state, 0)["my_hand_conflicts"] == [{"card": "6H", "where": "pile"}]
    assert LADDER.view(table.state, 1)["my_hand_conflicts"] is None  # B's hand is not in yet
    assert LADDER.view(table.state, None)["my_hand_conflicts"] is None
    table.hand("B", "4H 4P 4U 6D 1C 2D 5C")
    table.collect("A", "3D")  # nothing beats a 6; A's entry lists 3D as well
    assert LADDER.view(table.state, 0)["my_hand_conflicts"] == [{"card": "3D", "where": "pile"},
                                                                 {"card": "6H", "where": "hand:0"}]
    assert LADDER.view(table.state, 1)["my_hand_conflicts"] == []


def _six_of_hearts_taken_by_b() -> Table:
    """Dealer A turns up 6H, which A's entry wrongly lists; B, who cannot beat a 6, picks it up
    and turns up 4C. A's other cards cannot beat a 4."""
    table = Table.new(2, info_mode="hand_tracking", first_dealer=0)
    table.hand("A", "1P 2C 3C 3D 4F 6H 1U")
    table.hand("B", "2D 5C 1C 2F 3U 5D 2U")
    table.play("A", "start", by=Entrant(host=True), flip="6H")
    table.collect("B", "4C")
    return table


def test_a_hand_card_the_table_has_seen_elsewhere_cannot_be_played_nor_forces_a_play():
    table = _six_of_hearts_taken_by_b()
    mine = LADDER.view(table.state, 0)
    assert mine["my_hand_conflicts"] == [{"card": "6H", "where": "hand:1"}]
    assert mine["my_hand"]["playable"] == [] and mine["my_hand"]["plays"] == []
    error = table.refuse("A", "play", cards=["6H"])
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == ("6H is already known to be in B's hand (picked up from the pile); "
                                    "please check your entry.")
    table.collect("A", "5H")  # not LADDER-MUST-PLAY: the 6H A entered is not A's to play
    assert table.known("A") == {"4C"}


def test_correcting_the_hand_clears_its_conflict_and_the_log_still_holds():
    table = _six_of_hearts_taken_by_b()
    table.collect("A", "5H")
    state = table.correct(1, cards="1P 2C 3C 3D 4F 2P 1U".split())  # 2P was dealt, not 6H
    assert LADDER.view(state, 0)["my_hand_conflicts"] == []
    assert [play.cards for play in state.pile] == [("5H",)] and state.current == 1


def test_the_own_view_shows_the_hand_with_its_legal_plays_and_nobody_else_sees_it():
    table = tracked()
    table.hand("A", A_HAND)
    table.hand("B", T01_HANDS["B"])
    mine = LADDER.view(table.state, 0)["my_hand"]
    assert mine["cards"] == ["1P", "2C", "3C", "3D", "4F", "5U", "6H"]
    assert mine["playable"] == ["3C", "3D", "4F", "5U", "6H"]
    assert mine["plays"][0] == {"rank": 3, "cards": ["3C", "3D"], "counts": [1, 2]}
    assert LADDER.view(table.state, 1)["my_hand"]["playable"] == []  # not B's turn
    for viewer in (None, 1):
        seen = set(strings(LADDER.view(table.state, viewer)))
        assert not seen & set(A_HAND.split())


def test_the_log_shows_others_only_the_played_part_of_a_hand():
    table = tracked()
    table.hand("A", A_HAND)
    table.hand("B", T01_HANDS["B"])
    entry = table.log[1][0]
    assert LADDER.redact(table.state, entry, 0) == entry.payload
    assert LADDER.redact(table.state, entry, 1) is None and LADDER.redact(table.state, entry, None) is None
    table.put("A", "3C 3D")
    assert LADDER.redact(table.state, entry, 1) == {"cards": ["3C", "3D"], "unplayed": 5}
    assert LADDER.is_private(table.state, entry)


def test_hand_tracking_picks_up_into_the_hand_and_raises_no_flags():
    table = tracked()
    table.hand("A", A_HAND)
    table.hand("B", T01_HANDS["B"])
    table.put("A", "6H")
    table.collect("B", "5H")                         # B holds no 6-beater: nothing beats a 6
    assert "6H" in LADDER.view(table.state, 1)["my_hand"]["cards"]
    table.collect("A", "1H")                         # nothing above 5 left in A's hand
    assert table.flags() == []


def test_the_audit_is_for_trust_mode_only():
    table = tracked()
    error = table.refuse_audit("A", "3C")
    assert table.message(error) == \
        "That move isn't possible right now: hands are tracked in this game, so there is nothing to show."
