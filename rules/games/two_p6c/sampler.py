"""Random legal 2P6C moves, for the contract and model-based tests (OpenSpiel-style playthroughs).

Plays are built to be legal: a free cell is picked, a card is made to fit its polarity rule (with
a loaded deck, a deck card that fits, named by its code, while one has a copy left), and the word
is whatever letters the cards offer, so every declaration spells. Challenges, votes, the
initial word and ending by agreement turn up now and then, so random games walk every phase.
"""
from __future__ import annotations

from typing import Any

from ...base import Move
from .board import CHAIN, STACK, height, top
from .cards import COLOURS, POLARITIES
from .catalogue import catalogue
from .challenges import author_of, list_agreed
from .quick import best_word, room_for_plays
from .state import INITIAL, TwoP6CState

LETTERS = "AEIOUSTRNLDOMCPBHGYKFWVXZJQ"


def sample_move(state: TwoP6CState, to_move: frozenset[int], rng: Any,
                now_ms: int | None = None) -> Move:
    phase = state.phase
    if phase == "lobby":
        return Move("options_agreed", min(to_move))
    if phase == "setup":
        deck = _deck_codes(state)
        cards = [{"code": code} for code in rng.sample(deck, 6)] if len(deck) >= 6 else \
            [_random_card(rng) for _ in range(6)]
        return Move("initial_row_set", rng.choice(sorted(to_move)), {"cards": cards})
    if phase == "quick_log":
        return _quick_log(state, rng)
    if state.challenge is not None:
        return _settle_challenge(state, rng)
    if phase == "scoring":
        return _scoring(state, rng)
    if state.end_proposal is not None:
        voter = next(s for s in range(state.players)
                     if s not in {seat for seat, _ in state.end_proposal.votes})
        return Move("end_vote", voter, {"verdict": rng.choice(["accept", "reject"])})
    if state.initial_proposal is not None and not list_agreed(state.options):
        voter = next(s for s in range(state.players)
                     if s not in {seat for seat, _ in state.initial_proposal.votes})
        return Move("initial_word_vote", voter, {"verdict": rng.choice(["allowed", "allowed",
                                                                         "not_allowed"])})
    window = state.challengeable_seq
    if window is not None and window not in state.challenged:
        author = author_of(state, window)
        others = [s for s in range(state.players) if s != author]
        if phase == "final_challenge":
            waiting = [s for s in others if s not in state.final_passed]
            if rng.random() < 0.3:
                return Move("challenge_filed", rng.choice(waiting), {"target_seq": window})
            return Move("no_challenge", rng.choice(waiting))
        if rng.random() < 0.08:
            return Move("challenge_filed", rng.choice(others), {"target_seq": window})
    if INITIAL not in state.slots and rng.random() < 0.03:
        return _initial_word(state, state.acting, rng)
    if rng.random() < 0.005:
        return Move("end_proposed", state.acting)
    return _decision(state, rng)


def _quick_log(state: TwoP6CState, rng: Any) -> Move:
    """End figures a paper game could leave: the edges (an empty board, a full one, no initial
    word) turn up as often as the middle."""
    cards = rng.choice([0, room_for_plays(state), rng.randint(0, room_for_plays(state))])
    most = best_word(state.options)["most"]
    scores = [rng.randint(0, most) for _ in range(rng.randint(0, cards))]
    initial = rng.choice([None, 0, rng.randint(0, most)])
    return Move("quick_log", 0, {"cards_played": cards, "word_scores": scores, "initial_word": initial})


def _settle_challenge(state: TwoP6CState, rng: Any) -> Move:
    challenge = state.challenge
    if challenge.status == "upheld":
        return Move("reward_chosen", challenge.challenger, {"choice": rng.choice(["take", "tuck"])})
    voted = {seat for seat, _ in challenge.votes}
    juror = next(s for s in challenge.jury if s not in voted)
    return Move("jury_vote", juror, {"verdict": rng.choice(["allowed", "not_allowed"])})


def _scoring(state: TwoP6CState, rng: Any) -> Move:
    if state.options["eq_word_score"] == "choice":
        for word in catalogue(state):
            if word["polarity"] == "=" and word["slot"] not in state.eq_choices:
                return Move("eq_choice", word["credit"][0],
                            {"slot": word["slot"], "pick": rng.choice(["tp", "rp"])})
    if INITIAL not in state.slots and state.initial_proposal is None and rng.random() < 0.3:
        return _initial_word(state, rng.choice(range(state.players)), rng)
    if state.initial_proposal is not None and not list_agreed(state.options):
        voter = next((s for s in range(state.players)
                      if s not in {seat for seat, _ in state.initial_proposal.votes}), None)
        if voter is not None:
            return Move("initial_word_vote", voter, {"verdict": "allowed"})
    return Move("scores_finalized", rng.choice(range(state.players)))


