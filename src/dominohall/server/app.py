"""The web server, assembled: the routes of each part, the gate and the lifespan (docs/server.md).

Each job has its module: :mod:`~dominohall.server.pages` (the HTML pages),
:mod:`~dominohall.server.api` (the HTTP API), :mod:`~dominohall.server.ws` (the WebSocket),
:mod:`~dominohall.server.accounts`, :mod:`~dominohall.server.learn` and
:mod:`~dominohall.server.health` (their own routes), and :mod:`~dominohall.server.gate` (what every
request passes first). :func:`lifespan` starts what they share — the store, the table service with its
limits and worker pool, the analyses, accounts and probes — and yields it as Starlette's lifespan state
(:mod:`~dominohall.server.state`), where every handler finds it. Messages are parsed by
:mod:`~dominohall.server.protocol`, acted on by :mod:`~dominohall.server.table` (the engine decides),
and answered with what :mod:`~dominohall.server.wire` builds from each seat's view.
"""

from __future__ import annotations

import asyncio
import cProfile
import importlib.util
import logging
import os
import secrets
import time
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Final

from starlette.applications import Starlette
from starlette.types import ASGIApp

from dominohall.bounded import number_setting
from dominohall.errors import DominohallError
from dominohall.server import (
    api,
    botapi,
    chat,
    learn,
    mail,
    mygames,
    pages,
    seeks,
    social,
    tokens,
    tournaments,
    vacation,
    ws,
)
from dominohall.server.accounts import Accounts
from dominohall.server.analysis import AnalysisWorker, analysis_budget, finished_queue
from dominohall.server.dbcommand import ready_schema, upgrade_at_start
from dominohall.server.drain import DrainingServer, drain, drain_seconds
from dominohall.server.gate import Gate, SecurityHeaders, address_of, default_hosts
from dominohall.server.health import Health, metrics_networks
from dominohall.server.leases import LEASE_SECONDS, Cluster
from dominohall.server.limits import Limits
from dominohall.server.notify import REFRESH_SECONDS
from dominohall.server.service import TableService
from dominohall.server.state import KEY, Running, Settings
from dominohall.server.store import Store, database_url

log = logging.getLogger("dominohall.server")

MAX_HEAD: Final = 16384
"""Bytes of one HTTP request head (uvicorn's ``h11_max_incomplete_event_size``): a larger one is 400."""


class Hall(Starlette):
    """Starlette with the security headers and the :class:`~dominohall.server.gate.Gate` outermost,
    so that every answer — an unexpected 500 too — carries the headers, and nothing reaches a route
    from the wrong host or site."""

    gate_hosts: tuple[str, ...] = ("*",)
    gate_origins: tuple[str, ...] = ()
    gate_relay: str | None = None
    settings: Settings
    """What :func:`lifespan` starts from."""
    running: Running | None = None
    """What the lifespan started, for what acts outside any request (SIGTERM's :meth:`drain`);
    handlers find it in their own state."""

    def build_middleware_stack(self) -> ASGIApp:
        gate = Gate(tokens.BearerGate(super().build_middleware_stack()), self.gate_hosts, self.gate_origins)
        gate.relay_secret = self.gate_relay
        return SecurityHeaders(gate)

    async def drain(self) -> None:
        """SIGTERM (server/drain.py): hand the tables over, then let the server stop."""
        if self.running is not None:
            await drain(self.running.service, self.settings.grace)


