"""A long read-only list is encoded once and its bytes spliced into every document that holds it
(models/jsoncodec.py): a match's history goes into its stored state and every move's answer, and
is encoded again only when a line is added to it. What is spliced is what orjson writes itself."""
from __future__ import annotations

import json
import random

import orjson
import pytest

from models import jsoncodec
from rules import referee
from rules.base import Entrant
from rules.frozen import FrozenDict, FrozenList, read_only
from rules.registry import GAMES

STEPS = 400


def _native(value) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)


def test_a_long_read_only_list_is_encoded_once_what_it_holds_is_not_read_again():
    lines = FrozenList(FrozenDict({"hole": hole, "scores": FrozenList([hole, -hole])})
                       for hole in range(1, jsoncodec.ENCODED_ONCE_FROM + 1))
    first = jsoncodec.encoded({"rounds": lines, "version": 1})
    # Changed behind its back (nothing in the service can): the kept bytes are spliced, so the
    # change does not show. A list shorter than the bound is encoded anew each time.
    list.__setitem__(lines, 0, "changed")
    assert jsoncodec.encoded({"rounds": lines, "version": 2}) == first.replace(b'"version":1', b'"version":2')
    short = FrozenList([1, 2])
    jsoncodec.encoded({"short": short})
    list.__setitem__(short, 0, "changed")
    assert jsoncodec.encoded({"short": short}) == b'{"short":["changed",2]}'


def test_a_plain_list_is_never_kept_encoded():
    lines = list(range(jsoncodec.ENCODED_ONCE_FROM * 2))
    jsoncodec.encoded({"lines": lines})
    lines[0] = "changed"
    assert json.loads(jsoncodec.encoded({"lines": lines}))["lines"][0] == "changed"


def test_subclasses_of_json_types_encode_as_what_they_hold():
    class Seat(int):
        pass

    class Name(str):
        pass
    value = {"seat": Seat(2), "name": Name("Ann"), 3: FrozenDict({"x": FrozenList([Seat(1)] * 20)})}
    assert jsoncodec.encoded(value) == _native(value)
    assert jsoncodec.dumps(value) == _native(value).decode()


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_games_state_and_views_encode_as_orjson_writes_them(slug):
    """Along a random game, played from read-only states as the service plays it: the stored
    snapshot and every seat's view encode to the bytes orjson writes for them itself."""
    rules, rng = GAMES[slug], random.Random(1)
    players = min(rules.info.max_players, rules.info.min_players + 1)
    _options, state = referee.new_game(rules, players, {})
    state = read_only(state)
    for step in range(1, STEPS + 1):
        if rules.outcome(state) is not None:
            break
        sampled = rules.sample_move(state, rng)
        move = referee.parse(rules, sampled.type, sampled.seat,
                             json.loads(json.dumps(dict(sampled.payload))), step)
        state = read_only(referee.play(rules, state, move, Entrant(seat=move.seat), 1000 * step), like=state)
        documents = [rules.dump(state), rules.scores(state), rules.flags(state),
                     *(rules.view(state, seat) for seat in [None, *range(players)])]
        for document in documents:
            assert jsoncodec.encoded(document) == _native(document), f"move {step}"
    assert step > 10
