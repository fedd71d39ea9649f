"""The server under attack, third round (issue #34): the rated-table rules and the limits players
meet, each attack done against a real ``dominohall serve`` on loopback with the production limits
(:data:`~test_server_abuse.TIGHT`).

1. ``POST /api/account/seats`` bound any seat whose token the caller held, rated tables included,
   and a bound seat then took any connection with its token. 4. Rated tables accepted any options.
5. A rematch of a rated table skipped the rated-table checks. 8. A server that trusts every
   proxy (``*``) counts whatever address a visitor writes in ``X-Forwarded-For``. 9. The table
   creation limit refused a rematch and a keen signed-in player, silently.

Every test client comes from 127.0.0.1; where a test needs people at several addresses, the server
believes the ``X-Forwarded-For`` of 127.0.0.1 (as it would its proxy's) and each person's requests
carry the line the proxy would add.
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.error
import urllib.request
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, ServerProcess, play_to_end
from test_server_abuse import TIGHT, hall

from dominohall.server.sessions import COOKIE

PASSWORD = "correct horse battery"
TWO_PEOPLE = [{"kind": "human"}, {"kind": "human"}]
PROXIED = {"DOMINOHALL_FORWARDED_ALLOW_IPS": "127.0.0.1"}
QUICK = {"DOMINOHALL_RATE_LIMIT": "1000/1", "DOMINOHALL_ADDRESS_RATE_LIMIT": "1000/1"}
"""Messages as fast as a test plays (a whole match), where the message rate is not what is tried."""


class Person:
    """One person's browser: a cookie jar, and the address the proxy says they come from."""

    def __init__(self, server: ServerProcess, address: str = "198.51.100.1") -> None:
        self.server = server
        self.address = address
        self.cookie: str | None = None

    def headers(self) -> dict[str, str]:
        found = {"x-forwarded-for": self.address}
        if self.cookie is not None:
            found["cookie"] = f"{COOKIE}={self.cookie}"
        return found

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.server.url + path, data=data, method=method, headers=self.headers())
        req.add_header("content-type", "application/json")
        try:
            with urllib.request.urlopen(req, timeout=30) as answer:
                raw, status, cookies = answer.read(), answer.status, answer.headers.get_all("set-cookie")
        except urllib.error.HTTPError as exc:
            raw, status, cookies = exc.read(), exc.code, exc.headers.get_all("set-cookie")
        for line in cookies or []:
            if line.startswith(f"{COOKIE}="):
                self.cookie = line.split(";")[0].split("=", 1)[1] or None
        return status, json.loads(raw) if raw else None

    def sign_up(self, name: str) -> Person:
        status, body = self.request("POST", "/api/accounts", {"name": name, "password": PASSWORD})
        assert status == 201, body
        return self

    def table(self, **fields: Any) -> dict[str, Any]:
        status, made = self.request("POST", "/api/tables", {"variant": "block", "players": 2, **fields})
        assert status == 201, made
        found: dict[str, Any] = made
        return found

    def client(self, table: str, delta: bool = False) -> Client:
        return Client(self.server, table, delta=delta, headers=self.headers())


def fresh(prefix: str) -> str:
    return f"{prefix}{time.monotonic_ns() % 10**8}"


async def refused(person: Person, table: str, token: str) -> dict[str, Any]:
    """The error a hello with ``token`` gets (the test fails if it is welcomed)."""
    client = person.client(table)
    await client.connect(token, hello=False)
    await client.send({"type": "hello", "token": token})
    answer = await client.recv()
    await client.close()
    assert answer["type"] == "error", answer
    return answer


