"""A tracked hand cannot be read by another phone over HTTP (docs/architecture.md, Security).

The attack: from the host phone, or another seat's phone in scribe mode, "play" each card for a
seat whose hand is tracked; an acceptance (then undone) or a refusal that names the card not held
would spell the whole hand out. Now such a move comes only from the seat's own phone: every other
phone gets one 403 problem whose body is the same whatever the hand holds.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.cards import RANKED_CARDS
from rules.registry import GAMES
from tests.rules.test_tracked_hands_no_oracle import TRACKED, answer, probes, vocabulary

pytestmark = pytest.mark.usefixtures("backend")

# Ada deals; B's hand in FL-T09's deal, then the deck's 3H is flipped: B must follow with 1H.
FLARES_HANDS = {0: ["2H", "4D", "6C"], 1: ["1H", "5D", "3P"]}


def flares_trick(api):
    match = api.create("flares", ["Ada", "Bea"], {"info_mode": "hand_tracking"})
    ada, bea = (seat["token"] for seat in match["seats"])
    for seat, token in ((0, ada), (1, bea)):
        api.play(match, seat, "private_hand", {"cards": FLARES_HANDS[seat]}, token=token)
    api.play(match, 0, "deck_lead", {"card": "3H"})  # the deck's card: any phone enters it
    return match, ada, bea


def test_host_and_scribe_get_one_answer_for_every_card_of_a_tracked_hand(api):
    """The issue's exploit: each card tried for Bea from the host phone and from Ada's phone."""
    match, ada, bea = flares_trick(api)
    for token in (match["host_token"], ada):
        bodies = set()
        for card in RANKED_CARDS:
            refused = api.move(match, 1, "play", {"card": card}, token=token)
            assert refused.status_code == 403
            assert refused.mimetype == "application/problem+json"
            bodies.add(refused.get_data(as_text=True))
        [body] = bodies  # held (1H, 5D, 3P) or not, legal or not: the same bytes
        assert '"rule": "CORE-HAND-OWN-PHONE"' in body or '"rule":"CORE-HAND-OWN-PHONE"' in body
        assert not {card for card in FLARES_HANDS[1] if card in body}
    assert api.view(match)["version"] == 3  # nothing was accepted, so nothing needed undoing
    problem = api.move(match, 1, "play", {"card": "1H"}, token=ada).get_json()
    assert problem["detail"] == "Bea plays their tracked cards from their own phone; no other phone can."
    assert problem["details"] == {"player": 1}
    italian = api.move(match, 1, "play", {"card": "1H"}, token=ada, headers={"Accept-Language": "it"})
    assert italian.get_json()["detail"] == ("Bea gioca le carte della propria mano registrata dal "
                                            "proprio telefono; nessun altro telefono può farlo.")


def test_the_seat_itself_still_plays_and_hears_why_a_card_is_refused(api):
    match, _ada, bea = flares_trick(api)
    refused = api.move(match, 1, "play", {"card": "5D"}, token=bea)
    assert (refused.status_code, refused.get_json()["rule"]) == (409, "FLARES-FOLLOW-SUIT")
    assert api.move(match, 1, "play", {"card": "2C"}, token=bea).get_json()["rule"] == "CORE-NOT-IN-HAND"
    assert api.move(match, 1, "play", {"card": "1H"}, token=bea).status_code == 201


def correct(api, match, seq, payload):
    return api.post(f"/matches/{match['id']}/corrections", token=match["host_token"],
                    json={"seq": seq, "payload": payload})


def test_the_host_cannot_read_a_tracked_hand_by_correcting_a_play_or_a_move_before_one(api):
    """A correction replays the log: a tracked play corrected to another card, or the deck's lead
    changed under a tracked play that must follow it, would pass or not as the hand holds. Both
    get one refusal whatever the card; a correction with no tracked play after it still works."""
    match, _ada, bea = flares_trick(api)
    assert correct(api, match, 3, {"card": "4P"}).status_code == 200  # no tracked play after it
    api.play(match, 1, "play", {"card": "3P"}, token=bea)  # seq 4, following the 4P led
    bodies = {correct(api, match, seq, {"card": card}).get_data()
              for seq, cards in ((4, ("5D", "3P", "2C", "1H")), (3, ("3H", "2C", "5D")))
              for card in cards}
    [body] = bodies
    assert b"CORE-HAND-OWN-PHONE" in body
    assert api.view(match)["version"] == 5  # nothing changed


CASES = [(slug, players) for slug in sorted(TRACKED) for players in (2, 3)
         if slug != "half-zero"]  # its tracked cards are only entered sealed, on their own phone


@pytest.mark.parametrize("slug, players", CASES, ids=[f"{s}-{p}p" for s, p in CASES])
def test_every_tracked_hand_game_answers_other_phones_alike_for_a_held_and_an_unheld_card(api, slug, players):
    """Random play over HTTP from each seat's own phone until a move takes cards from a tracked
    hand; that move (legal, so from cards held) and the same move naming a card the seat does not
    hold draw the same status and body from the host phone and another seat's phone."""
    # A random EkeQ climb may stall before anyone holds a Golden Q to place: play another.
    found = next(filter(None, (_to_a_hand_move(api, slug, players, seed) for seed in range(10))))
    match, tokens, _state, move, unheld = found
    owner = move.seat
    other = tokens[(owner + 1) % players]
    for token in (match["host_token"], other):
        answers = [api.move(match, owner, tried.type, dict(tried.payload), token=token) for tried in (move, unheld)]
        assert [response.status_code for response in answers] == [403, 403]
        assert answers[0].get_data() == answers[1].get_data()
        assert answers[0].get_json()["rule"] == "CORE-HAND-OWN-PHONE"
    # From the seat's own phone a card it does not hold is refused by the game's rules: 409.
    assert api.move(match, owner, unheld.type, dict(unheld.payload), token=tokens[owner]).status_code == 409
    assert api.move(match, owner, move.type, dict(move.payload), token=tokens[owner]).status_code == 201


