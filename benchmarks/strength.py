"""Bot strength: in every variant and legal player count, one ``ismcts`` seat (default level) against
``greedy`` seats, and one ``greedy`` seat against ``random`` seats.

The share of deals won by the single seat is reported with its 95% (Wilson) interval against the fair
share (what each seat wins on average, about 1/players; a deal won by several players — in Sausage
everyone who does not lose — counts an equal part to each); "above" means the whole interval lies
above it. Bots rotate through the seats. The ``ismcts`` columns also give its seconds per move
(decisions with more than one legal move): the default level is meant to stay under half a second.

How many deals it takes to show an edge depends on the game: where luck decides most deals (many
players, drawing from a stock) a real edge of a few points of share needs thousands of deals. By
default each configuration plays the deals of :data:`PLAN`; ``--deals`` / ``--weak-deals`` / ``--seed``
play the same everywhere instead.

    python benchmarks/strength.py [--jobs 2] [--only sausage] [--players 3] [--seed 1 | --seed 1,2,3]
                                  [--deals N] [--weak-deals N] [--pair strong|weak|both]
                                  [--bot ismcts:iterations=500] [--against ismcts]
    python benchmarks/strength.py --timing 4     # processor seconds per ismcts move only
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Iterator
from typing import NamedTuple

from dominohall import VARIANTS, new_match
from dominohall.bots import make_bot
from dominohall.deal import player_counts
from dominohall.sim import SimConfig, simulate
from dominohall.sim.runner import Row
from dominohall.sim.stats import summarize


class Plan(NamedTuple):
    """How many deals one configuration plays."""

    strong: int
    """``ismcts`` vs ``greedy`` deals per seed."""
    weak: int
    """``greedy`` vs ``random`` deals (seed 1)."""
    seeds: tuple[int, ...] = (1,)
    """The seeds of the ``ismcts`` deals (their deals pooled)."""


PLAN: dict[tuple[str, int], Plan] = {
    ("white-snake", 5): Plan(3000, 4000),
    ("white-snake", 6): Plan(6000, 20000, (1, 2, 3, 4, 5, 6, 7)),
    ("sausage", 2): Plan(50, 1000),
    ("sausage", 3): Plan(50, 2000),
    ("sausage", 4): Plan(40, 4000, (1, 2, 3, 4, 5, 6, 7)),
    ("sausage-one-way", 2): Plan(30, 1000),
    ("sausage-one-way", 3): Plan(50, 2000),
    ("sausage-one-way", 4): Plan(40, 4000, (1, 2, 3, 4, 5, 6, 7)),
    ("twins", 2): Plan(200, 1000),
    ("twins", 3): Plan(400, 1000),
    ("twins", 4): Plan(800, 2000),
    ("twins", 5): Plan(3000, 8000),
    ("twins", 6): Plan(3000, 4000, (1, 2, 3, 4, 5)),
    ("maltese-cross", 2): Plan(200, 1000),
    ("maltese-cross", 3): Plan(2000, 4000),
    ("maltese-cross", 4): Plan(1500, 8000, (1, 2, 3)),
    ("block", 2): Plan(4000, 1000),
    ("block", 3): Plan(200, 1000),
    ("block", 4): Plan(1000, 2000),
    ("draw", 2): Plan(400, 1000, (1, 2, 3)),
    ("draw", 3): Plan(1500, 1000),
    ("draw", 4): Plan(1000, 2000),
}
"""Deals per configuration, set from earlier runs and the time a run may take: Sausage deals are long
(up to a hundred decisions for the ``ismcts`` seat), so few are played there; the greedy-vs-random
deals are cheap, so many are played where the edge is small. Rows with several seeds got the later
seeds after the first was not shown (README, Strength)."""


def _play(name: str, n: int, lineup: tuple[str, str], deals: int, seeds: list[int], jobs: int) -> list[Row]:
    """The rows of ``deals`` deals for each seed, pooled (different seeds give different deals)."""
    rows: list[Row] = []
    for seed in seeds:
        rows += simulate(SimConfig(name, n, lineup, deals, seed), jobs=jobs).rows
    return rows


def _cell(name: str, n: int, lineup: tuple[str, str], deals: int, rows: list[Row]) -> str:
    summary = summarize(SimConfig(name, n, lineup, deals), rows)
    share = summary.by_bot[0]
    verdict = "above" if share.low > summary.fair else "below" if share.high < summary.fair else "not shown"
    return f"{share.share:.3f} [{share.low:.3f}, {share.high:.3f}] vs {summary.fair:.3f}: {verdict}"


def cpu_seconds_per_move(name: str, n: int, deals: int, spec: str = "ismcts") -> list[float]:
    """Processor seconds of each ``spec`` decision (more than one legal move) in ``deals`` deals
    against ``greedy``, the seat rotating, in this process: unlike the wall-clock columns, this does
    not grow when other work shares the processor."""
    times: list[float] = []
    for deal in range(deals):
        m = new_match(name, n, seed=10_000 + deal)
        bots = [make_bot("greedy", seed=s) for s in range(n)]
        bots[deal % n] = make_bot(spec, seed=deal)
        first = m.deal
        while first.result is None:
            view = m.view(m.turn)
            bot = bots[m.turn]
            timed = m.turn == deal % n and len(view.legal_moves) > 1 and view.legal_moves[0].kind != "steal"
            start = time.process_time()
            move = bot.choose(view)
            if timed:
                times.append(time.process_time() - start)
            m.play(move)
    return times


def configurations(only: str | None = None, players: int | None = None) -> Iterator[tuple[str, int]]:
    """Every variant and legal player count (Twins up to 6), or those of ``only`` and ``players``."""
    for name, cls in VARIANTS.items():
        if not only or name == only:
            yield from ((name, n) for n in player_counts(cls, 6) if not players or n == players)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, help="ismcts vs greedy deals everywhere (default: PLAN)")
    parser.add_argument("--weak-deals", type=int, help="greedy vs random deals everywhere (default: PLAN)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", help="a seed, or several (1,2,3): their deals are pooled (default: PLAN, else 1)")
    parser.add_argument("--only", help="one variant")
    parser.add_argument("--players", type=int, help="one player count")
    parser.add_argument("--pair", choices=("strong", "weak", "both"), default="both", help="which match-ups")
    parser.add_argument("--bot", default="ismcts", help="the strong bot's spec (default: ismcts)")
    parser.add_argument("--against", default="greedy", help="the strong bot's opponents (default: greedy)")
    parser.add_argument("--timing", type=int, metavar="DEALS", help="only time the strong bot (CPU s/move)")
    args = parser.parse_args(argv)
    seed_given = args.seed is not None
    seeds = [int(x) for x in (args.seed or "1").split(",")]
    if args.timing:
        print(f"| variant | players | {args.bot} decisions | CPU s/move mean | max |")
        print("|---|---:|---:|---:|---:|")
        for name, n in configurations(args.only, args.players):
            times = cpu_seconds_per_move(name, n, args.timing, args.bot)
            mean = statistics.fmean(times) if times else 0.0
            print(f"| {name} | {n} | {len(times)} | {mean:.3f} | {max(times, default=0.0):.3f} |", flush=True)
        return
    print(
        f"| variant | players | deals | {args.bot} vs {args.against}: share [95%] vs fair | deals"
        " | greedy vs random: share [95%] vs fair | s/move mean | max |"
    )
    print("|---|---:|---:|---|---:|---|---:|---:|")
    for name, n in configurations(args.only, args.players):
        start = time.perf_counter()
        planned = PLAN.get((name, n), Plan(200, 1000))
        deals = args.deals or planned.strong
        weak_deals = args.weak_deals or planned.weak
        strong_seeds = seeds if seed_given else list(planned.seeds)
        strong_cell = weak_cell = "–"
        mean = longest = 0.0
        if args.pair in ("strong", "both"):
            strong = _play(name, n, (args.bot, args.against), deals, strong_seeds, args.jobs)
            strong_cell = _cell(name, n, (args.bot, args.against), deals, strong)
            ismcts_rows = [r for r in strong if r.lineup_position == 0 and r.decisions]
            per_move = [r.think_seconds / r.decisions for r in ismcts_rows]
            mean = statistics.fmean(per_move) if per_move else 0.0
            longest = max((r.max_think_seconds for r in ismcts_rows), default=0.0)
        else:
            deals = 0
        if args.pair in ("weak", "both"):
            weak = _play(name, n, ("greedy", "random"), weak_deals, seeds, args.jobs)
            weak_cell = _cell(name, n, ("greedy", "random"), weak_deals, weak)
        else:
            weak_deals = 0
        strong_deals = deals * len(strong_seeds) or "–"
        random_deals = weak_deals * len(seeds) or "–"
        print(
            f"| {name} | {n} | {strong_deals} | {strong_cell} | {random_deals} | {weak_cell}"
            f" | {mean:.3f} | {longest:.3f} |",
            flush=True,
        )
        print(f"  ({name} {n}: {time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
