"""Perft: leaf counts of the full move tree from fixed deals of every variant, to depth 4 and deeper,
against the tables in ``tests/engine/perft/*.json`` (like python-chess's perft files).

A wrong count means move generation changed. If the change is intended, check it against RULES.md,
then regenerate the tables with ``python tests/engine/perft/generate.py`` and review their diff.

At every node the legal moves are checked too: no move is listed twice, each one's notation parses
back to it, and ``push``/``pop`` leave the deal exactly as it was.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import deal_state
from perft.generate import SPECS, build, perft, perft_counts

from dominohall import Deal, Move, new_match
from dominohall.tiles import TILE_NAMES, names

TABLES = Path(__file__).resolve().parent / "perft"


def _positions() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for path in sorted(TABLES.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert path.stem == data["variant"]
        out += [(data["variant"], position) for position in data["positions"]]
    return out


POSITIONS = _positions()
IDS = [f"{variant}: {position['name']}" for variant, position in POSITIONS]


def _check_node(deal: Deal, moves: list[Move]) -> None:
    assert moves, f"{deal!r}: a deal that is not over has a legal move"
    assert len(set(moves)) == len(moves), f"a move is listed twice: {[str(m) for m in moves]}"
    for move in moves:
        assert Move.from_str(str(move)) == move, f"{move!r} does not survive its notation"


def test_every_variant_has_tables() -> None:
    from dominohall import VARIANTS

    assert sorted({variant for variant, _ in POSITIONS}) == sorted(VARIANTS) == sorted(SPECS)
    assert all(len(SPECS[v]) == sum(1 for w, _ in POSITIONS if w == v) for v in SPECS)


@pytest.mark.parametrize(("variant", "position"), POSITIONS, ids=IDS)
def test_perft(variant: str, position: dict[str, Any]) -> None:
    deal = build(variant, position)
    expected = position["counts"]
    assert len(expected) >= 4
    before = deal_state(deal)
    counts = perft_counts(deal, len(expected), _check_node)
    assert deal_state(deal) == before, "push/pop did not restore the deal"
    assert counts == expected, f"perft 1..{len(expected)}"


@pytest.mark.parametrize(("variant", "position"), POSITIONS[::3], ids=IDS[::3])
def test_perft_by_depth_agrees(variant: str, position: dict[str, Any]) -> None:
    """The one-walk counter agrees with the plain definition (one walk per depth), at small depths."""
    deal = build(variant, position)
    depth = min(4, len(position["counts"]))
    assert [perft(deal, d) for d in range(1, depth + 1)] == position["counts"][:depth]


@pytest.mark.parametrize(
    ("variant", "position"),
    [p for p in POSITIONS if p[1]["seed"] is not None],
    ids=[i for i, p in zip(IDS, POSITIONS) if p[1]["seed"] is not None],
)
def test_seeded_deals_are_dealt_as_recorded(variant: str, position: dict[str, Any]) -> None:
    """C-3: the same variant, options and seed give the same deal, everywhere (a failure here means the
    shuffle changed, not move generation)."""
    players = len(position["hands"])
    deal = new_match(variant, players, seed=position["seed"], options=position["options"]).deal
    s = deal.setup
    assert [names(h) for h in s.hands] == position["hands"]
    assert [TILE_NAMES[t] for t in s.stock] == position["stock"]
    assert names(s.set_aside) == position["set_aside"]
    assert s.leader == position["leader"]
