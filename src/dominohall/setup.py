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

import hashlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

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


def seeded(text: str) -> random.Random:
    """``random.Random(text)``, the same generator, made without the checks ``Random.seed`` runs
    for every kind of seed (a match seeds one per deal: this is a good part of dealing's cost)."""
    rng = random.Random.__new__(random.Random)
    _CORE_SEED(rng, _seed_integer(text))
    rng.gauss_next = None  # type: ignore[attr-defined]  # set by Random.seed, read by Random.gauss
    return rng


def _seed_bytes(text: str) -> bytes:
    """What ``Random.seed`` makes of a str (version 2), as big-endian bytes: the text and its
    SHA-512 digest."""
    data = text.encode()
    return data + _SHA512(data).digest()


def _seed_integer(text: str) -> int:
    return int.from_bytes(_seed_bytes(text))


_CORE_SEED: Final[Callable[[random.Random, int], None]] = random.Random.__mro__[1].seed  # type: ignore[attr-defined]
"""The generator's own seeding from an integer, in C."""
_SHA512: Final = hashlib.sha512


def shuffled_order(rng: random.Random, count: int) -> list[int]:
    """``range(count)`` shuffled: a uniform shuffle by random keys, one ``rng.random()`` each, ties in
    index order. The same permutation for the same generator everywhere, and several times faster
    than ``random.shuffle``'s call per item."""
    random_ = rng.random
    keys = [random_() for _ in range(count)]
    return sorted(range(count), key=keys.__getitem__)


def seeded_order(text: str, count: int) -> list[int]:
    """``shuffled_order(random.Random(text), count)``: how deal ``i`` of a match is shuffled (C-3).

    The compiled build works it out in C (``dominohall._seeded``) without making the generator.

    >>> seeded_order("7:0", 5) == shuffled_order(random.Random("7:0"), 5)
    True
    """
    if _NATIVE_ORDER is not None and count <= _NATIVE_MAX:
        return _NATIVE_ORDER(_seed_bytes(text), count)
    return shuffled_order(seeded(text), count)


def _load_native() -> tuple[Callable[[bytes, int], list[int]] | None, int]:
    try:
        from dominohall import _seeded
    except ImportError:  # the plain build, where the C helper is not built
        return None, 0
    return _seeded.seeded_order, _seeded.MAX_COUNT


_NATIVE: Final = _load_native()
_NATIVE_ORDER: Final = _NATIVE[0]
_NATIVE_MAX: Final = _NATIVE[1]
native_seeding: Final = _NATIVE_ORDER is not None
"""Whether seeded deals are shuffled by the C helper (the compiled build)."""

# Both ways must be random.Random's own: a Python whose generator were seeded otherwise would deal
# other deals from the same seeds, and records would not replay.
assert seeded("check:1").random() == random.Random("check:1").random()
assert seeded_order("check:1", 28) == shuffled_order(random.Random("check:1"), 28)


def shuffled_setup(
    cls: type[Deal], rules: Rules, rng: random.Random | str, due: int, excluded: TileSet = 0
) -> DealSetup:
    """Shuffle the tiles in play and deal them (C-3). ``rng`` is the generator, or the text to seed
    one with (``random.Random(text)``; a match's deals are shuffled so, and faster than by a generator
    made for them)."""
    in_play = rules.full_set & ~excluded
    count = in_play.bit_count()
    order = seeded_order(rng, count) if isinstance(rng, str) else shuffled_order(rng, count)
    if excluded:
        in_order = list(iter_tiles(in_play))
        tiles = [in_order[i] for i in order]
    else:
        tiles = order  # with nothing excluded, tile i is i
    return setup_in_order(cls, rules, tiles, due)


def setup_in_order(cls: type[Deal], rules: Rules, tiles: Sequence[Tile], due: int) -> DealSetup:
    """Deal ``tiles`` (every tile in play, shuffled) as C-3 does: the first hand to seat 0, the next
    to seat 1, …, then the stock in draw order; the rest is set aside. A caller that makes its own
    chance outcomes, tile by tile (the OpenSpiel games), deals by this too."""
    count = len(tiles)
    hand_size, stock_size = cls.deal_shape(rules, count)
    # Index loops, not slices: every deal of a match comes through here.
    hands = []
    for seat in range(rules.players):
        hand = 0
        for k in range(seat * hand_size, (seat + 1) * hand_size):
            hand |= 1 << tiles[k]
        hands.append(hand)
    dealt = rules.players * hand_size
    stock = tuple(tiles[dealt : dealt + stock_size])
    aside = 0
    for k in range(dealt + stock_size, count):
        aside |= 1 << tiles[k]
    return DealSetup(tuple(hands), stock, aside, due if cls.leader_given else None)
