"""The compiled build (``DOMINOHALL_MYPYC=1 pip install .``) is the same engine as the source.

Both builds are run as separate processes on the same seeds and bots, and must write the same records
byte for byte. In CI's compiled environment, where ``DOMINOHALL_EXPECT_COMPILED=1``, that is the
source (``src/`` first on the path) against the compiled build this interpreter has installed, and
the tests there must be running against the compiled build, not against ``src/``. In the plain test
environment it is the source twice, under different hash seeds: still a check that records depend
on nothing a process chooses.
"""

from __future__ import annotations

import json
import os
import pickle
import random
import subprocess
import sys
from pathlib import Path

from helpers import attributes

import dominohall
from dominohall import new_match, rules_for
from dominohall.deal import Deal, player_counts
from dominohall.events import DealResult
from dominohall.match import Match
from dominohall.moves import Move
from dominohall.rules import Rules

SRC = Path(__file__).resolve().parents[2] / "src"

GAMES = r"""
import json, sys
import dominohall
from dominohall import new_match, record
from dominohall.bots import make_bot
from dominohall.deal import Deal, player_counts

out = {"compiled": dominohall.compiled, "file": dominohall.__file__, "records": []}
for name, cls in dominohall.VARIANTS.items():
    for n in player_counts(cls, 4):
        for seed in (1, 2):
            m = new_match(name, n, seed=seed)
            specs = ["ismcts:iterations=30", "greedy", "random", "ismcts:iterations=30,root=ucb"][:n]
            specs += ["random"] * (n - len(specs))
            bots = [make_bot(spec, seed=seed * 10 + i) for i, spec in enumerate(specs)]
            moves = 0
            while not m.is_over and moves < 160:
                m.play(bots[m.turn].choose(m.view(m.turn)))
                moves += 1
            out["records"].append(record.dumps(m, specs))
json.dump(out, sys.stdout)
"""


