"""The web server: HTTP API, WebSocket and pages (docs/protocol.md), on Starlette.

Protocol only: messages are parsed by :mod:`~dominohall.server.protocol`, acted on by
:mod:`~dominohall.server.table` (the engine decides), and answered with what
:mod:`~dominohall.server.wire` builds from each seat's view.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import os
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, Final
from urllib.parse import quote

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse, Response, StreamingResponse
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketState

from dominohall import i18n
from dominohall.bounded import BoundsError, number_setting, whole_text
from dominohall.server import friends, learn
from dominohall.server.accounts import Accounts
from dominohall.server.analysis import AnalysisWorker, analysis_budget, finished_queue
from dominohall.server.dbcommand import ready_schema, upgrade_at_start
from dominohall.server.drain import DrainingServer, drain, drain_seconds
from dominohall.server.finished import Ended, unpacked
from dominohall.server.health import OPEN_PATHS, Health, metrics_networks
from dominohall.server.http import ABORT, SEND_NOW
from dominohall.server.limits import Limits
from dominohall.server.notify import REFRESH_SECONDS
from dominohall.server.protocol import (
    MAX_BODY,
    HelloMessage,
    ProtocolError,
    clean_name,
    load_json,
    parse_message,
    parse_table_request,
)
from dominohall.server.service import LEASE_SECONDS, Cluster, Connection, LiveTable, TableService
from dominohall.server.store import Store, database_url
from dominohall.variants import INFO

log = logging.getLogger("dominohall.server")

STATIC: Final = Path(__file__).resolve().parent / "static"
HELLO_SECONDS: Final = 10.0
"""A connection that has not said hello by then is closed."""
WS_MAX_SIZE: Final = 65536
"""Frames larger than this are refused by the WebSocket layer itself (close code 1009); up to it,
the protocol answers ``too_large`` and keeps the connection."""
LOBBY_PAGE: Final = 100
"""Open tables in one page of ``GET /api/tables`` unless ``limit`` says otherwise."""
MAX_LOBBY_PAGE: Final = 500
MAX_HEAD: Final = 16384
"""Bytes of one HTTP request head (uvicorn's ``h11_max_incomplete_event_size``): a larger one is 400."""
FLOOD_CLOSE: Final = 100
"""Refused messages in a row (rate limit) after which a connection is closed."""
SECURITY_HEADERS: Final = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:;"
        b" connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    ),
]


class SecurityHeaders:
    """Every HTTP answer: no sniffing, no framing, scripts only from this server, no referrer."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                message["headers"] = [*message["headers"], *SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, with_headers)


LOOPBACK: Final = ("127.0.0.1", "localhost", "::1")
"""The names a server listening on loopback answers to (any other ``Host`` is refused: DNS
rebinding, poisoned seat links)."""


def default_hosts(host: str) -> tuple[str, ...]:
    """The ``Host`` names a server listening on ``host`` accepts unless ``DOMINOHALL_ALLOWED_HOSTS``
    says otherwise: the loopback names (and ``host`` itself); any, for a wildcard address (a public
    deployment names its own: docs/server.md).

    >>> default_hosts("127.0.0.1"), default_hosts("0.0.0.0")
    (('127.0.0.1', 'localhost', '::1'), ('*',))
    """
    if host in ("0.0.0.0", "::", ""):
        return ("*",)
    return LOOPBACK if host in LOOPBACK else (host.lower(), *LOOPBACK)


def _host_name(host: str) -> str:
    """``Host`` without its port, lower case (``[::1]:8000`` is ``::1``)."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1 : host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


