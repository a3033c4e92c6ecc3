"""SQ-T01 (docs/games/squad.md §6.8): the Draft for 3 players, its rejections, and the 2-player draft."""
from __future__ import annotations

from dataclasses import replace

from .table import Table

ROUNDS = [  # (draft dealer, revealed, picks in order)
    ("A", "5H 2C 6U", [("B", "6U"), ("C", "5H")]),
    ("B", "1D 4P 3H", [("C", "4P"), ("A", "3H")]),
    ("C", "6F 2U 5D", [("A", "6F"), ("B", "2U")]),
]


def drafted(players: int = 3, rounds=ROUNDS, **options) -> Table:
    table = Table.new(players, draft=True, **options)
    for dealer, revealed, picks in rounds:
        table.play(dealer, "draft_reveal", cards=revealed.split())
        for who, card in picks:
            table.play(who, "draft_pick", card=card)
    return table


def test_sq_t01_draft_picks_the_last_card_to_the_dealer_and_tops_up():
    """SQ-T01: A {2C 3H 6F}, B {6U 1D 2U}, C {5H 4P 5D}; one hidden card each; deck 24."""
    table = drafted()
    assert [sorted(cards) for cards in table.state.known_hand] == [
        ["2C", "3H", "6F"], ["1D", "2U", "6U"], ["4P", "5D", "5H"]]
    assert table.hands() == [4, 4, 4]
    assert table.state.deck_count == 24
    assert table.state.phase == "deploy"
    assert table.RULES.to_move(table.state) == frozenset({0, 1, 2})


def test_sq_t01_deploy_leaves_the_known_hands_and_b_starts():
    """SQ-T01: deploys A [6F 3H], B [6U 1D], C [5H 4P]; known hands A {2C}, B {2U}, C {5D}."""
    table = drafted()
    table.play("A", "deploy", squads=["6F", "3H"])
    table.play("B", "deploy", squads=["6U", "1D"])
    table.play("C", "deploy", squads=["5H", "4P"])
    assert table.squads("A") == ["6F", "3H"] and table.squads("C") == ["5H", "4P"]
    assert table.state.known_hand == (("2C",), ("2U",), ("5D",))
    assert table.hands() == [2, 2, 2]
    assert table.current == "B" and table.state.phase == "draw"


def test_sq_t01_picking_out_of_turn_is_not_your_turn():
    """SQ-T01 rejection: round 1, C picks before B."""
    table = Table.new(3, draft=True)
    table.play("A", "draft_reveal", cards=["5H", "2C", "6U"])
    error = table.refuse("C", "draft_pick", card="5H")
    assert error.rule_id == "CORE-NOT-YOUR-TURN"
    assert table.message(error) == "It's B's turn, not C's."


def test_squad_draft_not_available():
    """SQ-T01 rejection: round 1, B picks 1D, which is not on the table."""
    table = Table.new(3, draft=True)
    table.play("A", "draft_reveal", cards=["5H", "2C", "6U"])
    error = table.refuse("B", "draft_pick", card="1D")
    assert error.rule_id == "SQUAD-DRAFT-NOT-AVAILABLE"
    assert table.message(error) == "1D isn't one of the draft cards on the table."


def test_sq_t01_deploying_another_players_drafted_card_is_card_seen():
    """SQ-T01 rejection: A deploys [5H, 6F]; 5H was drafted by C."""
    table = drafted()
    error = table.refuse("A", "deploy", squads=["5H", "6F"])
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == "5H is already known to be in C's hand (drafted); please check your entry."


def test_squad_draft_count():
    """SQ-T01 rejection: the round 2 reveal with 2 cards."""
    table = drafted(rounds=ROUNDS[:1])
    error = table.refuse("B", "draft_reveal", cards=["1D", "4P"])
    assert error.rule_id == "SQUAD-DRAFT-COUNT"
    assert table.message(error) == "Turn up exactly 3 cards for this draft round."


def test_squad_deploy_needs_two_different_cards_of_ones_own_four():
    """SQUAD-DEPLOY: two distinct cards, and no more hidden ones than the top-up dealt (1 of 3p)."""
    table = drafted()
    for squads in (["6F"], ["6F", "6F"], ["6F", "3H", "2C"], ["1H", "2H"]):
        error = table.refuse("A", "deploy", squads=squads)
        assert error.rule_id == "SQUAD-DEPLOY", squads
    assert table.message(error) == "Choose 2 of your 4 cards as squads."
    table.play("A", "deploy", squads=["6F", "1H"])  # one hidden card: the top-up one
    assert table.state.known_hand[0] == ("2C", "3H") and table.hands()[0] == 2
    assert table.refuse("A", "deploy", squads=["2C", "3H"]).rule_id == "CORE-WRONG-PHASE"


def test_squad_two_player_draft():
    """SQ-T01 (2 players): A reveals 2, B picks, A gets the other; B reveals, A picks, B gets the
    other; A deals 2 more to each; B plays first."""
    table = Table.new(2, draft=True)
    table.play("A", "draft_reveal", cards=["3U", "5C"])
    table.play("B", "draft_pick", card="5C")
    assert table.state.known_hand == (("3U",), ("5C",))
    table.play("B", "draft_reveal", cards=["1H", "6D"])
    assert table.refuse("B", "draft_pick", card="1H").rule_id == "CORE-NOT-YOUR-TURN"
    table.play("A", "draft_pick", card="6D")
    assert table.state.known_hand == (("3U", "6D"), ("5C", "1H"))
    assert table.hands() == [4, 4] and table.state.deck_count == 28
    table.play("A", "deploy", squads=["2P", "4F"])  # both hidden: the two top-up cards
    table.play("B", "deploy", squads=["5C", "1H"])
    assert table.state.known_hand == (("3U", "6D"), ())
    assert table.current == "B"


def test_squad_a_fully_known_hand_cannot_play_a_hidden_card():
    """4 players draft 4 cards each and get no top-up: every card in hand is known, so a card
    nobody has seen cannot be in it (CORE-NOT-IN-HAND)."""
    rounds = [("A", "1U 2U 3U 4U", [("B", "1U"), ("C", "2U"), ("D", "3U")]),
              ("B", "1P 2P 3P 4P", [("C", "1P"), ("D", "2P"), ("A", "3P")]),
              ("C", "1H 2H 3H 4H", [("D", "1H"), ("A", "2H"), ("B", "3H")]),
              ("D", "1F 2F 3F 4F", [("A", "1F"), ("B", "2F"), ("C", "3F")])]
    table = drafted(4, rounds)
    assert table.state.deck_count == 20
    assert table.refuse("A", "deploy", squads=["4U", "6C"]).rule_id == "SQUAD-DEPLOY"
    for who, squads in (("A", "4U 3P"), ("B", "1U 4P"), ("C", "2U 4H"), ("D", "3U 4F")):
        table.play(who, "deploy", squads=squads.split())
    assert table.state.known_hand[1] == ("3H", "2F") and table.hands()[1] == 2
    table.state = replace(table.state, deck_count=0, phase="action")  # as if the deck were empty
    error = table.refuse("B", "discard", card="6C")
    assert error.rule_id == "CORE-NOT-IN-HAND"
    assert table.message(error) == "6C is not in your hand (as you entered it)."
    table.discard("B", "3H")
    assert table.state.known_hand[1] == ("2F",)
