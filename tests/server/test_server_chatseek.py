"""Seeks and moderated free-text chat (issue #35), driven through the API and WebSockets against a
real ``dominohall serve`` with the production limits: a seek filled by two others becoming a
3-player turn-based Twins table, the rating range and blocks refused with the field named, the
seeks and the chat lines kept over a restart (SQLite, and PostgreSQL where
``DOMINOHALL_TEST_POSTGRES_URL`` is set); free text refused for an anonymous seat, beyond the rate
limit and at a table with a blocked pair; a report stored and listed by ``dominohall admin
reports``."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from sqlalchemy import create_engine, insert, select
from test_server_abuse import hall
from test_server_abuse_round3_rated import PROXIED, QUICK, Person, fresh

from dominohall.server import chat, seeks
from dominohall.server.store import accounts_t, ratings_t

SRC = str(Path(__file__).resolve().parents[2] / "src")
THREE = [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]
TWINS = {"variant": "twins", "players": 3, "seats": THREE, "rated": True, "pace": {"kind": "turn-based", "hours": 24}}
TWO = [{"kind": "human"}, {"kind": "human"}]


def name_of(person: Person) -> str:
    found: str = person.request("GET", "/api/session")[1]["name"]
    return found


def listed(person: Person) -> dict[str, Any]:
    status, answer = person.request("GET", "/api/seeks")
    assert status == 200, answer
    found: dict[str, Any] = answer
    return found


def token_of(link: str) -> str:
    return link.split("token=")[1]


def test_seek_fields_are_checked_with_the_field_named(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.81").sign_up(fresh("Ann"))
    anonymous = Person(server, "198.51.100.80")
    assert anonymous.request("POST", "/api/seeks", {"table": TWINS})[1]["code"] == "sign_in"
    for body, field in (
        ({"table": TWINS, "rating_range": 5000}, "rating_range"),
        ({"table": TWINS, "rating_range": "300"}, "rating_range"),
        ({"table": {**TWINS, "rated": False}, "rating_range": 300}, "rating_range"),
        ({"table": {**TWINS, "players": 11}}, "table.players"),
        ({"table": {**TWINS, "seats": [{"kind": "human"}, {"kind": "bot"}, {"kind": "bot"}]}}, "table.seats"),
        ({"table": {**TWINS, "pace": {"kind": "turn-based", "hours": 0}}}, "table.pace"),
        ({"tabel": TWINS}, "tabel"),
        ({}, "table"),
    ):
        status, answer = ann.request("POST", "/api/seeks", body)
        assert status == 400 and answer["field"].startswith(field), (body, answer)
    assert listed(ann)["seeks"] == []  # nothing was made of them
    for _ in range(seeks.SEEKS_MAX):
        assert ann.request("POST", "/api/seeks", {"table": TWINS})[0] == 201
    status, answer = ann.request("POST", "/api/seeks", {"table": TWINS})
    assert (status, answer["code"], answer["field"]) == (429, "too_many", "table")


def test_a_seek_filled_by_two_others_becomes_a_three_player_turn_based_twins_table(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.82").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.83").sign_up(fresh("Ben"))
    cat = Person(server, "198.51.100.84").sign_up(fresh("Cat"))
    dan = Person(server, "198.51.100.85").sign_up(fresh("Dan"))
    eve = Person(server, "198.51.100.86").sign_up(fresh("Eve"))
    # Eve is a strong Twins player: out of Ann's ±300
    engine = create_engine(server.database)
    with engine.begin() as db:
        eve_id = db.execute(select(accounts_t.c.id).where(accounts_t.c.name == name_of(eve))).scalar_one()
        db.execute(insert(ratings_t).values(account_id=eve_id, variant="twins", mu=1900.0, sigma=100.0, games=30))
    engine.dispose()
    status, posted = ann.request("POST", "/api/seeks", {"table": TWINS, "rating_range": 300})
    assert status == 201, posted
    seek_id = posted["id"]
    (shown,) = listed(Person(server, "198.51.100.87"))["seeks"]  # anyone sees it in the lobby
    assert shown["by"] == name_of(ann) and shown["variant"] == "twins" and shown["pace"] == 24
    assert (shown["rating_low"], shown["rating_high"], shown["people"], shown["wanted"]) == (1200, 1800, 1, 3)
    status, answer = ann.request("POST", f"/api/seeks/{seek_id}/accept")
    assert (status, answer["field"]) == (400, "id")  # one's own
    status, answer = eve.request("POST", f"/api/seeks/{seek_id}/accept")
    assert (status, answer["code"], answer["field"]) == (403, "forbidden", "rating_range")
    # Dan blocked Ben: once Ben has accepted, Dan may not (and Ann, blocking nobody, is not at fault)
    assert dan.request("POST", "/api/account/blocks", {"name": name_of(ben)})[0] == 201
    assert ben.request("POST", f"/api/seeks/{seek_id}/accept") == (200, {"id": seek_id, "status": "waiting"})
    status, answer = ben.request("POST", f"/api/seeks/{seek_id}/accept")
    assert (status, answer["code"]) == (409, "taken")  # not twice
    status, answer = dan.request("POST", f"/api/seeks/{seek_id}/accept")
    assert (status, answer["code"], answer["field"]) == (403, "blocked", "id")
    assert listed(ben)["seeks"][0]["accepted"] is True and listed(ben)["seeks"][0]["people"] == 2
    status, made = cat.request("POST", f"/api/seeks/{seek_id}/accept")
    assert status == 201 and made["status"] == "made" and made["seat"] == 2, made
    assert listed(cat)["seeks"] == []  # no longer open
    (anns,) = listed(ann)["made"]
    (bens,) = listed(ben)["made"]
    assert listed(ann)["made"] == []  # the link is shown once
    assert (anns["table"], anns["seat"], bens["table"], bens["seat"]) == (made["table"], 0, made["table"], 1)

    async def run() -> None:
        clients = []
        for person, link in ((ann, anns["link"]), (ben, bens["link"]), (cat, made["link"])):
            clients.append(await person.client(made["table"]).connect(token_of(link)))
        state = await clients[0].until(lambda s: s["table"]["status"] == "playing")
        meta = state["table"]
        assert meta["variant"] == "twins" and meta["players"] == 3 and meta["rated"] is True
        assert meta["pace"]["hours"] == 24
        # each seat is its account's: Dan's session cannot take Ben's seat with Ben's link
        answer = await dan.client(made["table"]).connect(token_of(bens["link"]), hello=False)
        await answer.send({"type": "hello", "token": token_of(bens["link"])})
        refusal = await answer.recv()
        assert refusal["type"] == "error", refusal
        await answer.close()
        for c in clients:
            await c.close()

    asyncio.run(run())
    assert any(g["table"] == made["table"] for g in ann.request("GET", "/api/my/games")[1]["games"])


def test_free_text_is_for_seated_accounts_bounded_and_refused_where_a_block_stands(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.91").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.92").sign_up(fresh("Ben"))
    visitor = Person(server, "198.51.100.93")

    async def run() -> None:
        # an anonymous visitor's seat keeps the quick phrases only
        theirs = visitor.table(seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])
        anon = await visitor.client(theirs["table"]).connect(theirs["seats"][0]["token"])
        refusal = await anon.error({"type": "chat", "text": "hello there"})
        assert (refusal["code"], refusal["field"]) == ("sign_in", "text")
        said = await anon.request({"type": "chat", "phrase": "hello"}, answer="chat")
        assert said["phrase"] == "hello"
        await anon.close()
        # Ann and Ben at a table (Ann made it signed in; Ben signed in takes the second seat)
        made = ann.table(seats=TWO)
        a = await ann.client(made["table"]).connect(made["seats"][0]["token"])
        b = await ben.client(made["table"], delta=True).connect(made["seats"][1]["token"])
        line = await a.request({"type": "chat", "text": " <img src=x onerror=alert(1)>\u202e\x07 hi\n"}, "chat")
        assert line["text"] == "<img src=x onerror=alert(1)> hi" and line["seat"] == 0 and "phrase" not in line
        heard = await b.next_of("chat")
        assert heard == line
        assert b.state is not None and b.state["chat"][-1] == {k: v for k, v in line.items() if k != "type"}
        assert (await a.error({"type": "chat", "text": "x" * (chat.TEXT_MAX + 1)}))["field"] == "text"
        assert (await a.error({"type": "chat", "text": " \x00 "}))["field"] == "text"
        assert (await a.error({"type": "chat", "text": "a", "phrase": "hello"}))["code"] == "bad_message"
        # the seat's chat rate (5 in 10 s, phrases and text together): the sixth is refused
        for n in range(4):
            await a.request({"type": "chat", "text": f"line {n}"}, "chat")
        refusal = await a.error({"type": "chat", "text": "one too many"})
        assert (refusal["code"], refusal["field"]) == ("rate_limited", "text")
        # a block between the table's accounts: free text refused for both, the phrases still go
        assert ann.request("POST", "/api/account/blocks", {"name": name_of(ben)})[0] == 201
        refusal = await b.error({"type": "chat", "text": "still there?"})
        assert (refusal["code"], refusal["field"]) == ("blocked", "text")
        assert (await b.request({"type": "chat", "phrase": "bye"}, "chat"))["phrase"] == "bye"
        # a report of Ann's line by Ben
        path = f"/api/tables/{made['table']}/chat/{line['id']}/report"
        status, answer = ben.request("POST", path)
        assert status == 201 and answer["reported"] is True, answer
        assert ben.request("POST", path)[0] == 200  # once per line and reporter
        assert visitor.request("POST", path)[1]["code"] == "sign_in"
        assert ben.request("POST", f"/api/tables/{made['table']}/chat/999999/report")[0] == 404
        assert ben.request("POST", f"/api/tables/{theirs['table']}/chat/{line['id']}/report")[0] == 404
        for c in (a, b):
            await c.close()

    asyncio.run(run())
    found = admin_reports(server.database, "--json")
    (report,) = json.loads(found)
    assert report["text"] == "<img src=x onerror=alert(1)> hi"
    assert (report["reporter"], report["author"], report["seat"]) == (name_of(ben), name_of(ann), 0)
    assert "reported" in admin_reports(server.database)


def admin_reports(database: str, *more: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "dominohall.cli", "admin", "reports", "--database", database, *more],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": SRC},
        timeout=60,
        check=True,
    )
    return done.stdout


def test_reports_are_bounded_a_day_and_listed_newest_first() -> None:
    """On the database functions with a clock the test sets: :data:`chat.REPORTS_A_DAY` reports in
    24 hours, the next refused, one more a day later; the list newest first."""
    from dominohall.server.accounts_db import create_account
    from dominohall.server.store import Store, chat_lines_t

    engine = Store("sqlite://").engine
    author = create_account(engine, "Author", "author", "x", 0.0)
    reporter = create_account(engine, "Reporter", "reporter", "x", 0.0)
    assert author is not None and reporter is not None
    with engine.begin() as db:
        for n in range(chat.REPORTS_A_DAY + 2):
            db.execute(insert(chat_lines_t).values(table_id="t1", seat=1, account_id=author, text=f"line {n}", at=n))
    lines = list(range(1, chat.REPORTS_A_DAY + 3))
    for n in lines[: chat.REPORTS_A_DAY]:
        assert chat.report_line(engine, "t1", n, reporter, 1000.0 + n) == "reported"
    assert chat.report_line(engine, "t1", lines[-2], reporter, 2000.0) == "too_many"
    assert chat.report_line(engine, "t2", lines[-2], reporter, 90000.0) == "not_found"  # another table's id
    assert chat.report_line(engine, "t1", lines[-2], reporter, 90000.0) == "reported"  # a day later
    found = chat.reports(engine)
    assert [r["line"] for r in found[:2]] == [lines[-2], chat.REPORTS_A_DAY]
    assert found[0] == {
        "at": "1970-01-02T01:00:00+00:00",
        "reporter": "Reporter",
        "table": "t1",
        "seat": 1,
        "author": "Author",
        "text": f"line {chat.REPORTS_A_DAY}",
        "said": f"1970-01-01T00:00:{chat.REPORTS_A_DAY:02d}+00:00",
        "line": lines[-2],
    }


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_seeks_and_chat_lines_survive_a_restart(start_server: Any, database: str) -> None:
    from server_helpers import postgres_schema

    with contextlib.ExitStack() as stack:
        url = stack.enter_context(postgres_schema()) if database == "postgresql" else None
        env = {**PROXIED, **QUICK}
        server = hall(start_server, **env) if url is None else start_server(env={**env}, database=url)
        ann = Person(server, "198.51.100.95").sign_up(fresh("Ann"))
        ben = Person(server, "198.51.100.96").sign_up(fresh("Ben"))
        slow = {"variant": "block", "players": 2, "seats": TWO, "pace": {"kind": "turn-based", "hours": 24}}
        status, posted = ann.request("POST", "/api/seeks", {"table": slow})
        assert status == 201
        status, made = ben.request("POST", "/api/seeks", {"table": slow})
        status, took = ann.request("POST", f"/api/seeks/{made['id']}/accept")
        assert status == 201, took
        (bens,) = listed(ben)["made"]

        async def say() -> dict[str, Any]:
            b = await ben.client(took["table"]).connect(token_of(bens["link"]))
            line = await b.request({"type": "chat", "text": "see you tomorrow"}, "chat")
            await b.close()
            return {k: v for k, v in line.items() if k != "type"}  # the chat entry the message carried

        line = asyncio.run(say())
        server.stop()
        again = hall(start_server, **env) if url is None else start_server(env={**env}, database=url)
        for person in (ann, ben):
            person.server = again
        (shown,) = listed(ben)["seeks"]
        assert shown["id"] == posted["id"] and shown["by"] == name_of(ann)

        async def back() -> None:
            a = await ann.client(took["table"]).connect(took["token"])
            assert a.state is not None and line in a.state["chat"]
            await a.close()

        asyncio.run(back())
        status, answer = ben.request("POST", f"/api/seeks/{posted['id']}/accept")
        assert status == 201 and answer["status"] == "made"


def test_a_live_seek_is_made_with_bots_in_the_free_seats_after_its_wait(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.101").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.102").sign_up(fresh("Ben"))
    live = {"variant": "block", "players": 3, "seats": THREE, "bots_after": 10}
    status, posted = ann.request("POST", "/api/seeks", {"table": live})
    assert status == 201, posted
    assert ben.request("POST", f"/api/seeks/{posted['id']}/accept")[1]["status"] == "waiting"
    (shown,) = listed(ben)["seeks"]
    assert 0 < shown["bots_in"] <= 10 and shown["people"] == 2
    import time

    time.sleep(10.5)
    (bens,) = listed(ben)["made"]  # the look after the wait makes it (any process's would)
    (anns,) = listed(ann)["made"]
    assert (anns["seat"], bens["seat"], anns["table"]) == (0, 1, bens["table"])

    async def run() -> None:
        a = await ann.client(anns["table"]).connect(token_of(anns["link"]))
        b = await ben.client(bens["table"]).connect(token_of(bens["link"]))
        state = await a.until(lambda s: s["table"]["status"] == "playing")
        assert [s["kind"] for s in state["table"]["seats"]] == ["human", "human", "bot"]
        for c in (a, b):
            await c.close()

    asyncio.run(run())


def test_a_seek_expires_its_row_is_purged_and_blocked_people_do_not_see_it() -> None:
    """On the database functions with a clock the test sets."""
    from dominohall.server import social
    from dominohall.server.accounts_db import create_account
    from dominohall.server.protocol import parse_table_request
    from dominohall.server.store import Store, seeks_t

    engine = Store("sqlite://").engine
    ann, ben, cat = (create_account(engine, n, n.lower(), "x", 0.0) for n in ("Ann", "Ben", "Cat"))
    assert ann is not None and ben is not None and cat is not None
    slow = parse_table_request({**TWINS, "rated": False})
    assert seeks.post_seek(engine, "s" * 16, ann, slow, None, 0.0) == "posted"
    assert [s["id"] for s in seeks.seeks_list(engine, ben, 10.0)["seeks"]] == ["s" * 16]
    assert social.block(engine, cat, ann, 10.0) == "blocked"
    assert seeks.seeks_list(engine, cat, 10.0)["seeks"] == []  # blocked either way: not shown
    assert seeks.accept_seek(engine, "s" * 16, cat, 10.0) == "blocked"
    assert seeks.accept_seek(engine, "s" * 16, ben, 10.0) == "waiting"
    assert seeks.withdraw_seek(engine, "s" * 16, ben, 11.0) == "left"  # an accepter leaves
    assert seeks.accept_seek(engine, "s" * 16, ben, 12.0) == "waiting"
    gone = seeks.TURN_BASED_SECONDS + 1.0
    assert seeks.seeks_list(engine, ben, gone)["seeks"] == []  # expired
    assert seeks.accept_seek(engine, "s" * 16, cat, gone) == "not_found"
    assert seeks.withdraw_seek(engine, "s" * 16, ann, gone + 1) is None  # nothing open to withdraw
    later = gone + seeks.KEPT_SECONDS + 1.0
    assert seeks.post_seek(engine, "t" * 16, ann, slow, None, later) == "posted"
    with engine.connect() as db:
        assert [r.id for r in db.execute(select(seeks_t.c.id)).all()] == ["t" * 16]  # the old row purged
    assert seeks.withdraw_seek(engine, "t" * 16, ann, later) == "withdrawn"
    assert seeks.seeks_list(engine, ben, later)["seeks"] == []


def test_a_seek_left_half_made_by_a_dead_process_is_made_again() -> None:
    """A seek whose last seat was taken is ``making``; if the process making its table dies, another
    process's next look makes it after :data:`seeks.MAKING_SECONDS`, with the same people, and
    nobody else gets in meanwhile."""
    from dominohall.server.accounts_db import create_account
    from dominohall.server.protocol import parse_table_request
    from dominohall.server.store import Store

    engine = Store("sqlite://").engine
    ann, ben, cat = (create_account(engine, n, n.lower(), "x", 0.0) for n in ("Ann", "Ben", "Cat"))
    assert ann is not None and ben is not None and cat is not None
    two = parse_table_request({"variant": "block", "players": 2, "seats": TWO})
    assert seeks.post_seek(engine, "m" * 16, ann, two, None, 0.0) == "posted"
    taken = seeks.accept_seek(engine, "m" * 16, ben, 1.0)
    assert isinstance(taken, tuple) and taken[:2] == (ann, [ben])
    assert seeks.accept_seek(engine, "m" * 16, cat, 2.0) == "not_found"  # being made
    assert seeks.due_seeks(engine, 2.0) == []  # its process may still be making it
    (again,) = seeks.due_seeks(engine, 1.0 + seeks.MAKING_SECONDS + 1)
    assert again[:3] == ("m" * 16, ann, [ben])
    assert seeks.due_seeks(engine, 1.0 + seeks.MAKING_SECONDS + 2) == []  # one process takes it
    assert seeks.accept_seek(engine, "m" * 16, cat, 1.0 + seeks.MAKING_SECONDS + 2) == "not_found"


def test_seeks_and_chat_across_two_processes_of_a_cluster(tmp_path: Path) -> None:
    """Two ``dominohall serve --cluster`` processes on one PostgreSQL database: a seek posted at one
    is accepted at both and made at the second, its seeker's link read at the first; a free-text
    line written through one process (relayed to the table's) reaches a person connected through the
    other, and is reported through either."""
    import secrets

    from server_helpers import ServerProcess, postgres_schema

    with postgres_schema() as url:
        env = {**PROXIED, **QUICK, "DOMINOHALL_CLUSTER_SECRET": secrets.token_urlsafe(24)}
        one, two = (
            ServerProcess(url, env=env, log=tmp_path / f"server{i}.log", args=["--cluster"]).start() for i in (1, 2)
        )
        try:
            ann = Person(one, "198.51.100.111").sign_up(fresh("Ann"))
            ben = Person(two, "198.51.100.112").sign_up(fresh("Ben"))
            cat = Person(one, "198.51.100.113").sign_up(fresh("Cat"))
            status, posted = ann.request("POST", "/api/seeks", {"table": {**TWINS, "rated": False}})
            assert status == 201, posted
            assert [s["id"] for s in listed(ben)["seeks"]] == [posted["id"]]  # the other process lists it
            assert ben.request("POST", f"/api/seeks/{posted['id']}/accept")[1]["status"] == "waiting"
            cat.server = two
            status, made = cat.request("POST", f"/api/seeks/{posted['id']}/accept")
            assert status == 201, made
            (anns,) = listed(ann)["made"]  # read at the first process
            assert anns["table"] == made["table"] and listed(ann)["made"] == []

            async def run() -> None:
                a = await ann.client(made["table"]).connect(token_of(anns["link"]))
                c = await cat.client(made["table"]).connect(made["token"])
                line = await c.request({"type": "chat", "text": "hello from the other process"}, "chat")
                heard = await a.next_of("chat")
                assert heard == line and line["text"] == "hello from the other process"
                for x in (a, c):
                    await x.close()
                status, answer = ann.request("POST", f"/api/tables/{made['table']}/chat/{line['id']}/report")
                assert status == 201, answer

            asyncio.run(run())
        finally:
            for server in (one, two):
                server.stop()