class Gate:
    """Before anything else: a request whose ``Host`` is not one of ``hosts`` is refused (400
    ``bad_host``; a WebSocket is refused before it opens), and so is a cross-site one: a WebSocket
    whose ``Origin`` is another site (cross-site WebSocket hijacking) and a request that changes
    something (not GET or HEAD) from another site's page (403 ``cross_site``). Same site means an
    ``Origin`` whose host and port are the request's ``Host``, or one of ``origins`` (a deployment
    behind a proxy that rewrites ``Host``: ``DOMINOHALL_ALLOWED_ORIGINS``)."""

    def __init__(self, app: ASGIApp, hosts: tuple[str, ...], origins: tuple[str, ...]) -> None:
        self.app = app
        self.hosts = frozenset(h.strip().lower().strip("[]") for h in hosts if h.strip())
        self.origins = frozenset(o.strip().lower().rstrip("/") for o in origins if o.strip())

    relay_secret: str | None = None
    """Several processes: a WebSocket another process relays here carries this secret (and was
    checked there)."""

    def refusal(self, scope: Scope) -> tuple[int, str, str] | None:
        if scope["type"] == "http" and scope.get("path") in OPEN_PATHS:
            return None  # probes and metrics are asked by address, not by the public name (server/health.py)
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        if relayed_address(headers.get(RELAY_HEADER), self.relay_secret) is not None:
            return None
        host = headers.get("host", "")
        if "*" not in self.hosts and _host_name(host) not in self.hosts:
            return 400, "bad_host", f"this server does not answer to the host {host[:60]!r}"
        origin = headers.get("origin")
        changes = scope["type"] == "websocket" or scope.get("method", "GET") not in ("GET", "HEAD")
        if origin is not None and changes and not self.same_site(origin, host):
            return 403, "cross_site", f"requests from another site ({origin[:60]!r}) are refused"
        return None

    def same_site(self, origin: str, host: str) -> bool:
        origin = origin.strip().lower().rstrip("/")
        if origin in self.origins:
            return True
        _scheme, sep, netloc = origin.partition("://")
        return bool(sep) and netloc == host.strip().lower()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            refused = self.refusal(scope)
            if refused is not None:
                status, code, message = refused
                log.warning("refused %s %s: %s", scope["type"], scope.get("path", "")[:60], message)
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 1008})  # before accept: HTTP 403
                else:
                    await error(status, code, message)(scope, receive, send)
                return
        await self.app(scope, receive, send)


RELAY_HEADER: Final = "x-dominohall-relay"
"""``SECRET ADDRESS``: a WebSocket relayed by another process of the deployment for a client at
``ADDRESS`` (whose limits were counted there, and are counted here under that address)."""


def relayed_address(value: str | None, secret: str | None) -> str | None:
    """The client's address of a relayed WebSocket, if ``value`` carries the deployment's secret."""
    if value is None or not secret:
        return None
    given, _, address = value.partition(" ")
    if not hmac.compare_digest(given.encode(), secret.encode()) or not address:
        return None
    return address[:64]


class Hall(Starlette):
    """Starlette with the security headers and the :class:`Gate` outermost, so that every answer —
    an unexpected 500 too — carries the headers, and nothing reaches a route from the wrong host or
    site."""

    gate_hosts: tuple[str, ...] = ("*",)
    gate_origins: tuple[str, ...] = ()
    gate_relay: str | None = None

    def build_middleware_stack(self) -> ASGIApp:
        gate = Gate(super().build_middleware_stack(), self.gate_hosts, self.gate_origins)
        gate.relay_secret = self.gate_relay
        return SecurityHeaders(gate)


def error(
    status: int, code: str, message: str, field: str | None = None, retry_after: int | None = None
) -> JSONResponse:
    """An HTTP error: ``{"error", "code", "field"}`` (and ``retry_after`` with a ``Retry-After``
    header, when a limit was reached)."""
    body: dict[str, Any] = {"error": message, "code": code, "field": field}
    headers = {}
    if retry_after is not None:
        body["retry_after"] = retry_after
        headers["retry-after"] = str(retry_after)
    return JSONResponse(body, status_code=status, headers=headers)


LIMIT_STATUS: Final = {"busy": 503, "draining": 503, "too_many": 429, "rate_limited": 429}
"""The HTTP status of each limit's error code."""


def address_of(scope_client: Any) -> str:
    """The address a request or WebSocket comes from (the peer's, or the one a trusted proxy gave:
    ``DOMINOHALL_FORWARDED_ALLOW_IPS``), the key of every per-address limit."""
    return str(scope_client.host) if scope_client is not None else "?"


