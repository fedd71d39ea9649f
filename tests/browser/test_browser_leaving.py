"""Leaving a match in the browser (issue #35): Abort before anyone's second move, Resign after it,
each asked once more in words before it is sent; screenshots under ``tests/artifacts/tables/``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import Pages, open_table, play_turn, served_texts, state, wait_change
from test_browser_friends import PHONE, WIDE, snap

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from server_helpers import ServerProcess

WITH_A_BOT = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]


def test_abort_is_asked_once_more_and_calls_the_table_off(server: ServerProcess, pages: Pages) -> None:
    made = server.create_table("block", 2, seats=WITH_A_BOT, seed=2)
    page = pages.new(WIDE)
    open_table(page, made["seats"][0]["link"])
    texts = served_texts(server, "en")
    page.click("#abort")  # the first click only asks
    assert page.locator("#abort-yes").is_visible()
    assert page.evaluate("() => window.dominohall.meta.status") == "playing"
    assert texts("Call the table off? Nothing counts.") in page.locator("#actions").inner_text()
    snap(page, "abort-asked-wide")
    page.click("#abort-no")  # changed their mind: the button is back, nothing was sent
    assert page.locator("#abort").is_visible()
    page.click("#abort")
    page.click("#abort-yes")
    page.wait_for_function("() => window.dominohall.meta.status === 'aborted'")
    assert page.locator("#status").inner_text() == texts(
        "The table was called off before anyone's second move: nothing counts."
    )
    assert not page.locator("#actions button").count()  # no Abort, no Resign, no Pass once it ended
    assert not page.locator("#hand button.playable").count()
    snap(page, "aborted-wide")


@pytest.mark.parametrize(("lang", "size"), [("en", "wide"), ("pl", "phone"), ("ru", "phone")])
def test_resign_after_the_second_move_and_the_bot_plays_the_seat_out(
    start_server: Any, pages: Pages, lang: str, size: str
) -> None:
    # bots that take their time, so the page is seen while the bot plays the resigned seat out
    server = start_server(env={"DOMINOHALL_BOT_DELAY": "0.4"})
    made = server.create_table("block", 2, seats=WITH_A_BOT, seed=4, options={"target": 1})
    page = pages.new(WIDE if size == "wide" else PHONE, lang=lang)
    link = made["seats"][0]["link"]
    open_table(page, link.replace("#", f"?lang={lang}#", 1))
    texts = served_texts(server, lang)
    for _ in range(40):  # play until Abort gives way to Resign (someone's second move)
        now: dict[str, Any] = state(page)
        if page.locator("#resign").count() or now["over"]:
            break
        if now["mine"]:
            play_turn(page)
            wait_change(page, now["seq"])
        else:
            page.wait_for_timeout(50)
    assert page.locator("#resign").is_visible() and not page.locator("#abort").count()
    page.click("#resign")
    assert page.locator("#resign-yes").is_visible()
    snap(page, f"resign-asked-{lang}-{size}")
    page.click("#resign-yes")
    # the bot plays the seat to the end of the match; the page says whose game it was
    page.wait_for_function("() => window.dominohall.meta.seats[0].resigned")
    assert page.locator("#status").inner_text() == texts("You resigned: a bot plays your seat to the end.")
    assert not page.locator("#actions button").count()  # nothing left to press: the bot plays
    assert not page.locator("#reclaim").count()  # a resignation is not taken back
    page.wait_for_function("() => window.dominohall.view.match_over", timeout=30000)
    page.wait_for_selector("#overlay:not(.hidden) .standings")
    snap(page, f"resigned-over-{lang}-{size}")
