"""CW-17..CW-19 (docs/games/cold-war.md §7): Leader defeat, the Fallen Leader (§3.4, §5.9, A20-A24), the
winner and the ranking, lent cards to give back, and the two-player end."""
from __future__ import annotations

from .table import position

CARDS = ("A-R1=200 A-R6=300 A-W1=100 A-W2=150 A-R9=90 B-W1=100 B-R1=90 C-U1=60 C-U2=70 C-R5=150 "
         "C-O2 C-R7=30 C-W1=10")


def blank(kind: str = "blue") -> dict:
    """An unseen card from hand, entered at its first sighting."""
    return {"new": {"kind": kind, "defence": 1}}


def pass_turn(t, who: str) -> None:
    t.discard(who, blank())
    t.draw(who)


def cw17():
    t = position(3, cards=CARDS, stacks={"A": "A-W1 A-W2 A-R9", "B": "B-W1 B-R1", "C": "C-U1"},
                 draws={"C": 18})
    t.attack("A", "C", "A-R1")
    t.no_shields("C")
    return t


def test_cold_war_three_players_defeat_offers_the_fallen_leader():
    """CW-17 step 1: P3 defeated, the match goes on; P3 plays on with a Fallen deck of 24."""
    t = cw17()
    assert t.p("C").status == "out" and t.state.defeat_order == (2,)
    assert t.state.phase == "play" and t.RULES.to_move(t.state) == frozenset({0, 2})
    t.play("C", "fallen_opt", play_on=True)
    assert t.p("C").status == "fallen" and t.p("C").fallen_count == 24


def test_cold_war_fallen_leader_lends_blue_attacks_with_brown_and_discards_the_rest():
    """CW-17 steps 2-6."""
    t = cw17()
    t.play("C", "fallen_opt", play_on=True)
    pass_turn(t, "A")
    pass_turn(t, "B")
    # 5: a Fallen player's other moves
    error = t.refuse("C", "place", card=blank())
    assert error.rule_id == "COLDWAR-FALLEN-ONE-CARD"
    assert t.message(error) == "A Fallen Leader plays one unseen card per turn and nothing else."
    error = t.refuse("C", "fallen_play", target=2)
    assert error.rule_id == "COLDWAR-FALLEN-TARGET"
    assert t.message(error) == "Choose an opponent whose Leader is still alive."
    # 2: a Blue card is lent to P2
    t.play("C", "fallen_play", target=1)
    assert t.refuse("C", "fallen_play", target=1).rule_id == "COLDWAR-FALLEN-ONE-CARD"
    t.play("C", "fallen_reveal", card={"ref": "C-U2"})
    assert t.stack("B") == ["B-W1", "B-R1", "C-U2"]
    assert t.units("B") == [("leader_block", 100), ("single", 90), ("single", 70)]
    assert t.view()["players"][1]["loaned_in"] == ["C-U2"] and t.p("C").fallen_count == 23
    # 3: a Brown attacks P1
    pass_turn(t, "A")
    pass_turn(t, "B")
    t.play("C", "fallen_play", target=0)
    t.play("C", "fallen_reveal", card={"ref": "C-R5"})
    t.no_shields("A")
    assert t.stack("A") == ["A-W1", "A-W2"] and t.p("C").fallen_discard == ("C-R5",)
    # 4: an Orange card is discarded with no effect
    pass_turn(t, "A")
    pass_turn(t, "B")
    t.play("C", "fallen_play", target=0)
    t.play("C", "fallen_reveal", card={"ref": "C-O2"})
    assert t.p("C").fallen_discard == ("C-R5", "C-O2") and t.state.active == 0
    # 6: P1 defeats P2: game over, P1 wins; ranking P1, P2, P3; C-U2 to be returned.
    t.attack("A", "B", "A-R6")
    t.no_shields("B")
    assert t.state.phase == "game_over"
    outcome = t.RULES.outcome(t.state)
    assert outcome.winners == (0,) and outcome.extras["ranking"] == [0, 1, 2]
    assert outcome.extras["lent_cards"] == [{"card": "C-U2", "owner": 2, "holder": 1, "zone": "discard"}]


