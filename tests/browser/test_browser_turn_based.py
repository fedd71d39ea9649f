"""A turn-based table made in the lobby (issue #35): the Pace choice, what it says, and the clock in
days and hours at the table; screenshots under ``tests/artifacts/accounts/``."""

from __future__ import annotations

import re
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
    from server_helpers import ServerProcess


@pytest.mark.parametrize(("lang", "size"), [("en", "wide"), ("ru", "phone")])
def test_a_turn_based_table_is_made_in_the_lobby_and_its_clock_says_hours(
    start_server: Callable[..., ServerProcess], pages: Pages, lang: str, size: str
) -> None:
    server = start_server()
    words = served_texts(server, lang)
    page = pages.new(WIDE if size == "wide" else PHONE, lang=lang)
    lobby(page, server.url, lang)
    account_form(page, f"Slow{lang}", "#sign-up")
    page.select_option("#variant", "twins")
    page.select_option("#pace", "24")
    assert page.locator("#pace-note").is_visible()
    assert page.locator("#timer").is_disabled()  # the pace is the clock
    snap(page, f"{lang}-turn-based-form-{size}")
    page.click("#create-button")
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    assert page.evaluate("() => window.dominohall.meta.pace") == {"kind": "turn-based", "hours": 24}
    # the bots move at once; then it is this seat's turn, and its clock runs for a day
    page.wait_for_function("() => window.dominohall.view.turn === window.dominohall.me")
    clock = page.locator("#timer")
    clock.wait_for()
    # a day from the first move (this seat leads) or from the bots' last one: never seconds
    day = re.escape(words("{name}: {days} d {hours} h left").format(name="@", days="1", hours="0"))
    hours = re.escape(words("{name}: {hours} h {minutes} min left").format(name="@", hours="23", minutes="§"))
    said = clock.inner_text().strip()
    assert re.fullmatch(day.replace("@", ".+"), said) or re.fullmatch(
        hours.replace("@", ".+").replace("§", r"5\d"), said
    ), said
    snap(page, f"{lang}-turn-based-table-{size}")
