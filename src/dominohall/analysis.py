"""Where a game was won or lost: every decision of a finished match, valued.

For every decision of every finished deal (each seat, each deal) the analysis gives:

- the **value of each legal move from the seat's view**: the share of the deal the seat wins, on
  average, over ``K`` worlds sampled from what it could know (:class:`~dominohall.sampling.WorldSampler`:
  the hands and stock it cannot see dealt consistently with its view), every move on the *same*
  worlds with the same random numbers for the rest of the deal (common random numbers), each with
  its standard error. The best of them against the move played is the **loss**: how much win chance
  the decision gave away. This is the fair judgement of the player.
- the **value of each move in hindsight**: the same on the true deal, every hand known. What would
  have won; beside the fair value it tells luck from skill.
- per deal and per seat a **win-chance curve**: the value of the position from that seat's view at
  the start of the deal and after every decision (the last point is the result itself), and a
  :class:`SeatSummary`: real choices, win chance given away, inaccuracies and mistakes, the win
  chance dealt, what the seat's own moves changed and what the rest of the deal did (luck).

**Values.** A deal's value to a seat is its unit value, ``(1 + return) / 2``
(:func:`dominohall.outcome.unit_value`): 1 for a deal won alone, 0 for a deal lost, a half for a
draw, ``0.75`` for a three-player Sausage deal won with one other seat. The analysis values the
*deal*, not the match: a decision's job is to win the deal it is in, and the win of the deal is
what can be estimated from one position with any precision (a match value would add the noise of
every deal still to come). White Snake's steals, made between deals, are shown and not judged.
The value of a finished deal is its variant's (:meth:`Deal.worth <dominohall.deal.Deal.worth>`), as
every search credits it: in a game whose plays score (``points_scale``) it counts the points too, and
is then more than a win chance.

**Continuation.** After a move the rest of the deal is played out by ``policy``: ``random``
(uniformly random legal moves for every seat, :meth:`Deal.playout`; the default) or ``greedy``
(the ``greedy`` bot at every seat, each seeing only its own view). ``greedy`` is the stronger
player but costs 25–40 times as much per continuation (measured: 1.4 ms against 54 µs for a
2-player Block deal from its start, 23 ms against 0.54 ms for 2-player Sausage); within the budgets
below it would leave about ten worlds per move, whose noise would hide every difference worth
naming. A value is therefore the win chance *if everybody played on without a plan*; a move that
wins for certain, or that keeps the seat's options open, scores high under either.

**Budget.** ``budget`` seconds are turned into a number of worlds per move, ``K``, from the count
of decisions and moves in the match and a measured rate of continuations per second (each variant's
``analysis_rate``), not from a clock, so the same match, seed and budget always give the same figures,
on any machine; the time taken is close to ``budget`` on the machine the rates were measured on.
``K`` is kept between :data:`MIN_WORLDS` and :data:`MAX_WORLDS`; a curve point is estimated with
half as many worlds as a move, but at least :data:`CURVE_FLOOR` (:func:`curve_worlds`), and a decision
whose verdict its ``K`` worlds leave unclear gets more, up to :data:`TOP_UP` times ``K``, within
:data:`TOP_UP_SHARE` of the planned work. A long match (a one-way Sausage of a thousand moves) whose
:data:`MIN_WORLDS` would cost more than :data:`LONG_STRETCH` times the budget gets fewer worlds, down
to :data:`FEWEST_WORLDS` (its curve points as many as a move): noisier figures (fewer decisions clear
the margin to be called a mistake) rather than none. Deals are analysed in order, and ``on_deal`` is
given the analysis of the deals done so far after each, so that a caller stopped by a clock still has
an answer for the first ones (``complete`` false).

**Open positions.** Where a seat's view leaves only one world (:meth:`WorldSampler.determined
<dominohall.sampling.WorldSampler.determined>`: in 2-player Sausage, SA-1 deals the whole set, so each
seat knows the other's hand from the first move), the values from the view *are* the hindsight values
and are estimated once, which buys twice the worlds. Where no seat has anything hidden, one set of
continuations gives every seat's curve point (the played move's own, topped up to the curve's count),
and with ``random`` continuations each point is also moved by the change the move made, known more
precisely than a point (none for a forced move; for a choice the played move's value less the mean of
the legal moves', paired on the same worlds), the two weighted by their variances (:class:`_Steady`).
Before, a 2-player Sausage match's curves were two separate estimates a point, on as few as four
worlds in a long match, and swung by up to 100% from one move to the next.

**Win chance.** Beside the values, each seat's ``chance`` curve is what a person reads as a chance:
the share of the continuations in which the seat wins the deal (in a loss-marks game, Sausage, in
which it does not lose it), a draw counted half, from the seat's own view, ending at the result (1,
0 or one half). The ``curve`` of values is not that in games of more than two: in a five-player White
Snake a seat's value starts near one half (a win is worth 1, each of the four losses 0.375).

**With the hands open.** Asked for (``open_hands``), every choice also gets its exact values in the
true deal with every hand and the stock's order known (:class:`OpenHand`, from
:func:`dominohall.solver.solve`): hindsight without the noise of random continuations, like a bridge
hand record's double-dummy table beside the fair estimate. The solver is given a count of positions,
not a clock (reproducible); where it cannot answer within it, or where no exact value exists (Sausage's
cuts can bring a line back to a position, SA-6), the decision says so (``status``) rather than guess.

**Verdicts.** A decision with one legal move (a forced move or a pass) is ``forced`` and not
judged. Otherwise, with ``loss`` the best move's value less the played move's, and ``se`` the
standard error of that difference (paired over the common worlds), the decision is a

- ``mistake`` when ``loss - 2·se > 0.15`` (:data:`MISTAKE`),
- ``inaccuracy`` when ``loss - 2·se > 0.05`` (:data:`INACCURACY`),
- ``fine`` otherwise.

The loss is *cross-fitted*: on the even worlds it is measured against the move that is best on the
odd ones, and the other way round. The best of several estimates measured on the worlds that chose
it is biased upwards (by more than a standard error when a seat has eight moves and few worlds, as
in Sausage), which would call every choice among equal moves a loss; cross-fitted, a choice among
equals costs nothing on average and a real loss is measured a little short, never long. The margin
of two standard errors then keeps noise from being called a mistake, and a decision marked on its first
``K`` worlds gets ``K`` more, from a half of the top-ups kept for it, and stays marked only if the mark
holds on them all (among hundreds of decisions a few clear the margin by chance: in a 2-player Sausage
match, two of the winner's moves were marked on 26 worlds with true losses of 0.03 and 0.04). A fine decision may still
not be the best move; it is only not shown to be worse. ``best`` names the move best on all the worlds.

**Luck.** For a seat and a deal: ``start`` is the win chance the seat saw when the deal began,
``result`` the unit value it got, ``own`` what its own choices did to its chances (the sum of each
choice's ``gain``: the played move's value less the mean value of its legal moves, on the same
worlds — the position's value before a choice, under random continuations), and
``luck = result - start - own``: what the tiles, the draws and the other players did. ``own`` is
summed from paired differences, so it stays precise over a long deal, where differences of
separately estimated curve points would pile up their noise. ``dealt`` is the win chance of the true deal at its
start, every hand known: how good the hands were.

>>> import dominohall as dh
>>> m = dh.new_match("block", players=2, seed=3)
>>> while m.deals_dealt == 1:
...     _ = m.play(m.legal_moves()[0])
>>> a = analyse(m, worlds=8, seed=1)
>>> d = a.deals[0]
>>> len(d.curve[0]) == len(d.decisions) + 1, d.curve[0][-1], d.curve[1][-1]
(True, 1.0, 0.0)
>>> {x.verdict for x in a.decisions} <= {"forced", "fine", "inaccuracy", "mistake"}
True
>>> MatchAnalysis.from_json(a.as_json()) == a
True

The figures in JSON (:meth:`MatchAnalysis.as_json`) are described in ``docs/analysis.md``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Final

from dominohall.bots.greedy import GreedyBot
from dominohall.deal import Deal
from dominohall.events import DealEnded, Dealt, Passed, Played, Stole
from dominohall.match import Match
from dominohall.moves import Move
from dominohall.outcome import unit_value
from dominohall.sampling import WorldSampler
from dominohall.solver import SolverBudgetExceeded, sides_of, solve
from dominohall.views import View

FORMAT: Final = "dominohall-analysis"
VERSION: Final = 1

INACCURACY: Final = 0.05
"""A decision that gave away more than this much win chance (beyond the margin) is an inaccuracy."""
MISTAKE: Final = 0.15
"""A decision that gave away more than this much win chance (beyond the margin) is a mistake."""
CONFIDENCE: Final = 2.0
"""The margin, in standard errors of the loss, that a loss must clear the thresholds by."""

POLICIES: Final = ("random", "greedy")
"""How the rest of a deal is played out after a move (see the module docstring)."""

GREEDY_SLOWER: Final = 30.0
"""How many times fewer continuations a second ``greedy`` runs than ``random``, whose rate each
variant states (``analysis_rate``: continuations per second, world sampling included, averaged over
the positions of whole matches on one core of the project's machine, ``benchmarks/decision_weight.py
--rates``)."""
MIN_WORLDS: Final = 16
MAX_WORLDS: Final = 4000
FEWEST_WORLDS: Final = 4
"""The fewest worlds a long match is given (two on each side of the cross-fitted loss)."""
CURVE_FLOOR: Final = 32
"""The fewest worlds a curve point is estimated with (see :func:`curve_worlds`)."""
TOP_UP: Final = 4
"""A decision whose verdict its ``K`` worlds leave unclear (a threshold within its margin) gets ``K``
worlds more, and again, up to this many times ``K`` in all."""
TOP_UP_SHARE: Final = 0.25
"""The top-ups of a match cost at most this share of its planned work."""
LONG_STRETCH: Final = 1.5
"""A match whose :data:`MIN_WORLDS` would cost more than this many times the budget gets fewer (the
server stops an analysis at four times its budget of wall-clock time, and a busy machine gives a
child at the lowest priority much less than one core)."""
DEFAULT_BUDGET: Final = 10.0
"""Seconds of CPU an analysis is planned for when no budget is given."""

OPEN_NODES_PER_DECISION: Final = 150_000
"""The most positions the solver visits for one decision's open-hand values (about 3 s in pure Python;
a 2-player Block decision takes a few thousand, the first moves of a 2-player Twins deal up to 200,000,
of a 4-player deal millions)."""
OPEN_NODE_RATE: Final = 50_000
"""Solver positions a second of CPU (pure Python, measured on 2-player Twins): an analysis with the hands
open gives the solver as many positions as its ``budget`` seconds buy, on top of the fair analysis's."""

