"""Public events, deal results and match results as phrases (:class:`~dominohall.i18n.Phrase`).

A seat is named by a :class:`~dominohall.i18n.Seat` field, which each side says with its own
label ("you", "Ala (you)", "seat 2 · bot: greedy"). A seat's own doing is a phrase with ``seat``
and ``own`` (:meth:`Phrase.to`): said to that seat, it is the same English in the context "you"
(which Polish and Russian say in the second person) or its own English ("You score {n}."). So one
list of phrases serves every viewer: the server makes an event's phrases once (the log cache, the
finished deals and the replays share them) and each seat's page says its own events to itself.

Two wordings exist, as they did before they moved here: the browser's log and deal-end window
speak in sentences ("Ala played out the last tile and wins the deal."), the terminal's narrower
log in terse lines (``terse=True``: "deal over (WS-5, domino)", "won the deal: Ala").

>>> from dominohall.i18n import Texts
>>> from dominohall.events import Played
>>> from dominohall.moves import Move
>>> [p] = event_phrases(Played(1, Move.from_str("3-5@R")))
>>> Texts("en").say(p, ["you", "Ola"], me=0), Texts("pl").say(p, ["ty", "Ola"], me=1)
('Ola: played 3-5@R', 'Ola: kładziesz 3-5@R')
"""

from __future__ import annotations

from typing import Any, TypedDict

from dominohall.events import (
    DealEnded,
    DealResult,
    Dealt,
    Drew,
    Ending,
    Event,
    Led,
    MatchEnded,
    MatchResult,
    Passed,
    Played,
    Redealt,
    Scored,
    Stole,
    TokenTaken,
    Took,
    WentOut,
)
from dominohall.i18n import N_, Phrase, Seat, Seats, tiles
from dominohall.tiles import TILE_NAMES
from dominohall.variants import VARIANTS, variant_info
from dominohall.views import View
from dominohall.wording import Wording

_ = Phrase.gettext  # the name the catalogs' extraction knows gettext by
ENDINGS = {Ending.DOMINO: N_("domino"), Ending.BLOCK: N_("block"), Ending.VOID: N_("void")}
"""How a deal ended, in one word."""


def shown_number(variant: str, count: int, number: int) -> int:
    """The number people see for a deal: White Snake's deal number (WS-2: it picks the head, and
    stays when a deal is dealt again), elsewhere the count of deals dealt, redeals included."""
    return number if variant_info(variant).numbered_deals else count


class GameWording(TypedDict):
    """The facts of a game that :func:`event_phrases` words by (:func:`wording`)."""

    numbered: bool
    marks: bool


def wording(variant: str) -> GameWording:
    """The facts of ``variant`` that :func:`event_phrases` words by: ``numbered`` deals (WS-2) and
    ``marks`` (a loss-marks game, SA-9/SA-10, speaks of losers)."""
    info = variant_info(variant)
    return {"numbered": info.numbered_deals, "marks": info.match_kind == "marks"}


def words(variant: str) -> Wording:
    """The phrases of ``variant``'s own rules (its class's ``words``)."""
    return VARIANTS[variant_info(variant).name].words


def event_phrases(
    event: Event, *, numbered: bool = False, marks: bool = False, terse: bool = False, variant: str = ""
) -> list[Phrase]:
    """One public event in words, a phrase a line (:func:`wording` gives a game's ``numbered`` and
    ``marks``). A draw shows its tiles where they are known (the drawer's own view, a replay);
    ``terse``: the terminal's wording of redeals and of how a deal or the match ended. ``variant``
    names the game, whose own phrases say what only its rules explain (why the lead passed on)."""
    match event:
        case Dealt(count=count, number=number):
            return [_("--- deal {n} is dealt ---", n=number if numbered else count)]
        case Redealt(count=count, number=number, rule=rule):
            n = number if numbered else count
            if terse:
                return [_("nobody can lead deal {n}: dealt again ({rule})", n=n, rule=rule)]
            return [_("Deal {deal} is dealt again: {why}.", deal=n, why=redeal_why(rule, number))]
        case Led(seat=s, due=due):
            if due is not None and variant and (instead := words(variant).led_instead(s, due)):
                return [instead]
            return [_("{name}: leads", name=Seat(s)).to(s, _("{name}: leading"))]
        case Played(seat=s, move=move):
            played = _("{name}: played {move}", name=Seat(s), move=str(move))
            return [played.to(s, Phrase.pgettext("you", "{name}: played {move}"))]
        case Scored(seat=s, points=n, rule=rule):
            scored = _("{name}: scored {n} ({rule})", name=Seat(s), n=n, rule=rule)
            return [scored.to(s, Phrase.pgettext("you", "{name}: scored {n} ({rule})"))]
        case Passed(seat=s):
            return [_("{name}: passed", name=Seat(s))]
        case Drew(seat=s, tiles=drawn):
            many = tiles(len(drawn), object_case=True)
            if drawn and all(t >= 0 for t in drawn):
                shown = " ".join(TILE_NAMES[t] for t in drawn)
                drew = _("{name}: drew {n}: {tiles}", name=Seat(s), n=many, tiles=shown)
                return [drew.to(s, Phrase.pgettext("you", "{name}: drew {n}: {tiles}"))]
            return [_("{name}: drew {n}", name=Seat(s), n=many).to(s, Phrase.pgettext("you", "{name}: drew {n}"))]
        case Took(seat=s, tiles=taken):
            shown = " ".join(TILE_NAMES[t] for t in taken)
            many = tiles(len(taken), object_case=True)
            took = _("{name}: took from the cut ({n}): {tiles}", name=Seat(s), n=many, tiles=shown)
            return [took.to(s, Phrase.pgettext("you", "{name}: took from the cut ({n}): {tiles}"))]
        case WentOut(seat=s):
            return [_("{name}: no tiles left", name=Seat(s)).to(s, Phrase.pgettext("you", "{name}: no tiles left"))]
        case TokenTaken(seat=s, tile=tile):
            token = _("{name}: took the token {tile}", name=Seat(s), tile=TILE_NAMES[tile])
            return [token.to(s, Phrase.pgettext("you", "{name}: took the token {tile}"))]
        case Stole(seat=s, move=move, victim=victim):
            stole = _("{name}: stole {tile} from {victim}", name=Seat(s), tile=move.tile_name, victim=Seat(victim))
            return [stole.to(s, Phrase.pgettext("you", "{name}: stole {tile} from {victim}"))]
        case DealEnded(result=r):
            return deal_summary(r, pips=True) if terse else deal_result(r, marks=marks)
        case MatchEnded(result=mr):
            if terse:
                # The ranking is told with the standings, by place (tied seats share one: place_lines).
                return [_("The match is over ({rule}).", rule=mr.rule), _("winners: {names}", names=Seats(mr.winners))]
            return match_result(mr, marks=marks)
    return []  # pragma: no cover - every kind is matched above


