"""Accounts, rated tables, players' pages and leaderboards over HTTP and WebSocket
(docs/accounts.md): every error of the API, the abuse the accounts must withstand, and a rated
match against a bot from sign-up to the leaderboard."""

from __future__ import annotations

import asyncio
import http.cookies
import json
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any

import pytest
from server_helpers import Client, ServerProcess, play_to_end

from dominohall.server.sessions import COOKIE
from dominohall.variants import VARIANTS

PASSWORD = "correct horse battery"


class Browser:
    """A visitor's HTTP requests with one cookie jar (the session cookie, as a browser keeps it)."""

    def __init__(self, server: ServerProcess, origin: str | None = None) -> None:
        self.server = server
        self.cookie: str | None = None
        self.origin = origin
        self.last_headers: dict[str, str] = {}
        self.extra_headers: dict[str, str] = {}
        """Sent with every request (e.g. ``X-Forwarded-For``: another visitor's address)."""
        self.cookies: dict[str, str] = {}
        """Other cookies the server set (e.g. ``dominohall_known``), sent back as a browser would."""

    def request(
        self, method: str, path: str, body: Any = None, content_type: str = "application/json"
    ) -> tuple[int, Any]:
        data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
        req = urllib.request.Request(self.server.url + path, data=data, method=method)
        req.add_header("content-type", content_type)
        sent = {**self.cookies, **({} if self.cookie is None else {COOKIE: self.cookie})}
        if sent:
            req.add_header("cookie", "; ".join(f"{k}={v}" for k, v in sent.items()))
        for header, value in self.extra_headers.items():
            req.add_header(header, value)
        if self.origin is not None:
            req.add_header("origin", self.origin)
        try:
            with urllib.request.urlopen(req, timeout=30) as answer:
                raw, status, headers = answer.read(), answer.status, answer.headers
        except urllib.error.HTTPError as exc:
            raw, status, headers = exc.read(), exc.code, exc.headers
        self.last_headers = {k.lower(): v for k, v in headers.items()}
        session_lines = [line for line in headers.get_all("set-cookie") or [] if line.startswith(f"{COOKIE}=")]
        if session_lines:  # the session cookie's line, whatever other cookies came with it
            self.last_headers["set-cookie"] = session_lines[0]
        for line in headers.get_all("set-cookie") or []:
            jar = http.cookies.SimpleCookie(line)
            for key, morsel in jar.items():
                if key == COOKIE:
                    self.cookie = morsel.value or None
                elif morsel.value:
                    self.cookies[key] = morsel.value
                else:
                    self.cookies.pop(key, None)
        try:
            return status, json.loads(raw) if raw else None
        except ValueError:
            return status, raw.decode("utf-8", "replace")

    def sign_up(self, name: str, password: str = PASSWORD) -> tuple[int, Any]:
        return self.request("POST", "/api/accounts", {"name": name, "password": password})

    def sign_in(self, name: str, password: str = PASSWORD) -> tuple[int, Any]:
        return self.request("POST", "/api/session", {"name": name, "password": password})

    def headers(self) -> dict[str, str]:
        return {} if self.cookie is None else {"cookie": f"{COOKIE}={self.cookie}"}

    def create_rated(self, bot: str = "greedy", **fields: Any) -> tuple[int, Any]:
        body = {
            "variant": "block",
            "players": 2,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": bot}],
            "options": {"target": 20},
            "rated": True,
            **fields,
        }
        return self.request("POST", "/api/tables", body)


def fresh(prefix: str) -> str:
    return f"{prefix}{time.monotonic_ns() % 10**8}"


def code(answer: tuple[int, Any]) -> tuple[int, str]:
    status, body = answer
    return status, body["code"]


