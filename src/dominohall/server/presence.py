"""Who is at a table: the WebSocket connections of each address (bounded), a connection's hello
(to a seat or to watch) and its leaving, and the small ``presence`` message that tells the others."""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

from dominohall.server.delta import text_of
from dominohall.server.limits import Window
from dominohall.server.live import Connection, LiveTable, Part, unmuted
from dominohall.server.protocol import ProtocolError
from dominohall.server.table import iso

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.service import TableService

log = logging.getLogger("dominohall.server")


class Presence(Part):
    """The connections of one table service (see the module docstring)."""

    def __init__(self, service: TableService) -> None:
        super().__init__(service)
        self.address_connections: dict[str, int] = {}
        """Open WebSocket connections by address (an address leaves the book at 0)."""

    def connect(self, address: str) -> None:
        """A WebSocket of ``address`` opens; raises ``too_many`` beyond ``connections_per_address``.
        Each call that returns is matched by one :meth:`disconnect`."""
        now = time.monotonic()
        if not self.service.connects.allow(address, now):
            count, seconds = self.limits.connect_rate
            raise ProtocolError(
                "rate_limited",
                f"at most {count} new connections from one address in {seconds:g} s",
                retry_after=self.service.connects.retry_after(address, now),
            )
        held = self.address_connections.get(address, 0)
        if held >= self.limits.connections_per_address:
            raise ProtocolError(
                "too_many",
                f"at most {self.limits.connections_per_address} connections from one address",
                retry_after=10,
            )
        self.address_connections[address] = held + 1

    def disconnect(self, address: str) -> None:
        held = self.address_connections.get(address, 0) - 1
        if held > 0:
            self.address_connections[address] = held
        else:
            self.address_connections.pop(address, None)

    async def join(
        self,
        table_id: str,
        token: str | None,
        address: str = "",
        delta: bool = False,
        seat: int | None = None,
        hidden: frozenset[int] = frozenset(),
    ) -> tuple[LiveTable, Connection]:
        """A connection said hello: to a seat (its token) or to watch (``None``); with ``delta`` it
        gets deltas after its first state. ``seat`` instead of a token: a stream of the bot API
        (server/botapi.py), whose account the seat belongs to (checked there). ``hidden``: the
        seats whose free text it is not sent (its account muted theirs: server/chat.py)."""
        for _ in range(3):
            joined = await self._join(table_id, token, address, delta, seat, hidden)
            if joined is not None:
                return joined
        # put to sleep three times while joining (it cannot be: joining wakes it): try again
        raise ProtocolError("moved", "the table was put to sleep while you joined: reconnect")

    async def _join(
        self,
        table_id: str,
        token: str | None,
        address: str,
        delta: bool,
        given: int | None = None,
        hidden: frozenset[int] = frozenset(),
    ) -> tuple[LiveTable, Connection] | None:
        """:meth:`join`, or ``None`` if the table was put to sleep (:mod:`~dominohall.server.
        dormancy`) between finding it and taking its lock: it is woken and joined again."""
        live = await self.service.get(table_id)
        if live is None:
            raise ProtocolError("not_found", f"there is no table {table_id[:40]!r}")
        table = live.table
        seat = given if given is not None else None if token is None else table.seat_of_token(token)
        if token is not None and seat is None:
            raise ProtocolError("forbidden", "this token opens no seat at this table", field="token")
        conn = Connection(seat, Window(*self.service.rate), address, delta)
        conn.hidden = hidden
        async with live.lock:
            if live.asleep:
                return None
            limits = self.limits
            if len(live.connections) >= limits.connections_per_table:
                raise ProtocolError(
                    "too_many", f"at most {limits.connections_per_table} connections at one table", retry_after=30
                )
            if seat is None and sum(c.seat is None for c in live.connections) >= limits.spectators_per_table:
                raise ProtocolError(
                    "too_many", f"at most {limits.spectators_per_table} spectators at one table", retry_after=30
                )
            claimed_now = False
            if seat is not None:
                s = table.seats[seat]
                if not s.claimed:
                    try:
                        await self.db(self.store.claim, table.id, seat)
                    except Exception:
                        log.exception("table %s: the claim of seat %d could not be stored", table.id, seat)
                        raise ProtocolError("internal", "the server could not store this; try again") from None
                    table.claim(seat)
                    claimed_now = True
                    self.service.lobby.changed(table.id)
                s.connections += 1
                s.away_since = None
            live.connections.add(conn)
            live.last_seen = time.time()
            conn.send({"type": "welcome", "seat": seat, "table": table.meta()})
            self.service.timers.kick(live)
            if claimed_now:
                self.service.broadcast(live)  # the table may start now: everyone gets the new state
            else:
                now = table.sent(seat)
                # The seat's other connections hold the same view, sheet and finished deals (any
                # change since would have been sent to them): this state is their base as well.
                live.sent[seat] = now
                conn.synced = True
                conn.send(text_of((unmuted(now, hidden) if hidden else now).state(live.timer())))
                self.tell(live, seat, conn)
        return live, conn

    def tell(self, live: LiveTable, seat: int | None, skip: Connection | None = None) -> None:
        """Tell the other connections that someone came or went: a small ``presence`` message, not a
        new state for everyone (connection churn must not flood the players with states)."""
        table = live.table
        s = None if seat is None else table.seats[seat]
        message = text_of(
            {
                "type": "presence",
                "seat": seat,
                "connected": s is not None and s.connections > 0,
                "away_since": None if s is None or s.kind != "human" else iso(s.away_since),
                "spectators": sum(c.seat is None for c in live.connections),
            }
        )
        for other in list(live.connections):
            if other is not skip:
                other.send(message)

    async def leave(self, live: LiveTable, conn: Connection) -> None:
        conn.close()
        async with live.lock:
            live.connections.discard(conn)
            live.last_seen = time.time()
            if conn.seat is not None:
                s = live.table.seats[conn.seat]
                s.connections -= 1
                if s.connections == 0 and s.kind == "human":
                    s.away_since = time.time()
            self.tell(live, conn.seat)
            self.service.evict_if_done(live)
