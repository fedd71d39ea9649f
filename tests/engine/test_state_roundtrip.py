"""Every piece of a deal's state survives undo and copying, in every registered variant (issue 37
item 4): a variant lists its state in its hooks (``_init_layout``, ``_save_layout`` /
``_restore_layout``, ``_copy_layout_from``), and an attribute forgotten in one of them is a silent
undo bug. Here every attribute the deal holds (``vars``; a compiled deal's ``__mypyc_attrs__``) is
compared, not what the deal shows: after each legal move made and undone (``push``/``pop``), and in a
copy, at every position of random deals."""

from __future__ import annotations

import copy
import random

import pytest
from helpers import attributes
from scoring_toy import FivesToyDeal, registered

import dominohall as dh
from dominohall.deal import Deal
from dominohall.variants import VARIANTS

UNDO_STACK = "_stack"
"""Not state: the undo information itself (a copy starts without it)."""


def _state(deal: Deal) -> dict[str, object]:
    """Every attribute of ``deal`` but the undo stack and its variant's caches (``Deal.caches``),
    deep-copied (lists are changed in place)."""
    skip = {UNDO_STACK, *deal.caches}
    return copy.deepcopy({k: v for k, v in attributes(deal).items() if k not in skip})


@pytest.mark.parametrize("variant", [*VARIANTS, FivesToyDeal.name])
def test_every_attribute_round_trips_through_push_pop_and_copy(variant: str) -> None:
    """Every registered game, and a game whose plays score (its ``scored``: tests/scoring_toy.py)."""
    if variant == FivesToyDeal.name:
        with registered():
            _round_trips(variant)
    else:
        _round_trips(variant)


def _round_trips(variant: str) -> None:
    cls = VARIANTS[variant]
    rng = random.Random(variant)
    positions = 0
    for seed in range(3):
        match = dh.new_match(variant, cls.default_players, seed=seed, options=dict(cls.short_match))
        deal = match.deal
        while deal.result is None and positions < 400:
            before = _state(deal)
            assert before.keys() >= {"hands", "turn", "played", "scored", "known_absent"}
            for move in deal.legal_moves():
                deal.push(move)
                deal.pop()
                after = _state(deal)
                changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
                assert not changed, f"{variant}: push({move}) then pop() left {changed} changed"
            twin = _state(deal.copy())
            differ = sorted(k for k in before.keys() | twin.keys() if before.get(k) != twin.get(k))
            assert not differ, f"{variant}: a copy differs in {differ}"
            moves = deal.legal_moves()
            deal.push(moves[rng.randrange(len(moves))])
            positions += 1
    assert positions > 20
