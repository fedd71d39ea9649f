"""Two people at one table through the invite link, to the end of a short match and a rematch; a
free seat taken from the lobby; a phone-sized game; each language; and a screenshot of every game at
1280 x 800 and 390 x 844, saved under ``tests/artifacts/tables/`` for a reviewer (not committed)."""

from __future__ import annotations

import re
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
    my_turns,
    open_table,
    play_match,
    play_turn,
    seeded_table,
    served_texts,
    state,
    tile_not_held,
    type_move,
    wait_change,
)

from dominohall.i18n import Texts

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


def test_a_refused_rematch_is_told_beside_the_button_with_when_to_try_again(start_server: Any, pages: Pages) -> None:
    """#34: when a limit refuses a rematch (here: the address holds as many open tables as it may),
    the refusal is written where the person is looking — beside the Rematch button in the
    match-over dialog, not under it — and says when to try again. It used to do nothing visible."""
    server = start_server(env={"DOMINOHALL_TABLES_PER_ADDRESS": "2"})
    alice = pages.new(WIDE)
    create_in_lobby(alice, server.url, "Alice", "block", friend_seats=0, target="1")
    for _ in range(400):  # play to the end, leaving the match-over dialog open (play_match closes it)
        now = state(alice)
        if now["over"]:
            break
        if alice.locator("#overlay:not(.hidden)").count():
            alice.click("#overlay-close")
        elif now["mine"]:
            play_turn(alice)
            wait_change(alice, now["seq"])
        else:
            alice.wait_for_timeout(50)
    alice.wait_for_selector("#overlay:not(.hidden) #rematch")
    for _ in range(2):  # two more open tables from this address: the limit is met
        server.create_table("block", 2)
    alice.click("#rematch")
    refusal = alice.locator("#overlay:not(.hidden) #overlay-rematch .refusal")
    refusal.wait_for()
    assert refusal.get_attribute("data-code") == "too_many"
    assert "Try again in" in refusal.inner_text() and "finish one first" in refusal.inner_text()
    snap(alice, "rematch-refused-wide")


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


