"""Vacation (issue #35): days a year when a person's turn-based clocks stop (docs/protocol.md,
Vacation; docs/accounts.md).

A signed-in person goes on vacation for a whole number of days (``POST /api/account/vacation``
``{"days": N}``), at most :attr:`~dominohall.server.limits.Limits.vacation_days` in any year
(``DOMINOHALL_VACATION_DAYS``, counted over the 365 days before now) and
:data:`VACATIONS_A_YEAR` times; ``DELETE /api/account/vacation`` brings them back early, and the
days not taken are theirs again. ``GET /api/account/vacation`` tells whether they are away and
the days left.

While they are away the clocks of their turn-based seats stop: a turn's deadline moves on by the
part of the vacation that falls before it (:func:`~dominohall.server.table.moved_deadline`), so
no timeout plays for them meanwhile. The deadline is computed from stored data alone — the turn's
start (the last stored move) and the ``vacations`` rows of the seat's account (migration 0005),
read with the table (:attr:`~dominohall.server.store.StoredTable.away`) — so a restart, a table
woken from sleep or a table taken over by another process computes the same one. A vacation that
starts or ends while a turn runs moves the timers of the person's tables in this process at once
(:meth:`Vacation.moved`: those asleep are woken and load it); a table run by another process reads
the vacations again when its timer is due (:meth:`~dominohall.server.timers.Timers.went_away`) and
waits on if its deadline has moved. The other people see ``vacation_until`` on the seat in TABLE_META.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any, Final

from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.engine import Engine
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from dominohall.bounded import BoundsError, whole
from dominohall.server.gate import refused
from dominohall.server.protocol import ProtocolError
from dominohall.server.quotas import changes_and_reads
from dominohall.server.state import of_part
from dominohall.server.store import accounts_t, table_accounts_t, vacations_t
from dominohall.server.table import iso

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.accounts import Accounts
    from dominohall.server.service import TableService

DAY: Final = 86400.0
YEAR: Final = 365 * DAY
"""The span over which a person's vacation days are counted (the 365 days before now), and how
long a vacation's row is kept."""
VACATIONS_A_YEAR: Final = 12
"""Vacations one account may start in a year (coming back early does not give one back)."""
TABLES_MOVED: Final = 200
"""At most this many of a person's open tables have their clocks moved at once when a vacation
starts or ends (the others compute it when their timer is due or they are loaded)."""


# ---- the database side (called on the service's database threads) ------------------------------
def _state(db: Any, account_id: int, now: float) -> tuple[tuple[float, float] | None, float, int]:
    """(the vacation running at ``now`` or ``None``, seconds taken in the year, vacations started in it)."""
    rows = db.execute(
        select(vacations_t.c.starts, vacations_t.c.ends).where(
            vacations_t.c.account_id == account_id, vacations_t.c.ends > now - YEAR
        )
    ).all()
    current = None
    taken = 0.0
    for r in rows:
        starts, ends = float(r.starts), float(r.ends)
        taken += ends - max(starts, now - YEAR)
        if starts <= now < ends:
            current = (starts, ends)
    started = sum(1 for r in rows if float(r.starts) > now - YEAR)
    return current, taken, started


def vacation_of(engine: Engine, account_id: int, now: float, days_a_year: int) -> dict[str, Any]:
    """What ``GET /api/account/vacation`` answers."""
    with engine.connect() as db:
        current, taken, started = _state(db, account_id, now)
    return _json(current, taken, started, days_a_year)


def _json(current: tuple[float, float] | None, taken: float, started: int, days_a_year: int) -> dict[str, Any]:
    left = max(0.0, days_a_year * DAY - taken)
    return {
        "until": None if current is None else iso(current[1]),
        "days_left": math.floor(left / DAY),
        "days_a_year": days_a_year,
        "vacations_left": max(0, VACATIONS_A_YEAR - started),
    }


def start(engine: Engine, account_id: int, now: float, days: int, days_a_year: int) -> dict[str, Any] | str:
    """Go on vacation for ``days`` from ``now``; the refusal's code if not (``on_vacation``,
    ``too_many``: no vacation left this year, ``too_long``: more days than are left)."""
    with engine.begin() as db:
        # one start of an account at a time (PostgreSQL: the account's row locked; SQLite: the
        # delete takes the database's write lock), so two at once cannot both pass the bounds
        db.execute(select(accounts_t.c.id).where(accounts_t.c.id == account_id).with_for_update())
        db.execute(delete(vacations_t).where(vacations_t.c.account_id == account_id, vacations_t.c.ends <= now - YEAR))
        current, taken, started = _state(db, account_id, now)
        if current is not None:
            return "on_vacation"
        if started >= VACATIONS_A_YEAR:
            return "too_many"
        if taken + days * DAY > days_a_year * DAY + 1e-6:
            return "too_long"
        db.execute(insert(vacations_t).values(account_id=account_id, starts=now, ends=now + days * DAY))
        return _json((now, now + days * DAY), taken + days * DAY, started + 1, days_a_year)


