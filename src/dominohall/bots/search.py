"""The inner loop of :mod:`dominohall.bots.ismcts`: the tree's nodes, one iteration (walk the tree
by UCB1, add a node, play out, credit the path) and one world of a halving round. Kept apart from the
bot's class so that it is compiled with the engine in the compiled build (``setup.py``): it is where
a search spends its time, with the sampling and the playouts it calls."""

from __future__ import annotations

import random
from collections.abc import Callable
from math import log, sqrt
from typing import final

from dominohall.deal import Deal, RandomSource
from dominohall.moves import Move
from dominohall.outcome import unit_value


@final
class Node:
    """A move in the tree, with the seat that makes it and its statistics."""

    __slots__ = ("avail", "children", "move", "player", "total", "visits")

    def __init__(self, move: Move | None, player: int) -> None:
        self.move = move
        self.player = player
        self.visits = 0
        self.total = 0.0
        self.avail = 1.0
        """How many times the move was legal when its parent was walked through (UCB1 with availability
        counts), a float: the walk takes its logarithm, which the compiled build computes in C only
        for a float."""
        self.children: dict[Move, Node] = {}

    @property
    def mean(self) -> float:
        """The average result of the iterations through this move, for the seat that makes it."""
        return self.total / self.visits if self.visits else 0.0


@final
class Draws:
    """The numbers of ``random.Random(seed).random()``, drawn once and given again from the first after
    each :meth:`rewind`: every move a halving round compares plays its world on the same numbers, as
    from a generator put back to its start, without restoring a generator's 2.5 kB state each time."""

    __slots__ = ("_at", "_draw", "_drawn")

    def __init__(self, seed: int) -> None:
        self._draw: Callable[[], float] = random.Random(seed).random
        self._drawn: list[float] = []
        self._at = 0

    def rewind(self) -> None:
        self._at = 0

    def random(self) -> float:
        at = self._at
        self._at = at + 1
        drawn = self._drawn
        if at < len(drawn):
            return drawn[at]
        value = self._draw()
        drawn.append(value)
        return value


def common_world(world: Deal, candidates: list[Move], nodes: dict[Move, Node], seed: int, exploration: float) -> None:
    """One world of a halving round: each candidate made in a copy of ``world``, then one iteration
    below its node, every candidate on the same random numbers (``seed``'s)."""
    draws = Draws(seed)
    for move in candidates:
        draws.rewind()
        trial = world.copy()
        trial.apply(move)
        node = nodes[move]
        iterate(node, [node], trial, draws, exploration)


def iterate(node: Node, path: list[Node], world: Deal, rng: RandomSource, exploration: float) -> None:
    """One iteration below ``node`` in ``world``: walk the tree by UCB1 (availability counts), add one
    node, play out at random, and credit ``path`` and the nodes walked."""
    # log and sqrt of floats, by their module-level names: the compiled build calls C's own for them
    # (a local alias, or an int argument, would be called as a Python object, twice a child at every
    # step of the walk).
    random_ = rng.random
    c = exploration
    while world.result is None:
        legal = world.legal_moves()
        children = node.children
        untried: list[Move] = []
        known: list[Node] = []  # the children of the legal moves, in their order (one lookup each)
        for m in legal:
            child = children.get(m)
            if child is None:
                untried.append(m)
            else:
                child.avail += 1.0
                known.append(child)
        if untried:
            m = untried[int(random_() * len(untried))]
            child = Node(m, world.turn)
            children[m] = child
            world.apply(m)
            path.append(child)
            break
        best: Node | None = None
        best_value = -1.0
        for child in known:
            value = child.total / child.visits + c * sqrt(log(child.avail) / child.visits)
            if value > best_value:
                best, best_value = child, value
        assert best is not None and best.move is not None
        world.apply(best.move)
        path.append(best)
        node = best
    if world.result is None:
        world.playout(rng)
    # What the finished world is worth comes from its variant (its outcome, and its points where they
    # count: Deal.worth), as for every search.
    rewards = [unit_value(r) for r in world.worth()]
    for child in path:
        child.visits += 1
        child.total += rewards[child.player]
