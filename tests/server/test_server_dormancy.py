"""Turn-based tables asleep (issue #35, :mod:`dominohall.server.dormancy`): a turn-based table nobody
has been at for ``sleep_seconds`` leaves memory, keeping only its TABLE_META, when to wake and who
made it; it is listed as before (the lobby, its TABLE_META, your games), wakes when someone joins
or its clock runs out, and plays on from the store exactly where it was. The clock here is the
test's: the sweep is given the time."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from test_server_turn_based import DAY, THREE, play, request

from dominohall.server.limits import Limits
from dominohall.server.live import Connection, LiveTable
from dominohall.server.mygames import Bound, listed
from dominohall.server.protocol import MoveMessage, ProtocolError, parse_table_request
from dominohall.server.service import TableService
from dominohall.server.store import Store

SLEEP = 600.0


@asynccontextmanager
async def service_on(store: Store, sleep: float = SLEEP) -> AsyncIterator[TableService]:
    service = TableService(store, bot_delay=0, away_seconds=60, limits=Limits(sleep_seconds=sleep))
    await service.start()
    try:
        yield service
    finally:
        await service.stop()


async def three_at(service: TableService) -> tuple[LiveTable, list[Connection], dict[int, str]]:
    table, tokens = await service.create(parse_table_request(request(seed=5)), "198.51.100.7")
    joined = [await service.join(table.id, tokens[seat]) for seat in sorted(tokens)]
    return joined[0][0], [conn for _live, conn in joined], tokens


async def left_alone(service: TableService) -> tuple[LiveTable, dict[int, str]]:
    """A three-person turn-based Twins two moves in, everyone gone."""
    live, conns, tokens = await three_at(service)
    for _ in range(2):
        await play(service, live, conns)
    for conn in conns:
        await service.leave(live, conn)
    return live, tokens


def test_an_idle_turn_based_table_sleeps_is_listed_as_it_was_and_wakes_when_someone_joins(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with service_on(store) as service:
            live, tokens = await left_alone(service)
            table_id, seq = live.table.id, live.table.seq
            meta = live.table.meta()
            lobby_before = service.lobby.local_page(0, 50)[0]
            await service.timers.sweep(live.last_seen + SLEEP / 2)  # not idle long enough yet
            assert service.live[table_id] is live and not service.dormancy.tables
            await service.timers.sweep(live.last_seen + SLEEP + 1)
            assert table_id not in service.live and service.dormancy.count() == 1
            assert live.moved and live.asleep
            # the index of its creator's tables in memory lets it go at the next sweep (or count)
            await service.timers.sweep(live.last_seen + SLEEP + 2)
            assert "198.51.100.7" not in service.owned and service.dormancy.count() == 1
            # listed as it stood: the lobby, its TABLE_META, the creator's open tables
            assert json.loads(service.dormancy.meta(table_id) or "") == meta
            assert service.lobby.open_tables() == [meta]
            assert json.loads(service.lobby.local_page(0, 50)[0]) == json.loads(lobby_before)
            assert service.open_count("198.51.100.7") == 1 and service.open_count() == 0
            # whoever still holds the old table is told to reconnect, and nothing changes
            with pytest.raises(ProtocolError) as caught:
                await service.commit(live, live.table.actions[-1])
            assert caught.value.code == "moved"
            # someone comes: the table wakes, from the store, where it was
            seat = 0
            woken, conn = await service.join(table_id, tokens[seat])
            assert woken is not live and service.live[table_id] is woken and not service.dormancy.tables
            assert woken.table.seq == seq and woken.owner == "198.51.100.7"
            assert service.owned == {"198.51.100.7": {table_id}} and service.open_count("198.51.100.7") == 1
            assert woken.table.meta()["seats"][seat]["connected"]
            # and plays on: every seat joins again and the match goes on
            conns = [conn] + [(await service.join(table_id, tokens[s]))[1] for s in (1, 2)]
            await play(service, woken, conns)
            assert woken.table.seq == seq + 1

    asyncio.run(main())


def test_a_sleeping_table_wakes_when_its_clock_runs_out_and_the_timer_plays(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with service_on(store) as service:
            live, _tokens = await left_alone(service)
            table_id, seq = live.table.id, live.table.seq
            deadline = live.deadline
            assert deadline is not None
            await service.timers.sweep(live.last_seen + SLEEP + 1)
            dormant = service.dormancy.tables[table_id]
            assert dormant.wakes == pytest.approx(deadline)
            await service.timers.sweep(deadline - 1)  # not yet
            assert table_id in service.dormancy.tables
            # the clock has run out (the turn began more than a day ago, as the store says)
            service.dormancy.tables[table_id] = type(dormant)(dormant.created, 0.0, dormant.meta, dormant.owner)
            woken = await asyncio.wait_for(wake(service, table_id), 5)
            await service.timers.time_up(woken, (woken.table.seq, woken.table.match.turn))
            assert woken.table.seq == seq + 1 and woken.table.actions[-1].actor == "timer"

    async def wake(service: TableService, table_id: str) -> LiveTable:
        await service.timers.sweep(1.0)  # a moment when nobody's idle time matters
        return service.live[table_id]

    asyncio.run(main())


def test_a_waiting_table_sleeps_and_still_ends_when_nobody_came_for_a_week(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with service_on(store) as service:
            table, _tokens = await service.create(parse_table_request(request()), "x")
            created = table.config.created
            await service.timers.sweep(created + SLEEP + 1)
            assert service.dormancy.tables[table.id].wakes == created + 7 * DAY
            await service.timers.sweep(created + 7 * DAY + 1)
            assert table.id not in service.dormancy.tables
            stored = await service.db(store.load, table.id)
            assert stored is not None and stored.finished is not None  # ended, archived

    asyncio.run(main())


def test_a_restart_puts_the_idle_turn_based_tables_to_sleep_at_once(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def first() -> tuple[str, str, dict[str, object]]:
        async with service_on(store) as service:
            live, _tokens = await left_alone(service)
            other, _ = await service.create(
                parse_table_request({"variant": "twins", "players": 3, "seats": THREE}), "x"
            )
            return live.table.id, other.id, live.table.meta()

    turn_based, live_table, meta = asyncio.run(first())

    async def again() -> None:
        async with service_on(store, sleep=0.0) as service:
            assert turn_based in service.dormancy.tables and turn_based not in service.live
            assert live_table in service.live  # a live table is never put to sleep
            asleep = json.loads(service.dormancy.meta(turn_based) or "")
            assert asleep["seq"] == meta["seq"] and asleep["status"] == "playing"

    asyncio.run(again())


def test_your_games_lists_a_sleeping_table_with_its_turn_and_time_left(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with service_on(store) as service:
            live, _tokens = await left_alone(service)
            table = live.table
            turn, deadline = table.match.turn, live.deadline
            bound = [Bound(table.id, seat, "twins", "", table.config.created, None) for seat in range(3)]
            before = [g.json(0.0) for g in listed(service, bound, {})]
            await service.timers.sweep(live.last_seen + SLEEP + 1)
            assert table.id in service.dormancy.tables
            after = [g.json(0.0) for g in listed(service, bound, {})]
            # the same, but that TABLE_META's deadline is to the millisecond
            assert [{**g, "seconds_left": 0} for g in after] == [{**g, "seconds_left": 0} for g in before]
            assert [g["your_turn"] for g in after if g["seat"] == turn] == [True]
            assert deadline is not None
            assert all(g["seconds_left"] == pytest.approx(deadline, abs=1) for g in after)

    asyncio.run(main())


def test_a_table_with_someone_at_it_a_bot_to_move_or_a_live_pace_never_sleeps(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with service_on(store) as service:
            watched, conns, _tokens = await three_at(service)
            await service.leave(watched, conns[0])  # two people still there
            plain, _ = await service.create(
                parse_table_request({"variant": "twins", "players": 3, "seats": THREE}), "x"
            )
            alone, _tokens = await left_alone(service)
            later = time.time() + SLEEP + 1
            assert service.dormancy.may_sleep(watched, later) is False
            assert service.dormancy.may_sleep(service.live[plain.id], later) is False
            assert service.dormancy.may_sleep(alone, later) is True
            # a bot to move: it moves first (its task runs), then the table may sleep
            seat = alone.table.seats[alone.table.match.turn]
            seat.kind = "bot"
            assert service.dormancy.may_sleep(alone, later) is False
            seat.kind = "human"
            async with alone.lock:  # an action being stored
                assert service.dormancy.may_sleep(alone, later) is False

    asyncio.run(main())


def test_the_sleep_setting_is_bounded() -> None:
    assert Limits.from_env({"DOMINOHALL_SLEEP_SECONDS": "30"}).sleep_seconds == 30.0
    for bad in ("-1", "nan", "1e99", "soon"):
        with pytest.raises(ValueError, match="DOMINOHALL_SLEEP_SECONDS"):
            Limits.from_env({"DOMINOHALL_SLEEP_SECONDS": bad})


def test_a_move_at_a_sleeping_table_reaches_it_woken(tmp_path: Path) -> None:
    """A connection that held the table when it was put to sleep gets ``moved`` (the page reconnects
    on it) and, joining again, plays at the woken table."""
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with service_on(store) as service:
            live, conns, tokens = await three_at(service)
            seat = live.table.match.turn
            for conn in conns:
                await service.leave(live, conn)
            await service.timers.sweep(live.last_seen + SLEEP + 1)
            move = live.table.match.legal_moves()[0]
            with pytest.raises(ProtocolError) as caught:
                await service.handle(live, conns[seat], MoveMessage(move, live.table.seq))
            assert caught.value.code == "moved"
            woken, conn = await service.join(live.table.id, tokens[seat])
            await service.handle(woken, conn, MoveMessage(move, woken.table.seq))
            assert woken.table.actions[-1].data == str(move)

    asyncio.run(main())
