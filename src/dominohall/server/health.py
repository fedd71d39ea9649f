"""Probes and metrics: ``GET /healthz``, ``GET /readyz`` and ``GET /metrics`` (docs/operations.md).

- ``/healthz``: 200 whenever the process answers at all (its event loop runs). For a container's
  HEALTHCHECK and a supervisor's liveness probe: failing it means restart the process.
- ``/readyz``: 200 when the process should be sent players — its database answers and it is not
  draining —, else 503 with the reason (``starting``, ``draining``, ``database``). For a proxy's
  health check: failing it means send new connections elsewhere, not restart. The database is asked
  at most once every :data:`READY_SECONDS` (one ``SELECT 1``, shared by every probe meanwhile), so
  probing it costs the database nothing however often it is probed.
- ``/metrics``: Prometheus's text format (:mod:`~dominohall.server.metrics`), answered only to the
  addresses in ``DOMINOHALL_METRICS_ALLOW_IPS`` (addresses or networks, comma-separated; loopback
  unless told otherwise); to anyone else it does not exist (404).

The three answer whatever ``Host`` the request names (a proxy or Prometheus asks by address, not by
the public name), unlike every other path (:class:`~dominohall.server.gate.Gate`).
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Final

from sqlalchemy import text
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from dominohall.bounded import BoundsError
from dominohall.server.metrics import CONTENT_TYPE
from dominohall.server.service import TableService
from dominohall.server.state import of_state

log = logging.getLogger("dominohall.server")

READY_SECONDS: Final = 1.0
"""How long a database check is believed."""
DATABASE_TIMEOUT: Final = 2.0
"""A database that has not answered ``SELECT 1`` by then is not ready."""
METRICS_SETTING: Final = "DOMINOHALL_METRICS_ALLOW_IPS"
LOOPBACK_NETWORKS: Final = ("127.0.0.0/8", "::1/128")

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def metrics_networks(environ: Mapping[str, str]) -> tuple[Network, ...]:
    """``DOMINOHALL_METRICS_ALLOW_IPS``: who may read ``/metrics`` (loopback when unset).

    >>> [str(n) for n in metrics_networks({"DOMINOHALL_METRICS_ALLOW_IPS": "10.0.0.0/8, 192.168.1.7"})]
    ['10.0.0.0/8', '192.168.1.7/32']
    >>> metrics_networks({"DOMINOHALL_METRICS_ALLOW_IPS": "everyone"})
    Traceback (most recent call last):
    ...
    dominohall.bounded.BoundsError: DOMINOHALL_METRICS_ALLOW_IPS holds addresses or networks, not 'everyone'
    """
    raw = environ.get(METRICS_SETTING, "").strip()
    found = []
    for item in raw.split(",") if raw else LOOPBACK_NETWORKS:
        try:
            found.append(ipaddress.ip_network(item.strip(), strict=False))
        except ValueError:
            message = f"{METRICS_SETTING} holds addresses or networks, not {item.strip()[:40]!r}"
            raise BoundsError(METRICS_SETTING, message) from None
    return tuple(found)


def allowed(address: str, networks: tuple[Network, ...]) -> bool:
    """Whether ``address`` (a peer's, or a trusted proxy's client's) is in ``networks``.

    >>> allowed("127.0.0.1", metrics_networks({})), allowed("203.0.113.9", metrics_networks({}))
    (True, False)
    """
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in networks)


class Health:
    """The probes and the metrics of one app; ``service`` gives its table service once started
    (``None`` before)."""

    def __init__(self, service: Callable[[], TableService | None], networks: tuple[Network, ...]) -> None:
        self.service = service
        self.networks = networks
        self._checked = -1e9
        self._database_ok = False
        self._check: asyncio.Task[bool] | None = None
        self.last_ready = False
        """What ``/readyz`` last answered, or would have at the last scrape (the ``dominohall_ready`` metric)."""

    async def ready(self) -> str | None:
        """``None`` when ready, else why not."""
        service = self.service()
        if service is None:
            return "starting"
        if service.draining:
            return "draining"
        if not await self._database(service):
            return "database"
        return None

    async def _database(self, service: TableService) -> bool:
        if time.monotonic() - self._checked < READY_SECONDS:
            return self._database_ok
        if self._check is None or self._check.done():
            self._check = asyncio.get_running_loop().create_task(self._ask(service))
        return await asyncio.shield(self._check)

    async def _ask(self, service: TableService) -> bool:
        def ping() -> None:
            with service.store.engine.connect() as db:
                db.execute(text("SELECT 1"))

        try:
            # In a thread of its own, not the writers' pool: a busy pool (a takeover loading many
            # tables) must not make a process that answers look unready.
            await asyncio.wait_for(asyncio.to_thread(ping), DATABASE_TIMEOUT)
            ok = True
        except Exception as exc:  # down, or too slow to answer: not ready (the log says which)
            if self._database_ok or self._checked < 0:
                log.warning("readiness: the database does not answer (%s)", exc or type(exc).__name__)
            ok = False
        self._database_ok, self._checked = ok, time.monotonic()
        return ok

    # ---- routes --------------------------------------------------------------------------------
    async def healthz(self, _request: Request) -> Response:
        return JSONResponse({"status": "ok"}, headers={"cache-control": "no-store"})

    async def readyz(self, _request: Request) -> Response:
        why = await self.ready()
        self.last_ready = why is None
        if why is None:
            return JSONResponse({"status": "ready"}, headers={"cache-control": "no-store"})
        return JSONResponse(
            {"status": why, "error": f"not ready: {why}", "code": "not_ready", "field": None},
            status_code=503,
            headers={"cache-control": "no-store", "retry-after": "1"},
        )

    async def metrics(self, request: Request) -> Response:
        from dominohall.server.gate import address_of, error

        service = self.service()
        if service is None or not allowed(address_of(request.client), self.networks):
            return error(404, "not_found", "Not Found")
        self.last_ready = await self.ready() is None  # the dominohall_ready gauge, as /readyz would say now
        return Response(service.metrics.exposition(), media_type=CONTENT_TYPE, headers={"cache-control": "no-store"})

    @staticmethod
    def routes() -> list[Route]:
        """The routes, each calling the running server's :class:`Health` (its lifespan state)."""

        def on(method: Callable[[Health, Request], Awaitable[Response]]) -> Callable[[Request], Awaitable[Response]]:
            return of_state(lambda running: running.health, method)

        return [
            Route("/healthz", on(Health.healthz), methods=["GET", "HEAD"]),
            Route("/readyz", on(Health.readyz), methods=["GET", "HEAD"]),
            Route("/metrics", on(Health.metrics), methods=["GET"]),
        ]
