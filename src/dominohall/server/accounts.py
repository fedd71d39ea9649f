"""Accounts: sign-up, sign-in and sign-out, the seats that belong to an account, rated tables,
players' pages and the leaderboards (docs/accounts.md; the model: :mod:`dominohall.ratings`).

Accounts are an option, never a wall: a table without ``rated`` is played with its links exactly as
before, signed in or not. A signed-in person's seats belong to their account (bound when they sit
down, or claimed later with the seat's token); at a rated table every person must be signed in,
each account and each address holds one seat, and the bots are fixed anchors.

The routes are :meth:`Accounts.routes`; the server calls three hooks: :meth:`Accounts.check_table`
before a table is created, :meth:`Accounts.before_join` before a connection sits down, and
:meth:`Accounts.finished` (``TableService.finish_also``) when a match ends, whose rating changes are
written in the same transaction as its end.

>>> account_name("  Zoë  Smith ")
('Zoë Smith', 'zoë smith')
>>> account_name("ＡＮＮ")[1] == account_name("ann")[1]      # full-width letters are the same name
True
>>> try:
...     account_name("a\\u202eb")
... except ProtocolError as exc:
...     print(exc.code, exc.field)
bad_name name
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import time
import unicodedata
import weakref
from collections.abc import Awaitable, Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final

from starlette.requests import HTTPConnection, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from dominohall.bounded import BoundsError, whole_text
from dominohall.ratings import shown, team_ranks
from dominohall.server import accounts_db as adb
from dominohall.server import sessions
from dominohall.server.limits import Limits, PerAddress
from dominohall.server.pages import page
from dominohall.server.protocol import MAX_BODY, ProtocolError, TableRequest, load_json
from dominohall.server.state import of_state
from dominohall.server.store import ActionRow
from dominohall.variants import VARIANTS

if TYPE_CHECKING:
    from dominohall.server.service import LiveTable, TableService
    from dominohall.server.table import Table

log = logging.getLogger("dominohall.server")

NAME_LENGTH: Final = (3, 24)
PASSWORD_LENGTH: Final = (8, 200)
NAME_MARKS: Final = " -_.'"
"""What a name may hold besides letters and digits (of any script)."""
HASHING: Final = 2
"""Password hashes made at once (argon2id takes 64 MiB and tens of milliseconds each)."""
CLAIMS: Final = 30
"""Seats one claim may name (what a browser keeps: its last 30)."""
LEADERBOARD_PAGE: Final = (50, 100)
"""Players in a page of a leaderboard: the default and the most."""
MOST_OFFSET: Final = 100_000
GAMES_PAGE: Final = (adb.GAMES_SHOWN, 50)
"""Games in a page of a player's page: the default and the most."""


def account_name(raw: object) -> tuple[str, str]:
    """A name as shown (NFKC, spaces made one) and its key (case-folded, NFKC again): two names
    with one key are one name. Raises :class:`ProtocolError` ``bad_name``."""
    low, high = NAME_LENGTH
    if not isinstance(raw, str) or len(raw) > 4 * high:
        raise ProtocolError("bad_name", f"a name is text of {low} to {high} characters", field="name")
    normal = unicodedata.normalize("NFKC", raw)
    name = " ".join(normal.split()) if normal.isprintable() else normal  # tabs, controls: refused below
    if not (low <= len(name) <= high) or not all(ch.isalnum() or ch in NAME_MARKS for ch in name):
        raise ProtocolError(
            "bad_name",
            f"a name is {low} to {high} letters, digits, spaces and {' '.join(NAME_MARKS.strip())} (not {name[:40]!r})",
            field="name",
        )
    return name, unicodedata.normalize("NFKC", name.casefold())


