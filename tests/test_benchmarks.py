"""The benchmark scripts run (as a smoke test: timings are never asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_playouts_benchmark_runs_and_prints_every_table() -> None:
    result = subprocess.run(
        [sys.executable, "benchmarks/playouts.py", "--seconds", "0.01", "--only", "block"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [line for line in lines if line.startswith("| block |")] != []
    assert any("OpenSpiel" in line for line in lines)
    assert any("dominoes" in line for line in lines)


def test_load_benchmark_runs_and_reports_its_figures() -> None:
    result = subprocess.run(
        [sys.executable, "benchmarks/load.py", "--seconds", "2", "--tables", "4"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "| moves per second |" in result.stdout and "errors: none" in result.stdout