# ---- sign-up, sign-in, sign-out ------------------------------------------------------------------
def test_sign_up_sets_a_session_cookie_http_only_lax_and_signs_in(server: ServerProcess) -> None:
    me = Browser(server)
    name = fresh("Ann")
    status, body = me.sign_up(name)
    assert (status, body) == (201, {"name": name})
    cookie = me.last_headers["set-cookie"]
    assert f"{COOKIE}=" in cookie and "HttpOnly" in cookie and "SameSite=lax" in cookie and "Path=/" in cookie
    assert "Secure" not in cookie  # plain http here; https gets Secure (test below)
    assert me.request("GET", "/api/session") == (200, {"name": name, "failed_sign_ins": 0})
    assert me.request("DELETE", "/api/session")[0] == 204
    assert me.request("GET", "/api/session") == (200, {"name": None})
    # Names are one whatever their case; the answer says how many wrong passwords came since the last.
    assert me.sign_in(name.upper()) == (200, {"name": name, "failed_sign_ins": 0})


def test_the_cookie_is_secure_when_the_page_came_over_https(start_server: Callable[..., ServerProcess]) -> None:
    # Behind a TLS proxy that the server believes (X-Forwarded-Proto from DOMINOHALL_FORWARDED_ALLOW_IPS).
    server = start_server(env={"DOMINOHALL_FORWARDED_ALLOW_IPS": "127.0.0.1"})
    req = urllib.request.Request(
        server.url + "/api/accounts",
        data=json.dumps({"name": "Secure One", "password": PASSWORD}).encode(),
        method="POST",
        headers={"content-type": "application/json", "x-forwarded-proto": "https"},
    )
    with urllib.request.urlopen(req, timeout=30) as answer:
        assert answer.status == 201
        assert "Secure" in answer.headers["set-cookie"]


@pytest.mark.parametrize(
    ("body", "status", "error", "field"),
    [
        ({"name": "ab", "password": PASSWORD}, 400, "bad_name", "name"),
        ({"name": "x" * 25, "password": PASSWORD}, 400, "bad_name", "name"),
        ({"name": "evil\u202eman", "password": PASSWORD}, 400, "bad_name", "name"),
        ({"name": "tab\there", "password": PASSWORD}, 400, "bad_name", "name"),
        ({"name": "a/b/c", "password": PASSWORD}, 400, "bad_name", "name"),
        ({"name": 12345, "password": PASSWORD}, 400, "bad_name", "name"),
        ({"name": "Someone", "password": "short"}, 400, "bad_password", "password"),
        ({"name": "Someone", "password": "x" * 201}, 400, "bad_password", "password"),
        ({"name": "Someone", "password": None}, 400, "bad_password", "password"),
        ({"name": "Someone", "password": PASSWORD, "admin": True}, 400, "bad_message", None),
        ([1, 2], 400, "bad_message", None),
    ],
)
def test_sign_up_refuses_bad_names_and_passwords_naming_the_field(
    server: ServerProcess, body: Any, status: int, error: str, field: str | None
) -> None:
    answer = Browser(server).request("POST", "/api/accounts", body)
    assert answer[0] == status and answer[1]["code"] == error and answer[1]["field"] == field, answer


def test_a_name_is_taken_whatever_its_case_or_form(server: ServerProcess) -> None:
    name = fresh("Ivan")
    assert Browser(server).sign_up(name)[0] == 201
    for same in (name.upper(), name.lower(), name.replace("I", "Ｉ"), f"  {name}  "):
        assert code(Browser(server).sign_up(same)) == (409, "name_taken"), same


def test_sign_up_and_sign_in_take_only_json_from_this_site(server: ServerProcess) -> None:
    form = Browser(server).request("POST", "/api/accounts", b"name=x&password=y", "application/x-www-form-urlencoded")
    assert code(form) == (415, "bad_content_type")
    elsewhere = Browser(server, origin="https://evil.example")
    assert code(elsewhere.sign_up(fresh("Eve"))) == (403, "cross_site")
    assert code(elsewhere.sign_in("whoever")) == (403, "cross_site")
    assert code(elsewhere.request("DELETE", "/api/session")) == (403, "cross_site")
    assert code(elsewhere.request("POST", "/api/account/seats", {"seats": []})) == (403, "cross_site")
    assert code(Browser(server).request("POST", "/api/accounts", b"{" * 20000)) == (413, "too_large")


