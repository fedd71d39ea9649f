"""The CPU of a move on the server's path, without the network: applied to its table, told to its
connections (a seat's two connections and a spectator, asking for deltas) and, for a bot's turn,
chosen by ``greedy`` from its view — whole matches of the seven games one after the other, in one
process, the sends counted but not made (issue #43).

``benchmarks/load.py`` measures the whole server under load, where a shared machine's noise is
large; this measures the part of a move that the table and its telling cost, and compares two source
trees in the same run (``--baseline-src``: each timed in a process of its own, in turns, the best of
``--repeats`` kept), so that a change to that path shows as a ratio:

    python benchmarks/tell.py --moves 3000 --baseline-src ../main-before/src
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

VARIANTS = [("block", 2), ("twins", 3), ("sausage", 3), ("maltese-cross", 4), ("white-snake", 5), ("draw", 2)]


def play(moves_wanted: int) -> tuple[int, int]:
    """Moves made and told; returns (moves, bytes sent a move in all)."""
    from dominohall.server.limits import Window
    from dominohall.server.live import Connection, LiveTable
    from dominohall.server.store import ActionRow, SeatConfig, TableConfig
    from dominohall.server.table import Table

    moves = sent = 0
    index = 0

    def counted(text: str) -> bool:
        nonlocal sent
        sent += len(text)
        return True

    while moves < moves_wanted:
        variant, players = VARIANTS[index % len(VARIANTS)]
        config = TableConfig(f"t{index}", "", variant, players, {}, index, None, 0.0)
        seats = [SeatConfig(0, "human", None, "h", True)]
        seats += [SeatConfig(s, "bot", "greedy", None, True) for s in range(1, players)]
        table = Table(config, seats, 0.0)
        live = LiveTable(table)
        for seat in (0, 0, None):
            conn = Connection(seat, Window(1000, 1.0), "x", delta=True)
            conn.direct = counted
            live.connections.add(conn)
        live.tell_state()
        rng = random.Random(index)
        while not table.is_over and moves < moves_wanted:
            seat = table.match.turn
            if seat == 0:
                move, actor = rng.choice(table.match.legal_moves()), "human"
            else:
                view = table.view(seat) if hasattr(table, "view") else table.match.view(seat)  # before: no cache
                move, actor = table.bot_for(seat).choose(view), "bot"
            table.apply(ActionRow(len(table.actions), "move", seat, str(move), actor, 1.0 + moves))
            live.tell_state()
            moves += 1
        index += 1
    return moves, sent


def timed(moves: int) -> dict[str, float]:
    """CPU milliseconds a move (after a warm-up match or two) and bytes sent a move."""
    play(200)
    started = time.process_time()
    made, sent = play(moves)
    return {"ms": 1000 * (time.process_time() - started) / made, "bytes": sent / made}


def run_in(src: str, moves: int) -> dict[str, float]:
    """:func:`timed` in a process importing dominohall from ``src``."""
    env = {**os.environ, "PYTHONPATH": src}
    out = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--moves", str(moves), "--once"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    found: dict[str, float] = json.loads(out.stdout)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=3000, help="moves timed in each run")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each tree, in turns (the best kept)")
    parser.add_argument("--baseline-src", help="another checkout's src/ to compare with, in the same run")
    parser.add_argument("--once", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.once:
        print(json.dumps(timed(args.moves)))
        return 0
    here = str(Path(__file__).resolve().parents[1] / "src")
    trees = {"this tree": here} | ({"baseline": args.baseline_src} if args.baseline_src else {})
    best: dict[str, dict[str, float]] = {}
    for _ in range(args.repeats):
        for name, src in trees.items():
            got = run_in(src, args.moves)
            if name not in best or got["ms"] < best[name]["ms"]:
                best[name] = got
    for name, got in best.items():
        ms, size = got["ms"], got["bytes"]
        print(f"{name}: {ms:.3f} ms of CPU a move, {size:.0f} bytes sent a move (best of {args.repeats})")
    if "baseline" in best:
        print(f"this tree / baseline: {best['this tree']['ms'] / best['baseline']['ms']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
