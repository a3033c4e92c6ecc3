"""A solo history record remembers how its match was entered: refereed move by move, or logged
quickly from its end figures (2P6C's depth option). Every record made before is every_move.

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-29
"""
import sqlalchemy as sa
from alembic import op

revision = '0015'
down_revision = '0014'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('solo_result', schema=None) as batch_op:
        batch_op.add_column(sa.Column('depth', sa.String(length=16), nullable=False,
                                      server_default='every_move'))


def downgrade() -> None:
    with op.batch_alter_table('solo_result', schema=None) as batch_op:
        batch_op.drop_column('depth')