# ---- 1. a rated seat is bound only by its person signing in at the table ------------------------
def test_a_claim_never_binds_a_rated_seat_and_a_bound_seat_takes_only_its_account(start_server: Any) -> None:
    """Before: the host's second account (same address) was refused at ``hello`` with
    ``same_address``, then claimed the seat with ``POST /api/account/seats`` and was welcomed; the
    host claimed both seats and played the second with no cookie at all (rated twice); a claimed
    invite link took the friend's seat. Now a claim of a rated seat is refused, and at a rated
    table a connection whose session is not the seat's account is refused (``not_yours``)."""
    server = hall(start_server, **PROXIED, **QUICK)
    host = Person(server, "198.51.100.1").sign_up(fresh("Host"))
    second = Person(server, "198.51.100.1").sign_up(fresh("Alt"))  # the host's other account
    friend = Person(server, "198.51.100.2").sign_up(fresh("Friend"))
    made = host.table(rated=True, seats=TWO_PEOPLE)
    table, (mine, theirs) = made["table"], [s["token"] for s in made["seats"]]

    def claim(person: Person, token: str) -> dict[str, Any]:
        status, answer = person.request("POST", "/api/account/seats", {"seats": [{"table": table, "token": token}]})
        assert status == 200, answer
        found: dict[str, Any] = answer
        return found

    async def run() -> None:
        # The host sits down; their second account is refused at hello, and its claim binds
        # nothing either.
        me = await host.client(table).connect(mine)
        assert (await refused(second, table, theirs))["code"] == "same_address"
        answer = claim(second, theirs)
        assert answer["claimed"] == [] and "rated" in answer["refused"][0]["reason"]
        assert (await refused(second, table, theirs))["code"] == "same_address"
        # The host claims both seats: neither is bound by the claim.
        assert claim(host, mine)["claimed"] == [] and claim(host, theirs)["claimed"] == []
        # The friend sits down, from their own address: the seat is theirs.
        them = await friend.client(table).connect(theirs)
        assert (
            them.state is not None
            and them.state["table"]["seats"][1]["account"] == friend.request("GET", "/api/session")[1]["name"]
        )
        # The host holds the friend's link: with no cookie, or signed in as themselves, refused.
        nobody = Person(server, "198.51.100.3")
        assert (await refused(nobody, table, theirs))["code"] == "sign_in"
        answer = await refused(host, table, theirs)
        assert (answer["code"], answer["field"]) == ("not_yours", "token")
        assert claim(host, theirs)["claimed"] == []
        # Nothing changed: the friend plays their seat, the host theirs, to the end.
        await play_to_end([me, them])
        for c in (me, them):
            await c.close()

    asyncio.run(run())
    changes = host.request("GET", f"/api/tables/{table}/ratings")[1]["changes"]
    names = {c["seat"]: c["name"] for c in changes}
    assert len(changes) == 2 and names[1] != names[0]  # two accounts, each rated once


def test_one_account_never_holds_two_seats_of_one_table(start_server: Any) -> None:
    """An unrated table: seats are claimed with their tokens, but one account holds one seat of a
    table (a match is counted once for each account, on its page as in its ratings)."""
    server = hall(start_server, **PROXIED)
    host = Person(server).sign_up(fresh("Both"))
    made = Person(server, "198.51.100.9").table(seats=TWO_PEOPLE)
    seats = [{"table": made["table"], "token": s["token"]} for s in made["seats"]]
    status, answer = host.request("POST", "/api/account/seats", {"seats": seats})
    assert status == 200
    assert answer["claimed"] == [{"table": made["table"], "seat": 0}]
    assert answer["refused"] == [{"table": made["table"], "reason": "your account holds another seat of this table"}]


def test_a_match_with_one_account_at_two_seats_is_never_rated() -> None:
    """The last guard, in the transaction that rates a match: should one account hold two seats
    (a row written by hand, an old server's claim), the match is rated for nobody rather than
    twice, with the later seat's result stored."""
    from sqlalchemy import insert

    from dominohall.server import accounts_db
    from dominohall.server.store import SeatConfig, Store, TableConfig, table_accounts_t
    from dominohall.variants import VARIANTS

    store = Store("sqlite://")
    ann = accounts_db.create_account(store.engine, "Ann", "ann", "h", 0.0)
    assert ann is not None
    store.create_table(
        TableConfig("t", "", "block", 2, {}, 1, None, 0.0, False, True),
        [SeatConfig(0, "human", None, "h", True), SeatConfig(1, "human", None, "i", True)],
    )
    assert accounts_db.bind_seat(store.engine, "t", 0, ann, None, 0.0) == ann
    assert accounts_db.bind_seat(store.engine, "t", 1, ann, None, 0.0) is None  # refused: one seat each
    with store.engine.begin() as db:
        db.execute(insert(table_accounts_t).values(table_id="t", seat=1, account_id=ann, address=None, at=0.0))
        cls = VARIANTS["block"]
        accounts_db.write_ratings(db, accounts_db.RatedResult("t", "block", cls.rating, ((0,), (1,)), (1, 2), {}, 0.0))
    assert accounts_db.skills(store.engine, [ann], "block") == {}
    assert accounts_db.changes(store.engine, "t") == []


# ---- 4. a rated table takes the options its rating was fitted at -------------------------------
def test_a_rated_table_takes_only_the_options_its_rating_was_fitted_at(start_server: Any) -> None:
    """Before: a rated Block table to 1 point was rated like a whole match (+74 in one deal). Now
    it is refused, naming the option; the defaults (and Sausage's one loss, which its rating was
    fitted at; the partners of ``teams``) are taken."""
    server = hall(start_server)
    me = Person(server).sign_up(fresh("Fit"))
    bot = {"kind": "bot", "bot": "greedy"}
    status, answer = me.request(
        "POST",
        "/api/tables",
        {"variant": "block", "rated": True, "options": {"target": 1}, "seats": [{"kind": "human"}, bot]},
    )
    assert (status, answer["code"], answer["field"]) == (400, "bad_message", "options.target")
    assert "fitted" in answer["error"]
    for variant, options, players in (
        ("block", {}, 2),
        ("block", {"target": 100}, 2),
        ("sausage", {"losses": 1}, 2),
        ("block", {"teams": True}, 4),
    ):
        seats = [{"kind": "human"}] + [bot] * (players - 1)
        body = {"variant": variant, "players": players, "rated": True, "options": options, "seats": seats}
        status, answer = me.request("POST", "/api/tables", body)
        assert status == 201, (variant, options, answer)
    status, answer = me.request(
        "POST",
        "/api/tables",
        {"variant": "sausage", "rated": True, "options": {"losses": 2}, "seats": [{"kind": "human"}, bot]},
    )
    assert (status, answer["field"]) == (400, "options.losses")


