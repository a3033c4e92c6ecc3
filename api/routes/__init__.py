"""The app-wide HTTP endpoints: the service's own (health, clock, API documents), the game
catalogue, the phone app and the setup page. The matches, each game's extras and tournaments keep
their endpoints in their own packages (api/matches, api/two_p6c, api/cold_war, api/tournaments)."""
