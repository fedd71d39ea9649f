"""Bot strength: in every variant and legal player count, one ``ismcts`` seat (default level) against
``greedy`` seats, and one ``greedy`` seat against ``random`` seats.

The share of deals won by the single seat is reported with its 95% (Wilson) interval against the fair
share (what each seat wins on average, about 1/players; a deal won by several players — in Sausage
everyone who does not lose — counts an equal part to each); "above" means the whole interval lies
above it. Bots rotate through the
seats. The ``ismcts`` columns also give its seconds per move (decisions with more than one legal
move): the default level is meant to stay under half a second.

    python benchmarks/strength.py [--deals 200] [--jobs 2] [--only sausage] [--seed 1]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from dominohall import VARIANTS
from dominohall.sim import SimConfig, SimResult, simulate
from dominohall.sim.stats import Share


def _cell(result: SimResult) -> tuple[str, Share, float]:
    summary = result.summary()
    share = summary.by_bot[0]
    verdict = "above" if share.low > summary.fair else "below" if share.high < summary.fair else "not shown"
    text = f"{share.share:.3f} [{share.low:.3f}, {share.high:.3f}] vs {summary.fair:.3f}: {verdict}"
    return text, share, summary.fair


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", help="one variant")
    parser.add_argument("--players", type=int, help="one player count")
    args = parser.parse_args(argv)
    print(
        "| variant | players | deals | ismcts vs greedy: share [95%] vs fair | greedy vs random: share [95%] vs fair"
        " | ismcts s/move mean | max |"
    )
    print("|---|---:|---:|---|---|---:|---:|")
    for name, cls in VARIANTS.items():
        if args.only and name != args.only:
            continue
        top = cls.max_players if cls.max_players is not None else 6
        for n in range(cls.min_players, top + 1):
            if args.players and n != args.players:
                continue
            start = time.perf_counter()
            strong = simulate(SimConfig(name, n, ("ismcts", "greedy"), args.deals, args.seed), jobs=args.jobs)
            weak = simulate(SimConfig(name, n, ("greedy", "random"), args.deals, args.seed), jobs=args.jobs)
            ismcts_rows = [r for r in strong.rows if r.lineup_position == 0 and r.decisions]
            per_move = [r.think_seconds / r.decisions for r in ismcts_rows]
            mean = statistics.fmean(per_move) if per_move else 0.0
            longest = max((r.max_think_seconds for r in ismcts_rows), default=0.0)
            print(
                f"| {name} | {n} | {args.deals} | {_cell(strong)[0]} | {_cell(weak)[0]} | {mean:.3f} | {longest:.3f} |",
                flush=True,
            )
            print(f"  ({name} {n}: {time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
