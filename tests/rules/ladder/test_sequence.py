"""Golden test LD-T01 (a 3-player game in trust mode, with the retroactive flag), LD-T09
(voluntary pick-up), docs/games/ladder.md §4.7, and the timing of the retroactive check (§4.4)."""
from __future__ import annotations

import pytest

from rules.games.ladder import LADDER

from .table import T01, T01_HANDS, Table, position, t01_before

# seq -> (top after, hands A/B/C, deck), from the LD-T01 table.
T01_AFTER = {
    1: ((2, 1), (7, 7, 7), 14), 2: ((3, 1), (6, 7, 7), 14), 3: ((4, 2), (6, 5, 7), 14),
    4: ((6, 2), (6, 5, 5), 14), 5: ((5, 1), (12, 5, 5), 13), 6: ((6, 1), (12, 4, 5), 13),
    7: ((1, 1), (12, 4, 7), 12), 8: ((4, 3), (9, 4, 7), 12), 9: ((3, 1), (9, 8, 7), 11),
    10: ((5, 1), (9, 8, 6), 11), 11: ((6, 1), (8, 8, 6), 11), 12: ((1, 1), (8, 11, 6), 10),
    13: ((3, 2), (8, 11, 4), 10), 14: ((2, 1), (11, 11, 4), 9), 15: ((4, 4), (11, 7, 4), 9),
    16: ((6, 1), (11, 7, 9), 8), 17: ((2, 1), (12, 7, 9), 7), 18: ((5, 2), (12, 5, 9), 7),
    19: ((1, 1), (12, 5, 12), 6), 20: ((6, 2), (10, 5, 12), 6),
}


def test_LD_T01_every_event_gives_the_spec_top_hand_counts_and_deck():
    """LD-T01: the whole log, row by row."""
    table = Table.new(3, first_dealer=2)
    assert table.state.phase == "await_start" and LADDER.to_move(table.state) == {2}
    for seq, (who, type_, payload) in enumerate(T01, start=1):
        table.play(who, type_, **payload)
        top, counts, deck = T01_AFTER[seq]
        assert (table.top, table.counts, table.state.deck_count) == (top, counts, deck), seq
    assert table.state.phase == "turns"


def test_LD_T01_a_picks_up_six_known_cards_at_seq_5():
    """LD-T01 seq 5: A picks up 2H 3C 4H 4P 6U 6F (known) and 5H starts the new pile."""
    table = t01_before(6)
    assert table.known("A") == {"2H", "3C", "4H", "4P", "6U", "6F"}
    assert [play.cards for play in table.state.pile] == [("5H",)]
    assert table.state.current == 1


# seq -> the pile the collector picks up, from the notes of the LD-T01 table.
T01_PICKED = {5: "2H 3C 4H 4P 6U 6F", 7: "5H 6D", 9: "1D 4H 4P 4F", 12: "3U 5P 6U",
              16: "2P 4H 4P 4F 4U", 17: "6P"}


@pytest.mark.parametrize("seq", sorted(T01_PICKED))
def test_LD_T01_each_collector_picks_up_the_whole_pile_into_the_known_hand(seq):
    """LD-T01 notes of seq 5, 7, 9, 12, 16 and 17: the cards each pick-up moves into the
    collector's known hand; the collector's flip starts the new pile (LD-3)."""
    table = t01_before(seq + 1)
    who, _type, payload = T01[seq - 1]
    picked = set(T01_PICKED[seq].split())
    assert set(table.state.collects[-1].cards) == picked and picked <= table.known(who)
    assert [play.cards for play in table.state.pile] == [(payload["flip"],)]


def test_LD_T01_a_single_cannot_beat_a_pair():
    """LD-T01: C play [5P] on (4,2) → LADDER-TOO-FEW-CARDS."""
    table = t01_before(4)
    error = table.refuse("C", "play", cards=["5P"])
    assert error.rule_id == "LADDER-TOO-FEW-CARDS"
    assert table.message(error) == "The pile shows 2 of a kind; play at least 2 cards of a higher rank."


