"""Where each seat stands in the match, how a deal ended, and how the match ended for one seat, as
phrases (:class:`~dominohall.i18n.Phrase`).

What a seat has is counted as its variant's match counts it (tokens in White Snake, loss marks in
Sausage, points elsewhere). The seats' order by standing shares a place between tied seats,
whatever their seat numbers (the match result's ranking orders them by seat number, RULES.md;
people see them tied), and the match's end told to a seat names that place. The terminal says
these with its labels; the server sends them with each view and each score-sheet row, and the
browser only says them.

>>> from dominohall.i18n import Texts
>>> from dominohall import new_match
>>> view = new_match("white-snake", 5, seed=1).view(0)
>>> Texts("pl").say(standing(view, 0)), Texts("ru").say(standing_line(view, 1), ["вы", "Оля"])
('żetony: brak', 'Оля: жетоны нет')
>>> places(view)[0]
(1, (0, 1, 2, 3, 4))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dominohall.events import Ending, MatchEnded, MatchResult
from dominohall.i18n import Phrase, Seat, Seats
from dominohall.tiles import names
from dominohall.variants import variant_info
from dominohall.views import View

_ = Phrase.gettext  # the name the catalogs' extraction knows gettext by


def _counts(view: View) -> tuple[str, list[int]]:
    """The match's kind (``tokens``, ``marks`` or ``points``) and what each seat has of it."""
    kind = variant_info(view.variant).match_kind
    if kind == "tokens":
        return kind, [t.bit_count() for t in view.tokens]
    return kind, list(view.marks) if kind == "marks" else list(view.scores)


def teams(view: View) -> tuple[tuple[int, ...], ...]:
    """The partnerships of a team game (option ``teams``, R-1: seats 0+2 against 1+3, pooled scores),
    else none. Each partner's points are the team's, said once for the team."""
    return ((0, 2), (1, 3)) if view.options.get("teams") else ()


def team_of(view: View, seat: int) -> int:
    """The number people see for ``seat``'s team (1: seats 0+2, 2: seats 1+3); 0 outside team games."""
    return next((i + 1 for i, team in enumerate(teams(view)) if seat in team), 0)


def places(view: View) -> list[tuple[int, tuple[int, ...]]]:
    """The seats by standing, best first, as ``(place, seats)``: seats tied on their standing share a
    place (``[(1, (2,)), (2, (0, 3)), (4, (1,))]``), whatever the seat numbers. In a team game the
    places are the teams': the partners share theirs (``[(1, (1, 3)), (2, (0, 2))]``)."""
    kind, values = _counts(view)
    if teams(view):
        ranked = sorted(teams(view), key=lambda team: (-values[team[0]], team[0]))
        out_teams: list[tuple[int, tuple[int, ...]]] = []
        for team in ranked:
            if out_teams and values[out_teams[-1][1][0]] == values[team[0]]:
                out_teams[-1] = (out_teams[-1][0], (*out_teams[-1][1], *team))
            else:
                out_teams.append((len(out_teams) + 1, team))
        return out_teams
    sign = 1 if kind == "marks" else -1  # fewer marks are better; more points or tokens
    order = sorted(range(view.players), key=lambda s: (sign * values[s], s))
    out: list[tuple[int, tuple[int, ...]]] = []
    for i, s in enumerate(order):
        if out and values[out[-1][1][0]] == values[s]:
            out[-1] = (out[-1][0], (*out[-1][1], s))
        else:
            out.append((i + 1, (s,)))
    return out


def seat_places(view: View) -> list[int]:
    """Each seat's place, by seat (tied seats share theirs): ``[4, 2, 1, 2]``."""
    out = [0] * view.players
    for place, seats in places(view):
        for s in seats:
            out[s] = place
    return out


def place_of(view: View, seat: int) -> int:
    """The place of ``seat`` (shared with the seats tied with it)."""
    return seat_places(view)[seat]


def tile_names(mask: int) -> str:
    """The tiles of ``mask`` by name, as a match's tokens are listed: ``"3-3 5-5"``."""
    return " ".join(names(mask))


