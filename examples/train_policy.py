"""Train a small policy on 2-player Block against dominohall's bots, and watch its win rate climb.

The whole loop a newcomer needs, in NumPy alone: the Gymnasium wrapper (:mod:`dominohall.envs.gym`)
seats the learner against a bot, the observation tensor and the action mask come from the
environment, and a linear softmax policy over the legal actions is trained with REINFORCE (the
policy gradient with a running-mean baseline and Adam). First against ``random``, then against
``greedy``. At iterations 5 and 10 and every ``--eval-every`` iterations, the current policy (its
most likely legal action) plays a fixed set of deals against each bot; the win rates are printed and
plotted, beside two references measured first in the learner's seat: a uniformly random player and
the ``greedy`` bot.

An episode is one match of Block with ``target=1``: the first deal that scores ends it, so an
episode is (nearly always) one deal, with reward +1 for a win and -1 for a loss. The learner's seat is
drawn at random each episode, so it learns both to lead and to follow.

    python examples/train_policy.py                      # a few minutes on 2 cores; writes train_policy.png
    python examples/train_policy.py --random-iters 2 --greedy-iters 2 --eval-episodes 10   # a quick look
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from dominohall.bots import make_bot
from dominohall.envs.aec import ObsDict
from dominohall.envs.codec import first_column
from dominohall.envs.gym import DominoGymEnv

FloatArray = NDArray[np.float64]


@dataclass
class LinearPolicy:
    """``softmax(W x + b)`` over the legal actions only, trained by Adam on the policy gradient."""

    n_features: int
    n_actions: int
    lr: float = 0.01
    w: FloatArray = field(init=False)
    b: FloatArray = field(init=False)
    _m: list[FloatArray] = field(init=False)
    _v: list[FloatArray] = field(init=False)
    _t: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        self.w = np.zeros((self.n_actions, self.n_features))
        self.b = np.zeros(self.n_actions)
        self._m = [np.zeros_like(self.w), np.zeros_like(self.b)]
        self._v = [np.zeros_like(self.w), np.zeros_like(self.b)]

    def probabilities(self, x: FloatArray, mask: NDArray[np.int8]) -> FloatArray:
        logits = self.w @ x + self.b
        logits = np.where(mask > 0, logits, -np.inf)
        logits -= logits.max()
        p: FloatArray = np.exp(logits)
        p /= p.sum()
        return p

    def update(self, xs: FloatArray, probs: FloatArray, actions: NDArray[np.int64], advantages: FloatArray) -> None:
        """One Adam step up the REINFORCE gradient: sum of advantage * grad log pi(action)."""
        delta = -probs
        delta[np.arange(len(actions)), actions] += 1.0
        delta *= advantages[:, None] / len(actions)
        grads = [delta.T @ xs, delta.sum(axis=0)]
        self._t += 1
        for i, (param, g) in enumerate(zip((self.w, self.b), grads)):
            self._m[i] = 0.9 * self._m[i] + 0.1 * g
            self._v[i] = 0.999 * self._v[i] + 0.001 * g * g
            m_hat = self._m[i] / (1 - 0.9**self._t)
            v_hat = self._v[i] / (1 - 0.999**self._t)
            param += self.lr * m_hat / (np.sqrt(v_hat) + 1e-8)  # ascent: in place on w or b


def make_env(opponent: str) -> DominoGymEnv:
    # target=1: the first deal that scores ends the match; no extra match reward, so +1 / -1 a deal.
    return DominoGymEnv("block", 2, seat=None, opponents=opponent, target=1, match_reward=0.0)


def play_episode(
    env: DominoGymEnv, policy: LinearPolicy, rng: np.random.Generator, seed: int
) -> tuple[float, list[FloatArray], list[FloatArray], list[int]]:
    """One training episode, actions sampled from the policy: its return, and the learner's
    observations, action probabilities and actions where it had a choice."""
    obs, _ = env.reset(seed=seed)
    xs: list[FloatArray] = []
    ps: list[FloatArray] = []
    acts: list[int] = []
    total = 0.0
    done = False
    while not done:
        x = obs["observation"].astype(np.float64)
        mask = obs["action_mask"]
        p = policy.probabilities(x, mask)
        a = int(rng.choice(len(p), p=p))
        if mask.sum() > 1:  # a forced move (one legal action) teaches nothing
            xs.append(x)
            ps.append(p)
            acts.append(a)
        obs, reward, terminated, truncated, _ = env.step(a)
        total += float(reward)
        done = terminated or truncated
    return total, xs, ps, acts


Chooser = Callable[[DominoGymEnv, ObsDict, np.random.Generator], int]
"""Picks the learner's action: from the environment (for a bot's view), the observation and a generator."""


def policy_chooser(policy: LinearPolicy) -> Chooser:
    """The policy's most likely legal action."""
    return lambda env, obs, rng: int(
        np.argmax(policy.probabilities(obs["observation"].astype(np.float64), obs["action_mask"]))
    )


def bot_chooser(spec: str) -> Chooser:
    """A dominohall bot in the learner's seat (for reference lines): it sees the seat's view only."""
    bot = make_bot(spec, seed=0)

    def choose(env: DominoGymEnv, obs: ObsDict, rng: np.random.Generator) -> int:
        match = env.aec.match
        assert match is not None
        return env.aec.codec.encode(bot.choose(env.aec.view(env.agent)), first_column(match.deal.layout()))

    return choose


