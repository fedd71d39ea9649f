"""Sausage («Колбаса», SA) and one-way sausage (SA-11): two rows that grow evenly, and cuts.

Geometry (RULES.md, SA): the lead lies crosswise in column 0, its lower half in the top row. Tiles
then go lengthwise into a top row and a bottom row; a *column* is a crosswise tile or a pair of
lengthwise tiles, one per row. A cut lays a tile crosswise between two full pair columns; the next
player still holding tiles takes everything on one side of it.

The layout is a list of :class:`Column` from left to right; ``first`` is the number of the leftmost.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final, NamedTuple

from dominohall.deal import Deal
from dominohall.errors import SetupError
from dominohall.events import DealResult, Ending, MatchResult, Took, WentOut
from dominohall.extensible import mypyc_attr
from dominohall.i18n import N_, Phrase, Seat
from dominohall.moves import SAUSAGE_ENDS, Move
from dominohall.options import Option, OptionValue
from dominohall.ratings import RatingParameters
from dominohall.rules import Rules
from dominohall.setup import DealSetup
from dominohall.standing import Standing
from dominohall.tiles import (
    BIT,
    DOUBLES_MASK,
    N_TILES,
    TILE_HIGH,
    TILE_LOW,
    TILE_NAMES,
    Tile,
    TileSet,
    iter_tiles,
    other_half,
    tile_index,
)
from dominohall.variants.line import Placed
from dominohall.wording import Wording

if TYPE_CHECKING:
    from dominohall.views import View


class Column(NamedTuple):
    """One column: a crosswise tile (``cross``: ``first`` is its top half, ``second`` its bottom),
    or lengthwise tiles in the top and bottom rows (``first`` is the left half). At an end of the
    layout one row's tile may be missing."""

    cross: Placed | None = None
    top: Placed | None = None
    bottom: Placed | None = None

    @property
    def is_full_pair(self) -> bool:
        return self.top is not None and self.bottom is not None

    def tiles(self) -> list[Tile]:
        return [p.tile for p in (self.cross, self.top, self.bottom) if p is not None]


@dataclass(frozen=True, slots=True)
class SausageLayout:
    """The sausage as it lies: ``columns`` pairs each column number with its column, left to right;
    ``ends`` holds the open ends (SA-4) and ``cuts`` the junctions that may be cut now, each as
    ``(C, tile)`` for the junction between columns C and C+1 (SA-5): only those whose tile is not on
    the table, so that whoever holds it can cut there. (A seat that holds it knows it can; nobody
    knows of a set-aside tile, so a junction that needs one is listed too.) ``one_way``: the rows
    grow to the right only (SA-11), so the left has no ends."""

    columns: tuple[tuple[int, Column], ...]
    ends: dict[str, int]
    cuts: tuple[tuple[int, Tile], ...]
    one_way: bool = False


EMPTY = Column()
END_INDEX = {name: i for i, name in enumerate(("TL", "TR", "BL", "BR"))}
PLAY_ON = {name: tuple(Move.play(t, name) for t in range(N_TILES)) for name in SAUSAGE_ENDS}
"""Every play on each end, made once."""

LOSSES = Option("losses", "SA-10", 5, "int", "marks that lose the match")


