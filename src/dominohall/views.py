"""What one seat may see (C-4), and what the public history implies.

A :class:`View` is all a bot or a user interface gets: the seat's own hand, the layout, counts,
public events, and inferences every player can make — tiles a seat is known not to hold (from its
passes and draws) and tiles it is known to hold (taken from a Sausage cut). It never holds another
seat's hand, the stock's order or faces, or a tile set aside.

>>> from dominohall import new_match
>>> m = new_match("draw", players=3, seed=5)
>>> v = m.view(1)
>>> v.seat, v.hand_counts, v.stock_count, len(v.legal_moves)
(1, (7, 7, 7), 7, 0)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dominohall.deal import Deal
from dominohall.events import Event, public_event
from dominohall.moves import Move
from dominohall.options import OptionValue
from dominohall.tiles import PIP_MASK, TileSet

if TYPE_CHECKING:
    from dominohall.layouts import Layout
    from dominohall.match import Match


@dataclass(frozen=True)
class View:
    """One seat's view of a deal (and of its match, where there is one)."""

    variant: str
    players: int
    options: dict[str, OptionValue]
    seat: int
    deal_number: int
    """The rules' deal number (White Snake, WS-2); 1 in the other variants."""
    deal_count: int
    """How many deals the match has dealt, this one included: the deal's number as people say it."""
    hand: TileSet
    """This seat's own tiles."""
    hand_counts: tuple[int, ...]
    stock_count: int
    """Tiles left in the stock (drawable or not)."""
    set_aside_count: int
    layout: Layout
    """The public layout: one of the kinds of :data:`dominohall.layouts.Layout`."""
    layout_tiles: TileSet
    open_ends: dict[str, int]
    turn: int
    leader: int
    legal_moves: tuple[Move, ...]
    """This seat's legal moves when it is to move, else empty."""
    out: tuple[bool, ...]
    """Which seats have played out and left the deal (Sausage)."""
    history: tuple[Event, ...]
    """Every public event of the match so far, as this seat may see it."""
    known_absent: tuple[TileSet, ...]
    """Per seat: tiles that seat is known not to hold."""
    known_held: tuple[TileSet, ...]
    """Per seat: tiles that seat is known to hold (taken from a cut and not played since)."""
    hidden: TileSet
    """Tiles in play that this seat cannot see: in other hands, in the stock or set aside."""
    tokens: tuple[TileSet, ...]
    scores: tuple[int, ...]
    """Each seat's points as they stand now, the live deal's scored plays included
    (:attr:`Match.live_scores <dominohall.match.Match.live_scores>`)."""
    marks: tuple[int, ...]
    deal_over: bool
    match_over: bool
    public_deal: Deal = field(repr=False, compare=False)
    """The deal with everything this seat may not see removed (:meth:`Deal.public_copy`): the
    skeleton that :mod:`dominohall.sampling` fills in to imagine the other hands."""

    @staticmethod
    def of(game: Match | Deal, seat: int) -> View:
        """The view of ``seat`` of a match or of a lone deal."""
        # Told apart by Deal, imported already: importing Match here cost 2 µs at every view.
        match = None if isinstance(game, Deal) else game
        deal = game if isinstance(game, Deal) else game.deal
        n = deal.n
        if not 0 <= seat < n:
            raise ValueError(f"C-2: seat must be 0 to {n - 1}, not {seat}")
        turn = game.turn
        events = match.history if match is not None else deal.events
        table = deal.layout_tiles()
        in_play = deal.rules.full_set & ~deal.excluded
        return View(
            variant=deal.name,
            players=n,
            options=dict(deal.rules.options),
            seat=seat,
            deal_number=deal.number,
            deal_count=deal.count,
            hand=deal.hands[seat],
            hand_counts=deal.hand_counts(),
            stock_count=deal.stock_left(),
            set_aside_count=deal.set_aside.bit_count(),
            layout=deal.layout(),
            layout_tiles=table,
            open_ends=deal.open_ends(),
            turn=turn,
            leader=deal.leader,
            legal_moves=tuple(game.legal_moves()) if turn == seat else (),
            out=tuple(not deal.in_deal(s) for s in range(n)),
            history=match.public_history(seat) if match is not None else tuple(public_event(e, seat) for e in events),
            known_absent=tuple(m & in_play & ~table for m in deal.known_absent),
            known_held=tuple(deal.known_held),
            hidden=in_play & ~deal.hands[seat] & ~table,
            tokens=tuple(match.tokens) if match else (0,) * n,
            scores=match.live_scores if match else deal.scored,
            marks=tuple(match.marks) if match else (0,) * n,
            deal_over=deal.result is not None,
            match_over=match is not None and match.result is not None,
            public_deal=deal.public_copy(seat),
        )

    def void_numbers(self, seat: int) -> list[int]:
        """Numbers ``seat`` holds no tile of, as far as this seat can tell: for another seat, every
        hidden tile showing the number is known absent from its hand (C-4 inferences)."""
        top = self.options.get("set") or 6
        own = seat == self.seat
        possible = self.hand if own else (self.hidden & ~self.known_absent[seat]) | self.known_held[seat]
        return numbers_missing(possible, top)

    @property
    def my_turn(self) -> bool:
        return self.turn == self.seat


def numbers_missing(possible: TileSet, top: int) -> list[int]:
    """The numbers 0 to ``top`` that no tile of ``possible`` shows (:meth:`View.void_numbers`)."""
    return [v for v in range(top + 1) if not possible & PIP_MASK[v]]
