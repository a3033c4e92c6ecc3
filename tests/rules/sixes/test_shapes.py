"""What Sixes publishes about itself: the result and score sheet shapes, and each move's check
order, held to what the game actually hands out and answers."""
from __future__ import annotations

from rules.games.sixes import INFO, SIXES
from tests.rules.sixes.table import HOST, SixesTable
from tests.shapes import assert_fits, shape_errors


def first_of(move: str, answered: str, also: str) -> None:
    """`answered` and `also` both refuse the move; the published order lists `answered` first."""
    order = INFO.moves[move].checks
    assert answered in order and also in order, (move, order)
    assert order.index(answered) < order.index(also), (move, order)


def test_sixes_publishes_its_result_and_score_sheet_and_they_fit_a_whole_game():
    table = SixesTable.new(3, round_plan=["match", "unique"] * 3).agree_all()
    assert_fits(SIXES.scores(table.state), INFO.scores_schema)  # nothing scored yet
    for number in range(1, 7):
        table.start("Fruits").write({"A": ["Apple"], "B": ["Apple"], "C": ["Pear"]}).done_all()
        sheet = SIXES.scores(table.state)
        assert sheet["live"] == {"round": number, "scores": sheet["live"]["scores"]}
        assert_fits(sheet, INFO.scores_schema)
        table.play(table.reader, "round_finalized")
    result = SIXES.outcome(table.state).to_json()
    assert_fits(result, INFO.result_schema)
    assert result["termination"] == "six_rounds" and result["totals"] == [3, 3, 3]
    assert_fits(SIXES.scores(table.state), INFO.scores_schema)


def test_sixes_result_shape_refuses_what_the_game_never_says():
    result = {"winners": [0], "totals": [7], "termination": "six_rounds", "shared": False,
              "sevens": [1]}
    assert not shape_errors(result, INFO.result_schema)
    assert shape_errors({**result, "termination": "abandoned"}, INFO.result_schema)
    assert shape_errors({**result, "totals": ["7"]}, INFO.result_schema)
    assert shape_errors({**result, "extra": 1}, INFO.result_schema)


def test_sixes_every_move_lists_the_game_rules_its_check_answers():
    for name, move in INFO.moves.items():
        assert move.checks[:2] == ("SIX-GAME-OVER", "SIX-NOT-PLAYER"), name
        assert set(move.checks) <= set(INFO.rules) and len(set(move.checks)) == len(move.checks)
    listed = {rule for move in INFO.moves.values() for rule in move.checks}
    hints = {"SIX-ITEM-CARD-WORD", "SIX-ITEM-SELF-DUPLICATE"}  # shown beside lines, never refused
    assert {rule for rule in INFO.rules if rule.startswith("SIX-")} - hints <= listed


def test_sixes_when_two_rules_refuse_a_move_the_earlier_listed_answers():
    table = SixesTable.new(3, timer_seconds=60, grace_ms=1500).agree_all()
    # card_set by someone else than the reader, with a Lightning count on a Match card
    assert table.rule("B", "card_set", texts=["Fruits", "Cars"]) == "SIX-TIMER-PERMISSION"
    first_of("card_set", "SIX-TIMER-PERMISSION", also="SIX-LIGHTNING-CATEGORIES")
    table.start("Fruits")
    # card_set again, by someone else than the reader, while the round is written
    assert table.rule("B", "card_set", texts=["Fruits"]) == "SIX-ROUND-PHASE"
    first_of("card_set", "SIX-ROUND-PHASE", also="SIX-TIMER-PERMISSION")
    # line 9, far too long
    assert table.rule("A", "line_set", index=9, text="x" * 81) == "SIX-LINE-INDEX"
    first_of("line_set", "SIX-LINE-INDEX", also="SIX-ITEM-TOO-LONG")
    table.now_ms += 61_501  # past deadline + grace
    # another phone's line after time is up
    assert table.refuse("B", "line_set", by="A", index=1, text="Pear").rule_id == "SIX-OWN-LIST"
    assert table.refuse("B", "line_set", by=HOST, index=1, text="Pear").rule_id == "SIX-OWN-LIST"
    first_of("line_set", "SIX-OWN-LIST", also="SIX-LIST-LOCKED")
    # a pause by someone else than the reader after time is up
    assert table.rule("B", "timer_paused") == "SIX-ROUND-PHASE"
    first_of("timer_paused", "SIX-ROUND-PHASE", also="SIX-TIMER-PERMISSION")
