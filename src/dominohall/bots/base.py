"""What a bot is: it sees one seat's :class:`~dominohall.views.View` and returns one of its legal moves."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import ClassVar

from dominohall.moves import Move
from dominohall.tiles import BIT
from dominohall.views import View


class Bot(ABC):
    """A player program. It is given views only — never the true state — and is reproducible: the
    same seed and the same views give the same moves."""

    name: ClassVar[str] = ""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Move:
        """One of ``view.legal_moves`` (the view is of the seat to move). A forced move is made at
        once and a White Snake steal goes to :meth:`steal`; every other choice to :meth:`decide`."""
        moves = view.legal_moves
        if len(moves) == 1:
            return moves[0]
        if moves[0].kind == "steal":
            return self.steal(view)
        return self.decide(view)

    @abstractmethod
    def decide(self, view: View) -> Move:
        """Choose among several legal moves (not a steal)."""

    def steal(self, view: View) -> Move:
        """Choose which token to steal (WS-7)."""
        return choose_steal(view)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


def choose_steal(view: View) -> Move:
    """White Snake (WS-7): steal from the player holding the most tokens (the one nearest to
    winning); of several, the seat that moves soonest after this one."""
    n = view.players

    def score(move: Move) -> tuple[int, int]:
        victim = next(s for s in range(n) if view.tokens[s] & BIT[move.tile])
        return view.tokens[victim].bit_count(), -((victim - view.seat) % n)

    return max(view.legal_moves, key=score)
