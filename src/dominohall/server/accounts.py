"""Accounts: sign-up, sign-in and sign-out, the seats that belong to an account, rated tables,
players' pages and the leaderboards (docs/accounts.md; the model: :mod:`dominohall.server.ratings`).

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
import base64
import contextlib
import hashlib
import hmac
import logging
import math
import secrets
import time
import unicodedata
import weakref
from collections import Counter
from collections.abc import Awaitable, Callable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final

from starlette.requests import HTTPConnection, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from dominohall.bounded import BoundsError, whole_text
from dominohall.server import accounts_db as adb
from dominohall.server import sessions
from dominohall.server.limits import Limits, PerAddress
from dominohall.server.pages import page
from dominohall.server.protocol import MAX_BODY, ProtocolError, TableRequest, load_json
from dominohall.server.ratings import after_resignations, shown, team_ranks
from dominohall.server.state import of_state
from dominohall.server.store import ActionRow
from dominohall.variants import VARIANTS

if TYPE_CHECKING:
    from dominohall.deal import Deal
    from dominohall.server.service import LiveTable, TableService
    from dominohall.server.table import Table

log = logging.getLogger("dominohall.server")

NAME_LENGTH: Final = (3, 24)
PASSWORD_LENGTH: Final = (8, 200)
NAME_MARKS: Final = " -_.'"
"""What a name may hold besides letters and digits (of any script)."""
HASHING: Final = 2
"""Password hashes made at once (argon2id takes 64 MiB and tens of milliseconds each); how many may
wait for one is ``Limits.hash_queue`` (``DOMINOHALL_HASH_QUEUE``)."""
KNOWN_COOKIE: Final = "dominohall_known"
"""The cookie of a browser that has signed in to an account before (:class:`KnownBrowsers`)."""
KNOWN_SECONDS: Final = 365 * 24 * 3600.0
"""How long a browser stays known to an account after its last sign-in there."""
KNOWN_ACCOUNTS: Final = 5
"""Accounts one browser is known to at once (a family's computer); the oldest is forgotten."""
FAILED_KEPT: Final = 100_000
"""Accounts whose wrong passwords since their last sign-in are kept to be told (the oldest
counted first is forgotten beyond it: the book stays bounded whatever is tried)."""
CLAIMS: Final = 30
"""Seats one claim may name (what a browser keeps: its last 30)."""
LEADERBOARD_PAGE: Final = (50, 100)
"""Players in a page of a leaderboard: the default and the most."""
MOST_OFFSET: Final = 100_000
GAMES_PAGE: Final = (adb.GAMES_SHOWN, 50)
"""Games in a page of a player's page: the default and the most."""
RATED_OPTIONS: Final = ("fitted", "any")
"""``DOMINOHALL_RATED_OPTIONS``: a rated table takes only the options its game's rating was fitted
at (``fitted``, the default), or any (``any``: for a test or a club server that accepts ratings
which mean less at other options, docs/accounts.md)."""
RATING_NEUTRAL: Final = frozenset({"teams"})
"""Options a rated table may set freely: they decide who is rated together (``rating_teams``: the
partners of Block and Draw), not how much luck a match holds."""


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


def unfitted_option(cls: type[Deal], options: Mapping[str, object]) -> ProtocolError | None:
    """Why a rated table of ``cls`` may not be set to ``options``: an option away from the values
    the game's rating was fitted at (its default, or ``rating_fitted_at``), or ``None``. A match to
    1 point is mostly luck: rated with parameters fitted at 100, one deal would move a rating as
    far as a whole match (#34).

    >>> from dominohall.variants import VARIANTS
    >>> unfitted_option(VARIANTS["block"], {"target": 1}).field
    'options.target'
    >>> unfitted_option(VARIANTS["block"], {"target": 100, "teams": True}) is None
    True
    >>> unfitted_option(VARIANTS["sausage"], {"losses": 1}) is None     # fitted at one loss
    True
    """
    for option in cls.option_specs:
        if option.name in RATING_NEUTRAL or option.name not in options:
            continue
        allowed = [option.default]
        if option.name in cls.rating_fitted_at:
            allowed.append(cls.rating_fitted_at[option.name])
        value = options[option.name]
        if not any(type(value) is type(a) and value == a for a in allowed):
            return ProtocolError(
                "bad_message",
                f"a rated table of {cls.name} plays {option.name} at "
                + " or ".join(repr(a).lower() for a in allowed)
                + f", the value its rating was fitted at (not {value!r:.40})",
                field=f"options.{option.name}",
                rule=option.rule,
            )
    return None


@lru_cache(maxsize=1)
def _spoof_checker() -> Any:
    import icu  # PyICU: ICU's SpoofChecker, Unicode TS #39 with ICU's confusables data

    return icu.SpoofChecker()


def name_skeleton(name: str) -> str:
    """What a name looks like (its confusable skeleton, Unicode TS #39, as ICU makes it), folded
    further so that names a reader cannot tell apart have one: the skeleton of the name as written
    (``I`` and ``l`` are one), case-folded and made a skeleton again, decomposed, with the marks
    (accents) and everything but letters and digits (spaces, ``- _ . '``) left out. Two names with
    one skeleton are too alike to be two players (``similar_name`` at sign-up).

    >>> sorted({name_skeleton(n) for n in ("Alice", "Аlice", "Alicе", "A l i c e", "Alíce", "AIice", "a.lice")})
    ['alice']
    >>> name_skeleton("B0b") == name_skeleton("Bob"), name_skeleton("rnary") == name_skeleton("mary")
    (True, True)
    >>> name_skeleton("Alice") == name_skeleton("Alina"), name_skeleton("Zoë Smith"), name_skeleton("李小龍")
    (False, 'zoesrnith', '李小龍')
    """
    checker = _spoof_checker()
    written = str(checker.getSkeleton(0, unicodedata.normalize("NFKC", name)))
    folded = str(checker.getSkeleton(0, unicodedata.normalize("NFKC", written.casefold())))
    kept = (ch for ch in unicodedata.normalize("NFD", folded) if ch.isalnum())
    return "".join(ch for ch in kept if not unicodedata.category(ch).startswith("M"))


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
        "similar_name": 409,
        "rate_limited": 429,
        "busy": 503,
        "not_found": 404,
        "not_seated": 403,
        "bad_content_type": 415,
        "too_large": 413,
        "timeout": 408,
    }.get(code, 400)


