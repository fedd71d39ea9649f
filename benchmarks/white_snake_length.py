"""How many deals a White Snake match takes: the quartiles and the 90th percentile of the deals played
in whole matches between bots, for 5 and 6 players (what the lobby shows when White Snake is chosen,
``WhiteSnakeDeal.usual_deals``: tokens change hands at every 0-0 deal, so a match can run long).

    python benchmarks/white_snake_length.py [--matches 300] [--bots greedy] [--seed 23] [--jobs 1]
"""

from __future__ import annotations

import argparse
import statistics

from dominohall.sim import simulate
from dominohall.sim.runner import SimConfig
from dominohall.variants import WhiteSnakeDeal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--bots", default="greedy")
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    for players in (5, 6):
        config = SimConfig("white-snake", players, (args.bots,), units=args.matches, seed=args.seed, matches=True)
        result = simulate(config, jobs=args.jobs)
        deals = sorted(row.deals for row in result.rows if row.seat == 0)
        q1, median, q3 = statistics.quantiles(deals, n=4)
        p90 = statistics.quantiles(deals, n=10)[8]
        shown = WhiteSnakeDeal.usual_deals.get(players)
        print(
            f"{players} players, {len(deals)} matches of {args.bots}: quartiles {q1:g} / {median:g} / {q3:g},"
            f" 90th percentile {p90:g}, longest {deals[-1]} (the lobby shows {shown})"
        )


if __name__ == "__main__":
    main()
