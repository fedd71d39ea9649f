"""Make a schema fixture: a database written by the code of this checkout, kept in the repository
so that every later schema change is tested against it (docs/migrations.md).

    python tests/server/schema_fixtures/make.py NAME [--postgres URL]

writes ``tests/server/schema_fixtures/NAME/``:

- ``sqlite.sqlite3`` and ``sqlite.json``: a SQLite database made by ``dominohall serve``, and its
  manifest (what a client saw: the record of every finished table, and for every open one the
  seats' tokens and the state each seat had when the fixture was made);
- with ``--postgres``, ``postgresql.sql`` and ``postgresql.json``: the same on PostgreSQL, made by
  ``dominohall serve --cluster`` (so the leases are there too) in a schema of its own and dumped with
  ``pg_dump --inserts`` (the schema's name is written ``__SCHEMA__``, so that a test can load the
  dump into any schema).

Every game is there: for each variant a finished match and a half-played one, and around them the
other things a table's log holds — chat, undo, nicknames, a seat taken from the lobby, a seat handed
to a bot and taken back, a turn timer, a table that ended unfinished (``expired``), a stored
analysis, a rematch, a table nobody joined yet; and (since revision 0002) accounts: a finished rated
match, a half-played one, and a seat played anonymously then claimed (the manifest's ``accounts``:
each name, password and rated games in Block); and (since revision 0004) a follow, a block and a
challenge (the manifest's ``social``); and (since revision 0005) a vacation (the manifest's
``vacation``); and (since revision 0007) a free-text chat line, a seek and a report (the manifest's
``seeks``); and (since revision 0008) a verified e-mail address choosing a daily digest
(the manifest's ``mail``; the mails go to an SMTP server this script starts on 127.0.0.1). Made
once, before a schema change, with the code as it was; the test
(``tests/server/test_server_migrations.py``) upgrades a copy and checks that every finished table
replays to the same record and every open one resumes where it was.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import random
import re
import secrets
import shutil
import sqlite3
import subprocess
import sys
import time
import urllib.request
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))  # tests/, for server_helpers

from server_helpers import SCHEMA_TOKEN, Client, ServerProcess, autoplay, fixture_state, my_turn  # noqa: E402

from dominohall.variants import INFO, VARIANTS  # noqa: E402

MAIL_PUBLIC = "https://fixture.test"
"""Where the scenario's mails' links lead (``DOMINOHALL_PUBLIC_URL``): followed at its server."""
MAILS: list[bytes] = []
"""The mails the scenario's SMTP server received (since revision 0008)."""


class _Inbox:
    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        MAILS.append(bytes(envelope.content))
        return "250 OK"


def _seats(variant: str, humans: int) -> tuple[int, list[dict[str, Any]]]:
    players = INFO[variant].min_players
    seats = [{"kind": "human"}] * min(humans, players)
    seats += [{"kind": "bot", "bot": "greedy"}] * (players - len(seats))
    return players, seats


async def _settle(clients: list[Client]) -> None:
    """Read until every client has the same state and it is a person's turn (or the match is
    over): the table then waits for a person, so what the manifest keeps is where it stays."""
    while True:
        for c in clients:
            await c.drain(0.3)
        states = [c.state for c in clients]
        assert all(s is not None for s in states)
        seqs = {s["seq"] for s in states if s is not None}
        if len(seqs) == 1:
            first = states[0]
            assert first is not None
            table = first["table"]
            turn = first["view"]["turn"]
            if first["view"]["match_over"] or table["status"] != "playing":
                return
            if turn >= 0 and table["seats"][turn]["kind"] == "human":
                return


async def _play_moves(clients: list[Client], moves: int, rng: random.Random) -> None:
    """The people play random legal moves until ``moves`` more were made by anyone."""
    first = clients[0].state
    assert first is not None
    target = first["seq"] + moves
    while True:
        await _settle(clients)
        state = clients[0].state
        assert state is not None
        if state["seq"] >= target or state["view"]["match_over"]:
            return
        for c in clients:
            s = c.state
            assert s is not None
            if my_turn(s):
                legal = s["view"]["legal"]
                await c.send({"type": "move", "move": rng.choice(legal)["move"], "seq": s["seq"]})
                await c.next_state()
                break


