"""Team games said as teams (issue 36 item 2): Block and Draw with option ``teams`` (R-1: seats 0+2
against 1+3, pooled scores) name the teams, say one pooled score, place the teams and not four players
(not "place 3 of 4" with standings 1, 1, 3, 3), and tell a partner "your team lost", in the browser's
phrases and the terminal's lines alike."""

from __future__ import annotations

import random

import pytest

import dominohall as dh
from dominohall.events import DealEnded
from dominohall.i18n import LANGUAGES, Texts
from dominohall.presentation.events import event_phrases
from dominohall.presentation.standing import match_end, places, seat_places, standing, standing_line
from dominohall.tui.render import place_lines

LABELS = ["Ala (you)", "Ola", "Ela", "Iza"]


def played_out(variant: str, teams: bool) -> dh.Match:
    match = dh.new_match(variant, players=4, seed=2, options={"teams": teams, "target": 60})
    moves = random.Random(1)
    while not match.is_over:
        match.play(moves.choice(match.legal_moves()))
    return match


@pytest.mark.parametrize("variant", ["block", "draw"])
def test_a_team_game_places_the_teams_and_tells_a_partner_its_team_s_result(variant: str) -> None:
    match = played_out(variant, teams=True)
    result = match.result
    assert result is not None and sorted(result.winners) in ([0, 2], [1, 3])
    view = match.view(0)
    winners = tuple(sorted(result.winners))
    losers = (0, 2) if winners == (1, 3) else (1, 3)
    assert places(view) == [(1, winners), (2, losers)]
    assert seat_places(view) == [1 if s in winners else 2 for s in range(4)]
    en = Texts("en")
    assert en.say(match_end(view, losers[0])) == "Your team lost the match."
    assert en.say(match_end(view, winners[1])) == "Your team won the match!"
    team = 1 if 0 in winners else 2
    assert en.say(standing(view, winners[0])) == f"team {team} · points: {view.scores[winners[0]]}"
    assert en.say(standing_line(view, 1), LABELS).startswith("Ola: team 2, points ")
    lines = place_lines(view, LABELS, en)
    assert len(lines) == 2  # one line a team, its points once
    assert lines[0].startswith("  1. team ") and f"points {view.scores[winners[0]]}" in lines[0]
    for lang in LANGUAGES:
        said = Texts(lang).say(match_end(view, losers[1]))
        assert "4" not in said and "3" not in said, (lang, said)  # no "place 3 of 4"


def test_a_team_s_points_for_a_deal_are_said_once() -> None:
    match = played_out("block", teams=True)
    ended = next(e for e in match.history if isinstance(e, DealEnded) and any(e.result.points))
    scored = [s for s, p in enumerate(ended.result.points) if p]
    assert len(scored) == 2 and scored[1] == scored[0] + 2
    n = ended.result.points[scored[0]]
    en = Texts("en")
    said = [en.say(p, LABELS) for p in event_phrases(ended)]
    assert said[-1] == f"The team of {LABELS[scored[0]]}, {LABELS[scored[1]]} scores {n}."
    assert not any("You score" in line or f"scores {n}." in line for line in said[:-1])
    terse = [en.say(p, LABELS) for p in event_phrases(ended, terse=True)]
    assert terse[-1] == f"points scored by the team of {LABELS[scored[0]]}, {LABELS[scored[1]]}: {n}"


def test_without_teams_four_players_are_placed_and_scored_one_by_one() -> None:
    match = played_out("block", teams=False)
    view = match.view(0)
    assert sum(len(seats) for _, seats in places(view)) == 4
    assert len(place_lines(view, LABELS, Texts("en"))) == 4
    assert "team" not in Texts("en").say(standing(view, 0))


def test_a_replay_frame_and_a_stored_result_say_the_teams_too() -> None:
    """The replay's frames and the finished games' list word each seat's standing from the match's lists:
    with ``teams`` each seat's team and the team's points, as the table says them."""
    from dominohall.presentation.standing import standings_of

    en = Texts("en")
    said = standings_of("block", [[]] * 4, [0] * 4, [31, 0, 31, 0], {"teams": True})
    assert [en.say(p) for p in said] == [
        "team 1 · points: 31",
        "team 2 · points: 0",
        "team 1 · points: 31",
        "team 2 · points: 0",
    ]
    assert en.say(standings_of("block", [[]] * 4, [0] * 4, [31, 0, 0, 0], {"teams": False})[0]) == "points: 31"
