"""The match's end stays within reach (issue #36, item 1): the match-over dialog's button closes it
("Close", not "Continue": nothing goes on), and once it is closed the page itself offers the final
standings again, the rematch and the replay."""

from __future__ import annotations

from typing import TYPE_CHECKING

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

PLAY_FIRST = """() => {
  const u = window.dominohall;
  if (u.view.match_over) return true;
  if (u.view.turn === u.me && (u.view.legal || []).length && !u.pending)
    u.net.send({type: "move", move: u.view.legal[0].move, seq: u.seq});
  return false;
}"""


@pytest.mark.parametrize(("lang", "size"), [("en", "wide"), ("ru", "phone")])
def test_after_the_match_the_page_leads_back_to_the_standings_and_the_rematch(
    server: ServerProcess, pages: Pages, lang: str, size: str
) -> None:
    words = served_texts(server, lang)
    made = server.create_table("block", 2, options={"target": 1})
    page = pages.new(WIDE if size == "wide" else PHONE, lang=lang)
    open_table(page, f"{made['seats'][0]['link']}&lang={lang}")
    page.wait_for_function(PLAY_FIRST, polling=100, timeout=60_000)
    page.wait_for_selector("#overlay[data-match='over']:not(.hidden)")
    assert page.locator("#overlay-close").inner_text() == words("Close")
    page.click("#overlay-close")
    assert page.locator("#overlay").is_hidden()
    bar = page.locator(".match-over-bar")
    assert bar.is_visible() and words("The match is over") in bar.inner_text()
    assert page.locator("#rematch-bar").is_visible()
    assert page.locator(".match-over-bar a.button").get_attribute("href", timeout=5000) is not None
    snap(page, f"match-over-bar-{lang}-{size}")
    page.click("#show-standings")
    page.wait_for_selector("#overlay[data-match='over']:not(.hidden)")
    assert words("Final standings") in page.locator("#overlay").inner_text()
    page.click("#overlay-close")
    page.click("#rematch-bar")  # a rematch asked from the page takes the person to their new seat
    page.wait_for_function("old => !location.pathname.endsWith(old)", arg=made["table"], timeout=20_000)
    open_table(page, page.url)
    assert page.evaluate("() => window.dominohall.view.match_over") is False