def _to_a_hand_move(api, slug, players, seed):
    """A match played over HTTP from each seat's own phone up to a move that names a card of a
    tracked hand; None if the random game ends first."""
    rules = GAMES[slug]
    match = api.create(slug, ["Ada", "Bea", "Cid"][:players], TRACKED[slug])
    tokens = [seat["token"] for seat in match["seats"]]
    state = rules.setup(players, api.view(match)["options"])
    rng, library = random.Random(f"http/{slug}/{players}/{seed}"), {}
    for step in range(400):
        if rules.outcome(state) is not None:
            return None
        move = replace(rules.sample_move(state, rng, 1_000 * step), seq=step + 1)
        library.setdefault(move.type, []).append(dict(move.payload))
        unheld = _unheld(rules, slug, state, move, library) if rules.tracked_hands_used(state, move) else None
        if unheld is not None:
            return match, tokens, state, move, unheld
        api.play(match, move.seat, move.type, dict(move.payload), token=tokens[move.seat])
        state = referee.play(rules, state, move, Entrant(seat=move.seat), 1_000 * (step + 1))
    return None


def _unheld(rules, slug, state, move, library):
    """The move naming another card, one its own phone would be refused (a card not held); None
    for a move that names no card (a pass)."""
    for probe in probes(dict(move.payload), vocabulary(slug, state, library), move.seat):
        tried = Move(move.type, move.seat, probe)
        if answer(rules, state, tried, Entrant(seat=move.seat)) != "accepted":
            return tried
    return None


def test_half_zero_tracks_hands_only_with_each_card_picked_on_its_own_phone(api):
    """A physical reveal is one phone typing every seat's card: with tracked hands it would read
    them, so hand tracking needs sealed picks (422 naming selection_mode)."""
    refused = api.post("/matches", json={"game": "half-zero", "players": ["Ada", "Bea"],
                                         "options": {"info_mode": "hand_tracking"}})
    assert refused.status_code == 422 and "selection_mode" in refused.get_data(as_text=True)
    api.create("half-zero", ["Ada", "Bea"], {"info_mode": "hand_tracking", "selection_mode": "sealed"})


