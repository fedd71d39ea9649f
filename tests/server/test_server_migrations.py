"""Schema migrations (docs/migrations.md): a database written by an older release is upgraded and
everything in it still works — every finished table replays to the record it had, every open one
resumes where its players left it and plays on to its end — on SQLite and on PostgreSQL; a database
newer than the code is refused and left as it was; the migrations make exactly the schema the code
describes.

The databases are the schema fixtures in ``tests/server/schema_fixtures/`` (one folder per release
whose schema later changed; ``main-ce461d6`` was made by 0.1.0 before migrations existed), each
with a manifest of what its clients saw."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

pytest.importorskip("alembic", reason="the server extra is not installed")

from server_helpers import SCHEMA_TOKEN, Client, ServerProcess, autoplay, fixture_state, postgres_schema
from sqlalchemy import MetaData, create_engine, select, text, update
from sqlalchemy.engine import Engine

from dominohall.record import loads
from dominohall.server.migrations import (
    HEAD,
    SchemaError,
    SchemaState,
    pending,
    prepare,
    schema_state,
    script,
    upgrade_schema,
)
from dominohall.server.store import metadata

HERE = Path(__file__).resolve().parent
FIXTURES = sorted(p for p in (HERE / "schema_fixtures").iterdir() if p.is_dir() and (p / "sqlite.json").exists())
CASES = [pytest.param(f, "sqlite", id=f"{f.name}-sqlite") for f in FIXTURES] + [
    pytest.param(f, "postgresql", id=f"{f.name}-postgresql", marks=pytest.mark.postgres)
    for f in FIXTURES
    if (f / "postgresql.sql").exists()
]


# ---- loading a fixture ------------------------------------------------------------------------
def load_dump(url: str, dump: str) -> None:
    """Load a fixture's ``pg_dump`` into the schema ``url`` works in (made already, and empty)."""
    import psycopg

    schema = unquote(url).rsplit("search_path=", 1)[1]
    sql = "\n".join(
        line
        for line in dump.replace(SCHEMA_TOKEN, schema).splitlines()
        if not line.startswith("\\") and not line.startswith(f"CREATE SCHEMA {schema};")
    )
    with psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://").split("?")[0], autocommit=True) as db:
        db.execute(sql.encode())


def move_clock(engine: Engine) -> None:
    """Bring the open tables' times up to now, as if their players had just left: the server
    ends a table nobody was at for hours (``DOMINOHALL_IDLE_SECONDS``), and a fixture is older than
    that. Written for the columns of the baseline schema, which every fixture has."""
    found = MetaData()
    found.reflect(engine, only=["tables", "actions"])
    tables, actions = found.tables["tables"], found.tables["actions"]
    with engine.begin() as db:
        latest = db.execute(select(text("max(at)")).select_from(actions)).scalar_one()
        if isinstance(latest, str):  # SQLite without type information at hand
            latest = datetime.fromisoformat(latest)
        latest = latest if latest.tzinfo else latest.replace(tzinfo=UTC)
        shift = datetime.now(UTC) - latest
        open_ids = [r.id for r in db.execute(select(tables.c.id, tables.c.created).where(tables.c.finished.is_(None)))]
        for row in db.execute(select(tables.c.id, tables.c.created).where(tables.c.id.in_(open_ids))).all():
            db.execute(update(tables).where(tables.c.id == row.id).values(created=row.created + shift))
        for row in db.execute(select(actions.c.id, actions.c.at).where(actions.c.table_id.in_(open_ids))).all():
            db.execute(update(actions).where(actions.c.id == row.id).values(at=row.at + shift))


@contextmanager
def fixture_database(folder: Path, dialect: str, tmp_path: Path) -> Iterator[str]:
    """A copy of the fixture's database (its clock moved to now); its URL."""
    if dialect == "sqlite":
        path = tmp_path / "fixture.sqlite3"
        shutil.copy(folder / "sqlite.sqlite3", path)
        url = f"sqlite:///{path}"
        engine = create_engine(url)
        move_clock(engine)
        engine.dispose()
        yield url
        return
    with postgres_schema() as url:
        load_dump(url, (folder / "postgresql.sql").read_text())
        engine = create_engine(url)
        move_clock(engine)
        engine.dispose()
        yield url


