"""The practice deal that ends each lesson: one deal against a gentle bot, with hints.

A practice deal is fixed by its lesson and a seed: the same seed deals the same tiles and the bots
(seeded too) answer the same moves the same way, so a practice deal is wholly described by its seed
and the learner's moves — :func:`replay` makes it again from them. (The server keeps no practice
table: a browser sends its moves, and any process of a deployment can answer.)

The hint is the move the ``ismcts`` search prefers (:class:`~dominohall.bots.ismcts.ISMCTSBot`, at
the lesson's level) from the learner's view, and :func:`reason` says in one line why, where a plain
reason can be seen: it is the only move, it goes out, a cut and what it hands over, the next
player known to be stuck, the most tiles left playable, the heaviest tile shed.

>>> from dominohall.lessons import lesson
>>> game = replay(lesson("block"), 3, [])
>>> game.match.turn, game.over
(0, False)
>>> move, why = hint(lesson("block"), game.view(), 3)
>>> move in game.view().legal_moves
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from dominohall import Deal, Match, Move, View, new_match
from dominohall.bots import Bot, make_bot
from dominohall.errors import DominohallError
from dominohall.events import Took
from dominohall.i18n import Phrase, tiles
from dominohall.lessons.core import LEARNER, Lesson, placed, view_of
from dominohall.sampling import sample_world
from dominohall.tiles import TILE_PIPS

MAX_MOVES = 200
"""The most moves of the learner a practice deal is replayed with (a Sausage deal, the longest, takes
a player well under a hundred: cut tiles come back, but every cut lays a tile for good)."""
MAX_SEED = 10**9
"""Practice seeds are 0 … this (a browser asks for another deal by choosing one)."""


class PracticeError(DominohallError):
    """A move of a practice deal that cannot be made there; ``index`` is its place among the
    learner's moves (the moves before it were made)."""

    def __init__(self, index: int, error: DominohallError, view: View | None = None) -> None:
        super().__init__(f"move {index + 1}: {error.reason}", rule=error.rule, field=f"moves[{index}]")
        self.index = index
        self.error = error
        self.view = view
        """The learner's view the move was refused on (``None``: refused before any was looked at)."""


@dataclass
class Game:
    """A practice deal being played: the match, its first deal (the practice deal: the match may go on
    to deal another, which the practice ignores) and the bots (``None`` at the learner's seat)."""

    match: Match
    deal: Deal
    bots: list[Bot | None]

    @property
    def over(self) -> bool:
        return self.deal.is_over

    def view(self) -> View:
        """The learner's view: of the deal as it ended, once over (looking at the match then would
        deal the next one)."""
        return view_of(self.match, self.deal)


def start(lesson: Lesson, seed: int) -> Game:
    """A new practice deal of ``lesson`` dealt by ``seed``, the bots' first moves not made yet."""
    practice = lesson.practice
    match = new_match(lesson.variant, practice.players, seed=seed, options=practice.options)
    bots: list[Bot | None] = [None] + [make_bot(practice.bot, seed * 101 + s) for s in range(1, practice.players)]
    return Game(match, match.deal, bots)


def advance(game: Game) -> list[Move]:
    """The bots' moves until it is the learner's turn or the deal is over; returns them."""
    made: list[Move] = []
    match = game.match
    while not game.over and match.turn != LEARNER:
        bot = game.bots[match.turn]
        assert bot is not None
        move = bot.choose(match.view(match.turn))
        match.play(move)
        made.append(move)
    return made


def play(game: Game, text: str) -> Move:
    """The learner's move written ``text`` (the notation, or a tile alone with one place), made and
    answered by the bots; raises :class:`DominohallError` (nothing changes) if it cannot be made."""
    if game.over:
        raise DominohallError("the deal is over", rule="C-8")
    move = placed(game.match, text)
    if isinstance(move, tuple):
        raise DominohallError(f"{text[:20]} fits more than one place: name it", rule="N")
    game.match.play(move, seat=LEARNER)
    advance(game)
    return move


