"""Alembic environment: migrations run on the connection the app hands over (see migrate.py)."""
from alembic import context

from models.tables import SQLModel

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=SQLModel.metadata,
                  render_as_batch=connection.dialect.name == "sqlite")
context.run_migrations()
