"""Leaving a match properly (issue #35): a person resigns (a bot plays their seat out; last place at a
rated table), or calls the table off before anyone's second move (``abort``: it ends, nothing is
rated). Both are table actions, stored and replayed like a move: a restart keeps them."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import running_service
from test_server_abuse import hall
from test_server_abuse_round3_rated import PROXIED, QUICK, TWO_PEOPLE, Person, fresh

from dominohall.server import friends
from dominohall.server.live import Connection, LiveTable
from dominohall.server.protocol import (
    AbortMessage,
    MoveMessage,
    ProtocolError,
    ReclaimMessage,
    ResignMessage,
    parse_message,
    parse_table_request,
)
from dominohall.server.service import TableService
from dominohall.server.store import Store
from dominohall.server.table import Table


async def two_people(service: TableService) -> tuple[LiveTable, list[Connection], Connection]:
    """A Block table of two people, both joined (so it plays), and a spectator."""
    request = parse_table_request({"variant": "block", "seats": TWO_PEOPLE, "seed": 5})
    table, tokens = await service.create(request, "x")
    joined = [await service.join(table.id, tokens[seat]) for seat in sorted(tokens)]
    live, watcher = await service.join(table.id, None)
    return live, [conn for _live, conn in joined], watcher


async def move(service: TableService, live: LiveTable, conns: list[Connection]) -> None:
    """The seat to move plays its first legal move."""
    table = live.table
    seat = table.match.turn
    await service.handle(live, conns[seat], MoveMessage(table.match.legal_moves()[0], table.seq))


async def refusal(service: TableService, live: LiveTable, conn: Connection, message: Any) -> ProtocolError:
    actions = len(live.table.actions)
    with pytest.raises(ProtocolError) as caught:
        await service.handle(live, conn, message)
    assert len(live.table.actions) == actions  # a refusal changes nothing
    return caught.value


def test_the_messages_parse() -> None:
    assert isinstance(parse_message(json.dumps({"type": "resign"})), ResignMessage)
    assert isinstance(parse_message(json.dumps({"type": "abort"})), AbortMessage)
    with pytest.raises(ProtocolError) as caught:
        parse_message(json.dumps({"type": "abort", "seat": 1}))
    assert caught.value.field == "seat"


def test_an_abort_before_anyones_second_move_ends_the_table_and_a_restart_keeps_it(tmp_path: Path) -> None:
    """Each seat may have made one move: the table is called off (``aborted``), moves are refused
    from then on, it is archived like an ended table, and rebuilt from the store it is still aborted
    (not ``expired``, which a stored end without a result used to mean)."""
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> str:
        async with running_service(store) as service:
            live, conns, watcher = await two_people(service)
            assert live.table.meta()["abortable"]
            await move(service, live, conns)
            await move(service, live, conns)  # each seat has moved once: still abortable
            assert live.table.meta()["abortable"]
            assert (await refusal(service, live, watcher, AbortMessage())).code == "forbidden"
            await service.handle(live, conns[live.table.match.turn], AbortMessage())
            table = live.table
            assert (table.status, table.is_over, table.meta()["abortable"]) == ("aborted", True, False)
            told = json.loads(conns[0].queue.get_nowait() or "{}")
            while not conns[0].queue.empty():  # the last message the seat was sent says so
                told = json.loads(conns[0].queue.get_nowait() or "{}")
            assert told["table"]["status"] == "aborted"
            turn = table.match.turn
            late = await refusal(service, live, conns[turn], MoveMessage(table.match.legal_moves()[0], table.seq))
            assert late.code == "aborted"
            assert (await refusal(service, live, conns[0], ResignMessage())).code == "aborted"
            return table.id

    table_id = asyncio.run(main())
    stored = store.load(table_id)
    assert stored is not None and stored.finished is not None
    rebuilt = Table.rebuild(stored)
    assert (rebuilt.status, rebuilt.aborted_at, rebuilt.expired_at) == ("aborted", stored.finished, None)
    assert rebuilt.meta()["result"] is None


def test_no_abort_once_a_seat_has_made_its_second_move(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with running_service(store) as service:
            live, conns, _watcher = await two_people(service)
            for _ in range(3):  # A, B, A: seat A has made its second move
                await move(service, live, conns)
            assert not live.table.meta()["abortable"]
            refused = await refusal(service, live, conns[0], AbortMessage())
            assert refused.code == "no_abort" and "second move" in str(refused)
            assert live.table.status == "playing"

    asyncio.run(main())


def test_a_resigned_seat_is_played_out_by_a_bot_and_never_taken_back(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> str:
        async with running_service(store) as service:
            live, conns, watcher = await two_people(service)
            for _ in range(3):
                await move(service, live, conns)
            assert (await refusal(service, live, watcher, ResignMessage())).code == "forbidden"
            await service.handle(live, conns[1], ResignMessage())
            table = live.table
            seat = table.meta()["seats"][1]
            assert (seat["kind"], seat["bot"], seat["resigned"], seat["taken_over"]) == ("bot", "greedy", True, True)
            assert table.resigned == [1]
            assert (await refusal(service, live, conns[1], ResignMessage())).code == "bad_message"
            with pytest.raises(ProtocolError) as caught:
                await friends.act(service, live, conns[1], ReclaimMessage())
            back = caught.value
            assert back.field == "seat" and "resigned" in str(back)
            # seat 1's moves are the bot's from now on; seat 0 plays to the end of the match
            for _ in range(2000):
                if table.is_over:
                    break
                if table.match.turn == 0:
                    await move(service, live, conns)
                else:
                    await asyncio.sleep(0.01)
            assert table.match.is_over and table.status == "finished"

        return table.id

    # the resignation is an action of the table: a rebuild keeps it, and the match it led to
    table_id = asyncio.run(main())
    stored = store.load(table_id)
    assert stored is not None
    rebuilt = Table.rebuild(stored)
    assert (rebuilt.status, rebuilt.resigned, rebuilt.seats[1].resigned) == ("finished", [1], True)


def test_no_resignation_before_the_match_starts(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with running_service(store) as service:
            request = parse_table_request({"variant": "block", "seats": TWO_PEOPLE})
            table, tokens = await service.create(request, "x")
            live, conn = await service.join(table.id, tokens[0])
            assert (await refusal(service, live, conn, ResignMessage())).code == "waiting"
            await service.handle(live, conn, AbortMessage())  # the creator calls off a table nobody joined
            assert live.table.status == "aborted"

    asyncio.run(main())


# ---- at a rated table: the resigner places last, an aborted match is not rated -------------------
def test_at_a_rated_table_a_resignation_places_last_and_an_abort_rates_nothing(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.11").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.12").sign_up(fresh("Ben"))

    async def sit(made: dict[str, Any]) -> list[Any]:
        table, tokens = made["table"], [s["token"] for s in made["seats"]]
        return [await ann.client(table).connect(tokens[0]), await ben.client(table).connect(tokens[1])]

    async def run() -> tuple[str, str]:
        # Ben resigns at once: whatever the bot playing his seat makes of it, he lost
        resigned = ann.table(rated=True, seats=TWO_PEOPLE)
        a, b = await sit(resigned)
        await b.send({"type": "resign"})
        await a.until(lambda s: s["table"]["seats"][1]["resigned"])
        for _ in range(400):
            state = a.state
            assert state is not None
            if state["view"]["match_over"]:
                break
            if state["view"]["turn"] == 0 and state["view"]["legal"]:
                await a.send({"type": "move", "move": state["view"]["legal"][0]["move"], "seq": state["seq"]})
            message = await a.recv()
            assert message["type"] != "error" or message["code"] == "stale", message
        # an aborted rated table: nothing rated
        aborted = ann.table(rated=True, seats=TWO_PEOPLE)
        c, d = await sit(aborted)
        await d.send({"type": "abort"})
        await c.until(lambda s: s["table"]["status"] == "aborted")
        for client in (a, b, c, d):
            await client.close()
        return resigned["table"], aborted["table"]

    resigned, aborted = asyncio.run(run())
    changes = {c["seat"]: c["change"] for c in ann.request("GET", f"/api/tables/{resigned}/ratings")[1]["changes"]}
    assert changes[0] > 0 > changes[1], changes
    assert ann.request("GET", f"/api/tables/{aborted}/ratings")[1]["changes"] == []
    status, meta = ann.request("GET", f"/api/tables/{aborted}")
    assert status == 200 and meta["status"] == "aborted" and meta["result"] is None
