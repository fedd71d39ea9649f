"""Nothing lost, nothing counted twice (docs/accounts.md): a rated match's rating changes are
written in the transaction that stores its last move, so a server killed with SIGKILL at any moment,
or a process of several failing over to another, neither loses nor repeats a rating change. On
SQLite and PostgreSQL, with the real server in a subprocess."""

from __future__ import annotations

import asyncio
import json
import random
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
import test_server_persistence
from server_helpers import Client, ServerProcess, my_turn, postgres_schema, running_service

from dominohall.server import accounts_db
from dominohall.server.sessions import COOKIE
from dominohall.server.store import Store
from dominohall.variants import VARIANTS

PASSWORD = "correct horse battery"
RATED = {
    "variant": "block",
    "players": 2,
    "options": {"target": 30},
    "rated": True,
    "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}],
}


database = test_server_persistence.database  # a SQLite file, or a schema of the PostgreSQL test database


def call(server: ServerProcess, method: str, path: str, body: Any = None, cookie: str | None = None) -> Any:
    req = urllib.request.Request(
        server.url + path,
        data=None if body is None else json.dumps(body).encode(),
        method=method,
        headers={"content-type": "application/json", **({"cookie": f"{COOKIE}={cookie}"} if cookie else {})},
    )
    with urllib.request.urlopen(req, timeout=30) as answer:
        if answer.status == 201 and path == "/api/accounts":
            return answer.headers["set-cookie"].split(";")[0].split("=", 1)[1]
        return json.loads(answer.read() or b"null")


async def join(server: ServerProcess, table: str, token: str, cookie: str, timeout: float = 30.0) -> Client:
    """Connect (again) until the table answers: its server is restarting, or another process is
    taking it over."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return await Client(server, table, delta=True, headers={"cookie": f"{COOKIE}={cookie}"}).connect(token)
        except Exception:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.3)


async def play_for(clients: list[Client], seconds: float, rng: random.Random) -> None:
    """Random legal moves for every client until ``seconds`` have passed or every match is over."""
    deadline = time.monotonic() + seconds
    moved: dict[int, int] = {}
    while time.monotonic() < deadline:
        live = [c for c in clients if c.state is not None and not c.state["view"]["match_over"]]
        if not live:
            return
        for c in live:
            state = c.state
            assert state is not None
            if my_turn(state) and moved.get(id(c)) != state["seq"]:
                moved[id(c)] = state["seq"]
                legal = state["view"]["legal"]
                await c.send({"type": "move", "move": rng.choice(legal)["move"], "seq": state["seq"]})
        for c in live:
            try:
                message = await c.recv(0.05)
            except (TimeoutError, Exception):
                continue
            assert message["type"] != "error" or message["code"] in ("stale", "internal"), message


def check_ratings(database: str, accounts: dict[str, int], tables: dict[str, str]) -> None:
    """Every finished rated table rated once for its person; each account's rating the chain of its
    changes, its games their count: none lost, none repeated."""
    store = Store(database)
    try:
        params = VARIANTS["block"].rating
        with store.engine.connect() as db:
            from sqlalchemy import select

            from dominohall.server.store import rating_changes_t, ratings_t, tables_t

            changes = db.execute(select(rating_changes_t)).all()
            ratings = {r.account_id: r for r in db.execute(select(ratings_t))}
            finished = {r.id for r in db.execute(select(tables_t.c.id).where(tables_t.c.finished.is_not(None)))}
        assert finished == set(tables), "every table finished"
        by_table = {}
        for c in changes:
            assert (c.table_id, c.seat) not in by_table
            by_table[c.table_id, c.seat] = c
        assert set(by_table) == {(t, 0) for t in tables}, "each table rated once, for its person"
        for name, account in accounts.items():
            mine = [c for c in changes if c.account_id == account]
            assert len(mine) == sum(1 for owner in tables.values() if owner == name)
            row = ratings[account]
            assert row.games == len(mine)
            befores = sorted([(c.mu_before, c.sigma_before) for c in mine] + [(row.mu, row.sigma)])
            afters = sorted([(c.mu_after, c.sigma_after) for c in mine] + [(params.mu, params.sigma)])
            assert befores == afters, f"{name}: the changes do not chain from the start to the rating"
    finally:
        store.close()


class Players:
    """People with accounts, each at ``count`` rated tables against a bot made on ``server``."""

    def __init__(self, server: ServerProcess, names: tuple[str, ...], count: int) -> None:
        self.cookies = {
            name: call(server, "POST", "/api/accounts", {"name": name, "password": PASSWORD}) for name in names
        }
        self.made = {
            name: [call(server, "POST", "/api/tables", RATED, cookie) for _ in range(count)]
            for name, cookie in self.cookies.items()
        }
        self.tables = {m["table"]: name for name, ms in self.made.items() for m in ms}
        """Each table's person."""

    async def connect(self, server: ServerProcess, timeout: float = 30.0) -> list[Client]:
        """Every person at each of their tables, through ``server``."""
        return [
            await join(server, m["table"], m["seats"][0]["token"], self.cookies[name], timeout)
            for name, ms in self.made.items()
            for m in ms
        ]

    def check(self, database: str) -> None:
        store = Store(database)
        try:
            ids = {name: accounts_db.find_account(store.engine, name.lower())[0] for name in self.cookies}  # type: ignore[index]
        finally:
            store.close()
        check_ratings(database, ids, self.tables)


