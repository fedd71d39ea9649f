"""``dominohall db``: the database's schema revision, its upgrade, and an online backup of a SQLite
database (docs/operations.md, docs/migrations.md).

- ``dominohall db status``: the schema's revision and this code's; exit status 0 when they are the
  same, 1 when an upgrade is to be run, 2 when the database is newer than this code (or unusable);
- ``dominohall db upgrade``: run the migrations the database lacks (the server does it at start
  unless ``DOMINOHALL_DB_UPGRADE=manual``);
- ``dominohall db backup FILE``: a consistent copy of a SQLite database while the server is using it
  (SQLite's online backup, a few pages at a time, so the server's writes wait at most a moment);
  PostgreSQL is backed up with ``pg_dump``.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Final

from sqlalchemy import create_engine
from sqlalchemy.engine import make_url

from dominohall.server.migrations import HEAD, SchemaError, pending, prepare, schema_state, upgrade_schema
from dominohall.server.store import database_url

UPGRADE_SETTING: Final = "DOMINOHALL_DB_UPGRADE"
BACKUP_PAGES: Final = 256
"""Pages copied at a time by ``db backup`` (1 MiB at SQLite's default page size): between two
steps the server may write; a write during a step waits for it."""


def upgrade_at_start(environ: Mapping[str, str]) -> bool:
    """``DOMINOHALL_DB_UPGRADE``: ``auto`` (unset: the default) upgrades an older schema when the
    server starts; ``manual`` refuses to start on it, leaving the upgrade to ``dominohall db upgrade``.

    >>> upgrade_at_start({}), upgrade_at_start({"DOMINOHALL_DB_UPGRADE": "manual"})
    (True, False)
    >>> upgrade_at_start({"DOMINOHALL_DB_UPGRADE": "yes"})
    Traceback (most recent call last):
    ...
    dominohall.server.migrations.SchemaError: DOMINOHALL_DB_UPGRADE is auto or manual, not 'yes'
    """
    value = environ.get(UPGRADE_SETTING, "").strip().lower() or "auto"
    if value not in ("auto", "manual"):
        raise SchemaError(f"{UPGRADE_SETTING} is auto or manual, not {value[:40]!r}")
    return value == "auto"


def ready_schema(url: str, environ: Mapping[str, str]) -> list[str]:
    """Before a server starts on ``url``: its schema made this code's (or :class:`SchemaError`)."""
    engine = create_engine(url)
    try:
        return prepare(engine, upgrade_at_start(environ))
    finally:
        engine.dispose()


def run(args: argparse.Namespace) -> int:
    """``dominohall db ...`` (see the module docstring); the exit status."""
    url = database_url(args.database or os.environ.get("DOMINOHALL_DATABASE_URL"))
    if args.action == "backup":
        return backup(url, Path(args.file))
    parsed = make_url(url)
    missing = parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:")
    if args.action == "status" and missing and not Path(str(parsed.database)).exists():
        print(f"there is no database at {parsed.database} (the server makes it at its first start)")
        return 1
    engine = create_engine(url)
    try:
        if args.action == "status":
            state = schema_state(engine)
            todo = pending(state)
            print(f"schema: {state.said()}; this dominohall: {HEAD}")
            if todo:
                print(f"to upgrade: {', '.join(todo)} (dominohall db upgrade)")
                return 1
            print("up to date")
            return 0
        done = upgrade_schema(engine)
        print(f"upgraded to {HEAD}: ran {', '.join(done)}" if done else f"already at {HEAD}: nothing to run")
        return 0
    finally:
        engine.dispose()


def backup(url: str, target: Path) -> int:
    """Copy the SQLite database at ``url`` to ``target`` while it is in use (SQLite's online backup:
    the copy is of one moment, every committed write before it and none after)."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or not parsed.database or parsed.database == ":memory:":
        print(
            "dominohall db backup: copies a SQLite database file; back up PostgreSQL with pg_dump (docs/operations.md)",
            file=sys.stderr,
        )
        return 2
    source_path = Path(parsed.database)
    if not source_path.is_file():
        print(f"dominohall db backup: there is no database at {source_path}", file=sys.stderr)
        return 2
    if target.exists():
        print(f"dominohall db backup: {target} exists already: name a new file", file=sys.stderr)
        return 2
    started = time.monotonic()
    partial = target.with_name(target.name + ".partial")
    source = sqlite3.connect(source_path, timeout=30)
    try:
        copy = sqlite3.connect(partial)
        try:
            source.backup(copy, pages=BACKUP_PAGES, sleep=0.005)
            copy.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
        finally:
            copy.close()
    finally:
        source.close()
    partial.rename(target)  # never a half-written file under the name asked for
    size = target.stat().st_size
    print(f"backed up {source_path} to {target}: {size / 1e6:.1f} MB in {time.monotonic() - started:.1f} s")
    return 0
