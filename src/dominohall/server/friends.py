"""Playing with friends: nicknames, free seats taken from the lobby, a seat taken back from the bot
it was handed to, and rematches (docs/protocol.md).

Everything here is an action of the table's log (``name``, ``open``, ``seat``, ``reclaim``: see
:meth:`~dominohall.server.table.Table._friendly`), committed through
:meth:`~dominohall.server.service.TableService.commit` like a move, so a restarted server rebuilds
it; only a rematch's new seat tokens live in memory (they are never stored: the tokens of a table are
shown once): on the finished table, and in this process's :class:`RematchBook` for a day after, so
that a friend who comes back to the finished table once everyone had left it (and it left memory) is
still given their seat at the same rematch, not a second table.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
import time
from collections import OrderedDict
from collections.abc import Collection
from typing import Any, Final
from weakref import WeakKeyDictionary

from dominohall.server.protocol import (
    HelloMessage,
    NameMessage,
    ProtocolError,
    ReclaimMessage,
    RematchMessage,
    SeatRequest,
    TableRequest,
)
from dominohall.server.service import Connection, LiveTable, TableService, creator
from dominohall.server.store import ActionRow
from dominohall.server.table import Table

FRIEND_MESSAGES: Final = (NameMessage, ReclaimMessage, RematchMessage)
"""The messages :func:`act` handles (the service handles the others)."""


REMATCHES_KEPT: Final = 10_000
"""Rematches a process remembers at most (the oldest is forgotten first): a few hundred bytes each."""
REMATCH_SECONDS: Final = 24 * 3600.0
"""How long a rematch is remembered after it was made."""

Rematch = tuple[str, dict[int, str]]
"""A rematch: the new table and the token of each of its human seats."""


class RematchBook:
    """The rematches this process made, by finished table, each for :data:`REMATCH_SECONDS` and at
    most :data:`REMATCHES_KEPT` of them: a finished table leaves memory once nobody is at it, and the
    friend who opens it later must be offered the rematch made meanwhile, not make another.

    >>> book = RematchBook(kept=2, seconds=10.0)
    >>> book.put("a", ("A2", {1: "t"}), now=0.0); book.put("b", ("B2", {}), now=1.0)
    >>> book.get("a", now=5.0), book.get("a", now=11.0)
    (('A2', {1: 't'}), None)
    >>> book.put("c", ("C2", {}), now=2.0); book.get("b", now=3.0), len(book)
    (('B2', {}), 2)
    """

    def __init__(self, kept: int = REMATCHES_KEPT, seconds: float = REMATCH_SECONDS) -> None:
        self.kept = kept
        self.seconds = seconds
        self._book: OrderedDict[str, tuple[float, Rematch]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._book)

    def put(self, table_id: str, rematch: Rematch, now: float) -> None:
        self._book[table_id] = (now, rematch)
        self._book.move_to_end(table_id)
        while len(self._book) > self.kept:
            self._book.popitem(last=False)

    def get(self, table_id: str, now: float) -> Rematch | None:
        while self._book:  # the oldest first: drop what has expired
            oldest = next(iter(self._book.values()))[0]
            if now - oldest <= self.seconds:
                break
            self._book.popitem(last=False)
        found = self._book.get(table_id)
        return None if found is None else found[1]


_BOOKS: WeakKeyDictionary[TableService, RematchBook] = WeakKeyDictionary()


def rematch_book(service: TableService) -> RematchBook:
    """The rematch book of ``service`` (one per service: its tables, its process)."""
    book = _BOOKS.get(service)
    if book is None:
        book = _BOOKS[service] = RematchBook()
    return book


def known_rematch(service: TableService, live: LiveTable) -> Rematch | None:
    """The rematch made from this finished table, whether the table stayed in memory or not."""
    if live.rematch is not None and live.rematch[0]:
        return live.rematch
    return rematch_book(service).get(live.table.id, time.time())


def _hash_for_action(token: str) -> str:
    """A token's SHA-256 in base64url (43 characters): an action's data holds at most 60."""
    return base64.urlsafe_b64encode(hashlib.sha256(token.encode("utf-8")).digest()).rstrip(b"=").decode()


def seat_link(base: str, table_id: str, seat: int, token: str) -> str:
    return f"{base}/t/{table_id}#seat={seat}&token={token}"


async def create(
    service: TableService, request: TableRequest, address: str | None, keep: Collection[int] | None = None
) -> tuple[Table, dict[int, str]]:
    """A new table (:meth:`TableService.create`), its free seats opened to the lobby if asked, but
    those in ``keep``: handed to someone, they are never offered (by default the first person's
    seat, where the creator's page sits: a visitor polling the lobby took it before the page said
    hello, and the creator's own link was refused)."""
    table, tokens = await service.create(request, address)
    if request.open_seats:
        kept = sorted(tokens)[:1] if keep is None else sorted(keep)
        data = ",".join(str(seat) for seat in kept)
        await service.commit(service.live[table.id], ActionRow(0, "open", 0, data, "human", time.time()))
        service.lobby.changed(table.id)
    return table, tokens


async def rename(service: TableService, live: LiveTable, seat: int, name: str | None) -> None:
    """Give ``seat`` the nickname ``name`` (already :func:`~dominohall.server.protocol.clean_name`-ed);
    nothing happens when it has it already. A seat renames itself as often as it may chat."""
    if name is None or live.table.seats[seat].name == name:
        return
    if live.table.is_over:  # the final TABLE_META is stored with the record: a table's actions end with it
        raise ProtocolError("match_over", "the match is over: the names stay as they were", field="name")
    key = (live.table.id, seat)
    if not service.chats.allow(key, time.monotonic()):
        raise ProtocolError(
            "rate_limited",
            "a seat may change its name only so often",
            field="name",
            retry_after=service.chats.retry_after(key, time.monotonic()),
        )
    await service.commit(live, ActionRow(0, "name", seat, name, "human", time.time()))
    service.lobby.changed(live.table.id)


async def after_join(service: TableService, live: LiveTable, conn: Connection, hello: HelloMessage) -> None:
    """Right after a hello: the seat takes the nickname it said, and a person coming back to a
    finished table whose rematch is ready is given their seat at the new one."""
    if conn.seat is not None and hello.name is not None and not live.table.is_over:
        try:
            await rename(service, live, conn.seat, hello.name)
        except ProtocolError as exc:
            conn.send(exc.to_json())
    made = known_rematch(service, live) if live.table.is_over else None
    if made is not None:
        live.rematch = made
        conn.send(rematch_message(made, conn.seat))


async def act(service: TableService, live: LiveTable, conn: Connection, message: Any) -> None:
    """A :data:`FRIEND_MESSAGES` message of a connection that has said hello."""
    seat = conn.seat
    if seat is None:
        raise ProtocolError("forbidden", "spectators watch: they cannot rename, take a seat back or ask a rematch")
    if isinstance(message, NameMessage):
        await rename(service, live, seat, message.name)
    elif isinstance(message, ReclaimMessage):
        await service.commit(live, ActionRow(0, "reclaim", seat, "", "human", time.time()))
    elif isinstance(message, RematchMessage):
        await rematch(service, live, conn)


async def take_seat(
    service: TableService, table_id: str, seat: int, name: str | None, address: str, account: int | None = None
) -> tuple[LiveTable, str]:
    """A free human seat of a table open to the lobby, taken by whoever asks first: a new token is
    made for it (the link sent for it before no longer opens it) and the seat counts as joined. At
    a turn-based table only by someone signed in (``account``): its seats are played signed in, and
    a seat taken by a visitor who then could not sit down would be nobody's for the week the table
    waits."""
    live = service.live.get(table_id)
    if live is None and table_id in service.dormancy.tables:
        live = await service.get(table_id)  # a turn-based table asleep wakes for whoever sits down
    if live is None or live.table.is_over:
        raise ProtocolError("not_found", f"there is no open table {table_id[:40]!r}")
    table = live.table
    if not table.open_seats:
        raise ProtocolError("forbidden", "this table's seats are only for the people sent their links")
    if not 0 <= seat < len(table.seats):
        raise ProtocolError("bad_message", f"there is no seat {seat}", field="seat")
    if table.turn_based and account is None:
        raise ProtocolError("sign_in", "sign in to take a seat at a turn-based table")
    now = time.monotonic()
    if not service.creates.allow(address, now):
        raise ProtocolError(
            "rate_limited", "too many tables and seats taken", retry_after=service.creates.retry_after(address, now)
        )
    token = secrets.token_urlsafe(18)
    await service.commit(live, ActionRow(0, "seat", seat, _hash_for_action(token), "human", time.time()))
    service.lobby.changed(table_id)
    if name is not None:
        await rename(service, live, seat, name)
    return live, token


def rematch_message(rematch: Rematch, seat: int | None, creator: bool = False) -> dict[str, Any]:
    """What one connection is told of a rematch: the new table, and only its own seat's token; the
    person who made it (``creator``) is also given the other people's seats' tokens, to send them
    their links, as whoever creates a table in the lobby is."""
    table_id, tokens = rematch
    token = tokens.get(seat) if seat is not None else None
    message: dict[str, Any] = {"type": "rematch", "table": table_id, "seat": seat if token else None, "token": token}
    if creator:
        message["invites"] = {str(s): t for s, t in tokens.items() if s != seat}
    return message


async def rematch(service: TableService, live: LiveTable, conn: Connection) -> None:
    """A new table with the same game, seats, bots, names and timer, dealt from a new seed; each
    connected person is sent their own new seat's token privately (asked twice, it is sent again)."""
    table = live.table
    if not table.match.is_over:
        raise ProtocolError("match_not_over", "a rematch is asked once the match is over")
    if live.rematch is None:
        live.rematch = known_rematch(service, live)  # made before the table left memory
    if live.rematch is not None:
        if live.rematch[0]:
            conn.send(rematch_message(live.rematch, conn.seat))
        return  # being made: everyone is told when it is ready
    live.rematch = ("", {})  # asked twice at once, it is still made once
    config = table.config
    request = TableRequest(
        config.variant,
        config.players,
        dict(config.options),
        tuple(SeatRequest(s.kind, s.bot if s.kind == "bot" else None) for s in table.initial),
        config.timer,
        config.name,
        None,
        table.open_seats,
        config.rated,
        table.pace_hours,
        table.bots_after,
    )
    if config.rated and service.check_rated is not None:
        try:
            # As POST /api/tables with rated: the asker signed in (their seat's account), and the
            # options the ratings were fitted at, which a table made before that rule may lack.
            service.check_rated(conn.account, request)
        except ProtocolError:
            live.rematch = None
            raise
    # Each person of the old table is handed their seat at the new one, which is then never offered
    # in the lobby; at an open table, a seat whose person left (handed to a bot, and not back) is
    # handed to nobody and offered instead.
    handed = {
        s.seat
        for s in table.seats
        if table.initial[s.seat].kind == "human" and (not table.open_seats or s.kind == "human" or s.connections)
    }
    try:
        service.admit_table(conn.address, conn.account, rematch=True)
        new, tokens = await create(service, request, creator(conn.address, conn.account), keep=handed)
        tokens = {seat: token for seat, token in tokens.items() if seat in handed}
        fresh = service.live[new.id]
        for s in table.seats:
            if s.seat in tokens and s.name:
                await rename(service, fresh, s.seat, s.name)
    except ProtocolError:
        live.rematch = None
        raise
    live.rematch = (new.id, tokens)
    rematch_book(service).put(table.id, live.rematch, time.time())
    for other in list(live.connections):
        other.send(rematch_message(live.rematch, other.seat, creator=other is conn))
