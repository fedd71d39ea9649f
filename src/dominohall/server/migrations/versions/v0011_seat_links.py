"""Seat links: a seat's other tokens, so its account takes it on another device (issue #35).

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-07

Only an addition (a new table), so the previous release runs on this schema during a rolling
upgrade (it neither reads nor writes it: its seats had one token each). Nothing to fill in.

- ``seat_links`` (the SHA-256 of a token, its table and seat, when it was made), at most a few a
  seat (server/store.py ``SEAT_LINKS``).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "seat_links",
        sa.Column("token_hash", sa.String(64), primary_key=True),
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("created", sa.Float, nullable=False),
    )
    op.create_index("ix_seat_links_table_id", "seat_links", ["table_id"])


def downgrade() -> None:
    op.drop_index("ix_seat_links_table_id", table_name="seat_links")
    op.drop_table("seat_links")
