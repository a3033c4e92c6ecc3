"""Stored answers keep a move's seq and version, not its whole answer; index them by phone and seq.

An answer held the MatchView as it was, up to tens of kilobytes (a 2P6C own word list), kept for
30 days however often its move was undone. A replay now rebuilds the view as the match stands,
so a record needs only the seq and version, read here from the answers already stored: a phone
that resends a move across the upgrade still gets its answer. The index finds a phone's answers
that a window of seqs behind its newest move, to forget them.

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-29
"""
import sqlalchemy as sa
from alembic import op

revision = '0013'
down_revision = '0012'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('idempotency', schema=None) as batch_op:
        batch_op.add_column(sa.Column('seq', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('version', sa.Integer(), nullable=True))
    if op.get_bind().dialect.name == 'postgresql':
        op.execute("UPDATE idempotency SET seq = (response::json ->> 'seq')::integer, "
                   "version = (response::json ->> 'version')::integer")
    else:
        op.execute("UPDATE idempotency SET seq = json_extract(response, '$.seq'), "
                   "version = json_extract(response, '$.version')")
    with op.batch_alter_table('idempotency', schema=None) as batch_op:
        batch_op.alter_column('seq', existing_type=sa.Integer(), nullable=False)
        batch_op.alter_column('version', existing_type=sa.Integer(), nullable=False)
        batch_op.drop_column('response')
        batch_op.create_index('ix_idempotency_match_entrant_seq', ['match_id', 'entrant', 'seq'],
                              unique=False)


def downgrade() -> None:
    # The views the answers held are gone: an answer replayed after a downgrade has its seq and
    # version and a null match (the phone app then shows the match from its next live update).
    with op.batch_alter_table('idempotency', schema=None) as batch_op:
        batch_op.drop_index('ix_idempotency_match_entrant_seq')
        batch_op.add_column(sa.Column('response', sa.Text(), nullable=True))
    if op.get_bind().dialect.name == 'postgresql':
        op.execute("UPDATE idempotency SET response = "
                   "json_build_object('seq', seq, 'version', version, 'match', NULL)::text")
    else:
        op.execute("UPDATE idempotency SET response = "
                   "json_object('seq', seq, 'version', version, 'match', json('null'))")
    with op.batch_alter_table('idempotency', schema=None) as batch_op:
        batch_op.alter_column('response', existing_type=sa.Text(), nullable=False)
        batch_op.drop_column('version')
        batch_op.drop_column('seq')
