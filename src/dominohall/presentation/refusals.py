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

from dominohall.errors import DominohallError
from dominohall.i18n import Phrase
from dominohall.moves import PASS, Move
from dominohall.presentation.notes import end_name, end_word
from dominohall.tiles import BIT, TILE_HIGH, TILE_LOW, TILE_NAMES, iter_tiles, names
from dominohall.variants import VARIANTS, variant_info
from dominohall.views import View
from dominohall.wording import Wording

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
    else the rule says (a Twins tile that does not match is not a twins-rule refusal). What only a
    game's own rules explain, its :class:`~dominohall.wording.Wording` says."""
    return _clause(view, move, error.rule or "")


def words_of(view: View) -> Wording:
    """The phrases of the game ``view`` is of (its class's ``words``)."""
    return VARIANTS[variant_info(view.variant).name].words


def _clause(view: View, move: Move, rule: str) -> Phrase | None:
    tile = move.tile_name
    info = variant_info(view.variant)
    words = words_of(view)
    if rule == "C-2":
        return _("it is not your turn")
    if rule == "C-8":
        return _("the deal is over")
    if move.kind == "steal":
        if rule == "N":
            return _("{move} is not a move of this game", move=str(move))
        return words.steal(view, move, rule)
    if move.kind in ("play", "cut") and not view.hand & BIT[move.tile]:
        return _("you do not hold {tile}", tile=tile)
    if decision := words.decision(view, move, rule):
        return decision
    if move.kind == "pass" and rule == "C-7":
        return _("you have a tile to play, so you may not pass")
    if rule == "C-7":
        return _("you have nothing to play: pass")
    if move.kind == "cut":
        if not info.cut_sides:
            return _("{move} names no place of this game (here: {places})", move=str(move), places=_places(info.places))
        return words.cut(view, move, rule)
    if not view.layout_tiles:
        leads = _leaders(view)
        if move.end:
            return _("the lead is written without an end: {tile}", tile=tile)
        if lead := words.lead(view, move, rule):
            return lead
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
    if placed := words.place(view, move, rule, place, value):
        return placed
    if value is not None and value not in (TILE_LOW[move.tile], TILE_HIGH[move.tile]):
        return _("{tile} does not fit {place}, which shows {value}", tile=tile, place=place, value=value)
    return words.fit(view, move, rule, place, value)


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
    words = words_of(view)
    if move == "pass" and (owed := words.decision(view, PASS, rule)):
        return words.sentence_of(owed) or _("That move is not allowed now.")
    if move == "pass":
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
    if place.startswith("cut") and (cut := words.cut_sentence(view, rule, move)):
        return cut
    snake = not place and not steal and "" in view.open_ends  # White Snake's one end has no name
    if (snake or (place and not place.startswith("cut"))) and view.layout_tiles:
        # first the numbers: a tile that does not match the end it names, whatever else the rule says
        if place not in view.open_ends:
            return _("There is no open end {end} now.", end=end_word(place))
        value = view.open_ends[place]
        a, b = (int(x) for x in tile.split("-"))
        if value not in (a, b):
            return _("{tile} does not match the {value} at the {end} end.", tile=tile, value=value, end=end_word(place))
        if fits := words.fit_sentence(view, rule, tile, value):
            return fits
    return _rule_sentence(view, rule, tile) or _from_clause(view, move, rule) or _("That move is not allowed now.")


def _from_clause(view: View, text: str, rule: str) -> Phrase | None:
    try:
        move = Move.from_str(text)
    except DominohallError:
        return None
    clause = _clause(view, move, rule)
    return None if clause is None else words_of(view).sentence_of(clause)


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
    if own := words_of(view).sentence(view, rule, tile):
        return own
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
    if own := words_of(view).tile_reason(view, tile, matching):
        return own
    if view.legal_moves and all(m.kind == "pass" for m in view.legal_moves):
        return _("None of your tiles can be played now: press Pass.")
    return _("{tile} fits no open end now.", tile=name)


def tile_reasons(view: View) -> dict[str, Phrase]:
    """Why each tile of the hand that is not lit is not, by tile name: only on the seat's own turn
    in a deal being played (otherwise no tile is lit, and one sentence says why)."""
    if view.turn != view.seat or view.deal_over or view.match_over:
        return {}
    # the tiles with a move are lit: only the others are worded (each once, not the legal moves once
    # for every tile of the hand)
    lit = 0
    for m in view.legal_moves:
        if m.kind == "play" or m.kind == "cut":
            lit |= BIT[m.tile]
    reasons = ((TILE_NAMES[tile], tile_reason(view, tile)) for tile in iter_tiles(view.hand & ~lit))
    return {name: why for name, why in reasons if why is not None}


__all__ = [
    "BESIDE_THE_POINT",
    "NOT_YOUR_TURN",
    "quotes_rule",
    "refusal_sentence",
    "tile_reason",
    "tile_reasons",
    "why_refused",
    "words_of",
]
