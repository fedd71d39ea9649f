"""Regenerate the perft tables ``tests/engine/perft/*.json``: leaf counts of the move tree from fixed deals.

    python tests/engine/perft/generate.py

Only run this after verifying that a change in move generation (or in the shuffle of seeded deals)
is intended: the tables are the reference that ``tests/engine/test_perft.py`` checks the engine against, so
regenerating them after an unintended change would bless a bug. Review the diff of the JSON files
(``git diff tests/perft``) and explain it in the commit.

``perft(deal, depth)`` counts the legal move sequences of length ``depth`` from a deal, with
``push``/``pop``; a finished deal is a leaf (it counts once at every greater depth). Each position is
a deal dealt from a seed or given explicitly, optionally after a few scripted moves (found by random
playouts that reach a position of interest: a cut to make, arms waiting for their doubles, a stock
nearly drawn). The tables store the deal itself (hands, stock, set-aside tiles, leader), so they do not
depend on the shuffle; for seeded deals ``test_perft.py`` also checks that the seed still deals them.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make tests/ importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from helpers import deal_of

from dominohall import Deal, Move, new_deal, new_match
from dominohall.tiles import TILE_NAMES, names

HERE = Path(__file__).resolve().parent
LEAF_BUDGET = 60_000
"""Count one level deeper while the count stays within this (the test's time), past ``MIN_DEPTH``."""
MIN_DEPTH, MAX_DEPTH = 4, 16

Spec = dict[str, Any]

# Positions of interest for scripted moves: a predicate on the deal, reached by a random playout.
FINDERS: dict[str, Callable[[Deal], bool]] = {
    "cut": lambda d: any(m.kind == "cut" for m in d.legal_moves()),
    "after a cut": lambda d: any(e.kind == "take" for e in d.events[-2:]),
    "doubles phase": lambda d: getattr(d.layout(), "phase", 0) == 2,
    "free play": lambda d: getattr(d.layout(), "phase", 0) == 3 and len(d.legal_moves()) > 1,
    "stock nearly drawn": lambda d: 0 < d.stock_left() - d.stock_reserve <= 3 and len(d.legal_moves()) > 1,
    "stock drawn": lambda d: d.stock_left() == d.stock_reserve and d.played.bit_count() > 6,
    "late": lambda d: min(d.hand_counts()) <= 2 and len(d.legal_moves()) > 1,
}

SPECS: dict[str, list[Spec]] = {
    "white-snake": [
        {"name": "seed 1, 5 players", "players": 5, "seed": 1},
        {"name": "seed 2, 6 players", "players": 6, "seed": 2},
        {
            "name": "deal 3 (head 3-3), tokens 1-1 and 2-2 out, 6 players",
            "number": 3,
            "tokens": ["1-1", "2-2"],
            "hands": [
                ["3-3", "0-1", "2-5", "4-6"],
                ["0-3", "1-3", "5-5", "0-0"],
                ["3-4", "1-4", "0-6", "2-3"],
                ["3-5", "1-5", "4-4", "0-2"],
                ["3-6", "1-6", "2-6", "0-5"],
                ["2-4", "4-5", "5-6", "6-6"],
            ],
        },
        {
            "name": "deal 7 (head 0-0), every other double a token, 5 players",
            "number": 7,
            "tokens": ["1-1", "2-2", "3-3", "4-4", "5-5", "6-6"],
            "hands": [
                ["0-0", "0-1", "2-3", "4-5"],
                ["0-2", "1-3", "2-4", "5-6"],
                ["0-3", "1-4", "2-5", "3-6"],
                ["0-4", "1-5", "2-6", "3-4"],
                ["0-5", "1-6", "3-5", "4-6"],
            ],
        },
    ],
    "sausage": [
        {"name": "seed 1, 2 players", "players": 2, "seed": 1},
        {
            "name": "3 players, 6-6 set aside, seat 1 leads",
            "leader": 1,
            "hands": [
                ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-1", "1-2"],
                ["1-3", "1-4", "1-5", "1-6", "2-2", "2-3", "2-4", "2-5", "2-6"],
                ["3-3", "3-4", "3-5", "3-6", "4-4", "4-5", "4-6", "5-5", "5-6"],
            ],
            "set_aside": ["6-6"],
        },
        {"name": "seed 3, 2 players, a cut to make", "players": 2, "seed": 3, "find": "cut"},
        {
            "name": "seed 4, 4 players, take_ends_turn, after a cut",
            "players": 4,
            "seed": 4,
            "options": {"take_ends_turn": True},
            "find": "after a cut",
        },
    ],
    "sausage-one-way": [
        {"name": "seed 1, 3 players", "players": 3, "seed": 1},
        {"name": "seed 2, 2 players, a cut to make", "players": 2, "seed": 2, "find": "cut"},
        {"name": "seed 5, 4 players, late", "players": 4, "seed": 5, "find": "late"},
    ],
    "twins": [
        {"name": "seed 1, 2 players", "players": 2, "seed": 1},
        {"name": "seed 2, 7 players", "players": 7, "seed": 2},
        {"name": "seed 3, 3 players, double-nine", "players": 3, "seed": 3, "options": {"set": 9}},
        {"name": "seed 4, 2 players, stock nearly drawn", "players": 2, "seed": 4, "find": "stock nearly drawn"},
    ],
    "maltese-cross": [
        {"name": "seed 1, 2 players", "players": 2, "seed": 1},
        {"name": "seed 2, 4 players", "players": 4, "seed": 2},
        {"name": "seed 3, 3 players, doubles phase", "players": 3, "seed": 3, "find": "doubles phase"},
        {"name": "seed 4, 2 players, free play", "players": 2, "seed": 4, "find": "free play"},
    ],
    "block": [
        {
            "name": "2 players, suits in hand",
            "hands": [
                ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"],
                ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"],
            ],
        },
        {"name": "seed 2, 3 players", "players": 3, "seed": 2},
        {"name": "seed 3, 4 players, teams", "players": 4, "seed": 3, "options": {"teams": True}},
    ],
    "draw": [
        {"name": "seed 1, 2 players", "players": 2, "seed": 1},
        {"name": "seed 2, 3 players", "players": 3, "seed": 2},
        {"name": "seed 3, 2 players, stock drawn", "players": 2, "seed": 3, "find": "stock drawn"},
    ],
}


def perft(deal: Deal, depth: int) -> int:
    """The number of legal move sequences of length ``depth`` (a finished deal is a leaf)."""
    if depth == 0 or deal.is_over:
        return 1
    moves = deal.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        deal.push(move)
        total += perft(deal, depth - 1)
        deal.pop()
    return total


def perft_counts(deal: Deal, depth: int, check: Callable[[Deal, list[Move]], None] | None = None) -> list[int]:
    """``[perft(deal, 1), …, perft(deal, depth)]`` in one walk of the tree; ``check`` is called at
    every node with its legal moves."""
    if deal.is_over:
        return [1] * depth
    moves = deal.legal_moves()
    if check is not None:
        check(deal, moves)
    counts = [len(moves)] + [0] * (depth - 1)
    if depth == 1:
        return counts
    for move in moves:
        deal.push(move)
        below = perft_counts(deal, depth - 1, check)
        deal.pop()
        for i, c in enumerate(below, 1):
            counts[i] += c
    return counts


def build(variant: str, position: Spec) -> Deal:
    """The deal of a table entry (setup as stored, then the scripted moves)."""
    deal = new_deal(
        variant,
        position["hands"],
        stock=position["stock"],
        set_aside=position["set_aside"],
        leader=position["leader"],
        options=position["options"],
        number=position["number"],
        tokens=position["tokens"],
    )
    for move in position["moves"]:
        deal.play(move)
    return deal


def _setup_of(variant: str, spec: Spec) -> Spec:
    options = spec.get("options", {})
    if "seed" in spec:
        match = new_match(variant, spec["players"], seed=spec["seed"], options=options)
        deal = match.deal
    else:
        deal = deal_of(
            variant,
            spec["hands"],
            set_aside=spec.get("set_aside"),
            leader=spec.get("leader"),
            options=options,
            number=spec.get("number", 1),
            tokens=spec.get("tokens", ()),
        )
    s = deal.setup
    return {
        "name": spec["name"],
        "seed": spec.get("seed"),
        "options": options,
        "number": deal.number,
        "tokens": names(deal.excluded),
        "hands": [names(h) for h in s.hands],
        "stock": [TILE_NAMES[t] for t in s.stock],
        "set_aside": names(s.set_aside),
        "leader": s.leader,
        "moves": [],
    }


def _find(variant: str, position: Spec, goal: str) -> list[str]:
    """Moves of a random playout (the first of seeds 0, 1, … that gets there) up to a position
    where ``goal`` holds. Moves are drawn from the legal moves sorted by notation, so the positions
    found do not depend on the order in which the engine lists moves."""
    wanted = FINDERS[goal]
    for k in range(10_000):
        rng = random.Random(k)
        deal = build(variant, position)
        moves: list[str] = []
        while not deal.is_over:
            if moves and wanted(deal):
                return moves
            legal = sorted(deal.legal_moves(), key=str)  # by notation: the engine's order may change
            move = legal[rng.randrange(len(legal))]
            deal.push(move)
            moves.append(str(move))
    raise RuntimeError(f"{variant} {position['name']}: no random playout reaches {goal!r}")


def table(variant: str) -> dict[str, Any]:
    positions = []
    for spec in SPECS[variant]:
        position = _setup_of(variant, spec)
        if "find" in spec:
            position["moves"] = _find(variant, position, spec["find"])
        deal = build(variant, position)
        counts: list[int] = []
        for depth in range(1, MAX_DEPTH + 1):
            count = perft(deal, depth)
            if depth > MIN_DEPTH and count > LEAF_BUDGET:
                break
            counts.append(count)
        position["counts"] = counts
        positions.append(position)
        print(f"{variant:16} {position['name']:56} {counts}")
    return {
        "variant": variant,
        "about": "perft leaf counts from fixed deals; regenerate with tests/engine/perft/generate.py, "
        "only after verifying that a change in move generation is intended",
        "positions": positions,
    }


def dumps(data: dict[str, Any]) -> str:
    """JSON with one position field per line and short lists kept on one line (readable diffs)."""
    lines = ["{", f'  "variant": {json.dumps(data["variant"])},', f'  "about": {json.dumps(data["about"])},']
    lines.append('  "positions": [')
    for i, position in enumerate(data["positions"]):
        fields = [f"      {json.dumps(k)}: {json.dumps(v)}" for k, v in position.items()]
        lines.append("    {\n" + ",\n".join(fields) + "\n    }" + ("," if i < len(data["positions"]) - 1 else ""))
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"


def main() -> None:
    for variant in SPECS:
        path = HERE / f"{variant}.json"
        path.write_text(dumps(table(variant)), encoding="utf-8")


if __name__ == "__main__":
    main()
