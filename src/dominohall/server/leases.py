"""The cluster's leases (several processes on one PostgreSQL database: docs/server.md, Several
processes): each table is run by the process holding its lease, renewed every :data:`RENEW_SECONDS`
with the table's TABLE_META for the lobby; a table whose process died, or handed it over while
draining, is taken over by another; a table run elsewhere is located for its connections to be relayed."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from dominohall.server.live import LiveTable, Part, last_person
from dominohall.server.notify import REFRESH_SECONDS, LobbyNotifier, lobby_part
from dominohall.server.protocol import ProtocolError
from dominohall.server.store import StoredTable
from dominohall.server.table import Table

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.service import TableService

log = logging.getLogger("dominohall.server")

LEASE_SECONDS: Final = 4.0
"""How long a process's lease on a table lasts unless renewed (several processes): a table whose
process died is taken over by another within about this long plus :data:`RENEW_SECONDS`."""
RENEW_SECONDS: Final = 1.0
"""How often a process renews its leases and looks for tables nobody holds."""
OWNER_WAIT: Final = 3.0
"""How long a draining process waits for another to take a table over before it tells a
connection for that table to try again (code 1013)."""


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


class Leases(Part):
    """This process's leases, when it is one of several (see the module docstring)."""

    def __init__(self, service: TableService) -> None:
        super().__init__(service)
        self.claimed: dict[str, float] = {}
        """When this process took each of its tables (a renewal older than that may not know it)."""
        self.released: list[str] = []
        """Tables this process let go of since the last renewal (their leases are given up)."""
        self.metas: dict[str, str] = {}
        """The TABLE_META text last written to each lease (written again only when it changed)."""
        self._taking: asyncio.Task[None] | None = None
        self._take_again = False

    async def start(self) -> None:
        """Hear the others' lobby changes (PostgreSQL), take the first tables, renew from then on."""
        cluster = self.cluster
        assert cluster is not None
        if self.store.url.startswith("postgresql"):
            lobby = self.service.lobby
            lobby.notifier = await self.db(LobbyNotifier, self.store, cluster.worker, lobby.changed)
            lobby.notifier.on_lag = self.metrics.notify_lag.observe
            lobby.notifier.on_released = self.released_elsewhere
            lobby.notifier.start()
        await self.round()
        self.service.spawn(self._leaser())

    def released_elsewhere(self) -> None:
        """Another process handed its tables over (it is draining): take them now, not at the next
        lease round."""
        self.take_soon()

    def take_soon(self) -> None:
        """Take the tables nobody holds in a task of its own (one at a time; asked again meanwhile,
        it looks again when done)."""
        self._take_again = True
        if self._taking is None or self._taking.done():
            self._taking = self.service.spawn(self._take_while_told())

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
                await self.round()
            except Exception:  # the database is away: leases lapse, the next round tries again
                log.exception("the leases could not be renewed")

    async def round(self) -> None:
        """Renew this process's leases (with each table's TABLE_META for the lobby), let go of the
        tables another process took meanwhile, and take over the tables nobody holds."""
        cluster = self.cluster
        assert cluster is not None
        async with self.service.lobby.meta_lock:
            started = time.time()
            metas: dict[str, str] = {}
            shown: list[str] = []
            for i, (table_id, live) in enumerate(list(self.live.items())):
                if i % 50 == 49:
                    await asyncio.sleep(0)  # hundreds of tables: the moves waiting meanwhile go first
                meta = live.table.meta()
                text = json.dumps(meta)
                if self.metas.get(table_id) != text:
                    metas[table_id] = self.metas[table_id] = text
                    part = lobby_part(meta)
                    if self.service.lobby.seen.get(table_id) != part:
                        self.service.lobby.seen[table_id] = part
                        shown.append(table_id)
            released, self.released = self.released, []
            held = await self.db(
                self.store.renew_leases, cluster.worker, started, cluster.lease_seconds, metas, released
            )
        if shown and self.service.lobby.notifier is not None:
            # What a lobby shows changed without an event (someone came or went): the others hear it.
            try:
                await self.db(self.service.lobby.notifier.notify, "renewed", shown)
            except Exception:
                log.exception("lobby change could not be notified")
        for table_id in list(self.live):
            if table_id not in held and self.claimed.get(table_id, started) < started:
                log.warning("table %s: its lease was taken by another process; it leaves this one", table_id)
                self.drop(self.live[table_id])
        self.service.dormancy.forget(held)
        self.take_soon()  # beside the renewals, never in their way: a large takeover takes a while

    async def take_orphans(self) -> None:
        """Take over the open tables nobody holds (their process died, or handed them over while
        draining), all at once: their leases in one transaction, their actions in three queries;
        a draining process takes none."""
        cluster = self.cluster
        assert cluster is not None
        if self.service.draining:
            return
        found = [t for t in await self.db(self.store.orphans, time.time()) if t not in self.live]
        if not found:
            return
        async with self.service.load_lock:
            now = time.time()
            c = cluster
            taken = await self.db(self.store.claim_leases, found, c.worker, c.address, now, c.lease_seconds)
            if self.service.draining:  # SIGTERM meanwhile: they go to the others
                self.released.extend(taken)
                return
            for i, stored in enumerate(await self.db(self.store.load_many, taken)):
                if i % 20 == 19:
                    await asyncio.sleep(0)  # hundreds of tables: the moves waiting meanwhile go first
                if stored.config.id in self.live:
                    continue
                try:
                    self.adopt(stored, now)
                except Exception:
                    log.exception("table %s could not be taken over; it is let go", stored.config.id)
                    self.released.append(stored.config.id)

    def drop(self, live: LiveTable, code: int = 1000, reason: str = "") -> None:
        """The table is run elsewhere now: its connections are closed (they reconnect and are
        relayed to the new owner) and its bots and timer stop here."""
        table_id = live.table.id
        if self.live.get(table_id) is live:
            del self.live[table_id]
        self.claimed.pop(table_id, None)
        self.metas.pop(table_id, None)
        self.service.lobby.seen.pop(table_id, None)
        self.service.timers.stop_timer(live)
        for task in (live.bot_task, live.fill_task):
            if task is not None:
                task.cancel()
        for conn in list(live.connections):
            conn.close(code, reason)

    async def locate(self, table_id: str) -> LiveTable | str | None:
        """A table run here (loaded if nobody runs it), or the address of the process that runs it,
        or ``None`` if there is no such table."""
        live = self.live.get(table_id)
        if live is not None or self.cluster is None:
            return live if live is not None else await self.service.get(table_id)
        if len(table_id) > 32:
            return None
        async with self.service.load_lock:
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
        if self.service.draining:  # it takes no table: the others do (this one relays to them meanwhile)
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
        return self.adopt(stored, now)

    def adopt(self, stored: StoredTable, claimed: float) -> LiveTable:
        """Run a table whose lease this process took at ``claimed`` (rebuilt from its actions)."""
        table = Table.rebuild(stored, time.time(), self.service.away_seconds)
        table_id = table.id
        live = LiveTable(table, last_seen=last_person(stored) if stored.finished is None else time.time())
        self.live[table_id] = live
        self.claimed[table_id] = claimed
        if table_id in self.service.dormancy.tables:  # this process's own, asleep: woken, not taken over
            self.service.dormancy.woke(live)
        elif stored.finished is None:
            log.info("table %s taken over at seq %d", table_id, table.seq)
            self.metrics.takeovers.inc()
        self.service.lobby.changed(table_id)
        self.service.timers.kick(live)
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
