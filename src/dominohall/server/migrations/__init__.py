"""The database's schema and its versions: Alembic migrations (docs/migrations.md).

Every schema the server has ever made is a revision in ``versions/``; the database says which it is
in (Alembic's ``alembic_version`` table). :func:`prepare`, called whenever a
:class:`~dominohall.server.store.Store` opens a database, makes it the schema this code knows
(:data:`HEAD`) or says why it will not:

- a new, empty database is made by running every migration;
- a database at an older revision is upgraded — unless told not to (``upgrade=False``: the server
  with ``DOMINOHALL_DB_UPGRADE=manual``), when it is refused with what to run
  (``dominohall db upgrade``);
- a database at a revision this code does not know (a newer release wrote it) is refused: this code
  could misread it;
- a database made before migrations existed (0.1.0: tables, no ``alembic_version``) is the first
  revision, :data:`BASELINE`, and is stamped so, then upgraded like any other.

On PostgreSQL the upgrade runs in one transaction under an advisory lock, so that several processes
starting together upgrade once (the others wait, then find it done) and a failed migration leaves
nothing half done. The usual case — the database is at :data:`HEAD` — costs one query and does not
load Alembic.

>>> from sqlalchemy import create_engine
>>> engine = create_engine("sqlite://")
>>> prepare(engine)
['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011']
>>> prepare(engine), schema_state(engine).current
([], '0011')
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Final

from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection, Engine

if TYPE_CHECKING:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

log = logging.getLogger("dominohall.server")

HERE: Final = Path(__file__).resolve().parent
HEAD: Final = "0011"
"""The revision this code writes and reads (a test checks it is the head of ``versions/``)."""
BASELINE: Final = "0001"
"""The schema of 0.1.0, made before migrations existed (``versions/v0001_baseline.py``)."""
BASELINE_COLUMNS: Final = {
    "tables": {
        "id",
        "name",
        "variant",
        "players",
        "options",
        "seed",
        "seed_given",
        "timer",
        "created",
        "finished",
        "record",
        "summary",
    },
    "seats": {"table_id", "seat", "kind", "bot", "token_hash", "claimed"},
    "actions": {"id", "table_id", "n", "kind", "seat", "data", "actor", "at"},
    "leases": {"table_id", "owner", "address", "expires", "meta"},
    "analyses": {"table_id", "created", "status", "data"},
}
"""What a database made before migrations must hold to be taken as :data:`BASELINE`."""
VERSION_TABLE: Final = "alembic_version"
LOCK_KEY: Final = 0x646F6D696E6F
"""The PostgreSQL advisory lock held while the schema is upgraded (any number, the same for all)."""


class SchemaError(Exception):
    """The database's schema is not one this code may use (the message says what to do)."""


@dataclass(frozen=True, slots=True)
class SchemaState:
    """Where a database's schema is."""

    current: str | None
    """Its revision (``alembic_version``); ``None`` when it has none."""
    legacy: bool
    """It has dominohall's tables but no revision: made by 0.1.0 before migrations (:data:`BASELINE`)."""

    @property
    def empty(self) -> bool:
        return self.current is None and not self.legacy

    def said(self) -> str:
        """The revision in words."""
        if self.legacy:
            return f"{BASELINE} (made before migrations, not recorded yet)"
        return "nothing (an empty database)" if self.current is None else self.current

    @property
    def revision(self) -> str | None:
        """Its revision, a database made before migrations counting as :data:`BASELINE`."""
        return BASELINE if self.legacy else self.current


def _state(db: Connection) -> SchemaState:
    names = set(inspect(db).get_table_names())
    if VERSION_TABLE in names:
        rows = db.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalars().all()
        if len(rows) > 1:
            raise SchemaError(f"the database names several schema revisions at once ({', '.join(rows)}): repair it")
        if rows:
            return SchemaState(str(rows[0]), False)
    return SchemaState(None, "tables" in names)


