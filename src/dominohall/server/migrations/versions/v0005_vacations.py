"""Vacations: the days a year a person's turn-based clocks stop.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-07

Only an addition (a new table), so the previous release runs on this schema during a rolling
upgrade (it neither reads nor writes it: its clocks simply do not stop). Nothing to fill in: nobody
has been on vacation before.

- ``vacations`` (account, starts, ends): from ``starts`` to ``ends`` the clocks of the account's
  turn-based seats stop; indexed by ``ends`` (the purge of those older than a year).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "vacations",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("starts", sa.Float, primary_key=True),
        sa.Column("ends", sa.Float, nullable=False),
    )
    op.create_index("ix_vacations_ends", "vacations", ["ends"])


def downgrade() -> None:
    # The vacations are lost (clocks run as if nobody had been away): back up first (docs/operations.md).
    op.drop_index("ix_vacations_ends", "vacations")
    op.drop_table("vacations")