@mypyc_attr(allow_interpreted_subclasses=True)
class Marks(Standing):
    """SA-10: the losers of a deal get a loss mark; a player with ``losses`` marks loses the match.
    [decision] Every player who reaches ``losses`` in the same deal loses the match; the players
    with the fewest marks win it (a shared win on a tie). SA-2: the loser leads the next deal.

    Not settled by the rule book, and settled here: if every player reaches ``losses`` in the same
    deal (all of them tied on the most pips, SA-9), nobody wins the match and every player loses it."""

    kind = "marks"
    better = "fewer"

    def value(self, seat: int) -> int:
        return self.match.marks[seat]

    def refuse_decided(self) -> None:
        losses = self.match.rules.option("losses")
        if max(self.match.marks) >= losses:
            raise SetupError(f"a seat already has {losses} loss marks: the match is over", rule=self.rule)

    def settle(self, result: DealResult) -> None:
        match = self.match
        marks = match.marks
        for s in result.losers:
            marks[s] += 1
        match.due = self._next_leader(result)
        losses: int = match.rules.option("losses")
        if max(marks) >= losses:
            losers = tuple(s for s in range(match.n) if marks[s] >= losses)
            ranking = self.ranking()
            fewest = marks[ranking[0]]
            winners = tuple(s for s in ranking if marks[s] == fewest and s not in losers)
            match.end(MatchResult(winners, losers, ranking, "SA-10"))

    def _next_leader(self, result: DealResult) -> int:
        # SA-2 [decision]: the loser leads the next deal; of tied losers, the first going round from the
        # seat after the previous leader, the previous leader counted last (in one-way sausage the
        # previous leader is the seat that actually led).
        previous = self.match.deal.leader
        n = self.match.n
        for k in range(1, n + 1):
            seat = (previous + k) % n
            if seat in result.losers:
                return seat
        return previous  # pragma: no cover - a decided Sausage deal always has a loser


REPETITIONS: Final = 3
"""**[decision]** (RULES.md does not settle it): the rules let cuts and takes go on for ever — two
players left can cut the same tiles back and forth, each take giving the layout, the hands and the turn
they had two takes before (found by two ``greedy`` bots in a one-way sausage that never ended). When a
position after a take comes for the third time, the deal ends as a block does (SA-9: the most pips
lose), as a threefold repetition ends a game of chess."""

TAKE_ENDS_TURN = Option("take_ends_turn", "SA-7", False, "bool", "taking cut tiles uses up the taker's turn")


_ = Phrase.gettext  # the name the catalogs' extraction knows gettext by

_SENTENCES: Final = {
    "there is nothing to cut between columns {left} and {right}: a cut goes between two columns of two lengthwise"
    " tiles": N_(
        "There is nothing to cut between columns {left} and {right}: a cut goes between two columns of two lengthwise"
        " tiles."
    ),
    "only {need} fits the cut between columns {left} and {right}": N_(
        "Only {need} fits the cut between columns {left} and {right}."
    ),
    "in one-way sausage the cutter names no side: {move}": N_("In one-way sausage the cutter names no side: {move}."),
}
"""The clauses of :class:`SausageWords` the table page says as sentences of their own."""