def standing_of(variant: str, tokens: str, marks: int, points: int) -> Phrase:
    """A seat's standing by itself, as its badge on the table shows it, from what it has: its
    tokens (their names, ``"3-3 5-5"``), loss marks and points (only what ``variant``'s match
    counts is said): ``tokens: 3-3 5-5``, ``losses: 1``, ``points: 40``."""
    kind = variant_info(variant).match_kind
    if kind == "tokens":
        return _("tokens: {tiles}", tiles=tokens) if tokens else _("tokens: none")
    if kind == "marks":
        return _("losses: {n}", n=marks)
    return _("points: {n}", n=points)


def standings_of(
    variant: str,
    tokens: Sequence[Sequence[str]],
    marks: Sequence[int],
    scores: Sequence[int],
    options: Mapping[str, object] | None = None,
) -> list[Phrase]:
    """Every seat's standing by itself (:func:`standing_of`) from the match's lists by seat: the
    names of each seat's tokens, its loss marks and its points (a replay frame's, a stored result's);
    with the option ``teams`` (R-1) each seat's team and the team's points, as :func:`standing`."""
    if options and options.get("teams"):
        return [_("team {team} · points: {n}", team=s % 2 + 1, n=p) for s, p in enumerate(scores)]
    return [standing_of(variant, " ".join(t), m, p) for t, m, p in zip(tokens, marks, scores)]


def standing(view: View, seat: int) -> Phrase:
    """``seat``'s standing by itself in ``view`` (:func:`standing_of`); in a team game its team and the
    team's points: ``team 1 · points: 40``."""
    if teams(view):
        return _("team {team} · points: {n}", team=team_of(view, seat), n=view.scores[seat])
    return standing_of(view.variant, tile_names(view.tokens[seat]), view.marks[seat], view.scores[seat])


def team_line(view: View, team: Sequence[int]) -> Phrase:
    """A team's standing with its players' names, as the terminal lists the teams: ``team 1 (Ala, Ola):
    points 40``."""
    return _(
        "team {team} ({names}): points {n}",
        team=team_of(view, team[0]),
        names=Seats(tuple(team)),
        n=view.scores[team[0]],
    )


def standing_line(view: View, seat: int) -> Phrase:
    """``seat``'s standing with its name, as the terminal lists the seats: ``Ala: tokens 3-3``; in a
    team game ``Ala: team 1, points 40`` (the team's)."""
    if teams(view):
        return _("{name}: team {team}, points {n}", name=Seat(seat), team=team_of(view, seat), n=view.scores[seat])
    kind = variant_info(view.variant).match_kind
    if kind == "tokens":
        return _("{name}: tokens {tiles}", name=Seat(seat), tiles=tile_names(view.tokens[seat]) or _("none"))
    if kind == "marks":
        return _("{name}: losses {n}", name=Seat(seat), n=view.marks[seat])
    return _("{name}: points {n}", name=Seat(seat), n=view.scores[seat])


def ending(how: Ending, variant: str) -> Phrase:
    """How a deal ended, for its row of the score sheet: in a loss-marks game (SA-9) a deal played
    out leaves one seat holding tiles; elsewhere a seat went out."""
    if how is Ending.DOMINO:
        return _("one left with tiles") if variant_info(variant).match_kind == "marks" else _("went out")
    if how is Ending.BLOCK:
        return _("blocked")
    return _("void: dealt again")


def match_end(view: View, seat: int | None, result: MatchResult | None = None) -> Phrase:
    """The match's end as ``seat`` is told it: won; lost, with its place; or (in Sausage, where
    only the seats that reach the limit of losses lose, SA-10) neither, with its place. A
    spectator (``None``) is told the match is over. The result is the view's (its history's last
    event) unless given."""
    if result is None:
        result = next((e.result for e in reversed(view.history) if isinstance(e, MatchEnded)), None)
    if seat is None or result is None:
        return _("The match is over.")
    if teams(view):
        return _("Your team won the match!") if seat in result.winners else _("Your team lost the match.")
    if seat in result.winners:
        return _("You won the match!")
    place, n = place_of(view, seat), view.players
    if seat in result.losers:
        return _("You lost the match: place {place} of {n}.", place=place, n=n)
    return _("The match is over: you are not among its losers (place {place} of {n}).", place=place, n=n)


__all__ = [
    "ending",
    "match_end",
    "place_of",
    "places",
    "seat_places",
    "standing",
    "standing_line",
    "standing_of",
    "standings_of",
    "team_line",
    "team_of",
    "teams",
    "tile_names",
]
