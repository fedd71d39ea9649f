"""Load test of the table server: many tables at once, on loopback only, for a bounded time.

Starts ``dominohall serve`` on a free loopback port with a fresh SQLite file (or ``--database``), then
keeps ``--tables`` tables busy for ``--seconds``: half of them bots only (watched by a spectator),
half with simulated players — WebSocket clients that play a random legal move as soon as it is their
turn — beside bots. A table whose match ends is replaced by a new one, cycling through the variants.
Reports the moves per second the server made (every move is stored before anyone is told of it),
the latency of a player's move: from sending it to receiving the state that shows it (p50, p99),
the server's CPU time per move and its memory per table (from /proc, over every server process),
and the machine's load average.

Clients ask for deltas (docs/protocol.md) unless ``--full-states``. ``--workers N`` starts
``dominohall serve --workers N`` (N processes on one port; needs ``--database`` naming PostgreSQL);
``--url`` points the clients at a deployment already running instead (then no CPU or memory
figures: the server is not ours to measure).

    python benchmarks/load.py --seconds 20 --tables 40
    python benchmarks/load.py --tables 500 --bot-delay 0.8 --workers 2 --database postgresql://...
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import itertools
import json
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominohall.server.analysis import FINISHED_QUEUE
from dominohall.server.harness import Client, ServerProcess, my_turn

TABLES = [
    ("block", 2, {}),
    ("draw", 3, {}),
    ("sausage", 3, {}),
    ("twins", 2, {}),
    ("maltese-cross", 2, {}),
    ("white-snake", 5, {"max_deals": 3}),
    ("sausage-one-way", 2, {}),
]


@dataclass
class Figures:
    moves: int = 0
    matches: int = 0
    tables: int = 0
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    steady: float = 0.0
    """Latencies are counted from this time on (``--warmup``: the tables are all created by then)."""


async def play(client: Client, rng: random.Random, deadline: float, figures: Figures, count: bool) -> bool:
    """Play random legal moves for a seat, timing each (and, with ``count``, count every move seen)
    until the match ends (True) or time is up (False). A spectator only watches."""
    assert client.state is not None
    seq = client.state["seq"]
    sent: tuple[int, float] | None = None
    while time.monotonic() < deadline:
        state = client.state
        assert state is not None
        if state["view"]["match_over"]:
            return True
        if sent is None and my_turn(state):
            legal = state["view"]["legal"]
            sent = (state["seq"], time.perf_counter())
            await client.send({"type": "move", "move": rng.choice(legal)["move"], "seq": state["seq"]})
        try:
            message = await client.recv(max(0.01, deadline - time.monotonic()))
        except TimeoutError:
            break
        if message["type"] == "state":
            figures.moves += (message["seq"] - seq) * count
            seq = message["seq"]
            if sent is not None and message["seq"] > sent[0]:
                if time.monotonic() >= figures.steady:
                    figures.latencies.append(time.perf_counter() - sent[1])
                sent = None
        elif message["type"] == "error":
            if message["code"] != "stale":
                figures.errors.append(message["code"])
            sent = None
    return False


async def slot(server: ServerProcess | str, index: int, deadline: float, figures: Figures, delta: bool) -> None:
    """One table place: a table after another until time is up."""
    rng = random.Random(index)
    people = index % 2 == 1
    for variant, players, options in itertools.islice(itertools.cycle(TABLES), index % len(TABLES), None):
        if time.monotonic() >= deadline:
            return
        seats: list[dict[str, Any]] = [{"kind": "bot", "bot": rng.choice(("greedy", "random"))} for _ in range(players)]
        humans = 0
        if people:
            humans = 1 if players == 2 else 2
            for s in range(humans):
                seats[s] = {"kind": "human"}
        made = await asyncio.to_thread(create_table, server, variant, players, seats, options)
        figures.tables += 1
        clients = [await Client(server, made["table"], delta).connect(s["token"]) for s in made["seats"]]
        if not clients:
            clients = [await Client(server, made["table"], delta).connect(None)]
        try:
            # Every client sees every move of its table: the first one counts them.
            jobs = [play(c, random.Random(rng.random()), deadline, figures, i == 0) for i, c in enumerate(clients)]
            done = await asyncio.gather(*jobs)
            if all(done):
                figures.matches += 1
        finally:
            for c in clients:
                # A close handshake held up by a busy server must not stretch the bounded run.
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(c.close(), 2.0)


def create_table(
    server: ServerProcess | str, variant: str, players: int, seats: list[dict[str, Any]], options: dict[str, Any]
) -> dict[str, Any]:
    if isinstance(server, ServerProcess):
        return server.create_table(variant, players, seats, options=options)
    import urllib.request

    body = json.dumps({"variant": variant, "players": players, "seats": seats, "options": options}).encode()
    request = urllib.request.Request(server.rstrip("/") + "/api/tables", data=body, method="POST")
    request.add_header("content-type", "application/json")
    with urllib.request.urlopen(request, timeout=30) as answer:
        made: dict[str, Any] = json.loads(answer.read())
    return made


def process_tree(pid: int) -> list[int]:
    """``pid`` and its descendants (``--workers``: the supervisor and its workers)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        found.append(p)
        todo.extend(children.get(p, []))
    return found


