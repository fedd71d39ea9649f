"""Your turn, told (issue #35), in the browser: the games page (/games) with the games waiting for
the person first and their time left in days and hours, the header's count of them on every page,
and at the table the tab's title and icon marked (and a notification, once asked for with the bell)
when it becomes the person's turn while the tab is hidden. Screenshots go to
``tests/artifacts/accounts/`` (desktop and phone, English and Russian)."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import Pages, open_table, play_turn, served_texts
from test_browser_accounts import account_form, lobby, snap
from test_browser_friends import PHONE, WIDE

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from playwright.sync_api import Page
    from server_helpers import ServerProcess

PERSON = {"kind": "human"}
BOT = {"kind": "bot", "bot": "greedy"}
FAKE_NOTIFICATIONS = """
window.__notes = [];
window.Notification = class {
  constructor(title, options) { window.__notes.push({title, body: options && options.body}); }
  close() {}
  static requestPermission() { window.Notification.permission = "granted"; return Promise.resolve("granted"); }
};
window.Notification.permission = "default";
"""
"""The browser's Notification API as a test sees it: what the page shows is recorded, and the
permission is granted when the page asks (headless Chromium shows none)."""


def make(page: Page, url: str, seats: list[dict[str, Any]]) -> dict[str, Any]:
    """A turn-based Block table of two days a move, made through the API with the page's session."""
    body = {"variant": "block", "players": 2, "seats": seats, "pace": {"kind": "turn-based", "hours": 48}}
    answer = page.request.post(f"{url}/api/tables", data=body)
    assert answer.status == 201, answer.text()
    found: dict[str, Any] = answer.json()
    return found


def my_games(page: Page, url: str) -> dict[str, Any]:
    answer = page.request.get(f"{url}/api/my/games")
    assert answer.status == 200, answer.text()
    found: dict[str, Any] = answer.json()
    return found


