"""Finding opponents (issue #35): blocks and challenges between accounts, driven through the API
against a real ``dominohall serve`` with the production limits (:data:`~test_server_abuse.TIGHT`),
and the attacks on them (a flood, a challenge to oneself, to a blocked person, to nobody); the
expiry and the purge are tried on the database functions with a clock the test sets."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from test_server_abuse import hall
from test_server_abuse_round3_rated import PROXIED, QUICK, Person, fresh, refused

from dominohall.server import social
from dominohall.server.accounts_db import create_account
from dominohall.server.store import Store, challenges_t

TWO = [{"kind": "human"}, {"kind": "human"}]
SLOW = {"variant": "block", "players": 2, "seats": TWO, "pace": {"kind": "turn-based", "hours": 24}}
LIVE = {"variant": "block", "players": 2, "seats": TWO}


def name_of(person: Person) -> str:
    found: str = person.request("GET", "/api/session")[1]["name"]
    return found


def challenges(person: Person) -> dict[str, Any]:
    status, answer = person.request("GET", "/api/challenges")
    assert status == 200, answer
    found: dict[str, Any] = answer
    return found


def challenge(person: Person, to: str, table: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    status, answer = person.request("POST", "/api/challenges", {"to": to, "table": table})
    return status, answer


def test_a_blocked_pair_is_never_seated_together_either_way(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.61").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.62").sign_up(fresh("Ben"))
    ann_name, ben_name = name_of(ann), name_of(ben)
    assert ann.request("GET", "/api/account/blocks") == (200, {"blocks": [], "limit": social.BLOCKS_MAX})
    status, answer = ann.request("POST", "/api/account/blocks", {"name": ben_name.upper()})
    assert (status, answer) == (201, {"name": ben_name, "blocked": True})
    assert ann.request("POST", "/api/account/blocks", {"name": ben_name})[0] == 200  # twice: still one block
    assert [b["name"] for b in ann.request("GET", "/api/account/blocks")[1]["blocks"]] == [ben_name]
    assert ben.request("GET", "/api/account/blocks")[1]["blocks"] == []  # Ben's list is his own

    async def run() -> None:
        # Ben sits at his table first; Ann, who blocked him, is refused the other seat
        made = ben.table(seats=TWO)
        his = await ben.client(made["table"]).connect(made["seats"][0]["token"])
        answer = await refused(ann, made["table"], made["seats"][1]["token"])
        assert (answer["code"], answer["field"]) == ("blocked", "token")
        # the other way: Ann sits first, and Ben (whom she blocked) is refused
        hers = ann.table(seats=TWO)
        mine = await ann.client(hers["table"]).connect(hers["seats"][0]["token"])
        answer = await refused(ben, hers["table"], hers["seats"][1]["token"])
        assert answer["code"] == "blocked"
        # unblocked, Ben sits at Ann's table
        assert ann.request("DELETE", f"/api/account/blocks/{ben_name}") == (200, {"name": ben_name, "blocked": False})
        again = await ben.client(hers["table"]).connect(hers["seats"][1]["token"])
        await again.until(lambda s: s["table"]["status"] == "playing")
        await again.close()
        # blocked again while both sit there: Ben comes back to his own seat (a block keeps them
        # from sitting down together, it does not strand their match)
        assert ann.request("POST", "/api/account/blocks", {"name": ben_name})[0] == 201
        back = await ben.client(hers["table"]).connect(hers["seats"][1]["token"])
        await back.until(lambda s: s["table"]["status"] == "playing")
        assert ann.request("DELETE", f"/api/account/blocks/{ben_name}")[0] == 200
        for c in (his, mine, back):
            await c.close()

    asyncio.run(run())
    # what a visitor sends is checked: nobody, oneself, nonsense, no session
    assert ann.request("POST", "/api/account/blocks", {"name": ann_name})[1]["field"] == "name"
    status, answer = ann.request("POST", "/api/account/blocks", {"name": "Nobody" + fresh("x")})
    assert (status, answer["code"], answer["field"]) == (404, "not_found", "name")
    status, answer = ann.request("POST", "/api/account/blocks", {"name": "x\u202eb" * 40})
    assert (status, answer["code"], answer["field"]) == (400, "bad_name", "name")
    status, answer = ann.request("POST", "/api/account/blocks", {"name": ben_name, "also": 1})
    assert (status, answer["code"]) == (400, "bad_message")
    assert ann.request("DELETE", f"/api/account/blocks/{ben_name}")[0] == 404  # not blocked any more
    status, answer = Person(server, "198.51.100.63").request("POST", "/api/account/blocks", {"name": ben_name})
    assert (status, answer["code"]) == (401, "sign_in")


def test_a_challenge_accepted_seats_both_and_one_declined_makes_nothing(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.64").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.65").sign_up(fresh("Ben"))
    ann_name, ben_name = name_of(ann), name_of(ben)
    status, sent = challenge(ann, ben_name, SLOW)
    assert status == 201 and sent["to"] == ben_name and sent["seconds_left"] == social.TURN_BASED_SECONDS
    status, live = challenge(ann, ben_name, LIVE)
    assert status == 201 and live["seconds_left"] == social.LIVE_SECONDS
    mine, theirs = challenges(ann), challenges(ben)
    assert [c["id"] for c in mine["outgoing"]] == [live["id"], sent["id"]] and mine["incoming"] == []
    assert [(c["id"], c["from"], c["to"], c["pace"]) for c in theirs["incoming"]] == [
        (live["id"], ann_name, ben_name, None),
        (sent["id"], ann_name, ben_name, 24),
    ]
    assert ben.request("GET", "/api/my/games")[1]["challenges"] == 2
    # Ben declines the live one: it is gone from his list, Ann's says declined, it cannot be accepted
    assert ben.request("POST", f"/api/challenges/{live['id']}/decline") == (
        200,
        {"id": live["id"], "status": "declined"},
    )
    assert [c["id"] for c in challenges(ben)["incoming"]] == [sent["id"]]
    assert {c["id"]: c["status"] for c in challenges(ann)["outgoing"]}[live["id"]] == "declined"
    status, answer = ben.request("POST", f"/api/challenges/{live['id']}/accept")
    assert (status, answer["code"], answer["field"]) == (404, "not_found", "id")
    # Ann cannot accept her own challenge; Ben accepts the turn-based one
    assert ann.request("POST", f"/api/challenges/{sent['id']}/accept")[0] == 404
    status, accepted = ben.request("POST", f"/api/challenges/{sent['id']}/accept")
    assert status == 201 and accepted["seat"] == 1 and accepted["link"].endswith(f"#seat=1&token={accepted['token']}")
    assert ben.request("POST", f"/api/challenges/{sent['id']}/accept")[0] == 404  # accepted once
    table = accepted["table"]
    first = {c["id"]: c for c in challenges(ann)["outgoing"]}[sent["id"]]
    assert first["status"] == "accepted" and first["table_id"] == table and "#seat=0&token=" in first["link"]
    assert first["seat"] == 0
    token = first["link"].split("token=")[1]
    later = {c["id"]: c for c in challenges(ann)["outgoing"]}[sent["id"]]
    assert later["link"] == f"/t/{table}"  # the seat's token is shown once
    assert ben.request("GET", "/api/my/games")[1]["challenges"] == 0

    async def run() -> None:
        # each sits down with their link (their seat is their account's already), and they play
        hers = await ann.client(table).connect(token)
        his = await ben.client(table).connect(accepted["token"])
        await hers.until(lambda s: s["table"]["status"] == "playing")
        await his.until(lambda s: s["table"]["status"] == "playing")
        # someone else with Ben's link is not Ben: the seat is his account's
        cat = Person(server, "198.51.100.66").sign_up(fresh("Cat"))
        answer = await refused(cat, table, accepted["token"])
        assert answer["code"] == "not_yours"
        for c in (hers, his):
            await c.close()

    asyncio.run(run())
    listed = {g["table"]: g for g in ann.request("GET", "/api/my/games")[1]["games"]}
    assert listed[table]["pace"] == 24 and [p["name"] for p in listed[table]["players"]] == [ann_name, ben_name]
    # a challenger withdraws an open one the same way
    status, other = challenge(ann, ben_name, SLOW)
    assert ann.request("POST", f"/api/challenges/{other['id']}/decline")[1]["status"] == "withdrawn"


def test_challenges_refused_to_oneself_nobody_a_blocked_person_and_a_flood(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.67").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.68").sign_up(fresh("Ben"))
    cat = Person(server, "198.51.100.69").sign_up(fresh("Cat"))
    ann_name, ben_name, cat_name = name_of(ann), name_of(ben), name_of(cat)

    def refusal(person: Person, body: Any) -> tuple[int, str, str | None]:
        status, answer = person.request("POST", "/api/challenges", body)
        return status, answer["code"], answer["field"]

    assert refusal(Person(server, "198.51.100.70"), {"to": ben_name, "table": LIVE}) == (401, "sign_in", None)
    assert refusal(ann, {"to": ann_name, "table": LIVE}) == (400, "bad_message", "to")
    assert refusal(ann, {"to": "Nobody" + fresh("x"), "table": LIVE}) == (404, "not_found", "to")
    assert refusal(ann, {"to": ["x"], "table": LIVE}) == (400, "bad_name", "to")
    assert refusal(ann, {"to": ben_name}) == (400, "bad_message", "table")
    assert refusal(ann, {"to": ben_name, "table": LIVE, "seed": 1}) == (400, "bad_message", "seed")
    # the table is checked by POST /api/tables's own code, its errors naming table.FIELD
    chess = {**LIVE, "variant": "chess"}
    assert refusal(ann, {"to": ben_name, "table": chess}) == (400, "bad_message", "table.variant")
    assert refusal(ann, {"to": ben_name, "table": {**LIVE, "players": 10**9}})[2] == "table.players"
    assert refusal(ann, {"to": ben_name, "table": "block"})[2] == "table"
    one = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
    assert refusal(ann, {"to": ben_name, "table": {**LIVE, "seats": one}}) == (400, "bad_message", "table.seats")
    assert refusal(ann, {"to": ben_name, "table": {**LIVE, "open_seats": True}})[2] == "table.open_seats"
    # blocked either way: no challenge goes, and a block withdraws the open ones
    status, open_one = challenge(ann, cat_name, LIVE)
    assert status == 201
    assert cat.request("POST", "/api/account/blocks", {"name": ann_name})[0] == 201
    assert challenges(cat)["incoming"] == []
    assert refusal(ann, {"to": cat_name, "table": LIVE}) == (403, "blocked", "to")
    assert refusal(cat, {"to": ann_name, "table": LIVE}) == (403, "blocked", "to")
    assert cat.request("POST", f"/api/challenges/{open_one['id']}/accept")[0] == 404
    # a flood: at most SENT_MAX open at once, then too_many until one is answered
    sent = [challenge(ann, ben_name, LIVE) for _ in range(social.SENT_MAX)]
    assert all(status == 201 for status, _ in sent)
    assert refusal(ann, {"to": ben_name, "table": LIVE}) == (429, "too_many", "to")
    assert ben.request("POST", f"/api/challenges/{sent[0][1]['id']}/decline")[0] == 200
    assert challenge(ann, ben_name, LIVE)[0] == 201
    # hostile ids
    for bad in ("x" * 2000, "%00" * 16, "a" * 16):
        assert ben.request("POST", f"/api/challenges/{bad}/accept")[0] == 404


def test_social_changes_are_rate_limited_per_account(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK, DOMINOHALL_SOCIAL_LIMIT="3/600")
    ann = Person(server, "198.51.100.71").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.72").sign_up(fresh("Ben"))
    ben_name = name_of(ben)
    for _ in range(3):
        assert ann.request("POST", "/api/account/blocks", {"name": ben_name})[0] in (200, 201)
    status, answer = challenge(ann, ben_name, LIVE)
    assert (status, answer["code"]) == (429, "rate_limited") and answer["retry_after"] >= 1


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_a_challenge_expires_and_its_row_is_purged_a_day_later(database: str) -> None:
    import contextlib

    from server_helpers import postgres_schema

    with contextlib.ExitStack() as stack:
        url = stack.enter_context(postgres_schema()) if database == "postgresql" else "sqlite://"
        expiry_and_bounds(Store(url))


def expiry_and_bounds(store: Store) -> None:
    ann = create_account(store.engine, "Ann", "ann", "h", 0.0)
    ben = create_account(store.engine, "Ben", "ben", "h", 0.0)
    assert ann is not None and ben is not None
    engine = store.engine
    assert social.send_challenge(engine, "c" * 16, ann, ben, "{}", 1000.0, 600) == "sent"
    assert social.received_count(engine, ben, 1500.0) == 1
    assert social.received_count(engine, ben, 1600.0) == 0  # expired
    assert social.take_challenge(engine, "c" * 16, ben, 1600.0) == "not_found"
    assert social.challenges_of(engine, ann, 1600.0) == {"incoming": [], "outgoing": []}
    # a day after it expired, the next challenge sent deletes its row
    assert social.send_challenge(engine, "d" * 16, ann, ben, "{}", 1601.0 + social.KEPT_SECONDS, 600) == "sent"
    with engine.connect() as db:
        assert [r.id for r in db.execute(challenges_t.select())] == ["d" * 16]
    # the bounds hold whoever sends: RECEIVED_MAX open challenges to one account at most
    senders = [create_account(engine, f"S{i}", f"s{i}", "h", 0.0) for i in range(social.RECEIVED_MAX + 1)]
    results = [
        social.send_challenge(engine, f"{i:016d}", s or 0, ben, "{}", 200_000.0, 600) for i, s in enumerate(senders)
    ]
    assert results.count("too_many_received") == 1 and results.count("sent") == social.RECEIVED_MAX
    # an accepted challenge tells the challenger their seat (the table's first person's) once
    seats = '{"seats":[{"kind":"bot","bot":"greedy"},{"kind":"human"},{"kind":"human"}]}'
    cy = create_account(engine, "Cy", "cy", "h", 0.0)
    assert cy is not None and social.send_challenge(engine, "e" * 16, cy, ann, seats, 300_000.0, 600) == "sent"
    assert social.take_challenge(engine, "e" * 16, ann, 300_001.0) == (cy, seats)
    social.made(engine, "e" * 16, "T1", "the-token")
    (shown,) = social.challenges_of(engine, cy, 300_002.0)["outgoing"]
    assert (shown["status"], shown["table_id"], shown["seat"], shown["token"]) == ("accepted", "T1", 1, "the-token")
    assert "token" not in social.challenges_of(engine, cy, 300_003.0)["outgoing"][0]
    # a block and a follow twice are one each (the second insert meets the key, inside its savepoint)
    assert [social.block(engine, ann, ben, 1.0) for _ in range(2)] == ["blocked", "already"]
    assert social.follow(engine, ben, ann, 1.0) == "blocked"
    assert social.unblock(engine, ann, ben) and not social.unblock(engine, ann, ben)
    assert [social.follow(engine, ben, ann, 1.0) for _ in range(2)] == ["followed", "already"]
    assert social.block(engine, ann, ben, 2.0, most=0) == "full"


def test_follows_and_a_players_running_games_shown_to_everyone(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.73").sign_up(fresh("Ann"))
    ben = Person(server, "198.51.100.74").sign_up(fresh("Ben"))
    visitor = Person(server, "198.51.100.75")
    ann_name, ben_name = name_of(ann), name_of(ben)
    assert ann.request("GET", "/api/account/follows") == (200, {"follows": [], "limit": social.FOLLOWS_MAX})
    assert ann.request("POST", "/api/account/follows", {"name": ben_name.lower()}) == (
        201,
        {"name": ben_name, "following": True},
    )
    assert ann.request("POST", "/api/account/follows", {"name": ben_name})[0] == 200  # still one
    assert [f["name"] for f in ann.request("GET", "/api/account/follows")[1]["follows"]] == [ben_name]
    for body, expected in (
        ({"name": ann_name}, (400, "bad_message", "name")),
        ({"name": "Nobody" + fresh("x")}, (404, "not_found", "name")),
        ({"name": 7}, (400, "bad_name", "name")),
    ):
        status, answer = ann.request("POST", "/api/account/follows", body)
        assert (status, answer["code"], answer["field"]) == expected
    assert visitor.request("GET", "/api/account/follows")[0] == 401

    made = ben.table()  # Ben against a bot: a running match, on his page for everyone

    async def run() -> None:
        client = await ben.client(made["table"]).connect(made["seats"][0]["token"])
        await client.until(lambda s: s["table"]["status"] == "playing")
        for person, following in ((ann, True), (visitor, None), (ben, False)):
            status, page = person.request("GET", f"/api/players/{ben_name}")
            assert status == 200, page
            assert page["followers"] == 1 and page["following"] is following
            assert [g["table"] for g in page["playing"]] == [made["table"]] and page["playing_total"] == 1
            (shown,) = page["playing"]
            assert shown["link"] == f"/t/{made['table']}" and "your_turn" not in shown and "deadline" not in shown
        await client.close()

    asyncio.run(run())
    # a block ends the follows between them, either way, and no follow goes while it lasts
    assert ben.request("POST", "/api/account/blocks", {"name": ann_name})[0] == 201
    assert ann.request("GET", "/api/account/follows")[1]["follows"] == []
    status, answer = ann.request("POST", "/api/account/follows", {"name": ben_name})
    assert (status, answer["code"], answer["field"]) == (403, "blocked", "name")
    assert ann.request("DELETE", f"/api/account/follows/{ben_name}")[0] == 404


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_blocks_follows_and_challenges_survive_a_restart(start_server: Any, database: str) -> None:
    """Nothing of them is kept only in memory: after a restart (on SQLite, and on PostgreSQL where
    ``DOMINOHALL_TEST_POSTGRES_URL`` is set) the challenge is there to accept, the block holds and
    the follow is listed."""
    import contextlib

    from server_helpers import postgres_schema

    with contextlib.ExitStack() as stack:
        url = stack.enter_context(postgres_schema()) if database == "postgresql" else None
        env = {**PROXIED, **QUICK}
        server = hall(start_server, **env) if url is None else start_server(env={**env}, database=url)
        ann = Person(server, "198.51.100.76").sign_up(fresh("Ann"))
        ben = Person(server, "198.51.100.77").sign_up(fresh("Ben"))
        cat = Person(server, "198.51.100.78").sign_up(fresh("Cat"))
        ben_name, cat_name = name_of(ben), name_of(cat)
        status, sent = challenge(ann, ben_name, SLOW)
        assert status == 201
        assert ann.request("POST", "/api/account/blocks", {"name": cat_name})[0] == 201
        assert ann.request("POST", "/api/account/follows", {"name": ben_name})[0] == 201
        server.stop()
        again = hall(start_server, **env) if url is None else start_server(env={**env}, database=url)
        for person in (ann, ben, cat):
            person.server = again  # the same browsers (their session cookies) at the restarted server
        assert [c["id"] for c in challenges(ben)["incoming"]] == [sent["id"]]
        assert [b["name"] for b in ann.request("GET", "/api/account/blocks")[1]["blocks"]] == [cat_name]
        assert [f["name"] for f in ann.request("GET", "/api/account/follows")[1]["follows"]] == [ben_name]
        assert challenge(cat, name_of(ann), LIVE)[1]["code"] == "blocked"
        status, accepted = ben.request("POST", f"/api/challenges/{sent['id']}/accept")
        assert status == 201 and accepted["seat"] == 1
