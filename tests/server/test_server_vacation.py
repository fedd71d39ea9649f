"""Vacation (issue #35, :mod:`dominohall.server.vacation`): a person on vacation has the clocks of
their turn-based seats stopped — a turn's deadline moves on by the part of the vacation before it,
no timeout plays while they are away, coming back early gives the unused days back — from stored
data alone (a restart, a table asleep, another process compute the same deadline). The clock here
is the test's: vacations are stored at the times the test gives, and the timer's moment is called
directly. Then the endpoints over HTTP, and what a hostile visitor may send them."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from test_server_abuse import hall
from test_server_abuse_round3_rated import PROXIED, QUICK, Person, fresh
from test_server_dormancy import SLEEP, left_alone, service_on
from test_server_turn_based import DAY, request

from dominohall.server import accounts_db as adb
from dominohall.server import vacation
from dominohall.server.accounts import Accounts
from dominohall.server.dormancy import wake_time
from dominohall.server.limits import Limits
from dominohall.server.live import LiveTable
from dominohall.server.protocol import ProtocolError
from dominohall.server.service import TableService
from dominohall.server.store import Store, vacations_t
from dominohall.server.table import moved_deadline


def test_the_deadline_moves_on_by_the_vacation_before_it() -> None:
    assert moved_deadline(100, 10, []) == 110
    assert moved_deadline(100, 10, [(105, 108)]) == 113  # 5 s run, 3 s away, 5 s run
    assert moved_deadline(100, 10, [(90, 103)]) == 113  # away when the turn began
    assert moved_deadline(100, 10, [(50, 90), (120, 130)]) == 110  # before the turn, after the deadline
    assert moved_deadline(100, 10, [(105, 108), (112, 120)]) == 121  # the first moves the deadline past the second
    assert moved_deadline(100, 10, [(112, 120), (105, 108)]) == 121  # in any order


def _accounts(store: Store, live: LiveTable) -> list[int]:
    """An account for each seat of ``live``'s table, bound to it."""
    ids = []
    for seat in range(len(live.table.seats)):
        name = fresh(f"V{seat}")
        made = adb.create_account(store.engine, name, name.lower(), "x", time.time())
        assert made is not None
        adb.bind_seat(store.engine, live.table.id, seat, made, None, time.time())
        ids.append(made)
    return ids


def _service_vacation(service: TableService) -> vacation.Vacation:
    return vacation.Vacation(service, Accounts(lambda: service))


