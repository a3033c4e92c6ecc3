"""Every code the service hands out to be typed, in one table keyed by its text: a typed code then
names one thing whatever its kind (POST /codes/lookup), and a new code is drawn unused by any kind.

Codes handed out before could coincide: two tournaments' check-in cards, a card and a match, a
match and a 2P6C community. Each code is registered once, for the first of: a match (POST /join
has always taken its code alone), a community (so has joining one), the newest tournament's card,
the newest series' card. A card that loses to another keeps working from its QR code and its own
tournament's or series' screen, which name the tournament or series beside the code.

Revision ID: 0016
Revises: 0015
Create Date: 2026-12-01
"""
import json

import sqlalchemy as sa
from alembic import op

revision = '0016'
down_revision = '0015'
branch_labels = None
depends_on = None

WHEN = sa.DateTime(timezone=True)


def upgrade() -> None:
    issued = op.create_table('issued_code',
    sa.Column('code', sa.String(length=16), nullable=False),
    sa.Column('kind', sa.String(length=16), nullable=False),
    sa.Column('owner', sa.String(length=24), nullable=False),
    sa.Column('created_at', WHEN, nullable=False),
    sa.PrimaryKeyConstraint('code')
    )
    rows: dict[str, dict] = {}

    def keep(code, kind: str, owner: str, at) -> None:
        if code and code not in rows:
            rows[code] = {"code": code, "kind": kind, "owner": owner, "created_at": at}

    conn = op.get_bind()
    for table, kind in (('match', 'match'), ('community', 'community')):
        source = sa.table(table, sa.column('id'), sa.column('join_code'), sa.column('created_at', WHEN))
        for row in conn.execute(sa.select(source).order_by(source.c.created_at, source.c.id)):
            keep(row.join_code, kind, row.id, row.created_at)
    for table, kind in (('tournament', 'check_in'), ('series', 'series_card')):
        source = sa.table(table, sa.column('id'), sa.column('state', sa.JSON), sa.column('created_at', WHEN))
        for row in conn.execute(sa.select(source).order_by(source.c.created_at.desc(), source.c.id)):
            state = json.loads(row.state) if isinstance(row.state, str) else row.state or {}
            # A tournament's entrants are objects with their `code`; a series' members are lists
            # [id, name, code, initials_only] (rules/tournaments/snapshot.py, series.py).
            codes = ([entrant.get('code') for entrant in state.get('entrants', [])] if kind == 'check_in'
                     else [member[2] for member in state.get('members', [])])
            for code in codes:
                keep(code, kind, row.id, row.created_at)
    if rows:
        op.bulk_insert(issued, list(rows.values()))


def downgrade() -> None:
    op.drop_table('issued_code')
