"""The audit of corrections: a move's payload before the organiser replaced it (docs/games/cold-war.md §3.5).

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('corrected_move',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.String(length=24), nullable=False),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.Column('type', sa.String(length=40), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=False),
    sa.Column('payload_before', JSON_TYPE, nullable=False),
    sa.Column('payload_after', JSON_TYPE, nullable=False),
    sa.Column('corrected_by', sa.String(length=16), nullable=False),
    sa.Column('corrected_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], ),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('corrected_move', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_corrected_move_match_id'), ['match_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('corrected_move', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_corrected_move_match_id'))
    op.drop_table('corrected_move')
