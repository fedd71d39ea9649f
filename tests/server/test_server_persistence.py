"""Every action is stored as it happens: a server killed mid-game (SIGKILL, a real subprocess) and
started again on the same database resumes every table exactly — same seq, same views, the same
face-up deals, score sheet and chat — and the games go on to their end.

The same suite runs against PostgreSQL when ``DOMINOHALL_TEST_POSTGRES_URL`` names a database
(``.ci/run`` starts one); each test then works in a schema of its own, dropped afterwards."""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, ServerProcess, human_tables, my_turn, play_to_end, postgres_schema, running_service

from dominohall.record import loads
from dominohall.server.store import ActionRow, SeatConfig, Store, TableConfig


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh database URL: a SQLite file, or a new schema of the PostgreSQL test database."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'tables.sqlite3'}"
        return
    with postgres_schema() as url:
        yield url


KEPT = ("seq", "view", "reveal", "sheet", "chat")
# Short matches: the point is the restart, not the length of the game.
GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("white-snake", 5, {"max_deals": 3}),
    ("sausage", 3, {"losses": 2}),
    ("sausage-one-way", 2, {"losses": 2}),
    ("twins", 3, {"target": 40}),
    ("maltese-cross", 2, {"target": 40}),
    ("block", 2, {"target": 40}),
    ("draw", 3, {"target": 40}),
]


def kept(state: dict[str, Any]) -> dict[str, Any]:
    return {k: state[k] for k in KEPT}


async def seen_now(server: ServerProcess, made: dict[str, Any]) -> dict[str, Any]:
    """What seat 0 sees on connecting now (as a person who reloads the page)."""
    c = await Client(server, made["table"]).connect(made["seats"][0]["token"])
    await c.close()
    assert c.state is not None
    return kept(c.state)


def moved_this_deal(state: dict[str, Any], seat: int) -> bool:
    """Whether ``seat`` has made a move in the deal shown (its log reaches back to the deal's start,
    or is too long for the deal to have started without the seat moving)."""
    log = state["view"]["log"]
    starts = [i for i, e in enumerate(log) if e["event"] == "deal"]
    since = log[starts[-1] + 1 :] if starts else log
    return not starts or any(e.get("seat") == seat and e["event"] in ("play", "pass") for e in since)


async def until_mine(client: Client) -> dict[str, Any]:
    return await client.until(lambda s: my_turn(s) or s["view"]["match_over"])


