"""What happens in a match, as a list of events; and how deals and matches end.

Each kind of event is its own small frozen class with named fields, so that every consumer is
checked by the type checker (``isinstance`` or ``match`` on the class narrows it). ``kind`` names
the class in records and on the wire (``"play"``, ``"deal_end"``, …).

>>> from dominohall.moves import Move
>>> e = Played(seat=1, move=Move.from_str("2-5@L"))
>>> e.kind, e.seat, str(e.move)
('play', 1, '2-5@L')
>>> Passed(2) == Passed(2), Passed(2) == WentOut(2)
(True, False)

Speed: the classes every deal makes (its result, its end, its deal and lead, a draw) write out the
constructor dataclasses would give them. The compiled build compiles what is written in the source
but runs the methods that ``dataclasses`` generates as Python: their constructor was a tenth of a
compiled search's time (``DealResult``, at the end of every playout).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, Literal

from dominohall.moves import PASS, Move
from dominohall.outcome import returns
from dominohall.tiles import Tile

if TYPE_CHECKING:
    from dominohall.setup import DealSetup

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

    def __init__(
        self,
        ending: Ending,
        winners: tuple[int, ...],
        losers: tuple[int, ...],
        rule: str,
        pips: tuple[int, ...],
        points: tuple[int, ...],
    ) -> None:
        # The constructor dataclasses would write (see the module's note on speed).
        object.__setattr__(self, "ending", ending)
        object.__setattr__(self, "winners", winners)
        object.__setattr__(self, "losers", losers)
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "pips", pips)
        object.__setattr__(self, "points", points)

    @property
    def returns(self) -> tuple[float, ...]:
        """What the deal is worth to each seat: see :func:`dominohall.outcome.returns`."""
        return returns(self.winners, self.losers, len(self.pips))


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The outcome of a match: winners (several on a shared win), losers, and the order of seats."""

    winners: tuple[int, ...]
    losers: tuple[int, ...]
    ranking: tuple[int, ...]
    """Seats from best to worst."""
    rule: str

    @property
    def returns(self) -> tuple[float, ...]:
        """What the match is worth to each seat: see :func:`dominohall.outcome.returns`."""
        return returns(self.winners, self.losers, len(self.ranking))


# ---- the events ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Dealt:
    """A deal is dealt. ``count`` counts every deal dealt in the match, this one included (redeals and
    void deals too): the number people see. ``number`` is the rules' deal number where a variant has
    one (White Snake, WS-2: decided deals plus one, which picks the head; 1 elsewhere). ``setup`` holds
    every tile as dealt (private: views drop it); ``source`` says where the tiles came from."""

    count: int
    number: int
    source: Literal["seed", "given"]
    setup: DealSetup | None = None

    def __init__(
        self, count: int, number: int, source: Literal["seed", "given"], setup: DealSetup | None = None
    ) -> None:
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "number", number)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "setup", setup)

    @property
    def kind(self) -> Literal["deal"]:
        return "deal"


@dataclass(frozen=True, slots=True)
class Redealt:
    """Nobody can lead the deal just dealt: the tiles are dealt again (WS-3, TW-2, MC-2, SA-11)."""

    count: int
    """The count of the deal that could not be led."""
    number: int
    rule: str

    @property
    def kind(self) -> Literal["redeal"]:
        return "redeal"


@dataclass(frozen=True, slots=True)
class Led:
    """``seat`` leads the deal; ``due`` is the seat that was due to lead where the lead passed on
    (SA-11, SA-2), else ``None``."""

    seat: int
    due: int | None = None

    def __init__(self, seat: int, due: int | None = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "due", due)

    @property
    def kind(self) -> Literal["lead"]:
        return "lead"


@dataclass(frozen=True, slots=True)
class Played:
    """``seat`` plays ``move`` (a play or a Sausage cut)."""

    seat: int
    move: Move

    @property
    def kind(self) -> Literal["play"]:
        return "play"