def test_a_killed_server_neither_loses_nor_repeats_a_rating_change(database: str, tmp_path: Path) -> None:
    server = ServerProcess(database, log=tmp_path / "server.log").start()
    rng = random.Random(3)
    try:
        players = Players(server, ("Ada", "Bob"), 4)
        for _kill in range(3):
            clients = asyncio.run(_play_then(lambda: players.connect(server), rng, 0.4 + rng.random()))
            if all(c.state is not None and c.state["view"]["match_over"] for c in clients):
                break
            server.kill()  # SIGKILL at some moment of the play, maybe mid-write
            server.start()
        asyncio.run(_play_then(lambda: players.connect(server), rng, 120.0))
    finally:
        server.stop()
    players.check(database)


async def _play_then(connect: Any, rng: random.Random, seconds: float) -> list[Client]:
    clients: list[Client] = await connect()
    try:
        await play_for(clients, seconds, rng)
    finally:
        for c in clients:
            await c.close()
    return clients


@pytest.mark.postgres
def test_a_process_that_fails_over_neither_loses_nor_repeats_a_rating_change(tmp_path: Path) -> None:
    from test_server_cluster import LEASE, cluster

    with postgres_schema() as database:
        a, b = cluster(database, tmp_path)
        rng = random.Random(5)
        try:
            players = Players(a, ("Cyd", "Dia"), 3)
            # Through the other process: the session cookie is relayed to the tables' owner.
            asyncio.run(_play_then(lambda: players.connect(b, LEASE + 20), rng, 0.8))
            a.kill()  # its tables' leases lapse; b takes them over
            asyncio.run(_play_then(lambda: players.connect(b, LEASE + 20), rng, 120.0))
        finally:
            for server in (a, b):
                server.stop()
        players.check(database)


