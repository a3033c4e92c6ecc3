"""Tournaments: the tournament snapshot, its tokens, its audit, and a match's tournament table.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-25
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('tournament',
    sa.Column('id', sa.String(length=24), nullable=False),
    sa.Column('game', sa.String(length=40), nullable=False),
    sa.Column('name', sa.String(length=80), nullable=False),
    sa.Column('state', JSON_TYPE, nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_table('tournament_token',
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('tournament_id', sa.String(length=24), nullable=False),
    sa.Column('role', sa.String(length=16), nullable=False),
    sa.Column('player', sa.Integer(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['tournament_id'], ['tournament.id'], ),
    sa.PrimaryKeyConstraint('token_hash')
    )
    with op.batch_alter_table('tournament_token', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_tournament_token_tournament_id'), ['tournament_id'], unique=False)
    op.create_table('tournament_event',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('tournament_id', sa.String(length=24), nullable=False),
    sa.Column('type', sa.String(length=40), nullable=False),
    sa.Column('payload', JSON_TYPE, nullable=False),
    sa.Column('by_role', sa.String(length=16), nullable=False),
    sa.Column('by_player', sa.Integer(), nullable=True),
    sa.Column('at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['tournament_id'], ['tournament.id'], ),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('tournament_event', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_tournament_event_tournament_id'), ['tournament_id'], unique=False)
    with op.batch_alter_table('match', schema=None) as batch_op:
        batch_op.add_column(sa.Column('tournament', JSON_TYPE, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('match', schema=None) as batch_op:
        batch_op.drop_column('tournament')
    with op.batch_alter_table('tournament_event', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_tournament_event_tournament_id'))
    op.drop_table('tournament_event')
    with op.batch_alter_table('tournament_token', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_tournament_token_tournament_id'))
    op.drop_table('tournament_token')
    op.drop_table('tournament')
