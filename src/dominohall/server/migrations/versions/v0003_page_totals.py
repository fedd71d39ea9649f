"""A player's page whose cost does not grow with the account's history: each account's running
accuracy totals, each seat's accuracy and its match's end beside the seat, indexed by account and
end; and a column for the names' confusable skeletons.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-04

Only additions, so the previous release runs on this schema during a rolling upgrade:

- ``accounts.fine_choices`` and ``accounts.judged_choices`` (integers, server default 0): the
  account's decision accuracy over every analysed game, kept up to date as analyses are stored
  and seats bound (issue #34: the page read and parsed every analysis of the account);
- ``table_accounts.finished`` (the table's end, copied), ``table_accounts.fine`` and
  ``table_accounts.judged`` (the seat's accuracy as counted into the totals; NULL: nothing
  counted), and the index ``ix_table_accounts_account_finished`` (account, end, table, seat): an
  account's latest games are one range of it;
- ``accounts.name_skeleton`` (nullable) and its index ``ix_accounts_name_skeleton``: the name's
  confusable skeleton (Unicode TS #39) for refusing look-alike names, filled in here for the
  accounts made before it (a new account's is written by the code that makes it).

The backfill: every seat's end from its table, and every seat of an analysed table its accuracy
(read from the stored analysis, as :func:`dominohall.server.store.seat_accuracy` does), summed
into its account's totals. What a process of the previous release writes meanwhile (a match's end,
an analysis: it knows nothing of these columns) is caught up by the new release when it starts
(:func:`dominohall.server.accounts_db.catch_up`).
"""

from __future__ import annotations

import json
import unicodedata
from collections import defaultdict

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None

BATCH = 200
"""Analyses read at once by the backfill (each is tens of kilobytes)."""

# The tables as they are at revision 0002 plus this revision's columns (never store.py's: it
# describes the newest schema).
_meta = sa.MetaData()
tables = sa.Table(
    "tables",
    _meta,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("finished", sa.DateTime(timezone=True)),
)
analyses = sa.Table(
    "analyses",
    _meta,
    sa.Column("table_id", sa.String(32), primary_key=True),
    sa.Column("status", sa.String(10)),
    sa.Column("data", sa.Text),
)
accounts = sa.Table(
    "accounts",
    _meta,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("fine_choices", sa.Integer),
    sa.Column("judged_choices", sa.Integer),
    sa.Column("name", sa.String(40)),
    sa.Column("name_skeleton", sa.String(200)),
)
table_accounts = sa.Table(
    "table_accounts",
    _meta,
    sa.Column("table_id", sa.String(32), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("account_id", sa.Integer),
    sa.Column("finished", sa.DateTime(timezone=True)),
    sa.Column("fine", sa.Integer),
    sa.Column("judged", sa.Integer),
)


def seat_accuracy(data: str | None, seat: int) -> tuple[int, int] | None:
    """(fine choices, judged choices) of a seat in a stored analysis, as the code of 0003 counts it
    (written out: a migration does not import the code, which changes after it)."""
    if not data:
        return None
    try:
        mine = next(s for s in json.loads(data)["seats"] if s["seat"] == seat)
        choices = int(mine["choices"])
        return choices - int(mine["inaccuracies"]) - int(mine["mistakes"]), choices
    except (ValueError, KeyError, TypeError, StopIteration):
        return None


def name_skeleton(name: str) -> str:
    """A name's confusable skeleton as the code of 0003 makes it
    (:func:`dominohall.server.accounts.name_skeleton`, written out here for the same reason)."""
    import icu  # PyICU, in the server's extra

    checker = icu.SpoofChecker()
    written = str(checker.getSkeleton(0, unicodedata.normalize("NFKC", name)))
    folded = str(checker.getSkeleton(0, unicodedata.normalize("NFKC", written.casefold())))
    kept = (ch for ch in unicodedata.normalize("NFD", folded) if ch.isalnum())
    return "".join(ch for ch in kept if not unicodedata.category(ch).startswith("M"))


def upgrade() -> None:
    # Columns with a constant default, or nullable: added in place by both databases (no batch copy,
    # which on SQLite would drop the tables under the foreign keys: see 0002).
    op.add_column("accounts", sa.Column("fine_choices", sa.Integer, nullable=False, server_default="0"))
    op.add_column("accounts", sa.Column("judged_choices", sa.Integer, nullable=False, server_default="0"))
    op.add_column("accounts", sa.Column("name_skeleton", sa.String(200), nullable=True))
    op.create_index("ix_accounts_name_skeleton", "accounts", ["name_skeleton"])
    op.add_column("table_accounts", sa.Column("finished", sa.DateTime(timezone=True), nullable=True))
    op.add_column("table_accounts", sa.Column("fine", sa.Integer, nullable=True))
    op.add_column("table_accounts", sa.Column("judged", sa.Integer, nullable=True))
    op.create_index(
        "ix_table_accounts_account_finished", "table_accounts", ["account_id", "finished", "table_id", "seat"]
    )
    backfill(op.get_bind())


def backfill(db: sa.Connection) -> None:
    """Each account's name skeleton, each seat's end, and the accuracy of every analysed seat
    summed into its account's totals (the analyses read a batch at a time, in the order of their
    table)."""
    for account_id, name in db.execute(sa.select(accounts.c.id, accounts.c.name)).all():
        db.execute(sa.update(accounts).where(accounts.c.id == account_id).values(name_skeleton=name_skeleton(name)))
    db.execute(
        sa.update(table_accounts).values(
            finished=sa.select(tables.c.finished).where(tables.c.id == table_accounts.c.table_id).scalar_subquery()
        )
    )
    totals: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    after = ""
    while True:
        batch = (
            db.execute(
                sa.select(analyses.c.table_id)
                .where(
                    analyses.c.status == "done",
                    analyses.c.table_id > after,
                    analyses.c.table_id.in_(sa.select(table_accounts.c.table_id)),
                )
                .order_by(analyses.c.table_id)
                .limit(BATCH)
            )
            .scalars()
            .all()
        )
        if not batch:
            break
        rows = db.execute(
            sa.select(table_accounts.c.table_id, table_accounts.c.seat, table_accounts.c.account_id, analyses.c.data)
            .select_from(table_accounts.join(analyses, analyses.c.table_id == table_accounts.c.table_id))
            .where(analyses.c.table_id.in_(batch))
        ).all()
        for row in rows:
            found = seat_accuracy(row.data, row.seat) or (0, 0)  # analysed, none of its choices judged
            db.execute(
                sa.update(table_accounts)
                .where(table_accounts.c.table_id == row.table_id, table_accounts.c.seat == row.seat)
                .values(fine=found[0], judged=found[1])
            )
            totals[row.account_id][0] += found[0]
            totals[row.account_id][1] += found[1]
        after = batch[-1]
    for account_id, (fine, judged) in sorted(totals.items()):
        db.execute(
            sa.update(accounts).where(accounts.c.id == account_id).values(fine_choices=fine, judged_choices=judged)
        )


def downgrade() -> None:
    # Nothing is lost that cannot be made again: the totals and the seats' copies are counted anew
    # by the upgrade, and the skeletons are filled by the code that uses them.
    op.drop_index("ix_table_accounts_account_finished", "table_accounts")
    for column in ("judged", "fine", "finished"):
        op.drop_column("table_accounts", column)  # SQLite 3.35 and later drop a column in place
    op.drop_index("ix_accounts_name_skeleton", "accounts")
    for column in ("name_skeleton", "judged_choices", "fine_choices"):
        op.drop_column("accounts", column)