def schema_state(engine: Engine) -> SchemaState:
    with engine.connect() as db:
        return _state(db)


@lru_cache(maxsize=1)
def script() -> ScriptDirectory:
    """The revisions in ``versions/`` (read once)."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory(str(HERE))


def alembic_config(db: Connection | None = None) -> Config:
    """Alembic's configuration for these migrations, running on ``db`` (``env.py`` reads it)."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(HERE))
    config.attributes["connection"] = db
    return config


def pending(state: SchemaState) -> list[str]:
    """The revisions an upgrade of a database in ``state`` would run, oldest first (``[]``: none);
    for a database made before migrations, :data:`BASELINE` first (recorded, not run). Raises
    :class:`SchemaError` for a revision this code does not know."""
    if state.current == HEAD:
        return []
    start = state.revision
    _known(start)
    after = [s.revision for s in reversed(list(script().iterate_revisions(HEAD, start or "base")))]
    return [BASELINE, *after] if state.legacy else after


def _known(revision: str | None) -> None:
    if revision is None:
        return
    from alembic.util import CommandError

    try:
        found = script().get_revision(revision)
    except CommandError:
        found = None
    if found is None:
        raise SchemaError(
            f"the database's schema is at revision {revision}, which this dominohall does not know (it knows"
            f" up to {HEAD}): a newer release wrote it. Run that release (or a newer one), or restore the"
            " backup taken before it upgraded the database (docs/operations.md)"
        )


def prepare(engine: Engine, upgrade: bool = True) -> list[str]:
    """Make the database's schema :data:`HEAD` (see the module docstring); returns the revisions
    run, oldest first. Raises :class:`SchemaError` for a schema newer than this code, and with
    ``upgrade=False`` for an older one (a new, empty database is made either way)."""
    state = schema_state(engine)
    if state.current == HEAD:
        return []
    todo = pending(state)
    if not upgrade and not state.empty:
        raise SchemaError(
            f"the database's schema is at revision {state.said()}, older than this dominohall's ({HEAD}):"
            " back it up, then run 'dominohall db upgrade' (DOMINOHALL_DB_UPGRADE=manual leaves upgrades to"
            f" that command; revisions to run: {', '.join(todo)})"
        )
    return upgrade_schema(engine)


def upgrade_schema(engine: Engine) -> list[str]:
    """Run the migrations the database lacks, in one transaction (under an advisory lock on
    PostgreSQL: a process that waited for another's upgrade finds nothing left to do). Returns the
    revisions run, oldest first."""
    logging.getLogger("alembic.runtime.plugins").setLevel(logging.WARNING)  # a line for each plugin at INFO
    from alembic import command
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as db, db.begin():
        if db.dialect.name == "postgresql":
            db.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LOCK_KEY})
        state = _state(db)
        todo = pending(state)
        if not todo:
            return []
        if state.legacy:
            _check_legacy(db)
            MigrationContext.configure(db).stamp(script(), BASELINE)
            log.info("database made before migrations: taken as revision %s", BASELINE)
        command.upgrade(alembic_config(db), HEAD)
    log.info("database schema upgraded from %s to %s (%s)", state.said(), HEAD, ", ".join(todo))
    return todo


def _check_legacy(db: Connection) -> None:
    """A database without a revision must hold the tables and columns of :data:`BASELINE`."""
    found = inspect(db)
    names = set(found.get_table_names())
    for table, columns in BASELINE_COLUMNS.items():
        have = {c["name"] for c in found.get_columns(table)} if table in names else set()
        missing = sorted(columns - have)
        if missing:
            what = f"the table {table!r}" if not have else f"the columns {', '.join(missing)} of {table!r}"
            raise SchemaError(
                f"the database has dominohall's tables but no schema revision, and lacks {what}: it was made"
                " before dominohall 0.1.0 and cannot be upgraded (start on a new database)"
            )
