"""``ismcts``: information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012).

Each iteration imagines one world consistent with the bot's view (as :func:`~dominohall.sampling.sample_world`: the
others' hand sizes, the stock size, tiles known from cuts, numbers known missing from passes and
draws, unseen set-aside tiles; :class:`~dominohall.sampling.WorldSampler` works out what is known once per
search, which makes an iteration up to twice as fast), walks a tree of moves down it — choosing among
the moves legal in that world by UCB1 with availability counts — adds one node, plays the rest of the
deal out at random (:meth:`Deal.playout`) and credits every node on the path with the result for the
seat that chose it (1 for a deal won, 0 for a deal lost, a half for a tie).

How the bot's own move is chosen (``root``):

- ``halving`` (the default but in Sausage: each variant's ``search_root``): sequential halving over common
  worlds. The budget is split into rounds; in each round every move still in the running is tried
  on the *same* sampled worlds, with the same random numbers for the rest of the deal, each move
  searching its own tree below it as above; then the worse half of the moves is dropped. Comparing
  moves on the same worlds takes the luck of the world out of the comparison. In the games where
  luck decides most deals (many players, a stock to draw from) that luck otherwise drowns
  differences of a few points of share, and a one-tree search picks among near-equal moves almost
  at random (measured: ``benchmarks/strength.py``, README).
- ``ucb``: one tree from the root, UCB1 at the root too; the move visited most is played.

Strength is set by ``iterations`` (reproducible) or by ``seconds`` per move. The default level is a
number of iterations per variant, set so that a move takes at most about half a second on 2 cores:
each variant's ``search_iterations`` (a fact of its class, :class:`~dominohall.deal.Deal`).
"""

from __future__ import annotations

import functools
import math
import random
import time
from collections.abc import Callable

from dominohall.bots.base import Bot
from dominohall.bots.search import Node, common_world, iterate
from dominohall.deal import Deal
from dominohall.moves import Move
from dominohall.sampling import WorldSampler, sample_world
from dominohall.views import View

ROOTS = ("halving", "ucb")
"""How the bot's own move is chosen (see the module docstring)."""


class ISMCTSBot(Bot):
    """Information-set MCTS; ``iterations`` per move (default: the variant's ``search_iterations``), or
    ``seconds`` per move; ``root``: ``halving`` or ``ucb`` (default: the variant's ``search_root``; see
    the module docstring)."""

    name = "ismcts"

    def __init__(
        self,
        seed: int | None = None,
        iterations: int | None = None,
        seconds: float | None = None,
        exploration: float = 0.7,
        fast_sampling: bool = True,
        root: str | None = None,
    ) -> None:
        super().__init__(seed)
        if iterations is not None and iterations < 1:
            raise ValueError(f"ismcts: iterations must be at least 1, not {iterations}")
        if seconds is not None and not (math.isfinite(seconds) and seconds > 0):
            raise ValueError(f"ismcts: seconds must be positive, not {seconds}")
        if root is not None and root not in ROOTS:
            raise ValueError(f"ismcts: root is {' or '.join(ROOTS)}, not {root!r}")
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.fast_sampling = fast_sampling
        """Whether worlds are sampled by :class:`WorldSampler` (the same procedure as
        :func:`~dominohall.sampling.sample_world`, with what is known worked out once per search) or by the view."""
        self.root = root
        """``halving`` or ``ucb``; None: the variant's ``search_root``."""
        self.last_iterations = 0
        """How many iterations the last search ran."""
        self.time_limit: float | None = None
        """At most this many seconds a move, whatever the level (the server sets it, so that no level
        holds a worker for long); ``None``: no limit beyond the level."""

    def __repr__(self) -> str:
        level = f"seconds={self.seconds}" if self.seconds else f"iterations={self.iterations or 'default'}"
        return f"ISMCTSBot(seed={self.seed}, {level}, root={self.root or 'default'})"

    def decide(self, view: View) -> Move:
        if (self.root or view.public_deal.search_root) == "halving":
            return self.halve(view)[0]
        root = self.search(view)
        best = max(root.children.values(), key=lambda c: (c.visits, c.total))
        assert best.move is not None
        return best.move

    def _sampler(self, view: View) -> Callable[[random.Random], Deal]:
        return WorldSampler(view).sample if self.fast_sampling else functools.partial(sample_world, view)

    def _hard_stop(self) -> float | None:
        return None if self.time_limit is None else time.perf_counter() + self.time_limit

    def _budget(self, view: View) -> int:
        return self.iterations or view.public_deal.search_iterations

    def search(self, view: View) -> Node:
        """Run a one-tree search (``root="ucb"``) from ``view`` and return the root of the tree."""
        rng = self.rng
        root = Node(None, -1)
        sample = self._sampler(view)
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        limit = self._budget(view) if deadline is None else 1 << 62
        hard = self._hard_stop()
        done = 0
        while done < limit:
            if deadline is not None and done % 8 == 0 and time.perf_counter() >= deadline and done:
                break
            if hard is not None and done and time.perf_counter() >= hard:
                break
            done += 1
            iterate(root, [], sample(rng), rng, self.exploration)
        self.last_iterations = done
        return root

    def halve(self, view: View) -> tuple[Move, dict[Move, Node]]:
        """Choose a move by sequential halving over common worlds (``root="halving"``): the move and
        each candidate's node (its statistics and its tree)."""
        rng = self.rng
        sample = self._sampler(view)
        candidates = list(view.legal_moves)
        nodes = {m: Node(m, view.seat) for m in candidates}
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        budget = self._budget(view)
        end = time.perf_counter() + self.seconds if self.seconds else None
        hard = self._hard_stop()
        done = 0
        for r in range(rounds):
            if len(candidates) == 1:
                break
            if end is None:
                worlds = max(1, budget // (len(candidates) * rounds))
                deadline = None
            else:
                worlds = 1 << 62
                deadline = time.perf_counter() + (end - time.perf_counter()) / (rounds - r)
            for w in range(worlds):
                if deadline is not None and w and time.perf_counter() >= deadline:
                    break
                if hard is not None and done and time.perf_counter() >= hard:
                    break
                world = sample(rng)
                # The same world and the same random numbers for each candidate.
                common_world(world, candidates, nodes, rng.getrandbits(64), self.exploration)
                done += len(candidates)
            candidates.sort(key=lambda m: nodes[m].mean, reverse=True)
            candidates = candidates[: max(1, len(candidates) // 2)]
        self.last_iterations = done
        return candidates[0], nodes
