"""The creator plays: the seat the host token also holds, and one-time codes that hand a seat on.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-27
"""
import sqlalchemy as sa
from alembic import op

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('match', schema=None) as batch_op:
        batch_op.add_column(sa.Column('host_seat', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('seats_version', sa.Integer(), nullable=False, server_default='0'))
    with op.batch_alter_table('seat', schema=None) as batch_op:
        batch_op.add_column(sa.Column('handoff_hash', sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column('handoff_expires_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.create_index('ix_seat_handoff_hash', ['handoff_hash'], unique=True)


def downgrade() -> None:
    with op.batch_alter_table('seat', schema=None) as batch_op:
        batch_op.drop_index('ix_seat_handoff_hash')
        batch_op.drop_column('handoff_expires_at')
        batch_op.drop_column('handoff_hash')
    with op.batch_alter_table('match', schema=None) as batch_op:
        batch_op.drop_column('seats_version')
        batch_op.drop_column('host_seat')
