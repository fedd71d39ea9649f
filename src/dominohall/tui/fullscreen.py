"""The full-screen terminal game (``dominohall play`` in a terminal, with the ``tui`` extra): Textual.

One screen that never scrolls away: a bar with every seat's name, tile count and standing and whose
turn it is; the board in the middle, drawn as the tiles lie (:mod:`dominohall.tui.render`) and drawn
anew at the width the terminal has now; a log of what just happened; the hand, whose playable tiles
are chosen with the arrow keys (or the mouse) and then the place the same way; a command line where
the notation and the commands can be typed as in the line mode. Help and the rules are overlays; a
deal's end pauses on its summary. The person is seat 0 and sees, like the bots, only their view.

Nothing here knows the rules: moves, undo, saving and the words for a refusal come from
:class:`~dominohall.tui.session.Table`, the drawings from :mod:`~dominohall.tui.render`.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any, ClassVar

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.markup import escape
from textual.screen import ModalScreen, Screen
from textual.widgets import Input, Markdown, RichLog, Static

from dominohall import Deal, Match, Move, View
from dominohall.errors import IllegalMoveError, NotationError, os_error_text
from dominohall.events import DealEnded, DealResult, Dealt, Event, Played, Stole, TokenTaken, public_event
from dominohall.i18n import Texts
from dominohall.layouts import Placed, SausageLayout
from dominohall.tiles import TILE_HIGH, TILE_LOW, TILE_NAMES, iter_tiles
from dominohall.tui.render import (
    HELP,
    Style,
    cut_sizes,
    deal_title,
    draw_layout,
    end_name,
    event_lines,
    has_stock,
    help_lines,
    hidden_mark,
    horizontal,
    join_notes,
    layout_notes,
    length_lines,
    place_lines,
    result_lines,
    standing_parts,
    token_holder,
    wrap_named,
    wrap_parts,
    wrap_text,
)
from dominohall.tui.session import Table

NARROW = 100
"""Below this many columns the log goes under the board instead of beside it."""

SHORT = 24
"""Below this many lines the log under the board is a line shorter."""
LEAST_LOG = 3
"""The fewest lines of the log under the board (its border and two lines) when the board needs the rest."""

KEY_LABELS = {
    "en": ("F1 help", "F2 rules", "F3 hint", "F4 undo", "F5 save", "F6 auto", "^Q quit", "F7 colours"),
    "pl": ("F1 pomoc", "F2 zasady", "F3 porada", "F4 cofnij", "F5 zapisz", "F6 auto", "^Q koniec", "F7 kolory"),
    "ru": ("F1 помощь", "F2 правила", "F3 совет", "F4 отмена", "F5 в файл", "F6 авто", "^Q выход", "F7 цвета"),
}
"""The keys at the foot of the screen, each with what it does, in each language (words short enough
for one line at 80 columns; the help overlay says more)."""


@dataclass(frozen=True)
class Choice:
    """One entry of the hand bar: a tile of the hand (with its legal moves, none if it cannot be
    played now), or a move that is no tile of the hand (the pass, a White Snake steal)."""

    label: str
    moves: tuple[Move, ...]
    tile: int = -1


def choices(view: View, style: Style, texts: Texts, labels: Sequence[str]) -> list[Choice]:
    """The hand bar of a view: every tile of the hand, lowest first, then the pass or the steals."""
    by_tile: dict[int, list[Move]] = {}
    others: list[Move] = []
    for m in view.legal_moves:
        if m.kind in ("play", "cut"):
            by_tile.setdefault(m.tile, []).append(m)
        else:
            others.append(m)
    out = []
    # WS-7: between deals the choice is whose token to take; the tiles left from the deal just over
    # are no part of it.
    stealing = any(m.kind == "steal" for m in others)
    for t in sorted(iter_tiles(0 if stealing else view.hand), key=lambda t: (TILE_LOW[t], TILE_HIGH[t])):
        face = horizontal(TILE_LOW[t], TILE_HIGH[t], style.unicode)
        label = face + TILE_NAMES[t] if face.endswith(" ") else face
        out.append(Choice(label, tuple(by_tile.get(t, ())), t))
    for m in others:
        if m.kind == "pass":
            out.append(Choice(texts("pass"), (m,)))
        else:
            holder = token_holder(view, m.tile)
            victim = labels[holder] if holder >= 0 else "?"
            out.append(Choice(texts("steal {tile} from {victim}", tile=m.tile_name, victim=victim), (m,)))
    return out


def place_label(move: Move, view: View, texts: Texts) -> str:
    """Where a move puts its tile, in words: the end, or the cut with what it hands over (SA-6)."""
    if move.kind == "cut" and isinstance(view.layout, SausageLayout):
        left, right = cut_sizes(view.layout, move.column)
        if not move.side:
            return f"{move}: " + texts(
                "cut {left}|{right}, the next player takes: {count}",
                left=move.column,
                right=move.column + 1,
                count=texts.count(left),
            )
        count = texts.count(left if move.side == "L" else right)
        # TRANSLATORS: the part of the sausage the next player takes ("takes the left part")
        side = texts.pgettext("side", "left") if move.side == "L" else texts.pgettext("side", "right")
        return f"{move}: " + texts(
            "cut {left}|{right}, the next player takes the {side} part: {count}",
            left=move.column,
            right=move.column + 1,
            side=side,
            count=count,
        )
    if move.kind == "play" and move.end:
        return end_name(texts, move.end)
    if move.kind == "play":
        return texts("lead it") if not view.layout_tiles else texts("on the snake")
    return str(move)


def wrap_markup(words: Sequence[tuple[str, str]], width: int, sep: str = " ") -> list[str]:
    """Lines of markup from ``(plain text, markup)`` pairs, broken between pairs so that the plain
    text of each line fits ``width`` cells (the markup itself takes no room on the screen)."""
    lines: list[str] = []
    plain_line, markup_line = "", ""
    for plain, markup in words:
        if plain_line and cell_len(plain_line) + len(sep) + cell_len(plain) > width:
            lines.append(markup_line)
            plain_line, markup_line = "", ""
        plain_line += (sep if plain_line else "") + plain
        markup_line += (sep if markup_line else "") + markup
    if markup_line:
        lines.append(markup_line)
    return lines


def last_played(view: View) -> int:
    """The tile played last in the deal now (a play or a cut), or -1."""
    for event in reversed(view.history):
        if isinstance(event, Played):
            return event.move.tile
        if isinstance(event, Dealt):
            break
    return -1


def _other_number(v: int) -> int:
    """Another number drawn as wide as ``v`` (one digit or two; a Unicode face stays a face)."""
    if v <= 6:
        return (v + 1) % 7
    return 7 + (v - 6) % 3 if v <= 9 else 10 + (v - 9) % 3


def swap_numbers(layout: Any, tile: int) -> Any:
    """The layout with ``tile``'s numbers changed (see :meth:`DominoApp.marked`); every layout is made
    of dataclasses, tuples and dicts of :class:`Placed` tiles, which is all this walks."""
    if isinstance(layout, Placed):
        if layout.tile != tile:
            return layout
        return Placed(tile, _other_number(layout.first), _other_number(layout.second))
    if is_dataclass(layout) and not isinstance(layout, type):
        return replace(layout, **{f.name: swap_numbers(getattr(layout, f.name), tile) for f in fields(layout)})
    if isinstance(layout, tuple):
        items = [swap_numbers(item, tile) for item in layout]
        return type(layout)(*items) if hasattr(layout, "_fields") else tuple(items)
    if isinstance(layout, dict):
        return {key: swap_numbers(value, tile) for key, value in layout.items()}
    return layout


# ---- widgets --------------------------------------------------------------------------------------
class BoardBox(VerticalScroll):
    """The board's frame; it tells the app when its width changes, so that the board is drawn anew."""

    def on_resize(self, event: events.Resize) -> None:
        app = self.app
        if isinstance(app, DominoApp):
            app.draw_board()


