"""A small asyncio client of a dominohall server's bot API (docs/protocol.md, Programs at the table),
and ``dominohall bot connect``: a program that plays every match of a bot account.

It speaks HTTP/1.1 itself over :func:`asyncio.open_connection` (one connection a request, the
streams' chunked bodies read line by line), so it needs nothing beyond the standard library: the
package's engine has no dependencies, and ``httpx`` is not one of the server's either.

A *chooser* picks the move of a seat from the ``state`` message its stream gave (the seat's view
only): :func:`random_chooser` (a legal move at random), :func:`bot_chooser` (one of the package's
bots, ``greedy``, ``ismcts``, ``expert`` with their levels, thinking on the engine's view that
:func:`engine_view` reads from the state), or :class:`LineProgram`, an outside program speaking the
line protocol — one JSON ``state`` a line on its stdin, one move in the notation a line on its
stdout.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import shlex
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, Final
from urllib.parse import quote, urlsplit

from dominohall.seatview import SeatViewError, view_from_json
from dominohall.views import View

USER_AGENT: Final = "dominohall-client"
LINE_MOST: Final = 1 << 20
"""The longest line a stream or a program may send (a state is a few KiB)."""

Chooser = Callable[[dict[str, Any]], Awaitable[str]]


class ApiError(Exception):
    """A refusal of the server: its status and its error body (``code``, ``field``, ``rule``)."""

    def __init__(self, status: int, body: Any) -> None:
        self.status = status
        self.body = body if isinstance(body, dict) else {"error": str(body)}
        super().__init__(f"{status} {self.body.get('code')}: {self.body.get('error') or self.body.get('message')}")


class Client:
    """The API of the server at ``server`` (``http://host:port``) as the account of ``token``."""

    def __init__(self, server: str, token: str, timeout: float = 30.0, headers: dict[str, str] | None = None) -> None:
        parts = urlsplit(server)
        if parts.scheme != "http" or not parts.hostname:
            raise ValueError(f"the server is http://HOST:PORT (behind TLS: a local proxy), not {server!r}")
        self.host = parts.hostname
        self.port = parts.port or 80
        self.token = token
        self.timeout = timeout
        self.headers = headers or {}
        """Sent with every request besides these (a server relaying a call to another process)."""

    async def _open(
        self, method: str, path: str, body: Any = None
    ) -> tuple[int, dict[str, str], asyncio.StreamReader, asyncio.StreamWriter]:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(self.host, self.port, limit=LINE_MOST), self.timeout
        )
        data = b"" if body is None else json.dumps(body).encode()
        head = [
            f"{method} {path} HTTP/1.1",
            f"Host: {self.host}:{self.port}",
            *([f"Authorization: Bearer {self.token}"] if self.token else []),
            f"User-Agent: {USER_AGENT}",
            "Connection: close",
            f"Content-Length: {len(data)}",
            *(f"{name}: {value}" for name, value in self.headers.items()),
        ]
        if body is not None:
            head.append("Content-Type: application/json")
        writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + data)
        await writer.drain()
        status_line = await asyncio.wait_for(reader.readline(), self.timeout)
        try:
            status = int(status_line.split()[1])
        except (IndexError, ValueError):
            writer.close()
            raise ApiError(502, f"not an HTTP answer: {status_line[:80]!r}") from None
        headers: dict[str, str] = {}
        while True:
            line = await asyncio.wait_for(reader.readline(), self.timeout)
            if line in (b"\r\n", b"\n", b""):
                break
            name, _, value = line.decode("latin-1").partition(":")
            headers[name.strip().lower()] = value.strip()
        return status, headers, reader, writer

    @staticmethod
    async def _body(headers: dict[str, str], reader: asyncio.StreamReader) -> AsyncIterator[bytes]:
        """The body's bytes as they come (chunked, of a length, or up to the close)."""
        if headers.get("transfer-encoding", "").lower() == "chunked":
            while True:
                size = int((await reader.readline()).split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    return
                chunk = await reader.readexactly(size)
                await reader.readline()
                yield chunk
        elif "content-length" in headers:
            yield await reader.readexactly(int(headers["content-length"]))
        else:
            yield await reader.read()

    async def request(self, method: str, path: str, body: Any = None) -> Any:
        """One call: its JSON answer, or :class:`ApiError`."""
        status, headers, reader, writer = await self._open(method, path, body)
        try:
            raw = b"".join([chunk async for chunk in self._body(headers, reader)])
        finally:
            writer.close()
        found = json.loads(raw) if raw else None
        if status >= 400:
            raise ApiError(status, found)
        return found

    async def stream(self, path: str) -> AsyncIterator[dict[str, Any]]:
        """The messages of a newline-delimited JSON stream (the keep-alive empty lines skipped),
        until the server ends it."""
        status, headers, reader, writer = await self._open("GET", path)
        try:
            if status >= 400:
                raw = b"".join([chunk async for chunk in self._body(headers, reader)])
                raise ApiError(status, json.loads(raw) if raw else None)
            pending = b""
            async for chunk in self._body(headers, reader):
                pending += chunk
                *lines, pending = pending.split(b"\n")
                for line in lines:
                    if line.strip():
                        yield json.loads(line)
        finally:
            writer.close()

    # ---- the endpoints ----
    def events(self) -> AsyncIterator[dict[str, Any]]:
        return self.stream("/api/stream/event")

    def game(self, table: str, kind: str = "bot") -> AsyncIterator[dict[str, Any]]:
        return self.stream(f"/api/{kind}/game/stream/{quote(table, safe='')}")

    async def move(self, table: str, move: str, seq: int | None = None, kind: str = "bot") -> Any:
        query = "" if seq is None else f"?seq={seq}"
        return await self.request(
            "POST", f"/api/{kind}/game/{quote(table, safe='')}/move/{quote(move, safe='')}{query}"
        )

    async def resign(self, table: str, kind: str = "bot") -> Any:
        return await self.request("POST", f"/api/{kind}/game/{quote(table, safe='')}/resign")

    async def chat(self, table: str, phrase: str, kind: str = "bot") -> Any:
        return await self.request("POST", f"/api/{kind}/game/{quote(table, safe='')}/chat", {"phrase": phrase})

    async def accept(self, challenge: str) -> Any:
        return await self.request("POST", f"/api/challenges/{quote(challenge, safe='')}/accept")


# ---- choosers ------------------------------------------------------------------------------------
def my_turn(state: dict[str, Any]) -> bool:
    view = state.get("view") or {}
    return bool(view.get("legal")) and view.get("turn") == view.get("seat") and state["table"]["status"] == "playing"


def random_chooser(seed: int | None = None) -> Chooser:
    rng = random.Random(seed)

    async def choose(state: dict[str, Any]) -> str:
        legal = state["view"]["legal"]
        return str(legal[rng.randrange(len(legal))]["move"])

    return choose


def engine_view(state: dict[str, Any]) -> View:
    """The engine's view of the seat in a ``state`` of the stream: its ``engine`` document
    (:mod:`dominohall.seatview`), checked against the wire's view next to it (the same seat, turn
    and legal moves), so a bot never thinks on a view that is not the state's."""
    view = view_from_json(state.get("engine"))
    wire = state["view"]
    legal = [str(m) for m in view.legal_moves]
    if view.seat != wire["seat"] or view.turn != wire["turn"] or legal != [m["move"] for m in wire["legal"]]:
        raise SeatViewError("engine: not the view of the state it came with")
    return view


def bot_chooser(spec: str, seed: int | None = None) -> Chooser:
    """One of the package's bots by its spec (``greedy``, ``ismcts:seconds=2``, ``expert:worlds=40``:
    :func:`dominohall.bots.make_bot`), playing from the seat's view only (:func:`engine_view`). It
    thinks in a thread, so the streams of the account's other matches are read meanwhile."""
    from dominohall.bots import make_bot

    bot = make_bot(spec, seed)  # a spec it refuses is refused here, before anything is opened

    async def choose(state: dict[str, Any]) -> str:
        view = engine_view(state)
        return str(await asyncio.to_thread(bot.choose, view))

    return choose


class LineProgram:
    """An outside program at a seat: each ``state`` it must answer is written to its stdin as one
    JSON line; it answers with one line, the move in the notation (docs/protocol.md)."""

    def __init__(self, command: str, seconds: float = 60.0) -> None:
        self.command = command
        self.seconds = seconds
        self.proc: asyncio.subprocess.Process | None = None
        self.lock = asyncio.Lock()

    async def __call__(self, state: dict[str, Any]) -> str:
        async with self.lock:  # one question at a time: several matches share the program
            if self.proc is None or self.proc.returncode is not None:
                self.proc = await asyncio.create_subprocess_exec(
                    *shlex.split(self.command),
                    stdin=asyncio.subprocess.PIPE,
                    stdout=asyncio.subprocess.PIPE,
                    limit=LINE_MOST,
                )
            assert self.proc.stdin is not None and self.proc.stdout is not None
            self.proc.stdin.write(json.dumps(state, separators=(",", ":")).encode() + b"\n")
            await self.proc.stdin.drain()
            line = await asyncio.wait_for(self.proc.stdout.readline(), self.seconds)
            if not line:
                raise RuntimeError(f"the program {self.command!r} ended without a move")
            return line.decode().strip()

    async def close(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            try:
                await asyncio.wait_for(self.proc.wait(), 5)
            except TimeoutError:
                self.proc.kill()
                await self.proc.wait()


# ---- playing -------------------------------------------------------------------------------------
async def play_game(
    client: Client, table: str, choose: Chooser, kind: str = "bot", say: Callable[[str], None] = print
) -> dict[str, Any] | None:
    """Play the account's seat at ``table`` until its match ends; the last state."""
    last: dict[str, Any] | None = None
    moved_at = -1
    async for message in client.game(table, kind):
        if message.get("type") != "state":
            continue
        last = message
        if message["view"]["match_over"]:
            break
        if my_turn(message) and moved_at != message["seq"] and "engine" in message:
            moved_at = message["seq"]
            try:
                move = await choose(message)
            except SeatViewError as exc:  # a server of another version: said, and the match not played
                say(f"table {table}: {exc}")
                continue
            try:
                await client.move(table, move, message["seq"], kind)
            except ApiError as exc:
                # stale: a clock or a bot moved first, and the new state is on its way; else the
                # program chose a move the rules refuse, and is asked again at the next state
                if exc.body.get("code") != "stale":
                    say(f"table {table}: {move!r} refused: {exc} (rule {exc.body.get('rule')})")
    return last


async def connect(client: Client, choose: Chooser, games: int | None = None, say: Callable[[str], None] = print) -> int:
    """Accept every challenge sent to the account and play every match it is in, until ``games``
    matches have ended (``None``: for ever). Returns how many ended."""
    playing: dict[str, asyncio.Task[Any]] = {}
    ended = 0
    done = asyncio.Event()

    def finished(table: str) -> None:
        nonlocal ended
        ended += 1
        say(f"table {table}: the match is over")
        if games is not None and ended >= games:
            done.set()

    def _ended(table: str) -> Callable[[asyncio.Task[Any]], None]:
        return lambda _task: finished(table)

    async def watch() -> None:
        async for event in client.events():
            kind = event.get("type")
            if kind == "challenge":
                challenge = event["challenge"]
                with contextlib.suppress(ApiError):
                    answer = await client.accept(challenge["id"])
                    say(f"accepted the challenge of {challenge.get('from')}: table {answer['table']}")
            elif kind == "gameStart":
                table = event["game"]["table"]
                if table not in playing:
                    task = asyncio.ensure_future(play_game(client, table, choose, say=say))
                    task.add_done_callback(_ended(table))
                    playing[table] = task

    watcher = asyncio.ensure_future(watch())
    stopper = asyncio.ensure_future(done.wait())
    try:
        await asyncio.wait([watcher, stopper], return_when=asyncio.FIRST_COMPLETED)
        if watcher.done() and watcher.exception() is not None:
            raise watcher.exception()  # type: ignore[misc]
    finally:
        for task in [watcher, stopper, *playing.values()]:
            task.cancel()
        await asyncio.gather(watcher, stopper, *playing.values(), return_exceptions=True)
    return ended


def chooser_of(bot: str | None, command: str | None, seed: int | None = None) -> Chooser:
    """``--bot`` or ``--command``'s chooser (see :func:`bot_connect`); a bot's spec it refuses
    raises :class:`~dominohall.errors.OptionError` (a ``ValueError``)."""
    if command is not None:
        return LineProgram(command)
    if bot in (None, "random"):
        return random_chooser(seed)
    return bot_chooser(bot, seed)


def bot_connect(
    server: str, token: str, bot: str | None, command: str | None, games: int | None, seed: int | None = None
) -> int:
    """``dominohall bot connect``: the exit status."""
    try:
        choose = chooser_of(bot, command, seed)
        client = Client(server, token)
    except ValueError as exc:  # OptionError too: an unknown bot, a level out of bounds
        print(f"dominohall bot connect: {exc}", file=sys.stderr)
        return 2

    async def run() -> int:
        try:
            return await connect(client, choose, games)
        finally:
            if isinstance(choose, LineProgram):
                await choose.close()

    try:
        asyncio.run(run())
    except ApiError as exc:
        print(f"dominohall bot connect: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    return 0
