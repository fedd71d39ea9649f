"""The compiled build (``DOMINOHALL_MYPYC=1 pip install .``) is the same engine as the source.

Both builds are run as separate processes on the same seeds and bots, and must write the same records
byte for byte. In CI's compiled environment, where ``DOMINOHALL_EXPECT_COMPILED=1``, that is the
source (``src/`` first on the path) against the compiled build this interpreter has installed, and
the tests there must be running against the compiled build, not against ``src/``. In the plain test
environment it is the source twice, under different hash seeds: still a check that records depend
on nothing a process chooses.
"""

from __future__ import annotations

import importlib
import json
import os
import pickle
import random
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import attributes

import dominohall
from dominohall import new_match, rules_for
from dominohall import setup as dealing
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


EXPECT_COMPILED = os.environ.get("DOMINOHALL_EXPECT_COMPILED") == "1"


def _keys_order(text: str, count: int) -> list[int]:
    """C-3 as written: ``random.Random(text)`` gives every item a ``random()`` key, in turn; the items
    are sorted by key (a stable sort: equal keys keep index order)."""
    generator = random.Random(text)
    keys = [generator.random() for _ in range(count)]
    return sorted(range(count), key=keys.__getitem__)


def test_c3_seeded_deals_are_shuffled_by_random_random_of_the_seed_text() -> None:
    """The compiled build shuffles a match's deals in C (``dominohall._seeded``), without making the
    generator; the plain build with ``random.Random``. Both are the generator's keys, sorted."""
    if EXPECT_COMPILED:
        assert dealing.native_seeding
    rng = random.Random(28)
    texts = [f"{rng.getrandbits(63)}:{rng.randrange(50)}" for _ in range(1500)]
    texts += ["0:0", "", "ż:1", "\x00:1", "x" * 500]
    for text in texts:
        for count in (28, 55, 91):  # the double-six, double-nine and double-twelve sets
            assert dealing.seeded_order(text, count) == _keys_order(text, count), (text, count)
    for count in (0, 1, 2, 113, 114, 200):  # the C helper's bound (113) and past it
        assert dealing.seeded_order("5:3", count) == _keys_order("5:3", count)


def test_c3_a_matchs_deal_i_is_random_random_of_seed_and_i() -> None:
    for variant, players, seed in (("block", 2, 3), ("twins", 3, 8), ("white-snake", 5, 2**62 + 7)):
        m = new_match(variant, players, seed=seed)
        setup = m.deal.setup
        rules = m.rules
        order = _keys_order(f"{seed}:0", rules.full_set.bit_count())
        hand_size = setup.hands[0].bit_count()
        for seat, hand in enumerate(setup.hands):
            assert hand == sum(1 << t for t in order[seat * hand_size : (seat + 1) * hand_size])


def test_the_c_helper_reads_the_seed_integer_as_random_seed_does() -> None:
    """``seeded_order(seed, count)`` orders by ``random.Random(int.from_bytes(seed))``: leading zero
    bytes are no part of the number, and no bytes at all is the seed 0. It refuses counts past its
    bound, and what is not bytes."""
    # Built with the compiled engine only: CI's compiled environment must have it.
    name = "dominohall._seeded"
    native = importlib.import_module(name) if EXPECT_COMPILED else pytest.importorskip(name)
    for seed in (b"", b"\x00", b"\x00\x00\x01", b"\x01" + bytes(7), bytes(range(1, 200)), b"\xff" * 3):
        generator = random.Random(int.from_bytes(seed))
        keys = [generator.random() for _ in range(28)]
        assert native.seeded_order(seed, 28) == sorted(range(28), key=keys.__getitem__), seed
    with pytest.raises(ValueError, match="count must be 0 to 113"):
        native.seeded_order(b"1", 114)
    with pytest.raises(ValueError, match="count must be 0 to 113"):
        native.seeded_order(b"1", -1)
    with pytest.raises(TypeError):
        native.seeded_order("text", 3)
    with pytest.raises(TypeError):
        native.seeded_order(b"1")
