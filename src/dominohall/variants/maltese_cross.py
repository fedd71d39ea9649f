"""Maltese Cross («Krzyż maltański», MC): four arms round a spinner, a double on each, then free play."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

from dominohall.deal import Deal
from dominohall.extensible import mypyc_attr
from dominohall.i18n import N_, Phrase
from dominohall.moves import CROSS_ENDS, Move
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
    N_TILES,
    TILE_HIGH,
    TILE_LOW,
    TILE_NAMES,
    Tile,
    TileSet,
    other_half,
    tile_index,
)
from dominohall.variants.line import Placed
from dominohall.wording import Wording

if TYPE_CHECKING:
    from dominohall.views import View

ARMS = CROSS_ENDS
"""The spinner's four sides, in the order N, E, S, W."""
PLAY_ON = tuple(tuple(Move.play(t, arm) for t in range(N_TILES)) for arm in ARMS)
"""Every play on each arm, made once."""


@dataclass(frozen=True, slots=True)
class CrossLayout:
    """The spinner and its arms, each from the spinner outwards; ``phase`` is 1 (MC-3: arms),
    2 (MC-4: doubles) or 3 (MC-5: free play)."""

    spinner: Placed | None
    arms: dict[str, tuple[Placed, ...]]
    ends: dict[str, int]
    phase: int


def highest_double_in(hands: tuple[TileSet, ...] | list[TileSet]) -> Tile | None:
    everyone = 0
    for hand in hands:
        everyone |= hand
    doubles = everyone & DOUBLES_MASK
    return doubles.bit_length() - 1 if doubles else None


_ = Phrase.gettext  # the name the catalogs' extraction knows gettext by

PHASES: Final = {
    1: N_("phase: the arms (MC-3)"),
    2: N_("phase: a double on each arm (MC-4)"),
    3: N_("phase: free play (MC-5)"),
}
"""The cross's phase (MC-3 … MC-5), in words."""


@mypyc_attr(allow_interpreted_subclasses=True)
class CrossWords(Wording):
    """The Maltese Cross's own phrases: its phases, the arms first (MC-3), then a double on each
    (MC-4)."""

    def place(self, view: View, move: Move, rule: str, place: Phrase, value: int | None) -> Phrase | None:
        if rule != "MC-4":
            return None
        # The doubles' phase: only one tile may go on each open arm, whatever the numbers.
        if value is None:
            return _("{place} already ends in a double: the other arms need theirs first", place=place)
        double = TILE_NAMES[tile_index(value, value)]
        return _("until every arm ends in a double, only {double} may go on {place}", double=double, place=place)

    def fit(self, view: View, move: Move, rule: str, place: Phrase, value: int | None) -> Phrase | None:
        if rule == "MC-3":
            return _(
                "{place} already holds a tile: until every side of the spinner holds one, play on an empty side",
                place=place,
            )
        return None

    def sentence(self, view: View, rule: str, tile: str) -> Phrase | None:
        if rule == "MC-3":
            return _("{tile}: for now tiles go only on an empty side of the first double.", tile=tile)
        if rule == "MC-4":
            return _("{tile}: for now only doubles go on, on the arms that have none yet.", tile=tile)
        return None

    def tile_reason(self, view: View, tile: int, matching: list[int]) -> Phrase | None:
        layout = view.layout
        if not isinstance(layout, CrossLayout):
            return None
        name = TILE_NAMES[tile]
        if layout.phase == 1 and matching:
            return _("{tile}: for now tiles go only on an empty side of the first double.", tile=name)
        if layout.phase == 2 and not IS_DOUBLE[tile]:
            return _("{tile}: for now only doubles go on, on the arms that have none yet.", tile=name)
        return None

    def phase_note(self, view: View) -> Phrase | None:
        layout = view.layout
        if isinstance(layout, CrossLayout) and layout.phase:
            return _(PHASES[layout.phase])
        return None


