"""How long a match usually lasts, in deals: the figures each variant keeps in ``match_lengths``.

Whole matches between bots (``greedy`` at every seat by default: the terminal's and the table's usual
opponents) with the default options, for every player count of every variant; for each, the deals a
match took at the 10th, 50th and 90th percentile (void and dealt-again deals count: they are played or
shuffled as any other; a redeal before a lead is not played and does not count). The terminal shows
the figures when a match starts (``dominohall play``) and ``/api/variants`` serves them
(``match_lengths``): White Snake's matches run long, and a player should know before choosing one.

    python benchmarks/match_length.py [--matches 400] [--bots greedy] [--only white-snake] [--jobs 2]

With ``--check`` it measures again and says, for each stored figure, whether the new median lies within
the stored 10th-90th percentile range (it should: the stored figures come from this script).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from dominohall.sim import SimConfig, simulate
from dominohall.variants import INFO


def lengths(variant: str, players: int, bots: str, matches: int, seed: int, jobs: int) -> tuple[int, int, int]:
    """The 10th, 50th and 90th percentile of deals a match, over ``matches`` seeded matches."""
    config = SimConfig(variant, players, (bots,), units=matches, seed=seed, matches=True)
    result = simulate(config, jobs=jobs)
    deals = sorted(r.deals for r in result.rows if r.seat == 0)
    tenths = statistics.quantiles(deals, n=10, method="inclusive")
    return round(tenths[0]), round(statistics.median(deals)), round(tenths[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--bots", default="greedy")
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", help="one variant")
    parser.add_argument("--check", action="store_true", help="compare with the stored figures")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    ok = True
    for name, info in INFO.items():
        if args.only and name != args.only:
            continue
        measured = {}
        for n in info.hand_shapes:  # the player counts that need no option (Twins stops at 7)
            measured[n] = lengths(name, n, args.bots, args.matches, args.seed, args.jobs)
        if args.check:
            for n, (low, median, high) in info.match_lengths.items():
                new = measured[n][1]
                good = low <= new <= high
                ok = ok and good
                print(f"{name:16} {n} players: stored {low}-{high} (median {median}), measured median {new}", end="")
                print("" if good else "  <- outside")
        else:
            print(f"{name:16} match_lengths = {measured!r}")
    print(f"({args.matches} matches each, {args.bots}, {time.perf_counter() - start:.0f} s)", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
