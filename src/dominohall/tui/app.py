"""The line mode of ``dominohall play``: a person at seat 0 against bots, a whole match, line by line
(for screen readers, pipes and very small terminals; :mod:`dominohall.tui.fullscreen` is the
full-screen game).

The person types a move's number from the list or the move in the notation, or a command: ``hint``,
``rules``, ``undo``, ``save FILE``, ``auto``, ``quit``, ``help`` (in English, Polish or Russian). A
mistyped or illegal move is explained (in plain words, then the rule) and the game goes on; the end of
input quits. ``dominohall play --resume FILE`` goes on with a game saved with ``save FILE``.

>>> import io
>>> from dominohall import new_match
>>> out = io.StringIO()
>>> answers = iter(["9-9@Q", "quit", "y"])
>>> game = Game(new_match("block", 2, seed=3), ["random"], read=lambda _: next(answers), write=out.write)
>>> game.run()
0
>>> print(*[line for line in out.getvalue().splitlines() if "detail:" in line])
  detail: unknown end 'Q' in '9-9@Q' (ends are L, R, N, E, S, W, TL, TR, BL, BR)
>>> 'not allowed: "9-9@Q" is not a move or a command' in out.getvalue(), "game abandoned" in out.getvalue()
(True, True)
"""

from __future__ import annotations

import io
import shutil
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from dominohall import Deal, Match, Move, View, new_match
from dominohall.bots import make_bot
from dominohall.errors import IllegalMoveError, NotationError, OptionError, os_error_text
from dominohall.events import DealEnded, Dealt, MatchEnded, Stole, public_event
from dominohall.i18n import Texts, rule_sentences
from dominohall.record import SavedGame, load_saved
from dominohall.tui.render import (
    HELP,
    Style,
    draw_layout,
    event_lines,
    help_lines,
    length_lines,
    markdown_text,
    move_lines,
    place_lines,
    screen,
    standings,
    wrap_named,
    wrap_text,
)
from dominohall.tui.session import HUMAN, Table
from dominohall.variants import variant_info


