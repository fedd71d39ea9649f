"""Nobody learns what their seat may not see (C-4), every way the protocol allows.

Whole matches are played with a person at every seat and a spectator; afterwards the record (the
truth: every hand and the stock order) is replayed, and every message each connection received is
checked against the hands and stock *at the moment it was sent*: a seat's connection never shows a
tile of another hand or of the stock (or set aside), unless it is public (taken from a Sausage cut);
a spectator sees no hand at all until the match is over."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, ServerProcess, play_to_end

from dominohall import Match
from dominohall.events import Decision
from dominohall.record import loads
from dominohall.tiles import TILE_NAMES, names, parse_tile

TILE = re.compile(r"(?<![\d-])(\d{1,2}-\d{1,2})(?!\d)")


def tiles_in(data: Any) -> set[str]:
    """Every tile named anywhere in ``data`` (as JSON), in the engine's spelling."""
    found = set()
    for text in TILE.findall(json.dumps(data)):
        try:
            found.add(TILE_NAMES[parse_tile(text)])
        except ValueError:
            continue
    return found


def secrets_by_seq(match: Match) -> list[list[set[str]]]:
    """For each number of moves made: per seat, then for a spectator (last), the tiles it must not
    see — the other hands (less tiles publicly taken from a cut), the stock and the set-aside."""
    fresh = Match(match.rules, match.seed, (), match.start_state)
    decisions = [e for e in match.history if isinstance(e, Decision)]
    out = []
    for k in range(len(decisions) + 1):
        deal = fresh.deal
        hidden = [deal.hands[s] & ~deal.known_held[s] for s in range(fresh.n)]
        common = set(TILE_NAMES[t] for t in deal.stock[deal.stock_pos :]) | set(names(deal.set_aside))
        per_seat = []
        for seat in range(fresh.n):
            others = set()
            for s in range(fresh.n):
                if s != seat:
                    others |= set(names(hidden[s]))
            per_seat.append(others | common)
        everyone = set().union(*(set(names(h)) for h in hidden)) | common
        out.append([*per_seat, everyone])
        if k < len(decisions):
            e = decisions[k]
            fresh.play(e.move, seat=e.seat)
    return out


def hands_by_seq(match: Match) -> list[list[list[str]]]:
    fresh = Match(match.rules, match.seed, (), match.start_state)
    decisions = [e for e in match.history if isinstance(e, Decision)]
    out = [[names(h) for h in fresh.deal.hands]]
    for e in decisions:
        fresh.play(e.move, seat=e.seat)
        out.append([names(h) for h in fresh.deal.hands])
    return out


GAMES = [
    ("draw", 3, {"target": 30}),
    ("sausage", 3, {"losses": 2}),
    ("twins", 2, {"set": 9, "target": 40}),
    ("white-snake", 5, {"max_deals": 2}),
    ("maltese-cross", 2, {"target": 30}),
]


