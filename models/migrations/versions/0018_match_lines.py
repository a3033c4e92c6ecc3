"""A long history a match's state keeps (score sheet lines, rounds) may be stored a line a row,
apart from the match's row, which then names how many lines there are: a move writes the lines it
adds, not the whole history again.

Matches stored before keep their histories in the row, as the service still reads them.
A downgrade puts every history stored apart back into its match's row.

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-30
"""
import json

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
# How a history stored apart is named in the row's state: {"~lines": [generation, count]}.
MARKER = "~lines"

revision = '0018'
down_revision = '0017'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'match_line',
        sa.Column('match_id', sa.String(length=24), sa.ForeignKey('match.id'), nullable=False),
        sa.Column('name', sa.String(length=40), nullable=False),
        sa.Column('generation', sa.Integer(), nullable=False),
        sa.Column('position', sa.Integer(), nullable=False),
        sa.Column('line', JSON_TYPE, nullable=False),
        sa.PrimaryKeyConstraint('match_id', 'name', 'generation', 'position'))


def downgrade() -> None:
    bind = op.get_bind()
    lines: dict[tuple[str, str, int], list] = {}
    for row in bind.execute(sa.text(
            "SELECT match_id, name, generation, position, line FROM match_line "
            "ORDER BY match_id, name, generation, position")):
        lines.setdefault((row.match_id, row.name, row.generation), []).append(_json(row.line))
    for match_id in sorted({key[0] for key in lines}):
        state = _json(bind.execute(sa.text("SELECT state FROM match WHERE id = :id"),
                                   {"id": match_id}).scalar_one())
        for name, value in list(state.items()):
            if isinstance(value, dict) and set(value) == {MARKER}:
                generation, count = value[MARKER]
                state[name] = lines[match_id, name, generation][:count]
        bind.execute(sa.text("UPDATE match SET state = :state WHERE id = :id").bindparams(
            sa.bindparam("state", type_=JSON_TYPE)), {"state": state, "id": match_id})
    op.drop_table('match_line')


def _json(value):
    return json.loads(value) if isinstance(value, str) else value
