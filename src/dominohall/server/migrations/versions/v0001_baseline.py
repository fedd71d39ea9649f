"""The schema of dominohall 0.1.0 as the first release made it (``metadata.create_all`` at commit
ce461d6): tables, seats, actions, leases and analyses.

Revision ID: 0001
Revises:
Create Date: 2026-12-01

A database made before migrations existed has exactly these tables and no ``alembic_version``: it
is recognised as this revision and stamped (:func:`dominohall.server.migrations.prepare`), not
created again. So this file must keep making what that release made, names included.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("variant", sa.String(40), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("seed_given", sa.Boolean, nullable=False),
        sa.Column("timer", sa.Float, nullable=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished", sa.DateTime(timezone=True), nullable=True),
        sa.Column("record", sa.Text, nullable=True),
        sa.Column("summary", sa.Text, nullable=True),
    )
    op.create_index("ix_tables_finished", "tables", ["finished"])
    op.create_table(
        "seats",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(10), nullable=False),
        sa.Column("bot", sa.String(60), nullable=True),
        sa.Column("token_hash", sa.String(64), nullable=True),
        sa.Column("claimed", sa.Boolean, nullable=False),
    )
    op.create_table(
        "actions",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), nullable=False),
        sa.Column("n", sa.Integer, nullable=False),
        sa.Column("kind", sa.String(10), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("data", sa.String(60), nullable=False),
        sa.Column("actor", sa.String(10), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("table_id", "n"),
    )
    op.create_index("ix_actions_table_id", "actions", ["table_id"])
    op.create_table(
        "leases",
        sa.Column("table_id", sa.String(32), primary_key=True),
        sa.Column("owner", sa.String(64), nullable=False),
        sa.Column("address", sa.String(200), nullable=False),
        sa.Column("expires", sa.Float, nullable=False),
        sa.Column("meta", sa.Text, nullable=True),
    )
    op.create_table(
        "analyses",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("data", sa.Text, nullable=True),
    )


def downgrade() -> None:
    for name in ("analyses", "leases", "actions", "seats", "tables"):
        op.drop_table(name)