@asynccontextmanager
async def lifespan(app: Hall) -> AsyncIterator[dict[str, Running]]:
    """Start the store, the table service, the analyses, accounts and metrics; yield them as the
    state every request and WebSocket finds (:func:`~dominohall.server.state.running`); stop them."""
    settings = app.settings
    busy = number_setting(os.environ, "DOMINOHALL_DB_BUSY_SECONDS", 5.0, 0.1, 600.0)
    queue, budget = finished_queue(os.environ), analysis_budget(os.environ)
    upgrade = upgrade_at_start(os.environ)
    store = await asyncio.to_thread(lambda: Store(settings.database_url, busy, upgrade=upgrade))
    service = TableService(
        store,
        bot_delay=settings.bot_delay,
        away_seconds=settings.away_seconds,
        rate=settings.rate,
        cluster=settings.cluster,
    )
    health = Health(lambda: service, metrics_networks(os.environ))
    accounts = Accounts(lambda: service)
    analyses = AnalysisWorker(store, service.db, budget, finished_queue=queue)
    service.on_finish = analyses.finished  # a finished match is analysed without being asked
    service.finish_also = accounts.finished  # a rated match's ratings, written with its end
    service.check_rated = accounts.check_rated  # a rated rematch is checked as a rated table
    metrics = service.metrics
    metrics.watch(service, analyses, lambda: health.last_ready)
    # before the tables resume: a turn noted and lost with the last process is noted again (and a
    # turn stored already is not sent again); without DOMINOHALL_SMTP_URL nothing is noted or sent
    mails = mail.Mail(service, accounts, mail.config_from_env(os.environ))
    mails.start()
    await service.start()
    service.spawn(_catch_up(service))
    analyses.start()
    metrics.start()
    games = mygames.MyGames(service)
    tourneys = tournaments.Tournaments(service, accounts)
    tourneys.mails = mails
    tourneys.start()
    parts: list[object] = [
        games,
        social.Social(service, accounts, games),
        vacation.Vacation(service, accounts),
        seeks.Seeks(service, accounts),
        chat.Chat(service, accounts),
        mails,
        tourneys,
    ]
    app.running = Running(settings, service, analyses, accounts, health, {type(p): p for p in parts})
    # ``DOMINOHALL_PROFILE=FILE``: the event loop's thread runs under cProfile, its statistics written
    # to FILE when the server stops (``benchmarks/load.py --profile``: where a move's time goes). It
    # counts the thread's processor time, not the clock's: a wait for the network, or for the GIL
    # that a database thread holds, is nobody's work (with the clock, the socket's send looked like
    # a fifth of the loop's time).
    profile_to = os.environ.get("DOMINOHALL_PROFILE", "")
    profiler = cProfile.Profile(time.thread_time) if profile_to else None
    if profiler is not None:
        profiler.enable()
    try:
        yield {KEY: app.running}
    finally:
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(profile_to)
        app.running = None
        await metrics.stop()
        await analyses.stop()
        await service.stop()


async def _catch_up(service: TableService) -> None:
    """The seats a process of an older release ended or analysed (a rolling upgrade):
    :func:`~dominohall.server.accounts_db.catch_up`, beside the tables' start."""
    from dominohall.server import accounts_db

    try:
        ended, counted = await service.db(accounts_db.catch_up, service.store.engine)
    except Exception:  # the pages show less until the next start; the tables are unaffected
        log.exception("catching up the players' pages")
        return
    if ended or counted:
        log.info("players' pages: %d seats given their match's end, %d analyses counted", ended, counted)


def create_app(
    database: str | None = None,
    *,
    bot_delay: float | None = None,
    away_seconds: float | None = None,
    rate: tuple[int, float] | None = None,
    hosts: tuple[str, ...] | None = None,
    origins: tuple[str, ...] | None = None,
    cluster: Cluster | None = None,
) -> Hall:
    """The server's ASGI app on ``database`` (a SQLAlchemy URL or SQLite file; default
    ``DOMINOHALL_DATABASE_URL`` or ``./dominohall.sqlite3``). The other arguments override the
    environment (``DOMINOHALL_BOT_DELAY``, ``DOMINOHALL_AWAY_SECONDS``, ``DOMINOHALL_RATE_LIMIT``,
    ``DOMINOHALL_ALLOWED_HOSTS`` and ``DOMINOHALL_ALLOWED_ORIGINS``, comma-separated; hosts default
    to any, :func:`serve` gives the loopback names when it listens on loopback)."""
    url = database_url(database or os.environ.get("DOMINOHALL_DATABASE_URL"))
    routes = [
        *pages.routes(),
        *api.routes(),
        *learn.routes(lambda request: address_of(request.client)),
        *ws.routes(),
        *Accounts.routes(),
        *mygames.routes(),
        *social.routes(),
        *seeks.routes(),
        *tournaments.routes(),
        *chat.routes(),
        *vacation.routes(),
        *tokens.routes(),
        *botapi.routes(),
        *mail.routes(),
        *Health.routes(),
        pages.static(),
    ]
    app = Hall(routes=routes, lifespan=lifespan)
    app.settings = Settings(url, bot_delay, away_seconds, rate, cluster, drain_seconds(os.environ))
    app.gate_hosts = hosts if hosts is not None else _env_list("DOMINOHALL_ALLOWED_HOSTS") or ("*",)
    app.gate_origins = origins if origins is not None else _env_list("DOMINOHALL_ALLOWED_ORIGINS")
    app.gate_relay = cluster.secret if cluster is not None else None
    return app


