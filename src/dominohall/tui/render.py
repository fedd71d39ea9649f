"""Drawing a :class:`~dominohall.views.View` as text: every layout as it lies, the seats, the hand
and the numbered legal moves. Pure functions: a view (and a style) in, lines of text out.

Tiles are drawn ``[3|5]`` lengthwise; a tile lying crosswise is drawn ``[5]`` over ``[5]``; the spinner
of a Maltese Cross is ``{6|6}``. With ``Style(unicode=True)`` (and a double-six set) the domino faces
of Unicode's block U+1F030 are used instead: horizontal faces for lengthwise tiles, vertical faces for
crosswise ones.

>>> from dominohall import new_deal
>>> d = new_deal("block", [["3-5", "5-5", "0-0", "0-1", "0-2", "0-3", "0-4"],
...                        ["2-5", "1-1", "1-2", "1-3", "1-4", "1-5", "1-6"]],
...              set_aside=["0-5", "0-6", "2-2", "2-3", "2-4", "2-6", "3-3", "3-4", "3-6", "4-4", "4-5",
...                         "4-6", "5-6", "6-6"])
>>> for text in ["3-5", "2-5@R", "0-3@L"]:
...     _ = d.play(text)
>>> print("\\n".join(draw_layout(View.of(d, 0), Style())))
L [0|3][3|5][5|2] R
>>> horizontal(3, 5, True) == chr(0x1F031 + 7 * 3 + 5) + " "
True
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import assert_never

from dominohall.events import (
    DealResult,
    Event,
    public_event,
)
from dominohall.i18n import N_, Phrase, Texts
from dominohall.layouts import Column, CrossLayout, LineLayout, Placed, SausageLayout, SnakeLayout
from dominohall.moves import Move
from dominohall.presentation import notes
from dominohall.presentation.events import deal_summary, event_phrases, shown_number
from dominohall.presentation.events import deal_title as events_title
from dominohall.presentation.notes import cut_sizes
from dominohall.presentation.standing import place_of, places, standing_line, team_line, teams
from dominohall.tiles import TILE_HIGH, TILE_LOW, TILE_NAMES, iter_tiles
from dominohall.variants import variant_info
from dominohall.views import View

UNICODE_MAX = 6
"""Unicode has domino faces for the numbers 0 to 6 only."""


@dataclass(frozen=True)
class Style:
    """How to draw: Unicode domino faces or ASCII, the width of the terminal, and the lines the
    drawing may take (``height``; 0: as many as it needs). A layout taller than ``height`` is drawn
    compactly: the tiles far from the open ends are left out and a mark such as ``…+5…`` says how many
    (the ends, where play goes on, are always drawn)."""

    unicode: bool = False
    width: int = 80
    height: int = 0

    @staticmethod
    def choose(view: View, ascii_only: bool, encoding: str | None, width: int, height: int = 0) -> Style:
        """Unicode faces unless ASCII is asked for, the output cannot encode them, or the set goes
        beyond double-six (there are no faces for 7 to 12)."""
        utf = (encoding or "").lower().replace("-", "").replace("_", "") in ("utf8", "utf8sig")
        top = int(view.options.get("set") or 6)
        return Style(unicode=utf and not ascii_only and top <= UNICODE_MAX, width=width, height=height)

    def fits(self, lines: Sequence[str]) -> bool:
        """Whether ``lines`` fit the height (and the width)."""
        return (not self.height or len(lines) <= self.height) and all(len(line) <= self.width for line in lines)


def hidden_mark(n: int, uni: bool) -> str:
    """The mark that stands for ``n`` tiles left out of a compact drawing."""
    return f"…+{n}…" if uni else f"..+{n}.."


# ---- single tiles -----------------------------------------------------------------------------------
def horizontal(a: int, b: int, uni: bool = False) -> str:
    """A tile lying left to right, ``a`` on the left."""
    if uni and a <= UNICODE_MAX and b <= UNICODE_MAX:
        return chr(0x1F031 + 7 * a + b) + " "
    return f"[{a}|{b}]"


def vertical_glyph(a: int, b: int) -> str:
    """A tile standing up, ``a`` on top (Unicode)."""
    return chr(0x1F063 + 7 * a + b) + " "


def _row_piece(p: Placed, reverse: bool, uni: bool) -> tuple[str, str]:
    """A tile in a left-to-right row as (row text, text under the row). ``reverse``: the row runs
    right to left, so the tile's ``first`` half is on the right. Doubles lie crosswise."""
    if p.is_double:
        if uni:
            return vertical_glyph(p.first, p.first), ""
        return f"[{p.first}/{p.first}]", ""  # crosswise, on one line: "/" is "over" (issue 36 item 22)
    a, b = (p.second, p.first) if reverse else (p.first, p.second)
    text = horizontal(a, b, uni)
    return text, ""


