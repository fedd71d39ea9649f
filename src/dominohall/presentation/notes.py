"""What a drawing of the layout leaves implicit, as phrases: the open ends, the cross's phase, the
cuts a Sausage offers and what each would hand over (SA-6), Twins' unlocked numbers (TW-4).

:func:`layout_notes` are the terminal's lines under the layout; :func:`table_notes` the table page's
info line (the server sends them with every view as ``notes``, each ``{"kind", "text"}``, the
browser says them). Both come from the same pieces here.

>>> from dominohall import new_match
>>> from dominohall.i18n import Texts
>>> m = new_match("block", 2, seed=3)
>>> m.play(m.legal_moves()[0])
Move.from_str('2-2')
>>> [Texts("pl").say(n.text) for n in table_notes(m.view(1))]
['wolne końce: lewy 2, prawy 2']
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, assert_never

from dominohall.i18n import N_, Phrase, tiles
from dominohall.layouts import CrossLayout, LineLayout, SausageLayout, SnakeLayout
from dominohall.moves import Move
from dominohall.tiles import BIT, TILE_NAMES
from dominohall.variants import VARIANTS
from dominohall.views import View

_ = Phrase.gettext

END_NAMES = {
    "L": N_("left end"),
    "R": N_("right end"),
    "N": N_("north arm"),
    "E": N_("east arm"),
    "S": N_("south arm"),
    "W": N_("west arm"),
    "TL": N_("top row, left"),
    "TR": N_("top row, right"),
    "BL": N_("bottom row, left"),
    "BR": N_("bottom row, right"),
}
"""Each end of the layouts (the notation's ``@E``), in words."""
END_WORDS = {
    "TL": N_("top left"),
    "TR": N_("top right"),
    "BL": N_("bottom left"),
    "BR": N_("bottom right"),
    "N": N_("north"),
    "E": N_("east"),
    "S": N_("south"),
    "W": N_("west"),
}
"""An end as the table page says it in a sentence ("the 3 at the top left end")."""


def end_word(end: str) -> Phrase | str:
    """An end in a word, as in "the 3 at the left end" (and in the list of open ends); an end no
    layout has stays as written."""
    if end == "L":
        return Phrase.pgettext("end", "left")
    if end == "R":
        return Phrase.pgettext("end", "right")
    if end in END_WORDS:
        return _(END_WORDS[end])
    return end or _("free")


def end_name(end: str) -> Phrase:
    """An end of the notation in words, as the terminal says it: ``L (left end)``; White Snake's one
    end (``""``) is the snake's."""
    if not end:
        return _("the snake's free end")
    # TRANSLATORS: an end of the notation, then its name: "L (left end)"
    return Phrase.pgettext("end", "{end} ({name})", end=end, name=_(END_NAMES[end]))


END_PLAYS = {
    "L": N_("play {tile} on the left end"),
    "R": N_("play {tile} on the right end"),
    "N": N_("play {tile} on the north arm"),
    "E": N_("play {tile} on the east arm"),
    "S": N_("play {tile} on the south arm"),
    "W": N_("play {tile} on the west arm"),
    "TL": N_("play {tile} at the left end of the top row"),
    "TR": N_("play {tile} at the right end of the top row"),
    "BL": N_("play {tile} at the left end of the bottom row"),
    "BR": N_("play {tile} at the right end of the bottom row"),
}
"""A play on each end, in words: one whole phrase an end, since Polish and Russian say the end in
another case after "on" than alone (``lewy koniec``, ``na lewym końcu``)."""


def move_said(view: View, move: Move) -> Phrase:
    """``move`` in words, as a lesson's hint and feedback say it instead of the notation (#36 item
    15: ``3-5@cut:-2:L`` is "cut with 3-5 between columns -2 and -1, handing the left part to the
    next player"): the game's own words first (its :class:`~dominohall.wording.Wording`'s
    ``move``: a cut, a steal, the snake's end), then the shared ones (a pass, a lead, a play on a
    named end). ``view`` is the position the move is made from.

    >>> from dominohall import new_match
    >>> from dominohall.i18n import Texts
    >>> m = new_match("block", 2, seed=3)
    >>> view = m.view(0)
    >>> Texts("en").say(move_said(view, m.legal_moves()[0]))
    'lead with 2-2'
    >>> _ = m.play("2-2")
    >>> Texts("pl").say(move_said(m.view(1), m.legal_moves()[0]))
    'dołóż 0-2 na lewym końcu'
    """
    own = VARIANTS[view.variant].words.move(view, move)
    if own is not None:
        return own
    if move.kind == "pass":
        return _("pass")
    if move.kind == "play" and move.end in END_PLAYS:
        return _(END_PLAYS[move.end], tile=move.tile_name)
    if move.kind == "play" and not view.layout_tiles:
        return _("lead with {tile}", tile=move.tile_name)
    return Phrase.gettext(str(move))  # pragma: no cover - every built-in game's moves are worded above


@dataclass(frozen=True, slots=True)
class Note:
    """A note of the table page's info line: ``kind`` (``phase``, ``ends``, ``cuts``,
    ``cut-preview``, ``unlocked``: the browser's class for it), its words, and the junction a cut's
    preview is of."""

    kind: str
    text: Phrase
    column: int | None = None

    def json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "text": self.text.json()}
        if self.column is not None:
            out["column"] = self.column
        return out


