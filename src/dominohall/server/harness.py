"""A real table server for tests and benchmarks: ``dominohall serve`` in a subprocess on a free
loopback port, and a small WebSocket client that speaks docs/protocol.md.

The server runs as a separate process (as in production) so that it can be killed with SIGKILL and
started again on the same database. Bots move at once (``DOMINOHALL_BOT_DELAY=0``), the rate
limit is 1000 messages a second (``DOMINOHALL_RATE_LIMIT=1000/1``) and the limits per address are
raised (:data:`RELAXED`) unless ``env`` says otherwise.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dominohall.server.delta import apply_chat, apply_delta

RELAXED: dict[str, str] = {
    "DOMINOHALL_BOT_DELAY": "0",
    "DOMINOHALL_RATE_LIMIT": "1000/1",
    "DOMINOHALL_ADDRESS_RATE_LIMIT": "1000000/1",
    "DOMINOHALL_CHAT_LIMIT": "1000000/1",
    "DOMINOHALL_CREATE_LIMIT": "1000000/1",
    "DOMINOHALL_ACCOUNT_CREATE_LIMIT": "1000000/1",
    "DOMINOHALL_TABLES_PER_ADDRESS": "1000000",
    "DOMINOHALL_CONNECTIONS_PER_ADDRESS": "1000000",
    "DOMINOHALL_CONNECT_LIMIT": "1000000/1",
    "DOMINOHALL_HTTP_PER_ADDRESS": "1000000",
    "DOMINOHALL_ANALYSIS_QUEUE": "0",
    "DOMINOHALL_ACCOUNT_LIMIT": "1000000/1",
    "DOMINOHALL_LOGIN_LIMIT": "1000000/1",
    "DOMINOHALL_LOGIN_NAME_LIMIT": "1000000/1",
    "DOMINOHALL_LOGIN_PAIR_LIMIT": "1000000/1",
    "DOMINOHALL_LOGIN_AT_ONCE": "1000000",
    "DOMINOHALL_LOGIN_NAME_AT_ONCE": "1000000",
    "DOMINOHALL_MY_GAMES_LIMIT": "1000000/1",
    "DOMINOHALL_SOCIAL_LIMIT": "1000000/1",
    "DOMINOHALL_HASH_QUEUE": "1000000",
    "DOMINOHALL_LEARN_RATE": "1000000/1",
    "DOMINOHALL_RATED_OPTIONS": "any",
}
"""Every client of a test or a benchmark comes from 127.0.0.1 and moves far faster than people: the
limits per address and the rate limits are raised this far, and a rated table takes short matches
(``DOMINOHALL_RATED_OPTIONS``), unless ``env`` says otherwise (the abuse tests set the real ones).
The matches that finish are not analysed unless ``env`` says so (``DOMINOHALL_ANALYSIS_QUEUE``):
tests play hundreds, and each analysis is a child process that would run beside the next tests; a
finished table is still analysed when asked for."""


def seed_finished_table(
    database: str,
    table_id: str = "long",
    variant: str = "sausage-one-way",
    players: int = 3,
    options: Mapping[str, Any] | None = None,
    seed: int = 2,
) -> int:
    """Write a finished match of greedy bots into ``database`` as the server would have stored it
    (its actions, record and final TABLE_META), under ``table_id``; returns its moves. The default
    is a long one: 6,393 moves, a 7 MB replay (issue #22)."""
    from dominohall.record import dumps
    from dominohall.server.store import ActionRow, Finish, SeatConfig, Store, TableConfig
    from dominohall.server.table import Table

    chosen = dict({"losses": 20} if options is None else options)
    config = TableConfig(table_id, "long", variant, players, chosen, seed, None, time.time())
    seats = [SeatConfig(i, "bot", "greedy", None, True) for i in range(players)]
    table = Table(config, seats)
    while not table.is_over:
        seat = table.match.turn
        move = table.bot_for(seat).choose(table.match.view(seat))
        table.apply(ActionRow(len(table.actions), "move", seat, str(move), "bot", time.time()))
    writes: list[tuple[str, ActionRow, Finish | None]] = [(table_id, a, None) for a in table.actions]
    writes[-1] = (table_id, table.actions[-1], Finish(time.time(), dumps(table.match), table.meta()))
    store = Store(database)
    try:
        store.create_table(config, seats)
        store.append_many(writes)
    finally:
        store.close()
    return len(table.actions)


def seed_turn_based_tables(database: str, count: int, moves: int = 2, idle_seconds: float = 3600.0) -> list[str]:
    """Write ``count`` turn-based three-person Twins tables (a day a move, every seat claimed,
    ``moves`` moves made, the last ``idle_seconds`` ago) into ``database`` as the server would have
    stored them; returns their ids. The tables of people who move once a day (issue #35)."""
    from dominohall.server.store import ActionRow, SeatConfig, Store, TableConfig
    from dominohall.server.table import Table, token_hash

    store = Store(database)
    made: list[str] = []
    at = time.time() - idle_seconds
    try:
        writes: list[tuple[str, ActionRow, None]] = []
        for i in range(count):
            config = TableConfig(f"idle{i}", "", "twins", 3, {}, i, 24 * 3600.0, at - 60)
            seats = [SeatConfig(s, "human", None, token_hash(f"idle{i}-{s}"), True) for s in range(3)]
            table = Table(config, seats, at - 60)
            table.apply(ActionRow(0, "pace", 0, "turn-based:24", "human", at - 60))
            for _ in range(moves):
                seat = table.match.turn
                move = table.bot_for(seat).choose(table.match.view(seat))
                table.apply(ActionRow(len(table.actions), "move", seat, str(move), "human", at))
            store.create_table(config, seats)
            writes += [(config.id, action, None) for action in table.actions]
            made.append(config.id)
            if len(writes) >= 3000:
                store.append_many(list(writes))
                writes.clear()
        store.append_many(list(writes))
    finally:
        store.close()
    return made


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class ServerProcess:
    """``dominohall serve`` on ``database`` (a SQLAlchemy URL). ``env`` adds environment variables
    (e.g. ``DOMINOHALL_AWAY_SECONDS``); ``url`` is ``http://127.0.0.1:PORT``."""

    def __init__(
        self,
        database: str,
        env: Mapping[str, str] | None = None,
        log: Path | None = None,
        args: list[str] | None = None,
    ) -> None:
        self.database = database
        self.args = list(args or [])
        """More ``dominohall serve`` arguments (``--cluster``: one of several processes)."""
        # Test clients move far faster than people: the rate limit is raised unless a test sets it.
        self.env = {**os.environ, **RELAXED, **(env or {})}
        self.env.pop("DOMINOHALL_DATABASE_URL", None)
        self.log = log
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def ws_url(self, table: str) -> str:
        return f"ws://127.0.0.1:{self.port}/ws/{table}"

    def start(self, timeout: float = 30.0) -> ServerProcess:
        out = open(self.log, "ab") if self.log else subprocess.DEVNULL  # noqa: SIM115 - kept by the process
        command = [sys.executable, "-m", "dominohall", "serve", "--host", "127.0.0.1", "--port", str(self.port)]
        self.proc = subprocess.Popen(
            [*command, "--database", self.database, *self.args], env=self.env, stdout=out, stderr=subprocess.STDOUT
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited with status {self.proc.returncode} (log: {self.log})")
            try:
                self.get("/api/variants")
                return self
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"the server did not answer within {timeout} s")

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flushing — as if the machine lost the process."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """(status, parsed JSON body) of one HTTP request; error statuses are returned, not raised."""
        data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
        req = urllib.request.Request(self.url + path, data=data, method=method)
        req.add_header("content-type", "application/json")
        try:
            with urllib.request.urlopen(req, timeout=30) as answer:
                raw = answer.read()
                status = answer.status
        except urllib.error.HTTPError as exc:
            raw = exc.read()
            status = exc.code
        try:
            return status, json.loads(raw)
        except ValueError:
            return status, raw.decode("utf-8", "replace")

    def get(self, path: str) -> Any:
        status, body = self.request("GET", path)
        if status != 200:
            raise AssertionError(f"GET {path}: {status} {body}")
        return body

    def create_table(
        self,
        variant: str = "block",
        players: int = 2,
        seats: list[dict[str, Any]] | None = None,
        **fields: Any,
    ) -> dict[str, Any]:
        """``POST /api/tables``; seats default to a person at seat 0 and greedy bots."""
        if seats is None:
            seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "greedy"}] * (players - 1)
        status, body = self.request(
            "POST", "/api/tables", {"variant": variant, "players": players, "seats": seats, **fields}
        )
        if status != 201:
            raise AssertionError(f"POST /api/tables: {status} {body}")
        result: dict[str, Any] = body
        return result


class Client:
    """One WebSocket connection to a table (``websockets``' asyncio client). Every message received
    is kept in ``received``. With ``delta`` the client asks for deltas and applies them
    (:func:`~dominohall.server.delta.apply_delta`): :meth:`recv` hands back the full ``state`` each
    one gives (the delta itself is kept in ``deltas``), so a test reads states either way."""

    def __init__(
        self, server: ServerProcess | str, table: str, delta: bool = False, headers: Mapping[str, str] | None = None
    ) -> None:
        self.server = server
        self.headers = dict(headers or {})
        """Sent with the WebSocket's opening request (a ``cookie``: a signed-in person)."""
        self.table = table
        self.delta = delta
        self.deltas: list[dict[str, Any]] = []
        self.received: list[dict[str, Any]] = []
        self.ws: Any = None
        self.state: dict[str, Any] | None = None
        self.seat: int | None = None
        self.last_bytes = 0
        """The length of the last message received, as sent (its JSON text, before any compression)."""

    async def connect(self, token: str | None, hello: bool = True) -> Client:
        from websockets.asyncio.client import connect

        url = (
            self.server.ws_url(self.table)
            if isinstance(self.server, ServerProcess)
            else ws_url(self.server, self.table)
        )
        self.ws = await connect(url, max_size=None, additional_headers=self.headers)
        if hello:
            greeting: dict[str, Any] = {"type": "hello", "token": token}
            if self.delta:
                greeting["delta"] = True
            await self.send(greeting)
            welcome = await self.recv()
            assert welcome["type"] == "welcome", welcome
            self.seat = welcome["seat"]
            await self.next_state()
        return self

    async def send(self, message: dict[str, Any] | str | bytes) -> None:
        await self.ws.send(message if isinstance(message, str | bytes) else json.dumps(message))

    async def recv(self, timeout: float = 20.0) -> dict[str, Any]:
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        # The server's JSON is ASCII (``json.dumps`` escapes the rest): its characters are its bytes.
        self.last_bytes = len(raw)
        message: dict[str, Any] = json.loads(raw)
        if message["type"] == "delta":
            if self.state is None:
                raise AssertionError(f"a delta before any state: {message}")
            self.deltas.append(message)
            message = apply_delta(self.state, message)  # raises DeltaGap if one was missed
        elif message["type"] == "chat" and self.delta and self.state is not None:
            self.state = apply_chat(self.state, message)
        self.received.append(message)
        if message["type"] == "state":
            self.state = message
        return message

    async def next_of(self, kind: str, timeout: float = 20.0) -> dict[str, Any]:
        """Messages up to the next one of type ``kind``."""
        while True:
            message = await self.recv(timeout)
            if message["type"] == kind:
                return message

    async def next_state(self, timeout: float = 20.0) -> dict[str, Any]:
        return await self.next_of("state", timeout)

    async def drain(self, quiet: float = 0.05) -> None:
        """Read what has arrived until nothing comes for ``quiet`` seconds."""
        while True:
            try:
                await self.recv(quiet)
            except TimeoutError:
                return

    async def until(self, predicate: Any, timeout: float = 30.0) -> dict[str, Any]:
        """States until one satisfies ``predicate`` (the current one counts)."""
        deadline = time.monotonic() + timeout
        while self.state is None or not predicate(self.state):
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no such state within {timeout} s; last: {self.state and self.state['seq']}")
            await self.next_state(left)
        return self.state

    async def request(self, message: dict[str, Any], answer: str = "state") -> dict[str, Any]:
        """Send and wait for the answer (a ``state`` by default, or ``error``)."""
        await self.send(message)
        while True:
            got = await self.recv()
            if got["type"] in (answer, "error"):
                return got

    async def error(self, message: dict[str, Any] | str | bytes) -> dict[str, Any]:
        """Send a message that must be refused; the ``error`` answer (other messages are skipped)."""
        await self.send(message)
        return await self.next_of("error")

    async def take_over(self, seat: int, timeout: float = 10.0) -> dict[str, Any]:
        """Hand ``seat`` to a bot as soon as the server counts it away; the state that shows it."""
        deadline = time.monotonic() + timeout
        while True:
            await self.send({"type": "takeover", "seat": seat})
            while True:
                message = await self.recv(max(0.1, deadline - time.monotonic()))
                if message["type"] == "state" and message["table"]["seats"][seat]["kind"] == "bot":
                    return message
                if message["type"] == "error":
                    if message["code"] != "not_away" or time.monotonic() > deadline:
                        raise AssertionError(f"takeover of seat {seat} refused: {message}")
                    await asyncio.sleep(0.4)  # a few tries only: the rate limit counts them
                    break

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


def ws_url(base: str, table: str) -> str:
    """The WebSocket address of ``table`` at a server or deployment ``base`` (``http://host:port``)."""
    return base.replace("https://", "wss://").replace("http://", "ws://").rstrip("/") + f"/ws/{table}"


def my_turn(state: dict[str, Any]) -> bool:
    view = state["view"]
    return bool(view["legal"]) and view["turn"] == view["seat"] and state["table"]["status"] == "playing"


async def autoplay(client: Client, rng: random.Random, timeout: float = 60.0) -> dict[str, Any]:
    """Play random legal moves for ``client``'s seat (once per state) until the match is over; a
    spectator only watches. Returns the last state."""
    deadline = time.monotonic() + timeout
    moved_at = -1
    while True:
        state = client.state
        assert state is not None
        if state["view"]["match_over"]:
            return state
        if client.seat is not None and my_turn(state) and moved_at != state["seq"]:
            legal = state["view"]["legal"]
            await client.send({"type": "move", "move": legal[rng.randrange(len(legal))]["move"], "seq": state["seq"]})
            moved_at = state["seq"]
        message = await client.recv(max(0.1, deadline - time.monotonic()))
        if message["type"] == "error":
            # A bot moved (or the timer played) in between: the newer state is on its way.
            assert message["code"] == "stale", message


async def play_to_end(clients: list[Client], seed: int = 0, timeout: float = 60.0) -> list[dict[str, Any]]:
    """Every client plays (or watches) until the match is over; their last states."""
    return list(
        await asyncio.gather(*(autoplay(c, random.Random(seed * 7 + i), timeout) for i, c in enumerate(clients)))
    )
