"""Whole Flares rounds played through the referee: golden tests FL-T01 (with its rejections
R1..R6) to FL-T08 and FL-T11 (docs/games/flares.md §3.3, §3.5, §3.7)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from rules.games.flares import FLARES
from rules.tournaments.profiles import MatchResult, places

from .table import SWEEP_TRICKS, T01, Table, seat, t01_before

# -- FL-T01: full round, the deck wins a trick -------------------------------------------------------

def test_FL_T01_seq1_the_deck_leads_trick_1_and_play_starts_left_of_the_dealer():
    state = t01_before(2).state
    assert (state.phase, state.trick.number, state.trick.leader) == ("in_trick", 1, "DECK")
    assert state.trick.lead_suit == "U"
    assert state.trick.order == (seat("B"), seat("A"))
    assert state.deck_count == 26


def test_FL_T01_seq2_playing_off_suit_is_a_public_void_claim_in_trust_mode():
    state = t01_before(3).state
    assert [(c.seat, c.suit, c.trick, c.card, c.seq) for c in state.void_claims] == [(1, "U", 1, "3P", 2)]
    assert FLARES.view(state, None)["void_claims"] == [{"seat": 1, "suit": "U", "trick": 1}]


def test_FL_T01_seq3_the_deck_wins_a_trick_led_by_its_own_card():
    state = t01_before(4).state
    done = state.tricks_done[0]
    assert [play.card for play in done.cards] == ["5U", "3P", "2U"]
    assert done.winner == "DECK"
    assert (state.deck_tricks, state.tricks_won) == (1, (0, 0))
    assert state.phase == "await_deck_lead"


def test_FL_T01_seq4_after_a_deck_trick_the_deck_leads_again():
    state = t01_before(5).state
    assert (state.trick.number, state.trick.leader, state.trick.lead_suit) == (2, "DECK", "H")
    assert state.trick.order == (seat("B"), seat("A"))
    assert state.deck_count == 25


def test_FL_T01_seq6_the_highest_card_of_the_lead_suit_wins():
    state = t01_before(7).state
    assert state.tricks_done[1].winner == seat("B")
    assert (state.phase, state.trick.leader, state.trick.order) == ("in_trick", seat("B"), (1, 0))


def test_FL_T01_seq7_the_trick_winner_leads_from_hand_and_an_off_suit_card_never_wins():
    table = t01_before(7)
    table.card("B", "6F")
    assert table.state.trick.lead_suit == "F"
    state = table.card("A", "1D")
    assert state.tricks_done[2].winner == seat("B")
    assert state.phase == "await_point_cards"


def test_FL_T01_seq9_b_has_most_tricks_and_scores_13():
    table = t01_before(10)
    result = table.state.rounds[0]
    assert (result.tricks, result.deck_tricks, result.point_cards) == ((0, 2), 1, ("2F", "5F", "6U"))
    assert table.awards() == ["0", "13"]
    assert table.totals() == ["0", "13"]


def test_FL_T01_next_round_dealer_is_b_and_a_plays_first():
    state = t01_before(10).state
    assert (state.round, state.dealer, state.phase) == (2, seat("B"), "await_deck_lead")
    assert state.trick.order == (seat("A"), seat("B"))
    assert (state.deck_count, state.tricks_done, state.deck_tricks, state.void_claims) == (27, (), 0, ())


@pytest.mark.parametrize("seq", [1, 4])
def test_FL_T01_R1_no_play_before_the_deck_flips_its_lead_card(seq):
    table = t01_before(seq)
    for who in ("B", "A"):
        error = table.refuse(who, "play", card="3P")
        assert error.rule_id == "FLARES-DECK-LEADS"
        assert table.message(error) == "The dealer first flips the top deck card to lead this trick."
        assert table.message(error, "it") == \
            "Prima il mazziere gira la prima carta del mazzo, che apre questa presa."


def test_FL_T01_R2_a_before_b_at_seq5_is_not_your_turn():
    table = t01_before(5)
    error = table.refuse("A", "play", card="4C")
    assert error.rule_id == "CORE-NOT-YOUR-TURN"
    assert table.message(error) == "It's B's turn, not A's."


def test_FL_T01_R3_the_dealer_cannot_flip_for_a_trick_a_player_leads():
    table = t01_before(7)
    error = table.refuse("A", "deck_lead", card="4U")
    assert error.rule_id == "FLARES-NOT-DECK-TRICK"
    assert table.message(error) == "B won the last trick and leads this one from hand."
    assert table.message(error, "it") == "B ha vinto l'ultima presa e apre questa con una carta dalla mano."
    table.card("B", "6F")
    assert table.refuse("A", "deck_lead", card="4U").rule_id == "FLARES-NOT-DECK-TRICK"


def test_FL_T01_R4_a_card_the_deck_led_cannot_be_played():
    table = t01_before(8)
    error = table.refuse("A", "play", card="5U")
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == \
        "5U is already known to be the deck's card that led trick 1; please check your entry."
    assert table.message(error, "it") == \
        "5U risulta già la carta del mazzo che ha aperto la presa 1; controlla cosa hai inserito."


def test_FL_T01_R5_point_cards_before_the_last_trick_are_too_early():
    table = t01_before(8)
    error = table.refuse("A", "point_cards", cards=["2F", "5F", "6U"])
    assert error.rule_id == "FLARES-POINT-TOO-EARLY"
    assert table.message(error) == "Point cards are revealed after the last trick."
    assert table.message(error, "it") == "Le carte punteggio si scoprono dopo l'ultima presa."


def test_FL_T01_R6_a_played_card_cannot_be_a_point_card():
    table = t01_before(9)
    error = table.refuse("A", "point_cards", cards=["2F", "5F", "6F"])
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == "6F is already known to be played in trick 3 by B; please check your entry."
    assert error.details()["card"] == "6F"


def test_FL_T01_the_log_replays_to_the_same_state():
    from rules import referee
    table = t01_before(10)
    assert FLARES.dump(referee.fold(FLARES, 2, table.options, table.log)) == FLARES.dump(table.state)
    assert len(table.log) == len(T01)


# -- FL-T02 .. FL-T08 --------------------------------------------------------------------------------

def test_FL_T02_three_players_same_suit_point_cards_double_for_b():
    table = Table.new(3)
    table.trick("deck 5H", "B 3H", "C 4H", "A 6H")
    assert table.state.tricks_done[0].winner == seat("A")
    table.trick("A 1C", "B 5C", "C 2C")
    table.trick("B 6D", "C 3D", "A 4D")
    state = table.trick("B 1P", "C 6U", "A 2U")
    assert [trick.winner for trick in state.tricks_done] == [0, 1, 1, 1]
    assert state.tricks_won == (1, 3, 0) and state.deck_tricks == 0
    assert [(c.seat, c.suit) for c in state.void_claims] == [(2, "P"), (0, "P")]
    table.points("2F", "3F", "5F")
    assert table.awards() == ["0", "20", "0"]
    assert table.state.dealer == seat("B")


@pytest.mark.parametrize("test_id, point_cards, award", [
    ("FL-T03", ("2F", "5F", "6U"), "26"),
    ("FL-T04", ("2F", "3F", "5F"), "40"),
    ("FL-T05", ("4F", "5F", "6F"), "60"),
])
def test_FL_T03_T04_T05_a_player_taking_every_trick_doubles(test_id, point_cards, award):
    table = Table.new(2)
    for trick in SWEEP_TRICKS:
        table.trick(*trick)
    assert table.state.tricks_won == (3, 0)
    table.points(*point_cards)
    assert table.awards() == [award, "0"]
    assert FLARES.scores(table.state)["rounds"][0]["multipliers"]["sweep"] == 2


@pytest.mark.parametrize("rounding, awards, sixths", [
    ("exact", ["6½", "6½", "0"], [39, 39, 0]),
    ("floor", ["6", "6", "0"], [36, 36, 0]),
    ("round_half_up", ["7", "7", "0"], [42, 42, 0]),
])
def test_FL_T06_tied_for_most_split_the_points(rounding, awards, sixths):
    table = Table.new(3, split_rounding=rounding)
    table.trick("deck 4U", "B 6U", "C 2U", "A 5U")
    table.trick("B 1P", "C 3P", "A 4P")
    table.trick("A 6H", "B 5H", "C 1H")
    state = table.trick("A 3C", "B 4C", "C 2C")
    assert [trick.winner for trick in state.tricks_done] == [1, 0, 0, 1]
    table.points("6D", "5D", "2F")
    assert table.awards() == awards
    assert FLARES.scores(table.state)["totals"] == [sixth / 6 for sixth in sixths]


def test_FL_T07_all_players_tied_score_nothing_whatever_the_point_cards():
    table = Table.new(2)
    table.trick("deck 6P", "B 4P", "A 2D")
    table.trick("deck 1H", "B 5H", "A 3H")
    state = table.trick("B 1C", "A 6C")
    assert [trick.winner for trick in state.tricks_done] == ["DECK", 1, 0]
    table.points("4F", "5F", "6F")
    assert table.awards() == ["0", "0"]
    assert FLARES.scores(table.state)["rounds"][0]["all_tied"] is True


@pytest.mark.parametrize("doubles, each", [(False, "−18"), (True, "−36")])
def test_FL_T08_the_deck_winning_every_trick_costs_every_player(doubles, each):
    table = Table.new(2, deck_sweep_doubles=doubles)
    table.trick("deck 6H", "B 4D", "A 3H")
    table.trick("deck 5P", "B 5C", "A 2P")
    state = table.trick("deck 4U", "B 1F", "A 1U")
    assert state.deck_tricks == 3 and state.deck_count == 24
    table.points("1C", "2C", "6C")
    assert table.awards() == [each, each]
    assert table.totals() == [each, each]


# -- FL-T11: reaching the target ---------------------------------------------------------------------

def with_totals(table: Table, *totals: float) -> Table:
    """The table as if earlier rounds had left these totals (whole or half points)."""
    table.state = replace(table.state, totals=tuple(round(total * 6) for total in totals))
    return table


def play_t06_round(table: Table) -> None:
    """FL-T06's deal: A and B split 13 (s = 13, mixed suits)."""
    table.trick("deck 4U", "B 6U", "C 2U", "A 5U")
    table.trick("B 1P", "C 3P", "A 4P")
    table.trick("A 6H", "B 5H", "C 1H")
    table.trick("A 3C", "B 4C", "C 2C")
    table.points("6D", "5D", "2F")


