"""API tokens and bot accounts (issue #41).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-07

Only additions (a new table, two nullable columns), so the previous release runs on this schema
during a rolling upgrade: it neither reads nor writes them (its API takes no tokens, and it shows a
bot account as any other). Nothing to fill in: no token existed, no account was a bot.

- ``api_tokens`` (id, account, name, SHA-256 of the secret, scopes, created, last used): the
  personal tokens an account made (server/tokens.py); indexed by account (the list, the bound).
- ``accounts.bot_since`` (when the account became a bot account, NULL: a person's) and
  ``accounts.bot_owner`` (the account that runs it, as it said when it became one).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "api_tokens",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("scopes", sa.String(40), nullable=False),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("last_used", sa.Float, nullable=True),
        sa.UniqueConstraint("token_hash", name="uq_api_tokens_token_hash"),
    )
    op.create_index("ix_api_tokens_account_id", "api_tokens", ["account_id"])
    with op.batch_alter_table("accounts") as batch:
        batch.add_column(sa.Column("bot_since", sa.Float, nullable=True))
        batch.add_column(sa.Column("bot_owner", sa.Integer, nullable=True))


def downgrade() -> None:
    # The tokens are lost (every program must be given a new one) and bot accounts become people's
    # accounts again: back up first (docs/operations.md).
    with op.batch_alter_table("accounts") as batch:
        batch.drop_column("bot_owner")
        batch.drop_column("bot_since")
    op.drop_index("ix_api_tokens_account_id", "api_tokens")
    op.drop_table("api_tokens")
