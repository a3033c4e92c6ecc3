"""The contract every registered game keeps (docs/architecture.md, The Rules protocol), checked by random playthroughs.

For every game and player count, seeded random games are played with the game's own `sample_move`
through `referee.play`, exactly as the service would, and at every step and at the end:
every sampled move is legal and fits the wire format; replaying the log rebuilds the same state;
snapshots and views are plain JSON; no seat sees another seat's unrevealed private entries.
"""
from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any, Callable, Iterator, Mapping

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.base import Entrant, Move
from rules.depths import other_depths
from rules.errors import RuleViolation
from rules.games.ekeq.rules import EKEQ
from rules.outcome_schemas import ResultSchema, ScoreSheetSchema
from rules.registry import GAMES
from tests.games.sealed_bid import SEALED_BID
from tests.rules.ekeq.table import twist_sealed
from tests.shapes import assert_fits

# The registered games, plus a test game with sealed moves so the secrecy checks bite.
CONTRACT_GAMES = {**GAMES, SEALED_BID.info.slug: SEALED_BID}

SEEDS = (1, 2, 3)
MAX_MOVES = 3000
FOLD_EVERY = 40


def player_counts(slug: str) -> list[int]:
    """Every table size, or for a game of up to 12 (Sixes) the small ones, one between and the
    largest: each size costs a whole game checked at every step."""
    info = CONTRACT_GAMES[slug].info
    low, high = info.min_players, info.max_players
    if high - low <= 4:
        return list(range(low, high + 1))
    return [low, low + 1, low + 2, (low + high) // 2, high]


def seeds(players: int) -> tuple[int, ...]:
    """Three games per size, but one at the sizes past 6 (Sixes' 7 and 12): a game of 12 costs
    as much as a dozen small ones, and its moves are the same kinds."""
    return SEEDS if players <= 6 else SEEDS[:1]


CASES = [(slug, players, seed) for slug in sorted(CONTRACT_GAMES) for players in player_counts(slug)
         for seed in seeds(players)]


def strings(value: Any) -> Iterator[str]:
    """Every string value (not key) inside plain JSON data. (A stack, not recursion: the contract
    reads every view at every step, and nested generators made that most of its time.)"""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)


def wire(move: Move, rules) -> Move:
    """The move as the API would receive it: payload through JSON and the move's schema."""
    payload = json.loads(json.dumps(dict(move.payload)))
    schema = rules.info.moves[move.type].schema()
    loaded = schema.load(payload)
    assert schema.load(schema.dump(loaded)) == loaded
    return referee.parse(rules, move.type, move.seat, payload)


def assert_snapshot_contract(rules, players, options, state, log) -> None:
    snapshot = rules.dump(state)
    json.dumps(snapshot)
    assert rules.load(snapshot) == state
    assert rules.dump(rules.load(json.loads(json.dumps(snapshot)))) == snapshot
    assert rules.dump(referee.fold(rules, players, options, log)) == snapshot
    # PostgreSQL's jsonb gives a stored snapshot back with its objects' keys reordered: no phone
    # may see a difference (a climb's piles came back in another order once).
    reordered = rules.load(json.loads(json.dumps(snapshot, sort_keys=True)))
    for viewer in [None, *range(players)]:
        assert rules.view(reordered, viewer) == rules.view(state, viewer), "a view depends on key order"


# A game whose sealed entries come from a small domain (EkeQ's face-down card is "a 4"), where
# finding a sealed value elsewhere in a view proves nothing, gives a probe instead: the state with
# every sealed entry but the viewer's own changed. No view may change with it.
SEALED_PROBES = {EKEQ.info.slug: twist_sealed}


