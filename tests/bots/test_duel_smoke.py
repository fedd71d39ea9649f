"""The OpenSpiel duel runs (as a smoke test: a tiny search budget; results and timings are never
asserted), with every lockstep check between the two engines."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_duel_against_openspiel_runs_in_lockstep() -> None:
    pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install -e '.[bench]')")
    pytest.importorskip("open_spiel.python.algorithms.ismcts")
    result = subprocess.run(
        [
            sys.executable,
            "benchmarks/duel_openspiel.py",
            "--deals",
            "1",
            "--seed",
            "1",
            "--iterations",
            "10",
            "--os-simulations",
            "10",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "games: 2" in lines
    assert any(line.startswith("| games won | ") for line in lines)
    lockstep = [line for line in lines if line.startswith("lockstep: ")]
    assert lockstep and int(lockstep[0].split()[1]) > 0


def test_duel_through_the_openspiel_games_runs() -> None:
    pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install -e '.[test]')")
    pytest.importorskip("open_spiel.python.algorithms.ismcts")
    result = subprocess.run(
        [
            sys.executable,
            "benchmarks/duel_openspiel_games.py",
            "--deals",
            "1",
            "--variants",
            "block",
            "--iterations",
            "5",
            "--os-simulations",
            "5",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert any(line.startswith("| block | 2 | 2 | ") for line in result.stdout.splitlines())


def test_expert_duels_through_the_openspiel_games() -> None:
    """``--bot expert`` (issue #42: dominohall's ismcts and expert against OpenSpiel's ISMCTS), and a
    bad spec refused before any game."""
    pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install -e '.[test]')")
    pytest.importorskip("open_spiel.python.algorithms.ismcts")
    command = [sys.executable, "benchmarks/duel_openspiel_games.py", "--deals", "1", "--variants", "twins"]
    result = subprocess.run(
        [*command, "--bot", "expert:worlds=2", "--os-simulations", "5"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("dominohall expert:worlds=2 against OpenSpiel ISMCTS")
    assert any(line.startswith("| twins | 2 | 2 | ") for line in result.stdout.splitlines())
    bad = subprocess.run(
        [*command, "--bot", "expert:worlds=nan"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert bad.returncode != 0 and "expert" in bad.stderr


def test_peers_times_dominohall_through_openspiel_beside_openspiel_s_block() -> None:
    """``benchmarks/peers.py``: a random playout through the OpenSpiel game of dominohall's Block
    beside OpenSpiel's own Python block game (issue #42, speed), and their ratio."""
    pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install -e '.[test]')")
    result = subprocess.run(
        [sys.executable, "benchmarks/peers.py", "--games", "5"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert any(line.startswith("dominohall_openspiel_block ") and "games/s" in line for line in lines), lines
    assert any(line.startswith("dominohall's Block through OpenSpiel / ") for line in lines), lines
