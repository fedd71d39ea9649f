"""Mute: whose free-text chat an account is not sent, stored so that it holds on every device.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-07

Only an addition (a new table), so the previous release runs on this schema during a rolling
upgrade (it neither reads nor writes it: its mute was the browser's). Nothing to fill in: the
browsers' mutes stay in the browsers until their people mute again.

- ``mutes`` (the account, the account it mutes, since when), keyed by the pair.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "mutes",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("muted_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("mutes")