def cut_sizes(layout: SausageLayout, column: int) -> tuple[int, int]:
    """How many tiles a cut between columns ``column`` and ``column + 1`` hands over to the next
    player (SA-6): ``(left side, right side)``. One-way sausage always hands over the left (SA-11)."""
    left = sum(len(col.tiles()) for num, col in layout.columns if num <= column)
    right = sum(len(col.tiles()) for num, col in layout.columns if num > column)
    return left, right


def every_cut_size(layout: SausageLayout) -> dict[int, tuple[int, int]]:
    """:func:`cut_sizes` of every junction of :attr:`SausageLayout.cuts`, the columns counted once
    (a view lists every cut at every move: counting the columns again for each was a twentieth of
    a Sausage move's telling).

    >>> from dominohall.variants.sausage import Column, SausageLayout
    >>> from dominohall.layouts import Placed
    >>> pair = Column(None, Placed(1, 1, 2), Placed(2, 2, 0))
    >>> layout = SausageLayout(((0, pair), (1, Column(Placed(3, 3, 3))), (2, pair)), {}, ((0, 5), (1, 6)))
    >>> every_cut_size(layout) == {c: cut_sizes(layout, c) for c, _ in layout.cuts} == {0: (2, 3), 1: (3, 2)}
    True
    """
    total = 0
    upto: list[tuple[int, int]] = []  # (column, tiles up to and with it), left to right
    for num, col in layout.columns:
        total += (col.cross is not None) + (col.top is not None) + (col.bottom is not None)
        upto.append((num, total))
    out: dict[int, tuple[int, int]] = {}
    for column, _tile in layout.cuts:
        left = 0
        for num, count in upto:  # a cut's column is near the middle: no search worth its cost
            if num > column:
                break
            left = count
        out[column] = (left, total - left)
    return out


def _ends(view: View, words: bool) -> Phrase | None:
    """The open ends and their numbers: by the notation's letter (``L 5``) or by a word (``left 5``)."""
    if not view.open_ends:
        return None
    layout = view.layout
    match layout:  # a new kind of layout says here how its ends are named
        case SnakeLayout():
            return _("free end: {value}", value=view.open_ends[""])
        case LineLayout() | CrossLayout() | SausageLayout():
            pass
        case _:
            assert_never(layout)
    if not words:
        return _("open ends: {ends}", ends=[f"{k} {v}" for k, v in view.open_ends.items()])
    # TRANSLATORS: an open end and the number it shows, in the list of open ends: "left 5"
    ends = [Phrase.pgettext("open end", "{end} {value}", end=end_word(k), value=v) for k, v in view.open_ends.items()]
    return _("open ends: {ends}", ends=ends)


def _cut(view: View, layout: SausageLayout, column: int, tile: int, compact: bool, spectator: bool) -> Phrase:
    """A cut the sausage offers, with what each side would hand over (SA-6) and whether the seat
    holds its tile: ``1|2 with 1-6 (hands over: left 5 tiles, right 2 tiles)``, or in few words
    (``1|2 1-6 5/2``)."""
    left, right = cut_sizes(layout, column)
    mine = not spectator and bool(view.hand & BIT[tile])
    return _cut_said(column, tile, left, right, mine, layout.one_way, compact)


def _cut_said(column: int, tile: int, left: int, right: int, mine: bool, one_way: bool, compact: bool) -> Phrase:
    """:func:`_cut` from what it says: the junction, its tile, each side's tiles, the seat's own tile."""
    fields: dict[str, object] = {"left": column, "right": column + 1, "tile": TILE_NAMES[tile]}
    if compact:
        fields.update(l=left, r=right)
        if one_way:
            return (
                _("{left}|{right} {tile} (yours) {l}", **fields) if mine else _("{left}|{right} {tile} {l}", **fields)
            )
        if mine:
            return _("{left}|{right} {tile} (yours) {l}/{r}", **fields)
        return _("{left}|{right} {tile} {l}/{r}", **fields)
    fields.update(l=tiles(left), r=tiles(right))
    if one_way:
        if mine:
            return _("{left}|{right} with {tile}, yours (hands over {l})", **fields)
        return _("{left}|{right} with {tile} (hands over {l})", **fields)
    if mine:
        return _("{left}|{right} with {tile}, yours (hands over: left {l}, right {r})", **fields)
    return _("{left}|{right} with {tile} (hands over: left {l}, right {r})", **fields)


