"""A Collector game from start to winner (docs/games/collector.md §5.3-5.5): CO-T01 row by row with its
rejections, the winner determination of CO-T02 and the reshuffle of CO-T03, in trust mode."""
from __future__ import annotations

import pytest

from rules.games.collector import COLLECTOR
from rules.games.collector.table import ledger

from .table import T01, Table, t01_before


def _pile(table: Table) -> str:
    return " ".join(table.view()["discard"])


def _known(table: Table) -> list[set[str]]:
    return [set(cards) for cards in table.view()["known_hands"]]


def test_the_game_starts_with_one_discard_and_the_player_left_of_the_dealer():
    """CO-T01 seq 1 (CO-1, CO-10): C deals; 4H starts the pile; deck 36 − 18 − 1 = 17; A begins."""
    table = t01_before(2)
    view = table.view()
    assert (_pile(table), view["deck_count"], view["current"], view["phase"]) == ("4H", 17, 0, "draw")
    assert view["hand_counts"] == [6, 6, 6]


def test_co_t01_plays_out_row_by_row():
    """CO-T01: discard pile, deck and known hands after every row; A (tier 1) beats B (tier 3)."""
    table = t01_before(2)
    table.draw("A", 1)
    assert (_known(table)[0], table.view()["hand_counts"][0], table.view()["phase"]) == ({"4H"}, 8, "end_turn")
    table.play("A", "end_turn", **T01[3][2])
    assert (_pile(table), table.view()["deck_count"], _known(table)[0]) == ("2C 5D", 16, {"4H"})
    table.draw("B", 2)
    assert _pile(table) == "" and _known(table)[1] == {"5D", "2C"}
    table.play("B", "end_turn", **T01[5][2])
    assert (_pile(table), table.view()["deck_count"]) == ("6U 1P", 16)
    table.draw("C", 2)
    assert (_pile(table), table.view()["deck_count"], _known(table)[2]) == ("", 16, {"1P", "6U"})

    refused = table.refuse("C", "end_turn", discards=["5D", "3F"], lay_down=None)
    assert refused.rule_id == "CORE-CARD-SEEN"  # B took 5D from the discard pile
    assert table.message(refused) == "5D is already known to be in B's hand; please check your entry."

    table.play("C", "end_turn", **T01[7][2])
    assert (_pile(table), table.view()["deck_count"], _known(table)[2]) == ("3F 3C", 16, {"1P", "6U"})
    table.draw("A", 0)
    table.play("A", "end_turn", **T01[9][2])
    view = table.view()
    assert (_pile(table), view["deck_count"]) == ("3F 3C 2U 4D", 14)
    assert view["laid_down"] == [{"seat": 0, "cards": ["4H", "1U", "2P", "3D", "5F", "6C"], "tier": 1,
                                  "kind": "spectrum", "seq": 9, "wilds_as": []}]
    assert (view["final_turns_left"], view["current"], view["hand_counts"][0]) == ([1, 2], 1, 0)
    assert _known(table)[0] == set()

    table.draw("B", 1)
    table.play("B", "end_turn", **T01[11][2])
    view = table.view()
    assert (_pile(table), view["deck_count"], view["final_turns_left"]) == ("3F 3C 2U 2F 5H", 13, [2])
    assert (view["laid_down"][1]["tier"], view["laid_down"][1]["kind"]) == (3, "straight")

    table.draw("C", 0)
    table.play("C", "end_turn", **T01[13][2])
    view = table.view()
    assert (_pile(table), view["deck_count"]) == ("3F 3C 2U 2F 5H 6D 1D", 11)
    assert (view["phase"], view["winner"]) == ("game_over", 0)
    outcome = COLLECTOR.outcome(table.state)
    assert (outcome.winners, outcome.totals, outcome.termination) == ((0,), (1, 0, 0), "final_turns_done")
    assert COLLECTOR.to_move(table.state) == frozenset()