@mypyc_attr(allow_interpreted_subclasses=True)
class SausageWords(Wording):
    """Both Sausages' own phrases: the rows growing evenly (SA-4), the cuts (SA-5, SA-6), the
    one-way game's lead and cut (SA-11)."""

    def cut(self, view: View, move: Move, rule: str) -> Phrase | None:
        if rule == "SA-6" and not move.side:
            return _("name the side the next player takes: {move}:L or {move}:R", move=str(move))
        if rule == "SA-11" and move.side:
            written = str(Move.cut(move.tile, move.column))  # the same cut, with no side
            return _("in one-way sausage the cutter names no side: {move}", move=written)
        layout = view.layout
        if rule == "SA-5" and isinstance(layout, SausageLayout):
            columns = dict(layout.columns)
            left, right = columns.get(move.column), columns.get(move.column + 1)
            if left is None or right is None or not left.is_full_pair or not right.is_full_pair:
                return _(
                    "there is nothing to cut between columns {left} and {right}: a cut goes between two columns of"
                    " two lengthwise tiles",
                    left=move.column,
                    right=move.column + 1,
                )
            assert left.top is not None and left.bottom is not None
            need = tile_index(left.top.second, left.bottom.second)
            return _(
                "only {need} fits the cut between columns {left} and {right}",
                need=TILE_NAMES[need],
                left=move.column,
                right=move.column + 1,
            )
        return None

    def lead(self, view: View, move: Move, rule: str) -> Phrase | None:
        return _("the lead must be a double") if rule == "SA-11" else None

    def move(self, view: View, move: Move) -> Phrase | None:
        # The cut and the side it hands over (SA-6); how many tiles is the hint's reason to say, once.
        if move.kind != "cut":
            return None
        fields = {"tile": move.tile_name, "left": move.column, "right": move.column + 1}
        if move.side == "L":
            return _(
                "cut with {tile} between columns {left} and {right}, handing the left part to the next player",
                **fields,
            )
        if move.side == "R":
            return _(
                "cut with {tile} between columns {left} and {right}, handing the right part to the next player",
                **fields,
            )
        return _("cut with {tile} between columns {left} and {right}", **fields)

    def fit(self, view: View, move: Move, rule: str, place: Phrase, value: int | None) -> Phrase | None:
        if rule == "SA-4":
            return _("that row already sticks out on this side: extend the other row first")
        return None

    def cut_sentence(self, view: View, rule: str, move: str) -> Phrase | None:
        if rule == "SA-6" and len(move.split("@")[1].split(":")) < 3:
            return _("Say which part the next player takes: {move}:L or {move}:R.", move=move)
        return None

    def sentence(self, view: View, rule: str, tile: str) -> Phrase | None:
        if rule == "SA-4":
            return _("That row already sticks out on this side: extend the other row first.")
        return None

    def sentence_of(self, clause: Phrase) -> Phrase | None:
        sentence = _SENTENCES.get(clause.id)
        return None if sentence is None else Phrase(sentence, clause.fields)

    def tile_reason(self, view: View, tile: int, matching: list[int]) -> Phrase | None:
        if isinstance(view.layout, SausageLayout) and matching:
            return _("That row already sticks out on this side: extend the other row first.")
        return None

    def led_instead(self, seat: int, due: int) -> Phrase | None:
        third = _("{name}: leads ({due} holds no double, SA-11)", name=Seat(seat), due=Seat(due))
        return third.to(seat, _("{name}: leading ({due} holds no double, SA-11)"))


