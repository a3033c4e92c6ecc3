"""Collector entered a hand at a time (docs/games/collector.md, `depth: "hand"`): once the game is
over, the sets laid down in lay-down order, checked for what a lay-down can show and decided by
§5.5 as the full referee decides the game played turn by turn."""
from __future__ import annotations

import random

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.depths import other_depths
from rules.errors import NotAuthorized, RuleViolation
from rules.games.collector import COLLECTOR
from tests.rules.check_order_probe import assert_refusals_are_listed, some_cards
from tests.rules.depth_support import collector_sets, played_both_ways

HOST = Entrant(host=True)
SPECTRUM = "1U 2P 3H 4F 5D 6C"
FLUSH = "1D 2D 3D 4D 5D 6D"
SEXTET = "3U 3P 3H 3F 3D 3C"
STRAIGHT = "1P 2H 3F 4C 5U 6U"
RAINBOW = "2U 2C 4H 4D 6F 6P"


def _new(players: int = 3, **options):
    return referee.new_game(COLLECTOR, players, {"depth": "hand", **options})[1]


def _sets(*laid: tuple[int, str], by: int = 0) -> Move:
    return Move("sets", by, {"sets": [{"seat": seat, "cards": cards.split()} for seat, cards in laid]})


def _play(state, move: Move, by: Entrant = HOST):
    return referee.play(COLLECTOR, state, move, by, 0)


def _refused(state, move: Move, by: Entrant = HOST) -> RuleViolation:
    with pytest.raises(RuleViolation) as refused:
        _play(state, move, by)
    return refused.value


def test_a_match_entered_a_hand_at_a_time_waits_for_the_sets_from_any_player():
    state = _new()
    assert (state.phase, COLLECTOR.to_move(state)) == ("await_sets", frozenset({0, 1, 2}))
    state = _play(state, _sets((1, STRAIGHT), by=2), Entrant(seat=2))
    outcome = COLLECTOR.outcome(state)
    assert (outcome.winners, outcome.totals, outcome.termination) == ((1,), (0, 1, 0), "final_turns_done")
    assert COLLECTOR.scores(state) == {"totals": [0, 1, 0], "winner": 1, "rounds": [],
                                       "sets": [None, {"tier": 3, "kind": "straight"}, None]}
    assert COLLECTOR.to_move(state) == frozenset()


def test_the_best_tier_wins_whoever_laid_down_first():
    state = _play(_new(4), _sets((2, RAINBOW), (0, STRAIGHT), (3, SPECTRUM)))
    assert COLLECTOR.outcome(state).winners == (3,)
    assert [laid["kind"] for laid in COLLECTOR.outcome(state).extras["laid_down"]] == ["rainbow", "straight", "spectrum"]


def test_among_equal_tiers_the_earlier_lay_down_wins():
    # (A sextet and a flush always share a card: tier 2 ties without wilds are two of a kind.)
    hearts = "1H 2H 3H 4H 5H 6H"
    assert COLLECTOR.outcome(_play(_new(), _sets((2, FLUSH), (0, hearts)))).winners == (2,)
    assert COLLECTOR.outcome(_play(_new(), _sets((0, hearts), (2, FLUSH)))).winners == (0,)


def test_wild_cards_stand_in_for_the_best_tier():
    state = _play(_new(2, wild_cards="substitute"), _sets((0, SPECTRUM), (1, "W 2H W 4H 5H 6H")))
    laid = COLLECTOR.outcome(state).extras["laid_down"][1]
    assert (laid["kind"], laid["tier"], COLLECTOR.outcome(state).winners) == ("flush", 2, (0,))
    assert laid["wilds_as"] == [{"rank": 1, "suit": "H"}, {"rank": 3, "suit": "H"}]


def test_no_set_laid_down_is_a_draw_at_the_turn_limit():
    state = _play(_new(turn_limit=5), _sets())
    outcome = COLLECTOR.outcome(state)
    assert (outcome.winners, outcome.totals, outcome.termination) == ((), (0, 0, 0), "turn_limit")
    assert COLLECTOR.scores(state)["winner"] is None


def test_no_set_laid_down_is_refused_without_a_turn_limit():
    refusal = _refused(_new(), _sets())
    assert refusal.rule_id == "COLLECTOR-NO-SETS"
    assert refusal.message(COLLECTOR.info.rules, "it").startswith("Inserisci i set calati")


def test_a_player_listed_twice_is_refused():
    refusal = _refused(_new(), _sets((1, SPECTRUM), (1, FLUSH)))
    assert (refusal.rule_id, refusal.message(COLLECTOR.info.rules, names=["Ann", "Ben", "Cid"])) == (
        "COLLECTOR-SET-TWICE", "Ben is listed twice: each player lays down one set at most.")


def test_a_seat_the_table_lacks_is_a_bad_payload():
    refusal = _refused(_new(2), _sets((0, SPECTRUM), (2, FLUSH)))
    assert (refusal.rule_id, refusal.params) == ("CORE-BAD-PAYLOAD", {"field": "sets.1.seat"})


