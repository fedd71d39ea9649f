"""Tournaments (issue #39): a tournament, its entrants, and the games (tables) of its rounds.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-07

Only additions (new tables), so the previous release runs on this schema during a rolling upgrade
(it neither reads nor writes them: it runs no tournament).

- ``tournaments`` (organiser, settings, start time, status, and the pure tournament's state as JSON:
  ``dominohall.tournament.Tournament.as_dict``, its byes included), indexed by (status, starts);
- ``tournament_entrants`` (who joined, when);
- ``tournament_games`` (each game of a round or of an arena: its round, seats, the server table it is
  played at, its places once over), keyed by (tournament, number);
- ``tournament_seats`` (each entrant's seat at a game and its token, shown to that entrant only).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "tournaments",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("organiser", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("variant", sa.String(40), nullable=False),
        sa.Column("settings", sa.Text, nullable=False),
        sa.Column("starts", sa.Float, nullable=False),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("started", sa.Float, nullable=True),
        sa.Column("ended", sa.Float, nullable=True),
        sa.Column("next_at", sa.Float, nullable=True),
        sa.Column("state", sa.Text, nullable=True),
    )
    op.create_index("ix_tournaments_status_starts", "tournaments", ["status", "starts"])
    op.create_index("ix_tournaments_organiser", "tournaments", ["organiser"])
    op.create_table(
        "tournament_entrants",
        sa.Column("tournament_id", sa.String(16), sa.ForeignKey("tournaments.id"), primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("joined", sa.Float, nullable=False),
    )
    op.create_index("ix_tournament_entrants_account_id", "tournament_entrants", ["account_id"])
    op.create_table(
        "tournament_games",
        sa.Column("tournament_id", sa.String(16), sa.ForeignKey("tournaments.id"), primary_key=True),
        sa.Column("number", sa.Integer, primary_key=True),
        sa.Column("round", sa.Integer, nullable=False),
        sa.Column("seats", sa.Text, nullable=False),
        sa.Column("table_id", sa.String(32), nullable=True),
        sa.Column("places", sa.Text, nullable=True),
        sa.Column("started", sa.Float, nullable=False),
        sa.Column("ended", sa.Float, nullable=True),
    )
    op.create_index("ix_tournament_games_table_id", "tournament_games", ["table_id"])
    op.create_table(
        "tournament_seats",
        sa.Column("tournament_id", sa.String(16), sa.ForeignKey("tournaments.id"), primary_key=True),
        sa.Column("number", sa.Integer, primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("token", sa.String(64), nullable=True),
    )
    op.create_index("ix_tournament_seats_account_id", "tournament_seats", ["account_id"])


def downgrade() -> None:
    # The tournaments and their results are lost: back up first (docs/operations.md).
    op.drop_index("ix_tournament_seats_account_id", "tournament_seats")
    op.drop_table("tournament_seats")
    op.drop_index("ix_tournament_games_table_id", "tournament_games")
    op.drop_table("tournament_games")
    op.drop_index("ix_tournament_entrants_account_id", "tournament_entrants")
    op.drop_table("tournament_entrants")
    op.drop_index("ix_tournaments_organiser", "tournaments")
    op.drop_index("ix_tournaments_status_starts", "tournaments")
    op.drop_table("tournaments")
