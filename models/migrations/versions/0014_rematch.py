"""Playing again: the match a finished one leads to, and each seat of it kept for the phone that
held the seat before.

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-30
"""
import sqlalchemy as sa
from alembic import op

revision = '0014'
down_revision = '0013'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('match', schema=None) as batch_op:
        batch_op.add_column(sa.Column('next_match', sa.String(length=24), nullable=True))
    with op.batch_alter_table('seat', schema=None) as batch_op:
        batch_op.add_column(sa.Column('reserved_for', sa.String(length=64), nullable=True))


def downgrade() -> None:
    # ALTER TABLE … DROP COLUMN in place (SQLite 3.35 on): a batch copy of `match` would drop the
    # table its moves, seats and stored answers point to.
    op.drop_column('seat', 'reserved_for')
    op.drop_column('match', 'next_match')
