"""Programs at the table (issue #41; docs/protocol.md, Programs at the table): the Lichess shape of a
bot API, over the same tables, seats and checks as the WebSocket.

- ``GET /api/stream/event``: newline-delimited JSON of what concerns the account — a challenge sent
  to it (``challenge``), a match of its starting (``gameStart``: a seat of its at a table not
  finished) and ending (``gameFinish``) — read from the database every :data:`EVENT_POLL` seconds.
- ``GET /api/bot/game/stream/{table}`` (a bot account) and ``GET /api/board/game/stream/{table}`` (a
  person's program, such as the terminal): the account's seat's connection to the table. It *is* a
  :class:`~dominohall.server.live.Connection` of the table, as a WebSocket's is (without deltas): it
  is sent exactly what a WebSocket at that seat is sent — the ``welcome``, then the ``state`` of the
  seat's view, then every state, presence and chat message — so it sees only what its seat may see.
  A current ``state`` of a match being played also carries ``engine``: the same view whole, as the
  engine's :class:`~dominohall.views.View` (:mod:`dominohall.seatview`), so that a program can run
  the package's bots on it.
- ``POST /api/bot/game/{table}/move/{move}`` (``?seq=N`` optional: the table's current one),
  ``…/resign``, ``…/chat`` (``{"phrase": …}``): the WebSocket's ``move``, ``resign`` and ``chat``,
  handled by the same code; a refused one is answered with the WebSocket's ``error`` message (its
  ``rule`` and ``why``), and nothing changes.

Every stream counts against its address's WebSocket connections (``connections_per_address``, and
the rate of new ones) and against its account (:data:`STREAMS_PER_ACCOUNT`); it sends an empty line
every :data:`KEEPALIVE_SECONDS` while nothing else is said, ends when its match ends, when the
server drains (the table's connections are closed: reconnect) and after :data:`STREAM_SECONDS`, and
a client that stops reading is dropped as a WebSocket is (its queue full: ``live.MAX_QUEUE``; its
socket's buffer stalled: ``server/http.py``).
"""

from __future__ import annotations

import asyncio
import json
import time
import weakref
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any, Final

from sqlalchemy import select
from sqlalchemy.engine import Engine
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import BaseRoute, Route

from dominohall import seatview
from dominohall.server import accounts_db as adb
from dominohall.server.api import json_body
from dominohall.server.gate import REFUSAL_STATUS, address_of, error
from dominohall.server.limits import PerAddress, Window
from dominohall.server.live import Connection, LiveTable
from dominohall.server.mygames import running_seats
from dominohall.server.protocol import MAX_BODY, ProtocolError, load_json, parse_message
from dominohall.server.service import TableService
from dominohall.server.state import running
from dominohall.server.store import accounts_t, challenges_t
from dominohall.server.tokens import bearer_account, is_bot, refuse_bots

KEEPALIVE_SECONDS: Final = 10.0
"""An empty line is sent after this long without a message (proxies keep the stream open; a
client sees the server is there)."""
EVENT_POLL: Final = 2.0
"""Seconds between the event stream's looks at the account's challenges and matches."""
STREAM_SECONDS: Final = 6 * 3600.0
"""A stream ends after this long whatever happens (the client opens a new one)."""
STREAMS_PER_ACCOUNT: Final = 16
"""Streams (events and games) one account may hold open at once."""
RUNNING_WATCHED: Final = 100
"""Running matches of an account the event stream follows."""
NDJSON: Final = "application/x-ndjson"
STATUS: Final = {**REFUSAL_STATUS, "not_yours": 403, "not_bot": 403, "bot": 403, "no_bots": 403, "elsewhere": 503}
"""The HTTP status of each refusal of the bot API (else 400)."""


def _refused(exc: ProtocolError) -> Response:
    return error(STATUS.get(exc.code, 400), exc.code, exc.message, exc.field, exc.retry_after)


