"""What is shown of a table once it has ended — its final TABLE_META, its record, its replay — read
or built once, off the event loop, and kept within a bound.

A finished (or expired) table's final TABLE_META and record are stored with it (``Finish``): they
are read from the database, never rebuilt from the actions (a 6,393-move match took 0.3 s of the
event loop to rebuild, at every request). Its replay — every state face up, 7 MB of JSON for such a
match, 1 to 4 s to make — is made in a worker process (:mod:`~dominohall.server.pool`, shared
fairly between the addresses asking: one address may have :data:`REPLAYS_WAITING` waiting) and kept
compressed (gzip: 0.2 MB for that match), and sent as it is to a client that takes gzip (every
browser does), unpacked as it is sent to one that does not (:func:`unpacked`). Several requests
for one table at once wait for the same read or build. What is kept is bounded by
:data:`CACHE_BYTES` (the least recently used goes first).
"""

from __future__ import annotations

import asyncio
import gzip
import json
import zlib
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Final, TypeVar

from dominohall.server.pool import FairPool, PoolBusy
from dominohall.server.protocol import ProtocolError
from dominohall.server.store import Store

PIECE: Final = 65536
"""Bytes of a replay unpacked at a time for a client that takes no gzip (:func:`unpacked`)."""
CACHE_BYTES: Final = 64 * 2**20
"""Bytes of finished tables' answers kept in memory at most (TABLE_META, record, compressed replay)."""
REPLAYS_WAITING: Final = 4
"""Replays one address may have waiting to be made at once (then 429 ``too_many``)."""

T = TypeVar("T")


@dataclass(slots=True)
class Ended:
    """What is shown of a table that has ended."""

    summary: str
    """The final TABLE_META (JSON text), as stored when the table ended."""
    record: str
    """The engine's record (``dominohall.record.dumps``)."""
    replay: bytes | None = None
    """The replay answer (``{"table", "frames"}``) compressed with gzip, once made."""

    @property
    def size(self) -> int:
        return len(self.summary) + len(self.record) + len(self.replay or b"")


def replay_answer(summary: str, record: str) -> bytes:
    """In a worker process: the replay answer of an ended table, gzip-compressed."""
    from dominohall.record import loads
    from dominohall.server.table import replay_frames

    frames = json.dumps(replay_frames(loads(record)))
    return gzip.compress(f'{{"table": {summary}, "frames": {frames}}}'.encode(), 6)


async def unpacked(packed: bytes) -> AsyncIterator[bytes]:
    """A gzip answer unpacked piece by piece, for a client that takes no gzip: a piece is unpacked
    when the socket has taken the one before (the response's flow control), so a client reading
    slowly holds one piece, not the whole 7 MB; the loop lets other work in between pieces."""
    inflate = zlib.decompressobj(16 + zlib.MAX_WBITS)
    data = packed
    while data:
        piece = inflate.decompress(data, PIECE)
        data = inflate.unconsumed_tail
        if piece:
            yield piece
        await asyncio.sleep(0)
    rest = inflate.flush()
    if rest:
        yield rest


class FinishedTables:
    """The answers of ended tables (see the module docstring), for one server."""

    def __init__(
        self, store: Store, db: Callable[..., Awaitable[Any]], pool: FairPool, budget: int = CACHE_BYTES
    ) -> None:
        self.store = store
        self.db = db
        self.pool = pool
        self.budget = budget
        self._kept: OrderedDict[str, Ended] = OrderedDict()
        self._bytes = 0
        self._reading: dict[str, asyncio.Task[tuple[bool, Ended | None]]] = {}
        self._making: dict[str, asyncio.Task[bytes]] = {}

    @property
    def kept_bytes(self) -> int:
        return self._bytes

    async def ended(self, table_id: str) -> tuple[bool, Ended | None]:
        """Whether the table exists, and what is shown of it once it has ended (else ``None``)."""
        found = self._kept.get(table_id)
        if found is not None:
            self._kept.move_to_end(table_id)
            return True, found
        if len(table_id) > 32:
            return False, None
        return await self._once(self._reading, table_id, lambda: self._read(table_id))

    async def _read(self, table_id: str) -> tuple[bool, Ended | None]:
        exists, summary, record = await self.db(self.store.final, table_id)
        entry = None if summary is None or record is None else Ended(summary, record)
        if entry is not None:
            self._keep(table_id, entry)
        return exists, entry

    async def replay(self, table_id: str, entry: Ended, address: str) -> bytes:
        """The replay answer of an ended table (gzip), made in a worker if it is not kept. Raises
        :class:`ProtocolError` ``too_many`` when ``address`` has as many replays waiting as it may."""
        if entry.replay is not None:
            if table_id in self._kept:
                self._kept.move_to_end(table_id)
            return entry.replay
        return await self._once(self._making, table_id, lambda: self._make(table_id, entry, address))

    async def _make(self, table_id: str, entry: Ended, address: str) -> bytes:
        try:
            made = await self.pool.run(address, replay_answer, entry.summary, entry.record, limit=REPLAYS_WAITING)
        except PoolBusy:
            raise ProtocolError(
                "too_many", f"at most {REPLAYS_WAITING} replays being made for one address", retry_after=5
            ) from None
        entry.replay = made
        if self._kept.get(table_id) is entry:
            self._bytes += len(made)
            self._trim()
        return made

    @staticmethod
    async def _once(running: dict[str, asyncio.Task[T]], table_id: str, work: Callable[[], Awaitable[T]]) -> T:
        """``work()`` once for the requests that want it at the same time: in a task of its own, so
        that a client that goes away does not cancel it for the others."""
        task = running.get(table_id)
        if task is None:
            task = running[table_id] = asyncio.ensure_future(work())
            task.add_done_callback(lambda done: _forget(running, table_id, done))
        return await asyncio.shield(task)

    def _keep(self, table_id: str, entry: Ended) -> None:
        if entry.size > self.budget:
            return
        self._kept[table_id] = entry
        self._bytes += entry.size
        self._trim()

    def _trim(self) -> None:
        while self._bytes > self.budget and self._kept:
            _table, dropped = self._kept.popitem(last=False)
            self._bytes -= dropped.size


def _forget(running: dict[str, asyncio.Task[Any]], table_id: str, done: asyncio.Task[Any]) -> None:
    running.pop(table_id, None)
    if not done.cancelled():
        done.exception()  # seen here, whether or not a request is still waiting for it
