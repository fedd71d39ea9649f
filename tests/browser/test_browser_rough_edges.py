"""The rough edges players hit in the browser (issue 23, items 1–9): White Snake's end on a steal,
the steal's words, deal numbers and redeals, results said as people say them, the rematch between
friends, the phone and desktop layouts, the analysis of long matches, and the smaller things.

Screenshots go to ``tests/artifacts/rough/`` (not committed) for a reviewer."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import ARTIFACTS, Pages, get_json, open_table, seeded_table, served_texts, state
from test_browser_friends import ENGLISH, PHONE, WIDE, play_both

# the browser and the pages of test_browser.py, as fixtures of this module too
browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from playwright.sync_api import Page
    from server_helpers import ServerProcess

SHOTS = ARTIFACTS / "rough"
RULE_ID = re.compile(r"\b(?:C|WS|SA|TW|MC|R)-\d+\b")


def snap(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_timeout(600)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def send_first_legal(page: Page) -> None:
    """Seat's turn: sends its first legal move through the page's own connection (quicker than a
    click, where the test is about what comes after), and waits for the table to move on."""
    seq = state(page)["seq"]
    page.evaluate(
        "() => { const u = window.dominohall; u.net.send({type: 'move', move: u.view.legal[0].move, seq: u.seq}); }"
    )
    page.wait_for_function("s => window.dominohall.seq !== s", arg=seq)


def overlay_open(page: Page) -> bool:
    return bool(page.locator("#overlay:not(.hidden)").count())


def turns(
    page: Page, limit: int = 2000, stop: Callable[[], bool] | None = None, on_window: Callable[[], None] | None = None
) -> Iterator[dict[str, Any]]:
    """The page's states in which its seat is to move (the caller moves), each finished deal's window
    shown to ``on_window`` and closed, until the match is over, ``stop()`` holds or ``limit`` looks."""
    for _ in range(limit):
        if stop is not None and stop():
            return
        now = state(page)
        if now["over"]:
            return
        if overlay_open(page):
            if on_window is not None:
                on_window()
            page.click("#overlay-close")
            continue
        if not now["mine"]:
            page.wait_for_timeout(30)
            continue
        yield now


# ---- item 1 and 2: White Snake ends on a steal --------------------------------------------------------
def test_white_snake_ends_on_a_steal_with_the_standings(server: ServerProcess, pages: Pages) -> None:
    """Seed 8, five players: the match ends on this seat's steal (WS-7), after the 0-0 deal's window
    was closed. The status says what to do ("choose whose token to steal"), each button names whose
    token it takes, and once the steal ends the match the final window opens with the standings,
    Rematch and the replay (item 1: only the status line said so, until a reload)."""
    texts = served_texts(server, "en")
    table = seeded_table(server, "white-snake", 5, seed=8)
    page = pages.new(WIDE)
    open_table(page, table["seats"][0]["link"])
    steals = 0
    asked_in_window = []

    def at_window() -> None:
        # the 0-0 deal's window asks for the steal where its result is read (the test then closes it
        # and steals from the buttons under the hand, as one may)
        here = page.locator("#overlay .steal-here button.steal")
        if here.count():
            asked_in_window.append(here.count())
            assert texts("Your turn: choose whose token to steal") in page.locator("#overlay .steal-here").inner_text()

    for now in turns(page, on_window=at_window):
        if any(m.startswith("steal:") for m in now["legal"]):
            steals += 1
            assert page.locator("#status").inner_text() == texts("Your turn: choose whose token to steal")
            buttons = page.locator("#actions button.steal")
            assert buttons.count() == len(now["legal"])
            tokens = page.evaluate("() => window.dominohall.view.tokens")
            for i in range(buttons.count()):
                tile = (buttons.nth(i).get_attribute("data-move") or "").removeprefix("steal:")
                victim = next(s for s, held in enumerate(tokens) if tile in held)
                assert buttons.nth(i).inner_text() == texts("Take {tile} from {name}").format(
                    tile=tile, name=f"seat {victim} · bot: Casual player"
                )
            snap(page, "steal-choice-wide")
            seq = now["seq"]
            buttons.first.click()
            page.wait_for_function("s => window.dominohall.seq !== s", arg=seq)
            continue
        send_first_legal(page)
    assert steals >= 1 and state(page)["over"]
    assert len(asked_in_window) == steals, (asked_in_window, steals)
    page.wait_for_selector("#overlay:not(.hidden) .standings", timeout=5000)
    assert page.locator("#overlay").get_attribute("data-match") == "over"
    assert page.locator("#overlay-title").inner_text() == texts("The match is over")
    assert page.locator("#overlay .match-result").inner_text() == "You won the match!"
    # what ended it is said: the steal, after the last deal's result
    assert "stole" in page.locator("#overlay .after-deal").inner_text()
    assert page.locator("#overlay #rematch").is_visible()
    assert page.locator("#overlay-replay").is_visible()
    snap(page, "steal-match-end-wide")


def test_a_bot_steal_ends_the_match_while_the_deal_window_is_open(server: ServerProcess, pages: Pages) -> None:
    """Seed 2: seat 2 (a bot) wins the last 0-0 deal and steals its fourth token at once, while this
    seat's window of that deal is still open: the open window becomes the match's end."""
    table = seeded_table(server, "white-snake", 5, seed=2)
    page = pages.new(PHONE)
    open_table(page, table["seats"][0]["link"])
    for _now in turns(page):
        send_first_legal(page)
    page.wait_for_selector("#overlay:not(.hidden) .standings", timeout=5000)
    assert "stole" in page.locator("#overlay .after-deal").inner_text()
    winners = page.evaluate("() => window.dominohall.meta.result.winners")
    assert winners == [2]
    # the window's buttons stay in view on a phone however long its body (item 5)
    for selector in ("#overlay-close", "#overlay-replay"):
        box = page.locator(selector).bounding_box()
        assert box is not None and box["y"] + box["height"] <= PHONE["height"], selector
    snap(page, "bot-steal-match-end-phone")


# ---- item 4: deal numbers ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_white_snake_shows_its_deal_number_and_a_redeal(server: ServerProcess, pages: Pages, lang: str) -> None:
    """Seed 7: the head of deal 1 (1-1) lies in the stock, so deal 1 is dealt again (WS-3). The title
    says deal 1 (WS-2's number, which picks the head) and that it was dealt again; the score sheet
    has the redeal's row, the log says why in words; deal 2 then follows with no number skipped."""
    texts = served_texts(server, lang)
    table = seeded_table(server, "white-snake", 5, seed=7)
    page = pages.new(WIDE, lang=lang)
    page.goto(table["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    variant = get_json(f"{server.url}/api/texts/{lang}")["variants"]["white-snake"]
    title = page.locator("#title").inner_text()
    again = texts("dealt again")
    assert title.startswith(texts("{variant}, deal {deal}").format(variant=variant, deal=1) + f" ({again})"), title
    row = page.locator('#sheet tr.redeal[data-deal="1"]')
    assert row.locator("td").first.inner_text() == "1"
    assert texts("dealt again") in row.inner_text()
    assert row.locator("button.rule-link").get_attribute("title") == texts("its head {tile} lay in the stock").format(
        tile="1-1"
    )
    redeal_line = texts("Deal {deal} is dealt again: {why}.").format(
        deal=1, why=texts("its head {tile} lay in the stock").format(tile="1-1")
    )
    assert redeal_line in page.locator("#log").inner_text()
    # the rule is one click away, under the sheet
    row.locator("button.rule-link").click()
    assert "WS-3" in page.locator("#sheet .rule-note").inner_text()
    snap(page, f"ws-redeal-{lang}")

    # on to deal 2: its head is 2-2 and the title says deal 2
    def first_window() -> None:
        assert page.locator("#overlay-title").inner_text() == texts("How deal {deal} ended").format(deal=1)

    for _now in turns(page, 600, lambda: page.evaluate("() => window.dominohall.view.deal_number") >= 2, first_window):
        send_first_legal(page)
    page.wait_for_function("() => window.dominohall.view.deal_number === 2")
    assert (
        page.locator("#title").inner_text().startswith(texts("{variant}, deal {deal}").format(variant=variant, deal=2))
    )
    assert texts("dealt again") not in page.locator("#title").inner_text()
    numbers = page.locator("#sheet tbody tr:not(.total) td:first-child").all_inner_texts()
    assert numbers == ["1", "1"]  # deal 1 dealt again, then deal 1 played: WS-2's number both times


# ---- item 6: results as people say them -------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_results_read_as_people_say_them(server: ServerProcess, pages: Pages, lang: str) -> None:
    """A short Twins match: the deal's window is titled "How deal 1 ended" and says who won and how
    in a sentence, the final window says the match is over; no rule ID is in the words, the log or
    the score sheet, and each is one click away (the window's rules, the sheet's words)."""
    texts = served_texts(server, lang)
    table = seeded_table(server, "twins", 2, options={"target": 1})
    page = pages.new(WIDE, lang=lang)
    page.goto(table["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    for _now in turns(page, 400):
        send_first_legal(page)
    page.wait_for_selector("#overlay:not(.hidden) .standings")
    assert page.locator("#overlay-title").inner_text() == texts("The match is over")
    words = page.locator("#overlay-body").inner_text()
    shown_rules = page.locator("#overlay .rules-used").inner_text()
    assert not RULE_ID.findall(words.replace(shown_rules, "")), words
    result = page.locator("#overlay .deal-result").inner_text()
    assert result.endswith(".")  # a sentence
    page.locator("#overlay .rules-used summary").click()
    assert re.search(r"TW-\d", page.locator("#overlay .rules-used").inner_text())
    snap(page, f"results-words-{lang}")
    page.click("#overlay-close")
    log = page.locator("#log").inner_text()
    assert not RULE_ID.findall(log), log
    assert "===" not in log
    sheet = page.locator("#sheet").inner_text()
    assert not RULE_ID.findall(sheet), sheet
    page.locator("#sheet button.rule-link").first.click()
    assert RULE_ID.search(page.locator("#sheet .rule-note").inner_text())
    page.locator('#log li.has-rule[data-event="deal_end"]').first.click()
    assert RULE_ID.search(page.locator("#log .rule-text").first.inner_text())


# ---- item 5: phones, and the desktop's fold ----------------------------------------------------------
HAND_IN_VIEW_JS = """() => {
  const head = document.querySelector('.table-head').getBoundingClientRect().bottom;
  const hand = document.getElementById('hand').getBoundingClientRect();
  const actions = document.getElementById('actions').getBoundingClientRect();
  return {top: hand.top, bottom: Math.max(hand.bottom, actions.bottom), head, height: window.innerHeight,
          // where the hand would be without the dock: below the fold once the layout has grown
          tall: document.getElementById('notation-box').getBoundingClientRect().top > window.innerHeight};
}"""


@pytest.mark.parametrize(
    ("variant", "players", "size"),
    [("draw", 4, "phone"), ("sausage", 4, "phone"), ("white-snake", 6, "phone"), ("maltese-cross", 2, "wide")],
)
def test_the_hand_stays_in_view_as_the_layout_grows(
    server: ServerProcess, pages: Pages, variant: str, players: int, size: str
) -> None:
    """However tall the layout grows, the hand and its buttons stay on the screen below the sticky
    head (a dock at the bottom), at the top of the page and scrolled to the board's end."""
    viewport = WIDE if size == "wide" else PHONE
    options = {"white-snake": {"max_deals": 3}, "sausage": {"losses": 3}}.get(variant, {"target": 100})
    table = seeded_table(server, variant, players, options=options)
    page = pages.new(viewport)
    open_table(page, table["seats"][0]["link"])
    tall = 0
    for _now in turns(page, 60):
        for scroll in ("0", "document.getElementById('board').getBoundingClientRect().bottom + window.scrollY - 200"):
            page.evaluate(f"() => window.scrollTo(0, {scroll})")
            seen = page.evaluate(HAND_IN_VIEW_JS)
            assert seen["bottom"] <= seen["height"] + 0.5 and seen["top"] >= seen["head"] - 0.5, seen
            if seen["tall"] and not tall and scroll == "0":
                snap(page, f"hand-in-view-{variant}-{size}")
            tall += seen["tall"]
        send_first_legal(page)
    assert tall, "the layout never grew past the screen: the test proved nothing"


OVERLAPS_JS = """() => {
  const rect = (e) => e.getBoundingClientRect();
  const cut = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
                        * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const targets = [...document.querySelectorAll('#board .target')].map(g => ({move: g.dataset.move,
                   r: rect(g.querySelector('.target-area'))}));
  const tiles = [...document.querySelectorAll('#board g.tile .tile-body')].map(rect);
  const out = {small: [], both: [], tiles: []};
  for (const t of targets) {
    if (t.r.width < 43.5 || t.r.height < 43.5) out.small.push(t.move);
    if (t.move.includes('@cut:')) for (const b of tiles) if (cut(t.r, b) > 1) out.tiles.push(t.move);
  }
  for (let i = 0; i < targets.length; i++) for (let j = i + 1; j < targets.length; j++)
    if (cut(targets[i].r, targets[j].r) > 1) out.both.push([targets[i].move, targets[j].move]);
  out.targets = targets.map(t => ({move: t.move, x: t.r.left + t.r.width / 2, y: t.r.top + t.r.height / 2}));
  return out;
}"""


@pytest.mark.parametrize("size", ["phone", "wide"])
def test_sausage_cut_targets_never_overlap(server: ServerProcess, pages: Pages, size: str) -> None:
    """Sausage, three players, cutting whenever possible: every place lit for a chosen tile is at
    least 44 px each way, no two lit places share a pixel (neighbouring junctions' ◀L and R▶ once
    did, so that a tap on R▶ was caught by the next ◀L), and a cut's places cover no tile; a tap
    in the middle of R▶ plays R▶."""
    viewport = WIDE if size == "wide" else PHONE
    table = seeded_table(server, "sausage", 3, options={"losses": 2}, seed=5)
    page = pages.new(viewport)
    open_table(page, table["seats"][0]["link"])
    checked = tapped = 0
    for now in turns(page, 400):
        if checked >= 6:
            break
        cuts = [m for m in now["legal"] if "@cut:" in m]
        tiles = {m.split("@")[0] for m in now["legal"] if m != "pass"}
        several = [t for t in tiles if sum(m.startswith(t + "@") for m in now["legal"]) > 1]
        if not several:
            send_first_legal(page)
            continue
        tile = next((m.split("@")[0] for m in cuts), several[0])
        page.click(f'#hand button.hand-tile[data-tile="{tile}"]')
        seen = page.evaluate(OVERLAPS_JS)
        assert not seen["small"] and not seen["both"] and not seen["tiles"], seen
        checked += 1
        right = next((t for t in seen["targets"] if t["move"].endswith(":R")), None)
        if right is not None and "cut" in right["move"]:
            if not tapped:
                page.locator(f'#board .target[data-move="{right["move"]}"]').scroll_into_view_if_needed()
                snap(page, f"sausage-cut-targets-{size}")
            page.locator(f'#board .target[data-move="{right["move"]}"]').scroll_into_view_if_needed()
            seen = page.evaluate(OVERLAPS_JS)
            where = next(t for t in seen["targets"] if t["move"] == right["move"])
            seq = now["seq"]
            page.mouse.click(where["x"], where["y"])
            page.wait_for_function("s => window.dominohall.seq !== s", arg=seq)
            assert page.evaluate("() => window.dominohall.lastSent") == right["move"]
            tapped += 1
            continue
        page.click("#cancel")
        send_first_legal(page)
    assert checked and tapped, (checked, tapped)


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_the_language_picker_shares_the_top_bar_on_a_phone(server: ServerProcess, pages: Pages, lang: str) -> None:
    """The top bar is one row on a phone: the brand, the links and the language picker (its code)."""
    table = seeded_table(server, "block", 2)
    page = pages.new(PHONE, lang=lang)
    link = table["seats"][0]["link"]
    for url in (f"{server.url}/?lang={lang}", f"{server.url}/history?lang={lang}", link.replace("#", f"?lang={lang}#")):
        page.goto(url)
        page.wait_for_selector("#lang")
        bar = page.locator(".topbar").bounding_box()
        picker = page.locator("#lang").bounding_box()
        assert bar is not None and picker is not None
        assert bar["height"] < 60, (url, bar)  # one row (44 px controls)
        assert picker["x"] + picker["width"] <= PHONE["width"], (url, picker)
        assert page.locator("#lang option:checked").inner_text() == lang.upper()
        cut = page.evaluate(
            "() => [...document.querySelectorAll('.topbar a')].filter(a => a.offsetParent !== null"
            " && (a.scrollWidth > a.clientWidth + 1 || a.getBoundingClientRect().height > 48)).map(a => a.textContent)"
        )
        assert not cut, (url, cut)  # every link whole, on one line
        assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    snap(page, f"topbar-phone-{lang}")


# ---- item 8: the smaller things ------------------------------------------------------------------------
TAGS_ON_PIPS_JS = """() => {
  // in the layout's own units, from the drawing's attributes (a tile just laid is still scaling in)
  const at = (g) => (/translate\\(([-\\d.e]+)[ ,]+([-\\d.e]+)\\)/.exec(g.getAttribute('transform')) || [0, 0, 0])
                    .slice(1).map(Number);
  const tags = [], pips = [];
  for (const g of document.querySelectorAll('#board svg.layout g.tile')) {
    const [x, y] = at(g);
    for (const c of g.querySelectorAll('.pip')) {
      pips.push([x + +c.getAttribute('cx'), y + +c.getAttribute('cy'), +c.getAttribute('r')]);
    }
    const tag = g.querySelector('.seat-tag');
    if (tag) {
      const [tx, ty] = at(tag);
      tags.push([x + tx, y + ty, +tag.querySelector('circle').getAttribute('r')]);
    }
  }
  const box = document.querySelector('#board svg.layout').viewBox.baseVal;
  let covered = 0, cut = 0;
  for (const [x, y, r] of tags) {
    for (const [px, py, pr] of pips) if (Math.hypot(x - px, y - py) < r + pr - 0.5) covered++;
    const out = x - r < box.x - 0.5 || y - r < box.y - 0.5;
    if (out || x + r > box.x + box.width + 0.5 || y + r > box.y + box.height + 0.5) cut++;
  }
  return {tags: tags.length, covered, cut};
}"""


@pytest.mark.parametrize(
    ("variant", "players", "size"), [("block", 2, "phone"), ("block", 4, "wide"), ("sausage", 3, "phone")]
)
def test_seat_marks_cover_no_pip(server: ServerProcess, pages: Pages, variant: str, players: int, size: str) -> None:
    """Each seat's last play carries the seat's number in a disc: at every position of a match the
    discs cover no pip of any tile (47 of 109 sampled Block positions once did) and stay within the
    drawing."""
    viewport = WIDE if size == "wide" else PHONE
    options = {"losses": 1} if variant == "sausage" else {"target": 50}
    table = seeded_table(server, variant, players, options=options)
    page = pages.new(viewport)
    open_table(page, table["seats"][0]["link"])
    positions = marks = 0
    for _now in turns(page, 300):
        seen = page.evaluate(TAGS_ON_PIPS_JS)
        assert seen["covered"] == 0 and seen["cut"] == 0, seen
        positions += 1
        marks += seen["tags"]
        if positions == 6:
            snap(page, f"seat-marks-{variant}-{size}")
        send_first_legal(page)
    assert positions >= 10 and marks >= 10, (positions, marks)


DOUBLE_AFTER_CORNER_JS = """async (width) => {
  const m = await import('/static/js/render.js');
  const P = (a, b) => ({tile: `${Math.min(a, b)}-${Math.max(a, b)}`, first: a, second: b});
  const chain = [P(6, 5), P(5, 4), P(4, 3), P(3, 2), P(2, 1), P(1, 0), P(0, 4), P(4, 2), P(2, 0), P(0, 5), P(5, 3),
                 P(3, 1), P(1, 4), P(4, 6), P(6, 2), P(2, 5), P(5, 1), P(1, 6), P(6, 3), P(3, 0), P(0, 6)];
  const out = [];
  const right = (xs) => [P(6, 6), ...xs];
  const left = (xs) => [...xs.map(p => P(p.second, p.first)).reverse(), P(6, 6)];
  for (const [arm, order] of [['R', right], ['L', left]]) {
    for (let n = 1; n <= chain.length; n++) {
      const tiles = order(chain.slice(0, n));
      const lead = arm === 'R' ? 0 : tiles.length - 1;
      const svg = m.drawLayout({kind: 'line', tiles, lead}, {width});
      const corner = [...svg.querySelectorAll('g.tile.corner')];
      if (!corner.length) continue;
      // the tile after the first corner: make it a double matching the corner's free end
      const k = arm === 'R' ? n : 0;
      const end = arm === 'R' ? tiles[tiles.length - 1].second : tiles[0].first;
      if (end === 6 || (arm === 'R' ? tiles.length - 1 : tiles.length - 1) < 1) break;
      const withDouble = arm === 'R' ? [...tiles, P(end, end)] : [P(end, end), ...tiles];
      const layout = {kind: 'line', tiles: withDouble, lead: arm === 'R' ? 0 : withDouble.length - 1};
      const probe = document.createElement('div');
      probe.id = `probe-${arm}`;
      probe.appendChild(m.drawLayout(layout, {width}));
      document.body.appendChild(probe);
      out.push({arm, layout, double: `${end}-${end}`});
      break;
    }
  }
  return out;
}"""


@pytest.mark.parametrize("width", [390, 1100])
def test_a_double_right_after_a_corner_lies_crosswise(server: ServerProcess, pages: Pages, width: int) -> None:
    """A double played right after the line turned a corner stands crosswise in the new row, as every
    double does (it once lay lengthwise), touching the corner's free half, overlapping no tile; the
    line keeps touching with matching halves on both arms."""
    page = pages.new(WIDE)
    page.goto(server.url + "/history")
    page.wait_for_selector("body[data-ready]")
    made = page.evaluate(DOUBLE_AFTER_CORNER_JS, width)
    assert {m["arm"] for m in made} == {"R", "L"}, made
    for case in made:
        tiles = page.evaluate(tb.TILES_JS, f"#probe-{case['arm']}")
        assert tiles[case["double"]]["vertical"], (case["arm"], tiles[case["double"]])
        assert not tb.chain_problems(tiles, case["layout"]["tiles"]), tb.chain_problems(tiles, case["layout"]["tiles"])
    page.locator("#probe-R").scroll_into_view_if_needed()
    snap(page, f"double-after-corner-{width}")


def test_a_forced_pass_can_pass_by_itself(server: ServerProcess, pages: Pages) -> None:
    """White Snake passes often (a pass is the one legal move in 63 of 158 turns once counted): the
    person may turn on "pass by itself" beside the Pass button, and from then on every forced pass
    is made without a click, the status saying so; the choice is remembered."""
    texts = served_texts(server, "en")
    table = seeded_table(server, "white-snake", 5, options={"max_deals": 2})
    page = pages.new(WIDE)
    open_table(page, table["seats"][0]["link"])
    turned_on = False
    passes_by_itself = 0
    for now in turns(page, 600):
        if now["legal"] == ["pass"] and not turned_on:
            assert page.locator("#pass").is_visible()
            page.check("#auto-pass")
            turned_on = True
            page.wait_for_function("s => window.dominohall.seq !== s", arg=now["seq"])
            continue
        if now["legal"] == ["pass"]:
            # nothing to click: it passes by itself
            page.wait_for_function("s => window.dominohall.seq !== s", arg=now["seq"], timeout=5000)
            passes_by_itself += 1
            continue
        send_first_legal(page)
    assert turned_on and passes_by_itself >= 2, passes_by_itself
    assert page.evaluate("() => localStorage.getItem('dominohall.autopass')") == "1"
    assert texts("passed by itself")


def test_a_running_match_has_no_replay_yet_but_can_be_watched(server: ServerProcess, pages: Pages) -> None:
    texts = served_texts(server, "en")
    table = seeded_table(server, "block", 2)
    page = pages.new(WIDE)
    page.goto(f"{server.url}/replay/{table['table']}")
    page.wait_for_selector("body[data-ready]")
    assert page.locator("h1").inner_text() == texts(
        "This match is still being played: its replay opens once it is over."
    )
    assert page.locator("#analysis").count() == 0  # no "the analysis could not be made"
    assert texts("the analysis could not be made") not in page.locator("body").inner_text()
    page.click("#watch-running")
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    assert state(page)["me"] is None
    # a replay of no table at all says so
    page.goto(f"{server.url}/replay/nosuchtable")
    page.wait_for_selector("body[data-ready]")
    assert page.locator("h1").inner_text() == texts("There is no such table (any more).")
    # the answers 409 (still played) and 404 (no such table) were asked for and are logged by Chromium
    expected = ("status of 409 (Conflict)", "status of 404 (Not Found)")
    pages.errors[:] = [e for e in pages.errors if not e.endswith(expected)]


def test_a_bad_table_link_says_so_instead_of_an_empty_table(server: ServerProcess, pages: Pages) -> None:
    texts = served_texts(server, "en")
    page = pages.new(PHONE)
    page.goto(f"{server.url}/t/nosuchtable#seat=0&token=whatever")
    page.locator("#no-table").wait_for()
    assert (
        page.locator("#no-table")
        .inner_text()
        .startswith(texts("There is no such table (any more): the link may be mistyped or the table long gone."))
    )
    assert page.locator("#board").is_hidden() and page.locator("#seats").is_hidden()
    snap(page, "no-table-phone")
    # a table that exists, with a token that opens no seat there: it can be watched
    table = seeded_table(server, "block", 2)
    page.goto(f"{server.url}/t/{table['table']}#seat=0&token=not-the-token")
    page.locator('#no-table[data-code="forbidden"]').wait_for()
    assert (
        texts("This link opens no seat at this table. You can still watch it.")
        in page.locator("#no-table").inner_text()
    )
    page.locator("#no-table a", has_text=texts("Watch")).click()
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")


def test_finished_games_lead_with_their_names(server: ServerProcess, pages: Pages) -> None:
    bots = [{"kind": "bot", "bot": "greedy"}] * 2
    named = seeded_table(server, "block", 2, seats=bots, options={"target": 1}, name="Friday night")["table"]
    plain = seeded_table(server, "twins", 2, seats=bots, options={"target": 1})["table"]
    for table in (named, plain):
        tb.wait_finished(server, table)
    page = pages.new(PHONE)
    page.goto(server.url + "/history")
    page.wait_for_selector("body[data-ready]")
    assert page.locator(f'#history tr[data-table="{named}"] .game-name').inner_text() == "Friday night"
    assert page.locator(f'#history tr[data-table="{plain}"] .game-name').inner_text() == "Twins"
    for table in (named, plain):
        assert table not in page.locator(f'#history tr[data-table="{table}"]').inner_text()


def test_a_countdown_before_the_seat_can_be_handed_to_a_bot(start_server: Any, pages: Pages) -> None:
    server = start_server(env={"DOMINOHALL_AWAY_SECONDS": "4"})
    texts = served_texts(server, "en")
    table = seeded_table(server, "block", 3, seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}])
    page = pages.new(WIDE)
    open_table(page, table["seats"][0]["link"])
    note = page.locator('.seat-badge[data-seat="1"] .takeover-in')
    note.wait_for(timeout=5000)
    first = note.inner_text()
    assert re.fullmatch(texts("a bot may take over in {n} s").replace("{n}", r"\d+"), first), first
    page.wait_for_function(
        "t => { const n = document.querySelector('.seat-badge[data-seat=\"1\"] .takeover-in');"
        " return n && n.textContent !== t; }",
        arg=first,
    )
    page.locator('.seat-badge[data-seat="1"] button.takeover').wait_for(timeout=8000)
    assert page.locator('.seat-badge[data-seat="1"] .takeover-in').count() == 0


# ---- item 9: words ---------------------------------------------------------------------------------------
PLACEHOLDER_FITS_JS = """() => {
  const input = document.getElementById('nick');
  const style = getComputedStyle(input);
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return {text: input.placeholder, need: ctx.measureText(input.placeholder).width, room};
}"""


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
@pytest.mark.parametrize("size", ["wide", "phone"])
def test_the_name_field_placeholder_fits(server: ServerProcess, pages: Pages, lang: str, size: str) -> None:
    page = pages.new(WIDE if size == "wide" else PHONE, lang=lang)
    page.goto(f"{server.url}/?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    fit = page.evaluate(PLACEHOLDER_FITS_JS)
    assert fit["text"] == served_texts(server, lang)("shown to everyone")
    assert fit["need"] <= fit["room"], fit
    assert page.locator("#nick").get_attribute("title") == served_texts(server, lang)(
        "shown to everyone at the table; this browser remembers it"
    )


def test_polish_words(server: ServerProcess, pages: Pages) -> None:
    """A seat is a player ("gracz 1", not "miejsce 1", which reads as a place in the standings), the
    ends are named in Polish (lewy, prawy; P on the board), Twins' rule says "gra", a malformed move
    is explained without English words and says "pas", which may be typed for a pass."""
    texts = served_texts(server, "pl")
    page = pages.new(WIDE, lang="pl")
    page.goto(f"{server.url}/?lang=pl")
    page.wait_for_selector("body[data-ready]")
    page.select_option("#variant", "twins")
    assert page.locator("#variant-rules").inner_text().startswith("W Bliźniaki gra 2 lub więcej osób")
    table = seeded_table(server, "block", 2, options={"target": 50})
    page.goto(table["seats"][0]["link"].replace("#", "?lang=pl#"))
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    assert page.locator('.seat-badge[data-seat="1"] .who').inner_text().startswith("gracz 1 · bot: Gracz niedzielny")
    for _now in turns(page, 40, lambda: page.evaluate("() => Object.keys(window.dominohall.view.ends).length") > 0):
        send_first_legal(page)
    page.wait_for_function("() => window.dominohall.view.turn === window.dominohall.me")
    ends = page.locator("#info").inner_text()
    assert "wolne końce: lewy" in ends and "prawy" in ends, ends
    labels = page.evaluate("() => [...document.querySelectorAll('#board text.end-label')].map(e => e.textContent)")
    assert "P" in labels and "R" not in labels, labels
    # a move written wrong: explained in Polish only, with the Polish word for a pass
    tb.type_move(page, "xyz")
    refusal = page.locator(".refusal")
    refusal.wait_for()
    assert refusal.inner_text() == texts(
        '"{move}" is not a move: write it as 3-5@L, 2-6@TR, 1-6@cut:1:L or pass.'
    ).format(move="xyz")
    message = page.locator("#message").inner_text()
    assert not ENGLISH.findall(message), message
    # "pas" typed is the pass: refused here only because a tile fits (C-5, C-7), not as a malformed move
    legal = state(page)["legal"]
    tb.type_move(page, "pas")
    page.locator(
        ".refusal .plain", has_text=texts("One of your tiles fits, so you may not pass.") if legal != ["pass"] else ""
    ).wait_for()
    snap(page, "polish-words")


def test_russian_words(server: ServerProcess, pages: Pages) -> None:
    """ "игрок 1" for a seat, "жетонов нет" for a seat without tokens, the ends in Russian letters."""
    table = seeded_table(server, "white-snake", 5, options={"max_deals": 1})
    page = pages.new(PHONE, lang="ru")
    page.goto(table["seats"][0]["link"].replace("#", "?lang=ru#"))
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    assert page.locator('.seat-badge[data-seat="2"] .who').inner_text().startswith("игрок 2 · бот: Любитель")
    assert page.locator('.seat-badge[data-seat="2"] .standing').inner_text() == "жетонов нет"
    assert "место" not in page.locator("#seats").inner_text()
    snap(page, "russian-words")


# ---- item 3: a rematch between friends --------------------------------------------------------------------
def test_friends_meet_at_one_rematch(server: ServerProcess, pages: Pages) -> None:
    """Alice and Bob play; Bob leaves the finished table; Alice presses Rematch and is taken to the new
    table, whose page shows Bob's link to send him (not "the link is with whoever created the
    table"); Bob, coming back to the finished table, is offered "Join the rematch" to that same table
    (not a plain Rematch that would make a second one where both wait for each other)."""
    texts = served_texts(server, "en")
    made = server.create_table("block", 2, seats=[{"kind": "human"}] * 2, options={"target": 1}, seed=3)
    old = made["table"]
    alice, bob = pages.new(WIDE), pages.new(PHONE)
    for page, name in ((alice, "Alice"), (bob, "Bob")):
        # (about:blank, where Bob goes to leave, has no storage)
        page.add_init_script(f"try {{ localStorage.setItem('dominohall.name', '{name}'); }} catch (e) {{}}")
    open_table(alice, made["seats"][0]["link"])
    open_table(bob, made["seats"][1]["link"])
    play_both(alice, bob)
    bob.goto("about:blank")  # Bob leaves before anyone asks for a rematch
    alice.wait_for_selector("#overlay:not(.hidden) #rematch")
    alice.click("#rematch")
    moved = "t => window.dominohall && window.dominohall.table !== t && window.dominohall.view"
    alice.wait_for_function(moved, arg=old)
    new = alice.evaluate("() => window.dominohall.table")
    invite = alice.locator('[data-testid="invite-1"]')
    invite.wait_for()
    assert f"/t/{new}#seat=1&token=" in invite.input_value()
    assert (
        texts("the link of this seat is with whoever created the table") not in alice.locator("#friends").inner_text()
    )
    snap(alice, "rematch-invite-wide")
    bob.goto(made["seats"][1]["link"])
    join = bob.locator("#overlay #join-rematch")
    join.wait_for()
    assert join.inner_text() == texts("Join the rematch")
    assert bob.locator("#overlay #rematch").count() == 0
    snap(bob, "rematch-join-phone")
    join.click()
    bob.wait_for_function("t => window.dominohall && window.dominohall.table === t && window.dominohall.view", arg=new)
    assert state(bob)["me"] == 1
    alice.wait_for_function("() => window.dominohall.meta.status === 'playing'")
    meta = get_json(f"{server.url}/api/tables/{new}")
    assert [s["name"] for s in meta["seats"]] == ["Alice", "Bob"]


# ---- item 7: the analysis ---------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def quick_analysis(tmp_path_factory: pytest.TempPathFactory) -> Any:
    from server_helpers import ServerProcess as Server

    folder = tmp_path_factory.mktemp("quick-analysis")
    env = {"DOMINOHALL_ANALYSIS_SECONDS": "1", "DOMINOHALL_ANALYSIS_QUEUE": "0"}
    process = Server(f"sqlite:///{folder / 'tables.sqlite3'}", env=env, log=folder / "log").start()
    yield process
    process.stop()


SEAT_COLOURS_JS = """() => {
  const root = getComputedStyle(document.documentElement);
  const probe = document.createElement('span');
  document.body.appendChild(probe);
  const colour = (value) => { probe.style.color = value; return getComputedStyle(probe).color; };
  const seat = (s) => colour(root.getPropertyValue(`--seat${s}`).trim());
  const lines = [...document.querySelectorAll('#analysis svg.an-curve path.an-line')].map(p =>
    [Number(p.dataset.seat), getComputedStyle(p).stroke, seat(p.dataset.seat)]);
  const swatches = [...document.querySelectorAll('#analysis .an-legend .an-swatch')].map((s, i) =>
    [i, getComputedStyle(s).backgroundColor, seat(i)]);
  const marks = [...document.querySelectorAll('#analysis svg.an-curve .an-mark text')].map(t => t.textContent);
  probe.remove();
  return {lines, swatches, marks};
}"""


def test_the_analysis_speaks_plainly_in_the_seats_colours(quick_analysis: Any, pages: Pages) -> None:
    """Five-player White Snake: the chart's lines and the legend are in the seats' own colours; its
    marks are the glyphs the legend names (? and !); the curve is each player's chance to win the
    deal, said so, ending at the result (100% or 0%); a listed decision names the step the slider
    then shows, and its moves in words (the notation as its tooltip)."""
    server = quick_analysis
    texts = served_texts(server, "en")
    bots = [{"kind": "bot", "bot": "random"}] * 4 + [{"kind": "bot", "bot": "greedy"}]
    table = seeded_table(server, "white-snake", 5, seats=bots, options={"max_deals": 2})["table"]
    tb.wait_finished(server, table)
    page = pages.new(WIDE)
    page.goto(f"{server.url}/replay/{table}")
    page.wait_for_selector("body[data-ready]")
    page.wait_for_selector("#analysis[data-ready]", timeout=120_000)
    assert page.locator("#analysis .muted").first.inner_text() == texts(
        "Each player's chance to win this deal, as that player could see it, after every move; it ends at the"
        " result (100%: won, 0%: lost)."
    )
    seen = page.evaluate(SEAT_COLOURS_JS)
    assert len(seen["lines"]) == 5 and all(stroke == colour for _s, stroke, colour in seen["lines"]), seen
    assert all(fill == colour for _s, fill, colour in seen["swatches"]), seen
    assert set(seen["marks"]) <= {"?", "!"}
    analysis = get_json(f"{server.url}/api/tables/{table}/analysis")
    for deal in analysis["deals"]:
        assert {c[-1] for c in deal["chance"]} <= {0.0, 1.0} and sum(c[-1] for c in deal["chance"]) == 1.0
    jumps = page.locator("#analysis .an-jump")
    if jumps.count():
        text = jumps.first.inner_text()
        jumps.first.click()
        position = page.locator("#position").get_attribute("data-index")
        assert f"step {position}:" in text, (position, text)
        chosen = page.evaluate("() => window.dominohallAnalysis.chosen")
        assert f"{chosen['move']} → {chosen['best']}" == jumps.first.get_attribute("title")
    snap(page, "analysis-white-snake-wide")


PARTIAL = {"status": "running", "position": 1, "budget": 20}


def test_a_long_analysis_is_shown_deal_by_deal(quick_analysis: Any, pages: Pages) -> None:
    """While the server works through a long match the tab shows the deals done so far, saying so;
    a match that had time for its first deals only says that, instead of "could not be made"."""
    server = quick_analysis
    texts = served_texts(server, "en")
    bots = [{"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}]
    table = seeded_table(server, "block", 2, seats=bots, options={"target": 60})["table"]
    tb.wait_finished(server, table)
    # the real analysis first (it is made when asked), then the page is shown its parts as they come
    for _ in range(600):
        status, body = server.request("GET", f"/api/tables/{table}/analysis")
        if status == 200:
            break
        time.sleep(0.2)
    assert status == 200 and len(body["deals"]) >= 2, body
    first = {**body, "deals": body["deals"][:1], "complete": False, "deals_total": len(body["deals"])}
    answers = [(202, PARTIAL), (202, {**PARTIAL, "partial": first}), (202, {**PARTIAL, "partial": first})]
    page = pages.new(WIDE)

    def answer(route: Any) -> None:
        status, data = answers.pop(0) if answers else (200, {**body, "deals": body["deals"][:1], "complete": False})
        route.fulfill(status=status, content_type="application/json", body=json.dumps(data))

    page.route(f"**/api/tables/{table}/analysis", answer)
    page.goto(f"{server.url}/replay/{table}")
    page.wait_for_selector('#analysis[data-partial="1"]', timeout=30_000)
    note = texts("Analysing… deals done so far: {done} of {total}.").format(done=1, total=len(body["deals"]))
    assert page.locator("#analysis .an-note").inner_text() == note
    assert page.locator("#analysis svg.an-curve").count() == 1  # the first deal, shown already
    snap(page, "analysis-partial-wide")
    page.wait_for_selector("#analysis[data-ready]", timeout=30_000)
    note = texts("A long match: there was time to analyse its first deals only ({done} of {total}).").format(
        done=1, total=len(body["deals"])
    )
    assert page.locator("#analysis .an-note").inner_text() == note
    assert texts("the analysis could not be made") not in page.locator("#analysis").inner_text()


GHOST_CUT_JS = """async (side) => {
  const m = await import('/static/js/render.js');
  const P = (a, b) => ({tile: `${Math.min(a, b)}-${Math.max(a, b)}`, first: a, second: b});
  // a sausage: the lead 3-3 across at 0, then columns 1 and 2 of two lengthwise tiles each
  const layout = {kind: 'sausage', cuts: [], columns: [
    {column: 0, cross: P(3, 3), top: null, bottom: null},
    {column: 1, cross: null, top: P(3, 5), bottom: P(3, 1)},
    {column: 2, cross: null, top: P(5, 2), bottom: P(1, 4)}]};
  const svg = m.drawLayout(layout, {width: 600, variant: 'sausage', ghost: {move: `1-5@cut:1:${side}`}});
  document.body.appendChild(svg);
  const dim = [...svg.querySelectorAll('g.tile.to-take')].map(g => g.dataset.tile).sort();
  const mark = svg.querySelector('text.ghost-side').textContent;
  svg.remove();
  return {dim, mark};
}"""


def test_a_better_cut_shows_its_side(server: ServerProcess, pages: Pages) -> None:
    """Two cuts of one junction differ only by the side handed over (SA-6): the better one drawn on
    the board names its side and dims the part the next player would take."""
    page = pages.new(WIDE)
    page.goto(server.url + "/history")
    page.wait_for_selector("body[data-ready]")
    left = page.evaluate(GHOST_CUT_JS, "L")
    right = page.evaluate(GHOST_CUT_JS, "R")
    assert left["mark"] == "◀L" and right["mark"] == "R▶"
    assert left["dim"] == ["1-3", "3-3", "3-5"] and right["dim"] == ["1-4", "2-5"], (left, right)


# ---- item 17, the browser's part: White Snake's usual length and the number of deals ----------------------
@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
@pytest.mark.parametrize("size", ["wide", "phone"])
def test_white_snake_says_how_long_a_match_usually_takes(
    server: ServerProcess, pages: Pages, lang: str, size: str
) -> None:
    """Choosing White Snake shows how many deals a match of that many players usually takes (from the
    simulator, WhiteSnakeDeal.match_lengths) and offers the number of deals to play (WS-8, max_deals),
    which the table is then created with; Create stays in view on a phone."""
    from dominohall.variants import WhiteSnakeDeal

    texts = served_texts(server, lang)
    viewport = WIDE if size == "wide" else PHONE
    page = pages.new(viewport, lang=lang)
    page.goto(f"{server.url}/?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    page.select_option("#variant", "white-snake")
    for n in (5, 6):
        page.select_option("#players", str(n))
        low, median, high = WhiteSnakeDeal.match_lengths[n]
        usual = texts(
            "A {n}-player match usually takes about {median} deals (one in ten fewer than {low}, one in ten"
            " more than {high}), as the simulator plays it."
        ).format(n=n, low=low, median=median, high=high)
        said = f"{usual} {texts('To end it sooner, set a number of deals to play.')}"
        assert page.locator("#usual-length span").inner_text() == said
    button = page.locator("#create-button").bounding_box()
    assert button is not None and button["y"] + button["height"] <= viewport["height"]
    snap(page, f"white-snake-length-{lang}-{size}")
    page.click("#set-max-deals")
    assert page.evaluate("() => document.getElementById('more').open")
    assert page.evaluate("() => document.activeElement.id") == "opt-max_deals"
    page.fill("#opt-max_deals", "12")
    page.select_option("#variant", "block")
    # Every game says how long its matches usually last; only White Snake offers a number of deals.
    from dominohall.variants import BlockDeal

    players = int(page.locator("#players").input_value())
    low, median, high = BlockDeal.match_lengths[players]
    assert page.locator("#usual-length span").inner_text() == texts(
        "A {n}-player match usually takes about {median} deals (one in ten fewer than {low}, one in ten"
        " more than {high}), as the simulator plays it."
    ).format(n=players, low=low, median=median, high=high)
    assert page.locator("#set-max-deals").is_hidden()
    page.select_option("#variant", "white-snake")
    page.fill("#opt-max_deals", "12")
    page.click("#create-button")
    page.wait_for_function("() => window.dominohall && window.dominohall.view && document.body.dataset.connected")
    table = page.evaluate("() => window.dominohall.table")
    assert get_json(f"{server.url}/api/tables/{table}")["options"]["max_deals"] == 12