def create_app(
    database: str | None = None,
    *,
    bot_delay: float | None = None,
    away_seconds: float | None = None,
    rate: tuple[int, float] | None = None,
    hosts: tuple[str, ...] | None = None,
    origins: tuple[str, ...] | None = None,
    cluster: Cluster | None = None,
) -> Starlette:
    """The server's ASGI app on ``database`` (a SQLAlchemy URL or SQLite file; default
    ``DOMINOHALL_DATABASE_URL`` or ``./dominohall.sqlite3``). The other arguments override the
    environment (``DOMINOHALL_BOT_DELAY``, ``DOMINOHALL_AWAY_SECONDS``, ``DOMINOHALL_RATE_LIMIT``,
    ``DOMINOHALL_ALLOWED_HOSTS`` and ``DOMINOHALL_ALLOWED_ORIGINS``, comma-separated; hosts default
    to any, :func:`serve` gives the loopback names when it listens on loopback)."""
    url = database_url(database or os.environ.get("DOMINOHALL_DATABASE_URL"))
    holder: dict[str, Any] = {}

    def service() -> TableService:
        found: TableService = holder["service"]
        return found

    health = Health(lambda: holder.get("service"), metrics_networks(os.environ))
    accounts = Accounts(service)
    grace = drain_seconds(os.environ)

    async def drain_now() -> None:
        """SIGTERM (server/drain.py): hand the tables over, then let the server stop."""
        if "service" in holder:
            await drain(service(), grace)

    @asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        busy = number_setting(os.environ, "DOMINOHALL_DB_BUSY_SECONDS", 5.0, 0.1, 600.0)
        queue, budget = finished_queue(os.environ), analysis_budget(os.environ)
        upgrade = upgrade_at_start(os.environ)
        store = await asyncio.to_thread(lambda: Store(url, busy, upgrade=upgrade))
        holder["service"] = TableService(
            store, bot_delay=bot_delay, away_seconds=away_seconds, rate=rate, cluster=cluster
        )
        analyses = holder["analyses"] = AnalysisWorker(store, holder["service"].db, budget, finished_queue=queue)
        holder["service"].on_finish = analyses.finished  # a finished match is analysed without being asked
        holder["service"].finish_also = accounts.finished  # a rated match's ratings, written with its end
        metrics = holder["service"].metrics
        metrics.watch(holder["service"], analyses, lambda: health.last_ready)
        await holder["service"].start()
        analyses.start()
        metrics.start()
        try:
            yield
        finally:
            await metrics.stop()
            await analyses.stop()
            await holder["service"].stop()

    # ---- pages --------------------------------------------------------------------------------
    def page(name: str) -> Callable[[Request], Awaitable[Response]]:
        async def serve_page(_request: Request) -> Response:
            path = STATIC / name
            if not path.is_file():
                return PlainTextResponse(f"{name} is not built yet", status_code=404)
            return FileResponse(path, media_type="text/html", headers={"cache-control": "no-cache"})

        return serve_page

    # ---- HTTP API -----------------------------------------------------------------------------
    async def variants(_request: Request) -> Response:
        # The registry's facts of every variant, so that the browser keeps no copy of them.
        return JSONResponse([info.json() for info in INFO.values()])

    async def texts(request: Request) -> Response:
        # The browser's catalog of a language (made from the same .po files as the terminal's), with
        # what the server words by identifier: rule sentences, variant names, each language's name.
        lang = request.path_params["lang"]
        if lang not in i18n.LANGUAGES:
            return error(404, "not_found", f"the languages are {', '.join(i18n.LANGUAGES)}", "lang")
        return JSONResponse(i18n.browser_catalog(lang))

    async def read_body(request: Request) -> bytes | None:
        """The body, or ``None`` once it holds more than MAX_BODY bytes."""
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY:
                return None
        return body

    async def json_body(request: Request) -> bytes | Response:
        """The body of a POST, or the error answer: only JSON (a form or text/plain POST is what
        another site's page can send without asking), within the time of a request head (a body that
        trickles in holds a connection), at most MAX_BODY bytes."""
        media = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if media != "application/json":
            return error(415, "bad_content_type", "the body is JSON: Content-Type: application/json", "content-type")
        try:
            body = await asyncio.wait_for(read_body(request), service().limits.header_seconds)
        except TimeoutError:
            return error(408, "timeout", f"the body must arrive within {service().limits.header_seconds:g} s")
        if body is None:
            return error(413, "too_large", f"the body may hold {MAX_BODY} bytes")
        return body

    async def create_table(request: Request) -> Response:
        body = await json_body(request)
        if isinstance(body, Response):
            return body
        try:
            table_request = parse_table_request(load_json(body, MAX_BODY))
        except ProtocolError as exc:
            return error(400, exc.code, exc.message, exc.field)
        refused = await accounts.check_table(request, table_request)
        if refused is not None:
            return refused
        address = address_of(request.client)
        try:
            service().admit_table(address)
        except ProtocolError as exc:
            return error(LIMIT_STATUS.get(exc.code, 429), exc.code, exc.message, exc.field, exc.retry_after)
        table, tokens = await friends.create(service(), table_request, address)
        base = str(request.base_url).rstrip("/")
        return JSONResponse(
            {
                "table": table.id,
                "seats": [
                    {"seat": seat, "token": token, "link": friends.seat_link(base, table.id, seat, token)}
                    for seat, token in tokens.items()
                ],
                "spectator": f"{base}/t/{table.id}",
                "meta": table.meta(),
            },
            status_code=201,
            headers={"cache-control": "no-store"},  # it holds the seat tokens: no cache keeps it
        )

    async def take_seat(request: Request) -> Response:
        # A free seat of a table open to the lobby: answered like a created table's seat (its token).
        body = await json_body(request)
        if isinstance(body, Response):
            return body
        try:
            data = load_json(body or b"{}", MAX_BODY)
            if not isinstance(data, dict) or set(data) - {"name"}:
                raise ProtocolError("bad_message", 'the body is {"name": nickname or null}')
            name = clean_name(data.get("name"))
            seat = whole_text(request.path_params["seat"], "seat", 0, 100)
            table_id = request.path_params["table"]
            live, token = await friends.take_seat(service(), table_id, seat, name, address_of(request.client))
        except BoundsError as exc:
            return error(400, "bad_message", str(exc), "seat")
        except ProtocolError as exc:
            status = {"not_found": 404, "forbidden": 403, "taken": 409, "rate_limited": 429}.get(exc.code, 400)
            return error(status, exc.code, exc.message, exc.field, exc.retry_after)
        base = str(request.base_url).rstrip("/")
        return JSONResponse(
            {
                "table": table_id,
                "seat": seat,
                "token": token,
                "link": friends.seat_link(base, table_id, seat, token),
                "meta": live.table.meta(),
            },
            status_code=201,
            headers={"cache-control": "no-store"},
        )

    async def open_tables(request: Request) -> Response:
        try:
            offset = whole_text(request.query_params.get("offset", "0"), "offset", 0, 10**6)
            limit = whole_text(request.query_params.get("limit", str(LOBBY_PAGE)), "limit", 1, MAX_LOBBY_PAGE)
        except BoundsError as exc:
            return error(400, "bad_message", str(exc), exc.field)
        text, total = await service().lobby(offset, limit)
        return Response(text, media_type="application/json", headers={"x-total-count": str(total)})

    async def history(request: Request) -> Response:
        try:
            limit = min(500, max(1, whole_text(request.query_params.get("limit", "100"), "limit", -(10**9), 10**9)))
        except BoundsError:
            return error(400, "bad_message", "limit is a whole number", "limit")
        return JSONResponse(await service().db(service().store.finished, limit))

    async def table_meta(request: Request) -> Response:
        table_id = request.path_params["table"]
        live = service().live.get(table_id)
        if live is not None:
            return JSONResponse(live.table.meta())
        if service().cluster is not None and len(table_id) <= 32:
            # An open table another process runs: its TABLE_META as that process last wrote it.
            meta_text = await service().db(service().store.lease_meta, table_id, time.time())
            if meta_text is not None:
                return Response(meta_text, media_type="application/json")
        exists, ended = await service().finished.ended(table_id)
        if not exists:
            return error(404, "not_found", f"there is no table {table_id[:40]!r}")
        if ended is None:  # pragma: no cover - every open table is in memory
            return error(409, "not_loaded", "the table could not be loaded")
        return Response(ended.summary, media_type="application/json")

    async def finished(request: Request) -> Response | Ended:
        """What is shown of a table once it has ended (its final TABLE_META and record, as stored),
        or the answer refusing it: none of it is built on the event loop (server/finished.py)."""
        table_id = request.path_params["table"]
        exists, ended = await service().finished.ended(table_id)
        if not exists:
            return error(404, "not_found", f"there is no table {table_id[:40]!r}")
        if ended is None:
            # Until the end, a record or a replay would show hands still in play.
            return error(409, "match_not_over", "the record and the replay are shown once the match is over")
        return ended

    async def record(request: Request) -> Response:
        ended = await finished(request)
        if isinstance(ended, Response):
            return ended
        name = f"dominohall-{request.path_params['table']}.json"
        return Response(
            ended.record,
            media_type="application/json",
            headers={"content-disposition": f'attachment; filename="{name}"'},
        )

    async def replay(request: Request) -> Response:
        ended = await finished(request)
        if isinstance(ended, Response):
            return ended
        try:
            packed = await service().finished.replay(request.path_params["table"], ended, address_of(request.client))
        except ProtocolError as exc:
            return error(LIMIT_STATUS.get(exc.code, 429), exc.code, exc.message, exc.field, exc.retry_after)
        if "gzip" in request.headers.get("accept-encoding", "").lower():
            headers = {"content-encoding": "gzip", "vary": "accept-encoding"}
            return Response(packed, media_type="application/json", headers=headers)
        return StreamingResponse(unpacked(packed), media_type="application/json", headers={"vary": "accept-encoding"})

    async def analysis(request: Request) -> Response:
        # The post-game analysis (dominohall.server.analysis): 202 while it runs, 200 once stored.
        ended = await finished(request)
        if isinstance(ended, Response):
            return ended
        status, data = await holder["analyses"].get(request.path_params["table"], ended.record)
        return JSONResponse(data, status_code=status)

    # ---- WebSocket ----------------------------------------------------------------------------
    async def socket(websocket: WebSocket) -> None:
        address = address_of(websocket.client)
        relayed = relayed_address(websocket.headers.get(RELAY_HEADER), cluster.secret if cluster else None)
        address = relayed or address
        try:
            service().connect_address(address)
        except ProtocolError as exc:
            # Before the handshake is answered: no WebSocket is opened (nor its compression set up)
            # for a connection beyond its address's limits; the answer is the HTTP API's (429,
            # Retry-After, the error in the body).
            refusal = error(LIMIT_STATUS.get(exc.code, 429), exc.code, exc.message, exc.field, exc.retry_after)
            with contextlib.suppress(Exception):
                await websocket.send_denial_response(refusal)
            return
        try:
            await websocket.accept()
            await _socket(websocket, address)
        finally:
            service().disconnect_address(address)

    async def _socket(websocket: WebSocket, address: str) -> None:
        table_id = websocket.path_params["table"]

        async def refuse(exc: ProtocolError) -> None:
            with contextlib.suppress(Exception):
                await websocket.send_text(json.dumps(exc.to_json()))
                await websocket.close(code=1008)

        if service().cluster is not None:
            try:
                where = await service().locate(table_id)
            except ProtocolError as exc:
                where = None if exc.code != "draining" else exc.code
            except Exception:
                log.exception("table %s could not be located", table_id[:40])
                where = None
            if where == "draining":
                where = None
            elif isinstance(where, str):
                await _relay(websocket, where, table_id, address)
                return
        if service().draining:
            # Restarting, and no other process runs the table (yet): try again later. No error
            # message: the page would take it as a refusal and stop trying (server/drain.py).
            with contextlib.suppress(Exception):
                await websocket.close(code=1013)
            return
        try:
            raw = await asyncio.wait_for(_receive(websocket), HELLO_SECONDS)
        except TimeoutError:
            await refuse(ProtocolError("bad_message", f"say hello within {HELLO_SECONDS:g} s", field="type"))
            return
        if raw is None:
            return
        try:
            hello = parse_message(raw)
            if not isinstance(hello, HelloMessage):
                raise ProtocolError("bad_message", "the first message must be hello", field="type")
            await accounts.before_join(table_id, hello.token, websocket, address)
            live, conn = await service().join(table_id, hello.token, address, hello.delta)
        except ProtocolError as exc:
            await refuse(exc)
            return
        await friends.after_join(service(), live, conn, hello)
        # Messages are written at once when the socket can take them (server/http.py), else queued;
        # a client too far behind is dropped at once.
        extensions = websocket.scope.get("extensions", {})
        conn.direct, conn.abort = extensions.get(SEND_NOW), extensions.get(ABORT)
        writer = asyncio.get_running_loop().create_task(_write(websocket, conn))
        try:
            while True:
                raw = await _receive(websocket)
                if raw is None:
                    break
                now = time.monotonic()
                if not conn.limit.allow(now):
                    if conn.limit.refused > FLOOD_CLOSE:
                        break
                    text = _rate_text(conn.limit.count, conn.limit.seconds)
                    conn.send(ProtocolError("rate_limited", text, retry_after=conn.limit.retry_after(now)).to_json())
                    continue
                book = service().address_messages
                if not book.allow(address, now):
                    # Many connections of one address share one allowance: opening more sends no more.
                    if book.window(address).refused > FLOOD_CLOSE:
                        break
                    text = _rate_text(book.count, book.seconds) + " (all the connections of this address)"
                    conn.send(ProtocolError("rate_limited", text, retry_after=book.retry_after(address, now)).to_json())
                    continue
                await _act(live, conn, raw)
        finally:
            await service().leave(live, conn)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 2.0)
            writer.cancel()

    async def _relay(websocket: WebSocket, owner: str, table_id: str, address: str) -> None:
        """Carry a WebSocket for a table another process runs to that process and back, frame for
        frame (the owner checks everything). If the owner cannot be reached — it died, and its
        lease has not lapsed yet — the connection is closed with 1013: the client tries again,
        and within a few seconds another process has taken the table over."""
        from websockets.asyncio.client import connect as ws_connect

        assert cluster is not None
        url = f"ws://{owner}/ws/{quote(table_id, safe='')}"
        try:
            upstream = await ws_connect(
                url,
                # The session cookie too: the owner checks who sits at a rated table (server/accounts.py).
                additional_headers={
                    RELAY_HEADER: f"{cluster.secret} {address}",
                    **({"cookie": websocket.headers["cookie"]} if "cookie" in websocket.headers else {}),
                },
                max_size=WS_MAX_SIZE,
                compression=None,  # loopback or a private network: not worth the CPU
                open_timeout=3,
                ping_interval=None,
            )
        except Exception as exc:
            log.info("table %s: its process at %s cannot be reached (%s)", table_id[:40], owner, exc)
            with contextlib.suppress(Exception):
                await websocket.close(code=1013)
            return

        async def up() -> None:
            while True:
                raw = await _receive(websocket)
                if raw is None:
                    return
                await upstream.send(raw)

        async def down() -> None:
            async for message in upstream:
                await websocket.send_text(message if isinstance(message, str) else message.decode())

        tasks = [asyncio.ensure_future(up()), asyncio.ensure_future(down())]
        relays = service().metrics.relays
        relays.inc()
        try:
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        finally:
            relays.dec()
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            with contextlib.suppress(Exception):
                await upstream.close()
            with contextlib.suppress(Exception):
                await websocket.close(code=1012)  # the owner went away: reconnect

    async def _act(live: LiveTable, conn: Any, raw: str | bytes) -> None:
        try:
            message = parse_message(raw)
            if isinstance(message, friends.FRIEND_MESSAGES):
                await friends.act(service(), live, conn, message)
            else:
                await service().handle(live, conn, message)
        except ProtocolError as exc:
            conn.send(live.table.refusal(exc, conn.seat))
        except Exception:  # a bug must not drop the connection: the client is told, the log says why
            log.exception("table %s: a message could not be handled", live.table.id)
            conn.send(ProtocolError("internal", "the server could not handle this; nothing changed").to_json())

    routes = [
        Route("/", page("index.html")),
        Route("/t/{table}", page("table.html")),
        Route("/history", page("history.html")),
        Route("/replay/{table}", page("replay.html")),
        Route("/api/variants", variants),
        Route("/api/texts/{lang}", texts),
        Route("/api/tables", create_table, methods=["POST"]),
        Route("/api/tables", open_tables),
        Route("/api/history", history),
        Route("/api/tables/{table}", table_meta),
        Route("/api/tables/{table}/record", record),
        Route("/api/tables/{table}/replay", replay),
        Route("/api/tables/{table}/analysis", analysis),
        Route("/api/tables/{table}/seats/{seat}", take_seat, methods=["POST"]),
        *learn.routes(lambda request: address_of(request.client)),
        WebSocketRoute("/ws/{table}", socket),
        *accounts.routes(),
        *health.routes(),
        Mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static"),
    ]
    app = Hall(routes=routes, lifespan=lifespan)
    app.gate_hosts = hosts if hosts is not None else _env_list("DOMINOHALL_ALLOWED_HOSTS") or ("*",)
    app.gate_origins = origins if origins is not None else _env_list("DOMINOHALL_ALLOWED_ORIGINS")
    app.gate_relay = cluster.secret if cluster is not None else None
    app.state.database_url = url
    app.state.drain = drain_now
    app.state.health = health
    return app


