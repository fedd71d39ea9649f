"""Points and standings.

**Points per place.** At a table of ``n`` seats, place ``p`` is worth ``n - p`` points: first place
``n - 1``, last place 0 (3 seats: 2, 1, 0). Tied seats share the points of the places they cover equally:
two seats tied for first at a table of 3 cover places 1 and 2 and get ``(2 + 1) / 2 = 1.5`` each. A filler
bot takes a place like anyone (an entrant it beats gets that place's points) but is not in the standings.

**Byes.** A bye is worth what a seat earns on average at a table, ``(n - 1) / 2`` (1 at a table of 3):
neither a gift nor a loss to whoever sits out.

**Arena streak** (as Lichess's arena). A *win* is first place alone. After two wins in a row an entrant is
*on fire*: each next game is worth double its place's points, until a game that is not a win (that game
still counts double; the streak ends after it).

**Standings and tie-breaks.** Entrants are ordered by points, then by the sum of their opponents' scores
(every entrant they sat with, once per game; filler bots and byes add nothing; in other words Buchholz),
then by rating. Entrants equal in all three share a place (competition ranking: 1, 2, 2, 4).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dominohall.tournament.state import Tournament


def place_points(places: Sequence[int]) -> tuple[Fraction, ...]:
    """Each seat's points for ``places`` (see the module docstring).

    >>> [str(p) for p in place_points((1, 2, 3))]
    ['2', '1', '0']
    >>> [str(p) for p in place_points((1, 1, 3))]
    ['3/2', '3/2', '0']
    >>> [str(p) for p in place_points((2, 1, 2, 2))]
    ['1', '3', '1', '1']
    """
    n = len(places)
    out = []
    for p in places:
        tied = sum(q == p for q in places)
        out.append(Fraction(sum(n - q for q in range(p, p + tied)), tied))
    return tuple(out)


def bye_points(table_size: int) -> Fraction:
    """A bye's points: ``(n - 1) / 2`` at tables of ``n`` (see the module docstring)."""
    return Fraction(table_size - 1, 2)


@dataclass(frozen=True)
class Row:
    """One entrant's line in the standings."""

    place: int
    entrant: str
    points: Fraction
    opponents: Fraction
    """The sum of the scores of everyone this entrant sat with (first tie-break)."""
    rating: float
    games: int
    wins: int
    """Games won alone (first place, no tie)."""
    byes: int
    streak: int = 0
    """Wins in a row at the end (arena)."""

    def as_dict(self) -> dict[str, object]:
        return {
            "place": self.place,
            "entrant": self.entrant,
            "points": float(self.points),
            "opponents": float(self.opponents),
            "rating": self.rating,
            "games": self.games,
            "wins": self.wins,
            "byes": self.byes,
            "streak": self.streak,
        }


def scores(t: Tournament) -> dict[str, Fraction]:
    """Each entrant's points so far (finished games and byes; the arena's streak bonus included)."""
    return _tally(t)[0]


def unit(table_size: int) -> int:
    """The points are counted in whole units of ``1 / unit``: ``2 * lcm(1 .. n)`` makes every share of tied
    places and a bye whole (integers add up far faster than fractions, for rounds of thousands)."""
    return 2 * math.lcm(*range(1, table_size + 1))


def _tally(t: Tournament) -> tuple[dict[str, Fraction], dict[str, int], dict[str, int], dict[str, int]]:
    n = t.settings.table_size
    scale = unit(n)
    units: dict[str, int] = {e.id: 0 for e in t.entrants}
    cache: dict[tuple[int, ...], tuple[int, ...]] = {}
    wins: dict[str, int] = defaultdict(int)
    games: dict[str, int] = defaultdict(int)
    run: dict[str, int] = defaultdict(int)
    streak = t.settings.system == "arena"
    done = [g for g in t.games if g.places is not None]
    if streak:  # the streak follows each entrant's games in the order they ended
        done.sort(key=lambda g: (g.end if g.end is not None else g.start, g.number))
    for g in done:
        assert g.places is not None
        won = [p == 1 and g.places.count(1) == 1 for p in g.places]
        each = cache.get(g.places)
        if each is None:
            each = cache[g.places] = tuple(int(p * scale) for p in place_points(g.places))
        for seat, (who, pts) in enumerate(zip(g.seats, each)):
            if who is None:
                continue
            games[who] += 1
            wins[who] += won[seat]
            on_fire = streak and run[who] >= 2
            units[who] += pts * 2 if on_fire else pts
            run[who] = run[who] + 1 if won[seat] else 0
    bye = int(bye_points(n) * scale)
    for b in t.byes:
        units[b.entrant] += bye
    return {e: Fraction(u, scale) for e, u in units.items()}, wins, games, run


def standings(t: Tournament) -> list[Row]:
    """The standings, best first (see the module docstring for the order and the tie-breaks)."""
    points, wins, games, run = _tally(t)
    opponents: dict[str, Fraction] = {e.id: Fraction(0) for e in t.entrants}
    for g in t.games:
        if g.places is None:
            continue
        for who in g.entrants:
            opponents[who] += sum((points[o] for o in g.entrants if o != who), Fraction(0))
    byes: dict[str, int] = defaultdict(int)
    for b in t.byes:
        byes[b.entrant] += 1

    def key(e_id: str) -> tuple[Fraction, Fraction, float]:
        return (-points[e_id], -opponents[e_id], -t.entrant(e_id).rating)

    order = sorted((e.id for e in t.entrants), key=lambda i: (key(i), i))
    rows: list[Row] = []
    for i, e_id in enumerate(order):
        place = rows[-1].place if rows and key(rows[-1].entrant) == key(e_id) else i + 1
        rows.append(
            Row(
                place,
                e_id,
                points[e_id],
                opponents[e_id],
                t.entrant(e_id).rating,
                games[e_id],
                wins[e_id],
                byes[e_id],
                run[e_id],
            )
        )
    return rows