def _open_entry(table: str, variant: str, tokens: dict[int, str], clients: list[Client], why: str) -> dict[str, Any]:
    states = {}
    for c in clients:
        assert c.state is not None and c.seat is not None
        states[str(c.seat)] = fixture_state(c.state)
    return {
        "table": table,
        "variant": variant,
        "why": why,
        "tokens": {str(k): v for k, v in tokens.items()},
        "states": states,
    }


async def _connect(server: ServerProcess, table: str, tokens: dict[int, str], names: bool = False) -> list[Client]:
    clients = []
    for seat, token in tokens.items():
        c = Client(server, table, delta=True)
        await c.connect(token)
        if names:
            await c.send({"type": "name", "name": f"Gracz {seat} ✓"})
        clients.append(c)
    return clients


def _tokens(made: dict[str, Any]) -> dict[int, str]:
    return {s["seat"]: s["token"] for s in made["seats"]}


async def scenario(server: ServerProcess) -> dict[str, Any]:
    """Every table of the fixture (see the module docstring); returns the manifest."""
    rng = random.Random(29)
    manifest: dict[str, Any] = {"finished": [], "open": [], "analysed": [], "waiting": []}
    for n, variant in enumerate(INFO):
        # A finished match, short (the game's own short match): two people (the rest bots), nicknames,
        # a chat line. The half-played tables keep the defaults.
        players, seats = _seats(variant, 2)
        made = server.create_table(variant, players, seats, options=dict(VARIANTS[variant].short_match), seed=100 + n)
        clients = await _connect(server, made["table"], _tokens(made), names=True)
        said = await clients[0].request({"type": "chat", "phrase": "good_luck"}, "chat")
        assert said["type"] == "chat", said
        await asyncio.gather(*(autoplay(c, random.Random(n * 10 + i), 120) for i, c in enumerate(clients)))
        for c in clients:
            await c.close()
        manifest["finished"].append({"table": made["table"], "variant": variant})

        # A half-played match with the default options: two people (the rest bots), a chat line.
        made = server.create_table(variant, players, seats, seed=200 + n if n % 2 else None)
        tokens = _tokens(made)
        clients = await _connect(server, made["table"], tokens)
        said = await clients[-1].request({"type": "chat", "phrase": "hello"}, "chat")
        assert said["type"] == "chat", said
        await _play_moves(clients, 6 + n, rng)
        await _settle(clients)
        manifest["open"].append(_open_entry(made["table"], variant, tokens, clients, "half-played"))
        for c in clients:
            await c.close()

    # One person and a bot: an undo (allowed where every other seat is a bot), then on.
    made = server.create_table("draw", 2, [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}], seed=7)
    tokens = _tokens(made)
    (solo,) = await _connect(server, made["table"], tokens)
    await _play_moves([solo], 4, rng)
    undone = await solo.request({"type": "undo", "seq": solo.state["seq"] if solo.state else 0})
    assert undone["type"] == "state", undone
    await _play_moves([solo], 2, rng)
    manifest["open"].append(_open_entry(made["table"], "draw", tokens, [solo], "undo"))
    await solo.close()

    # A table open to the lobby, its free seat taken by a visitor with a nickname; a turn timer.
    made = server.create_table("block", 3, [{"kind": "human"}] * 3, open_seats=True, timer=3600, seed=11)
    status, taken = server.request("POST", f"/api/tables/{made['table']}/seats/2", {"name": "Ola"})
    assert status == 201, taken
    tokens = _tokens(made)
    tokens[2] = taken["token"]
    clients = await _connect(server, made["table"], tokens)
    await _play_moves(clients, 5, rng)
    manifest["open"].append(_open_entry(made["table"], "block", tokens, clients, "lobby seat, timer"))
    for c in clients:
        await c.close()

    # A seat left away, handed to a bot by the other person, then taken back (reclaim).
    made = server.create_table("sausage", 2, [{"kind": "human"}, {"kind": "human"}], seed=13)
    tokens = _tokens(made)
    stay, leave = await _connect(server, made["table"], tokens)
    await _play_moves([stay, leave], 3, rng)
    await leave.close()
    await stay.take_over(1)
    await _settle([stay])
    back = await Client(server, made["table"], delta=True).connect(tokens[1])
    reclaimed = await back.request({"type": "reclaim"})
    assert reclaimed["type"] == "state", reclaimed
    await _play_moves([stay, back], 3, rng)
    manifest["open"].append(_open_entry(made["table"], "sausage", tokens, [stay, back], "taken over, reclaimed"))
    for c in (stay, back):
        await c.close()

    # A finished table whose analysis is stored, and the rematch asked there (a new table waiting).
    made = server.create_table(
        "block", 2, [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}], options={"target": 10}
    )
    (c,) = await _connect(server, made["table"], _tokens(made))
    await autoplay(c, random.Random(3), 60)
    await c.send({"type": "rematch"})
    rematch = await c.next_of("rematch")
    await c.close()
    deadline = time.monotonic() + 120
    while True:
        status, analysis = server.request("GET", f"/api/tables/{made['table']}/analysis")
        if status == 200:
            break
        assert status == 202 and time.monotonic() < deadline, (status, analysis)
        await asyncio.sleep(0.5)
    manifest["finished"].append({"table": made["table"], "variant": "block"})
    manifest["waiting"].append({"table": rematch["table"], "tokens": {str(rematch["seat"]): rematch["token"]}})

    await accounts(server, manifest, rng)

    # A table nobody joined yet (created last: it waits).
    made = server.create_table("twins", 2, [{"kind": "human"}, {"kind": "human"}], seed=17)
    manifest["waiting"].append({"table": made["table"], "tokens": {str(k): v for k, v in _tokens(made).items()}})

    for entry in manifest["finished"]:
        entry["record"] = server.get(f"/api/tables/{entry['table']}/record")
        status, analysis = server.request("GET", f"/api/tables/{entry['table']}/analysis")
        if status == 200:  # the finished matches are analysed too, one at a time
            digest = hashlib.sha256(json.dumps(analysis, sort_keys=True).encode()).hexdigest()
            manifest["analysed"].append({"table": entry["table"], "sha256": digest})
    return manifest


