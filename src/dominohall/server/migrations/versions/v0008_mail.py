"""Mail: an account's e-mail address, its verification links, and the outbox of mails to send.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-07

Only additions (new tables), so the previous release runs on this schema during a rolling upgrade
(it neither reads nor writes them: it sends no mail). Nothing to fill in: nobody has given an
address before.

- ``mail_accounts`` (account: address, when verified, mode, language, unsubscribe key, last digest);
- ``mail_tokens`` (the SHA-256 of each verification link's token, its address, until when),
  indexed by account and address (the hourly rate limit counts them);
- ``mail_outbox`` (each mail to send, keyed uniquely by what it is about, with its status, when it
  is due, its expiry and the lease of the process sending it), indexed by (status, due).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "mail_accounts",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("address", sa.String(254), nullable=True),
        sa.Column("verified", sa.Float, nullable=True),
        sa.Column("mode", sa.String(10), nullable=False),
        sa.Column("language", sa.String(5), nullable=False),
        sa.Column("key", sa.String(64), nullable=False),
        sa.Column("digest_at", sa.Float, nullable=True),
        sa.Column("changed", sa.Float, nullable=False),
    )
    op.create_table(
        "mail_tokens",
        sa.Column("token_hash", sa.String(64), primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("address", sa.String(254), nullable=False),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("expires", sa.Float, nullable=False),
    )
    op.create_index("ix_mail_tokens_account_id", "mail_tokens", ["account_id"])
    op.create_index("ix_mail_tokens_address", "mail_tokens", ["address"])
    op.create_table(
        "mail_outbox",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("key", sa.String(120), nullable=False),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("kind", sa.String(10), nullable=False),
        sa.Column("table_id", sa.String(32), nullable=True),
        sa.Column("payload", sa.Text, nullable=True),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("due", sa.Float, nullable=False),
        sa.Column("expires", sa.Float, nullable=False),
        sa.Column("attempts", sa.Integer, nullable=False),
        sa.Column("owner", sa.String(64), nullable=True),
        sa.Column("lease", sa.Float, nullable=True),
        sa.Column("sent", sa.Float, nullable=True),
        sa.UniqueConstraint("key", name="uq_mail_outbox_key"),
    )
    op.create_index("ix_mail_outbox_account_id", "mail_outbox", ["account_id"])
    op.create_index("ix_mail_outbox_status_due", "mail_outbox", ["status", "due"])


def downgrade() -> None:
    # The addresses, their verifications and the mails not yet sent are lost: back up first
    # (docs/operations.md).
    op.drop_index("ix_mail_outbox_status_due", "mail_outbox")
    op.drop_index("ix_mail_outbox_account_id", "mail_outbox")
    op.drop_table("mail_outbox")
    op.drop_index("ix_mail_tokens_address", "mail_tokens")
    op.drop_index("ix_mail_tokens_account_id", "mail_tokens")
    op.drop_table("mail_tokens")
    op.drop_table("mail_accounts")