def _games(plain: bool, hash_seed: int) -> dict[str, object]:
    env = dict(os.environ, PYTHONHASHSEED=str(hash_seed))
    path = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p and Path(p).resolve() != SRC]
    env["PYTHONPATH"] = os.pathsep.join([str(SRC), *path] if plain else path)
    done = subprocess.run(
        [sys.executable, "-c", GAMES], env=env, capture_output=True, text=True, check=False, timeout=600, cwd="/"
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_the_compiled_build_and_the_plain_source_write_the_same_records() -> None:
    compiled = os.environ.get("DOMINOHALL_EXPECT_COMPILED") == "1"
    plain = _games(plain=True, hash_seed=1)
    other = _games(plain=not compiled, hash_seed=2)
    assert plain["compiled"] is False and str(plain["file"]).startswith(str(SRC))
    assert other["compiled"] is compiled, other["file"]
    assert other["records"] == plain["records"]


def test_the_tests_run_against_the_build_ci_asked_for() -> None:
    """In CI's compiled environment the engine under test is the compiled one, from site-packages."""
    if os.environ.get("DOMINOHALL_EXPECT_COMPILED") == "1":
        assert dominohall.compiled is True
        assert not Path(dominohall.__file__).resolve().is_relative_to(SRC)
    else:
        assert isinstance(dominohall.compiled, bool)


def test_deals_views_and_matches_cross_to_worker_processes() -> None:
    """Pickling (what the simulator's and the benchmarks' worker processes do) keeps every value."""
    m = new_match("sausage", 3, seed=4)
    for _ in range(9):
        m.push(m.legal_moves()[0])
    view = m.view(m.turn)
    deal = m.deal
    again = pickle.loads(pickle.dumps((deal, view, m.history)))
    assert again[1] == view and again[2] == m.history
    copy = again[0]
    assert type(copy) is type(deal) and copy.legal_moves() == deal.legal_moves()
    assert (copy.hands, copy.layout(), copy.events, copy.known_absent) == (
        deal.hands,
        deal.layout(),
        deal.events,
        deal.known_absent,
    )
    assert again[1].public_deal.legal_moves() == view.public_deal.legal_moves()


MOVE_HASHES = r"""
import json
from dominohall.moves import PASS, Move
moves = [Move.play(3, "L"), Move.play(3, "R"), Move.play(5), Move.cut(7, -2, "R"), Move.cut(7, 2), PASS, Move.steal(4)]
print(json.dumps([hash(m) for m in moves]))
"""


def test_a_moves_hash_is_the_same_in_every_process() -> None:
    """A move's hash is worked out once and kept with it, so a move pickled to a worker process brings
    it along: it must not depend on the process (a string's hash does, by its hash seed), or the
    worker's tables, keyed by move, would not find it."""
    hashes = []
    for hash_seed in (1, 2):
        env = dict(os.environ, PYTHONHASHSEED=str(hash_seed))
        done = subprocess.run(
            [sys.executable, "-c", MOVE_HASHES], env=env, capture_output=True, text=True, check=False, timeout=120
        )
        assert done.returncode == 0, done.stderr
        hashes.append(json.loads(done.stdout))
    assert hashes[0] == hashes[1]
    assert len(set(hashes[0])) == len(hashes[0])
    move = Move.play(3, "L")
    moved = pickle.loads(pickle.dumps(move))
    assert moved == move and hash(moved) == hash(move) and {move: "found"}[moved] == "found"


def test_a_copy_holds_every_attribute_of_its_deal_and_match() -> None:
    """``Deal.copy`` and ``Match.copy`` name each attribute (a compiled object has no ``__dict__``
    to copy): none may be forgotten, in any variant, at any point of a deal."""
    for name, cls in dominohall.VARIANTS.items():
        for n in player_counts(cls, 4):
            m = new_match(name, n, seed=3)
            rng = random.Random(n)
            for _ in range(14):
                if m.is_over:
                    break
                deal = m.deal
                twin = m.copy()
                skip = ("_stack", "_deal", "standing")
                assert {k: v for k, v in attributes(twin).items() if k not in skip} == {
                    k: v for k, v in attributes(m).items() if k not in skip
                }, name
                assert attributes(twin.standing).keys() == attributes(m.standing).keys()
                assert twin.standing.pending == m.standing.pending and twin.standing.match is twin
                for copy in (deal.copy(), twin.deal):
                    assert {k: v for k, v in attributes(copy).items() if k != "_stack"} == {
                        k: v for k, v in attributes(deal).items() if k != "_stack"
                    }, name
                legal = m.legal_moves()
                m.push(legal[rng.randrange(len(legal))])


def _counted(variant: type[Deal], calls: dict[str, int]) -> type[Deal]:
    """A plain-Python game on ``variant``: its deal and its standing count the calls the engine makes."""

    class CountedStanding(variant.standing):  # type: ignore[name-defined, misc]
        def settle(self, result: DealResult) -> None:
            calls["settle"] += 1
            super().settle(result)

    class Counted(variant):  # type: ignore[valid-type, misc]
        standing = CountedStanding

        def legal_moves(self) -> list[Move]:
            calls["legal_moves"] += 1
            moves: list[Move] = super().legal_moves()
            return moves

    return Counted


def test_a_game_in_plain_python_subclasses_every_variant_and_its_standing() -> None:
    """A game is a plain-Python subclass of a variant's deal class, with a standing of its own if it
    needs one (docs/architecture.md, Adding a game). In the compiled build too: the engine's classes
    take such subclasses (``dominohall.extensible``), and the compiled engine calls their overrides."""
    for name, variant in dominohall.VARIANTS.items():
        calls = {"legal_moves": 0, "settle": 0}
        counted = _counted(variant, calls)
        n = player_counts(variant, 4)[0]
        m = Match(Rules(counted, n, rules_for(name, n).options), seed=5)
        assert type(m.deal) is counted
        rng = random.Random(5)
        while m.deals_played == 0:
            legal = m.legal_moves()
            m.push(legal[rng.randrange(len(legal))])
        assert calls["legal_moves"] > 0 and calls["settle"] == 1, name
