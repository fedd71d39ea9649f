"""What the two terminal interfaces share: the seats (the person at seat 0, bots at the others, and
their labels), making moves and undoing them, saving the game with its bots, the end of a match in
words, and a refused move explained in plain words first.

The line mode (:mod:`dominohall.tui.app`) and the full-screen game (:mod:`dominohall.tui.fullscreen`)
only draw and read; everything about the game itself goes through a :class:`Table`.

>>> from dominohall import new_match
>>> table = Table(new_match("block", 2, seed=3), ["random"])
>>> table.labels, table.specs
(['you', 'seat 1 (random)'], ['', 'random'])
>>> table.refusal(Move.from_str("6-6"))
['not allowed: you do not hold 6-6']
"""

from __future__ import annotations

from collections.abc import Sequence

from dominohall import Deal, Match, Move, View
from dominohall.bots import Bot, make_bot
from dominohall.errors import DominohallError, IllegalMoveError, NotationError
from dominohall.events import Passed, Played, Stole
from dominohall.i18n import Texts
from dominohall.record import dump
from dominohall.tiles import BIT, TILE_HIGH, TILE_LOW
from dominohall.tui.render import end_name
from dominohall.variants import variant_info

HUMAN = 0
"""The person's seat."""


def seat_specs(bot_specs: Sequence[str], n: int) -> list[str]:
    """Each seat's bot spec, ``""`` for the person at seat 0; the last spec given fills the table."""
    specs = [b for b in bot_specs if b] or ["greedy"]
    return [""] + [specs[min(i, len(specs) - 1)] for i in range(n - 1)]


class Table:
    """A match between the person (seat 0) and bots (the other seats): the moves, undo, saving.

    ``bot_specs`` are the bots of seats 1, 2, … (the last fills the table); a saved game's own specs
    (:func:`dominohall.record.load_game`) are passed the same way, seat 0's left out."""

    def __init__(
        self,
        match: Match,
        bot_specs: Sequence[str],
        *,
        lang: str = "en",
        seed: int | None = None,
        hint_spec: str = "ismcts",
    ) -> None:
        self.match = match
        n = match.n
        self.specs = seat_specs(bot_specs, n)
        self.bots: list[Bot | None] = [None] + [
            make_bot(self.specs[s], None if seed is None else seed * 101 + s) for s in range(1, n)
        ]
        self.texts = Texts(lang)
        self.labels = [self.texts("you")] + [
            self.texts("seat {seat} ({bot})", seat=s, bot=self.specs[s]) for s in range(1, n)
        ]
        self.seed = seed
        self.hint_spec = hint_spec
        self.seats: list[int] = [e.seat for e in match.history if isinstance(e, Played | Passed | Stole)]
        """The seat of every move made so far, in order (for undo)."""

    # ---- moves ------------------------------------------------------------------------------------
    def view(self, seat: int = HUMAN) -> View:
        view: View = self.match.view(seat)
        return view

    def bot(self, seat: int) -> Bot | None:
        """The bot at ``seat`` (``None`` at the person's seat)."""
        return self.bots[seat] if 0 <= seat < len(self.bots) else None

    def make(self, move: Move, seat: int) -> Deal | None:
        """Play ``move`` for ``seat`` (checked: raises :class:`IllegalMoveError`); the deal it ended,
        if it ended one (the match may deal the next one as soon as it is looked at)."""
        before = self.match.deal
        self.match.play(move, seat=seat)
        self.seats.append(seat)
        return before if before.is_over else None

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
        return undone[::-1]

    def hint(self, view: View) -> Move:
        """The move the hint bot would make."""
        return make_bot(self.hint_spec, self.seed).choose(view)

    def save(self, path: str) -> None:
        """Write the record, with the seats' bots, so that ``--resume`` plays on against them."""
        dump(self.match, path, bots=[None, *self.specs[1:]])

    # ---- words ------------------------------------------------------------------------------------
    def end_message(self) -> str:
        """The end of the match for the person: won, lost, or (in Sausage, where only the seats that
        reach the limit lose) neither, with the place in the ranking."""
        result = self.match.result
        assert result is not None
        if HUMAN in result.winners:
            return self.texts("You won the match!")
        if HUMAN in result.losers:
            return self.texts("The match is lost.")
        return self.texts(
            "The match is over: you are not among its losers (place {place} of {n}).",
            place=result.ranking.index(HUMAN) + 1,
            n=self.match.n,
        )

    def parse(self, text: str) -> Move:
        """A move typed by the person: the notation, with the pass in any language."""
        return Move.from_str("pass" if self.texts.is_pass(text.strip()) else text)

    def refusal(self, move: Move | None, error: DominohallError | None = None, text: str = "") -> list[str]:
        """Why a move is refused, in plain words first (translated), then the rule it breaks in the
        person's language; the engine's own detail only where no plain words fit."""
        t = self.texts
        view = self.view()
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
        why = plain_reason(view, move, error, t)
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


def plain_reason(view: View, move: Move, error: DominohallError, t: Texts) -> str | None:
    """A refused move's reason in the person's words and language, worked out from the rule it
    breaks and what the person sees (``None`` where no plain sentence fits: the rule then speaks)."""
    rule = error.rule or ""
    tile = move.tile_name
    info = variant_info(view.variant)
    if rule == "C-2":
        return t("it is not your turn")
    if rule == "C-8":
        return t("the deal is over")
    if move.kind in ("play", "cut") and not view.hand & BIT[move.tile]:
        return t("you do not hold {tile}", tile=tile)
    if move.kind == "pass" and rule == "C-7":
        return t("you have a tile to play, so you may not pass")
    if rule == "C-7":
        return t("you have nothing to play: pass")
    if move.kind == "play" and move.end not in info.places:
        places = ", ".join(p for p in info.places if p) or t("on the snake")
        return t("{move} names no place of this game (here: {places})", move=move, places=places)
    if rule == "SA-6" and move.kind == "cut" and not move.side:
        return t("name the side the next player takes: {move}:L or {move}:R", move=move)
    if rule == "SA-4":
        return t("that row already sticks out on this side: extend the other row first")
    if not view.layout_tiles and move.kind == "play":
        return t("{tile} cannot lead this deal", tile=tile)
    value = view.open_ends.get(move.end) if move.kind == "play" else None
    if value is not None:
        if rule == "TW-4":
            return t("{tile} may go on {value} only once {value}-{value} is on the table", tile=tile, value=value)
        if value not in (TILE_LOW[move.tile], TILE_HIGH[move.tile]):
            return t(
                "{tile} does not fit {place}, which shows {value}", tile=tile, place=end_name(t, move.end), value=value
            )
    return None


__all__ = ["HUMAN", "Table", "plain_reason", "seat_specs"]
