"""``POST /api/tables/{table}/seat`` (issue #35, "Play across days"): a signed-in account takes its
own seat on another device (a mail's bare ``/t/{table}`` link opened on a phone) with a new token of
that seat, beside the first (the other device keeps playing), at most ``SEAT_LINKS`` such tokens a
seat; anonymous people, other accounts and unknown tables are refused with a code, nothing made.
Driven through the API against a real ``dominohall serve``."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import my_turn
from test_server_abuse import hall
from test_server_abuse_round3_rated import PASSWORD, PROXIED, QUICK, Person, fresh

from dominohall.server.store import SEAT_LINKS

TWO = [{"kind": "human"}, {"kind": "human"}]


async def hello(person: Person, table: str, token: str) -> dict[str, Any]:
    """The first answer to a hello with ``token`` (a welcome names the seat it sat at)."""
    client = person.client(table)
    await client.connect(token, hello=False)
    await client.send({"type": "hello", "token": token})
    answer = await client.recv()
    await client.close()
    return answer


def test_an_account_takes_its_own_seat_on_another_device_and_nobody_else_does(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    name = fresh("Ann")
    ann = Person(server, "198.51.100.61").sign_up(name)
    ben = Person(server, "198.51.100.62").sign_up(fresh("Ben"))
    cat = Person(server, "198.51.100.63").sign_up(fresh("Cat"))
    nobody = Person(server, "198.51.100.64")
    phone = Person(server, "198.51.100.65")
    status, answer = phone.request("POST", "/api/session", {"name": name, "password": PASSWORD})
    assert status == 200, answer
    made = ann.table(seats=TWO, pace={"kind": "turn-based", "hours": 24})
    table, tokens = made["table"], [s["token"] for s in made["seats"]]
    path = f"/api/tables/{table}/seat"

    async def run() -> None:
        first = await ann.client(table).connect(tokens[0])  # Ann sits down: seat 0 is her account's
        other = await ben.client(table).connect(tokens[1])
        assert first.seat == 0 and other.seat == 1
        # refused, each with its code, and nothing made
        status, answer = nobody.request("POST", path)
        assert (status, answer["code"]) == (401, "sign_in")
        status, answer = cat.request("POST", path)
        assert (status, answer["code"], answer["field"]) == (403, "not_seated", "table")
        status, answer = phone.request("POST", "/api/tables/nosuchtable/seat")
        assert (status, answer["code"]) == (404, "not_found")
        status, answer = ben.request("POST", path)  # Ben's answer is his own seat, never Ann's
        assert status == 200 and answer["seat"] == 1
        # Ann's phone gets a token of her seat, and plays it
        status, answer = phone.request("POST", path)
        assert status == 200 and answer["table"] == table and answer["seat"] == 0, answer
        assert answer["token"] not in tokens
        mobile = await phone.client(table).connect(answer["token"])
        assert mobile.seat == 0
        # the first device still plays too: whoever's turn it is moves from the phone or the other side
        playing = await mobile.until(lambda s: s["table"]["status"] == "playing")
        mover = mobile if playing["view"]["turn"] == 0 else other
        state = await mover.until(my_turn)
        await mover.request({"type": "move", "move": state["view"]["legal"][0]["move"], "seq": state["seq"]})
        await first.until(lambda s: s["seq"] > state["seq"])
        assert (await hello(ann, table, tokens[0]))["seat"] == 0
        # a seat keeps SEAT_LINKS such tokens: one more drops the oldest, never the seat's first
        more = [phone.request("POST", path)[1]["token"] for _ in range(SEAT_LINKS)]
        assert (await hello(phone, table, answer["token"])).get("seat") != 0
        for token in [*more, tokens[0]]:
            assert (await hello(phone, table, token))["seat"] == 0
        for c in (first, other, mobile):
            await c.close()

    asyncio.run(run())
