"""How a match is won: each variant names a :class:`Standing`, the rules that run between deals.

A standing keeps each seat's standing (points, loss marks or tokens) in the match, settles every
decided deal into it, says who leads the next deal where the rules leave that to the match, and ends
the match. :class:`~dominohall.match.Match` knows none of this: it deals, plays, and asks its standing.

* :class:`Points` (Twins, Maltese Cross, Block, Draw; TW-7, MC-8, R-1): the winners of a deal score,
  the first to the target wins. Here, because four games share it.
* ``Marks`` (Sausage, SA-10) lives in :mod:`dominohall.variants.sausage`, and ``Tokens`` with the
  0-0 steal (White Snake, WS-6 … WS-8) in :mod:`dominohall.variants.white_snake`.

A standing may ask a seat for a decision between deals (White Snake's steal): it then names the
seat in :attr:`Standing.pending` and gives the moves in :meth:`Standing.moves`.

[decision] Match results in general: in points and token games every player who does not win the
match loses it; standings rank by points (or tokens, most first; or marks, fewest first) and tied
players by seat number.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Literal

from dominohall.errors import IllegalMoveError, SetupError
from dominohall.events import DealResult, MatchResult
from dominohall.extensible import mypyc_attr
from dominohall.moves import Move
from dominohall.tiles import TileSet

if TYPE_CHECKING:
    from dominohall.match import Match, MatchState

MatchKind = Literal["points", "marks", "tokens"]
"""What a seat's standing counts: points to a target, loss marks, or tokens."""


@mypyc_attr(allow_interpreted_subclasses=True)
class Standing:
    """The between-deal rules of one match (a variant's class names its standing's class).

    A standing keeps nothing of its own: what it counts (scores, marks, tokens) and the decision it
    waits for (:attr:`pending`) live on the match, and :attr:`Match.standing
    <dominohall.match.Match.standing>` makes one when it is asked for. So the match holds no
    reference back to it, and a finished match is freed at once by reference counting rather than
    later by the garbage collector (a match loop makes one match a deal: that collection was a
    sixth of its time)."""

    kind: ClassVar[MatchKind]
    decision_tiles: ClassVar[tuple[int, ...]] = ()
    """Tiles a decision between deals may name (White Snake's tokens, WS-7)."""
    better: ClassVar[Literal["more", "fewer"]] = "more"
    """Whether more or fewer of :meth:`value` is better (for rankings)."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.rule = match.variant.match_rule

    @property
    def pending(self) -> int:
        """The seat that must make a decision between deals (WS-7), or -1 (kept on the match)."""
        return self.match.pending

    @pending.setter
    def pending(self, seat: int) -> None:
        self.match.pending = seat

    # ---- the standing of each seat -----------------------------------------------------------------
    def value(self, seat: int) -> int:
        """What a seat's standing counts (its points, marks or tokens)."""
        raise NotImplementedError

    def values(self) -> tuple[int, ...]:
        return tuple(self.value(s) for s in range(self.match.n))

    def ranking(self) -> tuple[int, ...]:
        """Seats from best to worst standing, tied seats by seat number."""
        sign = -1 if self.better == "more" else 1
        return tuple(sorted(range(self.match.n), key=lambda s: (sign * self.value(s), s)))

    def ranked(self, winners: tuple[int, ...], rule: str | None = None) -> MatchResult:
        """The match result with ``winners``: every other seat loses (see the module's [decision])."""
        losers = tuple(s for s in range(self.match.n) if s not in winners)
        return MatchResult(winners, losers, self.ranking(), rule or self.rule)

    # ---- hooks ----------------------------------------------------------------------------------------
    def start(self, state: MatchState) -> None:
        """Check the fields of a match state that this standing owns (the rest is checked by the match)."""

    def refuse_decided(self) -> None:
        """Raise :class:`SetupError` if the match is already won (a match state cannot start there)."""

    def out_of_play(self) -> TileSet:
        """Tiles out of play for the whole of the next deal (White Snake's tokens, WS-6)."""
        return 0

    def settle(self, result: DealResult) -> None:
        """A deal was decided: update the standing, set who is due to lead next, and end the match
        (:meth:`Match.end`) if it is won. A void deal never comes here."""
        raise NotImplementedError

    def moves(self) -> list[Move]:
        """The moves of :attr:`pending` (none by default)."""
        return []

    def decide(self, move: Move) -> None:
        """Make :attr:`pending`'s decision, checked beforehand by the match."""
        raise IllegalMoveError("C-8", "no decision is due between deals")

    def explain(self, move: Move) -> tuple[str, str]:
        """Why ``move`` is not one of :meth:`moves`: ``(rule ID, reason)``."""
        return "C-8", "no decision is due between deals"


def check_counts(field: str, values: Sequence[int] | None, n: int) -> list[int] | None:
    """``values`` of a match state, checked: one whole number >= 0 per seat."""
    if values is None:
        return None
    if len(values) != n or any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in values):
        raise SetupError(f"{n} whole numbers >= 0 are needed, not {list(values)!r}", field=field)
    return list(values)


@mypyc_attr(allow_interpreted_subclasses=True)
class Points(Standing):
    """Points to a target (TW-7, MC-8, R-1): the winners of a deal score the pips left in the other
    hands (already worked out in the deal's result); the first to reach ``target`` wins, several at
    the same top score share the win. The winner leads the next deal."""

    kind = "points"

    def value(self, seat: int) -> int:
        return self.match.live_scores[seat]  # with the points the live deal's plays scored

    def refuse_decided(self) -> None:
        if max(self.match.scores) >= self.match.rules.option("target"):
            raise SetupError("a score already reaches the target: the match is over", rule=self.rule)

    def settle(self, result: DealResult) -> None:
        match = self.match
        scores = match.scores
        for s in range(match.n):
            scores[s] += result.points[s]
        if result.winners:
            match.due = result.winners[0]  # the winner leads the next deal
        else:
            # [decision] R-1: a deal without a winner (a tied block) passes the lead to the seat after its leader.
            match.due = (match.deal.leader + 1) % match.n
        top = max(scores)
        if top >= match.rules.option("target"):
            match.end(self.ranked(tuple(s for s in range(match.n) if scores[s] == top)))
