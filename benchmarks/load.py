"""Load test of the table server: many tables at once, on loopback only, for a bounded time.

Starts ``dominohall serve`` on a free loopback port with a fresh SQLite file (or ``--database``), then
keeps ``--tables`` tables busy for ``--seconds``: half of them bots only (watched by a spectator),
half with simulated players — WebSocket clients that play a random legal move as soon as it is their
turn — beside bots. A table whose match ends is replaced by a new one, cycling through the variants.
Reports the moves per second the server made (every move is stored before anyone is told of it),
the latency of a player's move: from sending it to receiving the state that shows it (p50, p99),
the server's CPU time per move and its memory per table (from /proc, over every server process;
the worker processes where its bots think are reported apart),
and the machine's load average.

It also reports how long the bots took over a move (from the state before a bot's move to the
state that shows it, less the bot delay). ``--search-tables N`` adds the load of issue #22: N tables
of the slowest bots the server allows (``ismcts:seconds=2``, ``--search-bot``), created from
another address (127.0.0.2, as one visitor), not counted in the figures; docs/server.md promises
that bots never hold up the server, so the figures of the other tables — their moves' latency and
their bots' move times (``--bots`` chooses them) — should stay as they are without it.
``--replay-clients N`` adds the other load of that issue: a finished match of 6,393 moves is
written into the database before the server starts, and N clients ask for its replay in a loop
(as browsers do, gzip accepted; ``--replay-plain``: not), reported apart.

Clients ask for deltas (docs/protocol.md) unless ``--full-states``. ``--workers N`` starts
``dominohall serve --workers N`` (N processes on one port; needs ``--database`` naming PostgreSQL);
``--url`` points the clients at a deployment already running instead (then no CPU or memory
figures: the server is not ours to measure).

    python benchmarks/load.py --seconds 20 --tables 40
    python benchmarks/load.py --tables 500 --bot-delay 0.8 --workers 2 --database postgresql://...
    python benchmarks/load.py --tables 40 --bot-delay 0.2 --bots greedy,ismcts --search-tables 10
    python benchmarks/load.py --tables 40 --bot-delay 0.2 --replay-clients 8
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import http.client
import itertools
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominohall.server.analysis import FINISHED_QUEUE
from dominohall.server.harness import Client, ServerProcess, my_turn, seed_finished_table

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
    bot_delay: float = 0.0
    bot_moves: list[float] = field(default_factory=list)
    """How long each bot took over a move: from the state before it to the state showing it, less
    the bot delay (the loop's lag, the worker's queue and the search itself)."""
    search_moves: list[float] = field(default_factory=list)
    """The same for the bots that search (``ismcts``: in the server's worker processes)."""
    bots: tuple[str, ...] = ("greedy", "random")
    """The bots of the load's own tables (``--bots``)."""
    replays: list[float] = field(default_factory=list)
    """Seconds each replay answer took (``--replay-clients``)."""
    replay_bytes: int = 0
    move_bytes: list[int] = field(default_factory=list)
    """The length of every message that told a connection of a move (a ``state`` or a ``delta``, as
    sent: its JSON text before the WebSocket's compression), over every connection."""


async def play(client: Client, rng: random.Random, deadline: float, figures: Figures, count: bool) -> bool:
    """Play random legal moves for a seat, timing each (and, with ``count``, count every move seen)
    until the match ends (True) or time is up (False). A spectator only watches."""
    assert client.state is not None
    seq = client.state["seq"]
    sent: tuple[int, float] | None = None
    seen = time.perf_counter()  # when the current state arrived
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
            if message["seq"] > seq and time.monotonic() >= figures.steady:
                figures.move_bytes.append(client.last_bytes)
            now = time.perf_counter()
            bot = bot_to_move(state)
            if count and message["seq"] == seq + 1 and bot and time.monotonic() >= figures.steady:
                figures.bot_moves.append(now - seen - figures.bot_delay)
                if bot.startswith("ismcts"):
                    figures.search_moves.append(now - seen - figures.bot_delay)
            seen = now
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


def visitor(server: ServerProcess | str, index: int) -> str | None:
    """The address a table place's tables are created from, on a server of ours: one of its own on
    loopback (127.0.x.y), as if each place were another visitor — the server shares its bots'
    workers between addresses. A deployment elsewhere (``--url``) sees the machine's address."""
    return f"127.0.{1 + index // 250}.{1 + index % 250}" if isinstance(server, ServerProcess) else None


def bot_to_move(state: dict[str, Any]) -> str:
    """The bot to move in this state (its next state is that bot's move), or ``""``."""
    view = state["view"]
    turn = view["turn"]
    if view["match_over"] or state["table"]["status"] != "playing" or turn < 0:
        return ""
    seat = state["table"]["seats"][turn]
    return str(seat["bot"]) if seat["kind"] == "bot" else ""


async def slot(server: ServerProcess | str, index: int, deadline: float, figures: Figures, delta: bool) -> None:
    """One table place: a table after another until time is up."""
    rng = random.Random(index)
    people = index % 2 == 1
    for variant, players, options in itertools.islice(itertools.cycle(TABLES), index % len(TABLES), None):
        if time.monotonic() >= deadline:
            return
        seats: list[dict[str, Any]] = [{"kind": "bot", "bot": rng.choice(figures.bots)} for _ in range(players)]
        humans = 0
        if people:
            humans = 1 if players == 2 else 2
            for s in range(humans):
                seats[s] = {"kind": "human"}
        made = await asyncio.to_thread(create_table, server, variant, players, seats, options, visitor(server, index))
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
    server: ServerProcess | str,
    variant: str,
    players: int,
    seats: list[dict[str, Any]],
    options: dict[str, Any],
    source: str | None = None,
) -> dict[str, Any]:
    """``POST /api/tables``; from the local address ``source`` if given (another visitor)."""
    base = server.url if isinstance(server, ServerProcess) else server.rstrip("/")
    if isinstance(server, ServerProcess) and source is None:
        return server.create_table(variant, players, seats, options=options)
    body = json.dumps({"variant": variant, "players": players, "seats": seats, "options": options})
    where = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(
        where.hostname or "127.0.0.1", where.port or 80, timeout=30, source_address=(source, 0) if source else None
    )
    try:
        connection.request("POST", "/api/tables", body, {"content-type": "application/json"})
        answer = connection.getresponse()
        body_read = answer.read()
    finally:
        connection.close()
    if answer.status != 201:
        # A refusal says why (a limit, a busy server): in JSON from the app, in plain text from
        # the layers before it.
        raise RuntimeError(f"POST /api/tables: {answer.status} {body_read[:300]!r}")
    made: dict[str, Any] = json.loads(body_read)
    return made


