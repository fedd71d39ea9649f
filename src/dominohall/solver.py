"""The exact value of a deal when every hand and the stock are known (an open-hand, "double-dummy" solver).

A bot never sees the other hands; but once a world is imagined (:mod:`dominohall.sampling`), or once a
deal is over and every hand is public (analysis in hindsight), the rest of the deal is a game of perfect
information, and it can be solved exactly. That is what bridge programs do with a double-dummy solver
per sampled deal, and what the ``expert`` bot does (:mod:`dominohall.bots.expert`).

**What a position is worth.** The value of a finished deal is the variant's own:
:meth:`Deal.worth <dominohall.deal.Deal.worth>`, the same numbers the ``ismcts`` search, the analysis
and the environments credit a finished world with — its returns (:mod:`dominohall.outcome`: +1 won,
-1 lost, 0 drawn; shares when several win or lose), and, in a game whose plays score, the points
(``points_scale``). Nothing else (no pip margins) is scored here.

**Who plays for what.**

- *Two sides* — two players, or two teams (option ``teams``: seats 0+2 against 1+3): a side's value is
  half of what its seats get minus what the other side's seats get, ``(mine - theirs) / 2``: exactly
  its own return wherever returns sum to zero (every deal but a Sausage block that all players lose,
  SA-9, where both sides lose alike and the difference, 0, is what they play for). Each side plays to
  maximize it: minimax (negamax) with alpha-beta, a transposition table and move ordering.
- *More sides* — three or more players each for themselves: max^n. Each seat plays the move best for
  its own return; **tie rule**: among moves equally good for the seat to move, the first in the
  engine's order of :meth:`Deal.legal_moves` (so the answer does not depend on the search). No
  pruning but the transposition table: exact, and slow for long deals.

**Chance.** Drawing from the stock (C-6) is not a chance event here: the stock's order is part of the
position (a sampled world fixes it), so a player who must draw knows what comes. With every hand
*and* the stock order known, the deal is deterministic. (For a bot's imagined world this is the
usual optimism of perfect-information sampling: averaged over many worlds it washes out.)

**Repetition.** In Sausage a cut makes the next player take tiles back (SA-6), so a line of play can come
back to a position it passed through; the rules give such an endless line no value. The solver answers
only where it is exact: met with a repeated position on the line it is searching, it gives up
(:class:`SolverBudgetExceeded`), as it does past its budget.

**Budgets.** ``node_limit`` (positions visited) and ``seconds`` bound a solve; past either,
:class:`SolverBudgetExceeded` is raised and the deal is left as it was.

>>> from dominohall import new_match
>>> m = new_match("block", players=2, seed=3)
>>> deal = m.deal.copy()
>>> while sum(deal.hand_counts()) > 6:
...     _ = deal.play(deal.legal_moves()[0])
>>> solution = solve(deal)
>>> solution.value in (-1.0, 0.0, 1.0), solution.best_moves[0] in deal.legal_moves()
(True, True)
>>> all(solution.move_values[m] <= solution.value for m in solution.move_values)
True
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Final

from dominohall.deal import Deal
from dominohall.moves import Move
from dominohall.tiles import IS_DOUBLE, TILE_PIPS

__all__ = ["Solution", "SolverBudgetExceeded", "sides_of", "solve", "terminal_values"]

_EXACT: Final = 0
_LOWER: Final = 1
_UPPER: Final = 2
_CHECK_EVERY: Final = 1024
"""Nodes between two looks at the clock (a look costs about as much as a node)."""


class SolverBudgetExceeded(RuntimeError):
    """A solve went past its ``node_limit`` or ``seconds``; ``nodes`` says how far it got."""

    def __init__(self, nodes: int, reason: str) -> None:
        super().__init__(f"the solver stopped after {nodes} positions: {reason}")
        self.nodes = nodes


@dataclass(frozen=True, slots=True)
class Solution:
    """The solved position, for the seat to move (``seat``).

    ``value``: what the deal is worth to that seat with best play by everyone (see the module docstring:
    its side's ``(mine - theirs) / 2`` with two sides, its own return with more); ``move_values``: the
    same for each legal move, played first and followed by best play; ``best_moves``: the moves worth
    ``value``, in the engine's order of legal moves; ``nodes``: positions visited."""

    seat: int
    value: float
    move_values: dict[Move, float]
    best_moves: tuple[Move, ...]
    nodes: int


def sides_of(deal: Deal) -> tuple[int, ...] | None:
    """Each seat's side where the deal is played by two sides (two players, or the ``teams`` option's
    partnerships 0+2 and 1+3); ``None`` where every seat of three or more plays for itself."""
    if deal.n == 2:
        return (0, 1)
    if deal.rules.options.get("teams"):
        return tuple(s % 2 for s in range(deal.n))
    return None


def terminal_values(deal: Deal) -> tuple[float, ...]:
    """What the finished ``deal`` is worth to each seat, as the solver scores it: its returns where
    every seat plays for itself; with two sides, each seat's side's ``(mine - theirs) / 2``."""
    deal.ended()
    returns = deal.worth()
    sides = sides_of(deal)
    if sides is None:
        return returns
    totals = [0.0, 0.0]
    for seat, value in enumerate(returns):
        totals[sides[seat]] += value
    side_value = ((totals[0] - totals[1]) / 2, (totals[1] - totals[0]) / 2)
    return tuple(side_value[side] for side in sides)


def _key(deal: Deal) -> tuple[Any, ...]:
    """What decides the rest of the deal, as a dictionary key (if the variant's layout snapshot can be
    hashed: :func:`_hashable`)."""
    return (
        deal.turn,
        deal.passes,
        deal.stock_pos,
        deal.out,
        deal.played,
        tuple(deal.hands),
        deal.scored,  # the points scored so far count in the value (Deal.worth)
        deal._save_layout(),
    )


def _hashable(deal: Deal) -> bool:
    """Whether the positions of ``deal``'s variant can be remembered (its layout snapshot hashed)."""
    try:
        hash(_key(deal))
    except TypeError:
        return False
    return True


def _order(moves: list[Move], first: Move | None) -> list[Move]:
    """Moves most likely best first (more cut-offs): the move that was best here before, then the heaviest
    tiles and doubles (what a block counts against you, and the tiles hardest to place later), a pass last."""
    ordered = sorted(moves, key=lambda m: -(TILE_PIPS[m.tile] + 7 * IS_DOUBLE[m.tile]) if m.tile >= 0 else 1)
    if first is not None and first in moves:
        ordered.remove(first)
        ordered.insert(0, first)
    return ordered


class _Search:
    """One solve: the deal searched in place (push/pop), the table and the budget."""

    def __init__(self, deal: Deal, node_limit: int | None, seconds: float | None) -> None:
        self.deal = deal
        self.sides = sides_of(deal)
        self.node_limit = node_limit
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.nodes = 0
        self.remember = _hashable(deal)
        self.repeatable = bool(type(deal).cut_sides)
        """Whether a line may come back to a position (Sausage's cuts, SA-6): then the line is watched."""
        self.line: set[tuple[Any, ...]] = set()
        """The positions of the line being searched (where :attr:`repeatable`)."""
        self.bounds: dict[tuple[Any, ...], tuple[float, int, Move | None]] = {}
        """Two sides: per position, its value (exact or a bound, for the side to move) and best move."""
        self.vectors: dict[tuple[Any, ...], tuple[float, ...]] = {}
        """More sides: per position, its value to each seat."""

    def count(self) -> None:
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise SolverBudgetExceeded(self.nodes, f"more than {self.node_limit} positions")
        if self.deadline is not None and self.nodes % _CHECK_EVERY == 0 and time.perf_counter() > self.deadline:
            raise SolverBudgetExceeded(self.nodes, "out of time")

    def enter(self, key: tuple[Any, ...] | None) -> None:
        """Note that the line reached ``key``, refusing a position it already passed through."""
        if key is None:
            raise SolverBudgetExceeded(self.nodes, "the position cannot be remembered, and may repeat")
        if key in self.line:
            raise SolverBudgetExceeded(self.nodes, "a line of play repeats a position (SA-6): no exact value")
        self.line.add(key)

    # ---- two sides: negamax with alpha-beta --------------------------------------------------------
    def negamax(self, alpha: float, beta: float) -> float:
        """The value of the position for the side to move, exact if it lies strictly between ``alpha`` and
        ``beta``; otherwise a bound on the same side of the window (fail-soft)."""
        self.count()
        deal = self.deal
        sides = self.sides
        assert sides is not None and deal.result is None
        assert sides is not None
        key = _key(deal) if self.remember else None
        first: Move | None = None
        if key is not None:
            stored = self.bounds.get(key)
            if stored is not None:
                value, flag, first = stored
                if flag == _EXACT:
                    return value
                if flag == _LOWER and value >= beta:
                    return value
                if flag == _UPPER and value <= alpha:
                    return value
        start_alpha = alpha
        side = sides[deal.turn]
        best = -2.0
        best_move: Move | None = None
        if self.repeatable:
            self.enter(key)
        for move in _order(deal.legal_moves(), first):
            deal.push(move)
            try:
                if deal.result is None and sides[deal.turn] == side:
                    value = self.negamax(alpha, beta)
                else:
                    value = -self.negamax(-beta, -alpha) if deal.result is None else self._after(side)
            finally:
                deal.pop()
            if value > best:
                best, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        if self.repeatable and key is not None:
            self.line.discard(key)
        if key is not None:
            flag = _UPPER if best <= start_alpha else _LOWER if best >= beta else _EXACT
            self.bounds[key] = (best, flag, best_move)
        return best

    def _after(self, side: int) -> float:
        """The value to ``side`` of the deal that just ended (counted as a node)."""
        self.count()
        sides = self.sides
        assert sides is not None
        values = terminal_values(self.deal)
        return values[sides.index(side)]

    def side_value(self, mover_side: int) -> float:
        """The value, for ``mover_side``, of the position after a root move."""
        deal = self.deal
        sides = self.sides
        assert sides is not None
        if deal.result is not None:
            return self._after(mover_side)
        if sides[deal.turn] == mover_side:
            return self.negamax(-1.0, 1.0)
        return -self.negamax(-1.0, 1.0)

    # ---- more sides: max^n -------------------------------------------------------------------------
    def maxn(self) -> tuple[float, ...]:
        """Each seat's value of the position, the seat to move taking the first of its best moves."""
        self.count()
        deal = self.deal
        if deal.result is not None:
            return terminal_values(deal)
        key = _key(deal) if self.remember else None
        if key is not None:
            stored = self.vectors.get(key)
            if stored is not None:
                return stored
        seat = deal.turn
        best: tuple[float, ...] | None = None
        if self.repeatable:
            self.enter(key)
        for move in deal.legal_moves():
            deal.push(move)
            try:
                values = self.maxn()
            finally:
                deal.pop()
            if best is None or values[seat] > best[seat]:
                best = values
        assert best is not None
        if self.repeatable and key is not None:
            self.line.discard(key)
        if key is not None:
            self.vectors[key] = best
        return best


def solve(deal: Deal, *, node_limit: int | None = None, seconds: float | None = None) -> Solution:
    """Solve ``deal`` (every hand and the stock order known: a sampled world, or a deal seen whole) for
    the seat to move: the value of each legal move with best play after it (module docstring).

    The deal is searched in place and given back as it was. Raises :class:`SolverBudgetExceeded` past
    ``node_limit`` positions or ``seconds``, and ``ValueError`` for a deal that is over."""
    if deal.result is not None:
        raise ValueError("the deal is over: there is nothing to solve")
    search = _Search(deal, node_limit, seconds)
    seat = deal.turn
    moves = deal.legal_moves()
    move_values: dict[Move, float] = {}
    sides = search.sides
    for move in moves:
        deal.push(move)
        try:
            if sides is None:
                move_values[move] = search.maxn()[seat]
            else:
                move_values[move] = search.side_value(sides[seat])
        finally:
            deal.pop()
    value = max(move_values.values())
    best = tuple(m for m in moves if move_values[m] == value)
    return Solution(seat, value, move_values, best, search.nodes)
