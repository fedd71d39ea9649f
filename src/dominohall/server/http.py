"""uvicorn's HTTP/1.1 protocol with the bounds it lacks (docs/server.md, Limits), and its WebSocket
protocol compressing only the messages worth it.

uvicorn closes an idle connection between requests (``timeout_keep_alive``) but waits for ever for
the first request head, or for the rest of a head sent slowly: each such half-open connection holds
a descriptor. :class:`BoundedH11Protocol` gives every request head ``header_seconds`` to arrive,
refuses a head over ``h11_max_incomplete_event_size`` however it arrives (:class:`BoundedConnection`),
and allows each address at most ``http_per_address`` HTTP connections at once (more are closed at
once). A connection upgraded to a WebSocket gives its place back: from then on the WebSocket limits
count it (by the client's own address, behind a proxy too). A trusted proxy
(``DOMINOHALL_FORWARDED_ALLOW_IPS``) is not capped per address: it carries many visitors, and limits
each itself.

Neither protocol gave up on a client that stops reading: asyncio's ``transport.close()`` waits for
the write buffer to drain, which it never does, and a paused writer waits for ever. Every
connection whose buffer has not shrunk for ``stall_seconds`` while it has something to send is
aborted (:func:`abort_stalled`, every quarter of that), whatever it was doing: a WebSocket too far
behind, a close handshake never answered, an answer never read.

:class:`WebSocketProtocol` sends a message shorter than :data:`COMPRESS_FROM` bytes as it is, even
on a connection that agreed to per-message deflate (RFC 7692 lets either side leave any message
uncompressed): most messages are deltas of a few hundred bytes, for which compressing cost the
event loop more (a cold zlib context per connection) than it saved on the wire.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import socket
import struct
import time
from collections.abc import Iterable
from typing import Any, ClassVar, Final

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.exceptions import InvalidState
from websockets.extensions.permessage_deflate import PerMessageDeflate, ServerPerMessageDeflateFactory
from websockets.frames import Frame, Opcode
from websockets.server import ServerProtocol

from dominohall.server.limits import Limits

DEFAULT_HEAD: Final = 16384
"""Bytes of a request head when uvicorn is not told (h11's own default)."""


class BoundedConnection(h11.Connection):
    """h11's connection refusing a request head over ``max_head`` bytes even when it arrives whole in
    one read: h11 bounds only a head still incomplete in its buffer, so a 200 KiB head sent in one
    write passed. The head's size is counted from what h11 parsed of it (its line and headers)."""

    def __init__(self, max_head: int) -> None:
        super().__init__(h11.SERVER, max_head)
        self.max_head = max_head

    def next_event(self) -> Any:
        event = super().next_event()
        if isinstance(event, h11.Request):
            size = len(event.method) + len(event.target) + 12
            size += sum(len(name) + len(value) + 4 for name, value in event.headers.raw_items())
            if size > self.max_head:
                raise h11.RemoteProtocolError(f"request head over {self.max_head} bytes", error_status_hint=431)
        return event


class Proxies:
    """The proxies of ``DOMINOHALL_FORWARDED_ALLOW_IPS`` (addresses and networks, comma-separated;
    ``*``: any), for ``address in proxies``.

    >>> proxies = Proxies("10.0.0.5, 192.168.1.0/24")
    >>> [a in proxies for a in ("10.0.0.5", "192.168.1.77", "10.0.0.6", "?")]
    [True, True, False, False]
    >>> "127.0.0.1" in Proxies(""), "8.8.8.8" in Proxies("*")
    (False, True)
    """

    def __init__(self, allowed: str) -> None:
        names = [x.strip() for x in allowed.split(",") if x.strip()]
        self.any = "*" in names
        self.networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network] = []
        for name in names:
            try:
                self.networks.append(ipaddress.ip_network(name, strict=False))
            except ValueError:
                continue  # "*", or a name uvicorn knows (a unix socket's): no TCP peer has it

    def __contains__(self, address: object) -> bool:
        if self.any:
            return True
        try:
            ip = ipaddress.ip_address(str(address))
        except ValueError:
            return False
        return any(ip in network for network in self.networks)


