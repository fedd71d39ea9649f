"""The lobby: ``GET /api/tables``, the open tables newest first, built at most once a second (or
when a table came or went); with several processes, read from the leases and kept until a change is
notified (:mod:`~dominohall.server.notify`), and this process's changes published to the others."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import TYPE_CHECKING, Any, Final

from dominohall.server.live import LiveTable, Part
from dominohall.server.notify import LobbyNotifier, lobby_part

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.service import TableService

log = logging.getLogger("dominohall.server")

LOBBY_SECONDS: Final = 1.0
"""How long a lobby page is served as built (unless a table came or went)."""
LOBBY_PAGES_KEPT: Final = 64
"""Lobby pages kept built at once (other offsets and limits are built again)."""


class Lobby(Part):
    """The lobby of one table service (see the module docstring)."""

    def __init__(self, service: TableService) -> None:
        super().__init__(service)
        self._pages: dict[tuple[int, int], tuple[int, float, str, int]] = {}
        """Lobby pages built lately: (offset, limit) -> (version, when, JSON text, open tables)."""
        self._version = 0
        self.notifier: LobbyNotifier | None = None
        """Several processes on PostgreSQL: lobby changes are notified to and heard from the others."""
        self._to_publish: set[str] = set()
        """Tables whose lobby change is to be published (:meth:`_publish`)."""
        self._publisher: asyncio.Task[None] | None = None
        self.meta_lock = asyncio.Lock()
        """Held while TABLE_META texts are written to leases, so that an older one never overwrites a newer."""
        self.seen: dict[str, dict[str, Any]] = {}
        """What the lobby was last told of each table of this process (:func:`~dominohall.server.notify.lobby_part`)."""

    async def page(self, offset: int, limit: int) -> tuple[str, int]:
        """``GET /api/tables``: this process's tables (:meth:`local_page`), or with several
        processes those of all, from the leases (each table's TABLE_META as its owner last wrote
        it). A page read from the database is kept until a change is notified (by this process or,
        through PostgreSQL, another: :mod:`~dominohall.server.notify`), or for ``lobby_refresh``
        seconds at most; while the listener is not connected, for a second."""
        if self.cluster is None:
            return self.local_page(offset, limit)
        now = time.monotonic()
        key = (offset, limit)
        cached = self._pages.get(key)
        listening = self.notifier is not None and self.notifier.connected
        keep = self.cluster.lobby_refresh if listening else LOBBY_SECONDS
        if cached is not None and cached[0] == self._version and now - cached[1] < keep:
            return cached[2], cached[3]
        version = self._version  # a change heard while the page is read makes it stale at once
        metas, total = await self.db(self.store.lobby, time.time(), offset, limit)
        text = "[" + ",".join(metas) + "]"
        if len(self._pages) >= LOBBY_PAGES_KEPT:
            self._pages.clear()
        self._pages[key] = (version, now, text, total)
        return text, total

    def open_tables(self) -> list[dict[str, Any]]:
        """Every open table's TABLE_META, the newest first (for tests and tools: the lobby pages)."""
        return [json.loads(meta) if isinstance(meta, str) else meta.table.meta() for meta in self.open_newest_first()]

    def open_newest_first(self) -> list[LiveTable | str]:
        """Every open table, the newest first: a table in memory, or the TABLE_META text of one
        asleep (:mod:`~dominohall.server.dormancy`)."""
        found: list[tuple[float, LiveTable | str]] = [
            (live.table.config.created, live) for live in self.live.values() if not live.table.is_over
        ]
        found += [(d.created, d.meta) for d in self.service.dormancy.tables.values()]
        found.sort(key=lambda pair: pair[0], reverse=True)
        return [table for _created, table in found]

    def local_page(self, offset: int, limit: int) -> tuple[str, int]:
        """``GET /api/tables``: one page of open tables (newest first) as JSON text, and how many
        are open. A page is built at most once per LOBBY_SECONDS (a table created, finished or
        ended since rebuilds it at once), so polling the lobby costs next to nothing however many
        tables are open, and at most MAX_LOBBY_PAGE metas are ever built for one answer."""
        now = time.monotonic()
        key = (offset, limit)
        cached = self._pages.get(key)
        if cached is not None and cached[0] == self._version and now - cached[1] < LOBBY_SECONDS:
            return cached[2], cached[3]
        tables = self.open_newest_first()
        text = (
            "["
            + ",".join(t if isinstance(t, str) else json.dumps(t.table.meta()) for t in tables[offset : offset + limit])
            + "]"
        )
        if len(self._pages) >= LOBBY_PAGES_KEPT:
            self._pages.clear()
        self._pages[key] = (self._version, now, text, len(tables))
        return text, len(tables)

    def changed(self, table_id: str | None = None) -> None:
        """A table was created, claimed, finished or ended (and its change stored): the lobby pages
        are rebuilt. With several processes on PostgreSQL, the change of ``table_id`` is published
        to the others (:meth:`_publish`)."""
        self._version += 1
        if table_id is not None and self.notifier is not None:
            self._to_publish.add(table_id)
            if self._publisher is None or self._publisher.done():
                self._publisher = self.service.spawn(self._publish())

    async def _publish(self) -> None:
        """Write the TABLE_META of the tables whose lobby changed and notify the other processes, in
        one transaction (the changes of one loop turn together)."""
        notifier = self.notifier
        assert notifier is not None
        while self._to_publish:
            async with self.meta_lock:
                tables, self._to_publish = sorted(self._to_publish), set()
                metas: dict[str, str] = {}
                parts: dict[str, dict[str, Any]] = {}
                for table_id in tables:
                    live = self.live.get(table_id)
                    if live is not None and table_id in self.service.leases.claimed:
                        meta = live.table.meta()
                        metas[table_id] = json.dumps(meta)
                        parts[table_id] = lobby_part(meta)
                try:
                    await self.db(notifier.publish, metas, "changed", tables)
                except Exception:  # the next lease renewal writes the metas and notifies them
                    log.exception("lobby change of %s could not be published", ", ".join(tables)[:200])
                    continue
                for table_id, part in parts.items():
                    if table_id in self.service.leases.claimed:  # still here (not finished and let go meanwhile)
                        self.service.leases.metas[table_id] = metas[table_id]
                        self.seen[table_id] = part
