"""The database reads of public pages (a player's page, the leaderboards, a match's rating changes),
on threads of their own, bounded, so that however many visitors load them the tables' writes never
wait behind them (issue #34: sixteen loads of one heavy player's page held a move at another table
for 15.8 s, every database thread busy reading analyses).

:class:`PageReads` runs each read on one of :attr:`~dominohall.server.limits.Limits.page_readers`
threads (``DOMINOHALL_PAGE_READERS``), apart from the tables' database threads
(:class:`~dominohall.server.writes.Writes`); at most
:attr:`~dominohall.server.limits.Limits.page_queue` more wait for a thread
(``DOMINOHALL_PAGE_QUEUE``), and a read beyond those is refused at once with ``busy`` (503,
``retry_after``) instead of queueing without end. An in-memory SQLite store has one connection,
used by one thread at a time: there the reads share the tables' database thread (still bounded).

>>> import asyncio
>>> from dominohall.server.store import Store
>>> async def main():
...     reads = PageReads(Store("sqlite://"), None, readers=1, queue=0)
...     try:
...         return await reads.read(sum, [1, 2])
...     finally:
...         reads.close()
>>> asyncio.run(main())
3
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Final, TypeVar

from dominohall.server.protocol import ProtocolError
from dominohall.server.store import Store

T = TypeVar("T")

RETRY_SECONDS: Final = 1
"""What a refused read is told to wait (a page read takes milliseconds: the queue moves fast)."""


class PageReads:
    """The page reads of one store (see the module docstring). ``shared`` runs a call on the tables'
    database thread (used instead of threads of its own for an in-memory store)."""

    def __init__(
        self,
        store: Store,
        shared: Callable[..., Awaitable[Any]] | None,
        *,
        readers: int,
        queue: int,
    ) -> None:
        if readers < 1 or queue < 0:
            raise ValueError(f"readers is at least 1 and queue at least 0, not {readers} and {queue}")
        self.readers = readers
        self.queue = queue
        self.in_flight = 0
        """Reads running or waiting for a thread."""
        self.refused = 0
        """Reads refused because :attr:`in_flight` was at its bound."""
        self._shared = shared if store.memory else None
        self._pool = (
            None if self._shared is not None else ThreadPoolExecutor(readers, thread_name_prefix="dominohall-read")
        )

    @property
    def bound(self) -> int:
        """Reads at once, running and waiting: beyond it a read is refused."""
        return self.readers + self.queue

    async def read(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` on a read thread; :class:`ProtocolError` ``busy`` (with ``retry_after``)
        when :attr:`bound` reads are in flight already."""
        if self.in_flight >= self.bound:
            self.refused += 1
            raise ProtocolError(
                "busy",
                f"too many page loads at once ({self.bound}): try again in a moment",
                retry_after=RETRY_SECONDS,
            )
        self.in_flight += 1
        try:
            if self._shared is not None:
                found: T = await self._shared(fn, *args)
                return found
            return await asyncio.get_running_loop().run_in_executor(self._pool, fn, *args)
        finally:
            self.in_flight -= 1

    def close(self) -> None:
        """Wait for the reads under way (the server stops)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True)