Progress = Callable[[int, int], None]
"""Called with (work done, work in all), in units of continuations."""


@dataclass(frozen=True, slots=True)
class MoveValue:
    """One legal move of a decision: its value from the seat's view (``mean`` ± ``se`` over ``n``
    worlds) and in hindsight, on the true deal (``hindsight`` ± ``hindsight_se``)."""

    move: str
    mean: float
    se: float
    n: int
    hindsight: float
    hindsight_se: float


@dataclass(frozen=True, slots=True)
class OpenMove:
    """One legal move with every hand (and the stock's order) known: the solver's exact value of it for
    the seat (:mod:`dominohall.solver`: with two sides its side's ``(mine - theirs) / 2``, otherwise its
    own return; +1 a win, -1 a loss, 0 a draw in a 2-player deal), and ``margin``: at the end of one line
    of best play after it, the pips left by the best other side less the seat's side's (positive: the
    seat's side ended with fewer). ``None`` where the line was not followed (only the best move's and
    the move played are)."""

    move: str
    value: float
    margin: int | None = None


@dataclass(frozen=True, slots=True)
class OpenHand:
    """A decision in hindsight with the hands open, like a bridge hand record's double-dummy table.

    ``status`` says whether the solver answered: ``solved`` (``moves`` best first, ``best`` the first of
    the best in the engine's order), ``too_large`` (past the positions a decision is given:
    :data:`OPEN_NODES_PER_DECISION`), ``no_time`` (the match's open-hand budget ran out: on the deals
    before, or on this deal's later choices, solved first), ``not_exact`` (a variant whose lines of play
    can come back to a position, Sausage's cuts, SA-6: no exact value exists). Only ``solved`` carries
    values: the others say why there are none rather than guess."""

    status: str
    moves: tuple[OpenMove, ...] = ()
    best: str | None = None
    nodes: int = 0


