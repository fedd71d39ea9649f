"""What a game says in its own words: the phrases that only its own rules explain.

The presentation layer (:mod:`dominohall.presentation`) words what every game shares — a tile not
held, a tile that does not match its end, a turn, a pass, a deal or a match that ended — and asks the
game for the rest through its class's :attr:`~dominohall.deal.Deal.words`, a :class:`Wording`. Each
hook returns ``None`` where the game has nothing of its own to say, and the shared wording speaks:
a game with no rule of its own to explain needs no :class:`Wording` at all, and a new game's
refusals are said in every language its phrases are translated into (its module marks them for the
catalogs, as it marks its title).

So no presentation module names a rule ID or a phase of a particular game
(``tests/engine/test_presentation.py`` reads them to keep it so): the rule a refusal breaks is
passed to the game's wording, which alone knows what its rules are about.

The hooks are called in the order a refused move is explained (:func:`~dominohall.presentation.
refusals.why_refused`): a move kind of the game's own (:meth:`steal`), a decision it owes between
deals (:meth:`decision`), a cut (:meth:`cut`), a lead (:meth:`lead`), a place whose rule comes
before the numbers (:meth:`place`), then, once the tile matches its end, the game's rule of where
it may go (:meth:`fit`). :meth:`move` says a move of the game's own in words (a lesson's hint).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dominohall.extensible import mypyc_attr

if TYPE_CHECKING:
    from dominohall.i18n import Phrase
    from dominohall.moves import Move
    from dominohall.views import View


@mypyc_attr(allow_interpreted_subclasses=True)
class Wording:
    """The phrases of a game's own rules; every hook says nothing (``None``) unless a game does.

    ``place`` is an end in words (``L (left end)``); ``value`` the number the end shows (``None``
    where the end holds nothing yet)."""

    # ---- the terminal's clause after "not allowed:" ---------------------------------------------
    def steal(self, view: View, move: Move, rule: str) -> Phrase | None:
        """A refused steal (a move kind of the game's own), refused by its ``rule`` (not the notation)."""
        return None

    def decision(self, view: View, move: Move, rule: str) -> Phrase | None:
        """A move refused because the seat owes a decision of the game's own first (between deals)."""
        return None

    def cut(self, view: View, move: Move, rule: str) -> Phrase | None:
        """A refused cut, in a game that has cuts."""
        return None

    def lead(self, view: View, move: Move, rule: str) -> Phrase | None:
        """A refused lead, where the game's own rule says what may lead (before the tiles that may)."""
        return None

    def place(self, view: View, move: Move, rule: str, place: Phrase, value: int | None) -> Phrase | None:
        """A play refused by a rule of where tiles go that holds whatever the tile's numbers are."""
        return None

    def fit(self, view: View, move: Move, rule: str, place: Phrase, value: int | None) -> Phrase | None:
        """A play whose tile matches its end, refused by the game's rule of where tiles go."""
        return None

    # ---- the table page's sentences -------------------------------------------------------------
    def sentence(self, view: View, rule: str, tile: str) -> Phrase | None:
        """The table page's sentence of a rule that speaks of the whole position (not of the tile's
        numbers), for a move of ``tile`` refused by ``rule``."""
        return None

    def cut_sentence(self, view: View, rule: str, move: str) -> Phrase | None:
        """The table page's sentence of a cut written ``move`` (as sent) refused by ``rule``, before
        its tile's numbers are looked at."""
        return None

    def fit_sentence(self, view: View, rule: str, tile: str, value: int) -> Phrase | None:
        """The table page's sentence of a tile that matches the end ``value``, refused by ``rule``."""
        return None

    def sentence_of(self, clause: Phrase) -> Phrase | None:
        """The table page's sentence for one of the game's own clauses (the same facts, as a whole
        sentence), where the page has no reasoning of its own for the refusal."""
        return None

    def tile_reason(self, view: View, tile: int, matching: list[int]) -> Phrase | None:
        """Why ``tile`` of the hand is not lit on the seat's turn by a rule of the game's own, when
        it has no move; ``matching``: the open ends' numbers the tile shows."""
        return None

    # ---- a move in words ------------------------------------------------------------------------
    def move(self, view: View, move: Move) -> Phrase | None:
        """``move`` in words, where it is a move of the game's own (a cut and what it hands over, a
        steal and whose token it takes, a play on the snake's one end): what a lesson's hint says
        instead of the notation (:func:`dominohall.presentation.notes.move_said`)."""
        return None

    # ---- the events and the layout's notes -------------------------------------------------------
    def led_instead(self, seat: int, due: int) -> Phrase | None:
        """``seat`` leads where ``due`` was due to lead: why the lead passed on."""
        return None

    def redeal_why(self, rule: str, number: int) -> Phrase | None:
        """Why deal ``number`` was dealt again under the game's ``rule`` (``None``: nobody could lead)."""
        return None

    def phase_note(self, view: View) -> Phrase | None:
        """The phase the deal is in, where the game's rules have phases (said under the layout)."""
        return None

    def notes(self, view: View) -> list[tuple[str, Phrase]]:
        """The table page's notes of the game's own, after the ends and the cuts: ``(kind, text)``,
        the kind the browser's class for it."""
        return []


__all__ = ["Wording"]