def _join(pieces: Sequence[tuple[str, str]]) -> tuple[str, str]:
    row = "".join(t for t, _ in pieces)
    under = "".join(u.ljust(len(t)) for t, u in pieces)
    return row, under


def _wrap_pieces(pieces: Sequence[tuple[str, str]], room: int) -> list[list[tuple[str, str]]]:
    rows: list[list[tuple[str, str]]] = [[]]
    used = 0
    for piece in pieces:
        if rows[-1] and used + len(piece[0]) > room:
            rows.append([])
            used = 0
        rows[-1].append(piece)
        used += len(piece[0])
    return rows


class Canvas:
    """A grid of characters to place text on."""

    def __init__(self) -> None:
        self.rows: list[list[str]] = []

    def put(self, row: int, col: int, text: str) -> None:
        while len(self.rows) <= row:
            self.rows.append([])
        line = self.rows[row]
        if len(line) < col + len(text):
            line.extend(" " * (col + len(text) - len(line)))
        for i, ch in enumerate(text):
            if ch != " " or line[col + i] == " ":
                line[col + i] = ch

    def lines(self) -> list[str]:
        return ["".join(r).rstrip() for r in self.rows]


# ---- the layouts ------------------------------------------------------------------------------------
def draw_line(layout: LineLayout, style: Style) -> list[str]:
    """Twins, Block and Draw: the line from ``L`` to ``R``, doubles crosswise, wrapped to the width
    (a row that goes on below ends in ``>``, and the next begins with ``>``). Taller than
    ``style.height``, the middle of the line is left out (the tiles at both ends stay)."""
    pieces = [_row_piece(p, False, style.unicode) for p in layout.tiles]
    out = _line_rows(pieces, style)
    n = len(pieces)
    keep = n - 1
    while not style.fits(out) and keep >= 2:
        left = (keep + 1) // 2
        right = keep - left
        mark = (hidden_mark(n - keep, style.unicode), "")
        out = _line_rows([*pieces[:left], mark, *pieces[n - right :]], style)
        keep -= 1
    return out


def _line_rows(pieces: Sequence[tuple[str, str]], style: Style) -> list[str]:
    rows = _wrap_pieces(pieces, max(style.width - 4, 5))
    out: list[str] = []
    for i, row in enumerate(rows):
        text, under = _join(row)
        prefix = "L " if i == 0 else "> "
        suffix = " R" if i == len(rows) - 1 else " >"
        out.append(prefix + text + suffix)
        if under.strip():
            out.append(("  " + under).rstrip())
    return out


def draw_snake(layout: SnakeLayout, style: Style) -> list[str]:
    """White Snake: from the head, back and forth across the width (boustrophedon), each turn drawn
    at the margin; in rows running right to left each tile is turned round. Taller than
    ``style.height``, the snake is drawn from a mark of the tiles left out near its head to its
    free end."""
    tiles: list[Placed | str] = list(layout.tiles)
    out = _snake_rows(tiles, style)
    n = len(tiles)
    keep = n - 1
    while not style.fits(out) and keep >= 1:
        out = _snake_rows([hidden_mark(n - keep, style.unicode), *tiles[n - keep :]], style)
        keep -= 1
    return out


def _snake_piece(item: Placed | str, reverse: bool, uni: bool) -> tuple[str, str]:
    return (item, "") if isinstance(item, str) else _row_piece(item, reverse, uni)


def _snake_rows(items: Sequence[Placed | str], style: Style) -> list[str]:
    n = len(items)
    room = max(style.width - 4, 5)
    # Row capacity from the widest drawing of a tile, so that a row reversed keeps its width.
    rows_of: list[list[Placed | str]] = [[]]
    used = 0
    for p in items:
        w = len(_snake_piece(p, False, style.unicode)[0])
        if rows_of[-1] and used + w > room:
            rows_of.append([])
            used = 0
        rows_of[-1].append(p)
        used += w
    if n == 0:
        return []
    drawn: list[tuple[str, str]] = []
    for r, row in enumerate(rows_of):
        reverse = r % 2 == 1
        pieces = [_snake_piece(p, reverse, style.unicode) for p in row]
        if reverse:
            pieces.reverse()
        drawn.append(_join(pieces))
    body = max(len(t) for t, _ in drawn)
    last = len(drawn) - 1
    out: list[str] = []
    for r, (text, under) in enumerate(drawn):
        # The padding between a short row and its turn is part of the connector.
        if r % 2 == 0:
            left = "'-" if r > 0 else "  "
            line = left + text.ljust(body, "-") + "-." if r < last else left + text
            below = "  " + under.ljust(body) + (" |" if r < last else "")
        else:
            line = (".-" + text.rjust(body, "-") if r < last else "  " + text.rjust(body)) + "-'"
            below = ("| " if r < last else "  ") + under.rjust(body)
        out.append(line.rstrip())
        if below.strip():
            out.append(below.rstrip())
    return out


