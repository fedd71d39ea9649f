"""A move in words (dominohall.presentation.notes.move_said, #36 item 15): what a lesson's hint and
feedback say instead of the notation. Every legal move of played-out deals of every game is worded
in every language without the notation, and a cut's words name its junction and side."""

from __future__ import annotations

import random

import pytest

import dominohall as dh
from dominohall.i18n import LANGUAGES, Texts
from dominohall.presentation.notes import move_said
from dominohall.variants import BUILT_IN


@pytest.mark.parametrize("variant", [cls.name for cls in BUILT_IN])
def test_every_legal_move_is_said_in_words_in_every_language(variant: str) -> None:
    cls = next(c for c in BUILT_IN if c.name == variant)
    texts = {lang: Texts(lang) for lang in LANGUAGES}
    labels = [f"P{s}" for s in range(cls.default_players)]
    for seed in range(3):
        match = dh.new_match(variant, cls.default_players, seed=seed)
        rng = random.Random(seed)
        deal = match.deal
        while not deal.is_over:
            view = match.view(match.turn)
            for move in view.legal_moves:
                for lang, said in texts.items():
                    line = said.say(move_said(view, move), labels, match.turn)
                    assert line and "{" not in line and "@" not in line, (lang, str(move), line)
            match.play(rng.choice(view.legal_moves))


def test_a_cut_is_said_with_its_junction_and_the_side_it_hands_over() -> None:
    """A cut's words name its junction and, in Sausage, the side the next player takes (SA-6); the
    one-way cut names none (SA-11). How many tiles that is, the hint's reason says."""
    view = dh.new_match("sausage", 2, seed=0).view(0)
    en, pl = Texts("en"), Texts("pl")
    left = move_said(view, dh.Move.from_str("3-5@cut:-2:L"))
    right = move_said(view, dh.Move.from_str("3-5@cut:-2:R"))
    assert en.say(left) == "cut with 3-5 between columns -2 and -1, handing the left part to the next player"
    assert en.say(right).endswith("handing the right part to the next player")
    assert pl.say(right) == "przetnij kamieniem 3-5 między kolumnami -2 i -1, oddając prawą część następnemu graczowi"
    one_way = dh.new_match("sausage-one-way", 2, seed=0).view(0)
    assert en.say(move_said(one_way, dh.Move.from_str("3-3@cut:2"))) == "cut with 3-3 between columns 2 and 3"