class BoundedH11Protocol(H11Protocol):
    """See the module docstring. ``limits`` and ``proxies`` are set by :func:`protocol_class` before
    serving."""

    limits: ClassVar[Limits] = Limits()
    proxies: ClassVar[Proxies] = Proxies("")
    open_by_address: ClassVar[dict[str, int]] = {}
    """Open HTTP connections by address (an address leaves the book at 0; a trusted proxy is not in it)."""
    watchdog: ClassVar[asyncio.TimerHandle | None] = None
    """The next :func:`abort_stalled` round (running while the server has connections)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.conn = BoundedConnection(self.config.h11_max_incomplete_event_size or DEFAULT_HEAD)
        self._counted = False

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._address = self.client[0] if self.client else "?"
        self._head_timer: asyncio.TimerHandle | None = None
        self._watch()
        if self._address not in self.proxies:
            held = self.open_by_address.get(self._address, 0)
            self.open_by_address[self._address] = held + 1
            self._counted = True
            if held >= self.limits.http_per_address:
                transport.close()  # connection_lost follows and forgets it
                return
        self._arm_head_timer()

    def _give_back(self) -> None:
        """The connection leaves the address's count (once: at its end, or when it becomes a WebSocket)."""
        if not self._counted:
            return
        self._counted = False
        held = self.open_by_address.get(self._address, 0) - 1
        if held > 0:
            self.open_by_address[self._address] = held
        else:
            self.open_by_address.pop(self._address, None)

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_head_timer()
        self._give_back()
        super().connection_lost(exc)
        uncycle(self.transport)

    def _watch(self) -> None:
        if self.watchdog is None:
            type(self)._watch_round(self.loop, self.connections)

    @classmethod
    def _watch_round(cls, loop: asyncio.AbstractEventLoop, connections: set[Any]) -> None:
        """Look for stalled connections every quarter of ``stall_seconds`` while there are any (a
        class's round: it holds no connection alive)."""
        abort_stalled(connections, time.monotonic(), cls.limits.stall_seconds)
        cls.watchdog = None
        if connections:
            cls.watchdog = loop.call_later(cls.limits.stall_seconds / 4, cls._watch_round, loop, connections)

    def _arm_head_timer(self) -> None:
        self._cancel_head_timer()
        self._head_timer = self.loop.call_later(self.limits.header_seconds, self._head_timeout)

    def _cancel_head_timer(self) -> None:
        timer = getattr(self, "_head_timer", None)
        if timer is not None:
            timer.cancel()
            self._head_timer = None

    def _head_timeout(self) -> None:
        self._head_timer = None
        # Still waiting for a request head (no request under way): the client had its time.
        if (self.cycle is None or self.cycle.response_complete) and not self.transport.is_closing():
            self.transport.close()

    def handle_events(self) -> None:
        super().handle_events()
        if self.cycle is not None and not self.cycle.response_complete:
            self._cancel_head_timer()  # a whole head arrived: the app bounds the rest

    def handle_websocket_upgrade(self, event: Any) -> None:
        # The WebSocket protocol takes the connection over (this one never hears of its end): its
        # place is given back now, and the WebSocket limits count it from here on.
        self._cancel_head_timer()
        self._give_back()
        super().handle_websocket_upgrade(event)

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm_head_timer()  # the next request head must come in time too


