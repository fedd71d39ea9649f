"""Tournaments in the server (issue #39), driven through the API and WebSockets against a real
``dominohall serve``: a live Swiss of 7 accounts at 3-player Twins tables (filler bots seated at
the tables that don't fill), played to its end by the entrants' own connections and scored as
docs/tournaments.md says; a round robin kept over a restart mid-round (SQLite, and PostgreSQL where
``DOMINOHALL_TEST_POSTGRES_URL`` is set); an arena of a short time; and every field of
``POST /api/tournaments`` refused out of its range with the field named, nothing stored."""

from __future__ import annotations

import asyncio
import random
import time
from datetime import UTC, datetime, timedelta
from fractions import Fraction
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import autoplay, postgres_schema
from test_server_abuse import hall
from test_server_abuse_round3_rated import PROXIED, QUICK, Person, fresh

from dominohall.server import tournaments
from dominohall.tournament import place_points

FAST = {
    **PROXIED,
    **QUICK,
    "DOMINOHALL_TOURNAMENT_TICK": "0.2",
    "DOMINOHALL_TOURNAMENT_PAUSE": "0.5",
    "DOMINOHALL_BOT_DELAY": "0",
}
LATER = (datetime.now(UTC) + timedelta(hours=1)).isoformat()
SWISS = {
    "name": "Friday Twins",
    "variant": "twins",
    "table_size": 3,
    "system": "swiss",
    "rounds": 2,
    "filler": "greedy",
    "starts": LATER,
}


def people(server: Any, count: int, first: int = 10) -> list[Person]:
    return [Person(server, f"198.51.100.{first + i}").sign_up(fresh(f"P{i}x")) for i in range(count)]


def show(person: Person, tid: str) -> dict[str, Any]:
    status, found = person.request("GET", f"/api/tournaments/{tid}")
    assert status == 200, found
    result: dict[str, Any] = found
    return result


