"""Lobby change notifications between processes (PostgreSQL ``LISTEN/NOTIFY``,
``dominohall.server.notify``): a change made on one process — a table created, a seat taken, a
match finished — reaches the lobby of another without it reading the database again on a timer.

The processes are told to keep a lobby page for an hour without a notification
(``DOMINOHALL_LOBBY_REFRESH_SECONDS=3600``), and each test first checks that every process's listener
is connected (so the one-second fallback of a process that cannot listen is not in play): a change
can then only reach another process's lobby through a notification. Runs when
``DOMINOHALL_TEST_POSTGRES_URL`` names a database (``.ci/run`` starts one)."""

from __future__ import annotations

import json
import secrets
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import ServerProcess
from test_server_cluster import database  # noqa: F401 - the fixture: a schema of the test database

from dominohall.server.notify import channel_for
from dominohall.server.store import SeatConfig, Store, TableConfig

BOTS = [{"kind": "bot", "bot": "greedy"}] * 2
WAIT = 30.0
"""How long a test waits for a change to show (far below the hour a page is otherwise kept)."""


def start(url: str, tmp_path: Path, count: int = 2, refresh: float = 3600) -> list[ServerProcess]:
    env = {
        "DOMINOHALL_CLUSTER_SECRET": secrets.token_urlsafe(24),
        "DOMINOHALL_LEASE_SECONDS": "4",
        "DOMINOHALL_BOT_DELAY": "0.05",
        "DOMINOHALL_LOBBY_REFRESH_SECONDS": f"{refresh:g}",
        "DOMINOHALL_ANALYSIS_QUEUE": "0",
    }
    servers: list[ServerProcess] = []
    try:
        for i in range(count):
            log = tmp_path / f"server{i}.log"
            servers.append(ServerProcess(url, env=env, log=log, args=["--cluster"]).start())
    except BaseException:
        for server in servers:
            server.stop()
        raise
    return servers


def listeners(url: str) -> list[int]:
    """The PostgreSQL backends listening on the channel of ``url``'s schema."""
    import psycopg

    plain, _, query = url.replace("postgresql+psycopg://", "postgresql://").partition("?")
    schema = query.split("search_path%3D", 1)[1].split("&", 1)[0]
    with psycopg.connect(plain, autocommit=True) as db:
        rows = db.execute(
            "SELECT pid FROM pg_stat_activity WHERE application_name = 'dominohall-lobby-listener' AND query = %s",
            (f'LISTEN "{channel_for(schema)}"',),
        ).fetchall()
    return [int(r[0]) for r in rows]


def wait_for(what: str, check: Callable[[], bool]) -> float:
    """Seconds until ``check()`` holds (fails after WAIT)."""
    started = time.monotonic()
    while not check():
        assert time.monotonic() - started < WAIT, f"not seen within {WAIT:g} s: {what}"
        time.sleep(0.01)
    return time.monotonic() - started


def lobby(server: ServerProcess) -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in server.get("/api/tables")}


def listed(server: ServerProcess, table: str) -> Callable[[], bool]:
    return lambda: table in lobby(server)


