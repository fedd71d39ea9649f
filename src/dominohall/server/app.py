"""The web server: HTTP API, WebSocket and pages (docs/protocol.md), on Starlette.

Protocol only: messages are parsed by :mod:`~dominohall.server.protocol`, acted on by
:mod:`~dominohall.server.table` (the engine decides), and answered with what
:mod:`~dominohall.server.wire` builds from each seat's view.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Final

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketState

from dominohall.i18n import LANGUAGES, MESSAGES, RULES
from dominohall.record import dumps
from dominohall.server.analysis import AnalysisWorker
from dominohall.server.protocol import (
    MAX_BODY,
    HelloMessage,
    ProtocolError,
    parse_message,
    parse_table_request,
)
from dominohall.server.service import LiveTable, TableService
from dominohall.server.store import Store, database_url
from dominohall.server.table import replay_frames
from dominohall.server.texts import WEB_MESSAGES
from dominohall.variants import INFO

log = logging.getLogger("dominohall.server")

STATIC: Final = Path(__file__).resolve().parent / "static"
HELLO_SECONDS: Final = 10.0
"""A connection that has not said hello by then is closed."""
WS_MAX_SIZE: Final = 65536
"""Frames larger than this are refused by the WebSocket layer itself (close code 1009); up to it,
the protocol answers ``too_large`` and keeps the connection."""
MAX_OPEN_TABLES: Final = 2000
FLOOD_CLOSE: Final = 100
"""Refused messages in a row (rate limit) after which a connection is closed."""
SECURITY_HEADERS: Final = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:;"
        b" connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
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


def error(status: int, code: str, message: str, field: str | None = None) -> JSONResponse:
    return JSONResponse({"error": message, "code": code, "field": field}, status_code=status)


def create_app(
    database: str | None = None,
    *,
    bot_delay: float | None = None,
    away_seconds: float | None = None,
    rate: tuple[int, float] | None = None,
) -> Starlette:
    """The server's ASGI app on ``database`` (a SQLAlchemy URL or SQLite file; default
    ``DOMINOHALL_DATABASE_URL`` or ``./dominohall.sqlite3``). The other arguments override the
    environment (``DOMINOHALL_BOT_DELAY``, ``DOMINOHALL_AWAY_SECONDS``, ``DOMINOHALL_RATE_LIMIT``)."""
    url = database_url(database or os.environ.get("DOMINOHALL_DATABASE_URL"))
    holder: dict[str, Any] = {}

    def service() -> TableService:
        found: TableService = holder["service"]
        return found

    @asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        store = await asyncio.to_thread(Store, url)
        holder["service"] = TableService(store, bot_delay=bot_delay, away_seconds=away_seconds, rate=rate)
        await holder["service"].start()
        analyses = holder["analyses"] = AnalysisWorker(store, holder["service"].db)
        analyses.start()
        try:
            yield
        finally:
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
        lang = request.path_params["lang"]
        if lang not in LANGUAGES:
            return error(404, "not_found", f"the languages are {', '.join(LANGUAGES)}", "lang")
        i = LANGUAGES.index(lang)
        messages = {key: value[i] for key, value in MESSAGES.items()}
        messages.update({key: value[i] for key, value in WEB_MESSAGES.items()})
        return JSONResponse({"lang": lang, "messages": messages, "rules": {key: v[i] for key, v in RULES.items()}})

    async def create_table(request: Request) -> Response:
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY:
                return error(413, "too_large", f"the body may hold {MAX_BODY} bytes")
        try:
            data = json.loads(body)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            return error(400, "bad_json", f"not JSON: {exc}")
        try:
            table_request = parse_table_request(data)
        except ProtocolError as exc:
            return error(400, exc.code, exc.message, exc.field)
        if len(service().open_tables()) >= MAX_OPEN_TABLES:
            return error(503, "busy", "too many open tables: try again later")
        table, tokens = await service().create(table_request)
        base = str(request.base_url).rstrip("/")
        return JSONResponse(
            {
                "table": table.id,
                "seats": [
                    {"seat": seat, "token": token, "link": f"{base}/t/{table.id}#seat={seat}&token={token}"}
                    for seat, token in tokens.items()
                ],
                "spectator": f"{base}/t/{table.id}",
                "meta": table.meta(),
            },
            status_code=201,
        )

    async def open_tables(_request: Request) -> Response:
        return JSONResponse(service().open_tables())

    async def history(request: Request) -> Response:
        try:
            limit = min(500, max(1, int(request.query_params.get("limit", "100"))))
        except ValueError:
            return error(400, "bad_message", "limit is a whole number", "limit")
        return JSONResponse(await service().db(service().store.finished, limit))

    async def table_meta(request: Request) -> Response:
        table_id = request.path_params["table"]
        live = service().live.get(table_id)
        if live is not None:
            return JSONResponse(live.table.meta())
        exists, _match, meta = await service().finished_match(table_id)
        if not exists:
            return error(404, "not_found", f"there is no table {table_id[:40]!r}")
        if meta is None:  # pragma: no cover - every open table is in memory
            return error(409, "not_loaded", "the table could not be loaded")
        return JSONResponse(meta)

    async def finished(request: Request) -> tuple[Response | None, Any, Any]:
        table_id = request.path_params["table"]
        exists, match, meta = await service().finished_match(table_id)
        if not exists:
            return error(404, "not_found", f"there is no table {table_id[:40]!r}"), None, None
        if match is None:
            # Until the end, a record or a replay would show hands still in play.
            return (
                error(409, "match_not_over", "the record and the replay are shown once the match is over"),
                None,
                None,
            )
        return None, match, meta

    async def record(request: Request) -> Response:
        refused, match, _meta = await finished(request)
        if refused is not None:
            return refused
        name = f"dominohall-{request.path_params['table']}.json"
        return Response(
            dumps(match),
            media_type="application/json",
            headers={"content-disposition": f'attachment; filename="{name}"'},
        )

    async def replay(request: Request) -> Response:
        refused, match, meta = await finished(request)
        if refused is not None:
            return refused
        frames = await asyncio.to_thread(replay_frames, match)
        return JSONResponse({"table": meta, "frames": frames})

    async def analysis(request: Request) -> Response:
        # The post-game analysis (dominohall.server.analysis): 202 while it runs, 200 once stored.
        refused, match, _meta = await finished(request)
        if refused is not None:
            return refused
        status, data = await holder["analyses"].get(request.path_params["table"], dumps(match))
        return JSONResponse(data, status_code=status)

    # ---- WebSocket ----------------------------------------------------------------------------
    async def socket(websocket: WebSocket) -> None:
        await websocket.accept()
        table_id = websocket.path_params["table"]

        async def refuse(exc: ProtocolError) -> None:
            with contextlib.suppress(Exception):
                await websocket.send_text(json.dumps(exc.to_json()))
                await websocket.close(code=1008)

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
            live, conn = await service().join(table_id, hello.token)
        except ProtocolError as exc:
            await refuse(exc)
            return
        writer = asyncio.get_running_loop().create_task(_write(websocket, conn.queue))
        try:
            while True:
                raw = await _receive(websocket)
                if raw is None:
                    break
                if not conn.limit.allow(time.monotonic()):
                    if conn.limit.refused > FLOOD_CLOSE:
                        break
                    conn.send(ProtocolError("rate_limited", _rate_text(conn.limit.count, conn.limit.seconds)).to_json())
                    continue
                await _act(live, conn, raw)
        finally:
            await service().leave(live, conn)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 2.0)
            writer.cancel()

    async def _act(live: LiveTable, conn: Any, raw: str | bytes) -> None:
        try:
            await service().handle(live, conn, parse_message(raw))
        except ProtocolError as exc:
            conn.send(exc.to_json())

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
        WebSocketRoute("/ws/{table}", socket),
        Mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.add_middleware(SecurityHeaders)
    app.state.database_url = url
    return app


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


async def _write(websocket: WebSocket, queue: asyncio.Queue[str | None]) -> None:
    """Send a connection's queued messages in order; ``None`` closes it."""
    try:
        while True:
            text = await queue.get()
            if text is None:
                await websocket.close(code=1000)
                return
            await websocket.send_text(text)
    except Exception:  # the client went away: the reader notices and cleans up
        return


def serve(host: str = "127.0.0.1", port: int = 8000, database: str | None = None) -> None:
    """Run the server until interrupted (``dominohall serve``)."""
    import uvicorn

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = create_app(database)
    log.info("database: %s", _safe_url(app.state.database_url))
    uvicorn.run(app, host=host, port=port, ws_max_size=WS_MAX_SIZE, log_level="info", ws_ping_interval=20)


def _safe_url(url: str) -> str:
    """The URL without its password, for the log."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)