@pytest.mark.parametrize(("variant", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_no_connection_ever_sees_another_hand_or_the_stock(
    server: ServerProcess, variant: str, players: int, options: dict[str, Any]
) -> None:
    made = server.create_table(variant, players, seats=[{"kind": "human"}] * players, options=options, seed=11)
    table = made["table"]
    tokens = [s["token"] for s in made["seats"]]

    async def main() -> list[Client]:
        clients = [await Client(server, table).connect(t) for t in tokens]
        watcher = await Client(server, table).connect(None)
        # Before the end, no record and no replay for anyone.
        for what in ("record", "replay"):
            status, body = server.request("GET", f"/api/tables/{table}/{what}")
            assert status == 409 and body["code"] == "match_not_over"
        await play_to_end([*clients, watcher], seed=len(variant))
        for c in (*clients, watcher):
            await c.close()
        return [*clients, watcher]

    connections = asyncio.run(main())
    match = loads(json.dumps(server.get(f"/api/tables/{table}/record")))
    checked = no_leaks(match, players, tokens, [(c.seat, c.received) for c in connections])
    assert checked > 50


def no_leaks(match: Match, players: int, tokens: list[str], connections: list[tuple[int | None, list[Any]]]) -> int:
    """Check every message each connection (its seat, what it received: a WebSocket's, or a bot
    API stream's, server/botapi.py) against the hands and stock when it was sent; the states checked."""
    secrets = secrets_by_seq(match)
    hands = hands_by_seq(match)
    checked = 0
    for seat, received in connections:
        index = players if seat is None else seat
        for message in received:
            text = json.dumps(message)
            assert not any(t in text for t in tokens), "a token was sent to a connection"
            if message["type"] == "error":
                assert not tiles_in(message["message"]) & secrets[-1][index]
            if message["type"] != "state":
                continue
            view = message["view"]
            seq = message["seq"]
            over = view["match_over"]
            if seat is None:
                assert view["hand"] == [] and view["legal"] == [] and view["seat"] is None
                # the numbers a seat lacks, as a seat infers them, lean on its own hand: none for a spectator
                assert view["void_numbers"] == [[]] * players
                assert message["reveal"] == [] or over
            else:
                assert view["hand"] == hands[seq][seat]
            # known_absent lists tiles a seat is known NOT to hold, and a Sausage's cuts name the tile
            # that would cut each junction: both follow from public play alone.
            visible = {k: v for k, v in view.items() if k != "known_absent"}
            visible["layout"] = {k: v for k, v in view["layout"].items() if k != "cuts"}
            # The info line's notes name those cut tiles too (what each cut hands over), and nothing else.
            cut_tiles = {c["tile"] for c in view["layout"].get("cuts", [])}
            visible["notes"] = sorted(tiles_in(view["notes"]) - cut_tiles)
            # The log may reach back into the deal before, whose tiles are public (and dealt again).
            starts = [i for i, e in enumerate(view["log"]) if e["event"] == "deal"]
            visible["log"] = view["log"][starts[-1] :] if starts else view["log"]
            leaked = tiles_in(visible) & secrets[seq][index]
            where = [k for k, v in visible.items() if tiles_in(v) & leaked]
            assert not leaked, f"seat {seat} saw {sorted(leaked)} at seq {seq} in {where}"
            assert all(r["deal"] <= view["deal"] for r in message["reveal"])
            checked += 1
    return checked


def test_a_bot_api_stream_sees_only_its_seat(server: ServerProcess) -> None:
    """A bot account's game stream (server/botapi.py) is its seat's connection: a whole match of
    Draw (a stock to keep secret) against a person at the WebSocket, every line it got checked as
    a WebSocket's messages are."""
    import random

    from server_helpers import autoplay
    from test_server_abuse_round3_rated import Person, fresh

    from dominohall import client as api

    ann = Person(server).sign_up(fresh("Ann"))
    bot_name = fresh("Bot")
    bot = Person(server).sign_up(bot_name)
    assert bot.request("POST", "/api/account/bot", {})[0] == 200
    token = bot.request("POST", "/api/account/tokens", {"name": "leaks", "scopes": ["bot:play"]})[1]["token"]
    wanted = {"variant": "draw", "players": 2, "seats": [{"kind": "human"}] * 2, "options": {"target": 30}}
    sent = ann.request("POST", "/api/challenges", {"to": bot_name, "table": wanted})[1]
    program = api.Client(server.url, token)

    async def main() -> tuple[str, list[dict[str, Any]], Client]:
        accepted = await program.accept(sent["id"])
        table = accepted["table"]
        link = {c["id"]: c for c in ann.request("GET", "/api/challenges")[1]["outgoing"]}[sent["id"]]["link"]
        ws = await ann.client(table).connect(link.split("token=")[1])
        lines: list[dict[str, Any]] = []
        rng = random.Random(4)

        async def bot_plays() -> None:
            async for message in program.game(table):
                lines.append(message)
                if message["type"] == "state" and api.my_turn(message):
                    legal = message["view"]["legal"]
                    with contextlib.suppress(api.ApiError):  # stale: the next state comes
                        await program.move(table, legal[rng.randrange(len(legal))]["move"], message["seq"])

        playing = asyncio.ensure_future(bot_plays())
        await autoplay(ws, random.Random(5), timeout=120)
        await asyncio.wait_for(playing, 30)  # the stream ends with the match
        await ws.close()
        return table, lines, ws

    table, lines, ws = asyncio.run(main())
    match = loads(json.dumps(server.get(f"/api/tables/{table}/record")))
    assert lines[0]["type"] == "welcome" and lines[1]["type"] == "state" and lines[-1]["view"]["match_over"]
    assert no_leaks(match, 2, [token], [(1, lines), (0, ws.received)]) > 20


def test_tokens_never_leave_the_create_answer(server: ServerProcess) -> None:
    made = server.create_table("block", 2, seats=[{"kind": "human"}, {"kind": "human"}])
    tokens = [s["token"] for s in made["seats"]]
    table = made["table"]
    assert all(s["link"].endswith(f"/t/{table}#seat={s['seat']}&token={s['token']}") for s in made["seats"])
    for path in ("/api/tables", f"/api/tables/{table}", "/api/history", f"/t/{table}", "/"):
        _status, body = server.request("GET", path)
        text = body if isinstance(body, str) else json.dumps(body)
        assert not any(t in text for t in tokens), path


def test_the_server_serves_no_file_outside_its_pages(server: ServerProcess) -> None:
    for path in ("/static/../store.py", "/static/..%2fstore.py", "/static/%2e%2e/tables.py", "/static/../../RULES.md"):
        status, _ = server.request("GET", path)
        assert status == 404, path


def test_a_token_opens_only_its_own_seat(server: ServerProcess) -> None:
    made = server.create_table("draw", 3, seats=[{"kind": "human"}] * 3)

    async def main() -> None:
        for s in made["seats"]:
            c = await Client(server, made["table"]).connect(s["token"])
            assert c.seat == s["seat"] and c.state is not None and c.state["view"]["seat"] == s["seat"]
            await c.close()
        # A token with a character changed, or padded, opens nothing.
        token = made["seats"][0]["token"]
        for wrong in (token[:-1] + ("A" if token[-1] != "A" else "B"), token + " ", token.upper(), ""):
            c = await Client(server, made["table"]).connect(None, hello=False)
            await c.send({"type": "hello", "token": wrong})
            answer = await c.recv()
            assert answer["type"] == "error" and answer["code"] in ("forbidden", "bad_message"), answer

    asyncio.run(main())


def test_http_answers_carry_protective_headers(server: ServerProcess) -> None:
    import urllib.request

    with urllib.request.urlopen(server.url + "/api/variants", timeout=10) as answer:
        headers = {k.lower(): v for k, v in answer.headers.items()}
    assert headers["x-content-type-options"] == "nosniff"
    assert "frame-ancestors 'none'" in headers["content-security-policy"]
    assert headers["referrer-policy"] == "no-referrer"


def test_spectators_see_every_hand_once_the_match_is_over(server: ServerProcess) -> None:
    made = server.create_table(
        "block", 2, seats=[{"kind": "bot"}, {"kind": "bot", "bot": "random"}], options={"target": 1}
    )

    async def main() -> None:
        watcher = await Client(server, made["table"]).connect(None)
        state = await watcher.until(lambda s: s["view"]["match_over"])
        assert state["reveal"] and all(len(r["hands"]) == 2 for r in state["reveal"])
        await watcher.close()

    asyncio.run(main())


def test_every_tile_is_seen_by_the_scan() -> None:
    assert tiles_in({"a": ["2-5@TL", "steal:4-4", "3-4@cut:-2:R", "10-12"], "b": "12-9"}) == {
        "2-5",
        "4-4",
        "3-4",
        "10-12",
        "9-12",
    }
    assert tiles_in({"column": -2, "seq": 12}) == set()


@pytest.mark.parametrize(
    ("setting", "value"),
    [
        ("DOMINOHALL_BOT_DELAY", "nan"),
        ("DOMINOHALL_AWAY_SECONDS", "-1"),
        ("DOMINOHALL_DB_BUSY_SECONDS", "1e9"),
        ("DOMINOHALL_ANALYSIS_SECONDS", "inf"),
        ("DOMINOHALL_ANALYSIS_QUEUE", "lots"),
        ("DOMINOHALL_MAX_TABLES", "0"),
    ],
)
def test_a_setting_out_of_its_range_stops_the_server_at_start(tmp_path: Any, setting: str, value: str) -> None:
    """docs/server.md: a setting that is not a finite number in its range stops the server at start
    with the setting named (it never serves with a ``nan`` bot delay or an endless analysis)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, setting: value}
    done = subprocess.run(
        [sys.executable, "-m", "dominohall", "serve", "--port", "0", "--database", str(tmp_path / "x.sqlite3")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode != 0, done.stderr[-500:]
    assert f"{setting} must be a " in done.stdout + done.stderr, done.stderr[-500:]
