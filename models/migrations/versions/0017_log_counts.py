"""Each match keeps how many moves of its log each phone entered, so that a move checks its
phone's share of the log without counting the log.

Matches made before start with none (null): the next move of each counts its log once.

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-30
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision = '0017'
down_revision = '0016'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('match') as batch:
        batch.add_column(sa.Column('log_counts', JSON_TYPE, nullable=True))


def downgrade() -> None:
    # ALTER TABLE … DROP COLUMN in place (SQLite 3.35 on): a batch copy of `match` would drop the
    # table its moves, seats and stored answers point to.
    op.drop_column('match', 'log_counts')
