"""What a solo 2P6C player takes back: a result withdrawn from a community, a community left, the
whole profile deleted. Each runs inside one write transaction (SoloService's).

A community belongs to its members: anyone may leave it, its creator too, and it lives on while it
has a member; the results each member shared stay until they withdraw them or leave. When its last
member goes, nobody can read it any more: the community, its code and what was shared with it are
deleted. `community.created_by` must name a profile, so when the creator deletes theirs it passes to
the member who joined first.

On PostgreSQL whatever changes who is in a community or what it was shown locks the community's row
first (a share only against those, not against other shares): two last members leaving at once
cannot both see the other stay, and a share either comes before a leave, which then takes it back,
or waits for it and finds no membership."""
from __future__ import annotations

from sqlalchemy import Connection, delete, select, update

from models.tables import COMMUNITY, COMMUNITY_MEMBER, COMMUNITY_RESULT, SOLO_PLAYER, SOLO_RESULT

from ..codes import issued


def lock_community(conn: Connection, community_id: str, sharing: bool = False) -> bool:
    """Whether the community exists; on PostgreSQL its row stays locked until the transaction ends
    (`sharing`: against leaving and deleting, not against other shares)."""
    return conn.execute(select(COMMUNITY.c.id).where(COMMUNITY.c.id == community_id)
                        .with_for_update(read=sharing)).first() is not None


def withdraw(conn: Connection, community_id: str, result_id: str) -> bool:
    """The result is no longer shared with the community; whether it was."""
    return conn.execute(delete(COMMUNITY_RESULT).where(COMMUNITY_RESULT.c.community_id == community_id,
                                                       COMMUNITY_RESULT.c.result_id == result_id)).rowcount > 0


def leave(conn: Connection, community_id: str, player_id: str) -> bool:
    """The player leaves the community (locked by the caller), taking back every result they shared
    there; whether they were a member. The last member out deletes the community."""
    left = conn.execute(delete(COMMUNITY_MEMBER).where(COMMUNITY_MEMBER.c.community_id == community_id,
                                                       COMMUNITY_MEMBER.c.player_id == player_id)).rowcount > 0
    conn.execute(delete(COMMUNITY_RESULT).where(
        COMMUNITY_RESULT.c.community_id == community_id,
        COMMUNITY_RESULT.c.result_id.in_(select(SOLO_RESULT.c.id).where(SOLO_RESULT.c.player_id == player_id))))
    _keep_or_close(conn, community_id, player_id, deleting=False)
    return left


def delete_player(conn: Connection, player_id: str) -> None:
    """The profile and everything of it: its results (withdrawn from every community), its
    memberships; communities it leaves empty are deleted, those it created pass to their earliest
    member."""
    member_of = [row.community_id for row in conn.execute(
        select(COMMUNITY_MEMBER.c.community_id).where(COMMUNITY_MEMBER.c.player_id == player_id))]
    created = [row.id for row in conn.execute(select(COMMUNITY.c.id).where(COMMUNITY.c.created_by == player_id))]
    for community_id in sorted(set(member_of) | set(created)):  # locked in one order: no deadlock
        lock_community(conn, community_id)
    conn.execute(delete(COMMUNITY_MEMBER).where(COMMUNITY_MEMBER.c.player_id == player_id))
    conn.execute(delete(COMMUNITY_RESULT).where(COMMUNITY_RESULT.c.result_id.in_(
        select(SOLO_RESULT.c.id).where(SOLO_RESULT.c.player_id == player_id))))
    conn.execute(delete(SOLO_RESULT).where(SOLO_RESULT.c.player_id == player_id))
    for community_id in sorted(set(member_of) | set(created)):
        _keep_or_close(conn, community_id, player_id, deleting=True)
    conn.execute(delete(SOLO_PLAYER).where(SOLO_PLAYER.c.id == player_id))


def _keep_or_close(conn: Connection, community_id: str, gone: str, deleting: bool) -> None:
    first = conn.execute(select(COMMUNITY_MEMBER.c.player_id).where(COMMUNITY_MEMBER.c.community_id == community_id)
                         .order_by(COMMUNITY_MEMBER.c.joined_at, COMMUNITY_MEMBER.c.player_id).limit(1)).first()
    if first is None:
        conn.execute(delete(COMMUNITY_RESULT).where(COMMUNITY_RESULT.c.community_id == community_id))
        code = conn.execute(select(COMMUNITY.c.join_code).where(COMMUNITY.c.id == community_id)).scalar_one()
        conn.execute(delete(COMMUNITY).where(COMMUNITY.c.id == community_id))
        issued.forget(conn, code)  # its code leads nowhere now, at /codes/lookup too
    elif deleting:
        conn.execute(update(COMMUNITY).where(COMMUNITY.c.id == community_id, COMMUNITY.c.created_by == gone)
                     .values(created_by=first.player_id))
