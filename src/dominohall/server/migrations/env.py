"""Alembic's environment for dominohall's schema (docs/migrations.md).

The server and ``dominohall db upgrade`` run the migrations on a connection of their own, already in
a transaction (:func:`dominohall.server.migrations.upgrade`), handed over in
``config.attributes["connection"]``; a developer's ``alembic -c .../alembic.ini`` (``revision
--autogenerate``) connects to ``DOMINOHALL_DATABASE_URL``. ``render_as_batch``: SQLite cannot alter
a table in place, so a migration's ``op.batch_alter_table`` copies it there (and alters it in
place elsewhere).
"""

from __future__ import annotations

import os

from alembic import context
from sqlalchemy import create_engine

from dominohall.server.store import database_url, metadata


def run() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, target_metadata=metadata, render_as_batch=True, compare_type=True)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = create_engine(database_url(os.environ.get("DOMINOHALL_DATABASE_URL")))
    with engine.connect() as own:
        context.configure(connection=own, target_metadata=metadata, render_as_batch=True, compare_type=True)
        with context.begin_transaction():
            context.run_migrations()


if getattr(context, "config", None) is not None:  # run by Alembic (importing it does nothing)
    run()
