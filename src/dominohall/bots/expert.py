"""``expert``: perfect-information Monte Carlo over the exact open-hand solver (how bridge programs play).

For each move the bot imagines ``worlds`` deals consistent with its view — and only its view: the
others' hand sizes, tiles known from cuts, the numbers each seat is known to lack from its passes and
draws, the unseen set-aside tiles, as :class:`~dominohall.sampling.WorldSampler` deals them for
``ismcts`` — solves each exactly with every hand and the stock order known (:func:`dominohall.solver.solve`:
the value of each of its legal moves with best play by everyone after it), and plays the move with the
best mean value over the worlds. Every world is solved for every move, so the moves are compared on the
same worlds (no luck of the draw between them). Of moves with the same mean, ``greedy``'s choice is
played if it is one of them, else the first in the order of the legal moves.

**Inference.** The worlds are not all equally likely: the others chose their plays from the hands
they held. Each world is weighted by how likely the others' plays of this deal would have been with
its hands (:func:`play_likelihood`: a player is believed to prefer heavy tiles, ``exp(HEAVY * pips)``
among those it could play, :data:`HEAVY`), and the moves' means are weighted means. Only a deal of
plays and passes can be replayed from its start (a drawn tile's time is unknown): after the first
draw of a deal every world weighs the same again.

What it does not see: that in a real deal the others do not know its hand either (it assumes that in
each world everyone plays as if the hands were open, the usual weakness of sampling: "strategy fusion").

**Bounds.** Each world's solve is bounded by ``nodes`` positions, and all of a move's worlds together by
:data:`MOVE_NODES` (fewer worlds where each is big). Early in a long deal (a 2-player Twins
or Maltese Cross deal from its lead, a game of three or more, where the solver is max^n) a world may be
too big to solve within it: the first world that is tells the bot to play this move by ``ismcts`` (its
default level, the same time bound) instead; a later one ends the sampling, left out of the mean. A deal with
repetition (Sausage's taking back, SA-6) is never solved: there, too, ``ismcts`` decides. Strength is
set by ``worlds`` a move (reproducible) or ``seconds`` a move (as many worlds as fit); ``time_limit``
(set by the server) caps either.
"""

from __future__ import annotations

import math
import time

from dominohall.bots.base import Bot
from dominohall.bots.greedy import GreedyBot
from dominohall.bots.ismcts import ISMCTSBot
from dominohall.deal import Deal
from dominohall.events import Dealt, Led, Passed, Played, Scored, WentOut
from dominohall.moves import PASS, Move
from dominohall.sampling import WorldSampler
from dominohall.setup import DealSetup
from dominohall.solver import SolverBudgetExceeded, solve
from dominohall.tiles import BIT, TILE_PIPS
from dominohall.views import View

DEFAULT_WORLDS = 96
"""Worlds a move at the default level. The value of a world is won, drawn or lost, and early in a deal most
worlds are won or lost whatever the move: the moves' means differ by a few worlds in a hundred, and fewer
worlds drown that in the luck of the sample (2-player Block against ``greedy``, 200 deals: 0.475 with 24
worlds, 0.61 with 96; ``benchmarks/strength.py --bot expert``)."""
DEFAULT_NODES = 20_000
"""Positions a world's solve may visit: about a tenth of a second on the plain build."""
MOVE_NODES = 250_000
"""Positions all the worlds of one move may visit together (about a second on the plain build): past it
no further world is sampled. Without it a 2-player Twins move whose worlds each came close to
:data:`DEFAULT_NODES` took 7.6 s of processor time (96 of them)."""


MAX_RULED_OUT = 1000
"""Worlds the others' plays rule out that one move may sample before it decides on those it has."""
HEAVY = 0.25
"""How strongly the others are believed to rid themselves of heavy tiles (inference): a tile of ``k``
more pips than another they could have played is taken to be ``exp(HEAVY * k)`` times as likely to be
the one they chose, as most players do (the pips held at a block count against them). 0 believes
nothing of their plays. Set once, not tuned (a tile of 4 more pips about 2.7 times as likely): the
figures in README.md ("Strength") are its first measurement, so no seed was tuned on."""


def deal_events(view: View) -> list[Played | Passed] | None:
    """This deal's plays and passes, in order, or ``None`` if the deal had a draw, a take or anything
    else that hides the hands it began with (the inference replays only plays and passes)."""
    history = view.history
    start = max((i for i, e in enumerate(history) if isinstance(e, Dealt)), default=-1) + 1
    events: list[Played | Passed] = []
    for event in history[start:]:
        if isinstance(event, Played | Passed):
            events.append(event)
        elif not isinstance(event, Led | Scored | WentOut):
            return None
    return events