def test_any_move_after_the_end_is_refused():
    """CO-T01: any further event → CORE-GAME-OVER."""
    table = t01_before(14)
    assert table.refuse("A", "draw", from_discard=0).rule_id == "CORE-GAME-OVER"
    assert table.refuse("C", "end_turn", discards=["1U", "2U"]).rule_id == "CORE-GAME-OVER"


def test_two_cards_cannot_come_off_a_pile_of_one():
    """CO-T01 at seq 2: draw {from_discard 2} with only 4H there → COLLECTOR-DISCARD-SHORT."""
    table = t01_before(2)
    error = table.refuse("A", "draw", from_discard=2)
    assert error.rule_id == "COLLECTOR-DISCARD-SHORT"
    assert table.message(error) == "There is only 1 card(s) on the discard pile."
    assert table.message(error, "it") == "Sulla pila degli scarti c'è solo 1 carta/e."


def test_a_draw_takes_two_cards_in_one_of_three_ways():
    """COLLECTOR-BAD-DRAW: from_discard is 0, 1 or 2."""
    table = t01_before(2)
    error = table.refuse("A", "draw", from_discard=3)
    assert error.rule_id == "COLLECTOR-BAD-DRAW"
    assert table.message(error) == ("Draw 2 cards: both from the deck, both from the discard pile, "
                                    "or one of each.")
    assert table.refuse("A", "draw", from_discard=-1).rule_id == "COLLECTOR-BAD-DRAW"


def test_only_the_current_player_draws_and_only_once():
    table = t01_before(2)
    error = table.refuse("B", "draw", from_discard=0)
    assert (error.rule_id, table.message(error)) == ("CORE-NOT-YOUR-TURN", "It's A's turn, not B's.")
    error = table.refuse("A", "end_turn", discards=["1U", "2U"])
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == "That move isn't possible right now: A draws 2 cards first."
    table.draw("A", 1)
    error = table.refuse("A", "draw", from_discard=0)
    assert table.message(error) == ("That move isn't possible right now: A has drawn and now ends "
                                    "the turn with 2 discards.")
    assert table.refuse("C", "start", discard_top="1U").rule_id == "CORE-WRONG-PHASE"


def test_the_start_is_the_dealers():
    table = Table.new(3, first_dealer=2)
    assert table.refuse("A", "start", discard_top="4H").rule_id == "CORE-NOT-YOUR-TURN"
    assert table.refuse("A", "draw", from_discard=0).rule_id == "CORE-WRONG-PHASE"
    assert table.refuse("C", "start").rule_id == "CORE-BAD-PAYLOAD"
    assert table.refuse("C", "start", discard_top="7H").rule_id == "CORE-BAD-CARD"
    table.play("C", "start", by="A", discard_top="4h")  # scribe mode: any phone enters it
    assert table.view()["discard"] == ["4H"]


def test_self_entry_mode_keeps_each_player_to_their_own_phone():
    table = Table.new(2, first_dealer=1, entry_mode="self")
    table.start("4H")
    assert table.refuse("A", "draw", by="B", from_discard=0).rule_id == "CORE-NOT-AUTHORIZED"


SEQ_9_REJECTIONS = [
    ({"lay_down": ["1U", "2U", "3P", "4H", "5H", "5C"], "discards": ["2U", "4D"]}, "COLLECTOR-NOT-A-SET"),
    ({"lay_down": ["4H", "1U", "2P", "3D", "5F", "6C"], "discards": ["2U"]}, "COLLECTOR-DISCARD-COUNT"),
    ({"lay_down": ["4H", "1U", "2P", "3D", "5F", "6C"], "discards": ["2U", "6C"]}, "CORE-DUPLICATE-CARD"),
    ({"lay_down": ["4H", "1U", "2P", "3D", "5F"], "discards": ["2U", "4D"]}, "COLLECTOR-LAYDOWN-SIZE"),
    ({"lay_down": None, "discards": ["2U", "4D", "5U"]}, "COLLECTOR-DISCARD-COUNT"),
    ({"lay_down": ["4H", "4H", "2P", "3D", "5F", "6C"], "discards": ["2U", "4D"]}, "CORE-DUPLICATE-CARD"),
    ({"lay_down": None, "discards": ["3C", "4D"]}, "CORE-CARD-SEEN"),
]
SEQ_9_MESSAGES = {
    "COLLECTOR-DISCARD-COUNT": "Discard exactly 2 cards to end your turn.",
    "COLLECTOR-LAYDOWN-SIZE": "A winning set is exactly 6 cards.",
    "CORE-CARD-SEEN": "3C is already known to be on the discard pile; please check your entry.",
}


