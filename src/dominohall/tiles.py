"""Tiles, sets of tiles as int bitmasks, and the tile notation (rule C-1).

A tile is an ``int`` index. Tiles are numbered so that every smaller set is a prefix of every larger
one: ``a-b`` (``a <= b``) has index ``b * (b + 1) // 2 + a``. A set of tiles is an ``int`` bitmask with
bit ``i`` for tile ``i``; the tables below make the common questions one lookup.

>>> t = parse_tile("2-5")
>>> tile_name(t), tile_low(t), tile_high(t), pips(t)
('2-5', 2, 5, 7)
>>> tile_name(parse_tile("5-2"))
'2-5'
>>> [tile_name(x) for x in iter_tiles(PIP_MASK[6] & FULL_SET[6]) if x < 24]
['0-6', '1-6', '2-6']
>>> set_size(6), set_size(9), set_size(12)
(28, 55, 91)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

Tile = int
"""A tile's index (see the module docstring)."""

TileSet = int
"""A set of tiles as a bitmask: bit ``i`` stands for tile ``i``."""

MAX_PIP: Final = 12
"""The highest number of any supported set (double-twelve)."""

SET_MAXIMA: Final = (6, 9, 12)
"""The sets a variant may allow, by their highest number (C-1)."""


def tile_index(a: int, b: int) -> Tile:
    """The index of tile ``a-b`` (the two halves in either order)."""
    if a > b:
        a, b = b, a
    return b * (b + 1) // 2 + a


def set_size(max_pip: int) -> int:
    """How many tiles the double-``max_pip`` set holds."""
    return (max_pip + 1) * (max_pip + 2) // 2


N_TILES: Final = set_size(MAX_PIP)

TILE_LOW: Final[tuple[int, ...]] = tuple(a for b in range(MAX_PIP + 1) for a in range(b + 1))
TILE_HIGH: Final[tuple[int, ...]] = tuple(b for b in range(MAX_PIP + 1) for _ in range(b + 1))
TILE_PIPS: Final[tuple[int, ...]] = tuple(lo + hi for lo, hi in zip(TILE_LOW, TILE_HIGH))
TILE_NAMES: Final[tuple[str, ...]] = tuple(f"{lo}-{hi}" for lo, hi in zip(TILE_LOW, TILE_HIGH))
IS_DOUBLE: Final[tuple[bool, ...]] = tuple(lo == hi for lo, hi in zip(TILE_LOW, TILE_HIGH))
BIT: Final[tuple[int, ...]] = tuple(1 << i for i in range(N_TILES))

DOUBLE: Final[tuple[Tile, ...]] = tuple(tile_index(v, v) for v in range(MAX_PIP + 1))
"""``DOUBLE[v]`` is the tile ``v-v``."""

PIP_MASK: Final[tuple[TileSet, ...]] = tuple(
    sum(BIT[t] for t in range(N_TILES) if v in (TILE_LOW[t], TILE_HIGH[t])) for v in range(MAX_PIP + 1)
)
"""``PIP_MASK[v]``: every tile (of the largest set) showing ``v`` on either half."""

DOUBLES_MASK: Final = sum(BIT[t] for t in DOUBLE)

FULL_SET: Final[dict[int, TileSet]] = {m: (1 << set_size(m)) - 1 for m in SET_MAXIMA}
"""``FULL_SET[m]``: every tile of the double-``m`` set."""

PIP_MASKS: Final[dict[int, tuple[TileSet, ...]]] = {m: tuple(p & FULL_SET[m] for p in PIP_MASK) for m in SET_MAXIMA}
"""``PIP_MASKS[m][v]``: :data:`PIP_MASK` within the double-``m`` set. A deal uses its set's table: a
double-6 or double-9 set then fits a machine word (:data:`PIP_MASK` reaches tile 90), which the
compiled build computes with directly, and plain Python with smaller integers."""


def other_half(t: Tile, v: int) -> int:
    """The half of ``t`` that is not the (matched) half ``v``."""
    lo = TILE_LOW[t]
    return TILE_HIGH[t] if lo == v else lo


def tile_low(t: Tile) -> int:
    return TILE_LOW[t]


def tile_high(t: Tile) -> int:
    return TILE_HIGH[t]


def pips(t: Tile) -> int:
    """The pip count of one tile (C-1)."""
    return TILE_PIPS[t]


def tile_name(t: Tile) -> str:
    """The notation of a tile, ``a-b`` with ``a <= b``."""
    return TILE_NAMES[t]


def is_double(t: Tile) -> bool:
    return IS_DOUBLE[t]


def parse_tile(text: str) -> Tile:
    """Parse ``a-b`` (either order; surrounding blanks ignored) into a tile.

    >>> parse_tile(" 12-10 ") == tile_index(10, 12)
    True
    >>> parse_tile("7")
    Traceback (most recent call last):
    ...
    ValueError: C-1: a tile is written a-b with numbers 0 to 12, not '7'
    """
    halves = text.strip().split("-")
    if len(halves) == 2 and all(h.isascii() and h.isdigit() and len(h) <= 2 for h in halves):
        a, b = int(halves[0]), int(halves[1])
        if a <= MAX_PIP and b <= MAX_PIP:
            return tile_index(a, b)
    raise ValueError(f"C-1: a tile is written a-b with numbers 0 to {MAX_PIP}, not {text!r}")


def iter_tiles(mask: TileSet) -> Iterator[Tile]:
    """The tiles of a set, lowest index first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def tiles_of(mask: TileSet) -> list[Tile]:
    """The tiles of a set as a list, lowest index first."""
    # A loop of its own rather than list(iter_tiles(...)): no generator to make and drive (every world
    # a search samples lists its hidden tiles).
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(tiles: Iterable[Tile]) -> TileSet:
    mask = 0
    for t in tiles:
        mask |= BIT[t]
    return mask


_BYTE_PIPS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(
        sum(TILE_PIPS[8 * chunk + i] for i in range(8) if byte >> i & 1 and 8 * chunk + i < N_TILES)
        for byte in range(256)
    )
    for chunk in range((N_TILES + 7) // 8)
)
"""The pip count of every 8-tile slice of a set, by slice: a set's pips in a few lookups."""


def mask_pips(mask: TileSet) -> int:
    """The pip count of a set of tiles.

    >>> mask_pips(mask_of([parse_tile("6-6"), parse_tile("0-1"), parse_tile("12-12")]))
    37
    """
    total = 0
    chunk = 0
    while mask:
        total += _BYTE_PIPS[chunk][mask & 255]
        mask >>= 8
        chunk += 1
    return total


def names(mask: TileSet) -> list[str]:
    """The notation of every tile of a set, lowest index first."""
    return [TILE_NAMES[t] for t in iter_tiles(mask)]


def highest_double(mask: TileSet) -> Tile | None:
    """The highest double in a set, or ``None``."""
    doubles = mask & DOUBLES_MASK
    return doubles.bit_length() - 1 if doubles else None
