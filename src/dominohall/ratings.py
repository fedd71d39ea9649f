"""A variant's rating facts: the parameters of the rating model fitted for it (docs/ratings.md;
``benchmarks/ratings.py``), which each variant's class states (``rating``) and the registry checks.

The model itself (Weng–Lin's Bayesian rating with openskill's Plackett–Luce, a match's update, the
chances it predicts) is the server's, the one program that rates players: :mod:`dominohall.server.ratings`.
Dominoes are a game of luck: a weak player beats a strong one often, so the performance noise
``beta`` of each game is fitted on simulated matches between bots of known strength. openskill's
defaults (``beta`` = ``sigma``/2) are overconfident here: they predict worse than a coin on held-out
games.

>>> RatingParameters(beta=900.0, sigma=450.0, tau=5.0, provisional_sigma=300.0).mu
1500.0
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

START: Final = 1500.0
"""Where a new player's ``mu`` starts (and the scale's middle)."""


@dataclass(frozen=True, slots=True)
class RatingParameters:
    """The rating model's parameters for one variant, fitted by ``benchmarks/ratings.py``."""

    beta: float
    """How far one match's performance strays from a player's skill: the luck of the game."""
    sigma: float
    """A new player's uncertainty."""
    tau: float
    """Uncertainty added before each match (skills drift; keeps ratings from freezing)."""
    provisional_sigma: float
    """A player is provisional while their ``sigma`` is above this."""
    mu: float = START

    def check(self) -> None:
        """Refuse parameters out of range (:class:`TypeError`, as the registry's checks do)."""
        for name in ("beta", "sigma", "provisional_sigma"):
            if not 0 < getattr(self, name) < 1e5:
                raise TypeError(f"rating.{name} must be above 0 (and below 100000), not {getattr(self, name)!r}")
        if not 0 <= self.tau < 1e4:
            raise TypeError(f"rating.tau must be 0 or more, not {self.tau!r}")
        if self.provisional_sigma >= self.sigma:
            raise TypeError("rating.provisional_sigma must be below rating.sigma (or nobody is ever provisional)")
