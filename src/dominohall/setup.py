"""Dealing: the chance outcome of a deal (:class:`DealSetup`), shuffled from a generator (C-3) or given
explicitly (for puzzles, tests and records), and checked against a variant's deal shape.

>>> from dominohall import rules_for
>>> import random
>>> from dominohall.variants import VARIANTS
>>> rules = rules_for("block", 2)
>>> s = shuffled_setup(VARIANTS["block"], rules, random.Random(1), due=0)
>>> [h.bit_count() for h in s.hands], len(s.stock), s.set_aside.bit_count(), s.leader
([7, 7], 0, 14, 0)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dominohall.errors import SetupError
from dominohall.tiles import TILE_NAMES, Tile, TileSet, iter_tiles, mask_of, names, parse_tile

if TYPE_CHECKING:
    from dominohall.deal import Deal
    from dominohall.rules import Rules


@dataclass(frozen=True, slots=True)
class DealSetup:
    """The chance outcome of one deal: every hand, the stock in draw order, the tiles set aside and,
    where the rules leave it open (Block, Draw, Sausage), the seat due to lead."""

    hands: tuple[TileSet, ...]
    stock: tuple[Tile, ...] = ()
    set_aside: TileSet = 0
    leader: int | None = None

    def __init__(
        self,
        hands: tuple[TileSet, ...],
        stock: tuple[Tile, ...] = (),
        set_aside: TileSet = 0,
        leader: int | None = None,
    ) -> None:
        # The constructor dataclasses would write, written here so that the compiled build compiles
        # it (it runs the one dataclasses writes as Python, ten times slower): every deal makes one.
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "stock", stock)
        object.__setattr__(self, "set_aside", set_aside)
        object.__setattr__(self, "leader", leader)

    @staticmethod
    def of(
        hands: Sequence[Sequence[str | Tile]],
        stock: Sequence[str | Tile] = (),
        set_aside: Sequence[str | Tile] = (),
        leader: int | None = None,
    ) -> DealSetup:
        """A setup from tiles in the notation (or tile indices); refuses a tile given twice.

        >>> s = DealSetup.of([["1-1", "2-5"], ["0-3"]], stock=["6-6"])
        >>> [names(h) for h in s.hands], [TILE_NAMES[t] for t in s.stock]
        ([['1-1', '2-5'], ['0-3']], ['6-6'])
        """
        seen: set[Tile] = set()

        def tiles(items: Sequence[str | Tile], field: str) -> list[Tile]:
            out = []
            for item in items:
                try:
                    t = parse_tile(item) if isinstance(item, str) else int(item)
                except ValueError as exc:
                    raise SetupError(f"{exc}", field=field) from None
                if t in seen:
                    raise SetupError(f"tile {TILE_NAMES[t]} is given twice (in {field})", rule="C-1")
                seen.add(t)
                out.append(t)
            return out

        return DealSetup(
            hands=tuple(mask_of(tiles(h, f"hands[{i}]")) for i, h in enumerate(hands)),
            stock=tuple(tiles(stock, "stock")),
            set_aside=mask_of(tiles(set_aside, "set_aside")),
            leader=leader,
        )


def check_setup(cls: type[Deal], rules: Rules, setup: DealSetup, excluded: TileSet = 0) -> None:
    """Refuse an inconsistent setup: wrong counts, tiles missing, twice or from another set."""
    n = rules.players
    in_play = rules.full_set & ~excluded
    count = in_play.bit_count()
    hand_size, stock_size = cls.deal_shape(rules, count)
    rule = cls.deal_rule
    if len(setup.hands) != n:
        raise SetupError(f"{n} hands are needed, {len(setup.hands)} were given", rule=rule)
    seen = 0
    for seat, hand in enumerate(setup.hands):
        if hand.bit_count() != hand_size:
            raise SetupError(f"hands[{seat}] holds {hand.bit_count()} tiles; each hand holds {hand_size}", rule=rule)
        if seen & hand:
            raise SetupError(f"tile {names(seen & hand)[0]} is given twice (hands[{seat}])", rule="C-1")
        seen |= hand
    stock = mask_of(setup.stock)
    if len(setup.stock) != stock_size or stock.bit_count() != len(setup.stock):
        raise SetupError(f"the stock holds {stock_size} tiles, {len(setup.stock)} were given", rule=rule)
    for field, mask in (("stock", stock), ("set_aside", setup.set_aside)):
        if seen & mask:
            raise SetupError(f"tile {names(seen & mask)[0]} is given twice ({field})", rule="C-1")
        seen |= mask
    if seen & ~in_play:
        what = "a token out of play (WS-6)" if seen & ~in_play & rules.full_set else "not in the set"
        raise SetupError(f"tile {names(seen & ~in_play)[0]} is {what}", rule="C-1")
    if seen != in_play:
        raise SetupError(f"tile {names(in_play & ~seen)[0]} is missing from the setup", rule="C-1")
    if setup.leader is not None:
        if not cls.leader_given:
            raise SetupError(f"in {cls.name} the tiles decide who leads; give no leader", rule=rule)
        if not 0 <= setup.leader < n:
            raise SetupError(f"leader must be a seat 0 to {n - 1}, not {setup.leader}", rule="C-2")


def shuffled_setup(cls: type[Deal], rules: Rules, rng: random.Random, due: int, excluded: TileSet = 0) -> DealSetup:
    """Shuffle the tiles in play and deal them (C-3)."""
    in_play = rules.full_set & ~excluded
    tiles = list(iter_tiles(in_play)) if excluded else list(range(in_play.bit_length()))
    # A uniform shuffle by random keys: the same permutation for the same generator everywhere,
    # and several times faster than random.shuffle's call per tile.
    random_ = rng.random
    keys = [random_() for _ in tiles]
    order = sorted(range(len(tiles)), key=keys.__getitem__)
    tiles = [tiles[i] for i in order] if excluded else order  # with nothing excluded, tile i is i
    hand_size, stock_size = cls.deal_shape(rules, len(tiles))
    hands = []
    for start in range(0, rules.players * hand_size, hand_size):
        hand = 0
        for t in tiles[start : start + hand_size]:
            hand |= 1 << t
        hands.append(hand)
    dealt = rules.players * hand_size
    stock = tuple(tiles[dealt : dealt + stock_size])
    aside = 0
    for t in tiles[dealt + stock_size :]:
        aside |= 1 << t
    return DealSetup(tuple(hands), stock, aside, due if cls.leader_given else None)
