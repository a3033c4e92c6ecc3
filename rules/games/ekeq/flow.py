"""What each EkeQ base-game move does (docs/games/ekeq.md §C.5): the sealed commits and their payments, the Q
card going round the table, the reveal, the Q's picks, the comparison with its tie-break rounds,
the award or the carried pot, the refill and the end of the match. Outcomes are derived here,
never entered."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ...base import Move
from ...options import FrozenOptions
from .cards import Card, card_of
from .state import HAND, Commit, EkeqState, Pick, Player
from .whereabouts import Clash, Place, meeting

# Tournament points per way of winning (Part E's table; a drawn match scores nothing).
POINTS = {"golden_q": {5: 5, 4: 10, 3: 15, 2: 20}, "mini_golden_q": 25, "all_cards": 50}


def deck_size(options: Mapping[str, Any]) -> int:
    """The dealt pack: the 61 point cards, and the 4 Golden Q cards unless left out (C-A1)."""
    return 65 if options["deal_golden_q"] else 61


def new_game(players: int, options: FrozenOptions) -> EkeqState:
    """§C.1: each player gets floor(D / N) cards as a tesoretto and takes 5 of them in hand; the
    rest is the first turn's pot, unseen."""
    each, rest = divmod(deck_size(options), players)
    seats = tuple(Player(hand=min(HAND, each), tesoretto=each - min(HAND, each)) for _ in range(players))
    state = EkeqState(players, options, seats, pot_unknown=rest, q_holder=options["initial_q_holder"])
    return start_turn(state, turn=1)


def start_turn(state: EkeqState, turn: int) -> EkeqState:
    return replace(state, phase="commit", turn=turn, round=1, commits={}, values={}, contenders=(),
                   commit_list=tuple(s for s, p in enumerate(state.seats) if p.hand >= 1),
                   last_played={}, q_chain_start=None, q_forced=False, q_user=None, picks=(),
                   modifier=0)


def update(state: EkeqState, seat: int, **changes: Any) -> EkeqState:
    seats = list(state.seats)
    seats[seat] = replace(seats[seat], **changes)
    return replace(state, seats=tuple(seats))


def optional_card(data: Mapping[str, Any] | None) -> Card | None:
    return None if data is None else card_of(data)


# --- the commit window (§B.4, C.5.1) ---------------------------------------------------------

def hashed(options: Mapping[str, Any]) -> bool:
    return options.get("commit_mode", "sealed") == "hash"


def commit(state: EkeqState, move: Move, now_ms: int) -> EkeqState:
    seat = move.seat
    hidden, payment = optional_card(move.payload.get("hidden")), optional_card(move.payload.get("payment"))
    state = update(state, seat, hand=state.seats[seat].hand - 1 - (payment is not None))
    entry = Commit(hidden, payment, move.seq, move.payload.get("commitment"))
    state = replace(state, commits={**state.commits, seat: entry})
    if len(state.commits) < len(state.commit_list):
        return state
    if state.round == 1:
        # The payments are published together, when the last commit is in (C-A3).
        met = meeting(state, [(c.payment, Place("payment", s)) for s, c in sorted(state.commits.items())
                              if c.payment is not None])
        if met is not None:
            return stop(state, met)
        payments = tuple(state.commits[s].payment for s in state.commit_list if state.commits[s].payment)
        return replace(state, pot=state.pot + payments, phase="q_decision",
                       q_chain_start=state.q_holder)
    return reveal_then(state, "compare_tie")


# What the turn does once the round's cards are face up.
AFTER_REVEAL = {"pick": lambda state: next_pick(state), "compare": lambda state: compare(state),
                "compare_tie": lambda state: compare(state)}


def reveal_then(state: EkeqState, then: str) -> EkeqState:
    """The reveal, then `then`; under `commit_mode = hash` the table first waits for every
    committed card to be revealed with its nonce (§B.4)."""
    if any(c.hidden is None for c in state.commits.values()):
        return replace(state, phase="reveal", after_reveal=then)
    met = meeting(state, [(c.hidden, Place("hidden", s)) for s, c in sorted(state.commits.items())])
    if met is not None:
        return stop(state, met)
    return AFTER_REVEAL[then](reveal(state, tie_round=then == "compare_tie"))


def stop(state: EkeqState, met: Clash) -> EkeqState:
    """Two entries name one Golden Q, met as the table sees them (whereabouts.py): play stops
    before either counts, for the referee cannot tell which of the two was typed wrong. The wrong
    one is corrected, every player agreeing since the table has seen it, and the log played again
    from it goes on. The face-down cards it names are shown, as the reveal would have shown them;
    the others stay sealed."""
    seats = {place.seat for place in met.places if place.where == "hidden"}
    shown = tuple(c.seq for s, c in sorted(state.commits.items())
                  if s in seats and c.seq is not None and c.seq not in state.revealed)
    return replace(state, phase="clash", clash=met, revealed=state.revealed + shown)