def _env_list(name: str) -> tuple[str, ...]:
    return tuple(x.strip() for x in os.environ.get(name, "").split(",") if x.strip())


def _rate_text(count: int, seconds: float) -> str:
    return f"at most {count} messages in {seconds:g} s: this one was dropped"


async def _receive(websocket: WebSocket) -> str | bytes | None:
    """The next text or binary message, or ``None`` once the client has gone."""
    if websocket.client_state != WebSocketState.CONNECTED:
        return None
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        return None
    text: str | None = message.get("text")
    if text is not None:
        return text
    data: bytes = message.get("bytes") or b""
    return data


async def _write(websocket: WebSocket, conn: Connection) -> None:
    """Send a connection's queued messages in order; ``None`` closes it."""
    try:
        while True:
            text = await conn.queue.get()
            if text is None:
                await websocket.close(code=conn.close_code, reason=conn.close_reason)
                return
            conn.sending = True
            await websocket.send_text(text)
            conn.sending = False
    except Exception:  # the client went away: the reader notices and cleans up
        return


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
    hosts = _env_list("DOMINOHALL_ALLOWED_HOSTS") or default_hosts(host)
    if hosts == ("*",):
        log.warning("any Host is accepted: set DOMINOHALL_ALLOWED_HOSTS to the names this server is reached by")
    url = database_url(database or os.environ.get("DOMINOHALL_DATABASE_URL"))
    # The schema first: a database newer than this code (or older, with DOMINOHALL_DB_UPGRADE=manual)
    # stops the server here, with what to do, before it listens (docs/migrations.md).
    ready_schema(url, os.environ)
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
    log.info("database: %s", _safe_url(app.state.database_url))
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
            ws_max_size=WS_MAX_SIZE,
            ws_ping_interval=20,
            ws_ping_timeout=20,
            timeout_keep_alive=max(1, round(limits.keep_alive_seconds)),
            h11_max_incomplete_event_size=MAX_HEAD,
            limit_concurrency=limits.max_connections,
            proxy_headers=bool(forwarded),
            forwarded_allow_ips=forwarded or None,
            log_level="info",
        ),
        app.state.drain,
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