def until(person: Person, tid: str, test: Any, timeout: float = 60.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        found = show(person, tid)
        if test(found):
            return found
        assert time.monotonic() < deadline, found
        time.sleep(0.2)


def organise(organiser: Person, body: dict[str, Any], entrants: list[Person]) -> str:
    status, made = organiser.request("POST", "/api/tournaments", body)
    assert status == 201, made
    tid: str = made["id"]
    for p in entrants:
        status, answer = p.request("POST", f"/api/tournaments/{tid}/join")
        assert (status, answer["status"]) == (200, "joined"), answer
    return tid


async def play_round(entrants: list[Person], tid: str, round_: int, seed: int) -> None:
    """Every entrant opens their table of ``round_`` with the link the tournament's page gives
    them (signed in) and plays it to its end."""
    clients = []
    for p in entrants:
        found = show(p, tid)
        mine = [m for m in found["your_tables"] if any(m["game"] == t["game"] for t in found["rounds"][-1]["tables"])]
        assert found["round"] == round_ and len(mine) == 1, found
        link = mine[0]["link"]
        assert link.startswith(f"/t/{mine[0]['table']}#seat=")
        client = p.client(mine[0]["table"])
        await client.connect(link.split("token=")[1])
        assert client.seat == mine[0]["seat"]
        clients.append(client)
    await asyncio.gather(*(autoplay(c, random.Random(seed + i), timeout=120) for i, c in enumerate(clients)))
    for c in clients:
        await c.close()


def expected_points(found: dict[str, Any]) -> dict[int, Fraction]:
    """Each entrant's points from the places of the games shown (docs/tournaments.md: ``n - p``,
    tied places shared; the filler bots take places but are not in the standings)."""
    points: dict[int, Fraction] = {}
    for r in found["rounds"]:
        for t in r["tables"]:
            for who, pts in zip(t["seats"], place_points(t["places"]), strict=True):
                if who is not None:
                    points[who["id"]] = points.get(who["id"], Fraction(0)) + pts
    return points


def test_a_live_swiss_of_seven_accounts_at_three_player_twins_tables(start_server: Any) -> None:
    server = hall(start_server, **FAST)
    everyone = people(server, 7)
    organiser = everyone[0]
    tid = organise(organiser, SWISS, everyone)
    assert [t["id"] for t in organiser.request("GET", "/api/tournaments")[1]["upcoming"]] == [tid]
    # someone else may not start it; its organiser does
    assert everyone[1].request("POST", f"/api/tournaments/{tid}/start")[1]["code"] == "forbidden"
    assert organiser.request("POST", f"/api/tournaments/{tid}/start")[0] == 200
    found = until(organiser, tid, lambda f: f["rounds"] and all(t["table"] for t in f["rounds"][0]["tables"]))
    assert found["status"] == "running"
    tables = found["rounds"][0]["tables"]
    # 7 entrants at tables of 3 with a filler: ceil(7/3) = 3 tables, the last ones a bot each, no bye
    assert sorted(sum(s is None for s in t["seats"]) for t in tables) == [0, 1, 1] and not found["rounds"][0]["byes"]
    assert all(t["link"] == f"/t/{t['table']}" for t in tables)
    # leaving after the start is refused
    assert everyone[2].request("POST", f"/api/tournaments/{tid}/leave")[1]["code"] == "started"
    asyncio.run(play_round(everyone, tid, 1, seed=1))
    found = until(organiser, tid, lambda f: f["round"] == 2 and all(t["table"] for t in f["rounds"][-1]["tables"]))
    assert all(t["over"] for t in found["rounds"][0]["tables"])
    asyncio.run(play_round(everyone, tid, 2, seed=2))
    found = until(organiser, tid, lambda f: f["status"] == "finished")
    assert [t["id"] for t in organiser.request("GET", "/api/tournaments")[1]["finished"]] == [tid]
    # each game's places are its match's: the winners first (shared), everyone else after them
    for r in found["rounds"]:
        for t in r["tables"]:
            status, meta = organiser.request("GET", f"/api/tables/{t['table']}")
            assert status == 200 and meta["status"] == "finished", meta
            winners = set(meta["result"]["winners"])
            assert {i for i, p in enumerate(t["places"]) if p == 1} == winners, (t, meta["result"])
    # the standings: every entrant, points from the places, ordered by points then opponents' points
    points = expected_points(found)
    rows = found["standings"]
    assert sorted(r["entrant"]["id"] for r in rows) == sorted(points) and len(rows) == 7
    for r in rows:
        assert r["points"] == float(points[r["entrant"]["id"]]) and r["games"] == 2
    keys = [(-r["points"], -r["opponents"], -r["rating"]) for r in rows]
    assert keys == sorted(keys)
    assert rows[0]["place"] == 1 and found["podium"] == [r for r in rows if r["place"] <= 3]
    # the seats' tokens are not shown once the games are over
    assert all(not show(p, tid)["your_tables"] for p in everyone)


def test_every_field_out_of_its_range_is_refused_with_its_name(start_server: Any) -> None:
    server = hall(start_server, **FAST)
    ann = people(server, 1, first=40)[0]
    anonymous = Person(server, "198.51.100.39")
    assert anonymous.request("POST", "/api/tournaments", SWISS)[1]["code"] == "sign_in"
    past = (datetime.now(UTC) - timedelta(hours=1)).isoformat()
    far = (datetime.now(UTC) + timedelta(days=tournaments.AHEAD_DAYS + 1)).isoformat()
    for change, field in (
        ({"name": "x" * 81}, "name"),
        ({"name": 5}, "name"),
        ({"variant": "chess"}, "variant"),
        ({"options": {"no_such": 1}}, "options.no_such"),
        ({"options": "x"}, "options"),
        ({"table_size": 11}, "table_size"),
        ({"table_size": "3"}, "table_size"),
        ({"system": "knockout"}, "system"),
        ({"rounds": 0}, "rounds"),
        ({"rounds": tournaments.ROUNDS_MAX + 1}, "rounds"),
        ({"rounds": None}, "rounds"),
        ({"minutes": 10}, "minutes"),
        ({"system": "arena", "rounds": None, "minutes": 0.5}, "minutes"),
        ({"system": "arena", "rounds": None, "minutes": 10, "filler": None}, "filler"),
        ({"rated": "yes"}, "rated"),
        ({"filler": "nobody"}, "filler"),
        ({"rated": True, "filler": "ismcts:iterations=7"}, "filler"),
        ({"pace": {"kind": "turn-based", "hours": 0}}, "pace"),
        ({"timer": 0}, "timer"),
        ({"starts": "tomorrow"}, "starts"),
        ({"starts": "2026-12-24T18:00:00"}, "starts"),
        ({"starts": past}, "starts"),
        ({"starts": far}, "starts"),
        ({"sistem": "swiss"}, "sistem"),
    ):
        status, answer = ann.request("POST", "/api/tournaments", {**SWISS, **change})
        assert status == 400 and answer["field"].startswith(field), (change, answer)
    body = {**SWISS}
    del body["table_size"]
    assert ann.request("POST", "/api/tournaments", body)[1]["field"] == "table_size"
    listed = ann.request("GET", "/api/tournaments")[1]
    assert listed["upcoming"] == listed["running"] == listed["finished"] == []  # nothing was made
    for _ in range(tournaments.ORGANISED_MAX):
        assert ann.request("POST", "/api/tournaments", SWISS)[0] == 201
    status, answer = ann.request("POST", "/api/tournaments", SWISS)
    assert (status, answer["code"]) == (429, "too_many")
    assert ann.request("GET", "/api/tournaments/nope")[1]["code"] == "not_found"
    assert ann.request("POST", "/api/tournaments/aaaaaaaaaaaaaaaa/join")[1]["code"] == "not_found"


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_a_round_robin_goes_on_after_a_restart_mid_round(start_server: Any, backend: str) -> None:
    if backend == "postgresql":
        import os

        if not os.environ.get("DOMINOHALL_TEST_POSTGRES_URL"):
            pytest.skip("DOMINOHALL_TEST_POSTGRES_URL is not set")
        with postgres_schema() as url:
            _restart_mid_round(start_server, url)
    else:
        _restart_mid_round(start_server, None)


def _restart_mid_round(start_server: Any, database: str | None) -> None:
    env = {**FAST}
    server = start_server(env={**_tight(), **env}, database=database)
    everyone = people(server, 4, first=50)
    body = {**SWISS, "system": "round-robin", "rounds": None, "filler": None, "table_size": 2, "variant": "block"}
    tid = organise(everyone[0], body, everyone)
    everyone[0].request("POST", f"/api/tournaments/{tid}/start")
    found = until(everyone[0], tid, lambda f: f["rounds"] and all(t["table"] for t in f["rounds"][0]["tables"]))
    assert found["total_rounds"] == 3 and len(found["rounds"][0]["tables"]) == 2
    # one table of round 1 is played to its end; the server stops with the other still running
    first = found["rounds"][0]["tables"][0]
    players = [p for p in everyone if any(s["id"] == _id(p, found) for s in first["seats"])]
    asyncio.run(play_round_of(players, tid))
    url = server.database
    server.stop()
    server = start_server(env={**_tight(), **env}, database=url)
    for p in everyone:
        p.server = server
    found = show(everyone[0], tid)
    assert found["status"] == "running" and found["round"] == 1
    # the other table goes on after the restart; then rounds 2 and 3 are paired and played
    rest = [p for p in everyone if p not in players]
    asyncio.run(play_round_of(rest, tid))
    for round_ in (2, 3):
        until(
            everyone[0], tid, lambda f, r=round_: f["round"] == r and all(t["table"] for t in f["rounds"][-1]["tables"])
        )
        asyncio.run(play_round(everyone, tid, round_, seed=round_))
    found = until(everyone[0], tid, lambda f: f["status"] == "finished")
    met = {frozenset(s["id"] for s in t["seats"]) for r in found["rounds"] for t in r["tables"]}
    assert len(met) == 6  # 4 entrants at tables of 2 in 3 rounds: everyone met everyone once
    points = expected_points(found)
    assert {r["entrant"]["id"]: r["points"] for r in found["standings"]} == {k: float(v) for k, v in points.items()}


def _tight() -> dict[str, str]:
    from test_server_abuse import TIGHT

    return dict(TIGHT)


def _id(person: Person, found: dict[str, Any]) -> int:
    name = person.request("GET", "/api/session")[1]["name"]
    return next(int(e["id"]) for e in found["entrants_list"] if e["name"] == name)


async def play_round_of(players: list[Person], tid: str) -> None:
    """``players`` (the people of one table) play their current tables to the end."""
    clients = []
    for p in players:
        mine = show(p, tid)["your_tables"]
        assert len(mine) == 1, mine
        client = p.client(mine[0]["table"])
        await client.connect(mine[0]["link"].split("token=")[1])
        clients.append(client)
    await asyncio.gather(*(autoplay(c, random.Random(i), timeout=120) for i, c in enumerate(clients)))
    for c in clients:
        await c.close()


def test_an_arena_seats_whoever_finished_again_until_its_time_is_up(start_server: Any) -> None:
    """An arena of 2 minutes (of 4 s each here: ``DOMINOHALL_TOURNAMENT_MINUTE``) for 3 entrants at
    tables of 2: an entrant whose game ended is seated again with whoever waits, no game starts
    after the end, and the standings count every game."""
    server = hall(start_server, **FAST, DOMINOHALL_TOURNAMENT_MINUTE="4")
    everyone = people(server, 3, first=60)
    body = {**SWISS, "system": "arena", "rounds": None, "minutes": 2, "table_size": 2, "variant": "block"}
    tid = organise(everyone[0], body, everyone)
    everyone[0].request("POST", f"/api/tournaments/{tid}/start")

    async def keep_playing(p: Person, seed: int) -> int:
        played: set[str] = set()
        while True:
            found = await asyncio.to_thread(show, p, tid)
            if found["status"] == "finished":
                return len(played)
            fresh_tables = [m for m in found["your_tables"] if m["table"] not in played]
            if not fresh_tables:
                await asyncio.sleep(0.2)
                continue
            mine = fresh_tables[0]
            client = p.client(mine["table"])
            await client.connect(mine["link"].split("token=")[1])
            await autoplay(client, random.Random(seed + len(played)), timeout=60)
            await client.close()
            played.add(mine["table"])

    async def everyone_plays() -> list[int]:
        return list(await asyncio.gather(*(keep_playing(p, i * 100) for i, p in enumerate(everyone))))

    counts = asyncio.run(asyncio.wait_for(everyone_plays(), 120))
    found = show(everyone[0], tid)
    games = [t for r in found["rounds"] for t in r["tables"]]
    assert found["rounds"][0]["round"] == 0 and len(games) >= 3 and all(t["over"] for t in games)
    assert all(t["start"] < 2 for t in games) and max(t["end"] for t in games) >= 1.0
    # each entrant played again after their first game; a lone waiter got a filler bot only when nobody played
    assert all(c >= 2 for c in counts), counts
    rows = found["standings"]
    assert sum(r["games"] for r in rows) == sum(len([s for s in t["seats"] if s is not None]) for t in games)
    assert [r["points"] for r in rows] == sorted((r["points"] for r in rows), reverse=True)


def test_an_entrant_with_a_verified_address_is_mailed_when_their_table_is_ready(start_server: Any) -> None:
    pytest.importorskip("aiosmtpd", reason="the test extra (aiosmtpd) is not installed")
    from aiosmtpd.controller import Controller
    from server_helpers import free_port
    from test_server_mail import Inbox, _verified, body, mail_env

    from dominohall.i18n import Texts

    inbox = Inbox()
    inbox.port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=inbox.port)
    controller.start()
    try:
        server = hall(start_server, **FAST, **mail_env(inbox))
        ann, ben = people(server, 2, first=80)
        address = f"ann.{fresh('a')}@players.test"
        assert ann.request("POST", "/api/account/mail", {"address": address, "language": "pl"})[0] == 202
        _verified(ann, inbox, address, 0)
        body_ = {**SWISS, "variant": "block", "table_size": 2, "rounds": 1, "filler": None}
        tid = organise(ann, body_, [ann, ben])
        ann.request("POST", f"/api/tournaments/{tid}/start")
        found = until(ann, tid, lambda f: f["rounds"] and all(t["table"] for t in f["rounds"][0]["tables"]))
        mails = inbox.wait(2)  # the verification, then the table's (Ben has no address: nothing for him)
        ready = mails[-1]
        name = f"{SWISS['name']} · 1"
        assert ready["To"] == address
        assert ready["Subject"] == Texts("pl")("Your tournament table is ready: {table}", table=name)
        assert "/games" in body(ready) and found["rounds"][0]["tables"][0]["table"]
    finally:
        controller.stop()