def steady(
    view: View, lines: Sequence[str], body: Sequence[str], width: int, draw: Callable[[View], list[str]], keep: int
) -> tuple[list[str], int]:
    """The board's lines (``body``: the drawn ``lines`` as markup, then the notes) placed so that a
    Sausage's column 0 (the lead's; or its first column, once the lead is cut away) stays where it was
    drawn before (``keep``, its column on the screen; -1: none yet, the middle) while the rows fit
    there: centred as a whole, the rows jumped half a tile sideways at every move (issue 36 item 25).
    ``draw`` draws a view's layout as ``lines`` were drawn; the column is found where the drawing
    changes when its tile's numbers do. Also where the column is now (-1: not placed). Other layouts
    stay centred."""
    layout = view.layout
    if not isinstance(layout, SausageLayout) or not layout.columns or not lines:
        return list(body), -1
    widest = max(cell_len(line) for line in lines)
    column = dict(layout.columns).get(0, layout.columns[0][1])
    other = draw(replace(view, layout=swap_numbers(layout, column.tiles()[0])))
    if widest > width or len(other) != len(lines):
        return list(body), -1
    at = min(
        (
            cell_len(a[: next(k for k in range(len(a)) if a[k : k + 1] != b[k : k + 1])])
            for a, b in zip(lines, other)
            if a != b
        ),
        default=-1,
    )
    if at < 0:
        return list(body), -1
    margin = keep - at if keep >= 0 else width // 2 - at
    margin = max(0, min(margin, width - widest))
    out = []
    for line in body:
        size = cell_len(Text.from_markup(line).plain)
        pad = max(0, min(margin, width - size))
        # every line as wide as the board's room, so that the box's centring moves nothing
        out.append(" " * pad + line + " " * max(0, width - pad - size))
    return out, margin + at


class EventLog(RichLog):
    """The log of what just happened. Its lines are broken at its width (not at RichLog's default of
    78 columns, which a log beside the board does not have), and written anew at a new width, so
    that no line is cut when the terminal is resized."""

    def __init__(self) -> None:
        super().__init__(id="log", wrap=True, markup=False, auto_scroll=True, min_width=20)
        self.wrapped_at = 0
        """The width the lines in the log were broken at (0: not broken yet, the size was unknown)."""

    def on_resize(self, event: events.Resize) -> None:
        super().on_resize(event)
        app = self.app
        if event.size.width != self.wrapped_at and isinstance(app, DominoApp):
            app.rewrite_log()


class CommandLine(Input):
    """The line where moves in the notation and commands are typed. Its cursor does not blink: a
    steady screen is easier to read (and lets the tests' pilot find the app idle).

    The keys that choose on the hand bar (←/→, Enter) reach the app through this line, in the order
    they were typed: a move typed quickly and Enter (or a pasted line) is sent as typed, never taken
    for a choice on the hand bar before the line has its last characters. With nothing typed, ←/→
    move over the hand bar; Enter (:meth:`TableScreen.on_input_submitted`) chooses there."""

    def on_mount(self) -> None:
        self.cursor_blink = False

    def action_cursor_left(self, select: bool = False) -> None:
        app = self.app
        if not self.value and isinstance(app, DominoApp):
            app.action_step(-1)
        else:
            super().action_cursor_left(select)

    def action_cursor_right(self, select: bool = False) -> None:
        app = self.app
        if not self.value and isinstance(app, DominoApp):
            app.action_step(1)
        else:
            super().action_cursor_right(select)


class TextScreen(ModalScreen[None]):
    """An overlay of text: help, the rules, a deal's or the match's summary. Enter or Esc closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,q", "close", "close", priority=True),
        Binding("pageup", "page(-1)", "back", show=False),
        Binding("pagedown,space", "page(1)", "more", show=False),
    ]

    DEFAULT_CSS = """
    TextScreen { align: center middle; }
    TextScreen > Vertical {
        width: 90%; max-width: 100; height: auto; max-height: 100%;
        border: round $accent; background: $surface; padding: 0 1;
    }
    TextScreen VerticalScroll { height: auto; }
    TextScreen .title { text-style: bold; color: $accent; }
    TextScreen .foot { color: $text-muted; }
    """

    def __init__(
        self,
        title: str,
        lines: Sequence[str] | Callable[[], list[str]],
        foot: str,
        markdown: str | None = None,
    ) -> None:
        super().__init__()
        self.title_text = title
        self.make_lines = lines if callable(lines) else None
        """Lines drawn for the screen's size now (a summary's layout): drawn anew on resize."""
        self.lines = lines() if callable(lines) else list(lines)
        self.foot = foot
        self.markdown = markdown

    def compose(self) -> ComposeResult:
        # The title and the foot (how to close it) stay in view; only the text between them scrolls.
        with Vertical():
            yield Static(escape(self.title_text), classes="title")
            with VerticalScroll():
                if self.markdown is not None:
                    yield Markdown(self.markdown)
                else:
                    yield Static(escape("\n".join(self.lines)), classes="body")
            yield Static(escape(self.foot), classes="foot")

    def on_mount(self) -> None:
        self.fit_text()

    def on_resize(self, event: events.Resize) -> None:
        self.fit_text()
        if self.make_lines is not None:
            self.lines = self.make_lines()
            self.query_one(".body", Static).update(escape("\n".join(self.lines)))

    def fit_text(self) -> None:
        """The text between the title and the foot takes at most what the screen leaves them."""
        self.query_one(VerticalScroll).styles.max_height = max(self.app.size.height - 4, 3)
        self.call_after_refresh(self.mark_more)

    def mark_more(self) -> None:
        """Text that goes on below the overlay's fold is never hidden silently: the foot says so."""
        app = self.app
        more = app.texts("↓ PgDn: more") if isinstance(app, DominoApp) else "↓ PgDn"
        with contextlib.suppress(NoMatches):
            hidden = self.query_one(VerticalScroll).max_scroll_y > 0
            self.query_one(".foot", Static).update(escape(f"{self.foot}  {more}" if hidden else self.foot))

    def action_page(self, pages: int) -> None:
        scroll = self.query_one(VerticalScroll)
        if pages < 0:
            scroll.scroll_page_up(animate=False)
        else:
            scroll.scroll_page_down(animate=False)

    def action_close(self) -> None:
        self.dismiss(None)


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question (quitting throws the game away)."""

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > Static { width: auto; max-width: 80%; border: round $warning; background: $surface; padding: 0 1; }
    """

    def __init__(self, question: str, texts: Texts) -> None:
        super().__init__()
        self.question = question
        self.texts = texts

    def compose(self) -> ComposeResult:
        yield Static(escape(self.question))

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss(self.texts.is_yes(event.character or ""))