# ---- 5. a rematch of a rated table passes the rated checks ----------------------------------------
def test_a_rematch_of_a_rated_table_passes_the_rated_checks(start_server: Any, tmp_path: Any) -> None:
    """A rated table made before its options were checked (a server set to ``any``), finished;
    the server now checks them: its rematch is refused as ``POST /api/tables`` would refuse the
    table, and nothing is made. (A rematch is asked only by a seat's connection, which at a rated
    table is signed in to the seat's account: test 1.)"""
    database = f"sqlite:///{tmp_path / 'rated.sqlite3'}"
    loose = start_server(env={**TIGHT, "DOMINOHALL_RATED_OPTIONS": "any"}, database=database)
    me = Person(loose).sign_up(fresh("Again"))
    made = me.table(rated=True, options={"target": 1}, seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])

    async def finish() -> None:
        client = await me.client(made["table"]).connect(made["seats"][0]["token"])
        await play_to_end([client])
        await client.close()

    asyncio.run(finish())
    loose.stop()
    strict = start_server(env=dict(TIGHT), database=database)
    me.server = strict

    async def rematch() -> dict[str, Any]:
        client = await me.client(made["table"]).connect(made["seats"][0]["token"])
        await client.send({"type": "rematch"})
        answer = await client.next_of("error")
        await client.send({"type": "rematch"})  # nothing was made: asked again, refused again
        again = await client.next_of("error")
        await client.close()
        assert again == answer
        return answer

    answer = asyncio.run(rematch())
    assert (answer["code"], answer["field"]) == ("bad_message", "options.target")


# ---- 8. only the proxy's X-Forwarded-For is believed -------------------------------------------
@pytest.mark.parametrize(("trusted", "limited"), [("*", False), ("127.0.0.1", True)])
def test_a_spoofed_forwarded_for_chooses_no_address(start_server: Any, trusted: str, limited: bool) -> None:
    """A visitor writes ``X-Forwarded-For: 203.0.113.N`` themselves; the proxy (here: 127.0.0.1)
    adds the address it saw. Trusting every address (``*``, compose.yaml's setting before #34),
    the server took the visitor's entry and every request came "from" a new address: the per-
    address limits never met. Trusting the proxy alone, the address counted is the proxy's line."""
    server = hall(start_server, DOMINOHALL_FORWARDED_ALLOW_IPS=trusted)
    limit = int(TIGHT["DOMINOHALL_CREATE_LIMIT"].split("/")[0])
    statuses = []
    for i in range(limit + 1):
        visitor = Person(server, f"203.0.113.{i}, 198.51.100.7")
        statuses.append(visitor.request("POST", "/api/tables", {"variant": "block", "seats": TWO_PEOPLE})[0])
    assert statuses == [201] * limit + ([429] if limited else [201])


# ---- 9. the limits players meet ------------------------------------------------------------------
def test_a_rematch_and_a_signed_in_player_are_not_held_to_the_anonymous_creation_limit(start_server: Any) -> None:
    """Before: 10 tables made from one address in 600 s (a family, a club, a keen player of
    one-deal matches) and the next Rematch did nothing. Now a rematch counts only as an open table,
    and a signed-in account has its own, larger window; anonymous creation keeps its limit, and
    its refusal says when to try again."""
    server = hall(start_server, **QUICK)
    home = Person(server)
    limit = int(TIGHT["DOMINOHALL_CREATE_LIMIT"].split("/")[0])
    played = home.table(options={"target": 1}, seats=[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])

    async def run() -> dict[str, Any]:
        client = await home.client(played["table"]).connect(played["seats"][0]["token"])
        await play_to_end([client])
        for _ in range(limit - 1):
            home.table(seats=TWO_PEOPLE)
        status, answer = home.request("POST", "/api/tables", {"variant": "block", "seats": TWO_PEOPLE})
        assert (status, answer["code"]) == (429, "rate_limited") and answer["retry_after"] > 0
        await client.send({"type": "rematch"})
        got = await client.recv()
        while got["type"] not in ("rematch", "error"):
            got = await client.recv()
        await client.close()
        return got

    answer = asyncio.run(run())
    assert answer["type"] == "rematch" and answer["token"], answer
    # Someone at the same address, signed in: their own window.
    member = Person(server).sign_up(fresh("Member"))
    for _ in range(limit + 1):
        member.table(seats=TWO_PEOPLE)
