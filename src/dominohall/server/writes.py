"""The store's writes, owned next to it: every store call runs on a database thread
(:meth:`Writes.db`), and the actions of every table are queued and written in batches, one
transaction for the actions of a loop turn (:meth:`Writes.write_soon`)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Coroutine
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Final, TypeVar

from dominohall.server.metrics import Metrics
from dominohall.server.store import ActionRow, Finish, Store

log = logging.getLogger("dominohall.server")

DB_THREADS: Final = 4
"""Database calls at once (tables write side by side; a table's own writes stay in order)."""
WRITE_STALL: Final = 0.05
"""Seconds a write may take before the actions waiting behind it get a writer of their own."""

T = TypeVar("T")
Written = Callable[[BaseException | None], None]
"""What follows the write of an action, on the loop: called with ``None`` once it is committed, or
with the error if it could not be stored (:meth:`Writes.write_soon`)."""


class Writes:
    """The queued writer of one store (see the module docstring). ``spawn`` runs a task the table
    service stops with the others."""

    def __init__(
        self, store: Store, metrics: Metrics, spawn: Callable[[Coroutine[Any, Any, None]], asyncio.Task[None]]
    ) -> None:
        self.store = store
        self.metrics = metrics
        self.spawn = spawn
        # Several writers: one table's slow or locked write holds up that table only. A table's own
        # writes stay in order because each is made under the table's lock and awaited there.
        threads = 1 if store.memory else DB_THREADS
        self._db_pool = ThreadPoolExecutor(threads, thread_name_prefix="dominohall-db")
        self.pending: list[tuple[str, ActionRow, Finish | None, Written]] = []
        """Actions waiting to be written by a writer (:meth:`_write_next`), each with what to do once
        it is stored or refused."""
        self._writers = 0
        """Writers running: each writes one batch at a time on a database thread (:meth:`_write_next`)."""
        self._max_writers = threads
        self._stall_check: asyncio.TimerHandle | None = None

    def close(self) -> None:
        """Wait for the database threads to finish (the server stops)."""
        self._db_pool.shutdown(wait=True)

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
        self.pending.append((table_id, action, finish, then))
        if self._writers == 0:
            self._start_writer()
        elif self._stall_check is None:
            self._stall_check = asyncio.get_running_loop().call_later(WRITE_STALL, self._writer_stalled)

    def _writer_stalled(self) -> None:
        self._stall_check = None
        if self.pending and self._writers < self._max_writers:
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
        if not self.pending:
            self._writers -= 1
            return
        batch, self.pending = self.pending, []
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
            self.spawn(self._write_one_by_one(batch))
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


def _not_a_person(write: tuple[str, ActionRow, Finish | None, Written]) -> bool:
    return write[1].actor != "human"