def _env_list(name: str) -> tuple[str, ...]:
    return tuple(x.strip() for x in os.environ.get(name, "").split(",") if x.strip())


EVENT_LOOPS: Final = ("auto", "uvloop", "asyncio")
"""``DOMINOHALL_EVENT_LOOP``'s values: ``auto`` runs on uvloop where it is installed (the server
extra installs it, but on Windows), else on asyncio's own loop."""


def event_loop(environ: Mapping[str, str]) -> str:
    """The event loop ``DOMINOHALL_EVENT_LOOP`` asks for (``auto`` by default); another value, or
    ``uvloop`` where it is not installed, stops the server before it starts, named.

    >>> event_loop({}), event_loop({"DOMINOHALL_EVENT_LOOP": " asyncio "})
    ('auto', 'asyncio')
    >>> event_loop({"DOMINOHALL_EVENT_LOOP": "trio"})
    Traceback (most recent call last):
    ...
    dominohall.errors.DominohallError: DOMINOHALL_EVENT_LOOP must be one of auto, uvloop, asyncio, not 'trio'
    """
    loop = environ.get("DOMINOHALL_EVENT_LOOP", "auto").strip() or "auto"
    if loop not in EVENT_LOOPS:
        raise DominohallError(f"DOMINOHALL_EVENT_LOOP must be one of {', '.join(EVENT_LOOPS)}, not {loop[:40]!r}")
    if loop == "uvloop" and importlib.util.find_spec("uvloop") is None:
        raise DominohallError("DOMINOHALL_EVENT_LOOP=uvloop, but uvloop is not installed (pip install uvloop)")
    return loop


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    database: str | None = None,
    *,
    cluster: bool = False,
    advertise: str | None = None,
    shared_port: bool = False,
) -> None:
    """Run the server until interrupted (``dominohall serve``). With ``cluster`` it is one of
    several processes on one PostgreSQL database (docs/server.md, Several processes): ``advertise``
    is where the others reach it (default ``host:port``); with ``shared_port`` several processes
    of one machine listen on ``port`` together (the kernel spreads the connections) and each also on
    a port of its own on loopback, which it advertises."""
    import socket as sockets_module

    import uvicorn

    from dominohall.server.http import Proxies, WebSocketProtocol, protocol_class

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    limits = Limits.from_env(os.environ)
    loop = event_loop(os.environ)
    hosts = _env_list("DOMINOHALL_ALLOWED_HOSTS") or default_hosts(host)
    if hosts == ("*",):
        log.warning("any Host is accepted: set DOMINOHALL_ALLOWED_HOSTS to the names this server is reached by")
    url = database_url(database or os.environ.get("DOMINOHALL_DATABASE_URL"))
    # The schema first: a database newer than this code (or older, with DOMINOHALL_DB_UPGRADE=manual)
    # stops the server here, with what to do, before it listens (docs/migrations.md).
    ready_schema(url, os.environ)
    mailing = mail.config_from_env(os.environ)  # a malformed DOMINOHALL_SMTP_URL stops it here, named
    if mailing is not None:
        log.info(
            "mail: through %s:%d, from %s, links to %s", mailing.host, mailing.port, mailing.sender, mailing.public_url
        )
    family = sockets_module.AF_INET6 if ":" in host else sockets_module.AF_INET
    listening = sockets_module.socket(family, sockets_module.SOCK_STREAM)
    listening.setsockopt(sockets_module.SOL_SOCKET, sockets_module.SO_REUSEADDR, 1)
    if shared_port:
        listening.setsockopt(sockets_module.SOL_SOCKET, sockets_module.SO_REUSEPORT, 1)
    listening.bind((host, port))
    listening.set_inheritable(True)
    socks = [listening]
    config: Cluster | None = None
    if cluster:
        config = cluster_config(url, host, port, advertise)
        if shared_port:
            own = sockets_module.socket(sockets_module.AF_INET, sockets_module.SOCK_STREAM)
            own.bind(("127.0.0.1", 0))
            socks.append(own)
            config = replace(config, address=f"127.0.0.1:{own.getsockname()[1]}")
        log.info("one of several processes: %s at %s", config.worker, config.address)
    app = create_app(database, hosts=hosts, cluster=config)
    log.info("database: %s", _safe_url(app.settings.database_url))
    # X-Forwarded-For is believed only from the proxies named: uvicorn's default (believe 127.0.0.1)
    # would let anyone on the machine choose the address every per-address limit counts.
    forwarded = os.environ.get("DOMINOHALL_FORWARDED_ALLOW_IPS", "").strip()
    server = DrainingServer(
        uvicorn.Config(
            app,
            host=host,
            port=port,
            http=protocol_class(limits, Proxies(forwarded)),
            ws=WebSocketProtocol,
            ws_max_size=ws.WS_MAX_SIZE,
            ws_ping_interval=20,
            ws_ping_timeout=20,
            timeout_keep_alive=max(1, round(limits.keep_alive_seconds)),
            h11_max_incomplete_event_size=MAX_HEAD,
            limit_concurrency=limits.max_connections,
            proxy_headers=bool(forwarded),
            forwarded_allow_ips=forwarded or None,
            log_level="info",
            # uvloop's transports write a message a tenth quicker than asyncio's (issue #43)
            loop=loop,
        ),
        app.drain,
    )
    server.run(sockets=socks)