class TableScreen(Screen[None]):
    """The table: the status bar, the board and the log, the hand, the command line and the keys."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # Not priority bindings: they act after the keys typed before them (see CommandLine).
        Binding("left,up", "app.step(-1)", "previous", show=False),
        Binding("right,down", "app.step(1)", "next", show=False),
        Binding("enter", "app.enter", "choose", show=False),
        Binding("escape", "app.go_back", "back", show=False),
        Binding("f1,question_mark", "app.help", "help", show=False, priority=True),
        Binding("f2", "app.rules", "rules", show=False),
        Binding("f3", "app.hint", "hint", show=False),
        Binding("f4", "app.undo", "undo", show=False),
        Binding("f5", "app.save", "save", show=False),
        Binding("f6", "app.auto", "auto", show=False),
        Binding("f7", "app.theme_switch", "theme", show=False),
        Binding("pageup", "app.log_page(-1)", "log back", show=False),
        Binding("pagedown", "app.log_page(1)", "log on", show=False),
    ]

    DEFAULT_CSS = """
    TableScreen { layout: vertical; }
    #status { height: auto; background: $panel; padding: 0 1; }
    #middle { height: 1fr; }
    #board-box { width: 1fr; height: 1fr; padding: 0 1; align: center middle; }
    #board { width: auto; }
    #log {
        width: 38; height: 1fr; border-left: solid $primary; border-top: solid $primary; padding: 0 1;
        scrollbar-size-vertical: 1; overflow-x: hidden; border-title-color: $text-muted;
    }
    TableScreen.narrow #middle { layout: vertical; }
    TableScreen.narrow #log { width: 1fr; height: 5; border-left: none; border-top: solid $primary; }
    TableScreen.narrow.short #log { height: 4; }
    #hand { height: auto; background: $boost; padding: 0 1; }
    #message { height: auto; padding: 0 1; color: $warning; }
    #command { height: 1; border: none; padding: 0 1; background: $surface; }
    #command:focus { border: none; }
    #keys { height: auto; background: $panel; color: $text-muted; padding: 0 1; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="middle"):
            with BoardBox(id="board-box"):
                yield Static(id="board")
            yield EventLog()
        yield Static(id="hand")
        yield Static(id="message")
        yield CommandLine(id="command", select_on_focus=False)
        yield Static(id="keys")

    def on_mount(self) -> None:
        # Only the command line takes the keys (a focused board or log would scroll on the arrows).
        self.query_one("#board-box").can_focus = False
        self.query_one("#log").can_focus = False
        self.query_one(CommandLine).focus()
        app = self.app
        if isinstance(app, DominoApp):
            self.query_one("#log").border_title = app.texts("what happened · PgUp/PgDn")

    def on_resize(self, event: events.Resize) -> None:
        self.set_class(event.size.width < NARROW, "narrow")
        self.set_class(event.size.height < SHORT, "short")
        app = self.app
        if isinstance(app, DominoApp):
            app.redraw()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter on the command line: the line typed, or (nothing typed) the hand bar's choice."""
        app = self.app
        if isinstance(app, DominoApp):
            event.input.value = ""
            if event.value.strip():
                app.submit(event.value)
            else:
                app.action_enter()