def _games_cursor(raw: str | None) -> tuple[str, int] | None:
    """A player's page's ``before``: ``TABLE.SEAT``, the ``next`` of the page before (``None``: the
    first page). Raises :class:`ProtocolError` ``bad_message`` naming ``before``.

    >>> _games_cursor("Ab-_3xYz.1"), _games_cursor(None)
    (('Ab-_3xYz', 1), None)
    """
    if raw is None:
        return None
    table_id, dot, seat = raw.rpartition(".")
    if not dot or not (1 <= len(table_id) <= 32) or not seat.isascii() or not seat.isdigit() or len(seat) > 3:
        raise ProtocolError("bad_message", "before is the next of the page before (TABLE.SEAT)", field="before")
    return table_id, int(seat)


def password_of(raw: object) -> str:
    low, high = PASSWORD_LENGTH
    if not isinstance(raw, str) or not (low <= len(raw) <= high) or "\x00" in raw:
        raise ProtocolError("bad_password", f"a password is {low} to {high} characters", field="password")
    return raw


@lru_cache(maxsize=1)
def _hasher() -> Any:
    from argon2 import PasswordHasher

    return PasswordHasher()  # argon2id, RFC 9106's second recommended parameters


@lru_cache(maxsize=1)
def _nobody() -> str:
    """A hash checked when the name is unknown, so that the answer takes as long as for a known
    name with a wrong password (the time says nothing about which names exist)."""
    return str(_hasher().hash("not a password of anyone"))


def _verify(hashed: str | None, password: str) -> bool:
    """Whether ``password`` is the one ``hashed`` was made from (``None``: no such account, checked
    against :func:`_nobody` all the same)."""
    from argon2.exceptions import InvalidHashError, VerificationError

    try:
        return bool(_hasher().verify(_nobody() if hashed is None else hashed, password)) and hashed is not None
    except (VerificationError, InvalidHashError):
        return False


def address_hash(address: str) -> str:
    """What is kept of the address a seat of a rated table was taken from (its SHA-256)."""
    return hashlib.sha256(address.encode("utf-8", "replace")).hexdigest()


def _status(code: str) -> int:
    return {
        "sign_in": 401,
        "bad_login": 401,
        "name_taken": 409,
        "rate_limited": 429,
        "not_found": 404,
        "bad_content_type": 415,
        "too_large": 413,
        "timeout": 408,
        "busy": 503,
    }.get(code, 400)


def _error(exc: ProtocolError) -> JSONResponse:
    body: dict[str, Any] = {"error": exc.message, "code": exc.code, "field": exc.field}
    headers = {}
    if exc.retry_after is not None:
        body["retry_after"] = exc.retry_after
        headers["retry-after"] = str(exc.retry_after)
    return JSONResponse(body, status_code=_status(exc.code), headers=headers)


