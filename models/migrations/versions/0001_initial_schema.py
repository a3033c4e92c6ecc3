"""Initial schema: matches, seats, the move log, idempotency records and the undo audit.

Revision ID: 0001
Revises:
Create Date: 2026-11-21
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('match',
    sa.Column('id', sa.String(length=24), nullable=False),
    sa.Column('game', sa.String(length=40), nullable=False),
    sa.Column('players', JSON_TYPE, nullable=False),
    sa.Column('options', JSON_TYPE, nullable=False),
    sa.Column('state', JSON_TYPE, nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('next_seq', sa.Integer(), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('join_code', sa.String(length=8), nullable=False),
    sa.Column('host_token_hash', sa.String(length=64), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('host_token_hash'),
    sa.UniqueConstraint('join_code')
    )
    op.create_table('idempotency',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.String(length=24), nullable=False),
    sa.Column('entrant', sa.String(length=16), nullable=False),
    sa.Column('key', sa.String(length=200), nullable=False),
    sa.Column('request_hash', sa.String(length=64), nullable=False),
    sa.Column('status', sa.Integer(), nullable=False),
    sa.Column('response', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], ),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('match_id', 'entrant', 'key')
    )
    op.create_table('move',
    sa.Column('match_id', sa.String(length=24), nullable=False),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.Column('type', sa.String(length=40), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=False),
    sa.Column('entered_by', sa.String(length=16), nullable=False),
    sa.Column('payload', JSON_TYPE, nullable=False),
    sa.Column('now_ms', sa.BigInteger(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], ),
    sa.PrimaryKeyConstraint('match_id', 'seq')
    )
    op.create_table('seat',
    sa.Column('match_id', sa.String(length=24), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=40), nullable=False),
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('claimed', sa.Boolean(), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], ),
    sa.PrimaryKeyConstraint('match_id', 'seat'),
    sa.UniqueConstraint('token_hash')
    )
    op.create_table('undone_move',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.String(length=24), nullable=False),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.Column('type', sa.String(length=40), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=False),
    sa.Column('entered_by', sa.String(length=16), nullable=False),
    sa.Column('payload', JSON_TYPE, nullable=False),
    sa.Column('now_ms', sa.BigInteger(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('undone_by', sa.String(length=16), nullable=False),
    sa.Column('undone_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], ),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('undone_move', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_undone_move_match_id'), ['match_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('undone_move', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_undone_move_match_id'))

    op.drop_table('undone_move')
    op.drop_table('seat')
    op.drop_table('move')
    op.drop_table('idempotency')
    op.drop_table('match')
