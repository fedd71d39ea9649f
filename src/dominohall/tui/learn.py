"""``dominohall learn VARIANT``: a lesson in the terminal, step by step, then a practice deal with hints.

A step shows its rule in a few sentences, the table (drawn as in the game) with what to look at named
under it, and the task; the person types a move (its number in the list, the notation, or a tile
alone where it has one place) and is told at once: done (and on to the next step with Enter), legal
but beside the point (why, and try again), or refused (in the plain words of the game's refusals,
:meth:`dominohall.tui.session.Table.refusal`). The practice deal is against the lesson's gentle bot,
each of the person's turns with the hint the search prefers and its reason.

:class:`LessonRun` holds the lesson's state and words for both interfaces: the line mode
(:func:`learn_plain`) and the full screen (:class:`LearnApp`, Textual).

>>> import io
>>> out = io.StringIO()
>>> answers = iter(["5-5", "6-6", "quit"])
>>> learn_plain("block", read=lambda _: next(answers), write=out.write, width=80)
0
>>> "not allowed: you do not hold 5-5" in out.getvalue(), "6-6 starts the line" in out.getvalue()
(True, True)
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from dominohall import Match, Move, View
from dominohall.errors import DominohallError, IllegalMoveError, NotationError
from dominohall.events import Passed, Played, public_event
from dominohall.i18n import Texts
from dominohall.lessons import Lesson, lesson
from dominohall.lessons.core import LEARNER, Step, judge, placed, step_view
from dominohall.lessons.practice import Game, advance, hint, play, start
from dominohall.presentation.notes import move_said
from dominohall.tui.render import Style, draw_layout, end_name, event_lines, screen_parts, wrap_text
from dominohall.tui.session import Table


class LessonRun:
    """One lesson for one person: which step, whether it is done, then the practice deal. Every
    method returns lines of text (already in the person's language); nothing here draws."""

    def __init__(
        self, les: Lesson, *, lang: str = "en", first: int = 0, seed: int | None = None, numbers: bool = False
    ) -> None:
        self.lesson = les
        self.numbers = numbers
        """Layouts drawn with their numbers (``[3|5]``), as the line mode draws them for screen readers and
        log files, whatever the style of the hand."""
        self.texts = Texts(lang)
        self.index = max(0, min(first, len(les.steps)))
        """The step being learnt; ``len(steps)`` once the practice deal is on."""
        self.solved: View | None = None
        """The view after the step's accepted move, once made (Enter then goes on)."""
        self.seed = les.practice.seed if seed is None else seed
        self.game: Game | None = None
        """The practice deal, once on."""
        self.shown = 0
        """Events of the practice deal already told."""

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def practising(self) -> bool:
        return self.game is not None

    @property
    def finished(self) -> bool:
        return self.game is not None and self.game.over

    def labels(self, players: int) -> list[str]:
        t = self.texts
        return [t("you")] + [t("seat {seat}", seat=s) for s in range(1, players)]

    # ---- the steps --------------------------------------------------------------------------------
    def head(self) -> str:
        t = self.texts
        name = t.variant(self.lesson.variant)
        step = self.step
        if step is None:
            return t("{variant}: practice deal", variant=name)
        return t(
            "{variant}: step {n} of {k}: {title}",
            variant=name,
            n=self.index + 1,
            k=len(self.lesson.steps),
            title=t.say(step.title),
        )

    def table_parts(self, view: View, style_for: Callable[[View], Style]) -> tuple[list[str], list[str]]:
        """The table and what the person chooses from (hand and moves), as :func:`screen_parts` draws them."""
        style = style_for(view)
        layout = Style(unicode=False, width=style.width) if self.numbers else None
        return screen_parts(view, self.labels(view.players), style, self.texts, layout)

    def choice_lines(self, style_for: Callable[[View], Style]) -> list[str]:
        """The hand and the moves of the step's table or of the practice deal (the full screen keeps
        them in sight under the words, which scroll)."""
        if self.game is not None:
            return self.table_parts(self.game.view(), style_for)[1]
        step = self.step
        assert step is not None
        return self.table_parts(step_view(step), style_for)[1]

    def step_lines(
        self, style_for: Callable[[View], Style], width: int, task: bool = True, hand: bool = True
    ) -> list[str]:
        """The step: its words, its rules, the table, what to look at, and (``task``) the task; without
        ``hand``, the table's hand and moves are left out (:meth:`choice_lines`)."""
        t = self.texts
        step = self.step
        assert step is not None
        lines: list[str] = []
        if self.index == 0:
            lines += [*wrap_text(t.say(self.lesson.intro), width, ""), ""]
            for name in self.lesson.refers:
                lines += wrap_text(
                    t(
                        "Rules shared with {other} are taught in its lesson: dominohall learn {name}",
                        other=t.variant(name),
                        name=name,
                    ),
                    width,
                    "",
                )
            if self.lesson.refers:
                lines.append("")
        lines += wrap_text(t.say(step.text), width, "")
        for rule in step.rules:
            lines += wrap_text(t("  {rule}: {sentence}", rule=rule, sentence=t.rule(rule) or ""), width, "    ")
        lines.append("")
        view = step_view(step)
        table, choices = self.table_parts(view, style_for)
        lines += [*table, *(["", *choices] if hand else [])]
        lines += self.look_at(view, width)
        if task:
            lines += ["", *self.task_lines(width)]
        return lines

    def task_lines(self, width: int) -> list[str]:
        step = self.step
        assert step is not None
        return wrap_text(self.texts("Task: {task}", task=self.texts.say(step.task)), width, "")

    def after_lines(self, style_for: Callable[[View], Style]) -> list[str]:
        """The table after the step's accepted move (and the replies to it)."""
        view = self.solved
        assert view is not None
        style = style_for(view)
        return draw_layout(view, Style(unicode=False, width=style.width) if self.numbers else style, self.texts)

    def look_at(self, view: View, width: int) -> list[str]:
        """What the step's highlight points at, in words (the browser draws it on the board)."""
        t = self.texts
        step = self.step
        assert step is not None
        light = step.highlight
        parts = [end_name(t, end) for end in light.ends]
        parts += [t("the junction between columns {left} and {right}", left=c, right=c + 1) for c in light.junctions]
        parts += [t("the tile {tile}", tile=tile) for tile in light.tiles]
        if light.hand:
            parts.append(t("in your hand: {tiles}", tiles=" ".join(light.hand)))
        if not parts:
            return []
        return wrap_text(t("Look at: {things}", things="; ".join(parts)), width, "")

    def attempt(self, text: str) -> list[str]:
        """The person's try at the step: what it came to, in words."""
        t = self.texts
        step = self.step
        assert step is not None
        typed = self.typed(text, step_view(step).legal_moves)
        if isinstance(typed, list):
            return typed
        judged = judge(step, typed)
        if judged.verdict == "accepted":
            self.solved = judged.view
            assert judged.say is not None
            return [t.say(judged.say), t("Enter: go on")]
        if judged.verdict == "missed":
            assert judged.say is not None
            return [t.say(judged.say), t("Try again.")]
        if judged.verdict == "choose":
            return self.choices(text, step_view(step), judged.moves)
        return self.refusal(step.match(), judged.move, judged.error, text)

    def choices(self, text: str, view: View, moves: Sequence[Move]) -> list[str]:
        """A tile written alone that fits several places: each place in words, with its number in the
        list of moves to type (#36 item 15: they were listed in the notation)."""
        t = self.texts
        labels = self.labels(view.players)
        listed = list(view.legal_moves)
        said = [f"{listed.index(m) + 1}) {t.say(move_said(view, m), labels, LEARNER)}" for m in moves if m in listed]
        return [t("{tile} fits more than one place: {moves}", tile=text, moves="; ".join(said))]

    def typed(self, text: str, moves: Sequence[Move]) -> str | list[str]:
        """What the person typed as a move's text: a number of the list is that move, the pass in any
        language is ``pass``; a number not in the list is answered (the lines)."""
        if text.isdigit():
            k = int(text)
            if not 1 <= k <= len(moves):
                return [self.texts("there is no move {n}: choose 1 to {k}", n=k, k=len(moves))]
            return str(moves[k - 1])
        return "pass" if self.texts.is_pass(text) else text

    def refusal(self, match: Match, move: Move | None, error: DominohallError | None, text: str) -> list[str]:
        """A refused move in the game's own words (the table's, :meth:`Table.refusal`)."""
        table = Table(match, ["random"], lang=self.texts.lang)
        if move is None or isinstance(error, NotationError):
            return table.refusal(None, error, text)
        return table.refusal(move, error)

    def next(self) -> None:
        """On to the next step (after the last, the practice deal)."""
        self.solved = None
        self.index = min(self.index + 1, len(self.lesson.steps))
        if self.step is None and self.game is None:
            self.start_practice()

    def back(self) -> None:
        """Back to the step before (or from the practice deal to the last step)."""
        self.solved = None
        self.game = None
        self.index = max(self.index - 1, 0)

    def help_text(self) -> str:
        return self.texts(
            "Type the move the task asks for: its number in the list, the move in the notation (3-5@L, 2-6@TR,"
            " 1-6@cut:1:L, pass), or a tile alone where it fits one place. Enter goes on once a step is done."
            " rules shows the rules of the game, quit ends the lesson."
        )

    # ---- the practice deal ----------------------------------------------------------------------------
    def start_practice(self) -> None:
        self.index = len(self.lesson.steps)
        self.game = start(self.lesson, self.seed)
        self.shown = 0
        advance(self.game)

    def news(self) -> list[str]:
        """What happened in the practice deal since it was last told: the bots' moves, what anyone took
        from a cut (the person's own takes too), the end. The person's own plays and passes are not
        retold in the notation they typed (as the browser's lesson does not retell them)."""
        assert self.game is not None
        events = self.game.deal.events
        labels = self.labels(self.game.match.n)
        t = self.texts
        told = [e for e in events[self.shown :] if not (isinstance(e, Played | Passed) and e.seat == LEARNER)]
        lines = [line for e in told for line in event_lines(public_event(e, LEARNER), LEARNER, labels, t)]
        self.shown = len(events)
        return lines

    def practice_lines(self, style_for: Callable[[View], Style], width: int, hand: bool = True) -> list[str]:
        t = self.texts
        assert self.game is not None
        view = self.game.view()
        lines = wrap_text(t("A short deal against a gentle bot: the hint for each of your turns is shown."), width, "")
        table, choices = self.table_parts(view, style_for)
        lines += ["", *table, *(["", *choices] if hand else [])]
        if self.game.over:
            lines += ["", *(w for line in self.over_lines() for w in wrap_text(line, width, ""))]
        return lines

    def over_lines(self) -> list[str]:
        """The lesson's last words, as the browser says them: "well done" only after a practice deal
        the person won (#36 item 15); a lost one says so (the deal's end above says how); then where
        a whole game is played."""
        t = self.texts
        assert self.game is not None
        result = self.game.deal.result
        won = result is not None and LEARNER in result.winners and LEARNER not in result.losers
        headline = (
            t("The lesson is over: well done!")
            if won
            else t("The lesson is over. This deal went to the bot: its end above says how.")
        )
        return [headline, t("Play a whole game: dominohall play {name}", name=self.lesson.variant)]

    def hint_line(self) -> str:
        """The hint for the person's turn: the move and, where one can be given, why."""
        assert self.game is not None
        t = self.texts
        view = self.game.view()
        move, why = hint(self.lesson, view, self.seed)
        # in words, as the browser's hint (#36 item 15: it was the notation, 3-5@cut:-2:L), with its
        # number in the list of moves, which is what the person types
        said = t.say(move_said(view, move), self.labels(view.players), LEARNER)
        listed = list(view.legal_moves)
        name = f"{listed.index(move) + 1}) {said}" if move in listed else said
        if why is None:
            return t("hint: {move}", move=name)
        return t("hint: {move}: {why}", move=name, why=t.say(why))

    def practice_attempt(self, text: str) -> list[str]:
        """The person's move in the practice deal: made (then the bots answer), or refused."""
        game = self.game
        assert game is not None
        if game.over:
            return []
        typed = self.typed(text, game.view().legal_moves)
        if isinstance(typed, list):
            return typed
        text = typed
        try:
            found = placed(game.match, text)
        except NotationError as exc:
            return self.refusal(game.match, None, exc, text)
        if isinstance(found, tuple):
            return self.choices(text, game.view(), found)
        try:
            play(game, str(found))
        except IllegalMoveError as exc:
            return self.refusal(game.match, found, exc, text)
        return self.news()


def rules_text_of(run: LessonRun, width: int) -> list[str]:
    """The rules of the lesson's game, as the game's rules command shows them."""
    from dominohall.tui.app import rules_lines

    return rules_lines(run.lesson.variant, run.texts, width)


def learn_plain(
    variant: str,
    *,
    lang: str = "en",
    first: int = 0,
    ascii_only: bool = False,
    width: int | None = 80,
    encoding: str | None = "utf-8",
    read: Callable[[str], str] = input,
    write: Callable[[str], object] = sys.stdout.write,
) -> int:
    """The lesson line by line (``dominohall learn VARIANT --plain``): 0 at its end or when the person
    quits (or the input ends)."""
    import shutil

    # The line mode is read by screen readers and kept in logs: layouts with their numbers, as in play.
    run = LessonRun(lesson(variant), lang=lang, first=first, numbers=True)
    t = run.texts

    def cols() -> int:
        return width if width is not None else shutil.get_terminal_size((80, 24)).columns

    def say(lines: Sequence[str] | str) -> None:
        write(("\n".join(lines) if not isinstance(lines, str) else lines) + "\n")

    def tell(lines: Sequence[str] | str) -> None:
        """Sentences (what a try came to, the bots' moves, a hint) broken between words at the width:
        the terminal would break them inside a word."""
        say([part for line in ([lines] if isinstance(lines, str) else lines) for part in wrap_text(line, cols())])

    def style_for(view: View) -> Style:
        return Style.choose(view, ascii_only, encoding, cols())

    def ask(prompt: str) -> str | None:
        try:
            return read(prompt).strip()
        except EOFError:
            return None

    try:
        shown = -1  # the step last shown
        while True:
            if run.practising and shown != run.index:
                say(["", f"== {run.head()} =="])
                tell(run.news())
                shown = run.index
            if run.practising:
                say(["", *run.practice_lines(style_for, cols())])
                if run.finished:
                    return 0
                tell(run.hint_line())
            elif shown != run.index:
                say(["", f"== {run.head()} ==", *run.step_lines(style_for, cols())])
                shown = run.index
            line = ask(f"{t('move number, notation or help')} > ")
            command = t.command(line.split(" ")[0]) if line else None
            if line is None or command == "quit":
                say(t("lesson left; goodbye"))
                return 0
            if command == "help":
                say(wrap_text(run.help_text(), cols(), ""))
            elif command == "rules":
                say(rules_text_of(run, cols()))
            elif run.practising:
                tell(run.practice_attempt(line) if line else [])
            elif run.solved is not None:
                if not line:
                    run.next()
            elif line:
                said = run.attempt(line)
                if run.solved is not None:
                    say(run.after_lines(style_for))
                tell(said)
    except KeyboardInterrupt:
        say(t("lesson left; goodbye"))
        return 130


def learn_full_screen(variant: str, *, lang: str = "en", first: int = 0, ascii_only: bool = False) -> int:
    """The lesson full screen (``dominohall learn VARIANT`` in a terminal, with the ``tui`` extra)."""
    from dominohall.tui.learn_screen import LearnApp

    app = LearnApp(
        LessonRun(lesson(variant), lang=lang, first=first), ascii_only=ascii_only, encoding=sys.stdout.encoding
    )
    code = app.run()
    return code if code is not None else 0


__all__ = ["LessonRun", "learn_full_screen", "learn_plain"]