class ClusterError(ValueError):
    """Several processes were asked for without what they need (PostgreSQL, a shared secret)."""


def cluster_config(url: str, host: str, port: int, advertise: str | None) -> Cluster:
    """This process's part of a deployment of several: they share a PostgreSQL database (SQLite
    is one machine's file, locked by one writer: it cannot be shared this way) and a secret
    (``DOMINOHALL_CLUSTER_SECRET``) that the WebSockets they relay to each other carry."""
    if not url.startswith("postgresql"):
        raise ClusterError(
            "several processes need a PostgreSQL database that they share: set DOMINOHALL_DATABASE_URL"
            " (or --database) to postgresql://user:secret@host/dbname; SQLite serves one process"
        )
    secret = os.environ.get("DOMINOHALL_CLUSTER_SECRET", "")
    if not secret and os.environ.get("DOMINOHALL_CLUSTER_SECRET_FILE"):
        secret = shared_secret(Path(os.environ["DOMINOHALL_CLUSTER_SECRET_FILE"]))
    if len(secret) < 16 or " " in secret:
        raise ClusterError(
            "several processes need DOMINOHALL_CLUSTER_SECRET: the same random text of at least 16"
            " characters (no spaces) in every process, e.g. from:"
            " python -c 'import secrets; print(secrets.token_urlsafe(24))'"
        )
    if advertise is None:
        if host in ("0.0.0.0", "::", ""):
            raise ClusterError(
                "--advertise HOST:PORT is needed with --host 0.0.0.0: where the others reach this process"
            )
        advertise = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    lease = number_setting(os.environ, "DOMINOHALL_LEASE_SECONDS", LEASE_SECONDS, 1.0, 600.0)
    refresh = number_setting(os.environ, "DOMINOHALL_LOBBY_REFRESH_SECONDS", REFRESH_SECONDS, 1.0, 86400.0)
    return Cluster(secrets.token_hex(8), advertise, secret, lease, refresh)


def shared_secret(path: Path, wait: float = 10.0) -> str:
    """``DOMINOHALL_CLUSTER_SECRET_FILE``: the secret in ``path`` (a file of a shared volume, or a
    container secret); if there is none yet, the first process to start writes a random one there
    (created exclusively: of processes starting together, one writes and the others read it)."""
    try:
        with path.open("x", encoding="utf-8") as out:
            os.chmod(path, 0o600)
            made = secrets.token_urlsafe(24)
            out.write(made + "\n")
            return made
    except FileExistsError:
        pass
    except OSError as exc:
        raise ClusterError(f"DOMINOHALL_CLUSTER_SECRET_FILE: {path} cannot be made ({exc.strerror})") from None
    deadline = time.monotonic() + wait
    while True:  # another process has just made it: its secret may not be written yet
        try:
            found = path.read_text(encoding="utf-8").strip()
        except OSError as exc:
            raise ClusterError(f"DOMINOHALL_CLUSTER_SECRET_FILE: {path} cannot be read ({exc.strerror})") from None
        if found or time.monotonic() > deadline:
            return found
        time.sleep(0.05)


def _safe_url(url: str) -> str:
    """The URL without its password, for the log."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)