def test_cold_war_fallen_leader_strikes_the_decisive_blow_but_cannot_win():
    """CW-18: P3 (Fallen) defeats P2 with a 30 Brown: P1 wins; ranking P1, P2, P3."""
    t = position(3, cards=CARDS, stacks={"A": "A-W1", "B": ""}, fallen="C", to_move="C")
    t.play("C", "fallen_play", target=1)
    t.play("C", "fallen_reveal", card={"ref": "C-R7"})
    t.no_shields("B")
    assert t.state.phase == "game_over" and t.state.winner == 0
    assert t.RULES.outcome(t.state).extras["ranking"] == [0, 1, 2]


def test_cold_war_two_player_match_ends_at_the_first_defeat_with_no_fallen_option():
    """CW-19: FALLEN_OPT by P2 -> COLDWAR-FALLEN-OPTION."""
    t = position(cards=CARDS, stacks={"B": ""})
    t.attack("A", "B", "A-R1")
    t.no_shields("B")
    assert t.state.phase == "game_over" and t.state.winner == 0
    error = t.refuse("B", "fallen_opt", play_on=True)
    assert error.rule_id == "COLDWAR-FALLEN-OPTION"
    assert t.message(error) == ("Fallen Leader play is only available in 3+ player matches while at "
                                "least two Leaders are alive.")


def test_cold_war_fallen_option_only_for_the_defeated_player():
    t = cw17()
    assert t.refuse("B", "fallen_opt", play_on=True).rule_id == "COLDWAR-FALLEN-OPTION"


def test_cold_war_unanswered_fallen_option_counts_as_no_when_the_turn_comes():
    """A23: P3 does not answer before its seat's turn: it is out, and the turn goes on to P1."""
    t = cw17()
    pass_turn(t, "A")
    pass_turn(t, "B")
    assert t.state.active == 0 and t.p("C").status == "out" and t.state.offers == ()
    error = t.refuse("C", "fallen_play", target=0)
    assert error.rule_id == "COLDWAR-ELIMINATED"
    assert t.message(error) == ("Your Leader has been defeated and you are not playing on as a "
                                "Fallen Leader.")
    assert t.refuse("C", "fallen_opt", play_on=True).rule_id == "COLDWAR-FALLEN-OPTION"


def test_cold_war_declined_fallen_option_leaves_the_player_out():
    t = cw17()
    t.play("C", "fallen_opt", play_on=False)
    assert t.p("C").status == "out" and t.refuse("C", "place", card=blank()).rule_id == "COLDWAR-ELIMINATED"


def test_cold_war_fallen_deck_resets_without_shuffle_and_its_order_is_checked():
    """A20 reset_no_shuffle: the used-up Fallen deck flips its discard pile in order."""
    t = position(3, cards=CARDS, stacks={"A": "A-W1", "B": "B-W1"}, fallen="C", to_move="C")
    t.state = t.state.__class__(**{**t.state.__dict__, "seats": tuple(
        p if i != 2 else p.__class__(**{**p.__dict__, "fallen_count": 0,
                                        "fallen_discard": ("C-O2", "C-W1")})
        for i, p in enumerate(t.state.seats))})
    t.play("C", "fallen_play", target=0)
    assert t.p("C").fallen_known == ("C-O2", "C-W1")
    error = t.refuse("C", "fallen_reveal", card={"ref": "C-W1"})
    assert error.rule_id == "COLDWAR-DRAW-ORDER"
    t.play("C", "fallen_reveal", card={"ref": "C-O2"})
    assert t.p("C").fallen_known == ("C-W1",)


