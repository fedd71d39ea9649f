"""Several server processes on one PostgreSQL database (docs/server.md, Several processes): each
table is run by the process holding its lease, a connection that reaches another process is
relayed to it, and when a process dies (SIGKILL) another takes its tables over within a few seconds
and they resume exactly — the same clients reconnect and finish the match, nothing lost.

Runs when ``DOMINOHALL_TEST_POSTGRES_URL`` names a database (``.ci/run`` starts one)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import secrets
import shutil
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, ServerProcess, free_port, my_turn, play_to_end, postgres_schema

from dominohall.server.store import Store, StoredTable
from dominohall.server.table import Table

ROOT = Path(__file__).resolve().parents[2]
LEASE = 2.0


@pytest.fixture
def database() -> Iterator[str]:
    """A new schema of the PostgreSQL test database, dropped afterwards."""
    with postgres_schema() as url:
        yield url


def cluster(database: str, tmp_path: Path, count: int = 2) -> list[ServerProcess]:
    env = {
        "DOMINOHALL_CLUSTER_SECRET": secrets.token_urlsafe(24),
        "DOMINOHALL_LEASE_SECONDS": str(LEASE),
        "DOMINOHALL_BOT_DELAY": "0.05",
    }
    servers = [
        ServerProcess(database, env=env, log=tmp_path / f"server{i}.log", args=["--cluster"]) for i in range(count)
    ]
    started: list[ServerProcess] = []
    try:
        for server in servers:
            started.append(server.start())
    except BaseException:
        for server in started:
            server.stop()
        raise
    return servers


async def rejoin(server: ServerProcess, table: str, token: str | None, timeout: float = 20.0) -> Client:
    """Connect again until the table answers (its process died: another takes it over once the
    lease has lapsed; meanwhile the connection is closed with 1013 and the client tries again)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return await Client(server, table, delta=True).connect(token)
        except Exception:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.3)


async def play_until(clients: list[Client], seq: int, rng: random.Random) -> None:
    """The people play random legal moves until the table has reached ``seq``."""
    while min(c.state["seq"] for c in clients if c.state) < seq:
        for c in clients:
            state = c.state
            assert state is not None
            if my_turn(state):
                legal = state["view"]["legal"]
                await c.send({"type": "move", "move": rng.choice(legal)["move"], "seq": state["seq"]})
        for c in clients:
            try:
                message = await c.recv(0.2)
            except TimeoutError:
                continue
            assert message["type"] != "error" or message["code"] == "stale", message


@pytest.mark.postgres
def test_a_killed_process_s_tables_are_taken_over_and_finished(database: str, tmp_path: Path) -> None:
    a, b = cluster(database, tmp_path)
    try:
        seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
        made = a.create_table("draw", 3, seats, seed=21)
        table = made["table"]
        tokens = [s["token"] for s in made["seats"]]
        # A table of bots only, watched by nobody: it must go on too.
        bots = a.create_table("block", 2, [{"kind": "bot", "bot": "greedy"}] * 2, options={"target": 300})["table"]

        async def scenario() -> None:
            # One person through the other process (relayed to the owner), one straight to it.
            people = [
                await Client(b, table, delta=True).connect(tokens[0]),
                await Client(a, table, delta=True).connect(tokens[1]),
            ]
            await play_until(people, 8, random.Random(1))
            for c in people:
                await c.drain(0.3)
            before = [c.state for c in people]
            assert before[0] is not None and before[1] is not None
            assert before[0]["seq"] == before[1]["seq"]
            bots_seq = b.get(f"/api/tables/{bots}")["seq"]

            a.kill()  # SIGKILL: no shutdown, the lease is left to lapse
            killed = time.monotonic()
            again = [await rejoin(b, table, tokens[0]), await rejoin(b, table, tokens[1])]
            took = time.monotonic() - killed
            print(f"  taken over and answering {took:.1f} s after the kill (lease {LEASE:g} s)")
            assert took < LEASE + 8
            for old, new in zip(before, again, strict=True):
                assert new.state is not None and old is not None
                # Every move that was answered is there, and the view is the one the client had
                # (the bot may have moved since, if it was its turn).
                assert new.state["seq"] >= old["seq"]
                if new.state["seq"] == old["seq"]:
                    for key in ("view", "reveal", "sheet", "chat"):
                        assert new.state[key] == old[key], key
            for c in people:
                await c.close()
            ends = await play_to_end(again, seed=5, timeout=90)
            assert all(e["view"]["match_over"] for e in ends)
            for c in again:
                await c.close()
            # The bots' table was taken over with nobody connected, and went on.
            deadline = time.monotonic() + 30
            while b.get(f"/api/tables/{bots}")["seq"] <= bots_seq:
                assert time.monotonic() < deadline, "the bots' table was not taken over"
                await asyncio.sleep(0.3)

            # Nothing lost: the stored actions up to the kill give exactly the states seen then.
            store = Store(database)
            try:
                stored = store.load(table)
            finally:
                store.close()
            assert stored is not None and stored.finished is not None
            upto = before[0]["seq"]
            rebuilt = Table.rebuild(StoredTable(stored.config, stored.seats, stored.actions[:upto]))
            for seat, old in enumerate(before):
                assert old is not None
                state = rebuilt.state(seat)
                assert (state["seq"], state["view"]["hand"], state["view"]["layout"]) == (
                    old["seq"],
                    old["view"]["hand"],
                    old["view"]["layout"],
                )

        asyncio.run(scenario())
        # Each process serves the lobby of every process (from the database).
        listed = {t["id"] for t in b.get("/api/tables")}
        assert bots in listed or b.get(f"/api/tables/{bots}")["status"] == "finished"
    finally:
        for server in (a, b):
            server.stop()


