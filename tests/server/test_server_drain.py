"""Stopping without losing anything (server/drain.py, docs/operations.md): SIGTERM makes a process
stop taking tables, store or hand over the ones it runs, and close its connections with 1012 and a
reason, after which the clients reconnect; a rolling restart of a two-process cluster behind
deploy/haproxy.cfg, 200 tables mid-game, loses no action and brings every client back to its seat.

The rolling restart prints its figures (how long each client was away, how long each drain took);
docs/operations.md has them. The 5 s asked of a rolling restart is checked by reading them, not
asserted: a shared machine's load would make such an assertion fail now and then."""

from __future__ import annotations

import asyncio
import json
import os
import random
import secrets
import shutil
import signal
import statistics
import subprocess
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, ServerProcess, free_port, my_turn, postgres_schema
from websockets.exceptions import ConnectionClosed

from dominohall.server.drain import RESTART_CODE, RESTART_REASON
from dominohall.server.store import Store, StoredTable
from dominohall.server.table import Table

ROOT = Path(__file__).resolve().parents[2]


def terminate(server: ServerProcess, timeout: float = 60.0) -> float:
    """SIGTERM, and the seconds until the process exited."""
    assert server.proc is not None
    started = time.monotonic()
    server.proc.send_signal(signal.SIGTERM)
    server.proc.wait(timeout)
    return time.monotonic() - started


def rebuilt_state(database: str, table: str, seat: int, seq: int) -> dict[str, Any]:
    """The state of ``seat`` rebuilt from the stored actions of ``table`` up to ``seq`` (the tables
    here hold only moves, so the first ``seq`` actions)."""
    store = Store(database)
    try:
        stored = store.load(table)
    finally:
        store.close()
    assert stored is not None
    assert len(stored.actions) >= seq, f"table {table}: {len(stored.actions)} actions stored, a client saw {seq}"
    rebuilt = Table.rebuild(StoredTable(stored.config, stored.seats, stored.actions[:seq]))
    return rebuilt.state(seat)


def same_position(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return all(a[key] == b[key] for key in ("seq", "sheet")) and all(
        a["view"][key] == b["view"][key] for key in ("hand", "layout", "turn")
    )


def test_sigterm_stores_everything_and_closes_with_a_reason_to_reconnect(
    start_server: Callable[..., ServerProcess], tmp_path: Path
) -> None:
    server = start_server(env={"DOMINOHALL_BOT_DELAY": "0"})
    made = server.create_table("draw", 2, options={"target": 500})
    token = made["seats"][0]["token"]

    async def scenario() -> dict[str, Any]:
        client = await Client(server, made["table"], delta=True).connect(token)
        rng = random.Random(5)
        while client.state is not None and client.state["seq"] < 20:
            state = client.state
            if my_turn(state):
                legal = state["view"]["legal"]
                await client.send({"type": "move", "move": rng.choice(legal)["move"], "seq": state["seq"]})
            await client.recv()
        # A move on its way as the signal arrives: stored and told, or never made — not lost between.
        now = client.state
        assert now is not None
        if my_turn(now):
            await client.send({"type": "move", "move": now["view"]["legal"][0]["move"], "seq": now["seq"]})
        took = await asyncio.to_thread(terminate, server)
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                await client.recv(10)
        assert closed.value.rcvd is not None
        assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (RESTART_CODE, RESTART_REASON)
        assert took < 10, f"a single process drains at once; it took {took:.1f} s"
        assert client.state is not None
        return client.state

    last = asyncio.run(scenario())
    assert server.proc is not None and server.proc.returncode == -signal.SIGTERM
    assert "draining: 1 tables stored and closed" in (tmp_path / "server0.log").read_text()
    assert same_position(last, rebuilt_state(server.database, made["table"], 0, last["seq"]))

    server.start()  # the same database: the client comes back to where it was

    async def back() -> dict[str, Any]:
        client = await Client(server, made["table"], delta=True).connect(token)
        await client.close()
        assert client.state is not None
        return client.state

    again = asyncio.run(back())
    assert again["seq"] >= last["seq"]  # a bot whose turn it was may have moved since
    if again["seq"] == last["seq"]:
        assert same_position(again, last)


# ---- a rolling restart ---------------------------------------------------------------------------
class Player:
    """One person at a table through the proxy, as the page behaves: plays a random legal move a
    moment after its turn comes, and when the connection closes tries again after 0.4 s (doubled at
    each failure, up to 10 s, ±20%). Keeps what a test checks: how long each absence lasted (from the
    close to the next state), the close codes, and that every state after a reconnection continues
    the one before."""

    def __init__(self, base: str, table: str, token: str, seed: int, think: tuple[float, float]) -> None:
        self.base, self.table, self.token = base, table, token
        self.rng = random.Random(seed)
        self.think = think
        self.client: Client | None = None
        self.state: dict[str, Any] | None = None
        self.away: list[float] = []
        self.closes: list[int | None] = []
        self.moves = 0

    async def run(self, stop: asyncio.Event) -> None:
        attempt = 0
        closed_at: float | None = None
        while not stop.is_set():
            try:
                client = await Client(self.base, self.table, delta=True).connect(self.token)
            except Exception:
                await asyncio.sleep(min(10.0, 0.4 * 2**attempt) * self.rng.uniform(0.8, 1.2))
                attempt += 1
                continue
            attempt = 0
            self.client = client
            assert client.state is not None
            if closed_at is not None:
                self.away.append(time.monotonic() - closed_at)
                closed_at = None
            if self.state is not None:  # back: nothing that was told is missing
                old, new = self.state, client.state
                assert new["seq"] >= old["seq"], (self.table, old["seq"], new["seq"])
                if new["seq"] == old["seq"]:
                    assert same_position(old, new), self.table
            self.state = client.state
            try:
                await self._play(client, stop)
            except ConnectionClosed as exc:
                closed_at = time.monotonic()
                self.closes.append(exc.rcvd.code if exc.rcvd else None)
                await asyncio.sleep(0.4 * self.rng.uniform(0.8, 1.2))
        if self.client is not None:
            await self.client.close()

    async def _play(self, client: Client, stop: asyncio.Event) -> None:
        moved_at = -1
        due: float | None = None
        while not stop.is_set():
            state = client.state
            assert state is not None
            self.state = state
            if my_turn(state) and moved_at != state["seq"] and not state["view"]["match_over"]:
                if due is None:
                    due = time.monotonic() + self.rng.uniform(*self.think)
                elif time.monotonic() >= due:
                    legal = state["view"]["legal"]
                    await client.send({"type": "move", "move": self.rng.choice(legal)["move"], "seq": state["seq"]})
                    moved_at, due = state["seq"], None
                    self.moves += 1
            try:
                message = await client.recv(0.1)
            except TimeoutError:
                continue
            if message["type"] == "error":
                assert message["code"] in ("stale", "moved"), message


@pytest.fixture
def database() -> Iterator[str]:
    with postgres_schema() as url:
        yield url


def post(base: str, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any], dict[str, str]]:
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="POST")
    request.add_header("content-type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read()), dict(answer.headers)
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read()), dict(exc.headers)


