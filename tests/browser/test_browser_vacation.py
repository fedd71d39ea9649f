"""Vacation (issue #35) in the browser: at a turn-based table of Ann's and Ben's, Ben (Polish, on a
phone) goes on vacation from his games page; Ann (English, wide) sees "on vacation until …" on his
seat at the table and beside his name in her games; Ben comes back early and has his days again.
Screenshots go to ``tests/artifacts/accounts/`` (desktop and phone)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import Pages, served_texts
from test_browser_accounts import account_form, lobby, snap
from test_browser_friends import PHONE, WIDE
from test_browser_opponents import no_severe_violations

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from server_helpers import ServerProcess

TABLE = {
    "variant": "twins",
    "players": 3,
    "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "greedy"}],
    "pace": {"kind": "turn-based", "hours": 24},
}


def test_a_vacation_is_taken_on_the_games_page_and_shown_to_the_others(
    start_server: Callable[..., ServerProcess], pages: Pages
) -> None:
    server = start_server(env={"DOMINOHALL_VACATION_DAYS": "30"})
    en, pl = served_texts(server, "en"), served_texts(server, "pl")
    ann = pages.new(WIDE, lang="en")
    ben = pages.new(PHONE, lang="pl")
    stamp = time.monotonic_ns() % 10**6
    ann_name, ben_name = f"Ann{stamp}", f"Ben{stamp}"
    lobby(ann, server.url, "en")
    account_form(ann, ann_name, "#sign-up")
    lobby(ben, server.url, "pl")
    account_form(ben, ben_name, "#sign-up")

    # Ann makes a turn-based Twins for the two of them and a bot; each sits down signed in
    made: dict[str, Any] = ann.evaluate(
        """async (body) => (await fetch('/api/tables', {method: 'POST', headers: {'Content-Type':
        'application/json'}, body: JSON.stringify(body)})).json()""",
        TABLE,
    )
    table, links = made["table"], [s["link"] for s in made["seats"]]
    ann.goto(links[0])
    ann.wait_for_selector(".seat-badge[data-seat='0']")
    ben.goto(links[1])
    ben.wait_for_selector(".seat-badge[data-seat='1']")

    # Ben goes on vacation for 5 days from his games page
    ben.goto(f"{server.url}/games?lang=pl")
    ben.wait_for_selector("body[data-ready]")
    ben.wait_for_selector("#vacation-slot:not(.hidden) #vacation-go")
    assert "30" in ben.locator("#vacation-left").inner_text()
    snap(ben, "pl-vacation-form-phone")
    ben.fill("#vacation-days", "5")
    ben.click("#vacation-go")
    ben.wait_for_selector("#vacation-until")
    until = ben.locator("#vacation-until").inner_text()
    assert until.startswith(pl("on vacation until {date}").split("{date}")[0]), until
    width = ben.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"], width
    snap(ben, "pl-vacation-phone")
    no_severe_violations(ben)

    # Ann sees it on his seat at the table, and beside his name in her games
    ann.reload()
    ann.wait_for_selector(".vacation-note[data-seat='1']")
    note = ann.locator(".vacation-note[data-seat='1']").inner_text()
    assert en("on vacation until {date}").split("{date}")[0] in note, note
    snap(ann, "en-vacation-seat-wide")
    ann.goto(f"{server.url}/games?lang=en")
    ann.wait_for_selector(f"li[data-table='{table}']")
    assert en("on vacation until {date}").split("{date}")[0] in ann.locator(f"li[data-table='{table}']").inner_text()
    ann.wait_for_selector("#vacation-slot:not(.hidden) #vacation-go")  # her own: not away
    snap(ann, "en-vacation-games-wide")

    # Ben comes back early: his unused days are his again
    ben.click("#vacation-back")
    ben.wait_for_selector("#vacation-left")
    left = ben.locator("#vacation-left").inner_text()
    assert "29" in left or "30" in left, left  # the day begun is counted as taken only in part
    ann.reload()
    ann.wait_for_selector(f"li[data-table='{table}']")
    assert (
        en("on vacation until {date}").split("{date}")[0] not in ann.locator(f"li[data-table='{table}']").inner_text()
    )