@pytest.mark.postgres
def test_with_two_processes_one_advances_and_the_other_takes_over_when_it_dies(tmp_path: Any) -> None:
    """Two processes on one PostgreSQL database: round 1's tables are made once (by the holder of
    the lease ``tournaments``); that process is killed mid-round, and the other takes its tables and
    the lease over, pairs round 2 when round 1 ends, and finishes the tournament."""
    import secrets

    from server_helpers import ServerProcess
    from sqlalchemy import create_engine, func, select
    from test_server_abuse import TIGHT

    from dominohall.server.store import leases_t, tables_t

    with postgres_schema() as url:
        env = {
            **TIGHT,
            **FAST,
            "DOMINOHALL_CLUSTER_SECRET": secrets.token_urlsafe(24),
            "DOMINOHALL_LEASE_SECONDS": "2",
        }
        servers = [
            ServerProcess(url, env=env, log=tmp_path / f"server{i}.log", args=["--cluster"]).start() for i in range(2)
        ]
        try:
            everyone = people(servers[0], 4, first=90)
            body = {**SWISS, "variant": "block", "table_size": 2, "rounds": 2, "filler": None}
            tid = organise(everyone[0], body, everyone)
            everyone[0].request("POST", f"/api/tournaments/{tid}/start")
            found = until(everyone[0], tid, lambda f: f["rounds"] and all(t["table"] for t in f["rounds"][0]["tables"]))
            engine = create_engine(url)
            with engine.connect() as db:
                made = db.execute(
                    select(func.count()).select_from(tables_t).where(tables_t.c.name == f"{SWISS['name']} · 1")
                ).scalar_one()
                holder = db.execute(select(leases_t.c.address).where(leases_t.c.table_id == "tournaments")).scalar_one()
            assert made == len(found["rounds"][0]["tables"]) == 2  # made once, by one process
            (dying,) = [s for s in servers if holder.endswith(f":{s.port}")]
            (survivor,) = [s for s in servers if s is not dying]
            dying.kill()
            for p in everyone:
                p.server = survivor
            time.sleep(3)  # the leases lapse: the survivor takes the tables and the tournaments over
            asyncio.run(play_round(everyone, tid, 1, seed=5))
            until(everyone[0], tid, lambda f: f["round"] == 2 and all(t["table"] for t in f["rounds"][-1]["tables"]))
            asyncio.run(play_round(everyone, tid, 2, seed=6))
            found = until(everyone[0], tid, lambda f: f["status"] == "finished")
            assert sum(r["games"] for r in found["standings"]) == 8
            with engine.connect() as db:
                holder = db.execute(select(leases_t.c.address).where(leases_t.c.table_id == "tournaments")).scalar_one()
            assert holder.endswith(f":{survivor.port}")
            engine.dispose()
        finally:
            for s in servers:
                s.stop()