def _column_piece(p: Placed, upward: bool, uni: bool) -> list[str]:
    """A tile on the N (``upward``) or S arm, as its lines from top to bottom; doubles crosswise."""
    if p.is_double:
        return [horizontal(p.first, p.first, uni)]
    top, bottom = (p.second, p.first) if upward else (p.first, p.second)
    if uni:
        return [vertical_glyph(top, bottom)]
    return [f"[{top}/{bottom}]"]  # standing up, on one line: ``top`` over ``bottom``


"""How a deal ended, in one word."""
HELP = N_(
    "Type a move's number from the list, or the move in the notation (3-5@L, 2-6@TR, 1-6@cut:1:L, pass).\n"
    "Commands:\n"
    "  hint       ask the {hint} bot for a move\n"
    "  rules      the rules of this game\n"
    "  undo       take back your last move and the bots' moves after it\n"
    "  save FILE  write the game record to FILE (dominohall play --resume FILE goes on with it)\n"
    "  auto       play forced moves (a single legal move, a pass) by themselves, or stop doing so\n"
    "  quit       throw the game away (asks first)\n"
    "  help       this text"
)
"""The help of both interfaces (``{hint}``: the hint bot), broken at the width by :func:`help_lines`."""


def end_name(texts: Texts, end: str) -> str:
    """An end of the notation in words: ``L (left end)``; White Snake's one end (``""``) is the snake's."""
    return texts.say(notes.end_name(end))


ARMS = ("N", "E", "S", "W")


def draw_cross(layout: CrossLayout, style: Style) -> list[str]:
    """Maltese Cross: the spinner in the middle, ``N`` up, ``S`` down, ``W`` left, ``E`` right; each
    arm's tiles lengthwise along it and its double crosswise.

    With no height to keep to, a cross too wide for the terminal is listed arm by arm. Within a
    height (the full screen), a cross too tall or too wide keeps its shape with shorter arms: each arm
    keeps its outer tiles (its end, where play goes on) and a mark such as ``…+3…`` next to the spinner
    says how many tiles of it are left out; if even one tile an arm does not fit, the arms are listed,
    each on one line, with their outer tiles."""
    if layout.spinner is None:
        return []
    uni = style.unicode
    s = layout.spinner.first
    spin = vertical_glyph(s, s) if uni and s <= UNICODE_MAX else f"{{{s}|{s}}}"
    keep = {arm: len(layout.arms[arm]) for arm in ARMS}
    lines = _cross_shape(layout, spin, keep, uni)
    if not style.height:
        return lines if all(len(line) <= style.width for line in lines) else _cross_listing(layout, spin, style)
    while not style.fits(lines):
        tall = len(lines) > style.height
        pair = ("N", "S") if tall else ("E", "W")
        # The arm that takes the most room gives up its innermost tile (the one next to the spinner).
        size = {arm: _arm_room(layout, arm, keep[arm], uni) for arm in pair if keep[arm] > 1}
        if not size:
            return _cross_listing(layout, spin, style)
        keep[max(size, key=lambda arm: size[arm])] -= 1
        lines = _cross_shape(layout, spin, keep, uni)
    return lines


def _arm_room(layout: CrossLayout, arm: str, keep: int, uni: bool) -> int:
    """Lines (N, S) or columns (E, W) that the outer ``keep`` tiles of an arm take."""
    tiles = layout.arms[arm][len(layout.arms[arm]) - keep :]
    if arm in ("N", "S"):
        return sum(len(_column_piece(p, arm == "N", uni)) for p in tiles)
    return sum(len(_row_piece(p, arm == "W", uni)[0]) for p in tiles)


