"""How often a signed-in account (or an address) may ask one part of the server for something: each
part keeps its windows (:class:`~dominohall.server.limits.PerAddress`, one per kind of request) in a
:class:`Quotas`, which refuses a request past its window and forgets the idle keys now and then.
Shared by the opponents, vacations, seeks, chat and mail (docs/server.md, Limits)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Final

from dominohall.server.limits import PerAddress
from dominohall.server.protocol import ProtocolError

if TYPE_CHECKING:  # pragma: no cover
    from starlette.requests import Request

    from dominohall.server.accounts import Accounts
    from dominohall.server.limits import Limits

SWEEP_SECONDS: Final = 30.0
"""How often the idle windows are forgotten (not at every request: a sweep walks every key)."""


class Quotas:
    """The windows of one part of the server, swept together."""

    def __init__(self, accounts: Accounts, *books: PerAddress) -> None:
        self.accounts = accounts
        self.books = books
        self._swept = time.monotonic()

    def count(self, book: PerAddress, key: object, field: str | None = None) -> None:
        """Count a request of ``key`` against ``book``; past the window, refuse it (``rate_limited``,
        naming ``field`` if given, with the time to wait) and count nothing more."""
        now = time.monotonic()
        if now - self._swept > SWEEP_SECONDS:
            self._swept = now
            for each in self.books:
                each.sweep(now)
        if not book.allow(key, now):
            raise ProtocolError(
                "rate_limited",
                f"at most {book.count} of these in {book.seconds:g} s",
                field=field,
                retry_after=book.retry_after(key, now),
            )

    async def signed_in(self, request: Request, book: PerAddress) -> int:
        """The account the request is signed in to (``sign_in`` if none), counted against ``book``."""
        account_id, _name = await self.accounts.account(request)
        if account_id is None:
            raise ProtocolError("sign_in", "sign in first")
        self.count(book, account_id)
        return int(account_id)


def changes_and_reads(limits: Limits, accounts: Accounts) -> tuple[PerAddress, PerAddress, Quotas]:
    """The two windows most parts count in — their changes (``social_rate``) and their reads
    (``my_games_rate``) — and the :class:`Quotas` that sweeps them together."""
    changes = PerAddress(*limits.social_rate)
    reads = PerAddress(*limits.my_games_rate)
    return changes, reads, Quotas(accounts, changes, reads)