def test_a_wrong_name_and_a_wrong_password_get_the_same_answer(server: ServerProcess) -> None:
    name = fresh("Olga")
    assert Browser(server).sign_up(name)[0] == 201
    wrong_password = Browser(server).sign_in(name, "not the password")
    wrong_name = Browser(server).sign_in(fresh("Nobody"))
    invalid_name = Browser(server).sign_in("?!")
    assert wrong_password == wrong_name == invalid_name
    assert wrong_password == (
        401,
        {"error": "the name or the password is wrong", "code": "bad_login", "field": None},
    )


def test_sign_out_ends_the_session_in_the_database_not_only_the_cookie(server: ServerProcess) -> None:
    me = Browser(server)
    me.sign_up(fresh("Petra"))
    kept = me.cookie
    assert me.request("DELETE", "/api/session")[0] == 204
    thief = Browser(server)
    thief.cookie = kept  # the old cookie, copied before sign-out, signs nobody in
    assert thief.request("GET", "/api/session") == (200, {"name": None})


# ---- abuse -------------------------------------------------------------------------------------
def test_one_address_cannot_make_accounts_in_bulk(start_server: Callable[..., ServerProcess]) -> None:
    server = start_server(env={"DOMINOHALL_ACCOUNT_LIMIT": "3/3600"})
    for i in range(3):
        assert Browser(server).sign_up(f"Bulk {i}")[0] == 201
    refused = Browser(server)
    status, body = refused.sign_up("Bulk 3")
    assert (status, body["code"]) == (429, "rate_limited") and body["retry_after"] > 3000
    assert int(refused.last_headers["retry-after"]) == body["retry_after"]  # said in the header too
    assert Browser(server).request("GET", "/api/players/Bulk%203")[0] == 404


def test_a_body_that_never_arrives_or_is_malformed_gets_its_error_and_makes_no_account(
    start_server: Callable[..., ServerProcess],
) -> None:
    import socket

    server = start_server(env={"DOMINOHALL_HEADER_SECONDS": "1"})
    # A body promised and never sent holds a connection: answered 408 once the head's time is up.
    with socket.create_connection(("127.0.0.1", server.port), timeout=15) as raw:
        raw.sendall(
            b"POST /api/accounts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b'Content-Length: 100\r\n\r\n{"name": "Slow'
        )
        answer = b""
        while b'"timeout"' not in answer and (chunk := raw.recv(4096)):
            answer += chunk
    assert answer.split(b"\r\n")[0].endswith(b"408 Request Timeout") and b'"timeout"' in answer, answer
    deep = b"[" * 2000 + b"]" * 2000
    signed_in = Browser(server)
    assert signed_in.sign_up("Deep Nester")[0] == 201  # claiming seats asks who first
    for visitor, path in (
        (Browser(server), "/api/accounts"),
        (Browser(server), "/api/session"),
        (signed_in, "/api/account/seats"),
    ):
        assert code(visitor.request("POST", path, deep)) == (400, "bad_json"), path
    surrogate = b'{"name": "\\ud800abc", "password": "correct horse battery"}'
    assert code(Browser(server).request("POST", "/api/accounts", surrogate)) == (400, "bad_name")
    assert code(Browser(server).request("POST", "/api/session", surrogate)) == (401, "bad_login")
    assert Browser(server).request("GET", "/api/players/Slow")[0] == 404


def test_repeated_failed_sign_ins_are_refused_per_address_and_per_account(
    start_server: Callable[..., ServerProcess],
) -> None:
    server = start_server(env={"DOMINOHALL_LOGIN_LIMIT": "6/600", "DOMINOHALL_LOGIN_NAME_LIMIT": "3/600"})
    me = Browser(server)
    assert me.sign_up("Target")[0] == 201
    for _ in range(3):
        assert code(Browser(server).sign_in("Target", "guess guess")) == (401, "bad_login")
    # The account is shielded now, even with the right password (the attacker cannot tell).
    locked = Browser(server)
    status, body = locked.sign_in("Target")
    assert (status, body["code"]) == (429, "rate_limited")
    assert int(locked.last_headers["retry-after"]) == body["retry_after"] > 500
    # Other names from this address: three more failures, then the address itself is refused.
    for i in range(3):
        assert code(Browser(server).sign_in(f"Other {i}", "guess guess")) == (401, "bad_login")
    assert code(Browser(server).sign_in("Another")) == (429, "rate_limited")
    # The session the owner already has goes on working.
    assert me.request("GET", "/api/session") == (200, {"name": "Target", "failed_sign_ins": 3})


