"""Mute (issue #35, Chat that can be moderated; server/chat.py): a signed-in person mutes the account
of a seat, and its free-text lines are not sent to any of the muter's connections — as they are
said, in the states, on a second device, after a restart — while the others hear them and the quick
phrases still go; bad input is refused naming its field and changes nothing; the mutes are bounded.
Against a real ``dominohall serve``, on SQLite and on PostgreSQL (``DOMINOHALL_TEST_POSTGRES_URL``)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from test_server_abuse import hall
from test_server_abuse_round3_rated import PROXIED, QUICK, Person, fresh

from dominohall.server import accounts_db as adb
from dominohall.server import chat
from dominohall.server.store import Store

THREE = [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]


def texts_in(state: dict[str, Any] | None) -> list[str]:
    assert state is not None
    return [line["text"] for line in state["chat"] if "text" in line]


@pytest.mark.parametrize("database", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_a_muted_accounts_free_text_reaches_none_of_the_muters_devices_and_survives_a_restart(
    start_server: Any, database: str
) -> None:
    from server_helpers import postgres_schema

    with contextlib.ExitStack() as stack:
        url = stack.enter_context(postgres_schema()) if database == "postgresql" else None
        env = {**PROXIED, **QUICK}

        def started() -> Any:
            return hall(start_server, **env) if url is None else start_server(env=env, database=url)

        server = started()
        ann = Person(server, "198.51.100.41").sign_up(fresh("Ann"))
        ben = Person(server, "198.51.100.42").sign_up(fresh("Ben"))
        cy = Person(server, "198.51.100.43").sign_up(fresh("Cy"))
        made = ann.table(variant="twins", players=3, seats=THREE)
        table, tokens = made["table"], [s["token"] for s in made["seats"]]
        ben_name = ben.request("GET", "/api/session")[1]["name"]

        async def sit() -> list[Any]:
            a = await ann.client(table, delta=True).connect(tokens[0])
            b = await ben.client(table).connect(tokens[1])
            c = await cy.client(table).connect(tokens[2])
            await a.until(lambda s: s["table"]["status"] == "playing")
            return [a, b, c]

        async def first() -> None:
            a, b, c = await sit()
            # bad input is refused naming its field, and nothing is muted
            for body, code, field in (
                ({"seat": 1}, "bad_message", "table"),
                ({"table": table, "seat": "1"}, "bad_message", "seat"),
                ({"table": table, "seat": 7}, "not_found", "seat"),
                ({"name": "no such player here"}, "not_found", "name"),
                ({"name": "x"}, "bad_name", "name"),
                ({"table": table, "seat": 0}, "bad_message", "name"),  # oneself
            ):
                status, answer = ann.request("POST", "/api/account/mutes", body)
                assert (answer["code"], answer["field"]) == (code, field), (body, status, answer)
            assert ann.request("GET", "/api/account/mutes")[1]["mutes"] == []
            assert Person(server, "198.51.100.44").request("GET", "/api/account/mutes")[0] == 401
            # Ann mutes the account at seat 1 (Ben's), from the table's seat as the page does
            status, answer = ann.request("POST", "/api/account/mutes", {"table": table, "seat": 1})
            assert (status, answer) == (201, {"name": ben_name, "muted": True})
            assert ann.request("GET", f"/api/account/mutes?table={table}")[1]["seats"] == [1]
            a2 = await ann.client(table).connect(tokens[0])  # her second device
            await b.request({"type": "chat", "text": "you will not read this"}, "chat")
            assert (await c.next_of("chat"))["text"] == "you will not read this"  # Cy hears Ben
            await b.request({"type": "chat", "phrase": "hello"}, "chat")  # a quick phrase still goes
            await c.request({"type": "chat", "text": "but this"}, "chat")
            for device in (a, a2):
                assert (await device.next_of("chat"))["phrase"] == "hello"
                assert (await device.next_of("chat"))["text"] == "but this"
            # nor is it in her states (a move makes one), nor in a new connection's first
            turn = a.state["view"]["turn"]
            mover = [a, b, c][turn]
            await mover.send(
                {"type": "move", "move": mover.state["view"]["legal"][0]["move"], "seq": mover.state["seq"]}
            )
            seq = mover.state["seq"]
            for device in (a, a2, c):
                await device.until(lambda s: s["seq"] > seq)
            assert "you will not read this" not in texts_in(a.state) + texts_in(a2.state)
            assert "you will not read this" in texts_in(c.state)
            a3 = await ann.client(table).connect(tokens[0])
            assert texts_in(a3.state) == ["but this"]
            for client in (a, a2, a3, b, c):
                await client.close()

        asyncio.run(first())
        server.stop()
        server = started()  # a restart: the mute is stored
        for person in (ann, ben, cy):
            person.server = server

        async def again() -> None:
            a, b, c = await sit()
            assert texts_in(a.state) == ["but this"]
            assert [m["name"] for m in ann.request("GET", "/api/account/mutes")[1]["mutes"]] == [ben_name]
            await b.request({"type": "chat", "text": "still muted"}, "chat")
            await c.request({"type": "chat", "text": "from Cy"}, "chat")
            assert (await a.next_of("chat"))["text"] == "from Cy"
            # at a new table Ann sits first and Ben after: his lines do not reach her there either
            two = ann.table(seats=[{"kind": "human"}, {"kind": "human"}])
            a_two = await ann.client(two["table"]).connect(two["seats"][0]["token"])
            b_two = await ben.client(two["table"]).connect(two["seats"][1]["token"])
            await b_two.request({"type": "chat", "text": "new table, still muted"}, "chat")
            await b_two.request({"type": "chat", "phrase": "hello"}, "chat")
            assert (await a_two.next_of("chat"))["phrase"] == "hello"
            await a_two.close()
            await b_two.close()
            # unmuted: Ben's next lines reach her again
            status, answer = ann.request("DELETE", f"/api/account/mutes/{ben_name}")
            assert (status, answer["muted"]) == (200, False)
            status, answer = ann.request("DELETE", f"/api/account/mutes/{ben_name}")
            assert (status, answer["code"], answer["field"]) == (404, "not_found", "name")
            await b.request({"type": "chat", "text": "hello again"}, "chat")
            while (line := await a.next_of("chat")).get("text") != "hello again":
                assert line.get("text") != "still muted", line  # the state sent at the unmute may come first
            for client in (a, b, c):
                await client.close()

        asyncio.run(again())


def test_mutes_are_bounded_per_account(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'mutes.sqlite3'}")
    now = time.time()
    ids = []
    for n in range(3):
        name = fresh(f"Mu{n}")
        made = adb.create_account(store.engine, name, name.lower(), "x", now)
        assert made is not None
        ids.append(made)
    assert chat.mute(store.engine, ids[0], ids[1], now, most=1) == "muted"
    assert chat.mute(store.engine, ids[0], ids[1], now, most=1) == "already"
    assert chat.mute(store.engine, ids[0], ids[2], now, most=1) == "full"
    assert len(chat.mutes_of(store.engine, ids[0])) == 1
    assert chat.unmute(store.engine, ids[0], ids[1]) and not chat.unmute(store.engine, ids[0], ids[1])
    assert chat.mute(store.engine, ids[0], ids[2], now, most=1) == "muted"
    store.close()
