"""Personal API tokens and bot accounts (issue #41; docs/protocol.md, Programs at the table).

- **Tokens.** A signed-in person makes tokens (``POST /api/account/tokens`` with a name and scopes
  from :data:`SCOPES`), lists them (``GET``: never the secret again) and revokes them (``DELETE
  /api/account/tokens/{id}``). The secret is shown once; the database keeps its SHA-256 (a copy of
  the database opens nothing). At most :data:`TOKENS_MAX` an account. These routes take the session
  cookie only: a token cannot make or revoke tokens, nor make its account a bot.
- **Bearer.** A request to ``/api/…`` with ``Authorization: Bearer T`` is the token's account's, if
  the token holds a scope the route asks (:func:`scopes_for`); :class:`BearerGate` checks it before
  any route, so every call is checked, and refuses an unknown or revoked token (401 ``bad_token``)
  and a missing scope (403 ``missing_scope``, naming it). The same per-address limits apply as to any
  request (the gate passes them nothing new).
- **Bot accounts.** ``POST /api/account/bot`` turns the signed-in account into a bot account: for
  good (a bot's games are a program's), and only before it played a rated game (its ratings would be
  a person's). It is marked ``bot`` on its player's page and at ``GET /api/bots`` (with its owner
  and its ratings), and plays through ``/api/bot/…`` with a ``bot:play`` token.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Final

from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.engine import Engine
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route
from starlette.types import ASGIApp, Receive, Scope, Send

from dominohall.server.gate import error, refused
from dominohall.server.pages import page
from dominohall.server.protocol import ProtocolError
from dominohall.server.ratings import Skill, shown
from dominohall.server.state import KEY, running
from dominohall.server.store import accounts_t, api_tokens_t, ratings_t
from dominohall.variants import VARIANTS

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.state import Running

SCOPES: Final = ("play", "bot:play", "read")
"""``play``: a person's seat through the API (``/api/board/…``, challenges, tables); ``bot:play``: a
bot account's (``/api/bot/…``, challenges); ``read``: the API's reads (``GET``)."""
TOKENS_MAX: Final = 20
"""Tokens one account may hold at once (revoke one to make another)."""
TOKEN_PREFIX: Final = "dht_"
"""Every secret starts so: a leaked one is recognisable (secret scanners, logs)."""
NAME_MOST: Final = 40
IDLE_SECONDS: Final = 365 * 24 * 3600.0
"""A token not used for this long (or never, this long after it was made) expires: it is refused
and its row deleted (at its next use, or when its account lists or makes tokens)."""
USED_EVERY: Final = 60.0
"""``last_used`` is written at most this often for a token (not a write for every call)."""
BEARER_KEY: Final = "dominohall.bearer"
"""Where :class:`BearerGate` leaves the token's account in the request's scope: ``(id, name, scopes,
bot, the token's hash)``."""
COOKIE_ONLY: Final = ("/api/account/tokens", "/api/account/bot", "/api/session", "/api/accounts")
"""Paths a token never reaches: what makes or widens tokens, and the session's own."""


def token_hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def scopes_for(method: str, path: str) -> tuple[str, ...] | None:
    """The scopes that each let a token call ``method path`` (any one of them), or ``None`` if no
    token may (the cookie-only routes).

    >>> scopes_for("POST", "/api/bot/game/abc/move/1-2")
    ('bot:play',)
    >>> scopes_for("GET", "/api/stream/event"), scopes_for("GET", "/api/players/ann")
    (('bot:play', 'play'), ('read',))
    >>> scopes_for("POST", "/api/challenges/x/accept"), scopes_for("DELETE", "/api/account/tokens/x")
    (('bot:play', 'play'), None)
    """
    if any(path == p or path.startswith(p + "/") for p in COOKIE_ONLY):
        return None
    if path.startswith("/api/bot/"):
        return ("bot:play",)
    if path.startswith("/api/board/"):
        return ("play",)
    if path == "/api/stream/event" or path.startswith("/api/challenges"):
        return ("bot:play", "play") if method != "GET" or path == "/api/stream/event" else ("read", "bot:play", "play")
    if method in ("GET", "HEAD"):
        return ("read",)
    return ("play",)


def parse_scopes(raw: object) -> tuple[str, ...]:
    """A token's scopes as asked (a list of :data:`SCOPES`, at least one). Raises ``bad_message``
    naming ``scopes``."""
    if not isinstance(raw, list) or not raw or not all(isinstance(s, str) for s in raw):
        raise ProtocolError("bad_message", f"scopes is a list of some of {', '.join(SCOPES)}", field="scopes")
    unknown = [s for s in raw if s not in SCOPES]
    if unknown:
        raise ProtocolError(
            "bad_message", f"unknown scope {unknown[0][:40]!r}: the scopes are {', '.join(SCOPES)}", field="scopes"
        )
    return tuple(s for s in SCOPES if s in raw)


# ---- the database side ---------------------------------------------------------------------------
def _stale(now: float) -> Any:
    """The tokens expired at ``now`` (:data:`IDLE_SECONDS` since their last use or making)."""
    return func.coalesce(api_tokens_t.c.last_used, api_tokens_t.c.created) < now - IDLE_SECONDS


def make_token(
    engine: Engine, account_id: int, name: str, scopes: Iterable[str], hashed: str, now: float
) -> str | None:
    """Store a token: its id, or ``None`` if the account holds :data:`TOKENS_MAX` already."""
    token_id = secrets.token_urlsafe(9)
    with engine.begin() as db:
        db.execute(delete(api_tokens_t).where(api_tokens_t.c.account_id == account_id, _stale(now)))
        held = db.execute(
            select(func.count()).select_from(api_tokens_t).where(api_tokens_t.c.account_id == account_id)
        ).scalar_one()
        if held >= TOKENS_MAX:
            return None
        db.execute(
            insert(api_tokens_t).values(
                id=token_id,
                account_id=account_id,
                name=name,
                token_hash=hashed,
                scopes=" ".join(scopes),
                created=now,
            )
        )
    return token_id


def tokens_of(engine: Engine, account_id: int, now: float) -> list[dict[str, Any]]:
    with engine.begin() as db:
        db.execute(delete(api_tokens_t).where(api_tokens_t.c.account_id == account_id, _stale(now)))
        rows = db.execute(
            select(api_tokens_t).where(api_tokens_t.c.account_id == account_id).order_by(api_tokens_t.c.created)
        ).all()
    return [
        {"id": r.id, "name": r.name, "scopes": r.scopes.split(), "created": r.created, "last_used": r.last_used}
        for r in rows
    ]


def revoke(engine: Engine, account_id: int, token_id: str) -> bool:
    with engine.begin() as db:
        gone = db.execute(
            delete(api_tokens_t).where(api_tokens_t.c.id == token_id, api_tokens_t.c.account_id == account_id)
        ).rowcount
    return bool(gone)


def bearer_account(engine: Engine, hashed: str, now: float) -> tuple[int, str, tuple[str, ...], bool] | None:
    """The account of a token (id, name, scopes, whether it is a bot), or ``None`` (unknown or revoked)."""
    joined = api_tokens_t.join(accounts_t, accounts_t.c.id == api_tokens_t.c.account_id)
    with engine.connect() as db:
        row = db.execute(
            select(
                api_tokens_t.c.id,
                api_tokens_t.c.scopes,
                api_tokens_t.c.last_used,
                api_tokens_t.c.created,
                accounts_t.c.id.label("account_id"),
                accounts_t.c.name,
                accounts_t.c.bot_since,
            )
            .select_from(joined)
            .where(api_tokens_t.c.token_hash == hashed)
        ).first()
    if row is None:
        return None
    if float(row.last_used if row.last_used is not None else row.created) < now - IDLE_SECONDS:
        with engine.begin() as db:
            db.execute(delete(api_tokens_t).where(api_tokens_t.c.id == row.id))
        return None
    if row.last_used is None or now - float(row.last_used) > USED_EVERY:
        with engine.begin() as db:
            db.execute(update(api_tokens_t).where(api_tokens_t.c.id == row.id).values(last_used=now))
    return int(row.account_id), str(row.name), tuple(row.scopes.split()), row.bot_since is not None


def make_bot(engine: Engine, account_id: int, owner_id: int | None, now: float) -> str:
    """Turn an account into a bot account: ``made``, ``already`` (it is one) or ``rated`` (it has
    played a rated game: refused)."""
    with engine.begin() as db:
        row = db.execute(select(accounts_t.c.bot_since).where(accounts_t.c.id == account_id)).first()
        if row is not None and row.bot_since is not None:
            return "already"
        if db.execute(select(ratings_t.c.variant).where(ratings_t.c.account_id == account_id).limit(1)).first():
            return "rated"
        db.execute(update(accounts_t).where(accounts_t.c.id == account_id).values(bot_since=now, bot_owner=owner_id))
    return "made"


def is_bot(engine: Engine, account_id: int) -> bool:
    with engine.connect() as db:
        row = db.execute(select(accounts_t.c.bot_since).where(accounts_t.c.id == account_id)).first()
    return row is not None and row.bot_since is not None


def refuse_bots(field: str) -> ProtocolError:
    """The refusal of a bot account at a table whose creator refused outside bots (``outside_bots``
    false: no bot account is ever seated there)."""
    return ProtocolError("no_bots", "this table's creator refused bot accounts", field=field)


def bots(engine: Engine, most: int = 500) -> list[dict[str, Any]]:
    """Every bot account (the newest first, at most ``most``) with its owner's name and its ratings."""
    owner = accounts_t.alias("owner")
    joined = accounts_t.outerjoin(owner, owner.c.id == accounts_t.c.bot_owner)
    with engine.connect() as db:
        rows = db.execute(
            select(accounts_t.c.id, accounts_t.c.name, accounts_t.c.bot_since, owner.c.name.label("owner"))
            .select_from(joined)
            .where(accounts_t.c.bot_since.is_not(None))
            .order_by(accounts_t.c.bot_since.desc())
            .limit(most)
        ).all()
        ids = [int(r.id) for r in rows]
        ratings = db.execute(select(ratings_t).where(ratings_t.c.account_id.in_(ids))).all() if ids else []
    by_account: dict[int, dict[str, Any]] = {}
    for r in ratings:
        cls = VARIANTS.get(r.variant)
        if cls is not None:
            skill = Skill(float(r.mu), float(r.sigma))
            by_account.setdefault(int(r.account_id), {})[r.variant] = shown(skill, int(r.games), cls.rating)
    return [
        {"name": r.name, "bot": True, "owner": r.owner, "since": r.bot_since, "ratings": by_account.get(int(r.id), {})}
        for r in rows
    ]


# ---- the gate ------------------------------------------------------------------------------------
class BearerGate:
    """Checks ``Authorization: Bearer`` on every API request before its route (see the module
    docstring); a request without it passes untouched (the session cookie, or nobody)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/api/"):
            await self.app(scope, receive, send)
            return
        raw = next((v for k, v in scope["headers"] if k == b"authorization"), None)
        if raw is None:
            await self.app(scope, receive, send)
            return
        answer = await self._check(scope, raw.decode("latin-1"))
        if answer is not None:
            await answer(scope, receive, send)
            return
        await self.app(scope, receive, send)

    async def _check(self, scope: Scope, header: str) -> Response | None:
        kind, _, secret = header.strip().partition(" ")
        secret = secret.strip()
        if kind.lower() != "bearer" or not secret.startswith(TOKEN_PREFIX) or len(secret) > 100:
            return error(
                401, "bad_token", "Authorization is 'Bearer' and a token made on your account page", "authorization"
            )
        wanted = scopes_for(scope["method"], scope["path"])
        if wanted is None:
            return error(403, "cookie_only", "tokens cannot be used here: sign in", "authorization")
        found_running: Running | None = (scope.get("state") or {}).get(KEY)
        if found_running is None:  # pragma: no cover - the lifespan has not started
            return error(503, "busy", "the server is starting")
        service = found_running.service
        try:
            found = await service.db(bearer_account, service.store.engine, token_hash(secret), time.time())
        except ProtocolError as exc:
            return refused(exc)
        if found is None:
            return error(401, "bad_token", "this token is unknown or was revoked", "authorization")
        account_id, name, scopes, bot = found
        if not any(s in scopes for s in wanted):
            return error(
                403,
                "missing_scope",
                f"this call needs a token with the scope {' or '.join(wanted)}",
                "authorization",
            )
        scope[BEARER_KEY] = (account_id, name, scopes, bot, token_hash(secret))
        return None


# ---- the routes ----------------------------------------------------------------------------------
async def _me(request: Request) -> int:
    if BEARER_KEY in request.scope:  # pragma: no cover - the gate refuses tokens on these routes
        raise ProtocolError("cookie_only", "tokens cannot be used here: sign in", field="authorization")
    account_id, _name = await running(request).accounts.account(request)
    if account_id is None:
        raise ProtocolError("sign_in", "sign in first")
    return account_id


async def create(request: Request) -> Response:
    run = running(request)
    try:
        me = await _me(request)
        data = await run.accounts._body(request)
        extra = sorted(set(data) - {"name", "scopes"})
        if extra:
            raise ProtocolError("bad_message", 'the body is {"name": text, "scopes": [...]}', field=extra[0][:40])
        name = data.get("name")
        if not isinstance(name, str) or not (1 <= len(name.strip()) <= NAME_MOST) or not name.isprintable():
            raise ProtocolError("bad_message", f"name is 1 to {NAME_MOST} printable characters", field="name")
        scopes = parse_scopes(data.get("scopes"))
        secret = TOKEN_PREFIX + secrets.token_urlsafe(32)
        service = run.service
        made = await service.db(
            make_token, service.store.engine, me, name.strip(), scopes, token_hash(secret), time.time()
        )
        if made is None:
            raise ProtocolError("too_many", f"at most {TOKENS_MAX} tokens: revoke one first", field="name")
    except ProtocolError as exc:
        return refused(exc)
    return JSONResponse(
        {"id": made, "name": name.strip(), "scopes": list(scopes), "token": secret},
        status_code=201,
        headers={"cache-control": "no-store"},  # the secret, shown this once
    )


async def listing(request: Request) -> Response:
    run = running(request)
    try:
        me = await _me(request)
        found = await run.service.db(tokens_of, run.service.store.engine, me, time.time())
    except ProtocolError as exc:
        return refused(exc)
    return JSONResponse({"tokens": found, "limit": TOKENS_MAX}, headers={"cache-control": "no-store"})


async def remove(request: Request) -> Response:
    run = running(request)
    token_id = request.path_params["id"][:16]
    try:
        me = await _me(request)
        if not await run.service.db(revoke, run.service.store.engine, me, token_id):
            raise ProtocolError("not_found", "you have no token of that id", field="id")
    except ProtocolError as exc:
        return refused(exc)
    return JSONResponse({"id": token_id, "revoked": True})


async def become_bot(request: Request) -> Response:
    """``POST /api/account/bot`` (``{"owner": name}`` or ``{}``): see the module docstring."""
    from dominohall.server.accounts import account_name
    from dominohall.server.social import account_by_key

    run = running(request)
    service = run.service
    try:
        me = await _me(request)
        data = await run.accounts._body(request)
        if set(data) - {"owner"}:
            raise ProtocolError("bad_message", 'the body is {"owner": the name of the account that runs the bot}')
        owner_id: int | None = None
        if data.get("owner") is not None:
            found = await service.db(account_by_key, service.store.engine, account_name(data["owner"])[1])
            if found is None:
                raise ProtocolError("not_found", "there is no account of that name", field="owner")
            owner_id = found[0]
        done = await service.db(make_bot, service.store.engine, me, owner_id, time.time())
        if done == "rated":
            raise ProtocolError(
                "rated", "an account that has played a rated game cannot become a bot account", field="account"
            )
    except ProtocolError as exc:
        return refused(exc)
    return JSONResponse({"bot": True, "already": done == "already"})


async def bot_list(request: Request) -> Response:
    service = running(request).service
    try:
        found = await service.reads.read(bots, service.store.engine)
    except ProtocolError as exc:
        return refused(exc)
    return JSONResponse({"bots": found})


def routes() -> list[BaseRoute]:
    return [
        Route("/api/account/tokens", create, methods=["POST"]),
        Route("/api/account/tokens", listing, methods=["GET"]),
        Route("/api/account/tokens/{id}", remove, methods=["DELETE"]),
        Route("/api/account/bot", become_bot, methods=["POST"]),
        Route("/api/bots", bot_list),
        Route("/bots", page("bots.html")),
    ]
