"""How many Swiss rounds before the strongest entrant usually wins (issue #39's question for game designers).

For each number of rounds, runs the tournament simulator ``--runs`` times (seeds derived from ``--seed``)
with one strong bot among weaker ones, and prints the share of runs the strong one won (a shared first
place shared) and the mean Kendall's tau of the final order against the bots' known strength. A share
over one half is "wins most often"; the share of a strong bot that had no edge at all would be
1 / entrants.

    PYTHONPATH=src python benchmarks/swiss_rounds.py twins --table-size 3 --entrants greedy,random*8 --rounds 1-8
"""

from __future__ import annotations

import argparse
import time

from dominohall.tournament.simulate import TournamentConfig, parse_entrants, summarise


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("variant")
    parser.add_argument("--table-size", type=int, default=3)
    parser.add_argument("--entrants", default="greedy,random*8", help="the first kind is the strong one")
    parser.add_argument("--rounds", default="1-8", help="a range FIRST-LAST")
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    entrants = parse_entrants(args.entrants)
    strong = entrants[0][0]
    first, _, last = args.rounds.partition("-")
    print(f"{args.variant}, tables of {args.table_size}, entrants {args.entrants}, {args.runs} runs a row")
    print(f"{'rounds':>6} {strong + ' won':>14} {'mean tau':>9} {'seconds':>8}")
    for rounds in range(int(first), int(last or first) + 1):
        config = TournamentConfig(args.variant, args.table_size, "swiss", entrants, rounds=rounds, seed=args.seed)
        start = time.perf_counter()
        s = summarise(config, args.runs)
        print(f"{rounds:>6} {s.wins[strong]:>14.1%} {s.tau:>9.3f} {time.perf_counter() - start:>8.1f}", flush=True)


if __name__ == "__main__":
    main()