def test_a_vacation_moves_the_running_turns_deadline_and_coming_back_gives_the_rest_back(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with service_on(store) as service:
            live, _tokens = await left_alone(service)
            ids = _accounts(store, live)
            turn = live.table.match.turn
            since = live.table.turn_since()
            assert since is not None and live.deadline == pytest.approx(since + DAY)
            # the person to move goes on vacation for 3 days, an hour into their turn
            starts = since + 3600
            done = vacation.start(store.engine, ids[turn], starts, 3, 30)
            assert isinstance(done, dict) and done["days_left"] == 27
            await _service_vacation(service).moved(ids[turn])
            assert live.deadline == pytest.approx(since + DAY + 3 * DAY)
            assert live.table.on_vacation(turn, starts + 1) == pytest.approx(starts + 3 * DAY)
            # someone else's vacation moves nothing
            other = (turn + 1) % 3
            vacation.start(store.engine, ids[other], starts, 5, 30)
            await _service_vacation(service).moved(ids[other])
            assert live.deadline == pytest.approx(since + 4 * DAY)
            # back after one day: the two unused days are given back, and the deadline with them
            back = vacation.end(store.engine, ids[turn], starts + DAY, 30)
            assert back is not None and back["until"] is None and back["days_left"] == 29
            await _service_vacation(service).moved(ids[turn])
            assert live.deadline == pytest.approx(since + 2 * DAY)
            assert vacation.end(store.engine, ids[turn], starts + DAY, 30) is None  # not away any more
            deadline = live.deadline
        async with service_on(store) as service:  # a restart computes the same deadline from the store
            woken = await service.get(live.table.id)
            assert woken is not None and woken.deadline == pytest.approx(deadline)

    asyncio.run(main())


def test_a_vacation_another_process_stored_stops_the_timer_when_it_is_due(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with service_on(store) as service:
            live, _tokens = await left_alone(service)
            ids = _accounts(store, live)
            turn, seq = live.table.match.turn, live.table.seq
            since = live.table.turn_since()
            assert since is not None
            # stored elsewhere: this process's timer does not know it yet
            vacation.start(store.engine, ids[turn], since + 60, 2, 30)
            assert live.deadline == pytest.approx(since + DAY)
            # what a process taking the table over reads (the leases' load_many) and a restart (load)
            (taken,) = store.load_many([live.table.id])
            loaded = store.load(live.table.id)
            assert loaded is not None and taken.away == loaded.away == {turn: ((since + 60, since + 60 + 2 * DAY),)}
            # the timer's moment comes: it reads the vacations again and waits on instead of playing
            assert await service.timers.went_away(live)
            assert live.deadline == pytest.approx(since + 3 * DAY)
            assert live.timer_key == (seq, turn) and live.table.seq == seq
            assert not await service.timers.went_away(live)  # nothing new: the timer would play
            # the timer's move at the moved deadline is a timeout as ever
            await service.timers.time_up(live, (seq, turn))
            assert live.table.seq == seq + 1 and live.table.actions[-1].actor == "timer"

    asyncio.run(main())


def test_a_sleeping_table_wakes_at_the_moved_deadline(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with service_on(store) as service:
            live, _tokens = await left_alone(service)
            ids = _accounts(store, live)
            table_id, turn = live.table.id, live.table.match.turn
            since = live.table.turn_since()
            assert since is not None
            await service.timers.sweep(live.last_seen + SLEEP + 1)
            assert service.dormancy.tables[table_id].wakes == pytest.approx(since + DAY)
            vacation.start(store.engine, ids[turn], since + 60, 4, 30)
            await _service_vacation(service).moved(ids[turn])  # woken, and its clock moved
            woken = service.live[table_id]
            assert woken.deadline == pytest.approx(since + 5 * DAY)
            assert wake_time(woken.table, service.limits.turn_based_waiting_seconds) == pytest.approx(since + 5 * DAY)
            woken.last_seen = 0.0
            await service.timers.sweep(SLEEP + 1)  # to sleep again, to wake at the moved deadline
            assert service.dormancy.tables[table_id].wakes == pytest.approx(since + 5 * DAY)

    asyncio.run(main())


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_the_days_and_the_vacations_of_a_year_are_bounded(database: str, tmp_path: Path) -> None:
    import contextlib

    from server_helpers import postgres_schema

    with contextlib.ExitStack() as stack:
        url = stack.enter_context(postgres_schema()) if database == "postgresql" else f"sqlite:///{tmp_path / 't.db'}"
        bounds(Store(url))


def bounds(store: Store) -> None:
    account = adb.create_account(store.engine, "Vera", "vera", "x", 0.0)
    assert account is not None
    now = 1_000_000_000.0
    assert vacation.start(store.engine, account, now, 20, 30) != "too_long"
    assert vacation.start(store.engine, account, now + 1, 1, 30) == "on_vacation"
    assert vacation.start(store.engine, account, now + 21 * DAY, 11, 30) == "too_long"
    assert isinstance(vacation.start(store.engine, account, now + 21 * DAY, 10, 30), dict)
    # a year after the first, its days are free again, and its row is gone
    later = now + vacation.YEAR + 40 * DAY
    assert vacation.vacation_of(store.engine, account, later, 30)["days_left"] == 30
    for n in range(vacation.VACATIONS_A_YEAR):
        assert isinstance(vacation.start(store.engine, account, later + n * DAY, 1, 30), dict)
        assert vacation.end(store.engine, account, later + n * DAY + 60, 30) is not None
    assert vacation.start(store.engine, account, later + 20 * DAY, 1, 30) == "too_many"
    with store.engine.connect() as db:
        rows = db.execute(vacations_t.select().where(vacations_t.c.account_id == account)).all()
    assert len(rows) == vacation.VACATIONS_A_YEAR  # the old ones purged


def test_the_vacation_setting_is_bounded() -> None:
    assert Limits.from_env({"DOMINOHALL_VACATION_DAYS": "14"}).vacation_days == 14
    for bad in ("-1", "366", "lots", "2.5"):
        with pytest.raises(ValueError, match="DOMINOHALL_VACATION_DAYS"):
            Limits.from_env({"DOMINOHALL_VACATION_DAYS": bad})


# ---- over HTTP ---------------------------------------------------------------------------------
def test_vacation_over_http_is_shown_to_the_other_players(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK, DOMINOHALL_VACATION_DAYS="10")
    ann = Person(server, "198.51.100.61").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.62").sign_up(fresh("Ben"))
    status, made = ann.request(
        "POST",
        "/api/tables",
        request(seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "greedy"}]),
    )
    assert status == 201, made
    table, tokens = made["table"], [s["token"] for s in made["seats"]]

    async def sit() -> None:
        a = await ann.client(table).connect(tokens[0])
        b = await ben.client(table).connect(tokens[1])
        for c in (a, b):
            await c.close()

    asyncio.run(sit())
    status, shown = ben.request("GET", "/api/account/vacation")
    assert (status, shown["until"], shown["days_left"], shown["days_a_year"]) == (200, None, 10, 10)
    status, went = ben.request("POST", "/api/account/vacation", {"days": 4})
    assert status == 201 and went["until"] is not None and went["days_left"] == 6, went
    meta = server.get(f"/api/tables/{table}")
    assert meta["seats"][1]["vacation_until"] == went["until"]
    assert "vacation_until" not in meta["seats"][0]
    status, games = ann.request("GET", "/api/my/games")
    assert status == 200
    (game,) = [g for g in games["games"] if g["table"] == table]
    assert game["players"][1]["vacation_until"] == went["until"]
    status, again = ben.request("POST", "/api/account/vacation", {"days": 1})
    assert (status, again["code"], again["field"]) == (409, "on_vacation", "days")
    status, back = ben.request("DELETE", "/api/account/vacation")
    assert status == 200 and back["until"] is None and back["days_left"] >= 9, back
    assert "vacation_until" not in server.get(f"/api/tables/{table}")["seats"][1]
    status, answer = ben.request("DELETE", "/api/account/vacation")
    assert (status, answer["code"]) == (404, "not_found")


@pytest.mark.parametrize(
    "body",
    [
        {"days": 0},
        {"days": 11},
        {"days": -3},
        {"days": "5"},
        {"days": 2.5},
        {"days": True},
        {"days": None},
        {"days": 10**100},
        {"days": 2, "until": "2099-01-01"},
        {},
        [1],
        "days",
    ],
)
def test_a_hostile_vacation_is_refused_naming_its_field(start_server: Any, body: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK, DOMINOHALL_VACATION_DAYS="10")
    eve = Person(server, "198.51.100.70").sign_up(fresh("Eve"))
    status, answer = eve.request("POST", "/api/account/vacation", body)
    assert 400 <= status < 500 and answer["code"] in ("bad_message", "bad_json"), answer
    if isinstance(body, dict) and body.get("days") != 10**100:  # a number that long: the JSON itself is refused
        assert answer["field"] == "days"
    assert eve.request("GET", "/api/account/vacation")[1]["until"] is None


def test_vacation_needs_a_sign_in_and_is_rate_limited(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK, DOMINOHALL_SOCIAL_LIMIT="3/600")
    nobody = Person(server, "198.51.100.80")
    for method, body in (("GET", None), ("POST", {"days": 1}), ("DELETE", None)):
        status, answer = nobody.request(method, "/api/account/vacation", body)
        assert (status, answer["code"]) == (401, "sign_in")
    eve = Person(server, "198.51.100.81").sign_up(fresh("Eve"))
    codes = [
        eve.request("POST" if n % 2 == 0 else "DELETE", "/api/account/vacation", {"days": 1} if n % 2 == 0 else None)[0]
        for n in range(4)
    ]
    assert codes == [201, 200, 201, 429]


def test_a_seat_on_vacation_is_not_handed_to_a_bot(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with service_on(store) as service:
            live, _tokens = await left_alone(service)
            ids = _accounts(store, live)
            seat = live.table.match.turn
            live.table.seats[seat].away_since = time.time() - 3600  # away long enough to be taken over
            vacation.start(store.engine, ids[seat], time.time() - 1, 2, 30)
            await _service_vacation(service).moved(ids[seat])
            with pytest.raises(ProtocolError) as caught:
                await service.takeover(live, (seat + 1) % 3, seat)
            assert (caught.value.code, caught.value.field) == ("on_vacation", "seat")
            assert live.table.seats[seat].kind == "human"
            assert live.table.meta()["seats"][seat]["vacation_until"] is not None

    asyncio.run(main())
