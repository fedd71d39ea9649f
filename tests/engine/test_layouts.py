"""Typed layouts: one union of the kinds (:data:`dominohall.layouts.Layout`) through ``Deal.layout()``,
``View.layout`` and ``Match.view``, and every ``match`` on it ends in ``assert_never``, so that the
type checker names a renderer that misses a kind."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
import typing
from pathlib import Path

import pytest

import dominohall as dh
from dominohall.layouts import Layout
from dominohall.variants import VARIANTS

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src" / "dominohall"
KINDS = {cls.__name__ for cls in typing.get_args(Layout)}

RENDERER = """
from typing import assert_never

from dominohall.layouts import CrossLayout, Layout, LineLayout, SausageLayout, SnakeLayout


def kind(layout: Layout) -> str:
    match layout:
        case LineLayout():
            return "line"
        case SnakeLayout():
            return "snake"
        case CrossLayout():
            return "cross"
        case SausageLayout():
            return "sausage"
        case _:
            assert_never(layout)
"""


def test_every_variant_lays_out_one_of_the_kinds() -> None:
    assert {"LineLayout", "SnakeLayout", "CrossLayout", "SausageLayout"} == KINDS
    for name in VARIANTS:
        match = dh.new_match(name, VARIANTS[name].default_players, seed=1)
        match.play(match.legal_moves()[0])
        assert type(match.view(0).layout).__name__ in KINDS
    # Deal.layout, View.layout and Match.view say so (annotations as written: deal.py imports the
    # union for the type checker only, as the variants import deal.py).
    assert written_annotation(dh.Deal, "layout", "return") == "Layout"
    assert written_annotation(dh.View, None, "layout") == "Layout"
    assert written_annotation(dh.Match, "view", "return") == "View"


def written_annotation(cls: type, method: str | None, key: str) -> str:
    """An annotation of a class (``method`` None) or of one of its methods, as written in the source.
    The plain build keeps it at run time; a compiled class or function keeps none (or a type in its
    place), so there it is read from the module's source, installed beside the compiled module."""
    if not dh.compiled:
        target = cls if method is None else getattr(cls, method)
        return str(target.__annotations__[key])
    module = sys.modules[cls.__module__]
    assert module.__file__ is not None
    source = Path(module.__file__).with_name(cls.__module__.rsplit(".", 1)[1] + ".py")
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef) and node.name == cls.__name__:
            for item in node.body:
                if method is None and isinstance(item, ast.AnnAssign) and ast.unparse(item.target) == key:
                    return ast.unparse(item.annotation)
                if isinstance(item, ast.FunctionDef) and item.name == method and key == "return":
                    assert item.returns is not None
                    return ast.unparse(item.returns)
    raise AssertionError(f"no annotation {key!r} of {cls.__name__}.{method} in {source}")


def _mypy(tmp_path: Path, source: str) -> subprocess.CompletedProcess[str]:
    snippet = tmp_path / "renderer.py"
    snippet.write_text(textwrap.dedent(source), encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(ROOT / ".mypy_cache"), str(snippet)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_a_renderer_that_misses_a_kind_fails_type_checking(tmp_path: Path) -> None:
    """The same renderer, whole and without its Sausage case: mypy passes the one and names the
    missing kind in the other."""
    pytest.importorskip("mypy")
    whole = _mypy(tmp_path, RENDERER)
    assert whole.returncode == 0, whole.stdout + whole.stderr
    missing = _mypy(tmp_path, RENDERER.replace('        case SausageLayout():\n            return "sausage"\n', ""))
    assert missing.returncode == 1, missing.stdout
    assert 'Argument 1 to "assert_never" has incompatible type "SausageLayout"' in missing.stdout


def _layout_matches(path: Path) -> list[tuple[int, bool]]:
    """Each ``match`` statement of a file whose cases name a layout kind, with whether its last
    case is ``case _: assert_never(...)``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Match):
            continue
        named = {
            p.cls.id
            for case in node.cases
            for p in ast.walk(case.pattern)
            if isinstance(p, ast.MatchClass) and isinstance(p.cls, ast.Name)
        }
        if not named & KINDS:
            continue
        last = node.cases[-1]
        body = last.body[0] if last.body else None
        exhaustive = (
            isinstance(last.pattern, ast.MatchAs)
            and last.pattern.pattern is None
            and isinstance(body, ast.Expr)
            and isinstance(body.value, ast.Call)
            and isinstance(body.value.func, ast.Name)
            and body.value.func.id == "assert_never"
        )
        found.append((node.lineno, exhaustive))
    return found


def test_every_renderer_dispatches_exhaustively() -> None:
    """The terminal's drawing and notes, the browser's JSON, the environments' action ids and
    observations each match on the kind and end in assert_never (which mypy --strict checks)."""
    matches = {path.relative_to(SRC).as_posix(): _layout_matches(path) for path in SRC.rglob("*.py")}
    matches = {name: found for name, found in matches.items() if found}
    assert {"tui/render.py", "server/wire.py", "envs/codec.py", "envs/observation.py"} <= set(matches)
    # the drawing, and the notes under it (worded for the terminal and the page alike)
    assert len(matches["tui/render.py"]) >= 1 and len(matches["presentation/notes.py"]) >= 1
    bare = [f"{name}:{line}" for name, found in matches.items() for line, exhaustive in found if not exhaustive]
    assert not bare, f"a match on a layout without `case _: assert_never(...)`: {bare}"