@pytest.mark.postgres
def test_a_change_on_one_process_reaches_the_lobby_of_another(database: str, tmp_path: Path) -> None:  # noqa: F811
    a, b = start(database, tmp_path)
    try:
        wait_for("both listeners", lambda: len(listeners(database)) == 2)
        assert lobby(b) == {}  # b's page is built now and kept (for an hour, unless notified)
        # A table created on a appears in b's lobby.
        seen: list[float] = []
        made = []
        for _ in range(5):
            lobby(b)
            new = a.create_table("block", 2, seats=[{"kind": "human"}, {"kind": "human"}], open_seats=True)["table"]
            made.append(new)
            seen.append(wait_for("the new table in b's lobby", listed(b, new)))
        median, most = statistics.median(seen) * 1000, max(seen) * 1000
        print(f"  created on a, in b's lobby after {median:.0f} ms (median of 5), at most {most:.0f} ms")
        # A seat taken on a shows as taken in b's lobby (and the table as waiting for the other).
        # (Seat 1: the first person's seat is kept for the creator, never offered: issue #22.)
        first = made[0]
        assert not lobby(b)[first]["seats"][1]["claimed"]
        status, _body = a.request("POST", f"/api/tables/{first}/seats/1", {"name": "Ala"})
        assert status == 201
        took = wait_for(
            "the seat taken in b's lobby",
            lambda: (seat := lobby(b)[first]["seats"][1])["claimed"] and seat["name"] == "Ala",
        )
        print(f"  seat taken on a, in b's lobby after {took * 1000:.0f} ms")
        # A match that ends on a leaves b's lobby (bots only, target 20: over in a moment).
        bots = a.create_table("block", 2, seats=BOTS, options={"target": 20})["table"]
        wait_for("the match over", lambda: a.get(f"/api/tables/{bots}")["status"] == "finished")
        gone = wait_for("the finished table gone from b's lobby", lambda: bots not in lobby(b))
        print(f"  finished on a, gone from b's lobby after {gone * 1000:.0f} ms")
        # And the other way round.
        back = b.create_table("block", 2)["table"]
        wait_for("b's table in a's lobby", lambda: back in lobby(a))
        # Notifications came through: the listeners never dropped (the fallback was not in play).
        assert len(listeners(database)) == 2
    finally:
        for server in (a, b):
            server.stop()


@pytest.mark.postgres
def test_a_listener_that_loses_its_connection_listens_again(database: str, tmp_path: Path) -> None:  # noqa: F811
    import psycopg

    a, b = start(database, tmp_path)
    try:
        wait_for("both listeners", lambda: len(listeners(database)) == 2)
        before = set(listeners(database))
        plain = database.replace("postgresql+psycopg://", "postgresql://").partition("?")[0]
        with psycopg.connect(plain, autocommit=True) as db:
            for pid in before:
                db.execute("SELECT pg_terminate_backend(%s)", (pid,))
        again = wait_for(
            "both listeners back",
            lambda: len(now := set(listeners(database))) == 2 and not now & before,
        )
        print(f"  listening again {again:.1f} s after its connection was cut")
        assert lobby(b) == {}  # kept from now on, unless notified
        table = a.create_table("block", 2)["table"]
        wait_for("the new table in b's lobby", lambda: table in lobby(b))
        assert "lost its connection" in (tmp_path / "server1.log").read_text()
    finally:
        for server in (a, b):
            server.stop()


@pytest.mark.postgres
def test_a_lost_notification_is_made_up_by_the_safety_read(database: str, tmp_path: Path) -> None:  # noqa: F811
    """A table written to the database with no notification (as if it had been lost) reaches the
    lobby with the next safety read (every 2 s here)."""
    (a,) = start(database, tmp_path, count=1, refresh=2)
    store = Store(database)
    try:
        wait_for("the listener", lambda: len(listeners(database)) == 1)
        assert lobby(a) == {}
        now = time.time()
        config = TableConfig("quiet", "", "block", 2, {}, 7, None, now)
        store.create_table(
            config, [SeatConfig(0, "human", None, "ab", False), SeatConfig(1, "human", None, "cd", False)]
        )
        store.claim_lease("quiet", "elsewhere", "127.0.0.1:9", now, 3600)
        meta = {"id": "quiet", "variant": "block", "status": "waiting", "seats": []}
        store.renew_leases("elsewhere", now, 3600, {"quiet": json.dumps(meta)}, [])
        took = wait_for("the quiet table in the lobby", lambda: "quiet" in lobby(a))
        print(f"  a change nobody notified, in the lobby after {took:.1f} s (safety read every 2 s)")
    finally:
        store.close()
        a.stop()
