"""The game loop of ``dominohall play``: a person at seat 0 against bots, a whole match, line by line.

The person types a move's number from the list or the move in the notation, or a command: ``hint``,
``rules``, ``undo``, ``save FILE``, ``quit``, ``help``. A mistyped or illegal move is explained (the rule
ID, what the rule requires, and the engine's detail) and the game goes on; the end of input quits.
``dominohall play --resume FILE`` goes on with a game saved with ``save FILE``.

>>> import io
>>> from dominohall import new_match
>>> out = io.StringIO()
>>> answers = iter(["9-9@Q", "quit", "y"])
>>> game = Game(new_match("block", 2, seed=3), ["random"], read=lambda _: next(answers), write=out.write)
>>> game.run()
0
>>> print(*[line for line in out.getvalue().splitlines() if "detail:" in line])
  detail: unknown end 'Q' in '9-9@Q' (ends are L, R, N, E, S, W, TL, TR, BL, BR)
>>> "(help lists the commands): N: A move is written" in out.getvalue(), "game abandoned" in out.getvalue()
(True, True)
"""

from __future__ import annotations

import io
import shutil
import sys
from collections.abc import Callable, Mapping, Sequence

from dominohall import Deal, Match, Move, View, new_match
from dominohall.bots import Bot, make_bot
from dominohall.errors import DominohallError, IllegalMoveError, NotationError, OptionError
from dominohall.events import DealEnded, Dealt, Passed, Played, Stole, public_event
from dominohall.i18n import RULES, YES, Texts
from dominohall.record import dump, load
from dominohall.tui.render import Style, draw_layout, event_lines, screen, standings

HUMAN = 0
"""The person's seat."""