def abort_stalled(connections: Iterable[Any], now: float, seconds: float) -> int:
    """Abort every connection (a protocol with a ``transport``) whose write buffer has held data
    without shrinking for ``seconds``: its client has stopped reading. Each connection's smallest
    buffer size and since when it has not shrunk are kept on it (``stall``). Returns how many were
    aborted (:func:`drop`: their data is thrown away, and ``connection_lost`` follows at once, even
    while closing)."""
    aborted = 0
    for protocol in list(connections):
        transport = getattr(protocol, "transport", None)
        if transport is None:
            continue
        size = transport.get_write_buffer_size()
        seen: tuple[int, float] | None = getattr(protocol, "stall", None)
        if size == 0:
            protocol.stall = None
        elif seen is None or size < seen[0]:
            protocol.stall = (size, now)  # it is taking data (or just started to hold some)
        elif now - seen[1] >= seconds:
            protocol.stall = None
            drop(transport)
            aborted += 1
    return aborted


def uncycle(transport: asyncio.BaseTransport | None) -> None:
    """Cut the cycle asyncio's socket transport keeps with itself (its read callback is one of its
    own bound methods), once its connection is lost: else every connection's transport, socket and
    their dicts (2 KiB) waited for a full collection — ten minutes, with ``gc.freeze``."""
    if transport is not None and hasattr(transport, "_read_ready_cb"):
        transport._read_ready_cb = None


def drop(transport: asyncio.Transport) -> None:
    """Abort a connection and reset it (TCP RST): what it had not sent is thrown away, here and in
    the kernel. A plain ``abort()`` closes the socket, and the kernel keeps trying to deliver its
    send buffer (megabytes, to a client that does not read) for minutes, the client none the wiser."""
    sock = transport.get_extra_info("socket")
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    transport.abort()


def protocol_class(limits: Limits, proxies: Proxies | None = None) -> type[BoundedH11Protocol]:
    """:class:`BoundedH11Protocol` bound to ``limits`` and the trusted ``proxies`` (a subclass, so
    that servers in one process keep their own books)."""
    attributes = {"limits": limits, "proxies": proxies or Proxies(""), "open_by_address": {}, "watchdog": None}
    return type("ServedH11Protocol", (BoundedH11Protocol,), attributes)


COMPRESS_FROM: Final = 4096
"""Messages shorter than this many bytes are sent uncompressed: a move's deltas (a mean of 1.1 KB,
99 in 100 under 3.5 KB in ``benchmarks/load.py``; compressing those was a twentieth of the server's
time a move), not the full states of a connection that joins."""


class SmallPlainDeflate(PerMessageDeflate):
    """Per-message deflate that leaves a whole message under :data:`COMPRESS_FROM` bytes as it is
    (``rsv1`` unset): the peer reads it as it stands, and neither side's compression context
    takes it in, so the two stay in step."""

    def encode(self, frame: Frame) -> Frame:
        if frame.fin and frame.opcode in (Opcode.TEXT, Opcode.BINARY) and len(frame.data) < COMPRESS_FROM:
            return frame
        return super().encode(frame)


class SmallPlainDeflateFactory(ServerPerMessageDeflateFactory):
    """uvicorn's per-message deflate settings, with :class:`SmallPlainDeflate` as the extension."""

    def process_request_params(self, params: Any, accepted_extensions: Any) -> tuple[list[Any], PerMessageDeflate]:
        response, ext = super().process_request_params(params, accepted_extensions)
        plain = SmallPlainDeflate(
            ext.remote_no_context_takeover,
            ext.local_no_context_takeover,
            ext.remote_max_window_bits,
            ext.local_max_window_bits,
            ext.compress_settings,
        )
        return response, plain


READ_AHEAD: Final = 4
"""Messages of one WebSocket taken in and waiting for the app before its socket is no longer read
(:meth:`WebSocketProtocol.send_receive_event_to_app`); each is a frame of at most ``ws_max_size``."""

SEND_NOW: Final = "dominohall.send_now"
"""The key, in a WebSocket scope's ``extensions``, of :meth:`WebSocketProtocol.send_now`."""
ABORT: Final = "dominohall.abort"
"""The key, in a WebSocket scope's ``extensions``, of :meth:`WebSocketProtocol.abort`."""


class WebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol (websockets, sans I/O) with :class:`SmallPlainDeflate`, a way to
    send a text message without a coroutine when the socket can take it at once (:meth:`send_now`,
    in the scope's ``extensions`` under :data:`SEND_NOW`), and a way to drop a connection whose
    client does not read (:meth:`abort`, under :data:`ABORT`).

    Once the connection is lost, the reference cycles that would keep it (with its compression
    contexts, 60 KiB) for the cyclic collector are cut: the scope's ``extensions`` name the
    protocol's methods, and websockets' parser is a generator holding its protocol. The server sets
    long-lived objects aside from the collector (``gc.freeze``), so such a cycle waited for the next
    full collection, ten minutes on."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.config.ws_per_message_deflate:
            # The same settings as uvicorn's own (a 4 KiB window, memLevel 5: little memory per connection).
            factory = SmallPlainDeflateFactory(
                server_max_window_bits=12, client_max_window_bits=12, compress_settings={"memLevel": 5}
            )
            made = self.conn
            self.conn = ServerProtocol(extensions=[factory], max_size=self.config.ws_max_size, logger=made.logger)
            made.parser.close()  # uvicorn's own, unused: its parser's frame holds it (a cycle)

    def send_receive_event_to_app(self) -> None:
        """Queue a message for the app, and stop reading the socket only once :data:`READ_AHEAD`
        messages wait. uvicorn stops reading at every message and starts again when the app takes
        it: two ``epoll_ctl`` calls, and the loop's reader handle made again, for every message a
        client sends — a move's whole way in, since a player sends one message and waits. The
        bound stays: a client sending faster than the app reads is held at a few frames, as before
        (uvicorn's :meth:`receive` reads on again once the queue is empty)."""
        paused, self.read_paused = self.read_paused, True  # uvicorn's own pause skipped
        try:
            super().send_receive_event_to_app()
        finally:
            self.read_paused = paused
        if not paused and self.queue.qsize() >= READ_AHEAD:
            self.read_paused = True
            self.transport.pause_reading()

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)  # none if the handshake was refused
        if scope is not None:
            extensions = scope.setdefault("extensions", {})
            extensions[SEND_NOW] = self.send_now
            extensions[ABORT] = self.abort

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        scope = getattr(self, "scope", None)
        if scope is not None:
            extensions = scope.get("extensions", {})
            extensions.pop(SEND_NOW, None)
            extensions.pop(ABORT, None)
        self.conn.parser.close()  # its frame holds the protocol (websockets, sans I/O)
        uncycle(self.transport)

    async def send(self, message: Any) -> None:
        await super().send(message)
        if message["type"] == "websocket.http.response.body" and not message.get("more_body", False):
            # The handshake was answered, with a refusal (a limit reached): uvicorn does not count
            # that as an answer, and logged an error for every such refusal.
            self.handshake_complete = True

    def abort(self) -> None:
        """Drop the connection now, with whatever is still waiting to be written: its client is too
        far behind (it reconnects and gets the state). ``transport.close()`` would wait for a buffer
        that a client that stopped reading never drains."""
        if not self.disconnected:
            drop(self.transport)

    def send_now(self, text: str) -> bool:
        """Write a text message now if the connection is open (accepted, not closing) and its
        transport is not holding back for a full buffer — what the ASGI ``send`` would do, without
        waiting for a loop turn: True. Otherwise nothing is written (False), and the caller sends
        it the ASGI way, which waits until the socket can take it."""
        if (
            not self.handshake_complete
            or self.close_sent
            or self.disconnected
            or self.initial_response is not None
            or not self.writable.is_set()
            or self.transport.is_closing()
        ):
            return False
        try:
            self.conn.send_text(text.encode())
        except InvalidState:
            return False
        self.transport.write(b"".join(self.conn.data_to_send()))
        return True
