"""What a deal or a match is worth to each seat: one definition for bots, the simulator and the
learning environments.

**Returns** (as in OpenSpiel): the winners share ``+1`` and the losers share ``-1``; a seat that is
neither gets ``0``. So a two-player deal is ``+1``/``-1``; a three-player Sausage deal with one loser
is ``+0.5``, ``+0.5``, ``-1``; a Sausage block on which two players tie for the most pips is ``+1``,
``-0.5``, ``-0.5``. The cases without a winner:

* a tied block in the points games (R-1, TW-6, MC-7: nobody scores) and a void White Snake deal
  (WS-5): no winner and no loser, ``0`` for everyone — a draw;
* a Sausage block on which every player still in the deal ties (SA-9: all of them lose): the
  losers share ``-1``, and the seats already out, if any, are the winners.

Returns sum to zero whenever there are both winners and losers. The **win share** of a seat is the
positive part of its return: ``1/k`` for each of ``k`` winners, ``0`` otherwise — what the simulator
counts as wins. A bot that wants values in ``[0, 1]`` uses ``(1 + return) / 2``.

>>> returns((0,), (1,), 2)
(1.0, -1.0)
>>> returns((0, 2), (1,), 3)
(0.5, -1.0, 0.5)
>>> returns((), (), 4)
(0.0, 0.0, 0.0, 0.0)
>>> win_share(returns((0, 2), (1,), 3)[2])
0.5
"""

from __future__ import annotations


def returns(winners: tuple[int, ...], losers: tuple[int, ...], players: int) -> tuple[float, ...]:
    """Each seat's return: the winners share ``+1``, the losers ``-1``, the rest ``0``."""
    out = [0.0] * players
    if winners:
        share = 1.0 / len(winners)
        for s in winners:
            out[s] += share
    if losers:
        share = 1.0 / len(losers)
        for s in losers:
            out[s] -= share
    return tuple(out)


def win_share(value: float) -> float:
    """A seat's share of a win from its return: ``1/k`` for each of ``k`` winners, else ``0``."""
    return value if value > 0 else 0.0


def unit_value(value: float) -> float:
    """A return mapped to ``[0, 1]`` (``(1 + return) / 2``), for search that expects values there:
    a two-player win is 1, a loss 0, a draw one half."""
    return (1.0 + value) / 2.0


def scored_returns(base: tuple[float, ...], points: tuple[int, ...], scale: float) -> tuple[float, ...]:
    """Returns that count the points scored too (a game whose plays score, where more points are worth
    more than the deal alone: :meth:`dominohall.deal.Deal.worth`): per seat, the mean of its return
    and of its points above the others' mean over ``scale``, capped to ``[-1, 1]``. So the value
    stays in ``[-1, 1]`` (what :func:`unit_value` expects) and, uncapped, sums to zero.

    >>> scored_returns((1.0, -1.0), (20, 5), 30.0)
    (0.75, -0.75)
    >>> scored_returns((0.0, 0.0, 0.0), (0, 60, 0), 30.0)
    (-0.5, 0.5, -0.5)
    """
    n = len(points)
    total = 0
    for p in points:
        total += p
    out = []
    for s in range(n):
        others = (total - points[s]) / (n - 1) if n > 1 else 0.0
        margin = (points[s] - others) / scale
        margin = 1.0 if margin > 1.0 else -1.0 if margin < -1.0 else margin
        out.append((base[s] + margin) / 2.0)
    return tuple(out)


def point_rewards(seat: int, points: int, players: int, per_point: float) -> list[float]:
    """What ``points`` scored by ``seat`` are worth step by step (the environments' per-step rewards,
    OpenSpiel's ``rewards()``): ``seat`` gains ``per_point`` a point, and the others share the loss,
    so the sum is zero, as in the points part of :func:`scored_returns` (uncapped).

    >>> point_rewards(1, 10, 3, 0.05)
    [-0.25, 0.5, -0.25]
    """
    out = [0.0] * players
    gain = points * per_point
    out[seat] = gain
    if players > 1:
        share = gain / (players - 1)
        for s in range(players):
            if s != seat:
                out[s] = -share
    return out
