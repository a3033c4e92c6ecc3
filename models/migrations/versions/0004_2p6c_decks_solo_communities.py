"""2P6C: stored deck definitions, solo player profiles, their recorded results, communities.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-22
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('deck_definition',
    sa.Column('id', sa.String(length=64), nullable=False),
    sa.Column('deck_id', sa.String(length=80), nullable=False),
    sa.Column('name', sa.String(length=120), nullable=False),
    sa.Column('card_count', sa.Integer(), nullable=False),
    sa.Column('definition', JSON_TYPE, nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('deck_definition', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_deck_definition_created_at'), ['created_at'],
                              unique=False)
    op.create_table('solo_player',
    sa.Column('id', sa.String(length=24), nullable=False),
    sa.Column('name', sa.String(length=40), nullable=False),
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('token_hash')
    )
    op.create_table('solo_result',
    sa.Column('id', sa.String(length=24), nullable=False),
    sa.Column('player_id', sa.String(length=24), nullable=False),
    sa.Column('match_id', sa.String(length=24), nullable=False),
    sa.Column('mlr_num', sa.BigInteger(), nullable=False),
    sa.Column('mlr_den', sa.BigInteger(), nullable=False),
    sa.Column('mlr', sa.String(length=24), nullable=False),
    sa.Column('fts', sa.BigInteger(), nullable=False),
    sa.Column('uin_num', sa.BigInteger(), nullable=False),
    sa.Column('uin_den', sa.BigInteger(), nullable=False),
    sa.Column('uin', sa.String(length=24), nullable=False),
    sa.Column('cards_played', sa.Integer(), nullable=False),
    sa.Column('deck_id', sa.String(length=80), nullable=True),
    sa.Column('mlr_include_initial', sa.Boolean(), nullable=False),
    sa.Column('fts_include_initial_word', sa.Boolean(), nullable=False),
    sa.Column('finished_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('recorded_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], ),
    sa.ForeignKeyConstraint(['player_id'], ['solo_player.id'], ),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('match_id')
    )
    with op.batch_alter_table('solo_result', schema=None) as batch_op:
        batch_op.create_index('ix_solo_result_player_finished', ['player_id', 'finished_at'],
                              unique=False)
    op.create_table('community',
    sa.Column('id', sa.String(length=24), nullable=False),
    sa.Column('name', sa.String(length=80), nullable=False),
    sa.Column('kind', sa.String(length=16), nullable=False),
    sa.Column('region', sa.String(length=80), nullable=True),
    sa.Column('join_code', sa.String(length=8), nullable=False),
    sa.Column('created_by', sa.String(length=24), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['created_by'], ['solo_player.id'], ),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('join_code')
    )
    op.create_table('community_member',
    sa.Column('community_id', sa.String(length=24), nullable=False),
    sa.Column('player_id', sa.String(length=24), nullable=False),
    sa.Column('joined_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['community_id'], ['community.id'], ),
    sa.ForeignKeyConstraint(['player_id'], ['solo_player.id'], ),
    sa.PrimaryKeyConstraint('community_id', 'player_id')
    )
    with op.batch_alter_table('community_member', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_community_member_player_id'), ['player_id'],
                              unique=False)
    op.create_table('community_result',
    sa.Column('community_id', sa.String(length=24), nullable=False),
    sa.Column('result_id', sa.String(length=24), nullable=False),
    sa.Column('posted_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['community_id'], ['community.id'], ),
    sa.ForeignKeyConstraint(['result_id'], ['solo_result.id'], ),
    sa.PrimaryKeyConstraint('community_id', 'result_id')
    )


def downgrade() -> None:
    op.drop_table('community_result')
    with op.batch_alter_table('community_member', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_community_member_player_id'))
    op.drop_table('community_member')
    op.drop_table('community')
    with op.batch_alter_table('solo_result', schema=None) as batch_op:
        batch_op.drop_index('ix_solo_result_player_finished')
    op.drop_table('solo_result')
    op.drop_table('solo_player')
    with op.batch_alter_table('deck_definition', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_deck_definition_created_at'))
    op.drop_table('deck_definition')
