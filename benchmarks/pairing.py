"""Time the pairing of a Swiss round of 2,000 entrants (issue #39: well under a second).

The tournament first plays some rounds with random results (each at tables of the given size), so that
the round timed has a history of table-mates to avoid and score groups to keep; it then prints the time
of pairing the next round, and its repeat meetings (0 is the goal).

    PYTHONPATH=src python benchmarks/pairing.py [--entrants 2000] [--table-size 4] [--history 8]
"""

from __future__ import annotations

import argparse
import random
import time
from itertools import combinations

from dominohall.tournament import Entrant, Settings, Tournament, pair_round
from dominohall.tournament.pairing import meetings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--entrants", type=int, default=2000)
    parser.add_argument("--table-size", type=int, default=4)
    parser.add_argument("--history", type=int, default=8, help="rounds played before the one timed")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    n = args.table_size
    entrants = tuple(Entrant(f"e{i}", rating=float(rng.randrange(1000, 2200))) for i in range(args.entrants))
    t = Tournament(Settings("swiss", n, args.history + 1, seed=args.seed), entrants)
    times = []
    for _ in range(args.history):
        start = time.perf_counter()
        t = pair_round(t)
        times.append(time.perf_counter() - start)
        for g in t.running:
            places = list(range(1, n + 1))
            rng.shuffle(places)
            t = t.finish(g.number, places)
    met = meetings(t)
    start = time.perf_counter()
    t = pair_round(t)
    spent = time.perf_counter() - start
    repeats = sum(b in met[a] for g in t.running for a, b in combinations(g.entrants, 2))
    print(
        f"Swiss round {t.round} of {args.entrants} entrants at tables of {n}: paired in {spent * 1000:.0f} ms"
        f" (earlier rounds: {min(times) * 1000:.0f}-{max(times) * 1000:.0f} ms), {len(t.running)} tables,"
        f" {len(t.byes) - sum(b.round < t.round for b in t.byes)} byes, repeat meetings: {repeats}"
    )


if __name__ == "__main__":
    main()
