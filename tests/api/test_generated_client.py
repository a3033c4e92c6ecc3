"""A client nobody here wrote: openapi-python-client generates a Python package from
/api/v1/openapi.json, and that package, with its own models and its own HTTP calls, creates a
Mini Golf match and a Sixes game and plays both to their results. Nothing here writes a URL, a
header or a JSON body: if the document does not say how, the generated client cannot do it.

The package is generated once per test session (about two seconds) and talks to the app through
httpx's WSGI transport, the real request handling without a socket."""
from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
import uuid
from pathlib import Path
from types import SimpleNamespace

import httpx
import pytest

from tests.api.golf_h01 import HOLE_H01

PACKAGE = "table_referee_client"
CONFIG = f"post_hooks: []\nproject_name_override: table-referee-client\npackage_name_override: {PACKAGE}\n"


@pytest.fixture(scope="session")
def generated(tmp_path_factory):
    """The generated package, imported: its models, its Client, and one call module per operation."""
    generator = shutil.which("openapi-python-client", path=str(Path(sys.executable).parent))
    assert generator, "openapi-python-client is a dev dependency (make test installs it)"
    from api import create_app
    workdir = tmp_path_factory.mktemp("generated-client")
    app = create_app({"DATABASE_URL": f"sqlite:///{workdir / 'document.db'}"})
    (workdir / "openapi.json").write_bytes(app.test_client().get("/api/v1/openapi.json").data)
    app.extensions["table_referee"].db.dispose()
    (workdir / "config.yml").write_text(CONFIG)
    subprocess.run([generator, "generate", "--path", "openapi.json", "--config", "config.yml",
                    "--meta", "none", "--output-path", PACKAGE], cwd=workdir, check=True,
                   capture_output=True, timeout=120)
    sys.path.insert(0, str(workdir))
    try:
        package = SimpleNamespace(
            client=importlib.import_module(f"{PACKAGE}.client"),
            models=importlib.import_module(f"{PACKAGE}.models"),
            create=importlib.import_module(f"{PACKAGE}.api.matches.post_api_v1_matches"),
            view=importlib.import_module(f"{PACKAGE}.api.matches.get_api_v1_matches_match_id"),
            move=importlib.import_module(f"{PACKAGE}.api.moves.post_api_v1_matches_match_id_moves"),
            game=importlib.import_module(f"{PACKAGE}.api.games.get_api_v1_games_slug"))
    finally:
        sys.path.remove(str(workdir))
    return package


class Table:
    """One match, driven only through the generated package."""

    def __init__(self, generated, app, game: str, players: list[str], options: dict) -> None:
        self.g = generated
        self.transport = httpx.WSGITransport(app=app)
        anonymous = generated.client.Client(base_url="http://testserver",
                                            httpx_args={"transport": self.transport})
        entry = generated.game.sync(game, client=anonymous)
        assert isinstance(entry, generated.models.Game), entry
        # The document names each game's variant of a body after the game's title.
        self.game_prefix = "".join(entry.title.split())
        model = getattr(generated.models, f"PostApiV1Matches{self.game_prefix}")
        body = model.from_dict({"game": game, "players": players, "options": options})
        created = generated.create.sync(client=anonymous, body=body)
        assert isinstance(created, generated.models.CreatedMatch), created
        self.created = created
        self.game = game

    def client(self, token: str):
        return self.g.client.AuthenticatedClient(base_url="http://testserver", token=token,
                                                 httpx_args={"transport": self.transport})

    def host(self):
        return self.client(self.created.host_token)

    def seat(self, seat: int):
        return self.client(self.created.seats[seat].token)

    def body(self, type_: str, seat: int, payload: dict):
        """The generated model of this game's move `type_`: the move body's union holds one per
        game and type, named after both."""
        wanted = "PostApiV1MatchesMatchIdMoves" + self.game_prefix + "".join(
            part.capitalize() for part in type_.split("_"))
        model = getattr(self.g.models, wanted, None)
        assert model is not None, f"no generated model {wanted}"
        return model.from_dict({"type": type_, "seat": seat, "payload": payload})

    def play(self, client, seat: int, type_: str, payload: dict):
        answer = self.g.move.sync_detailed(self.created.id, client=client,
                                           body=self.body(type_, seat, payload),
                                           idempotency_key=uuid.uuid4().hex)
        assert answer.status_code == 201, answer.content
        return answer.parsed

    def view(self, client=None):
        view = self.g.view.sync(self.created.id, client=client or self.host())
        assert isinstance(view, self.g.models.MatchView), view
        return view


def test_a_generated_client_plays_a_mini_golf_hole_to_its_result(generated, app):
    table = Table(generated, app, "mini-golf", ["Ann", "Ben"], {"holes": 1})
    for seat, type_, payload in HOLE_H01:
        table.play(table.seat(seat), seat, type_, payload)
    view = table.view()
    assert view.status.value == "finished"
    result = view.result
    assert isinstance(result, generated.models.MiniGolfResult), type(result)
    assert result.totals == [float(total) for total in view.scores.totals]
    assert all(isinstance(total, (int, float)) for total in result.totals)
    assert result.termination.value == "holes_complete" and result.winners


def test_a_generated_client_reads_a_refusal_as_a_problem_with_its_rule(generated, app):
    table = Table(generated, app, "mini-golf", ["Ann", "Ben"], {})
    answer = generated.move.sync_detailed(
        table.created.id, client=table.seat(1), idempotency_key=uuid.uuid4().hex,
        body=table.body("turn", 1, {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"}))
    assert answer.status_code == 409
    assert isinstance(answer.parsed, generated.models.Problem) and answer.parsed.rule


def test_a_generated_client_plays_a_sixes_game_to_its_result(generated, app, clock):
    """Six rounds: the reader sets the card and starts the timer, every player writes a line and
    says done (which locks the round), the reader finalizes the reviewed round."""
    table = Table(generated, app, "sixes", ["Ann", "Ben", "Cat"], {"timer_seconds": 60})
    for seat in range(3):
        table.play(table.seat(seat), seat, "options_agreed", {})
    words = ["apple", "brick", "cloud", "drum", "eagle", "flint"]
    plan = table.view().options.additional_properties["round_plan"]
    for number, kind in enumerate(plan):
        reader = table.view().state.additional_properties["round"]["reader"]
        # A Lightning card names six categories, the other kinds one.
        texts = [f"Category {number + 1}.{item}" for item in range(6 if kind == "lightning" else 1)]
        table.play(table.seat(reader), reader, "card_set", {"texts": texts})
        table.play(table.seat(reader), reader, "timer_started", {})
        for seat in range(3):
            table.play(table.seat(seat), seat, "line_set",
                       {"index": 1, "text": f"{words[number]} {seat}"})
            table.play(table.seat(seat), seat, "player_done", {})
        table.play(table.seat(reader), reader, "round_finalized", {})
    view = table.view()
    assert view.status.value == "finished"
    assert isinstance(view.result, generated.models.SixesResult), type(view.result)
    assert view.result.termination.value == "six_rounds"
    assert len(view.result.totals) == 3 and all(isinstance(total, (int, float)) for total in view.result.totals)
