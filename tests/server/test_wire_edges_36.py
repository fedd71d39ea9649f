"""A finished Sausage deal's board marks no junction that "can be cut here" (issue 36 item 8): the
layout's cuts are for the play going on, and once the deal is over nothing may be cut (SA-6)."""

from __future__ import annotations

import random

import dominohall as dh
from dominohall.server.wire import face_up_json, layout_json, view_json
from dominohall.variants.sausage import SausageLayout


def cuts(match: dh.Match) -> tuple[tuple[int, int], ...]:
    layout = match.deal.layout()
    assert isinstance(layout, SausageLayout)
    return tuple(layout.cuts)


def test_a_finished_sausage_deal_lists_no_cut() -> None:
    match = dh.new_match("sausage", 3, seed=5)
    moves = random.Random(5)
    seen_mid_deal = False
    while match.deal.result is None:
        if cuts(match):
            assert face_up_json(match.deal)["layout"]["cuts"]  # a replay frame mid-deal keeps its marks
            seen_mid_deal = True
        match.play(moves.choice(match.legal_moves()))
    assert seen_mid_deal
    assert cuts(match)  # the engine's layout still has a junction a tile would fit
    assert face_up_json(match.deal)["layout"]["cuts"] == []  # the reveal and the replay's last frame
    view = dh.View.of(match.deal, 0)
    assert view.deal_over and view_json(view)["layout"]["cuts"] == []  # the board at the deal's end
    assert layout_json(match.deal.layout())["cuts"]
    assert layout_json(match.deal.layout(), cuts=False)["cuts"] == []


def test_a_team_game_s_replay_frames_and_history_name_the_teams() -> None:
    """Issue 36 item 2: a team game's replay frame and its line in the finished games say each seat's
    team with the team's points."""
    from dominohall.i18n import Texts
    from dominohall.server.api import with_standing
    from dominohall.server.table import _frame

    match = dh.new_match("block", 4, seed=2, options={"teams": True, "target": 60})
    frame = _frame(0, None, [], match, match.deal)
    assert Texts("en").say(frame["standing"][3]) == "team 2 · points: 0"
    meta = {"variant": "block", "options": {"teams": True}, "result": {"scores": [29, 75, 29, 75]}}
    assert Texts("en").say(with_standing(meta)["result"]["standing"][1]) == "team 2 · points: 75"


def test_lessons_and_hints_stay_within_the_address_limit_in_ordinary_use() -> None:
    """Issue 36 item 12: a learner who makes a practice move every second, each with its hint (the move's
    replay and a hint counting HINT_COST), for a whole minute, is never refused 429 by the lessons' API."""
    from dominohall.server.learn import HINT_COST
    from dominohall.server.limits import Limits

    count, seconds = Limits.from_env({}).learn_rate
    per_second = (1 + HINT_COST) / 1.0
    assert count >= per_second * seconds, (count, seconds)
