"""Twins («Двойняшки», TW): a number is playable only once its double is on the table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from dominohall.deal import Deal
from dominohall.errors import OptionError
from dominohall.extensible import mypyc_attr
from dominohall.i18n import N_, Phrase
from dominohall.moves import Move
from dominohall.options import Option, OptionValue
from dominohall.ratings import RatingParameters
from dominohall.rules import Rules
from dominohall.setup import DealSetup
from dominohall.standing import Points
from dominohall.tiles import (
    BIT,
    DOUBLE,
    DOUBLES_MASK,
    IS_DOUBLE,
    PIP_MASK,
    TILE_LOW,
    TILE_NAMES,
    Tile,
    TileSet,
    set_size,
)
from dominohall.variants.line import LineDeal, LineLayout
from dominohall.wording import Wording

if TYPE_CHECKING:
    from dominohall.views import View

DEFAULT_HAND = {2: 7, 3: 7, 4: 7, 5: 5, 6: 4, 7: 4}
"""TW-1: hand sizes by player count; more players must name ``hand_size``."""


def lead_double_tile(rules: Rules, hands: TileSet) -> Tile | None:
    """The double that must lead (TW-2): option ``lead_double``, else the highest held."""
    wanted = rules.options["lead_double"]
    if wanted is not None:
        tile = DOUBLE[wanted]
        return tile if hands & BIT[tile] else None
    doubles = hands & DOUBLES_MASK
    return doubles.bit_length() - 1 if doubles else None


_ = Phrase.gettext  # the name the catalogs' extraction knows gettext by


@mypyc_attr(allow_interpreted_subclasses=True)
class TwinsWords(Wording):
    """Twins' own phrases: a number takes other tiles only once its double is down (TW-4)."""

    def fit(self, view: View, move: Move, rule: str, place: Phrase, value: int | None) -> Phrase | None:
        if rule == "TW-4" and value is not None:
            return _(
                "{tile} may go on {value} only once {value}-{value} is on the table", tile=move.tile_name, value=value
            )
        return None

    def fit_sentence(self, view: View, rule: str, tile: str, value: int) -> Phrase | None:
        if rule == "TW-4":
            return _("{tile} may go on {value} only once {value}-{value} is on the table.", tile=tile, value=value)
        return None

    def tile_reason(self, view: View, tile: int, matching: list[int]) -> Phrase | None:
        if not matching:
            return None
        # TW-4: a number takes other tiles only once its double is down
        return _(
            "{tile} may go on {value} only once {value}-{value} is on the table.",
            tile=TILE_NAMES[tile],
            value=matching[0],
        )

    def notes(self, view: View) -> list[tuple[str, Phrase]]:
        layout = view.layout
        if not isinstance(layout, LineLayout):
            return []
        # TW-4: a number takes other tiles only once its double is down
        down = sorted({p.first for p in layout.tiles if p.first == p.second})
        values: object = " ".join(map(str, down)) if down else _("none")
        return [("unlocked", _("numbers unlocked (their double is on the table): {values}", values=values))]


