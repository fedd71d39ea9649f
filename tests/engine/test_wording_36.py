"""Refusals and automatic moves worded as a native speaker says them in Polish and Russian (issue 36
item 10): a refusal opened by a bare field and a colon ("{place}: …") or joined by a dash
("{tile} не подходит — {place}: {value}") reads as a telegram, and a pass made for the player is said
as made for them ("passed by itself" was "пас сам")."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("babel", reason="the catalogs are read with Babel (the test extra)")

from dominohall import catalogs, new_match
from dominohall.i18n import LOCALE, Texts
from dominohall.presentation.refusals import refusal_sentence

TELEGRAM = re.compile(r"^\{\w+\}: | — \{\w+\}")
"""A translation that opens with a bare field and a colon, or hangs a field on a dash."""


def _says_refusals(path: str) -> bool:
    return path.endswith(("refusals.py", "wording.py")) or "/variants/" in path


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_no_refusal_reads_as_a_telegram(lang: str) -> None:
    catalog = catalogs._read(LOCALE / f"{lang}.po", lang)
    # A refusal is said by presentation/refusals.py, or by a game's own words (its Wording, in its
    # variant module: issue 37 item 5).
    refusals = [m for m in catalog if m.id and any(_says_refusals(path) for path, _line in m.locations)]
    assert len(refusals) > 30
    # A game's module also words its log lines, some of them "{name}: …" in English too (a log's form,
    # not a refusal's): only a translation that makes a telegram of an English sentence counts.
    telegrams = [
        (m.id, m.string)
        for m in refusals
        if isinstance(m.string, str)
        and isinstance(m.id, str)
        and TELEGRAM.search(m.string)
        and not TELEGRAM.search(m.id)
    ]
    assert telegrams == []


def test_a_tile_that_does_not_match_is_said_in_a_sentence() -> None:
    """C-5: the tile, the number it does not match and the end, in the order each language says them."""
    match = new_match("block", 2, seed=3)
    match.play(match.view(0).legal_moves[0])  # 2-2 leads: both ends show 2
    view = match.view(1)
    said = {
        lang: Texts(lang).say(refusal_sentence(view, "1-1@L", "C-5", "illegal_move")) for lang in ("en", "pl", "ru")
    }
    assert said == {
        "en": "1-1 does not match the 2 at the left end.",
        "pl": "1-1 nie pasuje do 2 (lewy koniec).",
        "ru": "1-1 не подходит к 2 (левый конец).",
    }


@pytest.mark.parametrize(
    ("lang", "said"),
    [("pl", "spasowano za ciebie (nie było czym zagrać)"), ("ru", "пас сделан за вас: ходить было нечем")],
)
def test_a_pass_made_for_the_player_is_said_so(lang: str, said: str) -> None:
    assert Texts(lang)("passed by itself") == said
