"""The HTTP API (docs/protocol.md): variants and texts, tables (create, the lobby, a seat, the
meta), finished tables (history, record, replay, analysis). Each handler finds the running server in
its request's state (:mod:`~dominohall.server.state`)."""

from __future__ import annotations

import asyncio
import json
from typing import Any, Final

from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import BaseRoute, Route

from dominohall import i18n
from dominohall.analysis import for_seat
from dominohall.bounded import BoundsError, whole_text
from dominohall.presentation.standing import standings_of
from dominohall.server import friends
from dominohall.server.finished import Ended, unpacked
from dominohall.server.gate import LIMIT_STATUS, address_of, error, refused
from dominohall.server.protocol import MAX_BODY, ProtocolError, clean_name, load_json, parse_table_request
from dominohall.server.service import creator
from dominohall.server.state import running
from dominohall.variants import INFO, VARIANTS

LOBBY_PAGE: Final = 100
"""Open tables in one page of ``GET /api/tables`` unless ``limit`` says otherwise."""
MAX_LOBBY_PAGE: Final = 500


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
    service = running(request).service
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "application/json":
        return error(415, "bad_content_type", "the body is JSON: Content-Type: application/json", "content-type")
    try:
        body = await asyncio.wait_for(read_body(request), service.limits.header_seconds)
    except TimeoutError:
        return error(408, "timeout", f"the body must arrive within {service.limits.header_seconds:g} s")
    if body is None:
        return error(413, "too_large", f"the body may hold {MAX_BODY} bytes")
    return body


async def create_table(request: Request) -> Response:
    service = running(request).service
    accounts = running(request).accounts
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
    account_id, _name = await accounts.account(request)
    try:
        service.admit_table(address, account_id)
    except ProtocolError as exc:
        return error(LIMIT_STATUS.get(exc.code, 429), exc.code, exc.message, exc.field, exc.retry_after)
    table, tokens = await friends.create(service, table_request, creator(address, account_id))
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
    service = running(request).service
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
        account, _name = await running(request).accounts.account(request)
        live, token = await friends.take_seat(service, table_id, seat, name, address_of(request.client), account)
    except BoundsError as exc:
        return error(400, "bad_message", str(exc), "seat")
    except ProtocolError as exc:
        return refused(exc)
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
    service = running(request).service
    try:
        offset = whole_text(request.query_params.get("offset", "0"), "offset", 0, 10**6)
        limit = whole_text(request.query_params.get("limit", str(LOBBY_PAGE)), "limit", 1, MAX_LOBBY_PAGE)
    except BoundsError as exc:
        return error(400, "bad_message", str(exc), exc.field)
    text, total = await service.lobby.page(offset, limit)
    return Response(text, media_type="application/json", headers={"x-total-count": str(total)})


async def history(request: Request) -> Response:
    service = running(request).service
    try:
        limit = min(500, max(1, whole_text(request.query_params.get("limit", "100"), "limit", -(10**9), 10**9)))
    except BoundsError:
        return error(400, "bad_message", "limit is a whole number", "limit")
    return JSONResponse([with_standing(meta) for meta in await service.db(service.store.finished, limit)])


def with_standing(meta: dict[str, Any]) -> dict[str, Any]:
    """A finished table's meta with each seat's final standing worded (``result.standing``: points,
    loss marks or tokens, as its game counts them), also for tables stored before it was."""
    result, variant = meta.get("result"), meta.get("variant")
    if not isinstance(result, dict) or variant not in VARIANTS:  # a game no longer registered: no words
        return meta
    options = meta.get("options") if isinstance(meta.get("options"), dict) else None
    said = standings_of(variant, result.get("tokens", []), result.get("marks", []), result.get("scores", []), options)
    standing = [phrase.json() for phrase in said]
    return {**meta, "result": {**result, "standing": standing}}


async def table_meta(request: Request) -> Response:
    service = running(request).service
    table_id = request.path_params["table"]
    live = service.live.get(table_id)
    if live is not None:
        return JSONResponse(live.table.meta())
    asleep = service.dormancy.meta(table_id)
    if asleep is not None:  # a turn-based table out of memory: its TABLE_META as it stood
        return Response(asleep, media_type="application/json")
    if service.cluster is not None and len(table_id) <= 32:
        # An open table another process runs: its TABLE_META as that process last wrote it.
        meta_text = await service.db(service.store.lease_meta, table_id)
        if meta_text is not None:
            return Response(meta_text, media_type="application/json")
    exists, ended = await service.finished.ended(table_id)
    if not exists:
        return error(404, "not_found", f"there is no table {table_id[:40]!r}")
    if ended is None:  # pragma: no cover - every open table is in memory
        return error(409, "not_loaded", "the table could not be loaded")
    return Response(ended.summary, media_type="application/json")


async def finished(request: Request) -> Response | Ended:
    """What is shown of a table once it has ended (its final TABLE_META and record, as stored),
    or the answer refusing it: none of it is built on the event loop (server/finished.py)."""
    service = running(request).service
    table_id = request.path_params["table"]
    exists, ended = await service.finished.ended(table_id)
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
    service = running(request).service
    ended = await finished(request)
    if isinstance(ended, Response):
        return ended
    try:
        packed = await service.finished.replay(request.path_params["table"], ended, address_of(request.client))
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
    seat: int | None = None
    if "seat" in request.query_params:
        players = int(json.loads(ended.summary).get("players", 0))
        try:
            seat = whole_text(request.query_params["seat"], "seat", 0, players - 1)
        except BoundsError as exc:
            return error(400, "bad_message", str(exc), "seat")
    status, data = await running(request).analyses.get(request.path_params["table"], ended.record)
    if seat is not None and status == 200:
        data = for_seat(data, seat)
    elif seat is not None and status == 202 and "partial" in data:
        data = {**data, "partial": for_seat(data["partial"], seat)}
    return JSONResponse(data, status_code=status)


def routes() -> list[BaseRoute]:
    return [
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
    ]