@pytest.mark.parametrize("rejected, rule", SEQ_9_REJECTIONS,
                         ids=["not-a-set", "one-discard", "laid-and-discarded", "five-laid",
                              "three-discards", "laid-twice", "card-on-the-pile"])
def test_co_t01_seq_9_rejections(rejected, rule):
    """CO-T01 extra rejections at seq 9 (A's lay-down), and a few more of the same kind."""
    table = t01_before(9)
    error = table.refuse("A", "end_turn", **rejected)
    assert error.rule_id == rule
    if rule in SEQ_9_MESSAGES:
        assert table.message(error) == SEQ_9_MESSAGES[rule]
    if rule == "CORE-DUPLICATE-CARD":
        assert table.message(error) in ("You entered 6C twice.", "You entered 4H twice.")


def test_the_published_check_order_of_an_end_of_turn_is_the_one_followed():
    """Three discards and a lay-down of five break two rules; the one listed first answers."""
    order = COLLECTOR.info.moves["end_turn"].checks
    assert order.index("COLLECTOR-DISCARD-COUNT") < order.index("COLLECTOR-LAYDOWN-SIZE")
    table = t01_before(9)
    error = table.refuse("A", "end_turn", lay_down=["4H", "1U", "2P", "3D", "5F"],
                         discards=["2U", "4D", "5U"])
    assert error.rule_id == "COLLECTOR-DISCARD-COUNT"


def test_a_player_who_laid_down_takes_no_more_turns():
    """CO-T01: after seq 11, B's draw → COLLECTOR-ALREADY-DOWN (checked before CORE-NOT-YOUR-TURN)."""
    table = t01_before(12)
    error = table.refuse("B", "draw", from_discard=0)
    assert (error.rule_id, table.message(error)) == ("COLLECTOR-ALREADY-DOWN", "You've already laid down your set.")
    assert table.refuse("A", "end_turn", discards=["1U", "2U"]).rule_id == "COLLECTOR-ALREADY-DOWN"
    assert table.message(table.refuse("A", "draw", from_discard=0), "it") == "Hai già calato il tuo set."


def test_no_more_unseen_cards_than_the_hand_has_unseen():
    """COLLECTOR-HAND-COUNT: B holds 8 cards, 3 of them known (5D, 2C, 4D from the pile), so at
    most 5 of the 8 cards laid down and discarded can be ones nobody has seen."""
    table = t01_before(11)
    error = table.refuse("B", "end_turn", lay_down="1H 2F 3P 4U 5C 6F".split(), discards=["2H", "5H"])
    assert error.rule_id == "COLLECTOR-HAND-COUNT"
    assert table.message(error) == "You can't have that many cards we haven't seen — check your entry."
    assert table.message(error, "it") == ("Non puoi avere così tante carte che nessuno ha visto: "
                                          "controlla cosa hai inserito.")
    table.end("B", "2H 5D")  # a known card and an unseen one: fine
    assert table.view()["known_hands"][1] == ["2C", "4D"]


def test_a_hand_of_known_cards_discards_known_cards():
    """COLLECTOR-HAND-COUNT without a lay-down: B's 8 cards all came off the discard pile, so B
    can only discard two of them."""
    table = Table.new(2, first_dealer=1, initial_discard=0)
    table.start()
    table.turn("A", 0, "1U 2U")
    for who, discards in (("B", "3U 4U"), ("A", "5U 6U"), ("B", "1P 2P"), ("A", "3P 4P"),
                          ("B", "5P 6P"), ("A", "1H 2H")):
        table.turn(who, 2, discards)
    table.draw("B", 2)
    view = table.view()
    assert sorted(view["known_hands"][1]) == sorted("1U 2U 5U 6U 3P 4P 1H 2H".split())
    assert view["hand_counts"][1] == 8
    assert table.refuse("B", "end_turn", discards=["1D", "1U"]).rule_id == "COLLECTOR-HAND-COUNT"
    table.end("B", "1U 2U")


