"""A whole turn-based three-person Twins across days, in Chromium (issue #35, Tests): Ann, Ben and
Cy, each signed in to an account in a browser of their own, play a one-deal match (``target`` 1)
whose moves are hours apart by the test's clock; Ann's time runs out while she is away, the bot
moves for her, the test's SMTP server (on 127.0.0.1) receives the mail telling her, and its link,
opened in her browser, brings her back to her seat, where the page says what the bot did. The
match is then played to its end.

The clock is the test's: the server is stopped, the table's stored moves are moved back by some
hours (a turn-based clock runs from the stored last move: server/timers.py), and the server is
started again on the same database and port; the pages come back to their seats by themselves.
Screenshots go to ``tests/artifacts/accounts/``."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from datetime import timedelta
from typing import TYPE_CHECKING

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")
pytest.importorskip("aiosmtpd", reason="the test extra (aiosmtpd) is not installed")

import test_browser as tb
from sqlalchemy import select, update
from test_browser import Pages, play_turn, served_texts, state, wait_change
from test_browser_accounts import account_form, lobby, snap
from test_browser_friends import PHONE, WIDE
from test_browser_mail import PUBLIC, Inbox, inbox

from dominohall.server.store import Store, actions_t

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts
__all__ = ["inbox"]  # the SMTP server's fixture, used by name

if TYPE_CHECKING:
    from playwright.sync_api import Page
    from server_helpers import ServerProcess


def hours_pass(server: ServerProcess, table: str, hours: float, watching: list[Page], pages: Pages) -> None:
    """``hours`` pass at ``table``: the server stops, the table's stored moves are moved back by
    that much, and it starts again; the pages in ``watching`` are back at their seats after (the
    browser's reports of the connections refused meanwhile are expected)."""
    server.stop()
    store = Store(server.database)
    try:
        with store.engine.begin() as db:
            for row in db.execute(select(actions_t.c.id, actions_t.c.at).where(actions_t.c.table_id == table)).all():
                db.execute(update(actions_t).where(actions_t.c.id == row.id).values(at=row.at - timedelta(hours=hours)))
    finally:
        store.close()
    server.start()
    for page in watching:
        page.wait_for_function("() => window.dominohall.status === 'open'", timeout=30000)
    pages.errors[:] = [e for e in pages.errors if "ERR_CONNECTION_REFUSED" not in e]


def close_dialog(page: Page) -> None:
    if page.locator("#overlay:not(.hidden)").count() and not state(page)["over"]:
        page.click("#overlay-close")


def play_until(people: list[Page], done: Callable[[], bool], limit: int = 200) -> None:
    """The people at the table play their turns by clicking until ``done()`` (or the match is over)."""
    for _ in range(limit):
        if done() or state(people[0])["over"]:
            return
        for page in people:
            close_dialog(page)
        mover = next((p for p in people if state(p)["mine"]), None)
        if mover is None:
            people[0].wait_for_timeout(50)
            continue
        seq = state(mover)["seq"]
        play_turn(mover)
        wait_change(mover, seq)
    raise AssertionError("the table did not get there")


def test_a_turn_based_twins_across_days_a_timeout_told_by_mail_and_the_link_back_to_the_seat(
    start_server: Callable[..., ServerProcess], pages: Pages, inbox: tuple[Inbox, int]
) -> None:
    mails, port = inbox
    server = start_server(
        env={
            "DOMINOHALL_SMTP_URL": f"smtp://127.0.0.1:{port}",
            "DOMINOHALL_MAIL_FROM": "hall@dominohall.test",
            "DOMINOHALL_PUBLIC_URL": PUBLIC,
            "DOMINOHALL_MAIL_DELAY_SECONDS": "0",
        }
    )
    words = served_texts(server, "en")
    stamp = time.monotonic_ns() % 10**6
    ann, ben, cy = pages.new(WIDE, lang="en"), pages.new(PHONE, lang="en"), pages.new(WIDE, lang="en")
    for page, name in ((ann, "Ann"), (ben, "Ben"), (cy, "Cy")):
        lobby(page, server.url, "en")
        account_form(page, f"{name}{stamp}", "#sign-up")

    # Ann gives her address on her games page and confirms it from the mail
    ann.goto(f"{server.url}/games?lang=en")
    ann.wait_for_selector("#mail-slot:not(.hidden) #mail-address")
    ann.fill("#mail-address", "ann@players.test")
    ann.click("#mail-send")
    verify = re.search(re.escape(PUBLIC) + r"(/mail/verify\S+)", mails.wait(1).get_body(("plain",)).get_content())  # type: ignore[union-attr]
    assert verify is not None
    ann.goto(server.url + verify.group(1))
    ann.click("#page-button")
    ann.wait_for_selector("h1")
    assert ann.locator("h1").inner_text() == words("Address confirmed")

    # Ann makes a turn-based Twins for three, a day a move, one deal (target 1), and invites the others
    lobby(ann, server.url, "en")
    ann.select_option("#variant", "twins")
    ann.select_option("#players", "3")
    for seat in (1, 2):
        ann.select_option(f"#seat-{seat}", "human")
    ann.select_option("#pace", "24")
    ann.click("#more summary")
    ann.fill("#opt-target", "1")
    ann.click("#create-button")
    ann.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    table = str(ann.evaluate("() => window.dominohall.meta.id"))
    links = [ann.locator(f'[data-testid="invite-{seat}"]').input_value() for seat in (1, 2)]
    for page, link in zip((ben, cy), links, strict=True):
        page.goto(link)
        page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    people = [ann, ben, cy]
    ann.wait_for_function("() => window.dominohall.meta.status === 'playing'")
    assert ann.evaluate("() => window.dominohall.meta.pace") == {"kind": "turn-based", "hours": 24}

    # two moves, then 20 hours pass before the next: its mover's clock says some 4 hours are left
    play_until(people, lambda: state(ann)["seq"] >= 3 and not state(ann)["mine"])
    hours_pass(server, table, 20, people, pages)
    mover = next(p for p in people if state(p)["mine"])
    clock = mover.locator("#timer")
    clock.wait_for()
    left = re.escape(words("{name}: {hours} h {minutes} min left")).replace(re.escape("{name}"), ".+")
    left = left.replace(re.escape("{hours}"), "[34]").replace(re.escape("{minutes}"), r"\d+")
    deadline = time.monotonic() + 15  # the page's clock, once the state after the restart has come
    while not re.fullmatch(left, clock.inner_text().strip()):
        assert time.monotonic() < deadline, clock.inner_text()
        mover.wait_for_timeout(100)

    # on to Ann's turn; she leaves the table, and 25 hours pass: the bot moves for her
    play_until(people, lambda: bool(state(ann)["mine"]))
    seq = state(ann)["seq"]
    # none of her turns so far was mailed: she sat at the table and saw them
    assert len(mails.mails) == 1, [m["Subject"] for m in mails.mails]
    ann.goto(f"{server.url}/games?lang=en")
    ann.wait_for_selector("body[data-ready]")
    before = len(mails.mails)
    hours_pass(server, table, 25, [ben, cy], pages)
    ben.wait_for_function("s => window.dominohall.seq > s", arg=seq)
    timeout = mails.wait(before + 1)
    while timeout["Subject"] != words("Your time ran out at {table}").format(table=table):
        before += 1  # her turn, told once she left the table without moving, came first
        timeout = mails.wait(before + 1)
    assert timeout["To"] == "ann@players.test"
    body = str(timeout.get_body(("plain",)).get_content())  # type: ignore[union-attr]
    back = re.search(re.escape(PUBLIC) + r"(/t/\S+)", body)
    assert back is not None and back.group(1) == f"/t/{table}", body

    # the mail's link, opened in her browser, is her seat, and the page says the bot moved for her
    ann.goto(server.url + back.group(1))
    ann.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    assert state(ann)["me"] == 0
    status = ann.locator("#status")
    assert status.get_attribute("data-timeouts") == "1"
    assert words("Your time ran out: a bot made your last move for you.") in status.inner_text()
    snap(ann, "en-across-days-timeout-wide")

    # and the match is played to its end
    play_until(people, lambda: False, limit=400)  # returns once the match is over
    for page in people:
        page.wait_for_function("() => window.dominohall.view.match_over")
    snap(ann, "en-across-days-over-wide")