def test_FL_T11a_the_first_to_reach_the_target_wins():
    table = with_totals(Table.new(2), 95, 88)
    table.trick("deck 5U", "B 3P", "A 2U")   # FL-T01's round with A and B swapped: A takes 2
    table.trick("deck 2H", "B 4C", "A 5H")
    table.trick("A 6F", "B 1D")
    state = table.points("2F", "5F", "6U")
    assert table.totals() == ["108", "88"]
    assert state.phase == "game_over" and state.winners == (0,)
    outcome = FLARES.outcome(state)
    assert outcome.winners == (0,) and outcome.totals == (108, 88)
    assert outcome.termination == "target_reached"
    assert FLARES.to_move(state) == frozenset()


@pytest.mark.parametrize("rounding, totals", [("exact", ["100½", "101½", "40"]),
                                               ("floor", ["100", "101", "40"])])
def test_FL_T11b_of_several_at_the_target_the_highest_wins(rounding, totals):
    table = with_totals(Table.new(3, split_rounding=rounding), 94, 95, 40)
    play_t06_round(table)
    assert table.totals() == totals
    assert table.state.winners == (seat("B"),)


def test_FL_T11c_a_tie_at_the_top_plays_another_round():
    table = with_totals(Table.new(3), 95, 95, 60)
    play_t06_round(table)
    state = table.state
    assert table.totals() == ["101½", "101½", "60"]
    assert (state.phase, state.round, state.dealer, state.winners) == ("await_deck_lead", 2, 1, ())
    assert FLARES.outcome(state) is None