def play_likelihood(view: View, world: Deal, events: list[Played | Passed], heavy: float = HEAVY) -> float:
    """How likely the others' plays of this deal were had the hands been ``world``'s, each play a choice
    among the tiles the player could play, weighted ``exp(heavy * pips)`` (:data:`HEAVY`); 1 where the
    deal cannot be replayed from its start. Only plays and passes are replayed (``events``: from
    :func:`deal_events`), so each hand it began with is its hand now and the tiles it played."""
    if not events or heavy == 0:
        return 1.0
    hands = list(world.hands)
    for event in events:
        if isinstance(event, Played) and event.move.tile is not None:
            hands[event.seat] |= BIT[event.move.tile]
    public = view.public_deal
    replay = type(world)(world.rules, DealSetup(tuple(hands), world.stock, world.set_aside), public.leader)
    weight = 1.0
    for event in events:
        if replay.turn != event.seat or replay.result is not None:
            return 1.0  # not a replay of this deal (a lead the rules pass on): believe nothing
        if isinstance(event, Passed):
            replay.apply(PASS)
            continue
        if event.seat != view.seat:
            tiles = {m.tile for m in replay.legal_moves() if m.tile is not None}
            if event.move.tile not in tiles:
                return 0.0  # this world's hand could not have made the play
            chosen = TILE_PIPS[event.move.tile]
            weight /= sum(math.exp(heavy * (TILE_PIPS[t] - chosen)) for t in tiles)
        replay.apply(event.move)
    return weight


class ExpertBot(Bot):
    """Perfect-information Monte Carlo over the open-hand solver (see the module docstring): ``worlds`` a
    move (default :data:`DEFAULT_WORLDS`) or ``seconds`` a move, each world solved within ``nodes``
    positions (default :data:`DEFAULT_NODES`)."""

    name = "expert"

    def __init__(
        self,
        seed: int | None = None,
        worlds: int | None = None,
        seconds: float | None = None,
        nodes: int | None = None,
        heavy: float = HEAVY,
    ) -> None:
        super().__init__(seed)
        if worlds is not None and worlds < 1:
            raise ValueError(f"expert: worlds must be at least 1, not {worlds}")
        if seconds is not None and not (math.isfinite(seconds) and seconds > 0):
            raise ValueError(f"expert: seconds must be positive, not {seconds}")
        if nodes is not None and nodes < 1:
            raise ValueError(f"expert: nodes must be at least 1, not {nodes}")
        self.worlds = worlds
        self.seconds = seconds
        self.nodes = nodes or DEFAULT_NODES
        self.heavy = heavy
        """:data:`HEAVY`: how much the others' plays are believed to tell of their hands."""
        self.time_limit: float | None = None
        """At most this many seconds a move, whatever the level (the server sets it); ``None``: no limit
        beyond the level."""
        self.greedy = GreedyBot(self.rng.getrandbits(64))
        """Breaks ties between moves of the same mean."""
        self.fallback = ISMCTSBot(self.rng.getrandbits(64))
        """Plays the moves whose worlds are too big to solve."""
        self.last_worlds = 0
        """How many worlds the last move solved (0: ``ismcts`` chose it)."""

    def __repr__(self) -> str:
        level = f"seconds={self.seconds}" if self.seconds else f"worlds={self.worlds or DEFAULT_WORLDS}"
        return f"ExpertBot(seed={self.seed}, {level}, nodes={self.nodes})"

    def decide(self, view: View) -> Move:
        start = time.perf_counter()
        end = start + self.seconds if self.seconds else None
        if self.time_limit is not None:
            end = min(end, start + self.time_limit) if end is not None else start + self.time_limit
        wanted = (1 << 62) if self.seconds else (self.worlds or DEFAULT_WORLDS)
        if view.public_deal.cut_sides:  # Sausage: a line may repeat a position, and is never solved
            return self._by_search(view, end)
        moves = list(view.legal_moves)
        totals = dict.fromkeys(moves, 0.0)
        sampler = WorldSampler(view)
        events = deal_events(view) if self.heavy else None
        solved = spent = ruled_out = 0
        while solved < wanted and spent < MOVE_NODES:
            remaining = None if end is None else end - time.perf_counter()
            if remaining is not None and remaining <= 0 and solved:
                break
            world = sampler.sample(self.rng)
            weight = 1.0 if events is None else play_likelihood(view, world, events, self.heavy)
            if weight <= 0.0:  # a world the plays rule out (a lead the hands would not have made)
                ruled_out += 1
                if ruled_out > MAX_RULED_OUT:
                    break
                continue
            try:
                solution = solve(world, node_limit=self.nodes, seconds=remaining)
            except SolverBudgetExceeded:
                if not solved:
                    return self._by_search(view, end)
                break
            for move, value in solution.move_values.items():
                totals[move] += weight * value
            solved += 1
            spent += solution.nodes
        self.last_worlds = solved
        best = max(totals.values())
        tied = [m for m in moves if totals[m] >= best - 1e-9]
        if len(tied) > 1:
            hint = self.greedy.decide(view)
            if hint in tied:
                return hint
        return tied[0]

    def _by_search(self, view: View, end: float | None) -> Move:
        """The move ``ismcts`` chooses, within what is left of this move's time."""
        self.last_worlds = 0
        fallback = self.fallback
        fallback.time_limit = None if end is None else max(0.01, end - time.perf_counter())
        return fallback.decide(view)