def test_a_killed_server_resumes_every_table_exactly(database: str, tmp_path: Path) -> None:
    env = {"DOMINOHALL_BOT_DELAY": "0.01", "DOMINOHALL_AWAY_SECONDS": "0.2"}
    first = ServerProcess(database, env=env, log=tmp_path / "first.log").start()
    rng = random.Random(5)
    tables: list[dict[str, Any]] = []

    async def before_the_kill() -> None:
        for variant, players, options in GAMES:
            seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (players - 1)
            made = first.create_table(variant, players, seats=seats, options=options, seed=23 + len(tables))
            person = await Client(first, made["table"]).connect(made["seats"][0]["token"])
            for _ in range(rng.randrange(3, 25)):
                state = await until_mine(person)
                if state["view"]["match_over"]:
                    break
                legal = state["view"]["legal"]
                await person.request({"type": "move", "move": rng.choice(legal)["move"], "seq": state["seq"]})
            state = await until_mine(person)
            if variant == "block":
                # Undo stops at the end of a deal (issue #14): seat 0 moves until it has a move of
                # this deal to take back.
                while not state["view"]["match_over"] and not moved_this_deal(state, 0):
                    legal = state["view"]["legal"]
                    await person.request({"type": "move", "move": rng.choice(legal)["move"], "seq": state["seq"]})
                    state = await until_mine(person)
                if not state["view"]["match_over"]:  # a random seed may end a short match first
                    state = await person.request({"type": "undo", "seq": state["seq"]})
                    assert state["type"] == "state", state
            if variant == "sausage":
                await person.request({"type": "chat", "phrase": "oops"}, answer="chat")
            await person.drain(0.1)
            tables.append({"made": made, "state": await seen_now(first, made)})
            await person.close()
        # Two people, one of whom leaves and is replaced by a bot.
        made = first.create_table("draw", 2, seats=[{"kind": "human"}, {"kind": "human"}])
        stays = await Client(first, made["table"]).connect(made["seats"][0]["token"])
        leaves = await Client(first, made["table"]).connect(made["seats"][1]["token"])
        await leaves.close()
        await stays.take_over(1)
        await until_mine(stays)
        await stays.drain(0.1)
        tables.append({"made": made, "state": await seen_now(first, made)})
        await stays.close()

    try:
        asyncio.run(before_the_kill())
        # A table of bots only, killed in the middle of its match.
        bots = first.create_table("block", 2, seats=[{"kind": "bot"}, {"kind": "bot", "bot": "random"}])
        time.sleep(0.3)
    finally:
        first.kill()

    second = ServerProcess(database, env={"DOMINOHALL_BOT_DELAY": "0"}, log=tmp_path / "second.log").start()
    try:

        async def after_the_restart() -> None:
            open_ids = {t["id"] for t in second.get("/api/tables")}
            people = []
            for entry in tables:
                made = entry["made"]
                assert made["table"] in open_ids or entry["state"]["view"]["match_over"]
                person = await Client(second, made["table"]).connect(made["seats"][0]["token"])
                assert person.state is not None
                assert kept(person.state) == entry["state"], made["table"]
                people.append(person)
            await asyncio.gather(*(play_to_end([p], seed=i) for i, p in enumerate(people)))
            for person in people:
                record = second.get(f"/api/tables/{person.table}/record")
                match = loads(json.dumps(record))
                assert match.is_over
                await person.close()
            watcher = await Client(second, bots["table"]).connect(None)
            await watcher.until(lambda s: s["view"]["match_over"], timeout=30)
            assert loads(json.dumps(second.get(f"/api/tables/{bots['table']}/record"))).is_over

        asyncio.run(after_the_restart())
        assert len(second.get("/api/history")) == len(tables) + 1
    finally:
        second.stop()


def test_finished_tables_keep_their_record_and_replay_across_restarts(database: str, tmp_path: Path) -> None:
    server = ServerProcess(database, log=tmp_path / "first.log").start()
    try:
        made = server.create_table("twins", 2, seats=[{"kind": "bot"}, {"kind": "bot", "bot": "random"}])
        deadline = time.monotonic() + 30
        while server.get(f"/api/tables/{made['table']}")["status"] != "finished":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        record = server.get(f"/api/tables/{made['table']}/record")
        replay = server.get(f"/api/tables/{made['table']}/replay")
    finally:
        server.kill()
    again = ServerProcess(database, log=tmp_path / "second.log").start()
    try:
        assert again.get(f"/api/tables/{made['table']}/record") == record
        assert again.get(f"/api/tables/{made['table']}/replay") == replay
        assert again.get("/api/history")[0]["id"] == made["table"]
        assert again.get("/api/tables") == []
    finally:
        again.stop()


def test_the_store_keeps_actions_in_order_with_hashed_tokens(database: str) -> None:
    store = Store(database)
    try:
        config = TableConfig("s1", "x", "block", 2, {"target": 50}, 2**61 + 3, 30.0, time.time())
        store.create_table(
            config, [SeatConfig(0, "human", None, "f" * 64, False), SeatConfig(1, "bot", "greedy", None, True)]
        )
        for n, move in enumerate(["0-0", "0-1"]):
            store.append("s1", ActionRow(n, "move", n % 2, move, "human", time.time()))
        store.claim("s1", 0)
        (loaded,) = [t for t in store.load_open() if t.config.id == "s1"]
        assert (
            loaded.config.seed == 2**61 + 3 and loaded.config.options == {"target": 50} and loaded.config.timer == 30.0
        )
        assert [a.data for a in loaded.actions] == ["0-0", "0-1"] and loaded.seats[0].claimed
        with pytest.raises(Exception, match=r"(?i)unique|duplicate"):
            store.append("s1", ActionRow(1, "move", 1, "0-2", "human", time.time()))
    finally:
        store.close()


