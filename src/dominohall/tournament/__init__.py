"""Tournaments: Swiss, round robin and arena at tables of a game's size (issue #39).

The core is pure and has no clock and no I/O: a :class:`Tournament` is a frozen value that a program (the
simulator, :mod:`dominohall.tournament.simulate`, or a server) drives round by round — :func:`pair_round`,
then ``finish(game, places)`` for each table — or in an arena with :func:`seat_waiting` and
``finish(game, places, now)``, and stores as plain data (``as_dict()``, ``Tournament.from_dict()``).
How tables are made: :mod:`~dominohall.tournament.pairing`; points, byes, the streak and the tie-breaks:
:mod:`~dominohall.tournament.standings`; docs/tournaments.md.

>>> t = Tournament(Settings("swiss", table_size=3, rounds=2), tuple(Entrant(f"p{i}") for i in range(7)))
>>> t = pair_round(t)
>>> [len(g.seats) for g in t.games], len(t.byes)
([3, 3], 1)
>>> for g in t.running:
...     t = t.finish(g.number, (1, 2, 3))
>>> t = pair_round(t)
>>> t.round, Tournament.from_dict(t.as_dict()) == t
(2, True)
"""

from dominohall.tournament.pairing import pair_round, seat_waiting
from dominohall.tournament.standings import Row, bye_points, place_points, standings
from dominohall.tournament.state import Bye, Entrant, Game, Settings, Tournament

__all__ = [
    "Bye",
    "Entrant",
    "Game",
    "Row",
    "Settings",
    "Tournament",
    "bye_points",
    "pair_round",
    "place_points",
    "seat_waiting",
    "standings",
]
