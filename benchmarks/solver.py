"""The open-hand solver's speed (:mod:`dominohall.solver`): the time to solve a deal from its first move.

For each variant and player count asked for, ``--deals`` fresh deals (seeds 1, 2, …) are solved from the
lead, every hand and the stock known, with a budget of ``--nodes`` positions; the table gives the median
and the 90th percentile of the wall time, the median positions visited, and how many deals went past the
budget (those count at the time they took). The goal (issue 38): a 2-player Block deal in well under
50 ms median on the compiled build (``DOMINOHALL_MYPYC=1 pip install .``); ``dominohall.compiled``
says which build ran.

    python benchmarks/solver.py [--deals 50] [--only block] [--players 2] [--nodes 2000000]
"""

from __future__ import annotations

import argparse
import statistics
import time

import dominohall
from dominohall import new_match
from dominohall.solver import SolverBudgetExceeded, solve

CONFIGS = [("block", 2), ("draw", 2), ("twins", 2), ("maltese-cross", 2), ("block", 4)]
"""What is measured by default: the 2-player games the ``expert`` bot is measured in, and 4-player teams."""


def measure(variant: str, players: int, deals: int, nodes: int) -> tuple[list[float], list[int], int]:
    """Seconds and positions for each deal solved, and how many went past ``nodes``."""
    times: list[float] = []
    visited: list[int] = []
    over = 0
    options = {"teams": True} if players == 4 and variant in ("block", "draw") else {}
    for seed in range(1, deals + 1):
        deal = new_match(variant, players=players, seed=seed, options=options).deal
        start = time.perf_counter()
        try:
            visited.append(solve(deal, node_limit=nodes).nodes)
        except SolverBudgetExceeded:
            over += 1
        times.append(time.perf_counter() - start)
    return times, visited, over


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--only", help="one variant")
    parser.add_argument("--players", type=int, help="one player count")
    parser.add_argument("--nodes", type=int, default=2_000_000, help="the budget of positions a deal")
    args = parser.parse_args()
    configs = [(v, p) for v, p in CONFIGS if args.only in (None, v) and args.players in (None, p)]
    if args.only and not configs:
        configs = [(args.only, args.players or 2)]
    print(f"build: {'compiled' if dominohall.compiled else 'plain Python'}; {args.deals} deals each, from the lead")
    print("| variant | players | median ms | 90th pct ms | median positions | over budget |")
    print("|---|---|---|---|---|---|")
    for variant, players in configs:
        times, visited, over = measure(variant, players, args.deals, args.nodes)
        ms = sorted(t * 1000 for t in times)
        p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
        positions = int(statistics.median(visited)) if visited else 0
        print(f"| {variant} | {players} | {statistics.median(ms):.1f} | {p90:.1f} | {positions} | {over} |")


if __name__ == "__main__":
    main()
