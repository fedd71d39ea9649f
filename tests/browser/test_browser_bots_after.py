"""A live table that gives the seats nobody took to bots after a wait (issue #35): the lobby's choice
under More options, the countdown at the table while it waits, and the match starting with bots once
the wait is over. Screenshots under ``tests/artifacts/tables/``."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import Pages, open_table, served_texts
from test_browser_friends import PHONE, WIDE, snap

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from server_helpers import ServerProcess


@pytest.mark.parametrize(("lang", "size"), [("en", "wide"), ("pl", "phone"), ("ru", "wide")])
def test_the_lobby_asks_for_bots_after_a_wait_and_the_table_counts_down(
    server: ServerProcess, pages: Pages, lang: str, size: str
) -> None:
    words = served_texts(server, lang)
    page = pages.new(WIDE if size == "wide" else PHONE, lang=lang)
    page.goto(f"{server.url}/?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    page.select_option("#variant", "white-snake")
    page.select_option("#players", "5")
    for seat in range(1, 5):
        page.select_option(f"#seat-{seat}", "human")
    page.click("#more summary")
    choice = page.locator("#bots-after")
    assert choice.is_enabled()
    choice.select_option("120")
    assert words("go to bots after 2 minutes") in choice.inner_text()
    sent: list[dict[str, Any]] = []

    def record(request: Any) -> None:
        if request.method == "POST" and request.url.endswith("/api/tables"):
            sent.append(json.loads(request.post_data or "{}"))

    page.on("request", record)
    snap(page, f"bots-after-form-{lang}-{size}")
    page.click("#create-button")
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    assert sent and sent[0]["bots_after"] == 120
    assert page.evaluate("() => window.dominohall.meta.bots_after") == 120
    # while it waits, the status counts down to the bots: about 2:00, then less
    status = page.locator("#status")
    said = words("bots take the free seats in {time}").replace("{time}", "§")
    pattern = re.escape(said).replace("§", r"(1:[0-5]\d|2:00)")
    assert re.search(pattern, status.inner_text()), status.inner_text()
    first = status.inner_text()
    page.wait_for_function("t => document.getElementById('status').innerText !== t", arg=first, timeout=5000)
    snap(page, f"bots-after-waiting-{lang}-{size}")
    table = page.evaluate("() => window.dominohall.meta.id")
    # the lobby lists it with when the bots come
    page.goto(f"{server.url}/?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    row = page.locator(f'tr[data-table="{table}"]')
    row.wait_for()
    assert words("bots take the free seats at {time}").split("{time}")[0].strip() in row.inner_text()
    # a turn-based or rated table waits for its people: the choice is off there
    page.click("#more summary")
    page.select_option("#pace", "24")
    assert page.locator("#bots-after").is_disabled()


def test_the_match_starts_with_bots_once_the_wait_is_over(server: ServerProcess, pages: Pages) -> None:
    made = server.create_table("white-snake", 5, seats=[{"kind": "human"}] * 5, bots_after=10)
    page = pages.new(WIDE, lang="en")
    open_table(page, made["seats"][0]["link"])
    assert page.evaluate("() => window.dominohall.meta.status") == "waiting"
    page.wait_for_function("() => window.dominohall.meta.status === 'playing'", timeout=30_000)
    seats = page.evaluate("() => window.dominohall.meta.seats.map(s => s.kind)")
    assert seats == ["human", "bot", "bot", "bot", "bot"]
    assert "bots take the free seats" not in page.locator("#status").inner_text()