class Streams:
    """What one server holds for the bot API: the open streams of each account, and the allowance
    of moves, resignations and chat of each account (``message_rate``, as one WebSocket's)."""

    def __init__(self, service: TableService) -> None:
        self.by_account: dict[int, int] = {}
        self.actions = PerAddress(*service.limits.message_rate)
        self.keepalive = KEEPALIVE_SECONDS
        self.poll = EVENT_POLL
        self.seconds = STREAM_SECONDS

    def open(self, account_id: int) -> None:
        held = self.by_account.get(account_id, 0)
        if held >= STREAMS_PER_ACCOUNT:
            raise ProtocolError(
                "too_many", f"at most {STREAMS_PER_ACCOUNT} open streams for one account", retry_after=10
            )
        self.by_account[account_id] = held + 1

    def close(self, account_id: int) -> None:
        held = self.by_account.get(account_id, 0) - 1
        if held > 0:
            self.by_account[account_id] = held
        else:
            self.by_account.pop(account_id, None)


_STREAMS: weakref.WeakKeyDictionary[TableService, Streams] = weakref.WeakKeyDictionary()


def streams_of(service: TableService) -> Streams:
    found = _STREAMS.get(service)
    if found is None:
        found = _STREAMS[service] = Streams(service)
    return found


# ---- who is asking, and their seat ---------------------------------------------------------------
async def _account(request: Request, bot: bool | None) -> int:
    """The account of the request; ``bot``: the route is a bot account's (True), a person's (False)
    or either's (``None``)."""
    run = running(request)
    bearer = request.scope.get("dominohall.bearer")
    if bearer is not None:
        account_id, is_bot = int(bearer[0]), bool(bearer[3])
    else:
        found, _name = await run.accounts.account(request)
        if found is None:
            raise ProtocolError("sign_in", "send a token: Authorization: Bearer …", field="authorization")
        account_id = found
        is_bot = await run.service.db(_is_bot, run.service.store.engine, account_id)
    if bot is True and not is_bot:
        raise ProtocolError("not_bot", "only a bot account plays through /api/bot/ (people: /api/board/)")
    if bot is False and is_bot:
        raise ProtocolError("bot", "a bot account plays through /api/bot/", field="authorization")
    return account_id


def _is_bot(engine: Engine, account_id: int) -> bool:
    return is_bot(engine, account_id)


async def _seat(request: Request, bot: bool) -> tuple[int, int, LiveTable]:
    """The account, its seat at the table of the path, and the table (running here)."""
    run = running(request)
    service = run.service
    account_id = await _account(request, bot)
    table_id = request.path_params["table"][:32]
    owners: dict[int, adb.SeatOwner] = await service.db(adb.owners, service.store.engine, table_id)
    seat = next((s for s, o in owners.items() if o.account_id == account_id), None)
    if seat is None:
        raise ProtocolError("not_yours", "your account holds no seat at this table", field="table")
    if service.cluster is not None:
        owner = await service.leases.locate(table_id)
        if isinstance(owner, str):
            # Run by another process: the call is relayed there (:func:`_relay`), as a WebSocket is.
            raise Elsewhere(owner)
    live = await service.get(table_id)
    if live is None:
        raise ProtocolError("not_found", f"there is no table {table_id[:40]!r} running", field="table")
    if bot and not live.table.outside_bots:  # never seated there (refused at accept and hello too)
        raise refuse_bots("table")
    if (live.table.config.rated or bot) and live.table.seats[seat].account is None and not live.table.is_over:
        # as before_join does at a rated table; a bot account is shown (and marked) at any table
        await run.accounts._show_account(live, seat, account_id)
    return account_id, seat, live


class Elsewhere(ProtocolError):
    """The table is run by another process of the cluster, at ``owner`` (``host:port``)."""

    def __init__(self, owner: str) -> None:
        super().__init__(
            "elsewhere", "this table is run by another process of the server: try again later", retry_after=5
        )
        self.owner = owner


RELAY_SECONDS: Final = 3.0
"""How long a relaying process waits for the owner to answer (it may have just died: the client is
told 503 ``elsewhere`` and tries again, by when another process has taken the table over)."""


