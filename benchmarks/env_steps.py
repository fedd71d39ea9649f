"""Learning-environment speed: PettingZoo AEC steps per second for every variant, and OpenSpiel's.

A *step* is what a learner's loop does for one decision: ``env.last()`` (the observation tensor and
the action mask of the agent to act), a uniformly random legal action drawn from the mask, and
``env.step(action)``; the steps that remove terminated agents at the end of a match are not counted.
Each variant is measured with its default player count and options (whole matches, new deals inside
them included), through ``env()`` (with PettingZoo's usual wrappers) and ``raw_env()``. ``deals/s``
counts decided deals finished per second through ``env()``.

The peer, measured in the same run: OpenSpiel's ``python_block_dominoes`` through its RL environment
(``rl_environment.Environment``, which also builds an information-state tensor and the legal actions
at every step) with uniformly random legal actions, against 2-player ``block``. One OpenSpiel game is
one deal; its chance nodes (the deal) are applied inside ``reset`` and are not steps, and it has no
pass actions (a stuck player is skipped), where dominohall's passes are steps. The ratios are
dominohall's rate divided by OpenSpiel's, for steps and for deals.

Every rate is the best of ``--repeat`` measurements (the machine may be shared: the best run is the
one least disturbed). For the ratios, ``block_v0`` and the peer are measured back to back in
``--repeat`` rounds, and each ratio is the median of the rounds' ratios.

    python benchmarks/env_steps.py [--seconds 1.0] [--repeat 3] [--only block] [--seed 1]
"""

from __future__ import annotations

import argparse
import functools
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from dominohall.envs import ENVIRONMENTS
from dominohall.envs.aec import env_name
from dominohall.variants import variant_info

sys.path.insert(0, str(Path(__file__).resolve().parent))
import peers


def env_rate(make: Callable[[], Any], seconds: float, seed: int) -> tuple[float, float]:
    """``(steps/s, deals/s)`` of random play in the AEC environment ``make()``, whole matches
    until ``seconds`` have passed (checked between matches, so at least one match is played)."""
    env = make()
    rng = random.Random(seed)
    steps = 0
    deals = 0
    start = time.perf_counter()
    while True:
        env.reset(seed=rng.randrange(2**32))
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
        deals += env.unwrapped.match.deals_played
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return steps / elapsed, deals / elapsed


def best(measure: Callable[[], tuple[float, float]], repeat: int) -> tuple[float, float]:
    """The measurement with the most steps per second out of ``repeat``."""
    return max(measure() for _ in range(max(1, repeat)))


def openspiel_rate(seconds: float, seed: int) -> tuple[float, float]:
    """``(steps/s, games/s)`` of random play in OpenSpiel's RL environment on python_block_dominoes."""
    from open_spiel.python import rl_environment
    from open_spiel.python.games import block_dominoes  # noqa: F401  (registers the game)

    env = rl_environment.Environment(peers.OPENSPIEL_GAME)
    env.seed(seed)  # the chance sampler that deals
    rng = random.Random(seed)
    steps = 0
    games = 0
    start = time.perf_counter()
    while True:
        time_step = env.reset()
        while not time_step.last():
            player = time_step.observations["current_player"]
            legal = time_step.observations["legal_actions"][player]
            time_step = env.step([legal[rng.randrange(len(legal))]])
            steps += 1
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return steps / elapsed, games / elapsed


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measurement")
    parser.add_argument("--repeat", type=int, default=3, help="measurements per rate (the best is kept)")
    parser.add_argument("--only", help="one variant")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    print("| environment | players | env() steps/s | raw_env() steps/s | deals/s |")
    print("|---|---:|---:|---:|---:|")
    for variant, module in ENVIRONMENTS.items():
        if args.only and variant != args.only:
            continue
        steps, deals = best(functools.partial(env_rate, module.env, args.seconds, args.seed), args.repeat)
        raw_steps, _ = best(functools.partial(env_rate, module.raw_env, args.seconds, args.seed), args.repeat)
        n = variant_info(variant).default_players
        print(f"| {env_name(variant)} | {n} | {steps:,.0f} | {raw_steps:,.0f} | {deals:,.1f} |", flush=True)

    print()
    print("| peer | peer steps/s | peer games/s | block_v0 steps/s | steps ratio | block_v0 deals/s | deals ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    title = "OpenSpiel python_block_dominoes (rl_environment)"
    error = peers.available()[peers.OPENSPIEL]
    if error is not None:
        print(f"| {title} | skipped: {error} | | | | | |")
        return
    ours: list[tuple[float, float]] = []
    theirs: list[tuple[float, float]] = []
    for _ in range(max(1, args.repeat)):
        ours.append(env_rate(ENVIRONMENTS["block"].env, args.seconds, args.seed))
        theirs.append(openspiel_rate(args.seconds, args.seed))
    steps, deals = max(ours)
    peer_steps, peer_games = max(theirs)
    # Each ratio is the median over rounds of one measurement of each, taken back to back: on a
    # shared machine the two sides of a round see much the same load.
    step_ratio = statistics.median(o[0] / t[0] for o, t in zip(ours, theirs))
    deal_ratio = statistics.median(o[1] / t[1] for o, t in zip(ours, theirs))
    version = peers.versions()[peers.OPENSPIEL]
    print(
        f"| {title} {version} | {peer_steps:,.0f} | {peer_games:,.1f} | {steps:,.0f} | {step_ratio:.2f}x"
        f" | {deals:,.1f} | {deal_ratio:.2f}x |",
        flush=True,
    )


if __name__ == "__main__":
    main()
