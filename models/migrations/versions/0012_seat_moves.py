"""Seats moved to another phone without their holder's consent: what the phone now holding one
may not read until it re-enters it, and whether a hand-off code was forced by the host.

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-28
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision = '0012'
down_revision = '0011'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('match', schema=None) as batch_op:
        batch_op.add_column(sa.Column('seat_moves', JSON_TYPE, nullable=True))
    with op.batch_alter_table('seat', schema=None) as batch_op:
        batch_op.add_column(sa.Column('handoff_forced', sa.Boolean(), nullable=False,
                                      server_default=sa.text('false')))


def downgrade() -> None:
    with op.batch_alter_table('seat', schema=None) as batch_op:
        batch_op.drop_column('handoff_forced')
    with op.batch_alter_table('match', schema=None) as batch_op:
        batch_op.drop_column('seat_moves')
