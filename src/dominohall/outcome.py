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