@mypyc_attr(allow_interpreted_subclasses=True)
class TwinsDeal(LineDeal):
    """TW-1 … TW-7."""

    name = "twins"
    title = N_("Twins")
    rule_prefix = "TW"
    rule_sentences: ClassVar[Mapping[str, str]] = {
        "TW-1": N_(
            "Twins is for 2 or more players, 7 tiles each for 2 to 4 players and fewer for more; the rest is the stock."
        ),
        "TW-2": N_("The holder of the highest double leads it; if nobody holds a double, the tiles are dealt again."),
        "TW-3": N_(
            "The layout is a line with two ends, L and R, with the lead double in the middle and no branches; a tile"
            " joins an end showing one of its numbers."
        ),
        "TW-4": N_(
            "A tile may be played on an end showing v only if the double v-v is already in the layout; v-v itself may"
            " always be played there."
        ),
        "TW-5": N_(
            "A player with no play allowed by the twins rule draws from the stock, and passes once it is empty."
        ),
        "TW-6": N_(
            "The first player to go out wins (on a block, the fewest pips) and scores the pips left in the opponents'"
            " hands."
        ),
        "TW-7": N_(
            "The match is played to 100 points (option target); if two players reach it in the same deal, the higher"
            " score wins."
        ),
    }
    """TW-1 … TW-7 in one sentence each (:meth:`dominohall.i18n.Texts.rule`)."""
    deal_rule = "TW-1"
    score_rule = "TW-6"
    match_rule = "TW-7"
    line_rule = "TW-3"
    fit_rules: ClassVar[tuple[str, ...]] = ("TW-3",)
    min_players = 2
    max_players = None
    option_specs = (
        Option("set", "TW-1", 6, "choice", "the set: double-6, double-9 or double-12", choices=(6, 9, 12)),
        Option("hand_size", "TW-1", None, "int", "tiles per hand (default by players)", nullable=True),
        Option("lead_double", "TW-2", None, "int", "this double must lead", minimum=0, nullable=True),
        Option("target", "TW-7", 100, "int", "points that win the match"),
    )
    standing = Points
    words = TwinsWords()
    draws = True
    search_iterations = 2000
    analysis_rate = 9000.0
    # rating facts (benchmarks/ratings.py --write)
    rating = RatingParameters(beta=800.0, sigma=500.0, tau=5.0, provisional_sigma=463.6)
    rating_anchors: ClassVar[Mapping[str, float]] = {
        "random": 936.0,
        "greedy": 2214.0,
        "ismcts:iterations=20": 1293.0,
        "ismcts:iterations=100": 1558.0,
    }
    # end of rating facts
    short_match: ClassVar[Mapping[str, OptionValue]] = {"target": 20}
    greedy_doubles_first = True
    leader_given = False
    redeal_rule = "TW-2"
    match_lengths: ClassVar[dict[int, tuple[int, int, int]]] = {
        2: (4, 7, 10),
        3: (4, 6, 9),
        4: (4, 8, 11),
        5: (3, 5, 8),
        6: (2, 4, 6),
        7: (2, 4, 7),
    }

    def greedy_bonus(self, view: View, move: Move, taken: int) -> float:
        # Laying a double v-v unlocks v for everyone (TW-4): +2 for each tile with v left in hand,
        # -1 for each hidden tile with v per opponent.
        if not IS_DOUBLE[move.tile]:
            return 0.0
        v = TILE_LOW[move.tile]
        mine = (view.hand & ~BIT[move.tile] & PIP_MASK[v]).bit_count()
        theirs = (view.hidden & PIP_MASK[v]).bit_count() / max(1, view.players - 1)
        return 2.0 * mine - theirs

    @classmethod
    def hand_size(cls, players: int, options: Mapping[str, OptionValue]) -> int:
        given = options["hand_size"]
        if isinstance(given, int):
            return given
        if players not in DEFAULT_HAND:
            raise OptionError(
                f"with {players} players the option 'hand_size' must be given", rule="TW-1", field="hand_size"
            )
        return DEFAULT_HAND[players]

    @classmethod
    def check_rules(cls, players: int, options: Mapping[str, OptionValue]) -> None:
        size = cls.hand_size(players, options)
        top = options["set"]
        assert isinstance(top, int)
        if players * size > set_size(top):
            raise OptionError(
                f"{players} hands of {size} need {players * size} tiles; "
                f"the double-{top} set has {set_size(top)} (choose a bigger set or a smaller hand_size)",
                rule="TW-1",
                field="hand_size",
            )
        lead = options["lead_double"]
        if isinstance(lead, int) and lead > top:
            raise OptionError(f"option 'lead_double' must be 0 to {top}, not {lead}", rule="TW-2", field="lead_double")

    @classmethod
    def deal_shape(cls, rules: Rules, tiles_in_play: int) -> tuple[int, int]:
        size = cls.hand_size(rules.players, rules.options)
        return size, tiles_in_play - size * rules.players

    @classmethod
    def find_leader(cls, rules: Rules, setup: DealSetup, due: int, number: int) -> int | None:
        all_hands = 0
        for hand in setup.hands:
            all_hands |= hand
        tile = lead_double_tile(rules, all_hands)
        if tile is None:
            return None
        return next(s for s, hand in enumerate(setup.hands) if hand & BIT[tile])

    def _init_layout(self) -> None:
        super()._init_layout()
        everyone = 0
        for hand in self.hands:
            everyone |= hand
        self.lead_double = lead_double_tile(self.rules, everyone)

    def _copy_layout_from(self, other: Deal) -> None:
        super()._copy_layout_from(other)
        assert isinstance(other, TwinsDeal)
        self.lead_double = other.lead_double

    def _lead_mask(self) -> TileSet:
        return BIT[self.lead_double] if self.lead_double is not None else 0

    def _end_mask(self, value: int) -> TileSet:
        """TW-4: an end showing ``value`` takes any tile with it once ``value-value`` is down, and
        before that only ``value-value`` itself."""
        double = DOUBLE[value]
        return self.pip_mask[value] if self.played & BIT[double] else BIT[double]

    def _explain_lead(self, move: Move) -> tuple[str, str]:
        wanted = self.rules.options["lead_double"]
        if wanted is None:
            return "TW-2", "the holder of the highest double leads it"
        return "TW-2", f"the double {wanted}-{wanted} must lead"

    def _explain_fit(self, move: Move, value: int) -> tuple[str, str]:
        return "TW-4", f"{move.tile_name} may go on {value} only once {value}-{value} is on the table"
