"""uvicorn's HTTP/1.1 protocol with the bounds it lacks (docs/server.md, Limits), and its WebSocket
protocol compressing only the messages worth it.

uvicorn closes an idle connection between requests (``timeout_keep_alive``) but waits for ever for
the first request head, or for the rest of a head sent slowly: each such half-open connection holds
a descriptor. :class:`BoundedH11Protocol` gives every request head ``header_seconds`` to arrive and
allows each address at most ``http_per_address`` connections at once (more are closed at once).

:class:`WebSocketProtocol` sends a message shorter than :data:`COMPRESS_FROM` bytes as it is, even
on a connection that agreed to per-message deflate (RFC 7692 lets either side leave any message
uncompressed): most messages are deltas of a few hundred bytes, for which compressing cost the
event loop more (a cold zlib context per connection) than it saved on the wire.
"""

from __future__ import annotations

import asyncio
from typing import Any, ClassVar, Final

from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.exceptions import InvalidState
from websockets.extensions.permessage_deflate import PerMessageDeflate, ServerPerMessageDeflateFactory
from websockets.frames import Frame, Opcode
from websockets.server import ServerProtocol

from dominohall.server.limits import Limits


class BoundedH11Protocol(H11Protocol):
    """See the module docstring. ``limits`` is set by :func:`protocol_class` before serving."""

    limits: ClassVar[Limits] = Limits()
    open_by_address: ClassVar[dict[str, int]] = {}
    """Open connections by address (an address leaves the book at 0)."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._address = self.client[0] if self.client else "?"
        held = self.open_by_address.get(self._address, 0)
        self.open_by_address[self._address] = held + 1
        self._head_timer: asyncio.TimerHandle | None = None
        if held >= self.limits.http_per_address:
            transport.close()  # connection_lost follows and forgets it
            return
        self._arm_head_timer()

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_head_timer()
        held = self.open_by_address.get(self._address, 0) - 1
        if held > 0:
            self.open_by_address[self._address] = held
        else:
            self.open_by_address.pop(self._address, None)
        super().connection_lost(exc)

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
        self._cancel_head_timer()  # the WebSocket protocol takes the connection over
        super().handle_websocket_upgrade(event)

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm_head_timer()  # the next request head must come in time too


def protocol_class(limits: Limits) -> type[BoundedH11Protocol]:
    """:class:`BoundedH11Protocol` bound to ``limits`` (a subclass, so that servers in one process
    keep their own books)."""
    return type("ServedH11Protocol", (BoundedH11Protocol,), {"limits": limits, "open_by_address": {}})


COMPRESS_FROM: Final = 1024
"""Messages shorter than this many bytes are sent uncompressed (nine in ten of a table's messages)."""


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


SEND_NOW: Final = "dominohall.send_now"
"""The key, in a WebSocket scope's ``extensions``, of :meth:`WebSocketProtocol.send_now`."""


class WebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol (websockets, sans I/O) with :class:`SmallPlainDeflate`, and a
    way to send a text message without a coroutine when the socket can take it at once
    (:meth:`send_now`, in the scope's ``extensions`` under :data:`SEND_NOW`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.config.ws_per_message_deflate:
            # The same settings as uvicorn's own (a 4 KiB window, memLevel 5: little memory per connection).
            factory = SmallPlainDeflateFactory(
                server_max_window_bits=12, client_max_window_bits=12, compress_settings={"memLevel": 5}
            )
            self.conn = ServerProtocol(extensions=[factory], max_size=self.config.ws_max_size, logger=self.conn.logger)

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)  # none if the handshake was refused
        if scope is not None:
            scope.setdefault("extensions", {})[SEND_NOW] = self.send_now

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
