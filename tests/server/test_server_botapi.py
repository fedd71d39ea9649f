"""Programs at the table (issue #41): API tokens, bot accounts, the event and game streams and the
moves, against a real ``dominohall serve`` on loopback with the production limits; a bot account
driven by ``dominohall.client`` (what ``dominohall bot connect`` runs) plays a whole rated match
against a person at the WebSocket, and an outside program plays one through the line protocol."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import autoplay
from test_server_abuse import hall
from test_server_abuse_round3_rated import PROXIED, QUICK, Person, fresh, refused

from dominohall import client as api
from dominohall.bots import make_bot
from dominohall.server import tokens
from dominohall.tiles import names

TWO = [{"kind": "human"}, {"kind": "human"}]
RATED = {"variant": "block", "players": 2, "seats": TWO, "rated": True}
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "line_bot.py"


def bearer(server: Any, method: str, path: str, token: str | None, body: Any = None) -> tuple[int, Any]:
    """One call with ``Authorization: Bearer token`` (no cookie)."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(server.url + path, data=data, method=method)
    req.add_header("content-type", "application/json")
    if token is not None:
        req.add_header("authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(req, timeout=30) as answer:
            raw, status = answer.read(), answer.status
    except urllib.error.HTTPError as exc:
        raw, status = exc.read(), exc.code
    return status, json.loads(raw) if raw else None


def make_token(person: Person, *scopes: str) -> str:
    status, made = person.request("POST", "/api/account/tokens", {"name": "test", "scopes": list(scopes)})
    assert status == 201, made
    assert made["token"].startswith(tokens.TOKEN_PREFIX) and made["scopes"] == [s for s in tokens.SCOPES if s in scopes]
    return str(made["token"])


def bot_account(server: Any, address: str) -> tuple[Person, str, str]:
    """A bot account (signed in as a person first) and a ``bot:play`` token of it."""
    name = fresh("Bot")
    bot = Person(server, address).sign_up(name)
    assert bot.request("POST", "/api/account/bot", {}) == (200, {"bot": True, "already": False})
    return bot, name, make_token(bot, "bot:play")


async def person_plays(person: Person, table_wanted: dict[str, Any], to: str, seed: int) -> dict[str, Any]:
    """The person challenges ``to``, waits for the table the accepted challenge made, and plays
    their seat at the WebSocket to the match's end: the last state."""
    status, sent = person.request("POST", "/api/challenges", {"to": to, "table": table_wanted})
    assert status == 201, sent
    for _ in range(200):
        outgoing = {c["id"]: c for c in person.request("GET", "/api/challenges")[1]["outgoing"]}
        mine = outgoing[sent["id"]]
        if mine["status"] == "accepted" and "link" in mine:
            break
        await asyncio.sleep(0.1)
    else:
        raise AssertionError("the bot never accepted the challenge")
    token = mine["link"].split("token=")[1]
    ws = await person.client(mine["table_id"]).connect(token)
    import random

    last = await autoplay(ws, random.Random(seed), timeout=120)
    await ws.close()
    return last


def test_a_bot_account_driven_by_bot_connect_greedy_plays_a_rated_match_against_a_person(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.81").sign_up(fresh("Ann"))
    _bot, bot_name, token = bot_account(server, "198.51.100.82")
    # the bot is listed, marked, with nobody said to own it
    listed = {b["name"]: b for b in server.get("/api/bots")["bots"]}
    assert listed[bot_name]["bot"] is True and listed[bot_name]["ratings"] == {}

    events: list[dict[str, Any]] = []

    async def watch(program: api.Client) -> None:
        """A second event stream of the bot's, read until it tells the match's end."""
        async for event in program.events():
            events.append(event)
            if event["type"] == "gameFinish":
                return

    async def run() -> tuple[int, dict[str, Any]]:
        program = api.Client(server.url, token)
        watching = asyncio.ensure_future(watch(program))
        person = asyncio.ensure_future(person_plays(ann, RATED, bot_name, 5))
        while not events:  # the watcher is told of the challenge before the bot starts and takes it
            await asyncio.sleep(0.1)
        # what ``dominohall bot connect --bot greedy --seed 3`` runs, each question and answer kept
        greedy = api.chooser_of("greedy", None, 3)

        async def choose(state: dict[str, Any]) -> str:
            move = await greedy(state)
            asked.append((state, move))
            return move

        playing = asyncio.ensure_future(api.connect(program, choose, games=1, say=seen.append))
        hers = await person
        ended = await asyncio.wait_for(playing, 60)
        await asyncio.wait_for(watching, 30)
        assert any("accepted the challenge" in line for line in seen), seen
        return ended, hers

    asked: list[tuple[dict[str, Any], str]] = []
    seen: list[str] = []
    ended, hers = asyncio.run(run())
    # The bot played from its seat's view only, read from the stream: the engine's view of each
    # state is the wire's (its own hand, its legal moves), and the greedy bot of the same seed,
    # asked on those views in turn, makes the very moves sent.
    assert asked and not any("refused" in line for line in seen), seen
    replayed = make_bot("greedy", seed=3)
    for state, move in asked:
        view = api.engine_view(state)
        assert view.seat == 1 and sorted(names(view.hand)) == sorted(state["view"]["hand"])
        assert view.hand_counts[0] == state["view"]["hand_counts"][0] and not view.hidden & view.hand
        assert str(replayed.choose(view)) == move
    # the event stream told the challenge, then the match starting, then ending, in that order
    table = hers["table"]["id"]
    assert [e["type"] for e in events] == ["challenge", "gameStart", "gameFinish"], events
    assert events[0]["challenge"]["to"] == bot_name and events[0]["challenge"]["rated"] is True
    assert (events[0]["challenge"]["to_bot"], events[0]["challenge"]["from_bot"]) == (True, False)  # marked
    assert events[1]["game"] == events[2]["game"] == {"table": table, "seat": 1}
    assert ended == 1 and hers["view"]["match_over"]
    # rated: both accounts have a rating in the game now, the bot's listed with it
    listed = {b["name"]: b for b in server.get("/api/bots")["bots"]}
    assert "block" in listed[bot_name]["ratings"]
    # and an account that has played a rated game cannot become a bot any more
    status, answer = ann.request("POST", "/api/account/bot", {})
    assert (status, answer["code"]) == (400, "rated")


def test_an_outside_program_plays_a_match_through_the_line_protocol(start_server: Any) -> None:
    """``dominohall bot connect --command`` as its own process, running examples/line_bot.py."""
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.83").sign_up(fresh("Ann"))
    _bot, bot_name, token = bot_account(server, "198.51.100.84")
    unrated = {"variant": "block", "players": 2, "seats": TWO}
    program = f"{sys.executable} {EXAMPLE}"
    command = [sys.executable, "-m", "dominohall", "bot", "connect", "--server", server.url, "--token", token]
    process = subprocess.Popen([*command, "--command", program, "--games", "1"], stdout=subprocess.PIPE, text=True)
    try:
        hers = asyncio.run(person_plays(ann, unrated, bot_name, 6))
        out, _err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0 and hers["view"]["match_over"]
    assert "accepted the challenge" in out and "the match is over" in out, out
    assert "refused" not in out, out  # the example only ever plays legal moves
    assert program_played(hers)


def test_a_table_that_refused_outside_bots_never_seats_one(start_server: Any) -> None:
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.87").sign_up(fresh("Ann"))
    bot, bot_name, _token = bot_account(server, "198.51.100.88")
    no_bots = {"variant": "block", "players": 2, "seats": TWO, "outside_bots": False}
    # a challenge to a bot for such a table is refused, naming the option
    status, answer = ann.request("POST", "/api/challenges", {"to": bot_name, "table": no_bots})
    assert (status, answer["code"], answer["field"]) == (403, "no_bots", "table.outside_bots")
    status, answer = ann.request("POST", "/api/tables", {**no_bots, "outside_bots": "no"})
    assert (status, answer["field"]) == (400, "outside_bots")
    made = ann.table(seats=TWO, outside_bots=False)
    assert made["meta"]["outside_bots"] is False
    assert ann.table(seats=TWO)["meta"]["outside_bots"] is True
    # the bot account at the table with a seat's link (its session) is refused; a person is not
    answer = asyncio.run(refused(bot, made["table"], made["seats"][1]["token"]))
    assert (answer["code"], answer["field"]) == ("no_bots", "token")

    async def person_sits() -> None:
        ws = await ann.client(made["table"]).connect(made["seats"][0]["token"])
        await ws.close()

    asyncio.run(person_sits())


def program_played(state: dict[str, Any]) -> bool:
    """Seat 1 (the program's) played a tile in the last deal (its log says so)."""
    return any(e.get("seat") == 1 and e.get("event") == "play" for e in state["view"]["log"])


def test_every_error_of_the_api(start_server: Any) -> None:
    """No token, a malformed one, a revoked one, a missing scope, a cookie-only route, an illegal
    move (the rule it breaks, nothing changed), not your turn, not your table, a finished table."""
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.85").sign_up(fresh("Ann"))
    bot_person, bot_name, token = bot_account(server, "198.51.100.86")
    reader = make_token(ann, "read")
    path = "/api/bot/game/nosuch/resign"
    # no token, a malformed one, an unknown one
    assert bearer(server, "POST", path, None)[1]["code"] == "sign_in"
    status, answer = bearer(server, "POST", path, "not-a-token")
    assert (status, answer["code"], answer["field"]) == (401, "bad_token", "authorization")
    assert bearer(server, "POST", path, tokens.TOKEN_PREFIX + "x" * 43)[0] == 401
    # the wrong scope: named in the refusal; a read token reads
    status, answer = bearer(server, "POST", path, reader)
    assert (status, answer["code"]) == (403, "missing_scope") and "bot:play" in answer["error"]
    assert bearer(server, "GET", "/api/bots", reader)[0] == 200
    assert bearer(server, "GET", "/api/bots", token)[1]["code"] == "missing_scope"  # bot:play does not read
    # a token never makes tokens nor turns an account into a bot
    for route in ("/api/account/tokens", "/api/account/bot"):
        status, answer = bearer(server, "POST", route, reader, {"name": "x", "scopes": ["play"]})
        assert (status, answer["code"]) == (403, "cookie_only")
    # a person's account is not a bot's: /api/bot/ is refused to it
    player = make_token(ann, "bot:play")
    assert bearer(server, "POST", path, player)[1]["code"] == "not_bot"
    # listed and revoked: refused from then on
    listing = ann.request("GET", "/api/account/tokens")[1]
    assert [t["scopes"] for t in listing["tokens"]] == [["read"], ["bot:play"]]
    assert all("token" not in t for t in listing["tokens"]) and listing["limit"] == tokens.TOKENS_MAX
    gone = listing["tokens"][0]["id"]
    assert ann.request("DELETE", f"/api/account/tokens/{gone}") == (200, {"id": gone, "revoked": True})
    status, answer = bearer(server, "GET", "/api/bots", reader)
    assert (status, answer["code"]) == (401, "bad_token")
    assert ann.request("DELETE", f"/api/account/tokens/{gone}")[0] == 404
    # bad scopes are refused naming the field
    status, answer = ann.request("POST", "/api/account/tokens", {"name": "x", "scopes": ["admin"]})
    assert (status, answer["code"], answer["field"]) == (400, "bad_message", "scopes")
    # not your table
    status, answer = bearer(server, "POST", path, token)
    assert (status, answer["code"]) == (403, "not_yours")

    async def run() -> None:
        # a table of Ann's and the bot's: the bot accepts with its token
        table_wanted = {"variant": "block", "players": 2, "seats": TWO}
        status, sent = ann.request("POST", "/api/challenges", {"to": bot_name, "table": table_wanted})
        assert status == 201
        status, accepted = bearer(server, "POST", f"/api/challenges/{sent['id']}/accept", token)
        assert status == 201, accepted
        table = accepted["table"]
        stream = api.Client(server.url, token).game(table)
        welcome, first = await anext(stream), await anext(stream)
        assert (welcome["type"], welcome["seat"], first["type"]) == ("welcome", 1, "state")
        # at an unrated table too, the bot account's seat is named and marked for everyone
        seat = welcome["table"]["seats"][1]
        assert (seat["account"], seat["bot_account"]) == (bot_name, True)
        assert "bot_account" not in welcome["table"]["seats"][0]
        # the stream is the seat's view: its own hand, no other's (the leak tests: test_server_security)
        assert first["view"]["seat"] == 1 and len(first["view"]["hand"]) == first["view"]["hand_counts"][1]
        link = {c["id"]: c for c in ann.request("GET", "/api/challenges")[1]["outgoing"]}[sent["id"]]["link"]
        ws = await ann.client(table).connect(link.split("token=")[1])
        state = await ws.until(lambda s: s["table"]["status"] == "playing")
        # the bot account is marked in Ann's games list, she is not
        listed = {g["table"]: g for g in ann.request("GET", "/api/my/games")[1]["games"]}[table]
        assert [p.get("bot_account", False) for p in listed["players"]] == [False, True]
        if state["view"]["turn"] == 1:  # the bot leads: its move through the API reaches Ann's WebSocket
            mine = await _state_with_turn(stream)
            move = mine["view"]["legal"][0]["move"]
            assert bearer(server, "POST", f"/api/bot/game/{table}/move/{move}", token) == (200, {"ok": True, "seq": 1})
            state = await ws.until(lambda s: s["view"]["turn"] == 0 and s["seq"] == 1)
        # not your turn (C-2): the WebSocket's error, with its rule; nothing changed
        tile = state["view"]["hand"][0]  # Ann's tile: any move of the bot's is refused now
        status, answer = bearer(server, "POST", f"/api/bot/game/{table}/move/{tile}", token)
        assert (status, answer["type"], answer["code"], answer["rule"]) == (400, "error", "not_your_turn", "C-2")
        # Ann plays; the bot's turn: a tile it does not hold is refused with the rule it breaks
        seq = state["seq"]
        await ws.send({"type": "move", "move": state["view"]["legal"][0]["move"], "seq": seq})
        state = await ws.until(lambda s: s["seq"] == seq + 1)
        mine = await _state_with_turn(stream)
        hand = set(mine["view"]["hand"])
        other = next(t for t in state["view"]["hand"] if t not in hand)  # Ann's: not the bot's
        status, answer = bearer(server, "POST", f"/api/bot/game/{table}/move/{other}", token)
        assert (status, answer["code"], answer["rule"]) == (400, "illegal_move", "C-4"), answer  # not its tile
        assert answer["why"], answer  # worded from the seat's view, as the WebSocket words it
        status, answer = bearer(server, "POST", f"/api/bot/game/{table}/move/zz", token)
        assert (status, answer["code"], answer["field"], answer["rule"]) == (400, "bad_message", "move", "N")
        status, answer = bearer(
            server, "POST", f"/api/bot/game/{table}/move/{mine['view']['legal'][0]['move']}?seq=0", token
        )
        assert (status, answer["code"]) == (400, "stale")
        await ws.drain(0.3)
        assert ws.state is not None and ws.state["seq"] == seq + 1  # nothing refused changed anything
        # chat (a phrase), then resign: a bot plays the seat out, and the stream ends with the match
        assert bearer(server, "POST", f"/api/bot/game/{table}/chat", token, {"phrase": "good_luck"})[0] == 200
        status, answer = bearer(server, "POST", f"/api/bot/game/{table}/chat", token, {"phrase": "spam"})
        assert (status, answer["field"]) == (400, "phrase")
        assert bearer(server, "POST", f"/api/bot/game/{table}/resign", token)[0] == 200
        import random

        await autoplay(ws, random.Random(1), timeout=120)
        last = None
        async for message in stream:  # ends by itself once the match is over
            last = message
        assert last is not None and last["type"] == "state" and last["view"]["match_over"]
        await ws.close()
        # a finished table: refused, nothing changed
        status, answer = bearer(server, "POST", f"/api/bot/game/{table}/move/{other}", token)
        assert (status, answer["code"]) == (400, "match_over"), answer
        status, answer = bearer(server, "POST", f"/api/bot/game/{table}/resign", token)
        assert (status, answer["code"]) == (400, "match_over"), answer
        # a word after the game is still said, as at the WebSocket
        assert bearer(server, "POST", f"/api/bot/game/{table}/chat", token, {"phrase": "thanks"})[0] == 200
        # the wrong scope and a missing token at the streams too
        with pytest.raises(api.ApiError) as refused_stream:
            await anext(api.Client(server.url, reader_left).game(table))
        assert (refused_stream.value.status, refused_stream.value.body["code"]) == (403, "missing_scope")
        with pytest.raises(api.ApiError) as refused_stream:
            await anext(api.Client(server.url, "").events())
        assert (refused_stream.value.status, refused_stream.value.body["code"]) == (401, "sign_in")
        # the bot's own token revoked: its moves and streams are refused from then on
        listed = bot_person.request("GET", "/api/account/tokens")[1]["tokens"]
        assert bot_person.request("DELETE", f"/api/account/tokens/{listed[0]['id']}")[0] == 200
        status, answer = bearer(server, "POST", f"/api/bot/game/{table}/resign", token)
        assert (status, answer["code"]) == (401, "bad_token"), answer
        with pytest.raises(api.ApiError) as refused_stream:
            await anext(api.Client(server.url, token).events())
        assert (refused_stream.value.status, refused_stream.value.body["code"]) == (401, "bad_token")

    reader_left = make_token(ann, "read")
    asyncio.run(run())


async def _state_with_turn(stream: Any) -> dict[str, Any]:
    async for message in stream:
        if message["type"] == "state" and api.my_turn(message):
            found: dict[str, Any] = message
            return found
    raise AssertionError("the stream ended before the seat's turn")


def test_a_game_stream_keeps_alive_and_ends_when_the_server_drains(tmp_path: Path) -> None:
    """The stream's lines in-process (server/botapi.py ``_lines``): an empty keep-alive line while
    nothing is said, every message of its connection, and its end when its table's connections are
    closed as a draining server closes them (1012); leaving the table then runs whatever happens."""
    from server_helpers import human_tables, running_service

    from dominohall.server import botapi
    from dominohall.server.drain import RESTART_CODE
    from dominohall.server.store import Store

    async def main() -> None:
        async with running_service(Store(f"sqlite:///{tmp_path / 'tables.sqlite3'}")) as service:
            ((_table, live, _conn),) = await human_tables(service, 1)
            _live, conn = await service.presence.join(live.table.id, None, "stream", False, 1)  # as a stream joins
            streams = botapi.streams_of(service)
            streams.keepalive = 0.05
            left = asyncio.Event()

            async def done() -> None:
                await service.leave(live, conn)
                left.set()

            lines = botapi._lines(service, live, conn, streams, done)
            got = [await anext(lines), await anext(lines)]
            assert [json.loads(x)["type"] for x in got] == ["welcome", "state"]
            assert json.loads(got[1])["view"]["seat"] == 1
            assert await anext(lines) == "\n"  # nothing said for a while: a keep-alive line
            # a second stream of the seat, whose token is revoked meanwhile: it ends at its next keep-alive
            _live, other = await service.presence.join(live.table.id, None, "stream", False, 1)
            revoked = asyncio.Event()

            async def still() -> bool:
                return not revoked.is_set()

            async def gone() -> None:
                await service.leave(live, other)

            second = botapi._lines(service, live, other, streams, gone, still)
            assert [json.loads(await anext(second))["type"] for _ in range(2)] == ["welcome", "state"]
            assert await anext(second) == "\n"
            revoked.set()
            assert [x async for x in second] == []
            service.leases.drop(live, RESTART_CODE, "the server is restarting: reconnect")
            rest = [json.loads(x)["type"] for x in [x async for x in lines] if x.strip()]
            assert set(rest) <= {"presence"}  # the second stream came and went; then the end
            await asyncio.wait_for(left.wait(), 5)
            assert conn not in live.connections and live.table.seats[1].connections == 0

    asyncio.run(main())


def test_streams_are_bounded_per_account() -> None:
    from dominohall.server import botapi

    class Service:
        class limits:  # the part of Limits a Streams reads
            message_rate = (20, 5.0)

    streams = botapi.Streams(Service())  # type: ignore[arg-type]
    for _ in range(botapi.STREAMS_PER_ACCOUNT):
        streams.open(7)
    with pytest.raises(Exception, match="at most 16 open streams") as refused_once:
        streams.open(7)
    assert getattr(refused_once.value, "code", None) == "too_many"
    streams.open(8)  # another account's are its own
    streams.close(7)
    streams.open(7)  # a closed one frees a place


def test_a_persons_program_plays_their_seat_through_the_board_api(start_server: Any) -> None:
    """A person's own account, a ``play`` token: ``/api/board/…`` (``/api/bot/…`` refused to it,
    and the board API to a bot account), a whole match against a person at the WebSocket."""
    server = hall(start_server, **PROXIED, **QUICK)
    ann = Person(server, "198.51.100.89").sign_up(fresh("Ann"))
    ben_name = fresh("Ben")
    ben = Person(server, "198.51.100.90").sign_up(ben_name)
    token = make_token(ben, "play")
    _bot, _bot_name, bot_token = bot_account(server, "198.51.100.91")
    assert bearer(server, "POST", "/api/board/game/x/resign", bot_token)[1]["code"] == "missing_scope"
    status, sent = ann.request("POST", "/api/challenges", {"to": ben_name, "table": {"variant": "block", "seats": TWO}})
    assert status == 201, sent
    status, accepted = bearer(server, "POST", f"/api/challenges/{sent['id']}/accept", token)
    assert status == 201, accepted
    table = accepted["table"]
    assert bearer(server, "POST", f"/api/bot/game/{table}/resign", token)[1]["code"] == "missing_scope"

    async def run() -> tuple[dict[str, Any] | None, dict[str, Any]]:
        import random

        program = api.Client(server.url, token)
        his = asyncio.ensure_future(api.play_game(program, table, api.random_chooser(2), kind="board"))
        link = {c["id"]: c for c in ann.request("GET", "/api/challenges")[1]["outgoing"]}[sent["id"]]["link"]
        ws = await ann.client(table).connect(link.split("token=")[1])
        hers = await autoplay(ws, random.Random(8), timeout=120)
        await ws.close()
        return await asyncio.wait_for(his, 30), hers

    last, hers = asyncio.run(run())
    assert hers["view"]["match_over"] and last is not None and last["view"]["match_over"]
    assert last["view"]["seat"] == 1 and last["seq"] == hers["seq"]


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_a_token_expires_a_year_after_its_last_use_and_the_count_is_bounded(database: str) -> None:
    """On the database functions, with a clock the test sets: a token unused for a year is refused
    and its row deleted; one used within the year lives on; an account holds 20 at most."""
    import contextlib

    from server_helpers import postgres_schema
    from sqlalchemy import func, select

    from dominohall.server.accounts_db import create_account
    from dominohall.server.store import Store, api_tokens_t

    with contextlib.ExitStack() as stack:
        url = stack.enter_context(postgres_schema()) if database == "postgresql" else "sqlite://"
        engine = Store(url).engine
        me = create_account(engine, fresh("Tok"), fresh("tok"), "x", 0.0)
        assert me is not None
        year = tokens.IDLE_SECONDS
        old = tokens.make_token(engine, me, "old", ["read"], tokens.token_hash("dht_old"), 0.0)
        kept = tokens.make_token(engine, me, "kept", ["read"], tokens.token_hash("dht_kept"), 0.0)
        assert old and kept
        assert tokens.bearer_account(engine, tokens.token_hash("dht_kept"), year - 10) is not None  # used
        assert tokens.bearer_account(engine, tokens.token_hash("dht_old"), year + 1) is None  # expired
        assert tokens.bearer_account(engine, tokens.token_hash("dht_kept"), year + 1) is not None
        assert [t["name"] for t in tokens.tokens_of(engine, me, year + 1)] == ["kept"]
        with engine.connect() as db:
            assert db.execute(select(func.count()).select_from(api_tokens_t)).scalar_one() == 1  # the row is gone
        made = [
            tokens.make_token(engine, me, f"t{i}", ["play"], tokens.token_hash(f"dht_{i}"), year) for i in range(20)
        ]
        assert made.count(None) == 1  # the 21st of the account is refused


@pytest.mark.postgres
def test_a_bot_plays_through_a_process_that_does_not_run_its_table(tmp_path: Path) -> None:
    """Two processes of a cluster: the table is made (and run) by the process the challenge was
    accepted at; the bot's game stream and moves go to the other one, which relays them to the
    owner (before, 503 ``elsewhere``), and the bot plays the whole match from there."""
    import secrets

    from server_helpers import ServerProcess, postgres_schema

    with postgres_schema() as database:
        env = {
            "DOMINOHALL_CLUSTER_SECRET": secrets.token_urlsafe(24),
            "DOMINOHALL_LEASE_SECONDS": "2.0",
            **PROXIED,
            **QUICK,
        }
        owner, other = (
            ServerProcess(database, env=env, log=tmp_path / f"server{i}.log", args=["--cluster"]) for i in range(2)
        )
        owner.start()
        try:
            other.start()
            try:
                ann = Person(owner, "198.51.100.97").sign_up(fresh("Ann"))
                _bot, bot_name, token = bot_account(owner, "198.51.100.98")
                table_wanted = {"variant": "block", "players": 2, "seats": TWO}
                status, sent = ann.request("POST", "/api/challenges", {"to": bot_name, "table": table_wanted})
                assert status == 201, sent
                status, accepted = bearer(owner, "POST", f"/api/challenges/{sent['id']}/accept", token)
                assert status == 201, accepted
                table = accepted["table"]
                link = {c["id"]: c for c in ann.request("GET", "/api/challenges")[1]["outgoing"]}[sent["id"]]["link"]

                async def run() -> tuple[dict[str, Any] | None, dict[str, Any]]:
                    import random

                    far = api.Client(other.url, token)  # the process that does not run the table
                    his = asyncio.ensure_future(api.play_game(far, table, api.chooser_of("greedy", None, 2)))
                    ws = await ann.client(table).connect(link.split("token=")[1])
                    hers = await autoplay(ws, random.Random(9), timeout=120)
                    await ws.close()
                    return await asyncio.wait_for(his, 30), hers

                last, hers = asyncio.run(run())
                assert hers["view"]["match_over"] and last is not None and last["view"]["match_over"]
                assert last["view"]["seat"] == 1 and last["seq"] == hers["seq"]
            finally:
                other.stop()
        finally:
            owner.stop()


def test_the_commands_refuse_bad_input_naming_it(capsys: pytest.CaptureFixture[str]) -> None:
    """``bot connect`` with a bot it does not know or a level out of bounds, ``play --server``
    without its table or token, or away from a terminal: exit status 2, the field named, nothing
    opened."""
    from dominohall.cli import main

    server = ["--server", "http://127.0.0.1:9", "--token", "dht_x"]
    assert main(["bot", "connect", *server, "--bot", "minimax"]) == 2
    assert "unknown bot 'minimax'" in capsys.readouterr().err
    assert main(["bot", "connect", *server, "--bot", "ismcts:seconds=0"]) == 2
    assert "ismcts:seconds" in capsys.readouterr().err
    assert main(["play", "--server", "http://127.0.0.1:9"]) == 2
    assert "--server, --table and --token go together" in capsys.readouterr().err
    assert main(["play", "--server", "http://127.0.0.1:9", "--table", "x", "--token", "dht_x"]) == 2
    assert "--server: a server's table is played full screen" in capsys.readouterr().err  # no terminal here
