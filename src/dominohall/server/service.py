"""The service that runs the tables live, in the event loop.

:class:`TableService` holds every open :class:`~dominohall.server.table.Table` with its connections
and a per-table lock; bots move after a human-like delay (the slow ones thinking in a worker
process: :mod:`~dominohall.server.pool`); the turn timer plays for a seat whose time runs out; and
every action is written to the store before anyone is told of it.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import os
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Final, TypeVar

from dominohall.bots import Bot, make_bot
from dominohall.bounded import number_setting
from dominohall.moves import Move
from dominohall.record import dumps
from dominohall.server.delta import diff_state
from dominohall.server.finished import FinishedTables
from dominohall.server.limits import Limits, PerAddress, Window
from dominohall.server.metrics import Metrics
from dominohall.server.notify import REFRESH_SECONDS, LobbyNotifier, lobby_part
from dominohall.server.pool import FairPool, think
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
from dominohall.views import View

log = logging.getLogger("dominohall.server")

SLOW_BOTS: Final = ("ismcts",)
"""Bots that think long enough to be run in a worker process (the others answer at once: greedy
takes 0.08 ms a choice, less than sending it elsewhere would)."""
MAX_QUEUE: Final = 256
"""Messages waiting for one connection; a client that falls further behind is disconnected (its
connection aborted: its socket takes nothing)."""
DB_THREADS: Final = 4
"""Database calls at once (tables write side by side; a table's own writes stay in order)."""
LOBBY_SECONDS: Final = 1.0
"""How long a lobby page is served as built (unless a table came or went)."""
LOBBY_PAGES_KEPT: Final = 64
"""Lobby pages kept built at once (other offsets and limits are built again)."""
FREEZE_SECONDS: Final = 0.1
"""How often the objects that have lived a while are set aside from the cyclic garbage collector
(``gc.freeze``, which costs next to nothing): at 500 tables a full collection over every table's
match and states took 90-190 ms of CPU every 6 s or so (measured with ``gc.callbacks``) — a pause
every move waiting behind it felt. Every 1 s, the younger collections still went over a second's
worth of states kept as the base of the next delta: 9 ms of CPU on average, up to 30 (gen1, about
twice a second); every 0.1 s, they stay under 3 ms."""
FULL_GC_SECONDS: Final = 600.0
"""How often everything is collected after all (``gc.unfreeze``): frozen objects are still freed
when nothing refers to them, but cycles among them wait for this."""
WRITE_STALL: Final = 0.05
"""Seconds a write may take before the actions waiting behind it get a writer of their own."""
SWEEP_SECONDS: Final = 30.0
"""How often tables are checked for expiry and idle rate-limit windows forgotten (at most)."""

LEASE_SECONDS: Final = 4.0
"""How long a process's lease on a table lasts unless renewed (several processes): a table whose
process died is taken over by another within about this long plus :data:`RENEW_SECONDS`."""
RENEW_SECONDS: Final = 1.0
"""How often a process renews its leases and looks for tables nobody holds."""
OWNER_WAIT: Final = 3.0
"""How long a draining process waits for another to take a table over before it tells a
connection for that table to try again (code 1013)."""

T = TypeVar("T")
Written = Callable[[BaseException | None], None]
"""What follows the write of an action, on the loop: called with ``None`` once it is committed, or
with the error if it could not be stored (:meth:`TableService.write_soon`)."""


@dataclass(frozen=True, slots=True)
class Cluster:
    """This process as one of several on one database (docs/server.md, Several processes)."""

    worker: str
    """This process's name in the leases (random, new at every start)."""
    address: str
    """``host:port`` where the other processes reach this one (its WebSockets are relayed there)."""
    secret: str
    """Shared by the processes: a relayed connection carries it (and the client's address)."""
    lease_seconds: float = LEASE_SECONDS
    lobby_refresh: float = REFRESH_SECONDS
    """How long a lobby page read from the database is kept when no change was notified
    (``DOMINOHALL_LOBBY_REFRESH_SECONDS``: the safety poll, :mod:`~dominohall.server.notify`)."""


class Connection:
    """One WebSocket's place at a table: its seat (``None`` for a spectator) and its outgoing queue
    (so that a slow client never holds up the table). A message is written to the socket at once
    when the connection can take it (:attr:`direct`) and nothing is waiting before it; otherwise it
    waits in the queue, which the connection's writer task sends in order."""

    def __init__(self, seat: int | None, limit: Window, address: str = "", delta: bool = False) -> None:
        self.seat = seat
        self.limit = limit
        self.address = address
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False
        self.delta = delta
        """The client applies deltas (``hello`` with ``delta``): after its first state, only changes."""
        self.synced = False
        """The connection has been sent a full state (the base of the deltas that follow)."""
        self.direct: Callable[[str], bool] | None = None
        """Writes a message to the socket at once if it can take it without waiting (True), else
        does nothing (False): the message then goes through the queue. Saves a loop turn, and a
        task's wake-up, for every message (``server/http.py``); ``None``: always the queue."""
        self.sending = False
        """The writer task is sending a message taken from the queue (one sent directly now would
        overtake it)."""
        self.close_code = 1000
        self.close_reason = ""
        """How the connection is closed once its queue is sent (:meth:`close`)."""
        self.abort: Callable[[], None] | None = None
        """Drops the connection at once, whatever it has not sent yet (``server/http.py``)."""

    def send(self, message: dict[str, Any] | str) -> None:
        if self.closed:
            return
        text = message if isinstance(message, str) else json.dumps(message)
        if self.direct is not None and not self.sending and self.queue.empty() and self.direct(text):
            return
        if self.queue.qsize() >= MAX_QUEUE:
            # The client has stopped reading: the close message would wait behind a socket buffer it
            # never drains, so the connection is dropped now (it reconnects and gets the state).
            self.close()
            if self.abort is not None:
                self.abort()
            return
        self.queue.put_nowait(text)

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close after the messages queued (``code`` 1012 with a reason: the server is restarting,
        reconnect: :mod:`~dominohall.server.drain`)."""
        if not self.closed:
            self.closed = True
            self.close_code, self.close_reason = code, reason
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
    owner: str | None = None
    """The address that created the table (``None`` once the server restarted): counted against
    ``tables_per_address`` while the table is open."""
    rematch: tuple[str, dict[int, str]] | None = None
    """Once a rematch was asked (``dominohall.server.friends``): the new table and its seats' tokens."""
    last_seen: float = field(default_factory=time.time)
    """When someone was last connected (now, while someone is): the table expires after
    ``idle_seconds`` without anyone."""
    moved: bool = False
    """The table left this process (handed over while draining): nothing more is acted on here."""
    sent: dict[int | None, dict[str, Any]] = field(default_factory=dict)
    """The last state each seat's connections were sent (in full or as a delta): the base of the
    next delta. Every connection of a seat has it, since each gets every state from its first."""

    def timer(self) -> dict[str, Any] | None:
        if self.deadline is None or self.timer_key is None:
            return None
        return {
            "seat": self.timer_key[1],
            "deadline": datetime.fromtimestamp(self.deadline, UTC).isoformat(timespec="milliseconds"),
            "remaining": round(max(0.0, self.deadline - time.time()), 2),
        }


class TableService:
    """Every table of one server, run live (see the module docstring)."""

    def __init__(
        self,
        store: Store,
        *,
        bot_delay: float | None = None,
        away_seconds: float | None = None,
        rate: tuple[int, float] | None = None,
        limits: Limits | None = None,
        cluster: Cluster | None = None,
    ) -> None:
        self.store = store
        self.cluster = cluster
        """Set when several processes share the database: each table is run by the one holding its
        lease, and the others relay its connections there."""
        self._claimed: dict[str, float] = {}
        """When this process took each of its tables (a renewal older than that may not know it)."""
        self._released: list[str] = []
        """Tables this process let go of since the last renewal (their leases are given up)."""
        self._metas: dict[str, str] = {}
        """The TABLE_META text last written to each lease (written again only when it changed)."""
        self.limits = Limits.from_env(os.environ) if limits is None else limits
        if rate is not None:
            self.limits = replace(self.limits, message_rate=rate)
        self.bot_delay = (
            number_setting(os.environ, "DOMINOHALL_BOT_DELAY", 0.8, 0.0, 60.0) if bot_delay is None else bot_delay
        )
        self.away_seconds = (
            number_setting(os.environ, "DOMINOHALL_AWAY_SECONDS", AWAY_SECONDS, 0.0, 24 * 3600.0)
            if away_seconds is None
            else away_seconds
        )
        self.rate = self.limits.message_rate
        self.creates = PerAddress(*self.limits.create_rate)
        """Tables created by each address in the window (forgotten once idle)."""
        self.connects = PerAddress(*self.limits.connect_rate)
        """WebSocket connections opened by each address in the window (churn is bounded too)."""
        self.address_messages = PerAddress(*self.limits.address_rate)
        """Messages sent by all the connections of each address in the window."""
        self.chats = PerAddress(*self.limits.chat_rate)
        """Chat lines said by each seat (table, seat) in the window, over all its connections."""
        self.address_connections: dict[str, int] = {}
        """Open WebSocket connections by address (an address leaves the book at 0)."""
        self.live: dict[str, LiveTable] = {}
        self._lobby: dict[tuple[int, int], tuple[int, float, str, int]] = {}
        """Lobby pages built lately: (offset, limit) -> (version, when, JSON text, open tables)."""
        self._lobby_version = 0
        self.notifier: LobbyNotifier | None = None
        """Several processes on PostgreSQL: lobby changes are notified to and heard from the others."""
        self._to_publish: set[str] = set()
        """Tables whose lobby change is to be published (:meth:`_publish`)."""
        self._publisher: asyncio.Task[None] | None = None
        self._meta_lock = asyncio.Lock()
        """Held while TABLE_META texts are written to leases, so that an older one never overwrites a newer."""
        self._lobby_seen: dict[str, dict[str, Any]] = {}
        """What the lobby was last told of each table of this process (:func:`~dominohall.server.notify.lobby_part`)."""
        self.finish_also: Callable[[Table], Callable[[Any], None] | None] | None = None
        """What else is written in the transaction that stores a match's end (a rated match's
        rating changes: :mod:`~dominohall.server.accounts`), made from the finished table."""
        self.on_finish: Callable[[str, str], None] | None = None
        """Called with a table's id and record once the end of its match is stored (the analysis
        queues it: :mod:`~dominohall.server.analysis`)."""
        # Several writers: one table's slow or locked write holds up that table only. A table's own
        # writes stay in order because each is made under the table's lock and awaited there.
        threads = 1 if store.memory else DB_THREADS
        self._db_pool = ThreadPoolExecutor(threads, thread_name_prefix="dominohall-db")
        self.pool = FairPool(self.limits.bot_workers)
        """Worker processes for what the loop must not do: bots' searches, long replays."""
        self.finished = FinishedTables(store, self.db, self.pool)
        """What is shown of the tables that have ended (TABLE_META, record, replay)."""
        self._load_lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()
        self._pending: list[tuple[str, ActionRow, Finish | None, Written]] = []
        """Actions waiting to be written by a writer (:meth:`_write_next`), each with what to do once
        it is stored or refused."""
        self._writers = 0
        """Writers running: each writes one batch at a time on a database thread (:meth:`_write_next`)."""
        self._max_writers = threads
        self._stall_check: asyncio.TimerHandle | None = None
        self.metrics = Metrics()
        """What this process measures (``GET /metrics``: :mod:`~dominohall.server.metrics`)."""
        self.draining = False
        """SIGTERM was received: no new tables, none taken over (:mod:`~dominohall.server.drain`)."""
        self._taking: asyncio.Task[None] | None = None
        self._take_again = False

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """Run a store call on a database thread (the loop stays free). Writes of one table are made
        under its lock, one at a time, so they reach the database in order; writes of different
        tables go side by side."""
        return await asyncio.get_running_loop().run_in_executor(self._db_pool, fn, *args)

    def write_soon(self, table_id: str, action: ActionRow, finish: Finish | None, then: Written) -> None:
        """Store an action, and once it is committed call ``then(None)`` on the loop (``then(error)``
        if it could not be). The actions of every table that arrive while a write is under way are
        written together in the next transaction: one commit for many moves instead of one each (a
        commit costs far more than a row). ``then`` is called straight from the loop's callback for
        the finished write — no task to wake in between, so a move is sent on in the turn it is
        known to be stored. A write that takes long (a locked row, a stalled disk) does not hold up
        the others for more than WRITE_STALL seconds: another writer starts beside it, up to
        DB_THREADS."""
        self._pending.append((table_id, action, finish, then))
        if self._writers == 0:
            self._start_writer()
        elif self._stall_check is None:
            self._stall_check = asyncio.get_running_loop().call_later(WRITE_STALL, self._writer_stalled)

    def _writer_stalled(self) -> None:
        self._stall_check = None
        if self._pending and self._writers < self._max_writers:
            self._start_writer()

    def _start_writer(self) -> None:
        # A writer starts one loop turn after the write that started it: every action of that turn
        # is pending by then, and the actions made while a batch is being written are the next batch.
        self._writers += 1
        asyncio.get_running_loop().call_soon(self._write_next)

    def _write_next(self) -> None:
        """One writer's step: the pending actions go to a database thread as one batch, and
        :meth:`_written` follows on the loop once they are committed (or not). With nothing
        pending the writer stops."""
        if not self._pending:
            self._writers -= 1
            return
        batch, self._pending = self._pending, []
        loop = asyncio.get_running_loop()
        started = time.perf_counter()
        try:
            done = self._db_pool.submit(self.store.append_many, [(t, a, f) for t, a, f, _ in batch])
        except RuntimeError as exc:  # the pool is shut down: the server is stopping
            self._writers -= 1
            for *_, then in batch:
                self._then(then, exc)
            return

        def back(finished: Future[None]) -> None:  # on the database thread
            with contextlib.suppress(RuntimeError):  # the loop is closed: the server has stopped
                loop.call_soon_threadsafe(self._written, batch, finished, time.perf_counter() - started)

        done.add_done_callback(back)

    def _written(
        self, batch: list[tuple[str, ActionRow, Finish | None, Written]], done: Future[None], took: float = 0.0
    ) -> None:
        exc = done.exception() if not done.cancelled() else RuntimeError("the server is stopping")
        self.metrics.batch_written(took, len(batch), exc is not None)
        if exc is not None and len(batch) > 1:
            # One at a time, so that a bad row (say, of a table another process has taken over)
            # fails only its own action.
            self._spawn(self._write_one_by_one(batch))
            return
        # The people's actions are told first: a person waits for the answer, while a bot's move is
        # shown after a human-like pause anyway. (A table has one action in a batch at most: its
        # next one waits under its lock for this one to be told.)
        for *_, then in sorted(batch, key=_not_a_person):
            self._then(then, exc)
        self._write_next()

    async def _write_one_by_one(self, batch: list[tuple[str, ActionRow, Finish | None, Written]]) -> None:
        try:
            for table_id, action, finish, then in batch:
                try:
                    await self.db(self.store.append, table_id, action, finish)
                except Exception as one:
                    self._then(then, one)
                else:
                    self._then(then, None)
        finally:
            self._write_next()

    @staticmethod
    def _then(then: Written, exc: BaseException | None) -> None:
        try:
            then(exc)
        except Exception:  # one table's bug must not stop the writer (and the other tables' moves)
            log.exception("what follows a write failed")

    # ---- start and stop -----------------------------------------------------------------------
    async def start(self) -> None:
        """Rebuild every unfinished table from its stored actions and set its bots going (with
        several processes: those nobody holds, and from then on those whose process died)."""
        self._spawn(self._collector())
        if self.cluster is not None:
            if self.store.url.startswith("postgresql"):
                self.notifier = await self.db(LobbyNotifier, self.store, self.cluster.worker, self.lobby_changed)
                self.notifier.on_lag = self.metrics.notify_lag.observe
                self.notifier.on_released = self._released_elsewhere
                self.notifier.start()
            await self._lease_round()
            self._spawn(self._leaser())
            self._spawn(self._sweeper())
            return
        now = time.time()
        for stored in await self.db(self.store.load_open):
            try:
                table = Table.rebuild(stored, now, self.away_seconds)
            except Exception:
                log.exception("table %s could not be rebuilt from its actions; it is left out", stored.config.id)
                continue
            live = LiveTable(table, last_seen=_last_person(stored))
            self.live[table.id] = live
            self.kick(live)
        log.info("%d open tables resumed", len(self.live))
        self._spawn(self._sweeper())

    async def stop(self) -> None:
        for live in self.live.values():
            for conn in list(live.connections):
                conn.close()
        tasks = [t for t in self._tasks if not t.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self.notifier is not None:
            await asyncio.to_thread(self.notifier.stop)
        self.pool.close()
        self._db_pool.shutdown(wait=True)
        self.store.close()

    def _spawn(self, coro: Any) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _collector(self) -> None:
        """Keep the cyclic garbage collector's full passes short (see :data:`FREEZE_SECONDS`)."""
        gc.freeze()
        since_full = 0.0
        while True:
            await asyncio.sleep(FREEZE_SECONDS)
            since_full += FREEZE_SECONDS
            if since_full >= FULL_GC_SECONDS:
                since_full = 0.0
                gc.unfreeze()
                gc.collect()
            gc.freeze()

    # ---- several processes --------------------------------------------------------------------
    def _released_elsewhere(self) -> None:
        """Another process handed its tables over (it is draining): take them now, not at the next
        lease round."""
        self._take_soon()

    def _take_soon(self) -> None:
        """Take the tables nobody holds in a task of its own (one at a time; asked again meanwhile,
        it looks again when done)."""
        self._take_again = True
        if self._taking is None or self._taking.done():
            self._taking = self._spawn(self._take_while_told())

    async def _take_while_told(self) -> None:
        while self._take_again:
            self._take_again = False
            try:
                await self.take_orphans()
            except Exception:  # the database is away: the next lease round tries again
                log.exception("the tables nobody holds could not be taken over")

    async def _leaser(self) -> None:
        while True:
            await asyncio.sleep(RENEW_SECONDS)
            try:
                await self._lease_round()
            except Exception:  # the database is away: leases lapse, the next round tries again
                log.exception("the leases could not be renewed")

    async def _lease_round(self) -> None:
        """Renew this process's leases (with each table's TABLE_META for the lobby), let go of the
        tables another process took meanwhile, and take over the tables nobody holds."""
        cluster = self.cluster
        assert cluster is not None
        async with self._meta_lock:
            started = time.time()
            metas: dict[str, str] = {}
            shown: list[str] = []
            for i, (table_id, live) in enumerate(list(self.live.items())):
                if i % 50 == 49:
                    await asyncio.sleep(0)  # hundreds of tables: the moves waiting meanwhile go first
                meta = live.table.meta()
                text = json.dumps(meta)
                if self._metas.get(table_id) != text:
                    metas[table_id] = self._metas[table_id] = text
                    part = lobby_part(meta)
                    if self._lobby_seen.get(table_id) != part:
                        self._lobby_seen[table_id] = part
                        shown.append(table_id)
            released, self._released = self._released, []
            held = await self.db(
                self.store.renew_leases, cluster.worker, started, cluster.lease_seconds, metas, released
            )
        if shown and self.notifier is not None:
            # What a lobby shows changed without an event (someone came or went): the others hear it.
            try:
                await self.db(self.notifier.notify, "renewed", shown)
            except Exception:
                log.exception("lobby change could not be notified")
        for table_id in list(self.live):
            if table_id not in held and self._claimed.get(table_id, started) < started:
                log.warning("table %s: its lease was taken by another process; it leaves this one", table_id)
                self._drop(self.live[table_id])
        self._take_soon()  # beside the renewals, never in their way: a large takeover takes a while

    async def take_orphans(self) -> None:
        """Take over the open tables nobody holds (their process died, or handed them over while
        draining), all at once: their leases in one transaction, their actions in three queries;
        a draining process takes none."""
        cluster = self.cluster
        assert cluster is not None
        if self.draining:
            return
        found = [t for t in await self.db(self.store.orphans, time.time()) if t not in self.live]
        if not found:
            return
        async with self._load_lock:
            now = time.time()
            c = cluster
            taken = await self.db(self.store.claim_leases, found, c.worker, c.address, now, c.lease_seconds)
            if self.draining:  # SIGTERM meanwhile: they go to the others
                self._released.extend(taken)
                return
            for i, stored in enumerate(await self.db(self.store.load_many, taken)):
                if i % 20 == 19:
                    await asyncio.sleep(0)  # hundreds of tables: the moves waiting meanwhile go first
                if stored.config.id in self.live:
                    continue
                try:
                    self._adopt(stored, now)
                except Exception:
                    log.exception("table %s could not be taken over; it is let go", stored.config.id)
                    self._released.append(stored.config.id)

    def _drop(self, live: LiveTable, code: int = 1000, reason: str = "") -> None:
        """The table is run elsewhere now: its connections are closed (they reconnect and are
        relayed to the new owner) and its bots and timer stop here."""
        table_id = live.table.id
        if self.live.get(table_id) is live:
            del self.live[table_id]
        self._claimed.pop(table_id, None)
        self._metas.pop(table_id, None)
        self._lobby_seen.pop(table_id, None)
        self._stop_timer(live)
        if live.bot_task is not None:
            live.bot_task.cancel()
        for conn in list(live.connections):
            conn.close(code, reason)

    async def locate(self, table_id: str) -> LiveTable | str | None:
        """A table run here (loaded if nobody runs it), or the address of the process that runs it,
        or ``None`` if there is no such table."""
        live = self.live.get(table_id)
        if live is not None or self.cluster is None:
            return live if live is not None else await self.get(table_id)
        if len(table_id) > 32:
            return None
        async with self._load_lock:
            return await self._locate(table_id)

    async def _locate(self, table_id: str) -> LiveTable | str | None:
        cluster = self.cluster
        assert cluster is not None
        live = self.live.get(table_id)
        if live is not None:
            return live
        now = time.time()
        lease = await self.db(self.store.lease, table_id)
        if lease is not None and lease.owner != cluster.worker and lease.expires >= now:
            return lease.address
        if self.draining:  # it takes no table: the others do (this one relays to them meanwhile)
            return await self._owner_soon(table_id)
        stored = await self.db(self.store.load, table_id)
        if stored is None:
            return None
        lease = await self.db(
            self.store.claim_lease, table_id, cluster.worker, cluster.address, now, cluster.lease_seconds
        )
        if lease.owner != cluster.worker:
            return lease.address
        # Read again now that the lease is ours: the last owner may have written until it lapsed.
        stored = await self.db(self.store.load, table_id)
        assert stored is not None
        return self._adopt(stored, now)

    def _adopt(self, stored: StoredTable, claimed: float) -> LiveTable:
        """Run a table whose lease this process took at ``claimed`` (rebuilt from its actions)."""
        table = Table.rebuild(stored, time.time(), self.away_seconds)
        table_id = table.id
        live = LiveTable(table, last_seen=_last_person(stored) if stored.finished is None else time.time())
        self.live[table_id] = live
        self._claimed[table_id] = claimed
        if stored.finished is None:
            log.info("table %s taken over at seq %d", table_id, table.seq)
            self.metrics.takeovers.inc()
        self.lobby_changed(table_id)
        self.kick(live)
        return live

    async def _owner_soon(self, table_id: str) -> str:
        """Draining: the address of the process that takes ``table_id`` over, once one has (the
        others take a handed-over table within a moment); :class:`ProtocolError` ``draining`` if
        none has within OWNER_WAIT seconds."""
        cluster = self.cluster
        assert cluster is not None
        deadline = time.monotonic() + OWNER_WAIT
        while time.monotonic() < deadline:
            lease = await self.db(self.store.lease, table_id)
            if lease is not None and lease.owner != cluster.worker and lease.expires >= time.time():
                return lease.address
            await asyncio.sleep(0.1)
        raise ProtocolError("draining", "this server process is restarting: try again", retry_after=1)

    async def lobby(self, offset: int, limit: int) -> tuple[str, int]:
        """``GET /api/tables``: this process's tables (:meth:`lobby_page`), or with several
        processes those of all, from the leases (each table's TABLE_META as its owner last wrote
        it). A page read from the database is kept until a change is notified (by this process or,
        through PostgreSQL, another: :mod:`~dominohall.server.notify`), or for ``lobby_refresh``
        seconds at most; while the listener is not connected, for a second."""
        if self.cluster is None:
            return self.lobby_page(offset, limit)
        now = time.monotonic()
        key = (offset, limit)
        cached = self._lobby.get(key)
        listening = self.notifier is not None and self.notifier.connected
        keep = self.cluster.lobby_refresh if listening else LOBBY_SECONDS
        if cached is not None and cached[0] == self._lobby_version and now - cached[1] < keep:
            return cached[2], cached[3]
        version = self._lobby_version  # a change heard while the page is read makes it stale at once
        metas, total = await self.db(self.store.lobby, time.time(), offset, limit)
        text = "[" + ",".join(metas) + "]"
        if len(self._lobby) >= LOBBY_PAGES_KEPT:
            self._lobby.clear()
        self._lobby[key] = (version, now, text, total)
        return text, total

    # ---- tables -------------------------------------------------------------------------------
    def open_count(self, address: str | None = None) -> int:
        """Open tables (of the tables created from ``address``, if given)."""
        return sum(
            1 for live in self.live.values() if not live.table.is_over and (address is None or live.owner == address)
        )

    def admit_table(self, address: str) -> None:
        """Whether ``address`` may create a table now; raises :class:`ProtocolError` (``busy``: the
        server holds ``max_tables`` open; ``too_many``: the address holds ``tables_per_address``;
        ``rate_limited``: it created ``create_rate`` tables in the window), with the time to wait."""
        limits = self.limits
        if self.draining:
            raise ProtocolError("draining", "this server process is restarting: try again", retry_after=1)
        if self.open_count() >= limits.max_tables:
            raise ProtocolError("busy", "too many open tables: try again later", retry_after=60)
        if self.open_count(address) >= limits.tables_per_address:
            raise ProtocolError(
                "too_many",
                f"at most {limits.tables_per_address} open tables from one address: finish or leave one first",
                retry_after=min(limits.waiting_seconds, 600),
            )
        now = time.monotonic()
        if not self.creates.allow(address, now):
            count, seconds = limits.create_rate
            raise ProtocolError(
                "rate_limited",
                f"at most {count} tables from one address in {seconds:g} s",
                retry_after=self.creates.retry_after(address, now),
            )

    async def create(self, request: TableRequest, address: str | None = None) -> tuple[Table, dict[int, str]]:
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
            request.rated,
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
        if self.cluster is not None:
            c = self.cluster
            await self.db(self.store.claim_lease, table_id, c.worker, c.address, now, c.lease_seconds)
            self._claimed[table_id] = now
        live = LiveTable(table, owner=address, last_seen=now)
        self.live[table_id] = live
        self.lobby_changed(table_id)
        self.kick(live)
        return table, tokens

    async def get(self, table_id: str) -> LiveTable | None:
        """A table, loaded from the store if it is not in memory (a finished one)."""
        live = self.live.get(table_id)
        if live is not None:
            return live
        if len(table_id) > 32:
            return None
        if self.cluster is not None:
            found = await self.locate(table_id)
            return found if isinstance(found, LiveTable) else None
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
        """Every open table's TABLE_META, the newest first (for tests and tools: the lobby pages)."""
        return [live.table.meta() for live in self._open_newest_first()]

    def _open_newest_first(self) -> list[LiveTable]:
        found = [live for live in self.live.values() if not live.table.is_over]
        found.sort(key=lambda live: live.table.config.created, reverse=True)
        return found

    def lobby_page(self, offset: int, limit: int) -> tuple[str, int]:
        """``GET /api/tables``: one page of open tables (newest first) as JSON text, and how many
        are open. A page is built at most once per LOBBY_SECONDS (a table created, finished or
        ended since rebuilds it at once), so polling the lobby costs next to nothing however many
        tables are open, and at most MAX_LOBBY_PAGE metas are ever built for one answer."""
        now = time.monotonic()
        key = (offset, limit)
        cached = self._lobby.get(key)
        if cached is not None and cached[0] == self._lobby_version and now - cached[1] < LOBBY_SECONDS:
            return cached[2], cached[3]
        tables = self._open_newest_first()
        text = json.dumps([live.table.meta() for live in tables[offset : offset + limit]])
        if len(self._lobby) >= LOBBY_PAGES_KEPT:
            self._lobby.clear()
        self._lobby[key] = (self._lobby_version, now, text, len(tables))
        return text, len(tables)

    def lobby_changed(self, table_id: str | None = None) -> None:
        """A table was created, claimed, finished or ended (and its change stored): the lobby pages
        are rebuilt. With several processes on PostgreSQL, the change of ``table_id`` is published
        to the others (:meth:`_publish`)."""
        self._lobby_version += 1
        if table_id is not None and self.notifier is not None:
            self._to_publish.add(table_id)
            if self._publisher is None or self._publisher.done():
                self._publisher = self._spawn(self._publish())

    async def _publish(self) -> None:
        """Write the TABLE_META of the tables whose lobby changed and notify the other processes, in
        one transaction (the changes of one loop turn together)."""
        notifier = self.notifier
        assert notifier is not None
        while self._to_publish:
            async with self._meta_lock:
                tables, self._to_publish = sorted(self._to_publish), set()
                metas: dict[str, str] = {}
                parts: dict[str, dict[str, Any]] = {}
                for table_id in tables:
                    live = self.live.get(table_id)
                    if live is not None and table_id in self._claimed:
                        meta = live.table.meta()
                        metas[table_id] = json.dumps(meta)
                        parts[table_id] = lobby_part(meta)
                try:
                    await self.db(notifier.publish, metas, "changed", tables)
                except Exception:  # the next lease renewal writes the metas and notifies them
                    log.exception("lobby change of %s could not be published", ", ".join(tables)[:200])
                    continue
                for table_id, part in parts.items():
                    if table_id in self._claimed:  # still here (not finished and let go meanwhile)
                        self._metas[table_id] = metas[table_id]
                        self._lobby_seen[table_id] = part

    # ---- connections --------------------------------------------------------------------------
    def connect_address(self, address: str) -> None:
        """A WebSocket of ``address`` opens; raises ``too_many`` beyond ``connections_per_address``.
        Each call that returns is matched by one :meth:`disconnect_address`."""
        now = time.monotonic()
        if not self.connects.allow(address, now):
            count, seconds = self.limits.connect_rate
            raise ProtocolError(
                "rate_limited",
                f"at most {count} new connections from one address in {seconds:g} s",
                retry_after=self.connects.retry_after(address, now),
            )
        held = self.address_connections.get(address, 0)
        if held >= self.limits.connections_per_address:
            raise ProtocolError(
                "too_many",
                f"at most {self.limits.connections_per_address} connections from one address",
                retry_after=10,
            )
        self.address_connections[address] = held + 1

    def disconnect_address(self, address: str) -> None:
        held = self.address_connections.get(address, 0) - 1
        if held > 0:
            self.address_connections[address] = held
        else:
            self.address_connections.pop(address, None)

    async def join(
        self, table_id: str, token: str | None, address: str = "", delta: bool = False
    ) -> tuple[LiveTable, Connection]:
        """A connection said hello: to a seat (its token) or to watch (``None``); with ``delta`` it
        gets deltas after its first state."""
        live = await self.get(table_id)
        if live is None:
            raise ProtocolError("not_found", f"there is no table {table_id[:40]!r}")
        table = live.table
        seat = None if token is None else table.seat_of_token(token)
        if token is not None and seat is None:
            raise ProtocolError("forbidden", "this token opens no seat at this table", field="token")
        conn = Connection(seat, Window(*self.rate), address, delta)
        async with live.lock:
            limits = self.limits
            if len(live.connections) >= limits.connections_per_table:
                raise ProtocolError(
                    "too_many", f"at most {limits.connections_per_table} connections at one table", retry_after=30
                )
            if seat is None and sum(c.seat is None for c in live.connections) >= limits.spectators_per_table:
                raise ProtocolError(
                    "too_many", f"at most {limits.spectators_per_table} spectators at one table", retry_after=30
                )
            claimed_now = False
            if seat is not None:
                s = table.seats[seat]
                if not s.claimed:
                    try:
                        await self.db(self.store.claim, table.id, seat)
                    except Exception:
                        log.exception("table %s: the claim of seat %d could not be stored", table.id, seat)
                        raise ProtocolError("internal", "the server could not store this; try again") from None
                    table.claim(seat)
                    claimed_now = True
                    self.lobby_changed(table.id)
                s.connections += 1
                s.away_since = None
            live.connections.add(conn)
            live.last_seen = time.time()
            conn.send({"type": "welcome", "seat": seat, "table": table.meta()})
            self.kick(live)
            if claimed_now:
                self.broadcast(live)  # the table may start now: everyone gets the new state
            else:
                state = table.state(seat, live.timer())
                # The seat's other connections hold the same view, sheet and finished deals (any
                # change since would have been sent to them): this state is their base as well.
                live.sent[seat] = state
                conn.synced = True
                conn.send(json.dumps(state))
                self.presence(live, seat, conn)
        return live, conn

    def presence(self, live: LiveTable, seat: int | None, skip: Connection | None = None) -> None:
        """Tell the other connections that someone came or went: a small ``presence`` message, not a
        new state for everyone (connection churn must not flood the players with states)."""
        table = live.table
        s = None if seat is None else table.seats[seat]
        message = json.dumps(
            {
                "type": "presence",
                "seat": seat,
                "connected": s is not None and s.connections > 0,
                "away_since": None if s is None or s.kind != "human" else iso(s.away_since),
                "spectators": sum(c.seat is None for c in live.connections),
            }
        )
        for other in list(live.connections):
            if other is not skip:
                other.send(message)

    async def leave(self, live: LiveTable, conn: Connection) -> None:
        conn.close()
        async with live.lock:
            live.connections.discard(conn)
            live.last_seen = time.time()
            if conn.seat is not None:
                s = live.table.seats[conn.seat]
                s.connections -= 1
                if s.connections == 0 and s.kind == "human":
                    s.away_since = time.time()
            self.presence(live, conn.seat)
            self._evict_if_done(live)

    def _evict_if_done(self, live: LiveTable) -> None:
        # A finished table with nobody watching lives on in the store only.
        if live.table.is_over and not live.connections and self.live.get(live.table.id) is live:
            del self.live[live.table.id]
            if self.cluster is not None:
                self._released.append(live.table.id)
                self._claimed.pop(live.table.id, None)
                self._metas.pop(live.table.id, None)
                self._lobby_seen.pop(live.table.id, None)

    def broadcast(self, live: LiveTable) -> None:
        """Send every connection the state it may see: one view per seat, built once, sent in full
        to a connection that asked for no deltas or has no state yet, and otherwise as the delta
        from the seat's last state (serialised once a seat)."""
        table = live.table
        timer = live.timer()
        meta = table.meta()
        states: dict[int | None, dict[str, Any]] = {}
        full: dict[int | None, str] = {}
        deltas: dict[int | None, str] = {}
        for conn in list(live.connections):
            seat = conn.seat
            state = states.get(seat)
            if state is None:
                state = states[seat] = table.state(seat, timer, meta)
            base = live.sent.get(seat)
            if conn.delta and conn.synced and base is not None:
                text = deltas.get(seat)
                if text is None:
                    text = deltas[seat] = json.dumps(diff_state(base, state))
            else:
                text = full.get(seat)
                if text is None:
                    text = full[seat] = json.dumps(state)
                conn.synced = True
            conn.send(text)
        live.sent.update(states)

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
            key = (live.table.id, seat)
            if not self.chats.allow(key, time.monotonic()):
                count, seconds = self.limits.chat_rate
                raise ProtocolError(
                    "rate_limited",
                    f"a seat may say at most {count} things in {seconds:g} s",
                    field="phrase",
                    retry_after=self.chats.retry_after(key, time.monotonic()),
                )
            if live.table.is_over:
                # Said after the end ("well played"): told, and kept with the table while it is in
                # memory, but not stored: a table's actions end with it (docs/server.md, Limits).
                self.tell_chat(live, live.table.say(seat, message.phrase, now))
            else:
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
        rebuilt without it: nobody is ever told of an action the database does not hold. The table
        is locked from the action until everyone has been told (the lock is let go by
        :meth:`_stored`, in the loop's callback for the finished write), so its actions are stored
        and sent in the order they were made."""
        started = time.perf_counter() if action.actor == "human" and action.kind in ("move", "undo") else None
        await live.lock.acquire()
        try:
            if live.moved:
                raise ProtocolError("moved", "this table has moved to another server process: reconnect")
            table = live.table
            action = replace(action, n=len(table.actions))
            table.apply(action, seq)
            finish = None
            if table.is_over and action.kind == "move":  # the move that ended the match
                summary = table.meta()
                for s in summary["seats"]:
                    s["connected"] = False
                also = None if self.finish_also is None else self.finish_also(table)
                finish = Finish(action.at, dumps(table.match), summary, also)
        except BaseException:
            live.lock.release()
            raise
        told: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.write_soon(
            table.id, action, finish, lambda exc: self._stored(live, table, action, finish, told, exc, started)
        )
        await told

    def _stored(
        self,
        live: LiveTable,
        table: Table,
        action: ActionRow,
        finish: Finish | None,
        told: asyncio.Future[None],
        exc: BaseException | None,
        started: float | None = None,
    ) -> None:
        """What follows the write of ``action`` (:meth:`commit`): everyone told of it, or, if it
        could not be stored, the table rebuilt without it and the client told ``internal``."""
        try:
            if exc is not None:
                log.error("table %s: action %d could not be stored; it is undone", table.id, action.n, exc_info=exc)
                live.table = self._without_last(table)
                failed = ProtocolError("internal", "the server could not store this; nothing changed")
                if not told.done():
                    told.set_exception(failed)
                self.metrics.refused.inc()
                return
            if finish is not None:  # the lobby and the analysis hear of a finished match once it is stored
                self.lobby_changed(table.id)
                if self.on_finish is not None:
                    self.on_finish(table.id, finish.record)
            self.kick(live)
            if action.kind == "chat":
                self.tell_chat(live, table.chat[-1])
            else:
                self.broadcast(live)
            self._evict_if_done(live)
            self.metrics.action_told(action.kind, action.actor, started)
            if not told.done():
                told.set_result(None)
        except Exception as bug:  # the commit hears of it (and its client gets ``internal``), as before
            if not told.done():
                told.set_exception(bug)
            raise
        finally:
            live.lock.release()

    @staticmethod
    def tell_chat(live: LiveTable, line: dict[str, Any]) -> None:
        """Send a chat line (a table's ``chat`` entry) to every connection of the table."""
        message = json.dumps({"type": "chat", **line})
        for conn in list(live.connections):
            conn.send(message)

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
            if hasattr(bot, "time_limit"):  # whatever its level says, a bot thinks at most bot_seconds
                bot.time_limit = self.limits.bot_seconds
            view = table.match.view(seat)
            thinking = time.perf_counter()
            if bot.name in SLOW_BOTS and len(view.legal_moves) > 1:
                move = await self._think(live, bot, view)
            else:
                move = bot.choose(view)
            self.metrics.bot_thought(bot.name, time.perf_counter() - thinking)
            if live.table is not table or table.seq != seq:
                continue  # someone undid while the bot thought
            try:
                await self.commit(live, ActionRow(0, "move", seat, str(move), "bot", time.time()), seq)
            except ProtocolError as exc:
                if exc.code == "moved":  # handed to another process while draining: it plays on there
                    return
                if exc.code not in ("stale", "internal"):
                    log.error("table %s: bot at seat %d made a refused move %s: %s", table.id, seat, move, exc)
                    return
                if exc.code == "internal":
                    await asyncio.sleep(1.0)

    async def _think(self, live: LiveTable, bot: Bot, view: View) -> Move:
        """A slow bot's move, thought in a worker process in the turn of the address that created
        the table (each table's own turn if the server has restarted since): one visitor's tables
        of the slowest bots share the workers with everyone else's, not take them."""
        key = live.owner or f"table {live.table.id}"
        try:
            move, state = await self.pool.run(key, think, bot, view)
        except Exception:  # a worker that died: the table goes on with greedy's move this once
            log.exception("table %s: a bot's search failed; %s moves for it", live.table.id, TAKEOVER_BOT)
            return make_bot(TAKEOVER_BOT, live.table.seq).choose(view)
        bot.rng.setstate(state)  # the bot at the table goes on from the numbers its search drew
        return move

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
            if exc.code not in ("stale", "moved"):  # the person moved at the last moment: nothing to do
                log.error("table %s: the timer's move %s for seat %d was refused: %s", table.id, move, seat, exc)

    # ---- expiry -------------------------------------------------------------------------------
    async def _sweeper(self) -> None:
        """End the tables nobody joined or nobody stayed at, and forget idle rate-limit windows."""
        limits = self.limits
        every = min(SWEEP_SECONDS, limits.waiting_seconds / 4, limits.idle_seconds / 4)
        while True:
            await asyncio.sleep(every)
            try:
                await self.sweep(time.time())
            except Exception:  # the sweeper must go on: the log says why
                log.exception("the expiry sweep failed")

    async def sweep(self, now: float) -> None:
        """One pass of :meth:`_sweeper` at ``now``."""
        limits = self.limits
        for live in list(self.live.values()):
            table = live.table
            if table.is_over:
                continue
            if live.connections:
                live.last_seen = now
                continue
            waited = table.status == "waiting" and now - table.config.created >= limits.waiting_seconds
            if waited or now - live.last_seen >= limits.idle_seconds:
                await self.expire(live, now)
        mono = time.monotonic()
        for book in (self.creates, self.connects, self.address_messages, self.chats):
            book.sweep(mono)

    async def expire(self, live: LiveTable, now: float) -> None:
        """End a table unfinished and archive it (its record and summary stored as for a finished
        one); it leaves memory, and is loaded again only to be shown."""
        async with live.lock:
            table = live.table
            if table.is_over:
                return
            table.expire(now)
            summary = table.meta()
            for s in summary["seats"]:
                s["connected"] = False
            try:
                also = None if self.finish_also is None else self.finish_also(table)
                await self.db(self.store.expire, table.id, Finish(now, dumps(table.match), summary, also))
            except Exception:
                log.exception("table %s could not be archived; it stays open", table.id)
                table.expired_at = table.finished_at = None
                return
            self._stop_timer(live)
            if live.bot_task is not None and live.bot_task is not asyncio.current_task():
                live.bot_task.cancel()
            log.info("table %s ended unfinished: nobody was there", table.id)
            self.lobby_changed(table.id)
            self.broadcast(live)
            self._evict_if_done(live)


def _not_a_person(write: tuple[str, ActionRow, Finish | None, Written]) -> bool:
    return write[1].actor != "human"


def _last_person(stored: StoredTable) -> float:
    """When a person last acted at a stored table (or its creation): after a restart, the clock of
    ``idle_seconds`` runs from there."""
    times = [a.at for a in stored.actions if a.actor == "human"]
    return max([stored.config.created, *times])