def reveal_card(state: EkeqState, move: Move, now_ms: int) -> EkeqState:
    """Hash mode: one committed card turned over, checked against its commitment."""
    entry = replace(state.commits[move.seat], hidden=card_of(move.payload["card"]))
    state = replace(state, commits={**state.commits, move.seat: entry})
    if any(c.hidden is None for c in state.commits.values()):
        return state
    return reveal_then(replace(state, after_reveal=None), state.after_reveal)


def reveal(state: EkeqState, tie_round: bool = False) -> EkeqState:
    """Every hidden card of the round, face up at once."""
    cumulative = tie_round and state.options["tiebreak_compare"] == "cumulative"
    values = {s: c.hidden.value + (state.values.get(s, 0) if cumulative else 0)
              for s, c in state.commits.items()}
    commits = sorted(state.commits.items())
    return replace(state, table=state.table + tuple((s, state.round, c.hidden) for s, c in commits),
                   values=values, contenders=tuple(s for s, _c in commits),
                   last_played={**state.last_played, **{s: c.hidden for s, c in commits}},
                   revealed=state.revealed + tuple(c.seq for _s, c in commits if c.seq is not None))


# --- the Q card (step 3, C.5.2) --------------------------------------------------------------

def q_decision(state: EkeqState, move: Move, now_ms: int) -> EkeqState:
    seat = state.q_holder
    if not move.payload["use"]:
        nxt = state.left(seat)
        if nxt != state.q_chain_start:
            return replace(state, q_holder=nxt)
        if cannot_pay(state, nxt):  # back with a holder who may not use it for free: no Q this turn
            return reveal_then(replace(state, q_holder=nxt), "compare")
        return replace(state, q_holder=nxt, q_forced=True)
    payment = optional_card(move.payload.get("q_payment"))
    if payment is not None:
        state = update(state, seat, hand=state.seats[seat].hand - 1)
        state = replace(state, pot=state.pot + (payment,))
    return reveal_then(replace(state, q_user=seat), "pick")


def cannot_pay(state: EkeqState, seat: int) -> bool:
    """With `q_free_if_cannot_pay = false` a player with no card left cannot use the Q (C-A5)."""
    return state.seats[seat].hand == 0 and not state.options["q_free_if_cannot_pay"]


def available(state: EkeqState, seat: int, source: str) -> int:
    """Cards of that pile a pick can still reach: the ones set aside by this Q use are not (C-A9)."""
    held = state.seats[seat].hand if source == "hand" else state.seats[seat].tesoretto
    return held - sum(1 for p in state.picks if p.target == seat and p.source == source)


def can_pick(state: EkeqState) -> bool:
    return any(available(state, seat, source) >= 1 for seat in range(state.players)
               if seat != state.q_user for source in ("hand", "tesoretto"))


def next_pick(state: EkeqState) -> EkeqState:
    """Another pick if one can be made; with nothing left to pick the Q has no more effect (C-A12)."""
    return replace(state, phase="q_pick") if can_pick(state) else finish_q(state)


def q_pick(state: EkeqState, move: Move, now_ms: int) -> EkeqState:
    p = move.payload
    pick = Pick(len(state.picks) + 1, p["target"], p["source"], p["guess"])
    return replace(state, picks=state.picks + (pick,), phase="q_pick_result")


def q_pick_result(state: EkeqState, move: Move, now_ms: int) -> EkeqState:
    card = card_of(move.payload["card"])
    pick = replace(state.picks[-1], card=card)
    counts = (state.options["mini_first_pick_scoring"] == "cumulative" or pick.n == 2
              or not card.mini_like)
    state = replace(state, picks=state.picks[:-1] + (pick,),
                    modifier=state.modifier + (pick.delta if counts else 0))
    if not card.mini_like:
        return finish_q(state)
    if pick.n == 2:  # two in a row: the match is won at once, the turn is not compared
        return end_match(return_picks(state), "mini_golden_q", state.q_user)
    return next_pick(state)


def return_picks(state: EkeqState) -> EkeqState:
    """Picked cards go back where they came from, a tesoretto's on top in their order (public
    from then on), or into the pot (option `q_picked_card_destination`)."""
    to_pot = state.options["q_picked_card_destination"] == "pot"
    for seat in range(state.players):
        player = state.seats[seat]
        from_top = tuple(p.card for p in state.picks if p.target == seat and p.source == "tesoretto")
        from_hand = sum(1 for p in state.picks if p.target == seat and p.source == "hand")
        if to_pot:
            state = update(state, seat, hand=player.hand - from_hand,
                           tesoretto=player.tesoretto - len(from_top),
                           known_top=player.known_top[len(from_top):])
        elif from_top:
            state = update(state, seat, known_top=from_top + player.known_top[len(from_top):])
    if to_pot:
        state = replace(state, pot=state.pot + tuple(p.card for p in state.picks))
    return state


