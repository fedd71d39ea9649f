"""Playing with friends through the WebSocket and the HTTP API: nicknames (sanitized, kept over a
restart), a free seat taken from the lobby, a seat taken back from its bot, and a rematch that hands
each person their own new seat privately."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, ServerProcess, play_to_end

from dominohall.server.protocol import MAX_NICK, HelloMessage, ProtocolError, clean_name, parse_message

TWO = [{"kind": "human"}, {"kind": "human"}]


def test_names_are_cleaned_and_bounded() -> None:
    assert clean_name("  Ala \u202e\u200b ma\n kota ") == "Ala ma kota"
    assert clean_name("   ") is None
    with pytest.raises(ProtocolError):
        clean_name("x" * (MAX_NICK + 1))
    with pytest.raises(ProtocolError):
        clean_name(7)
    hello = parse_message('{"type": "hello", "token": null, "name": "Bob"}')
    assert hello == HelloMessage(None, "Bob")
    with pytest.raises(ProtocolError):
        parse_message('{"type": "name", "name": ""}')


def test_names_shown_to_everyone_and_kept(start_server: Any) -> None:
    server: ServerProcess = start_server()
    made = server.create_table("block", 2, seats=TWO, options={"target": 1}, seed=3)
    table = made["table"]
    tokens = [s["token"] for s in made["seats"]]

    async def main() -> None:
        alice = Client(server, table)
        await alice.connect(None, hello=False)
        await alice.send({"type": "hello", "token": tokens[0], "name": "Alice"})
        await alice.until(lambda s: s["table"]["seats"][0]["name"] == "Alice")
        bob = await Client(server, table).connect(tokens[1])
        await bob.request({"type": "name", "name": "<b>Bob</b>"})
        state = await alice.until(lambda s: s["table"]["seats"][1]["name"] == "<b>Bob</b>")
        assert state["table"]["status"] == "playing"
        watcher = await Client(server, table).connect(None)
        refused = await watcher.error({"type": "name", "name": "Eve"})
        assert refused["code"] == "forbidden"
        for c in (alice, bob, watcher):
            await c.close()

    asyncio.run(main())
    server.stop()
    again: ServerProcess = start_server()  # the same database: the names are rebuilt from the actions
    meta = again.get(f"/api/tables/{table}")
    assert [s["name"] for s in meta["seats"]] == ["Alice", "<b>Bob</b>"]


def test_a_free_seat_taken_from_the_lobby(server: ServerProcess) -> None:
    closed = server.create_table("block", 2, seats=TWO, seed=3)
    status, body = server.request("POST", f"/api/tables/{closed['table']}/seats/1", {"name": "Eve"})
    assert status == 403 and body["code"] == "forbidden"  # only tables open to the lobby
    made = server.create_table("block", 2, seats=TWO, seed=3, open_seats=True)
    table = made["table"]
    listed = next(m for m in server.get("/api/tables") if m["id"] == table)
    assert listed["open_seats"] and not listed["seats"][1]["claimed"]
    status, body = server.request("POST", f"/api/tables/{table}/seats/1", {"name": "Carol"})
    assert status == 201, body
    assert body["seat"] == 1 and body["meta"]["seats"][1]["claimed"] and body["meta"]["seats"][1]["name"] == "Carol"
    status, again = server.request("POST", f"/api/tables/{table}/seats/1", {})
    assert status == 409 and again["code"] == "taken"
    status, _ = server.request("POST", f"/api/tables/{table}/seats/5", {})
    assert status == 400

    async def main() -> None:
        carol = await Client(server, table).connect(body["token"])
        assert carol.seat == 1
        old = Client(server, table)
        await old.connect(None, hello=False)
        await old.send({"type": "hello", "token": made["seats"][1]["token"]})
        assert (await old.next_of("error"))["code"] == "forbidden"  # the old link no longer opens it
        await carol.close()

    asyncio.run(main())


def test_take_back_a_seat_handed_to_a_bot(start_server: Any) -> None:
    server: ServerProcess = start_server(env={"DOMINOHALL_AWAY_SECONDS": "0.2"})
    made = server.create_table("block", 3, seats=[*TWO, {"kind": "bot", "bot": "greedy"}], seed=3)
    table = made["table"]
    tokens = [s["token"] for s in made["seats"]]

    async def main() -> None:
        alice = await Client(server, table).connect(tokens[0])
        bob = await Client(server, table).connect(tokens[1])
        await bob.close()
        state = await alice.take_over(1)
        assert state["table"]["seats"][1]["taken_over"]
        bob = await Client(server, table).connect(tokens[1])
        assert bob.state is not None and bob.state["table"]["seats"][1]["kind"] == "bot"
        state = await bob.request({"type": "reclaim"})
        assert state["table"]["seats"][1]["kind"] == "human" and not state["table"]["seats"][1]["taken_over"]
        refused = await alice.error({"type": "reclaim"})  # a seat a person holds: nothing to take back
        assert refused["code"] == "bad_message"
        for c in (alice, bob):
            await c.close()

    asyncio.run(main())


def test_rematch_gives_each_person_their_new_seat(server: ServerProcess) -> None:
    seats = [*TWO, {"kind": "bot", "bot": "random"}]
    made = server.create_table("block", 3, seats=seats, options={"target": 1}, timer=600)
    table = made["table"]
    tokens = [s["token"] for s in made["seats"]]

    async def main() -> None:
        alice = Client(server, table)
        await alice.connect(None, hello=False)
        await alice.send({"type": "hello", "token": tokens[0], "name": "Alice"})
        alice.seat = (await alice.next_of("welcome"))["seat"]
        await alice.next_state()
        bob = await Client(server, table).connect(tokens[1])
        watcher = await Client(server, table).connect(None)
        early = await alice.error({"type": "rematch"})
        assert early["code"] == "match_not_over"
        await play_to_end([alice, bob, watcher], 5, timeout=60)
        assert alice.state is not None
        result = alice.state["table"]["result"]
        assert result["winners"] and len(result["scores"]) == 3
        answer = await bob.request({"type": "rematch"}, answer="rematch")
        assert answer["type"] == "rematch", answer
        got = {c: await c.next_of("rematch", 5) for c in (alice, watcher)}
        got[bob] = answer
        new = got[bob]["table"]
        assert new != table and {m["table"] for m in got.values()} == {new}
        assert got[alice]["seat"] == 0 and got[bob]["seat"] == 1 and got[watcher]["token"] is None
        assert got[alice]["token"] != got[bob]["token"]
        meta = server.get(f"/api/tables/{new}")
        assert [s["kind"] for s in meta["seats"]] == ["human", "human", "bot"]
        assert meta["seats"][2]["bot"] == "random" and meta["timer"] == 600
        assert meta["seats"][0]["name"] == "Alice" and meta["status"] == "waiting"
        # asked again (or coming back later), the same seat is given again
        await alice.send({"type": "rematch"})
        assert (await alice.next_of("rematch"))["token"] == got[alice]["token"]
        a2 = await Client(server, new).connect(got[alice]["token"])
        b2 = await Client(server, new).connect(got[bob]["token"])
        assert (a2.seat, b2.seat) == (0, 1)
        state = await a2.until(lambda s: s["table"]["status"] == "playing")
        assert state["table"]["seed"] is None
        for c in (alice, bob, watcher, a2, b2):
            await c.close()

    asyncio.run(main())
    finished = next(m for m in server.get("/api/history") if m["id"] == table)
    assert finished["result"]["winners"] and finished["seats"][0]["name"] == "Alice"


def test_a_friend_who_comes_back_later_joins_the_same_rematch(server: ServerProcess) -> None:
    """Issue 23, item 3: Alice asks for the rematch after Bob has left the finished table; she is given
    Bob's link to send him (as whoever creates a table is), and leaves for the new table, so the
    finished one leaves memory. Bob coming back to it is given his seat at that rematch, not a
    plain Rematch that would make a second table where both wait for each other."""
    made = server.create_table("block", 2, seats=TWO, options={"target": 1}, seed=3)
    table = made["table"]
    tokens = [s["token"] for s in made["seats"]]

    async def main() -> None:
        alice = await Client(server, table).connect(tokens[0])
        bob = await Client(server, table).connect(tokens[1])
        await play_to_end([alice, bob], 3, timeout=60)
        await bob.close()
        answer = await alice.request({"type": "rematch"}, answer="rematch")
        assert answer["type"] == "rematch" and answer["seat"] == 0, answer
        new = answer["table"]
        assert set(answer["invites"]) == {"1"}  # the friend's seat, for Alice to send on
        await alice.close()
        await asyncio.sleep(0.3)  # nobody at the finished table: it lives on in the store only
        back = Client(server, table)
        await back.connect(tokens[1])
        told = await back.next_of("rematch", 5)
        assert told["table"] == new and told["seat"] == 1 and "invites" not in told
        assert told["token"] == answer["invites"]["1"]
        # pressing Rematch there gives the same table again, never a second one
        again = await back.request({"type": "rematch"}, answer="rematch")
        assert again["table"] == new and again["token"] == told["token"]
        b2 = await Client(server, new).connect(told["token"])
        assert b2.seat == 1
        for c in (back, b2):
            await c.close()

    asyncio.run(main())
