"""A table run live and one connection at it: what every part of the table service shares
(:mod:`~dominohall.server.service`)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final

from dominohall.server.delta import Sent, delta_of, text_of
from dominohall.server.limits import Window
from dominohall.server.store import StoredTable
from dominohall.server.table import Table

if TYPE_CHECKING:  # pragma: no cover
    from dominohall.server.service import TableService

MAX_QUEUE: Final = 256
"""Messages waiting for one connection; a client that falls further behind is disconnected (its
connection aborted: its socket takes nothing)."""


class Connection:
    """One WebSocket's place at a table: its seat (``None`` for a spectator) and its outgoing queue
    (so that a slow client never holds up the table). A message is written to the socket at once
    when the connection can take it (:attr:`direct`) and nothing is waiting before it; otherwise it
    waits in the queue, which the connection's writer task sends in order."""

    def __init__(self, seat: int | None, limit: Window, address: str = "", delta: bool = False) -> None:
        self.seat = seat
        self.limit = limit
        self.address = address
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False
        self.delta = delta
        """The client applies deltas (``hello`` with ``delta``): after its first state, only changes."""
        self.synced = False
        """The connection has been sent a full state (the base of the deltas that follow)."""
        self.direct: Callable[[str], bool] | None = None
        """Writes a message to the socket at once if it can take it without waiting (True), else
        does nothing (False): the message then goes through the queue. Saves a loop turn, and a
        task's wake-up, for every message (``server/http.py``); ``None``: always the queue."""
        self.sending = False
        """The writer task is sending a message taken from the queue (one sent directly now would
        overtake it)."""
        self.close_code = 1000
        self.close_reason = ""
        """How the connection is closed once its queue is sent (:meth:`close`)."""
        self.abort: Callable[[], None] | None = None
        """Drops the connection at once, whatever it has not sent yet (``server/http.py``)."""
        self.account: int | None = None
        """The account the connection was signed in to when it sat down (at a rated table: its
        seat's, checked by ``Accounts.before_join``), or ``None``."""
        self.hidden: frozenset[int] = frozenset()
        """The seats whose free-text lines this connection is not sent: their accounts are muted by
        its own (server/chat.py, Mute). With any, it gets whole states filtered for it, never deltas."""

    def send(self, message: dict[str, Any] | str) -> None:
        if self.closed:
            return
        text = message if isinstance(message, str) else text_of(message)
        if self.direct is not None and not self.sending and self.queue.empty() and self.direct(text):
            return
        if self.queue.qsize() >= MAX_QUEUE:
            # The client has stopped reading: the close message would wait behind a socket buffer it
            # never drains, so the connection is dropped now (it reconnects and gets the state).
            self.close()
            if self.abort is not None:
                self.abort()
            return
        self.queue.put_nowait(text)

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close after the messages queued (``code`` 1012 with a reason: the server is restarting,
        reconnect: :mod:`~dominohall.server.drain`)."""
        if not self.closed:
            self.closed = True
            self.close_code, self.close_reason = code, reason
            self.queue.put_nowait(None)


@dataclass(eq=False)
class LiveTable:
    table: Table
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    connections: set[Connection] = field(default_factory=set)
    bot_task: asyncio.Task[None] | None = None
    timer_task: asyncio.Task[None] | None = None
    fill_task: asyncio.Task[None] | None = None
    """Waits to hand the free seats to bots (``bots_after``: server/timers.py)."""
    timer_key: tuple[int, int] | None = None
    deadline: float | None = None
    owner: str | None = None
    """The address that created the table (``None`` once the server restarted): counted against
    ``tables_per_address`` while the table is open."""
    rematch: tuple[str, dict[int, str]] | None = None
    """Once a rematch was asked (``dominohall.server.friends``): the new table and its seats' tokens."""
    last_seen: float = field(default_factory=time.time)
    """When someone was last connected (now, while someone is): the table expires after
    ``idle_seconds`` without anyone."""
    moved: bool = False
    """The table left this process (handed over while draining, or put to sleep): nothing more is
    acted on here."""
    asleep: bool = False
    """The table was put to sleep (:mod:`~dominohall.server.dormancy`): whoever still holds this
    object reaches the table woken instead."""
    sent: dict[int | None, Sent] = field(default_factory=dict)
    """The parts of the last state each seat's connections were sent (in full or as a delta): the
    base of the next delta. Every connection of a seat has it, since each gets every state from its
    first."""

    def tell_state(self) -> None:
        """Send every connection the state it may see. Each seat's parts (:class:`~dominohall.server.
        delta.Sent`: its view, built once for all its connections, and the table's TABLE_META, sheet,
        reveals and chat as they are) are made once; a connection that asked for deltas and holds the
        seat's last state gets the delta from those parts to the new ones
        (:func:`~dominohall.server.delta.delta_of`), and no ``state`` message is made for it; one that
        asked for none, or has no state yet, gets the ``state``. Each text is serialised once for every
        connection it goes to (the spectators share theirs). A table nobody is at (bots alone, or
        everyone gone) makes nothing: a connection that joins later gets a ``state`` of its own."""
        if not self.connections:
            return
        table = self.table
        timer = self.timer()
        meta = table.meta()
        chat = list(table.chat)
        made: dict[int | None, Sent] = {}
        texts: dict[tuple[int | None, bool], str] = {}
        for conn in list(self.connections):
            seat = conn.seat
            now = made.get(seat)
            if now is None:
                now = made[seat] = table.sent(seat, meta, chat)
            if conn.hidden:  # a muter: its own whole state, without the lines of the seats it muted
                conn.send(text_of(unmuted(now, conn.hidden).state(timer)))
                continue
            base = self.sent.get(seat) if conn.delta and conn.synced else None
            text = texts.get((seat, base is not None))
            if text is None:
                message = now.state(timer) if base is None else delta_of(base, now, timer)
                text = texts[seat, base is not None] = text_of(message)
            conn.synced = True
            conn.send(text)
        self.sent.update(made)

    def timer(self) -> dict[str, Any] | None:
        if self.deadline is None or self.timer_key is None:
            return None
        return {
            "seat": self.timer_key[1],
            "deadline": datetime.fromtimestamp(self.deadline, UTC).isoformat(timespec="milliseconds"),
            "remaining": round(max(0.0, self.deadline - time.time()), 2),
        }


def unmuted(sent: Sent, hidden: frozenset[int]) -> Sent:
    """``sent`` without the free-text lines (those with an ``id``) of the seats in ``hidden``."""
    chat = [line for line in sent.chat if "id" not in line or line["seat"] not in hidden]
    return Sent(sent.seq, sent.table, sent.view, sent.reveal, sent.sheet, chat)


def last_person(stored: StoredTable) -> float:
    """When a person last acted at a stored table (or its creation): after a restart, the clock of
    ``idle_seconds`` runs from there."""
    times = [a.at for a in stored.actions if a.actor == "human"]
    return max([stored.config.created, *times])


class Part:
    """One job of a :class:`~dominohall.server.service.TableService` (its lobby, leases, presence,
    timers): it reaches the rest through ``service``, and what the service holds for its whole life
    under the names these methods had when they were the service's own."""

    def __init__(self, service: TableService) -> None:
        self.service = service
        self.store = service.store
        self.cluster = service.cluster
        self.limits = service.limits
        self.metrics = service.metrics
        self.live = service.live
        self.db = service.db