OPEN_STATUSES: Final = ("solved", "too_large", "no_time", "not_exact")


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of a match (see the module docstring for the verdicts)."""

    step: int
    """Its place among the match's decisions (plays, passes, steals), from 0: the replay's move number."""
    deal: int
    """The deal it was made in (the count of deals dealt, as people number them)."""
    seat: int
    move: str
    """The move played, in the notation."""
    kind: str
    """``play``, ``pass`` or ``steal``."""
    verdict: str
    """``fine``, ``inaccuracy``, ``mistake``; ``forced`` (one legal move) or ``steal`` (between deals): not judged."""
    moves: tuple[MoveValue, ...] = ()
    """Every legal move with its values, best first (empty when not judged)."""
    best: str | None = None
    """The best move from the seat's view."""
    loss: float = 0.0
    """Win chance given away: the best move's value less the played move's, from the view."""
    loss_se: float = 0.0
    hindsight_best: str | None = None
    """The best move on the true deal."""
    hindsight_loss: float = 0.0
    """The best move's hindsight value less the played move's."""
    gain: float = 0.0
    """The played move's value from the view less the mean of every legal move's: what the choice
    did for the seat against a move made at random (the continuations' own way of playing)."""
    open: OpenHand | None = None
    """The exact values with every hand known (``None`` where not asked for, or not a choice)."""

    @property
    def judged(self) -> bool:
        return self.verdict in VERDICTS

    @property
    def value(self) -> float | None:
        """The played move's value from the view (``None`` when not judged)."""
        return next((m.mean for m in self.moves if m.move == self.move), None)


VERDICTS: Final = ("fine", "inaccuracy", "mistake")


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """One seat over one deal, or over the whole match (the sum of its deals)."""

    seat: int
    decisions: int
    """Every move and pass the seat made."""
    choices: int
    """Decisions with more than one legal move (the judged ones)."""
    given_away: float
    """Win chance given away: the sum of the losses of its choices."""
    given_away_se: float
    inaccuracies: int
    mistakes: int
    start: float
    """The win chance it saw when the deal began (over a match: the sum over its deals)."""
    result: float
    """The unit value it got (over a match: the sum over its deals)."""
    own: float
    """What its own choices did to its chances: the sum of their ``gain``."""
    luck: float
    """``result - start - own``: what the tiles, the draws and the other players did."""
    dealt: float
    """The win chance of the true deal at its start, every hand known."""


@dataclass(frozen=True, slots=True)
class DealAnalysis:
    """One finished deal: its decisions, each seat's curve and summary."""

    deal: int
    """The count of deals dealt, as people number them."""
    returns: tuple[float, ...]
    decisions: tuple[Decision, ...]
    curve: tuple[tuple[float, ...], ...]
    """Per seat: its win chance from its own view at the start and after each decision of the deal
    (``len(decisions) + 1`` points; the last is the result)."""
    curve_se: tuple[tuple[float, ...], ...]
    seats: tuple[SeatSummary, ...]
    chance: tuple[tuple[float, ...], ...] = ()
    """Per seat, at the same points as ``curve``: its chance to win the deal (in a loss-marks game,
    not to lose it), a draw counted half, from its own view; the last point is the result."""


@dataclass(frozen=True, slots=True)
class MatchAnalysis:
    """The analysis of a match: every finished deal, and every seat over the match."""

    variant: str
    players: int
    options: dict[str, Any]
    seed: int
    """The analysis seed (the match's own seed is in its record)."""
    policy: str
    worlds: int
    """``K``: worlds (or, in hindsight, continuations) per move."""
    budget: float
    seconds: float
    """How long it took (not part of the figures: it differs from run to run)."""
    deals: tuple[DealAnalysis, ...]
    seats: tuple[SeatSummary, ...]
    thresholds: dict[str, float] = field(
        default_factory=lambda: {"inaccuracy": INACCURACY, "mistake": MISTAKE, "confidence": CONFIDENCE}
    )
    complete: bool = True
    """Every finished deal was analysed (false: only the first ``len(deals)`` of ``deals_total``)."""
    deals_total: int | None = None
    """The finished deals of the match (``None`` in analyses made before it was recorded)."""

    @property
    def decisions(self) -> list[Decision]:
        return [d for deal in self.deals for d in deal.decisions]

    def costly(self, seat: int | None = None, top: int = 3) -> list[Decision]:
        """The ``top`` decisions (of ``seat``) marked inaccuracy or mistake that cost the most."""
        marked = [
            d for d in self.decisions if d.verdict in ("inaccuracy", "mistake") and (seat is None or d.seat == seat)
        ]
        return sorted(marked, key=lambda d: (-d.loss, d.step))[:top]

    def as_json(self) -> dict[str, Any]:
        """Every figure, JSON-ready (``docs/analysis.md`` describes the fields)."""
        return {"format": FORMAT, "version": VERSION, **asdict(self)}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> MatchAnalysis:
        """Read :meth:`as_json` back. Raises ``ValueError`` naming the field at fault."""
        if data.get("format") != FORMAT:
            raise ValueError(f"format: not a dominohall analysis ({FORMAT!r} expected)")
        if data.get("version") != VERSION:
            raise ValueError(f"version: this reader knows version {VERSION}, not {data.get('version')!r}")
        try:
            return MatchAnalysis(
                variant=data["variant"],
                players=data["players"],
                options=dict(data["options"]),
                seed=data["seed"],
                policy=data["policy"],
                worlds=data["worlds"],
                budget=data["budget"],
                seconds=data["seconds"],
                deals=tuple(_deal_from(d) for d in data["deals"]),
                seats=tuple(SeatSummary(**s) for s in data["seats"]),
                thresholds=dict(data["thresholds"]),
                complete=bool(data.get("complete", True)),
                deals_total=data.get("deals_total"),
            )
        except (KeyError, TypeError) as exc:
            raise ValueError(f"analysis: a field is missing or wrong ({exc})") from None


def _open_from(x: Mapping[str, Any] | None) -> OpenHand | None:
    if x is None:
        return None
    if x.get("status") not in OPEN_STATUSES:
        raise ValueError(f"open.status: one of {', '.join(OPEN_STATUSES)}, not {x.get('status')!r}")
    return OpenHand(**{**x, "moves": tuple(OpenMove(**m) for m in x.get("moves", ()))})


