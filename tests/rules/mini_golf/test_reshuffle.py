"""Mini Golf when the deck runs out: GOLF-T03 and the ledger of a rebuilt deck (docs/games/mini-golf.md §1.3,
§1.7, MG-11, §0.4-0.5).

Everyone saw the discards that become the new deck, so which cards it holds is public: a deck draw
must name one of them, and none of them can be taken out of (or revealed in) a face-down spot.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace

from rules.games.mini_golf import MINI_GOLF
from rules.games.mini_golf.table import before_deck_draw, ledger

from .table import NAMES, Table

SEEN = "{card} is already known to be {where}; please check your entry."
NOT_IN_DECK = "face down in a grid, not in the reshuffled deck"
SEEN_IT = "{card} risulta già {where}; controlla cosa hai inserito."


def pass_until_deck_is(table: Table, count: int) -> None:
    """Everyone draws a card the deck may hold and throws it away, so nobody finishes."""
    while table.state.deck_count > count:
        state = table.state
        deck = state.reshuffled or ledger(state).hidden()
        table.turn(NAMES[state.current], "deck", deck[0])


def at_empty_deck(players: int = 4, **options) -> Table:
    table = Table.new(players, **options)
    table.start("A", "1U")
    pass_until_deck_is(table, 0)
    return table


def face_down_cards(state) -> list[str]:
    """The hidden cards outside the deck: with a rebuilt (known) deck, exactly the face-down ones."""
    return ledger(before_deck_draw(state)).hidden()


def test_golf_t03_empty_deck_is_rebuilt_from_the_discards_but_the_top():
    table = Table.new(4)
    table.start("A", "1U")
    assert table.state.deck_count == 19
    pass_until_deck_is(table, 0)
    state = table.state
    assert len(state.discard) == 20
    top, below = state.discard[-1], state.discard[:-1]
    rebuilt = before_deck_draw(state)
    assert (rebuilt.deck_count, rebuilt.discard) == (19, (top,))
    assert Counter(rebuilt.reshuffled) == Counter(below)
    face_down = face_down_cards(state)
    assert len(face_down) == 16  # 4 grids, nothing turned up yet

    player = NAMES[state.current]
    state = table.turn(player, "deck", below[5], "TL", face_down[0])
    assert state.deck_count == 18
    assert Counter(state.reshuffled) == Counter(below) - Counter([below[5]])
    assert state.discard == (top, face_down[0])
    assert table.grid(player)["TL"] == below[5]
    assert state.phase == "turns"


def test_golf_t03_reshuffled_deck_still_refuses_the_top_discard():
    table = at_empty_deck()
    top = table.state.discard[-1]
    error = table.refuse(NAMES[table.state.current], "turn", source="deck", drawn=top)
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == SEEN.format(card=top, where="in the discard pile")


def test_golf_t03_end_hole_option_ends_the_hole_when_the_deck_runs_out():
    table = Table.new(4, deck_exhausted="end_hole")
    table.start("A", "1U")
    pass_until_deck_is(table, 1)
    assert table.state.phase == "turns"
    pass_until_deck_is(table, 0)
    state = table.state
    assert (state.phase, state.current, state.deck_count, state.reshuffled) == ("reveal", None, 0, ())
    assert MINI_GOLF.to_move(state) == {0, 1, 2, 3}


def test_golf_deck_draw_from_a_rebuilt_deck_must_name_one_of_its_cards():
    table = at_empty_deck()
    player = NAMES[table.state.current]
    hidden = face_down_cards(table.state)[0]  # never discarded: it can only lie face down
    error = table.refuse(player, "turn", source="deck", drawn=hidden)
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == SEEN.format(card=hidden, where=NOT_IN_DECK)
    assert table.message(error, "it") == SEEN_IT.format(
        card=hidden, where="coperta in una griglia, non nel mazzo rimescolato")

    # Still so once the rebuilt deck is in play (deck 18), and for its card now face up.
    drawn, drawer = table.state.discard[0], player
    table.turn(drawer, "deck", drawn, "TL", hidden)
    player = NAMES[table.state.current]
    other = face_down_cards(table.state)[0]
    error = table.refuse(player, "turn", source="deck", drawn=other)
    assert table.message(error) == SEEN.format(card=other, where=NOT_IN_DECK)
    error = table.refuse(player, "turn", source="deck", drawn=drawn)
    assert table.message(error) == SEEN.format(card=drawn, where=f"face up in {drawer}'s grid")
    table.turn(player, "deck", table.state.reshuffled[-1])


def test_golf_face_down_card_taken_out_cannot_be_in_the_rebuilt_deck():
    table = at_empty_deck()
    player = NAMES[table.state.current]
    first, second = table.state.discard[:2]  # both below the top: both go into the rebuilt deck
    error = table.refuse(player, "turn", source="deck", drawn=first, replace="TL", removed=second)
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == SEEN.format(card=second, where="in the reshuffled deck")
    assert table.message(error, "it") == SEEN_IT.format(card=second, where="nel mazzo rimescolato")

    # Taking the top discard instead changes nothing: the rebuilt deck is still known.
    table.turn(player, "deck", first)
    player = NAMES[table.state.current]
    error = table.refuse(player, "turn", source="discard", drawn=first, replace="BR", removed=second)
    assert table.message(error) == SEEN.format(card=second, where="in the reshuffled deck")
    table.turn(player, "discard", first, "BR", face_down_cards(table.state)[0])


def test_golf_revealed_card_cannot_be_in_the_rebuilt_deck_and_the_next_deal_forgets_it():
    table = at_empty_deck(2)
    filler = table.state.current
    while table.state.phase in ("turns", "final_turns"):
        state = table.state
        if state.current == filler:
            drawn = before_deck_draw(state).reshuffled[0]
            table.turn(NAMES[filler], "deck", drawn, state.face_down(filler)[0], face_down_cards(state)[0])
        else:
            table.turn(NAMES[state.current], "discard", state.discard[-1])
    state = table.state
    other = NAMES[1 - filler]
    assert state.phase == "reveal" and state.reshuffled
    in_deck = state.reshuffled[0]
    face_down = face_down_cards(state)
    assert len(face_down) == 4  # exactly the other player's four face-down cards

    error = table.refuse(other, "reveal", cards={"TL": in_deck, "TR": face_down[1], "BL": face_down[2],
                                                 "BR": face_down[3]})
    assert error.rule_id == "GOLF-REVEAL-MISMATCH"
    assert table.message(error) == ("Enter exactly your face-down cards: top-left, top-right, bottom-left, "
                                    "bottom-right.")
    assert (error.params["card"], error.params["position"]) == (in_deck, "TL")
    assert error.details()["seen_at"] == "in the reshuffled deck"

    state = table.reveal(other, **dict(zip(("TL", "TR", "BL", "BR"), face_down)))
    assert state.phase == "await_hole_start"
    state = table.start(NAMES[state.dealer], "1U")
    assert (state.reshuffled, state.deck_count) == ((), 27)
    table.turn(NAMES[state.current], "deck", in_deck)  # back in a fresh, unknown deck


def test_golf_second_reshuffle_in_a_hole_rebuilds_the_deck_from_the_discards_again():
    table = at_empty_deck()
    pass_until_deck_is(table, 0)  # the rebuilt deck is drawn to the end
    state = table.state
    assert (state.reshuffled, len(state.discard)) == ((), 20)
    top, below = state.discard[-1], state.discard[:-1]
    assert Counter(before_deck_draw(state).reshuffled) == Counter(below)
    state = table.turn(NAMES[state.current], "deck", below[0])
    assert (state.deck_count, state.discard) == (18, (top, below[0]))
    assert Counter(state.reshuffled) == Counter(below[1:])


def test_golf_rebuilt_deck_survives_a_snapshot():
    table = at_empty_deck()
    state = table.turn(NAMES[table.state.current], "deck", table.state.discard[0])
    dumped = json.loads(json.dumps(MINI_GOLF.dump(state)))
    assert len(dumped["reshuffled"]) == 18
    assert MINI_GOLF.load(dumped) == state
    # A snapshot written before the field existed loads as "no rebuilt deck", as it was then.
    del dumped["reshuffled"]
    assert MINI_GOLF.load(dumped) == replace(state, reshuffled=())


def test_golf_wilds_of_a_rebuilt_deck_are_known_to_be_in_it():
    table = Table.new(2, wild_cards="best_assignment")
    table.start("A", "W")
    for who in "BABAB":
        table.turn(who, "deck", "W")  # all six W now in the discard pile
    pass_until_deck_is(table, 0)
    player = NAMES[table.state.current]
    assert table.state.discard[-1] != "W"
    error = table.refuse(player, "turn", source="deck", drawn="W", replace="TL", removed="W")
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == SEEN.format(card="W", where="in the reshuffled deck")
    state = table.turn(player, "deck", "W", "TL", face_down_cards(table.state)[0])
    assert state.reshuffled.count("W") == 5


def test_golf_deck_empty_when_a_reshuffle_would_leave_no_cards():
    table = Table.new(2)
    table.start("A", "1U")
    # Unreachable with a real deck (the spec says so); built by hand to show the rule's text.
    table.state = replace(table.state, deck_count=0, discard=("1U",))
    error = table.refuse("B", "turn", source="deck", drawn="2U")
    assert error.rule_id == "GOLF-DECK-EMPTY"
    assert table.message(error) == "The deck is empty — take the top discard instead."
    assert table.message(error, "it") == "Il mazzo è vuoto: prendi invece la carta in cima agli scarti."
    table.turn("B", "discard", "1U", "TL", "2U")