class Accounts:
    """Accounts and ratings for one server (see the module docstring)."""

    def __init__(self, service: Callable[[], TableService], env: dict[str, str] | None = None) -> None:
        import os

        env = dict(os.environ) if env is None else env
        self.service = service

        # With the server's other limits (server/limits.py), so that the abuse suite runs with
        # their production values too; a name's failures are counted from anywhere (a password is
        # not guessed by spreading the tries over many addresses).
        limits = Limits.from_env(env)
        self.signups = PerAddress(*limits.account_rate)
        self.failed_by_address = PerAddress(*limits.login_rate)
        self.failed_by_name = PerAddress(*limits.login_name_rate)
        self._hashing = asyncio.Semaphore(HASHING)
        self._swept = time.monotonic()
        self._seat_locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    # ---- helpers ------------------------------------------------------------------------------
    async def _db(self, fn: Callable[..., Any], *args: Any) -> Any:
        service = self.service()
        return await service.db(fn, service.store.engine, *args)

    async def _hash(self, password: str) -> str:
        async with self._hashing:
            return str(await asyncio.to_thread(_hasher().hash, password))

    async def _check(self, hashed: str | None, password: str) -> bool:
        async with self._hashing:
            return await asyncio.to_thread(_verify, hashed, password)

    async def account(self, connection: HTTPConnection) -> tuple[int, str] | tuple[None, None]:
        """The account a request or WebSocket is signed in to, or ``(None, None)``."""
        hashed = sessions.cookie_hash(connection)
        if hashed is None:
            return None, None
        found: tuple[int, str] | tuple[None, None] = await self._db(sessions.session_account, hashed, time.time())
        return found

    def _sweep(self) -> None:
        now = time.monotonic()
        if now - self._swept > 30:
            self._swept = now
            for book in (self.signups, self.failed_by_address, self.failed_by_name):
                book.sweep(now)

    async def _body(self, request: Request) -> dict[str, Any]:
        """A JSON object body (as the server's other POSTs: JSON only, bounded in size and time)."""
        media = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if media != "application/json":
            raise ProtocolError("bad_content_type", "the body is JSON: Content-Type: application/json")
        seconds = self.service().limits.header_seconds

        async def read() -> bytes:
            body = b""
            async for chunk in request.stream():
                body += chunk
                if len(body) > MAX_BODY:
                    raise ProtocolError("too_large", f"the body may hold {MAX_BODY} bytes")
            return body

        try:
            body = await asyncio.wait_for(read(), seconds)
        except TimeoutError:
            raise ProtocolError("timeout", f"the body must arrive within {seconds:g} s") from None
        data = load_json(body, MAX_BODY)
        if not isinstance(data, dict):
            raise ProtocolError("bad_message", "the body is a JSON object")
        return data

    @staticmethod
    def _signed_in(name: str, token: str, request: Request, status: int) -> Response:
        response = JSONResponse({"name": name}, status_code=status, headers={"cache-control": "no-store"})
        sessions.set_cookie(response, token, request.url.scheme == "https")
        return response

    async def _new_session(self, account_id: int, request: Request) -> str:
        # A new token at every sign-in: a cookie planted before (session fixation) is dropped too.
        old = sessions.cookie_hash(request)
        if old is not None:
            await self._db(sessions.end_session, old)
        token = sessions.new_token()
        await self._db(sessions.start_session, account_id, sessions.token_hash(token), time.time())
        return token

    # ---- routes -------------------------------------------------------------------------------
    async def sign_up(self, request: Request) -> Response:
        from dominohall.server.gate import address_of

        try:
            data = await self._body(request)
            if set(data) - {"name", "password"}:
                raise ProtocolError("bad_message", 'the body is {"name": …, "password": …}')
            name, key = account_name(data.get("name"))
            password = password_of(data.get("password"))
            address = address_of(request.client)
            self._sweep()
            now = time.monotonic()
            if not self.signups.allow(address, now):
                count, seconds = self.signups.count, self.signups.seconds
                raise ProtocolError(
                    "rate_limited",
                    f"at most {count} accounts from one address in {seconds:g} s",
                    retry_after=self.signups.retry_after(address, now),
                )
            hashed = await self._hash(password)
            made = await self._db(adb.create_account, name, key, hashed, time.time())
            if made is None:
                raise ProtocolError("name_taken", f"the name {name!r} is taken", field="name")
            token = await self._new_session(made, request)
        except ProtocolError as exc:
            return _error(exc)
        log.info("account %d made", made)
        return self._signed_in(name, token, request, 201)

    async def sign_in(self, request: Request) -> Response:
        from dominohall.server.gate import address_of

        try:
            data = await self._body(request)
            if set(data) - {"name", "password"}:
                raise ProtocolError("bad_message", 'the body is {"name": …, "password": …}')
            raw_name, raw_password = data.get("name"), data.get("password")
            if not isinstance(raw_name, str) or not isinstance(raw_password, str) or len(raw_password) > 1000:
                raise ProtocolError("bad_message", "name and password are text", field="name")
            address = address_of(request.client)
            self._sweep()
            try:
                key = account_name(raw_name)[1]
            except ProtocolError:
                key = ""  # no such name can exist: answered as a wrong password, after as long
            now = time.monotonic()
            for book, what in ((self.failed_by_address, address), (self.failed_by_name, key)):
                wait = book.retry_after(what, now)
                if wait > 0:
                    raise ProtocolError("rate_limited", "too many failed sign-ins: wait a while", retry_after=wait)
            found = await self._db(adb.find_account, key) if key else None
            good = await self._check(found[2] if found else None, raw_password)
            if found is None or not good:
                self.failed_by_address.allow(address, now)
                if key:
                    self.failed_by_name.allow(key, now)
                raise ProtocolError("bad_login", "the name or the password is wrong")
            account_id, name, hashed = found
            if _hasher().check_needs_rehash(hashed):
                await self._db(adb.set_password, account_id, await self._hash(raw_password))
            token = await self._new_session(account_id, request)
        except ProtocolError as exc:
            return _error(exc)
        return self._signed_in(name, token, request, 200)

    async def sign_out(self, request: Request) -> Response:
        hashed = sessions.cookie_hash(request)
        if hashed is not None:
            await self._db(sessions.end_session, hashed)
        response = Response(status_code=204)
        sessions.clear_cookie(response, request.url.scheme == "https")
        return response

    async def whoami(self, request: Request) -> Response:
        _id, name = await self.account(request)
        return JSONResponse({"name": name}, headers={"cache-control": "no-store"})

    async def claim(self, request: Request) -> Response:
        """``POST /api/account/seats`` ``{"seats": [{"table", "token"}, …]}``: seats this browser
        played before signing in, each proved by its token, become the account's."""
        try:
            account_id, _name = await self.account(request)
            if account_id is None:
                raise ProtocolError("sign_in", "sign in first")
            data = await self._body(request)
            seats = data.get("seats")
            if set(data) - {"seats"} or not isinstance(seats, list) or len(seats) > CLAIMS:
                raise ProtocolError(
                    "bad_message",
                    f'the body is {{"seats": [{{"table", "token"}}, …]}}, at most {CLAIMS}',
                    field="seats",
                )
            claimed, refused = [], []
            for i, item in enumerate(seats):
                if not isinstance(item, dict) or set(item) != {"table", "token"}:
                    raise ProtocolError("bad_message", 'a seat is {"table": id, "token": token}', field=f"seats[{i}]")
                table_id, token = item["table"], item["token"]
                if not isinstance(table_id, str) or not isinstance(token, str) or len(table_id) > 32 or len(token) > 64:
                    raise ProtocolError("bad_message", "table and token are short text", field=f"seats[{i}]")
                live = await self.service().get(table_id)
                seat = None if live is None else live.table.seat_of_token(token)
                if live is None or seat is None:
                    refused.append({"table": table_id, "reason": "no seat of this table has this token"})
                    continue
                owner = await self._db(adb.bind_seat, table_id, seat, account_id, None, time.time())
                if owner == account_id:
                    claimed.append({"table": table_id, "seat": seat})
                else:
                    refused.append({"table": table_id, "reason": "the seat belongs to another account"})
        except ProtocolError as exc:
            return _error(exc)
        return JSONResponse({"claimed": claimed, "refused": refused})

    async def _read(self, fn: Callable[..., Any], *args: Any) -> Any:
        """A public page's read, on the page readers (bounded; ``busy`` beyond: server/reads.py),
        never on the tables' database threads."""
        service = self.service()
        return await service.reads.read(fn, service.store.engine, *args)

    async def player(self, request: Request) -> Response:
        """``GET /api/players/{name}[?before=…&limit=…]``: one page of a player's games (the
        latest first; ``before`` is the ``next`` of the page before)."""
        try:
            key = account_name(request.path_params["name"])[1]
        except ProtocolError:
            key = ""
        try:
            before = _games_cursor(request.query_params.get("before"))
            default, most = GAMES_PAGE
            limit = whole_text(request.query_params.get("limit", str(default)), "limit", 1, most)
            found = await self._read(adb.player, key, before, limit) if key else None
        except BoundsError as exc:
            return _error(ProtocolError("bad_message", str(exc), field=exc.field))
        except adb.NoSuchGame as exc:
            return _error(ProtocolError("bad_message", str(exc), field="before"))
        except ProtocolError as exc:
            return _error(exc)
        if found is None:
            return _error(ProtocolError("not_found", "there is no player of that name", field="name"))
        ratings = {}
        for variant, (skill, games) in found["ratings"].items():
            cls = VARIANTS.get(variant)
            if cls is not None:
                ratings[variant] = shown(skill, games, cls.rating)
        found["ratings"] = ratings
        return JSONResponse(found)

    async def leaderboard(self, request: Request) -> Response:
        variant = request.path_params["variant"]
        cls = VARIANTS.get(variant)
        if cls is None:
            return _error(ProtocolError("not_found", f"the variants are {', '.join(VARIANTS)}", field="variant"))
        try:
            default, most = LEADERBOARD_PAGE
            offset = whole_text(request.query_params.get("offset", "0"), "offset", 0, MOST_OFFSET)
            limit = whole_text(request.query_params.get("limit", str(default)), "limit", 1, most)
        except BoundsError as exc:
            return _error(ProtocolError("bad_message", str(exc), field=exc.field))
        try:
            rows, total = await self._read(adb.leaderboard, variant, cls.rating.provisional_sigma, offset, limit)
        except ProtocolError as exc:
            return _error(exc)
        return JSONResponse(
            {"variant": variant, "offset": offset, "limit": limit, "total": total, "players": rows},
            headers={"x-total-count": str(total)},
        )

    async def table_ratings(self, request: Request) -> Response:
        table_id = request.path_params["table"][:32]
        try:
            changes = await self._read(adb.changes, table_id)
        except ProtocolError as exc:
            return _error(exc)
        return JSONResponse({"table": table_id, "changes": changes})

    @staticmethod
    def routes() -> list[BaseRoute]:
        """The routes, each calling the running server's :class:`Accounts` (its lifespan state)."""

        def on(method: Callable[[Accounts, Request], Awaitable[Response]]) -> Callable[[Request], Awaitable[Response]]:
            return of_state(lambda running: running.accounts, method)

        return [
            Route("/api/accounts", on(Accounts.sign_up), methods=["POST"]),
            Route("/api/session", on(Accounts.sign_in), methods=["POST"]),
            Route("/api/session", on(Accounts.sign_out), methods=["DELETE"]),
            Route("/api/session", on(Accounts.whoami), methods=["GET"]),
            Route("/api/account/seats", on(Accounts.claim), methods=["POST"]),
            Route("/api/players/{name}", on(Accounts.player)),
            Route("/api/leaderboard/{variant}", on(Accounts.leaderboard)),
            Route("/api/tables/{table}/ratings", on(Accounts.table_ratings)),
            Route("/players/{name}", page("player.html")),
            Route("/leaderboard/{variant}", page("leaderboard.html")),
        ]

    # ---- hooks --------------------------------------------------------------------------------
    async def check_table(self, request: Request, wanted: TableRequest) -> Response | None:
        """Before ``POST /api/tables``: a rated table is made only by someone signed in, with no
        chosen seed (it would tell every hand), not open to the lobby, with at least one person's
        seat and only bots whose ratings are measured (the variant's anchors). The answer if not."""
        if not wanted.rated:
            return None
        cls = VARIANTS[wanted.variant]
        account_id, _name = await self.account(request)
        try:
            if account_id is None:
                raise ProtocolError("sign_in", "sign in to make a rated table")
            if wanted.seed is not None:
                raise ProtocolError("bad_message", "a rated table's deal is secret: no seed", field="seed")
            if wanted.open_seats:
                raise ProtocolError(
                    "bad_message", "a rated table's seats go to the people sent their links", field="open_seats"
                )
            if not any(s.kind == "human" for s in wanted.seats):
                raise ProtocolError("bad_message", "a rated table needs a person", field="seats")
            for i, s in enumerate(wanted.seats):
                if s.kind == "bot" and s.bot not in cls.rating_anchors:
                    raise ProtocolError(
                        "bad_message",
                        f"at a rated table of {cls.name} the bots are {', '.join(cls.rating_anchors)}"
                        " (their ratings are measured)",
                        field=f"seats[{i}].bot",
                    )
        except ProtocolError as exc:
            return _error(exc)
        return None

    async def before_join(self, table_id: str, token: str | None, connection: HTTPConnection, address: str) -> None:
        """Before a connection sits down: a signed-in person's seat becomes their account's; at a
        rated table a seat that belongs to nobody yet is taken only by a signed-in account that
        holds no other seat there, from an address that holds no other seat there (refused with
        ``sign_in``, ``same_account`` or ``same_address``)."""
        if token is None:
            return
        service = self.service()
        live = service.live.get(table_id)
        if live is None:
            found = await service.get(table_id) if len(table_id) <= 32 else None
            if found is None:
                return  # the join says why
            live = found
        seat = live.table.seat_of_token(token)
        if seat is None or live.table.initial[seat].kind != "human":
            return
        if not live.table.config.rated:
            account_id, _name = await self.account(connection)
            if account_id is not None and not live.table.is_over:
                await self._db(adb.bind_seat, table_id, seat, account_id, None, time.time())
            return
        lock = self._seat_locks.get(table_id)
        if lock is None:
            lock = self._seat_locks[table_id] = asyncio.Lock()
        async with lock:  # two people sitting down at once are checked one after the other
            owners: dict[int, adb.SeatOwner] = await self._db(adb.owners, table_id)
            if seat in owners:
                if live.table.seats[seat].account is None:  # bound, but the process died before it was shown
                    await self._show_account(live, seat, owners[seat].account_id)
                return
            account_id, _name = await self.account(connection)
            if account_id is None:
                raise ProtocolError("sign_in", "sign in to sit at a rated table", field="token")
            if any(o.account_id == account_id for o in owners.values()):
                raise ProtocolError("same_account", "your account holds another seat at this table", field="token")
            mine = address_hash(address)
            if any(o.address == mine for o in owners.values()):
                raise ProtocolError(
                    "same_address",
                    "another seat of this rated table was taken from your address: one address, one seat",
                    field="token",
                )
            owner = await self._db(adb.bind_seat, table_id, seat, account_id, mine, time.time())
            await self._show_account(live, seat, owner)

    async def _show_account(self, live: LiveTable, seat: int, account_id: int) -> None:
        """The ``account`` action: the seat's account and its rating, shown in the badges."""
        table = live.table
        cls = table.match.variant
        found = await self._db(adb.skills, [account_id], cls.name)
        name = await self._db(_account_name, account_id)
        skill, games = found.get(account_id, (None, 0))
        rating = "" if skill is None else str(round(skill.mu))
        provisional = skill is None or shown(skill, games, cls.rating)["provisional"]
        data = f"{rating}:{'p' if provisional else ''}:{name}"
        with contextlib.suppress(ProtocolError):  # the table ended meanwhile: nothing to show
            await self.service().commit(live, ActionRow(0, "account", seat, data, "human", time.time()))

    def finished(self, table: Table) -> adb.RatedResult | None:
        """``TableService.finish_also``: a rated match's rating changes, written with its end. A
        rated match that was started and then abandoned (it ended unfinished: nobody stayed) counts
        as lost to the bots by every person at it, so leaving a match one is losing saves nothing."""
        if not table.config.rated:
            return None
        match = table.match
        cls = match.variant
        teams = cls.rating_teams(match.rules)
        anchors = {
            s.seat: float(cls.rating_anchors[s.bot or ""])
            for s in table.initial
            if s.kind == "bot" and (s.bot or "") in cls.rating_anchors
        }
        if match.result is not None:
            ranks = team_ranks(match.result, match.standing.values(), teams, match.standing.better)
        elif table.expired_at is not None and all(s.claimed for s in table.initial if s.kind == "human"):
            ranks = [2 if any(s not in anchors for s in team) else 1 for team in teams]
        else:
            return None  # never started: nobody's rating moves
        return adb.RatedResult(table.id, cls.name, cls.rating, teams, tuple(ranks), anchors, time.time())


def _account_name(engine: Any, account_id: int) -> str:
    from sqlalchemy import select

    from dominohall.server.store import accounts_t

    with engine.connect() as db:
        return str(db.execute(select(accounts_t.c.name).where(accounts_t.c.id == account_id)).scalar_one())