def _deal_from(d: Mapping[str, Any]) -> DealAnalysis:
    decisions = tuple(
        Decision(**{**x, "moves": tuple(MoveValue(**m) for m in x["moves"]), "open": _open_from(x.get("open"))})
        for x in d["decisions"]
    )
    return DealAnalysis(
        deal=d["deal"],
        returns=tuple(d["returns"]),
        decisions=decisions,
        curve=tuple(tuple(c) for c in d["curve"]),
        curve_se=tuple(tuple(c) for c in d["curve_se"]),
        seats=tuple(SeatSummary(**s) for s in d["seats"]),
        chance=tuple(tuple(c) for c in d.get("chance", ())),
    )


# ---- replaying a match position by position ---------------------------------------------------
@dataclass(slots=True)
class _Position:
    """A decision as the replay meets it: the match before the move."""

    step: int
    match: Match
    seat: int
    move: Move
    kind: str
    legal: list[Move]


def _positions(match: Match) -> Iterator[_Position]:
    """Replay ``match`` from its start and yield every decision with the match as it stood (the same
    live object, moved on after each yield: read it before the next)."""
    given = [e.setup for e in match.history if isinstance(e, Dealt) and e.source == "given" and e.setup is not None]
    fresh = Match(match.rules, match.seed, given, match.start_state)
    step = 0
    for e in match.history:
        if not isinstance(e, Played | Passed | Stole):
            continue
        yield _Position(step, fresh, e.seat, e.move, e.kind, fresh.legal_moves())
        fresh.play(e.move, seat=e.seat)
        step += 1


# ---- estimating values ------------------------------------------------------------------------
class _Evaluator:
    """Values of moves and positions for one seat, by continuations under a policy."""

    def __init__(self, policy: str, players: int) -> None:
        if policy not in POLICIES:
            raise ValueError(f"policy: {' or '.join(POLICIES)}, not {policy!r}")
        self.policy = policy
        self.bots = [GreedyBot(0) for _ in range(players)] if policy == "greedy" else []
        self.done = 0

    def finish(self, world: Deal, seed: int) -> tuple[float, ...]:
        """Play ``world`` (a copy, consumed) to the end of the deal; every seat's unit value (one
        continuation of an open position serves every seat: see :func:`_open_for_all`)."""
        self.done += 1
        rng = random.Random(seed)
        if self.policy == "random":
            world.playout(rng)
            return tuple(unit_value(w) for w in world.worth())
        bots = self.bots
        for s, bot in enumerate(bots):
            bot.rng.seed(seed + s)
        while world.result is None:
            legal = world.legal_moves()
            # A forced move is made without building a view (the costly part of a greedy move).
            world.apply(legal[0] if len(legal) == 1 else bots[world.turn].decide(View.of(world, world.turn)))
        return tuple(unit_value(w) for w in world.worth())

    def runs(
        self, worlds: Callable[[random.Random], Deal], moves: list[Move | None], k: int, rng: random.Random
    ) -> list[list[tuple[float, ...]]]:
        """Per move (``None``: the position itself), every seat's value on each of ``k`` worlds, every
        move on the same world with the same random numbers (common random numbers)."""
        out: list[list[tuple[float, ...]]] = [[] for _ in moves]
        for _ in range(k):
            world = worlds(rng)
            seed = rng.getrandbits(63)
            for values, move in zip(out, moves):
                trial = world.copy()
                if move is not None:
                    trial.apply(move)
                values.append(self.finish(trial, seed))
        return out

    def samples(
        self, worlds: Callable[[random.Random], Deal], moves: list[Move | None], k: int, rng: random.Random, seat: int
    ) -> list[list[float]]:
        """:meth:`runs`, ``seat``'s values only."""
        return [_seat_of(values, seat) for values in self.runs(worlds, moves, k, rng)]


def _seat_of(runs: list[tuple[float, ...]], seat: int) -> list[float]:
    return [r[seat] for r in runs]


def _open_for_all(m: Match) -> bool:
    """Whether no seat of ``m`` has anything hidden from it (:meth:`WorldSampler.determined`: two-player
    Sausage, whose whole set is dealt): every view's only world is the true deal, so one set of
    continuations gives every seat's value, and a move's value from the view is its hindsight value."""
    return all(WorldSampler(m.view(s)).determined() for s in range(m.n))


class _OpenSolver:
    """The open-hand values of decisions (:class:`OpenHand`), within a budget of solver positions: a
    count, not a clock, so that the same match and budget give the same answer on any machine."""

    def __init__(self, nodes: int) -> None:
        self.left = nodes

    def deal(self, positions: list[tuple[int, Deal, Move]]) -> dict[int, OpenHand]:
        """``positions``: one deal's choices in order, each ``(its index among the deal's decisions, the
        true deal before it, the move played)``. Solved from the last: the solver's work grows about
        tenfold with every two tiles in hand, so once a decision is too large, the earlier ones (with
        more tiles) are said to be, without spending the budget on them."""
        out: dict[int, OpenHand] = {}
        stopped: str | None = None
        for index, deal, played in reversed(positions):
            if stopped is None and type(deal).cut_sides:
                stopped = "not_exact"  # SA-6: a line may come back to a position, no exact value
            if stopped is None and self.left <= 0:
                stopped = "no_time"
            if stopped is not None:
                out[index] = OpenHand(stopped)
                continue
            hand = self.one(deal, played)
            if hand.status != "solved":
                stopped = hand.status
            out[index] = hand
        return out

    def one(self, deal: Deal, played: Move) -> OpenHand:
        limit = min(OPEN_NODES_PER_DECISION, self.left)
        try:
            solution = solve(deal.copy(events=False), node_limit=limit)
        except SolverBudgetExceeded as exc:
            self.left -= exc.nodes
            if "repeats" in str(exc):
                return OpenHand("not_exact", nodes=exc.nodes)
            return OpenHand("too_large" if limit == OPEN_NODES_PER_DECISION else "no_time", nodes=exc.nodes)
        except RecursionError:  # a line longer than Python's stack: far too large to answer
            return OpenHand("too_large")
        self.left -= solution.nodes
        nodes = solution.nodes
        best = solution.best_moves[0]
        margins: dict[Move, int | None] = {}
        for move in dict.fromkeys((best, played)):
            margins[move], used = self.line(deal, move)
            nodes += used
        legal = list(solution.move_values)
        moves = sorted(
            (OpenMove(str(m), solution.move_values[m], margins.get(m)) for m in legal),
            key=lambda v: -v.value,  # stable: among equals, the engine's order
        )
        return OpenHand("solved", tuple(moves), str(best), nodes)

    def line(self, deal: Deal, move: Move) -> tuple[int | None, int]:
        """``move`` and then one line of best play (each seat the first of its best moves): the pip
        margin at its end for the seat to move now (:class:`OpenMove`), and the positions it took."""
        seat = deal.turn
        work = deal.copy(events=False)
        work.apply(move)
        used = 0
        try:
            while work.result is None:
                limit = min(OPEN_NODES_PER_DECISION, self.left)
                if limit <= 0:
                    return None, used
                solution = solve(work, node_limit=limit)
                used += solution.nodes
                self.left -= solution.nodes
                work.apply(solution.best_moves[0])
        except SolverBudgetExceeded as exc:
            self.left -= exc.nodes
            return None, used + exc.nodes
        except RecursionError:
            return None, used
        return _margin(work, seat), used


