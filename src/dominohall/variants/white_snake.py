"""White Snake («Biały wąż», WS): a one-ended snake opened by the double of the deal number."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

from dominohall.deal import Deal
from dominohall.errors import SetupError
from dominohall.events import DealResult, Ending, Stole, TokenTaken
from dominohall.extensible import mypyc_attr
from dominohall.i18n import N_, Phrase, Seat
from dominohall.moves import Move
from dominohall.options import Option, OptionValue
from dominohall.ratings import RatingParameters
from dominohall.rules import Rules
from dominohall.setup import DealSetup
from dominohall.standing import Standing
from dominohall.tiles import (
    BIT,
    DOUBLE,
    TILE_HIGH,
    TILE_LOW,
    Tile,
    TileSet,
    iter_tiles,
    mask_of,
    names,
    other_half,
    parse_tile,
)
from dominohall.variants.line import Placed
from dominohall.wording import Wording

if TYPE_CHECKING:
    from dominohall.match import MatchState
    from dominohall.views import View

TOKENS_TO_WIN = 4
"""WS-8: the first player to hold this many tokens wins the match."""


def head_of(number: int) -> Tile:
    """WS-2: the head of deal ``number`` is ``k-k`` for ``k = 1 … 6`` and ``0-0`` from deal 7 on."""
    return DOUBLE[number] if 1 <= number <= 6 else DOUBLE[0]


TOKEN_TILES: TileSet = mask_of(DOUBLE[v] for v in range(1, 7))
"""WS-6, WS-7: the tokens are the heads of deals 1 to 6, the doubles 1-1 to 6-6."""


@mypyc_attr(allow_interpreted_subclasses=True)
class Tokens(Standing):
    """WS-6 … WS-8: the winner of a deal takes its head as a token (out of play from then on); the
    winner of a 0-0 deal steals a token instead, choosing whose if there is a choice (a move); four
    tokens win, checked after every take and steal; option ``max_deals`` may end the match sooner,
    won by the most tokens."""

    kind = "tokens"
    decision_tiles = tuple(DOUBLE[v] for v in range(1, 7))

    def value(self, seat: int) -> int:
        return self.match.tokens[seat].bit_count()

    def out_of_play(self) -> TileSet:
        held = 0
        for t in self.match.tokens:
            held |= t
        return held

    def start(self, state: MatchState) -> None:
        if state.deal_number < 1:
            raise SetupError(f"deal_number counts from 1, not {state.deal_number}", rule="WS-2", field="deal_number")
        if state.tokens is None:
            return
        match = self.match
        if len(state.tokens) != match.n:
            raise SetupError(f"one list per seat ({match.n}) is needed", field="tokens")
        seen = 0
        for seat, held in enumerate(state.tokens):
            field = f"tokens[{seat}]"
            try:
                mask = mask_of(parse_tile(t) for t in held)
            except ValueError as exc:
                raise SetupError(str(exc), field=field) from None
            if mask & seen or len(held) != mask.bit_count():
                raise SetupError(f"a token is held twice ({field})", rule="WS-6", field=field)
            if mask & ~TOKEN_TILES:
                raise SetupError(f"tokens are the doubles 1-1 to 6-6 ({field})", rule="WS-7", field=field)
            seen |= mask
            match.tokens[seat] = mask
        # WS-2/WS-6: only the heads of deals already decided can be tokens. A later head out of play
        # could never be dealt, and its deal would be dealt again for ever (WS-3).
        to_come = mask_of(DOUBLE[v] for v in range(state.deal_number, 7))
        if seen & to_come:
            raise SetupError(
                f"{names(seen & to_come)[0]} leads a deal still to come (deal {state.deal_number} is next)"
                " and cannot be a token yet",
                rule="WS-2",
                field="tokens",
            )

    def refuse_decided(self) -> None:
        if max(self.values()) >= TOKENS_TO_WIN:
            raise SetupError(f"a seat already holds {TOKENS_TO_WIN} tokens: the match is over", rule=self.rule)

    def settle(self, result: DealResult) -> None:
        match = self.match
        winner = result.winners[0]
        head = head_of(match.deal_number)
        match.deal_number += 1  # WS-2: decided deals plus one
        if head != DOUBLE[0]:
            match.tokens[winner] |= BIT[head]
            match.note(TokenTaken(winner, head))
            self._check()
            return
        # WS-7: the winner of a 0-0 deal steals a token: a move if there is a choice.
        self.pending = winner
        stealable = self._stealable()
        if stealable.bit_count() == 1:
            self.decide(Move.steal(stealable.bit_length() - 1))
        elif not stealable:
            self.pending = -1
            self._check()

    def _stealable(self) -> TileSet:
        return self.out_of_play() & ~self.match.tokens[self.pending]

    def moves(self) -> list[Move]:
        return [Move.steal(t) for t in iter_tiles(self._stealable())]

    def decide(self, move: Move) -> None:
        match = self.match
        tile = move.tile
        victim = next(s for s in range(match.n) if match.tokens[s] & BIT[tile])
        match.tokens[victim] &= ~BIT[tile]
        match.tokens[self.pending] |= BIT[tile]
        match.note(Stole(self.pending, move, victim))
        self.pending = -1
        self._check()

    def explain(self, move: Move) -> tuple[str, str]:
        if move.kind != "steal":
            return "WS-7", f"seat {self.pending} won a 0-0 deal and must steal a token"
        return "WS-7", f"{move.tile_name} is not a token another player holds"

    def _check(self) -> None:
        """WS-8: four tokens win, checked after every take and steal; ``max_deals`` may end it."""
        match = self.match
        counts = self.values()
        best = max(counts)
        limit: int | None = match.rules.option("max_deals")
        if best >= TOKENS_TO_WIN or (limit is not None and match.deals_played >= limit):
            match.end(self.ranked(tuple(s for s in range(match.n) if counts[s] == best), "WS-8"))


@dataclass(frozen=True, slots=True)
class SnakeLayout:
    """The snake from its head to its free end."""

    tiles: tuple[Placed, ...]
    ends: dict[str, int]


_ = Phrase.gettext  # the name the catalogs' extraction knows gettext by

_SENTENCES: Final = {
    "you won a 0-0 deal: choose whose token to steal": N_("You won a 0-0 deal: choose whose token to steal."),
    "only the winner of a 0-0 deal steals a token, once the deal is over": N_(
        "Only the winner of a 0-0 deal steals a token, once the deal is over."
    ),
    "{tile} is not a token another player holds": N_("{tile} is not a token another player holds."),
}
"""The clauses of :class:`SnakeWords` the table page says as sentences of their own."""


@mypyc_attr(allow_interpreted_subclasses=True)
class SnakeWords(Wording):
    """White Snake's own phrases: the token stolen after a 0-0 deal (WS-7), the head in the stock (WS-3)."""

    def steal(self, view: View, move: Move, rule: str) -> Phrase | None:
        if any(m.kind == "steal" for m in view.legal_moves):
            return _("{tile} is not a token another player holds", tile=move.tile_name)
        return _("only the winner of a 0-0 deal steals a token, once the deal is over")

    def decision(self, view: View, move: Move, rule: str) -> Phrase | None:
        if rule == "WS-7":
            return _("you won a 0-0 deal: choose whose token to steal")
        return None

    def sentence_of(self, clause: Phrase) -> Phrase | None:
        sentence = _SENTENCES.get(clause.id)
        return None if sentence is None else Phrase(sentence, clause.fields)

    def move(self, view: View, move: Move) -> Phrase | None:
        if move.kind == "steal":
            holder = next((s for s in range(view.players) if view.tokens[s] >> move.tile & 1), None)
            if holder is None:
                return _("steal the token {tile}", tile=move.tile_name)
            return _("steal the token {tile} from {victim}", tile=move.tile_name, victim=Seat(holder))
        if move.kind == "play" and view.layout_tiles:
            return _("play {tile} on the snake's free end", tile=move.tile_name)
        return None

    def redeal_why(self, rule: str, number: int) -> Phrase | None:
        if rule == "WS-3":
            k = number if 1 <= number <= 6 else 0
            head = f"{k}-{k}"
            return _("its head {tile} lay in the stock", tile=head)
        return None


