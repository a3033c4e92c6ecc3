"""Persistence: SQLModel tables, the engine, and the schema migrations."""