def test_cold_war_fallen_deck_stop_option_ends_the_fallen_plays():
    """A20 fallen_deck_exhaustion = stop: COLDWAR-FALLEN-DECK-EMPTY; the seat is skipped."""
    t = position(3, cards=CARDS, stacks={"A": "A-W1", "B": "B-W1"}, fallen="C", to_move="B",
                 fallen_deck_exhaustion="stop")
    seats = list(t.state.seats)
    seats[2] = seats[2].__class__(**{**seats[2].__dict__, "fallen_count": 0, "fallen_discard": ("C-O2",)})
    t.state = t.state.__class__(**{**t.state.__dict__, "seats": tuple(seats)})
    error = t.refuse("C", "fallen_play", target=0)
    assert error.rule_id == "COLDWAR-FALLEN-DECK-EMPTY"
    assert t.message(error) == "Your Fallen deck is used up; you have no more plays."
    pass_turn(t, "B")
    assert t.state.active == 0


def test_cold_war_lent_card_goes_back_to_the_lender_under_that_option():
    """A21 loaned_card_removed_to = lender: a lent card leaving the stack returns to the Fallen
    player's discard; by default it goes to the borrower's discard."""
    for option, where in (("borrower_discard", "B"), ("lender", "C")):
        t = position(3, cards=CARDS, stacks={"A": "A-W1", "B": "B-W1 C-U2"}, fallen="C", to_move="B",
                     loaned_card_removed_to=option)
        t.discard("B", "C-U2", source="stack")
        if where == "B":
            assert t.pile("B") == ["C-U2"]
        else:
            assert t.p("C").fallen_discard == ("C-U2",) and t.pile("B") == []


def test_cold_war_play_on_sets_aside_cards_lent_to_the_fallen_player():
    """A20: a Blue card lent to the defeated player is set aside, not put in their Fallen deck."""
    t = position(4, cards=CARDS + " D-U1=5", stacks={"A": "A-W1", "B": "B-W1", "C": "D-U1"},
                 draws={"C": 18}, fallen="D")
    t.attack("A", "C", "A-R1")
    t.no_shields("C")
    t.play("C", "fallen_opt", play_on=True)
    assert t.p("C").set_aside == ("D-U1",) and t.p("C").fallen_count == 23


def test_cold_war_a_leader_felled_by_a_fallen_leader_keeps_the_offer_even_when_next_to_play():
    """A23 with A22: D (Fallen) defeats A, whose seat comes next. A has had no moment to answer,
    so the offer stays open: the turn passes to B, A may still play on, and plays as Fallen
    when the seat comes round."""
    t = position(4, cards=CARDS + " D-R1=300", stacks={"A": "A-W1", "B": "B-W1", "C": "C-U1"},
                 fallen="D", to_move="D")
    t.play("D", "fallen_play", target=0)
    t.play("D", "fallen_reveal", card={"ref": "D-R1"})
    t.no_shields("A")
    assert t.p("A").status == "out" and t.state.offers == (0,)
    assert t.state.active == 1 and 0 in t.RULES.to_move(t.state)
    t.play("A", "fallen_opt", play_on=True)
    assert t.p("A").status == "fallen"
    for who in "BC":
        pass_turn(t, who)
    assert t.state.active == 3  # D, then A as a Fallen Leader
    t.play("D", "fallen_play", target=1)
    t.play("D", "fallen_reveal", card={"new": {"kind": "white", "defence": 5}})
    assert t.state.active == 0 and t.p("A").status == "fallen"


def test_cold_war_an_offer_left_unanswered_until_the_seat_comes_round_is_no():
    """A23: the same defeat, but A does not answer before their seat comes round again."""
    t = position(4, cards=CARDS + " D-R1=300", stacks={"A": "A-W1", "B": "B-W1", "C": "C-U1"},
                 fallen="D", to_move="D")
    t.play("D", "fallen_play", target=0)
    t.play("D", "fallen_reveal", card={"ref": "D-R1"})
    t.no_shields("A")
    for who in "BC":
        pass_turn(t, who)
    t.play("D", "fallen_play", target=1)
    t.play("D", "fallen_reveal", card={"new": {"kind": "white", "defence": 5}})
    assert t.state.offers == () and t.state.active == 1 and t.p("A").status == "out"