def replay(lesson: Lesson, seed: int, moves: Sequence[str]) -> Game:
    """The practice deal of ``lesson`` dealt by ``seed`` after the learner's ``moves`` (each a move in
    the notation or a tile alone with one place, :func:`~dominohall.lessons.core.placed`), every bot
    move between them made. Raises :class:`PracticeError` naming the first move that cannot be made
    (or a move after the deal's end)."""
    if len(moves) > MAX_MOVES:
        raise PracticeError(MAX_MOVES, DominohallError(f"a practice deal is replayed with at most {MAX_MOVES} moves"))
    game = start(lesson, seed)
    advance(game)
    for i, text in enumerate(moves):
        try:
            play(game, text)
        except DominohallError as exc:
            raise PracticeError(i, exc, game.view()) from None
    return game


def hint(lesson: Lesson, view: View, seed: int) -> tuple[Move, Phrase | None]:
    """The move the hint search prefers from the learner's ``view``, and why (:func:`reason`).

    Where the search cuts, the hint cuts where the next player takes the most (SA-6), as the
    Sausage lesson teaches ("the more the next player takes, the better for you"): a short search
    sometimes settled on a cut handing over 5 tiles beside one handing over 10, and a hint that
    contradicts the lesson teaches nothing."""
    move = make_bot(lesson.practice.hint, seed).choose(view)
    if move.kind == "cut":
        world = sample_world(view, random.Random(seed))
        sizes = {m: _taken(world, m) for m in view.legal_moves if m.kind == "cut"}
        most = max(sizes.values())
        if sizes[move] < most:
            move = next(m for m in view.legal_moves if sizes.get(m) == most)
    return move, reason(view, move, seed)


def reason(view: View, move: Move, seed: int = 0) -> Phrase | None:
    """Why ``move`` is a good move from ``view``, in one line, where a plain reason can be seen
    (``None`` where none can: the search's own reasons are deals imagined by the thousand)."""
    moves = view.legal_moves
    if move.kind == "pass":
        return Phrase.gettext("None of your tiles can be played: pass.")
    if len(moves) == 1:
        return Phrase.gettext("It is your only move.")
    if move.kind == "steal":
        return Phrase.gettext("Steal from the player nearest to four tokens.")
    if view.hand.bit_count() == 1:
        return Phrase.gettext("It is your last tile: play it and you are out.")
    world = sample_world(view, random.Random(seed))
    if move.kind == "cut":
        sizes = [_taken(world, m) for m in moves if m.kind == "cut"]
        taken = _taken(world, move)
        if len(sizes) > 1 and taken == max(sizes):
            return Phrase.gettext(
                "Of the cuts you can make, this one hands the next player the most: {taken}.",
                taken=tiles(taken, object_case=True),
            )
        return Phrase.gettext("It cuts, and the next player takes {taken}.", taken=tiles(taken, object_case=True))
    world.push(move)
    ends = set(world.open_ends().values())
    nxt = world.turn
    stuck = world.result is None and nxt != view.seat and ends and ends <= set(view.void_numbers(nxt))
    world.pop()
    if stuck:
        return Phrase.gettext("The next player has shown they hold none of the numbers it leaves open.")
    freedom = {m: _playable_after(world, m, view.seat) for m in moves if m.kind in ("play", "cut")}
    if freedom and freedom[move] > max((v for m, v in freedom.items() if m.tile != move.tile), default=-1):
        return Phrase.gettext("It leaves you the most tiles you can play next time.")
    heaviest = max(TILE_PIPS[m.tile] for m in moves if m.tile >= 0)
    if TILE_PIPS[move.tile] == heaviest > 0:
        return Phrase.gettext("It sheds {tile}, the heaviest tile you can play.", tile=move.tile_name)
    return None


def _taken(world: Deal, move: Move) -> int:
    """How many tiles the next player takes after the cut ``move`` (SA-6: what lies on the side it
    names, the same in every world, since the layout is seen by all)."""
    before = len(world.events)
    world.push(move)
    try:
        return sum(len(e.tiles) for e in world.events[before:] if isinstance(e, Took))
    finally:
        world.pop()


def _playable_after(world: Deal, move: Move, seat: int) -> int:
    """How many of ``seat``'s tiles could be played on the layout after ``move``."""
    world.push(move)
    try:
        return (world.hands[seat] & world.playable_tiles()).bit_count() if world.result is None else 0
    finally:
        world.pop()


__all__ = ["MAX_MOVES", "MAX_SEED", "Game", "PracticeError", "advance", "hint", "play", "reason", "replay", "start"]