SEARCH_VARIANT = ("sausage", 3, {"losses": 20})
"""The game of ``--search-tables``: three bots, and long."""


def search_tables(server: ServerProcess | str, count: int, bot: str, source: str | None) -> list[str]:
    """``count`` tables of ``bot`` only (the slowest level: issue #22's attack), created from ``source``."""
    variant, players, options = SEARCH_VARIANT
    seats = [{"kind": "bot", "bot": bot}] * players
    return [create_table(server, variant, players, seats, options, source)["table"] for _ in range(count)]


def replay_loop(base: str, table: str, gzip: bool, stop: threading.Event, figures: Figures) -> None:
    """Ask for a finished table's replay again and again (a thread), until ``stop``."""
    headers = {"accept-encoding": "gzip"} if gzip else {}
    while not stop.is_set():
        started = time.perf_counter()
        request = urllib.request.Request(f"{base}/api/tables/{table}/replay", headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=60) as answer:
                figures.replay_bytes = max(figures.replay_bytes, len(answer.read()))
        except OSError as exc:
            figures.errors.append(f"replay: {exc}")
            time.sleep(0.5)
            continue
        if time.monotonic() >= figures.steady:
            figures.replays.append(time.perf_counter() - started)


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


def usage(pid: int) -> tuple[float, float, float]:
    """(CPU seconds, resident MiB) of a process tree, from /proc, but its worker processes (the
    server's bots and replays: ``multiprocessing`` children), whose CPU seconds come third."""
    tick = os.sysconf("SC_CLK_TCK")
    cpu = rss = helpers = 0.0
    for p in process_tree(pid):
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            spent = (int(fields[11]) + int(fields[12])) / tick
            if b"multiprocessing" in Path(f"/proc/{p}/cmdline").read_bytes():
                helpers += spent
                continue
            cpu += spent
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    rss += int(line.split()[1]) / 1024
        except (OSError, IndexError, ValueError):
            continue
    return cpu, rss, helpers


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
    servers: list[ServerProcess | str],
    tables: int,
    seconds: float,
    delta: bool,
    warmup: float = 0.0,
    figures: Figures | None = None,
    replay: tuple[int, str, bool] | None = None,
) -> tuple[Figures, float]:
    """Keep ``tables`` tables busy for ``seconds``; with ``replay`` (clients, table, gzip), that
    many threads ask for the table's replay meanwhile."""
    figures = figures or Figures()
    collector = asyncio.create_task(freezer())
    started = time.monotonic()
    figures.steady = started + warmup
    deadline = started + seconds
    stop = threading.Event()
    askers = []
    if replay is not None:
        clients, table, gzip = replay
        base = servers[0].url if isinstance(servers[0], ServerProcess) else servers[0].rstrip("/")
        askers = [
            threading.Thread(target=replay_loop, args=(base, table, gzip, stop, figures), daemon=True)
            for _ in range(clients)
        ]
        for asker in askers:
            asker.start()
    tasks = [asyncio.create_task(slot(servers[i % len(servers)], i, deadline, figures, delta)) for i in range(tables)]
    # Bounded: whatever is still running a few seconds after the deadline is cancelled.
    _done, late = await asyncio.wait(tasks, timeout=seconds + 10)
    stop.set()
    for task in late:
        task.cancel()
    for task in tasks:
        if task.done() and not task.cancelled() and task.exception() is not None:
            figures.errors.append(repr(task.exception()))
    collector.cancel()
    gc.unfreeze()
    for asker in askers:
        await asyncio.to_thread(asker.join, 60)
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
        "--event-loop",
        choices=["auto", "uvloop", "asyncio"],
        help="the server's DOMINOHALL_EVENT_LOOP (default: the server's own, auto)",
    )
    parser.add_argument(
        "--warmup", type=float, default=0.0, help="seconds at the start (tables being created) not timed"
    )
    parser.add_argument(
        "--bots", default="greedy,random", help="the bots of the load's tables, comma-separated (each seat one of them)"
    )
    parser.add_argument(
        "--search-tables",
        type=int,
        default=0,
        help="add this many tables of --search-bot bots only, created from 127.0.0.2 (not counted)",
    )
    parser.add_argument("--search-bot", default="ismcts:seconds=2", help="the bot of --search-tables")
    parser.add_argument(
        "--replay-clients",
        type=int,
        default=0,
        help="this many clients loop on the replay of a 6,393-move finished match (written in first)",
    )
    parser.add_argument("--replay-plain", action="store_true", help="--replay-clients take no gzip")
    parser.add_argument(
        "--profile",
        nargs="?",
        const=25,
        type=int,
        metavar="N",
        help="run the server's event loop under cProfile and print its top N functions (default 25) by own"
        " time and by cumulative time (the figures are then the profiled server's: slower)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.replay_clients and args.url:
        parser.error("--replay-clients writes its match into the database of a server it starts: not with --url")
    if args.profile is not None and (args.url or args.workers > 1):
        parser.error("--profile profiles the one server process it starts: not with --url or --workers")
    figures = Figures(bot_delay=args.bot_delay, bots=tuple(b.strip() for b in args.bots.split(",") if b.strip()))
    delta = not args.full_states
    with tempfile.TemporaryDirectory() as folder:
        server: ServerProcess | None = None
        if args.url:
            targets: list[ServerProcess | str] = list(args.url)
            config = f"deployment at {', '.join(args.url)}"
        else:
            database = args.database or f"sqlite:///{Path(folder) / 'load.sqlite3'}"
            env = {"DOMINOHALL_BOT_DELAY": str(args.bot_delay), "DOMINOHALL_RATE_LIMIT": "100000/1"}
            # Each table holds one or two connections, and tables are made while others play: the
            # server's default of 1,000 connections at once (DOMINOHALL_MAX_CONNECTIONS, an
            # operator's setting) answered 503 to a sixth of a 1,000-table load's creations.
            env["DOMINOHALL_MAX_CONNECTIONS"] = str(max(1000, 3 * args.tables + 200))
            if args.analyses:
                # The harness leaves the finished tables' analyses out (child processes at nice 19,
                # counted in the server's CPU and memory): the move path is measured.
                env["DOMINOHALL_ANALYSIS_QUEUE"] = str(FINISHED_QUEUE)
            if args.server_src:
                env["PYTHONPATH"] = args.server_src
            if args.event_loop:
                env["DOMINOHALL_EVENT_LOOP"] = args.event_loop
            if args.profile is not None:
                env["DOMINOHALL_PROFILE"] = str(Path(folder) / "server.prof")
            if args.replay_clients:
                moves = seed_finished_table(database)
                config_note = f"; {args.replay_clients} clients on the replay of a {moves}-move match"
            extra = ["--workers", str(args.workers)] if args.workers > 1 else []
            server = ServerProcess(database, env=env, log=Path(folder) / "server.log", args=extra).start()
            targets = [server]
            kind = "PostgreSQL" if database.startswith("postgres") else "SQLite"
            config = f"{args.workers} process{'es' if args.workers > 1 else ''}, {kind}"
            if args.server_src:
                config += f" ({args.server_src})"
            if args.event_loop:
                config += f", {args.event_loop} loop"
        if args.replay_clients:
            config += config_note
        pid = server.proc.pid if server is not None and server.proc is not None else None
        time.sleep(1.0 if args.workers > 1 else 0.0)  # every worker up
        if args.search_tables:
            source = None if args.url else "127.0.0.2"  # another visitor than the load's own clients
            search_tables(targets[0], args.search_tables, args.search_bot, source)
            config += f"; {args.search_tables} tables of {args.search_bot} from another address"
        cpu0, rss0, helpers0 = usage(pid) if pid else (0.0, 0.0, 0.0)
        replay = (args.replay_clients, "long", not args.replay_plain) if args.replay_clients else None
        try:
            figures, elapsed = asyncio.run(run(targets, args.tables, args.seconds, delta, args.warmup, figures, replay))
            cpu1, rss1, helpers1 = usage(pid) if pid else (0.0, 0.0, 0.0)
        finally:
            if server is not None:
                server.stop()
        profile = profile_report(Path(folder) / "server.prof", args.profile) if args.profile is not None else ""
    ms = [x * 1000 for x in figures.latencies]
    bots = [max(0.0, x) * 1000 for x in figures.bot_moves]
    searches = [max(0.0, x) * 1000 for x in figures.search_moves]
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
        "worker_cpu_share": round((helpers1 - helpers0) / elapsed, 2) if pid and elapsed else None,
        "mib_per_table": round((rss1 - rss0) / args.tables, 2) if pid else None,
        "server_mib": round(rss1, 1) if pid else None,
        "bot_moves_timed": len(figures.bot_moves),
        "bot_move_p50_ms": round(percentile(bots, 50), 1),
        "bot_move_p99_ms": round(percentile(bots, 99), 1),
        "search_moves_timed": len(searches),
        "search_move_p50_ms": round(percentile(searches, 50), 1),
        "search_move_p99_ms": round(percentile(searches, 99), 1),
        "replays": len(figures.replays),
        "replay_p50_ms": round(percentile([x * 1000 for x in figures.replays], 50), 1),
        "replay_bytes": figures.replay_bytes,
        "move_messages": len(figures.move_bytes),
        "move_bytes_mean": round(statistics.fmean(figures.move_bytes)) if figures.move_bytes else None,
        "move_bytes_p99": round(percentile([float(b) for b in figures.move_bytes], 99)) if figures.move_bytes else None,
        "load_average": round(os.getloadavg()[0], 1),
        "errors": sorted(set(figures.errors)),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            "| configuration | tables at once | seconds | moves | moves per second | player moves timed | p50 | p99 |"
            " bot moves timed | bot move p50 | bot move p99 | CPU per move | memory per table | load average |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        cpu = "—" if result["cpu_ms_per_move"] is None else f"{result['cpu_ms_per_move']} ms"
        memory = "—" if result["mib_per_table"] is None else f"{result['mib_per_table']} MiB"
        print(
            f"| {config} | {args.tables} | {result['seconds']} | {figures.moves} | {result['moves_per_second']} |"
            f" {len(ms)} | {result['latency_p50_ms']} ms | {result['latency_p99_ms']} ms |"
            f" {len(bots)} | {result['bot_move_p50_ms']} ms | {result['bot_move_p99_ms']} ms | {cpu} | {memory} |"
            f" {result['load_average']} |"
        )
        if searches:
            print(
                f"of the bot moves, {len(searches)} by searching bots (ismcts): p50 {result['search_move_p50_ms']} ms,"
                f" p99 {result['search_move_p99_ms']} ms"
            )
        if args.replay_clients:
            print(
                f"replays answered: {len(figures.replays)}, p50 {result['replay_p50_ms']} ms,"
                f" {figures.replay_bytes} bytes each"
            )
        if figures.move_bytes:
            print(
                f"bytes a move to each connection ({'deltas' if delta else 'full states'}, before compression):"
                f" mean {result['move_bytes_mean']}, p99 {result['move_bytes_p99']}"
                f" (over {len(figures.move_bytes)} messages)"
            )
        if pid:
            print(
                f"server's CPU: {result['server_cpu_share']} of a core; its worker processes'"
                f" (bots' searches, replays): {result['worker_cpu_share']}"
            )
        errors = ", ".join(result["errors"]) or "none"
        print(f"tables started: {figures.tables}, matches finished: {figures.matches}, errors: {errors}")
    if profile:
        print(profile, end="")
    return 1 if figures.errors else 0


def profile_report(path: Path, top: int) -> str:
    """The server's top functions from its cProfile statistics (``DOMINOHALL_PROFILE``), by the time
    spent in each itself and by the time spent in each with what it calls."""
    import io
    import pstats

    if not path.exists():
        return f"no profile: the server wrote none to {path} (did it stop cleanly?)\n"
    out = io.StringIO()
    stats = pstats.Stats(str(path), stream=out).strip_dirs()
    out.write(f"\nthe server's event loop under cProfile, top {top} by own time:\n")
    stats.sort_stats("tottime").print_stats(top)
    out.write(f"top {top} by cumulative time:\n")
    stats.sort_stats("cumulative").print_stats(top)
    return out.getvalue()


if __name__ == "__main__":
    sys.exit(main())