def test_a_planted_or_forged_session_cookie_signs_nobody_in(server: ServerProcess) -> None:
    victim = Browser(server)
    victim.cookie = "A" * 43  # planted by an attacker before the victim signs in (session fixation)
    name = fresh("Vera")
    assert victim.sign_up(name)[0] == 201
    assert victim.cookie != "A" * 43  # sign-up made a new session: the planted one was not adopted
    attacker = Browser(server)
    attacker.cookie = "A" * 43
    assert attacker.request("GET", "/api/session") == (200, {"name": None})
    for forged in ("", "x", "A" * 42, "é" * 43, "A" * 44):
        other = Browser(server)
        other.cookie = forged
        assert other.request("GET", "/api/session") == (200, {"name": None}), forged
    # A sign-in from a browser that already holds a session gets a new one (the old one ends).
    before = victim.cookie
    assert victim.sign_in(name)[0] == 200 and victim.cookie != before
    stale = Browser(server)
    stale.cookie = before
    assert stale.request("GET", "/api/session") == (200, {"name": None})


def test_no_answer_carries_a_session_token_to_scripts(server: ServerProcess) -> None:
    me = Browser(server)
    status, body = me.sign_up(fresh("Hidden"))
    assert status == 201 and me.cookie is not None and me.cookie not in json.dumps(body)
    assert me.cookie not in json.dumps(me.request("GET", "/api/session")[1])
    assert "HttpOnly" in me.last_headers.get("set-cookie", "HttpOnly")


def test_rated_tables_refuse_what_would_make_a_rating_untrue(server: ServerProcess) -> None:
    anonymous = Browser(server)
    assert code(anonymous.create_rated()) == (401, "sign_in")
    me = Browser(server)
    me.sign_up(fresh("Rater"))
    status, body = me.create_rated(seed=7)
    assert (status, body["field"]) == (400, "seed")
    assert me.create_rated(open_seats=True)[1]["field"] == "open_seats"
    assert me.create_rated(bot="ismcts:seconds=1")[1]["field"] == "seats[1].bot"
    only_bots = me.request(
        "POST",
        "/api/tables",
        {"variant": "block", "players": 2, "rated": True, "seats": [{"kind": "bot", "bot": "greedy"}] * 2},
    )
    assert only_bots[1]["field"] == "seats"
    assert me.request("POST", "/api/tables", {"variant": "block", "rated": "yes"})[1]["field"] == "rated"


def test_a_rated_seat_takes_only_a_signed_in_account_one_seat_each_one_seat_an_address(
    server: ServerProcess,
) -> None:
    async def run() -> None:
        host = Browser(server)
        host.sign_up(fresh("Host"))
        friend = Browser(server)
        friend.sign_up(fresh("Friend"))
        status, made = host.request(
            "POST",
            "/api/tables",
            {"variant": "block", "players": 2, "rated": True, "seats": [{"kind": "human"}, {"kind": "human"}]},
        )
        assert status == 201, made
        table, (mine, theirs) = made["table"], [s["token"] for s in made["seats"]]
        anonymous = Client(server, table)
        error = await anonymous.connect(theirs, hello=False)
        await error.send({"type": "hello", "token": theirs})
        refused = await error.next_of("error")
        assert (refused["code"], refused["field"]) == ("sign_in", "token")
        me = await Client(server, table, headers=host.headers()).connect(mine)
        assert me.state is not None
        seats = me.state["table"]["seats"]
        assert seats[0]["account"] == host.request("GET", "/api/session")[1]["name"]
        # The same account at the other seat: refused. So is a second account from the same address
        # (every test client comes from 127.0.0.1): a rating is not farmed against oneself.
        twice = Client(server, table, headers=host.headers())
        await twice.connect(theirs, hello=False)
        await twice.send({"type": "hello", "token": theirs})
        assert (await twice.next_of("error"))["code"] == "same_account"
        second = Client(server, table, headers=friend.headers())
        await second.connect(theirs, hello=False)
        await second.send({"type": "hello", "token": theirs})
        assert (await second.next_of("error"))["code"] == "same_address"
        # Nothing changed: the table still waits for its second person; undo is not offered.
        again = await Client(server, table, headers=host.headers()).connect(mine)
        assert again.state is not None and again.state["table"]["status"] == "waiting"
        assert again.state["table"]["undo"] is False and again.state["table"]["rated"] is True
        for c in (anonymous, me, twice, second, again):
            await c.close()

    asyncio.run(run())


