"""The service that runs the tables live, in the event loop.

:class:`TableService` holds every open :class:`~dominohall.server.table.Table` with its connections
and a per-table lock; bots move after a human-like delay (the slow ones thinking in a worker
thread); the turn timer plays for a seat whose time runs out; and every action is written to the
store before anyone is told of it.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Final, TypeVar

from dominohall import Match
from dominohall.bots import make_bot
from dominohall.record import dumps
from dominohall.server.protocol import (
    ChatMessage,
    ClientMessage,
    HelloMessage,
    MoveMessage,
    PingMessage,
    ProtocolError,
    TableRequest,
    TakeoverMessage,
    UndoMessage,
)
from dominohall.server.store import ActionRow, Finish, SeatConfig, Store, StoredTable, TableConfig
from dominohall.server.table import AWAY_SECONDS, TAKEOVER_BOT, Table, iso, token_hash

log = logging.getLogger("dominohall.server")

SLOW_BOTS: Final = ("ismcts",)
"""Bots that think long enough to be run in a worker thread (the others answer at once)."""
MAX_QUEUE: Final = 256
"""Messages waiting for one connection; a client that falls further behind is disconnected."""

T = TypeVar("T")


class RateLimit:
    """At most ``count`` messages in any ``seconds`` (a sliding window)."""

    def __init__(self, count: int, seconds: float) -> None:
        self.count = count
        self.seconds = seconds
        self.times: deque[float] = deque()
        self.refused = 0

    def allow(self, now: float) -> bool:
        while self.times and now - self.times[0] >= self.seconds:
            self.times.popleft()
        if len(self.times) >= self.count:
            self.refused += 1
            return False
        self.times.append(now)
        self.refused = 0
        return True


class Connection:
    """One WebSocket's place at a table: its seat (``None`` for a spectator) and its outgoing queue
    (so that a slow client never holds up the table)."""

    def __init__(self, seat: int | None, limit: RateLimit) -> None:
        self.seat = seat
        self.limit = limit
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False

    def send(self, message: dict[str, Any] | str) -> None:
        if self.closed:
            return
        if self.queue.qsize() >= MAX_QUEUE:
            self.close()
            return
        self.queue.put_nowait(message if isinstance(message, str) else json.dumps(message))

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.queue.put_nowait(None)


@dataclass(eq=False)
class LiveTable:
    table: Table
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    connections: set[Connection] = field(default_factory=set)
    bot_task: asyncio.Task[None] | None = None
    timer_task: asyncio.Task[None] | None = None
    timer_key: tuple[int, int] | None = None
    deadline: float | None = None

    def timer(self) -> dict[str, Any] | None:
        if self.deadline is None or self.timer_key is None:
            return None
        return {
            "seat": self.timer_key[1],
            "deadline": datetime.fromtimestamp(self.deadline, UTC).isoformat(timespec="milliseconds"),
            "remaining": round(max(0.0, self.deadline - time.time()), 2),
        }


def env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return float(raw)
    except ValueError:
        raise ValueError(f"{name} must be a number of seconds, not {raw!r}") from None


def env_rate(name: str, default: tuple[int, float]) -> tuple[int, float]:
    """``COUNT/SECONDS``, e.g. ``20/5``."""
    raw = os.environ.get(name)
    if not raw:
        return default
    count, _, seconds = raw.partition("/")
    try:
        return int(count), float(seconds)
    except ValueError:
        raise ValueError(f"{name} is written COUNT/SECONDS (e.g. 20/5), not {raw!r}") from None


class TableService:
    """Every table of one server, run live (see the module docstring)."""

    def __init__(
        self,
        store: Store,
        *,
        bot_delay: float | None = None,
        away_seconds: float | None = None,
        rate: tuple[int, float] | None = None,
    ) -> None:
        self.store = store
        self.bot_delay = env_float("DOMINOHALL_BOT_DELAY", 0.8) if bot_delay is None else bot_delay
        self.away_seconds = env_float("DOMINOHALL_AWAY_SECONDS", AWAY_SECONDS) if away_seconds is None else away_seconds
        self.rate = env_rate("DOMINOHALL_RATE_LIMIT", (20, 5.0)) if rate is None else rate
        self.live: dict[str, LiveTable] = {}
        self._db_pool = ThreadPoolExecutor(1, thread_name_prefix="dominohall-db")
        self._think_pool = ThreadPoolExecutor(2, thread_name_prefix="dominohall-bot")
        self._load_lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """Run a store call on the one database thread: writes stay in order, the loop stays free."""
        return await asyncio.get_running_loop().run_in_executor(self._db_pool, fn, *args)

    # ---- start and stop -----------------------------------------------------------------------
    async def start(self) -> None:
        """Rebuild every unfinished table from its stored actions and set its bots going."""
        now = time.time()
        for stored in await self.db(self.store.load_open):
            try:
                table = Table.rebuild(stored, now, self.away_seconds)
            except Exception:
                log.exception("table %s could not be rebuilt from its actions; it is left out", stored.config.id)
                continue
            live = LiveTable(table)
            self.live[table.id] = live
            self.kick(live)
        log.info("%d open tables resumed", len(self.live))

    async def stop(self) -> None:
        for live in self.live.values():
            for conn in list(live.connections):
                conn.close()
        tasks = [t for t in self._tasks if not t.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._think_pool.shutdown(wait=False, cancel_futures=True)
        self._db_pool.shutdown(wait=True)
        self.store.close()

    def _spawn(self, coro: Any) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ---- tables -------------------------------------------------------------------------------
    async def create(self, request: TableRequest) -> tuple[Table, dict[int, str]]:
        """A new table; returns it with the token of each human seat (shown once, never stored)."""
        now = time.time()
        table_id = secrets.token_urlsafe(6)
        while table_id in self.live:
            table_id = secrets.token_urlsafe(6)
        config = TableConfig(
            table_id,
            request.name,
            request.variant,
            request.players,
            dict(request.options),
            secrets.randbelow(2**62) if request.seed is None else request.seed,
            request.timer,
            now,
            request.seed is not None,
        )
        tokens: dict[int, str] = {}
        seats: list[SeatConfig] = []
        for i, s in enumerate(request.seats):
            if s.kind == "human":
                tokens[i] = secrets.token_urlsafe(18)
                seats.append(SeatConfig(i, "human", None, token_hash(tokens[i]), False))
            else:
                seats.append(SeatConfig(i, "bot", s.bot, None, True))
        table = Table(config, seats, now, self.away_seconds)
        await self.db(self.store.create_table, config, seats)
        live = LiveTable(table)
        self.live[table_id] = live
        self.kick(live)
        return table, tokens

    async def get(self, table_id: str) -> LiveTable | None:
        """A table, loaded from the store if it is not in memory (a finished one)."""
        live = self.live.get(table_id)
        if live is not None:
            return live
        if len(table_id) > 32:
            return None
        async with self._load_lock:
            live = self.live.get(table_id)
            if live is None:
                stored = await self.db(self.store.load, table_id)
                if stored is None:
                    return None
                live = LiveTable(Table.rebuild(stored, time.time(), self.away_seconds))
                self.live[table_id] = live
                self.kick(live)
        return live

    def open_tables(self) -> list[dict[str, Any]]:
        return [live.table.meta() for live in self.live.values() if not live.table.is_over]

    async def finished_match(self, table_id: str) -> tuple[bool, Match | None, dict[str, Any] | None]:
        """Whether the table exists, and its match and TABLE_META once the match is over."""
        live = self.live.get(table_id)
        if live is not None:
            table = live.table
            return True, (table.match if table.is_over else None), table.meta()
        stored = await self.db(self.store.load, table_id) if len(table_id) <= 32 else None
        if stored is None:
            return False, None, None
        if stored.finished is None:
            return True, None, None
        table = Table.rebuild(stored, away_seconds=self.away_seconds)
        return True, table.match, table.meta()

    # ---- connections --------------------------------------------------------------------------
    async def join(self, table_id: str, token: str | None) -> tuple[LiveTable, Connection]:
        """A connection said hello: to a seat (its token) or to watch (``None``)."""
        live = await self.get(table_id)
        if live is None:
            raise ProtocolError("not_found", f"there is no table {table_id[:40]!r}")
        table = live.table
        seat = None if token is None else table.seat_of_token(token)
        if token is not None and seat is None:
            raise ProtocolError("forbidden", "this token opens no seat at this table", field="token")
        conn = Connection(seat, RateLimit(*self.rate))
        async with live.lock:
            live.connections.add(conn)
            if seat is not None:
                s = table.seats[seat]
                s.connections += 1
                s.away_since = None
                if not s.claimed:
                    await self.db(self.store.claim, table.id, seat)
                    table.claim(seat)
            conn.send({"type": "welcome", "seat": seat, "table": table.meta()})
            self.kick(live)
            self.broadcast(live)
        return live, conn

    async def leave(self, live: LiveTable, conn: Connection) -> None:
        conn.close()
        async with live.lock:
            live.connections.discard(conn)
            if conn.seat is not None:
                s = live.table.seats[conn.seat]
                s.connections -= 1
                if s.connections == 0 and s.kind == "human":
                    s.away_since = time.time()
            self.broadcast(live)
            self._evict_if_done(live)

    def _evict_if_done(self, live: LiveTable) -> None:
        # A finished table with nobody watching lives on in the store only.
        if live.table.is_over and not live.connections and self.live.get(live.table.id) is live:
            del self.live[live.table.id]

    def broadcast(self, live: LiveTable) -> None:
        """Send every connection the state it may see (one view per seat, built once)."""
        texts: dict[int | None, str] = {}
        timer = live.timer()
        for conn in list(live.connections):
            if conn.seat not in texts:
                texts[conn.seat] = json.dumps(live.table.state(conn.seat, timer))
            conn.send(texts[conn.seat])

    async def handle(self, live: LiveTable, conn: Connection, message: ClientMessage) -> None:
        """One message from a connection that has said hello. Raises :class:`ProtocolError`."""
        if isinstance(message, PingMessage):
            conn.send({"type": "pong"})
            return
        if isinstance(message, HelloMessage):
            raise ProtocolError("bad_message", "this connection has already said hello", field="type")
        seat = conn.seat
        if seat is None:
            raise ProtocolError("forbidden", "spectators watch: they cannot play, undo, chat or take over")
        now = time.time()
        if isinstance(message, MoveMessage):
            await self.commit(live, ActionRow(0, "move", seat, str(message.move), "human", now), message.seq)
        elif isinstance(message, UndoMessage):
            await self.commit(live, ActionRow(0, "undo", seat, "", "human", now), message.seq)
        elif isinstance(message, ChatMessage):
            await self.commit(live, ActionRow(0, "chat", seat, message.phrase, "human", now))
        elif isinstance(message, TakeoverMessage):
            await self.takeover(live, seat, message.seat)

    async def takeover(self, live: LiveTable, by: int, seat: int) -> None:
        table = live.table
        if seat >= len(table.seats):
            raise ProtocolError("bad_message", f"there is no seat {seat}", field="seat")
        if seat == by:
            raise ProtocolError("bad_message", "a seat cannot hand itself to a bot", field="seat")
        s = table.seats[seat]
        if s.kind == "human":
            away = None if s.away_since is None else time.time() - s.away_since
            if s.connections or away is None or away < self.away_seconds:
                raise ProtocolError(
                    "not_away",
                    f"seat {seat} can be handed to a bot once it has been away for {self.away_seconds:g} s",
                    field="seat",
                )
        await self.commit(live, ActionRow(0, "takeover", seat, TAKEOVER_BOT, "human", time.time()))

    # ---- acting -------------------------------------------------------------------------------
    async def commit(self, live: LiveTable, action: ActionRow, seq: int | None = None) -> None:
        """Apply an action, store it, then tell everyone. If it cannot be stored, the table is
        rebuilt without it: nobody is ever told of an action the database does not hold."""
        async with live.lock:
            table = live.table
            action = replace(action, n=len(table.actions))
            table.apply(action, seq)
            finish = None
            if table.is_over and action.kind == "move":  # the move that ended the match
                summary = table.meta()
                for s in summary["seats"]:
                    s["connected"] = False
                finish = Finish(action.at, dumps(table.match), summary)
            try:
                await self.db(self.store.append, table.id, action, finish)
            except Exception:
                log.exception("table %s: action %d could not be stored; it is undone", table.id, action.n)
                live.table = self._without_last(table)
                raise ProtocolError("internal", "the server could not store this; nothing changed") from None
            self.kick(live)
            if action.kind == "chat":
                message = {"type": "chat", "seat": action.seat, "phrase": action.data, "at": iso(action.at)}
                for conn in list(live.connections):
                    conn.send(message)
            else:
                self.broadcast(live)
            self._evict_if_done(live)

    @staticmethod
    def _without_last(table: Table) -> Table:
        stored = StoredTable(table.config, table.initial, table.actions[:-1])
        rebuilt = Table.rebuild(stored, away_seconds=table.away_seconds)
        for old, new in zip(table.seats, rebuilt.seats):
            new.connections, new.away_since = old.connections, old.away_since
        return rebuilt

    def kick(self, live: LiveTable) -> None:
        """After any change: set the bot to move going, or the turn timer of the person to move."""
        table = live.table
        seat = table.match.turn
        if table.status != "playing" or seat < 0:
            self._stop_timer(live)
            return
        if table.seats[seat].kind == "bot":
            self._stop_timer(live)
            if live.bot_task is None or live.bot_task.done():
                live.bot_task = self._spawn(self._bots(live))
            return
        if table.config.timer is None:
            return
        key = (table.seq, seat)
        if live.timer_key != key:
            self._stop_timer(live)
            live.timer_key = key
            live.deadline = time.time() + table.config.timer
            live.timer_task = self._spawn(self._timer(live, key))

    @staticmethod
    def _stop_timer(live: LiveTable) -> None:
        task = live.timer_task
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        live.timer_task = None
        live.timer_key = None
        live.deadline = None

    async def _bots(self, live: LiveTable) -> None:
        """Play for bots while a bot is to move."""
        try:
            await self._bot_turns(live)
        except Exception:  # a bug must not pass unseen: the table waits, and the log says why
            log.exception("table %s: the bots stopped", live.table.id)

    async def _bot_turns(self, live: LiveTable) -> None:
        while True:
            table = live.table
            seat = table.match.turn
            if table.status != "playing" or seat < 0 or table.seats[seat].kind != "bot":
                return
            seq = table.seq
            await asyncio.sleep(self.bot_delay)  # a human-like pause (0 in tests)
            if live.table is not table or table.seq != seq:
                continue
            bot = table.bot_for(seat)
            view = table.match.view(seat)
            if bot.name in SLOW_BOTS and len(view.legal_moves) > 1:
                move = await asyncio.get_running_loop().run_in_executor(self._think_pool, bot.choose, view)
            else:
                move = bot.choose(view)
            if live.table is not table or table.seq != seq:
                continue  # someone undid while the bot thought
            try:
                await self.commit(live, ActionRow(0, "move", seat, str(move), "bot", time.time()), seq)
            except ProtocolError as exc:
                if exc.code not in ("stale", "internal"):
                    log.error("table %s: bot at seat %d made a refused move %s: %s", table.id, seat, move, exc)
                    return
                if exc.code == "internal":
                    await asyncio.sleep(1.0)

    async def _timer(self, live: LiveTable, key: tuple[int, int]) -> None:
        """When a person's time runs out: pass if they must, play their only move if they have one,
        otherwise what greedy would play."""
        assert live.deadline is not None
        await asyncio.sleep(max(0.0, live.deadline - time.time()))
        table = live.table
        seq, seat = key
        if table.seq != seq or table.match.turn != seat or table.status != "playing":
            return
        legal = table.match.legal_moves()
        move = legal[0] if len(legal) == 1 else make_bot(TAKEOVER_BOT, seq).choose(table.match.view(seat))
        try:
            await self.commit(live, ActionRow(0, "move", seat, str(move), "timer", time.time()), seq)
        except ProtocolError as exc:
            if exc.code != "stale":  # the person moved at the last moment: nothing to do
                log.error("table %s: the timer's move %s for seat %d was refused: %s", table.id, move, seat, exc)