def end(engine: Engine, account_id: int, now: float, days_a_year: int) -> dict[str, Any] | None:
    """Come back at ``now`` from the vacation running (the days not taken are given back);
    ``None``: none was running."""
    with engine.begin() as db:
        ended = db.execute(
            update(vacations_t)
            .where(vacations_t.c.account_id == account_id, vacations_t.c.starts <= now, vacations_t.c.ends > now)
            .values(ends=now)
        ).rowcount
        if not ended:
            return None
        current, taken, started = _state(db, account_id, now)
    return _json(current, taken, started, days_a_year)


def open_tables(engine: Engine, account_id: int) -> list[str]:
    """The tables where ``account_id`` holds a seat and whose match has not ended (the newest
    :data:`TABLES_MOVED`)."""
    with engine.connect() as db:
        rows = db.execute(
            select(table_accounts_t.c.table_id)
            .where(table_accounts_t.c.account_id == account_id, table_accounts_t.c.finished.is_(None))
            .order_by(table_accounts_t.c.at.desc())
            .limit(TABLES_MOVED)
        ).all()
    return [str(r.table_id) for r in rows]


def count(engine: Engine) -> int:
    """Vacation rows stored (for tests and the operator)."""
    with engine.connect() as db:
        return int(db.execute(select(func.count()).select_from(vacations_t)).scalar_one())


# ---- the routes ------------------------------------------------------------------------------------


class Vacation:
    """The vacations of one running server's accounts, with the rate limit of their changes."""

    def __init__(self, service: TableService, accounts: Accounts) -> None:
        self.service = service
        self.accounts = accounts
        self.changes, self.reads, self.quotas = changes_and_reads(service.limits, accounts)

    @property
    def days_a_year(self) -> int:
        return self.service.limits.vacation_days

    async def _db(self, fn: Any, *args: Any) -> Any:
        return await self.service.db(fn, self.service.store.engine, *args)

    async def show(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.reads)
        except ProtocolError as exc:
            return refused(exc)
        found = await self._db(vacation_of, me, time.time(), self.days_a_year)
        return JSONResponse(found, headers={"cache-control": "no-store"})

    async def go(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            data = await self.accounts._body(request)
            if set(data) != {"days"}:
                raise ProtocolError("bad_message", 'the body is {"days": N}', field="days")
            if self.days_a_year < 1:
                raise ProtocolError("too_long", "vacations are not offered on this server", field="days")
            try:
                days = whole(data["days"], "days", 1, self.days_a_year)
            except BoundsError as exc:
                raise ProtocolError("bad_message", str(exc), field="days") from None
            done = await self._db(start, me, time.time(), days, self.days_a_year)
            if done == "on_vacation":
                raise ProtocolError("on_vacation", "you are on vacation already: come back first", field="days")
            if done == "too_many":
                raise ProtocolError(
                    "too_many", f"at most {VACATIONS_A_YEAR} vacations in a year: none is left", field="days"
                )
            if done == "too_long":
                raise ProtocolError("too_long", "you have fewer vacation days left this year", field="days")
        except ProtocolError as exc:
            return refused(exc)
        await self.moved(me)
        return JSONResponse(done, status_code=201, headers={"cache-control": "no-store"})

    async def back(self, request: Request) -> Response:
        try:
            me = await self.quotas.signed_in(request, self.changes)
            done = await self._db(end, me, time.time(), self.days_a_year)
            if done is None:
                raise ProtocolError("not_found", "you are not on vacation", field="days")
        except ProtocolError as exc:
            return refused(exc)
        await self.moved(me)
        return JSONResponse(done, headers={"cache-control": "no-store"})

    async def moved(self, account_id: int) -> None:
        """The person's vacations changed: their tables in this process compute their clocks again
        (those asleep are woken: they load the vacations with the table) and show it."""
        service = self.service
        for table_id in await self._db(open_tables, account_id):
            if table_id in service.dormancy.tables:
                await service.get(table_id)  # woken: rebuilt with the vacations stored
                continue
            live = service.live.get(table_id)
            if live is None or live.table.is_over:
                continue
            away = await service.db(service.store.away, table_id)
            live.table.away = away
            if live.table.turn_based and not live.table.is_over:
                service.timers.rearm(live)
            service.lobby.changed(table_id)
            service.broadcast(live)


def routes() -> list[BaseRoute]:
    return [
        Route("/api/account/vacation", of_part(Vacation, Vacation.show), methods=["GET"]),
        Route("/api/account/vacation", of_part(Vacation, Vacation.go), methods=["POST"]),
        Route("/api/account/vacation", of_part(Vacation, Vacation.back), methods=["DELETE"]),
    ]
