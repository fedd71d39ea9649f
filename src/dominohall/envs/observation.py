"""The observation tensor: one seat's :class:`~dominohall.views.View` as a flat ``float32`` vector.

Everything here is read from the view — the seat's own hand, the layout, counts, public events and
the inferences every player can make — so an observation can never hold another seat's hand, the
stock's order or a tile set aside (C-4). Seats are *relative*: seat block ``k`` describes the seat
``k`` places to the observer's left (block 0 is the observer itself), so one policy can play every
seat. Every value lies in ``[0, 1]``: flags, one-hots, and counts divided by ``T`` (the tiles of the
set) or by the match target.

The vector is the concatenation of these sections (``V`` = numbers 0 … top of the set, 7 with
double-six; ``E`` = the variant's ends; ``J`` = 23 cut junctions, Sausages only; ``n`` = players):

==============  =============  ========================================================================
section         size           contents
==============  =============  ========================================================================
``hand``        T              the observer's tiles
``layout``      T              tiles on the table now
``playable``    T              tiles that fit the layout now, whoever holds them (none before the
                               lead); this is what the ends need, including the Twins double rule
                               (TW-4), the Maltese Cross phases (MC-3/4) and the tiles cuts need
``ends``        E × (1 + V)    per end (line ``L R``; cross ``N E S W``; sausage ``TL TR BL BR``;
                               one-way ``TR BR``; snake: its one tail): open now, and the number it
                               shows, one-hot
``cuts``        J × (3 + 2V)   Sausages only, per junction ``j`` from the leftmost column: cuttable
                               now (between two full pair columns, its tile not on the table: SA-5;
                               the hand says whether the observer holds it), the tiles the taker
                               would take with side L and with side R (÷ T; one-way: L is its
                               one take, R stays 0), and the tile the junction needs (its low and
                               its high number, one-hot each)
``seats``       n × (8 + 4T    per relative seat: tiles in hand ÷ T, out of the deal, to move, led
                + V + M)       this deal, passes and tiles drawn this deal (÷ T), tiles taken from
                               cuts this deal (÷ T), whether it is a partner (teams), tiles it played
                               this deal (T), its last tile played this deal (T, one-hot), tiles it is
                               known not to hold (T, from passes and draws), tiles it is known to hold
                               (T, taken from cuts), numbers it is known to be void in (V), and the
                               match standing (M: White Snake 6 token bits; Sausage loss marks ÷
                               ``losses``; points games score ÷ ``target``, capped at 1)
``deal``        5 (+ 7)        stock ÷ T, set aside ÷ T, no tile led yet, deal over, a White Snake
                               steal to choose; White Snake adds the head of this deal, one-hot
                               (1-1 … 6-6, then 0-0)
==============  =============  ========================================================================

:meth:`ObservationEncoder.sections` gives each section's offset and size, so a learner can slice the
vector by name (like OpenSpiel's observer pieces). :data:`OBSERVATION_VERSION` changes whenever what a
section means changes (the environments' metadata carries it; ``docs/envs.md`` has the history).

>>> from dominohall import new_match, rules_for
>>> enc = ObservationEncoder(rules_for("block", 2))
>>> enc.size, [name for name, _, _ in enc.sections()]
(361, ['hand', 'layout', 'playable', 'ends', 'seats', 'deal'])
>>> m = new_match("block", 2, seed=3)
>>> x = enc.encode(m.view(0))
>>> int(x[:28].sum()), float(x.min()) >= 0.0, float(x.max()) <= 1.0
(7, True, True)
"""

from __future__ import annotations

from typing import Final, assert_never

import numpy as np
from numpy.typing import NDArray

from dominohall.envs.codec import JUNCTIONS
from dominohall.events import Dealt, Drew, Passed, Played, Took
from dominohall.layouts import CrossLayout, Layout, LineLayout, SausageLayout, SnakeLayout
from dominohall.rules import Rules
from dominohall.tiles import BIT, TILE_HIGH, TILE_LOW, iter_tiles, set_size
from dominohall.variants import variant_info
from dominohall.variants.white_snake import head_of
from dominohall.views import View

SEAT_SCALARS: Final = 8
"""Counts and flags at the start of each seat block (see the module docstring)."""

DEAL_SCALARS: Final = 5
WHITE_SNAKE_HEADS: Final = 7
"""The heads a White Snake deal can have: 1-1 … 6-6, then 0-0 (WS-2)."""

