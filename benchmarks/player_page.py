"""A player's page with a long history, and what loading it does to the tables (issue #34, item 3).

    python benchmarks/player_page.py build DATABASE [--games 5000]
    python benchmarks/player_page.py measure DATABASE [--readers 16] [--moves 8]

``build`` writes an account (``Heavy Player``) with ``--games`` finished, analysed games into a
SQLite file, rows inserted directly (each game's analysis is a real one from the schema fixture,
~35 KB). ``measure`` starts ``dominohall serve`` on it with the production limits, times the
player's page alone, then plays moves at another table (a person against a greedy bot) while
``--readers`` clients load the page in a loop, and prints each move's latency and how the page
loads were answered (200, or 503 ``busy`` with ``retry_after`` once the page reads are full).

Build with one release and measure with another: the server upgrades the database at start, so a
database built before migration 0003 is measured after it with its accuracy totals backfilled.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import statistics
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
FIXTURE = HERE.parent / "tests" / "server" / "schema_fixtures" / "rev-0002" / "sqlite.sqlite3"
NAME = "Heavy Player"


def build(path: Path, games: int) -> None:
    sys.path.insert(0, str(HERE.parent / "tests"))
    sys.path.insert(0, str(HERE.parent / "tests" / "server"))
    from test_server_abuse_round3_pages import add_games

    from dominohall.server import accounts_db
    from dominohall.server.store import Store

    template = (
        sqlite3.connect(FIXTURE)
        .execute("SELECT data FROM analyses WHERE status = 'done' ORDER BY length(data) DESC LIMIT 1 OFFSET 1")
        .fetchone()[0]
    )
    store = Store(f"sqlite:///{path}")
    account = accounts_db.create_account(store.engine, NAME, NAME.casefold(), "not a hash", time.time())
    assert account is not None, "the database has the account already"
    start = datetime.now(UTC) - timedelta(days=400)
    add_games(store.engine, account, games, prefix="h", data=template, results=True, start=start)
    store.close()
    print(f"{path}: {NAME!r} with {games} analysed games ({len(template)} bytes of analysis each)")


def get(url: str) -> tuple[int, float, dict[str, Any]]:
    """(status, seconds, body); status 0: the connection failed (the server dropped it)."""
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(url, timeout=300) as answer:
            body = json.loads(answer.read())
            return answer.status, time.perf_counter() - started, body
    except urllib.error.HTTPError as refused:
        return refused.code, time.perf_counter() - started, json.loads(refused.read() or b"{}")
    except OSError as failed:
        return 0, time.perf_counter() - started, {"error": str(failed)}


async def timed_move(client: Any, label: str, timeout: float = 120.0) -> float:
    """One move of the person's, and the time until the server answers it (``timeout`` if never)."""
    from dominohall.server.harness import my_turn

    await client.drain(0.01)
    state = await client.until(lambda s: my_turn(s) or s["view"]["match_over"], timeout=timeout)
    start = time.monotonic()
    await client.send({"type": "move", "move": state["view"]["legal"][0]["move"], "seq": state["seq"]})
    try:
        await client.until(lambda s: s["seq"] > state["seq"], timeout=timeout)
    except TimeoutError:
        print(f"  a move at another table, {label}: not answered within {timeout:g} s")
        return timeout
    took = time.monotonic() - start
    print(f"  a move at another table, {label}: answered in {took * 1000:.1f} ms")
    return took


def measure(path: Path, readers: int, moves: int) -> None:
    sys.path.insert(0, str(HERE.parent / "tests"))
    sys.path.insert(0, str(HERE.parent / "tests" / "server"))
    from test_server_abuse import TIGHT

    from dominohall.server.harness import ServerProcess

    server = ServerProcess(f"sqlite:///{path}", env={**TIGHT, "DOMINOHALL_BOT_DELAY": "0"}).start(timeout=300)
    page = f"{server.url}/api/players/{urllib.parse.quote(NAME)}"
    try:
        alone = []
        for _ in range(5):
            status, took, body = get(page)
            assert status == 200, body
            alone.append(took)
        print(
            f"the page alone: median {statistics.median(alone) * 1000:.1f} ms of 5 loads"
            f" (accuracy {body['accuracy']} of {body['judged']} choices, {len(body['games'])} games shown)"
        )
        stop = threading.Event()
        answers: Counter[int] = Counter()
        lock = threading.Lock()

        def load() -> None:
            while not stop.is_set():
                status, _took, _body = get(page)
                with lock:
                    answers[status] += 1
                if status == 503:
                    time.sleep(0.05)

        async def main() -> tuple[list[float], list[float]]:
            from dominohall.server.harness import Client, my_turn

            made = server.create_table("block", 2, [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])
            client = await Client(server, made["table"]).connect(made["seats"][0]["token"])
            await client.until(my_turn)
            quiet = [await timed_move(client, f"alone ({i + 1})") for i in range(3)]
            threads = [threading.Thread(target=load, daemon=True) for _ in range(readers)]
            for t in threads:
                t.start()
            await asyncio.sleep(1.0)
            busy = [await timed_move(client, f"with {readers} page loads in a loop ({i + 1})") for i in range(moves)]
            stop.set()
            for t in threads:
                await asyncio.to_thread(t.join, 300)
            await client.close()
            return quiet, busy

        quiet, busy = asyncio.run(main())
        print(f"a move alone: median {statistics.median(quiet) * 1000:.1f} ms")
        print(
            f"a move with {readers} page loads: median {statistics.median(busy) * 1000:.1f} ms,"
            f" max {max(busy) * 1000:.1f} ms; page loads answered {dict(answers)} (0: connection dropped)"
        )
    finally:
        server.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=["build", "measure"])
    parser.add_argument("database", type=Path, help="a SQLite file")
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--readers", type=int, default=16)
    parser.add_argument("--moves", type=int, default=8)
    args = parser.parse_args()
    if args.what == "build":
        build(args.database, args.games)
    else:
        measure(args.database, args.readers, args.moves)
    return 0


if __name__ == "__main__":
    sys.exit(main())
