"""Backups as docs/operations.md says to make them, made while the server is playing, and restored:
SQLite with ``dominohall db backup`` (SQLite's online backup), PostgreSQL with ``pg_dump`` and
``pg_restore``. A backup holds every table as it was at one moment — each table's actions a prefix
of what the live database holds later, nothing torn — and a server started on the restored copy
replays every finished table and resumes every open one."""

from __future__ import annotations

import asyncio
import os
import random
import secrets
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, ServerProcess, autoplay, postgres_schema
from sqlalchemy import create_engine, select

from dominohall.record import loads
from dominohall.server.store import actions_t, tables_t

GAMES = 6


def snapshot(url: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every table's actions (n, kind, seat, data), and whether it is finished (its record)."""
    engine = create_engine(url)
    try:
        with engine.connect() as db:
            found: dict[str, list[tuple[Any, ...]]] = {r.id: [] for r in db.execute(select(tables_t.c.id))}
            chosen = select(actions_t).order_by(actions_t.c.table_id, actions_t.c.n)
            for a in db.execute(chosen):
                found[a.table_id].append((a.n, a.kind, a.seat, a.data))
            return found
    finally:
        engine.dispose()


async def play_while(server: ServerProcess, games: int, during: Callable[[], Any]) -> Any:
    """``games`` tables played by people and bots while ``during`` runs (in a thread); its result."""
    tables = [server.create_table("draw", 2, options={"target": 60}) for _ in range(games)]
    clients = [await Client(server, t["table"], delta=True).connect(t["seats"][0]["token"]) for t in tables]
    plays = [asyncio.ensure_future(autoplay(c, random.Random(i), 120)) for i, c in enumerate(clients)]
    await asyncio.sleep(0.5)
    result = await asyncio.to_thread(during)
    await asyncio.gather(*plays)
    for c in clients:
        await c.close()
    return result


Actions = dict[str, list[tuple[Any, ...]]]


def check_restored(live: Actions, copy: Actions, server: ServerProcess) -> tuple[int, int]:
    """The restored ``copy`` (as restored, before ``server`` started on it): each table's actions a
    prefix of the ``live`` database's, every finished table replays, every open one resumes (its
    bots may have moved since). (finished, open) counts."""
    assert copy and set(copy) <= set(live)
    finished = opened = 0
    for table, actions in copy.items():
        assert live[table][: len(actions)] == actions, table
        meta = server.get(f"/api/tables/{table}")
        if meta["status"] == "finished":
            assert loads(_text(server, table)).is_over  # replayed through the engine and checked
            finished += 1
        else:
            state = asyncio.run(watch(server, table))
            assert state["seq"] >= sum(a[1] in ("move", "undo") for a in actions)
            opened += 1
    return finished, opened


async def watch(server: ServerProcess, table: str) -> dict[str, Any]:
    client = await Client(server, table).connect(None)  # a spectator sees where the table is
    await client.close()
    assert client.state is not None
    return client.state


def _text(server: ServerProcess, table: str) -> str:
    import urllib.request

    with urllib.request.urlopen(f"{server.url}/api/tables/{table}/record", timeout=10) as answer:
        return str(answer.read().decode())


def test_sqlite_online_backup_while_serving_and_restore(tmp_path: Path) -> None:
    path = tmp_path / "live.sqlite3"
    server = ServerProcess(f"sqlite:///{path}", env={"DOMINOHALL_BOT_DELAY": "0.02"}, log=tmp_path / "live.log")
    server.start()
    backups = [tmp_path / f"backup{i}.sqlite3" for i in range(3)]

    def back_up() -> list[str]:
        said = []
        for target in backups:
            done = subprocess.run(
                [sys.executable, "-m", "dominohall", "db", "backup", "--database", str(path), str(target)],
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert done.returncode == 0, done.stderr
            said.append(done.stdout.strip())
        return said

    try:
        said = asyncio.run(play_while(server, GAMES, back_up))
    finally:
        server.stop()
    print("\n  " + "\n  ".join(said))
    live = snapshot(f"sqlite:///{path}")
    refused = subprocess.run(
        [sys.executable, "-m", "dominohall", "db", "backup", "--database", str(path), str(backups[0])],
        capture_output=True,
        text=True,
    )
    assert refused.returncode == 2 and "exists already" in refused.stderr  # never over an older backup
    for backup in backups:
        db = sqlite3.connect(backup)
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert db.execute("PRAGMA journal_mode").fetchone() == ("delete",)  # one file, nothing beside it
        db.close()
    # Restore as docs/operations.md says: the server stopped, the copy put in the database's place.
    for stale in tmp_path.glob("live.sqlite3*"):
        stale.unlink()
    shutil.copy(backups[1], path)
    copy = snapshot(f"sqlite:///{path}")
    restored = ServerProcess(f"sqlite:///{path}", log=tmp_path / "restored.log").start()
    try:
        finished, opened = check_restored(live, copy, restored)
    finally:
        restored.stop()
    assert finished + opened == GAMES


@contextmanager
def other_database(url: str) -> Iterator[str]:
    """A new, empty database on the test server (dropped afterwards): where a dump is restored."""
    import psycopg

    plain = url.replace("postgresql+psycopg://", "postgresql://").split("?")[0]
    name = f"dominohall_restore_{secrets.token_hex(4)}"
    with psycopg.connect(plain, autocommit=True) as db:
        db.execute(f"CREATE DATABASE {name}")
    try:
        yield plain.rsplit("/", 1)[0] + f"/{name}"
    finally:
        with psycopg.connect(plain, autocommit=True) as db:
            db.execute(f"DROP DATABASE {name} WITH (FORCE)")


@pytest.mark.postgres
@pytest.mark.skipif(shutil.which("pg_dump") is None, reason="pg_dump is not installed")
def test_postgresql_pg_dump_while_serving_and_pg_restore(tmp_path: Path) -> None:
    with postgres_schema() as url:
        schema = url.rsplit("search_path%3D", 1)[1]
        plain = url.replace("postgresql+psycopg://", "postgresql://").split("?")[0]
        env = {"DOMINOHALL_BOT_DELAY": "0.02", "DOMINOHALL_CLUSTER_SECRET": secrets.token_urlsafe(24)}
        server = ServerProcess(url, env=env, log=tmp_path / "live.log", args=["--cluster"])
        server.start()
        dump = tmp_path / "dominohall.dump"

        def back_up() -> None:
            # The documented command, limited to the test's schema (a deployment dumps its database).
            done = subprocess.run(
                ["pg_dump", "--format=custom", f"--file={dump}", f"--schema={schema}", plain],
                capture_output=True,
                text=True,
                timeout=120,
            )
            assert done.returncode == 0, done.stderr

        try:
            asyncio.run(play_while(server, GAMES, back_up))
        finally:
            server.stop()
        live = snapshot(url)
        with other_database(url) as target:
            done = subprocess.run(
                ["pg_restore", "--no-owner", "--exit-on-error", f"--dbname={target}", str(dump)],
                capture_output=True,
                text=True,
                timeout=120,
            )
            assert done.returncode == 0, done.stderr
            restored_url = (
                target.replace("postgresql://", "postgresql+psycopg://") + f"?options=-csearch_path%3D{schema}"
            )
            copy = snapshot(restored_url)
            restored = ServerProcess(restored_url, env=env, log=tmp_path / "restored.log", args=["--cluster"]).start()
            try:
                finished, opened = check_restored(live, copy, restored)
            finally:
                restored.stop()
        assert finished + opened == GAMES
        assert os.path.getsize(dump) > 0