@mypyc_attr(allow_interpreted_subclasses=True)
class SausageDeal(Deal):
    """SA-1 … SA-10."""

    name = "sausage"
    caches = ("_ana",)  # the ends and cuts worked out from the columns (see _analysis)
    title = N_("Sausage")
    rule_sentences: ClassVar[Mapping[str, str]] = {
        "SA-1": N_(
            "Sausage is for 2 to 4 players: the whole set is dealt evenly, with no stock and no drawing (with 3"
            " players one tile is set aside)."
        ),
        "SA-2": N_(
            "The loser of the previous deal leads (the first deal: a seat drawn by lot), with any tile, laid crosswise."
        ),
        "SA-3": N_("Each row is a chain of its own: touching halves within a row must match."),
        "SA-4": N_(
            "The sausage must grow evenly: on each side a row may be extended only if it is not already longer than"
            " the other row there."
        ),
        "SA-5": N_(
            "A cut lays a tile crosswise between two columns of two lengthwise tiles each, and it must match all four"
            " tiles around it."
        ),
        "SA-6": N_(
            "The cutter names a side, and the next player still holding tiles takes every tile of the layout on that"
            " side of the cut tile."
        ),
        "SA-7": N_(
            "Taking the cut tiles is not a turn: the taker then plays as usual (unless option take_ends_turn is set)."
        ),
        "SA-8": N_("A player with no tiles left is out of the deal and never takes cut tiles."),
        "SA-9": N_("The last player still holding tiles loses the deal; on a block the most pips lose."),
        "SA-10": N_(
            "Each lost deal is a mark, and the first player to reach the limit of losses (5 unless set) loses the"
            " match."
        ),
    }
    """SA-1 … SA-10 in one sentence each (:meth:`dominohall.i18n.Texts.rule`)."""
    rule_prefix = "SA"
    deal_rule = "SA-1"
    score_rule = "SA-9"
    match_rule = "SA-10"
    first_leader_drawn = True
    min_players = 2
    max_players = 4
    option_specs = (LOSSES, TAKE_ENDS_TURN)
    standing = Marks
    fit_rules: ClassVar[tuple[str, ...]] = ("SA-3", "SA-4")  # SA-4: the row's end is closed, said first
    words = SausageWords()
    match_lengths: ClassVar[dict[int, tuple[int, int, int]]] = {2: (6, 8, 9), 3: (7, 10, 12), 4: (9, 12, 15)}
    end_names: ClassVar[tuple[str, ...]] = SAUSAGE_ENDS
    cut_sides: ClassVar[tuple[str, ...]] = ("L", "R")
    one_way = False
    search_iterations = 600
    analysis_rate = 2200.0
    # rating facts (benchmarks/ratings.py --write)
    rating = RatingParameters(beta=600.0, sigma=500.0, tau=5.0, provisional_sigma=433.9)
    rating_anchors: ClassVar[Mapping[str, float]] = {
        "random": 708.0,
        "greedy": 1510.0,
        "ismcts:iterations=6": 1460.0,
        "ismcts:iterations=30": 2312.0,
    }
    # end of rating facts
    short_match: ClassVar[Mapping[str, OptionValue]] = {"losses": 1}
    # docs/ratings.md: a default match (5 losses) is too slow to simulate by the thousand, so the
    # rating was fitted at one loss; a rated table may be either.
    rating_fitted_at: ClassVar[Mapping[str, OptionValue]] = {"losses": 1}
    # A Sausage move has the most candidates (plays on four ends, cuts to either side) and the
    # smallest budget (its playouts are the longest), so the first round of halving would try each
    # candidate on only a few worlds; its ``ucb`` search is already far above ``greedy`` (README, Strength).
    search_root = "ucb"

    def greedy_bonus(self, view: View, move: Move, taken: int) -> float:
        # A cut scores +3 for each tile the next player must take (SA-6); playing to an end that
        # leaves the next player a cut costs nothing (it cannot be known).
        return 3.0 * taken

    @classmethod
    def deal_shape(cls, rules: Rules, tiles_in_play: int) -> tuple[int, int]:
        # SA-1: the whole set evenly, no stock; with 3 players one tile is set aside.
        return tiles_in_play // rules.players, 0

    # ---- layout ---------------------------------------------------------------------------------
    # Besides the columns, three small immutable tuples describe the sausage, kept up to date play by
    # play (a cut or an undo rescans): ``_geo`` = (index of the leftmost crosswise column, top and
    # bottom row lengths beyond it, index of the rightmost crosswise column, top and bottom lengths
    # beyond it), ``_vals`` = the number each row shows at each end (TL, TR, BL, BR), ``_cuts`` = the
    # junctions between two full pair columns, as (column C, tile), whether or not their tile is on
    # the table: the moves need no filter (a cut tile comes from a hand, and no tile in a hand is on
    # the table), so only :meth:`layout` leaves those out, off the hot path.
    def _init_layout(self) -> None:
        self.cols: list[Column] = []
        self.first = 0
        self.on_table: TileSet = 0
        self._geo: tuple[int, int, int, int, int, int] = (0, 0, 0, 0, 0, 0)
        self._vals: tuple[int, int, int, int] = (-1, -1, -1, -1)
        self._cuts: tuple[tuple[int, Tile], ...] = ()
        self._ana: tuple[list[tuple[str, int]], tuple[tuple[int, Tile], ...]] | None = None
        self._taker = -1
        self._after_takes: tuple[Hashable, ...] = ()
        """The position after every take so far (layout, hands, turn): see :data:`REPETITIONS`."""
        self._flips: tuple[int, ...] = (0,) * self.n
        """Per seat, the tiles it played and took, each toggled in: its hand is the one dealt to it
        with these toggled, so two moments with the same flips have the same hands — known to
        everyone, while the hands themselves are not."""

    def _save_layout(self) -> Any:
        return (
            tuple(self.cols),
            self.first,
            self.on_table,
            self._geo,
            self._vals,
            self._cuts,
            self._after_takes,
            self._flips,
        )

    def _restore_layout(self, saved: Any) -> None:
        cols, self.first, self.on_table, self._geo, self._vals, self._cuts, self._after_takes, self._flips = saved
        self.cols = list(cols)
        self._ana = None
        self._taker = -1  # a move's own (see apply): after an undo no move is being made

    def _copy_layout_from(self, other: Deal) -> None:
        assert isinstance(other, SausageDeal)
        self.cols = other.cols[:]
        self.first = other.first
        self.on_table = other.on_table
        self._geo = other._geo
        self._vals = other._vals
        self._cuts = other._cuts
        self._ana = other._ana
        self._taker = other._taker
        self._after_takes = other._after_takes
        self._flips = other._flips

    def _rescan(self) -> None:
        """Work ``_geo``, ``_vals`` and ``_cuts`` out from the columns (after the lead or a cut)."""
        cols = self.cols
        crosses = [i for i, c in enumerate(cols) if c.cross is not None]
        xl, xr = crosses[0], crosses[-1]
        left, right = cols[:xl], cols[xr + 1 :]
        tl = sum(1 for c in left if c.top is not None)
        bl = sum(1 for c in left if c.bottom is not None)
        tr = sum(1 for c in right if c.top is not None)
        br = sum(1 for c in right if c.bottom is not None)
        self._geo = (xl, tl, bl, xr, tr, br)
        self._vals = (
            self._scan_end(False, True, xl, tl),
            self._scan_end(True, True, xr, tr),
            self._scan_end(False, False, xl, bl),
            self._scan_end(True, False, xr, br),
        )
        self._cuts = tuple(
            (self.first + i, tile_index(a.top.second, a.bottom.second))
            for i, (a, b) in enumerate(itertools.pairwise(cols))
            if a.top is not None and a.bottom is not None and b.top is not None and b.bottom is not None
        )
        self._ana = None

    def _scan_end(self, right: bool, top: bool, x: int, length: int) -> int:
        """The number a row shows at one side: its outermost lengthwise tile, or the crosswise tile."""
        if length == 0:
            cross = self.cols[x].cross
            assert cross is not None
            return cross.first if top else cross.second
        col = self.cols[x + length if right else x - length]
        placed = col.top if top else col.bottom
        assert placed is not None
        return placed.second if right else placed.first

    def _side_lengths(self, right: bool) -> tuple[int, int, int]:
        """``(index of the outermost crosswise column on that side, top length, bottom length)``,
        lengths in lengthwise tiles beyond that column (SA-4)."""
        g = self._geo
        return (g[3], g[4], g[5]) if right else (g[0], g[1], g[2])

    def _analysis(self) -> tuple[list[tuple[str, int]], tuple[tuple[int, Tile], ...]]:
        """The open ends with their numbers (SA-4) and the junctions between two full pair columns with
        their tiles (SA-5), some of which may be on the table (see :meth:`layout`)."""
        ana = self._ana
        if ana is not None:
            return ana
        _, tl, bl, _, tr, br = self._geo
        vals = self._vals
        ends: list[tuple[str, int]] = []
        # SA-4: a row may grow on a side only if it is not already longer there than the other row.
        if not self.one_way and tl <= bl:
            ends.append(("TL", vals[0]))
        if tr <= br:
            ends.append(("TR", vals[1]))
        if not self.one_way and bl <= tl:
            ends.append(("BL", vals[2]))
        if br <= tr:
            ends.append(("BR", vals[3]))
        self._ana = ana = (ends, self._cuts)
        return ana

    def _lead_mask(self) -> TileSet:
        return DOUBLES_MASK & self.rules.full_set if self.one_way else self.rules.full_set

    def playable_tiles(self) -> TileSet:
        ends, cuts = self._analysis()
        mask = 0
        for _, value in ends:
            mask |= self.pip_mask[value]
        for _, tile in cuts:
            mask |= BIT[tile]
        return mask

    def _placements(self, tile: Tile) -> list[Move]:
        ends, cuts = self._analysis()
        lo, hi = TILE_LOW[tile], TILE_HIGH[tile]
        moves = [Move.play(tile, name) for name, value in ends if value in (lo, hi)]
        for column, cut_tile in cuts:
            if cut_tile == tile:
                moves += self._cut_moves(tile, column)
        return moves

    def _cut_moves(self, tile: Tile, column: int) -> list[Move]:
        """The cut of ``tile`` at junction ``column``: one a side (SA-6), or one (SA-11)."""
        if self.one_way:
            return [Move.cut(tile, column)]
        return [Move.cut(tile, column, "L"), Move.cut(tile, column, "R")]

    def _plays(self, playable: TileSet) -> list[Move]:
        # End by end over precomputed moves (then the cuts): the hot path of playouts and search.
        ends, cuts = self._analysis()
        moves: list[Move] = []
        for name, value in ends:
            table = PLAY_ON[name]
            m = playable & self.pip_mask[value]
            while m:
                low = m & -m
                moves.append(table[low.bit_length() - 1])
                m ^= low
        for column, tile in cuts:
            if playable & BIT[tile]:
                moves += self._cut_moves(tile, column)
        return moves

    def apply(self, move: Move) -> None:
        # Every move starts with no taker: push, playout and search all come through here (SA-7).
        self._taker = -1
        super().apply(move)
        if self._taker >= 0:
            if self.result is None:
                self._note_take()
            self._taker = -1  # between moves there is none, so undo and copies have nothing to keep

    def _note_take(self) -> None:
        # Between takes tiles only go from the hands to the layout, so a position that comes back
        # comes back right after a take: only those are kept, and they are few.
        # Column numbers aside (they only count); the flips stand for the hands (same flips, same
        # hands), so that whether a position came back is known to everyone, as it must be.
        position = (tuple(self.cols), self._flips, self.turn)
        if self._after_takes.count(position) + 1 >= REPETITIONS:
            self._settle_block()
        else:
            self._after_takes = (*self._after_takes, position)

    def _place(self, seat: int, move: Move) -> None:
        t = move.tile
        self._ana = None
        self._flip(seat, BIT[t])
        self.on_table |= BIT[t]
        if not self.cols:
            # SA-2: the lead lies crosswise, its lower half in the top row.
            self.cols = [Column(cross=Placed(t, TILE_LOW[t], TILE_HIGH[t]))]
            self.first = 0
            self._rescan()
            return
        if move.kind == "cut":
            self._cut(seat, move)
            self._rescan()
            return
        e = END_INDEX[move.end]
        right = e & 1
        top = e < 2
        xl, tl, bl, xr, tr, br = self._geo
        value = self._vals[e]
        far = other_half(t, value)
        cols = self.cols
        if right:
            placed = Placed(t, value, far)
            if top:
                i = xr + tr + 1
                tr += 1
            else:
                i = xr + br + 1
                br += 1
            if i == len(cols):
                cols.append(EMPTY)
        else:
            placed = Placed(t, far, value)
            if top:
                i = xl - tl - 1
                tl += 1
            else:
                i = xl - bl - 1
                bl += 1
            if i < 0:
                cols.insert(0, EMPTY)
                self.first -= 1
                xl += 1
                xr += 1
                i = 0
        old = cols[i]
        new = Column(None, placed, old.bottom) if top else Column(None, old.top, placed)
        cols[i] = new
        self._geo = (xl, tl, bl, xr, tr, br)
        vals = list(self._vals)
        vals[e] = far
        self._vals = (vals[0], vals[1], vals[2], vals[3])
        if new.top is not None and new.bottom is not None:
            # SA-5: a column just filled may open a junction with a full neighbour.
            added = []
            if i > 0 and cols[i - 1].top is not None and cols[i - 1].bottom is not None:
                added.append(i - 1)
            if i + 1 < len(cols) and cols[i + 1].top is not None and cols[i + 1].bottom is not None:
                added.append(i)
            if added:
                junctions = [
                    (self.first + a, tile_index(cols[a].top.second, cols[a].bottom.second))  # type: ignore[union-attr]
                    for a in added
                ]
                self._cuts = tuple(sorted((*self._cuts, *junctions)))

    def _flip(self, seat: int, tiles: TileSet) -> None:
        """``tiles`` left or joined ``seat``'s hand in public (see ``_flips``)."""
        flips = list(self._flips)
        flips[seat] ^= tiles
        self._flips = tuple(flips)

    def _cut(self, seat: int, move: Move) -> None:
        i = move.column - self.first
        left_col = self.cols[i]
        assert left_col.top is not None and left_col.bottom is not None
        cross = Column(cross=Placed(move.tile, left_col.top.second, left_col.bottom.second))
        # SA-6 / SA-11: the cut tile stays as the crosswise end of what remains, numbered as the
        # column it now borders on the removed side.
        if move.side == "R":
            removed = self.cols[i + 1 :]
            self.cols = [*self.cols[: i + 1], cross]
        else:
            removed = self.cols[: i + 1]
            self.cols = [cross, *self.cols[i + 1 :]]
            self.first = move.column
        taken = 0
        for col in removed:
            for tile in col.tiles():
                taken |= BIT[tile]
        self.on_table &= ~taken
        taker = seat
        for _ in range(self.n):
            taker = (taker + 1) % self.n
            if self.hands[taker]:
                break
        else:  # pragma: no cover - the cutter's opponents always hold tiles while the deal goes on
            raise AssertionError("SA-6: nobody to take the cut tiles")
        self.hands[taker] |= taken
        self._flip(taker, taken)
        held = self.known_held[:]
        held[taker] |= taken
        self.known_held = held
        self._learn_absent(taker, 0, ~taken)
        self.events.append(Took(taker, tuple(iter_tiles(taken))))
        self._taker = taker

    def _advance(self, seat: int) -> None:
        # SA-7: taking is not a turn, unless the option says it uses the taker's turn up.
        if seat == self._taker and self.rules.options["take_ends_turn"]:
            seat = self._next_seat(seat)
        self.turn = seat

    def _settle_out(self, seat: int) -> None:
        # SA-8: a player with no tiles leaves the deal; SA-9: the last one holding tiles loses.
        self.out |= 1 << seat
        self.events.append(WentOut(seat))
        if self._active_count() == 1:
            loser = next(s for s in range(self.n) if self.in_deal(s))
            winners = tuple(s for s in range(self.n) if s != loser)
            self._finish(Ending.DOMINO, winners, (loser,), "SA-9")

    def _settle_block(self) -> None:
        # SA-9: on a block the most pips lose; a tie makes every tied player a loser.
        seats = [s for s in range(self.n) if self.in_deal(s)]
        most = max(self.hand_pips(s) for s in seats)
        losers = tuple(s for s in seats if self.hand_pips(s) == most)
        winners = tuple(s for s in range(self.n) if s not in losers)
        self._finish(Ending.BLOCK, winners, losers, "SA-9")

    # ---- explanations and views ---------------------------------------------------------------
    def _explain(self, move: Move) -> tuple[str, str]:
        if not self.cols:
            if move.end:
                return "N", f"the lead is written {move.tile_name}, without an end"
            return "SA-11", "in one-way sausage the lead must be a double"
        if move.kind == "cut":
            return self._explain_cut(move)
        if move.end not in SAUSAGE_ENDS:
            return "N", f"{move} names no end of the sausage (ends: TL, TR, BL, BR, or a cut)"
        if self.one_way and move.end[1] == "L":
            return "SA-11", "one-way sausage grows to the right only (TR, BR)"
        right = move.end[1] == "R"
        top = move.end[0] == "T"
        _, top_len, bottom_len = self._side_lengths(right)
        mine, theirs = (top_len, bottom_len) if top else (bottom_len, top_len)
        if mine > theirs:
            row, other = ("top", "bottom") if top else ("bottom", "top")
            side = "right" if right else "left"
            return "SA-4", f"the {row} row already sticks out on the {side}: extend the {other} row first"
        value = self._vals[END_INDEX[move.end]]
        return "SA-3", f"{move.tile_name} does not match {value} at end {move.end}"

    def _explain_cut(self, move: Move) -> tuple[str, str]:
        if self.one_way and move.side:
            return (
                "SA-11",
                f"in one-way sausage the cutter names no side: write {move.tile_name}@cut:{move.column}",
            )
        if not self.one_way and not move.side:
            return "SA-6", f"name the side the next player takes: {move}:L or {move}:R"
        i = move.column - self.first
        if not (0 <= i < len(self.cols) - 1 and self.cols[i].is_full_pair and self.cols[i + 1].is_full_pair):
            return "SA-5", (
                f"the junction between columns {move.column} and {move.column + 1} "
                "is not between two columns of two lengthwise tiles"
            )
        left_col = self.cols[i]
        assert left_col.top is not None and left_col.bottom is not None
        top, bottom = left_col.top.second, left_col.bottom.second
        return (
            "SA-5",
            f"a tile cut in there must show {top} on top and {bottom} below ({min(top, bottom)}-{max(top, bottom)})",
        )

    def open_ends(self) -> dict[str, int]:
        if not self.cols:
            return {}
        return dict(self._analysis()[0])

    def layout(self) -> SausageLayout:
        if not self.cols:
            return SausageLayout((), {}, (), self.one_way)
        ends, cuts = self._analysis()
        columns = tuple((self.first + i, c) for i, c in enumerate(self.cols))
        # SA-5: a junction takes the one tile matching both rows there; while that tile lies in the
        # layout nobody can cut there, so it is not offered (a cut taking it back reopens it).
        table = self.on_table
        return SausageLayout(columns, dict(ends), tuple(c for c in cuts if not table & BIT[c[1]]), self.one_way)

    def layout_tiles(self) -> TileSet:
        return self.on_table


