"""Turn-based tables (issue #35): a table made with ``"pace": {"kind": "turn-based", "hours": H}``
gives each move H hours, runs its clock from the stored time of the last move (a restart gives
nobody their time again), never expires while its match runs, waits days for its people, plays a
bot's move for a seat whose time ran out and, after three in a row, hands the seat to the bot for
good (a resignation: last place at a rated table). Its people sit down signed in. The clock here is
the test's: the timer's moment is called directly, the sweep given the time."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import running_service
from test_server_abuse import hall
from test_server_abuse_round3_rated import PROXIED, QUICK, Person, fresh, refused

from dominohall.server.live import Connection, LiveTable
from dominohall.server.protocol import MoveMessage, ProtocolError, parse_table_request
from dominohall.server.service import TableService
from dominohall.server.store import Store
from dominohall.server.table import TIMEOUTS_FOR_GOOD

DAY = 24 * 3600.0
THREE = [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]


def request(**fields: Any) -> dict[str, Any]:
    return {"variant": "twins", "players": 3, "seats": THREE, "pace": {"kind": "turn-based", "hours": 24}, **fields}


@pytest.mark.parametrize(
    ("pace", "field"),
    [
        ({"kind": "turn-based", "hours": 0}, "pace.hours"),
        ({"kind": "turn-based", "hours": 337}, "pace.hours"),
        ({"kind": "turn-based", "hours": "24"}, "pace.hours"),
        ({"kind": "turn-based", "hours": True}, "pace.hours"),
        ({"kind": "turn-based"}, "pace.hours"),
        ({"kind": "turn-based", "hours": 24, "on_timeout": "skip"}, "pace.on_timeout"),
        ({"kind": "turn-based", "hours": 24, "minutes": 5}, "pace.minutes"),
        ({"kind": "slow"}, "pace"),
        ("turn-based", "pace"),
        ({"kind": "live", "hours": 24}, "pace.hours"),
    ],
)
def test_a_bad_pace_is_refused_naming_its_field(pace: object, field: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_table_request(request(pace=pace))
    assert (caught.value.code, caught.value.field) == ("bad_message", field)


def test_a_pace_and_its_neighbours() -> None:
    assert parse_table_request(request()).pace_hours == 24
    assert parse_table_request(request(pace={"kind": "live"})).pace_hours is None
    assert parse_table_request({"variant": "twins", "players": 3}).pace_hours is None
    with pytest.raises(ProtocolError) as caught:
        parse_table_request(request(timer=30))
    assert caught.value.field == "timer"  # the pace is the clock: no turn timer besides
    with pytest.raises(ProtocolError) as caught:
        parse_table_request(request(seats=[{"kind": "bot", "bot": "greedy"}] * 3))
    assert caught.value.field == "seats"


async def three_people(service: TableService) -> tuple[LiveTable, list[Connection]]:
    table, tokens = await service.create(parse_table_request(request(seed=11)), "x")
    joined = [await service.join(table.id, tokens[seat]) for seat in sorted(tokens)]
    return joined[0][0], [conn for _live, conn in joined]


async def play(service: TableService, live: LiveTable, conns: list[Connection]) -> None:
    table = live.table
    await service.handle(live, conns[table.match.turn], MoveMessage(table.match.legal_moves()[0], table.seq))


def test_the_clock_runs_from_the_stored_last_move_and_a_restart_keeps_it(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def first() -> tuple[str, float]:
        async with running_service(store) as service:
            live, conns = await three_people(service)
            meta = live.table.meta()
            assert (meta["pace"], meta["timer"], meta["status"]) == (
                {"kind": "turn-based", "hours": 24},
                DAY,
                "playing",
            )
            await play(service, live, conns)
            since = live.table.turn_since()
            assert since is not None and live.deadline == since + DAY
            return live.table.id, live.deadline

    table_id, deadline = asyncio.run(first())

    async def again() -> None:
        async with running_service(store) as service:  # a restart: the table resumes from the store
            live = service.live[table_id]
            # not a new day from now
            assert live.table.turn_based and live.deadline == pytest.approx(deadline, abs=0.01)

    asyncio.run(again())


def test_a_timeout_is_a_bots_move_and_three_in_a_row_hand_the_seat_over_for_good(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with running_service(store) as service:
            live, conns = await three_people(service)
            sleeper = live.table.match.turn  # this seat never moves: its time runs out every turn
            for n in range(1, TIMEOUTS_FOR_GOOD + 1):
                while live.table.match.turn != sleeper and not live.table.is_over:
                    await play(service, live, conns)  # the others move at once
                assert live.timer_key == (live.table.seq, sleeper)
                seq = live.table.seq
                await service.timers.time_up(live, live.timer_key)
                table = live.table
                assert table.seq == seq + 1 and table.actions[-1 if n < TIMEOUTS_FOR_GOOD else -2].actor == "timer"
                assert table.timeouts_in_a_row(sleeper) == n
                seat = table.meta()["seats"][sleeper]
                if n < TIMEOUTS_FOR_GOOD:
                    assert (seat["kind"], seat["resigned"]) == ("human", False)  # played for, this once
                    assert seat["timeouts"] == n  # told to the person who comes back (TABLE_META)
            seat = live.table.meta()["seats"][sleeper]
            assert (seat["kind"], seat["resigned"], seat["timed_out"]) == ("bot", True, True)
            assert live.table.resigned == [sleeper]
            # a stale moment (the person moved just in time) does nothing
            other = live.table.match.turn
            actions = len(live.table.actions)
            await service.timers.time_up(live, (live.table.seq - 1, other))
            assert len(live.table.actions) == actions

    asyncio.run(main())


def test_the_timers_own_task_tells_each_timeout_and_hands_the_seat_over_after_three(tmp_path: Path) -> None:
    """As the server runs it: the move is played by the timer's own task, and the kick that follows
    the stored move (setting the next turn's timer) used to cancel that task, so the person was never
    told of a timeout and the third in a row never handed the seat to the bot."""
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with running_service(store) as service:
            told: list[tuple[str, str, int, int]] = []
            service.on_turn = lambda *noted: told.append(noted)
            live, conns = await three_people(service)
            sleeper = live.table.match.turn
            for _n in range(TIMEOUTS_FOR_GOOD):
                while live.table.match.turn != sleeper and not live.table.is_over:
                    await play(service, live, conns)
                key = live.timer_key
                assert key is not None and live.timer_task is not None
                live.timer_task.cancel()
                live.deadline = time.time()  # the time is up now
                task = service.spawn(service.timers._timer(live, key))
                live.timer_task = task
                await task
                assert ("timeout", live.table.id, key[0], sleeper) in told
            seat = live.table.meta()["seats"][sleeper]
            assert (seat["kind"], seat["resigned"], seat["timed_out"]) == ("bot", True, True)

    asyncio.run(main())


def test_a_move_in_time_breaks_the_run_of_timeouts(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with running_service(store) as service:
            live, conns = await three_people(service)
            seat = live.table.match.turn
            for made_in_time in (False, False, True, False, False):
                while live.table.match.turn != seat:
                    await play(service, live, conns)
                if made_in_time:
                    await play(service, live, conns)
                else:
                    await service.timers.time_up(live, (live.table.seq, seat))
            assert live.table.timeouts_in_a_row(seat) == 2
            assert live.table.seats[seat].kind == "human"  # two in a row since the move in time

    asyncio.run(main())


def test_a_turn_based_table_never_expires_while_it_runs_and_waits_days_for_its_people(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with running_service(store) as service:
            running, conns = await three_people(service)
            for conn in conns:
                await service.leave(running, conn)
            waiting, _tokens = await service.create(parse_table_request(request()), "x")
            live_waiting, _tokens = await service.create(
                parse_table_request({"variant": "twins", "players": 3, "seats": THREE}), "x"
            )
            now = running.table.config.created
            await service.timers.sweep(now + 2 * 3600)  # a live table nobody joined ends after an hour
            assert live_waiting.status == "expired"
            assert waiting.status == "waiting"
            await service.timers.sweep(now + 30 * DAY)  # nobody connected for a month: still running
            # (each table as it is now: an idle turn-based table sleeps out of memory and wakes
            # when its time comes, dominohall.server.dormancy)
            assert await status(service, running.table.id) == "playing"
            assert await status(service, waiting.id) == "expired"  # after a week of waiting

    async def status(service: TableService, table_id: str) -> str:
        live = await service.get(table_id)
        assert live is not None
        return live.table.status

    asyncio.run(main())


# ---- over HTTP and WebSockets: accounts --------------------------------------------------------
def test_turn_based_tables_are_made_and_played_by_signed_in_people(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    nobody = Person(server, "198.51.100.30")
    status, answer = nobody.request("POST", "/api/tables", request())
    assert (status, answer["code"], answer["field"]) == (401, "sign_in", "pace")
    ann = Person(server, "198.51.100.31").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.31").sign_up(fresh("Ben"))  # one home: fine at an unrated table
    status, made = ann.request("POST", "/api/tables", request())
    assert status == 201, made
    assert made["meta"]["pace"] == {"kind": "turn-based", "hours": 24}
    table, tokens = made["table"], [s["token"] for s in made["seats"]]

    async def run() -> None:
        assert (await refused(nobody, table, tokens[1]))["code"] == "sign_in"
        a = await ann.client(table).connect(tokens[0])
        b = await ben.client(table).connect(tokens[1])
        # Ben's seat is his across days: Ann with his link is refused
        answer = await refused(ann, table, tokens[1])
        assert (answer["code"], answer["field"]) == ("not_yours", "token")
        for c in (a, b):
            await c.close()

    asyncio.run(run())
    status, meta = ann.request("GET", f"/api/tables/{table}")
    assert status == 200 and meta["pace"]["hours"] == 24 and json.dumps(meta).count("token") == 0


def test_a_seat_of_an_open_turn_based_table_is_taken_only_by_someone_signed_in(start_server: Any) -> None:
    """A visitor not signed in once took a free seat of a turn-based table from the lobby: the seat
    counted as joined, but its hello was refused (sign_in), so it was nobody's for the week the
    table waits. Now the seat is refused to them (401 ``sign_in``) and stays free; someone signed in
    takes it and sits down."""
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.40").sign_up(fresh("Ann"))
    status, made = ann.request("POST", "/api/tables", request(open_seats=True))
    assert status == 201, made
    table = made["table"]
    nobody = Person(server, "198.51.100.41")
    status, answer = nobody.request("POST", f"/api/tables/{table}/seats/1", {"name": None})
    assert (status, answer["code"]) == (401, "sign_in")
    meta = server.get(f"/api/tables/{table}")
    assert [s["claimed"] for s in meta["seats"]] == [False, False, False]  # still free
    ben = Person(server, "198.51.100.42").sign_up(fresh("Ben"))
    status, taken = ben.request("POST", f"/api/tables/{table}/seats/1", {"name": None})
    assert status == 201, taken

    async def sit() -> None:
        b = await ben.client(table).connect(taken["token"])
        assert b.seat == 1
        await b.close()

    asyncio.run(sit())