def _margin(deal: Deal, seat: int) -> int:
    """The pips left by the best other side less those left by ``seat``'s side, in the finished ``deal``."""
    assert deal.result is not None
    pips = deal.result.pips
    sides = sides_of(deal) or tuple(range(deal.n))
    mine = min(p for s, p in enumerate(pips) if sides[s] == sides[seat])
    theirs = min(p for s, p in enumerate(pips) if sides[s] != sides[seat])
    return theirs - mine


def _fixed(deal: Deal) -> Callable[[random.Random], Deal]:
    """The true deal as the only world (hindsight); each move is tried on a copy of it."""
    return lambda _rng: deal


@dataclass(slots=True)
class _Steady:
    """One seat's curve where nobody has anything hidden (:func:`_open_for_all`) and the continuations
    play at random, its points filtered (a Kalman filter over a random walk). A point estimated on its
    own, from ``kc`` continuations, is off by up to a tenth, and the next one by as much the other way:
    read as a curve, 2-player Sausage swung by 10% on every move, forced ones included, and by more than
    half a few times a match. But the change a move makes is known apart from the point: exactly for a
    forced move (none: the continuations would have made it too), and for a choice as the played move's
    value less the mean of the legal moves' (the continuations' own way of choosing), paired on the same
    worlds. So each point is the previous one moved by the change, weighted against its own estimate by
    their variances; it stays an estimate of the same value, with less noise (measured on three 2-player
    Sausage matches: the chance's mean step 0.073; 0.096 with the points shared but not filtered)."""

    value: float
    value_var: float
    chance: float
    chance_var: float

    @staticmethod
    def start(values: list[float]) -> _Steady:
        mean, se = _mean_se(values)
        chance, chance_se = _mean_se([_won(v) for v in values])
        n = len(values)
        return _Steady(mean, _measured(mean, se, n), chance, _measured(chance, chance_se, n))

    def step(self, change: tuple[float, float, float, float], values: list[float]) -> tuple[float, float, float]:
        """The next point (value, its standard error, chance) from the change since the last one (as
        :func:`_change` gives it) and the point's own continuations."""
        moved, moved_var, moved_chance, moved_chance_var = change
        own = _Steady.start(values)
        self.value, self.value_var = _blend(self.value + moved, self.value_var + moved_var, own.value, own.value_var)
        self.chance, self.chance_var = _blend(
            self.chance + moved_chance, self.chance_var + moved_chance_var, own.chance, own.chance_var
        )
        return self.value, math.sqrt(self.value_var), self.chance


def _measured(mean: float, se: float, n: int) -> float:
    """The variance of a mean of ``n`` values in [0, 1], at least a binomial one's (a mean of 32 wins
    out of 32 continuations is not exact, though the values do not vary)."""
    p = (mean * n + 0.5) / (n + 1)
    return max(se * se, p * (1 - p) / n)


def _blend(prior: float, prior_var: float, own: float, own_var: float) -> tuple[float, float]:
    """Two estimates of one value weighted by their variances (:class:`_Steady`), kept in [0, 1]."""
    weight = prior_var / (prior_var + own_var)
    return min(1.0, max(0.0, prior + weight * (own - prior))), (1 - weight) * prior_var


def _change(runs: list[list[tuple[float, ...]]] | None, played: int, seat: int) -> tuple[float, float, float, float]:
    """What a decision did to ``seat``'s value and chance, with their variances: nothing for a forced
    move (``runs`` ``None``); for a choice, per world, the played move's less the mean of the legal
    moves' (every move was tried on the same worlds)."""
    if runs is None:
        return 0.0, 0.0, 0.0, 0.0
    count = len(runs)
    value: list[float] = []
    chance: list[float] = []
    for w, mine in enumerate(runs[played]):
        value.append(mine[seat] - math.fsum(r[w][seat] for r in runs) / count)
        chance.append(_won(mine[seat]) - math.fsum(_won(r[w][seat]) for r in runs) / count)
    (v, v_se), (c, c_se) = _mean_se(value), _mean_se(chance)
    return v, v_se * v_se, c, c_se * c_se


def _won(value: float) -> float:
    """A continuation's outcome for a seat as a chance (:func:`_chance`)."""
    return 1.0 if value > 0.5 else 0.5 if value == 0.5 else 0.0


def _point(values: list[float]) -> tuple[float, float, float]:
    """A curve point from a seat's values: their mean, its standard error, and the seat's chance."""
    return (*_mean_se(values), _chance(values))


def _chance(values: list[float]) -> float:
    """The share of the continuations a seat won (a unit value above one half; a draw, exactly one
    half, counted half): its chance to win, or in a loss-marks game not to lose (Sausage's every
    seat but the losers shares the win)."""
    return math.fsum(_won(v) for v in values) / len(values)


