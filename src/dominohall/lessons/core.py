"""The shared core of the lessons: what a step is, how its position is made, and how a tried move
is judged.

A :class:`Step` is one idea: a position made with the engine (an explicit deal and the moves played
to reach it, :class:`Position`), a few sentences naming the rules it teaches, a task, the moves it
accepts, legal moves that miss the point (each with why), what the board should show (a
:class:`Highlight`) and what is said once the task is done. Texts are :class:`~dominohall.i18n.Phrase`
values, English in the code and translated by the catalogs, so that the terminal and the browser
say them alike. The learner is always seat 0 (the terminal's person, :data:`LEARNER`).

:func:`judge` answers a tried move: ``accepted`` (the position after it, and after the other seats'
scripted replies), ``missed`` (legal, but not what the step is about: why, and the position stays),
or ``refused`` (the engine's own :class:`~dominohall.errors.IllegalMoveError` or
:class:`~dominohall.errors.NotationError`, which every interface words as it words a refusal at a
table).

>>> from dominohall.lessons import lesson
>>> step = lesson("block").steps[1]
>>> judge(step, "pass").verdict, judge(step, "9-9@Q").verdict
('refused', 'refused')
>>> judge(step, step.accepts[0]).verdict
'accepted'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Final, Literal

from dominohall import Deal, Match, MatchState, Move, View, new_match
from dominohall.errors import DominohallError, IllegalMoveError, NotationError
from dominohall.events import Took
from dominohall.i18n import Phrase, tiles
from dominohall.layouts import CrossLayout, SausageLayout
from dominohall.moves import parse_move
from dominohall.rules import make_rules
from dominohall.setup import DealSetup
from dominohall.tiles import FULL_SET, TILE_HIGH, TILE_LOW, names, parse_tile
from dominohall.variants import VARIANTS

LEARNER = 0
"""The learner's seat in every step and practice deal (the terminal's person is seat 0 too)."""

MAX_MOVE_TEXT = 40
"""The longest move text a step judges (the longest notation, ``12-12@cut:-999999:L``, has 21)."""

FIELD: Final = re.compile(r"\{(\w+)\}")
"""A field of a text (``{points}``)."""


@dataclass(frozen=True, slots=True)
class Highlight:
    """What the board shows about a step: ``tiles`` on the table, open ``ends`` (``""`` is the
    snake's one end), Sausage ``junctions`` (``C``: between columns ``C`` and ``C + 1``) and tiles
    of the learner's ``hand``. Every name is in the notation."""

    tiles: tuple[str, ...] = ()
    ends: tuple[str, ...] = ()
    junctions: tuple[int, ...] = ()
    hand: tuple[str, ...] = ()

    def json(self) -> dict[str, list[str] | list[int]]:
        return {
            "tiles": list(self.tiles),
            "ends": list(self.ends),
            "junctions": list(self.junctions),
            "hand": list(self.hand),
        }


@dataclass(frozen=True, slots=True)
class Miss:
    """A legal move that misses the step's point, and why (said, then the learner tries again)."""

    move: str
    why: Phrase


@dataclass(frozen=True, slots=True)
class Position:
    """A step's position: an explicit deal (:class:`~dominohall.setup.DealSetup`) of ``players``,
    the match state it starts from (tokens, scores, marks) and the moves played from its start."""

    variant: str
    setup: DealSetup
    players: int
    options: Mapping[str, object] = field(default_factory=dict)
    state: MatchState | None = None
    moves: tuple[str, ...] = ()

    def match(self) -> Match:
        """The position, made anew (a fresh match each time: the caller may play on)."""
        m = new_match(self.variant, self.players, seed=0, options=self.options, deals=[self.setup], state=self.state)
        for text in self.moves:
            m.play(text)
        return m


@dataclass(frozen=True, slots=True)
class Step:
    """One idea of a lesson (see the module docstring). ``key`` is stable (progress is kept by it);
    ``replies`` are the other seats' moves after an accepted move, to show what it leads to."""

    key: str
    rules: tuple[str, ...]
    title: Phrase
    text: Phrase
    task: Phrase
    position: Position
    accepts: tuple[str, ...]
    done: Phrase
    misses: tuple[Miss, ...] = ()
    highlight: Highlight = Highlight()
    replies: tuple[str, ...] = ()

    def match(self) -> Match:
        return self.position.match()


@dataclass(frozen=True, slots=True)
class Practice:
    """The short deal that ends a lesson: against ``bot`` (a gentle one), ``hint`` giving the hints;
    ``options`` make the match one deal long; ``seed`` deals it (the learner may ask for another)."""

    players: int
    options: Mapping[str, object]
    seed: int = 1
    bot: str = "random"
    hint: str = "ismcts:iterations=300"


@dataclass(frozen=True, slots=True)
class Lesson:
    """A variant's lesson: its steps, the lessons whose steps it builds on (``refers``: the common
    rules are taught once, in Block and Draw) and the practice deal."""

    variant: str
    intro: Phrase
    steps: tuple[Step, ...]
    practice: Practice
    refers: tuple[str, ...] = ()

    def rules(self) -> list[str]:
        """Every rule the steps teach, in the order they first come."""
        return list(dict.fromkeys(r for s in self.steps for r in s.rules))


# ---- making positions --------------------------------------------------------------------------
def position(
    variant: str,
    hands: Sequence[Sequence[str]],
    moves: str = "",
    *,
    stock: Sequence[str] = (),
    leader: int | None = None,
    options: Mapping[str, object] | None = None,
    state: MatchState | None = None,
) -> Position:
    """A position from the tiles that matter: each hand as given, completed to the deal's hand
    size with the lowest tiles not named anywhere (index order: ``0-0``, ``0-1``, ``1-1``, ``0-2`` …);
    the stock starts with ``stock`` and is completed likewise; what is left is set aside. ``moves``
    are played from the deal's start (blank-separated notation). Tokens of ``state`` are out of
    play (WS-6)."""
    opts = dict(options or {})
    cls = VARIANTS[variant]
    rules = make_rules(cls, len(hands), opts)
    tokens = {parse_tile(t) for held in (state.tokens if state and state.tokens else ()) for t in held}
    in_play = [t for t in (parse_tile(n) for n in names(FULL_SET[rules.set_max])) if t not in tokens]
    hand_size, stock_size = cls.deal_shape(rules, len(in_play))
    named = {parse_tile(t) for group in (*hands, stock) for t in group}
    pool = [t for t in in_play if t not in named]
    full_hands: list[list[str]] = []
    for hand in hands:
        need = hand_size - len(hand)
        full_hands.append([*hand, *(names(1 << t)[0] for t in pool[:need])])
        pool = pool[need:]
    need = stock_size - len(stock)
    full_stock = [*stock, *(names(1 << t)[0] for t in pool[:need])]
    aside = [names(1 << t)[0] for t in pool[need:]]
    setup = DealSetup.of(full_hands, full_stock, aside, leader if cls.leader_given else None)
    return Position(variant, setup, len(hands), opts, state, tuple(moves.split()))


# ---- what a move came to -----------------------------------------------------------------------
def view_of(match: Match, deal: Deal | None = None) -> View:
    """The learner's view of a step's match; of ``deal`` (the one a move just ended, as it ended)
    where given and over, so that looking never deals the next one."""
    if deal is not None and deal.is_over:
        # the deal as it ended, with the match's standing after it (a lone deal's view has none)
        return replace(
            View.of(deal, LEARNER),
            tokens=tuple(match.tokens),
            scores=tuple(match.scores),
            marks=tuple(match.marks),
            match_over=match.is_over,
        )
    return View.of(match, LEARNER)


def facts(match: Match, deal: Deal) -> dict[str, object]:
    """What a text said after a move may name, worked out from the game (so that no number in a
    lesson can go stale): ``points`` the learner scored in ``deal`` (once it is over), ``total``
    the learner's match score, ``pips`` and ``their_pips`` the pips in the learner's and the next
    seat's hands, ``left`` the tiles the next seat holds, ``taken`` the tiles the last cut handed
    over (as the object of a verb) and ``tokens`` the learner's tokens."""
    took = next((e for e in reversed(deal.events) if isinstance(e, Took)), None)
    return {
        "points": deal.result.points[LEARNER] if deal.result is not None else 0,
        "total": match.scores[LEARNER],
        "pips": deal.hand_pips(LEARNER),
        "their_pips": deal.hand_pips(1),
        "left": tiles(deal.hands[1].bit_count()),
        "taken": tiles(len(took.tiles) if took is not None else 0, object_case=True),
        "tokens": match.tokens[LEARNER].bit_count(),
    }


def said(phrase: Phrase, known: Mapping[str, object]) -> Phrase:
    """``phrase`` with the fields it names and does not give filled in from ``known``."""
    wanted = {name for name in FIELD.findall(phrase.id) if name not in phrase.fields and name in known}
    if not wanted:
        return phrase
    return replace(phrase, fields={**{name: known[name] for name in sorted(wanted)}, **phrase.fields})


# ---- judging a tried move -----------------------------------------------------------------------
Verdict = Literal["accepted", "missed", "refused", "choose"]


@dataclass(frozen=True)
class Judgement:
    """What a tried move came to: ``verdict``; for ``accepted`` the learner's ``view`` after it (and
    after the replies) and ``say`` the step's ``done``; for ``missed`` why (``say``; the position
    stays); for ``refused`` the engine's ``error`` (its rule and its reason), to be worded as a
    refusal at a table is; for ``choose`` (a tile written alone that fits several places) the
    ``moves`` it may make."""

    verdict: Verdict
    move: Move | None = None
    say: Phrase | None = None
    error: DominohallError | None = None
    view: View | None = None
    moves: tuple[Move, ...] = ()


def off_task(step: Step) -> Phrase:
    """Why a legal move the step names neither as accepted nor as a miss misses it: the task again."""
    # TRANSLATORS: a legal move that is not what the lesson's step asks; {task} is the step's task
    return Phrase.gettext("That move is allowed, but it is not what this step asks: {task}", task=step.task)


def shown_numbers(view: View) -> dict[str, int]:
    """The number each end of the layout shows, open or not: a Sausage row that sticks out and a
    Maltese Cross arm that must wait show numbers too (:attr:`View.open_ends` holds only the ends
    that may be played on now)."""
    layout = view.layout
    if isinstance(layout, SausageLayout) and layout.columns:
        # A row's number at a side: its outermost tile's outer half, or the crosswise tile's half.
        rows: dict[str, list[tuple[int, int]]] = {"T": [], "B": []}
        for _, col in layout.columns:
            for row, half in (("T", col.top), ("B", col.bottom)):
                if col.cross is not None:
                    value = col.cross.first if row == "T" else col.cross.second
                    rows[row].append((value, value))
                elif half is not None:
                    rows[row].append((half.first, half.second))
        return {f"{row}L": rows[row][0][0] for row in "TB"} | {f"{row}R": rows[row][-1][1] for row in "TB"}
    if isinstance(layout, CrossLayout) and layout.spinner is not None:
        spin = layout.spinner.first
        return {arm: tiles_[-1].second if tiles_ else spin for arm, tiles_ in layout.arms.items()}
    return dict(view.open_ends)


def placed(match: Match, text: str) -> Move | tuple[Move, ...]:
    """The move a tile written alone (``2-3``) stands for, where the layout has ends to name: its one
    legal place; its legal places, if it has several (a tuple, to choose from); else the place that
    best tells why it cannot go (an end showing one of its numbers, so that the refusal speaks of
    the rule that closes it: a locked twin, a row that sticks out, a phase of the cross). Any other
    text is parsed as the notation (:class:`NotationError` if it is not)."""
    move = parse_move(text)
    if move.kind != "play" or move.end or not match.deal.played or not match.variant.end_names:
        return move
    options = tuple(m for m in match.legal_moves() if m.kind in ("play", "cut") and m.tile == move.tile)
    if len(options) == 1:
        return options[0]
    if options:
        return options
    numbers = shown_numbers(view_of(match))
    halves = (TILE_LOW[move.tile], TILE_HIGH[move.tile])
    fitting = [end for end in match.variant.end_names if numbers.get(end) in halves]
    return Move.play(move.tile, (fitting or list(match.variant.end_names))[0])


def judge(step: Step, text: str) -> Judgement:
    """Judge the move written ``text`` in ``step``'s position (see the module docstring): the
    notation, or a tile alone (:func:`placed`). Nothing of the step changes; a text longer than
    :data:`MAX_MOVE_TEXT` is refused as not being a move."""
    if len(text) > MAX_MOVE_TEXT:
        return Judgement("refused", error=NotationError(f"a move has at most {MAX_MOVE_TEXT} characters", rule="N"))
    match = step.match()
    try:
        found = placed(match, text)
    except NotationError as exc:
        return Judgement("refused", error=exc)
    if isinstance(found, tuple):
        return Judgement("choose", moves=found)
    deal = match.deal
    try:
        match.play(found, seat=LEARNER)
    except IllegalMoveError as exc:
        return Judgement("refused", found, error=exc)
    notation = str(found)
    if notation in step.accepts:
        for reply in step.replies:
            match.play(reply)
        return Judgement("accepted", found, said(step.done, facts(match, deal)), view=view_of(match, deal))
    why = next((m.why for m in step.misses if m.move == notation), None) or off_task(step)
    return Judgement("missed", found, said(why, facts(match, deal)))


def step_view(step: Step) -> View:
    """The learner's view of a step's position."""
    return view_of(step.match())


__all__ = [
    "LEARNER",
    "MAX_MOVE_TEXT",
    "Highlight",
    "Judgement",
    "Lesson",
    "Miss",
    "Position",
    "Practice",
    "Step",
    "facts",
    "judge",
    "off_task",
    "placed",
    "position",
    "said",
    "shown_numbers",
    "step_view",
    "view_of",
]