def _cuts(view: View, compact: bool, spectator: bool = False) -> Phrase | None:
    """Every cut the sausage offers now. The layout lists what everyone can see (SA-5: the tile is off
    the table); this seat also knows which of those tiles it holds itself. What each side would hand
    over (SA-6) is what makes a cut worth making, so it is shown beside each junction."""
    layout = view.layout
    if not isinstance(layout, SausageLayout) or not layout.cuts:
        return None
    cuts = [_cut(view, layout, c, t, compact, spectator) for c, t in layout.cuts]
    if not compact:
        return _("cuts possible: {cuts}", cuts=cuts)
    if layout.one_way:
        return _("cuts (hands over): {cuts}", cuts=cuts)
    return _("cuts (hands over L/R): {cuts}", cuts=cuts)


def _phase(view: View) -> Phrase | None:
    """The phase the deal is in, where the game's rules have phases (the game's own words)."""
    return VARIANTS[view.variant].words.phase_note(view)


def layout_notes(view: View, compact: bool = False) -> list[Phrase]:
    """The terminal's notes under the layout: the cross's phase, the open ends (by letter), the cuts.
    ``compact``: the cuts in few words (for a full screen with little room), each as
    ``C|C+1 tile left/right``."""
    notes = (_phase(view), _ends(view, words=False), _cuts(view, compact))
    return [n for n in notes if n is not None]


def table_notes(view: View, spectator: bool = False) -> list[Note]:
    """The table page's info line: the cross's phase, the open ends (in words), the cuts, what L and
    R of each cut the seat may make now would hand over, and Twins' unlocked numbers (TW-4). For a
    ``spectator`` (who is given some seat's view) nothing of that seat's hand: no cut is "yours"."""
    out = [
        Note(kind, text)
        for kind, text in (
            ("phase", _phase(view)),
            ("ends", _ends(view, words=True)),
            ("cuts", _cuts(view, False, spectator)),
        )
        if text is not None
    ]
    return out + _later_notes(view, spectator)


def _later_notes(view: View, spectator: bool) -> list[Note]:
    """The notes of :func:`table_notes` after the phase, the ends and the cuts."""
    out: list[Note] = []
    layout = view.layout
    mine = not spectator and view.turn == view.seat and not view.deal_over
    if isinstance(layout, SausageLayout) and not layout.one_way and mine:
        # a cut this seat may make now: before it is chosen, what L and R would hand over
        open_cuts = {m.column for m in view.legal_moves if m.kind == "cut"}
        for column, tile in layout.cuts:
            if column in open_cuts:
                left, right = cut_sizes(layout, column)
                preview = _(
                    "Cut {left}|{right} with {tile}: L gives the next player the part left of the cut ({l}),"
                    " R the part right of it ({r})",
                    tile=TILE_NAMES[tile],
                    left=column,
                    right=column + 1,
                    l=tiles(left),
                    r=tiles(right),
                )
                out.append(Note("cut-preview", preview, column))
    out.extend(Note(kind, text) for kind, text in VARIANTS[view.variant].words.notes(view))
    return out


def table_notes_json(view: View, spectator: bool = False) -> list[dict[str, Any]]:
    """:func:`table_notes` as JSON (``notes`` of every view the server sends), each of the phase's,
    the ends' and the cuts' notes made once for what it says and kept, process-wide: the few open
    ends, phases and cuts a layout can show recur at every table, move after move. The dicts are
    shared by every view that shows them: nothing may change them."""
    layout = view.layout
    out: list[dict[str, Any]] = []
    phase = _phase(view)
    if phase is not None:
        out.append(_phase_json(phase.id) if not phase.fields else Note("phase", phase).json())
    if view.open_ends:
        out.append(_ends_json(isinstance(layout, SnakeLayout), tuple(view.open_ends.items())))
    if isinstance(layout, SausageLayout) and layout.cuts:
        sizes = every_cut_size(layout)
        said = tuple(
            (column, tile, *sizes[column], not spectator and bool(view.hand & BIT[tile]))
            for column, tile in layout.cuts
        )
        out.append(_cuts_json(said, layout.one_way))
    out.extend(note.json() for note in _later_notes(view, spectator))
    return out


@lru_cache(maxsize=64)
def _phase_json(text: str) -> dict[str, Any]:
    return Note("phase", _(text)).json()


@lru_cache(maxsize=4096)
def _ends_json(snake: bool, ends: tuple[tuple[str, int], ...]) -> dict[str, Any]:
    if snake:
        return Note("ends", _("free end: {value}", value=dict(ends)[""])).json()
    said = [Phrase.pgettext("open end", "{end} {value}", end=end_word(k), value=v) for k, v in ends]
    return Note("ends", _("open ends: {ends}", ends=said)).json()


@lru_cache(maxsize=4096)
def _cuts_json(said: tuple[tuple[int, int, int, int, bool], ...], one_way: bool) -> dict[str, Any]:
    cuts = [_cut_said(column, tile, left, right, mine, one_way, False) for column, tile, left, right, mine in said]
    return Note("cuts", _("cuts possible: {cuts}", cuts=cuts)).json()


__all__ = [
    "END_NAMES",
    "END_PLAYS",
    "END_WORDS",
    "Note",
    "cut_sizes",
    "end_name",
    "end_word",
    "every_cut_size",
    "layout_notes",
    "move_said",
    "table_notes",
    "table_notes_json",
]