WINNERS = {
    # CO-T02 (order = lay-down order): sets by player, in lay-down order; None: no lay-down.
    "a": ({"A": "1H 2H 3D 4D 5C 6C", "B": "1U 2U 3U 4U 5U 6U", "C": None}, "B"),
    "b": ({"A": "1U 2U 3U 4U 5U 6U", "B": None, "C": "1P 2P 3P 4P 5P 6P"}, "A"),
    "c": ({"A": "1H 2H 3D 4D 5C 6C", "B": "1U 1P 6H 6F 5D 3C", "C": "1F 2C 3U 4P 5H 6D"}, "C"),
    "d": ({"A": "1U 2P 3H 4F 5D 6C", "B": "6U 5P 4H 3F 2D 1C", "C": None}, "A"),
    "e": ({"A": "1H 2H 3D 4D 5C 6C", "B": None, "C": None}, "A"),
}


@pytest.mark.parametrize("case", sorted(WINNERS))
def test_the_best_tier_wins_and_ties_go_to_the_first_lay_down(case):
    """CO-T02 (a)-(e): A lays down first, then B and C in their final turns."""
    sets, winner = WINNERS[case]
    used = {card for cards in sets.values() if cards for card in cards.split()}
    table = Table.new(3, first_dealer=2)
    spare = iter(card for card in ledger(table.state).hidden() if card not in used)
    table.start(next(spare))
    for who in "ABC":
        table.turn(who, 0, f"{next(spare)} {next(spare)}", lay_down=sets[who])
    assert table.view()["winner"] == "ABC".index(winner)
    assert COLLECTOR.outcome(table.state).winners == ("ABC".index(winner),)


def test_the_deck_is_rebuilt_from_the_discards_when_it_runs_out():
    """CO-T03: 4 players, deck 1, pile 11. A deck draw takes the last card, the 10 discards under
    the top become the deck (10), the second card comes from it (9); after the turn the pile has 3
    cards: 24 in hands + 9 + 3 = 36."""
    table = Table.new(4, first_dealer=3)
    spare = iter(ledger(table.state).hidden())
    table.start(next(spare))
    for who in "ABCDA":
        table.turn(who, 0, f"{next(spare)} {next(spare)}")
    view = table.view()
    assert (view["deck_count"], len(view["discard"])) == (1, 11)
    under_top, top = view["discard"][:-1], view["discard"][-1]
    table.draw("B", 0)
    view = table.view()
    assert (view["deck_count"], view["discard"]) == (9, [top])
    table.end("B", f"{next(spare)} {next(spare)}")
    view = table.view()
    assert (view["deck_count"], len(view["discard"])) == (9, 3)
    assert sum(view["hand_counts"]) + view["deck_count"] + len(view["discard"]) == 36
    # The reshuffled cards are face down again: anyone may hold them now.
    table.draw("C", 0)
    table.end("C", f"{under_top[0]} {under_top[1]}")


def test_the_deck_is_rebuilt_between_a_discard_and_a_deck_card():
    """CO-8 with from_discard 1 on an empty deck: the top discard is taken first, then the rest of
    the pile but its new top becomes the deck."""
    table = Table.new(4, first_dealer=3)
    spare = iter(ledger(table.state).hidden())
    table.start(next(spare))
    for who in "ABCDA":
        table.turn(who, 0, f"{next(spare)} {next(spare)}")
    table.turn("B", 1, f"{next(spare)} {next(spare)}")  # deck 0, pile 12
    view = table.view()
    assert (view["deck_count"], len(view["discard"])) == (0, 12)
    top, new_top = view["discard"][-1], view["discard"][-2]
    table.draw("C", 1)
    view = table.view()
    assert (view["deck_count"], view["discard"], view["known_hands"][2]) == (9, [new_top], [top])