# ---- a rated match, from sign-up to the leaderboard --------------------------------------------
def play_rated(server: ServerProcess, me: Browser, bot: str = "greedy") -> dict[str, Any]:
    status, made = me.create_rated(bot=bot)
    assert status == 201, made

    async def run() -> dict[str, Any]:
        client = await Client(server, made["table"], headers=me.headers()).connect(made["seats"][0]["token"])
        (last,) = await play_to_end([client], seed=len(made["table"]))
        await client.close()
        return last

    last = asyncio.run(run())
    assert last["view"]["match_over"]
    found: dict[str, Any] = made
    return found


def test_a_rated_match_against_a_bot_changes_the_rating_once_and_shows_it(server: ServerProcess) -> None:
    me = Browser(server)
    name = fresh("Player")
    me.sign_up(name)
    made = play_rated(server, me)
    changes = me.request("GET", f"/api/tables/{made['table']}/ratings")[1]["changes"]
    assert len(changes) == 1 and changes[0]["seat"] == 0 and changes[0]["name"] == name
    change = changes[0]
    assert change["before"] == 1500 and change["change"] == change["after"] - change["before"] != 0
    page = me.request("GET", f"/api/players/{name}")[1]
    rating = page["ratings"]["block"]
    assert rating["games"] == 1 and rating["rating"] == change["after"] and rating["provisional"] is True
    (game,) = page["games"]
    assert game["table"] == made["table"] and game["rated"] and game["change"] == change["change"]
    assert game["replay"] == f"/replay/{made['table']}" and game["won"] in (True, False)
    assert me.request("GET", game["replay"])[0] == 200
    # The bot's rating is a fixed anchor: in the table's badges and unchanged.
    meta = me.request("GET", f"/api/tables/{made['table']}")[1]
    assert meta["seats"][1]["rating"] == round(VARIANTS["block"].rating_anchors["greedy"])
    # A new account's badge: the starting rating, marked provisional, not no rating (#36 item 5).
    assert (meta["seats"][0]["rating"], meta["seats"][0]["provisional"]) == (1500, True)
    assert meta["seats"][0]["account"] == name
    # The profile's game names who else sat there and the final count; the rating's way is drawn.
    assert game["opponents"] == [{"seat": 1, "name": None, "account": None, "bot": "greedy"}]
    assert set(game["score"]) == {"scores", "marks", "tokens"} and max(game["score"]["scores"]) >= 20
    won = int(game["won"])
    assert (page["record"], page["record_of"]) == ({"block": {"won": won, "lost": 1 - won, "unfinished": 0}}, 1)
    assert page["history"] == {"block": [[game["finished"], change["after"]]]}


def test_the_leaderboard_leaves_out_provisional_players_and_pages(start_server: Callable[..., ServerProcess]) -> None:
    server = start_server()
    me = Browser(server)
    me.sign_up("Steady")
    board = me.request("GET", "/api/leaderboard/block")[1]
    assert board == {"variant": "block", "offset": 0, "limit": 50, "total": 0, "players": []}
    provisional = VARIANTS["block"].rating.provisional_sigma
    games = 0
    while True:
        assert games < 30, "still provisional after 30 rated matches (the variant's facts say about 10)"
        play_rated(server, me)
        games += 1
        rating = me.request("GET", "/api/players/Steady")[1]["ratings"]["block"]
        on_board = me.request("GET", "/api/leaderboard/block")[1]
        if rating["provisional"]:
            assert on_board["total"] == 0
            continue
        assert rating["sigma"] <= provisional
        assert on_board["players"] == [
            {"rank": 1, "name": "Steady", "rating": rating["rating"], "games": games, "bot": False}
        ]
        break
    assert me.request("GET", "/api/leaderboard/block?offset=1")[1]["players"] == []


