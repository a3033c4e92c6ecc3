"""Cold War beyond the table: stored country decks (cold-war.md), kept by their content."""
