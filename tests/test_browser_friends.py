"""Two people at one table through the invite link, to the end of a short match and a rematch; a
free seat taken from the lobby; a phone-sized game; each language; and a screenshot of every game at
1280 x 800 and 390 x 844, saved under ``tests/artifacts/tables/`` for a reviewer (not committed)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import (
    ARTIFACTS,
    GAMES,
    TILES_JS,
    Pages,
    chain_problems,
    get_json,
    open_table,
    play_match,
    play_turn,
    seeded_table,
    state,
    wait_change,
)

# the browser and the pages of test_browser.py, as fixtures of this module too
browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from playwright.sync_api import Page
    from server_helpers import ServerProcess

WIDE = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SHOTS = ARTIFACTS / "tables"


def snap(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_timeout(600)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def create_in_lobby(page: Page, url: str, nick: str, variant: str, friend_seats: int = 1, **options: str) -> None:
    page.goto(url + "/")
    page.wait_for_selector("body[data-ready]")
    page.fill("#nick", nick)
    page.select_option("#variant", variant)
    for s in range(1, friend_seats + 1):
        page.select_option(f"#seat-{s}", "human")
    if options:
        page.click("#more summary")
        for name, value in options.items():
            page.fill(f"#opt-{name}", value)
    page.click("#create-button")
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")


def play_both(alice: Page, bob: Page) -> None:
    """Both people play their turns (closing each end-of-deal dialog) until the match is over."""
    for _ in range(400):
        a, b = state(alice), state(bob)
        if a["over"] and b["over"]:
            return
        for page in (alice, bob):
            if page.locator("#overlay:not(.hidden)").count() and not state(page)["over"]:
                page.click("#overlay-close")
        mover = alice if a["mine"] else bob if b["mine"] else None
        if mover is None:
            alice.wait_for_timeout(50)
            continue
        seq = state(mover)["seq"]
        play_turn(mover)
        wait_change(mover, seq)
    raise AssertionError("the match did not end")


def test_two_friends_invite_play_and_rematch(server: ServerProcess, pages: Pages) -> None:
    alice = pages.new(WIDE)
    create_in_lobby(alice, server.url, "Alice", "block", target="1")
    assert state(alice)["me"] == 0
    # waiting: said so, no tile lit, and the friend's link is on the table page with a copy button
    alice.wait_for_function("() => document.querySelector('#status').dataset.waiting === '1'")
    assert not alice.locator("#hand button.playable").count()
    invite = alice.locator('[data-testid="invite-1"]')
    link = invite.input_value()
    assert alice.locator(".invite button.copy svg.icon").count() == 1
    snap(alice, "friends-waiting-wide")
    alice.locator("#hand button.hand-tile").first.click()  # not lit: it says why
    assert "starts once everyone has joined" in alice.locator("#message").inner_text()
    bob = pages.new(PHONE)
    open_table(bob, link)
    assert state(bob)["me"] == 1
    bob.fill("#nick", "Bob")
    bob.click("#name-form button")
    for page in (alice, bob):
        page.wait_for_function(
            "() => window.dominohall.meta.seats[1].name === 'Bob' && window.dominohall.meta.status === 'playing'"
        )
    assert "Bob" in alice.locator('.seat-badge[data-seat="1"] .who').inner_text()
    assert "Alice" in bob.locator('.seat-badge[data-seat="0"] .who').inner_text()
    assert alice.locator("#friends").is_hidden()  # every seat taken: no more invitations
    play_both(alice, bob)
    for page in (alice, bob):
        page.wait_for_selector("#overlay:not(.hidden) .standings")
        assert "Alice" in page.locator(".standings").inner_text() and "Bob" in page.locator(".standings").inner_text()
        assert page.locator(".standings tr.winner").count() >= 1
    snap(alice, "friends-standings-wide")
    snap(bob, "friends-standings-phone")
    first_table = alice.evaluate("() => window.dominohall.table")
    alice.click("#rematch")
    # Alice goes to her seat at the new table; Bob is shown the way to his
    alice.wait_for_function(
        "t => window.dominohall && window.dominohall.table !== t && window.dominohall.view", arg=first_table
    )
    bob.locator("#overlay #join-rematch").click()
    bob.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    new_table = alice.evaluate("() => window.dominohall.table")
    assert bob.evaluate("() => window.dominohall.table") == new_table
    assert (state(alice)["me"], state(bob)["me"]) == (0, 1)
    alice.wait_for_function("() => window.dominohall.meta.status === 'playing'")
    meta = get_json(f"{server.url}/api/tables/{new_table}")
    assert [s["name"] for s in meta["seats"]] == ["Alice", "Bob"]
    # the finished game is listed with its winner and final scores
    history = alice.context.new_page()
    history.goto(server.url + "/history")
    history.wait_for_selector("body[data-ready]")
    row = history.locator("#history tr").filter(has_text="Alice").first
    assert "Bob" in row.inner_text()
    assert row.locator(".icon-trophy").count() == 1


def test_a_free_seat_taken_from_the_lobby(server: ServerProcess, pages: Pages) -> None:
    made = server.create_table("draw", 3, seats=[{"kind": "human"}] * 2 + [{"kind": "bot"}], open_seats=True)
    host = pages.new(WIDE)
    open_table(host, made["seats"][0]["link"])
    guest = pages.new(WIDE)
    guest.goto(server.url + "/")
    guest.wait_for_selector("body[data-ready]")
    guest.fill("#nick", "Zoë")
    row = guest.locator(f'#tables tr[data-table="{made["table"]}"]')
    row.locator("button.take-seat").click()
    guest.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    assert state(guest)["me"] == 1
    host.wait_for_function("() => window.dominohall.meta.seats[1].name === 'Zoë'")


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_a_phone_game_in_each_language(server: ServerProcess, pages: Pages, lang: str) -> None:
    """A whole match on a phone, created in the lobby in the language of the link: every word on
    the table page in that language, every seat's standing in view, a refused move explained."""
    page = pages.new(PHONE, lang=lang)
    page.goto(f"{server.url}/?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    texts = get_json(f"{server.url}/api/texts/{lang}")["messages"]
    assert page.locator("#create-button").inner_text() == texts["web.create"]
    assert page.locator("#create-button").bounding_box()["y"] < PHONE["height"]  # type: ignore[index]
    page.select_option("#variant", "maltese-cross")
    page.click("#more summary")
    page.fill("#opt-target", "1")
    page.click("#create-button")
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    assert page.evaluate("() => document.documentElement.lang") == lang
    assert "lang=" + lang in page.url
    for s in (0, 1):
        assert page.locator(f'.seat-badge[data-seat="{s}"] .standing').is_visible()
    page.wait_for_function("() => window.dominohall.view.turn === window.dominohall.me")
    hand = state(page)["hand"]
    missing = next(f"{a}-{b}" for a in range(7) for b in range(a, 7) if f"{a}-{b}" not in hand)
    page.click("#notation-box summary")
    page.fill("#notation-input", f"{missing}@N")
    page.click("#notation button[type=submit]")
    plain = page.locator(".refusal .plain")
    plain.wait_for()
    assert plain.inner_text() == texts["web.why.not_held"].format(tile=missing)
    snap(page, f"phone-refusal-{lang}")
    end = play_match(page, f"phone-{lang}")
    assert end["over"]


@pytest.mark.parametrize("size", ["wide", "phone"])
def test_screenshots_of_every_game(server: ServerProcess, pages: Pages, size: str) -> None:
    """Every game a few moves in, with a tile's places lit where it has several: for the reviewer."""
    viewport = WIDE if size == "wide" else PHONE
    for variant, players, options, _kind in GAMES:
        table = seeded_table(
            server, variant, players, options={k: 50 if k == "target" else v for k, v in options.items()}
        )
        page = pages.new(viewport)
        open_table(page, table["seats"][0]["link"])
        for _ in range(40):
            now = state(page)
            if now["over"] or now["layout"] >= 9:
                break
            if page.locator("#overlay:not(.hidden)").count():
                page.click("#overlay-close")
                continue
            if not now["mine"]:
                wait_change(page, now["seq"])
                continue
            play_turn(page)
            wait_change(page, now["seq"])
        now = state(page)
        if now["mine"]:
            tiles = [m.split("@")[0] for m in now["legal"] if m != "pass"]
            several = next((t for t in tiles if tiles.count(t) > 1), None)
            if several:
                page.click(f'#hand button.hand-tile[data-tile="{several}"]')
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= viewport["width"] + 1, f"{variant}: {width} px wide"
        snap(page, f"{variant}-{size}")
        page.context.close()
        pages.contexts.remove(page.context)


BOARD_JS = f"""() => {{
  const u = window.dominohall, svg = document.querySelector('#board svg.layout');
  return {{tiles: ({TILES_JS})('#board'), layout: u.view.layout, log: u.view.log, deal: u.view.deal,
          board: document.getElementById('board').clientWidth, svg: svg ? svg.width.baseVal.value : 0,
          left: svg ? svg.viewBox.baseVal.x : 0}};
}}"""


def last_plays(log: list[dict[str, Any]]) -> dict[int, str]:
    """Each seat's last play of the deal in a view's log."""
    out: dict[int, str] = {}
    for e in log:
        if e.get("event") == "deal":
            out = {}
        if e.get("event") == "play":
            out[e["seat"]] = e["move"].split("@")[0]
    return out


@pytest.mark.parametrize("size", ["wide", "phone"])
def test_the_line_grows_from_its_lead(server: ServerProcess, pages: Pages, size: str) -> None:
    """Block, played at L whenever it can be: no tile already down moves when one is added at
    either end (the lead stays put), every two tiles next in the line touch with their matching
    halves, none overlap, the line turns at the edges (a tile standing at the corner) within the
    board's width, each seat's last play is marked with its number, and a tile just laid drops in."""
    viewport = WIDE if size == "wide" else PHONE
    table = seeded_table(server, "block", 2, options={"target": 100})
    page = pages.new(viewport)
    open_table(page, table["seats"][0]["link"])
    before: dict[str, Any] = {}
    deal = None
    corners = kept = dropped = 0
    for step in range(150):
        if page.locator("#overlay:not(.hidden)").count():
            if state(page)["over"]:
                break
            page.click("#overlay-close")
            continue
        now = page.evaluate(BOARD_JS)
        tiles, layout = now["tiles"], now["layout"]
        if now["deal"] != deal:
            deal, before = now["deal"], {}
        assert not chain_problems(tiles, layout["tiles"]), (size, chain_problems(tiles, layout["tiles"]))
        for name, old in before.items():
            assert tiles[name]["transform"] == old["transform"], f"{name} moved when a tile was added"
            kept += 1
        assert now["svg"] <= now["board"] + 0.5, f"the line is {now['svg']} px wide on a {now['board']} px board"
        for name, t in tiles.items():
            assert t["x"] >= 0 and t["x"] + t["w"] <= now["svg"], f"{name} is outside the board"
        marked = {t["seat"]: name for name, t in tiles.items() if t["seat"] is not None}
        assert marked == last_plays(now["log"]), (marked, now["log"])
        corners = max(corners, sum("corner" in t["cls"] for t in tiles.values()))
        # a tile just laid drops into place (a CSS animation on its face)
        animation = page.evaluate(
            "() => { const f = document.querySelector('#board g.tile.fresh > .tile-face');"
            " return f ? getComputedStyle(f).animationName : null; }"
        )
        if animation is not None:
            assert animation == "drop-in"
            dropped += 1
        before = tiles
        if step == 40:
            snap(page, f"line-grows-{size}")
        current = state(page)
        if current["over"]:
            break
        if not current["mine"]:
            wait_change(page, current["seq"])
            continue
        play_turn(page, prefer="@L")
        wait_change(page, current["seq"])
    assert kept > 20  # tiles that stayed put while others were added
    assert corners >= 1, "the line never turned at an edge"
    assert dropped >= 1, "no tile just laid was seen dropping into place"


def test_a_tall_cross_fits_the_window(server: ServerProcess, pages: Pages) -> None:
    """Maltese Cross at 1280 x 800: however long the arms grow (they turn at the edges of their room,
    each into its own quarter), the board and the hand fit on one screen below the sticky head, every
    arm touches with matching halves, and a place lit on an arm is not hidden under the head."""
    table = seeded_table(server, "maltese-cross", 2, options={"target": 100})
    page = pages.new(WIDE)
    open_table(page, table["seats"][0]["link"])
    fit_js = """() => {
      const head = document.querySelector('.table-head').getBoundingClientRect().height;
      const board = document.getElementById('board').getBoundingClientRect();
      const hand = document.getElementById('hand').getBoundingClientRect();
      return {need: head + hand.bottom - board.top, layout: board.height};
    }"""
    tallest = 0
    checked = 0
    for _ in range(120):
        now = state(page)
        if now["over"] or page.locator("#overlay:not(.hidden)").count():
            break
        if not now["mine"]:
            wait_change(page, now["seq"])
            continue
        board = page.evaluate(BOARD_JS)
        arms, spinner = board["layout"].get("arms") or {}, board["layout"].get("spinner")
        tall = len(arms.get("N", [])) + len(arms.get("S", []))
        fit = page.evaluate(fit_js)
        assert fit["need"] <= WIDE["height"], (tall, fit)
        # each arm as tiles lie: from the spinner out, touching halves matching, no tile on another
        for arm in arms.values():
            assert not chain_problems(board["tiles"], [spinner, *arm]), chain_problems(board["tiles"], [spinner, *arm])
        tallest = max(tallest, tall)
        tiles = [m.split("@")[0] for m in now["legal"] if m != "pass"]
        several = next((t for t in tiles if tiles.count(t) > 1), None)
        if several and tall >= 4:
            page.click(f'#hand button.hand-tile[data-tile="{several}"]')
            clear = page.evaluate(
                """() => { const head = document.querySelector('.table-head').getBoundingClientRect().bottom;
                           const t = document.querySelector('#board .target').getBoundingClientRect();
                           return t.top >= head - 1 && t.bottom <= window.innerHeight + 1; }"""
            )
            assert clear, "the first lit place is under the sticky head or off the screen"
            checked += 1
            snap(page, "maltese-cross-tall-wide")
            page.click("#cancel")
        play_turn(page)
        wait_change(page, now["seq"])
    assert tallest >= 8, f"the cross never grew tall ({tallest} tiles on N and S)"
