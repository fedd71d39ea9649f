"""Ratings: the pure model (Weng–Lin's Bayesian rating with openskill's Plackett–Luce), one rating
per variant, with the parameters fitted per variant (:class:`~dominohall.ratings.RatingParameters`,
a fact of each variant's class; docs/ratings.md; ``benchmarks/ratings.py``).

A rating is a belief about a player's skill: a mean ``mu`` and an uncertainty ``sigma``, on a scale
where a new player starts at ``mu`` = 1500. After a rated match every seat's belief moves by how
surprising the result was (Plackett–Luce: an order of finish of any length; Block and Draw with
``teams`` rate the two partnerships as teams, :meth:`~dominohall.deal.Deal.rating_teams`). Bots are
fixed anchors: their ``mu`` is measured (the variant's ``rating_anchors``) and never moves, so the
scale means the same from one season to the next. A player is provisional while ``sigma`` is above
the variant's ``provisional_sigma``. Only the server rates (the engine keeps the parameters).

>>> params = RatingParameters(beta=900.0, sigma=450.0, tau=5.0, provisional_sigma=300.0)
>>> a, b = Skill(1500.0, 450.0), Skill(1500.0, 450.0)
>>> [round(p, 3) for p in win_chances(params, [[a], [b]])]
[0.5, 0.5]
>>> after = rate(params, [[a], [b]], [1, 2], [[False], [False]])
>>> round(after[0][0].mu - 1500), round(after[1][0].mu - 1500)
(71, -71)
>>> anchored = rate(params, [[a], [Skill(1600.0, 0.0)]], [2, 1], [[False], [True]])
>>> anchored[1][0] == Skill(1600.0, 0.0)                      # an anchor never moves
True
>>> shown(Skill(1520.4, 200.0), 10, params)
{'rating': 1520, 'games': 10, 'provisional': False, 'sigma': 200}
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from dominohall.ratings import RatingParameters

if TYPE_CHECKING:
    from dominohall.events import MatchResult

ANCHOR_SIGMA: Final = 1.0
"""The uncertainty a fixed anchor (a bot) is given in the model's update (its own rating is kept)."""


@dataclass(frozen=True, slots=True)
class Skill:
    """One player's rating in one variant: mean and uncertainty."""

    mu: float
    sigma: float


def _model(params: RatingParameters) -> Any:
    # Imported by name: openskill is a server extra, and mypy --strict runs where it may be missing.
    plackett_luce = importlib.import_module("openskill.models").PlackettLuce
    return plackett_luce(mu=params.mu, sigma=params.sigma, beta=params.beta, tau=params.tau)


def win_chances(params: RatingParameters, teams: Sequence[Sequence[Skill]]) -> list[float]:
    """Each team's chance to finish first (summing to 1), as the model predicts it."""
    model = _model(params)
    found = model.predict_win([[model.rating(mu=s.mu, sigma=s.sigma) for s in team] for team in teams])
    return [float(p) for p in found]


def rate(
    params: RatingParameters,
    teams: Sequence[Sequence[Skill]],
    ranks: Sequence[int],
    anchors: Sequence[Sequence[bool]],
) -> list[list[Skill]]:
    """Every player's skill after a match in which ``teams`` finished at ``ranks`` (1 is first,
    equal ranks tie); a player marked in ``anchors`` (a bot) keeps their skill."""
    model = _model(params)
    given = [
        [model.rating(mu=s.mu, sigma=ANCHOR_SIGMA if fixed else s.sigma) for s, fixed in zip(team, flags)]
        for team, flags in zip(teams, anchors)
    ]
    after = model.rate(given, ranks=[float(r) for r in ranks])
    return [
        [old if fixed else Skill(float(new.mu), float(new.sigma)) for old, new, fixed in zip(team, new_team, flags)]
        for team, new_team, flags in zip(teams, after, anchors)
    ]


def team_ranks(result: MatchResult, values: Sequence[int], teams: Sequence[Sequence[int]], better: str) -> list[int]:
    """The rank of each team (1 is first; equal ranks tie) from a match's result: the winners first,
    then the others by their standing's value (``values``, ``better`` ``more`` or ``fewer``), a team
    by its best member."""
    sign = -1 if better == "more" else 1

    def key(team: Sequence[int]) -> tuple[int, int]:
        won = any(s in result.winners for s in team)
        return (0 if won else 1, min(sign * values[s] for s in team))

    keys = [key(team) for team in teams]
    ordered = sorted(set(keys))
    return [ordered.index(k) + 1 for k in keys]


def after_resignations(ranks: Sequence[int], teams: Sequence[Sequence[int]], resigned: Sequence[int]) -> list[int]:
    """The teams' ``ranks`` with every team that has a resigned seat placed after all the others,
    whatever the bot that played it out achieved; of those, the team whose first resignation came
    later places better (``resigned``: seats in the order they resigned).

    >>> after_resignations([1, 2, 3], [[0], [1], [2]], [0])      # the winner had resigned
    [3, 1, 2]
    >>> after_resignations([1, 1, 3], [[0], [1], [2]], [2, 1])   # 1 resigned after 2
    [1, 2, 3]
    >>> after_resignations([2, 1], [[0, 2], [1, 3]], [3])        # a partner resigned: the team is last
    [1, 2]
    """
    first = {seat: i for i, seat in reversed(list(enumerate(resigned)))}

    def key(t: int) -> tuple[int, int]:
        gave_up = [first[s] for s in teams[t] if s in first]
        # teams that played on keep their order; then the later a team gave up, the better
        return (1, -min(gave_up)) if gave_up else (0, ranks[t])

    keys = [key(t) for t in range(len(teams))]
    ordered = sorted(set(keys))
    return [ordered.index(k) + 1 for k in keys]


def provisional(skill: Skill, params: RatingParameters) -> bool:
    return skill.sigma > params.provisional_sigma


def shown(skill: Skill, games: int, params: RatingParameters) -> dict[str, Any]:
    """A rating as the API and the pages show it (``rating`` rounded; ``sigma`` its uncertainty)."""
    return {
        "rating": round(skill.mu),
        "games": games,
        "provisional": provisional(skill, params),
        "sigma": round(skill.sigma),
    }
