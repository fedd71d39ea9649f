"""The line layout shared by Block, Draw and Twins: one chain with two ends, ``L`` and ``R``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, NamedTuple

from dominohall.deal import Deal, RandomSource
from dominohall.events import DealResult
from dominohall.extensible import mypyc_attr
from dominohall.moves import PASS, Move
from dominohall.tiles import BIT, N_TILES, TILE_HIGH, TILE_LOW, Tile, TileSet, other_half


class Placed(NamedTuple):
    """A tile as it lies: ``first`` is the half towards the start of its chain (the left in a line,
    the spinner on a cross arm, the head in a snake), ``second`` the half away from it. (A named
    tuple: one is made on every play.)"""

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


ON_LEFT: Final = tuple(Move.play(t, "L") for t in range(N_TILES))
ON_RIGHT: Final = tuple(Move.play(t, "R") for t in range(N_TILES))


@mypyc_attr(allow_interpreted_subclasses=True)
class LineDeal(Deal):
    """A deal on a line with two ends (N: ``a-b@L`` / ``a-b@R``)."""

    end_names = ("L", "R")
    line_rule = "R-1"
    """The rule that says a tile must match the end it is played on."""

    def _init_layout(self) -> None:
        self.left = -1
        self.right = -1
        self.left_tiles: list[Tile] = []
        """Tiles played on ``L``, nearest the lead first. (Tiles only: how each lies follows from the
        lead, and :meth:`layout` works it out; a play makes no object.)"""
        self.right_tiles: list[Tile] = []
        self.lead: Tile = -1
        """The lead tile, once played (-1 before: the undo of the lead puts that back)."""

    def _save_layout(self) -> Any:
        return self.left, self.right, len(self.left_tiles), len(self.right_tiles)

    def _restore_layout(self, saved: Any) -> None:
        self.left, self.right, n_left, n_right = saved
        del self.left_tiles[n_left:]
        del self.right_tiles[n_right:]
        if self.left < 0:  # the lead was undone
            self.lead = -1

    def _copy_layout_from(self, other: Deal) -> None:
        assert isinstance(other, LineDeal)
        self.left = other.left
        self.right = other.right
        self.left_tiles = other.left_tiles[:]
        self.right_tiles = other.right_tiles[:]
        self.lead = other.lead

    def _end_mask(self, value: int) -> TileSet:
        """The tiles that may go on an end showing ``value`` (Twins adds its double rule)."""
        return self.pip_mask[value]

    def playable_tiles(self) -> TileSet:
        return self._end_mask(self.left) | self._end_mask(self.right)

    def _placements(self, tile: Tile) -> list[Move]:
        bit = BIT[tile]
        moves = []
        if self._end_mask(self.left) & bit:
            moves.append(ON_LEFT[tile])
        if self._end_mask(self.right) & bit:
            moves.append(ON_RIGHT[tile])
        return moves

    def _plays(self, playable: TileSet) -> list[Move]:
        # All plays on L, then all on R: two bit loops over precomputed moves (the hot path of
        # every random playout).
        moves = []
        m = playable & self._end_mask(self.left)
        while m:
            low = m & -m
            moves.append(ON_LEFT[low.bit_length() - 1])
            m ^= low
        m = playable & self._end_mask(self.right)
        while m:
            low = m & -m
            moves.append(ON_RIGHT[low.bit_length() - 1])
            m ^= low
        return moves

    def playout(self, rng: RandomSource, trace: list[Move] | None = None) -> DealResult:
        # The same play as Deal.playout (the same moves for the same generator: plays on L by
        # tile, then on R), in one loop over local variables: this is what Monte Carlo search
        # spends its time in. Equivalence with the checked path is tested. A game whose plays score
        # (Deal.scores_plays) plays out through apply, which scores them.
        if self.scores_plays:
            return Deal.playout(self, rng, trace)
        random_ = rng.random
        while self.result is None and not self.played:
            moves = self.legal_moves()
            move = moves[int(random_() * len(moves))] if len(moves) > 1 else moves[0]
            if trace is not None:
                trace.append(move)
            self.apply(move)
        if self.result is not None:
            return self.result
        hands = self.hands
        n = self.n
        seat = self.turn
        left, right = self.left, self.right
        passes = self.passes
        stock, pos = self.stock, self.stock_pos
        limit = len(stock) - self.stock_reserve if self.draws else pos
        plain = type(self)._end_mask is LineDeal._end_mask
        end_mask = self._end_mask
        pip_mask = self.pip_mask
        while True:
            hand = hands[seat]
            if plain:
                left_mask, right_mask = pip_mask[left], pip_mask[right]
            else:
                left_mask, right_mask = end_mask(left), end_mask(right)
            if not hand & (left_mask | right_mask) and pos < limit:
                playable = left_mask | right_mask
                while pos < limit:
                    bit = BIT[stock[pos]]
                    pos += 1
                    hand |= bit
                    if bit & playable:
                        break
                hands[seat] = hand
            on_left = hand & left_mask
            on_right = hand & right_mask
            n_left = on_left.bit_count()
            total = n_left + on_right.bit_count()
            if not total:
                if trace is not None:
                    trace.append(PASS)
                passes += 1
                if passes >= n:
                    self.left, self.right, self.stock_pos, self.passes = left, right, pos, passes
                    self._settle_block()
                    return self.ended()
                seat = (seat + 1) % n
                continue
            passes = 0
            k = int(random_() * total) if total > 1 else 0
            play_left = k < n_left
            if play_left:
                mask = on_left
            else:
                mask = on_right
                k -= n_left
            while k:
                mask &= mask - 1
                k -= 1
            bit = mask & -mask
            t = bit.bit_length() - 1
            if trace is not None:
                trace.append(ON_LEFT[t] if play_left else ON_RIGHT[t])
            hand ^= bit
            hands[seat] = hand
            self.played |= bit
            if play_left:
                left = other_half(t, left)
            else:
                right = other_half(t, right)
            if not hand:
                self.left, self.right, self.stock_pos, self.passes = left, right, pos, passes
                self._settle_out(seat)
                return self.ended()
            seat = (seat + 1) % n

    def _place(self, seat: int, move: Move) -> None:
        t = move.tile
        if not self.played:
            # N: a non-double lead a-b (a < b) shows a at L.
            self.left, self.right = TILE_LOW[t], TILE_HIGH[t]
            self.lead = t
        elif move.end == "L":
            self.left_tiles.append(t)
            self.left = other_half(t, self.left)
        else:
            self.right_tiles.append(t)
            self.right = other_half(t, self.right)

    def _explain(self, move: Move) -> tuple[str, str]:
        if not self.played:
            if move.end:
                return "N", f"the lead is written {move.tile_name}, without an end"
            return self._explain_lead(move)
        if move.kind != "play" or move.end not in self.end_names:
            return "N", f"{move} names no end of this line (ends: L, R)"
        value = self.left if move.end == "L" else self.right
        if not BIT[move.tile] & self.pip_mask[value]:
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
        if not self.played:
            return LineLayout((), 0, {})
        lead_tile = self.lead
        left: list[Placed] = []
        value = TILE_LOW[lead_tile]
        for t in self.left_tiles:
            far = other_half(t, value)
            left.append(Placed(t, far, value))
            value = far
        tiles = [*reversed(left), Placed(lead_tile, TILE_LOW[lead_tile], TILE_HIGH[lead_tile])]
        value = TILE_HIGH[lead_tile]
        for t in self.right_tiles:
            far = other_half(t, value)
            tiles.append(Placed(t, value, far))
            value = far
        return LineLayout(tuple(tiles), len(self.left_tiles), self.open_ends())