def differences(url: str) -> list[Any]:
    """What the database's schema lacks or has beyond :data:`~dominohall.server.store.metadata`."""
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    engine = create_engine(url)
    try:
        with engine.connect() as db:
            found: list[Any] = compare_metadata(MigrationContext.configure(db, opts={"compare_type": True}), metadata)
            return found
    finally:
        engine.dispose()


# ---- what the clients saw, checked again -------------------------------------------------------
def holds(now: Any, then: Any) -> bool:
    """``now`` says everything ``then`` said: the same values, and objects may have gained fields
    (the messages grow with the code — a sausage's layout says ``one_way`` since the fixture was
    made — while the table is the same).

    >>> holds({"a": 1, "b": [{"c": 2, "new": 0}]}, {"a": 1, "b": [{"c": 2}]}), holds({"a": 2}, {"a": 1})
    (True, False)
    """
    if isinstance(then, dict):
        return isinstance(now, dict) and all(k in now and holds(now[k], v) for k, v in then.items())
    if isinstance(then, list):
        return isinstance(now, list) and len(now) == len(then) and all(holds(a, b) for a, b in zip(now, then))
    return bool(now == then)


def timeless(state: dict[str, Any]) -> dict[str, Any]:
    """A kept state without the times of its chat lines (:func:`move_clock` moved them)."""
    return {**state, "chat": [{k: v for k, v in line.items() if k != "at"} for line in state["chat"]]}


def check_accounts(server: ServerProcess, manifest: dict[str, Any]) -> None:
    """A fixture made since accounts exist (revision 0002): each account signs in with its password,
    its page lists its games and its rated matches count."""
    from urllib.parse import quote

    for account in manifest.get("accounts", []):
        status, body = server.request(
            "POST", "/api/session", {"name": account["name"], "password": account["password"]}
        )
        assert (status, body["name"]) == (200, account["name"]), account["name"]
        page = server.get(f"/api/players/{quote(account['name'])}")
        assert set(account["games"]) <= {g["table"] for g in page["games"]}, account["name"]
        rated = page["ratings"].get("block", {"games": 0})["games"]
        assert rated >= account["rated_block"], account["name"]  # the half-played one may finish meanwhile
    social = manifest.get("social")
    if social is not None:  # a fixture made since revision 0004: its follows and blocks are kept
        account = next(a for a in manifest["accounts"] if a["name"] == social["account"])
        cookie = signed_in(server, account)
        for kind in ("follows", "blocks"):
            listed = get_with_cookie(server, f"/api/account/{kind}", cookie)[kind]
            assert [entry["name"] for entry in listed] == social[kind], kind
    away = manifest.get("vacation")
    if away is not None:  # a fixture made since revision 0005: the vacation taken counts still
        account = next(a for a in manifest["accounts"] if a["name"] == away["account"])
        shown = get_with_cookie(server, "/api/account/vacation", signed_in(server, account))
        if time.time() - away["at"] < 300 * 24 * 3600:  # within the year it counts in
            assert shown["days_left"] == shown["days_a_year"] - away["days"], shown
    mail = manifest.get("mail")
    if mail is not None:  # a fixture made since revision 0006: the verified address and its choices kept
        account = next(a for a in manifest["accounts"] if a["name"] == mail["account"])
        shown = get_with_cookie(server, "/api/account/mail", signed_in(server, account))
        assert (shown["address"], shown["verified"], shown["mode"], shown["language"]) == (
            mail["address"],
            True,
            mail["mode"],
            mail["language"],
        ), shown


