"""The benchmark scripts run (as a smoke test: timings are never asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(script: str, *args: str, timeout: float = 300) -> str:
    """Run ``benchmarks/SCRIPT`` with ``args``, check that it succeeded, and return what it printed."""
    result = subprocess.run(
        [sys.executable, f"benchmarks/{script}", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=timeout,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def test_playouts_benchmark_runs_and_prints_every_table() -> None:
    lines = run("playouts.py", "--seconds", "0.01", "--only", "block").splitlines()
    assert [line for line in lines if line.startswith("| block |")] != []
    assert any("OpenSpiel" in line for line in lines)
    assert any("dominoes" in line for line in lines)


def test_load_benchmark_runs_and_reports_its_figures() -> None:
    out = run("load.py", "--seconds", "2", "--tables", "4", timeout=120)
    assert "| moves per second |" in out and "errors: none" in out


def test_strength_benchmark_runs_and_prints_its_table() -> None:
    out = run(
        "strength.py",
        *("--only", "block", "--players", "2", "--deals", "4", "--weak-deals", "4"),
        *("--jobs", "1", "--bot", "ismcts:iterations=20"),
    )
    rows = [line for line in out.splitlines() if line.startswith("| block | 2 | 4 |")]
    assert len(rows) == 1 and rows[0].count(" vs 0.") == 2, out


def test_ceiling_benchmark_runs_and_prints_its_table() -> None:
    out = run("ceiling.py", "--only", "twins", "--players", "3", "--deals", "6", "--playouts", "4", "--jobs", "1")
    assert [line for line in out.splitlines() if line.startswith("| twins | 3 | 6 | ")], out


def test_decisions_benchmark_credits_the_oracle_with_the_best_move() -> None:
    out = run(
        "decisions.py",
        *("--only", "twins", "--players", "3", "--deals", "4", "--rollouts", "3"),
        *("--bots", "greedy,random", "--jobs", "1"),
    )
    rows = [line for line in out.splitlines() if line.startswith("| twins | 3 | ")]
    assert len(rows) == 1, out
    oracle = rows[0].split(" | ")[4]
    # The oracle takes the best move at every decision: never below the baseline.
    assert oracle.split("(")[1].startswith("+"), out


def test_decision_weight_benchmark_runs_and_prints_its_row() -> None:
    out = run("decision_weight.py", "--deals", "2", "--worlds", "2", "--only", "block", "--players", "2", "--jobs", "1")
    assert any(line.startswith("| block | 2 | 2 |") for line in out.splitlines())


def test_match_length_benchmark_agrees_with_the_stored_figures() -> None:
    """The figures the terminal and ``/api/variants`` show (``match_lengths``) are what the script
    measures: 60 matches of another seed put each White Snake median within the stored 10th-90th
    percentile range (the 400 stored matches' median is far inside it)."""
    out = run("match_length.py", "--only", "white-snake", "--matches", "60", "--seed", "5", "--check")
    assert "5 players: stored" in out and "6 players: stored" in out and "outside" not in out


def test_solver_benchmark_runs_and_prints_its_table() -> None:
    out = run("solver.py", "--only", "block", "--players", "2", "--deals", "3")
    assert [line for line in out.splitlines() if line.startswith("| block | 2 | ")], out


def test_pairing_benchmark_runs_and_reports_the_round() -> None:
    out = run("pairing.py", "--entrants", "300", "--table-size", "3", "--history", "3", timeout=120)
    assert "Swiss round 4 of 300 entrants at tables of 3: paired in" in out and "repeat meetings: 0" in out


def test_swiss_rounds_benchmark_runs_and_prints_its_rows() -> None:
    out = run("swiss_rounds.py", "block", "--entrants", "greedy,random*3", "--rounds", "1-2", "--runs", "2")
    rows = [line.split() for line in out.splitlines()[2:]]
    assert [r[0] for r in rows] == ["1", "2"] and all(r[1].endswith("%") for r in rows)