@dataclass(frozen=True, slots=True)
class Passed:
    """``seat`` cannot play and passes (C-7)."""

    seat: int

    @property
    def kind(self) -> Literal["pass"]:
        return "pass"

    @property
    def move(self) -> Move:
        return PASS


@dataclass(frozen=True, slots=True)
class Drew:
    """``seat`` draws ``tiles`` from the stock, in the order drawn (C-6); :data:`HIDDEN` for a tile
    the viewer may not see."""

    seat: int
    tiles: tuple[Tile, ...]

    def __init__(self, seat: int, tiles: tuple[Tile, ...]) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "tiles", tiles)

    @property
    def kind(self) -> Literal["draw"]:
        return "draw"


@dataclass(frozen=True, slots=True)
class Took:
    """``seat`` takes the ``tiles`` cut off the sausage (SA-6), face up."""

    seat: int
    tiles: tuple[Tile, ...]

    @property
    def kind(self) -> Literal["take"]:
        return "take"


@dataclass(frozen=True, slots=True)
class Scored:
    """``seat`` scores ``points`` by the play just made, during the deal (a variant whose plays score:
    :meth:`Deal._play_points <dominohall.deal.Deal._play_points>`); ``rule`` is the rule that scores
    them. The deal's result counts them again in its ``points`` (the deal's total), so a standing
    settles a deal as before; views show them at once (:attr:`Match.live_scores
    <dominohall.match.Match.live_scores>`)."""

    seat: int
    points: int
    rule: str

    @property
    def kind(self) -> Literal["score"]:
        return "score"


@dataclass(frozen=True, slots=True)
class WentOut:
    """``seat`` has no tiles left and leaves the deal (SA-8)."""

    seat: int

    @property
    def kind(self) -> Literal["out"]:
        return "out"


@dataclass(frozen=True, slots=True)
class DealEnded:
    """The deal is over."""

    result: DealResult

    def __init__(self, result: DealResult) -> None:
        object.__setattr__(self, "result", result)

    @property
    def kind(self) -> Literal["deal_end"]:
        return "deal_end"


@dataclass(frozen=True, slots=True)
class TokenTaken:
    """``seat`` takes the deal's head ``tile`` as a token (WS-6)."""

    seat: int
    tile: Tile

    @property
    def kind(self) -> Literal["token"]:
        return "token"


@dataclass(frozen=True, slots=True)
class Stole:
    """``seat``, winner of a 0-0 deal, steals a token from ``victim`` (WS-7); ``move`` names it."""

    seat: int
    move: Move
    victim: int

    @property
    def kind(self) -> Literal["steal"]:
        return "steal"


@dataclass(frozen=True, slots=True)
class MatchEnded:
    """The match is over."""

    result: MatchResult

    @property
    def kind(self) -> Literal["match_end"]:
        return "match_end"


Event = (
    Dealt
    | Redealt
    | Led
    | Played
    | Scored
    | Passed
    | Drew
    | Took
    | WentOut
    | DealEnded
    | TokenTaken
    | Stole
    | MatchEnded
)
"""Any event."""

EVENT_KINDS: tuple[str, ...] = (
    "deal",
    "redeal",
    "lead",
    "play",
    "score",
    "pass",
    "draw",
    "take",
    "out",
    "deal_end",
    "token",
    "steal",
    "match_end",
)
"""Every ``kind``, in the order of a match."""

Decision = Played | Passed | Stole
"""The events that are a player's choice; every other event follows from them and from the deals."""


def is_decision(event: Event) -> bool:
    return isinstance(event, (Played, Passed, Stole))


def public_event(event: Event, seat: int) -> Event:
    """``event`` as ``seat`` may see it (C-4): the dealt tiles are dropped, and another seat's draws
    show how many tiles were drawn but not which. (``seat`` -1: as a spectator sees it.)"""
    if isinstance(event, Dealt):
        return replace(event, setup=None)
    if isinstance(event, Drew) and event.seat != seat:
        return Drew(event.seat, (HIDDEN,) * len(event.tiles))
    return event