def signed_in(server: ServerProcess, account: dict[str, Any]) -> str:
    """The session cookie (``name=value``) of a fixture's account, signed in with its password."""
    import urllib.request

    sent = json.dumps({"name": account["name"], "password": account["password"]}).encode()
    request = urllib.request.Request(
        f"{server.url}/api/session", data=sent, method="POST", headers={"content-type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        cookies: list[str] = [str(c).split(";", 1)[0] for c in answer.headers.get_all("set-cookie") or []]
    return next(c for c in cookies if c.startswith("dominohall_session="))


def get_with_cookie(server: ServerProcess, path: str, cookie: str) -> Any:
    import urllib.request

    request = urllib.request.Request(f"{server.url}{path}", headers={"cookie": cookie})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


async def check_everything(server: ServerProcess, manifest: dict[str, Any]) -> int:
    """Every table of the manifest as its clients saw it; the open ones played to their end.
    Returns the moves played after the upgrade."""
    check_accounts(server, manifest)
    for entry in manifest["finished"]:
        record = server.get(f"/api/tables/{entry['table']}/record")
        assert record == entry["record"], entry["table"]
        match = loads(json.dumps(record))  # replayed through the engine and checked
        assert match.is_over
        replay = server.get(f"/api/tables/{entry['table']}/replay")
        assert replay["table"]["status"] == "finished" and replay["frames"]
    for entry in manifest["expired"]:
        assert server.get(f"/api/tables/{entry['table']}")["status"] == "expired"
    for entry in manifest["analysed"]:
        analysis = server.get(f"/api/tables/{entry['table']}/analysis")
        assert hashlib.sha256(json.dumps(analysis, sort_keys=True).encode()).hexdigest() == entry["sha256"]
    listed = {t["id"] for t in server.get("/api/history?limit=500")}
    assert {e["table"] for e in manifest["finished"] + manifest["expired"]} <= listed

    tables: list[list[Client]] = []
    for entry in manifest["open"]:
        clients = []
        # A rated table's seat opens only to its owner signed in (#34): make.py gives the
        # half-played rated table to the first account.
        headers = {"cookie": signed_in(server, manifest["accounts"][0])} if entry["why"].startswith("rated") else {}
        for seat, token in entry["tokens"].items():
            client = await Client(server, entry["table"], delta=True, headers=headers).connect(token)
            assert client.state is not None
            now, then = timeless(fixture_state(client.state)), timeless(entry["states"][seat])
            assert holds(now, then), (entry["table"], entry["why"], seat, now, then)
            clients.append(client)
        tables.append(clients)
    for entry in manifest["waiting"]:
        tables.append([await Client(server, entry["table"], delta=True).connect(t) for t in entry["tokens"].values()])
    before: int = sum(c[0].state["seq"] for c in tables if c[0].state)
    ends = await asyncio.gather(
        *(autoplay(c, random.Random(i), 240) for i, clients in enumerate(tables) for c in clients)
    )
    assert all(end["view"]["match_over"] for end in ends)
    for clients in tables:
        for c in clients:
            await c.close()
    after: int = sum(c[0].state["seq"] for c in tables if c[0].state)
    return after - before


@pytest.mark.parametrize(("folder", "dialect"), CASES)
def test_every_table_of_an_older_database_replays_and_resumes_after_the_upgrade(
    folder: Path, dialect: str, tmp_path: Path
) -> None:
    manifest = json.loads((folder / f"{dialect}.json").read_text())
    with fixture_database(folder, dialect, tmp_path) as url:
        made = schema_state(create_engine(url))  # 0.1.0's fixture has no revision; later ones do
        env = {"DOMINOHALL_CLUSTER_SECRET": "s" * 24} if dialect == "postgresql" else {}
        # PostgreSQL's fixture was made by a process of a cluster: its leases lapsed long ago, and
        # the tables are taken over from them.
        args = ["--cluster"] if dialect == "postgresql" else []
        server = ServerProcess(url, env=env, log=tmp_path / "server.log", args=args).start()
        try:
            played = asyncio.run(check_everything(server, manifest))
        finally:
            server.stop()
        print(
            f"  {folder.name} on {dialect}: upgraded, {len(manifest['finished'])} finished tables replayed,"
            f" {len(manifest['open']) + len(manifest['waiting'])} resumed and finished ({played} moves)"
        )
        if made.revision != HEAD:
            assert f"upgraded from {made.said()} to {HEAD}" in (tmp_path / "server.log").read_text()
        state = schema_state(create_engine(url))
        assert state.current == HEAD
        assert differences(url) == []


@pytest.mark.parametrize(("folder", "dialect"), CASES)
def test_the_accounts_migration_leaves_every_table_unrated_and_accounts_work_at_once(
    folder: Path, dialect: str, tmp_path: Path
) -> None:
    """0002 (accounts): every table of the older database is unrated and belongs to no account; an
    account made on the upgraded database plays a rated match and is rated (and the upgrade is
    only additions, so a 0001 process could go on meanwhile: docs/migrations.md)."""
    from sqlalchemy import func, select

    from dominohall.server import accounts_db
    from dominohall.server.store import Store, accounts_t, table_accounts_t, tables_t

    manifest = json.loads((folder / f"{dialect}.json").read_text())
    if "accounts" in manifest:
        pytest.skip("a fixture made after 0002 has accounts already: check_accounts checks them")
    with fixture_database(folder, dialect, tmp_path) as url:
        store = Store(url)  # upgraded on opening
        try:
            with store.engine.connect() as db:
                rated = db.execute(select(tables_t.c.rated)).scalars().all()
                assert len(rated) >= len(manifest["finished"]) + len(manifest["open"]) and not any(rated)
                assert db.execute(select(func.count()).select_from(accounts_t)).scalar_one() == 0
                assert db.execute(select(func.count()).select_from(table_accounts_t)).scalar_one() == 0
            account = accounts_db.create_account(store.engine, "Nova", "nova", "h", 0.0)
            assert account is not None
            some = manifest["finished"][0]["table"]
            assert accounts_db.bind_seat(store.engine, some, 0, account, None, 0.0) == account
            assert [g["table"] for g in accounts_db.player(store.engine, "nova")["games"]] == [some]  # type: ignore[index]
        finally:
            store.close()


# ---- the migrations themselves ------------------------------------------------------------------
def test_head_is_the_newest_revision_and_the_chain_has_no_branches() -> None:
    assert script().get_heads() == [HEAD]
    # Every revision's file is named after it (docs/migrations.md), so their order reads off the folder.
    for revision in script().walk_revisions():
        assert Path(revision.path).name.startswith(f"v{revision.revision}_"), revision.path


@pytest.mark.parametrize("dialect", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_the_migrations_make_the_schema_the_code_describes(dialect: str, tmp_path: Path) -> None:
    @contextmanager
    def empty() -> Iterator[str]:
        if dialect == "sqlite":
            yield f"sqlite:///{tmp_path / 'new.sqlite3'}"
        else:
            with postgres_schema() as url:
                yield url

    with empty() as url:
        engine = create_engine(url)
        assert prepare(engine) == [r.revision for r in reversed(list(script().walk_revisions()))]
        assert prepare(engine) == []  # at HEAD: nothing to do
        engine.dispose()
        assert differences(url) == []


def serve_once(url: str, tmp_path: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``dominohall serve`` on ``url`` when it is expected to refuse to start."""
    environ = {**os.environ, **(env or {})}
    environ.pop("DOMINOHALL_DATABASE_URL", None)
    command = [sys.executable, "-m", "dominohall", "serve", "--port", "0", "--database", url]
    return subprocess.run(command, capture_output=True, text=True, env=environ, timeout=60)


def db_command(url: str, *args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "dominohall", "db", *args, "--database", url]
    return subprocess.run(command, capture_output=True, text=True, timeout=60)


def test_a_schema_newer_than_the_code_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'newer.sqlite3'}"
    engine = create_engine(url)
    prepare(engine)
    with engine.begin() as db:
        db.execute(text("UPDATE alembic_version SET version_num = '9999'"))
        before = db.execute(text("SELECT count(*) FROM sqlite_master")).scalar_one()
    with pytest.raises(SchemaError, match="9999, which this dominohall does not know"):
        prepare(engine)
    done = serve_once(url, tmp_path)
    assert done.returncode == 2, done.stderr
    assert "revision 9999, which this dominohall does not know" in done.stderr
    assert "restore the backup" in done.stderr
    status = db_command(url, "status")
    assert status.returncode == 2 and "9999" in status.stderr
    upgrade = db_command(url, "upgrade")
    assert upgrade.returncode == 2
    with engine.begin() as db:
        assert db.execute(text("SELECT version_num FROM alembic_version")).scalar_one() == "9999"
        assert db.execute(text("SELECT count(*) FROM sqlite_master")).scalar_one() == before
    engine.dispose()


def test_with_manual_upgrades_the_server_waits_for_dominohall_db_upgrade(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copy(FIXTURES[0] / "sqlite.sqlite3", path)
    url = f"sqlite:///{path}"
    done = serve_once(url, tmp_path, {"DOMINOHALL_DB_UPGRADE": "manual"})
    assert done.returncode == 2
    assert "run 'dominohall db upgrade'" in done.stderr and "back it up" in done.stderr
    assert schema_state(create_engine(url)).legacy  # nothing was changed
    status = db_command(url, "status")
    assert status.returncode == 1 and "dominohall db upgrade" in status.stdout
    assert db_command(url, "upgrade").returncode == 0
    status = db_command(url, "status")
    assert status.returncode == 0 and "up to date" in status.stdout
    bad = serve_once(url, tmp_path, {"DOMINOHALL_DB_UPGRADE": "sometimes"})
    assert bad.returncode == 2 and "DOMINOHALL_DB_UPGRADE is auto or manual" in bad.stderr


def test_a_database_from_before_0_1_0_is_refused_with_what_it_lacks(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'ancient.sqlite3'}"
    engine = create_engine(url)
    with engine.begin() as db:
        db.execute(text("CREATE TABLE tables (id VARCHAR(32) PRIMARY KEY, variant VARCHAR(40))"))
    with pytest.raises(SchemaError, match=r"lacks the columns .* of 'tables'"):
        prepare(engine)
    engine.dispose()


@pytest.mark.postgres
def test_processes_starting_together_upgrade_once(tmp_path: Path) -> None:
    """Several processes starting at once on an older PostgreSQL database: one upgrades (under the
    advisory lock), the others wait and find nothing left to do."""
    with postgres_schema() as url:
        load_dump(url, (FIXTURES[0] / "postgresql.sql").read_text())
        results: list[list[str] | BaseException] = []

        def start() -> None:
            engine = create_engine(url)
            try:
                results.append(upgrade_schema(engine))
            except BaseException as exc:
                results.append(exc)
            finally:
                engine.dispose()

        threads = [threading.Thread(target=start) for _ in range(3)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        every = pending(SchemaState(None, legacy=True))  # the baseline recorded, then every migration
        assert every[0] == "0001" and every[-1] == HEAD
        assert sorted(map(str, results)) == sorted([str(every), "[]", "[]"]), results
        assert differences(url) == []


@pytest.mark.parametrize("dialect", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_the_accounts_migration_goes_down_and_up_again(dialect: str, tmp_path: Path) -> None:
    """0002's downgrade takes its tables and ``tables.rated`` away (losing the accounts, as it says)
    and the upgrade makes them again."""
    from alembic import command

    from dominohall.server.migrations import alembic_config

    with fixture_database(FIXTURES[0], dialect, tmp_path) as url:
        engine = create_engine(url)
        try:
            prepare(engine)
            with engine.connect() as db, db.begin():
                command.downgrade(alembic_config(db), "0001")
            assert schema_state(engine).current == "0001"
            assert prepare(engine)[0] == "0002"
            assert differences(url) == []
        finally:
            engine.dispose()