def test_LD_T01_a_card_picked_up_by_another_player_is_seen():
    """LD-T01 extra rejection: at seq 10 C plays [6U] → CORE-CARD-SEEN (A picked it up at 5)."""
    table = t01_before(10)
    error = table.refuse("C", "play", cards=["6U"])
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == \
        "6U is already known to be in A's hand (picked up from the pile); please check your entry."


def test_LD_T01_a_known_pair_and_a_dealt_card_make_three_of_a_kind():
    """LD-T01 seq 8: two known 4s + dealt 4F; A's known hand loses the 4s, 4F is revealed."""
    table = t01_before(9)
    assert table.known("A") == {"2H", "3C", "6U", "6F"}
    assert [(r.card, r.seat, r.seq) for r in table.state.revealed if r.seat == 0] == \
        [("3C", 0, 2), ("4F", 0, 8)]


def test_LD_T01_trust_mode_accepts_a_pick_up_the_known_hand_cannot_beat():
    """LD-T01 seq 14: A's known hand {2H, 3C, 6F} has no pair above 3: accepted in trust mode."""
    table = t01_before(14)
    assert table.known("A") == {"2H", "3C", "6F"}
    table.collect("A", "2P")
    assert table.flags() == []


def test_LD_T01_must_play_when_the_known_hand_beats_the_pile():
    """LD-T01: B collect after seq 14 → LADDER-MUST-PLAY (B's known 3U, 4s, 5P, 6U beat a 2)."""
    table = t01_before(15)
    error = table.refuse("B", "collect")
    assert error.rule_id == "LADDER-MUST-PLAY"
    assert table.message(error) == \
        "You can still play 3U, 4F, 4H, 4P, 5P, 6U — you must beat the pile if you can."


def test_LD_T01_four_of_a_kind_from_three_known_and_one_dealt():
    """LD-T01 seq 15."""
    table = t01_before(16)
    assert table.top == (4, 4) and "4U" not in table.known("B")


def test_LD_T01_six_does_not_beat_six():
    """LD-T01: A play [6H] on (6,1) → LADDER-RANK-NOT-HIGHER."""
    table = t01_before(17)
    error = table.refuse("A", "play", cards=["6H"])
    assert error.rule_id == "LADDER-RANK-NOT-HIGHER"
    assert table.message(error) == "You must beat rank 6 — play a higher rank or pick up the pile."


def test_LD_T01_holding_a_single_six_c_may_pick_up_a_pair_of_fives():
    """LD-T01 seq 19: C holds only one 6 (6D) — legal pick-up."""
    table = t01_before(19)
    assert table.known("C") == {"5H", "6D", "2P", "4H", "4P", "4F", "4U"}
    table.collect("C", "1F")
    assert table.flags() == []


def test_LD_T01_a_dealt_card_proves_an_earlier_pick_up_illegal():
    """LD-T01 seq 20: 6H shows up ⇒ A held 6H + 6F at seq 14 ⇒ LADDER-ILLEGAL-COLLECT {A, 14, 20};
    the pick-ups at seq 5 and 17 are not flagged."""
    table = t01_before(21)
    assert table.flags() == [{
        "id": 1, "rule": "LADDER-ILLEGAL-COLLECT", "seat": 0, "at_seq": 14, "evidence_seq": 20,
        "status": "open",
        "details": {"player": 0, "seq": 14, "cards": ["6F", "6H"], "top": [3, 2],
                    "revealed": ["6H"]}}]


def test_LD_T01_the_flag_message_in_english_and_italian():
    """LD-T01 seq 20: the flag as the phones show it."""
    flag = t01_before(21).flags()[0]
    violation = LADDER.flag_violation(flag)
    assert violation.message(LADDER.info.rules, "en", ["A", "B", "C"]) == \
        "A picked up the pile at move 14 while holding 6F, 6H, which beat it."
    assert violation.message(LADDER.info.rules, "it", ["Anna", "Bea", "Carlo"]) == \
        "Anna ha raccolto il mucchio alla mossa 14 pur avendo 6F, 6H, che lo battevano."


