"""Work too heavy for the event loop — a bot's search, the replay of a long match — done in worker
processes, shared fairly between the addresses that ask for it.

Threads would not do: a search holds the interpreter lock, and two threads searching slowed every
other table's moves from 2 ms to over 100 (issue #22). A :class:`FairPool` runs jobs in a pool of
``workers`` processes (spawned, at a lower CPU priority than the server: :data:`NICE`), made when
first needed and made again if one of them dies. Jobs wait in one queue per key (the address that
created the table, or that asked for the replay); a free worker takes the next job of the next key
in turn (round robin), and one key has at most ``per_key`` jobs running at once (half the workers,
at least one), so that one visitor's ten tables of the slowest bots leave the other workers to
everyone else. A key may be given a bound on its waiting jobs (:class:`PoolBusy` beyond it).

The server's process stays free for the tables: what a job costs is its worker's CPU, and what is
sent back (a move, a compressed replay) is small.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, Generic, TypeVar

if TYPE_CHECKING:
    from dominohall.bots import Bot
    from dominohall.moves import Move
    from dominohall.views import View

log = logging.getLogger("dominohall.server")

NICE: Final = 10
"""How much lower the workers' CPU priority is than the server's (``nice``): when the cores are
busy, the tables' moves go first and a search merely finds fewer worlds in its time."""

T = TypeVar("T")


class PoolBusy(Exception):
    """A key has as many jobs waiting as it may (:meth:`FairPool.run`'s ``limit``)."""


@dataclass(eq=False)
class _Job(Generic[T]):
    fn: Callable[..., T]
    args: tuple[Any, ...]
    done: asyncio.Future[T] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


def think(bot: Bot, view: View) -> tuple[Move, tuple[Any, ...]]:
    """In a worker: the bot's move from the view, and its random generator's state after it (the
    bot at the table takes it, so that it goes on as if it had thought there)."""
    move = bot.choose(view)
    return move, bot.rng.getstate()


def _start_worker(parent: int) -> None:
    """In each worker: a lower priority, and an end of its own if the server dies (killed, it would
    not stop its workers)."""
    with contextlib.suppress(OSError):
        os.nice(NICE)
    threading.Thread(target=exit_when_orphaned, args=(parent,), daemon=True).start()


def exit_when_orphaned(parent: int) -> None:
    """Exit the process within a second once ``parent`` is no longer its parent (it died)."""
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(3)


class FairPool:
    """See the module docstring. Made and used on the server's event loop."""

    def __init__(self, workers: int, per_key: int | None = None) -> None:
        if workers < 1:
            raise ValueError(f"a pool needs at least one worker, not {workers}")
        self.workers = workers
        self.per_key = max(1, workers // 2) if per_key is None else per_key
        self._executor: ProcessPoolExecutor | None = None
        self._waiting: dict[str, deque[_Job[Any]]] = {}
        """Jobs waiting, by key; the keys in the order of their turns (a key served goes last)."""
        self._running: dict[str, int] = {}
        self._busy = 0
        self._closed = False

    def waiting(self, key: str | None = None) -> int:
        """Jobs waiting (of ``key``, if given)."""
        if key is not None:
            return len(self._waiting.get(key, ()))
        return sum(len(q) for q in self._waiting.values())

    def running(self, key: str | None = None) -> int:
        """Jobs running (of ``key``, if given)."""
        return self._busy if key is None else self._running.get(key, 0)

    async def run(self, key: str, fn: Callable[..., T], *args: Any, limit: int | None = None) -> T:
        """``fn(*args)`` in a worker process, when ``key``'s turn comes. ``fn`` and its arguments and
        result are pickled (``fn`` is a module's function). Raises :class:`PoolBusy` when ``key``
        already has ``limit`` jobs waiting, and whatever ``fn`` raised (a worker that died:
        :class:`~concurrent.futures.process.BrokenProcessPool`). Cancelled while waiting, the job is
        never run; while running, it runs on and its result is dropped."""
        if self._closed:
            raise RuntimeError("the pool is closed: the server is stopping")
        queue = self._waiting.get(key)
        if limit is not None and queue is not None and len(queue) >= limit:
            raise PoolBusy(key)
        job: _Job[T] = _Job(fn, args)
        if queue is None:
            queue = self._waiting[key] = deque()
        queue.append(job)
        self._dispatch()
        return await job.done

    def _dispatch(self) -> None:
        """Start the waiting jobs that may start: while a worker is free, the first key in turn
        that is under ``per_key`` running jobs gives its oldest job, and goes to the end of the turn."""
        while self._busy < self.workers:
            key = next((k for k in self._waiting if self._running.get(k, 0) < self.per_key), None)
            if key is None:
                return
            queue = self._waiting.pop(key)
            job = queue.popleft()
            if queue:
                self._waiting[key] = queue
            if job.done.done():  # cancelled while it waited
                continue
            self._start(key, job)

    def _start(self, key: str, job: _Job[Any]) -> None:
        try:
            work = self._pool().submit(job.fn, *job.args)
        except (BrokenProcessPool, RuntimeError) as exc:
            self._broken()
            job.done.set_exception(exc)
            return
        self._busy += 1
        self._running[key] = self._running.get(key, 0) + 1
        loop = asyncio.get_running_loop()

        def back(finished: Future[Any]) -> None:  # in the executor's thread
            with contextlib.suppress(RuntimeError):  # the loop is closed: the server has stopped
                loop.call_soon_threadsafe(self._finished, key, job, finished)

        work.add_done_callback(back)

    def _finished(self, key: str, job: _Job[Any], work: Future[Any]) -> None:
        self._busy -= 1
        left = self._running.get(key, 1) - 1
        if left > 0:
            self._running[key] = left
        else:
            self._running.pop(key, None)
        if not job.done.done():
            if work.cancelled():
                job.done.cancel()
            elif (exc := work.exception()) is not None:
                if isinstance(exc, BrokenProcessPool):
                    self._broken()
                job.done.set_exception(exc)
            else:
                job.done.set_result(work.result())
        if not self._closed:
            self._dispatch()

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            # Spawned, not forked: the server has threads (database, notifications) that a fork
            # would copy in the middle of whatever they were doing.
            self._executor = ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker,
                initargs=(os.getpid(),),
            )
        return self._executor

    def _broken(self) -> None:
        """A worker died (killed, out of memory): the pool is made again for the next job."""
        executor, self._executor = self._executor, None
        if executor is not None:
            log.warning("a worker process died; the pool is started again")
            executor.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop: waiting jobs are cancelled, the workers stopped (a job running is not waited for)."""
        self._closed = True
        for queue in self._waiting.values():
            for job in queue:
                job.done.cancel()
        self._waiting.clear()
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)
