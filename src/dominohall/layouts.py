"""Every kind of layout a deal can have, as one union: :data:`Layout`.

:meth:`Deal.layout() <dominohall.deal.Deal.layout>`, :attr:`View.layout <dominohall.views.View.layout>`
and so :meth:`Match.view <dominohall.match.Match.view>` give one of these; each kind is defined beside
the games that lay it out. Whatever turns a layout into something else (the terminal's drawing, the
JSON for the browser, the environments' observations and action ids) matches on it case by case and
ends with ``assert_never``, so that a game with a new kind of layout makes the type checker name
every place that does not handle it yet:

>>> from typing import assert_never
>>> def kind(layout: Layout) -> str:
...     match layout:
...         case LineLayout():
...             return "line"
...         case SnakeLayout():
...             return "snake"
...         case CrossLayout():
...             return "cross"
...         case SausageLayout():
...             return "sausage"
...         case _:
...             assert_never(layout)
>>> from dominohall import new_match
>>> kind(new_match("sausage", 2, seed=1).view(0).layout)
'sausage'
"""

from __future__ import annotations

from typing import TypeAlias

from dominohall.variants.line import LineLayout, Placed
from dominohall.variants.maltese_cross import CrossLayout
from dominohall.variants.sausage import Column, SausageLayout
from dominohall.variants.white_snake import SnakeLayout

Layout: TypeAlias = LineLayout | SnakeLayout | CrossLayout | SausageLayout
"""A layout as it lies: a line (Block, Draw, Twins), a snake (White Snake), a cross (Maltese Cross)
or a sausage (both Sausages)."""

__all__ = ["Column", "CrossLayout", "Layout", "LineLayout", "Placed", "SausageLayout", "SnakeLayout"]