def assert_views_contract(rules, players, state, log, lines=None) -> None:
    """No view and no log line shows anyone but its owner a private entry still sealed.

    What is sealed is the game's own word: a private move whose payload `redact` still hides
    from the table view (seat None). Until then its values may appear in the owner's view only.
    `lines` are the log lines to read as each seat would (by default the whole log).
    """
    # An empty text (a cleared line) tells nothing, and every view holds some.
    probe = SEALED_PROBES.get(rules.info.slug)
    sealed = [] if probe else [
        (move.seat, set(filter(None, strings(dict(move.payload))))) for move, _now in log
        if rules.is_private(state, move) and rules.redact(state, move, None) is None]
    for viewer in [None, *range(players)]:
        view = rules.view(state, viewer)
        json.dumps(view)
        if probe is not None:
            assert rules.view(probe(state, viewer), viewer) == view, f"{viewer} sees another's sealed entry"
        else:
            seen = set(strings(view))
            for owner, secret in sealed:
                if owner != viewer:
                    assert not secret & seen, f"{viewer} sees seat {owner}'s sealed {secret & seen}"
        for move, _now in log if lines is None else lines:
            if rules.is_private(state, move) and viewer != move.seat:
                shown = rules.redact(state, move, viewer)
                assert shown is None or rules.redact(state, move, None) is not None, \
                    f"the log shows {viewer} seat {move.seat}'s sealed entry"
    scores = rules.scores(state)
    json.dumps(scores)
    if rules.info.scores_schema is not None:
        assert_fits(scores, rules.info.scores_schema)
    assert len(scores["totals"]) == players
    for line in scores.get("rounds", []):  # the score sheet, as screens and the CSV export read it
        assert isinstance(line["label"], str) and len(line["scores"]) == players
    json.dumps(rules.flags(state))


def play_random_game(rules, players: int, options: Mapping[str, Any], rng: random.Random, *,
                     checked: Callable[[int, Any, list], bool] | None = None,
                     after_move: Callable[[Any, list], None] | None = None):
    """A seeded random game, each move from the game's `sample_move` through `referee.play` from
    the seat's own phone, as the service would; the contract is checked whenever `checked(step,
    state, log)` says so (by default at every step once a private move was played, else every
    FOLD_EVERY steps) and at the end. Between those full checks, a game that has had a private
    move has its views and its newest log line checked at every step: a leak may last a single
    move, while refolding the log at every step would make a long game quadratic. Returns the
    loaded options, the final state and the log."""
    loaded, state = referee.new_game(rules, players, options)
    schema = rules.info.options_schema()
    assert schema.load(schema.dump(loaded)) == loaded
    log: list[tuple[Move, int]] = []
    private_moves = 0
    for step in range(MAX_MOVES):
        if rules.outcome(state) is not None:
            break
        to_move = rules.to_move(state)
        assert to_move, "a game in progress must wait for someone"
        move = replace(wire(rules.sample_move(state, rng), rules), seq=step + 1)
        assert move.seat in to_move
        before = rules.dump(state)
        private_moves += rules.is_private(state, move)
        now_ms = 1_000 * (step + 1)
        new_state = referee.play(rules, state, move, Entrant(seat=move.seat), now_ms)
        assert rules.dump(state) == before, "apply must not change the state it was given"
        state = new_state
        log.append((move, now_ms))
        if after_move is not None:
            after_move(state, log)
        if checked(step, state, log) if checked else step % FOLD_EVERY == 0:
            assert_snapshot_contract(rules, players, loaded, state, log)
            assert_views_contract(rules, players, state, log)
        elif private_moves and not checked:
            assert_views_contract(rules, players, state, log, lines=log[-1:])
    else:
        pytest.fail(f"no result after {MAX_MOVES} moves")

    assert_snapshot_contract(rules, players, loaded, state, log)
    assert_views_contract(rules, players, state, log)
    outcome = rules.outcome(state)
    json.dumps(outcome.to_json())
    if rules.info.result_schema is not None:
        assert_fits(outcome.to_json(), rules.info.result_schema)
    assert len(outcome.totals) == players
    # EkeQ's match can end drawn (C-A25), and a stalled climb with no winner (D-A6)
    assert outcome.winners or outcome.termination in ("draw", "stalled")
    assert all(0 <= seat < players for seat in outcome.winners)
    assert rules.to_move(state) == frozenset()
    return loaded, state, log


@pytest.mark.parametrize("slug, players, seed", CASES, ids=[f"{s}-{p}p-seed{r}" for s, p, r in CASES])
def test_random_games_keep_the_rules_contract(slug, players, seed):
    play_random_game(CONTRACT_GAMES[slug], players, {}, random.Random(f"{slug}/{players}/{seed}"))


