"""Series: tournaments of one game with the same players from event to event, and their organisers.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-27
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('series',
    sa.Column('id', sa.String(length=24), nullable=False),
    sa.Column('game', sa.String(length=40), nullable=False),
    sa.Column('name', sa.String(length=80), nullable=False),
    sa.Column('state', JSON_TYPE, nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_table('series_token',
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('series_id', sa.String(length=24), nullable=False),
    sa.Column('role', sa.String(length=16), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['series_id'], ['series.id'], ),
    sa.PrimaryKeyConstraint('token_hash')
    )
    with op.batch_alter_table('series_token', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_series_token_series_id'), ['series_id'], unique=False)
    # A plain column (no foreign key): on SQLite a foreign key would rebuild the tournament table,
    # which the rows of tournament_token and tournament_event that point at it forbid.
    with op.batch_alter_table('tournament', schema=None) as batch_op:
        batch_op.add_column(sa.Column('series_id', sa.String(length=24), nullable=True))
        batch_op.create_index(batch_op.f('ix_tournament_series_id'), ['series_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('tournament', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_tournament_series_id'))
        batch_op.drop_column('series_id')
    with op.batch_alter_table('series_token', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_series_token_series_id'))
    op.drop_table('series_token')
    op.drop_table('series')
