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
    assert [(move["type"], move["depth"]) for move in golf["moves"]] == [
        ("start_hole", "every_move"), ("turn", "every_move"), ("reveal", "every_move"), ("grid", "hand")]
    rules = {rule["id"]: rule["message"] for rule in golf["rules"]}
    assert rules["GOLF-DISCARD-TOP"]["en"] == "You can only take the top discard, which is {top}."
    assert rules["GOLF-DISCARD-TOP"]["it"]
    assert {"CORE-NOT-YOUR-TURN", "GOLF-HOLE-OVER", "GOLF-MUST-REPLACE"} <= set(rules)


def test_the_catalogue_speaks_the_readers_language_and_says_it_varies_by_it(api):
    english = api.get("/games/mini-golf")
    italian = api.get("/games/mini-golf", headers={"Accept-Language": "it-IT,it;q=0.9"})
    assert english.headers["Vary"] == italian.headers["Vary"] == "Accept-Language"
    holes_en = english.get_json()["options"]["properties"]["holes"]
    holes_it = italian.get_json()["options"]["properties"]["holes"]
    assert (holes_en["title"], holes_it["title"]) == ("Holes", "Buche")
    assert "MG-14" not in holes_en["description"] and holes_it["description"] != holes_en["description"]
    assert italian.get_json()["summary"] != english.get_json()["summary"]
    listed = api.get("/games", headers={"Accept-Language": "it"})
    assert listed.headers["Vary"] == "Accept-Language"
    golf = next(game for game in listed.get_json() if game["slug"] == "mini-golf")
    assert golf["summary"] == italian.get_json()["summary"]


def test_an_enum_option_keeps_its_values_and_labels_each_one(api):
    options = api.get("/games/mini-golf", headers={"Accept-Language": "it"}).get_json()["options"]
    deck = options["properties"]["deck_exhausted"]
    assert deck["enum"] == ["reshuffle_discards", "end_hole"]
    assert [choice["const"] for choice in deck["oneOf"]] == deck["enum"]
    assert deck["oneOf"][1]["title"] == "La buca finisce subito"
    rounds = api.get("/games/sixes").get_json()["options"]["properties"]["round_plan"]
    assert [choice["title"] for choice in rounds["items"]["oneOf"]] == ["Match", "Unique", "Lightning"]
    decks = api.get("/games/2p6c").get_json()["options"]["properties"]["decks"]
    word = next(branch for branch in decks["anyOf"] if "enum" in branch)
    assert word["oneOf"] == [{"const": "auto", "title": "One per one or two players"}]


def test_moves_have_a_name_and_a_log_line_and_main_options_are_marked(api):
    golf = api.get("/games/mini-golf", headers={"Accept-Language": "it"}).get_json()
    start = golf["moves"][0]
    assert (start["type"], start["title"], start["entry"]) == (
        "start_hole", "Inizia la buca", "{player} inizia la buca")
    assert start["summary"] == "Il mazziere scopre il primo scarto e la buca comincia."
    main = [name for name, spec in golf["options"]["properties"].items() if spec.get("x-main")]
    assert main == ["holes", "depth", "entry_mode"]


def test_2p6c_puts_its_deck_who_judges_words_and_what_is_entered_up_front(api):
    """Three main options at most: a solo player's quick log (depth) takes entry_mode's place."""
    options = api.get("/games/2p6c").get_json()["options"]["properties"]
    assert [name for name, spec in options.items() if spec.get("x-main")] == ["deck", "word_source", "depth"]
    assert options["depth"]["enum"] == ["every_move", "quick"]
    assert [choice["title"] for choice in options["depth"]["oneOf"]] == [
        "Every move", "A quick log (solo, end figures only)"]


def test_a_language_the_catalogue_does_not_speak_gets_english(api):
    english = api.get("/games/mini-golf").get_json()
    french = api.get("/games/mini-golf", headers={"Accept-Language": "fr"}).get_json()
    assert french == english and french["options"]["properties"]["holes"]["title"] == "Holes"


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


def test_every_catalogue_entry_is_self_contained_and_publishes_result_scores_and_check_order(api):
    """A client reads one entry without the OpenAPI document: nothing in it points elsewhere."""
    import json
    for slug in GAMES:
        entry = api.get(f"/games/{slug}").get_json()
        assert "$ref" not in json.dumps(entry), slug
        assert {"winners", "totals", "termination"} <= set(entry["result"]["properties"]), slug
        assert entry["result"]["additionalProperties"] is False, slug
        assert "totals" in entry["scores"]["properties"] and entry["scores"]["properties"]["totals"]["description"]
        for move in entry["moves"]:
            assert move["checks"] and set(move["checks"]) <= {rule["id"] for rule in entry["rules"]}, (slug, move["type"])


def test_nested_schemas_in_the_document_are_named_after_their_game(api):
    schemas = api.get("/openapi.json").get_json()["components"]["schemas"]
    assert {"SixesTarget", "ColdWarCardRef", "EkeqCard"} <= set(schemas)
    assert not {"Target", "CardRef", "CountryDeck"} & set(schemas)


def test_every_rule_in_the_catalogue_says_the_status_its_refusal_answers(api):
    """Who may act answers 403 in every game (Sixes calls a list written from another phone
    SIX-OWN-LIST); a value no state accepts 422 (a Flares hand of the wrong size); the rest 409."""
    for slug in GAMES:
        statuses = {rule["id"]: rule["status"] for rule in api.get(f"/games/{slug}").get_json()["rules"]}
        forbidden = {rule for rule, status in statuses.items() if status == 403}
        assert {"CORE-NOT-AUTHORIZED", "CORE-HAND-OWN-PHONE", "CORE-HAND-REENTER"} <= forbidden, slug
        assert forbidden <= {"CORE-NOT-AUTHORIZED", "CORE-HAND-OWN-PHONE", "CORE-HAND-REENTER",
                             "CORE-NOT-AUTHORIZED-PRIVATE", "SIX-OWN-LIST"}, slug
        assert set(statuses.values()) <= {403, 409, 422}, slug
    flares = {rule["id"]: rule["status"] for rule in api.get("/games/flares").get_json()["rules"]}
    assert (flares["FLARES-HAND-SIZE"], flares["FLARES-NOT-DECK-TRICK"], flares["CORE-BAD-PAYLOAD"]) == (422, 409, 409)


def test_an_option_for_some_values_of_another_names_an_option_and_values_that_exist(api):
    """`x-only-when` (EkeQ's variant rules): the create screen hides an option while it does not
    apply, so a condition naming no option, or no value of it, would hide it for good."""
    marked = {}
    for slug in GAMES:
        options = api.get(f"/games/{slug}").get_json()["options"]["properties"]
        for name, spec in options.items():
            for other, values in spec.get("x-only-when", {}).items():
                assert set(values) <= set(options[other]["enum"]), (slug, name)
                marked[(slug, name)] = values
    assert marked[("ekeq", "figures")] == ["climb"] and marked[("ekeq", "first_player")] == ["climb", "family"]
    assert marked[("ekeq", "initial_q_holder")] == ["base"] and ("ekeq", "variant") not in marked
