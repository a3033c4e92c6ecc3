"""Index idempotency records by (match, key), so a move finds its stored answer in one step.

The unique key (match, entrant, key) cannot serve a lookup that joins on the match and the key
and works out the entrant in the same statement: without the entrant, its index is read over
every record of the match, one per move played.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-21
"""
from alembic import op

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('idempotency', schema=None) as batch_op:
        batch_op.create_index('ix_idempotency_match_key', ['match_id', 'key'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('idempotency', schema=None) as batch_op:
        batch_op.drop_index('ix_idempotency_match_key')
