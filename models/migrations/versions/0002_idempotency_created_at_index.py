"""Index idempotency records by age, so old ones can be purged cheaply.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21
"""
from alembic import op

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('idempotency', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_idempotency_created_at'), ['created_at'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('idempotency', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_idempotency_created_at'))
