"""Turn-based tables asleep: out of memory while nobody is at them, woken when someone comes or
their clock runs out (issue #35; docs/server.md, Turn-based tables).

A turn-based match lasts days, and most of that time nobody is at its table: it waits for a person
who moves once a day. Held live, each such table keeps its match, its history and the last state
sent to each seat (a few hundred KiB at 500 tables under load). A table is put to sleep when it is
turn-based, not over, nobody has been connected for :attr:`~dominohall.server.limits.Limits.
sleep_seconds`, no action is being stored and no bot is to move: what stays is a :class:`Dormant`
record (its TABLE_META as text, when it must wake, who made it), about a kilobyte. Everything else
is in the store already, since every action is stored before anyone hears of it: waking a table
is loading it as a restart does (:meth:`~dominohall.server.service.TableService.get`).

A table wakes when someone joins it (or a page asks for it through ``get``), and when its clock runs
out (the sweep wakes it and its turn timer, whose deadline runs from the stored last move, plays
at once), or when a table still waiting for its people has waited long enough to end. Whatever
lists tables reads the sleeping ones' TABLE_META: the lobby, ``GET /api/tables/{id}``, ``GET
/api/my/games``. With several processes a sleeping table keeps its lease (renewed with the others):
another process relays its connections here, and this one wakes it.

A :class:`~dominohall.server.live.LiveTable` put to sleep is marked ``moved``: anything that still
holds it (a connection that was joining at that moment) is told to reconnect, and reaches the table
woken.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dominohall.server.live import LiveTable, Part

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.service import TableService
    from dominohall.server.table import Table

log = logging.getLogger("dominohall.server")


@dataclass(frozen=True, slots=True)
class Dormant:
    """What stays in memory of a table asleep."""

    created: float
    """When the table was made (the lobby lists the newest first)."""
    wakes: float | None
    """When it must wake by itself: its person's clock runs out, or (waiting for its people) it
    has waited :attr:`~dominohall.server.limits.Limits.turn_based_waiting_seconds`; ``None``: never."""
    meta: str
    """Its TABLE_META as JSON text, as it stood (nobody connected; nothing moves while it sleeps)."""
    owner: str | None
    """Who made it (:attr:`LiveTable.owner`): still counted against their open tables."""


def wake_time(table: Table, waiting_seconds: float) -> float | None:
    """When a turn-based table must wake by itself: its clock runs from the stored last move (a
    turn timer's deadline, :meth:`~dominohall.server.timers.Timers.kick`) and stops while its
    person is on vacation (:meth:`~dominohall.server.table.Table.clock_deadline`), or a table waiting for
    its people ends after ``waiting_seconds``."""
    if table.status == "waiting":
        return table.config.created + waiting_seconds
    since = table.turn_since()
    if table.config.timer is None:
        return None
    return table.clock_deadline(table.match.turn, table.config.created if since is None else since)


class Dormancy(Part):
    """The tables of one service asleep (see the module docstring)."""

    def __init__(self, service: TableService) -> None:
        super().__init__(service)
        self.tables: dict[str, Dormant] = {}
        self.slept_since_gc = 0
        """Tables put to sleep since the last full collection (which frees their cycles:
        :data:`~dominohall.server.timers.SLEPT_FOR_GC`)."""

    def may_sleep(self, live: LiveTable, now: float) -> bool:
        """A table that may leave memory now: turn-based, waiting or playing, nobody connected for
        ``sleep_seconds``, nothing being stored, no bot to move."""
        table = live.table
        if not table.turn_based or table.is_over or live.connections or live.moved or live.lock.locked():
            return False
        if table.status not in ("waiting", "playing") or now - live.last_seen < self.limits.sleep_seconds:
            return False
        seat = table.match.turn
        if table.status == "playing" and 0 <= seat < len(table.seats) and table.seats[seat].kind == "bot":
            return False
        return live.bot_task is None or live.bot_task.done()

    def sleep(self, live: LiveTable) -> None:
        """Put a table to sleep (the caller checked :meth:`may_sleep` in this loop turn)."""
        table = live.table
        live.moved = live.asleep = True  # whoever still holds it reconnects, and wakes the table
        self.service.timers.stop_timer(live)
        if self.live.get(table.id) is live:
            del self.live[table.id]
        wakes = wake_time(table, self.limits.turn_based_waiting_seconds)
        if table.status == "playing":
            table.deadline = wakes  # as the turn timer has it (not set yet for a table just rebuilt)
        self.tables[table.id] = Dormant(table.config.created, wakes, json.dumps(table.meta()), live.owner)
        self.slept_since_gc += 1
        self.service.lobby.changed()

    def woke(self, live: LiveTable) -> None:
        """A table loaded into memory again: it is no longer asleep, and its creator is known again."""
        dormant = self.tables.pop(live.table.id, None)
        if dormant is not None:
            live.owner = dormant.owner
            self.service.own(live)

    def meta(self, table_id: str) -> str | None:
        """A sleeping table's TABLE_META text (``None``: it is not asleep here)."""
        dormant = self.tables.get(table_id)
        return None if dormant is None else dormant.meta

    async def sweep(self, now: float) -> None:
        """Put the idle turn-based tables to sleep, and wake those whose time has come (their turn
        timer then plays, or the sweep ends a table nobody joined)."""
        for live in list(self.live.values()):
            if self.may_sleep(live, now):
                self.sleep(live)
        due = [table_id for table_id, d in self.tables.items() if d.wakes is not None and d.wakes <= now]
        for table_id in due:
            try:
                await self.service.get(table_id)
            except Exception:  # the database is away: the next sweep tries again
                log.exception("table %s could not be woken", table_id)

    def forget(self, held: set[str]) -> None:
        """With several processes: the sleeping tables whose lease another process took (this one
        stopped renewing in time) are that process's now."""
        for table_id in [t for t in self.tables if t not in held]:
            del self.tables[table_id]

    def count(self, owner: str | None = None) -> int:
        """Tables asleep (made by ``owner``, if given)."""
        if owner is None:
            return len(self.tables)
        return sum(1 for d in self.tables.values() if d.owner == owner)
