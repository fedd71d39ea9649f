"""Seeks and moderated free-text chat.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-07

Only additions (four new tables), so the previous release runs on this schema during a rolling
upgrade (it neither reads nor writes them: it shows no seeks and no free-text lines). Nothing to
fill in: nobody has sought a table or written free text before.

- ``seeks``: an account's table waiting in the lobby for people, until it expires; indexed by the
  account and status (the bound per account) and by status and expiry (the lobby's list, the purge);
- ``seek_people``: who accepted a seek, and their seat once it is made; indexed by account;
- ``chat_lines``: free-text chat lines at tables, indexed by table and by time (the purge);
- ``chat_reports``: lines reported to the operator, one per line and reporter, indexed by reporter
  and time (the daily bound) and by time (``dominohall admin reports``).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "seeks",
        sa.Column("id", sa.String(24), primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("request", sa.Text, nullable=False),
        sa.Column("rating_low", sa.Float, nullable=True),
        sa.Column("rating_high", sa.Float, nullable=True),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("expires", sa.Float, nullable=False),
        sa.Column("fill_at", sa.Float, nullable=True),
        sa.Column("making_at", sa.Float, nullable=True),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("table_id", sa.String(32), nullable=True),
        sa.Column("token", sa.String(32), nullable=True),
    )
    op.create_index("ix_seeks_account_id_status", "seeks", ["account_id", "status"])
    op.create_index("ix_seeks_status_expires", "seeks", ["status", "expires"])
    op.create_table(
        "seek_people",
        sa.Column("seek_id", sa.String(24), sa.ForeignKey("seeks.id"), primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("token", sa.String(32), nullable=True),
    )
    op.create_index("ix_seek_people_account_id", "seek_people", ["account_id"])
    op.create_table(
        "chat_lines",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("text", sa.String(400), nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_chat_lines_table_id_id", "chat_lines", ["table_id", "id"])
    op.create_index("ix_chat_lines_at", "chat_lines", ["at"])
    op.create_table(
        "chat_reports",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("line_id", sa.Integer, nullable=False),
        sa.Column("table_id", sa.String(32), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("author_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("text", sa.String(400), nullable=False),
        sa.Column("said", sa.Float, nullable=False),
        sa.Column("reporter_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.UniqueConstraint("line_id", "reporter_id", name="uq_chat_reports_line_reporter"),
    )
    op.create_index("ix_chat_reports_reporter_id_at", "chat_reports", ["reporter_id", "at"])
    op.create_index("ix_chat_reports_at", "chat_reports", ["at"])


def downgrade() -> None:
    # The seeks, free-text lines and reports are lost: back up first (docs/operations.md).
    for index, table in (
        ("ix_chat_reports_at", "chat_reports"),
        ("ix_chat_reports_reporter_id_at", "chat_reports"),
        ("ix_chat_lines_at", "chat_lines"),
        ("ix_chat_lines_table_id_id", "chat_lines"),
        ("ix_seek_people_account_id", "seek_people"),
        ("ix_seeks_status_expires", "seeks"),
        ("ix_seeks_account_id_status", "seeks"),
    ):
        op.drop_index(index, table)
    for table in ("chat_reports", "chat_lines", "seek_people", "seeks"):
        op.drop_table(table)
