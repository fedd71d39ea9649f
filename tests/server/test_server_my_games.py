"""``GET /api/my/games`` (issue #35, "Your turn, told"): a signed-in person's running matches, those
waiting for them first, by the time left. Driven through the API against a real ``dominohall
serve`` with the production limits (:data:`~test_server_abuse.TIGHT`); the bound and the listing of
a table another process runs are tried on the parts themselves."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, my_turn, running_service
from test_server_abuse import hall
from test_server_abuse_round3_rated import PROXIED, QUICK, Person, fresh

from dominohall.server import accounts_db as adb
from dominohall.server.mygames import MY_GAMES_MAX, Bound, listed, running_seats
from dominohall.server.protocol import parse_table_request
from dominohall.server.store import SeatConfig, Store, TableConfig

DAY = 24 * 3600
TWO = [{"kind": "human"}, {"kind": "human"}]


def slow_table(person: Person) -> dict[str, Any]:
    return person.table(seats=TWO, pace={"kind": "turn-based", "hours": 24})


def games(person: Person) -> dict[str, Any]:
    status, answer = person.request("GET", "/api/my/games")
    assert status == 200, answer
    found: dict[str, Any] = answer
    return found


def by_table(listing: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {g["table"]: g for g in listing["games"]}


def waiting_first(listing: dict[str, Any]) -> None:
    """Those waiting for the person first, each group by the time left (the least first)."""
    flags = [g["your_turn"] for g in listing["games"]]
    assert flags == sorted(flags, reverse=True), flags
    assert listing["waiting"] == sum(flags)
    for group in (True, False):
        left = [
            g["seconds_left"] for g in listing["games"] if g["your_turn"] is group and g["seconds_left"] is not None
        ]
        assert left == sorted(left), left


def test_a_persons_games_waiting_for_them_first_and_nobody_elses(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    nobody = Person(server, "198.51.100.40")
    status, answer = nobody.request("GET", "/api/my/games")
    assert (status, answer["code"]) == (401, "sign_in")
    ann = Person(server, "198.51.100.41").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.42").sign_up(fresh("Ben"))
    cat = Person(server, "198.51.100.43").sign_up(fresh("Cat"))
    assert games(ann) == {"games": [], "waiting": 0, "total": 0, "more": False, "limit": MY_GAMES_MAX, "challenges": 0}
    slow = [slow_table(ann) for _ in range(3)]
    live = ann.table()  # a live table against a bot: listed too, with no pace

    async def run() -> None:
        clients: dict[tuple[str, str], Client] = {}
        for made in slow:
            tokens = [s["token"] for s in made["seats"]]
            clients["ann", made["table"]] = await ann.client(made["table"]).connect(tokens[0])
            clients["ben", made["table"]] = await ben.client(made["table"]).connect(tokens[1])
        mine = await ann.client(live["table"]).connect(live["seats"][0]["token"])
        await mine.until(my_turn)  # the bot has moved if it led
        for made in slow:
            await clients["ann", made["table"]].until(lambda s: s["table"]["status"] == "playing")

        listing, theirs = games(ann), games(ben)
        assert listing["total"] == 4 and theirs["total"] == 3 and not listing["more"]
        waiting_first(listing)
        waiting_first(theirs)
        a, b = by_table(listing), by_table(theirs)
        assert set(a) == {m["table"] for m in slow} | {live["table"]} and set(b) == {m["table"] for m in slow}
        assert a[live["table"]]["your_turn"] and a[live["table"]]["pace"] is None
        for made in slow:
            t = made["table"]
            # one of the two is waited on at each turn-based table, and both lists say who
            assert a[t]["your_turn"] != b[t]["your_turn"]
            assert a[t]["turn"] == b[t]["turn"] == (a[t]["seat"] if a[t]["your_turn"] else b[t]["seat"])
            assert a[t]["pace"] == 24 and a[t]["status"] == "playing" and a[t]["link"] == f"/t/{t}"
            assert DAY - 120 < a[t]["seconds_left"] <= DAY and a[t]["deadline"] == b[t]["deadline"]
            assert [p["name"] for p in a[t]["players"]] == [ann_name, ben_name]
            assert a[t]["turn_name"] == (ann_name if a[t]["your_turn"] else ben_name)
        # Ann moves at a table where she is waited on: it is Ben's turn there now, in both lists
        hers = [m["table"] for m in slow if a[m["table"]]["your_turn"]]
        t = hers[0] if hers else slow[0]["table"]
        if not hers:  # Ben leads everywhere: he moves first, then it is Ann's somewhere
            t = slow[0]["table"]
            state = await clients["ben", t].until(my_turn)
            await clients["ben", t].request(
                {"type": "move", "move": state["view"]["legal"][0]["move"], "seq": state["seq"]}
            )
            assert by_table(games(ann))[t]["your_turn"]
        state = await clients["ann", t].until(my_turn)
        await clients["ann", t].request(
            {"type": "move", "move": state["view"]["legal"][0]["move"], "seq": state["seq"]}
        )
        after_a, after_b = by_table(games(ann))[t], by_table(games(ben))[t]
        assert not after_a["your_turn"] and after_b["your_turn"] and after_b["turn"] == after_b["seat"]
        # someone with no seat at these tables sees none of them
        assert games(cat)["games"] == []
        for c in [*clients.values(), mine]:
            await c.close()

    ann_name = ann.request("GET", "/api/session")[1]["name"]
    ben_name = ben.request("GET", "/api/session")[1]["name"]
    asyncio.run(run())
    # a signed-out browser is refused again
    assert ann.request("DELETE", "/api/session")[0] == 204
    assert ann.request("GET", "/api/my/games")[0] == 401


def test_the_list_is_rate_limited_per_account(start_server: Any) -> None:
    server = hall(start_server, **PROXIED)
    dan = Person(server, "198.51.100.50").sign_up(fresh("Dan"))
    eve = Person(server, "198.51.100.50").sign_up(fresh("Eve"))  # one home: counted per account
    answers = [dan.request("GET", "/api/my/games") for _ in range(61)]
    assert [s for s, _ in answers[:60]] == [200] * 60
    status, refusal = answers[60]
    assert (status, refusal["code"]) == (429, "rate_limited") and refusal["retry_after"] >= 1
    assert eve.request("GET", "/api/my/games")[0] == 200


def test_at_most_the_bound_newest_first(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")
    account = adb.create_account(store.engine, "Ann", "ann", "h", 0.0)
    assert account is not None
    for i in range(MY_GAMES_MAX + 5):
        config = TableConfig(f"t{i:03d}", "", "block", 2, {}, 7, None, 1000.0 + i)
        store.create_table(
            config, [SeatConfig(0, "human", None, "ab", False), SeatConfig(1, "human", None, "cd", False)]
        )
        adb.bind_seat(store.engine, config.id, 0, account, None, 0.0)
    bound, total, names = running_seats(store.engine, account, MY_GAMES_MAX, with_leases=True)
    assert (len(bound), total) == (MY_GAMES_MAX, MY_GAMES_MAX + 5)
    assert bound[0].table_id == f"t{MY_GAMES_MAX + 4:03d}"  # the newest first
    assert names[bound[0].table_id] == {0: "Ann"}


def test_a_table_another_process_runs_is_listed_from_its_lease(tmp_path: Path) -> None:
    """With several processes a table run elsewhere is described by the TABLE_META its owner last
    wrote to the lease (``turn`` and ``deadline`` are in it): the same as where it runs."""
    store = Store(f"sqlite:///{tmp_path / 't.sqlite3'}")

    async def main() -> None:
        async with running_service(store) as service:
            request = {"variant": "block", "players": 2, "seats": TWO, "pace": {"kind": "turn-based", "hours": 5}}
            table, tokens = await service.create(parse_table_request(request), "x")
            for seat in sorted(tokens):
                await service.join(table.id, tokens[seat])
            live = service.live[table.id]
            assert live.deadline is not None
            meta = live.table.meta()
            assert meta["turn"] == live.table.match.turn and meta["deadline"] is not None
            for seat in (0, 1):
                here = Bound(table.id, seat, "block", "", time.time(), None)
                elsewhere = Bound(table.id, seat, "block", "", time.time(), json.dumps(meta))
                [local] = listed(service, [here], {})
                # a process that neither runs it nor holds it asleep
                elsewhere_service = SimpleNamespace(live={}, dormancy=SimpleNamespace(meta=lambda _table: None))
                [remote] = listed(elsewhere_service, [elsewhere], {})  # type: ignore[arg-type]
                now = time.time()
                a, b = local.json(now), remote.json(now)
                assert a["deadline"] == b["deadline"] and abs(a["seconds_left"] - b["seconds_left"]) <= 1
                a.pop("seconds_left"), b.pop("seconds_left")
                assert a == b
                assert a["your_turn"] == (seat == meta["turn"]) and a["pace"] == 5

    asyncio.run(main())


def test_another_process_lists_the_table_from_the_lease(tmp_path: Path) -> None:
    """Two processes on PostgreSQL: the table runs on one, and the other lists it (whose turn, the
    deadline) from the TABLE_META the first wrote to the lease."""
    from server_helpers import postgres_schema
    from test_server_cluster import cluster

    with postgres_schema() as url:
        first, second = cluster(url, tmp_path)
        try:
            ann = Person(first).sign_up(fresh("Ann"))
            made = ann.table(
                seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}], pace={"kind": "turn-based", "hours": 3}
            )
            table = made["table"]

            async def sit() -> dict[str, Any]:
                client = await ann.client(table).connect(made["seats"][0]["token"])
                state = await client.until(my_turn)
                await client.close()
                return state

            state = asyncio.run(sit())
            here = by_table(games(ann))[table]
            assert here["your_turn"] and here["turn"] == state["view"]["seat"] and here["pace"] == 3
            there = Person(second)
            there.cookie = ann.cookie  # the same browser, answered by the other process
            deadline = time.monotonic() + 10
            while True:
                found = by_table(games(there)).get(table)
                if found is not None and found["your_turn"] and found["deadline"] == here["deadline"]:
                    break
                assert time.monotonic() < deadline, found
                time.sleep(0.2)
            assert found["players"] == here["players"] and found["status"] == "playing"
        finally:
            for server in (first, second):
                server.stop()
