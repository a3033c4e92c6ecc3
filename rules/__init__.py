"""The games: pure rules, no web framework, no database, no clock, no I/O."""
