"""``random``: a uniformly random legal move."""

from __future__ import annotations

from dominohall.bots.base import Bot
from dominohall.moves import Move
from dominohall.views import View


class RandomBot(Bot):
    """Plays a uniformly random legal move."""

    name = "random"

    def choose(self, view: View) -> Move:
        moves = view.legal_moves
        return moves[0] if len(moves) == 1 else self.rng.choice(moves)