@pytest.mark.parametrize(("size", "lang"), [("wide", "en"), ("phone", "pl"), ("phone", "ru")])
def test_the_creators_own_seat_is_never_offered(server: ServerProcess, pages: Pages, size: str, lang: str) -> None:
    """An open table whose creator's page has not said hello yet: the lobby offers the other free
    seats only (issue #22: a visitor took the creator's seat, and the creator's link was refused)."""
    made = server.create_table("draw", 3, seats=[{"kind": "human"}] * 3, open_seats=True)
    page = pages.new(WIDE if size == "wide" else PHONE, lang=lang)
    page.goto(f"{server.url}/?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    row = page.locator(f'#tables tr[data-table="{made["table"]}"]')
    row.wait_for()
    offered = [b.get_attribute("data-seat") for b in row.locator("button.take-seat").all()]
    assert offered == ["1", "2"], offered
    assert row.locator('.chip[data-seat="0"]').get_attribute("class") == "chip human"  # waiting, not offered
    row.scroll_into_view_if_needed()
    snap(page, f"lobby-creators-seat-{size}-{lang}")


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_a_phone_game_in_each_language(server: ServerProcess, pages: Pages, lang: str) -> None:
    """A whole match on a phone, created in the lobby in the language of the link: every word on
    the table page in that language, every seat's standing in view, a refused move explained."""
    page = pages.new(PHONE, lang=lang)
    page.goto(f"{server.url}/?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    texts = served_texts(server, lang)
    assert page.locator("#create-button").inner_text() == texts("Create the table")
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
    missing = tile_not_held(page)
    type_move(page, f"{missing}@N")
    plain = page.locator(".refusal .plain")
    plain.wait_for()
    assert plain.inner_text() == texts("You do not hold {tile}.").format(tile=missing)
    snap(page, f"phone-refusal-{lang}")
    end = play_match(page, f"phone-{lang}")
    assert end["over"]
    if lang != "en":  # the whole match's log, score sheet and result: not one English word
        assert not english_words(page), english_words(page)


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


# ---- words a player understands (issue 13), in each language ---------------------------------------
ENGLISH = re.compile(
    r"\b(Your|your|turn|Pass|Undo|Cancel|Send|Score|Moves|Chat|Hello|Thanks|connected|connecting|stock|seat|"
    r"points|losses|tokens|played|drew|passed|leads|leading|deal|tiles|tile|winner|Winner|Rematch|Replay|"
    r"Continue|Finished|the|you|Sounds|Type|hand|open ends|unlocked|left|right|step|Copy|Game|Players|"
    r"House rules|Create|default|Refresh|Watch|waiting|playing|finished|none|taken back|not allowed)\b"
)
"""English interface words that a Polish or Russian page must not show (rule IDs, the move notation,
the bots' names such as greedy, and "Lobby", which is Polish too, are the same in every language)."""

SHOWN_JS = """() => {
  const out = [document.body.innerText];
  for (const node of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (node.offsetParent === null && !(node instanceof SVGElement)) continue;
    for (const name of ['aria-label', 'title', 'placeholder']) {
      if (node.hasAttribute(name)) out.push(node.getAttribute(name));
    }
  }
  out.push(document.title);
  return out.join('\\n');
}"""


def english_words(page: Page) -> list[str]:
    """The English interface words on the page: its text, its tooltips, its aria-labels, placeholders."""
    return sorted(set(ENGLISH.findall(page.evaluate(SHOWN_JS))))


OPTION_NAMES = {
    "max_deals": "Deals to play",
    "losses": "Losses that end the match",
    "take_ends_turn": "Taking a cut uses up the turn",
    "set": "Set of tiles",
    "hand_size": "Tiles in each hand",
    "lead_double": "Double that leads",
    "target": "Points to win",
    "teams": "Teams of two",
}
"""Each option's name on the lobby's form, in English (lobby.js OPTION_NAMES)."""


def count_tiles(lang: str, n: int, obj: bool = False) -> str:
    """What the page's countTiles says: the Python Texts.count (an object's form with ``obj``)."""
    return Texts(lang).count(n, object_case=obj)


def open_in(page: Page, link: str, lang: str) -> None:
    page.goto(link.replace("#", f"?lang={lang}#"))
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")


def my_turn(page: Page) -> None:
    page.wait_for_function(
        "() => window.dominohall.view.turn === window.dominohall.me && !window.dominohall.pending"
        " && !document.querySelector('#overlay:not(.hidden)')"
    )


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_the_table_speaks_the_players_language(server: ServerProcess, pages: Pages, lang: str) -> None:
    """Refusals and unlit tiles in plain words first (the engine's English detail only in English),
    the person's own moves in the second person, an undo, the timer's move and a lost connection said
    in the status, sounds off until turned on (and remembered), and no English word on a Polish or
    Russian table."""
    texts = served_texts(server, lang)
    rules = get_json(f"{server.url}/api/texts/{lang}")["rules"]
    table = seeded_table(server, "twins", 2, options={"target": 50})  # seed 3: this seat leads 2-2
    page = pages.new(PHONE, lang=lang)
    open_in(page, table["seats"][0]["link"], lang)
    assert page.locator("#sound").get_attribute("aria-pressed") == "false"  # sounds are off by default
    assert page.locator("#sound").get_attribute("aria-label") == texts("Sounds")
    assert page.evaluate("() => localStorage.getItem('dominohall.sounds')") is None
    my_turn(page)
    assert state(page)["legal"] == ["2-2"]
    # a tile that is not lit says why: only the double 2-2 may lead this deal (TW-2)
    page.click('#hand button.hand-tile[data-tile="0-3"]')
    assert page.locator("#message").inner_text() == texts(
        "{tile} cannot lead this deal; it is led with {tiles}."
    ).format(tile="0-3", tiles="2-2")
    # a refused move: the plain words first, then the rule; the engine's English detail in English only
    missing = tile_not_held(page)
    type_move(page, f"{missing}@L")
    refusal = page.locator(".refusal[data-rule]")
    refusal.wait_for()
    lines = refusal.locator("div")
    assert lines.nth(0).inner_text() == texts("You do not hold {tile}.").format(tile=missing)
    # the rule of a tile not held, C-4 (who sees which hands), is beside the point: not quoted (issue 23)
    assert refusal.get_attribute("data-rule") == "C-4" and rules["C-4"] not in refusal.inner_text()
    assert refusal.locator(".detail").count() == (1 if lang == "en" else 0)
    type_move(page, "pass")
    page.locator(
        ".refusal[data-rule] .plain", has_text=texts("One of your tiles fits, so you may not pass.")
    ).wait_for()
    refusal = page.locator(".refusal[data-rule]")
    lines = refusal.locator("div")
    rule = refusal.get_attribute("data-rule") or ""
    assert rule in lines.nth(1).inner_text() and rules[rule] in lines.nth(1).inner_text()
    assert refusal.locator(".detail").count() == (1 if lang == "en" else 0)
    # the person's own move in the second person, the bot's in the third
    seq = state(page)["seq"]
    page.click('#hand button.hand-tile[data-tile="2-2"]')
    wait_change(page, seq)
    my_turn(page)
    # Twins: the numbers whose double is down (TW-4): here the lead 2-2
    assert page.locator("#info .unlocked").inner_text() == texts(
        "numbers unlocked (their double is on the table): {values}"
    ).format(values="2")
    log = page.locator("#log li").all_inner_texts()
    you = texts("you")
    assert texts("{name}: played {move}", "you").format(name=you, move="2-2") in log, log
    assert texts("{name}: leading").format(name=you) in log, log
    bot_lines = [line for line in log if not line.startswith(you) and ":" in line and "---" not in line]
    third, second = (
        texts("{name}: played {move}").format(name="", move=""),
        texts("{name}: played {move}", "you").format(name="", move=""),
    )
    assert bot_lines and all(third in x and (lang == "en" or second not in x) for x in bot_lines), bot_lines
    # an undo is said in the status, with the moves taken back
    seq = state(page)["seq"]
    page.click("#undo")
    page.wait_for_function("s => window.dominohall.seq > s && window.dominohall.view.legal.length === 1", arg=seq)
    assert texts("taken back: {moves}").format(moves="2-2") in page.locator("#status").inner_text()
    # a lost connection: said, no tile lit, and a click on a tile says why
    page.context.set_offline(True)
    page.evaluate("() => window.dominohall.net.drop()")
    page.wait_for_function("() => window.dominohall.status !== 'open'")
    assert (
        texts("Connection lost: your tiles cannot be played until it is back.") in page.locator("#status").inner_text()
    )
    assert page.locator("#hand button.playable").count() == 0
    page.click('#hand button.hand-tile[data-tile="2-2"]')
    assert page.locator("#message").inner_text() == texts("The connection is lost: wait until it is back.")
    snap(page, f"words-offline-{lang}")
    if lang != "en":
        assert not english_words(page), english_words(page)
    page.context.set_offline(False)
    page.wait_for_function("() => document.body.dataset.connected", timeout=30_000)
    # the browser's own note of each reconnect tried while offline is expected here, and only here
    pages.errors[:] = [e for e in pages.errors if "ERR_INTERNET_DISCONNECTED" not in e]
    # sounds: turned on, remembered after a reload
    page.click("#sound")
    assert page.evaluate("() => localStorage.getItem('dominohall.sounds')") == "1"
    page.reload()
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    assert page.locator("#sound").get_attribute("aria-pressed") == "true"


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_the_timer_says_it_played_for_you(server: ServerProcess, pages: Pages, lang: str) -> None:
    texts = served_texts(server, lang)
    table = seeded_table(server, "block", 2, options={"target": 50}, timer=1)
    page = pages.new(WIDE, lang=lang)
    open_in(page, table["seats"][0]["link"], lang)
    my_turn(page)
    move = state(page)["legal"][0]
    seq = state(page)["seq"]
    page.wait_for_function("s => window.dominohall.seq > s", arg=seq, timeout=15_000)  # nobody clicks
    page.locator(
        "#status", has_text=texts("Your time ran out: the timer played {move} for you.").format(move=move)
    ).wait_for()
    assert (
        texts("{name}: played {move}", "you").format(name=texts("you"), move=move)
        in page.locator("#log li").all_inner_texts()
    )


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_a_sausage_cut_is_explained_before_it_is_chosen(server: ServerProcess, pages: Pages, lang: str) -> None:
    """Before a cut is chosen the info line says how many tiles each side hands to the next player
    and what L and R mean (SA-6); places that give the same game ask no second click."""
    texts = served_texts(server, lang)
    table = seeded_table(server, "sausage", 3, options={"losses": 1}, seed=5)
    page = pages.new(PHONE, lang=lang)
    open_in(page, table["seats"][0]["link"], lang)
    for _ in range(60):
        my_turn(page)
        now = state(page)
        cuts = [m for m in now["legal"] if "@cut:" in m]
        if cuts:
            break
        seq = now["seq"]
        play_turn(page)
        wait_change(page, seq)
    else:
        raise AssertionError("no cut came up")
    layout = page.evaluate("() => window.dominohall.view.layout")
    tile, place = cuts[0].split("@cut:")
    column = int(place.split(":")[0])

    def size(col: dict[str, Any]) -> int:
        return sum(1 for k in ("cross", "top", "bottom") if col[k])

    left = sum(size(c) for c in layout["columns"] if c["column"] <= column)
    right = sum(size(c) for c in layout["columns"] if c["column"] > column)
    preview = page.locator(f'#info .cut-preview[data-column="{column}"]')
    expected = texts(
        "Cut {left}|{right} with {tile}: L gives the next player the part left of the cut ({l}), R the part right of"
        " it ({r})"
    ).format(tile=tile, left=column, right=column + 1, l=count_tiles(lang, left), r=count_tiles(lang, right))
    assert preview.inner_text() == expected  # shown before the tile is even clicked
    mine = texts("{left}|{right} with {tile}, yours (hands over: left {l}, right {r})").format(
        left=column, right=column + 1, tile=tile, l=count_tiles(lang, left), r=count_tiles(lang, right)
    )
    assert mine in page.locator("#info .cuts").inner_text()
    page.click(f'#hand button.hand-tile[data-tile="{tile}"]')
    sides = page.locator(f'#board .target[data-move^="{tile}@cut:{column}:"]')
    assert sides.count() == 2
    snap(page, f"sausage-cut-preview-{lang}")
    if lang != "en":
        assert not english_words(page), english_words(page)


def test_places_that_give_the_same_game_ask_no_second_click(server: ServerProcess, pages: Pages) -> None:
    """Twins, seed 5: the bot led 3-3, so 0-3 on the left or on the right gives the same game."""
    table = seeded_table(server, "twins", 2, options={"target": 50}, seed=5)
    page = pages.new(WIDE)
    open_table(page, table["seats"][0]["link"])
    my_turn(page)
    assert state(page)["legal"] == ["0-3@L", "0-3@R"]
    seq = state(page)["seq"]
    page.click('#hand button.hand-tile[data-tile="0-3"]')
    wait_change(page, seq)
    assert page.evaluate("() => window.dominohall.selected") is None
    assert "0-3" not in state(page)["hand"]


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
@pytest.mark.parametrize("size", ["wide", "phone"])
def test_the_create_form_in_each_language(server: ServerProcess, pages: Pages, lang: str, size: str) -> None:
    """Option names and explanations in the page's language, player counts that work with the options,
    "Create" in view without scrolling, and the defaults start a game with bots as they are."""
    texts = served_texts(server, lang)
    viewport = WIDE if size == "wide" else PHONE
    page = pages.new(viewport, lang=lang)
    page.goto(f"{server.url}/?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    button = page.locator("#create-button").bounding_box()
    assert button is not None and button["y"] + button["height"] <= viewport["height"]
    page.click("#more summary")
    for variant in ("twins", "sausage", "block", "white-snake", "maltese-cross"):
        page.select_option("#variant", variant)
        words = page.locator("#create").inner_text()
        assert not re.findall(r"\b[a-z]+_[a-z_]+\b", words), variant  # no hand_size, max_deals, take_ends_turn
        for option in page.locator("#options [data-option]").all():
            name = option.get_attribute("data-option")
            label = page.locator(f'#options .option:has([data-option="{name}"]) strong').inner_text()
            assert label == texts(OPTION_NAMES[name or ""]), (variant, name)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= viewport["width"] + 1
    page.select_option("#variant", "white-snake")
    page.select_option("#variant", "block")
    assert page.locator("#players").input_value() == "2"  # a new game starts at its own default count
    page.select_option("#variant", "twins")
    assert page.locator("#opt-set option").first.inner_text() == texts("double-{n} ({count})").format(
        n=6, count=count_tiles(lang, 28)
    )
    page.fill("#opt-hand_size", "3")  # 28 tiles for hands of 3: up to 9 players
    assert page.locator("#players option").all_inner_texts() == [str(n) for n in range(2, 10)]
    page.fill("#opt-hand_size", "")
    assert page.locator("#players option").all_inner_texts() == [str(n) for n in range(2, 8)]
    page.select_option("#variant", "block")
    page.check("#opt-teams")
    assert page.locator("#players option").all_inner_texts() == ["4"]
    assert page.locator("#players-note").inner_text() == texts("only {n} players with these rules").format(n=4)
    if lang != "en":
        assert not english_words(page), english_words(page)
    snap(page, f"create-form-{lang}-{size}")
    # the defaults: a game against bots at once
    page.reload()
    page.wait_for_selector("body[data-ready]")
    page.click("#create-button")
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    assert state(page)["me"] == 0
    page.wait_for_function("() => window.dominohall.meta.status === 'playing'")
    assert "lang=" + lang in page.url


def test_a_crowded_phone_table_stays_within_the_screen(server: ServerProcess, pages: Pages) -> None:
    """Six seats, a long name without spaces, Russian (the longest words) on a 390 px screen: the page
    is never wider than the screen, and every seat's standing and score-sheet column stays in view."""
    table = seeded_table(server, "twins", 6, options={"target": 1})
    page = pages.new(PHONE, lang="ru")
    page.add_init_script("localStorage.setItem('dominohall.name', 'Константинопольская_Анна')")
    open_in(page, table["seats"][0]["link"], "ru")
    page.wait_for_function("() => window.dominohall.meta.seats[0].name")
    widths = []
    for now in my_turns(page, 400):
        widths.append(page.evaluate("() => document.documentElement.scrollWidth"))
        for s in range(6):
            standing = page.locator(f'.seat-badge[data-seat="{s}"] .standing')
            box = standing.bounding_box()
            assert standing.is_visible() and box is not None and box["x"] + box["width"] <= PHONE["width"], s
        heads = page.evaluate(
            "() => [...document.querySelectorAll('#sheet th[data-seat]')].map(th => th.getBoundingClientRect().right)"
        )
        assert len(heads) == 6 and max(heads) <= PHONE["width"], heads
        play_turn(page)
        wait_change(page, now["seq"])
    widths.append(page.evaluate("() => document.documentElement.scrollWidth"))
    assert widths and max(widths) <= PHONE["width"], max(widths)
    snap(page, "crowded-phone-ru")


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_history_and_replay_have_no_english_words(server: ServerProcess, pages: Pages, lang: str) -> None:
    bots = [{"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "greedy"}]
    table = seeded_table(server, "draw", 3, seats=bots, options={"target": 1})["table"]
    tb.wait_finished(server, table)
    page = pages.new(PHONE, lang=lang)
    page.goto(f"{server.url}/history?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    page.locator(f'#history tr[data-table="{table}"]').wait_for()
    assert not english_words(page), english_words(page)
    page.goto(f"{server.url}/replay/{table}?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    for _ in range(8):
        page.click("#next")
        assert not english_words(page), (page.locator("#position").inner_text(), english_words(page))
    page.keyboard.press("End")
    assert not english_words(page), english_words(page)
    assert page.locator("#slider").get_attribute("aria-label") == served_texts(server, lang)("step")


def test_animations_stay_within_a_phone_screen(server: ServerProcess, pages: Pages) -> None:
    """The screenshot test's page was once wider than 390 px: an animation at the right edge (the
    stock's count bumping after a draw, a seat's bubble, a refused move shaking) grew past the screen
    for a moment. Each is stopped here at its widest, and the page must still fit the screen."""
    table = seeded_table(server, "twins", 2, options={"target": 50})
    page = pages.new(PHONE, lang="ru")
    open_in(page, table["seats"][0]["link"], "ru")
    widths = page.evaluate(
        """() => {
      const at = (node, cls, delay) => { node.classList.add(cls); node.style.animationDelay = delay;
                                         node.style.animationPlayState = 'paused'; };
      const width = () => document.documentElement.scrollWidth;
      // the stock at the right end of its row (a short status), bumping at its largest (40%)
      document.getElementById('status').textContent = 'x';
      document.getElementById('last-play').textContent = 'x';
      const stock = document.getElementById('stock');
      at(stock, 'bump', '-0.24s');
      const out = {stock: [width(), Math.round(stock.getBoundingClientRect().right)]};
      stock.classList.remove('bump');
      // a long bubble on the rightmost seat at its largest (12%: scale 1.1)
      const badges = document.querySelectorAll('.seat-badge');
      const bubble = document.createElement('span');
      bubble.className = 'bubble take';
      bubble.textContent = 'разрез: +14 костяшек';
      badges[badges.length - 1].appendChild(bubble);
      bubble.style.animationDelay = '-0.29s'; bubble.style.animationPlayState = 'paused';
      out.bubble = [width(), Math.round(bubble.getBoundingClientRect().right)];
      bubble.remove();
      // a refused move shaking at its rightmost (75%: 5 px)
      const box = document.createElement('div');
      box.className = 'refusal';
      box.textContent = 'Этой костяшкой нельзя начать эту раздачу; начинают с: 2-2.';
      document.getElementById('message').replaceChildren(box);
      box.style.animationDelay = '-0.3s'; box.style.animationPlayState = 'paused';
      out.refusal = [width(), Math.round(box.getBoundingClientRect().right)];
      return out;
    }"""
    )
    assert widths["stock"][1] > PHONE["width"] - 40, widths  # the stock did sit at the right edge
    for name, (width, _right) in widths.items():
        assert width <= PHONE["width"], (name, widths)


TW4 = "{tile} may go on {value} only once {value}-{value} is on the table."


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_the_page_says_exactly_the_servers_words(server: ServerProcess, pages: Pages, lang: str, size: str) -> None:
    """Why a tile is not lit and why a move was refused are worded by the server
    (dominohall.presentation) and only said by the page: in Twins, a tile locked by TW-4 tells the
    sentence the server sent with the view for it, and the same move typed is refused with it."""
    texts = Texts(lang)
    table = seeded_table(server, "twins", 2, options={"target": 50})  # seed 3: this seat leads 2-2
    page = pages.new(WIDE if size == "desktop" else PHONE, lang=lang)
    open_in(page, table["seats"][0]["link"], lang)
    locked: tuple[str, dict[str, Any]] | None = None
    for _ in range(12):
        my_turn(page)
        view = page.evaluate("() => window.dominohall.view")
        locked = next(((t, w) for t, w in view["why_not"].items() if w["id"] == TW4), None)
        if locked is not None:
            break
        seq = state(page)["seq"]
        type_move(page, view["legal"][0]["move"])
        wait_change(page, seq)
    assert locked is not None, "no tile locked by TW-4 in twelve turns"
    tile, why = locked
    said = texts.say(why)
    assert str(why["fields"]["value"]) in said and tile in said
    page.click(f'#hand button.hand-tile[data-tile="{tile}"]')
    assert page.locator("#message .plain").inner_text() == said
    snap(page, f"words-tile-{lang}-{size}")
    end = next(e for e, v in view["ends"].items() if v == why["fields"]["value"])
    type_move(page, f"{tile}@{end}")
    refusal = page.locator(".refusal[data-rule='TW-4']")
    refusal.wait_for()
    assert refusal.locator(".plain").inner_text() == said
    assert (texts.rule("TW-4") or "?") in refusal.inner_text()  # the rule is the point: quoted after the words
    snap(page, f"words-refusal-{lang}-{size}")
