"""Flags for the organiser (docs/games/cold-war.md §5.5-§5.6 disputes, §2 card-location invariant): shown on
every phone, blocking nothing, derived from the state so an undo clears them."""
from __future__ import annotations

from rules.games.cold_war import COLD_WAR

from .table import Table, position
from .test_turns import CARDS, P2_STACK, cw09


def messages(t, lang="en"):
    return [COLD_WAR.flag_violation(flag).message(COLD_WAR.info.rules, lang, ["Ann", "Ben"])
            for flag in COLD_WAR.flags(t.state)]


def test_cold_war_a_disputed_shield_effect_is_flagged_for_the_organiser():
    shield = {"B_S1": {"effect": {"type": "shield", "vs_normal_attack": "manual",
                                  "text": "Cancel one attack"}}}
    t = position(cards=CARDS, stacks={"B": P2_STACK}, special=shield)
    t.attack("A", "B", "A-N3")
    t.react("B", "B-S1", effect={"type": "cancel"})
    assert COLD_WAR.flags(t.state) == []
    t.play("A", "dispute_effect")
    [flag] = COLD_WAR.flags(t.state)
    assert (flag["rule"], flag["seat"], flag["at_seq"], flag["evidence_seq"]) == \
        ("COLDWAR-EFFECT-DISPUTED", 0, 2, 3)
    assert messages(t) == ['Ann disputes the effect stated for B-S1 ("Cancel one attack"); it was '
                           'not applied. The organiser decides.']
    assert messages(t, "it")[0].startswith("Ann contesta l'effetto dichiarato per B-S1")


def test_cold_war_more_cards_entered_than_a_deck_holds_is_flagged():
    """A sixth Blue card of country A entered as new: one of them was seen before."""
    t = Table.new(2)
    for defence in (10, 20, 30, 40, 50, 60):
        t.reveal("A", {"new": {"kind": "blue", "defence": defence}})
    [flag] = COLD_WAR.flags(t.state)
    assert (flag["rule"], flag["seat"]) == ("COLDWAR-DECK-OVERFLOW", 0)
    assert messages(t) == ["6 Blue cards of A have been entered; a country deck has 5. A card seen "
                           "before may have been entered again as new: check the entries and "
                           "correct them."]
    assert messages(t, "it")[0].startswith("Sono state inserite 6 carte blu di A")


def test_cold_war_a_full_deck_raises_no_flag():
    t = cw09()
    assert COLD_WAR.flags(t.state) == []
