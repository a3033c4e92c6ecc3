"""What a 2P6C move does (docs/games/2p6c.md §3.3–§3.7), one function per move; its check has already passed.

Rulebook: 2P6C. The spec's system events happen inside the move that causes
them: a challenge decided by the list, the fallback or the last juror's vote resolves at once;
the game ends (or resumes, A35) as soon as a decision or a settled challenge makes it so; a solo
play that the agreed list refuses is checked off right after it commits (M5).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ...base import Move
from ...depths import QUICK
from ...options import FrozenOptions, depth_of
from . import challenges
from .board import COLUMNS, HAND_SIZE, geometry
from .endings import advance, ended, settle
from .entry import card_from_payload, uses_server_id
from .play import initial_form, placed_play
from .schemas import TwoP6COptions
from .state import INITIAL, Form, InitialRefusal, PlacedCard, Proposal, TwoP6CState, empty_board, with_stack


def new_game(players: int, options: Mapping[str, Any]) -> TwoP6CState:
    """The lobby, where everyone agrees to the house rules; a solo game logged quickly has nobody
    to agree with and was played on paper: it waits for its end figures (quick.py)."""
    shape = geometry(players, options)
    return TwoP6CState(players=players, options=FrozenOptions(options), decks=shape["decks"],
                       rows=shape["rows"], playable_rows=shape["playable_rows"],
                       total_cards=shape["total_cards"], agreed=(False,) * players,
                       board=empty_board(shape["rows"]), hands=(0,) * players,
                       phase="quick_log" if depth_of(options) == QUICK else "lobby")


# --- lobby and setup (§1.6, §1.3) -------------------------------------------------------------

def options_changed(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    options = TwoP6COptions().load({**state.options, **move.payload["options"]})
    return new_game(state.players, options)


def options_agreed(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    agreed = tuple(done or seat == move.seat for seat, done in enumerate(state.agreed))
    return replace(state, agreed=agreed, phase="setup" if all(agreed) else "lobby")


def initial_row_set(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    cards = dict(state.cards)
    number = state.next_card
    ids = []
    for col, spec in enumerate(move.payload["cards"], start=1):
        card = card_from_payload(spec, state.options, state.decks, cards, number)
        number += uses_server_id(spec)
        cards[card.id] = PlacedCard(card, (col, 1), None, 0)
        state = with_stack(state, (col, 1), (card.id,))
        ids.append(card.id)
    dealt = state.total_cards - COLUMNS - HAND_SIZE * state.players
    return replace(state, phase="play", cards=cards, initial_ids=tuple(ids), next_card=number,
                   hands=(HAND_SIZE,) * state.players, draw_count=dealt, acting=0,
                   decision_started_ms=now_ms)


# --- decisions (§3.3–§3.5) ----------------------------------------------------------------------

def _decided(state: TwoP6CState, move: Move, now_ms: int, challengeable: int | None = None,
             **changes: Any) -> TwoP6CState:
    """A committed decision: it closes the previous decision's challenge window (opening its
    own if it made a word at a multiplayer table), passes the turn and may end the game."""
    state = replace(state, decision_seq=state.decision_seq + 1, challengeable_seq=challengeable,
                    decision_started_ms=now_ms, **changes)
    return settle(advance(state, move.seat), now_ms)


def recycle(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    # The card goes face up under the draw patch and the top card is drawn: counts unchanged.
    return _decided(state, move, now_ms, consecutive_recycles=state.consecutive_recycles + 1,
                    consecutive_passes=0, verdict=None)


def pass_turn(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    return _decided(state, move, now_ms, consecutive_passes=state.consecutive_passes + 1,
                    verdict=None)


def play(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    seq = state.decision_seq + 1
    placed = placed_play(state, move)
    card = placed.card
    stack = state.stack_ids(placed.cell)
    state = with_stack(state, placed.cell, stack + (card.id,))
    cards = {**state.cards, card.id: PlacedCard(card, placed.cell, move.seat, seq)}
    slots = dict(state.slots)
    for slot, (text, uses) in placed.forms.items():
        slots[slot] = slots.get(slot, ()) + (Form(text, uses, move.seat, seq),)
    hands = list(state.hands)
    hands[move.seat] -= 1
    draw = state.draw_count
    if draw > 0:  # the player draws a replacement while the draw patch lasts
        draw -= 1
        hands[move.seat] += 1
    state = replace(state, cards=cards, slots=slots, hands=tuple(hands), draw_count=draw,
                    next_card=state.next_card + uses_server_id(move.payload["card"]),
                    word_decisions=state.word_decisions + ((seq, move.seat),), verdict=None)
    if state.solo:
        state = _solo_check(state, seq, [text for text, _uses in placed.forms.values()])
    return _decided(state, move, now_ms, None if state.solo else seq,
                    consecutive_recycles=0, consecutive_passes=0)


def _solo_check(state: TwoP6CState, seq: int, texts: list[str]) -> TwoP6CState:
    """Solo with an agreed list: the play's words are checked after commit (§3.6, M5). A refused
    word's card is checked off the board and tucked into the draw patch."""
    options = state.options
    if not (options["solo_autocheck"] and challenges.list_agreed(options)):
        return state
    word_policy = challenges.policy(options)
    if all(word_policy.allows(text) for text in texts):
        return state
    state = challenges.remove_play(state, seq)
    checked = challenges.Challenge(seq, 0, 0, (), "word_list", tuple(texts))
    return replace(state, draw_count=state.draw_count + 1,
                   verdict=challenges.announce(checked, "upheld"))


# --- challenges (§3.6) --------------------------------------------------------------------------

