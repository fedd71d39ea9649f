"""The WebSocket (docs/protocol.md): ``/ws/{table}``. A connection is counted against its address,
says hello within :data:`HELLO_SECONDS`, and is then one seat's (or a spectator's) place at a table
(:class:`~dominohall.server.service.Connection`); with several processes, one for a table another
process runs is relayed there frame for frame."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from typing import Any, Final
from urllib.parse import quote

from starlette.routing import BaseRoute, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketState

from dominohall.server import friends
from dominohall.server.chat import Chat
from dominohall.server.gate import LIMIT_STATUS, RELAY_HEADER, address_of, error, relayed_address
from dominohall.server.http import ABORT, SEND_NOW
from dominohall.server.protocol import HelloMessage, ProtocolError, parse_message
from dominohall.server.service import Connection, LiveTable, TableService
from dominohall.server.state import part, running

log = logging.getLogger("dominohall.server")

HELLO_SECONDS: Final = 10.0
"""A connection that has not said hello by then is closed."""
WS_MAX_SIZE: Final = 65536
"""Frames larger than this are refused by the WebSocket layer itself (close code 1009); up to it,
the protocol answers ``too_large`` and keeps the connection."""
FLOOD_CLOSE: Final = 100
"""Refused messages in a row (rate limit) after which a connection is closed."""


async def socket(websocket: WebSocket) -> None:
    service = running(websocket).service
    cluster = service.cluster
    address = address_of(websocket.client)
    relayed = relayed_address(websocket.headers.get(RELAY_HEADER), cluster.secret if cluster else None)
    address = relayed or address
    try:
        service.presence.connect(address)
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
        service.presence.disconnect(address)


async def _socket(websocket: WebSocket, address: str) -> None:
    service, accounts = running(websocket).service, running(websocket).accounts
    table_id = websocket.path_params["table"]

    async def refuse(exc: ProtocolError) -> None:
        with contextlib.suppress(Exception):
            await websocket.send_text(json.dumps(exc.to_json()))
            await websocket.close(code=1008)

    if service.cluster is not None:
        try:
            where = await service.leases.locate(table_id)
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
    if service.draining:
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
        account = await accounts.before_join(table_id, hello.token, websocket, address)
        chat = part(websocket, Chat)
        hidden = frozenset() if chat is None else await chat.hidden_for(table_id, account)
        live, conn = await service.join(table_id, hello.token, address, hello.delta, hidden)
        conn.account = account
        if chat is not None:
            await chat.seated(live, conn)
    except ProtocolError as exc:
        await refuse(exc)
        return
    await friends.after_join(service, live, conn, hello)
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
            book = service.address_messages
            if not book.allow(address, now):
                # Many connections of one address share one allowance: opening more sends no more.
                if book.window(address).refused > FLOOD_CLOSE:
                    break
                text = _rate_text(book.count, book.seconds) + " (all the connections of this address)"
                conn.send(ProtocolError("rate_limited", text, retry_after=book.retry_after(address, now)).to_json())
                continue
            await _act(service, live, conn, raw)
    finally:
        await service.leave(live, conn)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(writer, 2.0)
        writer.cancel()


async def _relay(websocket: WebSocket, owner: str, table_id: str, address: str) -> None:
    """Carry a WebSocket for a table another process runs to that process and back, frame for
    frame (the owner checks everything). If the owner cannot be reached — it died, and its
    lease has not lapsed yet — the connection is closed with 1013: the client tries again,
    and within a few seconds another process has taken the table over."""
    from websockets.asyncio.client import connect as ws_connect

    service = running(websocket).service
    cluster = service.cluster
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
    relays = service.metrics.relays
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


async def _act(service: TableService, live: LiveTable, conn: Any, raw: str | bytes) -> None:
    try:
        message = parse_message(raw)
        if isinstance(message, friends.FRIEND_MESSAGES):
            await friends.act(service, live, conn, message)
        else:
            await service.handle(live, conn, message)
    except ProtocolError as exc:
        conn.send(live.table.refusal(exc, conn.seat))
    except Exception:  # a bug must not drop the connection: the client is told, the log says why
        log.exception("table %s: a message could not be handled", live.table.id)
        conn.send(ProtocolError("internal", "the server could not handle this; nothing changed").to_json())


def routes() -> list[BaseRoute]:
    return [WebSocketRoute("/ws/{table}", socket)]


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
