"""Finding opponents: blocks, challenges and follows between accounts.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-07

Only additions (three new tables), so the previous release runs on this schema during a rolling
upgrade (it neither reads nor writes them). Nothing to fill in: no account has blocked, challenged
or followed anyone before.

- ``blocks`` (account, blocked account, when): a blocked pair is never seated together and no
  challenge goes between them; indexed by the blocked account too (``ix_blocks_blocked_id``);
- ``challenges``: a challenge from one account to another, the table it asks for, until it
  expires; indexed by each side and status, and by expiry (its purge);
- ``follows`` (account, followed account, when), indexed by the followed account.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "blocks",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("blocked_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_blocks_blocked_id", "blocks", ["blocked_id"])
    op.create_table(
        "challenges",
        sa.Column("id", sa.String(24), primary_key=True),
        sa.Column("from_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("to_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("request", sa.Text, nullable=False),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("expires", sa.Float, nullable=False),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("table_id", sa.String(32), nullable=True),
        sa.Column("token", sa.String(32), nullable=True),
    )
    op.create_index("ix_challenges_from_id_status", "challenges", ["from_id", "status"])
    op.create_index("ix_challenges_to_id_status", "challenges", ["to_id", "status"])
    op.create_index("ix_challenges_expires", "challenges", ["expires"])
    op.create_table(
        "follows",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("followed_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_follows_followed_id", "follows", ["followed_id"])


def downgrade() -> None:
    # The blocks, challenges and follows are lost: back up first (docs/operations.md).
    op.drop_index("ix_follows_followed_id", "follows")
    op.drop_table("follows")
    for index in ("ix_challenges_expires", "ix_challenges_to_id_status", "ix_challenges_from_id_status"):
        op.drop_index(index, "challenges")
    op.drop_table("challenges")
    op.drop_index("ix_blocks_blocked_id", "blocks")
    op.drop_table("blocks")
