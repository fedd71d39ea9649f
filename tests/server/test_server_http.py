"""The server's WebSocket protocol (server/http.py): per-message deflate leaves short messages as
they are and compresses long ones, and a peer decoding them all — in any mix — reads every message
back exactly (the two compression contexts stay in step). A connection's messages are written
straight to the socket only when nothing waits before them, so they stay in order, and a client
that stops reading is still cut off once its queue is full."""

from __future__ import annotations

import json
import random

from websockets.extensions.permessage_deflate import ClientPerMessageDeflateFactory, PerMessageDeflate
from websockets.frames import Frame, Opcode

from dominohall.server.http import COMPRESS_FROM, SmallPlainDeflateFactory
from dominohall.server.limits import Window
from dominohall.server.service import MAX_QUEUE, Connection


def negotiated() -> tuple[PerMessageDeflate, PerMessageDeflate]:
    """A server extension (as the server makes it for a browser's offer) and the client's."""
    client_factory = ClientPerMessageDeflateFactory(client_max_window_bits=True)
    offer = client_factory.get_request_params()
    server_factory = SmallPlainDeflateFactory(
        server_max_window_bits=12, client_max_window_bits=12, compress_settings={"memLevel": 5}
    )
    answer, server = server_factory.process_request_params(offer, [])
    client = client_factory.process_response_params(answer, [])
    return server, client


def test_short_messages_go_uncompressed_and_long_ones_compressed_and_all_read_back() -> None:
    server, client = negotiated()
    rng = random.Random(3)
    plain = compressed = 0
    for i in range(300):
        size = rng.choice([20, 300, COMPRESS_FROM - 1, COMPRESS_FROM, 5000, 40000])
        text = json.dumps({"i": i, "pad": "".join(rng.choice("abcdef-0123") for _ in range(size))})[:size]
        sent = server.encode(Frame(Opcode.TEXT, text.encode()))
        if len(text) < COMPRESS_FROM:
            assert not sent.rsv1 and sent.data == text.encode()
            plain += 1
        else:
            assert sent.rsv1 and len(sent.data) < len(text)
            compressed += 1
        read = client.decode(sent)
        assert bytes(read.data).decode() == text
    assert plain > 50 and compressed > 50


def test_a_message_goes_straight_out_only_when_nothing_waits_before_it() -> None:
    conn = Connection(0, Window(10, 1.0))
    wire: list[str] = []
    room = True

    def direct(text: str) -> bool:
        if room:
            wire.append(text)
        return room

    conn.direct = direct
    conn.send("a")
    assert wire == ["a"] and conn.queue.empty()
    room = False  # the socket's buffer is full: the message waits for the writer task
    conn.send("b")
    room = True
    conn.send("c")  # the socket could take it, but "b" is waiting: "c" goes behind it
    assert wire == ["a"]
    assert [conn.queue.get_nowait() for _ in range(2)] == ["b", "c"]
    conn.sending = True  # the writer task took a message and is sending it
    conn.send("d")
    assert wire == ["a"] and conn.queue.get_nowait() == "d"
    conn.sending = False
    conn.send({"type": "pong"})
    assert wire == ["a", '{"type":"pong"}'] and conn.queue.empty()
    room = False  # a client that stops reading: its queue fills, and it is cut off
    for i in range(MAX_QUEUE + 1):
        conn.send(str(i))
    assert conn.closed and conn.queue.qsize() == MAX_QUEUE + 1  # the last item is the close (None)
    conn.send("after")
    room = True
    conn.send("after")
    assert wire == ["a", '{"type":"pong"}']  # nothing is sent to a closed connection