def _mean_se(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = math.fsum(values) / n
    if n < 2:
        return mean, 0.0
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


def verdict(loss: float, se: float) -> str:
    """The verdict on a decision that gave away ``loss`` win chance, with standard error ``se``.

    >>> verdict(0.3, 0.02), verdict(0.3, 0.1), verdict(0.08, 0.0), verdict(0.04, 0.0)
    ('mistake', 'inaccuracy', 'inaccuracy', 'fine')
    """
    margin = loss - CONFIDENCE * se
    if margin > MISTAKE:
        return "mistake"
    if margin > INACCURACY:
        return "inaccuracy"
    return "fine"


def plan(match: Match, budget: float, policy: str = "random") -> tuple[int, int]:
    """``(K, work)``: the worlds per move that ``budget`` seconds buy for ``match``, and the work in
    continuations at that ``K`` (for a progress bar; the top-ups of unclear decisions,
    :data:`TOP_UP_SHARE`, come on top). Counts, not clocks: see the module docstring."""
    counts = _work_counts(match)
    rate = match.variant.analysis_rate / (GREEDY_SLOWER if policy == "greedy" else 1.0)
    k = max(MIN_WORLDS, _most_worlds(counts, budget * rate))
    if _work(counts, k) > LONG_STRETCH * budget * rate:  # a long match: fewer worlds rather than no answer
        k = max(FEWEST_WORLDS, _most_worlds(counts, LONG_STRETCH * budget * rate))
    return k, int(_work(counts, k))


def curve_worlds(k: int) -> int:
    """The worlds a curve point is estimated with when a move gets ``k``: half as many, but at least
    :data:`CURVE_FLOOR` once ``k`` is :data:`MIN_WORLDS` or more. A point costs a fraction of a choice
    (one continuation a world against one per legal move, twice), and with eight worlds a point's chance
    jumped by up to 75% from one move to the next in 2-player Sausage. A long match given fewer worlds
    (:data:`LONG_STRETCH`) keeps as many as a move: with half, a one-way Sausage match (``K`` 8) drew
    its curves on four worlds a point, and a fifth of their steps went past 30%."""
    return max(2, k) if k < MIN_WORLDS else max(CURVE_FLOOR, k // 2)


def _most_worlds(counts: tuple[float, float], work: float) -> int:
    """The largest ``K`` (at most :data:`MAX_WORLDS`, at least 1) whose work is within ``work``."""
    lo, hi = 1, MAX_WORLDS
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if _work(counts, mid) <= work:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _work(counts: tuple[float, float], k: int) -> float:
    """Continuations at ``K`` = ``k``, from :func:`_work_counts`."""
    moves, points = counts
    return moves * k + points * curve_worlds(k)


def _work_counts(match: Match) -> tuple[float, float]:
    """Continuations per world of a move and per world of a curve point: both values (from the view
    and in hindsight: one where the seat sees every hand, :meth:`WorldSampler.determined`) of every
    legal move of every choice; a curve point per seat after every decision, or one for them all where
    nobody has anything hidden (counted in full, though it often reuses the played move's); the two
    points per seat at the start of each deal, its curve's first and its dealt value, are left out: a
    few against hundreds."""
    moves = points = 0.0
    for pos in _positions(match):
        if pos.kind == "steal":
            continue
        seen = [WorldSampler(pos.match.view(s)).determined() for s in range(match.n)]
        if len(pos.legal) > 1:
            moves += (1 if seen[pos.seat] else 2) * len(pos.legal)
        points += 1 if all(seen) else match.n
    return moves, points


def analyse(
    match: Match,
    *,
    budget: float = DEFAULT_BUDGET,
    seed: int = 0,
    policy: str = "random",
    worlds: int | None = None,
    progress: Progress | None = None,
    on_deal: Callable[[MatchAnalysis], None] | None = None,
    open_hands: bool = False,
    open_nodes: int | None = None,
) -> MatchAnalysis:
    """Analyse every decision of the finished deals of ``match`` (see the module docstring).
    ``worlds`` fixes ``K`` instead of ``budget``; ``seed`` makes it reproducible; ``progress`` is
    called as the work goes on; ``on_deal`` is given the analysis of the deals done so far (not
    ``complete``) after each deal but the last. ``open_hands`` adds to every choice its exact values
    with the hands open (:class:`OpenHand`), the solver given ``open_nodes`` positions in all (by
    default as many as ``budget`` seconds buy, :data:`OPEN_NODE_RATE`)."""
    if open_nodes is not None and open_nodes < 0:
        raise ValueError(f"open_nodes: a count of positions, 0 or more, not {open_nodes}")
    if worlds is not None and worlds < 2:
        raise ValueError(f"worlds: at least 2 (for a standard error), not {worlds}")
    if budget <= 0:
        raise ValueError(f"budget: seconds, more than 0, not {budget}")
    started = time.process_time()
    k, total = plan(match, budget, policy)
    if worlds is not None:
        k, total = worlds, int(_work(_work_counts(match), worlds))
    kc = curve_worlds(k)
    # Unclear decisions get more worlds, within a share of the planned work (a count: reproducible).
    # Half of it is kept for confirming marks (see _decide).
    top_up = [int(TOP_UP_SHARE * total), int(TOP_UP_SHARE * total) // 2]
    n = match.n
    ev = _Evaluator(policy, n)
    solver = _OpenSolver(int(budget * OPEN_NODE_RATE) if open_nodes is None else open_nodes) if open_hands else None
    deals: list[DealAnalysis] = []
    total_deals = sum(isinstance(e, DealEnded) for e in match.history)

    def result(complete: bool) -> MatchAnalysis:
        seats = tuple(_sum_seats([d.seats[s] for d in deals], s) for s in range(n))
        return MatchAnalysis(
            variant=match.variant.name,
            players=n,
            options=dict(match.rules.options),
            seed=seed,
            policy=policy,
            worlds=k,
            budget=budget,
            seconds=round(time.process_time() - started, 3),
            deals=tuple(deals),
            seats=seats,
            complete=complete,
            deals_total=total_deals,
        )

    # The deal being walked: its decisions, curve points and dealt values, per seat.
    current: dict[str, Any] | None = None

    shown = [0]

    def report() -> None:
        # At most a hundred redraws: a long match has thousands of positions.
        if progress is not None and ev.done - shown[0] >= total / 100:
            shown[0] = ev.done
            progress(min(ev.done, total - 1), total)

    def curve_point(m: Match, seat: int, key: str) -> tuple[float, float, float]:
        rng = random.Random(f"{seed}:{key}:{seat}")
        view = m.view(seat)
        return _point(ev.samples(WorldSampler(view).sample, [None], kc, rng, seat)[0])

    def close(deal_state: dict[str, Any], m: Match) -> None:
        """The deal just ended in ``m``: the last curve point is its result."""
        finished = deal_state["deal"]
        result = finished.result
        assert result is not None
        worth = finished.worth()
        for s in range(n):
            value = unit_value(worth[s])
            deal_state["curve"][s].append(value)
            deal_state["curve_se"][s].append(0.0)
            deal_state["chance"][s].append(_chance([value]))
        if solver is not None:
            decisions = deal_state["decisions"]
            for i, hand in solver.deal(deal_state["open"]).items():
                decisions[i] = replace(decisions[i], open=hand)
        deals.append(_finish_deal(deal_state, tuple(result.returns), n))

    for pos in _positions(match):
        m = pos.match
        if pos.kind == "steal":
            if deals:  # shown with the deal it follows
                last = deals[-1]
                steal = Decision(pos.step, last.deal, pos.seat, str(pos.move), "steal", "steal")
                # replace() keeps every other field: rebuilt field by field, the deal once lost its
                # chance curve, and the page drew the values instead (White Snake's steal deals)
                deals[-1] = replace(last, decisions=(*last.decisions, steal))
            continue
        deal = m.deal
        if current is None or current["deal"] is not deal:
            # A new deal: the curve starts from each seat's view before the first move.
            current = {
                "deal": deal,
                "count": deal.count,
                "decisions": [],
                "curve": [],
                "curve_se": [],
                "chance": [],
                "dealt": [],
                "open": [],
                "steady": None,
            }
            if _open_for_all(m):
                # Nothing hidden from anyone: the curve's first point is the dealt value, for every seat.
                rng = random.Random(f"{seed}:{deal.count}:start")
                start = ev.runs(_fixed(deal.copy()), [None], kc, rng)[0]
                for s in range(n):
                    mean, se, chance = _point(_seat_of(start, s))
                    current["curve"].append([mean])
                    current["curve_se"].append([se])
                    current["chance"].append([chance])
                    current["dealt"].append(mean)
                current["steady"] = [_Steady.start(_seat_of(start, s)) for s in range(n)]
            else:
                for s in range(n):
                    mean, se, chance = curve_point(m, s, f"{deal.count}:start")
                    current["curve"].append([mean])
                    current["curve_se"].append([se])
                    current["chance"].append([chance])
                    rng = random.Random(f"{seed}:{deal.count}:dealt:{s}")
                    current["dealt"].append(_mean_se(ev.samples(_fixed(deal.copy()), [None], kc, rng, s)[0])[0])
            report()
        if solver is not None and len(pos.legal) > 1:
            current["open"].append((len(current["decisions"]), deal.copy(events=False), pos.move))
        mover_open = len(pos.legal) > 1 and WorldSampler(m.view(pos.seat)).determined()
        decision, runs = _decide(ev, pos, deal, k, seed, top_up)
        played = pos.legal.index(pos.move)
        after = None if runs is None else runs[played]
        current["decisions"].append(decision)
        m.play(pos.move, seat=pos.seat)
        report()
        if deal.result is not None:
            close(current, m)
            current = None
            if on_deal is not None and len(deals) < total_deals:
                on_deal(result(complete=False))
        elif _open_for_all(m):
            # Nothing hidden from anyone: one set of continuations gives every seat's point, the played
            # move's own (it was tried on the true deal) topped up to kc, so that the seats' curves
            # mirror each other instead of being as many separate estimates (2-player Sausage).
            point = after[:] if after is not None and mover_open else []
            if len(point) < kc:
                rng = random.Random(f"{seed}:{deal.count}:{pos.step}:open")
                point += ev.runs(_fixed(m.deal.copy()), [None], kc - len(point), rng)[0]
            # The change the move made is known precisely where the continuations play at random: none
            # for a forced move, and for a choice the played move's value less the mean of the legal
            # moves', paired on the same worlds (see _Steady).
            steady = current["steady"] if ev.policy == "random" and (runs is None or mover_open) else None
            tracks = []
            for s in range(n):
                values = _seat_of(point, s)
                if steady is None:
                    mean, se, chance = _point(values)
                    tracks.append(_Steady.start(values))
                else:
                    mean, se, chance = steady[s].step(_change(runs, played, s), values)
                    tracks.append(steady[s])
                current["curve"][s].append(mean)
                current["curve_se"][s].append(se)
                current["chance"][s].append(chance)
            current["steady"] = tracks if ev.policy == "random" else None
            report()
        else:
            current["steady"] = None
            for s in range(n):
                if s == pos.seat and after is not None and len(after) >= kc:
                    mean, se, chance = _point(_seat_of(after, s))
                else:
                    mean, se, chance = curve_point(m, s, f"{deal.count}:{pos.step}")
                current["curve"][s].append(mean)
                current["curve_se"][s].append(se)
                current["chance"][s].append(chance)
            report()
        # _positions plays the move itself: undo ours so that the replay stays in step.
        m.pop()
    if progress is not None:
        progress(total, total)
    return result(complete=True)


def _unclear(loss: float, se: float) -> bool:
    """Whether a threshold lies within the margin of a loss: more worlds could change the verdict."""
    return any(loss - CONFIDENCE * se <= t < loss + CONFIDENCE * se for t in (INACCURACY, MISTAKE))


def _decide(
    ev: _Evaluator, pos: _Position, deal: Deal, k: int, seed: int, top_up: list[int] | None = None
) -> tuple[Decision, list[list[tuple[float, ...]]] | None]:
    """Judge one decision; also every legal move's continuations, every seat's values in each (the
    played move's are the mover's next curve point, and in an open position every seat's). A decision
    left unclear by ``k`` worlds, or marked on fewer than ``2·k`` (a mark must hold on fresh worlds:
    with a few worlds, one in a hundred decisions clears the margin by chance, and a match has
    hundreds), gets ``k`` more, up to
    :data:`TOP_UP` times ``k``, while ``top_up[0]`` (continuations the match has left for it) lasts;
    an unclear decision not marked leaves ``top_up[1]`` of it to confirm marks (in a 2-player Sausage
    match the unclear ones of the first deals used it all, and the winner's later moves were marked on
    ``k`` worlds: of 13 such marks, 2 had a true loss under 0.05 and most were half as costly as said).
    Where the seat sees every hand (:meth:`WorldSampler.determined`) the true deal is its only world:
    the values from the view are the hindsight values, and are not estimated twice."""
    count = deal.count
    if len(pos.legal) == 1:
        return Decision(pos.step, count, pos.seat, str(pos.move), pos.kind, "forced"), None
    seat = pos.seat
    moves: list[Move | None] = list(pos.legal)
    view = pos.match.view(seat)
    rng = random.Random(f"{seed}:{count}:{pos.step}:view")
    sampler = WorldSampler(view)
    runs = ev.runs(sampler.sample, moves, k, rng)
    fair = [_seat_of(r, seat) for r in runs]
    played = pos.legal.index(pos.move)
    cost = k * len(moves)
    while top_up is not None and len(fair[played]) < TOP_UP * k and top_up[0] >= cost:
        loss, se = _mean_se(_cross_fitted(fair, played))
        confirm = verdict(loss, se) != "fine" and len(fair[played]) < 2 * k
        if not (confirm or (_unclear(loss, se) and top_up[0] - cost >= top_up[1])):
            break
        top_up[0] -= cost
        for so_far, more in zip(runs, ev.runs(sampler.sample, moves, k, rng)):
            so_far.extend(more)
        fair = [_seat_of(r, seat) for r in runs]
    n = len(fair[played])
    if sampler.determined():
        hind = fair
    else:
        rng = random.Random(f"{seed}:{count}:{pos.step}:hindsight")
        hind = ev.samples(_fixed(deal.copy()), moves, k, rng, seat)
    stats = [(_mean_se(f), _mean_se(h)) for f, h in zip(fair, hind)]
    best = max(range(len(moves)), key=lambda i: (stats[i][0][0], i == played))
    hbest = max(range(len(moves)), key=lambda i: (stats[i][1][0], i == played))
    loss, loss_se = _mean_se(_cross_fitted(fair, played))
    values = tuple(
        sorted(
            (MoveValue(str(m), f[0], f[1], n, h[0], h[1]) for m, (f, h) in zip(pos.legal, stats)),
            key=lambda v: -v.mean,
        )
    )
    decision = Decision(
        step=pos.step,
        deal=count,
        seat=seat,
        move=str(pos.move),
        kind=pos.kind,
        verdict=verdict(loss, loss_se),
        moves=values,
        best=str(pos.legal[best]),
        loss=loss,
        loss_se=loss_se,
        hindsight_best=str(pos.legal[hbest]),
        hindsight_loss=stats[hbest][1][0] - stats[played][1][0],
        gain=stats[played][0][0] - math.fsum(f[0] for f, _h in stats) / len(stats),
    )
    return decision, runs


def _cross_fitted(values: list[list[float]], played: int) -> list[float]:
    """Per world, the best move's value less the played move's, the best move chosen on the *other*
    half of the worlds (even and odd): choosing the best and measuring it on the same worlds would
    favour whichever move the noise favoured, and call every decision among equals a loss."""
    k = len(values[played])
    halves = [range(0, k, 2), range(1, k, 2)]
    best = [
        max(range(len(values)), key=lambda i: (math.fsum(values[i][j] for j in half), i == played)) for half in halves
    ]
    return [values[best[1 - j % 2]][j] - values[played][j] for j in range(k)]


def _finish_deal(state: dict[str, Any], returns: tuple[float, ...], n: int) -> DealAnalysis:
    decisions: list[Decision] = state["decisions"]
    curve: list[list[float]] = state["curve"]
    summaries = []
    for s in range(n):
        mine = [d for d in decisions if d.seat == s]
        judged = [d for d in mine if d.judged]
        own = math.fsum(d.gain for d in judged)
        start, result = curve[s][0], curve[s][-1]
        summaries.append(
            SeatSummary(
                seat=s,
                decisions=len(mine),
                choices=len(judged),
                given_away=math.fsum(d.loss for d in judged),
                given_away_se=math.sqrt(math.fsum(d.loss_se**2 for d in judged)),
                inaccuracies=sum(d.verdict == "inaccuracy" for d in judged),
                mistakes=sum(d.verdict == "mistake" for d in judged),
                start=start,
                result=result,
                own=own,
                luck=result - start - own,
                dealt=state["dealt"][s],
            )
        )
    return DealAnalysis(
        deal=state["count"],
        returns=returns,
        decisions=tuple(decisions),
        curve=tuple(tuple(c) for c in curve),
        curve_se=tuple(tuple(c) for c in state["curve_se"]),
        seats=tuple(summaries),
        chance=tuple(tuple(c) for c in state["chance"]),
    )


def _sum_seats(rows: list[SeatSummary], seat: int) -> SeatSummary:
    return SeatSummary(
        seat=seat,
        decisions=sum(r.decisions for r in rows),
        choices=sum(r.choices for r in rows),
        given_away=math.fsum(r.given_away for r in rows),
        given_away_se=math.sqrt(math.fsum(r.given_away_se**2 for r in rows)),
        inaccuracies=sum(r.inaccuracies for r in rows),
        mistakes=sum(r.mistakes for r in rows),
        start=math.fsum(r.start for r in rows),
        result=math.fsum(r.result for r in rows),
        own=math.fsum(r.own for r in rows),
        luck=math.fsum(r.luck for r in rows),
        dealt=math.fsum(r.dealt for r in rows),
    )


def for_seat(analysis: Mapping[str, Any], seat: int) -> dict[str, Any]:
    """An analysis as JSON (:meth:`MatchAnalysis.as_json`) with what a player reads about one seat
    (``dominohall analyze --json --seat``, ``GET /api/tables/{id}/analysis?seat=``): ``seat``, and
    ``costly``, that seat's decisions marked inaccuracy or mistake, the costliest first (the bots'
    moves are not what a player came to read, #38). The deals keep every seat's decisions: the
    curves' points are counted by them.

    >>> data = {"deals": [{"decisions": [{"seat": 0, "step": 0, "verdict": "mistake", "loss": 0.2},
    ...     {"seat": 1, "step": 1, "verdict": "mistake", "loss": 0.3}]}]}
    >>> [d["step"] for d in for_seat(data, 0)["costly"]], for_seat(data, 1)["seat"]
    ([0], 1)
    """
    marked = [
        d
        for deal in analysis.get("deals", ())
        for d in deal.get("decisions", ())
        if d.get("seat") == seat and d.get("verdict") in ("inaccuracy", "mistake")
    ]
    marked.sort(key=lambda d: (-d.get("loss", 0.0), d.get("step", 0)))
    return {**analysis, "seat": seat, "costly": marked}


def analyse_record(text: str, **kwargs: Any) -> MatchAnalysis:
    """Analyse a match given as record text (:func:`dominohall.record.loads`); the keywords of
    :func:`analyse`."""
    from dominohall.record import loads

    return analyse(loads(text), **kwargs)


__all__ = [
    "CONFIDENCE",
    "INACCURACY",
    "MISTAKE",
    "DealAnalysis",
    "Decision",
    "MatchAnalysis",
    "MoveValue",
    "OpenHand",
    "OpenMove",
    "SeatSummary",
    "analyse",
    "analyse_record",
    "curve_worlds",
    "for_seat",
    "plan",
    "verdict",
]
