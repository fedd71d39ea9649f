"""Random-playout speed: deals per second for every variant, and against two other engines.

Each "game" is one deal from a fresh shuffle played to its end with uniformly random legal moves.
dominohall is measured two ways:

* ``api``: the public loop a program would write — ``deal.legal_moves()`` then ``deal.push(move)``,
  which keeps undo information and the public history;
* ``playout``: ``deal.playout(rng)``, the engine's own random playout (what Monte Carlo bots use),
  which keeps no undo information;
* ``match``: the public match loop — ``new_match(...)`` for each deal, then ``match.legal_moves()``
  and ``match.push(move)`` until that deal is over (match bookkeeping, history and undo included).

The peers, measured in the same run on the same rules (see ``peers.py``): OpenSpiel's
``python_block_dominoes`` against 2-player ``block``, and PyPI ``dominoes`` 6.1.0 against 4-player
``block`` with ``teams=true``. Ratios are dominohall's rate divided by the peer's. The targets in
the table are the plain build's; the compiled build (``DOMINOHALL_MYPYC=1 pip install .``) aims at
20x OpenSpiel for the match loop and 40x for the playout.

Each rate is the best of ``--repeats`` timings, taken in turns with the rates it is compared with:
on a shared machine single timings of the same code differ by a third, the best ones by a few percent.

    python benchmarks/playouts.py [--seconds 1.0] [--repeats 5] [--only block]
"""

from __future__ import annotations

import argparse
import functools
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

from dominohall import VARIANTS, Deal, Rules, new_match, rules_for
from dominohall.deal import player_counts

sys.path.insert(0, str(Path(__file__).resolve().parent))
import peers


def _count_for(run: Callable[[int], object], seconds: float) -> int:
    """How many games of ``run(count)`` take about ``seconds``."""
    count = 50
    while True:
        start = time.perf_counter()
        run(count)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count
        count = int(count * min(10.0, max(2.0, 1.2 * seconds / max(elapsed, 1e-6))))


def _rates(runs: dict[str, Callable[[int], object]], seconds: float, repeats: int) -> dict[str, float]:
    """Games per second of each run: the best of ``repeats`` timings of about ``seconds / repeats``
    each, taken in turns (every run once a round), so that a slow moment of a shared machine does
    not fall on one side of a comparison only. The best timing is the one least disturbed: the
    others measure the machine as much as the code."""
    slice_ = seconds / repeats
    counts = {name: _count_for(run, slice_) for name, run in runs.items()}
    best = dict.fromkeys(runs, 0.0)
    for _ in range(repeats):
        for name, run in runs.items():
            start = time.perf_counter()
            run(counts[name])
            best[name] = max(best[name], counts[name] / (time.perf_counter() - start))
    return best


def _new_deal(rules: Rules, rng: random.Random) -> Deal:
    cls = rules.deal_class
    while True:
        setup = cls.shuffled_setup(rules, rng, 0)
        leader = cls.find_leader(rules, setup, 0, 1)
        if leader is not None:
            return cls(rules, setup, leader)


def api_games(rules: Rules, seed: int) -> Callable[[int], int]:
    def run(count: int) -> int:
        rng = random.Random(seed)
        moves = 0
        for _ in range(count):
            deal = _new_deal(rules, rng)
            while deal.result is None:
                legal = deal.legal_moves()
                deal.push(legal[rng.randrange(len(legal))])
                moves += 1
        return moves

    return run


def match_games(rules: Rules, seed: int) -> Callable[[int], int]:
    def run(count: int) -> int:
        rng = random.Random(seed)
        moves = 0
        options = dict(rules.options)
        for _ in range(count):
            match = new_match(rules.variant, rules.players, seed=rng.getrandbits(32), options=options)
            deal = match.deal
            while deal.result is None:
                legal = match.legal_moves()
                match.push(legal[rng.randrange(len(legal))])
                moves += 1
        return moves

    return run


def playout_games(rules: Rules, seed: int) -> Callable[[int], int]:
    def run(count: int) -> int:
        rng = random.Random(seed)
        for _ in range(count):
            _new_deal(rules, rng).playout(rng)
        return count

    return run


def _ours(rules: Rules, seed: int) -> dict[str, Callable[[int], object]]:
    return {"match": match_games(rules, seed), "api": api_games(rules, seed), "playout": playout_games(rules, seed)}


def _peer_games(play: Callable[[int, int], int], seed: int, count: int) -> int:
    return play(count, seed)


def configurations(only: str | None) -> list[tuple[str, int, dict[str, object]]]:
    out: list[tuple[str, int, dict[str, object]]] = []
    for name, cls in VARIANTS.items():
        if only and name != only:
            continue
        out += [(name, n, {}) for n in player_counts(cls, 7)]
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measurement")
    parser.add_argument("--only", help="one variant")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=5, help="timings per measurement (the best is kept)")
    args = parser.parse_args(argv)

    print("| variant | players | match deals/s | api deals/s | playout deals/s |")
    print("|---|---:|---:|---:|---:|")
    for name, n, options in configurations(args.only):
        rules = rules_for(name, n, options)
        rates = _rates(_ours(rules, args.seed), args.seconds, args.repeats)
        match, api, fast = rates["match"], rates["api"], rates["playout"]
        print(f"| {name} | {n} | {match:,.0f} | {api:,.0f} | {fast:,.0f} |", flush=True)

    print()
    missing = {k: v for k, v in peers.available().items() if v is not None}
    versions = peers.versions()
    # Targets (ratios to the peer): the match loop, the deal's own loop, the engine's playout.
    comparisons: list[tuple[str, str, Rules, tuple[float | None, float, float]]] = [
        (peers.OPENSPIEL, "OpenSpiel python_block_dominoes", rules_for("block", 2), (6.0, 6.5, 8.0)),
        (peers.DOMINOES, "dominoes 4-player Game", rules_for("block", 4, {"teams": True}), (None, 3.0, 3.0)),
    ]
    print(
        "| peer | peer games/s | dominohall match | ratio | dominohall api | ratio"
        " | dominohall playout | ratio | targets |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for key, title, rules, targets in comparisons:
        wanted = " / ".join("-" if t is None else f"{t:g}x" for t in targets)
        if key in missing:
            print(f"| {title} | skipped: {missing[key]} | | | | | | | {wanted} |")
            continue
        runs: dict[str, Callable[[int], object]] = {
            "peer": functools.partial(_peer_games, peers.PLAYOUTS[key], args.seed)
        }
        runs.update(_ours(rules, args.seed))
        rates = _rates(runs, args.seconds, args.repeats)
        peer_rate, match, api, fast = rates["peer"], rates["match"], rates["api"], rates["playout"]
        print(
            f"| {title} {versions[key]} | {peer_rate:,.0f} | {match:,.0f} | {match / peer_rate:.1f}x"
            f" | {api:,.0f} | {api / peer_rate:.1f}x | {fast:,.0f} | {fast / peer_rate:.1f}x | {wanted} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