def test_LD_T01_flags_are_never_raised_twice_for_one_pick_up():
    """LD-T01: a later reveal by A does not flag seq 14 again."""
    table = t01_before(21)
    table.collect("B", "3P")  # nothing beats a pair of 6s
    table.put("C", "4H")
    table.put("A", "5U")      # dealt, first seen: A's pick-ups are checked again
    assert [flag["at_seq"] for flag in table.flags()] == [14]


@pytest.mark.parametrize("mode", ["trust", "hand_tracking"])
def test_LD_T01_hand_tracking_refuses_the_pick_up_at_seq_14(mode):
    """LD-T01 seq 14 note: hand-tracking rejects A's pick-up with LADDER-MUST-PLAY (6H + 6F)."""
    table = Table.new(3, first_dealer=2, info_mode=mode)
    if mode == "hand_tracking":
        for who, cards in T01_HANDS.items():
            table.hand(who, cards)
    for who, type_, payload in T01[:13]:
        table.play(who, type_, **payload)
    if mode == "trust":
        table.collect("A", "2P")
        return
    error = table.refuse("A", "collect", flip="2P")
    assert error.rule_id == "LADDER-MUST-PLAY"
    assert table.message(error) == "You can still play 6F, 6H — you must beat the pile if you can."


def test_LD_T01_a_known_card_played_is_no_evidence():
    """LD-T01 seq 11: A plays the known 6U: it leaves A's known hand and reveals no dealt card."""
    table = t01_before(12)
    assert "6U" not in table.known("A")
    assert [r.card for r in table.state.revealed if r.seq == 11] == []


def test_illegal_collect_weighs_the_known_hand_then_and_only_cards_revealed_later():
    """§4.4 retroactive check: held(p, t) = known_hand(p) at t ∪ cards first revealed by p at a
    seq > t. A dealt 6U that A played before the pick-up at seq 3, and the 3D and 6U A picked up
    after it, do not count; a dealt 5P shown at seq 9 does (LD-T01's rule, on a 2-player log)."""
    table = position(2, top="1H", deck=2)
    table.put("A", "6U")            # 1: dealt, revealed before the pick-up
    table.collect("B", "2C")        # 2: B picks up 1H 6U
    table.collect("A", "3D")        # 3: A's known hand is empty; top (2,1)
    table.put("B", "6U")            # 4
    table.collect("A")              # 5: A picks up 3D 6U (deck empty); nothing beat (6,1)
    table.put("B", "1H")            # 6
    table.put("A", "2D")            # 7: dealt, first seen: a 2 does not beat (2,1)
    assert table.known("A") == {"2C", "3D", "6U"} and table.flags() == []
    table.put("B", "4H")            # 8
    table.put("A", "5P")            # 9: dealt, first seen: 5P beat (2,1) at seq 3
    assert [(f["at_seq"], f["evidence_seq"], f["details"]["cards"]) for f in table.flags()] == \
        [(3, 9, ["5P"])]


def test_LD_T09_voluntary_pick_up_is_accepted():
    """LD-T09: after seq 14 with voluntary_collect, B picks up 2P (hand 12), 5D starts the pile,
    deck 8, C to play."""
    table = t01_before(15, voluntary_collect=True)
    table.collect("B", "5D")
    assert table.counts[1] == 12 and "2P" in table.known("B")
    assert table.top == (5, 1) and table.state.deck_count == 8 and table.state.current == 2


def test_LD_T09_without_the_option_the_same_pick_up_is_refused():
    """LD-T09: with the default it is rejected (LD-T01)."""
    assert t01_before(15).refuse("B", "collect", flip="5D").rule_id == "LADDER-MUST-PLAY"


def test_LD_T09_voluntary_pick_ups_are_never_flagged():
    """LD-T09 / §4.4: with voluntary_collect no pick-up is illegal, so seq 20 raises no flag."""
    assert t01_before(21, voluntary_collect=True).flags() == []