def test_a_tables_meta_is_there_for_the_other_processes_from_its_first_lease(database: str) -> None:
    """Several processes: a table's TABLE_META, as its owner wrote it, is what the others answer
    ``/api/tables/{id}`` with. It is written with a new table's lease (not only at the first renewal,
    a second later), and it stays readable when the lease has lapsed, which a busy owner's does for
    a moment (under load, another process answered 409 "could not be loaded" then)."""
    store = Store(database)
    try:
        now = time.time()
        bots = [SeatConfig(i, "bot", "greedy", None, True) for i in range(2)]
        store.create_table(TableConfig("m1", "", "block", 2, {}, 7, None, now), bots)
        store.claim_lease("m1", "one", "127.0.0.1:9", now, 2.0, meta='{"id": "m1", "seq": 0}')
        assert store.lease_meta("m1") == '{"id": "m1", "seq": 0}'
        store.renew_leases("one", now + 1, 2.0, {"m1": '{"id": "m1", "seq": 5}'}, [])
        assert store.lease_meta("m1") == '{"id": "m1", "seq": 5}'
        # At now + 4 the lease (to now + 3) has lapsed: another process takes the table over, and
        # until it writes its own, the meta is the table as the last owner wrote it.
        taken = store.claim_lease("m1", "two", "127.0.0.1:10", now + 4, 2.0)
        assert taken.owner == "two" and store.lease_meta("m1") == '{"id": "m1", "seq": 5}'
        assert store.lease_meta("nothing") is None
    finally:
        store.close()


@pytest.mark.parametrize("variant", ["white-snake", "sausage", "twins", "maltese-cross", "draw"])
def test_a_table_rebuilt_from_its_actions_is_the_same_table(variant: str) -> None:
    from dominohall import variant_class
    from dominohall.server.store import StoredTable
    from dominohall.server.table import Table

    players = variant_class(variant).min_players
    config = TableConfig("r", "", variant, players, {}, 11, None, 0.0)
    seats = [SeatConfig(0, "human", None, "h", True)] + [
        SeatConfig(s, "bot", "random", None, True) for s in range(1, players)
    ]
    table = Table(config, seats)
    rng = random.Random(variant)
    at = 0.0
    while not table.is_over and len(table.actions) < 600:
        at += 1
        seat = table.match.turn
        # An undo only where one is allowed: it stops at the end of a deal (issue #14).
        if seat == 0 and table.decisions.count(0) > 2 and table.undo_refusal(0) is None and rng.random() < 0.1:
            table.apply(ActionRow(len(table.actions), "undo", 0, "", "human", at), seq=table.seq)
        elif rng.random() < 0.02:
            table.apply(ActionRow(len(table.actions), "chat", 0, "oops", "human", at))
        else:
            move = rng.choice(table.match.legal_moves())
            table.apply(
                ActionRow(len(table.actions), "move", seat, str(move), "human" if seat == 0 else "bot", at),
                seq=table.seq,
            )
    again = Table.rebuild(StoredTable(config, seats, list(table.actions)))
    assert again.seq == table.seq and again.decisions == table.decisions
    for seat in (*range(players), None):
        assert again.state(seat) == table.state(seat)
    # Undo leaves exactly what the moves kept would have made: no finished deal of an undone move.
    from dominohall.events import Decision

    clean = Table(config, seats)
    for e in table.match.history:
        if isinstance(e, Decision):
            clean.apply(ActionRow(len(clean.actions), "move", e.seat, str(e.move), "bot", 1.0))
    for seat in (*range(players), None):
        mine, theirs = table.state(seat), clean.state(seat)
        assert (mine["view"], mine["reveal"], mine["sheet"]) == (theirs["view"], theirs["reveal"], theirs["sheet"])


