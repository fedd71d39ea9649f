"""Block and Draw, the reference games (R-1, R-2): a line, any lead, points to a target."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from dominohall.errors import OptionError
from dominohall.events import Ending
from dominohall.extensible import mypyc_attr
from dominohall.i18n import N_
from dominohall.options import Option, OptionValue
from dominohall.ratings import RatingParameters
from dominohall.rules import Rules
from dominohall.standing import Points
from dominohall.variants.line import LineDeal

TARGET = Option("target", "R-1", 100, "int", "points that win the match")
TEAMS = Option("teams", "R-1", False, "bool", "4 players: seats 0+2 against 1+3, pooled scores")


@mypyc_attr(allow_interpreted_subclasses=True)
class BlockDeal(LineDeal):
    """R-1: 2–4 players, 7 tiles each, the rest set aside; pass when stuck."""

    name = "block"
    title = N_("Block")
    rule_prefix = "R"
    rule_sentences: ClassVar[Mapping[str, str]] = {
        "R-1": N_(
            "Block: 7 tiles each, the rest set aside, a line with ends L and R, a pass when stuck; the winner scores"
            " the opponents' pips, to 100 points."
        ),
    }
    """R-1 in one sentence (:meth:`dominohall.i18n.Texts.rule`)."""
    deal_rule = "R-1"
    score_rule = "R-1"
    match_rule = "R-1"
    min_players = 2
    max_players = 4
    option_specs = (TARGET, TEAMS)
    standing = Points
    line_rule = "R-1"
    fit_rules: ClassVar[tuple[str, ...]] = ("R-1",)
    search_iterations = 2200
    analysis_rate = 20000.0
    # rating facts (benchmarks/ratings.py --write)
    rating = RatingParameters(beta=400.0, sigma=500.0, tau=5.0, provisional_sigma=374.4)
    rating_anchors: ClassVar[Mapping[str, float]] = {
        "random": 699.0,
        "greedy": 2292.0,
        "ismcts:iterations=22": 1153.0,
        "ismcts:iterations=110": 1868.0,
    }
    # end of rating facts
    short_match: ClassVar[Mapping[str, OptionValue]] = {"target": 20}
    greedy_doubles_first = True
    match_lengths: ClassVar[dict[int, tuple[int, int, int]]] = {2: (8, 14, 19), 3: (5, 8, 12), 4: (3, 6, 9)}

    @classmethod
    def check_rules(cls, players: int, options: Mapping[str, OptionValue]) -> None:
        if options["teams"] and players != 4:
            raise OptionError(f"option 'teams' needs 4 players, not {players}", rule=cls.deal_rule, field="teams")

    @classmethod
    def deal_shape(cls, rules: Rules, tiles_in_play: int) -> tuple[int, int]:
        return 7, 0

    @classmethod
    def rating_teams(cls, rules: Rules) -> tuple[tuple[int, ...], ...]:
        # R-1 teams: the partners 0+2 and 1+3 win and lose together, so they are rated as teams.
        if rules.options["teams"]:
            return ((0, 2), (1, 3))
        return super().rating_teams(rules)

    # ---- teams (option ``teams``, R-1) ------------------------------------------------------------
    def _settle_out(self, seat: int) -> None:
        if not self.rules.options["teams"]:
            super()._settle_out(seat)
            return
        # [decision] The player out leads the next deal: the first winner is the one who went out.
        self._win(Ending.DOMINO, (seat, (seat + 2) % 4), self.score_rule)

    def _settle_block(self) -> None:
        if not self.rules.options["teams"]:
            super()._settle_block()
            return
        # [decision] A block goes to the team with fewer pooled pips; a tie scores nothing.
        team_pips = [self.hand_pips(s) + self.hand_pips(s + 2) for s in (0, 1)]
        if team_pips[0] == team_pips[1]:
            self._finish(Ending.BLOCK, (), (), self.score_rule)
            return
        best = 0 if team_pips[0] < team_pips[1] else 1
        # The partner with fewer pips first (the lower seat on a tie): the first winner leads next.
        self._win(Ending.BLOCK, tuple(sorted((best, best + 2), key=self.hand_pips)), self.score_rule)


@mypyc_attr(allow_interpreted_subclasses=True)
class DrawDeal(BlockDeal):
    """R-2: as Block, with drawing (C-6); the last two tiles of the stock are never drawn."""

    name = "draw"
    title = N_("Draw")
    rule_sentences: ClassVar[Mapping[str, str]] = {
        "R-2": N_(
            "Draw: as Block, but a player who cannot play draws from the stock, whose last two tiles are never drawn."
        ),
    }
    """The rule Draw adds to Block's."""
    deal_rule = "R-2"
    score_rule = "R-2"
    match_rule = "R-2"
    line_rule = "R-2"
    fit_rules: ClassVar[tuple[str, ...]] = ("R-2",)
    option_specs = (
        Option("target", "R-2", 100, "int", "points that win the match"),
        Option("teams", "R-2", False, "bool", "4 players: seats 0+2 against 1+3, pooled scores"),
    )
    draws = True
    stock_reserve = 2
    analysis_rate = 14000.0
    match_lengths: ClassVar[dict[int, tuple[int, int, int]]] = {2: (4, 8, 12), 3: (3, 6, 9), 4: (3, 6, 9)}
    # rating facts (benchmarks/ratings.py --write)
    rating = RatingParameters(beta=600.0, sigma=500.0, tau=5.0, provisional_sigma=433.9)
    rating_anchors: ClassVar[Mapping[str, float]] = {
        "random": 766.0,
        "greedy": 2233.0,
        "ismcts:iterations=22": 1213.0,
        "ismcts:iterations=110": 1808.0,
    }
    # end of rating facts

    @classmethod
    def deal_shape(cls, rules: Rules, tiles_in_play: int) -> tuple[int, int]:
        return 7, tiles_in_play - 7 * rules.players