def usage(pid: int) -> tuple[float, float]:
    """(CPU seconds, resident MiB) of a process tree, from /proc."""
    tick = os.sysconf("SC_CLK_TCK")
    cpu = rss = 0.0
    for p in process_tree(pid):
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            cpu += (int(fields[11]) + int(fields[12])) / tick
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    rss += int(line.split()[1]) / 1024
        except (OSError, IndexError, ValueError):
            continue
    return cpu, rss


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


FREEZE_SECONDS = 0.1
"""How often the clients' objects that have lived a while are set aside from the cyclic garbage
collector, as the server does (``dominohall.server.service.FREEZE_SECONDS``): without it the
clients' own full collections — over the states of a thousand connections — paused them 0.2-0.65 s
a few times a run, and every move timed across such a pause counted it as the server's."""


async def freezer() -> None:
    while True:
        gc.freeze()
        await asyncio.sleep(FREEZE_SECONDS)


async def run(
    servers: list[ServerProcess | str], tables: int, seconds: float, delta: bool, warmup: float = 0.0
) -> tuple[Figures, float]:
    figures = Figures()
    collector = asyncio.create_task(freezer())
    started = time.monotonic()
    figures.steady = started + warmup
    deadline = started + seconds
    tasks = [asyncio.create_task(slot(servers[i % len(servers)], i, deadline, figures, delta)) for i in range(tables)]
    # Bounded: whatever is still running a few seconds after the deadline is cancelled.
    _done, late = await asyncio.wait(tasks, timeout=seconds + 10)
    for task in late:
        task.cancel()
    for task in tasks:
        if task.done() and not task.cancelled() and task.exception() is not None:
            figures.errors.append(repr(task.exception()))
    collector.cancel()
    gc.unfreeze()
    return figures, min(time.monotonic(), deadline + 10) - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="how long to keep the tables busy")
    parser.add_argument("--tables", type=int, default=40, help="tables played at once")
    parser.add_argument("--bot-delay", type=float, default=0.0, help="DOMINOHALL_BOT_DELAY for the server")
    parser.add_argument(
        "--analyses",
        action="store_true",
        help="let the server analyse the matches that finish (off: DOMINOHALL_ANALYSIS_QUEUE=0)",
    )
    parser.add_argument("--database", help="SQLAlchemy URL (default: a fresh SQLite file)")
    parser.add_argument("--workers", type=int, default=1, help="server processes (more than 1: PostgreSQL)")
    parser.add_argument(
        "--url", action="append", help="a running deployment to load instead (repeat: tables spread over them)"
    )
    parser.add_argument("--full-states", action="store_true", help="clients ask for no deltas (a full state a move)")
    parser.add_argument(
        "--server-src", help="run the server from another checkout's src/ (a before/after comparison on one machine)"
    )
    parser.add_argument(
        "--warmup", type=float, default=0.0, help="seconds at the start (tables being created) not timed"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    delta = not args.full_states
    with tempfile.TemporaryDirectory() as folder:
        server: ServerProcess | None = None
        if args.url:
            targets: list[ServerProcess | str] = list(args.url)
            config = f"deployment at {', '.join(args.url)}"
        else:
            database = args.database or f"sqlite:///{Path(folder) / 'load.sqlite3'}"
            env = {"DOMINOHALL_BOT_DELAY": str(args.bot_delay), "DOMINOHALL_RATE_LIMIT": "100000/1"}
            if args.analyses:
                # The harness leaves the finished tables' analyses out (child processes at nice 19,
                # counted in the server's CPU and memory): the move path is measured.
                env["DOMINOHALL_ANALYSIS_QUEUE"] = str(FINISHED_QUEUE)
            if args.server_src:
                env["PYTHONPATH"] = args.server_src
            extra = ["--workers", str(args.workers)] if args.workers > 1 else []
            server = ServerProcess(database, env=env, log=Path(folder) / "server.log", args=extra).start()
            targets = [server]
            kind = "PostgreSQL" if database.startswith("postgres") else "SQLite"
            config = f"{args.workers} process{'es' if args.workers > 1 else ''}, {kind}"
            if args.server_src:
                config += f" ({args.server_src})"
        pid = server.proc.pid if server is not None and server.proc is not None else None
        time.sleep(1.0 if args.workers > 1 else 0.0)  # every worker up
        cpu0, rss0 = usage(pid) if pid else (0.0, 0.0)
        try:
            figures, elapsed = asyncio.run(run(targets, args.tables, args.seconds, delta, args.warmup))
            cpu1, rss1 = usage(pid) if pid else (0.0, 0.0)
        finally:
            if server is not None:
                server.stop()
    ms = [x * 1000 for x in figures.latencies]
    result = {
        "configuration": config,
        "deltas": delta,
        "tables_at_once": args.tables,
        "seconds": round(elapsed, 1),
        "tables_started": figures.tables,
        "matches_finished": figures.matches,
        "moves": figures.moves,
        "moves_per_second": round(figures.moves / elapsed, 1) if elapsed else 0.0,
        "player_moves_timed": len(ms),
        "latency_p50_ms": round(percentile(ms, 50), 1),
        "latency_p99_ms": round(percentile(ms, 99), 1),
        "latency_mean_ms": round(statistics.fmean(ms), 1) if ms else float("nan"),
        "cpu_ms_per_move": round(1000 * (cpu1 - cpu0) / figures.moves, 2) if pid and figures.moves else None,
        "server_cpu_share": round((cpu1 - cpu0) / elapsed, 2) if pid and elapsed else None,
        "mib_per_table": round((rss1 - rss0) / args.tables, 2) if pid else None,
        "server_mib": round(rss1, 1) if pid else None,
        "load_average": round(os.getloadavg()[0], 1),
        "errors": sorted(set(figures.errors)),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            "| configuration | tables at once | seconds | moves | moves per second | player moves timed | p50 | p99 |"
            " CPU per move | memory per table | load average |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|---|")
        cpu = "—" if result["cpu_ms_per_move"] is None else f"{result['cpu_ms_per_move']} ms"
        memory = "—" if result["mib_per_table"] is None else f"{result['mib_per_table']} MiB"
        print(
            f"| {config} | {args.tables} | {result['seconds']} | {figures.moves} | {result['moves_per_second']} |"
            f" {len(ms)} | {result['latency_p50_ms']} ms | {result['latency_p99_ms']} ms | {cpu} | {memory} |"
            f" {result['load_average']} |"
        )
        errors = ", ".join(result["errors"]) or "none"
        print(f"tables started: {figures.tables}, matches finished: {figures.matches}, errors: {errors}")
    return 1 if figures.errors else 0


if __name__ == "__main__":
    sys.exit(main())
