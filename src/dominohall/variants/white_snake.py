"""White Snake («Biały wąż», WS): a one-ended snake opened by the double of the deal number."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dominohall.deal import Deal, DealSetup, Rules
from dominohall.events import Ending
from dominohall.moves import Move
from dominohall.options import Option
from dominohall.tiles import BIT, DOUBLE, PIP_MASK, Tile, TileSet, other_half
from dominohall.variants.line import Placed

TOKENS_TO_WIN = 4
"""WS-8: the first player to hold this many tokens wins the match."""


def head_of(number: int) -> Tile:
    """WS-2: the head of deal ``number`` is ``k-k`` for ``k = 1 … 6`` and ``0-0`` from deal 7 on."""
    return DOUBLE[number] if 1 <= number <= 6 else DOUBLE[0]


@dataclass(frozen=True, slots=True)
class SnakeLayout:
    """The snake from its head to its free end."""

    tiles: tuple[Placed, ...]
    ends: dict[str, int]


class WhiteSnakeDeal(Deal):
    """WS-1 … WS-7."""

    name = "white-snake"
    title = "White Snake"
    rule_prefix = "WS"
    deal_rule = "WS-1"
    score_rule = "WS-5"
    match_rule = "WS-8"
    min_players, max_players = 5, 6
    option_specs = (
        Option("max_deals", "WS-8", None, "int", "end the match after this many decided deals", nullable=True),
    )
    match_kind = "tokens"
    leader_given = False
    redeal_rule = "WS-3"
    end_names = ()

    @classmethod
    def deal_shape(cls, rules: Rules, tiles_in_play: int) -> tuple[int, int]:
        hand = tiles_in_play // rules.players
        return hand, tiles_in_play - hand * rules.players

    @classmethod
    def find_leader(cls, rules: Rules, setup: DealSetup, due: int, number: int) -> int | None:
        head = BIT[head_of(number)]
        return next((s for s, hand in enumerate(setup.hands) if hand & head), None)

    @property
    def head(self) -> Tile:
        return head_of(self.number)

    def _init_layout(self) -> None:
        self.tail = -1
        self.snake: list[Placed] = []

    def _save_layout(self) -> Any:
        return self.tail, len(self.snake)

    def _restore_layout(self, saved: Any) -> None:
        self.tail, n = saved
        del self.snake[n:]

    def _copy_layout_from(self, other: Deal) -> None:
        self.snake = self.snake[:]

    def _lead_mask(self) -> TileSet:
        return BIT[self.head]

    def _playable_mask(self) -> TileSet:
        return PIP_MASK[self.tail]

    def _placements(self, tile: Tile) -> list[Move]:
        return [Move.play(tile)]

    def _place(self, seat: int, move: Move) -> None:
        t = move.tile
        joined = self.tail if self.played else other_half(t, -1)
        far = other_half(t, joined)
        self.snake.append(Placed(t, joined, far))
        self.tail = far

    def _explain(self, move: Move) -> tuple[str, str]:
        if move.end:
            return "WS-4", f"the snake has one open end: write the play as {move.tile_name}"
        if not self.played:
            name = f"{self.head_name}"
            return "WS-3", f"the holder of the head {name} must lead it"
        return "WS-4", f"{move.tile_name} does not match the snake's free end {self.tail}"

    @property
    def head_name(self) -> str:
        v = self.number if 1 <= self.number <= 6 else 0
        return f"{v}-{v}"

    def open_ends(self) -> dict[str, int]:
        return {"": self.tail} if self.played else {}

    def layout(self) -> SnakeLayout:
        return SnakeLayout(tuple(self.snake), self.open_ends())

    def _others(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.n) if s != seat)

    def _settle_out(self, seat: int) -> None:
        self._finish(Ending.DOMINO, (seat,), self._others(seat), "WS-5")

    def _settle_block(self) -> None:
        # WS-5: fewest pips win; a tie goes to fewer tiles; still tied, the deal is void.
        low = self.fewest_pips()
        if len(low) > 1:
            fewest = min(self.hands[s].bit_count() for s in low)
            low = [s for s in low if self.hands[s].bit_count() == fewest]
        if len(low) > 1:
            self._finish(Ending.VOID, (), (), "WS-5")
        else:
            self._finish(Ending.BLOCK, (low[0],), self._others(low[0]), "WS-5")