def redeal_why(rule: str, number: int) -> Phrase:
    """Why a deal was dealt again: what the game whose ``rule`` it is says (White Snake: its head lay
    in the stock, WS-3), else nobody could lead."""
    prefix = rule.rsplit("-", 1)[0]
    owner = next((cls for cls in VARIANTS.values() if cls.rule_prefix == prefix), None)
    why = None if owner is None else owner.words.redeal_why(rule, number)
    return why or _("nobody held a double to lead")


def deal_summary(result: DealResult, *, pips: bool = False) -> list[Phrase]:
    """A deal's result in few lines (the terminal's): how it ended, and who won it, or who lost it
    where that says more (in Sausage every player but the loser wins; elsewhere every player but the
    winner loses). With ``pips``, as the log tells it: both, then the pips left and points scored."""
    out = [_("deal over ({rule}, {ending})", rule=result.rule, ending=_(ENDINGS[result.ending]))]
    if result.ending is Ending.VOID:
        out.append(_("the deal is void and dealt again"))
    elif pips:
        out.append(_("won the deal: {names}", names=Seats(result.winners)))
        if result.losers:
            out.append(_("lost the deal: {names}", names=Seats(result.losers)))
    else:
        every = set(result.winners) | set(result.losers) == set(range(len(result.pips)))
        if result.winners and (not every or len(result.winners) <= len(result.losers)):
            out.append(_("won the deal: {names}", names=Seats(result.winners)))
        if result.losers and (not every or len(result.losers) < len(result.winners) or not result.winners):
            out.append(_("lost the deal: {names}", names=Seats(result.losers)))
        return out
    if pips:
        seats = tuple(range(len(result.pips)))
        out.append(_("pips left: {pips}", pips=Seats(seats, result.pips)))
        scored = tuple(s for s, p in enumerate(result.points) if p)
        if _pooled(result):
            n = result.points[scored[0]]
            out.append(_("points scored by the team of {names}: {n}", names=Seats(scored), n=n))
        elif scored:
            out.append(_("points scored: {points}", points=Seats(scored, tuple(result.points[s] for s in scored))))
    return out


def _pooled(result: DealResult) -> bool:
    """Whether the deal's points were scored by a team (option ``teams``, R-1: the winning partners each
    hold the team's score, the same points, which are one score and not two)."""
    scored = {p for p in result.points if p}
    return len(scored) == 1 and sum(1 for p in result.points if p) > 1