# ---- the app ----------------------------------------------------------------------------------------
class DominoApp(App[int]):
    """A whole match between the person (seat 0) and bots, full screen."""

    TITLE = "dominohall"
    # Textual's own Ctrl+Q quits at once; here it asks first, as quitting throws the game away.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit_game", "quit", show=False, priority=True),
    ]

    def __init__(
        self,
        match: Match | None,
        bot_specs: Sequence[str],
        *,
        lang: str = "en",
        ascii_only: bool = False,
        seed: int | None = None,
        hint_spec: str = "ismcts",
        auto: bool = False,
        pace: float = 0.4,
        encoding: str | None = "utf-8",
        saved_bots: Sequence[str | None] | None = None,
        earlier_bots: Sequence[tuple[int, Sequence[str | None]]] = (),
        table: Table | None = None,
    ) -> None:
        super().__init__()
        # ``table``: one made already, such as a server's seat (:class:`dominohall.tui.remote.RemoteTable`):
        # the screen draws and reads, and every move goes through the table, wherever it is played.
        if table is None:
            assert match is not None, "a local game needs its match"
            table = Table(
                match,
                bot_specs,
                lang=lang,
                seed=seed,
                hint_spec=hint_spec,
                saved_bots=saved_bots,
                earlier_bots=earlier_bots,
            )
        self.table = table
        self.me = self.table.me
        """The person's seat (seat 0 at a local game)."""
        self.match = self.table.game
        self.texts = self.table.texts
        self.labels = self.table.labels
        self.ascii_only = ascii_only
        self.encoding = encoding
        self.auto = auto
        self.pace = pace
        """Seconds between the bots' moves, so that a person can follow them (0 in tests)."""
        self.busy = False
        """Bots are moving (or a summary is up): the person's moves wait."""
        self.cursor = 0
        self.placing: Choice | None = None
        """The tile chosen, while its place is being chosen."""
        self.place_cursor = 0
        self.message: list[str] = []
        history = self.match.history
        self.shown = self.table.deal_start()
        """Events of the match history already in the log (a resumed match retells its current deal)."""
        self.log_start = self.shown
        """The first event of the match history in the log."""
        self.log_start_changes = len(history) if self.table.changed else -1
        """After this many events of the history, the log says which seats' bots were changed (a saved
        game resumed against other bots)."""
        self.table_screen = TableScreen()
        self.summary_lines: list[str] = []
        """The last deal's result in words, kept for the match's end (which shows it with the match's)."""
        self.summary_view: View | None = None
        self.farewell: list[str] = []
        self.saved_at = -1
        """How long the history was when the game was last saved (Ctrl+Q then asks only if it grew)."""
        """What stays on the terminal once the full screen is gone at the match's end: the result and the
        final standings (:func:`play_full_screen` prints them)."""
        """The last deal as the person saw it at its end, for its layout in the match's summary."""
        self.unsummed: Deal | None = None
        """A deal won on 0-0 by a bot, summed up once the bot has stolen (WS-7)."""
        self.log_height: int | None = None
        """The log's height set by :meth:`draw_board` on a narrow screen (``None``: the style sheet's)."""
        self.lead_at = (0, 0, -1)
        """Where a Sausage's column 0 was drawn: (the deal, the board's width, its column on the screen)."""
        self.log_notes: list[str] = []
        """Notes at the log's start, before the first event (on a short screen, the match's usual length)."""
        self.hurried = asyncio.Event()
        """Set when the person, out of the deal, asks to see its end at once: the bots stop pausing."""

    # ---- lifecycle ------------------------------------------------------------------------------------
    async def on_mount(self) -> None:
        if self.match.start_state is None and not any(isinstance(e, DealEnded) for e in self.match.history):
            # A new match: how long it usually lasts (and how to shorten it), where it will be read first
            # (set before the screen is laid out, so that the board is drawn once for the room it has).
            match = self.match
            lines = length_lines(match.variant.name, match.n, match.rules.options, self.texts)
            # On a short screen the note's two to five lines under the hand would take the board's room
            # (White Snake's six seats at 20 lines left it one line, without its free ends: issue 36
            # item 23): it opens the log instead, which keeps it to be read back.
            if self.size.height < SHORT:
                self.log_notes = lines
            else:
                self.message = lines
        await self.push_screen(self.table_screen)
        self.write_notes(self.table_screen.query_one("#log", EventLog))
        self.log_events()
        self.start()

    def start(self, finished: Deal | None = None) -> None:
        """Let the bots move (and pause at a deal's end) until the person is to choose."""
        self.busy = True
        self.run_worker(self.advance(finished), exclusive=True, group="play")

    @property
    def waiting(self) -> bool:
        """Whether the game waits for the person (their turn, nothing else going on)."""
        return (
            not self.busy and not self.match.is_over and self.match.turn == self.me and self.screen is self.table_screen
        )

    async def advance(self, finished: Deal | None = None) -> None:
        """The worker behind :meth:`start`: a deal's summary first if ``finished``, then the bots'
        moves (each chosen in a thread from the bot's view, so that the screen stays alive while a
        searching bot thinks) and the person's forced moves if ``auto``, until the person is to move.

        A White Snake deal won on 0-0 by a bot is summed up once the bot has stolen its token (WS-7),
        so that the summary says what was stolen and the standings after it."""
        match, table = self.match, self.table
        try:
            if finished is not None:
                await self.after_deal(finished)
            while not match.is_over:
                seat = match.turn
                bot = table.bot(seat)
                if bot is None:
                    forced = table.forced() if self.auto else None
                    if forced is None:
                        break
                    await self.pause()
                    self.message = [self.texts("played for you: {move}", move=self.move_name(forced))]
                    finished = table.make(forced, self.me)
                else:
                    view = match.view(seat)
                    move = await asyncio.to_thread(bot.choose, view) if self.pace else bot.choose(view)
                    finished = table.make(move, seat)
                self.log_events()
                self.redraw()
                if finished is not None:
                    await self.after_deal(finished)
                elif self.unsummed is not None and match.stealer < 0:
                    done, self.unsummed = self.unsummed, None
                    await self.deal_summary(done)
                elif table.bot(match.turn) is not None:
                    await self.pause()
            if match.is_over:
                await self.match_summary()
        finally:
            self.busy = False
            if self.message == [self.texts("wait for your turn")]:
                self.message = []  # it is the person's turn now
            self.cursor = self.first_playable()
            self.redraw()

    async def pause(self) -> None:
        """The pause between moves that lets a person follow the bots; none once the person has asked
        to see the deal's end at once (:meth:`hurry`)."""
        if not self.pace or self.hurried.is_set():
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.hurried.wait(), self.pace)

    @property
    def out_of_deal(self) -> bool:
        """Whether the person has played out and watches the others finish the deal (SA-8)."""
        view = self.view()
        return bool(view.out[self.me]) and not view.deal_over and not view.match_over

    def hurry(self) -> None:
        """Play the rest of the deal at once (the person is out of it: nothing of theirs is left to do)."""
        self.hurried.set()
        self.redraw()

    async def after_deal(self, finished: Deal) -> None:
        """A deal has ended: its summary now, or once a bot has made its steal (WS-7)."""
        self.hurried.clear()
        if self.table.bot(self.match.stealer) is not None:
            self.unsummed = finished
            return
        await self.deal_summary(finished)

    def result_words(self, result: DealResult, end: int, width: int) -> list[str]:
        """A deal's result in few lines: how it ended and who won (or lost), what happened between
        deals (a token taken or stolen, WS-6, WS-7), and whether the person must steal now. ``end`` is
        the index of the deal's :class:`DealEnded` in the history: what follows it until the next deal
        is dealt belongs to this deal (at a server's table, later deals may be in the history already)."""
        t = self.texts
        said = result_lines(result, self.me, self.labels, t)
        history = self.match.history
        later = next((i for i in range(end + 1, len(history)) if isinstance(history[i], Dealt)), len(history))
        for event in history[end + 1 : later]:
            if isinstance(event, TokenTaken | Stole):
                said += ["  " + line for line in event_lines(event, self.me, self.labels, t)]
        if later == len(history) and self.match.stealer == self.me:
            said.append(t("You won a 0-0 deal: choose whose token to steal (WS-7)."))
        return [w for line in said for w in self.wrap(line, width)]

    def seat_rows(self, result: DealResult, width: int) -> list[str]:
        """One line a seat (wrapped if it must be): the pips left in the hand, the points scored, and
        the standing now, so that every seat is on a small screen too."""
        t = self.texts
        standing = standing_parts(self.match.view(self.me), self.labels, t)
        rows = []
        for s, label in enumerate(self.labels):
            now = standing[s].split(": ", 1)[-1]
            row = t("{name}: pips left {pips} · {standing}", name=label, pips=result.pips[s], standing=now)
            if result.points[s]:
                row += " · " + t("scored {n}", n=result.points[s])
            # A name and a standing ("tokens 1-1 2-2") are never broken inside.
            rows += wrap_named("  " + row, width, [*self.labels, now], "    ")
        return rows

    async def deal_summary(self, finished: Deal) -> None:
        """The pause at the end of ``finished``, the last deal ended in the history."""
        result = finished.result
        assert result is not None
        history = self.match.history
        end = max(i for i, e in enumerate(history) if isinstance(e, DealEnded))
        number = finished.number if self.match.variant.numbered_deals else finished.count
        await self.sum_up(result, end, number, View.of(finished, self.me))

    async def sum_up(self, result: DealResult, end: int, number: int, view: View | None) -> None:
        """The pause at a deal's end: who won (or lost), what was taken or stolen, each seat's pips and
        standing, and the layout as it ended (``view``, if it is known) in the room left. ``end`` is
        the index of the deal's :class:`DealEnded` in the history, ``number`` the deal's number as
        people see it."""
        t = self.texts
        if self.match.is_over:
            # Kept for the match's end, which shows it under the match's result.
            self.summary_lines = self.result_words(result, end, self.overlay_width())
            self.summary_view = view
            return
        words = self.result_words

        def lines() -> list[str]:
            """The summary at the screen's size now: the words and every seat's row first, then the
            layout as it ended within what is left (the result and the standings must never scroll
            away under a tall layout)."""
            width = self.overlay_width()
            text = [*words(result, end, width), *self.seat_rows(result, width)]
            return [*text, *self.fitted_layout(view, width, len(text))] if view is not None else text

        await self.push_screen_wait(TextScreen(t("Deal {deal} is over", deal=number), lines, t("Enter: go on")))
        self.message = []  # a note of the deal over ("played for you: pass") does not go on into the next
        self.log_events()
        self.redraw()

    def fitted_layout(self, view: View, width: int, taken: int) -> list[str]:
        """A blank line and the layout, drawn within the overlay's room left after ``taken`` lines of
        text; nothing if it cannot be drawn there (the words matter more)."""
        room = self.size.height - 4 - taken - 1
        if room < 3:
            return []
        drawn = draw_layout(view, self.style(view, width, room), self.texts)
        return ["", *drawn] if len(drawn) <= room else []

    def wrap(self, text: str, width: int) -> list[str]:
        """A sentence broken between words to ``width``, never inside a seat's name (``seat 2
        (greedy)`` stays on one line)."""
        return wrap_named(text, width, self.labels)

    def overlay_width(self) -> int:
        """The width of the text in an overlay (:class:`TextScreen`: 90% of the screen, at most 100,
        less its border and padding, and room for a scroll bar)."""
        return max(min(self.size.width * 9 // 10, 100) - 6, 20)

    async def match_summary(self) -> None:
        """The end: the person's place, the standings by place (tied seats share one), the last deal's
        result, and its layout in the room left."""
        t = self.texts
        result = self.match.result
        assert result is not None
        width = self.overlay_width()
        view = self.match.view(self.me)
        lines = self.wrap(self.table.end_message(), width)
        lines += ["", t("final standings ({rule}):", rule=result.rule), *place_lines(view, self.labels, t, width)]
        lines += ["", *self.summary_lines]
        if self.summary_view is not None:
            lines += self.fitted_layout(self.summary_view, width, len(lines))
        self.message = [self.table.end_message()]
        self.farewell = [t("The match is over"), *self.wrap(self.table.end_message(), width)]
        self.farewell += [t("final standings ({rule}):", rule=result.rule), *place_lines(view, self.labels, t, width)]
        self.redraw()
        await self.push_screen_wait(TextScreen(t("The match is over"), lines, t("Enter or Esc: close")))
        self.exit(0)

    # ---- drawing --------------------------------------------------------------------------------------
    def style(self, view: View, width: int, height: int = 0) -> Style:
        """How to draw at ``width`` (within ``height`` lines, if not 0): Unicode faces where the
        terminal and the set allow them."""
        return Style.choose(view, self.ascii_only, self.encoding, width, height)

    def view(self) -> View:
        """The person's view (all the screen ever shows)."""
        return self.table.view(self.me)

    def log_events(self) -> None:
        """Write the events not yet in the log."""
        history = self.match.history
        log = self.table_screen.query_one("#log", EventLog)
        for index in range(self.shown, len(history)):
            self.write_event(log, history[index], index)
        self.shown = len(history)

    def write_event(self, log: EventLog, event: Event, index: int) -> None:
        """Event ``index`` of the history in the log, its lines broken between words at the log's width,
        the rest of a line indented under its start (RichLog's own wrapping would not indent)."""
        width = log.scrollable_content_region.width
        log.wrapped_at = log.size.width
        numbered = self.match.variant.numbered_deals
        variant = self.match.variant.name
        labels = self.table.labels_at(index)
        for line in event_lines(public_event(event, self.me), self.me, labels, self.texts, numbered, variant):
            for part in wrap_named(line, width, labels) if width >= 20 else [line]:
                log.write(part)
        if index + 1 == self.log_start_changes:
            for line in self.table.bot_changes():
                log.write(line)

    def write_notes(self, log: EventLog) -> None:
        """The notes that open the log (:attr:`log_notes`), broken between words at its width."""
        width = log.scrollable_content_region.width
        for line in self.log_notes:
            for part in self.wrap(line, width) if width >= 20 else [line]:
                log.write(part)

    def rewrite_log(self) -> None:
        """The log written anew (at its width now), from its first event to the last one shown."""
        log = self.table_screen.query_one("#log", EventLog)
        log.clear()
        self.write_notes(log)
        self.shown, last = self.log_start, min(self.shown, len(self.match.history))
        history = self.match.history[:last]
        for index in range(self.shown, len(history)):
            self.write_event(log, history[index], index)
        self.shown = last

    def action_log_page(self, pages: int) -> None:
        """PgUp/PgDn: read the log back (the command line keeps the keys for typing)."""
        log = self.table_screen.query_one("#log", EventLog)
        if pages < 0:
            log.scroll_page_up(animate=False)
        else:
            log.scroll_page_down(animate=False)

    def redraw(self) -> None:
        """Everything on the table screen, at the size it has now."""
        with contextlib.suppress(NoMatches):  # the app is closing: its widgets are already gone
            self._redraw()

    def _redraw(self) -> None:
        if not self.table_screen.is_mounted:
            return
        view = self.view()
        self.draw_status(view)
        self.draw_board(view)
        self.draw_hand(view)
        # The board's room is what the bars above and below leave, and those were just given new text
        # (a note of two lines, a hand of one row more): once they are laid out, the board is drawn
        # again for the room it has then, lest its last lines (the free ends) fall out of sight.
        self.call_after_refresh(self.draw_board)
        width = max(self.table_screen.size.width - 2, 20)
        message = self.table_screen.query_one("#message", Static)
        message.update(escape("\n".join(w for line in self.message for w in self.wrap(line, width))))
        message.display = bool(self.message)
        self.table_screen.query_one("#keys", Static).update(escape(self.keys_line(width)))
        # The full screen lists no move numbers (the line mode does): its prompt does not offer them. Its
        # example is a move of this game: an end it has (3-5@N in the Maltese Cross), none in White Snake.
        ends = self.match.variant.end_names
        example = f"3-5@{ends[0]}" if ends else "3-5"
        self.table_screen.query_one(CommandLine).placeholder = self.texts(
            "a move ({example}) or a command (help)", example=example
        )

    def keys_line(self, width: int) -> str:
        """The keys at the foot of the screen, in the language, broken between keys (never inside
        one) to ``width``: on a narrow terminal they take two lines rather than lose the last keys.
        While forced moves play by themselves, F6's word is in brackets: ``F6 [auto]``."""
        words = [
            f"{w.split(' ', 1)[0]} [{w.split(' ', 1)[1]}]" if self.auto and w.startswith("F6 ") else w
            for w in KEY_LABELS[self.texts.lang]
        ]
        lines = wrap_parts(words, width, "  ", indent="")
        if len(lines) > 1:
            lines = wrap_parts(words, width, " ", indent="")  # closer together, in fewer lines
        return "\n".join(lines)

    def draw_status(self, view: View) -> None:
        """The bar at the top: the game, the deal, the turn, the stock, and each seat's count and standing,
        broken between seats (never inside one) at the bar's width."""
        t = self.texts
        status = self.table_screen.query_one("#status", Static)
        width = max(status.size.width - 2, 20) if status.size.width else max(self.size.width - 2, 20)
        turn = view.turn if 0 <= view.turn < view.players and not view.match_over else -1
        head = [deal_title(view, t)]
        if turn >= 0:
            head.append(t("to move: {name}", name=self.labels[turn]))
        if has_stock(view):
            head.append(t("stock: {n}", n=view.stock_count))
        standing = standing_parts(view, self.labels, t)
        parts = []
        for s in range(view.players):
            count = (
                t("{name}: out", name=self.labels[s])
                if view.out[s]
                else t("{name}: {count}", name=self.labels[s], count=t.count(view.hand_counts[s]))
            )
            # The standing part repeats the name: keep what follows it.
            rest = standing[s].split(": ", 1)[1] if ": " in standing[s] else standing[s]
            parts.append(("▶ " if s == turn else "  ") + f"{count}, {rest}")
        lines = wrap_parts(head, width, " · ") + wrap_parts(parts, width, "  ", indent="")
        markup = []
        for line in lines:
            text = escape(line)
            if "▶" in line:
                text = text.replace("▶", "[b $accent]▶[/]")
            markup.append(text)
        status.update("\n".join(markup))

    def draw_board(self, view: View | None = None) -> None:
        """The layout as it lies, at the board's width and height now, and the notes under it (open
        ends, cuts), in the middle of the board's room; the tile played last is marked. A layout too
        tall for the board is drawn compactly (see :class:`~dominohall.tui.render.Style`), so that its
        ends never scroll out of sight.

        On a narrow screen the log under the board takes the lines the board does not need (at least
        four or five), so that a whole round of five or six players can be read there."""
        if not self.table_screen.is_mounted:
            return
        view = view or self.view()
        screen = self.table_screen
        box = screen.query_one("#board-box", BoardBox)
        log = screen.query_one("#log", EventLog)
        middle = screen.query_one("#middle").size.height
        narrow = screen.has_class("narrow")
        floor = 4 if screen.has_class("short") else 5
        width = max(box.size.width - 2, 20) if box.size.width else 60
        height = max(middle - floor, 3) if narrow and middle else box.size.height
        notes = join_notes(layout_notes(view, self.texts), width)
        style = self.style(view, width)
        lines = draw_layout(view, style, self.texts)
        if height and len(lines) + 1 + len(notes) > height:
            # No blank line under the layout, the cuts in few words, and the layout within what the
            # notes leave (on a narrow screen, with the log at its least: the board is what is played).
            if narrow and middle:
                height = max(middle - LEAST_LOG, 3)
            notes = join_notes(layout_notes(view, self.texts, compact=True), width)
            style = self.style(view, width, max(height - len(notes), 3))
            lines = draw_layout(view, style, self.texts)
            body = [*self.marked(view, style, lines), *map(escape, notes)]
            floor = min(floor, max(LEAST_LOG, middle - len(body)))
        else:
            body = [*self.marked(view, style, lines), *(["", *map(escape, notes)] if notes else [])]
        keep = self.lead_at[2] if self.lead_at[:2] == (view.deal_count, width) else -1
        placed, at = steady(view, lines, body, width, lambda v: draw_layout(v, style, self.texts), keep)
        self.lead_at = (view.deal_count, width, at)
        screen.query_one("#board", Static).update("\n".join(placed))
        log_height = max(floor, middle - len(body)) if narrow and middle else None
        if log_height != self.log_height:
            self.log_height = log_height
            if log_height is None:
                log.styles.clear_rule("height")
            else:
                log.styles.height = log_height
            # A log made shorter keeps its last lines in view (RichLog scrolls to the end only on a write).
            self.call_after_refresh(log.scroll_end, animate=False)

    def marked(self, view: View, style: Style, lines: list[str]) -> list[str]:
        """The drawn layout as markup, the tile played last in reverse video: found by drawing the layout
        again with that tile's numbers changed (same widths) and marking where the drawings differ."""
        out = [escape(line) for line in lines]
        tile = last_played(view)
        if tile < 0:
            return out
        other = draw_layout(replace(view, layout=swap_numbers(view.layout, tile)), style, self.texts)
        if len(other) != len(lines):
            return out
        for i, (a, b) in enumerate(zip(lines, other)):
            diff = [j for j in range(max(len(a), len(b))) if a[j : j + 1] != b[j : j + 1]]
            if not diff or len(a) != len(b):
                continue
            lo, hi = diff[0], diff[-1] + 1
            while lo > 0 and a[lo - 1] in "0123456789|":
                lo -= 1
            while hi < len(a) and a[hi] in "0123456789|":
                hi += 1
            lo -= lo > 0 and a[lo - 1] in "[{"
            hi += hi < len(a) and a[hi] in "]}"
            out[i] = f"{escape(a[:lo])}[reverse]{escape(a[lo:hi])}[/]{escape(a[hi:])}"
        return out

    def entries(self, view: View) -> list[Choice]:
        """The entries of the hand bar (see :func:`choices`)."""
        style = self.style(view, 80)
        return choices(view, style, self.texts, self.labels)

    def first_playable(self) -> int:
        """Where the hand bar's cursor starts: the first playable entry."""
        entries = self.entries(self.view())
        return next((i for i, c in enumerate(entries) if c.moves), 0)

    def draw_hand(self, view: View) -> None:
        """The hand bar: what to do now, the tiles (playable ones lit, the cursor's reversed), and the
        places of the tile chosen."""
        t = self.texts
        hand = self.table_screen.query_one("#hand", Static)
        width = max(hand.size.width - 2, 20) if hand.size.width else max(self.size.width - 4, 20)
        entries = self.entries(view)
        mine = view.turn == self.me and not self.busy and not view.match_over
        stealing = self.match.stealer == self.me
        if stealing:
            head = t(
                "choose whose token to steal (←/→, Enter)"
            )  # WS-7 (the hand bar lists the steals alone: see choices)
        elif view.out[self.me]:
            head = t("{name}: out", name=self.labels[self.me])
        else:
            head = t("your hand ({n}):", n=view.hand.bit_count())
        items: list[tuple[str, str, bool]] = []  # (plain, markup, playable): wrapped by the plain width
        for i, c in enumerate(entries):
            text = escape(c.label)
            if c.moves and mine:
                style = "reverse b" if self.placing is None and i == self.cursor else "b $success"
                if self.placing is not None and self.placing == c:
                    style = "reverse b"
                text = f"[@click=app.pick({i})][{style}]{text}[/][/]"
            elif c.tile >= 0:
                items.append((c.label, f"[dim]{text}[/]", False))
                continue
            items.append((c.label, text, True))
        # The head line says what to do now, so that the places need no line of their own.
        if mine and self.placing is not None:
            head += "  " + t("{tile}: choose where (←/→, Enter; Esc: another tile)", tile=TILE_NAMES[self.placing.tile])
        elif mine and any(c.moves for c in entries) and not stealing:
            head += "  " + t("choose a tile (←/→, Enter)")
        if stealing:
            # Each choice is words ("steal 3-3 from seat 2"): set apart, so that they do not run together.
            lines = [escape(head), *wrap_markup([(plain, markup) for plain, markup, _ in items], width, sep="   ")]
        else:
            lines = [escape(head), *self.hand_rows(items, width)]
        if self.placing is not None and mine:
            places = []
            for j, m in enumerate(self.placing.moves):
                label = place_label(m, view, t)
                style = "reverse b" if j == self.place_cursor else "b $success"
                places.append((label, f"[@click=app.place({j})][{style}]{escape(label)}[/][/]"))
            lines += wrap_markup(places, width, sep="   ")
        elif self.busy and self.out_of_deal:
            # SA-8: nothing is left for the person in this deal; the bots need not be watched move by move.
            words = (
                t("the deal's end, at once…")
                if self.hurried.is_set()
                else t("you are out of this deal · Enter: play its end at once")
            )
            lines.append(f"[@click=app.hurry][b]{escape(words)}[/][/]")
        elif not mine and not view.match_over and self.busy and view.turn != self.me:
            # (while the person's own turn is being set up the top line says "to move: you": the
            # hand line then says nothing of bots)
            moving = t("the bots are moving…")
            lines.append(f"[dim]{escape(moving)}[/]")
        hand.update("\n".join(lines))

    def hand_rows(self, items: Sequence[tuple[str, str, bool]], width: int) -> list[str]:
        """The hand bar's rows from its entries ``(plain, markup, playable)``: every entry in order;
        or, for a hand too long for a sixth of the screen (a Twins hand with most of a double-twelve
        set), the playable entries first and as many of the others as fit, then how many are left out
        (``…+12``)."""
        rows = wrap_markup([(plain, markup) for plain, markup, _ in items], width)
        budget = max(2, self.size.height // 6)
        first = [(plain, markup) for plain, markup, playable in items if playable]
        rest = [(plain, markup) for plain, markup, playable in items if not playable]
        if len(rows) <= budget or not rest:
            return rows
        uni = self.style(self.view(), width).unicode
        for keep in range(len(rest) - 1, -1, -1):
            mark = hidden_mark(len(rest) - keep, uni)
            rows = wrap_markup([*first, *rest[:keep], (mark, f"[dim]{escape(mark)}[/]")], width)
            if len(rows) <= budget:
                break
        return rows

    # ---- choosing ---------------------------------------------------------------------------------------
    def action_step(self, delta: int) -> None:
        """←/→: move the cursor over the playable tiles or the places (or, while a line is typed, along
        it)."""
        line = self.table_screen.query_one(CommandLine)
        if line.value:
            if delta < 0:
                line.action_cursor_left()
            else:
                line.action_cursor_right()
            return
        if not self.waiting:
            return
        if self.placing is not None:
            self.place_cursor = (self.place_cursor + delta) % len(self.placing.moves)
        else:
            entries = self.entries(self.view())
            playable = [i for i, c in enumerate(entries) if c.moves]
            if not playable:
                return
            if self.cursor not in playable:
                self.cursor = playable[0]
            else:
                k = playable.index(self.cursor)
                self.cursor = playable[(k + delta) % len(playable)]
        self.draw_hand(self.view())  # only the hand bar changes

    def action_enter(self) -> None:
        """Enter: send the typed line, or choose what the cursor is on (out of a deal, while the bots
        finish it: play its end at once)."""
        line = self.table_screen.query_one(CommandLine)
        if line.value:
            text = line.value
            line.value = ""
            self.submit(text)
            return
        if self.busy and self.out_of_deal:
            self.hurry()
            return
        if not self.waiting:
            return
        if self.placing is not None:
            self.place(self.place_cursor)
        else:
            self.pick(self.cursor)

    def action_go_back(self) -> None:
        """Esc: clear the typed line, or give up the tile chosen."""
        line = self.table_screen.query_one(CommandLine)
        if line.value:
            line.value = ""
        elif self.placing is not None:
            self.placing = None
        self.message = []
        self.redraw()

    def action_hurry(self) -> None:
        """A click on the offer to play the deal's end at once."""
        if self.busy and self.out_of_deal:
            self.hurry()

    def action_pick(self, index: int) -> None:
        """A click on a tile of the hand bar."""
        self.pick(index)

    def action_place(self, index: int) -> None:
        """A click on a place."""
        self.place(index)

    def pick(self, index: int) -> None:
        """Choose entry ``index`` of the hand bar: a tile with one place (or the pass, a steal) is
        played at once; a tile with several places asks where."""
        if not self.waiting:
            self.message = [self.texts("wait for your turn")]
            self.redraw()
            return
        entries = self.entries(self.view())
        if not 0 <= index < len(entries) or not entries[index].moves:
            return
        choice = entries[index]
        self.cursor = index
        if len(choice.moves) == 1:
            self.play(choice.moves[0])
        else:
            self.placing = choice
            self.place_cursor = 0
            self.redraw()

    def place(self, index: int) -> None:
        """Play the chosen tile at its place ``index``."""
        if self.placing is None or not self.waiting or not 0 <= index < len(self.placing.moves):
            return
        move = self.placing.moves[index]
        self.play(move)

    def play(self, move: Move) -> None:
        """The person's move: made, or refused in plain words (and nothing changes)."""
        self.placing = None
        try:
            finished = self.table.make(move, self.me)
        except IllegalMoveError as exc:
            self.message = self.table.refusal(move, exc)
            self.redraw()
            return
        self.message = []
        self.log_events()
        self.redraw()
        self.start(finished)

    def move_name(self, move: Move) -> str:
        """A move as the person reads it (the pass in their language)."""
        return self.texts("pass") if move.kind == "pass" else str(move)

    # ---- typed lines ----------------------------------------------------------------------------------
    def submit(self, text: str) -> None:
        """A line typed on the command line: a command, a move number or a move in the notation."""
        text = text.strip()
        if not text:
            return
        t = self.texts
        word, _, arg = text.partition(" ")
        command = t.command(word)
        if command is not None:
            {
                "help": self.action_help,
                "rules": self.action_rules,
                "hint": self.action_hint,
                "undo": self.action_undo,
                "auto": self.action_auto,
                "quit": self.action_quit_game,
            }.get(command, lambda: self.save(arg))()
            return
        if not self.waiting:
            self.message = [t("wait for your turn")]
            self.redraw()
            return
        moves = self.view().legal_moves
        if text.isdigit():
            k = int(text)
            if not 1 <= k <= len(moves):
                self.message = [t("there is no move {n}: choose 1 to {k}", n=k, k=len(moves))]
                self.redraw()
                return
            self.play(moves[k - 1])
            return
        try:
            move = self.table.parse(text)
        except NotationError as exc:
            self.message = self.table.refusal(None, exc, text)
            self.redraw()
            return
        self.play(move)

    # ---- commands -------------------------------------------------------------------------------------
    def action_help(self) -> None:
        """F1: the keys and the commands."""
        t = self.texts
        width = self.overlay_width()
        keys = t(
            "Keys: ←/→ choose a tile (or a place), Enter plays it, Esc goes back; or click. Digits and letters"
            " go to the command line below (a move in the notation, or a command). F1 help, F2 rules, F3 hint,"
            " F4 undo, F5 save, F6 forced moves by themselves (auto), F7 light or dark colours, Ctrl+Q quit;"
            " PgUp/PgDn read back what happened. The last tile played is marked on the board."
        )
        # The full screen lists no move numbers: the help's first line (which offers them, as the line mode
        # does) gives way to one of its own; the commands follow as both interfaces have them.
        commands = t(HELP, hint=self.table.hint_spec).split("\n", 1)[-1]
        typing = t("Type a move in the notation (3-5@L, 2-6@TR, 1-6@cut:1:L, pass) or a command:")
        lines = [*wrap_text(keys, width, ""), "", *help_lines(f"{typing}\n{commands}", width)]
        self.push_screen(TextScreen(t("Help"), lines, t("Enter or Esc: close")))

    def action_rules(self) -> None:
        """F2: the rules of this game (RULES.md rendered in English; each rule's sentence in Polish and
        Russian)."""
        from dominohall.rulebook import rules_text
        from dominohall.tui.app import rules_lines

        name = self.match.variant.name
        t = self.texts
        title = t.variant(name)
        if t.lang == "en":
            self.push_screen(TextScreen(title, [], t("Enter or Esc: close"), markdown=rules_text(name)))
        else:
            width = self.overlay_width()
            self.push_screen(TextScreen(title, rules_lines(name, t, width), t("Enter or Esc: close")))

    def action_hint(self) -> None:
        """F3: what the hint bot would play; the cursor moves to that tile."""
        if not self.waiting:
            return
        view = self.view()
        move = self.table.hint(view)
        t = self.texts
        self.message = [
            t(
                "hint ({bot}): {move} (move {n})",
                bot=t.bot(self.table.hint_spec),
                move=self.move_name(move),
                n=view.legal_moves.index(move) + 1,
            )
        ]
        entries = self.entries(view)
        self.cursor = next((i for i, c in enumerate(entries) if move in c.moves), self.cursor)
        self.placing = None
        self.redraw()

    def action_undo(self) -> None:
        """F4: take back the person's last move and the bots' replies."""
        if self.busy:
            return
        undone = self.table.undo()
        t = self.texts
        self.message = [
            t("taken back: {moves}", moves=", ".join(str(m) for m in undone)) if undone else t("nothing to take back")
        ]
        self.shown = len(self.match.history)
        if undone:
            self.rewrite_log()  # the moves taken back leave the log too
        self.placing = None
        self.cursor = self.first_playable()
        self.redraw()

    def action_save(self) -> None:
        """F5: a save command on the command line, with a file name to change or keep."""
        line = self.table_screen.query_one(CommandLine)
        line.value = f"save dominohall-{self.match.variant.name}.json"
        line.cursor_position = len(line.value)

    def save(self, arg: str) -> None:
        """``save FILE``: the record, with the seats' bots."""
        t = self.texts
        path = arg.strip()
        if not path:
            self.message = [t("write: save FILE")]
        else:
            try:
                self.table.save(path)
            except OSError as exc:
                self.message = [t("could not save: {error}", error=os_error_text(exc))]
            else:
                self.message = [t("saved to {file}", file=path)]
                self.saved_at = len(self.match.history)
        self.redraw()

    def action_auto(self) -> None:
        """F6: forced moves by themselves, or not."""
        self.auto = not self.auto
        on, off = (
            self.texts("forced moves are now played by themselves"),
            self.texts("forced moves are now yours to make"),
        )
        self.message = [on if self.auto else off]
        self.redraw()
        if self.auto and self.waiting and self.table.forced() is not None:
            self.start()

    def action_theme_switch(self) -> None:
        """F7: light or dark colours (Textual paints its own background, so either reads on any terminal)."""
        self.theme = "textual-light" if self.theme == "textual-dark" else "textual-dark"

    def action_quit_game(self) -> None:
        """Ctrl+Q: quit, after asking."""
        if isinstance(self.screen, ConfirmScreen):
            return
        if self.saved_at == len(self.match.history):  # saved, and nothing played since: nothing is lost
            self.exit(0)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.exit(0)
            else:
                self.message = [self.texts("the game goes on")]
                self.redraw()

        self.push_screen(ConfirmScreen(self.texts("quit and throw this game away? (y/n)"), self.texts), answered)


def screen_text(app: App[int]) -> str:
    """What the screen shows now, as plain text (for tests, and to look at a screen in a log)."""
    width, height = app.size
    console = Console(
        width=width, height=height, file=io.StringIO(), force_terminal=True, record=True, legacy_windows=False
    )
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text()


def play_full_screen(
    variant: str | None,
    players: int | None = None,
    *,
    resume: str | None = None,
    bots: str | None = None,
    seed: int | None = None,
    lang: str | None = None,
    ascii_only: bool = False,
    options: Mapping[str, object] | None = None,
    hint_spec: str = "ismcts",
    auto: bool = False,
) -> int:
    """``dominohall play`` in a terminal: set up the match (or the saved one) and play full screen."""
    import sys

    from dominohall.bots import make_bot
    from dominohall.tui.app import setup_game

    setup = setup_game(variant, players, resume=resume, bots=bots, seed=seed, options=options, lang=lang)
    make_bot(hint_spec)
    app = DominoApp(
        setup.match,
        setup.specs,
        saved_bots=setup.saved_bots,
        earlier_bots=setup.earlier_bots,
        lang=setup.lang,
        ascii_only=ascii_only,
        seed=seed,
        hint_spec=hint_spec,
        auto=auto,
        encoding=sys.stdout.encoding,
    )
    code = app.run()
    if app.farewell:  # the full screen is gone: the match's result and standings stay in the terminal
        print("\n".join(app.farewell))
    return code if code is not None else 0


__all__ = ["Choice", "DominoApp", "choices", "place_label", "play_full_screen", "screen_text"]