def test_a_set_is_six_cards_that_make_a_set():
    assert _refused(_new(), _sets((0, "1U 2P 3H 4F 5D"))).rule_id == "COLLECTOR-LAYDOWN-SIZE"
    assert _refused(_new(), _sets((0, "1U 1P 3H 4F 5H 6C"))).rule_id == "COLLECTOR-NOT-A-SET"
    assert _refused(_new(), _sets((0, "1U 2P 3H 4F 5D 7C"))).rule_id == "CORE-BAD-CARD"


def test_a_card_twice_in_a_set_or_in_two_sets_is_refused():
    refusal = _refused(_new(), _sets((0, "1U 1U 3H 4F 5D 6C")))
    assert (refusal.rule_id, refusal.params) == ("CORE-DUPLICATE-CARD", {"card": "1U"})
    refusal = _refused(_new(), _sets((0, SPECTRUM), (1, "1P 2H 3F 4C 5D 6U")))
    assert (refusal.rule_id, refusal.params) == ("CORE-DUPLICATE-CARD", {"card": "5D"})


def test_a_wild_card_needs_wild_cards_and_the_deck_holds_six():
    assert _refused(_new(), _sets((0, "W 2P 3H 4F 5D 6C"))).rule_id == "CORE-CARD-NOT-USED"
    wilds = _new(2, wild_cards="substitute")
    refusal = _refused(wilds, _sets((0, "W W W W 5D 6C"), (1, "W W W 4H 5P 6U")))
    assert (refusal.rule_id, refusal.params) == ("CORE-DUPLICATE-CARD", {"card": "W"})
    assert COLLECTOR.outcome(_play(wilds, _sets((0, "W W W W 5D 6C"), (1, "W W 3H 4H 5H 6H")))).winners == (0,)


def test_a_move_is_refused_a_hand_at_a_time_and_the_sets_move_by_move():
    assert _refused(_new(), Move("start", 0, {"discard_top": "4H"})).rule_id == "CORE-WRONG-DEPTH"
    move_by_move = referee.new_game(COLLECTOR, 3, {})[1]
    assert _refused(move_by_move, _sets((0, SPECTRUM))).rule_id == "CORE-WRONG-DEPTH"


def test_hands_are_never_entered_a_hand_at_a_time_even_when_tracked():
    state = _new(info_mode="hand_tracking")
    assert (state.phase, COLLECTOR.to_move(state)) == ("await_sets", frozenset({0, 1, 2}))
    assert COLLECTOR.view(state, 0)["hands_in"] is None
    refusal = _refused(state, Move("private_hand", 0, {"cards": SPECTRUM.split()}), Entrant(seat=0))
    assert refusal.rule_id == "CORE-WRONG-DEPTH"


def test_in_self_entry_mode_a_player_enters_the_sets_as_their_own_move():
    state = _new(entry_mode="self")
    with pytest.raises(NotAuthorized):
        _play(state, _sets((0, SPECTRUM), by=0), Entrant(seat=1))
    assert COLLECTOR.outcome(_play(state, _sets((0, SPECTRUM), by=1), Entrant(seat=1))).winners == (0,)


def _decided(state) -> dict:
    """The outcome less what only a game entered turn by turn knows: how many turns it took and
    the log seq of each lay-down (a hand at a time, every set's is the one entry's)."""
    result = COLLECTOR.outcome(state).to_json()
    result["laid_down"] = [{key: value for key, value in laid.items() if key != "seq"} for laid in result["laid_down"]]
    del result["turns_taken"]
    return result


VARIANTS = [
    {},
    {"wild_cards": "substitute"},
    {"turn_limit": 2},
    {"info_mode": "hand_tracking", "wild_cards": "substitute"},
    {"info_mode": "hand_tracking", "turn_limit": 3, "initial_discard": 0},
]


@pytest.mark.parametrize("seed", range(15))
def test_a_game_entered_a_hand_at_a_time_is_decided_as_by_the_full_referee(seed):
    """Random full games turn by turn; their sets laid down, entered in lay-down order, give the
    same winner, totals, termination, sets and score sheet."""
    refereed, entered = played_both_ways(COLLECTOR, f"collector-depth-{seed}", VARIANTS[seed % len(VARIANTS)],
                                         collector_sets)
    assert COLLECTOR.scores(entered) == COLLECTOR.scores(refereed)
    assert _decided(entered) == _decided(refereed)


def test_collector_offers_a_hand_at_a_time_to_the_contract_test():
    assert other_depths(COLLECTOR.info.options_schema) == ("hand",)


def _random_sets(rng: random.Random, players: int) -> dict:
    return {"sets": [{"seat": rng.randrange(players + 1), "cards": some_cards(rng, 7)}
                     for _ in range(rng.randint(0, players + 1))]}


@pytest.mark.parametrize("options", [{}, {"wild_cards": "substitute", "turn_limit": 4}])
def test_every_refusal_of_an_entry_is_one_its_move_lists(options):
    probes = {"sets": _random_sets, "draw": lambda rng, _players: {"from_discard": rng.randint(0, 2)}}
    refusals = assert_refusals_are_listed(COLLECTOR, 3, {"depth": "hand", **options},
                                          f"collector/hand/{sorted(options)}", probes, tries=400)
    assert refusals > 400