DEPTH_CASES = [(slug, depth) for slug in sorted(GAMES)
               for depth in other_depths(GAMES[slug].info.options_schema)]


def depth_allows(rules, players: int, depth: str) -> bool:
    """Whether a table of `players` may be entered at `depth`. A depth that is not for every
    table size (2P6C's quick log is solo only) refuses the others when the match is made, as a
    field error under `depth`."""
    try:
        referee.new_game(rules, players, {"depth": depth})
    except ValidationError as refused:
        assert "depth" in refused.messages, refused.messages
        return False
    return True


@pytest.mark.parametrize("slug, depth", DEPTH_CASES, ids=[f"{s}-{d}" for s, d in DEPTH_CASES])
def test_random_games_at_every_depth_keep_the_rules_contract(slug, depth):
    rules = GAMES[slug]
    sizes = [players for players in (rules.info.min_players, rules.info.max_players)
             if depth_allows(rules, players, depth)]
    assert sizes, f"{slug} at {depth} takes neither its smallest nor its largest table"
    for players in sizes:
        play_random_game(rules, players, {"depth": depth}, random.Random(f"{slug}/{depth}/{players}"))


def test_the_games_that_offer_a_depth_of_entry():
    assert {slug for slug, _depth in DEPTH_CASES} >= {"mini-golf", "flares", "collector", "half-zero", "2p6c"}


@pytest.mark.parametrize("slug", sorted(CONTRACT_GAMES))
def test_game_catalogue_entry_is_complete(slug):
    info = CONTRACT_GAMES[slug].info
    assert info.slug == slug
    assert 1 <= info.min_players <= info.max_players  # 2P6C is also played solo
    for name, move_type in info.moves.items():
        assert move_type.name == name
        move_type.schema()  # constructible
    for rule_id, text in info.rules.items():
        assert text.en and text.it, rule_id
    defaults = info.options_schema().load({})
    json.dumps(defaults)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_publishes_its_result_and_score_sheet_shapes(slug):
    info = GAMES[slug].info
    assert info.result_schema is not None and info.scores_schema is not None
    assert issubclass(info.result_schema, ResultSchema) and issubclass(info.scores_schema, ScoreSheetSchema)
    # What the totals count is the game's own: each game says it.
    for schema in (info.result_schema, info.scores_schema):
        assert schema._declared_fields["totals"] is not ResultSchema._declared_fields["totals"]
        assert schema._declared_fields["totals"] is not ScoreSheetSchema._declared_fields["totals"]


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_move_lists_the_rules_it_checks_in_order(slug):
    """The catalogue publishes each move's check order; every id in it is one of the game's
    rules, and every rule a move can answer is listed under some move."""
    info = GAMES[slug].info
    listed = [rule for move in info.moves.values() for rule in move.checks]
    assert all(move.checks for move in info.moves.values()), "a move without its check order"
    assert set(listed) <= set(info.rules), set(listed) - set(info.rules)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_published_check_order_asks_the_referees_questions_first(slug):
    """Whatever a game lists, the catalogue's order starts where `referee.check` starts: the game
    over (except for moves taken after it), the seat, the tracked hand, the phone."""
    rules = GAMES[slug]
    info = rules.info
    for name in info.moves:
        order = referee.check_order(rules, name)
        referees = order[:3] if name in info.after_game_moves else order[1:4]
        assert referees[0] == info.core_rule("CORE-NOT-SEATED", "CORE-BAD-PAYLOAD")
        assert referees[1] == "CORE-HAND-OWN-PHONE"
        if name not in info.after_game_moves:
            assert order[0] == info.core_rule("CORE-GAME-OVER", "CORE-GAME-OVER")
        assert set(order) <= set(info.rules), set(order) - set(info.rules)


def test_a_finished_match_answers_its_first_check_before_the_seat():
    rules = GAMES["mini-golf"]
    _options, state, _log = play_random_game(rules, 2, {"holes": 1}, random.Random("finished"))
    with pytest.raises(RuleViolation) as refused:
        referee.play(rules, state, Move("start_hole", 7, {"initial_discard": "5C"}), Entrant(host=True), 0)
    assert refused.value.rule_id == referee.check_order(rules, "start_hole")[0] == "CORE-GAME-OVER"
