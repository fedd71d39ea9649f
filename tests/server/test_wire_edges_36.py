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
