"""What idle turn-based tables cost a server: its memory for each, and the live tables' moves beside
them (issue #35; docs/server.md, Turn-based tables).

Writes ``--idle`` turn-based three-person Twins tables into a fresh SQLite database, as the server
would have stored them (every seat taken, two moves made an hour ago: people who move once a
day), starts ``dominohall serve`` on it, and reads the server's resident memory once it has started
after a spectator has opened each idle table once and left (a table someone looked at holds the
states it sent: what a restart does not show) and they have had ``--sleep`` seconds to sleep out of
memory (:mod:`dominohall.server.dormancy`); the same for a server on an empty database, and the
difference is the idle tables' cost. With ``--awake`` the tables are kept in memory
(``DOMINOHALL_SLEEP_SECONDS`` of a year): the cost before they slept. Then ``--tables``
live tables are played for ``--seconds`` beside the idle ones, and again on the empty server (the
same load as ``benchmarks/load.py``): the live p50 and p99 of a person's move, side by side.

    python benchmarks/idle_tables.py --idle 10000 --tables 500 --seconds 30 --warmup 5 --bot-delay 0.8
    python benchmarks/idle_tables.py --idle 2000 --awake --seconds 0     # memory only, tables kept awake
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from load import Figures, percentile, run, usage

from dominohall.server.harness import Client, ServerProcess, seed_turn_based_tables

YEAR = 365 * 24 * 3600


async def visit(server: ServerProcess, tables: list[str], at_once: int = 32) -> None:
    """A spectator opens each table (its ``welcome`` and ``state``) and leaves."""
    queue = list(tables)

    async def visitor() -> None:
        while queue:
            client = await Client(server, queue.pop()).connect(None)
            await client.close()

    await asyncio.gather(*(visitor() for _ in range(at_once)))


def served(
    database: str, folder: Path, awake: bool, args: argparse.Namespace, name: str, tables: list[str]
) -> dict[str, Any]:
    """Start a server on ``database``, have ``tables`` visited, read its memory once they had time to
    sleep (unless ``awake``), play the load."""
    env = {"DOMINOHALL_BOT_DELAY": str(args.bot_delay), "DOMINOHALL_RATE_LIMIT": "100000/1"}
    env["DOMINOHALL_SLEEP_SECONDS"] = str(YEAR if awake else args.sleep)
    began = time.monotonic()
    server = ServerProcess(database, env=env, log=folder / f"{name}.log").start(timeout=600)
    started = time.monotonic() - began
    assert server.proc is not None
    try:
        if tables:
            asyncio.run(visit(server, tables))
        time.sleep(2.0 + (0.0 if awake else 2 * args.sleep))  # sweeps (every second) and collections
        _cpu, rss, _helpers = usage(server.proc.pid)
        metrics = server_metrics(server)
        out: dict[str, Any] = {"start_seconds": round(started, 1), "rss_mib": round(rss, 1), **metrics}
        if args.seconds > 0:
            figures, elapsed = asyncio.run(run([server], args.tables, args.seconds, True, args.warmup, Figures()))
            ms = [x * 1000 for x in figures.latencies]
            out.update(
                moves_per_second=round(figures.moves / elapsed, 1) if elapsed else 0.0,
                player_moves_timed=len(ms),
                latency_p50_ms=round(percentile(ms, 50), 1),
                latency_p99_ms=round(percentile(ms, 99), 1),
                latency_mean_ms=round(statistics.fmean(ms), 1) if ms else float("nan"),
            )
        return out
    finally:
        server.stop()


def server_metrics(server: ServerProcess) -> dict[str, int]:
    """The tables in memory and asleep, as ``GET /metrics`` says them (loopback may read it)."""
    import urllib.request

    with urllib.request.urlopen(server.url + "/metrics", timeout=30) as answer:
        text = answer.read().decode()
    found = {}
    for line in text.splitlines():
        for name in ("dominohall_tables_in_memory", "dominohall_tables_asleep"):
            if line.startswith(name + " "):
                found[name.removeprefix("dominohall_")] = int(float(line.split()[1]))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--idle", type=int, default=10_000, help="idle turn-based tables written in first")
    parser.add_argument("--awake", action="store_true", help="keep them in memory (no sleeping): the cost before")
    parser.add_argument("--sleep", type=float, default=2.0, help="DOMINOHALL_SLEEP_SECONDS (unless --awake)")
    parser.add_argument("--tables", type=int, default=500, help="live tables played beside them")
    parser.add_argument("--seconds", type=float, default=30.0, help="how long to play them (0: memory only)")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds at the start not timed")
    parser.add_argument("--bot-delay", type=float, default=0.8, help="DOMINOHALL_BOT_DELAY for the server")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        idle_db = f"sqlite:///{folder / 'idle.sqlite3'}"
        began = time.monotonic()
        made = seed_turn_based_tables(idle_db, args.idle)
        seeded = time.monotonic() - began
        empty = served(f"sqlite:///{folder / 'empty.sqlite3'}", folder, args.awake, args, "empty", [])
        idle = served(idle_db, folder, args.awake, args, "idle", made)
    per_table = (idle["rss_mib"] - empty["rss_mib"]) * 1024 / args.idle if args.idle else 0.0
    result = {
        "idle_tables": args.idle,
        "asleep": not args.awake,
        "seconds_to_write_them": round(seeded, 1),
        "empty_server": empty,
        "with_idle_tables": idle,
        "kib_per_idle_table": round(per_table, 2),
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    state = "asleep (out of memory)" if not args.awake else "kept awake (DOMINOHALL_SLEEP_SECONDS of a year)"
    print(f"{args.idle} idle turn-based tables, {state}; written in {seeded:.1f} s")
    print("| server | started in | resident memory | tables in memory | asleep | moves/s | p50 | p99 |")
    print("|---|---|---|---|---|---|---|---|")
    for name, row in (("empty database", empty), (f"{args.idle} idle tables", idle)):
        print(
            f"| {name} | {row['start_seconds']} s | {row['rss_mib']} MiB | {row.get('tables_in_memory', '?')}"
            f" | {row.get('tables_asleep', '?')} | {row.get('moves_per_second', '-')}"
            f" | {row.get('latency_p50_ms', '-')} ms | {row.get('latency_p99_ms', '-')} ms |"
        )
    print(f"memory per idle table: {per_table:.2f} KiB (goal: under 10 KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
