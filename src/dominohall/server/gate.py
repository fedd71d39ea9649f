"""What every request passes before a route: the :class:`Gate` (host and origin), the security
headers, and the shape of an HTTP error (:func:`error`) with the address it is counted against
(:func:`address_of`). Assembled around the routes by :class:`~dominohall.server.app.Hall`."""

from __future__ import annotations

import hmac
import logging
from typing import Any, Final

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from dominohall.server.protocol import ProtocolError

OPEN_PATHS: Final = ("/healthz", "/readyz", "/metrics")
"""The probes (server/health.py): answered whatever the request's ``Host``."""

log = logging.getLogger("dominohall.server")

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
REFUSAL_STATUS: Final = {
    **LIMIT_STATUS,
    "sign_in": 401,
    "forbidden": 403,
    "blocked": 403,
    "no_bots": 403,
    "not_found": 404,
    "timeout": 408,
    "taken": 409,
    "on_vacation": 409,
    "mail_off": 409,
    "too_large": 413,
    "bad_content_type": 415,
}
"""The HTTP status of each refusal's code an HTTP route answers with (any other: 400)."""


def refused(exc: ProtocolError) -> JSONResponse:
    """A :class:`ProtocolError` as the HTTP answer of a route (:data:`REFUSAL_STATUS`)."""
    return error(REFUSAL_STATUS.get(exc.code, 400), exc.code, exc.message, exc.field, exc.retry_after)


def address_of(scope_client: Any) -> str:
    """The address a request or WebSocket comes from (the peer's, or the one a trusted proxy gave:
    ``DOMINOHALL_FORWARDED_ALLOW_IPS``), the key of every per-address limit."""
    return str(scope_client.host) if scope_client is not None else "?"
