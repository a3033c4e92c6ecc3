"""Cold War: stored country deck definitions (docs/games/cold-war.md §1.4).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-24
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('country_deck',
    sa.Column('id', sa.String(length=64), nullable=False),
    sa.Column('country', sa.String(length=40), nullable=False),
    sa.Column('name', sa.String(length=80), nullable=False),
    sa.Column('card_count', sa.Integer(), nullable=False),
    sa.Column('definition', JSON_TYPE, nullable=False),
    sa.Column('warnings', JSON_TYPE, nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('country_deck', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_country_deck_created_at'), ['created_at'],
                              unique=False)
        batch_op.create_index('ix_country_deck_country_created', ['country', 'created_at'],
                              unique=False)


def downgrade() -> None:
    with op.batch_alter_table('country_deck', schema=None) as batch_op:
        batch_op.drop_index('ix_country_deck_country_created')
        batch_op.drop_index(batch_op.f('ix_country_deck_created_at'))
    op.drop_table('country_deck')