def status_of(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as exc:
        return int(exc.code)
    except OSError:
        return 0


def wait_for(predicate: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, what
        time.sleep(0.1)


def ready_again(url: str) -> Callable[[], bool]:
    return lambda: status_of(url) == 200


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


@pytest.mark.postgres
@pytest.mark.skipif(shutil.which("haproxy") is None, reason="haproxy is not installed (deploy/haproxy.cfg)")
def test_a_rolling_restart_of_two_processes_loses_nothing_and_brings_everyone_back(
    database: str, tmp_path: Path
) -> None:
    tables = int(os.environ.get("DOMINOHALL_RESTART_TABLES", "200"))
    drain_seconds = 4.0
    env = {
        "DOMINOHALL_CLUSTER_SECRET": secrets.token_urlsafe(24),
        "DOMINOHALL_BOT_DELAY": "0.3",
        "DOMINOHALL_DRAIN_SECONDS": str(drain_seconds),
    }
    servers = [ServerProcess(database, env=env, log=tmp_path / f"server{i}.log", args=["--cluster"]) for i in range(2)]
    front = free_port()
    config = (ROOT / "deploy" / "haproxy.cfg").read_text()
    config = config.replace("127.0.0.1:8080", f"127.0.0.1:{front}")
    config = config.replace("127.0.0.1:8001", servers[0].url.removeprefix("http://"))
    config = config.replace("127.0.0.1:8002", servers[1].url.removeprefix("http://"))
    stats = free_port()  # where the test reads which processes the proxy sends requests to
    config += f"\nlisten stats\n    bind 127.0.0.1:{stats}\n    stats enable\n    stats uri /stats\n"
    # The proxy's log beside the processes' (each request: which process answered, retries).
    config = config.replace("global\n", "global\n    log stderr format raw local0 info\n", 1)
    config = config.replace("defaults\n", "defaults\n    log global\n    option httplog\n", 1)
    (tmp_path / "haproxy.cfg").write_text(config)
    base = f"http://127.0.0.1:{front}"
    proxy: subprocess.Popen[bytes] | None = None

    def proxy_sends_to(*names: str) -> bool:
        """The proxy has these processes (p1, p2) up in both its backends."""
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{stats}/stats;csv", timeout=5) as answer:
                rows = [line.split(",") for line in answer.read().decode().splitlines()]
        except OSError:
            return False
        servers_up = [r for r in rows if len(r) > 17 and r[1] in names and r[17] == "UP"]
        return len(servers_up) == 2 * len(names)

    def proxy_sends_to_both() -> bool:
        return proxy_sends_to("p1", "p2")

    try:
        for server in servers:
            server.start()
        proxy_log = (tmp_path / "haproxy.log").open("wb")
        proxy = subprocess.Popen(["haproxy", "-f", str(tmp_path / "haproxy.cfg")], stderr=proxy_log)
        wait_for(proxy_sends_to_both, 30, "the proxy does not see both processes ready")
        made = []
        for _ in range(tables):
            seats = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
            status, body, _headers = post(
                base, "/api/tables", {"variant": "draw", "seats": seats, "options": {"target": 1000}}
            )
            assert status == 201, body
            made.append(body)
        figures: dict[str, Any] = {}

        async def scenario() -> list[Player]:
            players = [Player(base, m["table"], m["seats"][0]["token"], i, (0.6, 1.6)) for i, m in enumerate(made)]
            stop = asyncio.Event()
            runs = [asyncio.ensure_future(p.run(stop)) for p in players]
            try:
                await asyncio.sleep(4)  # everyone seated and playing
                for i, server in enumerate(servers):
                    other = servers[1 - i]
                    ready = f"{server.url}/readyz"
                    before = sum(p.moves for p in players)
                    signalled = asyncio.ensure_future(asyncio.to_thread(terminate, server))
                    await asyncio.sleep(1.0)
                    # Draining: not ready, no table made here (nothing done: the proxy makes it on the other).
                    assert await asyncio.to_thread(status_of, ready) == 503
                    status, body, headers = await asyncio.to_thread(
                        post, server.url, "/api/tables", {"variant": "block"}
                    )
                    assert (status, body["code"], headers.get("retry-after")) == (503, "draining", "1")
                    # Through the proxy a table is made meanwhile: HAProxy retries a 503 on the other
                    # process (retry-on), or — it does not always — the client is told to try again
                    # in a second (nothing was done), and then it is made.
                    peer = f"p{2 - i}"
                    await asyncio.to_thread(wait_for, partial(proxy_sends_to, peer), 30, f"{peer} is not up")
                    waited = 0
                    while True:
                        status, body, headers = await asyncio.to_thread(post, base, "/api/tables", {"variant": "block"})
                        if status == 201 or waited == 5:
                            break
                        assert (status, body["code"], headers.get("retry-after")) == (503, "draining", "1"), body
                        waited += 1
                        await asyncio.sleep(1)
                    assert status == 201, body
                    figures[f"creations told to wait {i}"] = waited
                    figures[f"exit {i}"] = await signalled
                    restarted = time.monotonic()
                    await asyncio.to_thread(server.start)
                    await asyncio.to_thread(wait_for, ready_again(ready), 30, "not ready again")
                    figures[f"ready {i}"] = time.monotonic() - restarted
                    # As a rolling restart should: the next process waits until the proxy sends to this one.
                    await asyncio.to_thread(wait_for, proxy_sends_to_both, 30, "the proxy does not take it back")
                    figures[f"back in the proxy {i}"] = time.monotonic() - restarted
                    assert status_of(f"{other.url}/readyz") == 200
                    figures[f"moves during restart {i}"] = sum(p.moves for p in players) - before
                await asyncio.sleep(2)
            finally:
                stop.set()
                done, late = await asyncio.wait(runs, timeout=20)
                for run in late:
                    run.cancel()
            for run in done:
                run.result()  # a player's own check that failed fails the test
            assert not late, f"{len(late)} players did not stop"
            return players

        players = asyncio.run(scenario())
        away = [a for p in players for a in p.away]
        logs = [(tmp_path / f"server{i}.log").read_text() for i in range(2)]
        handed = [line for log in logs for line in log.splitlines() if "handed over in" in line]
        print(f"\n  {tables} tables; drains: {[h.split('draining: ')[1] for h in handed]}")
        print(
            f"  SIGTERM to exit: {figures['exit 0']:.1f} s, {figures['exit 1']:.1f} s (drain {drain_seconds:g} s);"
            f" start to ready: {figures['ready 0']:.1f} s, {figures['ready 1']:.1f} s; to back in the proxy:"
            f" {figures['back in the proxy 0']:.1f} s, {figures['back in the proxy 1']:.1f} s;"
            f" a table made through the proxy while draining told to wait {figures['creations told to wait 0']},"
            f" {figures['creations told to wait 1']} times;"
            f" moves played by the people while each restarted: {figures['moves during restart 0']},"
            f" {figures['moves during restart 1']}"
        )
        print(
            f"  clients away {len(away)} times: p50 {statistics.median(away):.2f} s, p95 {percentile(away, 95):.2f} s,"
            f" max {max(away):.2f} s; over 5 s: {sum(a > 5 for a in away)};"
            f" close codes: {dict(Counter(c for p in players for c in p.closes))}"
        )
        # Every table moved at least once (the second process took them all and then handed them
        # back), so every client was sent away at least once, and came back every time.
        assert len(handed) == 2
        assert all(p.away and len(p.away) == len(p.closes) for p in players)
        assert max(away) < 30
        # Nothing lost: what each client last saw is what the stored actions give.
        for p, m in zip(players, made, strict=True):
            assert p.state is not None
            assert same_position(p.state, rebuilt_state(database, m["table"], 0, p.state["seq"])), m["table"]
        assert sum(p.moves for p in players) > tables
    finally:
        if proxy is not None:
            proxy.terminate()
            proxy.wait(10)
        for server in servers:
            server.stop()