class Game:
    """A match between a person (seat 0) and bots (the other seats), line by line."""

    def __init__(
        self,
        match: Match,
        bot_specs: Sequence[str],
        *,
        lang: str = "en",
        ascii_only: bool = False,
        width: int | None = 80,
        seed: int | None = None,
        hint_spec: str = "ismcts",
        auto: bool = False,
        encoding: str | None = "utf-8",
        read: Callable[[str], str] = input,
        write: Callable[[str], object] = sys.stdout.write,
        saved_bots: Sequence[str | None] | None = None,
        earlier_bots: Sequence[tuple[int, Sequence[str | None]]] = (),
    ) -> None:
        self.table = Table(
            match,
            bot_specs,
            lang=lang,
            seed=seed,
            hint_spec=hint_spec,
            saved_bots=saved_bots,
            earlier_bots=earlier_bots,
        )
        self.match = match
        self.texts: Texts = self.table.texts
        self.labels = self.table.labels
        self.ascii_only = ascii_only
        self.fixed_width = width
        """The width asked for; ``None``: the terminal's, read anew before every screen (it may be resized)."""
        self.encoding = encoding
        self.auto = auto
        self.read = read
        self._write = write
        self.shown = self.table.deal_start()
        """Events of the match history already told (a resumed match retells its current deal)."""

    # ---- output ---------------------------------------------------------------------------------
    @property
    def width(self) -> int:
        if self.fixed_width is not None:
            return self.fixed_width
        return shutil.get_terminal_size((80, 24)).columns

    def say(self, text: str = "") -> None:
        self._write(text + "\n")

    def tell(self, line: str) -> None:
        """A line of words, broken between words to the width (not by the terminal, mid-word)."""
        self.say("\n".join(wrap_named(line, self.width, self.labels)))

    def style(self, view: View) -> Style:
        return Style.choose(view, self.ascii_only, self.encoding, self.width)

    def layout_style(self) -> Style:
        """Layouts are drawn with their numbers (``[3|5]``), never as domino faces alone: the line mode
        is read by screen readers and kept in log files, which make nothing of the faces (the hand
        writes each face's numbers beside it)."""
        return Style(unicode=False, width=self.width)

    def report(self, finished: Deal | None = None) -> None:
        """Tell the events not told yet; at the end of a deal, its last layout, and the standings before
        the next deal is dealt.

        After a White Snake deal won on 0-0 (WS-7), the standings are told once the token is stolen:
        a bot steals at once; the person is told the standings and asked whose token to take."""
        history = self.match.history
        numbered = self.match.variant.numbered_deals
        variant = self.match.variant.name
        stealer = self.match.stealer
        due = False  # the standings are to be told before the next deal
        for index in range(self.shown, len(history)):
            event = history[index]
            labels = self.table.labels_at(index)
            if isinstance(event, MatchEnded):
                due = False  # the final standings follow the match's end (run)
            if isinstance(event, Dealt) and due:
                self.tell_standings()
                due = False
            if isinstance(event, DealEnded) and finished is not None:
                view = View.of(finished, HUMAN)
                self.say("\n".join(draw_layout(view, self.layout_style(), self.texts)))
                due = self.table.bot(stealer) is None
            due = due or isinstance(event, Stole)
            for line in event_lines(public_event(event, HUMAN), HUMAN, labels, self.texts, numbered, variant):
                self.tell(line)
        self.shown = len(history)
        if due and not self.match.is_over:
            self.tell_standings()

    def tell_standings(self) -> None:
        self.say("\n".join(standings(self.match.view(HUMAN), self.labels, self.texts, self.width)))
        self.say()

    # ---- moves ----------------------------------------------------------------------------------
    def make(self, move: Move, seat: int) -> None:
        """Play ``move`` for ``seat`` (checked) and tell what happened."""
        self.report(self.table.make(move, seat))

    def undo(self) -> bool:
        """Take back the person's last move and the bots' moves after it."""
        undone = self.table.undo()
        if not undone:
            self.say(self.texts("nothing to take back"))
            return False
        self.shown = len(self.match.history)
        self.say(self.texts("taken back: {moves}", moves=", ".join(str(m) for m in undone)))
        return True

    # ---- the loop -------------------------------------------------------------------------------
    def run(self) -> int:
        """Play the match to its end (0), or until the person quits (0) or interrupts (130)."""
        try:
            if self.match.start_state is None and not any(isinstance(e, DealEnded) for e in self.match.history):
                rules = self.match.rules
                for line in length_lines(self.match.variant.name, self.match.n, rules.options, self.texts):
                    self.tell(line)
            self.report()
            for line in self.table.bot_changes():
                self.tell(line)
            while not self.match.is_over:
                seat = self.match.turn
                bot = self.table.bot(seat)
                forced = self.table.forced() if self.auto else None
                if bot is not None:
                    self.make(bot.choose(self.match.view(seat)), seat)
                elif forced is not None:
                    self.say(self.texts("played for you: {move}", move=self.move_name(forced)))
                    self.make(forced, HUMAN)
                elif not self.ask():
                    return 0
        except KeyboardInterrupt:
            self.say()
            self.say(self.texts("game abandoned; goodbye"))
            return 130
        self.tell(self.table.end_message())
        view = self.match.view(HUMAN)
        result = self.match.result
        assert result is not None
        self.say(self.texts("final standings ({rule}):", rule=result.rule))
        self.say("\n".join(place_lines(view, self.labels, self.texts, self.width)))
        return 0

    def move_name(self, move: Move) -> str:
        """A move as the person reads it (the pass in their language)."""
        return self.texts("pass") if move.kind == "pass" else str(move)

    def prompt(self, text: str) -> str | None:
        """A line of input, or ``None`` at the end of input."""
        try:
            return self.read(text)
        except EOFError:
            self.say()
            return None

    def ask(self) -> bool:
        """Show the table and take the person's move; ``False`` if the person quits."""
        view = self.match.view(HUMAN)
        moves = view.legal_moves
        t = self.texts
        if self.match.stealer == HUMAN:
            # WS-7, between deals: the deal and the standings were just told; only the choice is new.
            self.tell(t("You won a 0-0 deal: choose whose token to steal (WS-7)."))
            self.say("\n".join(move_lines(view, self.style(view), t, self.labels)))
        else:
            self.say()
            self.say(screen(view, self.labels, self.style(view), t, self.layout_style()))
        while True:
            line = self.prompt(t("move number, notation or help") + " > ")
            if line is None:
                self.say(t("game abandoned; goodbye"))
                return False
            text = line.strip()
            word, _, arg = text.partition(" ")
            if not text:
                continue
            command = t.command(word)
            if command == "help":
                self.say("\n".join(help_lines(t(HELP, hint=self.table.hint_spec), self.width)))
            elif command == "rules":
                self.say(self.rules())
            elif command == "hint":
                self.say(t("thinking..."))
                move = self.table.hint(view)
                self.say(
                    t(
                        "hint ({bot}): {move} (move {n})",
                        bot=t.bot(self.table.hint_spec),
                        move=move,
                        n=moves.index(move) + 1,
                    )
                )
            elif command == "undo":
                if self.undo():
                    return True
            elif command == "auto":
                self.auto = not self.auto
                on, off = t("forced moves are now played by themselves"), t("forced moves are now yours to make")
                self.say(on if self.auto else off)
                if self.auto and self.table.forced() is not None:
                    return True
            elif command == "save":
                if not arg.strip():
                    self.say(t("write: save FILE"))
                    continue
                try:
                    self.table.save(arg.strip())
                except OSError as exc:
                    self.say(t("could not save: {error}", error=os_error_text(exc)))
                else:
                    self.say(t("saved to {file}", file=arg.strip()))
            elif command == "quit":
                answer = self.prompt(t("quit and throw this game away? (y/n)") + " > ")
                if answer is None or self.texts.is_yes(answer.strip()):
                    self.say(t("game abandoned; goodbye"))
                    return False
                self.say(t("the game goes on"))
            elif self.try_move(text, moves):
                return True

    def try_move(self, text: str, moves: Sequence[Move]) -> bool:
        """Play what the person typed: a number from the list, or the notation. An illegal or
        mistyped move is explained and ``False`` returned."""
        t = self.texts
        if text.isdigit():
            k = int(text)
            if not 1 <= k <= len(moves):
                self.say(t("there is no move {n}: choose 1 to {k}", n=k, k=len(moves)))
                return False
            move = moves[k - 1]
        else:
            try:
                move = self.table.parse(text)
            except NotationError as exc:
                for line in self.table.refusal(None, exc, text):
                    self.tell(line)
                return False
        try:
            self.make(move, HUMAN)
        except IllegalMoveError as exc:
            for line in self.table.refusal(move, exc):
                self.tell(line)
            self.say(t("the game goes on"))
            return False
        return True

    def rules(self) -> str:
        """The ``rules`` command: RULES.md for this game in English, as plain text (no Markdown
        marks); in Polish and Russian what each of its rules requires, one sentence each (and where
        to find the whole English text)."""
        return "\n".join(rules_lines(self.match.variant.name, self.texts, self.width))


