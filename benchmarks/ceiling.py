"""How much a game leaves to skill: one seat that sees everything against ``greedy`` seats.

The *oracle* seat is a measuring stick, not a bot: it is handed the true deal — every hand and the
order of the stock — which no dominohall bot ever sees. At each choice it tries every legal move on
``--playouts`` random playouts of the true deal (the same random numbers for every move) and plays
the move that won most. Its share of deals against ``greedy`` is a rough ceiling on what reading the
game better can win: a bot that sees only its view wins less. Where even the oracle is only a few
points above the fair share, the game is mostly luck, and showing a fair bot's smaller edge takes
thousands of deals (README, Strength).

The deals and seats are those of ``benchmarks/strength.py`` for the same seed (the units of
:class:`~dominohall.sim.SimConfig`: the same deal seeds, the oracle rotating through the seats).

    python benchmarks/ceiling.py --only white-snake --players 6 --deals 2000 [--playouts 200] [--jobs 2]
"""

from __future__ import annotations

import argparse
import random
import sys
from multiprocessing import Pool
from pathlib import Path

from dominohall import new_match
from dominohall.bots import make_bot
from dominohall.bots.base import choose_steal
from dominohall.deal import Deal
from dominohall.moves import Move
from dominohall.outcome import unit_value
from dominohall.sim import SimConfig
from dominohall.sim.runner import deal_win
from dominohall.sim.stats import wilson

sys.path.insert(0, str(Path(__file__).resolve().parent))
from strength import configurations  # the same configurations, deals and seats as strength.py


def oracle_move(deal: Deal, playouts: int, rng: random.Random) -> Move:
    """The legal move that wins most often for the seat to move over ``playouts`` random playouts of
    the true deal, every move on the same random numbers."""
    seat = deal.turn
    seeds = [rng.getrandbits(64) for _ in range(playouts)]

    def wins(move: Move) -> float:
        total = 0.0
        for seed in seeds:
            world = deal.copy()
            world.apply(move)
            result = world.result if world.result is not None else world.playout(random.Random(seed))
            total += unit_value(result.returns[seat])
        return total

    return max(deal.legal_moves(), key=wins)


def play(config: SimConfig, unit: int, playouts: int) -> tuple[float, float]:
    """Unit ``unit``: the oracle's win and the mean win of the seats (the fair share's part)."""
    seed = config.unit_seed(unit)
    seating = config.seating(unit)
    match = new_match(config.variant, config.players, seed=seed)
    greedy = [make_bot("greedy", seed=seed + s) for s in range(config.players)]
    oracle = seating.index("oracle")
    rng = random.Random(seed)
    first = match.deal
    while first.result is None:
        seat = match.turn
        view = match.view(seat)
        if seat != oracle or len(view.legal_moves) == 1:
            move = greedy[seat].choose(view)
        elif view.legal_moves[0].kind == "steal":
            move = choose_steal(view)
        else:
            move = oracle_move(first, playouts, rng)
        match.play(move)
    result = first.result
    wins = [deal_win(result, s) for s in range(config.players)]
    return wins[oracle], sum(wins) / config.players


def _job(args: tuple[SimConfig, int, int]) -> tuple[float, float]:
    return play(*args)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="one variant")
    parser.add_argument("--players", type=int, help="one player count")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--playouts", type=int, default=200, help="playouts per legal move (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    print("| variant | players | deals | oracle vs greedy: share [95%] vs fair |")
    print("|---|---:|---:|---|")
    for name, n in configurations(args.only, args.players):
        config = SimConfig(name, n, ("oracle", "greedy"), args.deals, args.seed)
        work = [(config, unit, args.playouts) for unit in range(args.deals)]
        with Pool(args.jobs) as pool:
            results = pool.map(_job, work, chunksize=8)
        won = sum(w for w, _ in results)
        fair = sum(f for _, f in results) / len(results)
        low, high = wilson(won, len(results))
        print(
            f"| {name} | {n} | {len(results)} | {won / len(results):.3f} [{low:.3f}, {high:.3f}] vs {fair:.3f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
