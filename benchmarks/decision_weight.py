"""How much do decisions matter? Deals of ``greedy`` self-play analysed by ``dominohall.analysis``.

For each configuration it plays ``--deals`` deals (the first deal of a seeded match each, ``greedy``
at every seat), analyses every decision from the view of the seat that made it
(:func:`dominohall.analysis.analyse` with ``--worlds`` worlds per move, random continuations) and
prints one row of the README's table:

- decisions per seat and deal, and the share of them that are real choices (more than one legal move);
- win chance given away per real choice (the cross-fitted loss, with a 95% interval over the
  choices) and per seat and deal;
- marked choices: inaccuracies and mistakes per 100 real choices;
- how much a choice can matter at all: the played (``greedy``) move's gain over a move made at
  random, per real choice (the ``gain`` of the analysis).

    python benchmarks/decision_weight.py [--deals 100] [--worlds 32] [--only block] [--players 2]
                                         [--seed 1] [--jobs 2] [--rates]

``--rates`` instead measures continuations per second per variant (each variant's ``analysis_rate``,
which the analysis plans with).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from multiprocessing import Pool

from dominohall import Match, new_match
from dominohall.analysis import DealAnalysis, analyse
from dominohall.bots import make_bot

CONFIGURATIONS: list[tuple[str, int, int]] = [
    # variant, players, share of --deals (the long Sausage deals cost the most)
    ("block", 2, 100),
    ("block", 4, 100),
    ("sausage", 2, 10),
    ("white-snake", 6, 100),
    ("twins", 2, 100),
    ("maltese-cross", 2, 60),
]


def one_deal(args: tuple[str, int, int, int]) -> tuple[DealAnalysis, float]:
    """The first deal of a seeded ``greedy`` match, analysed; and the CPU seconds it took."""
    variant, players, seed, worlds = args
    m = new_match(variant, players, seed=seed)
    bots = [make_bot("greedy", seed=seed * 16 + s) for s in range(players)]
    first = m.deal
    while not first.is_over:
        m.play(bots[m.turn].choose(m.view(m.turn)))
    started = time.process_time()
    a = analyse(m, worlds=worlds, seed=seed)
    return a.deals[0], time.process_time() - started


def row(variant: str, players: int, deals: list[DealAnalysis], seconds: float) -> str:
    seats = [s for d in deals for s in d.seats]
    decisions = sum(s.decisions for s in seats)
    judged = [x for d in deals for x in d.decisions if x.judged]
    choices = len(judged)
    marked = sum(s.inaccuracies + s.mistakes for s in seats)
    return (
        f"| {variant} | {players} | {len(deals)} | {decisions / len(seats):.1f} | {choices / max(1, decisions):.2f} "
        f"| {interval([x.loss for x in judged])} | {sum(s.given_away for s in seats) / len(seats):.3f} "
        f"| {100 * marked / max(1, choices):.1f} | {interval([x.gain for x in judged])} "
        f"| {seconds / len(deals):.2f} |"
    )


def interval(values: list[float]) -> str:
    """The mean with its 95% interval's half-width."""
    if len(values) < 2:
        return "–"
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{statistics.fmean(values):.3f} ± {half:.3f}"


def plan_work(m: Match, worlds: int) -> int:
    """The continuations an analysis of ``m`` at ``worlds`` worlds per move runs (as its progress counts them)."""
    seen: list[int] = [0]

    def note(_done: int, total: int) -> None:
        seen[0] = total

    analyse(m, worlds=2, progress=note)
    return seen[0] * worlds // 2


def rates() -> None:
    """Continuations per second (world sampling included) over the analysis of greedy deals."""
    for variant, players, _ in CONFIGURATIONS:
        total = 0.0
        work = 0
        for seed in range(3):
            m = new_match(variant, players, seed=seed)
            bots = [make_bot("greedy", seed=s) for s in range(players)]
            first = m.deal
            while not first.is_over:
                m.play(bots[m.turn].choose(m.view(m.turn)))
            work += plan_work(m, 16)
            started = time.process_time()
            analyse(m, worlds=16)
            total += time.process_time() - started
        print(f"{variant} {players}: {work / total:,.0f} continuations/s")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100, help="deals per configuration (Sausage: 10%%)")
    parser.add_argument("--worlds", type=int, default=32, help="worlds per move (default 32)")
    parser.add_argument("--only", help="one variant")
    parser.add_argument("--players", type=int, help="one player count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rates", action="store_true", help="measure continuations per second instead")
    args = parser.parse_args(argv)
    if args.rates:
        rates()
        return
    print(
        "| variant | players | deals | decisions per seat and deal | real choices | given away per choice "
        "| given away per seat and deal | marked per 100 choices | gain over a random move | CPU s per deal |"
    )
    print("|---|---:|---:|---:|---:|---|---:|---:|---|---:|")
    for variant, players, share in CONFIGURATIONS:
        if (args.only and variant != args.only) or (args.players and players != args.players):
            continue
        count = max(1, args.deals * share // 100)
        jobs = [(variant, players, args.seed * 1_000_003 + i, args.worlds) for i in range(count)]
        with Pool(args.jobs) as pool:
            done = pool.map(one_deal, jobs, chunksize=1)
        print(row(variant, players, [d for d, _ in done], sum(s for _, s in done)), flush=True)


if __name__ == "__main__":
    main()
