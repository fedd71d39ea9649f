"""The codebase's own checks: ruff, mypy --strict, and the packaged rule book matching the shared one."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=False)


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is not installed (pip install -e '.[test]')")
def test_ruff_check_and_format() -> None:
    lint = _run("ruff", "check", "--output-format", "concise", ".")
    assert lint.returncode == 0, lint.stdout + lint.stderr
    fmt = _run("ruff", "format", "--check", ".")
    assert fmt.returncode == 0, fmt.stdout + fmt.stderr


def test_mypy_strict() -> None:
    pytest.importorskip("mypy")
    result = _run(sys.executable, "-m", "mypy", "--strict")
    assert result.returncode == 0, result.stdout + result.stderr


def test_packaged_rules_are_the_rule_book() -> None:
    """`dominohall rules` prints the packaged copy; it must be the normative RULES.md."""
    shared = ROOT.parent / "shared" / "rules" / "RULES.md"
    if not shared.exists():
        pytest.skip("../shared/rules/RULES.md is not beside this checkout")
    packaged = ROOT / "src" / "dominohall" / "RULES.md"
    assert packaged.read_text(encoding="utf-8") == shared.read_text(encoding="utf-8")
