"""E-mail (issue #35) in the browser: Ben (Polish, on a phone) gives his address on his games page,
follows the link the test's SMTP server (on 127.0.0.1) received, and chooses a daily digest; Ann
(English, wide) sees the card in English. Screenshots go to ``tests/artifacts/accounts/`` (desktop
and phone)."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Iterator
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")
pytest.importorskip("aiosmtpd", reason="the test extra (aiosmtpd) is not installed")

import test_browser as tb
from aiosmtpd.controller import Controller
from test_browser import Pages, served_texts
from test_browser_accounts import account_form, lobby, snap
from test_browser_friends import PHONE, WIDE
from test_browser_opponents import no_severe_violations

from dominohall.server.harness import free_port

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from server_helpers import ServerProcess

PUBLIC = "https://hall.test"


class Inbox:
    def __init__(self) -> None:
        self.mails: list[EmailMessage] = []
        self.lock = threading.Lock()

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        found = message_from_bytes(envelope.content, policy=default)
        assert isinstance(found, EmailMessage)
        with self.lock:
            self.mails.append(found)
        return "250 OK"

    def wait(self, count: int, timeout: float = 20.0) -> EmailMessage:
        deadline = time.monotonic() + timeout
        while True:
            with self.lock:
                if len(self.mails) >= count:
                    return self.mails[count - 1]
            assert time.monotonic() < deadline, "no mail came"
            time.sleep(0.05)


@pytest.fixture
def inbox() -> Iterator[tuple[Inbox, int]]:
    found, port = Inbox(), free_port()
    smtp = Controller(found, hostname="127.0.0.1", port=port)
    smtp.start()
    try:
        yield found, port
    finally:
        smtp.stop()


def test_an_address_is_given_confirmed_and_its_mails_chosen_on_the_games_page(
    start_server: Callable[..., ServerProcess], pages: Pages, inbox: tuple[Inbox, int]
) -> None:
    mails, port = inbox
    server = start_server(
        env={
            "DOMINOHALL_SMTP_URL": f"smtp://127.0.0.1:{port}",
            "DOMINOHALL_MAIL_FROM": "hall@dominohall.test",
            "DOMINOHALL_PUBLIC_URL": PUBLIC,
        }
    )
    en, pl = served_texts(server, "en"), served_texts(server, "pl")
    ann = pages.new(WIDE, lang="en")
    ben = pages.new(PHONE, lang="pl")
    stamp = time.monotonic_ns() % 10**6
    lobby(ann, server.url, "en")
    account_form(ann, f"Ann{stamp}", "#sign-up")
    lobby(ben, server.url, "pl")
    account_form(ben, f"Ben{stamp}", "#sign-up")

    ben.goto(f"{server.url}/games?lang=pl")
    ben.wait_for_selector("body[data-ready]")
    ben.wait_for_selector("#mail-slot:not(.hidden) #mail-address")
    snap(ben, "pl-mail-empty-phone")
    # a bad address is refused, said in Polish, and nothing is sent
    ben.fill("#mail-address", "ben@localhost")
    ben.click("#mail-send")
    ben.wait_for_selector("#mail-error:not(.hidden)")
    assert pl("That is not an e-mail address: {reason}").split("{reason}")[0] in ben.locator("#mail-error").inner_text()
    refused = [e for e in pages.errors if "status of 400" in e]  # the refusal's answer, expected
    assert len(refused) == 1, pages.errors
    pages.errors.remove(refused[0])
    ben.fill("#mail-address", "ben@players.test")
    ben.click("#mail-send")
    ben.wait_for_selector("#mail-state")
    assert pl("waiting for confirmation: open the link mailed to it") in ben.locator("#mail-state").inner_text()
    sent = mails.wait(1)
    assert sent["To"] == "ben@players.test"
    assert sent["Subject"] == pl("Confirm your e-mail address for dominohall")
    part = sent.get_body(("plain",))
    assert part is not None
    link = re.search(re.escape(PUBLIC) + r"(/mail/verify\S+)", str(part.get_content()))
    assert link is not None
    ben.goto(server.url + link.group(1))
    assert ben.locator("h1").inner_text() == pl("Confirm your e-mail address")
    snap(ben, "pl-mail-confirm-phone")
    ben.click("#page-button")
    ben.wait_for_selector("h1")
    assert ben.locator("h1").inner_text() == pl("Address confirmed")
    snap(ben, "pl-mail-confirmed-phone")
    ben.goto(f"{server.url}/games?lang=pl")
    ben.wait_for_selector("#mail-modes")
    assert pl("confirmed") in ben.locator("#mail-state").inner_text()
    assert ben.is_checked("#mail-mode-turn")
    ben.click("label[for='mail-mode-digest']")
    ben.wait_for_function("() => document.querySelector('#mail-mode-digest')?.checked")
    ben.reload()
    ben.wait_for_selector("#mail-modes")
    assert ben.is_checked("#mail-mode-digest")  # stored
    width = ben.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"], width
    snap(ben, "pl-mail-phone")
    no_severe_violations(ben)

    ann.goto(f"{server.url}/games?lang=en")
    ann.wait_for_selector("#mail-slot:not(.hidden) #mail-address")
    assert ann.locator("#mail-slot h2").inner_text() == en("E-mail")
    ann.fill("#mail-address", "ann@players.test")
    ann.click("#mail-send")
    ann.wait_for_selector("#mail-modes")
    snap(ann, "en-mail-wide")
    no_severe_violations(ann)
