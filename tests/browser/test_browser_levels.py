"""Bots named by their level of play, with their strength (#36 item 9, #38 "Strength people can
read"): the create form's bot choices and the rated table's say "Casual player — about 2292 in Block"
(the variant's measured ``rating_anchors``), a seat says "bot: Casual player", and ``/bots`` explains
every level with its ratings — never the programs' names ("ismcts", "greedy") or their iterations.

Screenshots go to ``tests/artifacts/levels/`` (not committed) for a reviewer."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import ARTIFACTS, Pages, open_table, seeded_table, served_texts

from dominohall.variants import VARIANTS

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from playwright.sync_api import Page
    from server_helpers import ServerProcess

SHOTS = ARTIFACTS / "levels"
PROGRAMS = re.compile(r"ismcts|greedy|iteration|random", re.IGNORECASE)
"""The programs' own words, which a player's choice of opponent no longer shows."""


def snap(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def seat_choices(page: Page) -> dict[str, str]:
    got: dict[str, str] = page.evaluate(
        "() => Object.fromEntries([...document.querySelectorAll('#seat-1 option')].map(o => [o.value, o.textContent]))"
    )
    return got


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_the_create_form_names_levels_with_their_ratings(server: ServerProcess, pages: Pages, lang: str) -> None:
    texts = served_texts(server, lang)
    page = pages.new(lang=lang)
    page.goto(f"{server.url}/?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    page.select_option("#variant", "twins")
    choices = seat_choices(page)
    twins = VARIANTS["twins"]
    game = texts(twins.title)
    about = texts("{level} — about {rating} in {game}")
    assert choices["bot:greedy"] == about.format(
        level=texts("Casual player"), rating=round(twins.rating_anchors["greedy"]), game=game
    )
    assert choices["bot:random"].startswith(texts("Beginner"))
    assert choices["bot:ismcts"] == texts("Club player")
    assert choices["bot:ismcts:iterations=300"] == texts("Club player, quick")
    assert choices["bot:expert"] == texts("Expert")
    if lang == "en":
        assert not [c for c in choices.values() if PROGRAMS.search(c)], choices
    # a rated table seats only the measured levels, each with its rating in this game
    page.check("#rated")
    rated = seat_choices(page)
    assert set(rated) - {"human"} == {f"bot:{spec}" for spec in twins.rating_anchors}, rated
    for spec, rating in twins.rating_anchors.items():
        assert f" {round(rating)} " in rated[f"bot:{spec}"], rated
    snap(page, f"{lang}-create-rated")


@pytest.mark.parametrize(("spec", "level"), [("greedy", "Casual player"), ("expert", "Expert")])
def test_a_seat_says_the_bots_level(server: ServerProcess, pages: Pages, spec: str, level: str) -> None:
    seats = [{"kind": "human"}, {"kind": "bot", "bot": spec}]
    table = seeded_table(server, "block", 2, seats=seats, options={"target": 50})
    page = pages.new()
    open_table(page, table["seats"][0]["link"])
    assert page.locator('.seat-badge[data-seat="1"] .who').inner_text().startswith(f"seat 1 · bot: {level}")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_bots_page_explains_every_level(server: ServerProcess, pages: Pages, lang: str) -> None:
    texts = served_texts(server, lang)
    page = pages.new(lang=lang)
    page.goto(f"{server.url}/bots?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    rows = page.locator("#levels tr[data-level]")
    levels = rows.evaluate_all("rs => rs.map(r => r.dataset.level)")
    assert levels == ["beginner", "casual", "learner", "quick", "club", "expert"], levels
    casual = page.locator('#levels tr[data-level="casual"]').inner_text()
    assert texts("Casual player") in casual
    for name, cls in VARIANTS.items():
        assert f"{texts(cls.title)} {round(cls.rating_anchors['greedy'])}" in casual, name
    assert texts("not measured yet") in page.locator('#levels tr[data-level="expert"]').inner_text()
    snap(page, f"{lang}-bots-page")
