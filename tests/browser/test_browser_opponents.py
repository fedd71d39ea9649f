"""Finding opponents (issue #35) in the browser: a challenge sent from a player's page, seen and
accepted on the challenged person's games page (with the header's count), both at the table made
for them with their own seat links; the match on the player's page, a follow listed on the
follower's own page; then a block, which ends the follow, listed there and undone. Screenshots go
to ``tests/artifacts/accounts/`` (desktop and phone)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import Pages, served_texts
from test_browser_accounts import account_form, lobby, snap
from test_browser_friends import PHONE, WIDE

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from playwright.sync_api import Page
    from server_helpers import ServerProcess


def no_severe_violations(page: Page) -> None:
    """axe-core finds nothing serious or critical on the page (as test_browser_a11y.py checks every
    page), where it is installed."""
    try:
        from test_browser_a11y import severe
    except pytest.skip.Exception:
        return
    found = severe(page)
    assert not found, found


def test_a_challenge_sent_from_a_players_page_is_accepted_on_the_games_page(
    start_server: Callable[..., ServerProcess], pages: Pages
) -> None:
    server = start_server()
    en, ru = served_texts(server, "en"), served_texts(server, "ru")
    ann = pages.new(WIDE, lang="en")
    ben = pages.new(PHONE, lang="ru")
    stamp = time.monotonic_ns() % 10**6
    ann_name, ben_name = f"Ann{stamp}", f"Ben{stamp}"
    lobby(ann, server.url, "en")
    account_form(ann, ann_name, "#sign-up")
    lobby(ben, server.url, "ru")
    account_form(ben, ben_name, "#sign-up")

    # Ann, on Ben's page, challenges him to a turn-based Block of a day a move
    ann.goto(f"{server.url}/players/{ben_name}?lang=en")
    ann.wait_for_selector("body[data-ready]")
    ann.wait_for_selector("#opponent-card:not(.hidden) #challenge-send")
    ann.select_option("#challenge-variant", "block")
    ann.select_option("#challenge-pace", "24")
    ann.click("#challenge-send")
    ann.wait_for_function("() => document.querySelector('#opponent [role=status]').textContent !== ''")
    said = ann.locator("#opponent [role=status]").inner_text()
    assert said == en("Challenge sent: {name} sees it on their games page.").format(name=ben_name), said
    snap(ann, "en-challenge-sent-wide")
    no_severe_violations(ann)

    # Ben's header counts it, and his games page shows it with Accept and Decline
    ben.goto(f"{server.url}/games?lang=ru")
    ben.wait_for_selector("body[data-ready]")
    ben.wait_for_selector("#challenges-in li")
    assert ben.locator("#games-badge").inner_text() == "1"
    assert ru("{name} challenges you").format(name=ann_name) in ben.locator("#challenges-in").inner_text()
    width = ben.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"], width  # nothing wider than the phone
    snap(ben, "ru-challenge-received-phone")
    no_severe_violations(ben)
    ben.click("[data-testid=accept-challenge]")
    ben.wait_for_url("**/t/**#seat=1&token=*")
    ben.wait_for_function("() => window.dominohall && window.dominohall.me === 1")
    # Ben's phone on Ann's page: the challenge form fits
    ben.goto(f"{server.url}/players/{ann_name}?lang=ru")
    ben.wait_for_selector("#opponent-card:not(.hidden) #challenge-send")
    assert ben.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    snap(ben, "ru-player-challenge-phone")

    # Ann's games page has her seat's link (shown once, kept by the browser), and she sits down
    ann.goto(f"{server.url}/games?lang=en")
    ann.wait_for_selector("body[data-ready]")
    ann.wait_for_selector("#challenges-out li[data-status=accepted] [data-testid=challenge-table]")
    link = ann.locator("[data-testid=challenge-table]").get_attribute("href") or ""
    assert "#seat=0&token=" in link, link
    snap(ann, "en-challenge-accepted-wide")
    no_severe_violations(ann)
    ann.click("[data-testid=challenge-table]")
    ann.wait_for_function("() => window.dominohall && window.dominohall.me === 0")
    ann.wait_for_function("() => window.dominohall.meta && window.dominohall.meta.status === 'playing'")

    table = ann.evaluate("() => window.dominohall.table")

    # Ben's page shows everyone the match he plays; Ann follows him, and her own page lists him
    ann.goto(f"{server.url}/players/{ben_name}?lang=en")
    ann.wait_for_selector(f"#playing li[data-table='{table}']")
    ann.click("#follow-toggle")
    ann.wait_for_selector("#follow-toggle[aria-pressed=true]")
    assert ann.locator("#followers").inner_text() == "1 follower"
    snap(ann, "en-player-playing-followed-wide")
    ann.goto(f"{server.url}/players/{ann_name}?lang=en")
    ann.wait_for_selector(f"#follows [data-followed='{ben_name}'] a")
    ben.goto(f"{server.url}/players/{ben_name}?lang=ru")
    ben.wait_for_selector("body[data-ready]")
    assert ben.locator("#followers").inner_text() == "1 подписчик"
    snap(ben, "ru-own-page-phone")
    no_severe_violations(ben)

    # a block from Ben's page: the challenge form and the follow go, and Ann's own page lists him, to undo
    ann.goto(f"{server.url}/players/{ben_name}?lang=en")
    ann.wait_for_selector("#block-toggle")
    ann.click("#block-toggle")
    ann.wait_for_selector(f"#block-toggle:has-text('{en('Unblock')}')")
    assert ann.locator("#opponent .challenge-form").is_hidden()
    ann.goto(f"{server.url}/players/{ann_name}?lang=en")
    ann.wait_for_selector(f"#blocks [data-blocked='{ben_name}']")
    assert ann.locator(f"#follows [data-followed='{ben_name}']").count() == 0
    snap(ann, "en-blocked-players-wide")
    ann.click(f"#blocks [data-blocked='{ben_name}'] button")
    ann.wait_for_selector(f"#blocks:has-text('{en('You block nobody.')}')")
