"""Why a move was refused, and why a tile of the hand is not lit, as phrases.

Two wordings of the same facts, both from the seat's :class:`View` and the refused move:

- :func:`why_refused`, the terminal's clause after "not allowed:" (lower case, the rule's ID after
  it), as precise as the rule: which double an arm needs, which tile fits a cut;
- :func:`refusal_sentence`, the table page's sentence (the server sends it with the refusal as
  ``why``, the browser says it): a whole sentence a person reads first, before the rule.

:func:`tile_reasons` says why each tile of the hand is not lit on the seat's turn (the server sends
them with the seat's view as ``why_not``). What only the browser knows (the connection, a move on its
way, a seat handed to a bot) stays the browser's to say.

>>> from dominohall import Move, new_match
>>> from dominohall.i18n import Texts
>>> view = new_match("block", 2, seed=3).view(0)
>>> Texts("pl").say(refusal_sentence(view, "6-6@L", "C-4", "illegal_move"))
'Nie masz kamienia 6-6.'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from dominohall.errors import DominohallError
from dominohall.i18n import N_, Phrase
from dominohall.layouts import CrossLayout, SausageLayout
from dominohall.moves import Move
from dominohall.presentation.notes import end_name, end_word, twins_rule
from dominohall.tiles import BIT, TILE_HIGH, TILE_LOW, TILE_NAMES, iter_tiles, names, tile_index
from dominohall.variants import variant_info
from dominohall.views import View

_ = Phrase.gettext


def _places(places: Sequence[str]) -> Phrase | list[str]:
    named = [p for p in places if p]
    return named or _("on the snake")


def _leaders(view: View) -> list[str]:
    """The tiles that may lead now (the legal plays when the table is empty), in order."""
    return list(dict.fromkeys(m.tile_name for m in view.legal_moves if m.kind == "play"))


# ---- the terminal's clause ------------------------------------------------------------------------
def why_refused(view: View, move: Move, error: DominohallError) -> Phrase | None:
    """A refused move's reason in the person's words, worked out from the rule it breaks and what
    the person sees (``None`` where no plain clause fits: the rule then speaks).

    The numbers come first: a tile that shows neither number of the end it names is told so, whatever
    else the rule says (a Twins tile that does not match is not a twins-rule refusal)."""
    return _clause(view, move, error.rule or "")


def _clause(view: View, move: Move, rule: str) -> Phrase | None:
    tile = move.tile_name
    info = variant_info(view.variant)
    if rule == "C-2":
        return _("it is not your turn")
    if rule == "C-8":
        return _("the deal is over")
    if move.kind == "steal":
        if rule == "N":
            return _("{move} is not a move of this game", move=str(move))
        if any(m.kind == "steal" for m in view.legal_moves):
            return _("{tile} is not a token another player holds", tile=tile)
        return _("only the winner of a 0-0 deal steals a token, once the deal is over")
    if move.kind in ("play", "cut") and not view.hand & BIT[move.tile]:
        return _("you do not hold {tile}", tile=tile)
    if rule == "WS-7":
        return _("you won a 0-0 deal: choose whose token to steal")
    if move.kind == "pass" and rule == "C-7":
        return _("you have a tile to play, so you may not pass")
    if rule == "C-7":
        return _("you have nothing to play: pass")
    if move.kind == "cut":
        return _cut_reason(view, move, rule)
    if not view.layout_tiles:
        leads = _leaders(view)
        if move.end:
            return _("the lead is written without an end: {tile}", tile=tile)
        if rule == "SA-11":
            return _("the lead must be a double")
        if len(leads) == 1:
            return _("the deal is led by {tile}", tile=leads[0])
        return _("{tile} cannot lead this deal", tile=tile)
    if move.end not in info.places:
        return _("{move} names no place of this game (here: {places})", move=str(move), places=_places(info.places))
    if not move.end and info.end_names:
        mine = [str(m) for m in view.legal_moves if m.tile == move.tile]
        moves = mine or [f"{tile}@{end}" for end in info.end_names]
        return _("say where {tile} goes: {moves}", tile=tile, moves=moves)
    place = end_name(move.end)
    value = view.open_ends.get(move.end)
    if rule == "MC-4":
        # The doubles' phase: only one tile may go on each open arm, whatever the numbers.
        if value is None:
            return _("{place} already ends in a double: the other arms need theirs first", place=place)
        double = TILE_NAMES[tile_index(value, value)]
        return _("until every arm ends in a double, only {double} may go on {place}", double=double, place=place)
    if value is not None and value not in (TILE_LOW[move.tile], TILE_HIGH[move.tile]):
        return _("{tile} does not fit {place}, which shows {value}", tile=tile, place=place, value=value)
    if rule == "SA-4":
        return _("that row already sticks out on this side: extend the other row first")
    if rule == "MC-3":
        return _(
            "{place} already holds a tile: until every side of the spinner holds one, play on an empty side",
            place=place,
        )
    if rule == "TW-4" and value is not None:
        return _("{tile} may go on {value} only once {value}-{value} is on the table", tile=tile, value=value)
    return None


def _cut_reason(view: View, move: Move, rule: str) -> Phrase | None:
    """A refused cut in plain words (SA-5, SA-6, SA-11; a cut in a game without cuts)."""
    info = variant_info(view.variant)
    if not info.cut_sides:
        return _("{move} names no place of this game (here: {places})", move=str(move), places=_places(info.places))
    if rule == "SA-6" and not move.side:
        return _("name the side the next player takes: {move}:L or {move}:R", move=str(move))
    if rule == "SA-11" and move.side:
        written = str(Move.cut(move.tile, move.column))  # the same cut, with no side
        return _("in one-way sausage the cutter names no side: {move}", move=written)
    layout = view.layout
    if rule == "SA-5" and isinstance(layout, SausageLayout):
        columns = dict(layout.columns)
        left, right = columns.get(move.column), columns.get(move.column + 1)
        if left is None or right is None or not left.is_full_pair or not right.is_full_pair:
            return _(
                "there is nothing to cut between columns {left} and {right}: a cut goes between two columns of two"
                " lengthwise tiles",
                left=move.column,
                right=move.column + 1,
            )
        assert left.top is not None and left.bottom is not None
        need = tile_index(left.top.second, left.bottom.second)
        return _(
            "only {need} fits the cut between columns {left} and {right}",
            need=TILE_NAMES[need],
            left=move.column,
            right=move.column + 1,
        )
    return None


# ---- the table page's sentence --------------------------------------------------------------------
NOT_YOUR_TURN = "It is not your turn: {name} is to move."
"""Said with the field ``seat`` (the seat to move): the browser names the seat as it shows it
(``name``, from the table's seats, which only it knows)."""

BESIDE_THE_POINT = frozenset({"C-4", "N"})
"""The rules a refusal's sentence says all of, so that quoting them after it only distracts: C-4
(what a player sees) is the rule of a tile not held, N (the notation) is told by how to write a move."""


def quotes_rule(rule: str | None) -> bool:
    """Whether the table page quotes the rule after a refusal's sentence."""
    return bool(rule) and rule not in BESIDE_THE_POINT


_NOTATION = re.compile(r"^\d+-\d+@(.+)$")
_TILE_FIRST = re.compile(r"^\d+-\d+")


def refusal_sentence(view: View, move: str, rule: str | None, code: str) -> Phrase:
    """Why the move written ``move`` (as sent: it may not even be notation) was refused with
    ``rule`` and ``code`` (the server's error code), in a sentence, from the view it was made on."""
    rule = rule or ""
    if code == "not_your_turn" or rule == "C-2":
        return _(NOT_YOUR_TURN, seat=view.turn)
    if not move:
        return _("That move is not allowed now.")
    if rule == "C-8" or view.match_over:
        return _("The deal is over.")
    if move == "pass" and rule != "WS-7":
        if rule == "C-7" or any(m.kind != "pass" for m in view.legal_moves):
            return _("One of your tiles fits, so you may not pass.")
        return _("That move is not allowed now.")
    known = [p for p in variant_info(view.variant).places if p]
    named = _NOTATION.match(move)
    # a tile written right with a place this game does not have: say which places it has
    if rule == "N" and named and (no_place := _no_place(move, named.group(1), known)):
        return no_place
    if rule == "N" or (code == "bad_message" and not move.startswith("steal:") and not _TILE_FIRST.match(move)):
        return _('"{move}" is not a move: write it as 3-5@L, 2-6@TR, 1-6@cut:1:L or pass.', move=move)
    steal = move.startswith("steal:")
    tile = (move[6:] if steal else move).split("@")[0]
    if not steal and tile not in names(view.hand):
        return _("You do not hold {tile}.", tile=tile)
    if rule == "C-7":
        return _("None of your tiles can be played: pass.")
    place = move.split("@")[1] if "@" in move else ""
    if no_place := _no_place(move, place, known):
        return no_place
    if place.startswith("cut") and rule == "SA-6" and len(place.split(":")) < 3:
        return _("Say which part the next player takes: {move}:L or {move}:R.", move=move)
    snake = not place and not steal and "" in view.open_ends  # White Snake's one end has no name
    if (snake or (place and not place.startswith("cut"))) and view.layout_tiles:
        # first the numbers: a tile that does not match the end it names, whatever else the rule says
        if place not in view.open_ends:
            return _("There is no open end {end} now.", end=end_word(place))
        value = view.open_ends[place]
        a, b = (int(x) for x in tile.split("-"))
        if value not in (a, b):
            return _("{tile} does not match the {value} at the {end} end.", tile=tile, value=value, end=end_word(place))
        if rule == "TW-4":
            return _("{tile} may go on {value} only once {value}-{value} is on the table.", tile=tile, value=value)
    return _rule_sentence(view, rule, tile) or _from_clause(view, move, rule) or _("That move is not allowed now.")


SENTENCES: Final = {
    "you won a 0-0 deal: choose whose token to steal": N_("You won a 0-0 deal: choose whose token to steal."),
    "only the winner of a 0-0 deal steals a token, once the deal is over": N_(
        "Only the winner of a 0-0 deal steals a token, once the deal is over."
    ),
    "{tile} is not a token another player holds": N_("{tile} is not a token another player holds."),
    "there is nothing to cut between columns {left} and {right}: a cut goes between two columns of two lengthwise"
    " tiles": N_(
        "There is nothing to cut between columns {left} and {right}: a cut goes between two columns of two lengthwise"
        " tiles."
    ),
    "only {need} fits the cut between columns {left} and {right}": N_(
        "Only {need} fits the cut between columns {left} and {right}."
    ),
    "in one-way sausage the cutter names no side: {move}": N_("In one-way sausage the cutter names no side: {move}."),
}
"""The terminal's clauses the table page says as sentences of their own where it has no sentence of
its own reasoning: the same facts (the clause's fields), worked out once by :func:`why_refused`."""


def _from_clause(view: View, text: str, rule: str) -> Phrase | None:
    try:
        move = Move.from_str(text)
    except DominohallError:
        return None
    clause = _clause(view, move, rule)
    if clause is None or clause.id not in SENTENCES:
        return None
    return Phrase(SENTENCES[clause.id], clause.fields)


def _no_place(move: str, place: str, known: Sequence[str]) -> Phrase | None:
    if place and not place.startswith("cut") and known and place not in known:
        return _("{move} names no place of this game (here: {places}).", move=move, places=list(known))
    return None


def _cannot_lead(view: View, tile: str) -> Phrase:
    can = _leaders(view)
    if can:
        return _("{tile} cannot lead this deal; it is led with {tiles}.", tile=tile, tiles=can)
    return _("{tile} cannot lead this deal.", tile=tile)


def _rule_sentence(view: View, rule: str, tile: str) -> Phrase | None:
    """The sentence of a rule that speaks of the whole position rather than of the tile's numbers
    (``None`` when the rule is not one of these)."""
    if rule == "C-8":
        return _("The deal is over.")
    if rule == "SA-4":
        return _("That row already sticks out on this side: extend the other row first.")
    if rule == "MC-3":
        return _("{tile}: for now tiles go only on an empty side of the first double.", tile=tile)
    if rule == "MC-4":
        return _("{tile}: for now only doubles go on, on the arms that have none yet.", tile=tile)
    if not view.layout_tiles and rule not in ("C-2", "C-7"):
        return _cannot_lead(view, tile)
    return None


# ---- tiles that are not lit -----------------------------------------------------------------------
def tile_reason(view: View, tile: int) -> Phrase | None:
    """Why ``tile`` of the hand is not lit on the seat's turn (``None`` when it is: it has a move)."""
    if any(m.tile == tile for m in view.legal_moves if m.kind in ("play", "cut")):
        return None
    name = TILE_NAMES[tile]
    if not view.layout_tiles:
        return _cannot_lead(view, name)
    a, b = TILE_LOW[tile], TILE_HIGH[tile]
    matching = [value for value in view.open_ends.values() if value in (a, b)]
    layout = view.layout
    if matching and twins_rule(view):
        # TW-4: a number takes other tiles only once its double is down
        return _("{tile} may go on {value} only once {value}-{value} is on the table.", tile=name, value=matching[0])
    if isinstance(layout, CrossLayout) and layout.phase == 1 and matching:
        return _("{tile}: for now tiles go only on an empty side of the first double.", tile=name)
    if isinstance(layout, CrossLayout) and layout.phase == 2 and a != b:
        return _("{tile}: for now only doubles go on, on the arms that have none yet.", tile=name)
    if isinstance(layout, SausageLayout) and matching:
        return _("That row already sticks out on this side: extend the other row first.")
    if view.legal_moves and all(m.kind == "pass" for m in view.legal_moves):
        return _("None of your tiles can be played now: press Pass.")
    return _("{tile} fits no open end now.", tile=name)


def tile_reasons(view: View) -> dict[str, Phrase]:
    """Why each tile of the hand that is not lit is not, by tile name: only on the seat's own turn
    in a deal being played (otherwise no tile is lit, and one sentence says why)."""
    if view.turn != view.seat or view.deal_over or view.match_over:
        return {}
    reasons = ((TILE_NAMES[tile], tile_reason(view, tile)) for tile in iter_tiles(view.hand))
    return {name: why for name, why in reasons if why is not None}


__all__ = [
    "BESIDE_THE_POINT",
    "NOT_YOUR_TURN",
    "quotes_rule",
    "refusal_sentence",
    "tile_reason",
    "tile_reasons",
    "why_refused",
]
