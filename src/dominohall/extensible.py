"""What the compiled build needs to know about the engine's classes that games extend.

mypyc compiles a class so that only compiled code may subclass it, unless the class says otherwise
with ``@mypyc_attr(allow_interpreted_subclasses=True)``. The variants' deal classes and the standings
say so: a game is a subclass of one of them (docs/architecture.md, Adding a game) and its module is
plain Python, registered at run time (``tests/test_add_a_game.py`` runs against both builds).

mypyc reads the decorator from the source, by name, and compiles it away; a plain install (which
depends on nothing, so has no ``mypy_extensions``) runs the stand-in below, which changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:

    def mypyc_attr(*attrs, **kwattrs):
        return lambda cls: cls
