"""The simulator: deterministic rows however the work is run, statistics, outputs, interruption, errors."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest

from dominohall.errors import OptionError
from dominohall.sim import SimConfig, simulate
from dominohall.sim.stats import summarize, wilson

ROOT = Path(__file__).resolve().parents[2]


def test_rows_are_the_same_with_one_or_two_processes() -> None:
    config = SimConfig("twins", 3, ("greedy", "random"), units=9, seed=4)
    one = simulate(config, jobs=1)
    two = simulate(config, jobs=2, chunk=2)
    assert one.rows == two.rows
    assert len(one.rows) == 27 and [r.unit for r in one.rows[::3]] == list(range(9))


def test_bots_rotate_through_the_seats() -> None:
    config = SimConfig("block", 3, ("greedy", "random"), units=6)
    assert config.lineup() == ("greedy", "random", "random")
    seats = [config.seating(u) for u in range(3)]
    assert seats == [("greedy", "random", "random"), ("random", "random", "greedy"), ("random", "greedy", "random")]


def test_summary_shares_add_up_and_intervals_hold_the_share() -> None:
    result = simulate(SimConfig("block", 2, ("greedy", "random"), units=30, seed=2), jobs=1)
    summary = summarize(result.config, result.rows)
    total = sum(s.share * s.n for s in summary.by_bot)
    assert total == pytest.approx(sum(r.win for r in result.rows))
    for share in (*summary.by_bot, *summary.by_seat):
        assert share.low <= share.share <= share.high
    assert summary.units == 30
    assert sum(summary.endings.values()) == 30
    table = result.table()
    assert "0:greedy" in table and "first-player advantage" in table


def test_whole_matches_report_tokens() -> None:
    result = simulate(SimConfig("white-snake", 5, ("random",), units=2, matches=True, options={"max_deals": 2}))
    assert {r.ending for r in result.rows} == {"match"}
    assert all(r.deals >= 2 for r in result.rows)
    assert sum(r.points for r in result.rows if r.unit == 0) == 2  # two decided deals, two tokens


def test_interrupting_keeps_the_finished_units() -> None:
    config = SimConfig("block", 2, ("random",), units=10)
    calls = []

    def progress(done: int, total: int) -> None:
        calls.append(done)
        if done >= 3:
            raise KeyboardInterrupt

    result = simulate(config, jobs=1, chunk=1, progress=progress)
    assert result.interrupted
    assert [r.unit for r in result.rows[::2]] == [0, 1, 2]
    assert "(interrupted)" in result.table()


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (SimConfig("block", 2, ("alphago",), units=1), "unknown bot"),
        (SimConfig("block", 9, ("random",), units=1), "R-1"),
        (SimConfig("block", 2, ("random",), units=0), "--deals"),
        (SimConfig("twins", 2, ("random",), units=1, options={"target": -1}), "TW-7"),
    ],
)
def test_bad_configurations_are_refused_before_any_work(config: SimConfig, message: str) -> None:
    with pytest.raises(OptionError, match=message):
        simulate(config)


def test_wilson_interval() -> None:
    assert wilson(0, 10)[0] == 0.0
    lo, hi = wilson(50, 100)
    assert lo < 0.5 < hi and hi - lo == pytest.approx(0.192, abs=0.002)


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dominohall", *args], cwd=cwd, capture_output=True, text=True, check=False, timeout=600
    )


def test_command_line_writes_rows_and_charts(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    done = _cli(
        "simulate", "sausage", "--players", "3", "--bots", "greedy,random", "--deals", "6", "--jobs", "2",
        "--seed", "3", "--out", "rows.csv", "--plot", "chart.png", cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "0:greedy" in done.stdout and "does not lose wins an equal part" in done.stdout
    rows = list(csv.DictReader((tmp_path / "rows.csv").open()))
    assert len(rows) == 18 and rows[0]["bot"] in ("greedy", "random")
    assert (tmp_path / "chart.png").read_bytes()[:4] == b"\x89PNG"
    done = _cli("simulate", "block", "-n", "2", "--deals", "3", "--out", "rows.json", "-q", cwd=tmp_path)
    data = json.loads((tmp_path / "rows.json").read_text())
    assert len(data["rows"]) == 6 and data["summary"]["units"] == 3


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "block", "-n", "2", "--bots", "nobody"], "unknown bot 'nobody'"),
        (["simulate", "block", "-n", "2", "--out", "x.txt"], "--out must end in .csv or .json"),
        (["simulate", "block", "-n", "2", "--jobs", "0"], "--jobs must be at least 1"),
        (["simulate", "chess", "-n", "2"], "unknown variant"),
    ],
)
def test_command_line_refuses_bad_arguments(args: list[str], message: str, tmp_path: Path) -> None:
    done = _cli(*args, cwd=tmp_path)
    assert done.returncode == 2
    assert message in done.stderr


def test_ray_backend_gives_the_local_rows() -> None:
    """The same work on a local Ray instance (the `ray` extra) gives the same rows as the local run."""
    pytest.importorskip("ray")
    config = SimConfig("maltese-cross", 3, ("greedy", "random"), units=6, seed=7)
    local = simulate(config, jobs=1)
    remote = simulate(config, jobs=2, backend="ray", chunk=2)
    assert remote.rows == local.rows