def deal_result(result: DealResult, *, marks: bool = False) -> list[Phrase]:
    """How a deal ended, as a person says it (the browser's log and deal-end window): the headline
    (who won or lost, and how), then the pips left and the points scored. A loss-marks game (SA-9)
    speaks of losers."""
    winners, losers = result.winners, result.losers
    out: list[Phrase] = []
    if result.ending is Ending.VOID:
        out.append(
            _("Nobody can play, and the fewest pips and tiles are tied: the deal does not count and is dealt again.")
        )
    elif marks:
        if result.ending is Ending.DOMINO and len(losers) == 1:
            [loser] = losers
            out.append(
                _("{name} is left holding tiles and loses the deal.", name=Seat(loser)).to(
                    loser, _("You are left holding tiles and lose the deal.")
                )
            )
        else:
            # SA-9: the most pips lose; seats tied on the most pips all lose
            most = Phrase.ngettext(
                "Nobody can play: {names} holds the most pips and loses the deal.",
                "Nobody can play: {names} hold the most pips and lose the deal.",
                len(losers),
                names=Seats(losers),
            )
            if len(losers) == 1:
                most = most.to(losers[0], _("Nobody can play: you hold the most pips and lose the deal."))
            out.append(most)
    elif not winners:
        out.append(_("Nobody can play, and the fewest pips are tied: nobody scores."))
    elif len(winners) > 1:
        out.append(_("The deal goes to {names}.", names=Seats(winners)))
    elif result.ending is Ending.BLOCK:
        [w] = winners
        out.append(
            _("Nobody can play: {name} wins the deal with the fewest pips.", name=Seat(w)).to(
                w, _("Nobody can play: you win the deal with the fewest pips.")
            )
        )
    else:
        [w] = winners
        out.append(
            _("{name} played out the last tile and wins the deal.", name=Seat(w)).to(
                w, _("You played out your last tile and win the deal.")
            )
        )
    out.append(_("Pips left in the hands: {pips}", pips=Seats(tuple(range(len(result.pips))), result.pips)))
    if _pooled(result):
        scored = tuple(s for s, p in enumerate(result.points) if p)
        n = result.points[scored[0]]
        return [*out, _("The team of {names} scores {n}.", names=Seats(scored), n=n)]
    out += [
        _("{name} scores {n}.", name=Seat(s), n=p).to(s, _("You score {n}.")) for s, p in enumerate(result.points) if p
    ]
    return out


def match_result(result: MatchResult, *, marks: bool = False) -> list[Phrase]:
    """How the match ended: who won it (in a loss-marks game, SA-10, first who lost it), and the ranking."""
    out = [_("The match is over.")]
    if marks and result.losers:
        out.append(_("The limit of losses is reached: the match is lost by {names}.", names=Seats(result.losers)))
    out.append(_("The match goes to {names}.", names=Seats(result.winners)))
    out.append(_("ranking: {names}", names=Seats(result.ranking)))
    return out


def _this_deal(history: tuple[Event, ...]) -> int:
    """Where the deal being played was dealt in ``history`` (-1: not yet)."""
    return next((i for i in range(len(history) - 1, -1, -1) if isinstance(history[i], Dealt)), -1)


def deal_title(view: View) -> Phrase:
    """The game and the deal's number, and why a number was dealt again or skipped, so that no number
    is ever missing unexplained: White Snake's ``deal 4, dealt again (WS-3)`` (the head lay in the
    stock; WS-5: a void deal), elsewhere ``deal 11 (deal 10: dealt again, MC-2)`` (nobody could lead)."""
    variant = _(variant_info(view.variant).title)
    number = shown_number(view.variant, view.deal_count, view.deal_number)
    history = view.history
    start = _this_deal(history)
    plain = _("{variant}, deal {deal}", variant=variant, deal=number)
    if start < 0:
        return plain
    if variant_info(view.variant).numbered_deals:
        rule = dealt_again(view)
        if rule is None:
            return plain
        return _("{variant}, deal {deal}, dealt again ({rule})", variant=variant, deal=number, rule=rule)
    skipped: list[Redealt] = []
    for event in reversed(history[:start]):
        if isinstance(event, Redealt):
            skipped.insert(0, event)
        elif not isinstance(event, Dealt):
            break
    if not skipped:
        return plain
    counts = f"{skipped[0].count}" if len(skipped) == 1 else f"{skipped[0].count}–{skipped[-1].count}"
    return _(
        "{variant}, deal {deal} (deal {skipped}: nobody could lead, dealt again, {rule})",
        variant=variant,
        deal=number,
        skipped=counts,
        rule=skipped[-1].rule,
    )


def dealt_again(view: View) -> str | None:
    """Where deals are numbered (WS-2), the rule by which this deal's number was dealt before: a
    redeal (WS-3) or a void deal replayed (WS-5); ``None`` for a number dealt the first time."""
    if not variant_info(view.variant).numbered_deals:
        return None
    history = view.history
    start = _this_deal(history)
    for event in reversed(history[: max(start, 0)]):
        if isinstance(event, Redealt) and event.number == view.deal_number:
            return event.rule
        if isinstance(event, DealEnded) and event.result.ending is Ending.VOID:
            return event.result.rule
        if isinstance(event, DealEnded | TokenTaken | Stole):
            break
    return None


def said(phrases: list[Phrase]) -> list[dict[str, Any]]:
    """Phrases as the server sends them (each one's :meth:`Phrase.json`)."""
    return [p.json() for p in phrases]


__all__ = [
    "ENDINGS",
    "GameWording",
    "deal_result",
    "deal_summary",
    "deal_title",
    "dealt_again",
    "event_phrases",
    "match_result",
    "redeal_why",
    "said",
    "shown_number",
    "wording",
    "words",
]
