"""The server under attack, third round (issue #34), item 3: a heavy player's page blocked the
tables' writes. ``GET /api/players/NAME`` (no sign-in needed) read and parsed the analysis of every
analysed game of the account, not only the 20 it showed: with 5,000 analysed games one page took
1.1 s, and 16 loads at once held a move at an unrelated table from ~5 ms to 15.8 s, the database
threads being the tables' own.

Now the page reads the account's running accuracy totals (kept as analyses are stored and seats
bound) and one range of an index of its games, a page at a time (``?before=``), and it reads on
threads of its own, bounded (``DOMINOHALL_PAGE_READERS``, ``DOMINOHALL_PAGE_QUEUE``; 503 ``busy``
with ``retry_after`` beyond them). What is asserted is deterministic — statements, SQLite's
virtual-machine steps, a move made while every page-read thread is held — never a time.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

pytest.importorskip("starlette", reason="the server extra is not installed")

from server_helpers import running_service
from sqlalchemy import event, insert, select
from sqlalchemy.engine import Engine
from test_server_abuse import hall

from dominohall.server import accounts_db
from dominohall.server.limits import Limits
from dominohall.server.store import (
    SeatConfig,
    Store,
    TableConfig,
    accounts_t,
    analyses_t,
    table_accounts_t,
    tables_t,
)


def analysis(seats: dict[int, tuple[int, int, int]]) -> str:
    """A stored analysis as the page reads it: each seat's (choices, inaccuracies, mistakes), and
    some bulk, as a real one has (tens of kilobytes: the deals' decisions)."""
    return json.dumps(
        {
            "format": "dominohall-analysis",
            "seats": [
                {"seat": s, "choices": c, "inaccuracies": i, "mistakes": m, "decisions": c + 2}
                for s, (c, i, m) in seats.items()
            ],
            "deals": [{"decisions": [{"legal": ["0-0", "1-1"], "scores": [0.5, 0.25]}] * 20}] * 5,
        }
    )


def add_games(
    engine: Engine,
    account_id: int,
    games: int,
    first: int = 0,
    prefix: str = "g",
    data: str | None = None,
    results: bool = False,
    start: datetime = datetime(2026, 1, 1, tzinfo=UTC),
) -> None:
    """``games`` finished two-seat tables whose seat 0 is ``account_id``'s, each analysed with
    ``data`` (by default seat 0: 10 choices, 1 inaccuracy, 1 mistake), and each won by seat ``i %
    2`` if ``results``; rows inserted directly as an older release left them (the seats' end and
    accuracy not filled: :func:`accounts_db.catch_up` fills them, as at a start). Also the database
    of ``benchmarks/player_page.py``."""
    data = analysis({0: (10, 1, 1), 1: (12, 0, 0)}) if data is None else data
    with engine.begin() as db:
        for chunk in range(first, first + games, 500):
            numbers = range(chunk, min(first + games, chunk + 500))
            ids = [f"{prefix}{i:07d}" for i in numbers]
            ends = [start + timedelta(minutes=i) for i in numbers]
            db.execute(
                insert(tables_t),
                [
                    {
                        "id": t,
                        "name": "",
                        "variant": "block",
                        "players": 2,
                        "options": {},
                        "seed": i,
                        "created": end - timedelta(seconds=50),
                        "finished": end,
                        "summary": json.dumps(
                            {
                                "status": "finished",
                                "players": 2,
                                "finished": end.isoformat(),
                                "result": {"winners": [i % 2], "ranking": [i % 2, 1 - i % 2]} if results else None,
                            }
                        ),
                    }
                    for i, t, end in zip(numbers, ids, ends)
                ],
            )
            db.execute(
                insert(table_accounts_t),
                [{"table_id": t, "seat": 0, "account_id": account_id, "address": None, "at": 0.0} for t in ids],
            )
            db.execute(
                insert(analyses_t),
                [{"table_id": t, "created": start, "status": "done", "data": data} for t in ids],
            )
    while accounts_db.catch_up(engine) != (0, 0):
        pass


@contextmanager
def counted(engine: Engine) -> Iterator[dict[str, Any]]:
    """The SQL statements run on ``engine`` meanwhile, and the virtual-machine steps SQLite took for
    them (in tens: its progress handler, called every 10 steps) — the work done, whatever
    the machine's speed."""
    seen: dict[str, Any] = {"statements": [], "steps": 0}

    def step() -> int:
        seen["steps"] += 1
        return 0

    def before(conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        seen["statements"].append(statement)
        conn.connection.driver_connection.set_progress_handler(step, 10)

    event.listen(engine, "before_cursor_execute", before)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", before)


def make_player(store: Store, name: str, games: int) -> int:
    account = accounts_db.create_account(store.engine, name, name.casefold(), "h", 0.0)
    assert account is not None
    add_games(store.engine, account, games, prefix=name[:2])
    return account


# ---- (a) the page's cost does not grow with the account's history ------------------------------
def test_a_players_page_costs_the_same_with_30_or_3000_analysed_games(tmp_path: Path) -> None:
    """Before: the page's statements read every analysis of the account (3,000 analyses, each
    parsed). Now: four statements at most whatever the history, none of them reads an analysis,
    and SQLite's work for 3,000 games is within a few percent of its work for 30."""
    store = Store(f"sqlite:///{tmp_path / 'pages.sqlite3'}")
    try:
        make_player(store, "Few Games", 30)
        make_player(store, "Many Games", 3000)
        work = {}
        for key in ("few games", "many games"):
            accounts_db.player(store.engine, key)  # warm: the schema read once
            with counted(store.engine) as seen:
                page = accounts_db.player(store.engine, key)
            assert page is not None
            assert len(page["games"]) == accounts_db.GAMES_SHOWN and page["next"] is not None
            assert (page["accuracy"], page["judged"]) == (0.8, 10 * (30 if key == "few games" else 3000))
            assert len(seen["statements"]) <= 3, seen["statements"]  # the account, its ratings, a page
            assert not any("analyses" in s for s in seen["statements"]), seen["statements"]
            work[key] = seen["steps"]
            with counted(store.engine) as seen:
                later = accounts_db.player(store.engine, key, (page["games"][4]["table"], 0))  # a full page after
            assert later is not None and len(later["games"]) == 20 and len(seen["statements"]) <= 4
            work[key + " later"] = seen["steps"]
        print(f"  SQLite's steps (tens) for a page: {work}")
        assert work["many games"] <= work["few games"] * 1.2 + 2, work
        assert work["many games later"] <= work["few games later"] * 1.2 + 2, work
        # The games' statement reads one range of the index, in its order (no sort of every game).
        with store.engine.connect() as db:
            plan = db.exec_driver_sql(
                "EXPLAIN QUERY PLAN SELECT table_id FROM table_accounts WHERE account_id = 2 AND finished IS NOT NULL"
                " ORDER BY finished DESC, table_id DESC, seat DESC LIMIT 21"
            ).all()
        details = " ".join(str(row[-1]) for row in plan)
        assert "ix_table_accounts_account_finished" in details and "TEMP B-TREE" not in details, details
    finally:
        store.close()


def test_the_games_come_a_page_at_a_time(start_server: Any, tmp_path: Path) -> None:
    """``?before=`` (the ``next`` of the page before) and ``?limit=`` (1 to 50): every game once,
    the latest first; a cursor that is not one of the player's games, or a limit out of range, is
    400 naming the field."""
    database = tmp_path / "tables.sqlite3"
    store = Store(f"sqlite:///{database}")
    make_player(store, "Page Turner", 45)
    make_player(store, "Someone Else", 3)
    store.close()
    server = hall(start_server)
    name = quote("Page Turner")
    seen: list[str] = []
    pages = []
    path = f"/api/players/{name}"
    while True:
        page = server.get(path)
        pages.append(len(page["games"]))
        seen += [g["table"] for g in page["games"]]
        assert all(g["accuracy"] == 0.8 for g in page["games"])
        if page["next"] is None:
            break
        path = f"/api/players/{name}?before={quote(page['next'])}"
    assert pages == [20, 20, 5]
    assert seen == [f"Pa{i:07d}" for i in reversed(range(45))]  # the latest first, each once
    assert [len(server.get(f"/api/players/{name}?limit={n}")["games"]) for n in (1, 50)] == [1, 45]
    other = server.get(f"/api/players/{quote('Someone Else')}")["games"][0]["table"]
    for query, field in (
        ("limit=0", "limit"),
        ("limit=51", "limit"),
        ("before=nonsense", "before"),
        (f"before={other}.0", "before"),  # another player's game
        ("before=Pa0000003.1", "before"),  # their seat at that table is 0
    ):
        status, body = server.request("GET", f"/api/players/{name}?{query}")
        assert (status, body["code"], body["field"]) == (400, "bad_message", field), (query, body)


# ---- the running totals -------------------------------------------------------------------------
def test_the_totals_count_every_analysis_once_in_either_order(tmp_path: Path) -> None:
    """A seat bound then analysed, analysed then claimed, an analysis stored twice (two processes),
    a failed one replaced by a good one: each seat counted once, as the old page's sum over every
    analysis made it; the page shows each game's accuracy and its end."""
    store = Store(f"sqlite:///{tmp_path / 'totals.sqlite3'}")
    try:
        engine = store.engine
        ann = accounts_db.create_account(engine, "Ann", "ann", "h", 0.0)
        assert ann is not None
        seats = [SeatConfig(0, "human", None, "a", True), SeatConfig(1, "human", None, "b", True)]
        for table_id in ("t1", "t2", "t3"):
            store.create_table(TableConfig(table_id, "", "block", 2, {}, 1, None, 0.0), seats)
        # t1: bound while playing, ended by an older release (which copies no end to the seats), analysed.
        assert accounts_db.bind_seat(engine, "t1", 0, ann, None, 0.0) == ann
        with engine.begin() as db:
            db.execute(tables_t.update().values(finished=datetime.now(UTC)))
        store.put_analysis("t1", "done", analysis({0: (10, 2, 0), 1: (5, 0, 0)}), 1.0)
        # t2: analysed, then claimed; and the analysis stored again (another process) with the same data.
        store.put_analysis("t2", "done", analysis({0: (8, 0, 0), 1: (4, 1, 1)}), 1.0)
        assert accounts_db.bind_seat(engine, "t2", 1, ann, None, 0.0) == ann
        store.put_analysis("t2", "done", analysis({0: (8, 0, 0), 1: (4, 1, 1)}), 2.0)
        # t3: claimed, failed, then analysed after all.
        assert accounts_db.bind_seat(engine, "t3", 0, ann, None, 0.0) == ann
        store.put_analysis("t3", "failed", "the analysis took too long", 1.0)
        page = accounts_db.player(engine, "ann")
        assert page is not None and page["judged"] == 10 + 4
        store.put_analysis("t3", "done", analysis({0: (6, 0, 3), 1: (6, 0, 0)}), 3.0)
        page = accounts_db.player(engine, "ann")
        assert page is not None
        assert (page["judged"], page["accuracy"]) == (10 + 4 + 6, round((8 + 2 + 3) / 20, 3))
        by_table = {g["table"]: g["accuracy"] for g in page["games"]}
        assert by_table == {"t2": 0.5, "t3": 0.5}  # t1's end was never copied to its seat: see below
        # A match that ends copies its end to its seats (Store.append_many), and the page shows it.
        from dominohall.server.store import ActionRow, Finish

        store.create_table(TableConfig("t4", "", "block", 2, {}, 1, None, 0.0), seats)
        assert accounts_db.bind_seat(engine, "t4", 0, ann, None, 0.0) == ann
        summary = {"status": "finished", "players": 2, "result": {"winners": [0], "ranking": [0, 1]}}
        store.append("t4", ActionRow(0, "chat", 0, "hello", "human", 1.0), Finish(5.0, "{}", summary))
        page = accounts_db.player(engine, "ann")
        assert page is not None and page["games"][-1]["table"] == "t4" and page["games"][-1]["won"]
        # What an older release left (t1's end never copied) is caught up at the next start.
        assert accounts_db.catch_up(engine) == (1, 0)
        page = accounts_db.player(engine, "ann")
        assert page is not None and {g["table"] for g in page["games"]} == {"t1", "t2", "t3", "t4"}
        with engine.connect() as db:
            totals = db.execute(select(accounts_t.c.fine_choices, accounts_t.c.judged_choices)).one()
            seats_counted = db.execute(
                select(table_accounts_t.c.table_id, table_accounts_t.c.fine, table_accounts_t.c.judged).order_by(
                    table_accounts_t.c.table_id
                )
            ).all()
        assert tuple(totals) == (8 + 2 + 3, 20)
        assert [tuple(r) for r in seats_counted] == [("t1", 8, 10), ("t2", 2, 4), ("t3", 3, 6), ("t4", None, None)]
    finally:
        store.close()


# ---- (b) page reads never starve the tables' writes ---------------------------------------------
def test_page_reads_never_hold_a_move_and_are_refused_past_their_bound(tmp_path: Path, monkeypatch: Any) -> None:
    """Before: the page's reads ran on the tables' four database threads; four slow ones and no
    move was stored until they ended. Now: with every page-read thread held (a test hook) and the
    queue behind them full, a move at another table is stored and told, the next page load is 503
    ``busy`` with ``retry_after``, and once the reads are let go every page is answered."""
    from starlette.requests import Request

    from dominohall.server.accounts import Accounts
    from dominohall.server.protocol import MoveMessage, parse_table_request

    limits = Limits()  # the production bounds
    entered = threading.Semaphore(0)
    release = threading.Event()
    real_player = accounts_db.player

    def held_player(*args: Any) -> Any:
        entered.release()
        assert release.wait(60), "the test never let the page reads go"
        return real_player(*args)

    monkeypatch.setattr(accounts_db, "player", held_player)

    def page_request(name: str) -> Request:
        return Request({"type": "http", "method": "GET", "path": f"/api/players/{name}", "path_params": {"name": name},
                        "query_string": b"", "headers": []})  # fmt: skip

    async def main() -> None:
        store = Store(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
        make_player(store, "Heavy Player", 200)
        async with running_service(store) as service:
            try:
                assert (service.reads.readers, service.reads.queue) == (limits.page_readers, limits.page_queue)
                accounts = Accounts(lambda: service, env={})
                request = parse_table_request({"variant": "block", "seats": [{"kind": "human"}] * 2})
                table, tokens = await service.create(request, "x")
                joined = [await service.join(table.id, tokens[s]) for s in sorted(tokens)]  # both seats: it runs
                live, conn = joined[table.match.turn]
                loop = asyncio.get_running_loop()
                loads = [
                    loop.create_task(accounts.player(page_request("Heavy Player"))) for _ in range(service.reads.bound)
                ]
                for _ in range(limits.page_readers):  # every page-read thread is in the hook, held there
                    assert await asyncio.to_thread(entered.acquire, True, 30)
                await asyncio.sleep(0.05)
                assert service.reads.in_flight == service.reads.bound
                refused = await accounts.player(page_request("Heavy Player"))
                body = json.loads(bytes(refused.body))
                assert refused.status_code == 503 and body["code"] == "busy" and body["retry_after"] >= 1, body
                assert refused.headers["retry-after"] == str(body["retry_after"])
                # A move at another table, meanwhile: stored and told (it would wait for ever behind held reads).
                seq, before = table.seq, len(store.load(table.id).actions)  # type: ignore[union-attr]
                move = table.match.legal_moves()[0]
                started = time.monotonic()
                await asyncio.wait_for(service.handle(live, conn, MoveMessage(move, seq)), 30)
                print(
                    f"  a move with every page-read thread held: stored in {(time.monotonic() - started) * 1000:.1f} ms"
                )
                assert table.seq > seq and len(store.load(table.id).actions) == before + 1  # type: ignore[union-attr]
                assert not any(t.done() for t in loads)  # the page loads still wait, none refused
                release.set()
                answers = await asyncio.wait_for(asyncio.gather(*loads), 60)
                assert [a.status_code for a in answers] == [200] * service.reads.bound
                assert service.reads.in_flight == 0 and service.reads.refused == 1
            finally:
                release.set()  # never leave the read threads held: the service's stop joins them

    asyncio.run(main())


def test_page_read_settings_are_bounded() -> None:
    from dominohall.bounded import BoundsError

    limits = Limits.from_env({"DOMINOHALL_PAGE_READERS": "4", "DOMINOHALL_PAGE_QUEUE": "0"})
    assert (limits.page_readers, limits.page_queue) == (4, 0)
    for name, bad in (
        ("DOMINOHALL_PAGE_READERS", "0"),
        ("DOMINOHALL_PAGE_QUEUE", "-1"),
        ("DOMINOHALL_PAGE_READERS", "x"),
    ):
        with pytest.raises(BoundsError, match=name):
            Limits.from_env({name: bad})