def test_a_rating_write_that_fails_takes_the_last_move_with_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rating changes fail to be written: the move that ended the match is not stored either
    (one transaction), the table goes on without it, and when it is made again the match is rated
    once."""
    from dominohall.moves import Move
    from dominohall.server.accounts import Accounts
    from dominohall.server.protocol import MoveMessage, ProtocolError, parse_table_request

    failures = {"left": 1, "calls": 0}
    real = accounts_db.write_ratings

    def flaky(db: Any, result: accounts_db.RatedResult) -> None:
        failures["calls"] += 1
        if failures["left"]:
            failures["left"] -= 1
            raise RuntimeError("the disk is full")
        real(db, result)

    monkeypatch.setattr(accounts_db, "write_ratings", flaky)

    async def main() -> None:
        store = Store(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
        async with running_service(store) as service:
            service.finish_also = Accounts(lambda: service, {}).finished
            account = accounts_db.create_account(store.engine, "Eve", "eve", "h", 0.0)
            assert account is not None
            request = parse_table_request({**RATED, "options": {"target": 1}})
            table, tokens = await service.create(request, "x")
            accounts_db.bind_seat(store.engine, table.id, 0, account, "addr", 0.0)
            live, conn = await service.join(table.id, tokens[0])
            rng = random.Random(1)
            refused = 0
            while not live.table.is_over:
                match = live.table.match
                if match.turn != 0:
                    await asyncio.sleep(0.01)  # the bot moves
                    continue
                move = rng.choice(match.legal_moves())
                try:
                    await service.handle(live, conn, MoveMessage(Move.from_str(str(move)), live.table.seq))
                except ProtocolError as exc:
                    assert exc.code in ("internal", "stale"), exc
                    refused += exc.code == "internal"
            # The match is over in memory as soon as its last move is applied; the bot's last move
            # is written by its own task: wait for the write, however loaded the machine.
            deadline = time.monotonic() + 30
            while (stored := store.load(table.id)) is None or stored.finished is None:
                assert time.monotonic() < deadline, "the match's end was never stored"
                await asyncio.sleep(0.05)
            assert [a.n for a in stored.actions] == list(range(len(stored.actions)))
            assert failures["calls"] == 2 and failures["left"] == 0
            assert len(accounts_db.changes(store.engine, table.id)) == 1
            assert accounts_db.skills(store.engine, [account], "block")[account][1] == 1

    asyncio.run(main())


def test_two_rated_tables_of_one_account_ending_in_one_batch_both_count(tmp_path: Path) -> None:
    """Two matches of one account whose ends are written in one transaction: the second is rated
    from the first's result (its rating read inside the transaction), so neither is lost."""
    from dominohall.server.accounts_db import RatedResult, write_ratings

    store = Store(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    try:
        from dominohall.server.store import SeatConfig, TableConfig

        account = accounts_db.create_account(store.engine, "Fay", "fay", "h", 0.0)
        assert account is not None
        params = VARIANTS["block"].rating
        results = []
        for i in range(2):
            config = TableConfig(f"t{i}", "", "block", 2, {}, i, None, 0.0, False, True)
            store.create_table(
                config, [SeatConfig(0, "human", None, "h", True), SeatConfig(1, "bot", "greedy", None, True)]
            )
            accounts_db.bind_seat(store.engine, f"t{i}", 0, account, None, 0.0)
            results.append(RatedResult(f"t{i}", "block", params, ((0,), (1,)), (1, 2), {1: 1500.0}, float(i)))
        with store.engine.begin() as db:
            for r in results:
                write_ratings(db, r)
        first, second = (accounts_db.changes(store.engine, f"t{i}")[0] for i in range(2))
        assert second["before"] == first["after"] > 1500
        assert accounts_db.skills(store.engine, [account], "block")[account][1] == 2
    finally:
        store.close()


def test_a_result_cannot_be_written_twice(tmp_path: Path) -> None:
    """The same table's rating changes written again (a stalled process's late write) fail, and the
    whole transaction with them: keyed by table and seat."""
    from sqlalchemy.exc import IntegrityError

    from dominohall.server.accounts_db import RatedResult, write_ratings
    from dominohall.server.store import SeatConfig, TableConfig

    store = Store(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    try:
        account = accounts_db.create_account(store.engine, "Gil", "gil", "h", 0.0)
        assert account is not None
        store.create_table(
            TableConfig("t", "", "block", 2, {}, 1, None, 0.0, False, True),
            [SeatConfig(0, "human", None, "h", True), SeatConfig(1, "bot", "greedy", None, True)],
        )
        accounts_db.bind_seat(store.engine, "t", 0, account, None, 0.0)
        result = RatedResult("t", "block", VARIANTS["block"].rating, ((0,), (1,)), (2, 1), {1: 1500.0}, 1.0)
        with store.engine.begin() as db:
            write_ratings(db, result)
        with pytest.raises(IntegrityError), store.engine.begin() as db:
            write_ratings(db, result)
        assert accounts_db.skills(store.engine, [account], "block")[account][1] == 1
        assert len(accounts_db.changes(store.engine, "t")) == 1
    finally:
        store.close()


def test_an_abandoned_rated_match_is_lost_to_the_bots_and_one_never_started_rates_nobody(tmp_path: Path) -> None:
    """Leaving a rated match one is losing saves nothing: when it ends unfinished (nobody stayed)
    its people lose to the bots, in the transaction that archives it. A rated table nobody sat down
    at ends without moving anyone's rating."""
    from dominohall.server.accounts import Accounts
    from dominohall.server.protocol import parse_table_request

    async def main() -> None:
        store = Store(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
        async with running_service(store) as service:
            service.finish_also = Accounts(lambda: service, {}).finished
            account = accounts_db.create_account(store.engine, "Hal", "hal", "h", 0.0)
            assert account is not None
            request = parse_table_request(RATED)
            left, tokens = await service.create(request, "x")
            accounts_db.bind_seat(store.engine, left.id, 0, account, "addr", 0.0)
            live, conn = await service.join(left.id, tokens[0])
            await service.leave(live, conn)
            never, _tokens = await service.create(request, "x")
            for table in (left, never):
                await service.expire(service.live[table.id], time.time())
            (change,) = accounts_db.changes(store.engine, left.id)
            assert change["seat"] == 0 and change["change"] < 0
            assert accounts_db.changes(store.engine, never.id) == []
            assert store.load(left.id).finished is not None  # type: ignore[union-attr]

    asyncio.run(main())