def _initial_word(state: TwoP6CState, seat: int, rng: Any) -> Move:
    cards = [state.cards[card_id].card for card_id in state.initial_ids]
    letters = [rng.choice(sorted(card.letters)) for card in cards]
    uses = [{"card": card.id, "letter": letter} for card, letter in zip(cards, letters)]
    return Move("initial_word_declared", seat, {"text": "".join(letters), "uses": uses})


def _decision(state: TwoP6CState, rng: Any) -> Move:
    seat = state.acting
    targets = _targets(state)
    if targets and rng.random() < 0.85:
        return _play(state, seat, rng.choice(targets), rng)
    if state.draw_count > 0:
        return Move("recycle", seat)
    return Move("pass", seat)


def _targets(state: TwoP6CState) -> list[tuple[tuple[int, int], str]]:
    board = state.card_map()
    found = []
    for col in range(1, 7):
        h = height(board, col)
        if h < min(state.rows, state.options["max_word_len"]):
            found.append(((col, h + 1), CHAIN))
        for row in range(1, h + 1):
            if len(board[(col, row)]) < state.options["max_stack"]:
                found.append(((col, row), STACK))
    return found


def _play(state: TwoP6CState, seat: int, target: tuple[tuple[int, int], str], rng: Any) -> Move:
    cell, kind = target
    board = state.card_map()
    col, row = cell
    card = _random_card(rng)
    exception = False
    if kind == CHAIN:
        below = top(board, (col, row - 1))
        refs = [below] if state.options["chain_polarity_reference"] == "top" \
            else list(board[(col, row - 1)])
        if state.options["chain_adjacency"] == "orthogonal":
            refs += [top(board, (c, row)) for c in (col - 1, col + 1) if top(board, (c, row))]
        exception = len({ref.polarity for ref in refs}) > 1
        if exception:
            card["colour"] = rng.choice(["green", "purple"])  # the Green/Purple exception
        else:
            card["polarity"] = refs[0].polarity
        others = [rng.choice(board[(col, r)]) for r in range(1, row)]
    else:
        below = top(board, cell)
        card["polarity"] = "-" if below.polarity == "+" else "+"
        others = list(board[cell])
    printed = _deck_card(state, card, exception, rng)
    if printed is not None:  # a loaded deck: the phones name its cards by code
        card = printed
    letters = [rng.choice(sorted(other.letters)) for other in others]
    mine = card["primary"] if card["primary"] != "?" else rng.choice(LETTERS)
    uses = [{"card": other.id, "letter": letter} for other, letter in zip(others, letters)]
    uses.append({"card": "NEW", "letter": mine})
    order = list(range(len(uses)))
    rng.shuffle(order)
    text = "".join(uses[i]["letter"] for i in order)
    named = {"code": card["code"]} if "code" in card else card
    return Move("play", seat, {"cell": {"col": col, "row": row}, "kind": kind, "card": named,
                               "form": {"text": text, "uses": uses}})


def _deck_codes(state: TwoP6CState) -> list[str]:
    """The loaded deck's codes with a copy not on the board yet (none without a deck)."""
    deck = state.options.get("deck") or {}
    return [card["code"] for card in deck.get("cards", ())
            if any(f"{card['code']}#{n}" not in state.cards for n in range(1, state.decks + 1))]


def _deck_card(state: TwoP6CState, wanted: dict[str, Any], exception: bool,
               rng: Any) -> dict[str, Any] | None:
    """A deck card with a copy left that fits where `wanted` (a made-up card that fits) goes:
    the same polarity, or the Green/Purple exception's colour where only it fits."""
    free = set(_deck_codes(state))
    printed = [card for card in (state.options.get("deck") or {}).get("cards", ()) if card["code"] in free]
    fitting = [card for card in printed if (card["colour"] in ("green", "purple") if exception
                                            else card["polarity"] == wanted["polarity"])]
    return rng.choice(fitting) if fitting else None


def _random_card(rng: Any) -> dict[str, Any]:
    primary = rng.choice(LETTERS + "?")
    substitution = "any" if primary == "?" else \
        "D_O" if primary in "DO" and rng.random() < 0.3 else \
        "U_V" if primary in "UV" and rng.random() < 0.3 else "none"
    return {"colour": rng.choice(COLOURS), "polarity": rng.choice(POLARITIES),
            "primary": primary, "secondary": None, "substitution": substitution,
            "tp": rng.randint(0, 9), "rp": rng.randint(0, 9)}