async def _relay(request: Request, owner: str, body: bytes = b"") -> Response:
    """Carry a call of the bot API for a table that ``owner`` runs to that process, and its answer
    back (a stream line by line): the owner checks everything again (its token, its seat), and
    counts the client's address, given in the relay header with the cluster's secret. A call that
    came relayed already is not relayed again (two processes that disagree on the owner for a
    moment do not bounce it between them)."""
    from dominohall.client import ApiError, Client
    from dominohall.server.gate import RELAY_HEADER, relayed_address

    service = running(request).service
    cluster = service.cluster
    assert cluster is not None
    gone = ProtocolError(
        "elsewhere", "this table is run by another process of the server: try again later", retry_after=5
    )
    if relayed_address(request.headers.get(RELAY_HEADER), cluster.secret) is not None:
        return _refused(gone)
    headers = {RELAY_HEADER: f"{cluster.secret} {address_of(request.client)}"}
    for name in ("authorization", "cookie"):
        if name in request.headers:
            headers[name.title()] = request.headers[name]
    upstream = Client(f"http://{owner}", "", timeout=RELAY_SECONDS, headers=headers)
    path = request.url.path + (f"?{request.url.query}" if request.url.query else "")
    try:
        status, answer_headers, reader, writer = await upstream._open(
            request.method, path, json.loads(body) if body else None
        )
    except (OSError, TimeoutError, ApiError, ValueError):
        return _refused(gone)
    media = answer_headers.get("content-type", "application/json")
    if request.method != "GET" or status >= 400:
        try:
            raw = b"".join([chunk async for chunk in upstream._body(answer_headers, reader)])
        finally:
            writer.close()
        return Response(raw, status_code=status, media_type=media)

    async def lines() -> AsyncIterator[bytes]:
        try:
            async for chunk in upstream._body(answer_headers, reader):
                yield chunk
        finally:
            writer.close()

    return StreamingResponse(lines(), status_code=status, media_type=media, headers={"cache-control": "no-store"})


def _client_address(request: Request) -> str:
    """The client's address: the one a process of the cluster relayed the call for, else the peer's."""
    from dominohall.server.gate import RELAY_HEADER, relayed_address

    cluster = running(request).service.cluster
    relayed = relayed_address(request.headers.get(RELAY_HEADER), cluster.secret if cluster else None)
    return relayed or address_of(request.client)


# ---- streams -------------------------------------------------------------------------------------
def _still_valid(request: Request) -> Callable[[], Coroutine[Any, Any, bool]]:
    """Whether the request's token is still valid (not revoked, not expired): asked by a stream at
    each keep-alive, so that revoking a token ends its streams within :data:`KEEPALIVE_SECONDS`."""
    service = running(request).service
    bearer = request.scope.get("dominohall.bearer")

    async def valid() -> bool:
        if bearer is None:
            return True  # a session's stream: it ends with its match, the server's drain, or its time
        found = await service.db(bearer_account, service.store.engine, bearer[4], time.time())
        return found is not None

    return valid


async def game_stream(request: Request) -> Response:
    return await _game_stream(request, True)


async def board_stream(request: Request) -> Response:
    return await _game_stream(request, False)


async def _game_stream(request: Request, bot: bool) -> Response:
    service = running(request).service
    streams = streams_of(service)
    address = _client_address(request)
    if service.draining:
        return _refused(ProtocolError("draining", "the server is restarting: try again in a moment", retry_after=2))
    try:
        account_id, seat, live = await _seat(request, bot)
        service.presence.connect(address)
    except Elsewhere as exc:
        return await _relay(request, exc.owner)
    except ProtocolError as exc:
        return _refused(exc)
    try:
        streams.open(account_id)
    except ProtocolError as exc:
        service.presence.disconnect(address)
        return _refused(exc)
    try:
        live, conn = await service.presence.join(live.table.id, None, address, False, seat)
    except ProtocolError as exc:
        streams.close(account_id)
        service.presence.disconnect(address)
        return _refused(exc)
    conn.account = account_id

    async def done() -> None:
        try:
            await service.leave(live, conn)
        finally:
            streams.close(account_id)
            service.presence.disconnect(address)

    return StreamingResponse(
        _lines(service, live, conn, streams, done, _still_valid(request)),
        media_type=NDJSON,
        headers={"cache-control": "no-store"},
    )


