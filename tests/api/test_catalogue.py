"""Health, clock, the game catalogue and the OpenAPI document."""
from __future__ import annotations

import time

from openapi_spec_validator import validate

from api import create_app
from rules.registry import GAMES


def test_health_names_the_database(api, backend):
    assert api.get("/health").get_json() == {"status": "ok", "database": backend}


def test_time_is_the_service_clock_in_ms(api, clock):
    assert api.get("/time").get_json()["now_ms"] == clock()
    clock.advance(1234)  # the same clock stamps moves, so phones see the time moves are judged by
    assert api.get("/time").get_json()["now_ms"] == clock()


def test_the_service_clock_is_the_real_time_unless_replaced(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'clock.db'}"})
    before = time.time_ns() // 1_000_000
    now = app.test_client().get("/api/v1/time").get_json()["now_ms"]
    assert before <= now <= time.time_ns() // 1_000_000
    app.extensions["table_referee"].db.dispose()


def test_catalogue_lists_every_registered_game(api):
    games = api.get("/games").get_json()
    assert [game["slug"] for game in games] == list(GAMES)
    golf = next(game for game in games if game["slug"] == "mini-golf")
    assert (golf["min_players"], golf["max_players"]) == (2, 4)


def test_game_page_has_options_with_defaults_moves_and_every_rule(api):
    golf = api.get("/games/mini-golf").get_json()
    options = golf["options"]["properties"]
    assert options["holes"]["default"] == 9
    assert options["suit_bonus_mode"]["default"] == "tiered"
    assert options["tie_rule"]["enum"] == ["shared", "playoff"]
    assert [move["type"] for move in golf["moves"]] == ["start_hole", "turn", "reveal"]
    rules = {rule["id"]: rule["message"] for rule in golf["rules"]}
    assert rules["GOLF-DISCARD-TOP"]["en"] == "You can only take the top discard, which is {top}."
    assert rules["GOLF-DISCARD-TOP"]["it"]
    assert {"CORE-NOT-YOUR-TURN", "GOLF-HOLE-OVER", "GOLF-MUST-REPLACE"} <= set(rules)


def test_unknown_game_page_is_404_problem(api):
    response = api.get("/games/chess")
    assert response.status_code == 404 and response.mimetype == "application/problem+json"


def test_openapi_document_is_valid_openapi_3_and_documents_the_games(api):
    document = api.get("/openapi.json").get_json()
    validate(document)
    assert document["openapi"].startswith("3.")
    schemas = document["components"]["schemas"]
    assert {"MiniGolfOptions", "MiniGolfStartHolePayload", "MiniGolfTurnPayload",
            "MiniGolfRevealPayload"} <= set(schemas)
    paths = document["paths"]
    for path in ("/api/v1/health", "/api/v1/time", "/api/v1/games", "/api/v1/matches",
                 "/api/v1/matches/{match_id}", "/api/v1/matches/{match_id}/moves",
                 "/api/v1/matches/{match_id}/undo", "/api/v1/matches/{match_id}/events",
                 "/api/v1/join", "/api/v1/matches/{match_id}/export.csv",
                 "/api/v1/matches/{match_id}/qr.svg"):
        assert path in paths, path


def test_reference_page_is_served_with_local_assets(api):
    page = api.get("/docs")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "/api/v1/docs/assets/swagger-ui-bundle.js" in html and "//cdn" not in html
    asset = api.get("/docs/assets/swagger-ui-bundle.js")
    assert asset.status_code == 200 and len(asset.data) > 100_000


def test_openapi_document_is_built_once_and_still_follows_the_registered_games(app, database_url,
                                                                                with_sealed_bid):
    """Apps made from the same code share one document; registering a game makes a new one."""
    before = app.extensions["smorest_api"].spec
    assert "SealedBidOptions" not in before.to_dict()["components"]["schemas"]
    again = create_app({"DATABASE_URL": database_url, "RATELIMIT_ENABLED": False})
    try:
        schemas = again.test_client().get("/api/v1/openapi.json").get_json()["components"]["schemas"]
        assert again.extensions["smorest_api"].spec is not before
        assert {"SealedBidOptions", "MiniGolfOptions"} <= set(schemas)
        assert again.test_client().get("/api/v1/docs").status_code == 200
    finally:
        again.extensions["table_referee"].hub.close()
        again.extensions["table_referee"].db.dispose()