@pytest.mark.postgres
def test_the_lobby_of_each_process_lists_the_tables_of_all(database: str, tmp_path: Path) -> None:
    a, b = cluster(database, tmp_path)
    try:
        made = [
            server.create_table("block", 2, [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]) for server in (a, b)
        ]
        wanted = {m["table"] for m in made}
        deadline = time.monotonic() + 10
        for server in (a, b):
            while not wanted <= {t["id"] for t in server.get("/api/tables")}:
                assert time.monotonic() < deadline, "a process's lobby misses the other's table"
                time.sleep(0.2)
        # A table's meta is answered by either process.
        for m in made:
            for server in (a, b):
                assert server.get(f"/api/tables/{m['table']}")["id"] == m["table"]
    finally:
        for server in (a, b):
            server.stop()


def test_several_processes_need_postgresql(tmp_path: Path) -> None:
    import sys

    env: dict[str, Any] = {**os.environ, "DOMINOHALL_CLUSTER_SECRET": secrets.token_urlsafe(24)}
    env.pop("DOMINOHALL_DATABASE_URL", None)
    done = subprocess.run(
        [sys.executable, "-m", "dominohall", "serve", "--workers", "2", "--database", str(tmp_path / "x.sqlite3")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 2
    assert "PostgreSQL" in done.stderr and "DOMINOHALL_DATABASE_URL" in done.stderr


def start_haproxy(folder: Path, front: int, processes: list[str]) -> subprocess.Popen[bytes]:
    """deploy/haproxy.cfg, its ports replaced by ``front`` and the processes' addresses."""
    config = (ROOT / "deploy" / "haproxy.cfg").read_text()
    config = config.replace("127.0.0.1:8080", f"127.0.0.1:{front}")
    config = config.replace("127.0.0.1:8001", processes[0]).replace("127.0.0.1:8002", processes[1])
    (folder / "haproxy.cfg").write_text(config)
    return subprocess.Popen(["haproxy", "-f", str(folder / "haproxy.cfg")], stderr=subprocess.DEVNULL)


def start_nginx(folder: Path, front: int, processes: list[str]) -> subprocess.Popen[bytes]:
    """deploy/nginx.conf in the http block of a minimal nginx.conf, as a site includes it."""
    config = (ROOT / "deploy" / "nginx.conf").read_text()
    config = config.replace("127.0.0.1:8080", f"127.0.0.1:{front}")
    config = config.replace("127.0.0.1:8001", processes[0]).replace("127.0.0.1:8002", processes[1])
    (folder / "dominohall.conf").write_text(config)
    temp = " ".join(f"{k}_temp_path {folder}/{k};" for k in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    (folder / "nginx.conf").write_text(
        f"daemon off; pid {folder}/nginx.pid; error_log {folder}/nginx.log;\n"
        f"events {{ worker_connections 1024; }}\n"
        f"http {{ access_log off; {temp} include {folder}/dominohall.conf; }}\n"
    )
    return subprocess.Popen(["nginx", "-p", str(folder), "-c", str(folder / "nginx.conf")], stderr=subprocess.DEVNULL)


PROXIES = {"haproxy": start_haproxy, "nginx": start_nginx}


@pytest.mark.postgres
@pytest.mark.parametrize("proxy_name", list(PROXIES))
def test_the_shipped_proxy_config_serves_a_match(proxy_name: str, database: str, tmp_path: Path) -> None:
    """deploy/haproxy.cfg and deploy/nginx.conf in front of two processes (their ports replaced by
    free ones): a table created through the proxy is played to its end through it, and /metrics is
    not served to the public."""
    if shutil.which(proxy_name) is None:
        pytest.skip(f"{proxy_name} is not installed (deploy/: its configuration is tried where it is)")
    servers = cluster(database, tmp_path)
    front = free_port()
    proxy = PROXIES[proxy_name](tmp_path, front, [s.url.removeprefix("http://") for s in servers])
    base = f"http://127.0.0.1:{front}"
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(base + "/api/variants", timeout=5):
                    break
            except OSError:
                assert time.monotonic() < deadline, f"{proxy_name} did not answer"
                time.sleep(0.2)
        body = json.dumps({"variant": "block", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]})
        request = urllib.request.Request(base + "/api/tables", data=body.encode(), method="POST")
        request.add_header("content-type", "application/json")
        with urllib.request.urlopen(request, timeout=10) as answer:
            made = json.loads(answer.read())

        async def scenario() -> None:
            client = await Client(base, made["table"], delta=True).connect(made["seats"][0]["token"])
            (end,) = await play_to_end([client], seed=2)
            assert end["view"]["match_over"]
            await client.close()

        asyncio.run(scenario())
        with pytest.raises(urllib.error.HTTPError) as hidden:
            urllib.request.urlopen(base + "/metrics", timeout=5)
        assert hidden.value.code == 404
        with urllib.request.urlopen(servers[0].url + "/metrics", timeout=5) as answer:  # asked of the process
            assert b"dominohall_tables_open" in answer.read()
    finally:
        proxy.terminate()
        proxy.wait(10)
        for server in servers:
            server.stop()