# -- a card the table turns up that a tracked hand lists (docs/games/README.md, tracked hands) -----

ANN_HAND = ["2H", "4D", "6C"]


def _flares_dealt(api, ben_hand):
    """Ann deals; both hands entered on their own phones; Ann's phone flips the deck's 5D."""
    match = api.create("flares", ["Ann", "Ben"], {"info_mode": "hand_tracking"})
    ann, ben = (seat["token"] for seat in match["seats"])
    api.play(match, 0, "private_hand", {"cards": ANN_HAND}, token=ann)
    api.play(match, 1, "private_hand", {"cards": ben_hand}, token=ben)
    flipped = api.move(match, 0, "deck_lead", {"card": "5D"}, token=ann, key="the-flip")
    return match, ann, ben, flipped


def _as_read(match, response) -> bytes:
    """An answer's bytes with what differs between any two matches (their id, their join code)
    written the same."""
    body = response.get_data(as_text=True).replace(match["id"], "<match>")
    return body.replace(f'"{match["join_code"]}"', '"<code>"').encode()


def test_a_deck_card_bens_hand_lists_is_taken_and_no_other_phone_can_tell(api):
    """Ben entered 5D, and the deck turns 5D up. The dealer's phone gets 201, as it would were 5D
    in no hand; Ben's view says his entry now conflicts; the flip's answer, the host's and Ann's
    views and their log lines are, byte for byte, those of a match where Ben holds 6P instead."""
    match, ann, ben, flipped = _flares_dealt(api, ["1H", "5D", "3P"])
    control, control_ann, control_ben, control_flipped = _flares_dealt(api, ["1H", "6P", "3P"])
    assert flipped.status_code == control_flipped.status_code == 201
    assert _as_read(match, flipped) == _as_read(control, control_flipped)
    for (token, control_token) in ((match["host_token"], control["host_token"]), (ann, control_ann)):
        for path in ("", "/moves"):
            seen = api.get(f"/matches/{match['id']}{path}", token=token)
            control_seen = api.get(f"/matches/{control['id']}{path}", token=control_token)
            assert _as_read(match, seen) == _as_read(control, control_seen), path or "the view"
    assert api.view(match, ben)["state"]["my_hand_conflicts"] == [{"card": "5D", "where": "deck_lead:1"}]
    assert api.view(control, control_ben)["state"]["my_hand_conflicts"] == []
    assert api.view(match)["state"]["my_hand_conflicts"] is None  # the host phone holds no hand
    # On Ben's own phone 5D is refused, saying where it is; his other cards still play.
    refused = api.move(match, 1, "play", {"card": "5D"}, token=ben)
    assert (refused.status_code, refused.get_json()["rule"]) == (409, "CORE-CARD-SEEN")
    assert refused.get_json()["detail"] == ("5D is already known to be the deck's card that led "
                                            "trick 1; please check your entry.")
    assert api.move(match, 1, "play", {"card": "3P"}, token=ben).status_code == 201


def test_ben_corrects_his_conflicting_hand_on_his_own_phone_and_the_conflict_is_gone(api):
    """The whole of it over HTTP: the conflict is Ben's to fix, by correcting his own entry (a
    seat's own correction of a private move); the log then replays, the flip included."""
    match, _ann, ben, _flipped = _flares_dealt(api, ["1H", "5D", "3P"])
    hand_seq = 2
    fixed = api.post(f"/matches/{match['id']}/corrections", token=ben,
                     json={"seq": hand_seq, "payload": {"cards": ["1H", "6P", "3P"]}})
    assert fixed.status_code == 200, fixed.get_json()
    assert fixed.get_json()["match"]["state"]["my_hand_conflicts"] == []
    assert api.move(match, 1, "play", {"card": "6P"}, token=ben).status_code == 201
    host_line = next(line for line in api.get(f"/matches/{match['id']}/moves", token=match["host_token"])
                     .get_json()["moves"] if line["seq"] == hand_seq)
    # 6P is played, so public; the rest of the corrected hand is not.
    assert host_line["redacted"] and host_line["payload"] == {"cards": ["6P"], "unplayed": 2}
