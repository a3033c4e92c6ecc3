"""The table rules on a revoke flag: upheld or dismissed, as a logged, undoable move, with what
each `revoke_penalty` makes of it (docs/games/flares.md, Ruling on a revoke)."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules import referee
from rules.base import Entrant
from rules.games.flares import FLARES

from .table import T09_TRICKS, Table, seat
from .test_revokes import revoker_wins

T09_POINTS = ("1C", "3C", "5C")


def t09(**options) -> Table:
    table = Table.new(2, **options)
    for trick in T09_TRICKS:
        table.trick(*trick)
    return table


def statuses(table: Table) -> list[str]:
    return [flag["status"] for flag in FLARES.flags(table.state)]


def revoker_before_points(**options) -> Table:
    """B revokes in trick 1 and wins the round (revoke_penalty decides the award); the point
    cards are not in yet."""
    table = Table.new(2, **options)
    table.trick("deck 3H", "B 5D", "A 2H")
    table.trick("deck 4H", "B 6H", "A 1D")
    table.trick("B 6C", "A 1C")
    return table


def test_a_flag_upheld_or_dismissed_keeps_its_message_and_says_the_ruling():
    for ruling, status in (("uphold", "upheld"), ("dismiss", "dismissed")):
        table = t09()
        table.play("A", "revoke_ruling", flag=1, ruling=ruling)
        [flag] = FLARES.flags(table.state)
        assert flag["status"] == status and flag["at_seq"] == 2 and flag["evidence_seq"] == 8


def test_a_ruling_changes_nobodys_turn_and_any_seat_enters_it_at_any_moment():
    table = t09()
    to_move = FLARES.to_move(table.state)
    assert to_move == {seat("A")}  # the dealer turns up the point cards next
    table.play("B", "revoke_ruling", flag=1, ruling="dismiss")  # B's own phone, not B's turn
    assert FLARES.to_move(table.state) == to_move and table.state.phase == "await_point_cards"


def test_under_self_entry_a_phone_rules_in_its_own_seats_name_only():
    table = t09(entry_mode="self")
    refused = table.refuse("B", "revoke_ruling", by="A", flag=1, ruling="dismiss")
    assert refused.rule_id == "CORE-NOT-AUTHORIZED"
    table.play("A", "revoke_ruling", flag=1, ruling="uphold")
    assert statuses(table) == ["upheld"]


def test_a_flag_is_ruled_on_once():
    table = t09()
    table.play("A", "revoke_ruling", flag=1, ruling="uphold")
    refused = table.refuse("B", "revoke_ruling", flag=1, ruling="dismiss")
    assert refused.rule_id == "FLARES-FLAG-RULED"
    assert table.message(refused) == "B's revoke in trick 1 was already upheld."
    assert table.message(refused, "it") == "La rinuncia di B nella presa 1 è già stata confermata."
    assert refused.details() == {"player": 1, "t": 1, "ruling": "upheld", "status": "upheld"}


def test_there_is_no_flag_to_rule_on_before_a_revoke_is_proved_nor_ever_under_hand_tracking():
    table = Table.new(2)
    table.trick(*T09_TRICKS[0])
    refused = table.refuse("A", "revoke_ruling", flag=1, ruling="uphold")
    assert (refused.rule_id, table.message(refused)) == ("FLARES-NO-FLAG", "There is no revoke flag 1 to rule on.")
    assert table.message(refused, "it") == "Non c'è nessuna segnalazione di rinuncia 1 su cui decidere."
    tracked = Table.new(2, info_mode="hand_tracking")
    assert tracked.refuse("A", "revoke_ruling", flag=1, ruling="dismiss").rule_id == "FLARES-NO-FLAG"


def test_a_flag_of_a_scored_round_stands_as_it_was():
    table = t09()
    table.points(*T09_POINTS)
    refused = table.refuse("A", "revoke_ruling", flag=1, ruling="dismiss")
    assert refused.rule_id == "FLARES-FLAG-PAST-ROUND"
    assert table.message(refused) == "B's revoke in trick 1 belongs to round 1, which is already scored."
    assert table.message(refused, "it") == "La rinuncia di B nella presa 1 è della smazzata 1, già contata."
    assert statuses(table) == ["open"]


@pytest.mark.parametrize("ruling, awards, forfeited", [
    (None, ["0", "0"], [1]),          # left open: min(award, 0)
    ("uphold", ["0", "0"], [1]),
    ("dismiss", ["0", "7"], []),      # dismissed: the revoker keeps the round's points
])
def test_forfeit_round_takes_the_award_of_an_open_or_upheld_flag_and_not_of_a_dismissed_one(
        ruling, awards, forfeited):
    table = revoker_before_points(revoke_penalty="forfeit_round")
    if ruling:
        table.play("A", "revoke_ruling", flag=1, ruling=ruling)
    table.points("1U", "2P", "4F")
    assert table.awards() == awards
    assert FLARES.scores(table.state)["rounds"][0]["forfeited"] == forfeited


def test_flag_only_rulings_change_no_score():
    for ruling in ("uphold", "dismiss"):
        table = revoker_before_points()
        table.play("B", "revoke_ruling", flag=1, ruling=ruling)
        table.points("1U", "2P", "4F")
        assert table.awards() == revoker_wins().awards() == ["0", "7"]


def test_under_rewind_an_upheld_flag_keeps_its_proposal_to_undo_back_to_the_revoking_play():
    table = t09(revoke_penalty="rewind")
    table.play("A", "revoke_ruling", flag=1, ruling="uphold")
    [flag] = FLARES.flags(table.state)
    assert (flag["status"], flag["proposal"]) == ("upheld", {"undo_to_seq": 2})


def test_an_undone_ruling_leaves_the_flag_open_again():
    table = t09(revoke_penalty="forfeit_round")
    before = FLARES.dump(table.state)
    table.play("A", "revoke_ruling", flag=1, ruling="dismiss")
    folded = referee.fold(FLARES, 2, table.options, table.log[:-1])
    assert FLARES.dump(folded) == before
    assert [flag["status"] for flag in FLARES.flags(folded)] == ["open"]


def test_the_ruling_is_public_in_the_log():
    table = t09()
    table.play("A", "revoke_ruling", flag=1, ruling="dismiss")
    move, _now = table.log[-1]
    assert all(FLARES.redact(table.state, move, viewer) == {"flag": 1, "ruling": "dismiss"}
               for viewer in (None, 0, 1))
    assert FLARES.tracked_hands_used(table.state, move) == frozenset()


def test_the_ruling_payload_is_a_flag_number_and_uphold_or_dismiss():
    from marshmallow import ValidationError
    for payload in ({"flag": 1, "ruling": "maybe"}, {"flag": 0, "ruling": "uphold"}, {"ruling": "uphold"}):
        with pytest.raises(ValidationError):
            referee.parse(FLARES, "revoke_ruling", 0, payload)
    assert referee.check_order(FLARES, "revoke_ruling")[-3:] == [
        "FLARES-NO-FLAG", "FLARES-FLAG-PAST-ROUND", "FLARES-FLAG-RULED"]


def test_random_trust_games_rule_on_flags_and_fold_back_to_the_same_state():
    rng = random.Random("flares/rulings")
    options, state = referee.new_game(FLARES, 3, {"target": 60, "revoke_penalty": "forfeit_round"})
    log = []
    while FLARES.outcome(state) is None:
        move = replace(FLARES.sample_move(state, rng), seq=len(log) + 1)
        state = referee.play(FLARES, state, move, Entrant(host=True), 0)
        log.append((move, 0))
    assert {"upheld", "dismissed"} <= {flag["status"] for flag in FLARES.flags(state)}
    assert any(move.type == "revoke_ruling" for move, _now in log)
    assert referee.fold(FLARES, 3, options, log) == state
