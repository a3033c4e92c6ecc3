"""Squad keeps the contract of every registered game (tests/rules/test_contract.py) under its house
rules and in both information modes, where the generic test plays defaults only; plus its options,
texts and the public bookkeeping that must always add up.

On top of the shared checks, secrecy is checked card by card in hand-tracking mode: no seat's view
or log line ever shows another seat a card of its entered hand.
"""
from __future__ import annotations

import random

import pytest

from rules.cards import RANKED_CARDS
from rules.games.squad import SQUAD
from rules.games.squad.table import ledger
from tests.rules.test_contract import play_random_game, strings

OPTION_SETS = {
    "draft-3p": (3, {"draft": True}),
    "end-game-2p": (2, {"deck_exhausted": "end_game", "first_dealer": 1}),
    "reshuffle-free-redeploy-4p": (4, {"deck_exhausted": "reshuffle_discards",
                                       "redeploy_counts_as_action": False, "entry_mode": "self"}),
    "tracking-2p": (2, {"info_mode": "hand_tracking"}),
    "tracking-draft-3p": (3, {"info_mode": "hand_tracking", "draft": True}),
    "tracking-reshuffle-4p": (4, {"info_mode": "hand_tracking", "deck_exhausted": "reshuffle_discards"}),
}
CHECK_EVERY = 4


def assert_cards_add_up(state) -> None:
    """Every card is in exactly one place: the public zones, the hidden hands and the deck."""
    if state.phase in ("deal", "draft"):
        return
    hidden = len(ledger(state).hidden())
    hidden_in_hands = sum(count - len(known) for count, known in zip(state.hand_count, state.known_hand))
    assert hidden == state.deck_count + hidden_in_hands
    assert 0 <= state.deck_count <= len(RANKED_CARDS)


def assert_no_tracked_card_leaks(state, players, log) -> None:
    """Neither a view nor the owner's own private entries show anyone else the hidden cards the
    owner holds now. (A card may have passed through other hands before: discards reshuffled into
    the deck come round again, and an earlier holder's entry of it is no secret.)"""
    if not state.tracking:
        return
    for viewer in [None, *range(players)]:
        in_view = set(strings(SQUAD.view(state, viewer)))
        for owner, hand in enumerate(state.hands):
            if owner == viewer or hand is None:
                continue
            seen = set(in_view)
            for move, _now in log:
                if move.seat == owner and SQUAD.is_private(state, move):
                    shown = SQUAD.redact(state, move, viewer)
                    seen |= set(strings(dict(shown))) if shown is not None else set()
            secret = set(hand) - set(state.known_hand[owner])
            assert not secret & seen, f"{viewer} sees {owner}'s {secret & seen}"


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_squad_random_games_keep_the_contract(name):
    players, options = OPTION_SETS[name]

    def after_move(state, log):
        assert_cards_add_up(state)
        if len(log) % CHECK_EVERY == 0:
            assert_no_tracked_card_leaks(state, players, log)

    _loaded, state, log = play_random_game(
        SQUAD, players, options, random.Random(f"squad/{name}"),
        checked=lambda step, _state, _log: step % (CHECK_EVERY * 3) == 0, after_move=after_move)
    assert state.phase == "game_over" and state.termination
    if state.tracking:
        assert any(move.type == "private_draw" for move, _now in log)


def test_squad_options_and_their_defaults():
    """§6.1 / §7.1: every option with its spec default."""
    loaded = SQUAD.info.options_schema().load({})
    assert loaded == {"draft": False, "redeploy_counts_as_action": True,
                      "deck_exhausted": "continue_without_draw", "info_mode": "trust",
                      "first_dealer": 0, "entry_mode": "scribe"}


# §6.5, verbatim (CORE-CARD-SEEN and CORE-NOT-IN-HAND are the shared §0.6 texts).
SPEC_TEXTS = {
    "SQUAD-DRAW-FIRST": "Draw a card first.",
    "SQUAD-ALREADY-DREW": "You've already drawn this turn.",
    "SQUAD-MUST-REDEPLOY": "Your lost squad returns first: put a card from your hand in the empty spot.",
    "SQUAD-SLOT-OCCUPIED": "That spot already has a squad.",
    "SQUAD-NO-SUCH-SQUAD": "There's no squad there.",
    "SQUAD-SUIT-MISMATCH": "{card} doesn't match this squad's suit ({suit}).",
    "SQUAD-SUM-LIMIT": "That would make this squad {total}; a squad must total less than 7.",
    "SQUAD-HAND-EMPTY": "You have no cards in hand.",
    "SQUAD-ATTACK-OWN": "Attack another player's squad, not your own.",
    "SQUAD-TARGET-OUT": "{player} is out of the game.",
    "SQUAD-ONE-ACTION": "You've already taken your action this turn.",
    "SQUAD-REPLACE-PENDING": "Waiting for {player} to replace their lost squad.",
    "SQUAD-NOT-PENDING": "You don't have a squad to replace.",
    "SQUAD-DRAFT-COUNT": "Turn up exactly {n} cards for this draft round.",
    "SQUAD-DRAFT-NOT-AVAILABLE": "{card} isn't one of the draft cards on the table.",
    "SQUAD-DEPLOY": "Choose 2 of your 4 cards as squads.",
    "SQUAD-TIEBREAK-CARD": "{card} isn't in your captured pile.",
    "SQUAD-LOSING-ATTACK": "Your squad ({a}) is weaker than that squad ({d}) — attack anyway?",
}


def test_squad_every_rule_reads_as_the_spec_writes_it():
    """§6.5: every SQUAD-* rule id of the legality table, with its English text verbatim, and no
    other SQUAD-* id."""
    rules = SQUAD.info.rules
    for rule_id, text in SPEC_TEXTS.items():
        assert rules[rule_id].en == text, rule_id
    assert {rule for rule in rules if rule.startswith("SQUAD-")} == set(SPEC_TEXTS)


def test_squad_every_rule_has_english_and_italian_text():
    ids = {"SQUAD-DRAW-FIRST", "SQUAD-ALREADY-DREW", "SQUAD-MUST-REDEPLOY", "SQUAD-SLOT-OCCUPIED",
           "SQUAD-NO-SUCH-SQUAD", "SQUAD-SUIT-MISMATCH", "SQUAD-SUM-LIMIT", "SQUAD-HAND-EMPTY",
           "SQUAD-ATTACK-OWN", "SQUAD-TARGET-OUT", "SQUAD-ONE-ACTION", "SQUAD-REPLACE-PENDING",
           "SQUAD-NOT-PENDING", "SQUAD-DRAFT-COUNT", "SQUAD-DRAFT-NOT-AVAILABLE", "SQUAD-DEPLOY",
           "SQUAD-TIEBREAK-CARD", "SQUAD-LOSING-ATTACK", "CORE-CARD-SEEN", "CORE-NOT-IN-HAND"}
    rules = SQUAD.info.rules
    assert ids <= set(rules)
    for rule_id in ids:
        assert rules[rule_id].en and rules[rule_id].it and rules[rule_id].en != rules[rule_id].it


def test_squad_refuses_a_first_dealer_who_is_not_at_the_table():
    from marshmallow import ValidationError
    with pytest.raises(ValidationError) as caught:
        SQUAD.setup(2, {"first_dealer": 3})
    assert caught.value.messages == {"first_dealer": ["A seat of this table: 0 to 1."]}
