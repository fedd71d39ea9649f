"""Block and Draw, the reference games (R-1, R-2): a line, any lead, points to a target."""

from __future__ import annotations

from collections.abc import Mapping

from dominohall.deal import Rules
from dominohall.errors import OptionError
from dominohall.options import Option, OptionValue
from dominohall.variants.line import LineDeal

TARGET = Option("target", "R-1", 100, "int", "points that win the match")
TEAMS = Option("teams", "R-1", False, "bool", "4 players: seats 0+2 against 1+3, pooled scores")


class BlockDeal(LineDeal):
    """R-1: 2–4 players, 7 tiles each, the rest set aside; pass when stuck."""

    name = "block"
    title = "Block"
    rule_prefix = "R"
    deal_rule = "R-1"
    score_rule = "R-1"
    match_rule = "R-1"
    min_players, max_players = 2, 4
    option_specs = (TARGET, TEAMS)
    match_kind = "points"
    line_rule = "R-1"

    @classmethod
    def check_rules(cls, players: int, options: Mapping[str, OptionValue]) -> None:
        if options["teams"] and players != 4:
            raise OptionError(f"{cls.deal_rule}: option 'teams' needs 4 players, not {players}")

    @classmethod
    def deal_shape(cls, rules: Rules, tiles_in_play: int) -> tuple[int, int]:
        return 7, 0


class DrawDeal(BlockDeal):
    """R-2: as Block, with drawing (C-6); the last two tiles of the stock are never drawn."""

    name = "draw"
    title = "Draw"
    deal_rule = "R-2"
    score_rule = "R-2"
    match_rule = "R-2"
    line_rule = "R-2"
    option_specs = (
        Option("target", "R-2", 100, "int", "points that win the match"),
        Option("teams", "R-2", False, "bool", "4 players: seats 0+2 against 1+3, pooled scores"),
    )
    draws = True
    stock_reserve = 2

    @classmethod
    def deal_shape(cls, rules: Rules, tiles_in_play: int) -> tuple[int, int]:
        return 7, tiles_in_play - 7 * rules.players