def _cross_shape(layout: CrossLayout, spin: str, keep: dict[str, int], uni: bool) -> list[str]:
    """The cross drawn as it lies, each arm with its outer ``keep[arm]`` tiles (and the mark of the
    others next to the spinner)."""
    arms = {arm: layout.arms[arm][len(layout.arms[arm]) - keep[arm] :] for arm in ARMS}
    hidden = {arm: len(layout.arms[arm]) - keep[arm] for arm in ARMS}
    marks = {arm: [(hidden_mark(hidden[arm], uni), "")] if hidden[arm] else [] for arm in ARMS}
    east = _join([*marks["E"], *(_row_piece(p, False, uni) for p in arms["E"])])
    west = _join([*(_row_piece(p, True, uni) for p in reversed(arms["W"])), *marks["W"]])
    north = [line for p in reversed(arms["N"]) for line in _column_piece(p, True, uni)]
    north += [m for m, _ in marks["N"]]
    south = [m for m, _ in marks["S"]]
    south += [line for p in arms["S"] for line in _column_piece(p, False, uni)]
    c0 = 2 + len(west[0])
    sw = len(spin)
    canvas = Canvas()
    centre = 1 + len(north)

    def centred(row: int, text: str) -> None:
        canvas.put(row, max(c0 + (sw - len(text)) // 2, 0), text)

    centred(0, "N")
    for i, line in enumerate(north):
        centred(1 + i, line)
    canvas.put(centre, 0, "W " + west[0] + spin + east[0] + " E")
    canvas.put(centre + 1, 2, west[1])
    canvas.put(centre + 1, c0 + sw, east[1])
    for i, line in enumerate(south):
        centred(centre + 1 + i, line)
    centred(centre + 1 + max(len(south), 1 if (west[1].strip() or east[1].strip()) else 0), "S")
    return canvas.lines()


def _cross_listing(layout: CrossLayout, spin: str, style: Style) -> list[str]:
    """A cross too wide for the terminal: the spinner, then each arm from the spinner outwards,
    wrapped to the width (within a height: the spinner and then each arm on one line, its outer
    tiles after a mark of the ones left out)."""
    out = [spin.rstrip()]
    if style.height:
        out = []
        spin = spin.rstrip() + " "
    for arm in ARMS:
        pieces = [(horizontal(p.first, p.second, style.unicode), "") for p in layout.arms[arm]]
        if style.height:
            lead = (spin if arm == "N" else " " * len(spin)) + f"{arm}: "
            n = len(pieces)
            keep = n
            while keep > 1 and len(lead) + len(_join(pieces[n - keep :])[0]) > style.width:
                keep -= 1
            shown = pieces[n - keep :]
            if keep < n:
                mark = hidden_mark(n - keep, style.unicode)
                while keep > 1 and len(lead) + 1 + len(mark) + len(_join(shown)[0]) > style.width:
                    keep -= 1
                    shown = pieces[n - keep :]
                    mark = hidden_mark(n - keep, style.unicode)
                shown = [(mark + " ", ""), *shown]
            out.append((lead + _join(shown)[0]).rstrip())
            continue
        for i, row in enumerate(_wrap_pieces(pieces, max(style.width - 3, 5))):
            out.append(((f"{arm}: " if i == 0 else "   ") + _join(row)[0]).rstrip())
    return out


def _sausage_cells(col: Column, uni: bool) -> tuple[str, str, str]:
    """(top row, between the rows, bottom row) of one column."""
    if col.cross is not None:
        a, b = col.cross.first, col.cross.second
        if uni and max(a, b) <= UNICODE_MAX:
            return "", vertical_glyph(a, b), ""
        return "", f"[{a}/{b}]", ""  # across both rows, on one line between them: ``a`` over ``b``
    top = horizontal(col.top.first, col.top.second, uni) if col.top else ""
    bottom = horizontal(col.bottom.first, col.bottom.second, uni) if col.bottom else ""
    return top, "", bottom


def draw_sausage(layout: SausageLayout, style: Style, column_label: str = "col", two_sided: bool = True) -> list[str]:
    """Sausage: a line of column numbers, the top row (``TL`` … ``TR``) and the bottom row
    (``BL`` … ``BR``), aligned by column; crosswise tiles (the lead, cut tiles) across both rows
    (with Unicode faces, on a line of their own between the rows). Too wide, it goes on below;
    taller than ``style.height``, the middle columns are left out (a ``…`` column stands for them,
    and the column numbers say which)."""
    if not layout.columns:
        return []
    cells = [(str(num), *_sausage_cells(col, style.unicode)) for num, col in layout.columns]
    out = _sausage_rows(cells, style, column_label, two_sided)
    n = len(cells)
    keep = n - 1
    while not style.fits(out) and keep >= 2:
        left = (keep + 1) // 2
        right = keep - left
        mark = ("…" if style.unicode else "..",) * 2 + ("",) + ("…" if style.unicode else "..",)
        out = _sausage_rows([*cells[:left], mark, *cells[n - right :]], style, column_label, two_sided)
        keep -= 1
    return out


def _sausage_rows(
    cells: Sequence[tuple[str, str, str, str]], style: Style, column_label: str, two_sided: bool
) -> list[str]:
    widths = [max(len(c) for c in cell) for cell in cells]
    prefix = max(len(column_label), 2) + 1
    groups: list[list[int]] = [[]]
    used = prefix
    for i, w in enumerate(widths):
        if groups[-1] and used + w + 1 + 3 > style.width:
            groups.append([])
            used = prefix
        groups[-1].append(i)
        used += w + 1
    middle = any(c[2] for c in cells)
    out: list[str] = []
    for g, group in enumerate(groups):
        last = g == len(groups) - 1
        first = g == 0

        def row(k: int, group: list[int] = group) -> str:
            return " ".join(cells[i][k].center(widths[i]) for i in group)

        left_top = "TL" if first and two_sided else ""
        left_bottom = "BL" if first and two_sided else ""
        out.append((column_label.ljust(prefix) + row(0)).rstrip())
        out.append((left_top.ljust(prefix) + row(1) + (" TR" if last else " >")).rstrip())
        if middle:
            out.append((" " * prefix + row(2)).rstrip())
        out.append((left_bottom.ljust(prefix) + row(3) + (" BR" if last else " >")).rstrip())
    return out


def draw_layout(view: View, style: Style, texts: Texts | None = None) -> list[str]:
    """The layout of a view as it lies."""
    texts = texts or Texts()
    layout = view.layout
    match layout:
        case SausageLayout():
            lines = draw_sausage(layout, style, texts("col"), two_sided=not layout.one_way)
        case SnakeLayout():
            lines = draw_snake(layout, style)
        case CrossLayout():
            lines = draw_cross(layout, style)
        case LineLayout():
            lines = draw_line(layout, style) if layout.tiles else []
        case _:
            assert_never(layout)
    return lines or [texts("(the table is empty)")]


def layout_notes(view: View, texts: Texts, compact: bool = False) -> list[str]:
    """What the drawing leaves implicit (:func:`dominohall.presentation.notes.layout_notes`), in
    ``texts``' language: open ends, cuts, the cross's phase."""
    return [texts.say(note) for note in notes.layout_notes(view, compact)]


def join_notes(notes: Sequence[str], width: int) -> list[str]:
    """The notes under a layout in as few lines as they fit: short ones share a line (`` · ``
    between them), a long one is broken between words."""
    out: list[str] = []
    for note in notes:
        lines = wrap_text(note, width)
        if out and len(lines) == 1 and len(out[-1]) + 3 + len(lines[0]) <= width:
            out[-1] += " · " + lines[0]
        else:
            out += lines
    return out


# ---- seats, hand, moves -----------------------------------------------------------------------------
def seat_lines(view: View, labels: Sequence[str], texts: Texts, width: int = 80) -> list[str]:
    """Every seat's tile count (or that it is out), the stock, and whose turn it is, wrapped between
    seats (never inside one) to ``width``."""
    parts = [
        texts("{name}: out", name=labels[s])
        if view.out[s]
        else texts("{name}: {count}", name=labels[s], count=texts.count(n))
        for s, n in enumerate(view.hand_counts)
    ]
    if has_stock(view):
        parts.append(texts("stock: {n}", n=view.stock_count))
    out = wrap_parts(parts, width, " | ")
    if 0 <= view.turn < view.players and not view.deal_over:
        out.append(texts("to move: {name}", name=labels[view.turn]))
    return out


def has_stock(view: View) -> bool:
    """Whether the stock is worth showing: where players draw from it (C-6), or where tiles lie in it
    unused (White Snake, WS-1); not in Sausage or Block, which have none (``stock: 0`` said nothing)."""
    return variant_info(view.variant).draws or view.stock_count > 0


def deal_number(view: View) -> int:
    """The deal's number as people say it (:func:`~dominohall.presentation.events.shown_number`)."""
    return shown_number(view.variant, view.deal_count, view.deal_number)


def deal_title(view: View, texts: Texts) -> str:
    """The game and the deal's number, and why a number was dealt again or skipped
    (:func:`~dominohall.presentation.events.deal_title`)."""
    return texts.say(events_title(view))


def length_lines(variant: str, players: int, options: Mapping[str, object], texts: Texts) -> list[str]:
    """How long a match of this game usually lasts (measured: ``benchmarks/match_length.py``), and the
    house rule that shortens it where the game has one (White Snake's ``max_deals``, WS-8), or the
    limit this match has."""
    info = variant_info(variant)
    out = []
    if players in info.match_lengths:
        low, median, high = info.match_lengths[players]
        name = texts.variant(variant)
        out.append(
            texts(
                # TRANSLATORS: {players} is "3 players" and {deals} "6 deals", each in the form its number takes
                "{variant}, {players}: a match usually lasts {deals} ({low} to {high} in 8 matches of 10).",
                variant=name,
                players=texts.ngettext("{n} player", "{n} players", players),
                deals=texts.ngettext("{n} deal", "{n} deals", median),
                low=low,
                high=high,
            )
        )
    if "max_deals" in info.defaults:
        limit = options.get("max_deals")
        out.append(
            texts("This match ends after deal {n} at the latest (house rule max_deals, WS-8).", n=limit)
            if limit
            else texts(
                "For a shorter match, the house rule --option max_deals=N ends it after N deals, the most tokens"
                " winning (WS-8)."
            )
        )
    return out


def place_lines(view: View, labels: Sequence[str], texts: Texts, width: int = 80) -> list[str]:
    """The standings by place, one seat a line, best first; tied seats share their place's number
    (``2. you: points 40`` and ``2. seat 3 (greedy): points 40``)."""
    if teams(view):  # R-1 teams: one line a team, with its pooled points
        return [
            line
            for place, seats in places(view)
            for team in (seats[i : i + 2] for i in range(0, len(seats), 2))
            for line in wrap_text(f"  {place}. {texts.say(team_line(view, team), labels)}", width)
        ]
    parts = standing_parts(view, labels, texts)
    return [line for place, seats in places(view) for s in seats for line in wrap_text(f"  {place}. {parts[s]}", width)]


def standing_parts(view: View, labels: Sequence[str], texts: Texts) -> list[str]:
    """Each seat's standing in the match with its name: its tokens (White Snake), loss marks (Sausage) or points."""
    return [texts.say(standing_line(view, s), labels) for s in range(view.players)]


def wrap_parts(parts: Sequence[str], width: int, sep: str, indent: str = "  ") -> list[str]:
    """``parts`` joined by ``sep`` into lines of at most ``width`` (a part longer than a line stands
    alone), broken only between parts; lines after the first are indented."""
    lines: list[str] = []
    line = ""
    for part in parts:
        if not line:
            line = (indent if lines else "") + part
        elif len(line) + len(sep) + len(part) <= width:
            line += sep + part
        else:
            lines.append(line.rstrip())
            line = indent + part
    if line:
        lines.append(line.rstrip())
    return lines


def wrap_text(text: str, width: int, indent: str = "  ") -> list[str]:
    """A sentence broken between words to ``width`` (the terminal would break it mid-word); its own
    leading blanks are kept, and continuation lines are indented a little more."""
    lead = text[: len(text) - len(text.lstrip())]
    return textwrap.wrap(
        text.strip(),
        max(width, 20),
        initial_indent=lead,
        subsequent_indent=lead + indent,
        break_long_words=False,
        break_on_hyphens=False,
    ) or [""]


def help_lines(text: str, width: int) -> list[str]:
    """The help text (the ``help`` message) broken between words to ``width``: a command's line goes on
    under its description, not under the command, and no word is broken."""
    lines: list[str] = []
    for line in text.splitlines():
        column = re.match(r"\s+\S+(?: [A-ZА-ЯĄĆĘŁŃÓŚŹŻ]+)?\s+", line)
        indent = " " * (column.end() - len(line) + len(line.lstrip())) if column else "  "
        lines += wrap_text(line, width, indent)
    return lines


def wrap_named(text: str, width: int, labels: Sequence[str], indent: str = "  ") -> list[str]:
    """:func:`wrap_text`, never breaking inside a seat's name (``seat 2 (greedy)`` stays on one line,
    with the number after it: pips, points)."""
    for label in labels:
        text = re.sub(re.escape(label) + r"( \d+\b)?", lambda m: m.group(0).replace(" ", "\xa0"), text)
    return [line.replace("\xa0", " ") for line in wrap_text(text, width, indent)]


def standings(view: View, labels: Sequence[str], texts: Texts, width: int = 80) -> list[str]:
    """Tokens (White Snake), loss marks (Sausage) or points, per seat, wrapped between seats."""
    parts = standing_parts(view, labels, texts)
    return wrap_parts([texts("standings:") + " " + parts[0], *parts[1:]], width, "; ")


def _wrap_words(words: Sequence[str], width: int, indent: str = "  ") -> list[str]:
    lines: list[str] = []
    line = indent
    for w in words:
        if line.strip() and len(line) + len(w) + 1 > width:
            lines.append(line.rstrip())
            line = indent
        line += w + " "
    if line.strip():
        lines.append(line.rstrip())
    return lines


def hand_lines(view: View, style: Style, texts: Texts) -> list[str]:
    """The seat's hand, playable tiles marked ``*``."""
    playable = {m.tile for m in view.legal_moves if m.kind in ("play", "cut")}
    tiles = sorted(iter_tiles(view.hand), key=lambda t: (TILE_LOW[t], TILE_HIGH[t]))
    words = []
    for t in tiles:
        face = horizontal(TILE_LOW[t], TILE_HIGH[t], style.unicode)
        if style.unicode and face.endswith(" "):
            face = face + TILE_NAMES[t]
        words.append(face + ("*" if t in playable else ""))
    head = texts("your hand ({n}):", n=len(tiles))
    if playable:
        head += "  (" + texts("* = playable") + ")"
    return [head, *_wrap_words(words, style.width)]


def token_holder(view: View, tile: int) -> int:
    """The seat holding token ``tile`` (White Snake, WS-6), or -1."""
    return next((s for s in range(view.players) if view.tokens[s] >> tile & 1), -1)


def move_text(view: View, move: Move, texts: Texts, labels: Sequence[str] = ()) -> str:
    """A move as the person reads it in a list: the notation, the pass in their language, and a steal
    with whose token it takes (WS-7; ``labels`` name the seats)."""
    if move.kind == "pass":
        return texts("pass")
    holder = token_holder(view, move.tile) if move.kind == "steal" else -1
    if 0 <= holder < len(labels):
        return texts("{move} (from {victim})", move=move, victim=labels[holder])
    return str(move)


def move_lines(view: View, style: Style, texts: Texts, labels: Sequence[str] = ()) -> list[str]:
    """The legal moves, numbered from 1, in as many columns as fit (``labels``: see :func:`move_text`)."""
    # The pass in the person's language (typing it in any language works); the rest is notation.
    entries = [f"{i:>2}) {move_text(view, m, texts, labels)}" for i, m in enumerate(view.legal_moves, 1)]
    if not entries:
        return []
    cell = max(len(e) for e in entries) + 3
    per_row = max(1, (style.width - 2) // cell)
    rows = [entries[i : i + per_row] for i in range(0, len(entries), per_row)]
    return [texts("your moves:"), *("  " + "".join(e.ljust(cell) for e in r).rstrip() for r in rows)]


def screen(view: View, labels: Sequence[str], style: Style, texts: Texts, layout_style: Style | None = None) -> str:
    """Everything the seat needs to choose a move: the table, the layout, the hand, the moves.
    ``layout_style``: how to draw the layout, if not as ``style`` says (the line mode writes its
    numbers, for a screen reader or a log file)."""
    table, hand = screen_parts(view, labels, style, texts, layout_style)
    return "\n".join([*table, "", *hand])


def screen_parts(
    view: View, labels: Sequence[str], style: Style, texts: Texts, layout_style: Style | None = None
) -> tuple[list[str], list[str]]:
    """:func:`screen` in its two parts: the table (seats, standings, the layout and its notes) and what
    the seat chooses from (its hand and its moves), which a lesson's screen keeps in sight under the
    words that scroll."""
    title = deal_title(view, texts)
    width = style.width
    lines = [f"== {title} ==", *seat_lines(view, labels, texts, width), *standings(view, labels, texts, width), ""]
    lines += draw_layout(view, layout_style or style, texts)
    lines += [w for note in layout_notes(view, texts) for w in wrap_text(note, width)]
    hand = hand_lines(view, style, texts) if not view.out[view.seat] else []
    return lines, [*hand, *move_lines(view, style, texts, labels)]


# ---- the rules as text ------------------------------------------------------------------------------
def _inline(text: str) -> str:
    """Markdown's inline marks dropped: ``**bold**``, ``*emphasis*``, `` `code` ``."""
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    return re.sub(r"`([^`]*)`", r"\1", text)


def markdown_text(markdown: str, width: int = 80) -> list[str]:
    """RULES.md (or a part of it) as plain lines for a terminal or a screen reader: headings stand on
    their own line and are underlined, list items and paragraphs are joined and wrapped to ``width``,
    tables become aligned columns, and the inline marks (bold, emphasis, code) are dropped.

    >>> print("\\n".join(markdown_text("## N — Notation\\n\\n- **N-1 Tiles.** `a-b`\\n  with a ≤ b.\\n\\n"
    ...                                 "| move | meaning |\\n| --- | --- |\\n| `pass` | no play |", 40)))
    N — Notation
    ============
    <BLANKLINE>
    • N-1 Tiles. a-b with a ≤ b.
    <BLANKLINE>
    move  meaning
    pass  no play
    """
    blocks: list[tuple[str, list[str]]] = []  # (kind, lines): heading, item, para, table, blank
    for raw in markdown.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            blocks.append(("blank", []))
        elif stripped.startswith("#"):
            blocks.append(("heading", [_inline(stripped.lstrip("#").strip())]))
        elif stripped.startswith("|"):
            cells = [_inline(c.strip()) for c in stripped.strip("|").split("|")]
            if all(re.fullmatch(r":?-+:?", c) for c in cells):
                continue  # the rule under a table's head
            if blocks and blocks[-1][0] == "table":
                blocks[-1][1].append("\t".join(cells))
            else:
                blocks.append(("table", ["\t".join(cells)]))
        elif re.match(r"[-*] |\d+\. ", stripped):
            blocks.append(("item", [stripped]))
        elif blocks and blocks[-1][0] in ("item", "para"):
            blocks[-1][1].append(stripped)  # a hard-wrapped line goes on with its item or paragraph
        else:
            blocks.append(("para", [stripped]))
    out: list[str] = []
    for kind, lines in blocks:
        if kind == "blank":
            if out and out[-1]:
                out.append("")
        elif kind == "heading":
            if out and out[-1]:
                out.append("")
            out += [lines[0], "=" * len(lines[0])]
        elif kind == "table":
            rows = [r.split("\t") for r in lines]
            widths = [max(len(r[i]) for r in rows if i < len(r)) for i in range(max(len(r) for r in rows))]
            first = min(widths[0], width // 3)
            for r in rows:
                rest = "  ".join(r[1:])
                out += textwrap.wrap(
                    r[0].ljust(first) + "  " + rest,
                    width,
                    subsequent_indent=" " * (first + 2),
                    break_on_hyphens=False,
                ) or [""]
        else:
            text = _inline(" ".join(lines))
            if kind == "item":
                text = re.sub(r"^[-*] ", "• ", text)
            indent = "  " if kind == "item" else ""
            out += textwrap.wrap(text, width, subsequent_indent=indent, break_on_hyphens=False) or [""]
    while out and not out[-1]:
        out.pop()
    return out


# ---- events -----------------------------------------------------------------------------------------
def _lines(phrases: Sequence[Phrase], seat: int, labels: Sequence[str], texts: Texts) -> list[str]:
    """Phrases as the terminal's log shows them: the lines after the first indented."""
    return [("  " if i else "") + texts.say(p, labels, seat) for i, p in enumerate(phrases)]


def result_lines(result: DealResult, seat: int, labels: Sequence[str], texts: Texts) -> list[str]:
    """A deal's result in few lines (:func:`~dominohall.presentation.events.deal_summary`)."""
    return _lines(deal_summary(result), seat, labels, texts)


def event_lines(
    event: Event, seat: int, labels: Sequence[str], texts: Texts, numbered: bool = False, variant: str = ""
) -> list[str]:
    """One event, in words, as ``seat`` sees it (its own events in the second person, another seat's
    draws face down: C-4). ``numbered``: deals are named by the rules' deal number (White Snake, WS-2),
    not by their count; ``variant``: the game, whose own words say what only its rules explain."""
    phrases = event_phrases(public_event(event, seat), numbered=numbered, terse=True, variant=variant)
    return _lines(phrases, seat, labels, texts)


__all__ = [
    "HELP",
    "Canvas",
    "Style",
    "cut_sizes",
    "deal_number",
    "deal_title",
    "draw_cross",
    "draw_layout",
    "draw_line",
    "draw_sausage",
    "draw_snake",
    "event_lines",
    "hand_lines",
    "has_stock",
    "help_lines",
    "hidden_mark",
    "horizontal",
    "join_notes",
    "layout_notes",
    "length_lines",
    "markdown_text",
    "move_lines",
    "move_text",
    "place_lines",
    "place_of",
    "places",
    "result_lines",
    "screen",
    "screen_parts",
    "seat_lines",
    "standing_parts",
    "standings",
    "token_holder",
    "vertical_glyph",
    "wrap_named",
    "wrap_parts",
    "wrap_text",
]