def _call(server: ServerProcess, method: str, path: str, body: Any, cookie: str | None = None) -> tuple[Any, str]:
    """A request with a session cookie; its JSON answer and the session cookie it set (or ``cookie``)."""
    import urllib.request

    headers = {"content-type": "application/json", **({"cookie": f"dominohall_session={cookie}"} if cookie else {})}
    req = urllib.request.Request(server.url + path, json.dumps(body).encode(), headers, method=method)
    with urllib.request.urlopen(req, timeout=30) as answer:
        made = answer.headers.get("set-cookie", "")
        found = made.split(";")[0].split("=", 1)[1] if made.startswith("dominohall_session=") else cookie
        return json.loads(answer.read()), found or ""


async def accounts(server: ServerProcess, manifest: dict[str, Any], rng: random.Random) -> None:
    """Two accounts: one with a finished rated match and a half-played one, the other with a seat it
    played anonymously and then claimed with its token."""
    password = "fixture password"
    _, ada = _call(server, "POST", "/api/accounts", {"name": "Ada Fixture", "password": password})
    _, bob = _call(server, "POST", "/api/accounts", {"name": "Bob Fixture", "password": password})
    rated = {
        "variant": "block",
        "players": 2,
        "rated": True,
        "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}],
    }
    finished, _ = _call(server, "POST", "/api/tables", {**rated, "options": {"target": 10}}, ada)
    c = await Client(server, finished["table"], delta=True, headers={"cookie": f"dominohall_session={ada}"}).connect(
        finished["seats"][0]["token"]
    )
    await autoplay(c, random.Random(5), 60)
    await c.close()
    manifest["finished"].append({"table": finished["table"], "variant": "block"})
    half, _ = _call(server, "POST", "/api/tables", rated, ada)
    tokens = _tokens(half)
    c = await Client(server, half["table"], delta=True, headers={"cookie": f"dominohall_session={ada}"}).connect(
        tokens[0]
    )
    await _play_moves([c], 4, rng)
    # Since revision 0007: a free-text chat line at the half-played table (its state's chat holds it)
    said = await c.request({"type": "chat", "text": "fixture free text"}, "chat")
    assert said.get("text") == "fixture free text", said
    await _settle([c])
    manifest["open"].append(_open_entry(half["table"], "block", tokens, [c], "rated, half-played"))
    await c.close()
    plain = server.create_table("draw", 2, options={"target": 10})
    (c,) = await _connect(server, plain["table"], _tokens(plain))
    await autoplay(c, random.Random(6), 60)
    await c.close()
    manifest["finished"].append({"table": plain["table"], "variant": "draw"})
    claim = {"seats": [{"table": plain["table"], "token": plain["seats"][0]["token"]}]}
    claimed, _ = _call(server, "POST", "/api/account/seats", claim, bob)
    assert claimed["claimed"] == [{"table": plain["table"], "seat": 0}], claimed
    manifest["accounts"] = [
        {"name": "Ada Fixture", "password": password, "rated_block": 1, "games": [finished["table"]]},
        {"name": "Bob Fixture", "password": password, "rated_block": 0, "games": [plain["table"]]},
    ]
    # Since revision 0004: Ada follows Bob and blocks Cy, and challenges Bob (it will have expired
    # by the time a later release upgrades the fixture: only that it is stored is kept).
    _, cy = _call(server, "POST", "/api/accounts", {"name": "Cy Fixture", "password": password})
    _call(server, "POST", "/api/account/follows", {"name": "Bob Fixture"}, ada)
    _call(server, "POST", "/api/account/blocks", {"name": "Cy Fixture"}, ada)
    table = {"variant": "block", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]}
    _call(server, "POST", "/api/challenges", {"to": "Bob Fixture", "table": table}, ada)
    manifest["social"] = {"account": "Ada Fixture", "follows": ["Bob Fixture"], "blocks": ["Cy Fixture"]}
    # Since revision 0005: Bob goes on vacation for three days (over long before a later release
    # upgrades the fixture: the days taken count against his year's).
    _call(server, "POST", "/api/account/vacation", {"days": 3}, bob)
    manifest["vacation"] = {"account": "Bob Fixture", "days": 3, "at": time.time()}
    # Since revision 0007: Bob seeks a turn-based Block (open for a week: a later release finds it
    # expired unless upgraded within that week), and reports Ada's free-text line.
    slow = {**table, "pace": {"kind": "turn-based", "hours": 24}}
    sought, _ = _call(server, "POST", "/api/seeks", {"table": slow}, bob)
    _call(server, "POST", f"/api/tables/{half['table']}/chat/{said['id']}/report", {}, bob)
    manifest["seeks"] = {"account": "Bob Fixture", "seek": sought["id"], "reported_line": said["id"]}

    # Since revision 0008: Ada gives an address, follows the link mailed to it, and chooses a digest.
    # Wait for this server's mail: the SQLite run's is in MAILS already when the PostgreSQL one asks.
    before = len(MAILS)
    _call(server, "POST", "/api/account/mail", {"address": "ada@fixture.test", "language": "pl"}, ada)
    deadline = time.monotonic() + 30
    while len(MAILS) == before:
        assert time.monotonic() < deadline, "the verification mail did not come"
        await asyncio.sleep(0.1)
    sent = message_from_bytes(MAILS[-1], policy=default)
    assert isinstance(sent, EmailMessage)
    text = sent.get_body(("plain",))
    assert text is not None
    link = re.search(re.escape(MAIL_PUBLIC) + r"(/mail/verify\?token=[\w-]+)", str(text.get_content()))
    assert link is not None
    confirm = urllib.request.Request(server.url + link.group(1), data=b"", method="POST")  # the page's button
    with urllib.request.urlopen(confirm, timeout=30) as answer:
        assert answer.status == 200
    _call(server, "PATCH", "/api/account/mail", {"mode": "digest"}, ada)
    manifest["mail"] = {"account": "Ada Fixture", "address": "ada@fixture.test", "mode": "digest", "language": "pl"}
    assert cy


