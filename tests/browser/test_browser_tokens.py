"""API tokens on the games page (issue #41) in English, Polish and Russian: a token made with its
scopes (its secret shown once, then never again), listed, and revoked; the secret works as
``Authorization: Bearer`` until then. Screenshots go to ``tests/artifacts/accounts/``."""

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


@pytest.mark.parametrize(("lang", "size"), [("en", WIDE), ("pl", PHONE), ("ru", WIDE)])
def test_a_token_is_made_shown_once_listed_and_revoked(
    start_server: Callable[..., ServerProcess], pages: Pages, lang: str, size: dict[str, int]
) -> None:
    server = start_server()
    t = served_texts(server, lang)
    page = pages.new(size, lang=lang)
    name = f"Tok{time.monotonic_ns() % 10**6}"
    lobby(page, server.url, lang)
    account_form(page, name, "#sign-up")
    page.goto(f"{server.url}/games?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    page.wait_for_selector("#tokens-slot:not(.hidden) #token-make")
    assert page.locator("#tokens-slot h2").inner_text() == t("API tokens")
    assert page.locator("#tokens-none").inner_text() == t("You have no tokens.")
    # no scope chosen: refused, said in the page's language
    page.fill("#token-name", "my engine")
    page.click("#token-make")
    page.wait_for_selector("#tokens-error:not(.hidden)")
    assert page.locator("#tokens-error").inner_text() == t("Choose at least one scope.")
    page.check("#token-scope-bot-play")
    page.check("#token-scope-read")
    page.click("#token-make")
    page.wait_for_selector("#token-secret")
    secret = page.locator("#token-secret").inner_text()
    assert secret.startswith("dht_")
    row = page.locator("#tokens-list li").inner_text()
    assert "my engine" in row and t("play as a bot account") in row and t("never used") in row
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= size["width"], width
    snap(page, f"{lang}-tokens")
    no_severe_violations(page)
    # the secret reads as its account; once the page is loaded again it is not shown any more
    status = page.evaluate(
        "async (s) => (await fetch('/api/bots', {headers: {Authorization: 'Bearer ' + s}})).status", secret
    )
    assert status == 200
    page.reload()
    page.wait_for_selector("#tokens-list")
    assert page.locator("#token-secret").count() == 0 and secret not in page.content()
    page.click(".token-revoke")
    page.wait_for_selector("#tokens-none")
    status = page.evaluate(
        "async (s) => (await fetch('/api/bots', {headers: {Authorization: 'Bearer ' + s}})).status", secret
    )
    assert status == 401
    # the two refusals asked for above (no scope: 400; the revoked token: 401), and only those
    expected = [e for e in pages.errors if "status of 400" in e or "status of 401" in e]
    assert len(expected) == 2, pages.errors
    pages.errors[:] = [e for e in pages.errors if e not in expected]


def test_a_bot_account_is_marked_on_its_page_and_listed_at_bots(
    start_server: Callable[..., ServerProcess], pages: Pages
) -> None:
    server = start_server()
    t = served_texts(server, "pl")
    page = pages.new(WIDE, lang="pl")
    name = f"Bot{time.monotonic_ns() % 10**6}"
    lobby(page, server.url, "pl")
    account_form(page, name, "#sign-up")
    status = page.evaluate(
        """async () => (await fetch('/api/account/bot', {method: 'POST', headers: {'Content-Type':
        'application/json'}, body: '{}'})).status"""
    )
    assert status == 200
    page.goto(f"{server.url}/bots?lang=pl")
    page.wait_for_selector("body[data-ready]")
    row = page.locator(f"tr[data-bot='{name}']")
    assert row.count() == 1 and t("bot account") in row.inner_text() and t("No rated matches yet.") in row.inner_text()
    snap(page, "pl-bots")
    no_severe_violations(page)
    page.goto(f"{server.url}/players/{name}?lang=pl")
    page.wait_for_selector("[data-testid='bot-tag']")
    assert page.locator("[data-testid='bot-tag']").inner_text() == t("bot account")


def test_the_lobby_makes_a_table_that_refuses_bot_accounts(
    start_server: Callable[..., ServerProcess], pages: Pages
) -> None:
    server = start_server()
    t = served_texts(server, "ru")
    page = pages.new(WIDE, lang="ru")
    lobby(page, server.url, "ru")
    page.click("#more summary")
    box = page.locator("#no-outside-bots")
    assert t("No bot accounts (programs playing through the API)") in page.locator("label.check", has=box).inner_text()
    box.check()
    page.click("#create-button")
    page.wait_for_function("() => window.dominohall && window.dominohall.meta")
    assert page.evaluate("() => window.dominohall.meta.outside_bots") is False


def test_a_bot_account_is_named_and_marked_at_the_table(
    start_server: Callable[..., ServerProcess], pages: Pages
) -> None:
    """An unrated table of Ann's and a bot account's: her page names the bot's seat by its account
    and marks it a bot account (the bot sits down through the bot API, with its token)."""
    import json
    import urllib.request

    server = start_server()
    t = served_texts(server, "en")
    stamp = time.monotonic_ns() % 10**6
    ann, bot = pages.new(WIDE, lang="en"), pages.new(WIDE, lang="en")
    bot_name = f"Robo{stamp}"
    for page, name in ((ann, f"Ann{stamp}"), (bot, bot_name)):
        lobby(page, server.url, "en")
        account_form(page, name, "#sign-up")
    post = """async ([path, body]) => { const r = await fetch(path, {method: 'POST', headers: {'Content-Type':
        'application/json'}, body: JSON.stringify(body)}); return [r.status, await r.json()]; }"""
    assert bot.evaluate(post, ["/api/account/bot", {}])[0] == 200
    token = bot.evaluate(post, ["/api/account/tokens", {"name": "engine", "scopes": ["bot:play"]}])[1]["token"]
    table = {"variant": "block", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]}
    status, sent = ann.evaluate(post, ["/api/challenges", {"to": bot_name, "table": table}])
    assert status == 201, sent

    def bearer(path: str, body: object) -> dict[str, object]:
        req = urllib.request.Request(server.url + path, data=json.dumps(body).encode(), method="POST")
        req.add_header("content-type", "application/json")
        req.add_header("authorization", f"Bearer {token}")
        with urllib.request.urlopen(req, timeout=30) as answer:
            found: dict[str, object] = json.loads(answer.read())
            return found

    made = bearer(f"/api/challenges/{sent['id']}/accept", {})
    bearer(f"/api/bot/game/{made['table']}/chat", {"phrase": "good_luck"})  # the bot at its seat
    outgoing = ann.evaluate("async () => (await (await fetch('/api/challenges')).json()).outgoing")
    ann.goto(outgoing[0]["link"])
    ann.wait_for_selector("[data-testid='bot-1']")
    badge = ann.locator(".seat-badge[data-seat='1']").inner_text()
    assert bot_name in badge and t("bot account") in badge, badge
    snap(ann, "en-bot-at-the-table")