def challenge_filed(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    challenge = challenges.file(state, move.seat, move.payload["target_seq"])
    state = replace(state, challenge=challenge, verdict=None,
                    challenged=state.challenged + (challenge.target_seq,))
    return _decide(state, now_ms)


def jury_vote(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    challenge = state.challenge
    votes = challenge.votes + ((move.seat, move.payload["verdict"]),)
    return _decide(replace(state, challenge=replace(challenge, votes=votes)), now_ms)


def _decide(state: TwoP6CState, now_ms: int) -> TwoP6CState:
    challenge = state.challenge
    outcome = challenges.verdict(challenge, state.options)
    if outcome is None:
        return state
    verdict = challenges.announce(challenge, outcome)
    if outcome == "rejected":
        return _closed(replace(state, challenge=None, verdict=verdict), challenge.author, now_ms)
    state = challenges.remove_play(state, challenge.target_seq)
    challenge = replace(challenge, status="upheld")
    state = replace(state, challenge=challenge, verdict=verdict)
    reward = state.options["challenger_reward"]
    if reward == "take_or_tuck":
        return state  # the challenger chooses (reward_chosen)
    return _rewarded(state, "tuck" if reward == "tuck_only" else None, now_ms)


def reward_chosen(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    return _rewarded(state, move.payload["choice"], now_ms)


def _rewarded(state: TwoP6CState, choice: str | None, now_ms: int) -> TwoP6CState:
    """take: the card joins the challenger's hand; tuck: it goes into the draw patch and the
    challenger draws the top card. Either way the hand grows by one and the draw patch keeps its
    size (A23). With no reward the card goes into the draw patch."""
    challenge = state.challenge
    if choice is None:
        state = replace(state, draw_count=state.draw_count + 1)
    else:
        hands = tuple(count + (seat == challenge.challenger)
                      for seat, count in enumerate(state.hands))
        state = replace(state, hands=hands)
    return _closed(replace(state, challenge=None), challenge.author, now_ms)


def _closed(state: TwoP6CState, author: int, now_ms: int) -> TwoP6CState:
    """A settled challenge closes its decision's window. Hands may have changed, so the turn
    and the end conditions are looked at again (A35): a game that ended with this word resumes
    with the player after its author if it is no longer over."""
    state = replace(state, challengeable_seq=None)
    if state.phase == "final_challenge" or state.acting is None \
            or state.hands[state.acting] == 0:
        state = advance(state, author)
    return settle(state, now_ms)


def no_challenge(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    passed = state.final_passed + (move.seat,)
    author = next(a for s, a in state.word_decisions if s == state.challengeable_seq)
    if set(passed) >= set(range(state.players)) - {author}:
        return final_challenge_closed(state, move, now_ms)
    return replace(state, final_passed=passed)


def final_challenge_closed(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    return replace(state, phase="scoring", challengeable_seq=None, final_passed=(),
                   final_opened_ms=None)


# --- votes: the initial word, ending by agreement (§3.3) ----------------------------------------

def initial_word_declared(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    text, uses = initial_form(state, move.payload)
    proposal = Proposal("initial_word", move.seat, ((move.seat, "allowed"),), text, uses)
    return _initial_decided(replace(state, initial_proposal=proposal, initial_refused=None))


def initial_word_vote(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    proposal = state.initial_proposal
    proposal = replace(proposal, votes=proposal.votes + ((move.seat, move.payload["verdict"]),))
    return _initial_decided(replace(state, initial_proposal=proposal))


def _initial_decided(state: TwoP6CState) -> TwoP6CState:
    """Accepted by the agreed list, or by every player (the declarer's own vote counts); the
    list lacking it or one `not_allowed` drops the proposal, and the table is told (A17: anyone
    may declare another)."""
    proposal = state.initial_proposal
    if challenges.list_agreed(state.options):
        allowed, method = challenges.policy(state.options).allows(proposal.text), "word_list"
    elif any(vote == "not_allowed" for _seat, vote in proposal.votes):
        allowed, method = False, "vote"
    elif len(proposal.votes) == state.players:
        allowed, method = True, "vote"
    else:
        return state
    if not allowed:
        refused = InitialRefusal(proposal.text, proposal.proposer, method,
                                 () if method == "word_list" else proposal.votes)
        return replace(state, initial_proposal=None, initial_refused=refused)
    form = Form(proposal.text, proposal.uses, None, state.decision_seq)
    return replace(state, initial_proposal=None, slots={**state.slots, INITIAL: (form,)})


def end_proposed(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    proposal = Proposal("end", move.seat, ((move.seat, "accept"),))
    return _end_decided(replace(state, end_proposal=proposal), now_ms)


def end_vote(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    proposal = state.end_proposal
    proposal = replace(proposal, votes=proposal.votes + ((move.seat, move.payload["verdict"]),))
    return _end_decided(replace(state, end_proposal=proposal), now_ms)


def _end_decided(state: TwoP6CState, now_ms: int) -> TwoP6CState:
    votes = state.end_proposal.votes
    if any(vote == "reject" for _seat, vote in votes):
        return replace(state, end_proposal=None)
    if len(votes) < state.players:
        return state
    return ended(state, "AGREED", now_ms)


# --- scoring (§3.7, §5) -------------------------------------------------------------------------

def eq_choice(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    return replace(state, eq_choices={**state.eq_choices,
                                      move.payload["slot"]: move.payload["pick"]})


def scores_finalized(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    return replace(state, phase="finished", initial_proposal=None)


def pause(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    return replace(state, paused=True)


def resume(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    return replace(state, paused=False)