def test_FL_T11c_shared_target_tie_makes_co_winners():
    table = with_totals(Table.new(3, target_tie="shared"), 95, 95, 60)
    play_t06_round(table)
    assert table.state.winners == (0, 1)
    assert FLARES.outcome(table.state).winners == (0, 1)


def test_FL_T11d_a_deck_sweep_can_take_players_back_below_the_target():
    table = with_totals(Table.new(2), 98, 97)
    table.trick("deck 6H", "B 4D", "A 3D")
    table.trick("deck 5P", "B 5C", "A 2C")
    table.trick("deck 4U", "B 2F", "A 1F")
    state = table.points("1U", "2P", "3H")
    assert table.totals() == ["92", "91"]
    assert (state.phase, state.round, state.dealer) == ("await_deck_lead", 2, seat("B"))


def test_a_lower_target_option_ends_the_game_sooner():
    table = Table.new(2, target=13)
    for number in range(1, 10):
        who, type_, payload = T01[number]
        table.play(who, type_, **payload)
    assert table.state.winners == (seat("B"),)


def test_the_game_over_table_keeps_the_last_round_on_view():
    table = Table.new(2, target=13)
    for number in range(1, 10):
        who, type_, payload = T01[number]
        table.play(who, type_, **payload)
    view = FLARES.view(table.state, None)
    assert view["phase"] == "game_over" and view["point_cards"] == ["2F", "5F", "6U"]
    assert [trick["winner"] for trick in view["tricks_done"]] == ["DECK", 1, 1]
    error = table.refuse("A", "deck_lead", card="1U")
    assert error.rule_id == "CORE-GAME-OVER"
    assert table.message(error) == "This game has already ended."


def test_flares_split_points_are_json_numbers_with_display_and_fraction_beside_them():
    table = Table.new(3)
    play_t06_round(table)
    sheet = FLARES.scores(table.state)
    assert sheet["totals"] == [6.5, 6.5, 0]
    assert sheet["totals_display"] == ["6½", "6½", "0"]
    assert sheet["totals_fraction"] == [[13, 2], [13, 2], [0, 1]]
    assert sheet["rounds"][0]["scores"] == [6.5, 6.5, 0]
    race = FLARES.view(table.state, None)["race"]
    assert race["to_go"] == [93.5, 93.5, 100] and race["to_go_display"] == ["93½", "93½", "100"]


def test_flares_result_totals_place_a_tournament_table_even_with_thirds_and_minus_signs():
    """A tournament places a table by `result.totals`. Written as "101⅓", "−16" and "9⅓" they read
    as no number at all (every one 0); as JSON numbers they place the table as scored."""
    state = replace(Table.new(3).state, totals=(608, -96, 56), phase="game_over", winners=(0,))
    result = FLARES.outcome(state).to_json()
    assert result["totals"] == [608 / 6, -16, 56 / 6]
    assert result["totals_display"] == ["101⅓", "−16", "9⅓"]
    assert places(MatchResult(("A", "B", "C"), result)) == {"A": 1, "C": 2, "B": 3}
