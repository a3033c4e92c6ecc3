"""Cold War beyond the table: stored country decks (docs/games/cold-war.md), kept by their content."""
