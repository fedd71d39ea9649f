"""The optional compiled build of the engine (everything else is in pyproject.toml).

``DOMINOHALL_MYPYC=1 pip install .`` compiles the modules below with mypyc, the compiler that ships
with mypy: the same typed source, as C extension modules (``dominohall.compiled`` is then true).
Without the variable, and in every editable install, nothing is compiled and the package is the plain
Python source. The build backend (``build_support/dominohall_build.py``) brings mypy into an isolated
build only when it is asked for; with ``--no-build-isolation`` the installed mypy is used.
"""

from __future__ import annotations

import os
import sys

from setuptools import setup

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "build_support"))
from dominohall_build import ASKING, EDITABLE, compiling

COMPILED = [
    # The rules engine: every move of every deal runs through these.
    "tiles.py",
    "moves.py",
    "options.py",
    "rules.py",
    "setup.py",
    "events.py",
    "outcome.py",
    "standing.py",
    "wording.py",  # the base of the games' own words, which the compiled variants extend
    "deal.py",
    "match.py",
    "views.py",
    "sampling.py",
    "variants/__init__.py",
    "variants/line.py",
    "variants/block.py",
    "variants/twins.py",
    "variants/maltese_cross.py",
    "variants/sausage.py",
    "variants/white_snake.py",
    # The search's own loop (sampling, the tree walk, the playouts).
    "bots/search.py",
]
"""The modules compiled, under ``src/dominohall``. What stays Python: errors and bounds (not hot, and
subclassed), records, analysis, the bots' classes, the simulator, the server and the interfaces; they
call the compiled engine like any other module."""


def ext_modules() -> list[object]:
    if not compiling() or os.environ.get(EDITABLE) or os.environ.get(ASKING):
        return []
    from mypyc.build import mypycify
    from setuptools import Extension

    return [
        *mypycify(
            [os.path.join("src", "dominohall", path) for path in COMPILED],
            opt_level="3",
            # One C file per module, so that the compiler's work is spread over the cores.
            multi_file=True,
        ),
        # The seeded shuffle of a deal (C-3) in C: seeding a generator per deal is most of dealing's
        # cost, and this computes only the numbers the shuffle reads (see the file).
        Extension("dominohall._seeded", [os.path.join("src", "dominohall", "_seeded.c")], extra_compile_args=["-O2"]),
    ]


setup(ext_modules=ext_modules())
