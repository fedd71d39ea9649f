"""The lessons in headless Chromium: every lesson played through to its end by clicking — each step's
move made on the hand and the board, then the practice deal — in English, Polish and Russian, at
desktop (1280 x 800) and phone (390 x 844) sizes; a refused move worded as at the table, a legal move
that misses the point explained, the highlight drawn, the progress kept in the browser, and the way
in from the lobby and the create form.

How long each lesson takes a person who answers at once is measured on the English desktop runs and
written to ``tests/artifacts/learn/timings.json`` (a figure to read, never asserted); screenshots of
every step go to ``tests/artifacts/learn/`` for a reviewer (not committed)."""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

import test_browser as tb
from test_browser import ARTIFACTS, Pages

from dominohall.i18n import Texts
from dominohall.lessons import LESSONS

browser = tb.browser
pages = tb.pages
artifacts = tb.artifacts

if TYPE_CHECKING:
    from playwright.sync_api import Page
    from server_helpers import ServerProcess

WIDE = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SIZES = {"desktop": WIDE, "phone": PHONE}
SHOTS = ARTIFACTS / "learn"
TIMINGS = SHOTS / "timings.json"

STATE_JS = """() => {
  const u = window.dominohall;
  const p = u.practice;
  return {index: u.index, busy: u.busy, solved: !!u.solved,
          practice: p ? {over: !!(p.state && p.state.over), moves: p.moves.length, hint: p.hint ? p.hint.move : null,
                         legal: p.state && !p.state.over ? p.state.view.legal.map(m => m.move) : []} : null,
          feedback: (document.querySelector('#feedback .feedback-box') || {}).dataset || null};
}"""


SNAPPING = [0.0]
"""Seconds spent taking screenshots (left out of a lesson's time)."""


def snap(page: Page, name: str) -> None:
    start = time.monotonic()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_timeout(400)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)
    SNAPPING[0] += time.monotonic() - start


def learn_state(page: Page) -> dict[str, Any]:
    got: dict[str, Any] = page.evaluate(STATE_JS)
    return got


def open_lesson(page: Page, url: str, variant: str, lang: str, hash_: str = "") -> None:
    page.goto(f"{url}/learn/{variant}?lang={lang}{hash_}")
    page.wait_for_selector("body[data-ready]")


def make_move(page: Page, move: str) -> None:
    """A move made as a person makes it: the Pass button, a token's button, or the tile in the hand
    and, where it fits several places, the lit place on the board."""
    if move == "pass":
        page.click("#pass")
        return
    if move.startswith("steal:"):
        page.click(f"button.steal[data-move='{move}']")
        return
    tile = move.split("@")[0]
    page.click(f"#hand button[data-tile='{tile}']")
    target = page.locator(f"#board .target[data-move='{move}']")
    if target.count():
        target.first.click()


def wait_tries(page: Page, before: int) -> None:
    page.wait_for_function("n => Number(document.body.dataset.tries || 0) > n && !window.dominohall.busy", arg=before)


