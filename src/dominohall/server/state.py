"""What the running server holds, made by the app's lifespan (:func:`~dominohall.server.app.lifespan`)
and found by every handler in its request's or WebSocket's state (Starlette's lifespan state: the
mapping the lifespan yields is given to each request), not in closures: :func:`running`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final, TypeVar

from starlette.requests import HTTPConnection, Request
from starlette.responses import Response

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.accounts import Accounts
    from dominohall.server.analysis import AnalysisWorker
    from dominohall.server.health import Health
    from dominohall.server.service import Cluster, TableService

KEY: Final = "running"
"""The key of :class:`Running` in the lifespan's state."""


@dataclass(frozen=True, slots=True)
class Settings:
    """What ``create_app`` was told (or read from the environment): the lifespan starts from it."""

    database_url: str
    bot_delay: float | None = None
    away_seconds: float | None = None
    rate: tuple[int, float] | None = None
    cluster: Cluster | None = None
    grace: float = 0.0
    """Seconds a draining process gives its connections (``DOMINOHALL_DRAIN_SECONDS``)."""


@dataclass(frozen=True, slots=True)
class Running:
    """The server's state while it runs: its tables (the service, with its store, limits and worker
    pool), the post-game analyses, accounts, and the probes."""

    settings: Settings
    service: TableService
    analyses: AnalysisWorker
    accounts: Accounts
    health: Health
    parts: Mapping[type, object] = field(default_factory=dict)
    """The optional parts (the games page, the opponents, vacations, seeks, chat, mail: each module's
    own class), found by their class (:func:`part`): this module names none of them, so that each part
    may find itself here without this module depending on every part."""


def running(connection: HTTPConnection) -> Running:
    """The running server a request or WebSocket reaches (its lifespan's state)."""
    found = getattr(connection.state, KEY)
    assert isinstance(found, Running)
    return found


P = TypeVar("P")


def part(connection: HTTPConnection, kind: type[P]) -> P | None:
    """The running server's part of class ``kind`` (made once by the lifespan), or ``None`` where
    this server runs none."""
    found = running(connection).parts.get(kind)
    return found if isinstance(found, kind) else None


def of_part(
    kind: type[P],
    method: Callable[[P, Request], Awaitable[Response]],
    absent: Callable[[], Response] | None = None,
) -> Callable[[Request], Awaitable[Response]]:
    """A route's endpoint calling ``method`` (an unbound method of an optional part, e.g.
    ``of_part(Chat, Chat.add_mute)``) on the running server's part of class ``kind``.

    A part's routes are mounted only where the lifespan makes the part, so it is there; a part that
    may be off while its routes stay (the mail, without an SMTP server) answers ``absent()`` then."""

    async def endpoint(request: Request) -> Response:
        found = part(request, kind)
        if found is None:
            if absent is None:
                raise LookupError(f"{kind.__name__} runs nowhere in this server, yet its route was mounted")
            return absent()
        return await method(found, request)

    return endpoint


def of_state(
    pick: Callable[[Running], object], method: Callable[..., Awaitable[Response]]
) -> Callable[[Request], Awaitable[Response]]:
    """A route's endpoint calling ``method`` (an unbound method of a part made by the lifespan,
    :class:`~dominohall.server.accounts.Accounts` or :class:`~dominohall.server.health.Health`) on the
    part ``pick`` finds in the request's state."""

    async def endpoint(request: Request) -> Response:
        return await method(pick(running(request)), request)

    return endpoint
