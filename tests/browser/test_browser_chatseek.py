"""Seeks and free-text chat (issue #35) in the browser: a seek listed in the lobby and accepted there,
both people at the table made of it; a chat line holding HTML shown as text (nothing injected),
muted (the account's mute: after a reload the line is not even sent) and unmuted, and reported.
Screenshots go to ``tests/artifacts/accounts/`` (desktop and phone)."""

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
from test_browser_opponents import no_severe_violations

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from server_helpers import ServerProcess

ATTACK = '<img src=x onerror="window.pwned=1">'


def test_a_seek_accepted_in_the_lobby_and_chat_shown_as_text_muted_and_reported(
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

    # Ann seeks a live Block for two from the lobby's form: her seat and one for whoever accepts
    ann.select_option("#variant", "block")
    ann.select_option("#players", "2")
    ann.locator("#seat-kinds select").nth(1).select_option("human")
    ann.click("#seek-button")
    ann.wait_for_selector("#seeks li[data-seek] button:not(.primary)")  # hers: Withdraw, not Accept
    lobby(ben, server.url, "ru")
    ben.wait_for_selector("#seeks li[data-seek] button.primary")
    assert ann_name in ben.locator("#seeks").inner_text()
    assert ben.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    ben.locator("#seeks-card").scroll_into_view_if_needed()
    snap(ben, "ru-seek-listed-phone")
    no_severe_violations(ben)
    ben.click("#seeks li[data-seek] button.primary")
    ben.wait_for_url("**/t/**#seat=1&token=*")
    ben.wait_for_function("() => window.dominohall && window.dominohall.me === 1")
    lobby(ann, server.url, "en")
    ann.wait_for_selector("#seek-made a")
    ann.locator("#seeks-card").scroll_into_view_if_needed()
    snap(ann, "en-seek-made-wide")
    ann.click("#seek-made a")
    ann.wait_for_function("() => window.dominohall && window.dominohall.me === 0 && window.dominohall.signedIn")
    ann.wait_for_selector("#chat-form:not(.hidden)")

    # Ann writes HTML: both pages show it as text, and nothing runs
    ann.fill("#chat-input", ATTACK)
    ann.press("#chat-input", "Enter")
    for page in (ann, ben):
        page.wait_for_selector("#chat li.chat-text")
        assert ATTACK in page.locator("#chat li.chat-text .chat-words").inner_text()
        assert page.locator("#chat img").count() == 0
        assert page.evaluate("() => window.pwned") is None
    for page in (ann, ben):
        page.wait_for_timeout(2600)  # the seat's bubble gone
        page.locator("#chat-panel").scroll_into_view_if_needed()
    snap(ann, "en-chat-text-wide")
    snap(ben, "ru-chat-text-phone")
    small = ben.evaluate(
        """() => [...document.querySelectorAll('#chat button, #chat-form button, #chat-input')]
             .map(e => e.getBoundingClientRect()).filter(r => r.width < 43.5 || r.height < 43.5).length"""
    )
    assert small == 0  # a phone's touch targets
    no_severe_violations(ann)
    no_severe_violations(ben)
    assert ben.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]

    # Ben mutes Ann (her lines hidden for him only), unmutes her, and reports the line
    ben.click("#chat li.chat-text .chat-mute")
    ben.wait_for_selector("#chat li.chat-muted")
    assert ben.locator("#chat li.chat-text").count() == 0
    assert ann.locator("#chat li.chat-text").count() == 1
    ben.locator("#chat-panel").scroll_into_view_if_needed()
    snap(ben, "ru-chat-muted-phone")
    # the mute is his account's, not this browser's: reloaded without the browser's own record,
    # the page is not even sent her line (server/chat.py)
    ben.evaluate(
        "t => localStorage.removeItem(`dominohall.muted.${t}`)", ben.evaluate("() => window.dominohall.meta.id")
    )
    ben.reload()
    ben.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    ben.wait_for_selector("#chat li.chat-muted")
    assert ben.locator("#chat li.chat-text").count() == 0
    assert not ben.evaluate("() => window.dominohall.chat.some((c) => c.text !== undefined)")
    ben.click("#chat .chat-unmute")
    ben.wait_for_selector("#chat li.chat-text")  # sent again once unmuted
    ben.click("#chat li.chat-text .chat-report")
    ben.wait_for_selector(f"#chat .chat-report:has-text('{ru('Reported')}')")
    assert en("Reported") == "Reported" and ru("Reported") != "Reported"
