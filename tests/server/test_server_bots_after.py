"""A live table that does not wait for ever (issue #35, "a live seek may be filled with bots after a
wait the seeker chose"): ``"bots_after": SECONDS`` in ``POST /api/tables`` hands the human seats
still free that long after the table was made to bots, and the match starts with the people who
came. White Snake is for five or six: three friends start one without waiting for two more. A
person who comes later with their seat's link takes it back from its bot."""

from __future__ import annotations

import asyncio
import time
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, running_service

from dominohall.server import friends
from dominohall.server.protocol import ProtocolError, ReclaimMessage, parse_table_request
from dominohall.server.store import Store
from dominohall.server.table import TAKEOVER_BOT

FIVE = [{"kind": "human"}] * 5


def snake(**fields: Any) -> dict[str, Any]:
    return {"variant": "white-snake", "players": 5, "seats": FIVE, "bots_after": 120, **fields}


@pytest.mark.parametrize(
    ("fields", "says"),
    [
        ({"bots_after": 5}, "10 to 3600 seconds"),
        ({"bots_after": 3601}, "10 to 3600 seconds"),
        ({"bots_after": "120"}, "10 to 3600 seconds"),
        ({"bots_after": True}, "10 to 3600 seconds"),
        ({"bots_after": float("nan")}, "10 to 3600 seconds"),
        ({"rated": True}, "unrated"),
        ({"pace": {"kind": "turn-based", "hours": 24}}, "live tables"),
    ],
)
def test_a_bad_bots_after_is_refused_naming_its_field(fields: dict[str, Any], says: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_table_request(snake(**fields))
    assert (caught.value.code, caught.value.field) == ("bad_message", "bots_after")
    assert says in str(caught.value)


def test_bots_take_the_free_seats_when_the_wait_is_over_and_a_late_friend_takes_theirs_back(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with running_service(store) as service:
            table, tokens = await service.create(parse_table_request(snake()), "x")
            live = service.live[table.id]
            meta = table.meta()
            assert meta["bots_after"] == 120 and meta["status"] == "waiting"
            assert table.bots_at() == table.config.created + 120
            at = datetime.fromisoformat(meta["bots_at"]).timestamp()
            assert at == pytest.approx(table.config.created + 120, abs=1)
            assert live.fill_task is not None and not live.fill_task.done()  # waiting for its moment
            came = [await service.join(table.id, tokens[seat]) for seat in (0, 2, 3)]
            assert table.status == "waiting" and table.free_seats() == [1, 4]
            await service.timers.fill(live)  # the moment: the two seats nobody took go to bots
            seats = table.meta()["seats"]
            assert [(s["kind"], s["bot"], s["taken_over"]) for s in seats] == [
                ("human", None, False),
                ("bot", TAKEOVER_BOT, True),
                ("human", None, False),
                ("human", None, False),
                ("bot", TAKEOVER_BOT, True),
            ]
            assert table.status == "playing" and table.meta()["bots_at"] is None
            assert [a.actor for a in table.actions if a.kind == "takeover"] == ["timer", "timer"]
            await service.timers.fill(live)  # once is all: nothing more to do
            assert sum(a.kind == "takeover" for a in table.actions) == 2
            # the friend of seat 4 comes late, with their link: their seat is theirs again
            late, conn = await service.join(table.id, tokens[4])
            await friends.act(service, late, conn, ReclaimMessage())
            assert table.seats[4].kind == "human" and table.status == "playing"
            for _live, c in came:
                await service.leave(live, c)

    asyncio.run(main())


def test_the_wait_runs_from_the_stored_creation_across_a_restart(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def first() -> tuple[str, float]:
        async with running_service(store) as service:
            table, _tokens = await service.create(parse_table_request(snake()), "x")
            when = table.bots_at()
            assert when is not None
            return table.id, when

    table_id, when = asyncio.run(first())

    async def again() -> None:
        async with running_service(store) as service:
            live = service.live[table_id]
            assert live.table.bots_at() == pytest.approx(when, abs=0.01)  # not 120 s from the restart
            assert live.fill_task is not None and not live.fill_task.done()

    asyncio.run(again())


def test_a_table_that_filled_in_time_or_without_bots_after_is_left_alone(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with running_service(store) as service:
            table, tokens = await service.create(parse_table_request(snake(players=5)), "x")
            for seat in range(5):
                await service.join(table.id, tokens[seat])
            live = service.live[table.id]
            assert table.status == "playing" and table.bots_at() is None
            await service.timers.fill(live)
            assert not any(a.kind == "takeover" for a in table.actions)
            plain, _ = await service.create(parse_table_request(snake(bots_after=None)), "x")
            assert plain.bots_after is None and service.live[plain.id].fill_task is None
            assert plain.meta()["bots_at"] is None

    asyncio.run(main())


def test_over_the_wire_the_match_starts_with_bots_once_the_wait_is_over(start_server: Any) -> None:
    server = start_server()
    made = server.create_table("white-snake", 5, seats=FIVE, bots_after=10)
    assert made["meta"]["bots_after"] == 10 and made["meta"]["bots_at"] is not None
    started = time.monotonic()

    async def main() -> None:
        ann = await Client(server, made["table"]).connect(made["seats"][0]["token"])
        state = await ann.until(lambda s: s["table"]["status"] == "playing", timeout=40)
        waited = time.monotonic() - started
        kinds = [s["kind"] for s in state["table"]["seats"]]
        assert kinds == ["human", "bot", "bot", "bot", "bot"], kinds
        assert waited >= 9, waited  # not before its time
        await ann.close()

    asyncio.run(main())