@mypyc_attr(allow_interpreted_subclasses=True)
class WhiteSnakeDeal(Deal):
    """WS-1 … WS-7."""

    name = "white-snake"
    title = N_("White Snake")
    default_players = 5
    rule_prefix = "WS"
    rule_sentences: ClassVar[Mapping[str, str]] = {
        "WS-1": N_(
            "White Snake is for 5 or 6 players: the tiles not yet won as tokens are dealt evenly and the rest stay"
            " unused in the stock."
        ),
        "WS-2": N_("The snake head of deal k is the double k-k for k = 1 to 6, and 0-0 from the seventh deal on."),
        "WS-3": N_("The holder of the snake head must lead it; if it lies in the stock, the tiles are dealt again."),
        "WS-4": N_(
            "The snake grows in one direction only: each tile joins the tile played last, matching its free end."
        ),
        "WS-5": N_(
            "The first player to play out their tiles wins the deal; on a block the fewest pips win, then the fewest"
            " tiles, and a tie beyond that makes the deal void."
        ),
        "WS-6": N_(
            "The winner of a deal led by k-k (k ≥ 1) takes that double as a token, out of play for the rest of the"
            " match."
        ),
        "WS-7": N_(
            "0-0 is never a token: the winner of a deal led by 0-0 steals one token of their choice from another"
            " player (steal:k-k)."
        ),
        "WS-8": N_("The first player to hold 4 tokens wins the match."),
    }
    """WS-1 … WS-8 in one sentence each (:meth:`dominohall.i18n.Texts.rule`)."""
    deal_rule = "WS-1"
    score_rule = "WS-5"
    match_rule = "WS-8"
    min_players = 5
    max_players = 6
    option_specs = (
        Option("max_deals", "WS-8", None, "int", "end the match after this many decided deals", nullable=True),
    )
    standing = Tokens
    fit_rules: ClassVar[tuple[str, ...]] = ("WS-4",)
    words = SnakeWords()
    search_iterations = 1800
    analysis_rate = 8000.0
    # rating facts (benchmarks/ratings.py --write)
    rating = RatingParameters(beta=1600.0, sigma=500.0, tau=5.0, provisional_sigma=494.1)
    rating_anchors: ClassVar[Mapping[str, float]] = {
        "random": 1383.0,
        "greedy": 1451.0,
        "ismcts:iterations=18": 1540.0,
        "ismcts:iterations=90": 1626.0,
    }
    # end of rating facts
    short_match: ClassVar[Mapping[str, OptionValue]] = {"max_deals": 2}
    greedy_doubles_first = True
    leader_given = False
    redeal_rule = "WS-3"
    numbered_deals = True
    match_lengths: ClassVar[dict[int, tuple[int, int, int]]] = {5: (8, 32, 94), 6: (8, 56, 176)}
    """Tokens change hands at every 0-0 deal, so a match can run long (``max_deals`` ends it sooner):
    the 10th, 50th and 90th percentile of deals over 400 matches of ``greedy`` bots, seed 23 —
    ``statistics.quantiles(deals, n=10, method="inclusive")`` and the median of the rows' ``deals`` of
    ``simulate(SimConfig("white-snake", n, ("greedy",), units=400, seed=23, matches=True))``."""
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
        self.snake: list[Tile] = []
        """The tiles from the head on (how each lies follows from the head: :meth:`layout`)."""

    def _save_layout(self) -> Any:
        return self.tail, len(self.snake)

    def _restore_layout(self, saved: Any) -> None:
        self.tail, n = saved
        del self.snake[n:]

    def _copy_layout_from(self, other: Deal) -> None:
        assert isinstance(other, WhiteSnakeDeal)
        self.tail = other.tail
        self.snake = other.snake[:]

    def _lead_mask(self) -> TileSet:
        return BIT[self.head]

    def playable_tiles(self) -> TileSet:
        return self.pip_mask[self.tail]

    def _placements(self, tile: Tile) -> list[Move]:
        return [Move.play(tile)]

    def _place(self, seat: int, move: Move) -> None:
        t = move.tile
        self.snake.append(t)
        # The head (a double, WS-3) shows its number; every later tile joins the free end.
        self.tail = other_half(t, self.tail) if self.played else TILE_HIGH[t]

    def _explain(self, move: Move) -> tuple[str, str]:
        if move.end:
            return "WS-4", f"the snake has one open end: write the play as {move.tile_name}"
        if not self.played:
            name = f"{self.head_name}"
            return "WS-3", f"the holder of the head {name} must lead it"
        return "WS-4", f"{move.tile_name} does not match the snake's free end {self.tail}"

    def _explain_steal(self, move: Move) -> tuple[str, str]:
        return "WS-7", "a steal is made only by the winner of a 0-0 deal, after it ends"

    @property
    def head_name(self) -> str:
        v = self.number if 1 <= self.number <= 6 else 0
        return f"{v}-{v}"

    def open_ends(self) -> dict[str, int]:
        return {"": self.tail} if self.played else {}

    def layout(self) -> SnakeLayout:
        placed = []
        joined = TILE_LOW[self.snake[0]] if self.snake else -1
        for t in self.snake:
            far = other_half(t, joined)
            placed.append(Placed(t, joined, far))
            joined = far
        return SnakeLayout(tuple(placed), self.open_ends())

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