def test_a_rated_tournament_makes_rated_tables_bound_to_the_entrants(start_server: Any) -> None:
    server = hall(start_server, **FAST)
    ann, ben = people(server, 2, first=30)
    body = {**SWISS, "variant": "block", "table_size": 2, "rounds": 1, "filler": None, "rated": True}
    tid = organise(ann, body, [ann, ben])
    ann.request("POST", f"/api/tournaments/{tid}/start")
    found = until(ann, tid, lambda f: f["rounds"] and all(t["table"] for t in f["rounds"][0]["tables"]))
    (table,) = found["rounds"][0]["tables"]
    status, meta = ann.request("GET", f"/api/tables/{table['table']}")
    assert status == 200 and meta["rated"] is True, meta
    asyncio.run(play_round([ann, ben], tid, 1, seed=9))
    found = until(ann, tid, lambda f: f["status"] == "finished")
    assert sorted(r["points"] for r in found["standings"]) in ([0.0, 1.0], [0.5, 0.5])


def test_a_turn_based_tournament_pairs_the_next_round_at_once(start_server: Any) -> None:
    """Turn-based: no pause between rounds (the live pause is set to 10 minutes here, and unused)."""
    server = hall(start_server, **{**FAST, "DOMINOHALL_TOURNAMENT_PAUSE": "600"})
    ann, ben = people(server, 2, first=20)
    body = {**SWISS, "variant": "block", "table_size": 2, "filler": None, "pace": {"kind": "turn-based", "hours": 24}}
    tid = organise(ann, body, [ann, ben])
    ann.request("POST", f"/api/tournaments/{tid}/start")
    found = until(ann, tid, lambda f: f["rounds"] and all(t["table"] for t in f["rounds"][0]["tables"]))
    assert found["pace"] == {"kind": "turn-based", "hours": 24}
    # the table is on each entrant's games page (their seat is bound to their account)
    games = ben.request("GET", "/api/my/games")[1]["games"]
    assert [g["table"] for g in games] == [found["rounds"][0]["tables"][0]["table"]]
    asyncio.run(play_round([ann, ben], tid, 1, seed=3))
    found = until(ann, tid, lambda f: f["round"] == 2 and all(t["table"] for t in f["rounds"][-1]["tables"]), 20)
    assert found["next_round_in"] is None