@pytest.mark.parametrize(
    ("path", "status", "error", "field"),
    [
        ("/api/leaderboard/chess", 404, "not_found", "variant"),
        ("/api/leaderboard/block?limit=0", 400, "bad_message", "limit"),
        ("/api/leaderboard/block?limit=101", 400, "bad_message", "limit"),
        ("/api/leaderboard/block?offset=-1", 400, "bad_message", "offset"),
        ("/api/leaderboard/block?offset=1e9", 400, "bad_message", "offset"),
        ("/api/players/nobody-at-all", 404, "not_found", "name"),
        ("/api/players/%E2%80%AE", 404, "not_found", "name"),
    ],
)
def test_leaderboard_and_player_errors(server: ServerProcess, path: str, status: int, error: str, field: str) -> None:
    answer = Browser(server).request("GET", path)
    assert (answer[0], answer[1]["code"], answer[1]["field"]) == (status, error, field)


def test_seats_played_anonymously_are_claimed_with_their_tokens(server: ServerProcess) -> None:
    made = server.create_table(options={"target": 20})

    async def run() -> None:
        client = await Client(server, made["table"]).connect(made["seats"][0]["token"])
        await play_to_end([client])
        await client.close()

    asyncio.run(run())
    me = Browser(server)
    assert code(me.request("POST", "/api/account/seats", {"seats": []})) == (401, "sign_in")
    name = fresh("Claimer")
    me.sign_up(name)
    token = made["seats"][0]["token"]
    wrong = {"table": made["table"], "token": token[:-1] + ("A" if token[-1] != "A" else "B")}
    answer = me.request("POST", "/api/account/seats", {"seats": [{"table": made["table"], "token": token}, wrong]})
    assert answer[0] == 200
    assert answer[1]["claimed"] == [{"table": made["table"], "seat": 0}]
    assert answer[1]["refused"] == [{"table": made["table"], "reason": "no seat of this table has this token"}]
    games = me.request("GET", f"/api/players/{name}")[1]["games"]
    assert [g["table"] for g in games] == [made["table"]] and games[0]["rated"] is False
    other = Browser(server)
    other.sign_up(fresh("Latecomer"))
    again = other.request("POST", "/api/account/seats", {"seats": [{"table": made["table"], "token": token}]})
    assert again[1]["refused"] == [{"table": made["table"], "reason": "the seat belongs to another account"}]
    bad: dict[str, Any]
    for bad in ({"seats": "x"}, {"seats": [{"table": "t"}]}, {"seats": [{}] * 31}, {"other": 1}):
        assert code(me.request("POST", "/api/account/seats", bad))[1] == "bad_message", bad


def test_anonymous_play_is_as_it_was(server: ServerProcess) -> None:
    # No account, no cookie: a table is made and played with its link, and nothing asks to sign in.
    made = server.create_table(options={"target": 20})
    assert "rated" not in {s for s in made} and made["meta"]["rated"] is False
    assert all("account" not in s for s in made["meta"]["seats"])

    async def run() -> None:
        client = await Client(server, made["table"]).connect(made["seats"][0]["token"])
        (last,) = await play_to_end([client])
        assert last["view"]["match_over"]
        await client.close()

    asyncio.run(run())
    assert Browser(server).request("GET", f"/api/tables/{made['table']}/ratings")[1]["changes"] == []


def test_the_page_of_a_name_no_account_has_is_not_found(server: ServerProcess) -> None:
    """``/players/UNKNOWN`` is the player page (its script says there is no such player) answered 404,
    so that a link checker or a script tells it from a player's page; a player's own page is 200
    whatever the case its name is written in (#36 item 11)."""
    me = Browser(server)
    name = fresh("Paged")
    me.sign_up(name)
    visitor = Browser(server)
    assert visitor.request("GET", f"/players/{name}")[0] == 200
    assert visitor.request("GET", f"/players/{name.upper()}")[0] == 200
    for path in ("/players/nobody-at-all", "/players/%E2%80%AE"):
        status, body = visitor.request("GET", path)
        assert status == 404, path
        assert "player.js" in str(body), path  # the page itself, to say it in words
