"""The fixed action codec: every move of a variant as one integer in ``range(codec.size)``, and back.

A learner sees a ``Discrete(size)`` action space whose numbers mean the same thing in every state of
a variant. The numbers are laid out in four blocks, in this order:

=============  ===============================  ==================================================
block          ids                              move
=============  ===============================  ==================================================
plays          ``t * P + p``                    tile ``t`` (index ``b(b+1)/2 + a`` of ``a-b``) on
                                                place ``p`` of the variant's places (below)
cuts           ``P*T + j * S + s``              Sausage: a cut into junction ``j`` (counted from
                                                the leftmost column), side ``s`` of the sides
pass           ``P*T + J*S``                    ``pass`` (C-7)
steals         ``P*T + J*S + 1 + (k - 1)``      White Snake: ``steal:k-k``, ``k = 1 … 6`` (WS-7)
=============  ===============================  ==================================================

``T`` is the number of tiles of the set in use (28; Twins with ``set=9`` or ``12``: 55 or 91), ``P``
the number of places, ``J`` the number of junctions (23 in the Sausages, else 0) and ``S`` the
number of cut sides. Place ``0`` (written ``""``) is the lead, and every White Snake play:

=================  ========================  ====  =====  ======  ===========
variant            places                    P     S      steals  size (T=28)
=================  ========================  ====  =====  ======  ===========
white-snake        ``""``                    1     0      6       35
sausage            ``""`` TL TR BL BR        5     2      0       187
sausage-one-way    ``""`` TR BR              3     1      0       108
twins              ``""`` L R                3     0      0       85
maltese-cross      ``""`` N E S W            5     0      0       141
block, draw        ``""`` L R                3     0      0       85
=================  ========================  ====  =====  ======  ===========

Cuts. RULES.md numbers Sausage columns from the lead (SA-6: a cut renumbers nothing, and the kept cut
tile takes the number of the column it now borders), so after cuts on the left the leftmost column
number climbs with no bound the codec could fix. A cut is therefore encoded by the position of its
junction counted from the leftmost column now on the table: junction ``j`` lies between the columns
at positions ``j`` and ``j + 1``, the leftmost being position 0 (``C = first + j`` in the notation
``a-b@cut:C``, ``first`` the leftmost column's number). The tile is not part of the id: SA-5 lets
exactly one tile fit a junction (its halves must match the rows on both sides), so the junction names
it. The bound: a cut needs at least two tiles off the table (the cut tile in the cutter's hand, and a
tile in another hand, or the deal would be over), so at most 26 tiles lie on it; the junction's own
two columns hold four, and each of the ``j`` columns to its left at least one, so ``j <= 22``:
``J = 23``.

>>> from dominohall import Move, rules_for
>>> c = ActionCodec(rules_for("block", 2))
>>> c.size, c.encode(Move.from_str("2-5@L")), str(c.decode(c.encode(Move.from_str("2-5@L"))))
(85, 52, '2-5@L')
>>> c.encode(Move.from_str("pass")), c.describe(84)
(84, 'pass')
>>> s = ActionCodec(rules_for("sausage", 2))
>>> s.size, s.describe(140), s.describe(143)
(187, 'cut junction 0, side L', 'cut junction 1, side R')
>>> ActionCodec(rules_for("white-snake", 5)).describe(34)
'steal:6-6'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final, assert_never

from dominohall.layouts import CrossLayout, Layout, LineLayout, SausageLayout, SnakeLayout
from dominohall.moves import PASS, Move
from dominohall.rules import Rules
from dominohall.tiles import TILE_NAMES, set_size
from dominohall.variants import variant_info

JUNCTIONS: Final = 23
"""Cut junction slots in the Sausages (see the module docstring for the bound)."""


def first_column(layout: Layout | None) -> int:
    """The number of the leftmost column of a Sausage layout (0 for any other layout: junction ids
    count from there)."""
    match layout:
        case SausageLayout():
            return layout.columns[0][0] if layout.columns else 0
        case LineLayout() | SnakeLayout() | CrossLayout() | None:
            return 0
        case _:
            assert_never(layout)


class ActionCodec:
    """The action numbers of one variant (with its set), as the module docstring lays them out."""

    def __init__(self, rules: Rules) -> None:
        info = variant_info(rules.variant)
        self.variant = info.name
        self.n_tiles = set_size(rules.set_max)
        self.places = info.places
        """Where a tile may go: ``""`` is the lead (and every White Snake play), then the ends."""
        self.sides = info.cut_sides
        """The side named by a cut (SA-6); one-way sausage names none (SA-11)."""
        self.junctions = JUNCTIONS if self.sides else 0
        self.steal_tiles = info.steal_tiles
        """The tokens that can be stolen (WS-7: the doubles 1-1 to 6-6)."""
        self.cut_base = self.n_tiles * len(self.places)
        self.pass_action = self.cut_base + self.junctions * len(self.sides)
        self.steal_base = self.pass_action + 1
        self.size = self.steal_base + len(self.steal_tiles)
        self._place_index = {place: i for i, place in enumerate(self.places)}
        self._side_index = {side: i for i, side in enumerate(self.sides)}
        self._steal_index = {tile: i for i, tile in enumerate(self.steal_tiles)}
        self._plays = [Move.play(t, p) for t in range(self.n_tiles) for p in self.places]

    def encode(self, move: Move, first: int = 0) -> int:
        """The id of ``move``; ``first`` is the leftmost column number of a Sausage layout (see
        :func:`first_column`). Raises ``ValueError`` for a move the variant never makes."""
        kind = move.kind
        if kind == "play":
            place = self._place_index.get(move.end)
            if place is not None and 0 <= move.tile < self.n_tiles:
                return move.tile * len(self.places) + place
        elif kind == "pass":
            return self.pass_action
        elif kind == "cut":
            side = self._side_index.get(move.side)
            j = move.column - first
            if side is not None and 0 <= j < self.junctions:
                return self.cut_base + j * len(self.sides) + side
        elif kind == "steal" and move.tile in self._steal_index:
            return self.steal_base + self._steal_index[move.tile]
        raise ValueError(f"{self.variant}: the move {move} (leftmost column {first}) has no action id")

    def encode_all(self, moves: Iterable[Move], layout: Layout | None) -> dict[int, Move]:
        """The ids of ``moves`` (legal moves on ``layout``), each with its move."""
        first = first_column(layout)
        return {self.encode(m, first): m for m in moves}

    def decode(self, action: int, layout: Layout | None = None) -> Move:
        """The move of id ``action``. A cut needs the Sausage ``layout`` it is made on (the junction
        names the tile); ``ValueError`` if that junction cannot be cut now, or the id is out of range."""
        action = int(action)
        if 0 <= action < self.cut_base:
            return self._plays[action]
        if action == self.pass_action:
            return PASS
        if self.steal_base <= action < self.size:
            return Move.steal(self.steal_tiles[action - self.steal_base])
        if self.cut_base <= action < self.pass_action:
            j, side = divmod(action - self.cut_base, len(self.sides))
            if isinstance(layout, SausageLayout):
                column = first_column(layout) + j
                for c, tile in layout.cuts:
                    if c == column:
                        return Move.cut(tile, column, self.sides[side])
            raise ValueError(f"{self.variant}: junction {j} cannot be cut on this layout (SA-5)")
        raise ValueError(f"{self.variant}: action ids are 0 to {self.size - 1}, not {action}")

    def describe(self, action: int) -> str:
        """What id ``action`` means, in words that need no layout."""
        if 0 <= action < self.cut_base:
            tile, place = divmod(action, len(self.places))
            name = TILE_NAMES[tile]
            return f"{name}@{self.places[place]}" if self.places[place] else name
        if self.cut_base <= action < self.pass_action:
            j, side = divmod(action - self.cut_base, len(self.sides))
            return f"cut junction {j}" + (f", side {self.sides[side]}" if self.sides[side] else "")
        if action == self.pass_action:
            return "pass"
        if self.steal_base <= action < self.size:
            return f"steal:{TILE_NAMES[self.steal_tiles[action - self.steal_base]]}"
        raise ValueError(f"{self.variant}: action ids are 0 to {self.size - 1}, not {action}")

    def blocks(self) -> list[tuple[str, int, int]]:
        """``(block, first id, count)`` for each non-empty block, in order (for documentation)."""
        out = [
            ("plays", 0, self.cut_base),
            ("cuts", self.cut_base, self.pass_action - self.cut_base),
            ("pass", self.pass_action, 1),
            ("steals", self.steal_base, len(self.steal_tiles)),
        ]
        return [b for b in out if b[2]]

    def __repr__(self) -> str:
        return f"<ActionCodec {self.variant}: {self.size} actions>"