@mypyc_attr(allow_interpreted_subclasses=True)
class OneWaySausageDeal(SausageDeal):
    """SA-11: a double leads, the rows grow to the right only, a cut takes everything to its left."""

    name = "sausage-one-way"
    title = N_("One-way sausage")
    rule_sentences: ClassVar[Mapping[str, str]] = {
        "SA-11": N_(
            "In the one-way sausage the lead is a double, the rows grow to the right only and the cutter names no side."
        ),
    }
    """The rule the one-way game adds (its others are Sausage's)."""
    end_names = ("TR", "BR")
    cut_sides = ("",)
    first_rule = "SA-11"
    one_way = True
    # Measured for this game, not inherited (benchmarks/match_length.py, 200 matches of greedy, seed
    # 23): the same as Sausage's, since a match is counted in losses (SA-10) however a deal is played.
    match_lengths: ClassVar[dict[int, tuple[int, int, int]]] = {2: (6, 8, 9), 3: (7, 10, 12), 4: (9, 12, 15)}
    search_iterations = 450
    analysis_rate = 1500.0
    # rating facts (benchmarks/ratings.py --write)
    rating = RatingParameters(beta=600.0, sigma=500.0, tau=5.0, provisional_sigma=433.9)
    rating_anchors: ClassVar[Mapping[str, float]] = {
        "random": 582.0,
        "greedy": 1617.0,
        "ismcts:iterations=4": 1461.0,
        "ismcts:iterations=22": 2385.0,
    }
    # end of rating facts

    @classmethod
    def find_leader(cls, rules: Rules, setup: DealSetup, due: int, number: int) -> int | None:
        # SA-11: if the seat due to lead holds no double, the lead passes left to the first that does.
        n = rules.players
        for k in range(n):
            seat = (due + k) % n
            if setup.hands[seat] & DOUBLES_MASK:
                return seat
        return None

    redeal_rule = "SA-11"
