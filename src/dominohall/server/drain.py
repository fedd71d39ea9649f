"""Stopping without losing anything: the drain on SIGTERM, and a rolling restart (docs/operations.md).

A process told to stop with SIGTERM (``docker stop``, ``podman stop``, systemd, a rolling restart)
drains before it exits:

1. it answers ``/readyz`` with 503 ``draining`` (a proxy's check sends new connections elsewhere),
   creates no table (503 ``draining``: a proxy may retry it on another process) and takes none over;
2. it hands its tables over: each table's lock is taken once, so the action being written is stored
   and told before the table leaves (nothing in flight is lost), and from then on nothing is acted
   on here. With several processes (``--cluster``) their leases are given up in one transaction and
   the others are notified (PostgreSQL ``NOTIFY``), so they take the tables over at once instead
   of waiting for the leases to lapse; alone, the process has stored everything and that is all;
3. its connections are closed with code 1012 ("service restart") and a reason; the page reconnects
   by itself (its first try comes 0.3–0.5 s later) and is back at its seat, at the process that runs
   the table now — through this one while it is still running: a connection that reaches a
   draining process is relayed to the table's new owner, and one for a table nobody has taken yet
   waits for an owner (a few seconds at most; then it is closed with 1013, "try again later");
4. with several processes it goes on answering for ``DOMINOHALL_DRAIN_SECONDS`` (5 s), long
   enough for a proxy that checks ``/readyz`` every second to stop sending it anything, then
   closes what is left (the relayed connections, which reconnect to the others) and exits.

A second SIGTERM, or SIGINT (Ctrl-C), stops at once (still storing the writes under way).
"""

from __future__ import annotations

import asyncio
import logging
import signal
import time
from collections.abc import Awaitable, Callable, Mapping
from types import FrameType
from typing import Any, Final

import uvicorn

from dominohall.bounded import number_setting
from dominohall.server.service import LiveTable, TableService

log = logging.getLogger("dominohall.server")

RESTART_CODE: Final = 1012
"""WebSocket close code: the service is restarting (RFC 6455 §7.4 registry); the page reconnects."""
RESTART_REASON: Final = "the server is restarting: reconnect"
DRAIN_SECONDS: Final = 5.0
"""With several processes: how long a draining process keeps answering after handing its tables
over (``DOMINOHALL_DRAIN_SECONDS``)."""


def drain_seconds(environ: Mapping[str, str]) -> float:
    """``DOMINOHALL_DRAIN_SECONDS``: 0 to 600, 5 by default.

    >>> drain_seconds({}), drain_seconds({"DOMINOHALL_DRAIN_SECONDS": "2"})
    (5.0, 2.0)
    """
    return number_setting(environ, "DOMINOHALL_DRAIN_SECONDS", DRAIN_SECONDS, 0.0, 600.0)


async def hand_over(service: TableService) -> int:
    """Step 2 and 3 of the module docstring; returns how many tables left this process."""
    tables = list(service.live.values())

    async def stop_acting(live: LiveTable) -> None:
        async with live.lock:  # the action being stored (if any) is stored and told first
            live.moved = True

    await asyncio.gather(*(stop_acting(live) for live in tables))  # each waits for its own write only
    # the tables asleep here go with them: the others wake them when someone comes
    ids = [live.table.id for live in tables] + list(service.dormancy.tables)
    service.dormancy.tables.clear()
    cluster = service.cluster
    if cluster is not None and ids:
        try:
            # Under the lock of the lease renewals and lobby writes: this process's own transactions
            # on its leases never interleave (two of them in different orders deadlock).
            async with service.lobby.meta_lock:
                await service.db(service.store.renew_leases, cluster.worker, time.time(), 0.0, {}, ids)
            if service.lobby.notifier is not None:
                await service.db(service.lobby.notifier.notify, "released", ids)
        except Exception:  # the database is away: the leases lapse by themselves, and the others take over
            log.exception("draining: the leases could not be given up; they lapse in %g s", cluster.lease_seconds)
    for live in tables:
        service.leases.drop(live, RESTART_CODE, RESTART_REASON)
    service.metrics.handed_over.inc(len(ids))
    return len(ids)


async def drain(service: TableService, grace: float) -> None:
    """Everything but the exit (the module docstring); returns when the process may stop."""
    started = time.monotonic()
    service.draining = True
    count = await hand_over(service)
    took = time.monotonic() - started
    if service.cluster is None:
        log.info("draining: %d tables stored and closed in %.2f s; stopping", count, took)
        return
    log.info("draining: %d tables handed over in %.2f s; stopping in %g s", count, took, grace)
    await asyncio.sleep(grace)


class DrainingServer(uvicorn.Server):
    """uvicorn's server that drains on the first SIGTERM (``drain``, run in its loop) before it
    shuts down as usual; any other stop signal, or a second SIGTERM, shuts it down at once."""

    def __init__(self, config: uvicorn.Config, drain: Callable[[], Awaitable[None]]) -> None:
        super().__init__(config)
        self.drain = drain
        self.draining: asyncio.Future[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        loop = self._loop
        if sig != signal.SIGTERM or self.draining is not None or self.should_exit or loop is None:
            super().handle_exit(sig, frame)
            return
        captured: list[int] | None = getattr(self, "_captured_signals", None)
        if captured is not None:
            captured.append(sig)  # uvicorn raises it again once stopped: the exit status says SIGTERM
        self.draining = asyncio.Future()  # taken: a second SIGTERM stops at once
        loop.call_soon_threadsafe(self._start_draining, loop)

    async def startup(self, sockets: Any = None) -> None:
        self._loop = asyncio.get_running_loop()
        await super().startup(sockets=sockets)

    def _start_draining(self, loop: asyncio.AbstractEventLoop) -> None:
        self.draining = loop.create_task(self._drain_then_exit())

    async def _drain_then_exit(self) -> None:
        try:
            await self.drain()
        except Exception:
            log.exception("draining failed; stopping now")
        self.should_exit = True
