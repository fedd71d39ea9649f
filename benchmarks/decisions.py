"""What a decision is worth: bots compared move by move on the same decisions, against the moves'
values on the true deal.

A share of deals won is a blunt measure where luck decides most deals: in 6-player White Snake a seat
has a choice about once in two deals, so an edge of a point per decision is half a point of share,
and showing that takes tens of thousands of deals. This script measures the decisions themselves:

1. It plays ``--deals`` deals with ``greedy`` at every seat and keeps every decision (a turn with
   more than one legal move, a steal aside): the true deal and the view of the seat to move.
2. For each decision it estimates the *value* of every legal move on the true deal: the share of
   ``--rollouts`` continuations that the seat wins, ``greedy`` playing every seat from there on,
   each move on the same continuations (common random numbers).
3. Each bot of ``--bots`` then chooses at every decision from the view alone, and is credited with
   the value of the move it chose. The first bot is the baseline: the others are given with their
   mean difference to it and a 95% interval, paired decision by decision, which is far narrower than
   an interval on deal shares.

Two reference lines come free: *oracle*, the best move on the true deal (what seeing every hand
would be worth), and *uniform*, a move at random. The decisions per seat and deal turn a difference
per decision into a difference of share: about their product.

    python benchmarks/decisions.py --only white-snake --players 6 --deals 1000 [--rollouts 200]
                                   [--bots greedy,ismcts] [--seed 1] [--jobs 2]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from multiprocessing import Pool
from pathlib import Path
from typing import NamedTuple

from dominohall import new_match
from dominohall.bots import make_bot
from dominohall.deal import Deal
from dominohall.moves import Move
from dominohall.outcome import unit_value
from dominohall.views import View

sys.path.insert(0, str(Path(__file__).resolve().parent))
from strength import configurations  # the same configurations as strength.py


class Decision(NamedTuple):
    """One turn with a choice: the true deal, the view of the seat to move, and a seed for it."""

    deal: Deal
    view: View
    seed: int


def collect(variant: str, players: int, deals: int, seed: int) -> list[Decision]:
    """Every decision of ``deals`` deals of ``greedy`` at every seat (seeded)."""
    found: list[Decision] = []
    for d in range(deals):
        deal_seed = seed * 1_000_003 + d
        match = new_match(variant, players, seed=deal_seed)
        bots = [make_bot("greedy", seed=deal_seed + s) for s in range(players)]
        deal = match.deal
        while deal.result is None:
            view = match.view(match.turn)
            if len(view.legal_moves) > 1 and view.legal_moves[0].kind != "steal":
                found.append(Decision(deal.copy(), view, deal_seed * 64 + len(found)))
            match.play(bots[match.turn].choose(view))
    return found


def move_values(decision: Decision, rollouts: int) -> dict[Move, float]:
    """Each legal move's share of won continuations of the true deal, ``greedy`` at every seat,
    every move on the same ``rollouts`` continuations (the same bot seeds)."""
    deal, view, seed = decision
    seat = deal.turn
    values: dict[Move, float] = {}
    for move in view.legal_moves:
        won = 0.0
        for k in range(rollouts):
            world = deal.copy()
            world.apply(move)
            bots = [make_bot("greedy", seed=seed * 997 + k * deal.n + s) for s in range(deal.n)]
            while world.result is None:
                # A forced move is made without building a view (Bot.choose would build one first);
                # steals come after the deal, so decide() is all a continuation needs.
                legal = world.legal_moves()
                world.apply(legal[0] if len(legal) == 1 else bots[world.turn].decide(View.of(world, world.turn)))
            won += unit_value(world.result.returns[seat])
        values[move] = won / rollouts
    return values


def _values_job(args: tuple[Decision, int]) -> dict[Move, float]:
    return move_values(*args)


def _choose_job(args: tuple[str, View, int]) -> Move:
    spec, view, seed = args
    return make_bot(spec, seed=seed).choose(view)


def paired(values: list[float], baseline: list[float]) -> str:
    """The mean of ``values`` and its mean difference to ``baseline`` with a 95% interval."""
    diffs = [a - b for a, b in zip(values, baseline)]
    half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    return f"{statistics.fmean(values):.3f} ({statistics.fmean(diffs):+.4f} ± {half:.4f})"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="one variant")
    parser.add_argument("--players", type=int, help="one player count")
    parser.add_argument("--deals", type=int, default=300, help="greedy deals to take decisions from")
    parser.add_argument("--rollouts", type=int, default=200, help="continuations per legal move (default 200)")
    parser.add_argument("--bots", default="greedy,ismcts", help="bot specs; the first is the baseline")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    specs = args.bots.split(",")
    for spec in specs:
        make_bot(spec)  # a bad spec fails here, before any work
    columns = " | ".join(["oracle", "uniform", *specs])
    print(f"| variant | players | decisions | per seat and deal | {columns} |")
    print("|---|---:|---:|---:|" + "---|" * (2 + len(specs)))
    for name, n in configurations(args.only, args.players):
        decisions = collect(name, n, args.deals, args.seed)
        if not decisions:
            print(f"| {name} | {n} | 0 | 0 |" + " – |" * (2 + len(specs)), flush=True)
            continue
        with Pool(args.jobs) as pool:
            values = pool.map(_values_job, [(d, args.rollouts) for d in decisions], chunksize=4)
            chosen = {
                spec: pool.map(_choose_job, [(spec, d.view, d.seed) for d in decisions], chunksize=4) for spec in specs
            }
        scored = {spec: [v[m] for v, m in zip(values, moves)] for spec, moves in chosen.items()}
        baseline = scored[specs[0]]
        cells = [
            paired([max(v.values()) for v in values], baseline),
            paired([statistics.fmean(v.values()) for v in values], baseline),
            f"{statistics.fmean(baseline):.3f}",
            *(paired(scored[spec], baseline) for spec in specs[1:]),
        ]
        rate = len(decisions) / (args.deals * n)
        print(f"| {name} | {n} | {len(decisions)} | {rate:.2f} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