class Game:
    """A match between a person (seat 0) and bots (the other seats)."""

    def __init__(
        self,
        match: Match,
        bot_specs: Sequence[str],
        *,
        lang: str = "en",
        ascii_only: bool = False,
        width: int = 80,
        seed: int | None = None,
        hint_spec: str = "ismcts",
        encoding: str | None = "utf-8",
        read: Callable[[str], str] = input,
        write: Callable[[str], object] = sys.stdout.write,
    ) -> None:
        self.match = match
        n = match.n
        specs = list(bot_specs) or ["greedy"]
        # The last spec fills the table.
        self.specs = [""] + [specs[min(i, len(specs) - 1)] for i in range(n - 1)]
        self.bots: list[Bot | None] = [None] + [
            make_bot(self.specs[s], None if seed is None else seed * 101 + s) for s in range(1, n)
        ]
        self.texts = Texts(lang)
        self.labels = [self.texts("you")] + [self.texts("seat", seat=s, bot=self.specs[s]) for s in range(1, n)]
        self.ascii_only = ascii_only
        self.width = width
        self.encoding = encoding
        self.seed = seed
        self.hint_spec = hint_spec
        self.read = read
        self._write = write
        history = match.history
        deals = [i for i, e in enumerate(history) if isinstance(e, Dealt)]
        self.shown = deals[-1] if deals else 0
        """Events of the match history already told (a resumed match retells its current deal)."""
        self.seats: list[int] = [e.seat for e in history if isinstance(e, Played | Passed | Stole)]
        """The seat of every move made so far, in order (for undo)."""

    # ---- output ---------------------------------------------------------------------------------
    def say(self, text: str = "") -> None:
        self._write(text + "\n")

    def style(self, view: View) -> Style:
        return Style.choose(view, self.ascii_only, self.encoding, self.width)

    def report(self, finished: Deal | None = None) -> None:
        """Tell the events not told yet; at the end of a deal, its last layout and the standings."""
        history = self.match.history
        ended = False
        for event in history[self.shown :]:
            if isinstance(event, DealEnded) and finished is not None:
                view = View.of(finished, HUMAN)
                self.say("\n".join(draw_layout(view, self.style(view), self.texts)))
                ended = True
            for line in event_lines(public_event(event, HUMAN), HUMAN, self.labels, self.texts):
                self.say(line)
        self.shown = len(history)
        if ended:
            self.say("\n".join(standings(self.match.view(HUMAN), self.labels, self.texts)))
            self.say()

    # ---- moves ----------------------------------------------------------------------------------
    def make(self, move: Move, seat: int) -> None:
        """Play ``move`` for ``seat`` (checked) and tell what happened."""
        before = self.match.deal
        self.match.play(move, seat=seat)
        self.seats.append(seat)
        self.report(before if before.is_over else None)

    def undo(self) -> bool:
        """Take back the person's last move and the bots' moves after it."""
        if HUMAN not in self.seats:
            self.say(self.texts("nothing_to_undo"))
            return False
        undone: list[Move] = []
        while True:
            seat = self.seats.pop()
            undone.append(self.match.pop())
            if seat == HUMAN:
                break
        self.shown = len(self.match.history)
        self.say(self.texts("undone", moves=", ".join(str(m) for m in reversed(undone))))
        return True

    # ---- the loop -------------------------------------------------------------------------------
    def run(self) -> int:
        """Play the match to its end (0), or until the person quits (0) or interrupts (130)."""
        try:
            self.report()
            while not self.match.is_over:
                seat = self.match.turn
                bot = self.bots[seat]
                if bot is not None:
                    self.make(bot.choose(self.match.view(seat)), seat)
                elif not self.ask():
                    return 0
        except KeyboardInterrupt:
            self.say()
            self.say(self.texts("bye"))
            return 130
        result = self.match.result
        assert result is not None
        self.say(self.texts("you_won" if HUMAN in result.winners else "you_lost"))
        return 0

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
        self.say()
        self.say(screen(view, self.labels, self.style(view), self.texts))
        moves = view.legal_moves
        t = self.texts
        while True:
            line = self.prompt(f"{t('prompt')} > ")
            if line is None:
                self.say(t("bye"))
                return False
            text = line.strip()
            command, _, arg = text.partition(" ")
            if not text:
                continue
            if command == "help":
                self.say(t("help"))
            elif command == "rules":
                self.say(self.rules())
            elif command == "hint":
                self.say(t("thinking"))
                move = make_bot(self.hint_spec, self.seed).choose(view)
                self.say(t("hint", bot=self.hint_spec, move=move, n=moves.index(move) + 1))
            elif command == "undo":
                if self.undo():
                    return True
            elif command == "save":
                if not arg.strip():
                    self.say(t("save_usage"))
                    continue
                try:
                    dump(self.match, arg.strip())
                except OSError as exc:
                    self.say(t("save_failed", error=exc))
                else:
                    self.say(t("saved", file=arg.strip()))
            elif command == "quit":
                answer = self.prompt(f"{t('quit_confirm')} > ")
                if answer is None or answer.strip().lower() in YES:
                    self.say(t("bye"))
                    return False
                self.say(t("quit_kept"))
            elif self.try_move(text, moves):
                return True

    def try_move(self, text: str, moves: Sequence[Move]) -> bool:
        """Play what the person typed: a number from the list, or the notation. An illegal or
        mistyped move is explained and ``False`` returned."""
        t = self.texts
        if text.isdigit():
            k = int(text)
            if not 1 <= k <= len(moves):
                self.say(t("no_number", n=k, k=len(moves)))
                return False
            move = moves[k - 1]
        else:
            try:
                move = Move.from_str(text)
            except NotationError as exc:
                self.explain("not_a_move", exc, "N")
                return False
        try:
            self.make(move, HUMAN)
        except IllegalMoveError as exc:
            self.explain("illegal", exc, exc.rule)
            self.say(t("goes_on"))
            return False
        return True

    def explain(self, key: str, error: Exception, rule: str) -> None:
        """A refused move: the rule ID and what the rule requires, in the person's language, then the
        engine's specific detail (in English, labelled so in Polish and Russian)."""
        detail = str(error)
        if isinstance(error, DominohallError) and error.rule is not None and self.texts.rule(error.rule) is not None:
            rule, detail = error.rule, error.reason
        sentence = self.texts.rule(rule)
        if sentence is None:  # not a rule of RULES.md: the engine's words are all there is
            self.say(self.texts(key, rule=rule, sentence=detail))
            return
        self.say(self.texts(key, rule=rule, sentence=sentence))
        self.say(self.texts("detail", detail=detail))

    def rules(self) -> str:
        """The ``rules`` command: RULES.md for this game in English; in Polish and Russian what each of
        its rules requires, one sentence each (and where to find the whole English text)."""
        from dominohall.cli import rules_text

        name = self.match.variant.name
        if self.texts.lang == "en":
            return rules_text(name)
        wanted = ("C", self.match.variant.rule_prefix, "N")
        lines = [self.texts("rules_short", variant=self.texts(f"variant.{name}"), name=name)]
        lines += [f"  {rule}: {self.texts.rule(rule)}" for rule in RULES if rule.rsplit("-", 1)[0] in wanted]
        return "\n".join(lines)


def play(
    variant: str | None,
    players: int | None = None,
    *,
    resume: str | None = None,
    bots: str = "greedy",
    seed: int | None = None,
    lang: str = "en",
    ascii_only: bool = False,
    options: Mapping[str, object] | None = None,
    width: int | None = None,
    hint_spec: str = "ismcts",
) -> int:
    """``dominohall play``: set up the match (or go on with the saved one ``resume``) and the bots, and
    play in the terminal."""
    from dominohall import variant_class

    if resume is not None:
        match = load(resume)
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
    specs = [b.strip() for b in bots.split(",") if b.strip()]
    make_bot(hint_spec)  # refuse a bad hint level before the game starts
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="replace")
    game = Game(
        match,
        specs,
        lang=lang,
        ascii_only=ascii_only,
        width=width or shutil.get_terminal_size((80, 24)).columns,
        seed=seed,
        hint_spec=hint_spec,
        encoding=sys.stdout.encoding,
        write=lambda text: (sys.stdout.write(text), sys.stdout.flush()),
    )
    return game.run()


__all__ = ["HUMAN", "Game", "play"]
