"""A move in words (dominohall.presentation.notes.move_said, #36 item 15): what a lesson's hint and
feedback say instead of the notation. Every legal move of played-out deals of every game is worded
in every language without the notation, and a cut's words name what the engine then hands over."""

from __future__ import annotations

import random

import pytest

import dominohall as dh
from dominohall.events import Took
from dominohall.i18n import LANGUAGES, Phrase, Texts
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


@pytest.mark.parametrize("variant", ["sausage", "sausage-one-way"])
def test_a_cut_names_the_tiles_the_engine_hands_over(variant: str) -> None:
    """The count in a cut's words (SA-6; one-way: from the nearest crosswise tile, SA-11) is the
    count of the take that follows it."""
    checked = 0
    for seed in range(12):
        match = dh.new_match(variant, 2, seed=seed)
        rng = random.Random(seed)
        deal = match.deal
        while not deal.is_over:
            view = match.view(match.turn)
            cuts = [m for m in view.legal_moves if m.kind == "cut"]
            for cut in cuts:
                said = move_said(view, cut)
                copy = deal.copy()
                before = len(copy.events)
                copy.push(cut)
                taken = sum(len(e.tiles) for e in copy.events[before:] if isinstance(e, Took))
                count = said.fields["taken"]
                assert isinstance(count, Phrase) and count.n == taken, (str(cut), said, taken)
                checked += 1
            match.play(rng.choice(cuts) if cuts and rng.random() < 0.3 else rng.choice(view.legal_moves))
    assert checked > 20