def expired_table(server: ServerProcess) -> str:
    """A table nobody came to, ended by the server as ``expired`` (run with a short waiting time)."""
    made = server.create_table("maltese-cross", 2, [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}], seed=19)
    deadline = time.monotonic() + 30
    while server.get(f"/api/tables/{made['table']}")["status"] != "expired":
        assert time.monotonic() < deadline, "the waiting table did not expire"
        time.sleep(0.2)
    table: str = made["table"]
    return table


def make(database: str, folder: Path, env: dict[str, str], args: list[str]) -> dict[str, Any]:
    """Run the scenario against ``database`` (two server runs: the first ends a table unfinished)."""
    short = ServerProcess(
        database, env={**env, "DOMINOHALL_WAITING_SECONDS": "1"}, log=folder / "make-1.log", args=args
    )
    short.start()
    try:
        expired = expired_table(short)
    finally:
        short.stop()
    from aiosmtpd.controller import Controller

    from dominohall.server.harness import free_port

    port = free_port()
    smtp = Controller(_Inbox(), hostname="127.0.0.1", port=port)
    smtp.start()
    server = ServerProcess(
        database,
        env={
            **env,
            "DOMINOHALL_SMTP_URL": f"smtp://127.0.0.1:{port}",
            "DOMINOHALL_MAIL_FROM": "hall@fixture.test",
            "DOMINOHALL_PUBLIC_URL": MAIL_PUBLIC,
            "DOMINOHALL_AWAY_SECONDS": "1",
            "DOMINOHALL_ANALYSIS_SECONDS": "1",
            "DOMINOHALL_ANALYSIS_QUEUE": "5",
        },
        log=folder / "make-2.log",
        args=args,
    )
    server.start()
    try:
        manifest = asyncio.run(scenario(server))
    finally:
        server.stop()
        smtp.stop()
    manifest["expired"] = [{"table": expired, "record": None}]
    return manifest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("name", help="the fixture's folder under tests/server/schema_fixtures/")
    parser.add_argument("--postgres", help="a PostgreSQL URL to make the PostgreSQL fixture in (a new schema)")
    args = parser.parse_args()
    folder = HERE / args.name
    folder.mkdir(parents=True, exist_ok=True)
    work = folder / "work"
    work.mkdir(exist_ok=True)
    source = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, cwd=HERE).stdout.strip()

    path = work / "sqlite.sqlite3"
    for stale in work.glob("sqlite.sqlite3*"):
        stale.unlink()
    manifest = make(f"sqlite:///{path}", work, {}, [])
    manifest["made_by"] = source
    db = sqlite3.connect(path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.execute("PRAGMA journal_mode=DELETE")  # one file, nothing beside it
    db.execute("VACUUM")
    db.close()
    shutil.copy(path, folder / "sqlite.sqlite3")
    (folder / "sqlite.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")
    print(f"{folder / 'sqlite.sqlite3'}: {len(manifest['finished'])} finished, {len(manifest['open'])} open")

    if args.postgres:
        import psycopg

        plain = args.postgres.replace("postgresql+psycopg://", "postgresql://")
        schema = f"fixture_{secrets.token_hex(4)}"
        with psycopg.connect(plain, autocommit=True) as pg:
            pg.execute(f"CREATE SCHEMA {schema}")
        try:
            url = f"{plain.replace('postgresql://', 'postgresql+psycopg://')}?options=-csearch_path%3D{schema}"
            env = {"DOMINOHALL_CLUSTER_SECRET": secrets.token_urlsafe(24)}
            manifest = make(url, work, env, ["--cluster"])
            manifest["made_by"] = source
            dump = subprocess.run(
                ["pg_dump", "--inserts", "--no-owner", "--no-privileges", "--schema", schema, plain],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
        finally:
            with psycopg.connect(plain, autocommit=True) as pg:
                pg.execute(f"DROP SCHEMA {schema} CASCADE")
        (folder / "postgresql.sql").write_text(dump.replace(schema, SCHEMA_TOKEN))
        (folder / "postgresql.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")
        print(f"{folder / 'postgresql.sql'}: {len(manifest['finished'])} finished, {len(manifest['open'])} open")
    shutil.rmtree(work)
    return 0


if __name__ == "__main__":
    os.environ.pop("DOMINOHALL_DATABASE_URL", None)
    sys.exit(main())
