"""A tournament in the browser (issue #39): organised from the /tournaments form, joined on its page
by its organiser and by two others (through the API), started with "Start now", its tables played to
the end (by the entrants' own connections: the table page itself is tested elsewhere), and its page
showing the standings and the podium, in English on a desktop and in Russian on a phone.
Screenshots go to ``tests/artifacts/tournaments/``."""

from __future__ import annotations

import asyncio
import json
import random
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from server_helpers import Client, autoplay
from test_browser import Pages, served_texts
from test_browser_accounts import account_form, lobby
from test_browser_friends import PHONE, WIDE
from test_browser_opponents import no_severe_violations

from dominohall.server.sessions import COOKIE

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from playwright.sync_api import Page
    from server_helpers import ServerProcess

SHOTS = Path(__file__).resolve().parents[1] / "artifacts" / "tournaments"
FAST = {
    "DOMINOHALL_FORWARDED_ALLOW_IPS": "127.0.0.1",
    "DOMINOHALL_TOURNAMENT_TICK": "0.2",
    "DOMINOHALL_TOURNAMENT_PAUSE": "0.5",
    "DOMINOHALL_BOT_DELAY": "0",
}


CANCELLED = {
    "name": "Called off",
    "variant": "block",
    "table_size": 2,
    "system": "swiss",
    "rounds": 1,
    "filler": "greedy",
}


class Person:
    """Someone using the API from an address of their own (the server believes the proxy's line)."""

    def __init__(self, server: ServerProcess, address: str) -> None:
        self.server = server
        self.address = address
        self.cookie: str | None = None

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        headers = {"x-forwarded-for": self.address, "content-type": "application/json"}
        if self.cookie is not None:
            headers["cookie"] = f"{COOKIE}={self.cookie}"
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.server.url + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=30) as answer:
                raw, status, cookies = answer.read(), answer.status, answer.headers.get_all("set-cookie")
        except urllib.error.HTTPError as exc:
            raw, status, cookies = exc.read(), exc.code, exc.headers.get_all("set-cookie")
        for line in cookies or []:
            if line.startswith(f"{COOKIE}="):
                self.cookie = line.split(";")[0].split("=", 1)[1] or None
        return status, json.loads(raw) if raw else None

    def sign_up(self, name: str) -> Person:
        status, answer = self.request("POST", "/api/accounts", {"name": name, "password": "correct horse battery"})
        assert status == 201, answer
        return self


def fresh(prefix: str) -> str:
    return f"{prefix}{time.monotonic_ns() % 10**8}"


def snap(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_timeout(400)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


async def play(server: ServerProcess, seats: list[tuple[str, str, str]]) -> None:
    """Each (table, token, cookie) plays its seat to the end of the match."""
    clients = []
    for table, token, cookie in seats:
        client = Client(server, table, headers={"cookie": f"{COOKIE}={cookie}"})
        await client.connect(token)
        clients.append(client)
    await asyncio.gather(*(autoplay(c, random.Random(i), timeout=120) for i, c in enumerate(clients)))
    for c in clients:
        await c.close()


def test_a_tournament_organised_joined_and_finished_in_the_browser(
    start_server: Callable[..., ServerProcess], pages: Pages
) -> None:
    server = start_server(env=FAST)
    ru = served_texts(server, "ru")
    ann = pages.new(WIDE, lang="en")
    lobby(ann, server.url, "en")
    account_form(ann, fresh("Ann"), "#sign-up")
    ann.click('a[href^="/tournaments"]')  # the header's link
    ann.wait_for_selector("#create-slot:not(.hidden)")
    ann.fill('#create [name="name"]', "Tuesday Block")
    ann.select_option('#create [name="variant"]', "block")
    ann.fill('#create [name="table_size"]', "2")
    ann.fill('#create [name="rounds"]', "1")
    # the game's options, as the lobby's form offers them (static/js/options.js): a shorter match
    ann.click("#more-rules summary")
    ann.fill("#create #opt-target", "30")
    no_severe_violations(ann)
    snap(ann, "en-list-and-form-wide")
    ann.click('#create button[type="submit"]')
    ann.wait_for_url("**/tournaments/*")
    ann.wait_for_selector("#join")
    ann.click("#join")
    ann.wait_for_selector("#leave")
    assert "Points to win: 30" in ann.locator("#t-facts").inner_text()  # the tournament shows its option
    tid = ann.url.split("/tournaments/")[1].split("?")[0]
    others = [Person(server, f"198.51.100.{70 + i}").sign_up(fresh(f"Q{i}x")) for i in range(2)]
    for p in others:
        assert p.request("POST", f"/api/tournaments/{tid}/join")[0] == 200
    ann.reload()
    ann.wait_for_selector("#t-entrants a.chip >> nth=2")
    snap(ann, "en-upcoming-wide")
    ann.click("#start-now")
    ann.wait_for_selector(".your-table a")  # told: her table is ready
    snap(ann, "en-round-1-wide")
    link = ann.get_attribute(".your-table a", "href")
    assert link is not None and "#seat=" in link
    (cookie,) = [c["value"] for c in ann.context.cookies() if c["name"] == COOKIE]
    seats = [(link.split("/t/")[1].split("#")[0].split("?")[0], link.split("token=")[1], str(cookie))]
    for p in others:
        for m in p.request("GET", f"/api/tournaments/{tid}")[1]["your_tables"]:
            assert p.cookie is not None
            seats.append((m["table"], m["link"].split("token=")[1], p.cookie))
    # 3 entrants at tables of 2 with a filler bot: 2 tables, one with a bot
    assert len(seats) == 3
    for table, _token, _cookie in seats:  # and its tables play it
        assert others[0].request("GET", f"/api/tables/{table}")[1]["options"]["target"] == 30
    with ThreadPoolExecutor(1) as pool:  # Playwright's own loop runs in this thread
        pool.submit(asyncio.run, play(server, seats)).result()
    ann.wait_for_selector('body[data-status="finished"]', timeout=60_000)
    ann.wait_for_selector("#t-podium ol.podium li")
    assert ann.locator("#t-standings tbody tr").count() == 3
    assert ann.locator("#t-rounds a.table-link").count() == 2  # each table linked
    no_severe_violations(ann)
    snap(ann, "en-finished-wide")
    phone = pages.new(PHONE, lang="ru")
    phone.goto(f"{server.url}/tournaments/{tid}?lang=ru")
    phone.wait_for_selector('body[data-status="finished"]')
    assert ru("Podium") in phone.locator("#t-podium").inner_text()
    assert phone.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    snap(phone, "ru-finished-phone")
    phone.goto(f"{server.url}/tournaments?lang=ru")
    phone.wait_for_selector(f'#finished li[data-tournament="{tid}"]')
    # a cancelled tournament is listed among the finished, marked so
    status, made = others[0].request(
        "POST", "/api/tournaments", {**CANCELLED, "starts": (datetime.now(UTC) + timedelta(hours=1)).isoformat()}
    )
    assert status == 201, made
    assert others[0].request("POST", f"/api/tournaments/{made['id']}/cancel")[0] == 200
    phone.reload()
    phone.wait_for_selector(f'#finished li[data-tournament="{made["id"]}"] .cancelled')
    assert ru("cancelled") in phone.locator(f'#finished li[data-tournament="{made["id"]}"]').inner_text()
    no_severe_violations(phone)
    snap(phone, "ru-list-phone")
    # on a phone the top bar has no room for the link: the lobby's seeks card has it
    phone.goto(f"{server.url}/?lang=ru")
    assert phone.locator("#tournaments-link").is_visible()
    assert not phone.locator('.topbar a[href="/tournaments"]').is_visible()
