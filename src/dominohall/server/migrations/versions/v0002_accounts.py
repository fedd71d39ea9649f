"""Accounts, sessions, the seats that belong to accounts, ratings and their changes; tables
may be rated.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01

Only additions: new tables, and ``tables.rated`` with a server default (false), so the previous
release runs on this schema during a rolling upgrade (it neither reads nor writes them). Every table
that existed before is unrated; no account exists yet.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    # A column with a constant default is added in place by both databases (SQLite's ALTER TABLE ADD
    # COLUMN too): no batch copy, which on SQLite would drop "tables" under the seats' foreign keys.
    op.add_column("tables", sa.Column("rated", sa.Boolean, nullable=False, server_default=sa.false()))
    op.create_table(
        "accounts",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("name_key", sa.String(80), nullable=False),
        sa.Column("password", sa.String(200), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("name_key", name="uq_accounts_name_key"),
    )
    op.create_table(
        "sessions",
        sa.Column("token_hash", sa.String(64), primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("expires", sa.Float, nullable=False),
    )
    op.create_index("ix_sessions_account_id", "sessions", ["account_id"])
    op.create_table(
        "table_accounts",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("address", sa.String(64), nullable=True),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_table_accounts_account_id", "table_accounts", ["account_id"])
    op.create_table(
        "ratings",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("variant", sa.String(40), primary_key=True),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
    )
    op.create_index("ix_ratings_variant_mu", "ratings", ["variant", "mu"])
    op.create_table(
        "rating_changes",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("variant", sa.String(40), nullable=False),
        sa.Column("mu_before", sa.Float, nullable=False),
        sa.Column("sigma_before", sa.Float, nullable=False),
        sa.Column("mu_after", sa.Float, nullable=False),
        sa.Column("sigma_after", sa.Float, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_rating_changes_account_id", "rating_changes", ["account_id"])


def downgrade() -> None:
    # Accounts, ratings and the seats' owners are lost: back up first (docs/operations.md).
    for name in ("rating_changes", "ratings", "table_accounts", "sessions", "accounts"):
        op.drop_table(name)
    op.drop_column("tables", "rated")  # SQLite 3.35 and later drop a column in place