def rules_lines(name: str, texts: Texts, width: int) -> list[str]:
    """The rules of variant ``name`` for a person: see :meth:`Game.rules`."""
    from dominohall.rulebook import rules_text

    if texts.lang == "en":
        return markdown_text(rules_text(name), width)
    wanted = ("C", variant_info(name).rule_prefix, "N")
    lines = wrap_text(
        texts(
            "The rules of {variant} in short (the whole text: dominohall rules {name}):",
            variant=texts.variant(name),
            name=name,
        ),
        width,
    )
    for rule in rule_sentences():
        if rule.rsplit("-", 1)[0] in wanted:
            lines += wrap_text(f"  {rule}: {texts.rule(rule)}", width, "    ")
    return lines


@dataclass(frozen=True)
class GameSetup:
    """What ``dominohall play`` starts with: the match, the bots of seats 1, 2, …, and, for a saved
    game, the bots it was played against and its language (:class:`dominohall.record.SavedGame`)."""

    match: Match
    specs: list[str]
    saved_bots: list[str | None] | None = None
    earlier_bots: list[tuple[int, list[str | None]]] = field(default_factory=list)
    lang: str = "en"


def setup_game(
    variant: str | None,
    players: int | None,
    *,
    resume: str | None,
    bots: str | None,
    seed: int | None,
    options: Mapping[str, object] | None,
    lang: str | None = None,
) -> GameSetup:
    """The match to play (new, or the saved one ``resume``), the bots of seats 1, 2, …: those asked
    for, else a saved game's own, else greedy; and the language: the one asked for, else a saved
    game's own, else English."""
    from dominohall import variant_class

    saved: SavedGame | None = None
    if resume is not None:
        saved = load_saved(resume)
        match = saved.match
        if variant is not None and variant_class(variant).name != match.variant.name:
            raise OptionError(f"--resume: {resume} is a game of {match.variant.name}, not {variant}")
        if players is not None or options:
            raise OptionError("--resume: the players and options are those of the saved game")
    elif variant is None:
        raise OptionError("play: name a variant (see 'dominohall variants'), or --resume FILE")
    else:
        cls = variant_class(variant)
        n = players if players is not None else cls.min_players
        match = new_match(cls.name, n, seed=seed, options=options)
    saved_bots = saved.bots if saved is not None else None
    if bots is not None:
        specs = [b.strip() for b in bots.split(",") if b.strip()]
    elif saved_bots is not None:
        specs = [b or "greedy" for b in saved_bots[1:]]
    else:
        specs = ["greedy"]
    for spec in specs:
        make_bot(spec)  # refuse a bad spec (typed, or in a tampered record) before the game starts
    return GameSetup(
        match,
        specs,
        saved_bots,
        saved.earlier_bots if saved is not None else [],
        lang or (saved.lang if saved is not None else None) or "en",
    )


def play(
    variant: str | None,
    players: int | None = None,
    *,
    resume: str | None = None,
    bots: str | None = None,
    seed: int | None = None,
    lang: str | None = None,
    ascii_only: bool = False,
    options: Mapping[str, object] | None = None,
    width: int | None = None,
    hint_spec: str = "ismcts",
    auto: bool = False,
) -> int:
    """``dominohall play --plain``: set up the match (or go on with the saved one ``resume``) and the
    bots, and play line by line."""
    setup = setup_game(variant, players, resume=resume, bots=bots, seed=seed, options=options, lang=lang)
    make_bot(hint_spec)  # refuse a bad hint level before the game starts
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="replace")
    game = Game(
        setup.match,
        setup.specs,
        saved_bots=setup.saved_bots,
        earlier_bots=setup.earlier_bots,
        lang=setup.lang,
        ascii_only=ascii_only,
        width=width,
        seed=seed,
        hint_spec=hint_spec,
        auto=auto,
        encoding=sys.stdout.encoding,
        write=lambda text: (sys.stdout.write(text), sys.stdout.flush()),
    )
    return game.run()


__all__ = ["HUMAN", "Game", "GameSetup", "play", "rules_lines", "setup_game"]
