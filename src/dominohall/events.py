"""What happens in a match, as a list of events; and how deals and matches end."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, NamedTuple

from dominohall.moves import Move
from dominohall.tiles import Tile

if TYPE_CHECKING:
    from dominohall.deal import DealSetup

HIDDEN: Tile = -1
"""A tile whose face a viewer may not see (another seat's draw)."""


class Ending(Enum):
    """How a deal ended."""

    DOMINO = "domino"
    """A player played out their last tile (in Sausage: only one player still holds tiles)."""
    BLOCK = "block"
    """Every player still in the deal passed in succession (C-8)."""
    VOID = "void"
    """A White Snake block tied on pips and tiles: no token, the deal is replayed (WS-5)."""


@dataclass(frozen=True, slots=True)
class DealResult:
    """The outcome of one deal. ``points`` and ``pips`` have one entry per seat."""

    ending: Ending
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    rule: str
    """The ID of the rule that decided it."""
    pips: tuple[int, ...]
    """Pips left in each hand when the deal ended."""
    points: tuple[int, ...]
    """Points each seat scored in this deal (points games; zeros elsewhere)."""


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The outcome of a match: winners (several on a shared win), losers, and the order of seats."""

    winners: tuple[int, ...]
    losers: tuple[int, ...]
    ranking: tuple[int, ...]
    """Seats from best to worst."""
    rule: str


class Event(NamedTuple):
    """One thing that happened. Which fields are used depends on ``kind``:

    ``deal`` (``number``; ``setup``, private: the tiles as dealt; ``rule``: ``"seed"`` or
    ``"given"``, where they came from), ``redeal`` (``rule``), ``lead`` (``seat`` leads;
    ``other``: the seat that was due to lead, if the lead passed to another), ``play`` (``seat``,
    ``move``), ``pass`` (``seat``), ``draw`` (``seat``, ``tiles`` in the order drawn), ``take``
    (``seat``, ``tiles``: a cut's tiles), ``out`` (``seat`` has no tiles left, Sausage),
    ``deal_end`` (``result``), ``token`` (``seat`` takes token ``tiles[0]``), ``steal`` (``seat``,
    ``move``, from ``other``), ``match_end`` (``match_result``).
    """

    kind: str
    seat: int = -1
    move: Move | None = None
    tiles: tuple[Tile, ...] = ()
    other: int = -1
    number: int = 0
    rule: str = ""
    result: DealResult | None = None
    match_result: MatchResult | None = None
    setup: DealSetup | None = None


def public_event(event: Event, seat: int) -> Event:
    """``event`` as ``seat`` may see it (C-4): the dealt tiles are dropped, and another seat's draws
    show how many tiles were drawn but not which. (``seat`` -1: as a spectator sees it.)"""
    if event.kind == "deal":
        return event._replace(setup=None)
    if event.kind == "draw" and event.seat != seat:
        return event._replace(tiles=(HIDDEN,) * len(event.tiles))
    return event
