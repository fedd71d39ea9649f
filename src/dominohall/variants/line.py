"""The line layout shared by Block, Draw and Twins: one chain with two ends, ``L`` and ``R``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dominohall.deal import Deal
from dominohall.moves import Move
from dominohall.tiles import BIT, PIP_MASK, TILE_HIGH, TILE_LOW, Tile, TileSet, other_half


@dataclass(frozen=True, slots=True)
class Placed:
    """A tile as it lies: ``first`` is the half towards the start of its chain (the left in a line,
    the spinner on a cross arm, the head in a snake), ``second`` the half away from it."""

    tile: Tile
    first: int
    second: int

    @property
    def is_double(self) -> bool:
        return self.first == self.second


@dataclass(frozen=True, slots=True)
class LineLayout:
    """A line as it lies, left to right; ``lead`` is the index of the lead tile in ``tiles``."""

    tiles: tuple[Placed, ...]
    lead: int
    ends: dict[str, int]


class LineDeal(Deal):
    """A deal on a line with two ends (N: ``a-b@L`` / ``a-b@R``)."""

    end_names = ("L", "R")
    line_rule = "R-1"
    """The rule that says a tile must match the end it is played on."""

    def _init_layout(self) -> None:
        self.left = -1
        self.right = -1
        self.left_tiles: list[Placed] = []
        """Tiles played on ``L``, nearest the lead first."""
        self.right_tiles: list[Placed] = []
        self.lead_tile: Placed | None = None

    def _save_layout(self) -> Any:
        return self.left, self.right, len(self.left_tiles), len(self.right_tiles), self.lead_tile

    def _restore_layout(self, saved: Any) -> None:
        self.left, self.right, n_left, n_right, self.lead_tile = saved
        del self.left_tiles[n_left:]
        del self.right_tiles[n_right:]

    def _copy_layout_from(self, other: Deal) -> None:
        self.left_tiles = self.left_tiles[:]
        self.right_tiles = self.right_tiles[:]

    def _playable_mask(self) -> TileSet:
        return PIP_MASK[self.left] | PIP_MASK[self.right]

    def _fits(self, tile: Tile, value: int) -> bool:
        """Whether ``tile`` may go on an end showing ``value`` (Twins adds its double rule)."""
        return TILE_LOW[tile] == value or TILE_HIGH[tile] == value

    def _placements(self, tile: Tile) -> list[Move]:
        moves = []
        if self._fits(tile, self.left):
            moves.append(Move.play(tile, "L"))
        if self._fits(tile, self.right):
            moves.append(Move.play(tile, "R"))
        return moves

    def _place(self, seat: int, move: Move) -> None:
        t = move.tile
        if not self.played:
            # N: a non-double lead a-b (a < b) shows a at L.
            self.left, self.right = TILE_LOW[t], TILE_HIGH[t]
            self.lead_tile = Placed(t, self.left, self.right)
        elif move.end == "L":
            far = other_half(t, self.left)
            self.left_tiles.append(Placed(t, far, self.left))
            self.left = far
        else:
            far = other_half(t, self.right)
            self.right_tiles.append(Placed(t, self.right, far))
            self.right = far

    def _explain(self, move: Move) -> tuple[str, str]:
        if not self.played:
            if move.end:
                return "N", f"the lead is written {move.tile_name}, without an end"
            return self._explain_lead(move)
        if move.kind != "play" or move.end not in self.end_names:
            return "N", f"{move} names no end of this line (ends: L, R)"
        value = self.left if move.end == "L" else self.right
        if not BIT[move.tile] & PIP_MASK[value]:
            return self.line_rule, f"{move.tile_name} does not match {value} at end {move.end}"
        return self._explain_fit(move, value)

    def _explain_lead(self, move: Move) -> tuple[str, str]:
        return "N", f"{move} cannot lead"

    def _explain_fit(self, move: Move, value: int) -> tuple[str, str]:
        return "N", f"{move} is not a legal play here"

    def open_ends(self) -> dict[str, int]:
        if not self.played:
            return {}
        return {"L": self.left, "R": self.right}

    def layout(self) -> LineLayout:
        tiles = [*reversed(self.left_tiles)]
        if self.lead_tile is not None:
            tiles.append(self.lead_tile)
        tiles += self.right_tiles
        return LineLayout(tuple(tiles), len(self.left_tiles), self.open_ends())
