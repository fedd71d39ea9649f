"""Playing one unit of a simulation — a deal or a whole match — with bots, and its rows.

A unit is fully determined by the configuration and its index: its match seed is derived from the
simulation seed and the index, and the bots rotate round the table (seat ``s`` of unit ``i`` gets
the bot at position ``(s + i) mod n`` of the line-up), so every bot sits in every seat equally often.
That is what makes the results the same whatever runs the units, and in whatever order.
"""

from __future__ import annotations

import dataclasses
import hashlib
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from dominohall import new_match
from dominohall.bots import make_bot
from dominohall.deal import Deal
from dominohall.events import DealResult
from dominohall.match import Match
from dominohall.outcome import win_share


@dataclass(frozen=True)
class SimConfig:
    """What to simulate. ``bots`` is the line-up, one spec per seat (the last repeated to fill)."""

    variant: str
    players: int
    bots: tuple[str, ...]
    units: int
    seed: int = 0
    matches: bool = False
    """Play whole matches instead of single deals."""
    options: dict[str, Any] = field(default_factory=dict)

    def lineup(self) -> tuple[str, ...]:
        bots = self.bots[: self.players]
        return bots + (bots[-1],) * (self.players - len(bots))

    def seating(self, unit: int) -> tuple[str, ...]:
        """The bot in each seat for unit ``unit``."""
        lineup = self.lineup()
        n = self.players
        return tuple(lineup[(s + unit) % n] for s in range(n))

    def unit_seed(self, unit: int) -> int:
        digest = hashlib.sha256(f"dominohall-sim:{self.seed}:{unit}".encode()).digest()
        return int.from_bytes(digest[:8], "big")


@dataclass(frozen=True)
class Row:
    """One seat's outcome in one unit."""

    unit: int
    seat: int
    bot: str
    lineup_position: int
    """Which entry of the line-up this bot is (to tell two bots of the same kind apart)."""
    led: bool
    """Whether this seat led the (first) deal."""
    win: float
    """1 for a win, 0 for a loss, a share for a tie (1/k of k winners; 1/2 of a tie without winners)."""
    lost: bool
    ending: str
    rule: str
    moves: int
    """Moves in the unit (all seats, passes included)."""
    deals: int
    points: int
    """Points scored (points games), tokens held (White Snake) or loss marks (Sausage)."""
    pips: int
    """Pips left in hand at the end of the (last) deal."""
    decisions: int = field(default=0, compare=False)
    """Moves this seat chose among several (timing fields do not take part in comparisons)."""
    think_seconds: float = field(default=0.0, compare=False)
    """Time this seat's bot spent on those decisions."""
    max_think_seconds: float = field(default=0.0, compare=False)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def deal_win(result: DealResult, seat: int) -> float:
    """A seat's win in a deal: its win share (:func:`dominohall.outcome.win_share`), ``1/k`` for each of
    ``k`` winners and nothing otherwise — a deal without a winner (a tie, a void deal) is nobody's."""
    return win_share(result.returns[seat])


def play_unit(config: SimConfig, unit: int) -> list[Row]:
    """Play unit ``unit`` of ``config`` and return one row per seat."""
    seed = config.unit_seed(unit)
    seating = config.seating(unit)
    bots = [make_bot(spec, seed=seed + s) for s, spec in enumerate(seating)]
    match = new_match(config.variant, config.players, seed=seed, options=config.options)
    first_leader = match.deal.leader
    moves = 0
    deals = 0
    last: Deal = match.deal
    decisions = [0] * config.players
    think = [0.0] * config.players
    longest = [0.0] * config.players
    while not match.is_over:
        current = match.deal
        seat = match.turn
        view = match.view(seat)
        start = time.perf_counter()
        move = bots[seat].choose(view)
        if len(view.legal_moves) > 1:
            spent = time.perf_counter() - start
            decisions[seat] += 1
            think[seat] += spent
            longest[seat] = max(longest[seat], spent)
        match.play(move)
        moves += 1
        if current.result is not None:  # this move ended the deal
            last = current
            deals += 1
            if not config.matches:
                break
    rows = _rows(config, unit, seating, match, last, first_leader, moves, deals)
    return [
        dataclasses.replace(
            r, decisions=decisions[r.seat], think_seconds=think[r.seat], max_think_seconds=longest[r.seat]
        )
        for r in rows
    ]


def _rows(
    config: SimConfig,
    unit: int,
    seating: tuple[str, ...],
    match: Match,
    last: Deal,
    leader: int,
    moves: int,
    deals: int,
) -> list[Row]:
    deal_result = last.result
    assert deal_result is not None
    rows = []
    for seat in range(config.players):
        if config.matches:
            mr = match.result
            assert mr is not None
            win = 1.0 / len(mr.winners) if seat in mr.winners else 0.0
            lost = seat in mr.losers
            ending, rule = "match", mr.rule
            points = match.standing.value(seat)
        else:
            win = deal_win(deal_result, seat)
            lost = seat in deal_result.losers
            ending, rule = deal_result.ending.value, deal_result.rule
            points = deal_result.points[seat]
        rows.append(
            Row(
                unit=unit,
                seat=seat,
                bot=seating[seat],
                lineup_position=(seat + unit) % config.players,
                led=seat == leader,
                win=win,
                lost=lost,
                ending=ending,
                rule=rule,
                moves=moves,
                deals=deals,
                points=points,
                pips=deal_result.pips[seat],
            )
        )
    return rows