def test_a_write_that_fails_is_refused_alone_and_the_table_goes_on_without_it(tmp_path: Path) -> None:
    """Actions of several tables are written in one transaction. When it fails, they are written
    one at a time: only the action whose write fails is refused (``internal``), its table rebuilt
    without it and nobody told of it; the others in the batch are stored and sent as usual."""
    from dominohall.server.protocol import ChatMessage, ProtocolError
    from dominohall.server.store import Finish

    class FailingStore(Store):
        bad: str | None = None
        batches: ClassVar[list[int]] = []

        def append_many(self, writes: list[tuple[str, ActionRow, Finish | None]]) -> None:
            self.batches.append(len(writes))
            if any(table_id == self.bad for table_id, _action, _finish in writes):
                raise RuntimeError("the disk is full")
            super().append_many(writes)

    async def main() -> None:
        store = FailingStore(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
        async with running_service(store) as service:
            (a, live_a, conn_a), (b, live_b, conn_b) = await human_tables(service, 2)
            for conn in (conn_a, conn_b):
                while not conn.queue.empty():
                    conn.queue.get_nowait()
            store.bad = a.id
            loop = asyncio.get_running_loop()
            said = [loop.create_task(service.handle(live, conn, ChatMessage("hello"))) for live, conn in
                    ((live_a, conn_a), (live_b, conn_b))]  # fmt: skip
            refused, told = await asyncio.gather(*said, return_exceptions=True)
            assert store.batches[-3:] == [2, 1, 1]  # one transaction for both, then one at a time
            assert isinstance(refused, ProtocolError) and refused.code == "internal", refused
            assert told is None
            assert (len(live_a.table.chat), len(live_a.table.actions)) == (0, 0)
            assert (len(live_b.table.chat), len(live_b.table.actions)) == (1, 1)
            assert conn_a.queue.empty()  # nobody at table A heard of the chat that was not stored
            assert json.loads(conn_b.queue.get_nowait() or "")["phrase"] == "hello"
            # The table goes on: the next action takes the number of the one refused.
            store.bad = None
            await service.handle(live_a, conn_a, ChatMessage("hello again"))
            assert [(x.n, x.data) for x in store.load(a.id).actions] == [(0, "hello again")]  # type: ignore[union-attr]
            assert [len(store.load(t.id).actions) for t in (a, b)] == [1, 1]  # type: ignore[union-attr]

    asyncio.run(main())


def test_in_a_batch_the_people_are_told_first(tmp_path: Path) -> None:
    """The actions of one batch are told once it is committed, a person's before a bot's (a person
    waits for the answer; a bot's move is shown after a human-like pause anyway)."""
    from dominohall.server.protocol import ChatMessage

    async def main() -> None:
        store = Store(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
        async with running_service(store) as service:
            (a, live_a, conn_a), (b, live_b, conn_b) = await human_tables(service, 2)
            told: list[str] = []

            def socket(name: str) -> Callable[[str], bool]:
                def write(_text: str) -> bool:
                    told.append(name)
                    return True

                return write

            for conn, name in ((conn_a, "a"), (conn_b, "b")):
                conn.direct = socket(name)
                while not conn.queue.empty():
                    conn.queue.get_nowait()
            loop = asyncio.get_running_loop()
            # Table A's action (a bot's, made first) and table B's (a person's) go in one batch.
            bot = service.commit(live_a, ActionRow(0, "chat", 1, "hello", "bot", time.time()))
            person = service.handle(live_b, conn_b, ChatMessage("hello"))
            await asyncio.gather(loop.create_task(bot), loop.create_task(person))
            assert told == ["b", "a"]
            assert [len(store.load(t.id).actions) for t in (a, b)] == [1, 1]  # type: ignore[union-attr]

    asyncio.run(main())


def test_a_bug_after_a_write_reaches_the_action_and_frees_the_table(tmp_path: Path) -> None:
    """What follows a stored action (telling everyone) runs in the write's callback: a bug there
    still reaches the action's sender (whose client is then told ``internal``) and lets the table
    go on, instead of leaving the sender waiting and the table locked."""
    from dominohall.server.protocol import ChatMessage
    from dominohall.server.service import LiveTable

    async def main() -> None:
        store = Store(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
        async with running_service(store) as service:
            ((table, live, conn),) = await human_tables(service, 1)

            def broken(_live: LiveTable) -> None:
                raise RuntimeError("a bug")

            service.timers.kick = broken  # type: ignore[method-assign,assignment]
            with pytest.raises(RuntimeError, match="a bug"):
                await asyncio.wait_for(service.handle(live, conn, ChatMessage("hello")), 30)
            assert not live.lock.locked()
            assert len(store.load(table.id).actions) == 1  # type: ignore[union-attr]

    asyncio.run(main())