def until(check: Callable[[], bool], seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "not within the time"
        time.sleep(0.1)


def hide(page: Page, hidden: bool) -> None:
    """The tab hidden (another tab in front) or seen again, as the page hears of it."""
    page.evaluate(
        """h => { Object.defineProperty(document, 'hidden', {value: h, configurable: true});
                  document.dispatchEvent(new Event('visibilitychange')); }""",
        hidden,
    )


@pytest.mark.parametrize(("lang", "size"), [("en", "wide"), ("ru", "phone")])
def test_the_games_page_lists_the_games_waiting_first_and_every_header_counts_them(
    start_server: Callable[..., ServerProcess], pages: Pages, lang: str, size: str
) -> None:
    server = start_server()
    words = served_texts(server, lang)
    ann = pages.new(WIDE if size == "wide" else PHONE, lang=lang)
    ann.context.add_init_script(FAKE_NOTIFICATIONS)
    ben = pages.new(WIDE, lang=lang)
    stamp = time.monotonic_ns() % 10**6
    lobby(ann, server.url, lang)
    account_form(ann, f"Ann{lang}{stamp}", "#sign-up")
    lobby(ben, server.url, lang)
    account_form(ben, f"Ben{lang}{stamp}", "#sign-up")

    # no game yet: the page points to the lobby, and the header shows no count
    ann.goto(f"{server.url}/games?lang={lang}")
    ann.wait_for_selector("body[data-ready]")
    assert ann.locator("#games-empty a.button").get_attribute("href", timeout=5000) is not None
    assert ann.locator("#games-badge").is_hidden()
    snap(ann, f"{lang}-games-empty-{size}")

    # two tables against a bot (Ann's turn at both once it has moved) and one with Ben
    solo = [make(ann, server.url, [PERSON, BOT]) for _ in range(2)]
    shared = make(ann, server.url, [PERSON, PERSON])
    for made in solo:
        open_table(ann, made["seats"][0]["link"])
    open_table(ben, shared["seats"][1]["link"])
    open_table(ann, shared["seats"][0]["link"])
    until(lambda: my_games(ann, server.url)["total"] == 3 and my_games(ann, server.url)["waiting"] >= 2)
    if by_table(my_games(ann, server.url))[shared["table"]]["your_turn"]:
        ann.wait_for_function("() => window.dominohall.view.turn === window.dominohall.me")
        play_turn(ann)  # then it is Ben's turn there
    until(lambda: my_games(ann, server.url)["waiting"] == 2 and my_games(ben, server.url)["waiting"] == 1)

    ann.goto(f"{server.url}/games?lang={lang}")
    ann.wait_for_selector("body[data-ready]")
    ann.wait_for_selector("body[data-games-waiting='2']")
    assert ann.locator("#games-badge").inner_text() == "2"
    assert ann.locator("#games-mine li").count() == 2 and ann.locator("#games-others li").count() == 1
    assert ann.locator("#games-others li").get_attribute("data-table") == shared["table"]
    first = ann.locator("#games-list li, .games-list li").first
    assert first.get_attribute("data-your-turn") == "1"
    # two days a move, so "2 d 0 h left" within a second of the turn's start (the server counts whole
    # seconds up), "1 d 23 h left" (or 22) after that
    pattern = words("{days} d {hours} h left")
    just_now = re.escape(pattern.format(days="2", hours="0"))
    later = re.escape(pattern.format(days="1", hours="§")).replace("§", r"2[23]")
    assert re.search(f"{just_now}|{later}", first.inner_text()), first.inner_text()
    assert words("Your turn") in ann.locator("#games").inner_text()
    # each links to the table: this browser's own seat link (with its token)
    hrefs = [a.get_attribute("href") or "" for a in ann.locator(".games-list a.game-link").all()]
    assert all("#seat=0&token=" in h for h in hrefs), hrefs
    no_scroll(ann)
    snap(ann, f"{lang}-games-{size}")
    # every page's header counts them: the history's, the lobby's; Ben's says his one
    for path in ("/history", "/"):
        ann.goto(f"{server.url}{path}?lang={lang}")
        ann.wait_for_selector("body[data-games-waiting='2']")
        assert ann.locator("#games-badge").inner_text() == "2"
        no_scroll(ann)
    snap(ann, f"{lang}-games-badge-lobby-{size}")
    ben.goto(f"{server.url}/history?lang={lang}")
    ben.wait_for_selector("body[data-games-waiting='1']")

    # at the table, hidden: Ben moves, and Ann's tab says it is her turn (and notifies: she asked)
    open_table(ann, shared["seats"][0]["link"])
    bell = ann.locator("#turn-notify")
    assert bell.is_visible() and bell.get_attribute("aria-pressed") == "false"
    bell.click()
    ann.wait_for_selector("#turn-notify[aria-pressed='true']")
    snap(ann, f"{lang}-games-table-bell-{size}")
    hide(ann, True)
    ben.goto(shared["seats"][1]["link"])
    ben.wait_for_function("() => window.dominohall.view && window.dominohall.view.turn === window.dominohall.me")
    play_turn(ben)
    ann.wait_for_function("() => document.title.startsWith('● ')")
    assert ann.title().startswith(f"● {words('Your turn')} — ") and ann.title().endswith(" · dominohall")
    assert (ann.locator("link[rel='icon']").get_attribute("href") or "").startswith("data:image/svg+xml")
    notes = ann.evaluate("() => window.__notes")
    assert [n["title"] for n in notes] == [words("Your turn")], notes
    hide(ann, False)  # seen again: cleared
    ann.wait_for_function("() => !document.title.startsWith('● ')")
    assert ann.locator("link[rel='icon']").get_attribute("href") == "data:,"


def by_table(listing: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {g["table"]: g for g in listing["games"]}


def no_scroll(page: Page) -> None:
    width = page.evaluate("() => document.documentElement.scrollWidth")
    viewport = page.viewport_size
    assert viewport is not None and width <= viewport["width"] + 1, f"the page is {width} px wide"


def test_a_visitor_without_an_account_is_pointed_to_the_lobby_and_asks_nothing_more(
    start_server: Callable[..., ServerProcess], pages: Pages
) -> None:
    server = start_server()
    page = pages.new(PHONE)
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url))
    page.goto(f"{server.url}/games")
    page.wait_for_selector("body[data-ready]")
    assert page.locator("#games-empty a.button").count() == 1
    assert page.locator("#games-badge").is_hidden()
    assert not [u for u in asked if "/api/my/games" in u]  # no 401 in the console either (pages fixture)
    snap(page, "en-games-signed-out-phone")
