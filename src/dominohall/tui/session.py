"""What the two terminal interfaces share: the seats (the person at seat 0, bots at the others, and
their labels), making moves and undoing them, saving the game with its bots, the end of a match in
words, and a refused move explained in plain words first.

The line mode (:mod:`dominohall.tui.app`) and the full-screen game (:mod:`dominohall.tui.fullscreen`)
only draw and read; everything about the game itself goes through a :class:`Table`.

>>> from dominohall import new_match
>>> table = Table(new_match("block", 2, seed=3), ["random"])
>>> table.labels, table.specs
(['you', 'seat 1 (Beginner)'], ['', 'random'])
>>> table.refusal(Move.from_str("6-6"))
['not allowed: you do not hold 6-6']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from dominohall import Deal, Match, Move, View
from dominohall.bots import Bot, make_bot
from dominohall.errors import DominohallError, IllegalMoveError, NotationError
from dominohall.events import Dealt, Event, MatchResult, Passed, Played, Redealt, Stole
from dominohall.i18n import Texts
from dominohall.match import MatchState
from dominohall.presentation.refusals import why_refused
from dominohall.presentation.standing import match_end
from dominohall.record import dump
from dominohall.rules import Rules
from dominohall.tiles import BIT

HUMAN = 0
"""The person's seat."""


def seat_specs(bot_specs: Sequence[str], n: int) -> list[str]:
    """Each seat's bot spec, ``""`` for the person at seat 0; the last spec given fills the table."""
    specs = [b for b in bot_specs if b] or ["greedy"]
    return [""] + [specs[min(i, len(specs) - 1)] for i in range(n - 1)]


class Game(Protocol):
    """What the screens read of a match: a :class:`~dominohall.Match` played here, or a server's
    match as one seat sees it (:class:`dominohall.tui.remote.RemoteGame`)."""

    rules: Rules
    variant: type[Deal]
    n: int
    start_state: MatchState | None

    @property
    def result(self) -> MatchResult | None: ...

    @property
    def history(self) -> Sequence[Event]: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def stealer(self) -> int: ...

    @property
    def turn(self) -> int: ...

    def view(self, seat: int) -> View: ...


