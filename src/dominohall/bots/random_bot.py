"""``random``: a uniformly random legal move."""

from __future__ import annotations

from dominohall.bots.base import Bot
from dominohall.moves import Move
from dominohall.views import View


class RandomBot(Bot):
    """Plays a uniformly random legal move."""

    name = "random"

    def decide(self, view: View) -> Move:
        return self.rng.choice(view.legal_moves)

    def steal(self, view: View) -> Move:
        return self.rng.choice(view.legal_moves)
