"""Post-game analysis on the server: one finished table at a time, in a separate low-priority process,
within a bounded CPU budget, stored with the game once done.

A match that finishes is queued at once (:meth:`AnalysisWorker.finished`), so that its analysis is
usually stored before anyone opens the replay; ``GET /api/tables/{id}/analysis`` answers the stored
analysis (200), or, while it is not done yet, 202, queuing the table first if it is not queued (a
finished table whose analysis was dropped, or that finished before a restart). The analysis runs in
a child process (so that it never holds the server's interpreter lock, which would slow the live
tables), at the lowest CPU priority (``nice`` 19), one table at a time, the open-hand values of each
decision (the solver's, bounded by :data:`OPEN_SHARE`) included; it is planned for
:data:`ANALYSIS_SECONDS` of CPU (``DOMINOHALL_ANALYSIS_SECONDS``), and a child still running at
:data:`HARD_LIMIT` times that is stopped. The child hands over the analysis of the deals done so far
after each deal: while it works, a request is answered 202 with that ``partial`` analysis (the page
shows it as it comes), and a child stopped at the limit leaves it stored as the answer (not
``complete``: its first deals only). Only a child stopped before its first deal marks the table
``failed``.

Two queues: the tables somebody asked for (at most :data:`QUEUE_MAX`, beyond that 503) go first;
then the matches that finished (at most :data:`FINISHED_QUEUE` of them, ``DOMINOHALL_ANALYSIS_QUEUE``;
0 turns the analysis at the end off), the latest first, since the people who just played are the
ones about to look; when that queue is full the oldest waiting is dropped (it is analysed when its
replay is first opened). A queued table that somebody asks for moves to the first queue. Queues live
in memory: after a restart, a table is analysed when first asked for.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import multiprocessing
import os
import threading
import time
from collections import deque
from collections.abc import Awaitable, Callable, Mapping
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Final, TypeVar

from dominohall.bounded import number_setting, whole_setting
from dominohall.server.pool import exit_when_orphaned
from dominohall.server.store import Store

log = logging.getLogger("dominohall.server")

ANALYSIS_SECONDS: Final = 20.0
"""The CPU seconds an analysis of one game is planned for, unless ``DOMINOHALL_ANALYSIS_SECONDS``
says otherwise (:func:`analysis_budget`)."""
MAX_ANALYSIS_SECONDS: Final = 3600.0
OPEN_SHARE: Final = 0.5
"""The open-hand values of a game's decisions (:class:`dominohall.analysis.OpenHand`) are given the
solver positions this share of the budget buys, on top of it: within :data:`HARD_LIMIT`."""
HARD_LIMIT: Final = 4.0
"""An analysis still running after this many times its budget (in wall-clock time), and
:data:`GRACE` seconds more, is stopped."""
GRACE: Final = 10.0
"""Seconds an analysis is given beyond :data:`HARD_LIMIT` times its budget (a child's start-up)."""
QUEUE_MAX: Final = 100
"""Tables somebody asked for waiting for their analysis at most; beyond that a request is answered 503."""
FINISHED_QUEUE: Final = 50
"""Finished matches waiting for their analysis at most (the oldest is dropped beyond it; 0: none),
unless ``DOMINOHALL_ANALYSIS_QUEUE`` says otherwise (:func:`finished_queue`)."""
MAX_FINISHED_QUEUE: Final = 10_000


def finished_queue(environ: Mapping[str, str]) -> int:
    """``DOMINOHALL_ANALYSIS_QUEUE`` (0 to :data:`MAX_FINISHED_QUEUE`), or :data:`FINISHED_QUEUE`.

    >>> finished_queue({}), finished_queue({"DOMINOHALL_ANALYSIS_QUEUE": "0"})
    (50, 0)
    """
    return whole_setting(environ, "DOMINOHALL_ANALYSIS_QUEUE", FINISHED_QUEUE, 0, MAX_FINISHED_QUEUE)


def analysis_budget(environ: Mapping[str, str]) -> float:
    """``DOMINOHALL_ANALYSIS_SECONDS`` (a finite number above 0, at most :data:`MAX_ANALYSIS_SECONDS`),
    or :data:`ANALYSIS_SECONDS`.

    >>> analysis_budget({}), analysis_budget({"DOMINOHALL_ANALYSIS_SECONDS": "0.5"})
    (20.0, 0.5)
    """
    return number_setting(
        environ, "DOMINOHALL_ANALYSIS_SECONDS", ANALYSIS_SECONDS, 0, MAX_ANALYSIS_SECONDS, low_open=True
    )


T = TypeVar("T")


def _run(record: str, budget: float, out: Connection, parent: int) -> None:
    """The child: analyse the record and send back the JSON text (or the error). It stops within a
    second if its server process dies (killed, nobody would read the answer or stop it)."""
    with contextlib.suppress(OSError):
        os.nice(19)
    threading.Thread(target=exit_when_orphaned, args=(parent,), daemon=True).start()
    try:
        from dominohall.analysis import OPEN_NODE_RATE, MatchAnalysis, analyse_record

        def partial(so_far: MatchAnalysis) -> None:
            out.send(("partial", json.dumps(so_far.as_json(), ensure_ascii=False)))

        # The open-hand values (the solver, bounded by positions: OPEN_SHARE of the budget's worth) are
        # made here, in the child, never on a move's path.
        open_nodes = int(budget * OPEN_SHARE * OPEN_NODE_RATE)
        analysis = analyse_record(
            record, budget=budget, seed=0, on_deal=partial, open_hands=True, open_nodes=open_nodes
        )
        out.send(("done", json.dumps(analysis.as_json(), ensure_ascii=False)))
    except Exception as exc:  # reported to the parent and stored as the failure
        out.send(("failed", f"{type(exc).__name__}: {exc}"))
    finally:
        out.close()


class AnalysisWorker:
    """The queues of tables to analyse and the one task that works through them."""

    def __init__(
        self,
        store: Store,
        db: Callable[..., Awaitable[Any]],
        budget: float = ANALYSIS_SECONDS,
        finished_queue: int = FINISHED_QUEUE,
    ) -> None:
        if not 0 <= finished_queue <= MAX_FINISHED_QUEUE:
            raise ValueError(f"finished_queue is 0 to {MAX_FINISHED_QUEUE}, not {finished_queue}")
        self.store = store
        self.db = db
        self.budget = budget
        self.finished_queue = finished_queue
        self.asked: deque[tuple[str, str]] = deque()
        """(table, record) somebody asked for, in the order asked."""
        self.ended: deque[str] = deque()
        """Tables whose match finished, the latest last (their records are read from the store)."""
        self.waiting: set[str] = set()
        """Every table queued or being analysed."""
        self.running: str | None = None
        self.partial: dict[str, Any] | None = None
        """The analysis of the deals done so far of the table being analysed (from its child)."""
        self.dropped = 0
        """Finished matches dropped from a full queue (analysed when first asked for)."""
        self.done = 0
        """Analyses stored by this worker."""
        self.grace = GRACE
        self.runner: Callable[[str, float, Connection, int], None] = _run
        """What the child runs (:func:`_run`; a test may give a stand-in)."""
        self._ready = asyncio.Event()
        self._child: BaseProcess | None = None
        self._stopping = False
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._work())

    async def stop(self) -> None:
        """Stop working: the analysis under way is stopped (its table is analysed when asked for)."""
        self._stopping = True
        child = self._child
        if child is not None and child.is_alive():
            child.terminate()  # the thread waiting for it returns at once
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task

    def finished(self, table_id: str, _record: str = "") -> None:
        """A match finished (its end is stored): queue its analysis, behind the ones asked for."""
        if self.finished_queue == 0 or table_id in self.waiting:
            return
        if len(self.ended) >= self.finished_queue:
            self.waiting.discard(self.ended.popleft())
            self.dropped += 1
        self.ended.append(table_id)
        self.waiting.add(table_id)
        self._ready.set()

    async def get(self, table_id: str, record: str) -> tuple[int, dict[str, Any]]:
        """The answer for a finished table: (200, the analysis), (202, queued) or (500, failed)."""
        stored = await self.db(self.store.analysis, table_id)
        if stored is not None:
            status, data = stored
            if status == "done" and data is not None:
                return 200, json.loads(data)
            return 500, {"error": data or "the analysis failed", "code": "analysis_failed", "field": None}
        if table_id in self.ended:
            if len(self.asked) < QUEUE_MAX:  # somebody is waiting for it now: it goes first
                self.ended.remove(table_id)
                self.asked.append((table_id, record))
            # else it keeps its place among the finished ones: the first queue is full
        elif table_id not in self.waiting:
            if len(self.asked) >= QUEUE_MAX:
                return 503, {"error": "too many analyses waiting: try again later", "code": "busy", "field": None}
            self.waiting.add(table_id)
            self.asked.append((table_id, record))
            self._ready.set()
        answer: dict[str, Any] = {"status": "running", "position": self.position(table_id), "budget": self.budget}
        if table_id == self.running and self.partial is not None:
            answer["partial"] = self.partial  # the deals done so far, shown as they come
        return 202, answer

    def position(self, table_id: str) -> int:
        """1 for the table being analysed, 2 for the next one, and so on (the finished ones after the
        asked ones, the latest first)."""
        if table_id == self.running:
            return 1
        ahead = 0 if self.running is None else 1
        for i, (queued, _record) in enumerate(self.asked):
            if queued == table_id:
                return ahead + i + 1
        for i, queued in enumerate(reversed(self.ended)):
            if queued == table_id:
                return ahead + len(self.asked) + i + 1
        return ahead + len(self.asked) + 1

    async def _next(self) -> tuple[str, str | None]:
        """The next table to analyse (with its record, if it was asked for)."""
        while True:
            if self.asked:
                return self.asked.popleft()
            if self.ended:
                return self.ended.pop(), None  # the latest finished first
            self._ready.clear()
            await self._ready.wait()

    async def _work(self) -> None:
        while True:
            table_id, record = await self._next()
            self.running = table_id
            try:
                if record is None:
                    if await self.db(self.store.analysis, table_id) is not None:
                        continue  # another process (or an earlier run) made it
                    _exists, record = await self.db(self.store.record, table_id)
                    if record is None:
                        continue
                self.partial = None
                status, data = await asyncio.to_thread(self._analyse, record)
                await self.db(self.store.put_analysis, table_id, status, data, time.time())
                self.done += 1
            except Exception:  # pragma: no cover - logged; the next request queues it again
                log.exception("analysis of table %s", table_id)
            finally:
                self.running = None
                self.partial = None
                self.waiting.discard(table_id)

    def _analyse(self, record: str) -> tuple[str, str]:
        """Run one analysis in a child process, stopped if it overruns (in a thread: it waits); the
        deals it had done by then are the answer (:attr:`partial`), if any."""
        ctx = multiprocessing.get_context("spawn")
        receive, send = ctx.Pipe(duplex=False)
        if self._stopping:
            return "failed", "the server stopped"
        child = ctx.Process(target=self.runner, args=(record, self.budget, send, os.getpid()), daemon=True)
        child.start()
        self._child = child
        send.close()
        started = time.monotonic()
        last = ""  # the text of the latest partial analysis
        try:
            while True:
                # the limit is read anew each second (a test may move it once the child has begun)
                left = started + self.budget * HARD_LIMIT + self.grace - time.monotonic()
                if left <= 0:
                    break
                if not receive.poll(min(left, 1.0)):
                    continue
                status, data = receive.recv()
                if status != "partial":
                    return str(status), str(data)
                last = str(data)
                self.partial = json.loads(last)
            if last:
                return "done", last  # the deals done in the time: an answer, marked not complete
            return "failed", f"the analysis took longer than {self.budget * HARD_LIMIT:g} s"
        except EOFError:
            return ("done", last) if last else ("failed", "the analysis process ended without an answer")
        finally:
            self._child = None
            if child.is_alive():
                child.terminate()
            child.join(5)
            receive.close()
