"""How the server reads a WebSocket (``server/http.py``, issue #43): a client that sends a message and
waits — a player's move — costs no pause and resume of its socket's reading (uvicorn's own protocol
paused at every message: two ``epoll_ctl`` calls a move), while a client sending faster than the app
reads is still held: once :data:`~dominohall.server.http.READ_AHEAD` messages wait, its socket is not
read until the app has taken them, and every message arrives, in order."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")


def test_a_message_at_a_time_is_read_without_pausing_and_a_flood_is_held_at_read_ahead() -> None:
    import uvicorn
    from websockets.asyncio.client import connect

    from dominohall.server.harness import free_port
    from dominohall.server.http import READ_AHEAD, SEND_NOW, WebSocketProtocol

    pauses: list[int] = []
    got: list[str] = []
    held: dict[str, Any] = {}
    step = asyncio.Event()

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        assert scope["type"] == "websocket"
        await receive()  # websocket.connect
        await send({"type": "websocket.accept"})
        protocol = scope["extensions"][SEND_NOW].__self__
        held["protocol"] = protocol
        transport = protocol.transport
        pause = transport.pause_reading

        def counted() -> None:
            pauses.append(protocol.queue.qsize())
            pause()

        transport.pause_reading = counted
        for _ in range(3):  # a player: a message, then an answer awaited
            got.append((await receive())["text"])
            await send({"type": "websocket.send", "text": "ok"})
        await step.wait()  # then the app reads nothing while the client floods
        while len(got) < 13:
            message = await receive()
            if message["type"] != "websocket.receive":
                return  # the client has gone (a failed check)
            got.append(message["text"])
        await send({"type": "websocket.send", "text": "all"})
        await receive()  # the close

    async def main() -> None:
        port = free_port()
        config = uvicorn.Config(app, host="127.0.0.1", port=port, ws=WebSocketProtocol, log_level="warning")
        server = uvicorn.Server(config)
        serving = asyncio.ensure_future(server.serve())
        while not server.started:
            await asyncio.sleep(0.05)
        try:
            async with connect(f"ws://127.0.0.1:{port}/") as ws:
                for i in range(3):
                    await ws.send(f"move {i}")
                    assert await ws.recv() == "ok"
                assert pauses == []  # uvicorn's own protocol: one pause a message
                for i in range(10):
                    await ws.send(f"flood {i}")
                    await asyncio.sleep(0.02)  # each in a read of its own
                protocol = held["protocol"]
                assert protocol.read_paused and protocol.queue.qsize() == READ_AHEAD
                assert pauses == [READ_AHEAD]
                step.set()
                assert await ws.recv() == "all"
            assert got == [f"move {i}" for i in range(3)] + [f"flood {i}" for i in range(10)]
        finally:
            step.set()  # a failed check: the app must not wait for ever
            server.should_exit = True
            await serving

    asyncio.run(main())