class Table:
    """A match between the person (seat 0) and bots (the other seats): the moves, undo, saving.

    ``bot_specs`` are the bots of seats 1, 2, … (the last fills the table); a saved game's own specs
    (:func:`dominohall.record.load_game`) are passed the same way, seat 0's left out.

    A saved game goes on against other bots if asked (``--resume --bots``): ``saved_bots`` are the
    bots the record names (every seat's, ``None`` for the person) and ``earlier_bots`` those it says
    made its first moves. The moves made so far stay the old bots': their seats are named after them,
    and the record saved says so (``earlier_bots``), so that no move is credited to a bot that did not
    make it."""

    def __init__(
        self,
        match: Match,
        bot_specs: Sequence[str],
        *,
        lang: str = "en",
        seed: int | None = None,
        hint_spec: str = "ismcts",
        saved_bots: Sequence[str | None] | None = None,
        earlier_bots: Sequence[tuple[int, Sequence[str | None]]] = (),
    ) -> None:
        self.match = match
        self.game: Game = match
        """What the screens read (the match itself, here)."""
        self.me = HUMAN
        """The person's seat."""
        n = match.n
        self.specs = seat_specs(bot_specs, n)
        self.bots: list[Bot | None] = [None] + [
            make_bot(self.specs[s], None if seed is None else seed * 101 + s) for s in range(1, n)
        ]
        self.texts = Texts(lang)
        self.labels = self.labels_of(self.specs)
        self.seed = seed
        self.hint_spec = hint_spec
        history = match.history
        self.seats: list[int] = [e.seat for e in history if isinstance(e, Played | Passed | Stole)]
        """The seat of every move made so far, in order (for undo)."""
        self.earlier: list[tuple[int, list[str | None]]] = [(until, list(b)) for until, b in earlier_bots]
        """The bots that made the first decisions (see :func:`dominohall.record.record_of`)."""
        self.changed: list[int] = []
        """The seats whose bot is not the one the saved game was played against."""
        if saved_bots is not None and self.seats:
            old = ["", *(b or "" for b in saved_bots[1:])]
            self.changed = [s for s in range(1, n) if old[s] != self.specs[s]]
            if self.changed:
                self.earlier.append((len(self.seats), list(saved_bots)))
        self.past_labels: list[tuple[int, list[str]]] = []
        """``(event index, labels)``: the seats' names for the events before that index of the history."""
        decision_at = [i for i, e in enumerate(history) if isinstance(e, Played | Passed | Stole)]
        for until, specs in self.earlier:
            limit = decision_at[until] if until < len(decision_at) else len(history)
            self.past_labels.append((limit, self.labels_of(["", *(b or "" for b in specs[1:])])))

    def deal_start(self) -> int:
        """Where the current deal's story starts in the history: its deal, with the deals dealt again
        before it (WS-3, TW-2, MC-2, SA-11), so that a skipped number is told why."""
        history = self.game.history
        start = next((i for i in range(len(history) - 1, -1, -1) if isinstance(history[i], Dealt)), 0)
        while start > 0 and isinstance(history[start - 1], Redealt | Dealt):
            start -= 1
        return start

    def labels_of(self, specs: Sequence[str]) -> list[str]:
        """The seats' names: "you", and each bot's seat with the bot."""
        t = self.texts
        return [t("you")] + [t("seat {seat} ({bot})", seat=s, bot=t.bot(specs[s])) for s in range(1, len(specs))]

    def labels_at(self, index: int) -> list[str]:
        """The seats' names for event ``index`` of the history: those of the bots that played then."""
        return next((labels for limit, labels in self.past_labels if index < limit), self.labels)

    def bot_changes(self) -> list[str]:
        """What changed at the table when a saved game went on against other bots, a line a seat."""
        old, t = self.past_labels[-1][1] if self.changed else self.labels, self.texts
        return [t("{old}: now played by {bot}", old=old[s], bot=t.bot(self.specs[s])) for s in self.changed]

    # ---- moves ------------------------------------------------------------------------------------
    def view(self, seat: int = HUMAN) -> View:
        view: View = self.game.view(seat)
        return view

    def bot(self, seat: int) -> Bot | None:
        """The bot at ``seat`` (``None`` at the person's seat)."""
        return self.bots[seat] if 0 <= seat < len(self.bots) else None

    def make(self, move: Move, seat: int) -> Deal | None:
        """Play ``move`` for ``seat`` (checked: raises :class:`IllegalMoveError`); the deal it ended,
        if it ended one (the match may deal the next one as soon as it is looked at; a steal between
        deals ends none)."""
        before = self.match.deal
        was_over = before.is_over  # a steal is made after its deal is over (WS-7): it ends nothing
        self.match.play(move, seat=seat)
        self.seats.append(seat)
        return before if before.is_over and not was_over else None

    def forced(self) -> Move | None:
        """The person's move if it is forced (a single legal move, a pass), else ``None``."""
        if self.match.is_over or self.match.turn != HUMAN:
            return None
        moves = self.match.legal_moves()
        return moves[0] if len(moves) == 1 else None

    def undo(self) -> list[Move]:
        """Take back the person's last move and the bots' moves after it (oldest first); nothing if
        the person has made no move yet."""
        if HUMAN not in self.seats:
            return []
        undone: list[Move] = []
        while True:
            seat = self.seats.pop()
            undone.append(self.match.pop())
            if seat == HUMAN:
                break
        # Moves taken back from before the bots were changed are made again by the bots of now.
        decisions, length = len(self.seats), len(self.match.history)
        self.earlier = [(min(until, decisions), specs) for until, specs in self.earlier]
        self.past_labels = [(min(limit, length), labels) for limit, labels in self.past_labels]
        return undone[::-1]

    def hint(self, view: View) -> Move:
        """The move the hint bot would make."""
        return make_bot(self.hint_spec, self.seed).choose(view)

    def save(self, path: str) -> None:
        """Write the record, with the seats' bots (and those that made the first moves, if they were
        changed), so that ``--resume`` plays on against them, in the language played in."""
        dump(self.match, path, bots=[None, *self.specs[1:]], earlier_bots=self.earlier, lang=self.texts.lang)

    # ---- words ------------------------------------------------------------------------------------
    def end_message(self) -> str:
        """The end of the match for the person: won, lost, or (in Sausage, where only the seats that
        reach the limit lose) neither, with the place in the ranking."""
        assert self.game.result is not None
        return self.texts.say(match_end(self.view(self.me), self.me, self.game.result))

    def parse(self, text: str) -> Move:
        """A move typed by the person: the notation, with the pass in any language."""
        return Move.from_str("pass" if self.texts.is_pass(text.strip()) else text)

    def refusal(self, move: Move | None, error: DominohallError | None = None, text: str = "") -> list[str]:
        """Why a move is refused, in plain words first (translated), then the rule it breaks in the
        person's language; the engine's own detail only where no plain words fit."""
        t = self.texts
        view = self.view(self.me)
        if move is None or isinstance(error, NotationError):
            lines = [
                t(
                    "not allowed: {why}",
                    why=t('"{text}" is not a move or a command (help lists them)', text=text.strip()),
                )
            ]
            lines.append(t("  {rule}: {sentence}", rule="N", sentence=t.rule("N")))
            if error is not None:
                lines.append(t("  detail: {detail}", detail=error.reason))
            return lines
        if error is None:
            try:
                self.match.play(move, seat=HUMAN)
            except IllegalMoveError as exc:
                error = exc
            else:  # pragma: no cover - only refused moves are explained
                self.match.pop()
                return []
        reason = why_refused(view, move, error)
        why = None if reason is None else t.say(reason)
        rule = error.rule
        sentence = t.rule(rule) if rule else None
        if why is None:
            if rule is None or sentence is None:
                return [t("not allowed: {why}", why=error.reason)]
            return [
                t("not allowed: {rule}: {sentence}", rule=rule, sentence=sentence),
                t("  detail: {detail}", detail=error.reason),
            ]
        if rule is None or (move.kind in ("play", "cut") and not view.hand & BIT[move.tile]):
            # A tile the person does not hold breaks no rule of play (C-4 is about what a player
            # sees): it is simply not in the hand.
            return [t("not allowed: {why}", why=why)]
        lines = [t("not allowed: {why} ({rule})", why=why, rule=rule)]
        if sentence is not None:
            lines.append(t("  {rule}: {sentence}", rule=rule, sentence=sentence))
        return lines


__all__ = ["HUMAN", "Game", "Table", "seat_specs"]