def _error(exc: ProtocolError) -> JSONResponse:
    body: dict[str, Any] = {"error": exc.message, "code": exc.code, "field": exc.field}
    headers = {}
    if exc.retry_after is not None:
        body["retry_after"] = exc.retry_after
        headers["retry-after"] = str(exc.retry_after)
    return JSONResponse(body, status_code=_status(exc.code), headers=headers)


class HashQueue:
    """Passwords hashed :data:`HASHING` at a time, with at most ``bound`` admitted (being hashed or
    waiting): one more is refused at once with ``busy`` (503) and ``retry_after``, so that a burst
    of sign-ins never queues minutes of argon2 work in front of everyone else's (issue #34).

    >>> queue = HashQueue(workers=2, bound=3)
    >>> async def burst() -> list[str]:
    ...     async def one() -> str:
    ...         try:
    ...             return await queue.run(time.sleep, 0.05) or "hashed"
    ...         except ProtocolError as exc:
    ...             return f"{exc.code}, retry after {exc.retry_after} s"
    ...     return await asyncio.gather(*(one() for _ in range(5)))
    >>> asyncio.run(burst()), queue.peak, queue.admitted
    (['hashed', 'hashed', 'hashed', 'busy, retry after 1 s', 'busy, retry after 1 s'], 3, 0)
    """

    def __init__(self, workers: int, bound: int, on_change: Callable[[HashQueue], None] | None = None) -> None:
        self.workers = workers
        self.bound = bound
        self.admitted = 0
        """Being hashed or waiting now."""
        self.peak = 0
        """The most admitted at once since the start."""
        self.refused = 0
        self.seconds = 0.1
        """A hash's time, a running mean (what ``retry_after`` is reckoned from)."""
        self.on_change = on_change
        self._running = asyncio.Semaphore(workers)

    def retry_after(self) -> int:
        """Whole seconds until the queue has room again, reckoned from the hashes ahead."""
        return max(1, math.ceil(self.admitted * self.seconds / self.workers))

    async def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` in a thread once a place is free; ``busy`` if the queue is full."""
        if self.admitted >= self.bound:
            self.refused += 1
            if self.on_change is not None:
                self.on_change(self)
            raise ProtocolError(
                "busy",
                f"the server is checking {self.bound} passwords already: try again in a moment",
                retry_after=self.retry_after(),
            )
        self.admitted += 1
        self.peak = max(self.peak, self.admitted)
        if self.on_change is not None:
            self.on_change(self)
        try:
            async with self._running:
                started = time.perf_counter()
                result = await asyncio.to_thread(fn, *args)
                self.seconds = 0.8 * self.seconds + 0.2 * (time.perf_counter() - started)
                return result
        finally:
            self.admitted -= 1
            if self.on_change is not None:
                self.on_change(self)


class KnownBrowsers:
    """The ``dominohall_known`` cookie: the browsers that have signed in to an account before, which
    strangers' failures cannot lock out (``Limits.login_name_rate`` does not apply to them).

    The cookie holds, for each of the last :data:`KNOWN_ACCOUNTS` accounts signed in to there, when
    (whole seconds) and an HMAC-SHA256 (128 bits) of that time and the account's name key under a
    server key: it names no account, and nobody without the key can make one (a forged or copied-
    to-another-name entry proves nothing). The server keeps nothing of it. The key is derived from
    ``DOMINOHALL_CLUSTER_SECRET`` when the server has one — several processes must, so that each
    knows the others' cookies —, else drawn at random when the process starts: a single process
    forgets its known browsers at a restart, and they are held to the limit from anywhere until
    they sign in again (which they still may, below it). The cookie's path is ``/api/session``: it
    is sent with nothing else.

    >>> known = KnownBrowsers("a shared secret of the cluster")
    >>> cookie = known.remember(None, "ann", 1000.0)
    >>> known.knows(cookie, "ann", 2000.0), known.knows(cookie, "bob", 2000.0)
    (True, False)
    >>> known.knows(cookie, "ann", 1000.0 + KNOWN_SECONDS), KnownBrowsers("another secret").knows(cookie, "ann", 2000.0)
    (False, False)
    >>> both = known.remember(cookie, "bob", 3000.0)
    >>> known.knows(both, "ann", 4000.0) and known.knows(both, "bob", 4000.0), both.count("~")
    (True, 1)
    >>> known.knows("1000.forged~x" * 50, "ann", 2000.0)
    False
    """

    def __init__(self, secret: str | None) -> None:
        if secret:
            self.key = hmac.new(secret.encode(), b"dominohall known browser", hashlib.sha256).digest()
        else:
            self.key = secrets.token_bytes(32)

    def _mac(self, key: str, issued: int) -> str:
        digest = hmac.new(self.key, f"{issued}\0{key}".encode(), hashlib.sha256).digest()[:16]
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()

    @staticmethod
    def _entries(raw: str | None, now: float) -> list[tuple[int, str]]:
        """The unexpired entries of a cookie (at most :data:`KNOWN_ACCOUNTS`; anything malformed
        is left out)."""
        found = []
        for part in (raw or "")[: 40 * KNOWN_ACCOUNTS].split("~")[:KNOWN_ACCOUNTS]:
            issued, dot, mac = part.partition(".")
            if dot and issued.isdigit() and len(issued) <= 12 and 0 <= now - int(issued) < KNOWN_SECONDS:
                found.append((int(issued), mac))
        return found

    def knows(self, raw: str | None, key: str, now: float) -> bool:
        """Whether the cookie ``raw`` proves a sign-in to the account of ``key`` within
        :data:`KNOWN_SECONDS` of ``now``."""
        return any(hmac.compare_digest(mac, self._mac(key, issued)) for issued, mac in self._entries(raw, now))

    def remember(self, raw: str | None, key: str, now: float) -> str:
        """The cookie after a sign-in to ``key`` at ``now``: that entry first, then the others'."""
        issued = int(now)
        others = [f"{i}.{mac}" for i, mac in self._entries(raw, now) if not hmac.compare_digest(mac, self._mac(key, i))]
        return "~".join([f"{issued}.{self._mac(key, issued)}", *others][:KNOWN_ACCOUNTS])


class Accounts:
    """Accounts and ratings for one server (see the module docstring)."""

    def __init__(self, service: Callable[[], TableService], env: dict[str, str] | None = None) -> None:
        import os

        env = dict(os.environ) if env is None else env
        self.service = service

        # With the server's other limits (server/limits.py), so that the abuse suite runs with
        # their production values too. Failures are counted per address, per name and address, and
        # per name from anywhere (a password is not guessed by spreading the tries over many
        # addresses) — the last not for a browser known to the account, so that strangers' failures
        # never lock its owner out (issue #34).
        limits = Limits.from_env(env)
        self.env = env
        self.signups = PerAddress(*limits.account_rate)
        self.failed_by_address = PerAddress(*limits.login_rate)
        self.failed_by_pair = PerAddress(*limits.login_pair_rate)
        self.failed_by_name = PerAddress(*limits.login_name_rate)
        self.login_at_once = limits.login_at_once
        self.login_name_at_once = limits.login_name_at_once
        self.checking_by_address: Counter[str] = Counter()
        self.checking_by_name: Counter[str] = Counter()
        self.hashing = HashQueue(HASHING, limits.hash_queue, self._hash_metrics)
        self.failed_since: dict[str, int] = {}
        """Wrong passwords given for each account (its name key) since its last sign-in, told at
        the next one. Kept in memory, by this process: a restart forgets them (counting them in the
        database would need a column)."""
        self._known: KnownBrowsers | None = None
        self._refused_told = 0
        self._skeletons: bool | None = None
        self._swept = time.monotonic()
        self._seat_locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()
        rated_options = env.get("DOMINOHALL_RATED_OPTIONS", "").strip() or RATED_OPTIONS[0]
        if rated_options not in RATED_OPTIONS:
            raise BoundsError(
                "DOMINOHALL_RATED_OPTIONS", f"DOMINOHALL_RATED_OPTIONS is fitted or any, not {rated_options[:40]!r}"
            )
        self.any_rated_options = rated_options == "any"
        self.seat_checks: list[Callable[[str, int, int], Awaitable[None]]] = []
        """Checks of an account sitting down at a seat (table, seat, account) that raise
        :class:`ProtocolError` to refuse it, added by the parts that have a say (server/social.py: a
        blocked pair is never seated together)."""
        self.profile_parts: list[Callable[[Request, str], Awaitable[dict[str, Any]]]] = []
        """What other parts add to a player's page (request, the name's key), likewise (server/social.py:
        their running matches and follows)."""

    # ---- helpers ------------------------------------------------------------------------------
    async def _db(self, fn: Callable[..., Any], *args: Any) -> Any:
        service = self.service()
        return await service.db(fn, service.store.engine, *args)

    async def _hash(self, password: str) -> str:
        return str(await self.hashing.run(_hasher().hash, password))

    async def _check(self, hashed: str | None, password: str) -> bool:
        return bool(await self.hashing.run(_verify, hashed, password))

    def _hash_metrics(self, queue: HashQueue) -> None:
        with contextlib.suppress(Exception):  # no service yet (a test's Accounts): nothing to report to
            metrics = self.service().metrics
            metrics.hash_queue.set(queue.admitted)
            metrics.hash_queue_peak.set(queue.peak)
            if queue.refused > self._refused_told:
                metrics.hashes_refused.inc(queue.refused - self._refused_told)
                self._refused_told = queue.refused

    def known(self) -> KnownBrowsers:
        """The known-browser cookies' key: from the cluster's secret if there is one (several
        processes share it), else random for this process (see :class:`KnownBrowsers`)."""
        if self._known is None:
            cluster = getattr(self.service(), "cluster", None)
            secret = cluster.secret if cluster is not None else self.env.get("DOMINOHALL_CLUSTER_SECRET", "")
            self._known = KnownBrowsers(secret if len(secret) >= 16 else None)
        return self._known

    async def account(self, connection: HTTPConnection) -> tuple[int, str] | tuple[None, None]:
        """The account a request or WebSocket is signed in to, or ``(None, None)``: a request with a
        token's, once :class:`~dominohall.server.tokens.BearerGate` checked it (and its scope)."""
        bearer = connection.scope.get("dominohall.bearer")
        if bearer is not None:
            return bearer[0], bearer[1]
        hashed = sessions.cookie_hash(connection)
        if hashed is None:
            return None, None
        found: tuple[int, str] | tuple[None, None] = await self._db(sessions.session_account, hashed, time.time())
        return found

    def _sweep(self) -> None:
        now = time.monotonic()
        if now - self._swept > 30:
            self._swept = now
            for book in (self.signups, self.failed_by_address, self.failed_by_pair, self.failed_by_name):
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

    def _signed_in(self, name: str, key: str, token: str, request: Request, status: int, **also: Any) -> Response:
        response = JSONResponse({"name": name, **also}, status_code=status, headers={"cache-control": "no-store"})
        secure = request.url.scheme == "https"
        sessions.set_cookie(response, token, secure)
        known = self.known().remember(request.cookies.get(KNOWN_COOKIE), key, time.time())
        response.set_cookie(
            KNOWN_COOKIE,
            known,
            max_age=int(KNOWN_SECONDS),
            path="/api/session",
            httponly=True,
            samesite="lax",
            secure=secure,
        )
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

        counted: float | None = None
        address = address_of(request.client)
        try:
            data = await self._body(request)
            if set(data) - {"name", "password"}:
                raise ProtocolError("bad_message", 'the body is {"name": …, "password": …}')
            name, key = account_name(data.get("name"))
            password = password_of(data.get("password"))
            self._sweep()
            now = time.monotonic()
            if not self.signups.allow(address, now):
                count, seconds = self.signups.count, self.signups.seconds
                raise ProtocolError(
                    "rate_limited",
                    f"at most {count} accounts from one address in {seconds:g} s",
                    retry_after=self.signups.retry_after(address, now),
                )
            counted = now
            # A name taken, or too like one, is refused before its password is hashed (no argon2
            # work for an answer the database gives at once); the insert still settles a race.
            if await self._db(adb.find_account, key) is not None:
                raise ProtocolError("name_taken", f"the name {name!r} is taken", field="name")
            skeleton = name_skeleton(name) if await self._skeletons_stored() else None
            if skeleton is not None:
                similar = await self._db(adb.similar_name_taken, skeleton)
                if similar is not None:
                    raise ProtocolError(
                        "similar_name",
                        f"the name {name!r} looks too much like {similar!r}, which is taken: choose another",
                        field="name",
                    )
            hashed = await self._hash(password)
            made = await self._db(adb.create_account, name, key, hashed, time.time(), skeleton)
            if made is None:
                raise ProtocolError("name_taken", f"the name {name!r} is taken", field="name")
            token = await self._new_session(made, request)
        except ProtocolError as exc:
            if counted is not None and exc.code in ("name_taken", "similar_name", "busy"):
                self.signups.refund(address, counted)  # nothing was made: it does not count
            return _error(exc)
        log.info("account %d made", made)
        return self._signed_in(name, key, token, request, 201)

    async def _skeletons_stored(self) -> bool:
        """Whether the database keeps names' skeletons (``accounts.name_skeleton``): the look-alike
        check needs them. Asked once; a database without the column (before its migration) is
        served without the check, and the log says so once."""
        if self._skeletons is None:
            self._skeletons = bool(await self._db(adb.skeletons_stored))
            if not self._skeletons:
                log.warning("look-alike names are not refused: the database has no accounts.name_skeleton yet")
        return self._skeletons

    async def sign_in(self, request: Request) -> Response:
        """``POST /api/session``. Every attempt counts against the limits when it is taken in,
        before its password is hashed (a right one is given back), so attempts sent at once are
        judged no further than the limits allow; attempts in flight are capped per address and per
        name, and the hashing itself is bounded (:class:`HashQueue`). A browser known to the
        account (:class:`KnownBrowsers`) is not held to the limit of the name from anywhere."""
        from dominohall.server.gate import address_of

        counted: list[tuple[PerAddress, object]] = []
        wrong = False
        now = time.monotonic()
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
            known = bool(key) and self.known().knows(request.cookies.get(KNOWN_COOKIE), key, time.time())
            books: list[tuple[PerAddress, object]] = [
                (self.failed_by_address, address),
                (self.failed_by_pair, (key, address)),
            ]
            if key:
                books.append((self.failed_by_name, key))
            for book, what in books:
                if book is self.failed_by_name and known:
                    continue  # strangers' failures never lock out a browser that signed in here before
                wait = book.retry_after(what, now)
                if wait > 0:
                    raise ProtocolError("rate_limited", "too many failed sign-ins: wait a while", retry_after=wait)
            if self.checking_by_address[address] >= self.login_at_once or (
                key and self.checking_by_name[key] >= self.login_name_at_once
            ):
                raise ProtocolError(
                    "rate_limited",
                    "a sign-in of this name or from this address is being checked: wait for its answer",
                    retry_after=1,
                )
            # Counted now, before any await: attempts that arrive together cannot all pass the check.
            counted = [(book, what) for book, what in books if book.allow(what, now)]
            self.checking_by_address[address] += 1
            if key:
                self.checking_by_name[key] += 1
            try:
                found = await self._db(adb.find_account, key) if key else None
                good = await self._check(found[2] if found else None, raw_password)
            finally:
                for checking, what in ((self.checking_by_address, address), (self.checking_by_name, key)):
                    if what in checking:  # (no name: not counted by name)
                        checking[what] -= 1
                        if checking[what] <= 0:
                            del checking[what]
            if found is None or not good:
                wrong = True
                if found is not None:
                    self.failed_since[key] = self.failed_since.get(key, 0) + 1
                    if len(self.failed_since) > FAILED_KEPT:
                        del self.failed_since[next(iter(self.failed_since))]
                raise ProtocolError("bad_login", "the name or the password is wrong")
            account_id, name, hashed = found
            if _hasher().check_needs_rehash(hashed):
                with contextlib.suppress(ProtocolError):  # busy: rehashed at a later sign-in
                    await self._db(adb.set_password, account_id, await self._hash(raw_password))
            token = await self._new_session(account_id, request)
            failed = self.failed_since.pop(key, 0)
        except ProtocolError as exc:
            return _error(exc)
        finally:
            if not wrong:  # right, or never judged (busy, an error): the attempt does not count
                for book, what in counted:
                    book.refund(what, now)
        return self._signed_in(name, key, token, request, 200, failed_sign_ins=failed)

    async def sign_out(self, request: Request) -> Response:
        hashed = sessions.cookie_hash(request)
        if hashed is not None:
            await self._db(sessions.end_session, hashed)
        response = Response(status_code=204)
        sessions.clear_cookie(response, request.url.scheme == "https")
        return response

    async def whoami(self, request: Request) -> Response:
        _id, name = await self.account(request)
        if name is None:
            return JSONResponse({"name": None}, headers={"cache-control": "no-store"})
        # Wrong passwords given for this account since its last sign-in (from anywhere, this process).
        try:
            failed = self.failed_since.get(account_name(name)[1], 0)
        except ProtocolError:  # a name stored before today's rules: nothing was counted under it
            failed = 0
        return JSONResponse({"name": name, "failed_sign_ins": failed}, headers={"cache-control": "no-store"})

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
                if live.table.config.rated:
                    # A token proves a link, not a person: the creator of a table holds every
                    # seat's, and a rematch's asker the others'. A rated seat is bound only by its
                    # person signing in at the table, through every check of before_join (#34).
                    refused.append(
                        {"table": table_id, "reason": "a seat of a rated table is taken by signing in at the table"}
                    )
                    continue
                owner = await self._db(adb.bind_seat, table_id, seat, account_id, None, time.time())
                if owner == account_id:
                    claimed.append({"table": table_id, "seat": seat})
                elif owner is None:
                    refused.append({"table": table_id, "reason": "your account holds another seat of this table"})
                else:
                    refused.append({"table": table_id, "reason": "the seat belongs to another account"})
        except ProtocolError as exc:
            return _error(exc)
        return JSONResponse({"claimed": claimed, "refused": refused})

    async def take_seat(self, request: Request) -> Response:
        """``POST /api/tables/{table}/seat``: the signed-in account's seat at the table, with a new
        token of it, so that the account plays its seat on any device (a mail's bare ``/t/{table}``
        link opened on a phone, issue #35). The seat's other tokens keep working (another device is
        not signed out); a seat keeps at most ``store.SEAT_LINKS`` such tokens, the oldest dropped,
        stored as their SHA-256 like its first. Refused with ``sign_in`` (401), ``not_found``
        (404: no such table) or ``not_seated`` (403: no seat there is the account's)."""
        try:
            account_id, _name = await self.account(request)
            if account_id is None:
                raise ProtocolError("sign_in", "sign in to take your seat", field="table")
            table_id = request.path_params["table"]
            service = self.service()
            live = await service.get(table_id)
            if live is None:
                raise ProtocolError("not_found", "no such table", field="table")
            mine = [o.seat for o in (await self._db(adb.owners, table_id)).values() if o.account_id == account_id]
            if not mine:
                raise ProtocolError("not_seated", "no seat of this table belongs to your account", field="table")
            seat = mine[0]
            token = secrets.token_urlsafe(18)
            hashed = hashlib.sha256(token.encode("utf-8")).hexdigest()
            links = await service.db(service.store.add_seat_link, table_id, seat, hashed, time.time())
            live.table.set_links(seat, links)
        except ProtocolError as exc:
            return _error(exc)
        return JSONResponse({"table": table_id, "seat": seat, "token": token})

    _page = staticmethod(page("player.html"))

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
        try:
            for part in self.profile_parts:
                found.update(await part(request, key))
        except ProtocolError as exc:
            return _error(exc)
        return JSONResponse(found, headers={"cache-control": "no-store"})

    async def player_page(self, request: Request) -> Response:
        """``GET /players/{name}``: the player page, answered ``404`` for a name no account has, so
        that a link checker, a search engine or a script can tell a missing player from a page;
        the page itself says so in words (player.js). A busy page reader serves the page as found:
        its script asks again and says what it finds."""
        served = await self._page(request)
        try:
            key = account_name(request.path_params["name"])[1]
            known = await self._read(adb.find_account, key) is not None
        except ProtocolError as exc:
            known = exc.code == "busy"
        if not known:
            served.status_code = 404
        return served

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
            Route("/api/tables/{table}/seat", on(Accounts.take_seat), methods=["POST"]),
            Route("/api/players/{name}", on(Accounts.player)),
            Route("/api/leaderboard/{variant}", on(Accounts.leaderboard)),
            Route("/api/tables/{table}/ratings", on(Accounts.table_ratings)),
            Route("/players/{name}", on(Accounts.player_page)),
            Route("/leaderboard/{variant}", page("leaderboard.html")),
        ]

    # ---- hooks --------------------------------------------------------------------------------
    async def check_table(self, request: Request, wanted: TableRequest) -> Response | None:
        """Before ``POST /api/tables``: a rated table is made only by someone signed in, with no
        chosen seed (it would tell every hand), not open to the lobby, with at least one person's
        seat and only bots whose ratings are measured (the variant's anchors). The answer if not."""
        if not wanted.rated and wanted.pace_hours is None:
            return None
        account_id, _name = await self.account(request)
        if account_id is None and wanted.pace_hours is not None:
            # its people come back over days by their accounts (and are told when it is their turn)
            return _error(ProtocolError("sign_in", "sign in to make a turn-based table", field="pace"))
        if not wanted.rated:
            return None
        try:
            self.check_rated(account_id, wanted)
        except ProtocolError as exc:
            return _error(exc)
        return None

    def check_rated(self, account_id: int | None, wanted: TableRequest) -> None:
        """The checks of a rated table, made by ``account_id``: by ``POST /api/tables`` and by a
        rematch alike (raises :class:`ProtocolError`)."""
        cls = VARIANTS[wanted.variant]
        if account_id is None:
            raise ProtocolError("sign_in", "sign in to make a rated table")
        if not self.any_rated_options:
            unfitted = unfitted_option(cls, wanted.options)
            if unfitted is not None:
                raise unfitted
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

    async def before_join(
        self, table_id: str, token: str | None, connection: HTTPConnection, address: str
    ) -> int | None:
        """Before a connection sits down: a signed-in person's seat becomes their account's; at a
        rated table a seat that belongs to nobody yet is taken only by a signed-in account that
        holds no other seat there, from an address that holds no other seat there (refused with
        ``sign_in``, ``same_account`` or ``same_address``), and a seat that belongs to an account
        only by a connection signed in to it (``not_yours``: a seat's token is a link, which its
        table's creator holds too). Returns the account the connection is signed in to (at a rated
        table: the seat's), or ``None``."""
        if token is None:
            return None
        service = self.service()
        live = service.live.get(table_id)
        if live is None:
            found = await service.get(table_id) if len(table_id) <= 32 else None
            if found is None:
                return None  # the join says why
            live = found
        seat = live.table.seat_of_token(token)
        if seat is None or live.table.initial[seat].kind != "human":
            return None
        account_id, _name = await self.account(connection)
        if account_id is not None and not live.table.is_over:
            for check in self.seat_checks:
                await check(table_id, seat, account_id)
            if not live.table.outside_bots:
                from dominohall.server.tokens import is_bot, refuse_bots

                if await self._db(is_bot, account_id):
                    raise refuse_bots("token")
        if not live.table.config.rated:
            turn_based = live.table.turn_based and not live.table.is_over
            if turn_based and account_id is None:
                raise ProtocolError("sign_in", "sign in to sit at a turn-based table", field="token")
            if account_id is not None and not live.table.is_over:
                owner = await self._db(adb.bind_seat, table_id, seat, account_id, None, time.time())
                if turn_based and owner != account_id:
                    # the seat is a person's across days: their link opened by another account is theirs still
                    raise ProtocolError(
                        "not_yours" if owner is not None else "same_account",
                        "this seat of a turn-based table belongs to another account"
                        if owner is not None
                        else "your account holds another seat at this table",
                        field="token",
                    )
            return account_id
        lock = self._seat_locks.get(table_id)
        if lock is None:
            lock = self._seat_locks[table_id] = asyncio.Lock()
        async with lock:  # two people sitting down at once are checked one after the other
            owners: dict[int, adb.SeatOwner] = await self._db(adb.owners, table_id)
            if account_id is None:
                raise ProtocolError("sign_in", "sign in to sit at a rated table", field="token")
            if seat in owners:
                if owners[seat].account_id != account_id:
                    raise ProtocolError(
                        "not_yours",
                        "this seat of a rated table belongs to another account: sign in to it to play it",
                        field="token",
                    )
                if live.table.seats[seat].account is None:  # bound, but the process died before it was shown
                    await self._show_account(live, seat, account_id)
                return account_id
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
            if owner != account_id:  # bound meanwhile by another process (or to another seat): not this one's
                raise ProtocolError(
                    "not_yours", "this seat of a rated table was just taken by another account", field="token"
                )
            await self._show_account(live, seat, owner)
            return account_id

    async def _show_account(self, live: LiveTable, seat: int, account_id: int) -> None:
        """The ``account`` action: the seat's account and its rating, shown in the badges."""
        table = live.table
        cls = table.match.variant
        found = await self._db(adb.skills, [account_id], cls.name)
        name = await self._db(_account_name, account_id)
        skill, games = found.get(account_id, (None, 0))
        # a new account: the starting rating, marked provisional ("1500?"), not no rating at all
        rating = str(round(cls.rating.mu if skill is None else skill.mu))
        provisional = skill is None or shown(skill, games, cls.rating)["provisional"]
        from dominohall.server.tokens import is_bot

        bot = await self._db(is_bot, account_id)
        data = f"{rating}:{'p' if provisional else ''}{'b' if bot else ''}:{name}"
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
        if table.aborted_at is not None:
            return None  # called off before anyone's second move: nothing is rated
        if match.result is not None:
            ranks = team_ranks(match.result, match.standing.values(), teams, match.standing.better)
            ranks = after_resignations(ranks, teams, table.resigned)
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