TOKEN_BITS: Final = 6
"""White Snake tokens: the doubles 1-1 … 6-6 (WS-6)."""


OBSERVATION_VERSION = 2
"""1: the first encoding; 2: the Sausage ``cuts`` section lists only junctions whose tile is off the
table (SA-5), where version 1 also flagged junctions nobody could cut."""


class ObservationEncoder:
    """Encodes views of one variant (with its players and options) into vectors of a fixed size."""

    version = OBSERVATION_VERSION

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.variant = rules.variant
        self.players = rules.players
        self.n_tiles = set_size(rules.set_max)
        self.values = rules.set_max + 1
        info = variant_info(self.variant)
        places = info.places
        # A snake's one end is the "" place (it names no end); every other variant's ends follow the lead place.
        self.ends: tuple[str, ...] = places if not info.end_names else places[1:]
        self.one_way = info.cut_sides == ("",)
        self.junctions = JUNCTIONS if info.cut_sides else 0
        self.match_kind = info.match_kind
        self.teams = bool(rules.options.get("teams"))
        self.match_width = TOKEN_BITS if self.match_kind == "tokens" else 1
        if self.match_kind == "points":
            self._scale = 1.0 / float(rules.option("target"))
        elif self.match_kind == "marks":
            self._scale = 1.0 / float(rules.option("losses"))
        else:
            self._scale = 1.0
        t, v = self.n_tiles, self.values
        self.seat_width = SEAT_SCALARS + 4 * t + v + self.match_width
        self.end_width = 1 + v
        self.cut_width = 3 + 2 * v
        heads = WHITE_SNAKE_HEADS if self.match_kind == "tokens" else 0
        sizes = [
            ("hand", t),
            ("layout", t),
            ("playable", t),
            ("ends", len(self.ends) * self.end_width),
            ("cuts", self.junctions * self.cut_width),
            ("seats", self.players * self.seat_width),
            ("deal", DEAL_SCALARS + heads),
        ]
        self._sections: list[tuple[str, int, int]] = []
        offset = 0
        for name, size in sizes:
            if size:
                self._sections.append((name, offset, size))
                offset += size
        self.size = offset
        self._offset = {name: start for name, start, _ in self._sections}
        # Every tile-set section is filled by one unpacking of all their bitmasks (a numpy call per
        # section would cost more than the rest of the encoding): where each mask's T bits go.
        starts = [self._offset["hand"], self._offset["layout"], self._offset["playable"]]
        for k in range(self.players):
            seat_base = self._offset["seats"] + k * self.seat_width + SEAT_SCALARS
            starts += [seat_base + i * t for i in range(4)]
        self._mask_bytes = (t + 7) // 8
        self._mask_index = np.array(starts, dtype=np.intp)[:, None] + np.arange(t, dtype=np.intp)

    def sections(self) -> list[tuple[str, int, int]]:
        """``(name, offset, size)`` of every section, in order."""
        return list(self._sections)

    def section(self, x: NDArray[np.float32], name: str) -> NDArray[np.float32]:
        """The part of observation ``x`` that is section ``name``."""
        for n, start, size in self._sections:
            if n == name:
                return x[start : start + size]
        raise KeyError(name)

    def encode(self, view: View) -> NDArray[np.float32]:
        """The observation of ``view`` (a new array)."""
        x = np.zeros(self.size, dtype=np.float32)
        t = self.n_tiles
        inv_t = 1.0 / t
        off = self._offset
        deal = view.public_deal
        # The public skeleton holds only what this seat may see: what fits it is public knowledge.
        # (Before the lead the skeleton's lead tile would be worked out from this hand alone.) Its
        # masks are over the largest set: the set in use is kept.
        playable = deal.playable_tiles() & self.rules.full_set if deal.played else 0
        masks = [view.hand, view.layout_tiles, playable]
        base = off["ends"]
        for i, end in enumerate(self.ends):
            value = view.open_ends.get(end)
            if value is not None and value >= 0:
                start = base + i * self.end_width
                x[start] = 1.0
                x[start + 1 + value] = 1.0
        if self.junctions:
            self._encode_cuts(x, off["cuts"], view.layout)
        masks += self._encode_seats(x, off["seats"], view, inv_t)
        self._scatter(x, masks)
        base = off["deal"]
        x[base] = view.stock_count * inv_t
        x[base + 1] = view.set_aside_count * inv_t
        x[base + 2] = 0.0 if deal.played else 1.0
        x[base + 3] = 1.0 if view.deal_over else 0.0
        stealing = view.deal_over and not view.match_over and view.turn >= 0
        x[base + 4] = 1.0 if stealing else 0.0
        if self.match_kind == "tokens":
            head = TILE_LOW[head_of(view.deal_number)]
            x[base + DEAL_SCALARS + (head - 1 if head else WHITE_SNAKE_HEADS - 1)] = 1.0
        return x

    def _encode_cuts(self, x: NDArray[np.float32], base: int, layout: Layout) -> None:
        match layout:
            case SausageLayout():
                if not layout.columns:
                    return
            case LineLayout() | SnakeLayout() | CrossLayout():
                return  # nothing is cut in these games
            case _:
                assert_never(layout)
        first = layout.columns[0][0]
        cols = [c for _, c in layout.columns]
        counts = [len(c.tiles()) for c in cols]
        total = sum(counts)
        inv_t = 1.0 / self.n_tiles
        v = self.values
        for column, tile in layout.cuts:
            j = column - first
            if not 0 <= j < self.junctions:  # pragma: no cover - the codec's bound (JUNCTIONS)
                raise ValueError(f"junction {j} is beyond the {self.junctions} the observation holds")
            start = base + j * self.cut_width
            x[start] = 1.0
            left = sum(counts[: j + 1])
            x[start + 1] = left * inv_t
            if not self.one_way:
                # SA-11: a one-way cut takes the left part only (its one crosswise tile is the leftmost).
                x[start + 2] = (total - left) * inv_t
            x[start + 3 + TILE_LOW[tile]] = 1.0
            x[start + 3 + v + TILE_HIGH[tile]] = 1.0

    def _scatter(self, x: NDArray[np.float32], masks: list[int]) -> None:
        """Set the bits of each tile-set section from its bitmask (in the order of ``_mask_index``)."""
        size = self._mask_bytes
        data = b"".join(m.to_bytes(size, "little") for m in masks)
        bits = np.unpackbits(np.frombuffer(data, dtype=np.uint8), bitorder="little").reshape(len(masks), -1)
        x[self._mask_index] = bits[:, : self.n_tiles]

    def _encode_seats(self, x: NDArray[np.float32], base: int, view: View, inv_t: float) -> list[int]:
        """The scalars of every seat block; returns the seat blocks' tile-set masks, seat by seat."""
        n = self.players
        masks: list[int] = []
        played = [0] * n
        last = [-1] * n
        passes = [0] * n
        drawn = [0] * n
        taken = [0] * n
        history = view.history
        start = len(history) - 1
        while start > 0 and not isinstance(history[start], Dealt):
            start -= 1
        for event in history[start:]:
            if isinstance(event, Played):
                played[event.seat] |= BIT[event.move.tile]
                last[event.seat] = event.move.tile
            elif isinstance(event, Passed):
                passes[event.seat] += 1
            elif isinstance(event, Drew):
                drawn[event.seat] += len(event.tiles)
            elif isinstance(event, Took):
                taken[event.seat] += len(event.tiles)
        me = view.seat
        for k in range(n):
            seat = (me + k) % n
            b = base + k * self.seat_width
            x[b] = view.hand_counts[seat] * inv_t
            x[b + 1] = 1.0 if view.out[seat] else 0.0
            x[b + 2] = 1.0 if view.turn == seat else 0.0
            x[b + 3] = 1.0 if view.leader == seat else 0.0
            x[b + 4] = min(1.0, passes[seat] * inv_t)
            x[b + 5] = min(1.0, drawn[seat] * inv_t)
            x[b + 6] = min(1.0, taken[seat] * inv_t)
            x[b + 7] = 1.0 if self.teams and k % 2 == 0 else 0.0
            last_tile = BIT[last[seat]] if last[seat] >= 0 else 0
            masks += [played[seat], last_tile, view.known_absent[seat], view.known_held[seat]]
            b += SEAT_SCALARS + 4 * self.n_tiles
            for value in view.void_numbers(seat):
                x[b + value] = 1.0
            b += self.values
            if self.match_kind == "tokens":
                for tile in iter_tiles(view.tokens[seat]):
                    x[b + TILE_LOW[tile] - 1] = 1.0
            elif self.match_kind == "marks":
                x[b] = min(1.0, view.marks[seat] * self._scale)
            else:
                x[b] = min(1.0, view.scores[seat] * self._scale)
        return masks