async def _lines(
    service: TableService,
    live: LiveTable,
    conn: Connection,
    streams: Streams,
    done: Callable[[], Coroutine[Any, Any, None]],
    valid: Callable[[], Coroutine[Any, Any, bool]] | None = None,
) -> AsyncIterator[str]:
    """The connection's messages, one a line (see the module docstring)."""
    ends = time.monotonic() + streams.seconds
    try:
        while time.monotonic() < ends:
            try:
                text = await asyncio.wait_for(conn.queue.get(), streams.keepalive)
            except TimeoutError:
                if conn.closed or live.moved or (valid is not None and not await valid()):
                    return
                yield "\n"
                continue
            if text is None:
                return
            message = _with_engine(live, conn.seat, text)
            yield text + "\n" if message is None else json.dumps(message, separators=(",", ":")) + "\n"
            if live.table.is_over and _ended(text):
                return  # the match has ended: its last state was the last line
    finally:
        # Also when the client went away (the generator is closed): leave the table in a task of
        # the service's, which a cancellation of this one does not cut short.
        service.spawn(done())


def _with_engine(live: LiveTable, seat: int | None, text: str) -> dict[str, Any] | None:
    """The ``state`` of ``text`` with ``engine``, the seat's whole view for a program's own bot
    (:mod:`dominohall.seatview`), when it is the table's current state (a state overtaken by a move
    before it was read comes without: the newer one is queued behind it); else ``None``."""
    if seat is None or '"state"' not in text:
        return None
    message = json.loads(text)
    if not isinstance(message, dict) or message.get("type") != "state" or message.get("seq") != live.table.seq:
        return None
    if message.get("table", {}).get("status") not in ("playing", "finished"):
        return None  # no match being played: nothing to choose, nothing to show
    message["engine"] = seatview.view_json(live.table.view(seat))
    return message


ENDED: Final = ("finished", "aborted", "expired")


def _ended(text: str) -> bool:
    """The message is the state of a table that has ended (read only once the table has: the state
    that tells it is sent after the end is stored, ``TableService.commit``)."""
    message = json.loads(text)
    if not isinstance(message, dict) or message.get("type") != "state":
        return False
    return message.get("table", {}).get("status") in ENDED


def incoming(engine: Engine, account_id: int, now: float) -> list[dict[str, Any]]:
    """The open challenges sent to the account (without touching the challenger's side:
    ``social.challenges_of`` forgets a shown seat token)."""
    from dominohall.server.social import RECEIVED_MAX, _json, _open

    sender = accounts_t.alias("sender")
    receiver = accounts_t.alias("receiver")
    joined = challenges_t.join(sender, sender.c.id == challenges_t.c.from_id).join(
        receiver, receiver.c.id == challenges_t.c.to_id
    )
    with engine.connect() as db:
        rows = db.execute(
            select(
                challenges_t.c.id,
                challenges_t.c.request,
                challenges_t.c.created,
                challenges_t.c.expires,
                challenges_t.c.status,
                challenges_t.c.table_id,
                challenges_t.c.token,
                sender.c.name.label("from_name"),
                receiver.c.name.label("to_name"),
                sender.c.bot_since.label("from_bot"),
                receiver.c.bot_since.label("to_bot"),
            )
            .select_from(joined)
            .where(challenges_t.c.to_id == account_id, _open(now))
            .order_by(challenges_t.c.created)
            .limit(RECEIVED_MAX)
        ).all()
    return [_json(r, now) for r in rows]


def playing(engine: Engine, account_id: int) -> dict[str, int]:
    """The account's seats at tables not finished: table → seat."""
    bound, _total, _names = running_seats(engine, account_id, RUNNING_WATCHED, False)
    return {b.table_id: b.seat for b in bound}