def play_lesson(page: Page, url: str, variant: str, lang: str, size: str, shots: bool) -> float:
    """Every step of a lesson and its practice deal, by clicking; returns the seconds it took (the
    screenshots left out)."""
    les = LESSONS[variant]
    texts = Texts(lang)
    start = time.monotonic()
    SNAPPING[0] = 0.0
    open_lesson(page, url, variant, lang, "#step-1")
    for i, step in enumerate(les.steps):
        page.wait_for_function("i => window.dominohall.index === i && !window.dominohall.busy", arg=i)
        assert page.inner_text("#step-title") == texts.say(step.title)
        assert texts.say(step.task) in page.inner_text("#task")
        if shots:
            snap(page, f"{variant}-{lang}-{size}-{i + 1}-{step.key}")
        # the highlight: the tiles, junctions and hand tiles the step names are marked
        for tile in step.highlight.tiles:
            assert page.locator(f"#board g.tile.lesson-mark[data-tile='{tile}']").count() >= 1
        for column in step.highlight.junctions:
            assert page.locator(f"#board .cut-mark.lesson-mark[data-cut='{column}']").count() == 1
        for tile in step.highlight.hand:
            assert page.locator(f"#hand button.lesson-mark[data-tile='{tile}']").count() == 1
        tries = int(page.evaluate("() => Number(document.body.dataset.tries || 0)"))
        make_move(page, step.accepts[0])
        wait_tries(page, tries)
        page.wait_for_selector("#feedback .feedback-box.done")
        if shots:
            snap(page, f"{variant}-{lang}-{size}-{i + 1}-{step.key}-done")
        page.click("#next")
    # the practice deal: the hint's move when hints are on, else the first legal move
    page.wait_for_function("() => window.dominohall.practice && window.dominohall.practice.state")
    assert page.inner_text("#step-title") == texts("Practice deal")
    hints = lang == "en"
    if not hints:
        page.click("#hints")
    moves = 0
    while True:
        page.wait_for_function(
            "h => { const p = window.dominohall.practice; return !window.dominohall.busy && p.state &&"
            " (p.state.over || !h || p.hint); }",
            arg=hints,
        )
        now = learn_state(page)["practice"]
        if now["over"]:
            break
        if hints and moves == 0 and shots:
            snap(page, f"{variant}-{lang}-{size}-practice-hint")
        move = now["hint"] if hints else now["legal"][0]
        make_move(page, move)
        page.wait_for_function(
            "n => window.dominohall.practice.moves.length > n || document.querySelector('#feedback .refusal')",
            arg=moves,
        )
        moves += 1
        assert moves < 200
    page.wait_for_selector("#feedback .feedback-box.done")
    if shots:
        snap(page, f"{variant}-{lang}-{size}-practice-over")
    return time.monotonic() - start - SNAPPING[0]


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
@pytest.mark.parametrize("variant", list(LESSONS))
def test_every_lesson_is_played_through_to_its_end(
    server: ServerProcess, pages: Pages, variant: str, lang: str, size: str
) -> None:
    page = pages.new(SIZES[size], lang)
    shots = (lang == "en" and size == "desktop") or (lang != "en" and size == "phone")
    seconds = play_lesson(page, server.url, variant, lang, size, shots)
    # the progress is kept in this browser: every step and the practice deal done
    kept = page.evaluate("() => JSON.parse(localStorage.getItem('dominohall.learn'))")
    assert set(kept[variant]["steps"]) == {s.key for s in LESSONS[variant].steps} and kept[variant]["practice"]
    page.goto(f"{server.url}/learn?lang={lang}")
    page.wait_for_selector("body[data-ready]")
    card = page.locator(f".lesson-card[data-variant='{variant}']")
    assert "complete" in (card.get_attribute("class") or "")
    if lang == "en" and size == "desktop":
        SHOTS.mkdir(parents=True, exist_ok=True)
        timings = json.loads(TIMINGS.read_text()) if TIMINGS.exists() else {}
        timings[variant] = {"seconds": round(seconds, 1), "steps": len(LESSONS[variant].steps)}
        TIMINGS.write_text(json.dumps(timings, indent=1))
        print(f"{variant}: {seconds:.1f} s for {len(LESSONS[variant].steps)} steps and the practice deal")


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_a_refused_move_and_a_missed_point_are_explained(server: ServerProcess, pages: Pages, lang: str) -> None:
    """A tile that cannot go says why, in the table's words and the rule; a legal move beside the
    point says what it misses, and the step waits for another try."""
    texts = Texts(lang)
    page = pages.new(WIDE, lang)
    open_lesson(page, server.url, "twins", lang, "#step-2")
    page.wait_for_function("() => window.dominohall.index === 1")
    page.click("#hand button[data-tile='1-4']")  # 4 is locked: 4-4 is not down (TW-4)
    page.wait_for_selector("#feedback .feedback-box.refusal[data-rule='TW-4']")
    said = page.inner_text("#feedback")
    assert texts("{tile} may go on {value} only once {value}-{value} is on the table.", tile="1-4", value=4) in said
    assert (texts.rule("TW-4") or "?") in said
    snap(page, f"twins-{lang}-refused")
    page.click("#hand button[data-tile='0-2']")  # legal, on the unlocked 0: beside the point
    page.wait_for_selector("#feedback .feedback-box.missed")
    step = LESSONS["twins"].steps[1]
    assert texts.say(step.misses[0].why) in page.inner_text("#feedback")
    assert not learn_state(page)["solved"]
    snap(page, f"twins-{lang}-missed")
    # a pass while a tile fits, and a move typed in the notation, are refused as at the table
    page.click("#pass")
    page.wait_for_selector("#feedback .feedback-box.refusal[data-rule='C-7']")
    assert texts("One of your tiles fits, so you may not pass.") in page.inner_text("#feedback")
    page.click("#notation-box summary")
    page.fill("#notation-input", "9-9@Q")
    page.click("#notation button[type=submit]")
    page.wait_for_selector("#feedback .feedback-box.refusal[data-rule='N']")
    # the Sausage row that sticks out, and the cross's phases, each in their own words
    open_lesson(page, server.url, "sausage", lang, "#step-2")
    page.wait_for_function("() => window.dominohall.index === 1")
    page.click("#hand button[data-tile='0-3']")
    page.wait_for_selector("#feedback .feedback-box.refusal[data-rule='SA-4']")
    open_lesson(page, server.url, "maltese-cross", lang, "#step-2")
    page.wait_for_function("() => window.dominohall.index === 1")
    page.click("#hand button[data-tile='4-4']")
    page.wait_for_selector("#feedback .feedback-box.refusal[data-rule='MC-3']")
    snap(page, f"maltese-cross-{lang}-refused")


