"""Post-game analysis on the server: one finished table at a time, in a separate low-priority process,
within a bounded CPU budget, stored with the game once done.

``GET /api/tables/{id}/analysis`` asks for it: the stored analysis (200), or, for a finished table
not yet analysed, the table is queued and the answer is 202 until it is done. The analysis runs in a
child process (so that it never holds the server's interpreter lock, which would slow the live
tables), at the lowest CPU priority (``nice`` 19), one table at a time; it is planned for
:data:`ANALYSIS_SECONDS` of CPU (``DOMINOHALL_ANALYSIS_SECONDS``), and a child still running at
:data:`HARD_LIMIT` times that is stopped and the table marked ``failed``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import multiprocessing
import os
import time
from collections.abc import Awaitable, Callable
from multiprocessing.connection import Connection
from typing import Any, Final, TypeVar

from dominohall.server.store import Store

log = logging.getLogger("dominohall.server")

ANALYSIS_SECONDS: Final = float(os.environ.get("DOMINOHALL_ANALYSIS_SECONDS", "20"))
"""The CPU seconds an analysis of one game is planned for."""
HARD_LIMIT: Final = 4.0
"""An analysis still running after this many times its budget (in wall-clock time) is stopped."""
QUEUE_MAX: Final = 100
"""Tables waiting for their analysis at most; beyond that a request is answered 503."""

T = TypeVar("T")


def _run(record: str, budget: float, out: Connection) -> None:
    """The child: analyse the record and send back the JSON text (or the error)."""
    with contextlib.suppress(OSError):
        os.nice(19)
    try:
        from dominohall.analysis import analyse_record

        analysis = analyse_record(record, budget=budget, seed=0)
        out.send(("done", json.dumps(analysis.as_json(), ensure_ascii=False)))
    except Exception as exc:  # reported to the parent and stored as the failure
        out.send(("failed", f"{type(exc).__name__}: {exc}"))
    finally:
        out.close()


class AnalysisWorker:
    """The queue of tables to analyse and the one task that works through it."""

    def __init__(
        self,
        store: Store,
        db: Callable[..., Awaitable[Any]],
        budget: float = ANALYSIS_SECONDS,
    ) -> None:
        self.store = store
        self.db = db
        self.budget = budget
        self.queue: asyncio.Queue[tuple[str, str]] = asyncio.Queue()
        self.waiting: set[str] = set()
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._work())

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task

    async def get(self, table_id: str, record: str) -> tuple[int, dict[str, Any]]:
        """The answer for a finished table: (200, the analysis), (202, queued) or (500, failed)."""
        stored = await self.db(self.store.analysis, table_id)
        if stored is not None:
            status, data = stored
            if status == "done" and data is not None:
                return 200, json.loads(data)
            return 500, {"error": data or "the analysis failed", "code": "analysis_failed", "field": None}
        if table_id not in self.waiting:
            if len(self.waiting) >= QUEUE_MAX:
                return 503, {"error": "too many analyses waiting: try again later", "code": "busy", "field": None}
            self.waiting.add(table_id)
            self.queue.put_nowait((table_id, record))
        return 202, {"status": "running", "position": len(self.waiting), "budget": self.budget}

    async def _work(self) -> None:
        while True:
            table_id, record = await self.queue.get()
            try:
                status, data = await asyncio.to_thread(self._analyse, record)
                await self.db(self.store.put_analysis, table_id, status, data, time.time())
            except Exception:  # pragma: no cover - logged; the next request queues it again
                log.exception("analysis of table %s", table_id)
            finally:
                self.waiting.discard(table_id)

    def _analyse(self, record: str) -> tuple[str, str]:
        """Run one analysis in a child process, stopped if it overruns (in a thread: it waits)."""
        ctx = multiprocessing.get_context("spawn")
        receive, send = ctx.Pipe(duplex=False)
        child = ctx.Process(target=_run, args=(record, self.budget, send), daemon=True)
        child.start()
        send.close()
        try:
            if receive.poll(self.budget * HARD_LIMIT + 10):
                status, data = receive.recv()
                return str(status), str(data)
            return "failed", f"the analysis took longer than {self.budget * HARD_LIMIT:g} s"
        except EOFError:
            return "failed", "the analysis process ended without an answer"
        finally:
            if child.is_alive():
                child.terminate()
            child.join(5)
            receive.close()
