"""Moves and the move notation of RULES.md (section N).

A :class:`Move` is a small frozen value; its ``str()`` is exactly the notation and
:meth:`Move.from_str` parses it back.

>>> m = Move.from_str("2-5@TL")
>>> m.tile_name, m.end, str(m)
('2-5', 'TL', '2-5@TL')
>>> str(Move.from_str("3-4@cut:-2:R")), str(Move.from_str("6-6@cut:3"))
('3-4@cut:-2:R', '6-6@cut:3')
>>> Move.from_str("pass") is PASS, str(Move.from_str("steal:4-4"))
(True, 'steal:4-4')
>>> Move.from_str("1-2@X")
Traceback (most recent call last):
...
dominohall.errors.NotationError: N: unknown end 'X' in '1-2@X' (ends are L, R, N, E, S, W, TL, TR, BL, BR)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Literal

from dominohall.bounded import BoundsError, whole_text
from dominohall.errors import NotationError
from dominohall.tiles import TILE_NAMES, Tile, parse_tile

MoveKind = Literal["play", "cut", "pass", "steal"]

LINE_ENDS: Final = ("L", "R")
CROSS_ENDS: Final = ("N", "E", "S", "W")
SAUSAGE_ENDS: Final = ("TL", "TR", "BL", "BR")
ENDS: Final = LINE_ENDS + CROSS_ENDS + SAUSAGE_ENDS
MAX_COLUMN: Final = 10**6
"""The largest column a cut may name, either way from the lead. Columns drift as a sausage grows at
one end and is cut at the other (a long Sausage deal reaches past 100), so the bound is generous;
it is there so that the number is parsed from at most 7 digits, never from what a sender chooses."""
INTERNED_COLUMNS: Final = 99
"""Cut moves are kept as shared objects only for columns within this many of the lead: the cache
stays a bounded set (at most 91 tiles x 199 columns x 3 sides) however many moves are parsed; a cut
further out is a new (equal) object each time."""


@dataclass(frozen=True, slots=True)
class Move:
    """One move: a play (on an end, or the lead/snake play with no end), a Sausage cut, a pass or a
    White Snake steal. Use the constructors below; they return shared objects."""

    kind: MoveKind
    tile: Tile = -1
    """The tile played, cut in or stolen; ``-1`` for a pass."""
    end: str = ""
    """The end used by a play (``""`` for the lead and White Snake plays)."""
    column: int = 0
    """For a cut: the junction between columns ``column`` and ``column + 1``."""
    side: str = ""
    """For a Sausage cut: ``"L"`` or ``"R"``, the part the next player takes; ``""`` in one-way."""

    @staticmethod
    def play(tile: Tile, end: str = "") -> Move:
        """A play of ``tile`` on ``end`` (``""``: the lead, or White Snake's one end)."""
        key = (tile, end)
        move = _PLAYS.get(key)
        if move is None:
            move = _PLAYS[key] = Move("play", tile, end)
        return move

    @staticmethod
    def cut(tile: Tile, column: int, side: str = "") -> Move:
        """A Sausage cut between columns ``column`` and ``column + 1`` (SA-5)."""
        key = (tile, column, side)
        move = _CUTS.get(key)
        if move is None:
            move = Move("cut", tile, "cut", column, side)
            if -INTERNED_COLUMNS <= column <= INTERNED_COLUMNS:  # only a bounded set is kept
                _CUTS[key] = move
        return move

    @staticmethod
    def steal(tile: Tile) -> Move:
        """White Snake: take token ``tile`` from its holder (WS-7)."""
        return _STEALS[tile]

    _hash: int = field(init=False, repr=False, compare=False)
    """The hash, worked out once (a search hashes moves all the time: its tree's children are keyed
    by move, and every move of a deal finds its event by it): :meth:`__hash__` only reads it."""

    def __post_init__(self) -> None:
        # From three fields of five (the kind and a cut's side rarely tell equal-hashing moves apart,
        # and equality does), and from integers only: the same in every process (a string's hash is
        # not), so that a move pickled with its hash is still found in another process's tables.
        object.__setattr__(self, "_hash", hash((self.tile, int.from_bytes(self.end.encode()), self.column)))

    def __hash__(self) -> int:
        # Written here so that the compiled build compiles it (the one dataclasses writes is run as
        # Python). Nothing depends on the values.
        return self._hash

    @property
    def tile_name(self) -> str:
        return TILE_NAMES[self.tile] if self.tile >= 0 else ""

    def __str__(self) -> str:
        kind = self.kind
        if kind == "play":
            name = TILE_NAMES[self.tile]
            return f"{name}@{self.end}" if self.end else name
        if kind == "cut":
            text = f"{TILE_NAMES[self.tile]}@cut:{self.column}"
            return f"{text}:{self.side}" if self.side else text
        if kind == "pass":
            return "pass"
        return f"steal:{TILE_NAMES[self.tile]}"

    def __repr__(self) -> str:
        return f"Move.from_str({str(self)!r})"

    @staticmethod
    def from_str(text: str) -> Move:
        """Parse the notation of RULES.md section N; raise :class:`NotationError` if it is not."""
        s = text.strip()
        if s == "pass":
            return PASS
        try:
            if s.startswith("steal:"):
                return Move.steal(parse_tile(s[6:]))
            tile_text, at, place = s.partition("@")
            tile = parse_tile(tile_text)
        except ValueError as exc:
            raise NotationError(f"{exc} (in {text[:60]!r})", rule="N") from None
        if not at:
            return Move.play(tile)
        if place in ENDS:
            return Move.play(tile, place)
        if place.startswith("cut:"):
            parts = place[4:].split(":")
            side = parts[1] if len(parts) == 2 else ""
            digits = parts[0][1:] if parts[0].startswith("-") else parts[0]
            if (len(parts) == 1 or side in ("L", "R")) and len(parts) <= 2 and digits.isascii() and digits.isdigit():
                try:
                    column = whole_text(parts[0], "column", -MAX_COLUMN, MAX_COLUMN)
                except BoundsError as exc:
                    raise NotationError(f"the {exc} (in {text[:60]!r})", rule="N", field="column") from None
                return Move.cut(tile, column, side)
            raise NotationError(f"a cut is written a-b@cut:C:L, a-b@cut:C:R or a-b@cut:C, not {text[:60]!r}", rule="N")
        raise NotationError(f"unknown end {place[:20]!r} in {text[:60]!r} (ends are {', '.join(ENDS)})", rule="N")


_PLAYS: dict[tuple[Tile, str], Move] = {}
_CUTS: dict[tuple[Tile, int, str], Move] = {}
_STEALS: Final[tuple[Move, ...]] = tuple(Move("steal", t) for t in range(len(TILE_NAMES)))

PASS: Final = Move("pass")
"""The pass (C-7): the only legal move of a player who cannot play."""

LEADS: Final[tuple[Move, ...]] = tuple(Move.play(t) for t in range(len(TILE_NAMES)))
"""The lead of each tile (a play with no end), by tile: the first move of every deal indexes it."""


def parse_move(move: Move | str) -> Move:
    """A :class:`Move` from a move or its notation."""
    return move if isinstance(move, Move) else Move.from_str(move)
