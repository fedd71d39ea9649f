"""A person's seat on their other device, in Chromium (issue #35, "Play across days"): Ann sits at a
turn-based table in one browser; on her phone (another browser, signed in to the same account) the
table's bare link (a "your turn" mail's) and her games page's link both put her in her seat, where
she plays; her first browser keeps its seat. Cy, signed in too but with no seat there, only watches,
and no page logs a refused request. Screenshots go to ``tests/artifacts/accounts/``."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import Pages, open_table, play_turn, state, wait_change
from test_browser_accounts import account_form, lobby, snap
from test_browser_friends import PHONE, WIDE
from test_browser_my_games import PERSON, make

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from server_helpers import ServerProcess


def test_the_bare_link_and_the_games_page_put_an_account_in_its_seat_on_another_device(
    start_server: Callable[..., ServerProcess], pages: Pages
) -> None:
    server = start_server()
    stamp = time.monotonic_ns() % 10**6
    ann, ben, phone, cy = (pages.new(size, lang="en") for size in (WIDE, WIDE, PHONE, WIDE))
    for page, name, button in ((ann, "Ann", "#sign-up"), (ben, "Ben", "#sign-up"), (cy, "Cy", "#sign-up")):
        lobby(page, server.url, "en")
        account_form(page, f"{name}{stamp}", button)
    lobby(phone, server.url, "en")
    account_form(phone, f"Ann{stamp}", "#sign-in")  # the same account, on her phone

    made = make(ann, server.url, [PERSON, PERSON])
    table = made["table"]
    assert open_table(ann, made["seats"][0]["link"])["me"] == 0
    assert open_table(ben, made["seats"][1]["link"])["me"] == 1

    # the mail's link (the bare table) on the phone: her seat, with a token of its own
    seen = open_table(phone, f"{server.url}/t/{table}")
    assert seen["me"] == 0
    assert "#seat=0&token=" in phone.url and made["seats"][0]["token"] not in phone.url
    ann.wait_for_function("() => window.dominohall.meta.status === 'playing'")
    phone.wait_for_function("() => window.dominohall.meta.status === 'playing'")
    if state(ben)["turn"] == 1:
        ben.wait_for_function("() => window.dominohall.view.turn === window.dominohall.me")
        seq = state(ben)["seq"]
        play_turn(ben)
        wait_change(phone, seq)
    phone.wait_for_function("() => window.dominohall.view.turn === window.dominohall.me")
    seq = state(phone)["seq"]
    play_turn(phone)  # she moves from her phone, and her first browser sees it, still at her seat
    wait_change(ann, seq)
    assert state(ann)["me"] == 0
    snap(phone, "en-seat-link-phone")

    # Cy, signed in with no seat there, watches
    assert open_table(cy, f"{server.url}/t/{table}")["me"] is None

    # the games page's link, on a fresh phone page with no token kept: her seat again
    phone.evaluate("() => localStorage.clear()")
    phone.goto(f"{server.url}/games?lang=en")
    phone.wait_for_selector("body[data-ready]")
    link = phone.locator(f'.games-list li[data-table="{table}"] a.game-link')
    href = link.get_attribute("href") or ""
    assert f"/t/{table}" in href and "token=" not in href, href  # this browser kept no token: the bare link
    link.click()
    phone.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    assert state(phone)["me"] == 0
    snap(phone, "en-seat-link-games-phone")