def test_leaving_before_the_start_cancelling_and_a_start_without_enough_entrants(start_server: Any) -> None:
    server = hall(start_server, **FAST)
    ann, ben, cy = people(server, 3, first=100)
    tid = organise(ann, {**SWISS, "filler": None}, [ann, ben])
    assert ben.request("POST", f"/api/tournaments/{tid}/join")[1]["code"] == "taken"
    assert ben.request("POST", f"/api/tournaments/{tid}/leave")[1]["status"] == "left"
    assert ben.request("POST", f"/api/tournaments/{tid}/leave")[1]["code"] == "not_found"
    assert show(cy, tid)["entrants"] == 1 and not show(cy, tid)["joined"]
    # one entrant cannot fill a table of 3 without a filler: cancelled at its start, nothing made
    ann.request("POST", f"/api/tournaments/{tid}/start")
    found = until(ann, tid, lambda f: f["status"] == "cancelled")
    assert found["rounds"] == [] and found["standings"] == []
    assert cy.request("POST", f"/api/tournaments/{tid}/join")[1]["code"] == "started"
    # the organiser cancels an upcoming one; nobody else may
    other = organise(ann, SWISS, [ben, cy])
    assert ben.request("POST", f"/api/tournaments/{other}/cancel")[1]["code"] == "forbidden"
    assert ann.request("POST", f"/api/tournaments/{other}/cancel")[1]["status"] == "cancelled"
    assert show(ben, other)["status"] == "cancelled"
    assert ann.request("POST", f"/api/tournaments/{other}/start")[1]["code"] == "started"
    listed = ann.request("GET", "/api/tournaments")[1]
    assert listed["upcoming"] == listed["running"] == []


