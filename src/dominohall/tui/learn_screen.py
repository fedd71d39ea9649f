"""The lesson full screen (Textual): :class:`~dominohall.tui.learn.LessonRun` drawn on one screen.

The step's words, rules and table scroll in the middle; what the person's try came to stays under it;
the command line takes the move (its number, the notation, or a tile alone) and Enter goes on once a
step is done. PgUp/PgDn go to the step before or after, F1 is help, F2 the game's rules, Ctrl+Q quits.
In the practice deal the bots move by themselves and the hint for each of the person's turns is
shown with its reason (worked out in a thread: the screen stays alive while the search thinks).
"""

from __future__ import annotations

import asyncio
from typing import ClassVar

from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.markup import escape
from textual.widgets import Input, Static

from dominohall import View
from dominohall.tui.fullscreen import TextScreen
from dominohall.tui.learn import LessonRun, rules_text_of
from dominohall.tui.render import Style, wrap_text


class LearnApp(App[int]):
    """One lesson, full screen."""

    TITLE = "dominohall"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit_lesson", "quit", show=False, priority=True),
        Binding("f1", "help", "help", show=False, priority=True),
        Binding("f2", "rules", "rules", show=False),
        Binding("pageup", "step(-1)", "step before", show=False, priority=True),
        Binding("pagedown", "step(1)", "step after", show=False, priority=True),
        Binding("up", "scroll(-1)", "scroll up", show=False),
        Binding("down", "scroll(1)", "scroll down", show=False),
    ]
    CSS = """
    #head { height: auto; background: $panel; padding: 0 1; text-style: bold; }
    #body { height: 1fr; padding: 0 1; }
    #choices { height: auto; padding: 0 1; border-top: solid $primary; }
    #task { height: auto; padding: 0 1; text-style: bold; border-top: solid $primary; }
    #message { height: auto; padding: 0 1; color: $warning; }
    #message.done { color: $success; }
    #command { height: 1; border: none; padding: 0 1; background: $surface; }
    #command:focus { border: none; }
    #keys { height: auto; background: $panel; color: $text-muted; padding: 0 1; }
    """

    def __init__(self, run: LessonRun, *, ascii_only: bool = False, encoding: str | None = "utf-8") -> None:
        super().__init__()
        self.run_ = run
        self.ascii_only = ascii_only
        self.encoding = encoding
        self.message: list[str] = []
        self.hint_text = ""
        self.thinking = False

    def compose(self) -> ComposeResult:
        yield Static(id="head")
        with VerticalScroll(id="body"):
            yield Static(id="text")
        yield Static(id="choices")
        yield Static(id="task")
        yield Static(id="message")
        yield Input(id="command", select_on_focus=False)
        yield Static(id="keys")

    def on_mount(self) -> None:
        self.query_one("#body").can_focus = False
        command = self.query_one(Input)
        command.cursor_blink = False
        command.focus()
        self.redraw()

    def on_resize(self, event: events.Resize) -> None:
        self.redraw()

    @property
    def width(self) -> int:
        return max(self.size.width - 4, 30)

    def style_for(self, view: View) -> Style:
        return Style.choose(view, self.ascii_only, self.encoding, self.width)

    def redraw(self) -> None:
        run, t = self.run_, self.run_.texts
        self.query_one("#head", Static).update(escape(run.head()))
        # The hand and the moves stay in sight under the words and the table, which scroll: at 80x24 they
        # were below the fold, eight presses of the arrow down (issue 36 item 16).
        choices = [] if run.finished else run.choice_lines(self.style_for)
        if run.practising:
            lines = run.practice_lines(self.style_for, self.width, hand=False)
            if not run.finished:
                lines += ["", self.hint_text or t("thinking...")]
            task: list[str] = []
        else:
            lines = run.step_lines(self.style_for, self.width, task=False, hand=False)
            if run.solved is not None:
                lines += ["", *run.after_lines(self.style_for)]
            task = run.task_lines(self.width)
        self.query_one("#text", Static).update(escape("\n".join(lines)))
        self.query_one("#choices", Static).update(escape("\n".join(choices)))
        self.query_one("#choices", Static).display = bool(choices)
        self.query_one("#task", Static).update(escape("\n".join(task)))
        self.query_one("#task", Static).display = bool(task)
        message = self.query_one("#message", Static)
        message.update(escape("\n".join(w for line in self.message for w in wrap_text(line, self.width, ""))))
        message.set_class(run.solved is not None, "done")
        message.display = bool(self.message)
        if run.solved is not None:
            keys = t("Enter: go on · ↑↓ scroll · PgUp/PgDn steps · F1 help · F2 rules · ^Q quit")
        else:
            keys = t("Enter: try · ↑↓ scroll · PgUp/PgDn steps · F1 help · F2 rules · ^Q quit")
        self.query_one("#keys", Static).update(escape(keys))
        if run.solved is not None or run.practising:
            self.query_one("#body", VerticalScroll).scroll_end(animate=False)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        event.input.value = ""
        run, t = self.run_, self.run_.texts
        command = t.command(text.split(" ")[0]) if text else None
        if command == "quit":
            self.exit(0)
            return
        if command == "help":
            self.action_help()
            return
        if command == "rules":
            self.action_rules()
            return
        if run.practising:
            if run.finished:
                self.exit(0)
                return
            if text and not self.thinking:
                self.message = run.practice_attempt(text)
                self.hint_text = ""
                self.redraw()
                self.ask_hint()
            return
        if run.solved is not None:
            if not text:
                self.action_step(1)
            return
        if text:
            self.message = run.attempt(text)
            self.redraw()

    def ask_hint(self) -> None:
        """The hint for the person's turn, found in a thread."""
        run = self.run_
        if not run.practising or run.finished:
            return
        self.thinking = True

        async def think() -> None:
            try:
                self.hint_text = await asyncio.to_thread(run.hint_line)
            finally:
                self.thinking = False
            self.redraw()

        self.run_worker(think(), exclusive=True, group="hint")

    def action_step(self, delta: int) -> None:
        run = self.run_
        self.message = []
        if delta > 0 and not run.practising:
            run.next()
            if run.practising:
                self.message = run.news()
                self.ask_hint()
        elif delta < 0:
            run.back()
        self.redraw()

    def action_scroll(self, lines: int) -> None:
        body = self.query_one("#body", VerticalScroll)
        body.scroll_relative(y=lines * 3, animate=False)

    @property
    def overlay_width(self) -> int:
        """The width of the text in a box over the lesson (:class:`TextScreen`: 90% of the screen, at most
        100, less its border, padding and scroll bar): text broken wider is broken again by the box,
        raggedly (issue 36 item 16)."""
        return max(min(self.size.width * 9 // 10, 100) - 6, 20)

    def action_help(self) -> None:
        t = self.run_.texts
        self.push_screen(
            TextScreen(t("Help"), wrap_text(self.run_.help_text(), self.overlay_width, ""), t("Enter or Esc: close"))
        )

    def action_rules(self) -> None:
        t = self.run_.texts
        name = self.run_.lesson.variant
        self.push_screen(
            TextScreen(t.variant(name), rules_text_of(self.run_, self.overlay_width), t("Enter or Esc: close"))
        )

    def action_quit_lesson(self) -> None:
        self.exit(0)


__all__ = ["LearnApp"]
