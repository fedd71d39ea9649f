"""Signed-in browsers: a session is a random cookie whose SHA-256 the database keeps, with the
account it signs in and when it expires (docs/accounts.md).

The cookie is ``HttpOnly`` (no script reads it, so a script injected into a page cannot steal it),
``SameSite=Lax`` (another site's page cannot send it with a form or a fetch that changes anything;
the Origin checks of :class:`~dominohall.server.gate.Gate` refuse those anyway), ``Secure`` when the
page was served over https, and ``Path=/``. A new one is made at every sign-in and sign-up, and a
cookie the server did not make signs nobody in (session fixation: a visitor who plants a cookie in
another's browser has planted nothing the database knows). An account keeps at most
:data:`PER_ACCOUNT` sessions (the oldest goes), each for :data:`SESSION_SECONDS`.

>>> from dominohall.server.store import Store
>>> store = Store("sqlite://")
>>> from dominohall.server.accounts_db import create_account
>>> account = create_account(store.engine, "Ann", "ann", "hash", 0.0)
>>> token = new_token()
>>> start_session(store.engine, account, token_hash(token), 100.0)
>>> session_account(store.engine, token_hash(token), 200.0)
(1, 'Ann')
>>> session_account(store.engine, token_hash(token), 100.0 + SESSION_SECONDS), session_account(store.engine, "x", 200.0)
((None, None), (None, None))
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Final

from sqlalchemy import delete, select
from sqlalchemy.engine import Engine
from starlette.requests import HTTPConnection
from starlette.responses import Response

from dominohall.server.store import accounts_t, sessions_t

COOKIE: Final = "dominohall_session"
SESSION_SECONDS: Final = 30 * 24 * 3600.0
"""How long a session lasts after sign-in."""
PER_ACCOUNT: Final = 10
"""Sessions one account keeps at once (browsers signed in); a new one beyond it ends the oldest."""
TOKEN_CHARACTERS: Final = 43
"""A session token's length (``secrets.token_urlsafe(32)``: 256 random bits)."""


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def cookie_hash(connection: HTTPConnection) -> str | None:
    """The hash of the request's session cookie, if it carries one that could be ours."""
    token = connection.cookies.get(COOKIE, "")
    if len(token) != TOKEN_CHARACTERS or not token.isascii() or not token.replace("-", "").replace("_", "").isalnum():
        return None
    return token_hash(token)


def start_session(engine: Engine, account_id: int, hashed: str, now: float) -> None:
    """A new session of ``account_id``; the account's expired ones, and its oldest beyond
    :data:`PER_ACCOUNT`, end."""
    with engine.begin() as db:
        db.execute(delete(sessions_t).where(sessions_t.c.account_id == account_id, sessions_t.c.expires <= now))
        kept = db.execute(
            select(sessions_t.c.token_hash)
            .where(sessions_t.c.account_id == account_id)
            .order_by(sessions_t.c.created.desc(), sessions_t.c.token_hash)
        ).scalars()
        old = list(kept)[PER_ACCOUNT - 1 :]
        if old:
            db.execute(delete(sessions_t).where(sessions_t.c.token_hash.in_(old)))
        db.execute(
            sessions_t.insert().values(
                token_hash=hashed, account_id=account_id, created=now, expires=now + SESSION_SECONDS
            )
        )


def session_account(engine: Engine, hashed: str, now: float) -> tuple[int, str] | tuple[None, None]:
    """The account (id, name) a session signs in, or ``(None, None)`` (unknown or expired)."""
    with engine.connect() as db:
        row = db.execute(
            select(accounts_t.c.id, accounts_t.c.name)
            .select_from(sessions_t.join(accounts_t, accounts_t.c.id == sessions_t.c.account_id))
            .where(sessions_t.c.token_hash == hashed, sessions_t.c.expires > now)
        ).first()
    return (None, None) if row is None else (int(row.id), str(row.name))


def end_session(engine: Engine, hashed: str) -> None:
    with engine.begin() as db:
        db.execute(delete(sessions_t).where(sessions_t.c.token_hash == hashed))


def set_cookie(response: Response, token: str, secure: bool) -> None:
    response.set_cookie(
        COOKIE, token, max_age=int(SESSION_SECONDS), path="/", httponly=True, samesite="lax", secure=secure
    )


def clear_cookie(response: Response, secure: bool) -> None:
    response.delete_cookie(COOKIE, path="/", httponly=True, samesite="lax", secure=secure)
