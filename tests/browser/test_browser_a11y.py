"""Accessibility (issue 27): axe-core on every page in English, Polish and Russian with no serious or
critical violation.

axe-core comes bundled in the PyPI package ``axe-playwright-python`` (the ``test`` extra): it is
injected into the page as it stands, nothing is downloaded at test time. The counts of each run are
written to ``tests/artifacts/a11y/axe.json`` for a reviewer (not committed)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")
pytest.importorskip("axe_playwright_python.sync_playwright", reason="pip install 'axe-playwright-python'")

import test_browser as tb
from axe_playwright_python.sync_playwright import Axe
from test_browser import ARTIFACTS, Pages, open_table, seeded_table, state, wait_change

from dominohall.lessons import LESSONS

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from playwright.sync_api import Page
    from server_helpers import ServerProcess

LANGS = ("en", "pl", "ru")
WIDE = {"width": 1280, "height": 800}
SHOTS = ARTIFACTS / "a11y"
SEVERE = {"serious", "critical"}
AXE = Axe()


SETTLED_JS = """() => document.getAnimations().every(a => a.playState !== 'running'
    || a.effect.getComputedTiming().iterations === Infinity)"""


def severe(page: Page) -> list[dict[str, Any]]:
    """The serious and critical violations axe-core finds on the page once its one-off animations
    have ended (a window fading in is not yet its colours): rule, impact, and the first few offending
    elements."""
    page.wait_for_function(SETTLED_JS)
    found = AXE.run(page).response["violations"]
    return [
        {
            "rule": v["id"],
            "impact": v["impact"],
            "nodes": len(v["nodes"]),
            "where": [n["target"] for n in v["nodes"][:4]],
        }
        for v in found
        if v["impact"] in SEVERE
    ]


def record(name: str, lang: str, found: list[dict[str, Any]]) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / "axe.json"
    seen: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {}
    seen[f"{name} {lang}"] = {"count": sum(f["nodes"] for f in found), "rules": found}
    path.write_text(json.dumps(seen, indent=1, sort_keys=True))


class Checks:
    """Every page's findings, asserted together at the end (so one run counts them all)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.found: dict[str, list[dict[str, Any]]] = {}

    def __call__(self, page: Page, name: str) -> None:
        found = severe(page)
        record(name, self.lang, found)
        if found:
            self.found[name] = found

    def assert_clean(self) -> None:
        assert not self.found, json.dumps(self.found, indent=1)


@pytest.fixture(scope="module")
def analysed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServerProcess, str, str]]:
    """A server whose analysis is quick, with one finished bots' Block match on it."""
    from server_helpers import ServerProcess as Server

    folder = tmp_path_factory.mktemp("a11y")
    env = {"DOMINOHALL_ANALYSIS_SECONDS": "1", "DOMINOHALL_ANALYSIS_QUEUE": "0"}
    process = Server(f"sqlite:///{folder / 'tables.sqlite3'}", env=env, log=folder / "log").start()
    bots = [{"kind": "bot", "bot": "greedy"}] * 2
    table = seeded_table(process, "block", 2, seats=bots, options={"target": 1})["table"]
    # a longer match of five, whose analysis marks decisions on its chart
    snake = seeded_table(process, "white-snake", 5, seats=bots * 2 + bots[:1], options={"max_deals": 2})["table"]
    tb.wait_finished(process, table)
    tb.wait_finished(process, snake)
    yield process, table, snake
    process.stop()


@pytest.mark.parametrize("lang", LANGS)
def test_no_serious_violations_anywhere(analysed: tuple[ServerProcess, str, str], pages: Pages, lang: str) -> None:
    """The lobby, a table being played (a tile chosen, its places lit, then the end-of-deal window),
    the finished games, a replay with its analysis, and every lesson page: no serious or critical
    axe-core violation, in each language."""
    server, finished, snake = analysed
    check = Checks(lang)
    page = pages.new(WIDE, lang=lang)
    page.goto(server.url + "/")
    page.wait_for_selector("body[data-ready]")
    check(page, "lobby")
    page.click("#more summary")
    check(page, "lobby-more")

    page.goto(server.url + "/history")
    page.wait_for_selector("body[data-ready]")
    page.wait_for_selector("#history tr, #history p", state="attached")
    check(page, "history")

    page.goto(f"{server.url}/replay/{finished}")
    page.wait_for_selector("body[data-ready]")
    page.wait_for_selector("#analysis[data-ready]", timeout=120_000)
    page.click("#next")
    check(page, "replay")
    page.goto(f"{server.url}/replay/{snake}")
    page.wait_for_selector("body[data-ready]")
    page.wait_for_selector("#analysis[data-ready]", timeout=120_000)
    if page.locator("#analysis .an-jump").count():
        page.locator("#analysis .an-jump").first.click()
    check(page, "replay-analysis")

    page.goto(server.url + "/learn")
    page.wait_for_selector("body[data-ready]")
    check(page, "learn")
    for variant in LESSONS:
        page.goto(f"{server.url}/learn/{variant}")
        page.wait_for_selector("body[data-ready]")
        check(page, f"learn-{variant}")

    table = seeded_table(server, "maltese-cross", 2, options={"target": 1})
    open_table(page, table["seats"][0]["link"])
    page.wait_for_function("() => { const u = window.dominohall; return u.view.turn === u.me && !u.pending; }")
    check(page, "table")
    # a turn with a tile held up (its places lit), and the end-of-deal window
    lit = False
    for _ in range(200):
        if page.locator("#overlay:not(.hidden)").count():
            break
        now = state(page)
        if not now["mine"]:
            wait_change(page, now["seq"])
            continue
        tiles = [m.split("@")[0] for m in now["legal"]]
        several = next((t for t in tiles if tiles.count(t) > 1), None)
        if several and not lit:
            page.click(f'#hand button.hand-tile[data-tile="{several}"]')
            if page.locator("#board .target").count():
                lit = True
                check(page, "table-places")
                page.locator("#board .target").first.click()
                wait_change(page, now["seq"])
                continue
            wait_change(page, now["seq"])
            continue
        tb.play_turn(page)
        wait_change(page, now["seq"])
    assert lit, "no tile with several places came up"
    page.wait_for_selector("#overlay:not(.hidden)")
    check(page, "table-deal-end")
    check.assert_clean()