def test_a_game_recorded_but_not_made_when_the_process_died_is_made_once_with_its_recorded_table(
    start_server: Any,
) -> None:
    """A process that dies after recording a game's table (its id and tokens) but before making it:
    the next process makes that very table, with those tokens, and no other (docs/tournaments.md)."""
    from sqlalchemy import create_engine, func, select, update

    from dominohall.server.store import tables_t, tournament_games_t, tournament_seats_t

    server = start_server(env={**_tight(), **FAST})
    both = people(server, 2, first=70)
    body = {**SWISS, "system": "round-robin", "rounds": None, "filler": None, "table_size": 2, "variant": "block"}
    tid = organise(both[0], body, both)
    both[0].request("POST", f"/api/tournaments/{tid}/start")
    found = until(both[0], tid, lambda f: f["rounds"] and all(t["table"] for t in f["rounds"][0]["tables"]))
    game = found["rounds"][0]["tables"][0]["game"]
    url = server.database
    server.stop()
    # what the dying process left: the game's table recorded (a new id, new tokens), never made
    engine = create_engine(url)
    with engine.begin() as db:
        db.execute(
            update(tournament_games_t)
            .where(tournament_games_t.c.tournament_id == tid, tournament_games_t.c.number == game)
            .values(table_id="halfmade")
        )
        for seat in (0, 1):
            db.execute(
                update(tournament_seats_t)
                .where(tournament_seats_t.c.tournament_id == tid, tournament_seats_t.c.seat == seat)
                .values(token=f"recordedtoken{seat}xyzabc")
            )
        made_before = db.execute(select(func.count()).select_from(tables_t)).scalar_one()
    server = start_server(env={**_tight(), **FAST}, database=url)
    for p in both:
        p.server = server
    found = until(both[0], tid, lambda f: any(m["table"] == "halfmade" for m in f["your_tables"]))
    assert [t["table"] for t in found["rounds"][0]["tables"]] == ["halfmade"]
    mine = found["your_tables"][0]
    assert mine["link"].endswith(f"token=recordedtoken{mine['seat']}xyzabc")  # the recorded token opens it
    time.sleep(1.0)  # more looks: the table is not made again
    with engine.connect() as db:
        assert db.execute(select(func.count()).select_from(tables_t)).scalar_one() == made_before + 1
        assert (
            db.execute(select(func.count()).select_from(tables_t).where(tables_t.c.id == "halfmade")).scalar_one() == 1
        )
    asyncio.run(play_round(both, tid, 1, seed=7))  # and it plays, bound to the entrants' accounts
    until(both[0], tid, lambda f: f["round"] == 2 or f["status"] == "finished")
    engine.dispose()