def win_rate(choose: Chooser, opponent: str, episodes: int, seed: int) -> float:
    """The share of ``episodes`` fixed deals that ``choose`` wins against ``opponent`` (a tie counts half)."""
    env = make_env(opponent)
    rng = np.random.default_rng(seed)
    wins = 0.0
    for k in range(episodes):
        obs, _ = env.reset(seed=1_000_000 + k)
        total = 0.0
        done = False
        while not done:
            obs, reward, terminated, truncated, _ = env.step(choose(env, obs, rng))
            total += float(reward)
            done = terminated or truncated
        wins += 1.0 if total > 0 else 0.5 if total == 0 else 0.0
    return wins / episodes


def main(argv: list[str] | None = None) -> dict[str, list[float]]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random-iters", type=int, default=80, help="iterations against random")
    parser.add_argument("--greedy-iters", type=int, default=80, help="iterations against greedy")
    parser.add_argument("--batch", type=int, default=200, help="episodes per iteration")
    parser.add_argument("--eval-every", type=int, default=20)
    parser.add_argument("--eval-episodes", type=int, default=500)
    parser.add_argument("--lr", type=float, default=0.03)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="train_policy.png", help="the plot (PNG); '' for none")
    args = parser.parse_args(argv)

    rng = np.random.default_rng(args.seed)
    probe = make_env("random")
    n_features = probe.aec.encoder.size
    policy = LinearPolicy(n_features, probe.aec.codec.size, lr=args.lr)
    history: dict[str, list[float]] = {"iteration": [], "random": [], "greedy": [], "seconds": []}
    start = time.perf_counter()

    references = {}
    for name, chooser in (("uniform random player", _uniform), ("greedy bot", bot_chooser("greedy"))):
        references[name] = (
            win_rate(chooser, "random", args.eval_episodes, args.seed),
            win_rate(chooser, "greedy", args.eval_episodes, args.seed),
        )
        vs_random, vs_greedy = references[name]
        print(f"reference: {name} in the learner's seat: vs random {vs_random:.3f}  vs greedy {vs_greedy:.3f}")

    def evaluate(iteration: int) -> None:
        vs_random = win_rate(policy_chooser(policy), "random", args.eval_episodes, args.seed)
        vs_greedy = win_rate(policy_chooser(policy), "greedy", args.eval_episodes, args.seed)
        elapsed = time.perf_counter() - start
        for key, value in (
            ("iteration", iteration),
            ("random", vs_random),
            ("greedy", vs_greedy),
            ("seconds", elapsed),
        ):
            history[key].append(float(value))
        rates = f"win rate vs random {vs_random:.3f}  vs greedy {vs_greedy:.3f}"
        print(f"iteration {iteration:4d}  {rates}  ({elapsed:.0f} s)")

    evaluate(0)
    schedule = ["random"] * args.random_iters + ["greedy"] * args.greedy_iters
    envs = {name: make_env(name) for name in set(schedule)}
    baseline = 0.0
    episode = 0
    for iteration, opponent in enumerate(schedule, start=1):
        xs: list[FloatArray] = []
        ps: list[FloatArray] = []
        acts: list[int] = []
        advantages: list[float] = []
        for _ in range(args.batch):
            ret, ex, ep, ea = play_episode(envs[opponent], policy, rng, seed=args.seed * 10_000_019 + episode)
            episode += 1
            xs += ex
            ps += ep
            acts += ea
            advantages += [ret - baseline] * len(ea)
            baseline += 0.01 * (ret - baseline)
        if acts:
            policy.update(np.array(xs), np.array(ps), np.array(acts), np.array(advantages))
        if iteration % args.eval_every == 0 or iteration in (5, 10) or iteration == len(schedule):
            evaluate(iteration)

    if args.out:
        plot(history, references, args.random_iters, Path(args.out))
        print(f"plot written to {args.out}")
    return history


def _uniform(env: DominoGymEnv, obs: ObsDict, rng: np.random.Generator) -> int:
    return int(rng.choice(np.flatnonzero(obs["action_mask"])))


def plot(history: dict[str, list[float]], references: dict[str, tuple[float, float]], switch: int, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(history["iteration"], history["random"], marker="o", color="tab:blue", label="policy vs random")
    ax.plot(history["iteration"], history["greedy"], marker="s", color="tab:orange", label="policy vs greedy")
    styles = {"uniform random player": ":", "greedy bot": "-."}
    for name, (vs_random, vs_greedy) in references.items():
        ax.axhline(vs_random, color="tab:blue", linestyle=styles[name], linewidth=1, label=f"{name} vs random")
        ax.axhline(vs_greedy, color="tab:orange", linestyle=styles[name], linewidth=1, label=f"{name} vs greedy")
    ax.axvline(switch, color="grey", linestyle="--", linewidth=1)
    ax.text(switch, 0.95, "training opponent: random | greedy ", color="grey", fontsize=8, ha="center")
    ax.set_xlabel("iteration")
    ax.set_ylabel("win rate (2-player Block deals)")
    ax.set_ylim(0, 1)
    ax.set_title("A linear policy learns Block (REINFORCE, dominohall envs)")
    ax.legend(loc="upper right", bbox_to_anchor=(1.0, 0.92), fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


if __name__ == "__main__":
    main()