def finish_q(state: EkeqState) -> EkeqState:
    """The modifier goes on the Q user's card; a user with no card in play is no contender
    (C-A8) unless `cardless_q_user_competes`, at a base value of 0."""
    state = return_picks(state)
    user, values, contenders = state.q_user, dict(state.values), state.contenders
    if user in values:
        values[user] += state.modifier
    elif state.options["cardless_q_user_competes"]:
        values[user] = state.modifier
        contenders = tuple(sorted(contenders + (user,)))
    return compare(replace(state, values=values, contenders=contenders, q_holder=state.left(user)))


# --- comparison, tie rounds, award (step 5) -----------------------------------------------------

def compare(state: EkeqState) -> EkeqState:
    contenders = state.contenders
    if not contenders:
        return award(state, None)
    if len(contenders) == 1:
        return award(state, contenders[0])
    best = max(state.values[s] for s in contenders)
    top = [s for s in contenders if state.values[s] == best]
    if len(top) == 1:
        return award(state, top[0])
    able = tuple(s for s in top if state.seats[s].hand >= 1)
    if not able:
        return award(state, None)  # nobody can go on: everything carries (C-A19)
    if len(able) == 1 and not state.options["auto_win_requires_play"]:
        return award(state, able[0], automatic=True)  # C-A18
    # Only the tied players with cards play again, without paying: the same turn goes on (one
    # alone too, under `auto_win_requires_play`, and then wins with that card).
    return replace(state, phase="commit", round=state.round + 1, commit_list=able, commits={})


def award(state: EkeqState, winner: int | None, automatic: bool = False) -> EkeqState:
    stake = len(state.pot) + state.pot_unknown + len(state.table)
    summary = {"turn": state.turn, "winner": winner, "cards": stake, "automatic": automatic,
               "values": {str(s): v for s, v in state.values.items()}}
    golden = golden_win(state, winner)
    if winner is None:
        state = replace(state, pot=state.pot + tuple(c for _s, _r, c in state.table), table=())
    else:
        state = update(state, winner, tesoretto=state.seats[winner].tesoretto + stake)
        state = replace(state, pot=(), pot_unknown=0, table=())
    state = refill(replace(state, last_turn=summary))
    holders = [s for s, p in enumerate(state.seats) if p.hand + p.tesoretto > 0]
    all_cards = len(holders) == 1
    if golden is not None and not (all_cards and state.options["win_precedence"] == "highest_points"):
        return end_match(state, "golden_q", winner, golden)
    if all_cards:
        # The only player left with cards also takes a pot still on the table (C-A23).
        last = holders[0]
        handed = len(state.pot) + state.pot_unknown
        state = update(state, last, tesoretto=state.seats[last].tesoretto + handed)
        return end_match(replace(state, pot=(), pot_unknown=0), "all_cards", last)
    if not holders:
        return end_match(state, "draw", None)  # C-A25
    return start_turn(state, state.turn + 1)


def golden_win(state: EkeqState, winner: int | None) -> int | None:
    """The Golden Q number the turn was won with (C-A21): the deciding card's, or with
    `golden_q_win_card = any_played_this_turn` any Golden Q the winner played this turn."""
    if winner is None:
        return None
    deciding = state.last_played.get(winner)
    if deciding is not None and deciding.kind == "golden_q":
        return deciding.value
    if state.options["golden_q_win_card"] == "any_played_this_turn":
        golden = [c.value for s, _r, c in state.table if s == winner and c.kind == "golden_q"]
        return golden[-1] if golden else None
    return None


def refill(state: EkeqState) -> EkeqState:
    """Step 6: back to 5 from the tesoretto's top, as far as it goes; known top cards are drawn first."""
    for seat, player in enumerate(state.seats):
        k = min(HAND - player.hand, player.tesoretto) if player.hand < HAND else 0
        if k:
            state = update(state, seat, hand=player.hand + k, tesoretto=player.tesoretto - k,
                           known_top=player.known_top[k:])
    return state


def end_match(state: EkeqState, kind: str, winner: int | None, golden: int | None = None) -> EkeqState:
    points = 0
    if kind == "golden_q":
        points = POINTS["golden_q"][golden]
    elif kind in ("mini_golden_q", "all_cards"):
        points = POINTS[kind]
    result = {"type": kind, "winner": winner, "golden_q_value": golden, "turn": state.turn,
              "tournament_points": points}
    return replace(state, phase="match_over", result=result)