def test_the_lessons_are_reached_from_the_lobby_and_the_create_form(server: ServerProcess, pages: Pages) -> None:
    for lang in ("en", "pl", "ru"):
        texts = Texts(lang)
        page = pages.new(PHONE if lang == "ru" else WIDE, lang)
        page.goto(f"{server.url}/?lang={lang}")
        page.wait_for_selector("body[data-ready]")
        page.select_option("#variant", "sausage")
        link = page.locator("#learn-link")
        minutes = next(
            x for x in page.evaluate("() => fetch('/api/lessons').then(r => r.json())") if x["variant"] == "sausage"
        )["minutes"]
        expected = texts.ngettext(
            "New to {variant}? Learn it in {n} minute",
            "New to {variant}? Learn it in {n} minutes",
            minutes,
            variant=texts.variant("sausage"),
        )
        assert link.inner_text() == expected
        if lang == "pl":
            snap(page, "lobby-pl-learn-link")
        link.click()
        page.wait_for_selector("body[data-ready]")
        assert page.url.split("?")[0].endswith("/learn/sausage")
        assert page.inner_text("#step-title") == texts.say(LESSONS["sausage"].steps[0].title)
        page.click("nav a[href='/learn']")
        page.wait_for_selector("body[data-ready]")
        assert page.locator(".lesson-card").count() == len(LESSONS)
        if lang == "en":
            snap(page, "index-en-desktop")
        if lang == "ru":
            snap(page, "index-ru-phone")


def test_a_lesson_page_fits_a_phone_and_every_control_is_reachable(server: ServerProcess, pages: Pages) -> None:
    """No wider than the phone's screen; every button and lit target at least 44 px; the steps, the
    hand and the board reachable by keyboard (buttons and links)."""
    page = pages.new(PHONE, "en")
    for variant in LESSONS:
        open_lesson(page, server.url, variant, "en", "#step-1")
        page.wait_for_function("() => window.dominohall.index === 0")
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= PHONE["width"], (variant, width)
        small = page.evaluate(
            """() => [...document.querySelectorAll('#learn button, #learn a, #hand button')]
              .filter(e => e.offsetParent !== null)
              .filter(e => { const r = e.getBoundingClientRect(); return r.width < 44 || r.height < 44; })
              .map(e => e.outerHTML.slice(0, 60))"""
        )
        assert small == [], (variant, small)
    # Tab reaches the first playable tile of the hand; Enter plays it
    open_lesson(page, server.url, "block", "en", "#step-1")
    page.wait_for_function("() => window.dominohall.index === 0")
    page.focus("#hand button[data-tile='6-6']")
    page.keyboard.press("Enter")
    page.wait_for_selector("#feedback .feedback-box.done")
