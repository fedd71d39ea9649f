"""The service that runs the tables live, in the event loop.

:class:`TableService` holds every open :class:`~dominohall.server.table.Table` with its connections
and a per-table lock, and acts on the messages of its connections: every action is written to the
store before anyone is told of it. Its other jobs are parts of their own, which it wires together:

- :class:`~dominohall.server.writes.Writes` (``writes``): the store's database threads and queued,
  batched writes;
- :class:`~dominohall.server.lobby.Lobby` (``lobby``): the lobby pages, and with several processes
  the changes published to and heard from the others;
- :class:`~dominohall.server.leases.Leases` (``leases``): with several processes, which runs which table;
- :class:`~dominohall.server.presence.Presence` (``presence``): connections by address, hello and
  leaving, the ``presence`` message;
- :class:`~dominohall.server.timers.Timers` (``timers``): bots moving after a human-like delay (the
  slow ones thinking in a worker process: :mod:`~dominohall.server.pool`), the turn timer that plays
  for a seat whose time runs out, the expiry sweep.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any, TypeVar

from dominohall.bounded import number_setting
from dominohall.record import dumps
from dominohall.server.delta import text_of
from dominohall.server.dormancy import Dormancy
from dominohall.server.finished import FinishedTables
from dominohall.server.leases import LEASE_SECONDS as LEASE_SECONDS
from dominohall.server.leases import Cluster as Cluster
from dominohall.server.leases import Leases
from dominohall.server.limits import Limits, PerAddress
from dominohall.server.live import MAX_QUEUE as MAX_QUEUE
from dominohall.server.live import Connection as Connection
from dominohall.server.live import LiveTable as LiveTable
from dominohall.server.live import last_person
from dominohall.server.lobby import Lobby
from dominohall.server.metrics import Metrics
from dominohall.server.pool import FairPool
from dominohall.server.presence import Presence
from dominohall.server.protocol import (
    AbortMessage,
    ChatMessage,
    ClientMessage,
    HelloMessage,
    MoveMessage,
    PingMessage,
    ProtocolError,
    ResignMessage,
    TableRequest,
    TakeoverMessage,
    UndoMessage,
)
from dominohall.server.reads import PageReads
from dominohall.server.store import ActionRow, Finish, SeatConfig, Store, StoredTable, TableConfig
from dominohall.server.table import AWAY_SECONDS, TAKEOVER_BOT, Table, token_hash
from dominohall.server.timers import Timers
from dominohall.server.writes import Writes

log = logging.getLogger("dominohall.server")

T = TypeVar("T")


def creator(address: str, account: int | None) -> str:
    """The key a table's creator is counted by (``LiveTable.owner``: open tables, the bots' fair
    share): a signed-in account, else the address (a family or a club behind one address, each
    signed in, are each themselves).

    >>> creator("198.51.100.1", None), creator("198.51.100.1", 7)
    ('198.51.100.1', 'account 7')
    """
    return address if account is None else f"account {account}"


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
        self.account_creates = PerAddress(*self.limits.account_create_rate)
        """Tables created by each signed-in account in the window (instead of its address's)."""
        """Tables created by each address in the window (forgotten once idle)."""
        self.connects = PerAddress(*self.limits.connect_rate)
        """WebSocket connections opened by each address in the window (churn is bounded too)."""
        self.address_messages = PerAddress(*self.limits.address_rate)
        """Messages sent by all the connections of each address in the window."""
        self.chats = PerAddress(*self.limits.chat_rate)
        """Chat lines said by each seat (table, seat) in the window, over all its connections."""
        self.live: dict[str, LiveTable] = {}
        self.owned: dict[str, set[str]] = {}
        """The ids of the tables in memory that each creator (``LiveTable.owner``) made, so that
        counting one creator's open tables at every creation looks at theirs, not at every table (a
        pass over 500 tables took 0.2 ms). Kept loosely: an id whose table has left memory is dropped
        when its creator is counted and at every sweep (:meth:`forget_owned`)."""
        self.finish_also: Callable[[Table], Callable[[Any], None] | None] | None = None
        """What else is written in the transaction that stores a match's end (a rated match's
        rating changes: :mod:`~dominohall.server.accounts`), made from the finished table."""
        self.check_rated: Callable[[int | None, TableRequest], None] | None = None
        """The checks of a rated table made by an account (or nobody), raising
        :class:`ProtocolError`: a rematch of a rated table passes them as ``POST /api/tables``
        does (:meth:`~dominohall.server.accounts.Accounts.check_rated`)."""
        self.free_text: Callable[[LiveTable, Connection, int, str, float], Awaitable[dict[str, Any]]] | None = None
        """Checks, stores and cleans a free-text chat line said at a seat, and returns its ``chat``
        entry (:meth:`~dominohall.server.chat.Chat.free_text`); ``None``: quick phrases only."""
        self.on_turn: Callable[[str, str, int, int], None] | None = None
        """Called with (``turn`` or ``timeout``, table, seq, seat) when a person's turn begins at a
        turn-based table, or the bot took a move whose time ran out (:mod:`~dominohall.server.mail`
        notes it: a tuple appended to a queue, nothing more on a move's path)."""
        self.on_finish: Callable[[str, str], None] | None = None
        """Called with a table's id and record once the end of its match is stored (the analysis
        queues it: :mod:`~dominohall.server.analysis`)."""
        self.metrics = Metrics()
        """What this process measures (``GET /metrics``: :mod:`~dominohall.server.metrics`)."""
        self._tasks: set[asyncio.Task[None]] = set()
        self.writes = Writes(store, self.metrics, self.spawn)
        self.reads = PageReads(store, self.db, readers=self.limits.page_readers, queue=self.limits.page_queue)
        """The public pages' reads, on threads of their own and bounded (:mod:`~dominohall.server.reads`)."""
        self.pool = FairPool(self.limits.bot_workers)
        """Worker processes for what the loop must not do: bots' searches, long replays."""
        self.finished = FinishedTables(store, self.db, self.pool)
        """What is shown of the tables that have ended (TABLE_META, record, replay)."""
        self.load_lock = asyncio.Lock()
        """Held while a table is loaded or taken over (it is loaded once)."""
        self.draining = False
        """SIGTERM was received: no new tables, none taken over (:mod:`~dominohall.server.drain`)."""
        self.lobby = Lobby(self)
        self.leases = Leases(self)
        self.presence = Presence(self)
        self.timers = Timers(self)
        self.dormancy = Dormancy(self)
        """The turn-based tables asleep: out of memory while nobody is at them."""

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """Run a store call on a database thread (:meth:`Writes.db <dominohall.server.writes.Writes.db>`)."""
        return await self.writes.db(fn, *args)

    # ---- start and stop -----------------------------------------------------------------------
    async def start(self) -> None:
        """Rebuild every unfinished table from its stored actions and set its bots going (with
        several processes: those nobody holds, and from then on those whose process died)."""
        self.spawn(self.timers.collector())
        if self.cluster is not None:
            await self.leases.start()
            self.spawn(self.timers.sweeper())
            return
        now = time.time()
        for stored in await self.db(self.store.load_open):
            try:
                table = Table.rebuild(stored, now, self.away_seconds)
            except Exception:
                log.exception("table %s could not be rebuilt from its actions; it is left out", stored.config.id)
                continue
            live = LiveTable(table, last_seen=last_person(stored))
            self.live[table.id] = live
            if self.dormancy.may_sleep(live, now):  # an idle turn-based table: to sleep at once
                self.dormancy.sleep(live)
                continue
            self.timers.kick(live)
        log.info(
            "%d open tables resumed, %d of them asleep", len(self.live) + self.dormancy.count(), self.dormancy.count()
        )
        self.spawn(self.timers.sweeper())

    async def stop(self) -> None:
        for live in self.live.values():
            for conn in list(live.connections):
                conn.close()
        tasks = [t for t in self._tasks if not t.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self.lobby.notifier is not None:
            await asyncio.to_thread(self.lobby.notifier.stop)
        self.pool.close()
        self.reads.close()
        self.writes.close()
        self.store.close()

    def spawn(self, coro: Any) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def open_count(self, address: str | None = None) -> int:
        """Open tables in memory, or (``address`` given: a :func:`creator` key) the open tables
        created by ``address``, those asleep too."""
        if address is None:
            return sum(1 for live in self.live.values() if not live.table.is_over)
        awake = 0
        ids = self.owned.pop(address, set())
        for table_id in list(ids):
            live = self.live.get(table_id)
            if live is None or live.owner != address:
                ids.discard(table_id)  # it left memory (or is another's now)
            elif not live.table.is_over:
                awake += 1
        if ids:
            self.owned[address] = ids
        return awake + self.dormancy.count(address)

    def own(self, live: LiveTable) -> None:
        """Note a table in memory under its creator (:attr:`owned`): made here, or woken."""
        if live.owner is not None:
            self.owned.setdefault(live.owner, set()).add(live.table.id)

    def forget_owned(self) -> None:
        """Drop from :attr:`owned` the tables that left memory (a sweep's part): a creator who makes
        no more tables is not counted again, and their ids must not stay for ever."""
        for owner, ids in list(self.owned.items()):
            ids.intersection_update(self.live)
            if not ids:
                del self.owned[owner]

    def admit_table(self, address: str, account: int | None = None, rematch: bool = False) -> None:
        """Whether ``address`` may create a table now; raises :class:`ProtocolError` (``busy``: the
        server holds ``max_tables`` open; ``too_many``: the address holds ``tables_per_address``;
        ``rate_limited``: it created ``create_rate`` tables in the window, or the signed-in
        ``account`` ``account_create_rate``), with the time to wait. A ``rematch`` counts only as
        an open table: one is made a finished match, so they come no faster than matches end."""
        limits = self.limits
        if self.draining:
            raise ProtocolError("draining", "this server process is restarting: try again", retry_after=1)
        # The open tables are at most the tables in memory: counted (a pass over them all) only
        # when those reach the bound, not at every creation.
        if len(self.live) >= limits.max_tables and self.open_count() >= limits.max_tables:
            raise ProtocolError("busy", "too many open tables: try again later", retry_after=60)
        who = "address (signed in to no account)" if account is None else "account"
        if self.open_count(creator(address, account)) >= limits.tables_per_address:
            raise ProtocolError(
                "too_many",
                f"at most {limits.tables_per_address} open tables from one {who}: finish or leave one first",
                retry_after=min(limits.waiting_seconds, 600),
            )
        if rematch:
            return
        now = time.monotonic()
        key: object
        if account is not None:
            book, key, (count, seconds) = self.account_creates, account, limits.account_create_rate
        else:
            book, key, (count, seconds) = self.creates, address, limits.create_rate
        if not book.allow(key, now):
            raise ProtocolError(
                "rate_limited",
                f"at most {count} tables from one {who} in {seconds:g} s",
                retry_after=book.retry_after(key, now),
            )

    async def create(
        self,
        request: TableRequest,
        address: str | None = None,
        table_id: str | None = None,
        tokens: dict[int, str] | None = None,
    ) -> tuple[Table, dict[int, str]]:
        """A new table; returns it with the token of each human seat (shown once, never stored).
        ``table_id`` and ``tokens`` (every human seat's): chosen and recorded by the caller before
        the table is made, so that a caller dying in between makes the same table again rather than
        a second one (a tournament's game: server/tournaments.py)."""
        now = time.time()
        if table_id is None:
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
            request.timer if request.pace_hours is None else request.pace_hours * 3600.0,
            now,
            request.seed is not None,
            request.rated,
        )
        chosen = tokens
        tokens = {}
        seats: list[SeatConfig] = []
        for i, s in enumerate(request.seats):
            if s.kind == "human":
                tokens[i] = chosen[i] if chosen is not None else secrets.token_urlsafe(18)
                seats.append(SeatConfig(i, "human", None, token_hash(tokens[i]), False))
            else:
                seats.append(SeatConfig(i, "bot", s.bot, None, True))
        table = Table(config, seats, now, self.away_seconds)
        await self.db(self.store.create_table, config, seats)
        if self.cluster is not None:
            c = self.cluster
            # With its TABLE_META: the other processes show the table from the start, not only
            # after this one's next renewal.
            meta = self.leases.metas[table_id] = json.dumps(table.meta())
            await self.db(self.store.claim_lease, table_id, c.worker, c.address, now, c.lease_seconds, meta)
            self.leases.claimed[table_id] = now
        live = LiveTable(table, owner=address, last_seen=now)
        self.live[table_id] = live
        self.own(live)
        if request.pace_hours is not None:  # before anyone can join: the table's first action
            await self.commit(live, ActionRow(0, "pace", 0, f"turn-based:{request.pace_hours}", "human", now))
        if request.bots_after is not None:  # likewise: when bots take the seats still free
            await self.commit(live, ActionRow(0, "fill", 0, f"{request.bots_after:g}", "human", now))
        if not request.outside_bots:  # likewise: no bot account is seated here (server/botapi.py)
            await self.commit(live, ActionRow(0, "nobots", 0, "", "human", now))
        self.lobby.changed(table_id)
        self.timers.kick(live)
        return table, tokens

    async def get(self, table_id: str) -> LiveTable | None:
        """A table, loaded from the store if it is not in memory (a finished one, or one asleep:
        it wakes)."""
        live = self.live.get(table_id)
        if live is not None:
            return live
        if len(table_id) > 32:
            return None
        if self.cluster is not None:
            found = await self.leases.locate(table_id)
            return found if isinstance(found, LiveTable) else None
        async with self.load_lock:
            live = self.live.get(table_id)
            if live is None:
                stored = await self.db(self.store.load, table_id)
                if stored is None:
                    return None
                live = LiveTable(Table.rebuild(stored, time.time(), self.away_seconds))
                self.live[table_id] = live
                self.dormancy.woke(live)
                self.timers.kick(live)
        return live

    def evict_if_done(self, live: LiveTable) -> None:
        # A finished table with nobody watching lives on in the store only.
        if live.table.is_over and not live.connections and self.live.get(live.table.id) is live:
            del self.live[live.table.id]
            if self.cluster is not None:
                self.leases.released.append(live.table.id)
                self.leases.claimed.pop(live.table.id, None)
                self.leases.metas.pop(live.table.id, None)
                self.lobby.seen.pop(live.table.id, None)

    @staticmethod
    def broadcast(live: LiveTable) -> None:
        """Send every connection the state it may see (:meth:`LiveTable.tell_state
        <dominohall.server.live.LiveTable.tell_state>`: a delta where the connection can take one)."""
        live.tell_state()

    async def handle(self, live: LiveTable, conn: Connection, message: ClientMessage) -> None:
        """One message from a connection that has said hello. Raises :class:`ProtocolError`."""
        if isinstance(message, PingMessage):
            conn.send({"type": "pong"})
            return
        if isinstance(message, HelloMessage):
            raise ProtocolError("bad_message", "this connection has already said hello", field="type")
        seat = conn.seat
        if seat is None:
            raise ProtocolError("forbidden", "spectators watch: they cannot play, undo, chat, take over or resign")
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
                    field="phrase" if message.phrase is not None else "text",
                    retry_after=self.chats.retry_after(key, time.monotonic()),
                )
            if message.phrase is None:  # free text: server/chat.py checks, stores and cleans it
                if self.free_text is None:
                    raise ProtocolError("forbidden", "this server takes the quick phrases only", field="text")
                assert message.text is not None
                self.tell_chat(live, await self.free_text(live, conn, seat, message.text, now))
            elif live.table.is_over:
                # Said after the end ("well played"): told, and kept with the table while it is in
                # memory, but not stored: a table's actions end with it (docs/server.md, Limits).
                self.tell_chat(live, live.table.say(seat, message.phrase, now))
            else:
                await self.commit(live, ActionRow(0, "chat", seat, message.phrase, "human", now))
        elif isinstance(message, TakeoverMessage):
            await self.takeover(live, seat, message.seat)
        elif isinstance(message, ResignMessage):
            await self.commit(live, ActionRow(0, "resign", seat, "", "human", now))
        elif isinstance(message, AbortMessage):
            await self.commit(live, ActionRow(0, "abort", seat, "", "human", now))

    async def takeover(self, live: LiveTable, by: int, seat: int) -> None:
        table = live.table
        if seat >= len(table.seats):
            raise ProtocolError("bad_message", f"there is no seat {seat}", field="seat")
        if seat == by:
            raise ProtocolError("bad_message", "a seat cannot hand itself to a bot", field="seat")
        s = table.seats[seat]
        if s.kind == "human" and table.turn_based and table.on_vacation(seat, time.time()) is not None:
            # its person is on vacation (server/vacation.py): their clock stands still, their seat stays theirs
            raise ProtocolError("on_vacation", f"seat {seat}'s person is on vacation", field="seat")
        if s.kind == "human":
            away = None if s.away_since is None else time.time() - s.away_since
            if s.connections or away is None or away < self.away_seconds:
                raise ProtocolError(
                    "not_away",
                    f"seat {seat} can be handed to a bot once it has been away for {self.away_seconds:g} s",
                    field="seat",
                )
        await self.commit(live, ActionRow(0, "takeover", seat, TAKEOVER_BOT, "human", time.time()))

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
            if table.is_over and action.kind in ("move", "abort"):  # what ended the match
                summary = table.meta()
                for s in summary["seats"]:
                    s["connected"] = False
                also = None if self.finish_also is None else self.finish_also(table)
                finish = Finish(action.at, dumps(table.match), summary, also)
        except BaseException:
            live.lock.release()
            raise
        told: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.writes.write_soon(
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
                self.lobby.changed(table.id)
                if self.on_finish is not None:
                    self.on_finish(table.id, finish.record)
            self.timers.kick(live)
            if action.kind == "chat":
                self.tell_chat(live, table.chat[-1])
            else:
                self.broadcast(live)
            self.evict_if_done(live)
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
        """Send a chat line (a table's ``chat`` entry) to every connection of the table but, for a
        free-text line (it has an ``id``), those whose account muted its seat's (server/chat.py)."""
        message = text_of({"type": "chat", **line})
        muted = line["seat"] if "id" in line else None
        for conn in list(live.connections):
            if muted is None or muted not in conn.hidden:
                conn.send(message)

    @staticmethod
    def _without_last(table: Table) -> Table:
        stored = StoredTable(table.config, table.initial, table.actions[:-1])
        rebuilt = Table.rebuild(stored, away_seconds=table.away_seconds)
        for old, new in zip(table.seats, rebuilt.seats):
            new.connections, new.away_since = old.connections, old.away_since
        return rebuilt

    # ---- the parts' entries that tests and tools call on the service ---------------------------
    async def join(
        self,
        table_id: str,
        token: str | None,
        address: str = "",
        delta: bool = False,
        hidden: frozenset[int] = frozenset(),
    ) -> tuple[LiveTable, Connection]:
        return await self.presence.join(table_id, token, address, delta, hidden=hidden)

    async def leave(self, live: LiveTable, conn: Connection) -> None:
        await self.presence.leave(live, conn)

    def kick(self, live: LiveTable) -> None:
        self.timers.kick(live)

    async def expire(self, live: LiveTable, now: float) -> None:
        await self.timers.expire(live, now)
