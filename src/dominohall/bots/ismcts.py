"""``ismcts``: information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012).

Each iteration imagines one world consistent with the bot's view (as :meth:`View.sample_world`: the
others' hand sizes, the stock size, tiles known from cuts, numbers known missing from passes and
draws, unseen set-aside tiles; :class:`~dominohall.views.WorldSampler` works out what is known once per search, which
makes an iteration up to twice as fast), walks one shared tree of moves down it — choosing among the
moves legal in that world by UCB1 with availability counts — adds one node, plays the rest of the
deal out at random (:meth:`Deal.playout`) and credits every node on the path with the result for the
seat that chose it (1 for a deal won, 0 for a deal lost, a half for a tie). The move visited most is
played.

Strength is set by ``iterations`` (reproducible) or by ``seconds`` per move. The default level is a
number of iterations per variant, set so that a move takes at most about half a second on 2 cores:
:data:`DEFAULT_ITERATIONS`.
"""

from __future__ import annotations

import math
import time

from dominohall.bots.base import Bot, deal_rewards
from dominohall.moves import Move
from dominohall.views import View, WorldSampler

DEFAULT_ITERATIONS: dict[str, int] = {
    "white-snake": 1800,
    "sausage": 600,
    "sausage-one-way": 450,
    "twins": 2000,
    "maltese-cross": 1600,
    "block": 2200,
    "draw": 2200,
}
"""The default level: iterations per move by variant (measured: at most about 0.5 s a move on 2 cores,
see benchmarks/strength.py)."""


class Node:
    """A move in the tree, with the seat that makes it and its statistics."""

    __slots__ = ("avail", "children", "move", "player", "total", "visits")

    def __init__(self, move: Move | None, player: int) -> None:
        self.move = move
        self.player = player
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.children: dict[Move, Node] = {}


class ISMCTSBot(Bot):
    """Information-set MCTS; ``iterations`` per move (default: by variant), or ``seconds`` per move."""

    name = "ismcts"

    def __init__(
        self,
        seed: int | None = None,
        iterations: int | None = None,
        seconds: float | None = None,
        exploration: float = 0.7,
        fast_sampling: bool = True,
    ) -> None:
        super().__init__(seed)
        if iterations is not None and iterations < 1:
            raise ValueError(f"ismcts: iterations must be at least 1, not {iterations}")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"ismcts: seconds must be positive, not {seconds}")
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.fast_sampling = fast_sampling
        """Whether worlds are sampled by :class:`WorldSampler` (the same procedure as
        :meth:`View.sample_world`, with what is known worked out once per search) or by the view."""
        self.last_iterations = 0
        """How many iterations the last search ran."""

    def __repr__(self) -> str:
        level = f"seconds={self.seconds}" if self.seconds else f"iterations={self.iterations or 'default'}"
        return f"ISMCTSBot(seed={self.seed}, {level})"

    def decide(self, view: View) -> Move:
        root = self.search(view)
        best = max(root.children.values(), key=lambda c: (c.visits, c.total))
        assert best.move is not None
        return best.move

    def search(self, view: View) -> Node:
        """Run the search from ``view`` and return the root of the tree."""
        rng = self.rng
        random_ = rng.random
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        players = view.players
        root = Node(None, -1)
        sample = WorldSampler(view).sample if self.fast_sampling else view.sample_world
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        default = DEFAULT_ITERATIONS.get(view.variant, 300)
        limit = (self.iterations or default) if deadline is None else 1 << 62
        done = 0
        while done < limit:
            if deadline is not None and done % 8 == 0 and time.perf_counter() >= deadline and done:
                break
            done += 1
            world = sample(rng)
            node = root
            path: list[Node] = []
            while world.result is None:
                legal = world.legal_moves()
                children = node.children
                untried: list[Move] = []
                for m in legal:
                    child = children.get(m)
                    if child is None:
                        untried.append(m)
                    else:
                        child.avail += 1
                if untried:
                    m = untried[int(random_() * len(untried))]
                    child = Node(m, world.turn)
                    children[m] = child
                    world.apply(m)
                    path.append(child)
                    break
                best: Node | None = None
                best_value = -1.0
                for m in legal:
                    child = children[m]
                    value = child.total / child.visits + c * sqrt(log(child.avail) / child.visits)
                    if value > best_value:
                        best, best_value = child, value
                assert best is not None and best.move is not None
                world.apply(best.move)
                path.append(best)
                node = best
            result = world.result if world.result is not None else world.playout(rng)
            rewards = deal_rewards(result, players)
            for child in path:
                child.visits += 1
                child.total += rewards[child.player]
        self.last_iterations = done
        return root
