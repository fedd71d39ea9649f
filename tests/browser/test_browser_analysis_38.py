"""Issue 38 in the browser's analysis tab: a line per decision with the hands open (the solver's best
move and what it comes to, beside the move played), in English and Polish; where bots played beside
people the lists are the people's, and "Show the bots' decisions too" adds the bots'. Screenshots of
the tab on a desktop and a phone go to tests/artifacts/ (analysis-open-desktop.png, -phone.png)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import DESKTOP, PHONE, Pages, seeded_table, shot, wait_finished

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts


def test_the_analysis_tab_with_the_hands_open(pages: Pages, tmp_path: Path) -> None:
    from server_helpers import ServerProcess as Server

    quick = Server(
        f"sqlite:///{tmp_path / 'tables.sqlite3'}", env={"DOMINOHALL_ANALYSIS_SECONDS": "0.5"}, log=tmp_path / "log"
    ).start()
    try:
        bots = [{"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}]
        table = seeded_table(quick, "block", 2, seats=bots, options={"target": 30})["table"]
        wait_finished(quick, table)
        for viewport, name in ((DESKTOP, "desktop"), (PHONE, "phone")):
            page = pages.new(viewport)
            page.goto(f"{quick.url}/replay/{table}")
            page.wait_for_selector("#analysis[data-ready]", timeout=60_000)
            lines = page.locator("#analysis .an-open li")
            assert lines.count() > 0
            solved = page.locator('#analysis .an-open li[data-status="solved"]')
            assert solved.count() > 0
            text = solved.last.inner_text()
            assert "with the hands open, " in text and "; played " in text
            assert any(word in text for word in ("wins", "loses", "draws")), text
            # every seat a bot: every seat's decisions, and nothing to switch
            assert page.locator("#analysis-all").count() == 0
            assert {lines.nth(i).get_attribute("data-seat") for i in range(lines.count())} <= {"0", "1"}
            # a click shows the position, the solver's best move drawn there, and the line under the chosen decision
            solved.last.locator("button").click()
            chosen = page.evaluate("() => window.dominohallAnalysis.chosen")
            assert page.evaluate("() => window.dominohallReplay.ghost.best") == chosen["open"]["best"]
            assert page.locator("#analysis .an-chosen .an-chosen-open").inner_text() == text
            page.locator("#analysis .an-open").scroll_into_view_if_needed()
            shot(page, f"analysis-open-{name}", full=True)
        # a person at seat 1 beside the bot at seat 0: the lists are the person's, until asked for all
        page.evaluate(
            "() => { window.dominohallReplay.meta.seats[1].kind = 'human'; window.dominohallAnalysis.render(); }"
        )
        seats = page.eval_on_selector_all("#analysis .an-open li", "(xs) => xs.map((x) => x.dataset.seat)")
        assert seats and set(seats) == {"1"}
        page.locator("#analysis-all").check()
        seats = page.eval_on_selector_all("#analysis .an-open li", "(xs) => xs.map((x) => x.dataset.seat)")
        assert set(seats) == {"0", "1"}
        # in Polish, through the catalog
        page = pages.new(DESKTOP, lang="pl")
        page.goto(f"{quick.url}/replay/{table}?lang=pl")
        page.wait_for_selector("#analysis[data-ready]", timeout=60_000)
        text = page.locator('#analysis .an-open li[data-status="solved"]').last.inner_text()
        assert "przy odkrytych rękach" in text and "zagrano" in text, text
        # one reason for every decision (Sausage's, SA-6: no exact value exists) is said once, not a line a move
        page.evaluate(
            """() => { const s = window.dominohallAnalysis;
                       s.analysis.deals.forEach((d) => d.decisions.forEach((x) => {
                         if (x.open) x.open = { status: "not_exact", moves: [], best: null, nodes: 0 }; }));
                       s.render(); }"""
        )
        assert page.locator("#analysis .an-open li").count() == 0
        none = page.locator("#analysis .an-open-none")
        assert none.get_attribute("data-status") == "not_exact"
        assert (
            none.inner_text()
            == "dla każdej decyzji: brak dokładnej wartości: linia gry może wrócić do tej samej pozycji (SA-6)"
        )
    finally:
        quick.stop()
