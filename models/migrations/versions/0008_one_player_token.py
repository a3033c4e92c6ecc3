"""One player token per tournament player: a new check-in replaces the earlier phone's.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-27
"""
import sqlalchemy as sa
from alembic import op

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None

PLAYERS_ONLY = sa.text("role = 'player'")


def upgrade() -> None:
    # Tokens of earlier check-ins go first: only each player's latest stays valid.
    op.execute("DELETE FROM tournament_token WHERE role = 'player' AND created_at < ("
               "SELECT MAX(t.created_at) FROM tournament_token t WHERE t.role = 'player' "
               "AND t.tournament_id = tournament_token.tournament_id AND t.player = tournament_token.player)")
    op.execute("DELETE FROM tournament_token WHERE role = 'player' AND token_hash < ("
               "SELECT MAX(t.token_hash) FROM tournament_token t WHERE t.role = 'player' "
               "AND t.tournament_id = tournament_token.tournament_id AND t.player = tournament_token.player)")
    with op.batch_alter_table('tournament_token', schema=None) as batch_op:
        batch_op.create_index('ix_tournament_token_one_per_player', ['tournament_id', 'player'], unique=True,
                              sqlite_where=PLAYERS_ONLY, postgresql_where=PLAYERS_ONLY)


def downgrade() -> None:
    with op.batch_alter_table('tournament_token', schema=None) as batch_op:
        batch_op.drop_index('ix_tournament_token_one_per_player')
