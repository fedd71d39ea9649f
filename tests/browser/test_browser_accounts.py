"""Accounts in the browser, in English, Polish and Russian: sign up, sign out, sign in, a rated
match against a bot made in the lobby, the rating change at its end and the ratings in the badges,
the player's page, the leaderboard with oneself on it, and signing out; at 1280 x 800 and 390 x 844.
Screenshots go to ``tests/artifacts/accounts/`` for a reviewer (not committed)."""

from __future__ import annotations

import asyncio
import re
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from server_helpers import Client, play_to_end
from test_browser import ARTIFACTS, Pages, play_match, served_texts, state

from dominohall.server.sessions import COOKIE

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from collections.abc import Callable

    from playwright.sync_api import Page
    from server_helpers import ServerProcess

WIDE = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SHOTS = ARTIFACTS / "accounts"
PASSWORD = "correct horse battery"
NAMES = {"en": "Alice Rated", "pl": "Łucja Żółć", "ru": "Фёдор Ёлкин"}


def snap(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_timeout(500)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def lobby(page: Page, url: str, lang: str) -> None:
    page.goto(f"{url}/?lang={lang}")
    page.wait_for_selector("body[data-ready]")


def account_form(page: Page, name: str, button: str) -> None:
    page.fill("#account-name", name)
    page.fill("#account-password", PASSWORD)
    page.click(button)
    page.wait_for_selector('[data-testid="signed-in"]')


def session_cookie(page: Page) -> str:
    (cookie,) = [c for c in page.context.cookies() if c["name"] == COOKIE]
    assert cookie["httpOnly"] and cookie["sameSite"] == "Lax"
    # A script of the page cannot read it (cookie theft through an injected script finds nothing).
    assert COOKIE not in page.evaluate("() => document.cookie")
    return str(cookie["value"])


def settle_rating(server: ServerProcess, cookie: str) -> None:
    """Rated matches against a bot through the API with the page's session until the player's block
    rating is no longer provisional, bar one match (played in the browser after)."""
    import json
    import urllib.request
    from urllib.parse import quote

    headers = {"cookie": f"{COOKIE}={cookie}", "content-type": "application/json"}

    def call(method: str, path: str, body: Any = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        with urllib.request.urlopen(
            urllib.request.Request(server.url + path, data=data, method=method, headers=headers), timeout=30
        ) as answer:
            return json.loads(answer.read())

    async def one() -> None:
        made = call(
            "POST",
            "/api/tables",
            {
                "variant": "block",
                "players": 2,
                "options": {"target": 20},
                "rated": True,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
            },
        )
        client = await Client(server, made["table"], headers={"cookie": headers["cookie"]}).connect(
            made["seats"][0]["token"]
        )
        await play_to_end([client])
        await client.close()

    name = call("GET", "/api/session")["name"]
    for _ in range(40):
        block = call("GET", f"/api/players/{quote(name)}")["ratings"].get("block")
        if block is not None and not block["provisional"]:
            return
        # Playwright's own loop runs in this thread: the WebSocket client gets a thread of its own.
        with ThreadPoolExecutor(1) as thread:
            thread.submit(asyncio.run, one()).result()
    raise AssertionError("the rating did not settle")


def said(words: Callable[..., str], text: str, **fields: str) -> str:
    return words(text).format(**fields)


def pattern(words: Callable[..., str], text: str, **groups: str) -> str:
    """A translated text as a regular expression, each field a group."""
    found = re.escape(words(text))
    for name, group in groups.items():
        found = found.replace(re.escape("{" + name + "}"), group)
    return found


def create_rated_in_lobby(page: Page) -> None:
    page.select_option("#variant", "block")
    page.check("#rated")
    options = page.locator("#seat-1 option").evaluate_all("os => os.map(o => o.value)")
    assert "bot:ismcts" not in options and "bot:expert" not in options  # only bots with measured ratings
    page.select_option("#seat-1", "bot:greedy")
    page.click("#more summary")
    page.fill("#opt-target", "20")
    page.click("#create-button")
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_sign_up_play_rated_see_the_change_find_yourself_and_sign_out(
    start_server: Callable[..., ServerProcess], pages: Pages, lang: str
) -> None:
    server = start_server()
    words = served_texts(server, lang)
    name = NAMES[lang]
    page = pages.new(WIDE, lang=lang)
    lobby(page, server.url, lang)
    assert page.locator("#account-form").count() == 1  # signed out, and nothing stops anonymous play
    snap(page, f"{lang}-lobby-signed-out-wide")
    account_form(page, name, "#sign-up")
    assert (
        page.locator('[data-testid="signed-in"]').inner_text().startswith(said(words, "Signed in as {name}", name=name))
    )
    page.click("#sign-out")
    page.wait_for_selector("#account-form")
    page.fill("#account-name", name)
    page.fill("#account-password", "a wrong password")
    page.click("#sign-in")
    page.wait_for_function("() => document.querySelector('#account-error').textContent !== ''")
    assert page.locator("#account-error").inner_text() == words("The name or the password is wrong.")
    # The browser logs the 401 of that sign-in as a failed load: expected here, and only that one.
    refused = [e for e in pages.errors if "status of 401" in e]
    assert len(refused) == 1, pages.errors
    pages.errors.remove(refused[0])
    account_form(page, name.upper(), "#sign-in")  # a name is one whatever its case
    # The owner is told of the wrong password given since the last sign-in (issue #34, item 6).
    told = page.locator("#failed-sign-ins").inner_text()
    assert re.search(r"\b1\b", told) and told != "", told
    snap(page, f"{lang}-lobby-signed-in-wide")
    settle_rating(server, session_cookie(page))

    create_rated_in_lobby(page)
    badges = page.locator('[data-testid="rating-1"]')
    assert re.fullmatch(r"\d+", badges.inner_text()), badges.inner_text()  # the bot's fixed rating
    assert page.locator('[data-testid="rating-0"]').count() == 1
    assert state(page)["me"] == 0
    assert not page.evaluate("() => window.dominohall.meta.undo")  # no undo at a rated table
    play_match(page, f"accounts-{lang}")
    page.wait_for_selector('[data-testid="rating-change"]:not(.hidden)')
    line = page.locator('[data-testid="rating-change"]').inner_text()
    # the change says why (#36 item 5): the result against the table's ratings
    found = re.fullmatch(
        pattern(words, "Your rating: {rating} ({change}: {why})", rating=r"(\d+)", change=r"([+−±]\d+)", why=".+"),
        line,
    )
    assert found is not None, line
    rating, change = found.groups()
    snap(page, f"{lang}-rated-end-wide")
    table_url = page.url  # the seat's own link: the phone opens the same ended match below
    if page.locator("#overlay:not(.hidden)").count():
        page.click("#overlay-close")

    page.goto(f"{server.url}/players/{name}?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    assert page.locator("#player-name").inner_text() == name
    row = page.locator('.ratings-table tr[data-variant="block"]').inner_text()
    assert rating in row
    assert change in page.locator(".games-table tr").first.inner_text()
    assert words("Rating") in page.locator(".ratings-table th").all_inner_texts()
    analysis = page.locator('.games-table tr [data-testid="analysis-link"]').first
    assert analysis.inner_text() == words("Analysis")
    assert (analysis.get_attribute("href") or "").endswith(
        f"/replay/{table_url.split('/t/')[1].split('?')[0].split('#')[0]}?lang={lang}#analysis"
    )
    snap(page, f"{lang}-player-wide")

    page.goto(f"{server.url}/leaderboard/block?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    me = page.locator(f'.board-table tr[data-player="{name}"]')
    assert me.count() == 1 and rating in me.inner_text()
    assert page.locator("#board-title").inner_text().startswith(words("Leaderboard: {game}").split("{game}")[0])
    snap(page, f"{lang}-leaderboard-wide")

    phone = pages.new(PHONE, lang=lang)
    phone.context.add_cookies(page.context.cookies())  # type: ignore[arg-type]
    for path, shot in (("/", "lobby"), (f"/players/{name}", "player"), ("/leaderboard/block", "leaderboard")):
        phone.goto(f"{server.url}{path}?lang={lang}")
        phone.wait_for_selector("body[data-ready]")
        width = phone.evaluate("() => document.documentElement.scrollWidth")
        assert width <= PHONE["width"], (path, width)  # nothing runs off a phone's screen
        snap(phone, f"{lang}-{shot}-phone")
    phone.goto(table_url)
    phone.wait_for_selector('[data-testid="rating-change"]:not(.hidden)')
    assert phone.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    snap(phone, f"{lang}-rated-end-phone")

    lobby(page, server.url, lang)
    page.click("#sign-out")
    page.wait_for_selector("#account-form")
    assert not [c for c in page.context.cookies() if c["name"] == COOKIE]