async def event_stream(request: Request) -> Response:
    service = running(request).service
    streams = streams_of(service)
    address = address_of(request.client)
    if service.draining:
        return _refused(ProtocolError("draining", "the server is restarting: try again in a moment", retry_after=2))
    try:
        account_id = await _account(request, None)
        service.presence.connect(address)
    except ProtocolError as exc:
        return _refused(exc)
    try:
        streams.open(account_id)
    except ProtocolError as exc:
        service.presence.disconnect(address)
        return _refused(exc)

    valid = _still_valid(request)

    async def lines() -> AsyncIterator[str]:
        engine = service.store.engine
        told: set[str] = set()
        games: dict[str, int] = {}
        ends = time.monotonic() + streams.seconds
        quiet = 0.0
        try:
            while time.monotonic() < ends and not service.draining:
                said = False
                try:
                    # on the page readers (bounded), never on the tables' database threads
                    open_now = await service.reads.read(incoming, engine, account_id, time.time())
                    now_playing = await service.reads.read(playing, engine, account_id)
                except ProtocolError:  # busy: looked at again at the next poll
                    await asyncio.sleep(streams.poll)
                    continue
                for challenge in open_now:
                    if challenge["id"] not in told:
                        told.add(challenge["id"])
                        said = True
                        yield json.dumps({"type": "challenge", "challenge": challenge}) + "\n"
                told &= {c["id"] for c in open_now}  # an answered or expired one never comes back
                for table_id, seat in now_playing.items():
                    if table_id not in games:
                        said = True
                        yield json.dumps({"type": "gameStart", "game": {"table": table_id, "seat": seat}}) + "\n"
                for table_id, seat in games.items():
                    if table_id not in now_playing:
                        said = True
                        yield json.dumps({"type": "gameFinish", "game": {"table": table_id, "seat": seat}}) + "\n"
                games = now_playing
                quiet = 0.0 if said else quiet + streams.poll
                if quiet >= streams.keepalive:
                    quiet = 0.0
                    if not await valid():
                        return  # its token was revoked (or expired)
                    yield "\n"
                await asyncio.sleep(streams.poll)
        finally:
            streams.close(account_id)
            service.presence.disconnect(address)

    return StreamingResponse(lines(), media_type=NDJSON, headers={"cache-control": "no-store"})


# ---- moves ---------------------------------------------------------------------------------------
async def _act(request: Request, bot: bool, kind: str) -> Response:
    service = running(request).service
    streams = streams_of(service)
    address = _client_address(request)
    live: LiveTable | None = None
    seat: int | None = None
    raw: Any = b""
    try:
        body: dict[str, Any] = {}
        if kind == "chat":
            raw = await json_body(request)
            if isinstance(raw, Response):
                return raw
            data = load_json(raw, MAX_BODY)
            if not isinstance(data, dict) or set(data) != {"phrase"}:
                raise ProtocolError("bad_message", 'the body is {"phrase": …}', field="phrase")
            body = {"phrase": data["phrase"]}
        account_id, seat, live = await _seat(request, bot)
        now = time.monotonic()
        for book, key in ((streams.actions, account_id), (service.address_messages, address)):
            if not book.allow(key, now):
                count, seconds = book.count, book.seconds
                raise ProtocolError(
                    "rate_limited", f"at most {count} actions in {seconds:g} s", retry_after=book.retry_after(key, now)
                )
        if kind == "move":
            raw_seq = request.query_params.get("seq")
            seq: object = live.table.seq if raw_seq is None else (int(raw_seq) if raw_seq.isdigit() else raw_seq)
            message = parse_message(json.dumps({"type": "move", "move": request.path_params["move"], "seq": seq}))
        else:
            message = parse_message(json.dumps({"type": kind, **body}))
        # A stand-in for the seat's connection: handle reads its seat (and answers a ping through it).
        conn = Connection(seat, Window(*service.rate), address)
        conn.account = account_id
        await service.handle(live, conn, message)
    except Elsewhere as exc:
        return await _relay(request, exc.owner, raw if isinstance(raw, bytes) else str(raw).encode())
    except ProtocolError as exc:
        answer = exc.to_json() if live is None else live.table.refusal(exc, seat)
        return JSONResponse(answer, status_code=STATUS.get(exc.code, 400))
    return JSONResponse({"ok": True, "seq": live.table.seq})


def _action(kind: str, bot: bool) -> Any:
    async def endpoint(request: Request) -> Response:
        return await _act(request, bot, kind)

    return endpoint


def routes() -> list[BaseRoute]:
    found: list[BaseRoute] = [Route("/api/stream/event", event_stream)]
    for prefix, bot in (("bot", True), ("board", False)):
        found += [
            Route(f"/api/{prefix}/game/stream/{{table}}", game_stream if bot else board_stream),
            Route(f"/api/{prefix}/game/{{table}}/move/{{move}}", _action("move", bot), methods=["POST"]),
            Route(f"/api/{prefix}/game/{{table}}/resign", _action("resign", bot), methods=["POST"]),
            Route(f"/api/{prefix}/game/{{table}}/chat", _action("chat", bot), methods=["POST"]),
        ]
    return found
