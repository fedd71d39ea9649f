"""A toy game that scores during play, for the tests of the hooks a Fives-like game needs (issue 37
items 1 and 2): Block (R-1) with five tiles a hand, in which, after each play, the player scores the
sum of the open ends when it is a multiple of 5 (as All Fives does), and what a deal is worth to a
search counts those points (``points_scale``). It is registered only while a test asks for it
(:func:`registered`); nothing in the package knows it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

from dominohall.moves import Move
from dominohall.rules import Rules
from dominohall.variants import INFO, VARIANTS, BlockDeal, register, unregister


class FivesToyDeal(BlockDeal):
    """Block with five tiles a hand whose plays score the open ends' sum when it is a multiple of 5."""

    name = "toy-fives"
    title = "Toy fives"  # a real game marks it N_("…") and translates it in the catalogs
    scores_plays = True
    play_score_rule = "TOY-1"  # a real game names its rule in RULES.md
    points_scale = 30.0
    """About what a deal's points come to: a margin of 30 points is worth as much as the deal's win."""

    @classmethod
    def deal_shape(cls, rules: Rules, tiles_in_play: int) -> tuple[int, int]:
        return 5, 0

    def _play_points(self, seat: int, move: Move) -> int:
        total = sum(self.open_ends().values())
        return total if total % 5 == 0 else 0


NAME = FivesToyDeal.name


@contextmanager
def registered() -> Iterator[type[FivesToyDeal]]:
    """The toy registered (and its environment module made) while the block runs, then forgotten."""
    register(FivesToyDeal)
    try:
        yield FivesToyDeal
    finally:
        unregister(NAME)
        module = "toy_fives_v0"
        sys.modules.pop(f"dominohall.envs.{module}", None)
        envs = sys.modules.get("dominohall.envs")
        if envs is not None and hasattr(envs, module):
            delattr(envs, module)
    assert NAME not in VARIANTS and NAME not in INFO
