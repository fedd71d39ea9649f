"""A server restarting under a person's page (docs/operations.md, Stopping and rolling restarts):
SIGTERM stores everything and closes the page's connection with 1012 and a reason; the page says it
is reconnecting, keeps trying by itself, and is back at the same seat with the same hand once the
server is up again. Screenshots of the reconnecting page at desktop and phone sizes in the three
languages are saved under ``tests/artifacts/restart/`` (not committed)."""

from __future__ import annotations

import signal
import time
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import ARTIFACTS, Pages, open_table, play_turn, seeded_table, served_texts, state, wait_change

# the browser and the pages of test_browser.py, as fixtures of this module too
browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from server_helpers import ServerProcess

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_the_page_comes_back_to_its_seat_after_a_restart(start_server: Any, pages: Pages, lang: str) -> None:
    server: ServerProcess = start_server(env={"DOMINOHALL_BOT_DELAY": "0"})
    table = seeded_table(server, "draw", 2, options={"target": 300})
    viewers = {size: pages.new(viewport=viewport, lang=lang) for size, viewport in SIZES.items()}
    page = viewers["desktop"]
    open_table(page, f"{server.url}/t/{table['table']}?lang={lang}#seat=0&token={table['seats'][0]['token']}")
    open_table(viewers["phone"], f"{server.url}/t/{table['table']}?lang={lang}")  # a spectator, on a phone
    page.wait_for_function("() => window.dominohall.view.turn === window.dominohall.me")
    seq = state(page)["seq"]
    play_turn(page)
    wait_change(page, seq)
    page.wait_for_function("() => window.dominohall.view.turn === window.dominohall.me")
    before = state(page)

    texts = served_texts(server, lang)
    (ARTIFACTS / "restart").mkdir(parents=True, exist_ok=True)
    assert server.proc is not None
    server.proc.send_signal(signal.SIGTERM)
    server.proc.wait(30)
    for size, viewer in viewers.items():
        viewer.wait_for_function("() => window.dominohall.status !== 'open'", timeout=5000)
        viewer.locator("#conn.down").wait_for()
        tb.shot(viewer, f"restart/{lang}-{size}")
    assert (ARTIFACTS / "restart" / f"{lang}-desktop.png").is_file()
    # said in the page's language (a restart, not a lost connection: the close code was 1012), retrying by itself
    assert page.locator("#conn").inner_text() == texts("the server is restarting: reconnecting…")

    started = time.monotonic()
    server.start()  # the same port and database
    for viewer in viewers.values():
        viewer.wait_for_function("() => window.dominohall.status === 'open'", timeout=30000)
    back = time.monotonic() - started
    print(f"\n  {lang}: the pages were back at their seats {back:.1f} s after the server was started again")
    after = state(page)
    for key in ("me", "seq", "hand", "legal", "deal"):
        assert after[key] == before[key], key
    play_turn(page)  # and play on
    wait_change(page, before["seq"])
    assert not page.locator(".refusal").count()
    # While the server was down the browser said so of each try (the page's own errors still count).
    pages.errors[:] = [e for e in pages.errors if not ("WebSocket connection to" in e and "failed" in e)]