@mypyc_attr(allow_interpreted_subclasses=True)
class MalteseCrossDeal(Deal):
    """MC-1 … MC-8."""

    name = "maltese-cross"
    title = N_("Maltese Cross")
    rule_prefix = "MC"
    rule_sentences: ClassVar[Mapping[str, str]] = {
        "MC-1": N_(
            "Maltese Cross is for 2 to 4 players, 7 tiles each for 2 players and 5 each for 3 or 4; the rest is the"
            " stock."
        ),
        "MC-2": N_("The holder of the highest double leads it, and it is the only spinner."),
        "MC-3": N_(
            "Until each side N, E, S, W of the spinner holds a tile, the only legal plays are matching tiles on an"
            " empty side."
        ),
        "MC-4": N_(
            "Then, until every arm ends in a double, the only legal plays are matching doubles on arms that have none"
            " yet."
        ),
        "MC-5": N_("After that, tiles are played freely on the ends of the four arms."),
        "MC-6": N_(
            "A player with no play allowed in the current phase draws from the stock, and passes once it is empty."
        ),
        "MC-7": N_(
            "The first player to go out wins (on a block, the fewest pips) and scores the pips left in the opponents'"
            " hands."
        ),
        "MC-8": N_("The match is played to 100 points (option target), ties settled as in TW-7."),
    }
    """MC-1 … MC-8 in one sentence each (:meth:`dominohall.i18n.Texts.rule`)."""
    deal_rule = "MC-1"
    score_rule = "MC-7"
    match_rule = "MC-8"
    min_players = 2
    max_players = 4
    option_specs = (Option("target", "MC-8", 100, "int", "points that win the match"),)
    standing = Points
    fit_rules: ClassVar[tuple[str, ...]] = ("MC-3", "MC-4", "MC-5")  # each phase says what may go where
    words = CrossWords()
    search_iterations = 1600
    analysis_rate = 6000.0
    # rating facts (benchmarks/ratings.py --write)
    rating = RatingParameters(beta=800.0, sigma=500.0, tau=5.0, provisional_sigma=463.6)
    rating_anchors: ClassVar[Mapping[str, float]] = {
        "random": 910.0,
        "greedy": 2474.0,
        "ismcts:iterations=16": 1234.0,
        "ismcts:iterations=80": 1394.0,
    }
    # end of rating facts
    short_match: ClassVar[Mapping[str, OptionValue]] = {"target": 20}
    draws = True
    leader_given = False
    redeal_rule = "MC-2"
    match_lengths: ClassVar[dict[int, tuple[int, int, int]]] = {2: (5, 10, 14), 3: (3, 5, 7), 4: (3, 5, 8)}
    end_names = ARMS

    def greedy_bonus(self, view: View, move: Move, taken: int) -> float:
        # MC-4 needs an arm's double before free play: an arm tile whose far number's double is
        # in hand scores +3.
        if move.kind != "play" or IS_DOUBLE[move.tile] or not move.end:
            return 0.0
        far = TILE_HIGH[move.tile] if TILE_LOW[move.tile] in view.open_ends.values() else TILE_LOW[move.tile]
        return 3.0 if view.hand & BIT[DOUBLE[far]] else 0.0

    @classmethod
    def deal_shape(cls, rules: Rules, tiles_in_play: int) -> tuple[int, int]:
        hand = 7 if rules.players == 2 else 5
        return hand, tiles_in_play - hand * rules.players

    @classmethod
    def find_leader(cls, rules: Rules, setup: DealSetup, due: int, number: int) -> int | None:
        tile = highest_double_in(setup.hands)
        if tile is None:
            return None
        return next(s for s, hand in enumerate(setup.hands) if hand & BIT[tile])

    def _init_layout(self) -> None:
        self.lead_double = highest_double_in(self.hands)
        self.spinner = -1
        self.arm_tiles: list[list[Tile]] = [[], [], [], []]
        """The tiles of each arm from the spinner out (how each lies follows: :meth:`layout`)."""
        self.arm_end = [-1, -1, -1, -1]
        """The number each arm shows at its free end; -1 while the arm is empty."""
        self.arm_double = [False, False, False, False]

    def _save_layout(self) -> Any:
        return (
            self.spinner,
            tuple(len(a) for a in self.arm_tiles),
            tuple(self.arm_end),
            tuple(self.arm_double),
        )

    def _restore_layout(self, saved: Any) -> None:
        self.spinner, lengths, ends, doubles = saved
        for arm, n in zip(self.arm_tiles, lengths):
            del arm[n:]
        self.arm_end = list(ends)
        self.arm_double = list(doubles)

    def _copy_layout_from(self, other: Deal) -> None:
        assert isinstance(other, MalteseCrossDeal)
        self.lead_double = other.lead_double
        self.spinner = other.spinner
        self.arm_tiles = [arm[:] for arm in other.arm_tiles]
        self.arm_end = other.arm_end[:]
        self.arm_double = other.arm_double[:]

    @property
    def phase(self) -> int:
        """1 while a side of the spinner is empty (MC-3), 2 while an arm lacks its double (MC-4),
        3 in free play (MC-5)."""
        if -1 in self.arm_end:
            return 1
        if False in self.arm_double:
            return 2
        return 3

    def _lead_mask(self) -> TileSet:
        return BIT[self.lead_double] if self.lead_double is not None else 0

    def playable_tiles(self) -> TileSet:
        ends = self.arm_end
        if -1 in ends:
            return self.pip_mask[self.spinner]
        if False in self.arm_double:
            mask = 0
            for end, has_double in zip(ends, self.arm_double):
                if not has_double:
                    mask |= BIT[DOUBLE[end]]
            return mask
        pip_mask = self.pip_mask
        return pip_mask[ends[0]] | pip_mask[ends[1]] | pip_mask[ends[2]] | pip_mask[ends[3]]

    def _placements(self, tile: Tile) -> list[Move]:
        ends = self.arm_end
        bit = BIT[tile]
        if -1 in ends:
            return [Move.play(tile, ARMS[i]) for i in range(4) if ends[i] == -1]
        if False in self.arm_double:
            return [
                Move.play(tile, ARMS[i]) for i in range(4) if not self.arm_double[i] and BIT[DOUBLE[ends[i]]] == bit
            ]
        return [Move.play(tile, ARMS[i]) for i in range(4) if self.pip_mask[ends[i]] & bit]

    def _plays(self, playable: TileSet) -> list[Move]:
        # Arm by arm over precomputed moves: the hot path of playouts and search.
        ends = self.arm_end
        moves: list[Move] = []
        if -1 in ends:
            wanted = [(i, self.pip_mask[self.spinner]) for i in range(4) if ends[i] == -1]
        elif False in self.arm_double:
            wanted = [(i, BIT[DOUBLE[ends[i]]]) for i in range(4) if not self.arm_double[i]]
        else:
            wanted = [(i, self.pip_mask[ends[i]]) for i in range(4)]
        for i, mask in wanted:
            table = PLAY_ON[i]
            m = playable & mask
            while m:
                low = m & -m
                moves.append(table[low.bit_length() - 1])
                m ^= low
        return moves

    def _place(self, seat: int, move: Move) -> None:
        t = move.tile
        if not self.played:
            self.spinner = TILE_LOW[t]
            return
        i = ARMS.index(move.end)
        joined = self.spinner if self.arm_end[i] == -1 else self.arm_end[i]
        self.arm_tiles[i].append(t)
        self.arm_end[i] = other_half(t, joined)
        if IS_DOUBLE[t] and len(self.arm_tiles[i]) > 1:
            self.arm_double[i] = True

    def _explain(self, move: Move) -> tuple[str, str]:
        if not self.played:
            if move.end:
                return "N", f"the lead is written {move.tile_name}, without an end"
            return "MC-2", "the holder of the highest double leads it"
        if move.kind != "play" or move.end not in ARMS:
            return "N", f"{move} names no arm of the cross (arms: N, E, S, W)"
        i = ARMS.index(move.end)
        phase = self.phase
        if phase == 1:
            if self.arm_end[i] != -1:
                return (
                    "MC-3",
                    f"until every side holds a tile, play only on an empty side ({move.end} is taken)",
                )
            return "MC-3", f"{move.tile_name} does not match the spinner {self.spinner}"
        end = self.arm_end[i]
        if phase == 2:
            if self.arm_double[i]:
                return "MC-4", f"arm {move.end} already ends in a double; every arm needs one first"
            return "MC-4", f"until every arm ends in a double, only {end}-{end} may go on arm {move.end}"
        return "MC-5", f"{move.tile_name} does not match {end} at the end of arm {move.end}"

    def open_ends(self) -> dict[str, int]:
        if not self.played:
            return {}
        phase = self.phase
        if phase == 1:
            return {ARMS[i]: self.spinner for i in range(4) if self.arm_end[i] == -1}
        if phase == 2:
            return {ARMS[i]: self.arm_end[i] for i in range(4) if not self.arm_double[i]}
        return {ARMS[i]: self.arm_end[i] for i in range(4)}

    def _placed(self, tiles: list[Tile]) -> tuple[Placed, ...]:
        """An arm's tiles as they lie, from the spinner out."""
        placed = []
        joined = self.spinner
        for t in tiles:
            far = other_half(t, joined)
            placed.append(Placed(t, joined, far))
            joined = far
        return tuple(placed)

    def layout(self) -> CrossLayout:
        spinner = Placed(DOUBLE[self.spinner], self.spinner, self.spinner) if self.played else None
        arms = {ARMS[i]: self._placed(self.arm_tiles[i]) for i in range(4)}
        return CrossLayout(spinner, arms, self.open_ends(), self.phase if self.played else 0)
